# probe: classmethod bound to the subclass when called through subclass instance; staticmethod has no binding; calling raw descriptor objects
# inputs
a = 3
# body
class Base:
    tag = "base"
    @classmethod
    def make(cls, x):
        return (cls.__name__, cls.tag, x)
    @staticmethod
    def plain(x, y=1):
        return x * y
class Sub(Base):
    tag = "sub"
s = Sub()
r_inst = s.make(a)
r_cls = Sub.make(a)
r_base = Base.make(a)
r_static_inst = s.plain(a)
r_static_cls = Sub.plain(a, 2)
r_bound_self = Sub.make.__self__.__name__
r_raw_static = Base.__dict__["plain"](a, a)
r_raw_cm_type = type(Base.__dict__["make"]).__name__
r_func = Base.__dict__["make"].__func__(Sub, 0)
r_cm_get = Base.__dict__["make"].__get__(None, Sub)(1)
try:
    Base.__dict__["make"](1)
except TypeError as e:
    r_call_cm = type(e).__name__
