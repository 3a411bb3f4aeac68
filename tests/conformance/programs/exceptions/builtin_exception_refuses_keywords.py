# probe: a builtin exception class called with a keyword argument raises TypeError
# inputs
v = 5
# body
try:
    ValueError(v, x=1)
    r_made = "made"
except TypeError:
    r_made = "TypeError"
