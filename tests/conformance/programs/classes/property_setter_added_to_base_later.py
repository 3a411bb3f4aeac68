# probe: assigning to an attribute runs the setter of a property set on a base class after the subclass was made
# inputs
v = 5
# body
class B:
    pass
class C(B):
    pass
B.x = property(lambda s: s._x, lambda s, val: setattr(s, "_x", val * 2))
c = C()
c.x = v
r_x = c.x
