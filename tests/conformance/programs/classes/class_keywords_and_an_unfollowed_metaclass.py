# probe: a class with keywords and a metaclass the tool does not follow (an `ABCMeta` subclass with a `__call__`): whether `type.__new__` is handed them, and refuses them, is not known; nor is a class made of bases with no consistent MRO
# inputs
n = 0
# body
import abc
class Meta(abc.ABCMeta):
    def __call__(cls, *a, **kw):
        return super().__call__(*a, **kw)
class Plain:
    pass
try:
    class K(Plain, metaclass=Meta, tag="k"):
        pass
    r_k = "made"
except TypeError:
    r_k = "TypeError"
class A(metaclass=Meta):
    pass
class B(A):
    pass
try:
    class C(A, B, tag="c"):
        pass
    r_c = "made"
except TypeError:
    r_c = "TypeError"
r_after = n + 1
