# probe: copy of a list/dict subclass instance: attributes kept, items re-added through the subclass's own append / __setitem__
# inputs
v = 1
# body
import copy
class L(list):
    def append(self, x):
        super().append(x * 10)
class D(dict):
    def __setitem__(self, k, x):
        super().__setitem__(k, [x])
l = L([v, 2])
l.tag = "t"
c = copy.copy(l)
r_list = (list(c), c.tag, type(c).__name__)
dc = copy.deepcopy(l)
r_deep = list(dc)
d = D(a=v)
r_dict = dict(copy.copy(d))
