# probe: frozen dataclass errors on set and delete, unsafe_hash, eq=False identity hash, eq without frozen makes __hash__ None
# inputs
v = 3
# body
from dataclasses import dataclass, FrozenInstanceError, field
@dataclass(frozen=True)
class F:
    x: int
    y: int = 0
f = F(v)
try:
    f.x = 1
except FrozenInstanceError as e:
    r_set = str(e)
try:
    del f.y
except FrozenInstanceError as e:
    r_del = str(e)
try:
    f.new = 1
except FrozenInstanceError as e:
    r_new = str(e)
object.__setattr__(f, "x", v * 10)
r_bypass = f.x
@dataclass
class E:
    x: int
r_e_hash_none = E.__hash__ is None
@dataclass(unsafe_hash=True)
class U:
    x: int
    tag: str = field(default="t", hash=False)
r_unsafe = (hash(U(v)) == hash(U(v, "other")), len({U(v), U(v)}))
@dataclass(eq=False)
class NoEq:
    x: int
r_noeq = (NoEq(v) == NoEq(v), len({NoEq(v), NoEq(v)}))
@dataclass(frozen=True)
class Cmp:
    x: int
    note: str = field(default="", compare=False)
r_cmp = (Cmp(v, "a") == Cmp(v, "b"), hash(Cmp(v, "a")) == hash(Cmp(v, "b")))
@dataclass
class WithHash:
    x: int
    def __hash__(self):
        return 99
r_explicit_hash = hash(WithHash(v))
r_frozen_err_base = FrozenInstanceError.__mro__[1].__name__
