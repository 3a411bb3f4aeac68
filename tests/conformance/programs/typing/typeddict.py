# probe: TypedDict classes make plain dicts
# inputs
n = 2
# body
from typing import TypedDict
class Cfg(TypedDict, total=False):
    batch: int
    dtype: str
c = Cfg(batch=n)
r_c = c
r_type = type(c).__name__
r_get = c.get("dtype", "bf16")
r_keys = sorted(Cfg.__annotations__)
