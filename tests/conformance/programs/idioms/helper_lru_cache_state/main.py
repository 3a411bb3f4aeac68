# probe: an lru_cache in a helper returning a mutable dict: the cached dict mutated by a caller is what later callers get; cache_info counts; a fresh import starts cold
# inputs
gpu = "H100"
# body
import specs
s1 = specs.gpu_spec(gpu)
s1["sms"] = 1
s2 = specs.gpu_spec(gpu)
r_mutated_seen = s2["sms"]
r_same = s1 is s2
r_other = specs.gpu_spec("B200")["sms"]
r_calls = list(specs.CALLS)
info = specs.gpu_spec.cache_info()
r_info = (info.hits, info.misses, info.currsize)
