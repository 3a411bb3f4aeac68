# probe: pop with and without default, popitem order (LIFO), errors
# inputs
d = {"a": 1, "b": 2, "c": 3}
# body
x = dict(d)
r_pop = x.pop("a")
r_pop_default = x.pop("zz", "default")
r_popitem = x.popitem()
r_x = x
try:
    x.pop("zz")
except KeyError as e:
    r_pop_err = e.args
try:
    {}.popitem()
except KeyError as e:
    r_popitem_err = type(e).__name__
