# probe: names in a class body are not visible inside its methods without self/cls
# inputs
g = "global"
# body
class C:
    g = "class"
    x = g + "!"
    def method(self):
        return g
    def via_self(self):
        return self.g
r_x = C.x
r_method = C().method()
r_self = C().via_self()
class Outer:
    class Inner:
        value = 3
    ref = Inner.value
r_nested = Outer.ref
r_inner_name = Outer.Inner.__qualname__
