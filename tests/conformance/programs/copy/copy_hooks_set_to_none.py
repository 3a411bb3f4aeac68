# probe: a class whose __copy__ / __deepcopy__ is None is copied the ordinary way (copy checks the hook `is not None`)
# inputs
v = 1
# body
import copy
class NoHooks:
    __copy__ = None
    __deepcopy__ = None
    def __init__(self):
        self.items = [v]
n = NoHooks()
try:
    c = copy.copy(n)
    r_copy = (c.items is n.items, type(c).__name__)
except TypeError as e:
    r_copy = type(e).__name__
try:
    d = copy.deepcopy(n)
    r_deep = (d.items is n.items, d.items)
except TypeError as e:
    r_deep = type(e).__name__
