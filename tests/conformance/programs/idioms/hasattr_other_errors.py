# probe: hasattr and getattr with a default let through errors other than AttributeError
# inputs
mode = "driver"
# body
class Dev:
    @property
    def mem(self):
        raise RuntimeError(mode)
    def __getattr__(self, name):
        return {"a": 1}[name]
try:
    r_has = hasattr(Dev(), "mem")
except RuntimeError as e:
    r_has = str(e)
try:
    r_get = getattr(Dev(), "mem", 40)
except RuntimeError as e:
    r_get = str(e)
try:
    r_dyn = hasattr(Dev(), "zz")
except KeyError as e:
    r_dyn = "KeyError"
r_ok = hasattr(Dev(), "a")
