# probe: total_ordering from __gt__ or __le__, NotImplemented handed on, no ordering defined, comparing to other types
# inputs
a = 3
b = 7
# body
from functools import total_ordering
@total_ordering
class G:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, G) and self.v == o.v
    def __gt__(self, o):
        if not isinstance(o, G):
            return NotImplemented
        return self.v > o.v
r_g = (G(a) < G(b), G(a) <= G(b), G(b) >= G(a), G(a) >= G(a), G(a) <= G(a))
try:
    G(a) < 5
except TypeError as e:
    r_other = str(e)
@total_ordering
class L:
    def __init__(self, v):
        self.v = v
    def __le__(self, o):
        return self.v <= o.v
r_l = (L(a) < L(b), L(a) > L(b), L(a) >= L(a), L(b) > L(a))
r_l_eq = L(a) == L(a)
try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    r_none = str(e)
@total_ordering
class Both:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
    def __gt__(self, o):
        return "custom gt"
r_both = (Both(a) > Both(b), Both(a) <= Both(b))
r_sorted = [x.v for x in sorted([G(b), G(a), G(5)])]
r_max = max([L(a), L(b)]).v
