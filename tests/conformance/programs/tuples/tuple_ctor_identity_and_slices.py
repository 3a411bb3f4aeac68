# probe: tuple(t) is t, t[:] is t, t[::1] is t for exact tuples; slices of subclasses are plain tuples; empty tuples
# inputs
t = (1, 2, 3)
# body
r_ctor = tuple(t) is t
r_full_slice = t[:] is t
r_step_slice = t[::1] is t
r_rev = t[::-1]
r_empty_slice = (t[5:], t[2:1], t[-100:1])
class T(tuple):
    pass
st = T(t)
r_sub_slice_type = type(st[:]).__name__
r_sub_ctor = (type(tuple(st)).__name__, tuple(st) is st)
r_sub_add = type(st + (4,)).__name__
r_sub_eq = st == t
r_mul_one = t * 1 is t
r_len_neg = t[-1], t[-3]
try:
    t[3]
except IndexError as e:
    r_idx = type(e).__name__
