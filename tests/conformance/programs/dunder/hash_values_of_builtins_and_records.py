# probe: exact hash() values: ints, -1, floats, bools, tuples, frozensets, None-free records (frozen dataclass, namedtuple, enum members)
# inputs
a = 1
b = 2
# body
from dataclasses import dataclass
from collections import namedtuple
from enum import Enum, IntEnum
r_ints = (hash(a), hash(-1), hash(-2), hash(2 ** 61), hash(2 ** 61 - 1), hash(-(2 ** 64)))
r_floats = (hash(1.5), hash(2.0), hash(-0.0), hash(1e300), hash(0.1))
r_bool = (hash(True), hash(False))
r_tuple = (hash((a, b)), hash(()), hash((a,)), hash(((a, b), b)))
r_frozenset = (hash(frozenset()), hash(frozenset({a, b})))
@dataclass(frozen=True)
class F:
    x: int
    y: int
r_dc = (hash(F(a, b)), hash(F(a, b)) == hash((a, b)))
P = namedtuple("P", "x y")
r_nt = hash(P(a, b)) == hash((a, b))
class L(IntEnum):
    ONE = 1
r_intenum = hash(L.ONE)
class Plain(Enum):
    A = 1
r_enum_is_name_hash = hash(Plain.A) == hash("A")
r_complex = hash(complex(a, 0))
r_range_hash_err = None
try:
    hash([a])
except TypeError as e:
    r_list = str(e)
try:
    hash((a, [b]))
except TypeError as e:
    r_tuple_list = str(e)
