# probe: reversed(list) reads the list as it goes: item changes are seen, shrinking ends it, growth is not seen
# inputs
v = 99
# body
a = [1, 2, 3]
r = reversed(a)
a[0] = v
r_changed = list(r)
b = [1, 2, 3, 4]
r2 = reversed(b)
r_first = next(r2)
b.pop()
b.pop()
r_shrunk = list(r2)
c = [1, 2, 3]
r3 = reversed(c)
c.insert(0, v)
r_grown = list(r3)
