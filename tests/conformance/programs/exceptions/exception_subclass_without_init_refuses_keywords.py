# probe: a user exception class without its own __init__ called with a keyword argument raises TypeError (BaseException takes none)
# inputs
v = 1
# body
class E(Exception):
    pass
try:
    E(v, x=1)
    r_made = "made"
except TypeError:
    r_made = "TypeError"
