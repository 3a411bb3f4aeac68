# probe: == / != / in / dict keys between a whole float and an int near the i64 limit (9.21e18, -2**63): exact equality
# inputs
big = 9210000000000000000
f = 9.21e18
# body
r_eq = f == big
r_ne = f != big
r_eq_rev = big == f
r_le_ge = (f <= big, f >= big, f < big)
r_in_list = f in [big]
r_in_tuple = big in (1, f)
r_count = [big, f, 1].count(f)
try:
    r_index = [0, big].index(f)
except ValueError as e:
    r_index = type(e).__name__
r_key = {big: 'int'}.get(f, 'missing')
r_keys = len({big: 'a', f: 'b'})
r_set = len({big, f})
r_list_eq = [f, 1] == [big, 1]
r_tuple_lt = (f, 1) < (big, 2)
m = -(2 ** 62) * 2
r_min_eq = float(m) == m
r_min_key = {m: 'min'}.get(-9.223372036854775808e18, 'missing')
r_near = (float(2 ** 62) == 2 ** 62, 4.611686018427388e18 == 2 ** 62 + 1)
