# probe: implicit __context__ in except and finally, explicit cause, raise from None sets __suppress_context__ but keeps __context__, reraise keeps context
# inputs
k = "key"
# body
def describe(e):
    return (type(e).__name__,
            type(e.__cause__).__name__ if e.__cause__ is not None else None,
            type(e.__context__).__name__ if e.__context__ is not None else None,
            e.__suppress_context__)
def implicit():
    try:
        {}[k]
    except KeyError:
        raise ValueError("in handler")
def explicit():
    try:
        {}[k]
    except KeyError as e:
        raise ValueError("from") from e
def from_none():
    try:
        {}[k]
    except KeyError:
        raise ValueError("none") from None
def in_finally():
    try:
        raise TypeError("first")
    finally:
        raise RuntimeError("second")
def cause_unrelated():
    raise ValueError("x") from IndexError("other")
out = []
for f in (implicit, explicit, from_none, in_finally, cause_unrelated):
    try:
        f()
    except Exception as e:
        out.append(describe(e))
r_chains = out
try:
    try:
        raise KeyError(k)
    except KeyError as e:
        e2 = e
        raise
except KeyError as e:
    r_same = e is e2
    r_ctx_none = e.__context__ is None
