# probe: a function given the items of a list the run holds empty while Python may hold items: its effects
# inputs
n = 4
# body
xs = [7]
del xs[0]
log = []
def f(v):
    log.append(v)
    return v
r_map = list(map(f, xs))
r_log_map = list(log)
r_sorted = sorted(xs, key=f)
r_log_sorted = list(log)
r_filter = list(filter(f, xs))
r_log_filter = list(log)
r_max = max(xs, key=f, default=0)
r_log_max = list(log)
r_gen = sum(f(v) for v in xs)
r_log_gen = list(log)
count = 0
def g(v):
    global count
    count += 1
    return v
r_min = min(xs, key=g, default=None)
r_count = count
a, *rest = xs or [0]
r_unpack = (a, rest)
