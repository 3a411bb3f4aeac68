# probe: from an absent module, names cannot be imported (guarded)
# inputs
fallback = 0
# body
try:
    from absent_kernels_xyz import gemm, attn
    r_path = "imported"
except ImportError:
    gemm = attn = None
    r_path = "fallback"
r_gemm_none = gemm is None
r_value = fallback if gemm is None else 1
