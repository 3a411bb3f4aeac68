# probe: attributes assigned on an exception before raising: raising in a handler replaces __context__; raising sets __traceback__; a plain raise keeps a preset __suppress_context__ and __cause__
# inputs
k = "key"
# body
e = ValueError(k)
e.__context__ = None
e.__traceback__ = None
e.__suppress_context__ = True
e.__cause__ = KeyError(k)
try:
    try:
        [][0]
    except IndexError:
        raise e
except ValueError as got:
    r_ctx = type(got.__context__).__name__
    r_tb = got.__traceback__ is not None
    r_sup = got.__suppress_context__
    r_cause = type(got.__cause__).__name__
f = TypeError(k)
f.__context__ = KeyError("pre")
try:
    raise f
except TypeError as got:
    r_ctx_outside = type(got.__context__).__name__
