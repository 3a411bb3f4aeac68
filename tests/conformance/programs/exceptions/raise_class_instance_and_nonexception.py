# probe: raise a class (instantiated with no args), an instance, a class whose __init__ needs args (TypeError), a non-exception instance, an int, a str, a class not deriving from BaseException, None outside a handler
# inputs
v = 7
# body
class NeedsArgs(Exception):
    def __init__(self, a):
        super().__init__(a)
class NotExc:
    pass
out = []
for thing in (ValueError, ValueError(v), NeedsArgs, NotExc, NotExc(), v, "s", None, KeyError):
    try:
        raise thing
    except Exception as e:
        out.append((type(e).__name__, e.args if not isinstance(e, TypeError) else "-"))
r_out = out
try:
    raise ValueError from v
except TypeError as e:
    r_bad_cause = type(e).__name__
try:
    raise ValueError from NotExc
except TypeError as e:
    r_bad_cause_cls = type(e).__name__
try:
    raise ValueError from KeyError
except ValueError as e:
    r_cause_cls = (type(e.__cause__).__name__, e.__cause__.args)
