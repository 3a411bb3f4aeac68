# probe: a property without a setter raises AttributeError on set and del; a property whose getter raises AttributeError falls back to __getattr__; property on the class returns the property object
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
        raise AttributeError("inside")
    def __getattr__(self, name):
        return "fallback:" + name
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
r_cls = type(C.ro).__name__
r_parts = (C.ro.fset is None, C.ro.fdel is None, C.ro.fget.__name__)
p = property(lambda self: self._v * 3)
C.triple = p
r_triple = c.triple
r_doc = property(doc="d").__doc__
