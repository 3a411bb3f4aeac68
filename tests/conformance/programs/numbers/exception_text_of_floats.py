# probe: str() / repr() of an exception whose argument is a float shown in exponent form (1e-05, 1e+16)
# inputs
tiny = 1e-05
big = 1e16
# body
r_str = str(ValueError(tiny))
r_str_big = str(RuntimeError(big))
r_repr = repr(ValueError(tiny))
r_args = ValueError(tiny).args
r_two = str(ValueError(tiny, big))
try:
    raise ValueError(1.5e-7)
except ValueError as e:
    r_raised = str(e)
    r_raised_arg = e.args[0]
try:
    assert big < 0, big
except AssertionError as e:
    r_assert = str(e)
r_plain = str(ValueError(0.25))
r_inf = str(OverflowError(float('inf')))
