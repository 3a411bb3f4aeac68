# probe: plain assignment evaluates the right side first, then targets left to right; each target's subscript expressions run just before it is assigned; a = a[0] = [...] and i = xs[i] = v
# inputs
n = 2
# body
log = []
def f(tag, v):
    log.append(tag)
    return v
d = {}
d[f("key1", "a")] = d[f("key2", "b")] = f("rhs", n)
r_order = list(log)
r_d = d
a = a_alias = [None, 1]
a = a[0] = [9, 8]
r_cycle = (a[0] is a, a_alias)
xs = [0, 0, 0]
i = 0
i = xs[i] = n
r_i_first = (i, xs)
ys = [0, 0, 0]
j = 0
ys[j] = j = 1
r_item_first = (j, ys)
log.clear()
p, q = f("left", 1), f("right", 2)
r_tuple_order = (log, p, q)
