# probe: raise ... from X overwrites a __cause__ set beforehand, sets __suppress_context__; a preset __context__ is replaced by the exception being handled
# inputs
k = "key"
# body
e = ValueError("v")
e.__cause__ = None
try:
    raise e from KeyError(k)
except ValueError as got:
    r_cause_set = got.__cause__ is not None
    r_cause_class = type(got.__cause__).__name__
    r_suppress = got.__suppress_context__
e2 = TypeError("t")
e2.__cause__ = IndexError(0)
try:
    raise e2 from None
except TypeError as got:
    r_cause_none = got.__cause__ is None
    r_suppress2 = got.__suppress_context__
e3 = RuntimeError("r")
e3.__context__ = None
try:
    try:
        {}[k]
    except KeyError:
        raise e3
except RuntimeError as got:
    r_context_class = type(got.__context__).__name__
    r_context_none = got.__context__ is None
