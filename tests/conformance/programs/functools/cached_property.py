# probe: functools.cached_property computes once per instance
# inputs
v = 4
# body
from functools import cached_property
class Data:
    def __init__(self, n):
        self.n = n
        self.computed = 0
    @cached_property
    def square(self):
        self.computed += 1
        return self.n * self.n
d = Data(v)
r_first = d.square
r_second = d.square
r_computed = d.computed
r_in_dict = "square" in vars(d)
del d.square
r_recomputed = (d.square, d.computed)
