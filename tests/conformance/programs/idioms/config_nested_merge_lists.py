# probe: a recursive merge whose policy depends on types: dicts merged, lists concatenated, None in the override deletes the key, type mismatch collected as an error
# inputs
override = {"kernel": {"stages": None, "tile": [256]}, "backends": ["cutlass"], "iters": "5", "new": {"a": 1}}
# body
DEFAULTS = {"kernel": {"tile": [128], "stages": 3, "warps": 4}, "backends": ["halops"], "iters": 10}
errors = []
def merge(base, over, path=""):
    out = dict(base)
    for k, v in over.items():
        here = f"{path}.{k}" if path else k
        if v is None:
            out.pop(k, None)
        elif k not in base:
            out[k] = v
        elif isinstance(base[k], dict) and isinstance(v, dict):
            out[k] = merge(base[k], v, here)
        elif isinstance(base[k], list) and isinstance(v, list):
            out[k] = base[k] + v
        elif type(base[k]) is not type(v):
            errors.append(here)
        else:
            out[k] = v
    return out
merged = merge(DEFAULTS, override)
r_merged = merged
r_errors = errors
r_defaults_untouched = DEFAULTS
r_keys = sorted(merged["kernel"])
r_again = merge(merged, {"kernel": {"warps": 8}})["kernel"]
