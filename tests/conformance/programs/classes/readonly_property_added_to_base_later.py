# probe: assigning to an attribute that is a read-only property set on a base class after the subclass was made raises AttributeError
# inputs
v = 5
# body
class B:
    pass
class C(B):
    pass
B.x = property(lambda s: "ro")
c = C()
try:
    c.x = v
    r_set = "set"
except AttributeError:
    r_set = "AttributeError"
