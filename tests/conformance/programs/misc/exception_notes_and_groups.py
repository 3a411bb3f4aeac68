# probe: collecting sweep failures: add_note on exceptions (__notes__ list), ExceptionGroup with subgroup/split by class, exceptions attribute order, message
# inputs
points = [1, 0, "x", 2]
# body
errors = []
for p in points:
    try:
        10 // p
    except (ZeroDivisionError, TypeError) as e:
        e.add_note("point=%r" % (p,))
        errors.append(e)
r_notes = [e.__notes__ for e in errors]
eg = ExceptionGroup("sweep failed", errors)
r_msg = eg.message
r_count = len(eg.exceptions)
zde = eg.subgroup(ZeroDivisionError)
r_sub = [type(e).__name__ for e in zde.exceptions]
match, rest = eg.split(TypeError)
r_split = ([type(e).__name__ for e in match.exceptions], [type(e).__name__ for e in rest.exceptions])
r_none_sub = eg.subgroup(KeyError)
try:
    ExceptionGroup("empty", [])
    r_empty = "ok"
except ValueError as e:
    r_empty = type(e).__name__
try:
    ExceptionGroup("bad", [1])
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
r_is_exc = isinstance(eg, Exception)
r_base = type(BaseExceptionGroup("b", [KeyboardInterrupt()])).__name__
r_derived = type(BaseExceptionGroup("b", [ValueError()])).__name__
try:
    e0 = ValueError()
    e0.add_note(5)
    r_note_type = "ok"
except TypeError as e:
    r_note_type = type(e).__name__
