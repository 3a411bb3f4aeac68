# probe: the parts split makes are new groups (derive) that carry the original's __cause__, __context__, __notes__ (the same list object? no: copied) and message; a subclass without derive gives plain ExceptionGroups
# inputs
m = "msg"
# body
class MyEG(ExceptionGroup):
    pass
eg = MyEG(m, [ValueError(1), KeyError(2)])
eg.__cause__ = OSError("cause")
eg.__context__ = TypeError("ctx")
eg.add_note("note")
match, rest = eg.split(ValueError)
r_types = (type(eg).__name__, type(match).__name__, type(rest).__name__)
r_meta = (match.message, type(match.__cause__).__name__, type(match.__context__).__name__, match.__notes__, rest.__notes__)
r_notes_same = (match.__notes__ is eg.__notes__, match.__suppress_context__)
class Derived(ExceptionGroup):
    def derive(self, excs):
        return Derived(self.message + "!", excs)
d = Derived(m, [ValueError(1), KeyError(2)])
dm, dr = d.split(KeyError)
r_derived = (type(dm).__name__, dm.message, dr.message)
