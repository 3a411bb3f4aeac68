# probe: functools.total_ordering on result records: derives the missing comparisons from __lt__ and __eq__, NotImplemented from __lt__ for foreign types gives TypeError, no root raises ValueError
# inputs
a_us = 1.5
b_us = 2.5
# body
import functools
@functools.total_ordering
class R:
    def __init__(self, us):
        self.us = us
    def __eq__(self, o):
        if not isinstance(o, R):
            return NotImplemented
        return self.us == o.us
    def __lt__(self, o):
        if not isinstance(o, R):
            return NotImplemented
        return self.us < o.us
a, b = R(a_us), R(b_us)
r_ops = [a < b, a <= b, a > b, a >= b, a == R(a_us), a != b]
r_sorted = [r.us for r in sorted([b, a, R(0.5)])]
r_max = max([a, b]).us
try:
    a <= 3
    r_foreign = "ok"
except TypeError as e:
    r_foreign = type(e).__name__
r_eq_foreign = a == 3
try:
    @functools.total_ordering
    class NoRoot:
        pass
    r_noroot = "ok"
except ValueError as e:
    r_noroot = type(e).__name__
@functools.total_ordering
class G:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        return self.v > o.v
r_from_gt = [G(1) < G(2), G(1) <= G(1), G(2) >= G(3)]
