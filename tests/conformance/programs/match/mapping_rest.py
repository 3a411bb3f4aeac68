# probe: **rest captures the remaining keys in a new dict
# inputs
cfg = {"name": "a", "size": 3, "mode": "fast"}
# body
match cfg:
    case {"name": name, **rest}:
        r_name = name
        r_rest = rest
        r_rest_type = type(rest).__name__
match {"k": 1}:
    case {"k": _, **rest}:
        r_empty_rest = rest
from collections import defaultdict
dd = defaultdict(int, {"a": 1})
match dd:
    case {"a": 1, "zz": _}:
        r_dd = "matched zz"
    case {"a": v}:
        r_dd = ("a", v)
r_dd_keys = sorted(dd)
