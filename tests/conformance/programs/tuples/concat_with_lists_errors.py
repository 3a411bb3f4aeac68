# probe: tuple + list (TypeError) and list + tuple (TypeError), but list += tuple works; tuple += list fails; tuple * bool; tuple * negative
# inputs
t = (1, 2)
l = [3]
# body
try:
    t + l
except TypeError as e:
    r_tl = type(e).__name__
try:
    l + t
except TypeError as e:
    r_lt = type(e).__name__
ll = list(l)
ll += t
r_liadd = ll
tt = t
try:
    tt += l
except TypeError as e:
    r_tiadd = (type(e).__name__, tt)
tt += tuple(l)
r_tt = (tt, t)
r_mul = (t * True, t * False, t * -1, 2 * t)
try:
    t * 1.0
except TypeError as e:
    r_mul_float = type(e).__name__
r_empty_add_same = (t + () == t)
