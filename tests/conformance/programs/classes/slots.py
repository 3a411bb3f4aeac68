# probe: __slots__ restricts instance attributes
# inputs
v = 1
# body
class P:
    __slots__ = ("x", "y")
    def __init__(self, x):
        self.x = x
p = P(v)
r_x = p.x
try:
    p.z = 3
except AttributeError as e:
    r_z = type(e).__name__
r_has_dict = hasattr(p, "__dict__")
try:
    p.y
except AttributeError as e:
    r_unset = type(e).__name__
