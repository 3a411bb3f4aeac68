# probe: a harness loading a JSON config beside it and merging it over nested defaults (deep merge of dicts, lists replaced, None kept), validating unknown keys
# inputs
fname = "run.json"
# body
import copy
import json
import os
DEFAULTS = {"batch": 32, "opt": {"lr": 0.1, "momentum": 0.9}, "tags": [], "seed": 0}
def merge(base, over):
    out = copy.deepcopy(base)
    for k, v in over.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out
with open(os.path.join(os.path.dirname(__file__), fname)) as f:
    user = json.load(f)
cfg = merge(DEFAULTS, user)
r_cfg = cfg
r_unknown = sorted(set(user) - set(DEFAULTS))
r_defaults_untouched = DEFAULTS["opt"]
r_lr_scaled = cfg["opt"]["lr"] * cfg["batch"]
