# probe: minimal: a class body nested in a class body does not see the outer class's names
# inputs
v = 1
# body
class Outer:
    a = v
    class Inner:
        try:
            b = a
        except NameError:
            b = "NameError"
r = Outer.Inner.b
