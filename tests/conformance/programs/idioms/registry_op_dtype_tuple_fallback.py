# probe: kernel registry keyed by (op, dtype) tuples, .get with fallback to (op, None) then a default, KeyError on direct lookup
# inputs
queries = [("gemm", "f16"), ("gemm", "i8"), ("add", "f32"), ("conv", "f16")]
# body
REG = {}
def register(op, dtype=None):
    def deco(fn):
        REG[(op, dtype)] = fn
        return fn
    return deco
@register("gemm", "f16")
def gemm_f16():
    return "gemm_f16"
@register("gemm")
def gemm_any():
    return "gemm_generic"
@register("add", "f32")
def add_f32():
    return "add_f32"
def lookup(op, dtype):
    fn = REG.get((op, dtype)) or REG.get((op, None))
    return fn() if fn else "fallback"
r_found = [lookup(*q) for q in queries]
r_keys = sorted(REG, key=lambda k: (k[0], k[1] or ""))
try:
    REG[("conv", "f16")]
    r_direct = "ok"
except KeyError as e:
    r_direct = (type(e).__name__, e.args[0])
r_list_key = None
try:
    REG.get(["gemm", "f16"])
except TypeError as e:
    r_list_key = type(e).__name__
r_count = len(REG)
r_ops = sorted({op for op, _ in REG})
