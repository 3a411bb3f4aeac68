# probe: `%` given a named tuple (a `tuple` subclass) takes its items as the arguments, not the tuple as one object to show
# inputs
x = 1
# body
from collections import namedtuple
Pair = namedtuple("Pair", "x y")
p = Pair(x, "b")
r_two = "%s+%r" % p
try:
    r_one = "%s" % p
except TypeError:
    r_one = "TypeError"
r_after = "reached"
