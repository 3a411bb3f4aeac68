# probe: the generated __repr__ shows the class's __qualname__: nested in a function (f.<locals>.C) or in a class (Outer.Inner)
# inputs
v = 1
# body
from dataclasses import dataclass
def make():
    @dataclass
    class Local:
        a: int
    return Local
L = make()
r_local = repr(L(v))
class Outer:
    @dataclass
    class Inner:
        b: int = 2
r_inner = repr(Outer.Inner())
r_names = (L.__name__, L.__qualname__, Outer.Inner.__qualname__)
L.__qualname__ = "Renamed"
r_renamed = repr(L(v))
