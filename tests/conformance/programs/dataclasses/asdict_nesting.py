# probe: asdict/astuple through tuples, namedtuples, dicts with dataclass keys, dict_factory/tuple_factory; non-dataclass argument
# inputs
n = 4
# body
from dataclasses import dataclass, asdict, astuple, field, is_dataclass
from collections import namedtuple
Pair = namedtuple("Pair", "a b")
@dataclass(frozen=True)
class Key:
    k: int
@dataclass
class Inner:
    v: int
@dataclass
class Outer:
    inner: Inner
    pairs: tuple = ()
    mapping: dict = field(default_factory=dict)
    nt: object = None
try:
    asdict(Outer(Inner(n), mapping={Key(1): 1}))
except TypeError as e:
    r_key_dc = str(e)
o = Outer(Inner(n), (Inner(1), Inner(2)), {"a": Inner(3), (1, 2): [Inner(5)]}, Pair(Inner(6), 7))
d = asdict(o)
r_inner = d["inner"]
r_pairs = d["pairs"]
r_mapping_keys = [type(k).__name__ for k in d["mapping"]]
r_mapping_list = d["mapping"][(1, 2)]
r_mapping_a = d["mapping"]["a"]
r_nt_type = type(d["nt"]).__name__
r_nt = tuple(d["nt"])
t = astuple(o)
r_t_inner = t[0]
r_t_pairs = t[1]
r_factory = asdict(Inner(n), dict_factory=lambda items: [k for k, v in items])
r_tfactory = astuple(Outer(Inner(n)), tuple_factory=list)
try:
    asdict(Inner)
except TypeError as e:
    r_class_arg = str(e)
try:
    asdict({"v": 1})
except TypeError as e:
    r_dict_arg = str(e)
r_is = (is_dataclass(Inner), is_dataclass(Inner(1)), is_dataclass(Pair(1, 2)))
