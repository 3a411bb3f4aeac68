# probe: in `x[i] = v` the value is computed before the target's container and index, so a pop/append on the right changes what the index means
# inputs
xs = [10, 20, 30, 40]
# body
a = list(xs)
a[len(a) - 1] = a.pop(0)
r_len_after_pop = a
b = list(xs)
b[b.index(30)] = b.pop()
r_index_after_pop = b
c = list(xs)
c.append(c.pop(0))
r_rotate = c
d = list(xs)
d.insert(len(d), d.pop(0))
r_insert_rotate = d
e = list(xs)
try:
    e[len(e) - 1] = e.clear()
    r_index_after_clear = e
except IndexError as err:
    r_index_after_clear = (type(err).__name__, e)
f = list(xs)
f[len(f):] = [len(f)]
r_slice_len = f
g = list(xs)
