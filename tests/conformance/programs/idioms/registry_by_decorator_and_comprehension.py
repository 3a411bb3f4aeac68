# probe: kernel registries filled by decorators (one forgetting to return the function, one registering twice), then read through dict comprehensions, sorted keys and filtered views
# inputs
wanted = "gemm"
dtypes = ["bf16", "fp8", "fp32"]
# body
KERNELS = {}
ALIASES = {}
def register(name, *aliases, dtypes=("bf16",)):
    def deco(fn):
        if name in KERNELS:
            raise KeyError(f"duplicate kernel {name!r}")
        KERNELS[name] = {"fn": fn, "dtypes": tuple(dtypes)}
        for a in aliases:
            ALIASES[a] = name
        return fn
    return deco
def register_noreturn(name):
    def deco(fn):
        KERNELS[name] = {"fn": fn, "dtypes": ()}
    return deco
@register("gemm", "matmul", "mm", dtypes=("bf16", "fp8"))
def gemm(m, n, k):
    return 2 * m * n * k
@register("attn", dtypes=["bf16"])
def attn(b, s):
    return 4 * b * s * s
@register_noreturn("norm")
def norm(x):
    return x
r_norm_is_none = norm is None
r_names = sorted(KERNELS)
r_aliases = dict(sorted(ALIASES.items(), key=lambda kv: kv[1] + kv[0]))
r_support = {name: [d for d in dtypes if d in spec["dtypes"]] for name, spec in KERNELS.items()}
r_by_dtype = {d: sorted(n for n, s in KERNELS.items() if d in s["dtypes"]) for d in dtypes}
r_nonempty = {d: ns for d, ns in r_by_dtype.items() if ns}
resolve = lambda n: ALIASES.get(n, n)
r_resolved = [resolve(n) for n in ("mm", "matmul", "gemm", "conv")]
r_call = KERNELS[resolve(wanted)]["fn"](2, 3, 4)
r_call_alias = KERNELS[resolve("mm")]["fn"](1, 1, 1)
r_fn_names = {n: s["fn"].__name__ for n, s in KERNELS.items()}
r_inverse = {v: k for k, v in ALIASES.items()}
r_count = {n: len(s["dtypes"]) for n, s in KERNELS.items() if s["dtypes"]}
r_gemm2_bound = "gemm2" in dir()
try:
    @register("gemm")
    def gemm2(m, n, k):
        return 0
except KeyError as e:
    r_dup = (type(e).__name__, str(e), e.args[0])
