# probe: property(fget, fset, fdel, doc) built without decorators; missing parts; doc taken from fget; property.__get__ on None
# inputs
v = 3
# body
store = {}
def g(self):
    "getter doc"
    return store.get("x", "none")
def s(self, val):
    store["x"] = val + 1
def d(self):
    store.pop("x")
class C:
    full = property(g, s, d, "explicit doc")
    ro = property(g)
    wo = property(None, s)
    empty = property()
c = C()
c.full = v
r_full = c.full
del c.full
r_after_del = c.full
r_docs = (C.full.__doc__, C.ro.__doc__)
try:
    c.wo
except AttributeError as e:
    r_wo_read = type(e).__name__
c.wo = v * 2
r_wo_store = store["x"]
try:
    c.empty
except AttributeError as e:
    r_empty = type(e).__name__
r_get_none = C.__dict__["ro"].__get__(None, C) is C.__dict__["ro"]
r_get_direct = C.__dict__["ro"].__get__(c)
try:
    C.__dict__["ro"].__set__(c, 1)
except AttributeError as e:
    r_set_direct = type(e).__name__
