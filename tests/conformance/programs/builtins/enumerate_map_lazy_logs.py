# probe: map and filter are lazy: what the callback logged when only part is consumed by next, by a for-break, and by any/all short-circuiting
# inputs
xs = [1, 2, 3, 4, 5]
# body
log = []
def sq(v):
    log.append(("sq", v))
    return v * v
def odd(v):
    log.append(("odd", v))
    return v % 2
m = map(sq, xs)
r_log_made = list(log)
r_first = next(m)
r_log1 = list(log)
f = filter(odd, m)
r_f_first = next(f)
r_log2 = list(log)
for v in f:
    if v > 5:
        break
r_log3 = list(log)
log.clear()
r_any = any(sq(v) > 3 for v in xs)
r_any_log = list(log)
log.clear()
r_all = all(map(odd, xs))
r_all_log = list(log)
