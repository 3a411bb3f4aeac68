# probe: import statement forms binding names and aliases
# inputs
v = 16
# body
import math
import math as m
from math import sqrt, floor as fl
import os.path
from os import path as osp
r_sqrt = sqrt(v)
r_m_is_math = m is math
r_floor = fl(2.5)
r_join = os.path.join("a", "b")
r_same_path = osp is os.path
r_isqrt = math.isqrt(v + 1)
