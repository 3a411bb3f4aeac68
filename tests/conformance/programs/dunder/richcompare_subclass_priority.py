# probe: rich comparisons try a right-hand subclass first even when it does not override; reflected < is >; numeric ops only when overridden
# inputs
v = 1
# body
calls = []
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        calls.append(("eq", type(self).__name__))
        return self.v == o.v
    def __lt__(self, o):
        calls.append(("lt", type(self).__name__))
        return self.v < o.v
    def __gt__(self, o):
        calls.append(("gt", type(self).__name__))
        return self.v > o.v
    __hash__ = None
class Q(P):
    pass
r_eq = P(v) == Q(v)
r_eq_calls = list(calls)
calls.clear()
r_lt = P(v) < Q(v + 1)
r_lt_calls = list(calls)
calls.clear()
r_same = P(v) < P(v + 1)
r_same_calls = list(calls)
calls.clear()
r_ne = P(v) != Q(v)
r_ne_calls = list(calls)
calls.clear()
class R:
    def __eq__(self, o):
        calls.append("R.eq")
        return NotImplemented
class S(R):
    def __eq__(self, o):
        calls.append("S.eq")
        return NotImplemented
r_both_ni = R() == S()
r_both_calls = list(calls)
