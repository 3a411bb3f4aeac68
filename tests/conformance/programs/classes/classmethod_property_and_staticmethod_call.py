# probe: classmethod wrapping property works in 3.11 (accessed on class and instance); staticmethod objects are callable directly; cached_property computed once and stored in the instance dict
# inputs
base = 3
# body
from functools import cached_property
calls = []
class C:
    _n = base
    @classmethod
    @property
    def doubled(cls):
        return cls._n * 2
    @staticmethod
    def helper(x):
        return x + 1
    @cached_property
    def heavy(self):
        calls.append("heavy")
        return base ** 2
class D(C):
    _n = 10
r_cls_prop = (C.doubled, D.doubled, C().doubled)
raw = C.__dict__["helper"]
r_static_direct = raw(base)
c = C()
r_heavy = (c.heavy, c.heavy, calls)
r_in_dict = "heavy" in vars(c)
del c.heavy
r_heavy_again = (c.heavy, len(calls))
