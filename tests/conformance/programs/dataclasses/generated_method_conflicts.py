# probe: dataclass with user-written __eq__/__lt__/__setattr__/__repr__: what it keeps, what it refuses; eq of nan fields; class attributes as defaults
# inputs
v = 2
# body
from dataclasses import dataclass, field
try:
    @dataclass(order=True)
    class O:
        x: int
        def __lt__(self, other):
            return True
except TypeError as e:
    r_order_conflict = str(e)
try:
    @dataclass(frozen=True)
    class FS:
        x: int
        def __setattr__(self, k, val):
            pass
except TypeError as e:
    r_frozen_conflict = str(e)
@dataclass
class OwnEq:
    x: int
    def __eq__(self, other):
        return "own"
    def __repr__(self):
        return "own repr"
r_own = (OwnEq(v) == OwnEq(v), repr(OwnEq(v)), OwnEq.__hash__)
nan = float("nan")
@dataclass
class N:
    x: float
r_nan = (N(nan) == N(nan), N(float("nan")) == N(float("nan")), N(1.0) == N(1))
@dataclass
class Defaults:
    a: int
    b: int = v
r_class_attr = Defaults.b
try:
    Defaults.a
except AttributeError as e:
    r_no_class_attr = type(e).__name__
@dataclass
class Parent:
    x: int
    def __post_init__(self):
        self.doubled = self.x * 2
@dataclass
class Kid(Parent):
    y: int = 0
r_parent_post = Kid(v).doubled
@dataclass
class Quote:
    s: str
    t: tuple = ()
r_repr = repr(Quote("a'b", ("x", 1)))
@dataclass
class Nest:
    inner: Quote
    items: list = field(default_factory=list)
r_nested_repr = repr(Nest(Quote("q"), [Quote("z")]))
r_eq_tuple = Quote("q") == ("q", ())
