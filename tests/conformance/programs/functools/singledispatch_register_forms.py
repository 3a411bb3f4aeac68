# probe: singledispatch register: by class decorator, by call with a function (returns it), by annotation; re-registering a type replaces; object registered overrides the default
# inputs
v = 5
# body
from functools import singledispatch
@singledispatch
def show(x):
    return ("base", x)
def for_str(x):
    return ("str", x)
got = show.register(str, for_str)
r_returns_func = got is for_str
@show.register
def _(x: float):
    return ("float", x)
r_str = show("a")
r_float = show(1.5)
r_int = show(v)
show.register(str, lambda x: ("lambda", x))
r_str_again = show("b")
r_keys = sorted(k.__name__ for k in show.registry)
show.register(object, lambda x: ("obj", x))
r_int_after = show(v)
r_float_after = show(2.5)
r_name = show.__name__
