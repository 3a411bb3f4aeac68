# probe: split and subgroup with a predicate: it is called on the group itself first, then on each nested group before its leaves; a group it accepts is taken whole without looking inside
# inputs
m = "top"
# body
seen = []
def pred(e):
    seen.append(type(e).__name__ if not isinstance(e, BaseExceptionGroup) else "G:" + e.message)
    return isinstance(e, KeyError) or (isinstance(e, BaseExceptionGroup) and e.message == "take")
eg = ExceptionGroup(m, [ValueError(1), ExceptionGroup("take", [TypeError(2)]), ExceptionGroup("look", [KeyError(3), OSError(4)])])
match, rest = eg.split(pred)
r_seen = list(seen)
r_match = [type(x).__name__ for x in match.exceptions]
r_rest = [type(x).__name__ for x in rest.exceptions]
seen.clear()
sub = eg.subgroup(lambda e: isinstance(e, OSError))
r_sub = (sub.message, [type(x).__name__ for x in sub.exceptions], type(sub.exceptions[0].exceptions[0]).__name__)
