# probe: sorted/list.sort reverse= takes ints and bools (any int works, floats and strings refused); key=None; numbers sorted with key=str
# inputs
xs = [3, 1.5, 2, True, 10]
# body
r_rev_int = sorted(xs, reverse=2)
r_rev_zero = sorted(xs, reverse=0)
r_rev_bool = sorted(xs, reverse=True)
r_key_none = sorted(xs, key=None)
r_key_str = sorted(xs, key=str)
r_key_neg = sorted(xs, key=lambda v: -v, reverse=True)
lst = list(xs)
lst.sort(reverse=1)
r_inplace = lst
try:
    sorted(xs, reverse=1.5)
    r_rev_float = 'ok'
except TypeError as e:
    r_rev_float = type(e).__name__
try:
    sorted(xs, reverse=None)
    r_rev_none = 'ok'
except TypeError as e:
    r_rev_none = type(e).__name__
