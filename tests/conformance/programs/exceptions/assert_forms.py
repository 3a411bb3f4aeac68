# probe: assert with and without message, message of various types evaluated only on failure, assert of a tuple, and catching AssertionError
# inputs
x = 3
# body
log = []
def m(s):
    log.append(s)
    return s
assert x > 0, m("never")
r_not_evaluated = list(log)
try:
    assert x < 0, m("evaluated")
except AssertionError as e:
    r_str_msg = (str(e), e.args)
try:
    assert x < 0
except AssertionError as e:
    r_no_msg = (str(e), e.args, repr(e))
try:
    assert x == 4, (x, "tuple msg")
except AssertionError as e:
    r_tuple_msg = (str(e), e.args)
try:
    assert not x, x
except AssertionError as e:
    r_int_msg = (str(e), e.args)
try:
    assert [], None
except AssertionError as e:
    r_none_msg = (str(e), e.args)
try:
    assert x > 10, f"x={x} too small"
except AssertionError as e:
    r_fmsg = str(e)
try:
    assert x < 0, ValueError("inner")
except AssertionError as e:
    r_exc_msg = (str(e), type(e.args[0]).__name__)
r_log = log
def checks(v):
    assert isinstance(v, int), f"expected int, got {type(v).__name__}"
    return v * 2
try:
    r_checks = (checks(x), checks("s"))
except AssertionError as e:
    r_checks = str(e)
