# probe: chained comparisons call each dunder left to right, short-circuit on a false link, evaluate middle operands once, and use truthiness of non-bool results
# inputs
v = 5
# body
log = []
class N:
    def __init__(self, x):
        self.x = x
    def __lt__(self, o):
        log.append(("lt", self.x, o.x))
        return self.x < o.x
    def __eq__(self, o):
        log.append(("eq", self.x, o.x))
        return [1] if self.x == o.x else []
def mk(x):
    log.append(("mk", x))
    return N(x)
r_all = mk(1) < mk(v) < mk(9)
r_log1 = list(log)
log.clear()
r_short = mk(9) < mk(v) < mk(10)
r_log2 = list(log)
log.clear()
r_eq_chain = N(v) == N(v) == N(v)
r_eq_val = N(v) == N(v)
r_log3 = list(log)
r_mixed = N(1) < N(2) == N(2)
r_if = "yes" if N(v) == N(v) else "no"
