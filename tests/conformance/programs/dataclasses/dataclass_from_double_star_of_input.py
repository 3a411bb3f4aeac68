# probe: a dataclass config built from an input dict with Cfg(**user) or dataclasses.replace(cfg, **user), and functools.partial(dict, **user): the user's values are in the result
# inputs
user = {"bs": 4}
# body
import dataclasses
import functools
@dataclasses.dataclass
class Cfg:
    bs: int = 1
    dtype: str = "bf16"
r_built = dataclasses.asdict(Cfg(**user))
r_replaced = dataclasses.asdict(dataclasses.replace(Cfg(), **user))
r_partial = functools.partial(dict, **user)(iters=10)
