# probe: append, extend, insert (including out-of-range and negative positions)
# inputs
base = [1, 2, 3]
# body
a = list(base)
a.append([4])
r_append = a
b = list(base)
b.extend([4, 5])
b.extend("ab")
b.extend(range(2))
r_extend = b
c = list(base)
c.insert(0, "first")
c.insert(100, "last")
c.insert(-1, "before last")
r_insert = c
r_append_returns = [].append(1)
