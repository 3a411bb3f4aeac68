# probe: "key" in a dataclass config raises TypeError (argument of type 'Cfg' is not iterable); it ends the program
# expect: raises TypeError
# inputs
key = "dtype"
# body
import dataclasses
@dataclasses.dataclass
class Cfg:
    bs: int = 1
    dtype: str = "bf16"
cfg = Cfg()
r_hasattr = hasattr(cfg, key)
r_in = key in cfg
