# probe: copy/deepcopy of an object whose __getattr__ reads its own attributes: deepcopy's hook lookup reaches it (KeyError escapes), copy's __setstate__ lookup on the empty new object recurses
# inputs
data = {"a": 1}
# body
import copy
class Proxy:
    def __init__(self, d):
        self.d = d
    def __getattr__(self, name):
        return self.d[name]
p = Proxy(data)
try:
    r_deep = copy.deepcopy(p).d
except KeyError as e:
    r_deep = type(e).__name__
try:
    r_copy = copy.copy(p).d
except RecursionError as e:
    r_copy = type(e).__name__
