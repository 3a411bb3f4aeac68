# probe: min/max refuse default= when given several positional arguments (TypeError); default with one iterable is fine
# inputs
a = 1
b = 2.5
# body
r_one_iterable = (max([a, b], default=0), min([], default=-1), max((), default=None))
try:
    max(a, b, default=0)
    r_max = 'ok'
except TypeError as e:
    r_max = type(e).__name__
try:
    min(a, b, key=abs, default=3)
    r_min = 'ok'
except TypeError as e:
    r_min = type(e).__name__
try:
    max(a, b, default=None)
    r_none = 'ok'
except TypeError as e:
    r_none = type(e).__name__
r_key_none = (min(a, b, key=None), max([a, b], key=None))
