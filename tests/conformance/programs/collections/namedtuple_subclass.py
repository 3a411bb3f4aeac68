# probe: a class deriving from a namedtuple: its methods and properties, type and isinstance
# inputs
m = 64
k = 32
# body
from collections import namedtuple
class Shape(namedtuple("ShapeBase", "m k")):
    def flops(self):
        return 2 * self.m * self.k
    @property
    def aligned(self):
        return self.k % 16 == 0
s = Shape(m, k)
r_flops = s.flops()
r_aligned = s.aligned
r_name = type(s).__name__
r_isinstance = isinstance(s, tuple)
r_is_shape = isinstance(s, Shape)
r_tuple = tuple(s)
r_replace_type = type(s._replace(k=8)).__name__
r_replace = tuple(s._replace(k=8))
r_asdict = s._asdict()
r_len = len(s)
