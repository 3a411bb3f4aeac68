# probe: *args and **kwargs in calls, mixed with positional and keyword arguments
# inputs
args = [1, 2]
kw = {"c": 3}
# body
def f(a, b, c=0, *rest, d=4, **more):
    return (a, b, c, rest, d, sorted(more.items()))
r_star = f(*args)
r_both = f(*args, **kw)
r_mixed = f(0, *args, 9, d=1, **{"e": 5})
r_two_stars = f(*args, *[7, 8])
r_kw_merge = f(1, 2, **kw, **{"z": 26})
try:
    f(*args, **{"a": 1})
    r_dup = "no error"
except TypeError as e:
    r_dup = type(e).__name__
