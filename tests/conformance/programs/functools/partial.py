# probe: functools.partial with positional and keyword arguments, and its attributes
# inputs
base = 2
# body
from functools import partial
def power(b, e, *, mod=None):
    return pow(b, e, mod) if mod else b ** e
square = partial(power, e=2)
two_to = partial(power, base)
r_square = square(5)
r_two_to = two_to(10)
r_kw_override = square(3, e=3)
r_mod = partial(power, mod=7)(3, 4)
r_attrs = (two_to.func is power, two_to.args, square.keywords)
r_nested = partial(partial(power, 3), 2)()
