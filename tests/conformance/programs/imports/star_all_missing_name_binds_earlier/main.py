# probe: `from m import *` whose __all__ lists a present name then a missing one: CPython binds the present name before raising AttributeError
# inputs
n = 1
# body
try:
    from partial_all import *
    r_err = "ok"
except AttributeError as e:
    r_err = type(e).__name__
r_has_a = "a" in globals()
