# probe: __cause__, __context__, __suppress_context__ across raise, raise from, from None, raise in finally, and an exception raised again inside its own handler
# inputs
bad = "x"
# body
def ctx(e):
    c = e.__context__
    return None if c is None else type(c).__name__
def cause(e):
    c = e.__cause__
    return None if c is None else type(c).__name__
fresh = ValueError("fresh")
r_fresh = (fresh.__cause__, fresh.__context__, fresh.__suppress_context__)
try:
    try:
        int(bad)
    except ValueError as e:
        raise KeyError("k") from e
except KeyError as e:
    r_from = (cause(e), ctx(e), e.__suppress_context__)
try:
    try:
        int(bad)
    except ValueError:
        raise KeyError("k") from None
except KeyError as e:
    r_from_none = (cause(e), ctx(e), e.__suppress_context__)
try:
    raise KeyError("k") from ValueError
except KeyError as e:
    r_from_class = (cause(e), str(e.__cause__), e.__suppress_context__)
try:
    raise KeyError("k") from 5
except TypeError as e:
    r_from_bad = (type(e).__name__, str(e))
try:
    try:
        raise IndexError("first")
    finally:
        raise LookupError("in finally")
except LookupError as e:
    r_finally_ctx = (type(e).__name__, ctx(e))
try:
    try:
        raise IndexError("i")
    except IndexError as e:
        raise e
except IndexError as e:
    r_self_ctx = ctx(e)
try:
    try:
        raise IndexError("i")
    except IndexError:
        try:
            raise KeyError("k")
        except KeyError:
            raise ZeroDivisionError("z")
except ZeroDivisionError as e:
    r_chain = (ctx(e), ctx(e.__context__), ctx(e.__context__.__context__))
err = ValueError("set")
err.__cause__ = KeyError("manual")
r_manual = (cause(err), err.__suppress_context__)
try:
    err.__cause__ = "nope"
except TypeError as e:
    r_cause_bad = str(e)
