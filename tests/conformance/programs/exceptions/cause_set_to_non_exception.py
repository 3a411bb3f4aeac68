# probe: minimal: assigning a non-exception to __cause__ raises TypeError
# inputs
v = "nope"
# body
err = ValueError("x")
try:
    err.__cause__ = v
    r = "assigned"
except TypeError as e:
    r = str(e)
