# probe: assert passes on truth, raises AssertionError with the message otherwise
# inputs
x = 3
# body
assert x > 0
assert x, "not reached"
try:
    assert x > 5, f"x is {x}"
    r_msg = None
except AssertionError as e:
    r_msg = e.args
try:
    assert []
except AssertionError as e:
    r_no_msg = e.args
r_after = "ran"
