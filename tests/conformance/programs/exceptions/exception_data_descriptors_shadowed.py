# probe: exception fields that are descriptors on the builtin base (args, StopIteration.value, SystemExit.code, __notes__) shadowed by a subclass's class attribute or property; instance assignment after
# inputs
v = 1
# body
class P(Exception):
    @property
    def args(self):
        return ("prop",)
class SI(StopIteration):
    value = "class value"
class SE(SystemExit):
    code = "class code"
class N(Exception):
    __notes__ = ["class note"]
p = P(v)
si = SI(v)
se = SE(v)
n = N(v)
r_prop = (p.args, str(p))
r_value = si.value
r_code = se.code
r_notes = n.__notes__
n.add_note("added")
r_notes_after = (n.__notes__, N.__notes__)
try:
    p.args = (2,)
    r_set_prop = "set"
except AttributeError:
    r_set_prop = "AttributeError"
