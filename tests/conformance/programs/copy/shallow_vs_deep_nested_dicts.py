# probe: copy.copy vs deepcopy of a dict of lists: mutation through the original's inner list shows in the shallow copy only
# inputs
cfg = {"a": [1, 2], "b": {"c": [3]}}
# body
import copy
sh = copy.copy(cfg)
dp = copy.deepcopy(cfg)
cfg["a"].append(99)
cfg["b"]["c"].append(4)
cfg["new"] = 1
r_sh = sh
r_dp = dp
r_ids = (sh["a"] is cfg["a"], dp["a"] is cfg["a"], sh is cfg)
sh["b"]["d"] = 5
r_cfg_b = cfg["b"]
r_keys = list(sh)
