# probe: a ChainMap whose first layer is a defaultdict: [] falls into __missing__, get and in do not
# inputs
key = "iters"
fallback = 7
# body
from collections import ChainMap, defaultdict
overrides = defaultdict(int)
cm = ChainMap(overrides, {"warmup": 2})
r_get = cm.get(key, fallback)
r_in = key in cm
r_sub = cm[key]
r_in_after = key in cm
r_overrides = dict(overrides)
r_warm = cm["warmup"]
r_len = len(cm)
class Missing(ChainMap):
    def __missing__(self, k):
        return "missing:" + k
m = Missing({"a": 1})
r_m = m["zz"]
r_m_get = m.get("zz", fallback)
r_m_in = "zz" in m
