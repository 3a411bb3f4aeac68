# probe: a name both in __slots__ and a class variable is refused when the class is made
# inputs
v = 1
# body
try:
    class Conflict:
        __slots__ = ("x",)
        x = v
    r = "ok"
except ValueError as e:
    r = str(e)
