# probe: attribute and method lookup with multiple bases, leftmost first
# inputs
v = 1
# body
class Left:
    tag = "left"
    def hello(self):
        return "left hello"
class Right:
    tag = "right"
    only_right = "R"
    def hello(self):
        return "right hello"
    def bye(self):
        return "right bye"
class Both(Left, Right):
    pass
b = Both()
r_tag = b.tag
r_hello = b.hello()
r_bye = b.bye()
r_only = b.only_right
class Mixin:
    def describe(self):
        return f"{type(self).__name__}:{self.value()}"
class Thing(Mixin):
    def value(self):
        return v
r_mixin = Thing().describe()
