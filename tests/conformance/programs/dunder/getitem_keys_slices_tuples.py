# probe: what __getitem__/__setitem__/__delitem__ receive: slices, tuples of slices, Ellipsis, negative indexes untouched
# inputs
i = 2
# body
seen = []
class Grid:
    def __getitem__(self, key):
        seen.append(("get", type(key).__name__))
        if isinstance(key, slice):
            return (key.start, key.stop, key.step)
        if isinstance(key, tuple):
            return tuple(type(k).__name__ for k in key)
        return key
    def __setitem__(self, key, value):
        seen.append(("set", repr(key), value))
    def __delitem__(self, key):
        seen.append(("del", repr(key)))
g = Grid()
r_int = g[i]
r_neg = g[-i]
r_slice = g[1:i]
r_slice_step = g[::i]
r_slice_none = g[:]
r_tuple = g[1:2, i]
r_ellipsis = g[...] is Ellipsis
r_multi = g[i, i]
g[i] = "v"
g[1:i] = [0]
del g[::2]
del g[i, 0]
r_seen = seen
s = slice(1, 10, i)
r_indices = s.indices(5)
r_slice_attrs = (s.start, s.stop, s.step)
r_slice_eq = slice(1, 2) == slice(1, 2)
try:
    hash(slice(1, 2))
    r_slice_hash = "hashable"
except TypeError as e:
    r_slice_hash = str(e)
