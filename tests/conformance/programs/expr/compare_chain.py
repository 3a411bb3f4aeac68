# probe: chained comparisons evaluate each operand once and stop at the first false
# inputs
a = 1
b = 5
c = 3
# body
calls = []
def f(v):
    calls.append(v)
    return v
r_lt = a < b < c
r_lt2 = a < c < b
r_mixed = a < b > c
r_eq_chain = a == 1 == a
r_not_chain = not (a < b < c)
r_short = f(3) < f(2) < f(1)
r_calls = list(calls)
r_in_chain = 1 < 2 in [2, 3]
