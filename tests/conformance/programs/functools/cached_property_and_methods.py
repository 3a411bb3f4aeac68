# probe: cached_property computes once and stores in __dict__, can be deleted and recomputed, set_name reuse error; partialmethod; singledispatchmethod
# inputs
base = 10
# body
from functools import cached_property, partialmethod, singledispatchmethod
calls = []
class Data:
    def __init__(self, b):
        self.b = b
    @cached_property
    def total(self):
        calls.append("total")
        return self.b * 2
d = Data(base)
r_first = d.total
r_second = d.total
r_calls = len(calls)
r_in_dict = "total" in vars(d)
d.total = 1
r_assigned = d.total
del d.total
r_recomputed = (d.total, len(calls))
r_class_access = type(Data.total).__name__
try:
    class Two:
        @cached_property
        def a(self):
            return 1
        b = a
except (TypeError, RuntimeError) as e:
    r_reuse = type(e).__name__
class Slotted:
    __slots__ = ("x",)
    @cached_property
    def y(self):
        return 1
try:
    Slotted().y
except TypeError as e:
    r_slotted = str(e)
class Cell:
    def __init__(self):
        self.state = None
    def set_state(self, value, extra=""):
        self.state = str(value) + extra
    on = partialmethod(set_state, True)
    off = partialmethod(set_state, False, extra="!")
c = Cell()
c.on()
r_on = c.state
c.off()
r_off = c.state
class Disp:
    @singledispatchmethod
    def kind(self, arg):
        return "other"
    @kind.register
    def _(self, arg: int):
        return "int"
    @kind.register(str)
    def _(self, arg):
        return "str"
r_disp = (Disp().kind(base), Disp().kind("s"), Disp().kind(1.5), Disp().kind(True))
