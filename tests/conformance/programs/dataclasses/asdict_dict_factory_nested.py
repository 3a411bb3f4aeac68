# probe: asdict/astuple recurse into lists, tuples, dicts of dataclasses, with a dict_factory and a tuple_factory; results are copies
# inputs
v = 2
# body
from dataclasses import dataclass, field, asdict, astuple
from collections import OrderedDict
@dataclass
class Inner:
    x: int
    tags: list = field(default_factory=list)
@dataclass
class Outer:
    name: str
    inner: Inner
    many: list
    byname: dict
o = Outer("o", Inner(v, ["t"]), [Inner(1), (Inner(2),)], {"k": Inner(3)})
d = asdict(o)
r_d = d
r_many_type = type(d["many"][1]).__name__
d["inner"]["tags"].append("new")
r_copy = o.inner.tags
r_tuple = astuple(o)
r_pairs = asdict(Inner(v), dict_factory=lambda kv: [k for k, _ in kv])
r_od_type = type(asdict(o, dict_factory=OrderedDict)["inner"]).__name__
r_tf = astuple(Inner(v, [1]), tuple_factory=list)
try:
    asdict(Inner)
    r_class = "ok"
except TypeError as e:
    r_class = type(e).__name__
try:
    asdict([Inner(1)])
    r_list = "ok"
except TypeError as e:
    r_list = type(e).__name__
