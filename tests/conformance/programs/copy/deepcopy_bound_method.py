# probe: deepcopy of a bound method binds it to the copy of its object
# inputs
start = 0
# body
import copy
class C:
    def __init__(self):
        self.n = start
    def inc(self):
        self.n += 1
o = C()
d = {"o": o, "f": o.inc}
dc = copy.deepcopy(d)
dc["f"]()
r_counts = (o.n, dc["o"].n)
r_self = dc["f"].__self__ is dc["o"]
