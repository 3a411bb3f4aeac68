# probe: namedtuple defaults apply to the rightmost fields, from any iterable; too many defaults TypeError; __new__.__defaults__ and _field_defaults
# inputs
d = 9
# body
from collections import namedtuple
P = namedtuple("P", "a b c", defaults=[d, 10])
r_min = tuple(P(1))
r_over = tuple(P(1, 2))
r_fd = P._field_defaults
r_new_defaults = P.__new__.__defaults__
Q = namedtuple("Q", "a b", defaults=iter([d]))
r_q = tuple(Q(0))
try:
    namedtuple("R", "a", defaults=[1, 2])
    r_too_many = "ok"
except TypeError as e:
    r_too_many = type(e).__name__
E = namedtuple("E", "")
r_empty = (tuple(E()), E._fields, len(E()))
N = namedtuple("N", "a", defaults=None)
r_none = N._field_defaults
