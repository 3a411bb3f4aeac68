# probe: deleting a cached_property's stored value makes the next access compute it again
# inputs
base = 10
# body
from functools import cached_property
calls = []
class Data:
    @cached_property
    def total(self):
        calls.append("total")
        return base * 2
d = Data()
r_first = d.total
del d.total
r_again = d.total
r_calls = list(calls)
