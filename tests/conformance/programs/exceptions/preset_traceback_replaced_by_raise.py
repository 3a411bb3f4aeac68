# probe: raising an exception sets its __traceback__, even when None was assigned to it beforehand; with_traceback(None) returns the same object
# inputs
k = "key"
# body
e = ValueError(k)
e.__traceback__ = None
r_before = e.__traceback__ is None
try:
    raise e
except ValueError as got:
    r_same = got is e
    r_after = got.__traceback__ is None
r_with_tb = e.with_traceback(None) is e
r_cleared = e.__traceback__ is None
