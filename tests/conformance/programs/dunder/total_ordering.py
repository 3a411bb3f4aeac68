# probe: functools.total_ordering fills in the comparisons from __eq__ and __lt__
# inputs
a = 2
b = 5
# body
from functools import total_ordering
@total_ordering
class N:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __lt__(self, o):
        return self.n < o.n
r_ops = (N(a) < N(b), N(a) <= N(b), N(a) > N(b), N(a) >= N(a), N(a) == N(a))
r_sorted = [x.n for x in sorted([N(b), N(a)])]
