# probe: raise X from 5: the cause must be an exception, so a TypeError is raised instead of X
# inputs
v = 1
# body
try:
    raise ValueError(v) from 5
except TypeError:
    r_caught = "TypeError"
