# probe: a property set on a base class after an instance attribute of that name was stored still wins (a data descriptor comes before the instance's __dict__)
# inputs
v = 1
# body
class B:
    pass
class C(B):
    pass
c = C()
c.x = v
B.x = property(lambda self: "prop")
r_x = c.x
