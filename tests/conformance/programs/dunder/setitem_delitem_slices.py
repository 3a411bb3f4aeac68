# probe: __getitem__/__setitem__/__delitem__ receive slice objects and tuples as keys; negative indexes are passed as-is; missing __setitem__ raises TypeError; __delitem__ missing raises AttributeError-free TypeError
# inputs
v = 2
# body
log = []
class Grid:
    def __getitem__(self, k):
        if isinstance(k, slice):
            log.append(("slice", k.start, k.stop, k.step))
        elif isinstance(k, tuple):
            log.append(("tuple", k))
        else:
            log.append(("item", k))
        return k
    def __setitem__(self, k, val):
        log.append(("set", repr(k), val))
g = Grid()
g[1:v]
g[::v]
g[-1]
g[1, v]
g[1:2, ::3]
g[...]
g[v:] = "x"
r_log = list(log)
r_slice = g[:v].indices(10)
class ReadOnly:
    def __getitem__(self, k):
        return k
ro = ReadOnly()
try:
    ro[0] = 1
except TypeError as e:
    r_set = type(e).__name__
try:
    del ro[0]
except (TypeError, AttributeError) as e:
    r_del = type(e).__name__
try:
    del g[0]
except (TypeError, AttributeError) as e:
    r_del2 = type(e).__name__
