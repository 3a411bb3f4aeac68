# probe: a cached_property whose getter raises stores nothing: the next access runs it again; once it succeeds the value is in the instance dict and the getter is not run again; del lets it run again
# inputs
fail_times = 2
# body
from functools import cached_property
class C:
    def __init__(self):
        self.runs = 0
    @cached_property
    def value(self):
        self.runs += 1
        if self.runs <= fail_times:
            raise KeyError(self.runs)
        return self.runs * 100
c = C()
out = []
for _ in range(4):
    try:
        out.append(c.value)
    except KeyError as e:
        out.append(("KeyError", e.args))
r_out = out
r_in_dict = "value" in vars(c)
del c.value
r_again = (c.value, c.runs)
try:
    del c.value
    del c.value
except AttributeError:
    r_double_del = "AttributeError"
