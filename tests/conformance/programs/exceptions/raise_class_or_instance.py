# probe: raising a class instantiates it; raising a non-exception is a TypeError
# inputs
v = 1
# body
try:
    raise ValueError
except ValueError as e:
    r_class = (type(e).__name__, e.args)
try:
    raise v
except TypeError as e:
    r_non_exc = type(e).__name__
try:
    raise
except RuntimeError as e:
    r_bare = type(e).__name__
