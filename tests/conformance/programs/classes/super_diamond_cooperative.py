# probe: cooperative super() along a diamond MRO with keyword arguments handed on
# inputs
size = 3
# body
trace = []
class Root:
    def __init__(self, **kw):
        trace.append(("Root", sorted(kw)))
        super().__init__()
    def name(self):
        return ["Root"]
class Left(Root):
    def __init__(self, left=0, **kw):
        trace.append(("Left", left))
        super().__init__(**kw)
    def name(self):
        return ["Left"] + super().name()
class Right(Root):
    def __init__(self, right=0, **kw):
        trace.append(("Right", right))
        super().__init__(**kw)
    def name(self):
        return ["Right"] + super().name()
class Both(Left, Right):
    def __init__(self, **kw):
        trace.append("Both")
        super().__init__(**kw)
    def name(self):
        return ["Both"] + super().name()
Both(left=1, right=size)
r_trace = list(trace)
r_name = Both().name()
r_mro = [c.__name__ for c in Both.__mro__]
r_right_from_left = super(Left, Both()).name()
trace.clear()
try:
    Both(extra=1)
except TypeError as e:
    r_extra = type(e).__name__
r_trace_extra = trace
