# probe: a property raising AttributeError falls back to __getattr__; one raising another error propagates; getattr with a default and hasattr swallow only AttributeError
# inputs
name = "p"
# body
class Obj:
    @property
    def p(self):
        raise AttributeError("inner")
    @property
    def q(self):
        raise KeyError("inner")
    def __getattr__(self, attr):
        return "fallback:" + attr
class NoFallback:
    @property
    def p(self):
        raise AttributeError("inner")
    @property
    def q(self):
        raise KeyError("inner")
o = Obj()
r_p = o.p
r_getattr_name = getattr(o, name)
try:
    o.q
except KeyError as e:
    r_q = type(e).__name__
n = NoFallback()
r_default = getattr(n, name, "dflt")
r_hasattr_p = hasattr(n, "p")
try:
    hasattr(n, "q")
except KeyError as e:
    r_hasattr_q = type(e).__name__
try:
    getattr(n, "q", "dflt")
except KeyError as e:
    r_getattr_q = type(e).__name__
