# probe: a dataclass config read like a dict (cfg["bs"]) raises TypeError ('Cfg' object is not subscriptable); it ends the program
# expect: raises TypeError
# inputs
bs = 4
# body
import dataclasses
@dataclasses.dataclass
class Cfg:
    bs: int = 1
    dtype: str = "bf16"
cfg = Cfg(bs=bs)
r_attr = cfg.bs
r_asdict = dataclasses.asdict(cfg)["bs"]
r_item = cfg["bs"]
