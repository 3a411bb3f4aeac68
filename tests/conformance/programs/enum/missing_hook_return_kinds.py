# probe: _missing_ returning a member, None (ValueError), a non-member (TypeError), raising its own error; case-insensitive lookup by name
# inputs
key = "red"
# body
from enum import Enum
class Color(Enum):
    RED = "r"
    GREEN = "g"
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.name.lower() == value.lower():
                    return m
            if value == "bad":
                return "not a member"
            if value == "raise":
                raise KeyError(value)
        return None
r_found = Color(key).name
r_again = Color("GREEN").value
out = []
for probe in ["bad", "raise", 5, "nope"]:
    try:
        out.append(Color(probe).name)
    except Exception as e:
        out.append(type(e).__name__)
r_out = out
r_direct = Color("r").name
