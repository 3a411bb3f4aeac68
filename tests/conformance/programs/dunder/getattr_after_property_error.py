# probe: __getattr__ runs when a property (or __getattribute__) raises AttributeError, not for other errors
# inputs
flag = True
# body
class P:
    @property
    def missing(self):
        raise AttributeError("inside property")
    @property
    def broken(self):
        raise KeyError("k")
    def __getattr__(self, name):
        return "fallback " + name
p = P()
r_missing = p.missing
try:
    p.broken
except KeyError as e:
    r_broken = type(e).__name__
r_hasattr = hasattr(p, "missing")
class G:
    def __getattribute__(self, name):
        if name == "secret" or not flag:
            raise AttributeError(name)
        return object.__getattribute__(self, name)
    def __getattr__(self, name):
        return "ga " + name
    value = 5
g = G()
r_secret = g.secret
r_value = g.value
r_other = g.other
class NoFallback:
    def __getattr__(self, name):
        raise AttributeError(f"custom {name}")
try:
    NoFallback().z
except AttributeError as e:
    r_custom = str(e)
r_default = getattr(NoFallback(), "z", "dflt")
