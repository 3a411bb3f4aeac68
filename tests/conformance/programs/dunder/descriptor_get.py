# probe: descriptors: non-data (functions, __get__ only) versus data (__set__) precedence
# inputs
v = 1
# body
class NonData:
    def __get__(self, obj, owner=None):
        return "from descriptor"
class Data:
    def __get__(self, obj, owner=None):
        return "data descriptor"
    def __set__(self, obj, value):
        raise AttributeError("read-only")
class C:
    nd = NonData()
    d = Data()
c = C()
r_nd = c.nd
c.__dict__["nd"] = "instance wins"
r_nd_shadowed = c.nd
c.__dict__["d"] = "instance loses"
r_d = c.d
try:
    c.d = v
except AttributeError as e:
    r_set = e.args
