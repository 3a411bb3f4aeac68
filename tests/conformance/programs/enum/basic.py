# probe: Enum members: value, name, identity, equality, and not equal to their value
# inputs
raw = 2
# body
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
r_value = Color.RED.value
r_name = Color.GREEN.name
r_lookup = Color(raw).name
r_is = Color(raw) is Color.GREEN
r_eq_value = Color.RED == 1
r_eq_member = Color.RED == Color.RED
r_isinstance = isinstance(Color.RED, Color)
r_type = type(Color.BLUE).__name__
r_str = str(Color.RED)
r_repr = repr(Color.RED)
r_hash_key = {Color.RED: "r"}[Color(1)]
