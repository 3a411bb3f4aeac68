# probe: a class attribute shadowed by an instance attribute only when an input says so; then the class attribute changed; what each instance reads, and after del
# inputs
shadow = True
newval = 7
# body
class C:
    x = 1
    items = []
a = C()
b = C()
if shadow:
    a.x = newval
    a.items = [newval]
b.items.append("b")
C.x = 3
r_a = a.x
r_b = b.x
r_a_items = a.items
r_class_items = C.items
try:
    del a.x
    r_del = "deleted"
except AttributeError as e:
    r_del = type(e).__name__
r_a_after = a.x
r_in_dict = "x" in a.__dict__
