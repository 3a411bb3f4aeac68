# probe: `assert ok, msg` raises AssertionError(msg): `e.args` holds the message as it is — a number, `None`, an empty string — and `str(e)`/`repr(e)` show it as Python does; with no message, no arguments
# inputs
n = 4
text = "txt"
# body
def failed(msg):
    try:
        assert False, msg
    except AssertionError as e:
        return (e.args, str(e), repr(e))
r_int = failed(n)
r_empty = failed("")
r_none = failed(None)
r_text = failed(text)
r_tuple = failed((n, text))
try:
    assert n == 5
except AssertionError as e:
    r_bare = (e.args, str(e))
