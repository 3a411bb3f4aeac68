# probe: building a dataclass config from a dict: Cls(**d) with an unknown key (TypeError), filtering by dataclasses.fields names, missing required field, the unknown keys collected
# inputs
raw = {"M": 256, "K": 128, "dtype": "fp8", "comment": "x", "extra": 1}
# body
import dataclasses
@dataclasses.dataclass
class Shape:
    M: int
    K: int
    N: int = 64
    dtype: str = "bf16"
try:
    Shape(**raw)
    r_direct = "ok"
except TypeError as e:
    r_direct = type(e).__name__
names = {f.name for f in dataclasses.fields(Shape)}
r_names = sorted(names)
r_unknown = sorted(k for k in raw if k not in names)
s = Shape(**{k: v for k, v in raw.items() if k in names})
r_s = dataclasses.asdict(s)
r_astuple = dataclasses.astuple(s)
try:
    Shape(**{"K": 1})
    r_missing = "ok"
except TypeError as e:
    r_missing = type(e).__name__
r_defaults = {f.name: f.default for f in dataclasses.fields(Shape) if f.default is not dataclasses.MISSING}
r_required = [f.name for f in dataclasses.fields(Shape) if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
r_is_dc = (dataclasses.is_dataclass(Shape), dataclasses.is_dataclass(s), dataclasses.is_dataclass(raw))
