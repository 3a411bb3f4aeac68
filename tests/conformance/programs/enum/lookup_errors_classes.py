# probe: Enum lookups: by value with a wrong value ValueError, by name with a wrong name KeyError, getattr AttributeError; lookups by member and by unhashable value
# inputs
val = 2
name = "GREEN"
# body
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
    LIST = [1, 2]
r_by_value = Color(val).name
r_by_name = Color[name].value
r_by_member = Color(Color.RED) is Color.RED
r_by_list = Color([1, 2]).name
errs = []
for attempt in [lambda: Color(99), lambda: Color["red"], lambda: Color.BLUE, lambda: Color(val + 0.5), lambda: Color[1], lambda: Color(name), lambda: Color([1])]:
    try:
        attempt()
        errs.append("ok")
    except Exception as e:
        errs.append(type(e).__name__)
r_errs = errs
r_getattr_default = getattr(Color, "PURPLE", None)
r_members_get = Color.__members__.get(name).value
