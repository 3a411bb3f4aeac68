# probe: a tuple holding lists: mutate a list through an alias, then compare and count; item assignment TypeError yet += on the item mutates
# inputs
inner = [1, 2]
# body
t = (inner, [3])
u = ([1, 2], [3])
r_eq_before = t == u
inner.append(9)
r_eq_after = t == u
r_t = t
r_count = t.count([1, 2, 9])
r_index = t.index([3])
try:
    t[1] += [4]
except TypeError as e:
    r_err = type(e).__name__
r_t_after = t
try:
    t[0] = []
except TypeError as e:
    r_setitem = type(e).__name__
r_in = [3, 4] in t
copy_t = tuple(t)
r_same = (copy_t is t, copy_t[0] is inner)
r_lt = t < ([1, 2, 9], [3, 5])
