# probe: property with no setter raises AttributeError on set; property getter raising AttributeError triggers __getattr__
# inputs
v = 2
# body
class C:
    def __init__(self):
        self._v = v
    @property
    def ro(self):
        return self._v
    @property
    def broken(self):
        raise AttributeError("inner")
    @property
    def boom(self):
        raise ValueError("boom")
    def __getattr__(self, name):
        return "ga-" + name
c = C()
r_ro = c.ro
try:
    c.ro = 1
except AttributeError as e:
    r_set = type(e).__name__
try:
    del c.ro
except AttributeError as e:
    r_del = type(e).__name__
r_broken = c.broken
try:
    c.boom
except ValueError as e:
    r_boom = type(e).__name__
r_hasattr_broken = hasattr(c, "broken")
c.__dict__["ro"] = "shadow"
r_ro_after = c.ro
r_prop_type = type(C.ro).__name__
r_fset = C.ro.fset
