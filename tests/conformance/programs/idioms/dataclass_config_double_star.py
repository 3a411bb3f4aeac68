# probe: {**defaults, **cfg} with a dataclass cfg raises TypeError ('Cfg' object is not a mapping); it ends the program
# expect: raises TypeError
# inputs
defaults = {"bs": 1, "iters": 10}
# body
import dataclasses
@dataclasses.dataclass
class Cfg:
    bs: int = 4
cfg = Cfg()
r_asdict_merge = {**defaults, **dataclasses.asdict(cfg)}
r_merge = {**defaults, **cfg}
