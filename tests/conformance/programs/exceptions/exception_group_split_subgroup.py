# probe: ExceptionGroup.split and subgroup by class, by tuple and by predicate, over nested groups; None when nothing matches; the same group returned when all match
# inputs
n = 3
# body
eg = ExceptionGroup("top", [ValueError(i) for i in range(n)] + [ExceptionGroup("inner", [KeyError("k"), ValueError(99)]), TypeError("t")])
match, rest = eg.split(ValueError)
def leaves(g):
    if g is None:
        return None
    out = []
    for e in g.exceptions:
        if isinstance(e, BaseExceptionGroup):
            out.append(leaves(e))
        else:
            out.append((type(e).__name__, e.args[0]))
    return out
r_match = leaves(match)
r_rest = leaves(rest)
r_msgs = (match.message, rest.message)
r_sub_tuple = leaves(eg.subgroup((KeyError, TypeError)))
r_sub_none = eg.subgroup(OSError)
r_same = eg.subgroup(Exception) is eg
r_pred = leaves(eg.subgroup(lambda e: isinstance(e, ValueError) and e.args[0] > 1))
m2, r2 = eg.split(BaseException)
r_all = (m2 is eg, r2)
