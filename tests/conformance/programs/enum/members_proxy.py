# probe: __members__: its names, items, get, subscript, membership, length, type, aliases included
# inputs
name = "SLOW"
# body
from enum import Enum
class Mode(Enum):
    FAST = 1
    SLOW = 2
    QUICK = 1
m = Mode.__members__
r_keys = list(m)
r_items = [(k, v.name) for k, v in m.items()]
r_values = [v.value for v in m.values()]
r_get = m.get(name).value
r_get_missing = m.get("NOPE")
r_sub = m[name] is Mode.SLOW
r_in = name in m
r_len = len(m)
r_type = type(m).__name__
r_is_dict = isinstance(m, dict)
r_copy = sorted(dict(m))
