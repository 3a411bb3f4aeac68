# probe: assigning __cause__ sets __suppress_context__ True; assigning __cause__ = None does too; __suppress_context__ is assignable; raise from sets both; __cause__ of a non-exception is TypeError
# inputs
m = "m"
# body
e = ValueError(m)
r_start = (e.__cause__, e.__context__, e.__suppress_context__)
e.__cause__ = KeyError(m)
r_after_set = (type(e.__cause__).__name__, e.__suppress_context__)
f = ValueError(m)
f.__cause__ = None
r_none_set = f.__suppress_context__
f.__suppress_context__ = False
r_unset = f.__suppress_context__
try:
    f.__cause__ = "not an exception"
    r_bad = "set"
except TypeError:
    r_bad = "TypeError"
try:
    raise ValueError(m) from KeyError
except ValueError as x:
    r_from_class = (type(x.__cause__).__name__, x.__cause__.args, x.__suppress_context__)
