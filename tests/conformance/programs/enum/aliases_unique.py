# probe: duplicate values make aliases; @unique refuses them
# inputs
dup = 1
# body
from enum import Enum, unique
class S(Enum):
    A = 1
    B = 2
    ALIAS = dup
r_alias_is = S.ALIAS is S.A
r_names = [m.name for m in S]
r_all_names = list(S.__members__)
r_alias_name = S(dup).name
try:
    @unique
    class U(Enum):
        A = 1
        B = 1
    r_unique = "ok"
except ValueError as e:
    r_unique = type(e).__name__
