# probe: getattr with a default swallows AttributeError raised inside a property, not other errors; __getattr__ fallback
# inputs
attr = "device"
key = "dtype"
# body
class Backend:
    @property
    def device(self):
        raise AttributeError("no device")
    @property
    def dtype(self):
        raise ValueError("bad")
    @property
    def name(self):
        return "cuda"
b = Backend()
r_dev = getattr(b, attr, "cpu")
r_has = hasattr(b, attr)
try:
    getattr(b, key, "fp16")
    r_dt = "ok"
except ValueError as e:
    r_dt = type(e).__name__
try:
    hasattr(b, key)
    r_has2 = "ok"
except ValueError as e:
    r_has2 = type(e).__name__
r_name = getattr(b, "name", None)
class Lazy:
    x = 1
    def __getattr__(self, n):
        if n.startswith("opt_"):
            return n[4:]
        raise AttributeError(n)
lz = Lazy()
r_lazy = (getattr(lz, "opt_" + attr), getattr(lz, "x"), getattr(lz, attr, None))
r_lazy_has = hasattr(lz, "opt_z")
