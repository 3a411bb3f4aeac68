# probe: builtins over an enum class: reversed, sorted with a key, enumerate, dict.fromkeys, max, comprehension
# inputs
cut = 2
# body
from enum import Enum
class Size(Enum):
    S = 1
    M = 2
    L = 3
    SMALL = 1
r_reversed = [s.name for s in reversed(Size)]
r_sorted = [s.name for s in sorted(Size, key=lambda s: -s.value)]
r_enumerate = [(i, s.name) for i, s in enumerate(Size)]
r_fromkeys = [k.name for k in dict.fromkeys(Size)]
r_max = max(Size, key=lambda s: s.value).name
r_filtered = [s.name for s in Size if s.value >= cut]
r_list_len = len(list(Size))
r_tuple = tuple(s.value for s in Size)
