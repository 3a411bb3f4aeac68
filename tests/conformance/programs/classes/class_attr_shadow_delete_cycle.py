# probe: instance attribute shadows a class attribute; deleting it reveals the class one; changing the class attribute is seen by instances without their own; del on the instance when only the class has it raises
# inputs
v = 2
# body
class C:
    x = "cls"
    n = 0
a = C()
b = C()
a.x = v
r_shadow = (a.x, b.x, C.x)
C.x = "cls2"
r_changed = (a.x, b.x)
del a.x
r_revealed = a.x
try:
    del b.x
except AttributeError as e:
    r_err = type(e).__name__
for i in range(v + 1):
    a.n += i
r_n = (a.n, b.n, C.n)
del C.x
try:
    a.x
except AttributeError as e:
    r_gone = type(e).__name__
r_vars = (vars(a), vars(b))
