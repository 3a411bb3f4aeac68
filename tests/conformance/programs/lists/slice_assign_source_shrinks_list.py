# probe: a slice assignment computes its bounds before it consumes the source; a source that shrinks the list makes CPython clamp the stale bounds
# inputs
base = [1, 2, 3, 4]
# body
a = list(base)
a[2:4] = (a.pop() for _ in range(2))
r_shrunk = a
b = list(base)
b[0:2] = (b.append(9) or 7 for _ in range(2))
r_grown = b
c = list(base)
c[1:3] = (c.clear() or 5 for _ in range(1))
r_cleared = c
