# probe: enum members looked up by value and by name from inputs (hits, misses caught), then used as dict keys and compared with a known member
# inputs
value = 2
name = "FAST"
bad = 9
# body
import enum
class Mode(enum.Enum):
    SLOW = 1
    FAST = 2
    ALIAS = 1
m = Mode(value)
r_name = m.name
r_is_fast = m is Mode.FAST
r_by_name = Mode[name].value
try:
    Mode(bad)
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
try:
    Mode[name.lower()]
    r_lower = "ok"
except KeyError as e:
    r_lower = type(e).__name__
table = {Mode.SLOW: "s", Mode.FAST: "f"}
r_table = table[m]
r_alias = Mode(1).name
r_in = m in table
r_members = [x.name for x in Mode]
