# probe: dataclass definition errors: mutable defaults, non-default after default, order without eq, frozen/non-frozen inheritance
# inputs
n = 1
# body
from dataclasses import dataclass, field
try:
    @dataclass
    class M:
        items: list = []
except ValueError as e:
    r_mutable = str(e)
try:
    @dataclass
    class D:
        d: dict = {}
except ValueError as e:
    r_mutable_dict = str(e)
try:
    @dataclass
    class Order:
        a: int = n
        b: int
except TypeError as e:
    r_order = str(e)
try:
    @dataclass(order=True, eq=False)
    class NoEq:
        a: int
except ValueError as e:
    r_no_eq = str(e)
@dataclass
class Plain:
    a: int = n
try:
    @dataclass(frozen=True)
    class FrozenChild(Plain):
        b: int = 2
except TypeError as e:
    r_frozen_child = str(e)
@dataclass(frozen=True)
class Frozen:
    a: int = n
try:
    @dataclass
    class PlainChild(Frozen):
        b: int = 2
except TypeError as e:
    r_plain_child = str(e)
try:
    @dataclass
    class Both:
        x: int = field(default=1, default_factory=int)
except ValueError as e:
    r_both = str(e)
@dataclass
class TupleDefault:
    t: tuple = (1, 2)
    s: frozenset = frozenset()
r_tuple_default = TupleDefault().t
