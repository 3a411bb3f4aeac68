# probe: reading a cached_property whose value may or may not have been assigned first (the assignment under an undecided if)
# inputs
v = 1
# body
from functools import cached_property
calls = []
class Data:
    @cached_property
    def total(self):
        calls.append("total")
        return 2
d = Data()
d.total = v
r = d.total
