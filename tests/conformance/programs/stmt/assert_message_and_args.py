# probe: assert: the message is evaluated only when the test fails and becomes AssertionError's single arg (any object); no message gives empty args; a tuple message stays one arg; the test is truth-tested
# inputs
limit = 3
# body
calls = []
def msg(text):
    calls.append(text)
    return text
assert limit > 0, msg("not called")
r_calls_ok = list(calls)
try:
    assert limit > 10, msg("too small")
except AssertionError as e:
    r_args = e.args
r_calls = list(calls)
try:
    assert limit < 0
except AssertionError as e:
    r_no_msg = e.args
try:
    assert [], ("a", limit)
except AssertionError as e:
    r_tuple_msg = e.args
try:
    assert 0, {"k": limit}
except AssertionError as e:
    r_dict_msg = e.args[0]["k"]
try:
    assert limit == 4, None
except AssertionError as e:
    r_none_msg = e.args
def check(v):
    assert v, f"bad {v!r}"
    return v
try:
    check("")
except AssertionError as e:
    r_fstring = str(e)
r_passes = check(limit)
