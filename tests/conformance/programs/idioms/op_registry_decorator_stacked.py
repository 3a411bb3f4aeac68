# probe: stacked registration decorators registering one function under several (op, dtype) keys; decorator returning the function vs a wrapper; registry count
# inputs
dtypes = ["f16", "bf16"]
# body
import functools
REG = {}
def register(op, *dts):
    def deco(fn):
        for d in dts or (None,):
            REG[(op, d)] = fn
        return fn
    return deco
def traced(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return ("traced", fn(*a, **k))
    return wrapper
@register("add", *dtypes)
@register("add", "f32")
def add(x, y):
    return x + y
@register("mul")
@traced
def mul(x, y):
    return x * y
r_keys = [k for k in REG]
r_same = REG[("add", "f16")] is REG[("add", "f32")] is add
r_add = REG[("add", "bf16")](2, 3)
r_mul = REG[("mul", None)](2, 3)
r_mul_name = REG[("mul", None)].__name__
r_wrapped = mul.__wrapped__(2, 3)
r_lookup = [REG.get(("add", d), REG.get(("mul", None)))(3, 4) for d in ["f16", "i8"]]
