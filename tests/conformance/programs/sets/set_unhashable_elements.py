# probe: building sets with unhashable items (list, dict, set) raises TypeError at the offending item; partial adds remain in an updated set
# inputs
items = [1, [2], 3]
# body
try:
    s = set(items)
except TypeError as e:
    r_ctor = type(e).__name__
t = set()
try:
    t.update(items)
except TypeError as e:
    r_update = type(e).__name__
r_partial = sorted(t)
try:
    r_in = [2] in t
except TypeError as e:
    r_in = type(e).__name__
try:
    {1, {2: 3}}
except TypeError as e:
    r_dict_item = type(e).__name__
r_tuple_ok = len({(1, 2), (1, 2)})
try:
    {(1, [2])}
except TypeError as e:
    r_tuple_list = type(e).__name__
u = set()
try:
    u |= {1, 2} | set([[3]])
except TypeError as e:
    r_ior = (type(e).__name__, len(u))
