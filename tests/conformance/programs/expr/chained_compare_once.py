# probe: chained comparisons evaluate each middle operand once, stop at the first false link, and return the deciding operand's result (including objects returning non-bools)
# inputs
lo = 1
hi = 10
x = 5
# body
calls = []
def f(v):
    calls.append(v)
    return v
r_mid_once = lo < f(x) < hi
r_calls1 = list(calls)
calls.clear()
r_stop = f(hi) < f(lo) < f(x)
r_calls2 = list(calls)
calls.clear()
r_long = f(lo) <= f(x) <= f(x) < f(hi) != f(0)
r_calls3 = list(calls)
class R:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        calls.append(("lt", self.v))
        return "truthy" if self.v < (o.v if isinstance(o, R) else o) else ""
calls.clear()
r_nonbool = R(1) < R(2) < R(3)
r_nonbool_false = R(3) < R(2) < R(1)
r_calls4 = list(calls)
r_in_chain = (x in [5] in [[5]], x not in [1] == True)
r_is_chain = (None is None is None, lo is not None is not False)
try:
    r_type_err = lo < "a" < hi
except TypeError as e:
    r_type_err = str(e)
calls.clear()
try:
    r_after_err = f(hi) < f(lo) < "a"
except TypeError:
    r_after_err = "TypeError"
r_calls5 = list(calls)
r_eq_mixed = (1 == 1.0 == True, 0 < False + 1 < 2)
def gen_val():
    calls.append("gen")
    return x
calls.clear()
r_gen_once = 0 < gen_val() < 10 and gen_val() == x
r_calls6 = list(calls)
