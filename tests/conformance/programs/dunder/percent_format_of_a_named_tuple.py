# probe: `%` given a named tuple or a `(tuple, Enum)` member (a `tuple` subclass) takes its items as the arguments, not the tuple as one object to show; a `(str, Enum)` member alone is one argument
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
from enum import Enum
class Span(tuple, Enum):
    WIDE = (x, 8)
class Name(str, Enum):
    A = "a"
r_span = "%s-%s" % Span.WIDE
r_name = "%s|%r" % (Name.A, Name.A)
r_name_alone = "%s" % Name.A
