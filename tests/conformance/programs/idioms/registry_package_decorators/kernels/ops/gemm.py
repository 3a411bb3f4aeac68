from ..registry import register

@register("gemm_bf16")
def gemm_bf16(m, n, k):
    return 2 * m * n * k

@register("gemm_fp8", dtypes=["fp8", "bf16"])
def gemm_fp8(m, n, k):
    return m * n * k
