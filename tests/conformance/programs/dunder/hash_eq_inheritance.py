# probe: __eq__ sets __hash__ to None in the class that defines it; subclasses inherit; explicit __hash__ kept; hash() of odd returns
# inputs
k = 3
# body
class Base:
    def __init__(self, k):
        self.k = k
    def __hash__(self):
        return self.k
class WithEq(Base):
    def __eq__(self, o):
        return self.k == o.k
class Kept(Base):
    def __eq__(self, o):
        return self.k == o.k
    __hash__ = Base.__hash__
class FromWithEq(WithEq):
    pass
r_none = WithEq.__hash__ is None
r_inherit_none = FromWithEq.__hash__ is None
r_kept = len({Kept(k), Kept(k), Kept(k + 1)})
try:
    hash(FromWithEq(k))
except TypeError as e:
    r_unhashable = str(e)
r_base_hash = hash(Base(k))
class Big:
    def __hash__(self):
        return 2 ** 64 + k
class MinusOne:
    def __hash__(self):
        return -1
class Bool:
    def __hash__(self):
        return True
class Str:
    def __hash__(self):
        return "x"
r_big = hash(Big())
r_minus_one = hash(MinusOne())
r_bool = hash(Bool())
try:
    hash(Str())
except TypeError as e:
    r_str = str(e)
r_dict = {Kept(k): "a", Kept(k): "b"}[Kept(k)]
