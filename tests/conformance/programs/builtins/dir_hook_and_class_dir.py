# probe: dir() calls __dir__ and sorts its result; dir on class includes inherited names; __dir__ returning non-iterable
# inputs
extra = "zeta"
# body
class C:
    a = 1
    def __dir__(self):
        return ["b", extra, "a", "b"]
r_dir = dir(C())
class Base:
    base_attr = 1
class Sub(Base):
    sub_attr = 2
_d = dir(Sub)
r_has = ("base_attr" in _d, "sub_attr" in _d, "__init__" in _d)
r_sorted = _d == sorted(_d)
class Tup:
    def __dir__(self):
        return ("y", "x")
r_tup = dir(Tup())
class Bad:
    def __dir__(self):
        return 5
try:
    dir(Bad())
except TypeError as e:
    r_bad = type(e).__name__
o = Sub()
o.inst = 1
r_inst = "inst" in dir(o)
