# probe: a registry decorator that forgets to return fn: the name becomes None, the registry still holds it
# inputs
name = "gemm"
# body
REG = {}
def register(key):
    def deco(fn):
        REG[key] = fn
    return deco
@register(name)
def run_gemm(x):
    return x + 1
r_name_none = run_gemm is None
r_reg = REG[name](1)
try:
    run_gemm(1)
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
r_callable = callable(run_gemm)
r_callable_reg = callable(REG[name])
r_fname = REG[name].__name__
