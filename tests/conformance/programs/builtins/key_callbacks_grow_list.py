# probe: max/min with a key that appends to the list they go over (the live iterator sees the new items); sorted copies first (the appends unseen); list.sort with such a key raises ValueError
# inputs
xs = [3, 1, 2]
# body
a = list(xs)
def k(v):
    if len(a) < 5:
        a.append(v + 10)
    return v
r_max = max(a, key=k)
r_a = list(a)
b = list(xs)
def k2(v):
    if len(b) < 5:
        b.append(v + 10)
    return v
r_sorted = sorted(b, key=k2)
r_b = list(b)
c = list(xs)
def k3(v):
    c.append(0)
    return v
try:
    c.sort(key=k3)
    r_sort = "none"
except ValueError as e:
    r_sort = type(e).__name__
r_c = c
