# probe: a frozen dataclass's __post_init__ filling a default with object.__setattr__ (past
# the frozen __setattr__), and the assert that reads it after; object.__setattr__ on a plain
# object; a normal assignment to a frozen instance still refused
# inputs
mode = "per_group"
group_size = None
# body
import dataclasses
@dataclasses.dataclass(frozen=True)
class Settings:
    mode: str
    group_size: object = None
    def __post_init__(self):
        if self.mode == "per_group":
            if self.group_size is None:
                object.__setattr__(self, "group_size", 128)
            assert self.group_size in (32, 64, 128), f"group_size={self.group_size!r}"
s = Settings(mode, group_size)
r_group = s.group_size
r_repr = repr(s)
try:
    s.group_size = 64
    r_frozen = "assigned"
except dataclasses.FrozenInstanceError:
    r_frozen = "FrozenInstanceError"
try:
    Settings("per_group", 96)
    r_bad = "made"
except AssertionError as e:
    r_bad = str(e)
class Plain:
    pass
p = Plain()
object.__setattr__(p, "x", 5)
r_plain = p.x
