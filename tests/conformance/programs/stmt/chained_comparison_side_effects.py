# probe: chained comparisons over input values calling a logging function once per operand, short-circuiting; comparisons across objects with __lt__
# inputs
a = 1
b = 5
c = 3
# body
log = []
def v(x):
    log.append(x)
    return x
r1 = v(a) < v(b) < v(c)
r_log1 = list(log)
log.clear()
r2 = v(b) < v(a) < v(c)
r_log2 = list(log)
log.clear()
r3 = v(a) <= v(a) == v(a) != v(b)
r_log3 = list(log)
log.clear()
r4 = v(c) in [v(a), v(b)] or v(c) not in (v(b),)
r_log4 = log
r_values = (r1, r2, r3, r4)
