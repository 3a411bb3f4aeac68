# probe: a registry decorator that registers only when a flag is set, with keys made from an input prefix
# inputs
enable_exp = False
prefix = "op"
# body
REG = {}
def register(name, experimental=False):
    def deco(fn):
        if experimental and not enable_exp:
            return fn
        REG[f"{prefix}_{name}"] = fn
        return fn
    return deco
@register("add")
def add(a, b):
    return a + b
@register("mul", experimental=True)
def mul(a, b):
    return a * b
@register("sub")
def sub(a, b):
    return a - b
r_keys = sorted(REG)
r_len = len(REG)
r_has_mul = "op_mul" in REG
r_calls = {k: f(6, 3) for k, f in REG.items()}
r_mul_direct = mul(2, 5)
r_get = REG.get("op_add", None) is add
