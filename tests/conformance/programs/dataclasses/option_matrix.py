# probe: dataclass options: init=False, repr=False, match_args=False, init=False fields with defaults, field without annotation, unsafe_hash with a written __hash__, multiple inheritance field order
# inputs
v = 5
# body
from dataclasses import dataclass, field, fields
@dataclass(init=False)
class NoInit:
    x: int = v
try:
    NoInit(1)
except TypeError as e:
    r_no_init = str(e)
r_no_init_default = NoInit().x
@dataclass(repr=False)
class NoRepr:
    x: int = 0
r_no_repr = repr(NoRepr()).startswith("<main.NoRepr object at")
@dataclass(match_args=False)
class NoMatch:
    x: int = 0
r_no_match = hasattr(NoMatch, "__match_args__")
@dataclass
class InitFalse:
    a: int
    b: int = field(init=False, default=v)
    c: list = field(init=False, default_factory=list)
i = InitFalse(1)
r_init_false = (i.a, i.b, i.c, repr(i))
try:
    InitFalse(1, 2)
except TypeError as e:
    r_init_false_arg = type(e).__name__
try:
    @dataclass
    class NoAnn:
        x = field(default=1)
except TypeError as e:
    r_no_ann = str(e)
try:
    @dataclass(unsafe_hash=True)
    class Clash:
        x: int
        def __hash__(self):
            return 1
except TypeError as e:
    r_hash_clash = str(e)
@dataclass
class A:
    a: int = 1
    shared: str = "A"
@dataclass
class B:
    b: int = 2
    shared: str = "B"
@dataclass
class AB(A, B):
    c: int = 3
r_ab = ([f.name for f in fields(AB)], repr(AB()))
@dataclass
class StrClassVar:
    x: int = 0
    y: "ClassVar[int]" = 5
r_str_classvar = [f.name for f in fields(StrClassVar)]
@dataclass(eq=False)
class PlainHash:
    x: int = 0
r_plain_hash = PlainHash.__hash__ is object.__hash__
@dataclass(frozen=True, eq=False)
class FrozenNoEq:
    x: int = 0
r_frozen_noeq = FrozenNoEq.__hash__ is object.__hash__
