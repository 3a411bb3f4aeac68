# probe: aliases (same value) are not iterated but are in __members__; lookup by value gives the canonical member; name/value attributes; len; reversed; `in` with a member
# inputs
v = 1
# body
from enum import Enum
class S(Enum):
    ON = 1
    OFF = 0
    YES = 1
    NO = 0
r_iter = [m.name for m in S]
r_members = list(S.__members__)
r_alias = (S.YES is S.ON, S.YES.name, S(v).name)
r_len = len(S)
r_rev = [m.name for m in reversed(S)]
r_in = (S.YES in S, S.ON in S)
r_by_name = S["NO"].name
try:
    S["MAYBE"]
except KeyError as e:
    r_err = type(e).__name__
try:
    S(5)
except ValueError as e:
    r_err2 = type(e).__name__
r_items = [(k, m.name) for k, m in S.__members__.items()]
r_getattr = getattr(S, "OFF").value
