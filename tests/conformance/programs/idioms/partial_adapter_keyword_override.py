# probe: functools.partial adapters with keyword overrides at call time, positional pre-binding, partial of partial flattening, keywords/args attrs, duplicate positional error
# inputs
m = 16
scale = 3
# body
import functools
def kernel(m, n=8, *, dtype="f32", scale=1):
    return (m, n, dtype, m * n * scale)
fp16 = functools.partial(kernel, dtype="f16")
r_plain = fp16(m)
r_override = fp16(m, dtype="bf16")
r_kw = fp16(m, scale=scale)
fixed_m = functools.partial(kernel, m)
r_fixed = fixed_m(2)
try:
    fixed_m(m=4)
    r_dup = "ok"
except TypeError as e:
    r_dup = type(e).__name__
both = functools.partial(fp16, scale=scale)
r_both = both(m, n=1)
r_flat = (both.func is kernel, both.keywords, both.args)
r_fixed_attrs = (fixed_m.args, fixed_m.keywords)
adapters = {name: functools.partial(kernel, dtype=name) for name in ("f16", "f32")}
r_adapters = {k: f(m)[3] for k, f in adapters.items()}
try:
    functools.partial(kernel, bogus=1)(m)
    r_bogus = "ok"
except TypeError as e:
    r_bogus = type(e).__name__
