# probe: assigning __bases__ changes the MRO and attribute lookup of existing instances; incompatible bases TypeError; __mro__ read-only
# inputs
v = 1
# body
class A:
    x = "A"
class B:
    x = "B"
    y = "B.y"
class C(A):
    pass
c = C()
r_before = (c.x, [k.__name__ for k in C.__mro__])
C.__bases__ = (B,)
r_after = (c.x, c.y, [k.__name__ for k in C.__mro__])
r_isinst = (isinstance(c, A), isinstance(c, B))
C.__bases__ = (A, B)
r_both = (c.x, c.y)
try:
    C.__bases__ = ()
except TypeError as e:
    r_empty = type(e).__name__
try:
    A.__bases__ = (C,)
except TypeError as e:
    r_cycle = type(e).__name__
try:
    C.__mro__ = (C,)
except AttributeError as e:
    r_mro = type(e).__name__
r_sub = [k.__name__ for k in A.__subclasses__()]
