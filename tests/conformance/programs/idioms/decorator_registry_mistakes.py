# probe: registry decorators written wrong: one forgetting `return fn`, one used without its parentheses, one wrapping without functools.wraps
# inputs
name = "gemm"
# body
import functools
REG = {}
def register(key):
    def deco(fn):
        REG[key] = fn
    return deco
@register("gemm")
def gemm():
    return 1
r_gemm_bound = gemm
r_reg_call = REG[name]()
try:
    gemm()
    r_call_none = "ok"
except TypeError as e:
    r_call_none = type(e).__name__
REG2 = {}
def register2(key):
    def deco(fn):
        REG2[key] = fn
        return fn
    return deco
@register2
def attn():
    return 2
r_reg2 = list(REG2)
r_attn_name = attn.__name__
r_attn_after = attn(lambda: 3)
r_reg2_after = [k if isinstance(k, str) else k.__name__ for k in REG2]
def timed(fn):
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
def timed_wraps(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
BY_NAME = {}
for f in (timed(gemm.__class__), ):
    pass
@timed
def softmax():
    return 4
@timed_wraps
def layernorm():
    return 5
BY_NAME[softmax.__name__] = softmax
BY_NAME[layernorm.__name__] = layernorm
r_by_name = sorted(BY_NAME)
r_wrapped = layernorm.__wrapped__()
r_qual = softmax.__qualname__
