# probe: Literal, Final and ClassVar do nothing at run time
# inputs
mode = "fast"
# body
from typing import Literal, Final, ClassVar, get_args
Mode = Literal["fast", "slow"]
LIMIT: Final = 10
class C:
    count: ClassVar[int] = 0
r_args = get_args(Mode)
r_in = mode in get_args(Mode)
r_limit = LIMIT
r_count = C.count
