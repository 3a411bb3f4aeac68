# probe: the generated __eq__/__lt__ compare field tuples, running each field value's own __eq__/__lt__ in order, stopping at the first difference; identical field objects skip __eq__
# inputs
v = 1
# body
from dataclasses import dataclass
log = []
class F:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        log.append(("eq", self.x, o.x))
        return self.x == o.x
    def __lt__(self, o):
        log.append(("lt", self.x, o.x))
        return self.x < o.x
@dataclass(order=True)
class D:
    a: F
    b: F
r_eq = D(F(v), F(2)) == D(F(v), F(3))
r_log_eq = list(log)
log.clear()
r_first_diff = D(F(0), F(2)) == D(F(v), F(2))
r_log_first = list(log)
log.clear()
r_lt = D(F(v), F(2)) < D(F(v), F(3))
r_log_lt = list(log)
log.clear()
shared = F(9)
r_same = D(shared, shared) == D(shared, shared)
r_log_same = list(log)
