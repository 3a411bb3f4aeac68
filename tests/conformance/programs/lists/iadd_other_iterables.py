# probe: list += takes any iterable (in place, alias sees it) while list + refuses non-lists; tuple += makes a new tuple
# inputs
shape = [2, 3]
cfg = {"bs": 1, "lr": 2}
# body
a = list(shape)
alias = a
a += cfg
r_dict = (a, alias is a)
a += cfg.items()
r_items = alias
a = list(shape)
a += "ab"
a += range(2)
a += (9,)
a += {7}
r_mixed = a
a = list(shape)
try:
    a += 5
    r_int = "ok"
except TypeError as e:
    r_int = (type(e).__name__, a)
try:
    r_plus_tuple = shape + (1,)
except TypeError as e:
    r_plus_tuple = type(e).__name__
t = tuple(shape)
talias = t
t += (4,)
r_tuple = (t, talias, t is talias)
try:
    t += [5]
    r_tuple_list = "ok"
except TypeError as e:
    r_tuple_list = (type(e).__name__, t)
k = cfg.keys()
k |= {"z"}
r_keys_ior = (type(k).__name__, sorted(k), list(cfg))
k2 = cfg.keys()
k2 -= ["bs"]
r_keys_isub = (type(k2).__name__, sorted(k2))
try:
    r_plus_keys = shape + cfg.keys()
except TypeError as e:
    r_plus_keys = type(e).__name__
