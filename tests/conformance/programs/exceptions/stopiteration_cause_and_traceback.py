# probe: StopIteration escaping a generator becomes RuntimeError with __cause__; __traceback__ is None before raising and set after; raise X from Class instantiates the cause
# inputs
n = 1
# body
def leaky():
    yield n
    raise StopIteration("leak")
g = leaky()
next(g)
try:
    next(g)
except RuntimeError as e:
    r_leak = (str(e), type(e.__cause__).__name__, e.__cause__.args)
fresh = ValueError("new")
r_tb_before = fresh.__traceback__ is None
try:
    raise fresh
except ValueError as e:
    r_tb_after = e.__traceback__ is not None
try:
    raise ValueError("v") from KeyError
except ValueError as e:
    r_cause_inst = (type(e.__cause__).__name__, isinstance(e.__cause__, KeyError))
try:
    try:
        raise KeyError("inner")
    except KeyError as inner:
        inner.__suppress_context__ = True
        raise
except KeyError as e:
    r_manual = e.__suppress_context__
try:
    raise ValueError from 5
except TypeError as e:
    r_bad_cause = str(e)
