# probe: __enter__'s return value bound to various targets: a name, a tuple unpacked, an attribute, a subscript; __enter__ returning None; the manager is not what as binds
# inputs
pair = (1, 2)
# body
class Gives:
    def __init__(self, v):
        self.v = v
    def __enter__(self):
        return self.v
    def __exit__(self, *a):
        return None
with Gives(pair) as (a, b):
    r_unpacked = (a, b)
class Holder:
    pass
h = Holder()
d = {}
with Gives("attr") as h.x, Gives("item") as d["k"]:
    pass
r_targets = (h.x, d)
with Gives(None) as nothing:
    r_none = nothing
m = Gives(5)
with m as got:
    r_is_mgr = got is m
try:
    with Gives(pair) as (a, b, c):
        r_never = 1
except ValueError as e:
    r_unpack_err = type(e).__name__
