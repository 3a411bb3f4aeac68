# probe: copy/deepcopy of an object whose __getattr__ answers None for anything: the new object seems to have __setstate__ (None), which is called: TypeError
# inputs
v = 1
# body
import copy
class Lenient:
    def __init__(self):
        self.x = v
    def __getattr__(self, name):
        return None
o = Lenient()
try:
    r_copy = copy.copy(o).x
except TypeError as e:
    r_copy = type(e).__name__
try:
    r_deep = copy.deepcopy(o).x
except TypeError as e:
    r_deep = type(e).__name__
r_missing = o.anything
