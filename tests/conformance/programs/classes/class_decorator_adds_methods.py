# probe: class decorators that add methods and attributes, one returning a different class, stacking order bottom-up
# inputs
k = 3
# body
order = []
def add_double(cls):
    order.append("double")
    def double(self):
        return self.v * 2
    cls.double = double
    return cls
def add_count(n):
    def deco(cls):
        order.append(("count", n))
        cls.count = n
        cls.describe = lambda self: f"{type(self).__name__}:{self.v}:{cls.count}"
        return cls
    return deco
def replace(cls):
    order.append("replace")
    class Sub(cls):
        extra = True
    Sub.__name__ = "Sub" + cls.__name__
    return Sub
@replace
@add_count(k)
@add_double
class Thing:
    def __init__(self, v):
        self.v = v
t = Thing(5)
r_order = list(order)
r_double = t.double()
r_desc = t.describe()
r_name = Thing.__name__
r_extra = t.extra
r_base = Thing.__mro__[1].__name__
r_count = Thing.count
