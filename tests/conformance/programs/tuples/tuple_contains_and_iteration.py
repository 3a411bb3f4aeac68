# probe: 'in' for tuples uses identity then ==, works with nan identity; iteration over a tuple while rebinding its name
# inputs
nan = float("nan")
# body
t = (nan, 1, [2])
r_nan_in = nan in t
r_other_nan = float("nan") in t
r_list_in = [2] in t
r_bool_in = True in t
r_str_in = "1" in t
t2 = (1, 2, 3)
seen = []
for x in t2:
    seen.append(x)
    t2 = (9,)
r_seen = seen
r_t2 = t2
r_any = any(x == 2 for x in (1, 2, "a"))
r_idx_nan = t.index(nan)
try:
    t.index(float("nan"))
except ValueError as e:
    r_idx_other = type(e).__name__
