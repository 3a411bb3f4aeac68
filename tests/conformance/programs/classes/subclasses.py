# probe: Base.__subclasses__() lists direct subclasses in definition order
# inputs
n = 1
# body
class Base:
    pass
class A(Base):
    pass
class B(Base):
    pass
class C(A):
    pass
r_direct = [c.__name__ for c in Base.__subclasses__()]
r_a = [c.__name__ for c in A.__subclasses__()]
r_leaf = C.__subclasses__()
def all_subclasses(cls):
    out = []
    for s in cls.__subclasses__():
        out.append(s.__name__)
        out.extend(all_subclasses(s))
    return out
r_all = all_subclasses(Base)
r_count = len(Base.__subclasses__()) + n
