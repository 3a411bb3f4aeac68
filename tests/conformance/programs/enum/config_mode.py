# probe: a mode read from a config dict through the enum, with the enum's value as the default, and a table keyed by members
# inputs
cfg = {"mode": "safe"}
# body
from enum import Enum
class Mode(Enum):
    FAST = "fast"
    SAFE = "safe"
IMPLS = {Mode.FAST: "fast_impl", Mode.SAFE: "safe_impl"}
mode = Mode(cfg.get("mode", Mode.FAST.value))
r_mode = mode.name
r_impl = IMPLS[mode]
r_default = Mode({}.get("mode", Mode.FAST.value)).name
r_is_safe = mode is Mode.SAFE
