# probe: a helper module's lookup functions called, then the helper's state they read changed from main (a nested list, an instance attribute, a class attribute, a closure's list, a function attribute), then called again
# inputs
dt = "bf16"
# body
import lookups
r_a1 = lookups.n_dtypes()
lookups.CFG["dtypes"].append("fp8")
r_a2 = lookups.n_dtypes()
r_b1 = lookups.current()
lookups.SETTINGS.dtype = "fp16"
r_b2 = lookups.current()
r_c1 = lookups.smem()
lookups.Limits.smem = 1
r_c2 = lookups.smem()
r_d1 = lookups.seen_count()
lookups.add_seen(dt)
r_d2 = lookups.seen_count()
r_e1 = lookups.tagged()
lookups.tagged.tag = "new"
r_e2 = lookups.tagged()
from lookups import CFG as cfg_alias
cfg_alias["dtypes"] = ["x"]
r_a3 = lookups.n_dtypes()
