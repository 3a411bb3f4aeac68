# probe: difference_update and update with several arguments work argument by argument: an unhashable item in a later argument raises after earlier arguments took effect
# inputs
first = [1]
# body
u = {1, 2, 3}
try:
    u.difference_update(first, [[2]])
except TypeError as e:
    r_du_err = type(e).__name__
r_u = sorted(u)
w = {0}
try:
    w.update(first, [5, {}])
except TypeError as e:
    r_up_err = type(e).__name__
r_w = sorted(w)
x = {1, 2}
try:
    x.intersection_update(first, [[1]])
except TypeError as e:
    r_iu_err = type(e).__name__
r_x = sorted(x)
