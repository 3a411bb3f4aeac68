# probe: instance attr shadows class attr; deleting reveals it; class attr changed meanwhile; mutable class attr mutated via instance
# inputs
v = 1
# body
class C:
    x = 10
    items = []
c = C()
c2 = C()
c.x = v
r_shadow = (c.x, C.x, c2.x)
C.x = 20
r_changed = (c.x, c2.x)
del c.x
r_restored = c.x
try:
    del c.x
except AttributeError as e:
    r_del_again = type(e).__name__
c.items.append(v)
r_shared = c2.items
c.items = c.items + [2]
r_split = (c.items, c2.items, C.items)
c2.x += 5
r_aug = (c2.x, C.x, "x" in c2.__dict__)
del C.x
try:
    c.x
except AttributeError as e:
    r_gone = type(e).__name__
r_c2_still = c2.x
