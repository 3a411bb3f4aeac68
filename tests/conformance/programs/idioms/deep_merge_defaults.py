# probe: a config deep-merged over nested defaults (recursion, isinstance, copy.deepcopy), then read with get chains; the defaults stay as they were
# inputs
override = {"kernel": {"tile": 256}, "iters": 5}
# body
import copy
DEFAULTS = {"kernel": {"tile": 128, "stages": 3}, "iters": 10, "tags": ["x"]}
def merge(base, extra):
    out = copy.deepcopy(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out
merged = merge(DEFAULTS, override)
merged["tags"].append("y")
r_merged = merged
r_defaults = DEFAULTS
r_tile = merged.get("kernel", {}).get("tile", 64)
r_stages = merged["kernel"].get("stages")
r_same = merged["kernel"] is DEFAULTS["kernel"]
