# probe: frozen=True: assignment and deletion raise FrozenInstanceError (an AttributeError); hashable; __post_init__ must use object.__setattr__; frozen inheriting non-frozen raises TypeError
# inputs
v = 4
# body
from dataclasses import dataclass, field, FrozenInstanceError
@dataclass(frozen=True)
class Pt:
    x: int
    y: int = 0
    derived: int = field(init=False, default=0)
    def __post_init__(self):
        object.__setattr__(self, "derived", self.x * 10)
p = Pt(v)
r_derived = p.derived
errs = []
for action in ("set", "del", "new"):
    try:
        if action == "set":
            p.x = 1
        elif action == "del":
            del p.y
        else:
            p.z = 1
    except AttributeError as e:
        errs.append((action, type(e).__name__, isinstance(e, FrozenInstanceError)))
r_errs = errs
r_hash_eq = hash(Pt(v)) == hash(Pt(v))
r_set = len({Pt(v), Pt(v), Pt(v, 1)})
@dataclass
class Plain:
    a: int
try:
    @dataclass(frozen=True)
    class F(Plain):
        b: int = 0
except TypeError as e:
    r_err = type(e).__name__
r_p = (p.x, p.y)
@dataclass(frozen=True)
class Bad:
    x: int
    def __post_init__(self):
        self.x = 0
try:
    Bad(v)
except FrozenInstanceError as e:
    r_post = type(e).__name__
