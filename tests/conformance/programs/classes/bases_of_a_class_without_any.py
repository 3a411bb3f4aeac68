# probe: a class written with no base, or made by `type(name, (), ns)`, has `(object,)` for its `__bases__`
# inputs
n = 1
# body
class Plain:
    pass
class Child(Plain):
    pass
Made = type("Made", (), {"n": n})
r_plain = Plain.__bases__
r_child = Child.__bases__
r_made = Made.__bases__
r_is_object = Plain.__bases__[0] is object
