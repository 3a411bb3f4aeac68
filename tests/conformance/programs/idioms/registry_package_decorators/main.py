# probe: a kernel registry in a package filled at import time by decorators in submodules (relative imports `from ..registry import register`, `from .. import registry`), read by dtype; a duplicate registration raising ValueError
# inputs
dtype = "fp8"
shape = (64, 32, 16)
# body
import kernels
from kernels import REGISTRY, ORDER
r_order = list(ORDER)
r_for_dtype = [n for n in ORDER if dtype in REGISTRY[n]["dtypes"]]
r_flops = {n: REGISTRY[n]["fn"](*shape) for n in ORDER if n.startswith("gemm")}
r_default_is = kernels.default_gemm is REGISTRY["gemm_bf16"]["fn"]
r_here = kernels.ops.attention.REGISTERED_HERE
r_submodules = sorted(n for n in vars(kernels.ops) if not n.startswith("_"))
try:
    @kernels.register("gemm_bf16")
    def again(m, n, k):
        return 0
    r_dup = "ok"
except ValueError as e:
    r_dup = type(e).__name__
r_len_after = len(REGISTRY)
