# probe: singledispatch over a range (not a list), a tuple, a str, a bool, a dict: only exact registered types or their MRO match; range goes to the default
# inputs
n = 3
# body
from functools import singledispatch
@singledispatch
def kind(x):
    return "default"
@kind.register(list)
def _(x):
    return "list"
@kind.register(int)
def _(x):
    return "int"
r_range = kind(range(n))
r_list = kind(list(range(n)))
r_tuple = kind((n,))
r_bool = kind(n > 1)
r_int = kind(n)
r_dict = kind({n: n})
r_str = kind(str(n))
r_none = kind(None)
r_float = kind(n / 2)
class MyList(list):
    pass
r_sub = kind(MyList([n]))
r_dispatch = kind.dispatch(bool) is kind.dispatch(int)
