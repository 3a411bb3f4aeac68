# probe: _missing_ classmethod maps unknown values (case-insensitive strings) and its log; returning None raises ValueError; lookup by input value; member by name via getitem
# inputs
raw = "GREEN"
# body
from enum import Enum
log = []
class Color(Enum):
    RED = "red"
    GREEN = "green"
    @classmethod
    def _missing_(cls, value):
        log.append(value)
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None
r_direct = Color("red").name
r_mapped = Color(raw).name
try:
    Color("blue")
except ValueError as e:
    r_err = type(e).__name__
r_log = list(log)
r_by_name = Color[raw].value
try:
    Color[raw.lower()]
except KeyError as e:
    r_err2 = type(e).__name__
