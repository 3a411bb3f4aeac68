# probe: map and filter over a list their callback changes: appends seen (bounded), removals skip items; list() of them and a for loop agree with CPython's live iteration
# inputs
xs = [1, 2, 3]
# body
a = list(xs)
def f(v):
    if len(a) < 5:
        a.append(v * 10)
    return v + 1
r_map = list(map(f, a))
r_a = list(a)
b = [1, 2, 3, 4, 5, 6]
def p(v):
    if v in b:
        b.remove(v)
    return v % 2 == 0
r_filter = list(filter(p, b))
r_b = list(b)
c = list(xs)
got = []
for i, v in enumerate(c):
    got.append((i, v))
    if v == 2 and 99 not in c:
        c.insert(0, 99)
r_enum = got
