# probe: (str, Enum) members handed where a str is expected: getattr, dict keys, str methods' arguments, os.path, %
# inputs
table = {"fast": 1, "slow": 2}
# body
import os
from enum import Enum
class Mode(str, Enum):
    FAST = "fast"
    SLOW = "slow"
class Obj:
    fast = "attr"
r_getattr = getattr(Obj, Mode.FAST)
r_hasattr = hasattr(Obj, Mode.SLOW)
r_key = table[Mode.SLOW]
r_get = table.get(Mode.FAST)
r_in = Mode.FAST in table
r_startswith = "fast_path".startswith(Mode.FAST)
r_replace = "fast_path".replace(Mode.FAST, "slow")
r_join = os.path.join(Mode.FAST, "x")
r_percent = "%s" % Mode.SLOW
r_split = "a.fast.b".split(Mode.FAST)
r_dict_from = dict.fromkeys([Mode.FAST])[Mode.FAST]
