# probe: builtins over a list the run holds empty while Python may hold items
# inputs
n = 4
# body
xs = [7]
del xs[0]
r_max = max(xs, default=5)
r_min = min(xs, default=-1)
r_sum = sum(xs)
r_len = len(xs)
r_bool = bool(xs)
r_any = any(xs)
r_all = all(xs)
r_sorted = sorted(xs)
r_join = ','.join(map(str, xs))
r_zip = list(zip(xs, xs))
r_enum = dict(enumerate(xs))
r_set = set(xs)
r_next = next(iter(xs), None)
r_star = [*xs, 1]
r_rev = list(reversed(xs))
r_filter = list(filter(None, xs))
r_map = list(map(abs, xs))
r_tuple = tuple(xs)
r_copy = xs.copy()
r_count = xs.count(7)
r_in = 7 in xs
r_eq = xs == []
r_mul = xs * 2
r_add = xs + [1]
r_str = str(xs)
r_fmt = f'{xs}'
r_dictfrom = dict.fromkeys(xs)
r_minmax_key = max(xs, key=abs, default=0)
r_if = 'yes' if xs else 'no'
