# probe: assert with messages of various types: AssertionError args hold the message object itself; no message gives empty args; the message is evaluated only on failure
# inputs
x = 0
# body
calls = []
def msg(v):
    calls.append(v)
    return v
out = []
for m in ("text", 42, ("a", 1), None, [1, 2]):
    try:
        assert x, m
    except AssertionError as e:
        out.append(e.args)
r_out = out
try:
    assert x
except AssertionError as e:
    r_empty = e.args
assert not x, msg("never")
try:
    assert x > 0, msg("evaluated")
except AssertionError as e:
    r_lazy = (e.args, calls)
try:
    assert (x, "tuple is truthy")
    r_tuple = "passed"
except AssertionError:
    r_tuple = "failed"
