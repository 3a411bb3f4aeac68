# probe: copy.copy and copy.deepcopy of an exception carry args and the instance __dict__ (notes, custom attributes) but not __cause__, __context__ or __suppress_context__
# inputs
v = 1
# body
import copy
e = ValueError(v, "two")
e.__cause__ = KeyError("cause")
e.__context__ = TypeError("ctx")
e.add_note("note")
e.extra = [v]
c = copy.copy(e)
d = copy.deepcopy(e)
r_copy = (type(c).__name__, c.args, c.__cause__, c.__context__, c.__suppress_context__, c.__notes__, c.extra is e.extra)
r_deep = (d.args, d.__cause__, d.__notes__, d.__notes__ is e.__notes__, d.extra is e.extra)
r_vars = (sorted(vars(e)), sorted(vars(c)))
class Custom(Exception):
    def __init__(self, a, b):
        super().__init__(a)
        self.b = b
try:
    copy.copy(Custom(v, 2))
    r_custom = "copied"
except TypeError:
    r_custom = "TypeError"
