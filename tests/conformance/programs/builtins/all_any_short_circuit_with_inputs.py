# probe: all/any over generators of input items with a logging predicate: short-circuit points, what the generator has left, and empty inputs
# inputs
xs = [2, 4, 5, 6]
empty = []
# body
log = []
def even(v):
    log.append(v)
    return v % 2 == 0
r_all = all(even(v) for v in xs)
r_log_all = list(log)
log.clear()
r_any = any(not even(v) for v in xs)
r_log_any = list(log)
g = (even(v) for v in xs)
r_any_g = any(g)
r_left = list(g)
r_empty = (all(empty), any(empty))
log.clear()
r_all_list = all([even(v) for v in xs])
r_log_list = log
