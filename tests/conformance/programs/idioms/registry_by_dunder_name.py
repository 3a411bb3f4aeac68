# probe: a registry keyed by fn.__name__ after other decorators: functools.wraps keeps the name, a wrapper without it registers "wrapper" twice (the later wins), lambdas register as "<lambda>", a partial has no __name__ (AttributeError)
# inputs
scale = 3
# body
import functools
REG = {}
def register(fn):
    REG[fn.__name__] = fn
    return fn
def timed(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
def untimed(fn):
    def wrapper(*a, **k):
        return fn(*a, **k) * 10
    return wrapper
@register
@timed
def gemm(x):
    return x * scale
@register
@untimed
def attn(x):
    return x + 1
@register
@untimed
def norm(x):
    return -x
register(lambda x: x)
r_keys = list(REG)
r_wrapper = REG["wrapper"](1)
r_gemm = REG["gemm"](2)
r_wrapped = REG["gemm"].__wrapped__(2)
r_qualname = [gemm.__qualname__, attn.__qualname__]
try:
    register(functools.partial(gemm, 1))
    r_partial = "ok"
except AttributeError as e:
    r_partial = type(e).__name__
r_doc = (gemm.__doc__, attn.__name__)
