# probe: data descriptor beats instance __dict__, non-data descriptor (function, plain __get__) loses to instance __dict__; __set_name__ gives the attribute name
# inputs
v = 7
# body
class Data:
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, typ=None):
        if obj is None:
            return self
        return ("data", obj.__dict__.get(self.name))
    def __set__(self, obj, val):
        obj.__dict__[self.name] = val * 10
class NonData:
    def __get__(self, obj, typ=None):
        return "nondata"
class C:
    d = Data()
    n = NonData()
    def m(self):
        return "method"
c = C()
c.d = v
r_d = c.d
c.__dict__["d"] = "shadow"
r_d_after = c.d
r_n = c.n
c.__dict__["n"] = "inst"
r_n_after = c.n
c.m = lambda: "inst-m"
r_m = c.m()
r_cls_m = C.m(c)
r_class_get = type(C.d).__name__
r_name = C.d.name
