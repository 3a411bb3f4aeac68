# probe: a format spec on a namedtuple in an f-string (a shape printed in a table column) is a TypeError: tuple has no __format__ taking a spec
# expect: raises TypeError
# inputs
m = 128
n = 256
# body
from collections import namedtuple
Shape = namedtuple("Shape", "m n")
s = Shape(m, n)
r_plain = f"{s}"
r_with_s = f"{s!s:>20}|"
r_column = f"{s:>20}|"
