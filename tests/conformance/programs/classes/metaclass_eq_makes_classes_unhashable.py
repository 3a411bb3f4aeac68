# probe: metaclass defining __eq__ without __hash__ makes its classes unhashable; metaclass __repr__/__str__ used by str(C) and f-strings
# inputs
v = "C"
# body
class Meta(type):
    def __eq__(cls, other):
        return isinstance(other, Meta) and cls.__name__ == other.__name__
    def __repr__(cls):
        return "<meta " + cls.__name__ + ">"
class A(metaclass=Meta):
    pass
class B(metaclass=Meta):
    pass
try:
    {A}
except TypeError as e:
    r_set = type(e).__name__
try:
    {A: 1}
except TypeError as e:
    r_dict = type(e).__name__
r_eq = (A == B, A == A, A == 1)
r_repr = (repr(A), str(A), f"{A}", f"{A!r}", format(A, ""))
r_list = str([A, int])
r_name_eq = type(v, (), {}) == type(v, (), {})
class HMeta(Meta):
    __hash__ = type.__hash__
class H(metaclass=HMeta):
    pass
r_hashable = len({H, H})
