# probe: copy.copy of an instance calls cls.__new__(cls) with no arguments: a __new__ needing one raises TypeError
# inputs
v = 1
# body
import copy
class A:
    def __new__(cls, x):
        o = super().__new__(cls)
        return o
    def __init__(self, x):
        self.x = x
a = A(v)
try:
    r_copy = copy.copy(a).x
except TypeError as e:
    r_copy = type(e).__name__
try:
    r_deep = copy.deepcopy(a).x
except TypeError as e:
    r_deep = type(e).__name__
