# probe: cached_property refuses a second name (at class creation) and a class without __dict__ (at first access)
# inputs
v = 1
# body
from functools import cached_property
try:
    class Two:
        @cached_property
        def a(self):
            return v
        b = a
    r_two = "ok"
except Exception as e:
    r_two = type(e).__name__
class Slotted:
    __slots__ = ("x",)
    @cached_property
    def y(self):
        return v
try:
    Slotted().y
    r_slotted = "ok"
except TypeError as e:
    r_slotted = str(e)
