# probe: ExceptionGroup split by predicate, subgroup returning None, BaseExceptionGroup choosing its class, nesting flattened by split, errors on bad construction
# inputs
limit = 2
# body
eg = ExceptionGroup("m", [ValueError(1), ValueError(5), ExceptionGroup("n", [ValueError(3), TypeError("t")])])
match, rest = eg.split(lambda e: isinstance(e, ValueError) and e.args[0] > limit)
r_match = (match.message, len(match.exceptions), type(match.exceptions[1]).__name__)
r_rest = [type(e).__name__ for e in rest.exceptions]
r_sub_none = eg.subgroup(KeyError) is None
r_sub_all = eg.subgroup(Exception) is eg
b = BaseExceptionGroup("b", [ValueError(1)])
r_b_type = type(b).__name__
c = BaseExceptionGroup("c", [KeyboardInterrupt()])
r_c_type = type(c).__name__
def err(thunk):
    try:
        thunk()
        return None
    except Exception as e:
        return (type(e).__name__, str(e))
r_empty = err(lambda: ExceptionGroup("e", []))
r_not_seq = err(lambda: ExceptionGroup("e", ValueError()))
r_base_in_eg = err(lambda: ExceptionGroup("e", [KeyboardInterrupt()]))
r_str = str(eg)
