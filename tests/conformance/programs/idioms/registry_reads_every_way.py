# probe: a decorator-filled registry read every way a harness does: len, sorted, list order, in, get, [] KeyError, pop, items, keys minus a set, copy, ** into a call and a dict display, equality
# inputs
want = "attn"
# body
REG = {}
def register(name):
    def deco(fn):
        REG[name] = fn
        return fn
    return deco
@register("gemm")
def gemm(x):
    return x * 2
@register("attn")
def attn(x):
    return x + 1
@register("norm")
def norm(x):
    return -x
r_len = len(REG)
r_sorted = sorted(REG)
r_order = list(REG)
r_in = want in REG
r_get = REG.get(want, lambda x: None)(5)
try:
    r_idx = REG["norm"](3)
except KeyError as e:
    r_idx = type(e).__name__
r_items = [(k, f(1)) for k, f in REG.items()]
r_minus = sorted(REG.keys() - {"gemm"})
r_copy_len = len(dict(REG))
def take(gemm=None, attn=None, norm=None):
    return [k for k, v in (("gemm", gemm), ("attn", attn), ("norm", norm)) if v is not None]
r_splat = take(**REG)
r_display = sorted({**REG, "extra": None})
r_eq = REG == {"gemm": gemm, "attn": attn, "norm": norm}
r_pop = REG.pop("gemm", None) is not None
r_after_pop = list(REG)
