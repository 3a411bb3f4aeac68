# probe: reversed() and enumerate() over a list see later changes: shrinking under reversed ends it early, growing under enumerate extends it
# inputs
base = [1, 2, 3, 4]
# body
a = list(base)
r = reversed(a)
first = next(r)
a.pop()
a.pop()
r_rev_shrunk = (first, list(r))
a = list(base)
out = []
for i, v in enumerate(a):
    if v < 3:
        a.append(v + 10)
    out.append((i, v))
r_enum_grow = out
a = list(base)
r2 = reversed(a)
a.append(5)
r_rev_grow_after = list(r2)
a = list(base)
it = iter(a)
next(it)
a[:] = ["x", "y", "z"]
r_iter_replaced = list(it)
a = list(base)
z = zip(a, a[1:])
a.clear()
r_zip_cleared = list(z)
