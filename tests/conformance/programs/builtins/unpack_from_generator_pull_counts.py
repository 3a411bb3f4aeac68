# probe: unpacking a generator pulls only as many items as needed to know the count is wrong (n+1); starred unpacking takes all; the log shows the pulls
# inputs
k = 5
# body
log = []
def gen(n):
    for i in range(n):
        log.append(i)
        yield i
try:
    a, b = gen(k)
except ValueError as e:
    r_too_many = type(e).__name__
r_log_too_many = list(log)
log.clear()
try:
    a, b, c = gen(2)
except ValueError as e:
    r_too_few = type(e).__name__
r_log_too_few = list(log)
log.clear()
first, *rest = gen(k)
r_star = (first, rest)
log.clear()
try:
    p, q, *r, s, t = gen(3)
except ValueError as e:
    r_star_short = type(e).__name__
r_log_star_short = list(log)
log.clear()
x, y = gen(2)
r_exact = (x, y, list(log))
log.clear()
[[u, v], w] = [gen(2), 9]
r_nested = (u, v, w)
