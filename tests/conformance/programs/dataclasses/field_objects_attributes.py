# probe: the Field objects fields() returns: name, type, default, default_factory, init, repr, compare, hash, kw_only, metadata
# inputs
v = 3
# body
from dataclasses import dataclass, field, fields, MISSING
@dataclass
class C:
    a: int
    b: list = field(default_factory=list, repr=False, metadata={"unit": "m"})
    c: int = field(default=v, compare=False, hash=True)
fs = fields(C)
r_names = [f.name for f in fs]
r_init = [f.init for f in fs]
r_repr = [f.repr for f in fs]
r_compare = [f.compare for f in fs]
r_hash = [f.hash for f in fs]
r_kw = [f.kw_only for f in fs]
r_meta = (dict(fs[1].metadata), len(fs[0].metadata))
r_defaults = [f.default is MISSING for f in fs]
r_factory = fs[1].default_factory is list
r_types = [f.type.__name__ for f in fs]
r_c_default = fs[2].default
r_dunder = list(C.__dataclass_fields__)
