# probe: sorted/list.sort over mixed ints, floats and bools: stability among equals, reverse keeps equal order, keys
# inputs
vals = [3, 1.0, 2, True, 1, 0.0, False, -0.0, 2.5, 2.0]
# body
r_sorted = sorted(vals)
r_rev = sorted(vals, reverse=True)
r_key_abs = sorted([-2, 1, -1, 2, 0.5, -0.5], key=abs)
r_key_neg = sorted(vals, key=lambda v: -v)
r_types = [type(v).__name__ for v in sorted(vals)]
lst = list(vals)
lst.sort(key=float, reverse=True)
r_inplace = lst
r_tuples = sorted([(1, 'b'), (1.0, 'a'), (True, 'c'), (0.5, 'z')])
try:
    sorted([1, '1'])
except TypeError as e:
    r_err = type(e).__name__
