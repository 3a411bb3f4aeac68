# probe: a frozen dataclass built from a config dict with ** and compared
# inputs
cfg = {"batch": 4, "dtype": "fp8"}
# body
from dataclasses import dataclass, asdict, fields
@dataclass(frozen=True)
class Settings:
    batch: int = 1
    dtype: str = "bf16"
    warmup: int = 3
s = Settings(**cfg)
r_s = asdict(s)
r_eq = s == Settings(batch=4, dtype="fp8")
r_known = [f.name for f in fields(Settings)]
r_unknown_keys = sorted(set(cfg) - {f.name for f in fields(Settings)})
try:
    Settings(**{"bogus": 1})
except TypeError as e:
    r_bad_key = type(e).__name__
r_cache = {s: "cached"}[Settings(4, "fp8")]
