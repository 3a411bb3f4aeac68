# probe: an ExceptionGroup subclass that takes extra constructor args must override __new__/derive: split calls derive and then copies fields; the subclass's extra attribute is not carried unless derive sets it
# inputs
code = 7
# body
class CodedGroup(ExceptionGroup):
    def __new__(cls, message, excs, code=0):
        self = super().__new__(cls, message, excs)
        self.code = code
        return self
    def derive(self, excs):
        return CodedGroup(self.message, excs, self.code + 1)
g = CodedGroup("m", [ValueError(1), KeyError(2), TypeError(3)], code)
match, rest = g.split(LookupError)
r_codes = (g.code, match.code, rest.code)
r_types = (type(match).__name__, type(rest).__name__)
r_members = ([type(e).__name__ for e in match.exceptions], [type(e).__name__ for e in rest.exceptions])
sub = g.subgroup(lambda e: isinstance(e, TypeError))
r_sub = (type(sub).__name__, sub.code, sub.message)
r_args = g.args[0]
