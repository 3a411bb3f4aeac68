__all__ = ["gemm", "helper"]
attn = "shadowed"
def helper():
    return "helper"
