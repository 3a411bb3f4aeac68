# probe: state a helper module keeps where a plain attribute put back does not reach: an lru_cache, a mutable default argument, a closure cell, an instance's attributes
# inputs
name = "bf16"
# body
import hstate
r_calls_before = list(hstate.CALLS)
r_size = hstate.lookup(name)
r_calls = list(hstate.CALLS)
r_acc = hstate.collect(name)
r_tick = hstate.tick()
r_cfg_before = hstate.CONFIG.dtype
hstate.CONFIG.dtype = name + "!"
r_hits = hstate.lookup.cache_info().hits
