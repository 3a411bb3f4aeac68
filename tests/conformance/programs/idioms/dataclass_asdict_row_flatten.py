# probe: asdict of nested dataclasses into a report row, flattened with prefixes, asdict deep-copies lists, astuple, dict_factory
# inputs
m = 64
dtype = "bf16"
# body
from dataclasses import dataclass, field, asdict, astuple
@dataclass
class Shape:
    m: int
    n: int = 32
@dataclass
class Point:
    shape: Shape
    dtype: str
    extras: list = field(default_factory=lambda: [1])
pt = Point(Shape(m), dtype)
d = asdict(pt)
r_nested = d
def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        if isinstance(v, dict):
            out.update(flatten(v, prefix + k + "."))
        else:
            out[prefix + k] = v
    return out
r_flat = flatten(d)
d["extras"].append(2)
r_orig_extras = pt.extras
r_tuple = astuple(pt)
r_pairs = asdict(pt, dict_factory=lambda kv: [k for k, _ in kv])
try:
    asdict(Shape)
    r_class = "ok"
except TypeError as e:
    r_class = type(e).__name__
