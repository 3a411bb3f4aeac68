# probe: ExceptionGroup.split on a nested group keeps the nesting on both sides, drops empty groups; split by tuple of types; subgroup of all is the group itself, of none is None
# inputs
m = "outer"
# body
inner = ExceptionGroup("inner", [TypeError(2), ValueError(3)])
eg = ExceptionGroup(m, [ValueError(1), inner, KeyError(4)])
def shape(g):
    if g is None:
        return None
    if isinstance(g, BaseExceptionGroup):
        return (g.message, [shape(x) for x in g.exceptions])
    return (type(g).__name__, g.args)
match, rest = eg.split(ValueError)
r_split = (shape(match), shape(rest))
match2, rest2 = eg.split((TypeError, KeyError))
r_split_tuple = (shape(match2), shape(rest2))
r_all = eg.subgroup(Exception) is eg
r_none = eg.subgroup(OSError)
m3, r3 = eg.split(Exception)
r_split_all = (m3 is eg, r3)
r_inner_identity = match.exceptions[1] is inner
