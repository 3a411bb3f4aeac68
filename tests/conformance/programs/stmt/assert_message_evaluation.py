# probe: assert evaluates its message only on failure; message object kept as args[0]; assert with a tuple is always true; AssertionError without message
# inputs
x = 3
# body
calls = []
def msg():
    calls.append("msg")
    return {"detail": x}
assert x > 0, msg()
r_calls_ok = list(calls)
try:
    assert x < 0, msg()
except AssertionError as e:
    r_args = e.args
    r_calls_fail = list(calls)
try:
    assert x == 0
except AssertionError as e:
    r_empty = (e.args, str(e))
try:
    assert [], "empty list is false"
except AssertionError as e:
    r_list = str(e)
try:
    assert x > 100, f"x was {x}"
except AssertionError as e:
    r_fmt = str(e)
def nested_assert(v):
    assert isinstance(v, int), type(v).__name__
    return v * 2
try:
    nested_assert(str(x))
except AssertionError as e:
    r_nested = str(e)
