# probe: __get__ is called with obj None on class access; descriptors in an instance dict are not invoked; metaclass descriptors
# inputs
k = 3
# body
class Desc:
    def __init__(self, k):
        self.k = k
    def __get__(self, obj, owner=None):
        if obj is None:
            return ("class", owner.__name__, self.k)
        return ("instance", type(obj).__name__, self.k)
class A:
    x = Desc(k)
class B(A):
    pass
a = A()
r_class = A.x
r_inst = a.x
r_sub = B.x
r_sub_inst = B().x
a.y = Desc(1)
r_in_dict = type(a.y).__name__
r_vars = A.__dict__["x"].k
r_getattr = getattr(B(), "x")
class Meta(type):
    tag = Desc(10)
class M(metaclass=Meta):
    pass
r_meta = M.tag
try:
    M().tag
    r_meta_inst = "found"
except AttributeError as e:
    r_meta_inst = type(e).__name__
