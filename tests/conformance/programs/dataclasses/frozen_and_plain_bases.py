# probe: a frozen dataclass and a plain one do not derive from each other (TypeError at the decorator); a frozen dataclass refuses its fields, and any attribute of an object of its own class, but an object of a class derived from it keeps attributes of its own; a `__setattr__` of the subclass's own decides first
# inputs
v = 2
# body
from dataclasses import dataclass, FrozenInstanceError
@dataclass
class Plain:
    a: int = 1
@dataclass(frozen=True)
class Frozen:
    f: int = 1
def made(mk):
    try:
        mk()
        return "made"
    except TypeError:
        return "TypeError"
def frozen_over_plain():
    @dataclass(frozen=True)
    class B(Plain):
        b: int = 2
def plain_over_frozen():
    @dataclass
    class G(Frozen):
        g: int = 2
def frozen_over_frozen():
    @dataclass(frozen=True)
    class H(Frozen):
        h: int = 2
    return H(v, v)
r_made = [made(frozen_over_plain), made(plain_over_frozen), made(frozen_over_frozen)]
class Sub(Frozen):
    pass
class Own(Frozen):
    def __setattr__(self, k, x):
        object.__setattr__(self, k, x)
def outcome(f):
    try:
        f()
        return "ok"
    except FrozenInstanceError:
        return "frozen"
def set_on(o, k):
    setattr(o, k, v)
def del_on(o, k):
    delattr(o, k)
r_frozen_own_name = outcome(lambda: set_on(Frozen(), "z"))
r_sub_own_name = outcome(lambda: set_on(Sub(), "z"))
r_sub_field = outcome(lambda: set_on(Sub(), "f"))
r_sub_del_field = outcome(lambda: del_on(Sub(), "f"))
r_own_hook = outcome(lambda: set_on(Own(), "f"))
s = Sub(v)
s.z = v + 1
r_sub = (s.f, s.z)
