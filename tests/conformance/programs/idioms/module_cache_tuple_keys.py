# probe: a module-level cache dict keyed by (op, shape tuple, dtype) filled by a helper function; hits and misses counted in a global; a list key refused; cache cleared with .clear() versus rebinding
# inputs
requests = [("gemm", (64, 64), "bf16"), ("gemm", (64, 64), "bf16"), ("attn", (1, 128), "fp8"), ("gemm", (64, 64), "fp8")]
# body
_CACHE = {}
stats = {"hit": 0, "miss": 0}
def compile_kernel(op, shape, dtype):
    key = (op, shape, dtype)
    if key in _CACHE:
        stats["hit"] += 1
        return _CACHE[key]
    stats["miss"] += 1
    _CACHE[key] = f"{op}:{'x'.join(map(str, shape))}:{dtype}"
    return _CACHE[key]
r_kernels = [compile_kernel(*r) for r in requests]
r_stats = dict(stats)
r_size = len(_CACHE)
try:
    compile_kernel("gemm", [64, 64], "bf16")
    r_list_key = "ok"
except TypeError as e:
    r_list_key = type(e).__name__
r_stats_after = dict(stats)
alias = _CACHE
_CACHE.clear()
r_alias_len = len(alias)
compile_kernel("gemm", (1, 1), "bf16")
_CACHE = {}
r_alias_len2 = len(alias)
compile_kernel("gemm", (2, 2), "bf16")
r_alias_keys = list(alias)
r_new_keys = list(_CACHE)
