# probe: __getattr__ only for missing names; __getattribute__ raising AttributeError falls back to __getattr__; hasattr/getattr default honour them; dunder lookup skips instance
# inputs
name = "dyn"
# body
log = []
class G:
    real = "real"
    def __getattr__(self, n):
        log.append(n)
        if n.startswith("d"):
            return n.upper()
        raise AttributeError(n)
g = G()
r_real = g.real
r_dyn = getattr(g, name)
r_has = (hasattr(g, "dx"), hasattr(g, "zz"))
r_default = getattr(g, "zz", "dflt")
class H:
    def __getattribute__(self, n):
        if n == "hidden":
            raise AttributeError("nope")
        return object.__getattribute__(self, n)
    def __getattr__(self, n):
        return "fallback:" + n
    shown = 1
h = H()
r_h = (h.shown, h.hidden, h.other)
class L:
    pass
l = L()
l.__len__ = lambda: 5
try:
    len(l)
except TypeError as e:
    r_len = str(e)
r_explicit = l.__len__()
r_log = log
