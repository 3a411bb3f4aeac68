"""Operand construction per GEMM mode: bf16, W8A8 MXFP8 (1x32 e8m0 scales), W4A4 NVFP4 (1x16 e4m3 scales)."""

import torch

MODES = {
    "bf16": {"k_align": 8, "dtype": "bfloat16", "scale_dtype": None, "block": None},
    "w8a8-mxfp8": {"k_align": 32, "dtype": "float8_e4m3fn", "scale_dtype": "float8_e8m0fnu", "block": 32},
    "w4a4-nvfp4": {"k_align": 32, "dtype": "float4_e2m1fn_x2", "scale_dtype": "float8_e4m3fn", "block": 16},
}

# The 16 E2M1 code points, used to dequantize packed NVFP4 for the golden reference.
_E2M1_VALUES = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0)


def check_mode(mode):
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; expected one of {list(MODES)}")


def _make_bf16(m, n, k):
    # TMA needs 16-byte aligned rows.
    assert k % MODES["bf16"]["k_align"] == 0, f"bf16 K={k} must be a multiple of {MODES['bf16']['k_align']}"
    a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(n, k, device="cuda", dtype=torch.bfloat16)
    return {"a": a, "b": b, "a_scale": None, "b_scale": None, "a_ref": a.float(), "b_ref": b.float()}


def _make_w8a8_mxfp8(m, n, k):
    block = MODES["w8a8-mxfp8"]["block"]
    assert k % MODES["w8a8-mxfp8"]["k_align"] == 0, f"w8a8-mxfp8 K={k} must be a multiple of 32"
    a = torch.randn(m, k, device="cuda").to(torch.float8_e4m3fn)
    b = torch.randn(n, k, device="cuda").to(torch.float8_e4m3fn)
    # Unit scales (e8m0 exponent 127 == 2**0) keep the reference exact.
    a_scale = torch.full((m, k // block), 127, device="cuda", dtype=torch.uint8).view(torch.float8_e8m0fnu)
    b_scale = torch.full((n, k // block), 127, device="cuda", dtype=torch.uint8).view(torch.float8_e8m0fnu)
    return {"a": a, "b": b, "a_scale": a_scale, "b_scale": b_scale, "a_ref": a.float(), "b_ref": b.float()}


def _unpack_e2m1(packed):
    table = torch.tensor(_E2M1_VALUES, device=packed.device)
    lo, hi = packed & 0xF, packed >> 4
    return torch.stack([table[lo.long()], table[hi.long()]], dim=-1).flatten(-2)


def _make_w4a4_nvfp4(m, n, k):
    assert k % 32 == 0, f"w4a4-nvfp4 K={k} must be a multiple of 32 (16-element blocks, 2 values per byte)"
    assert n % 2 == 0, f"w4a4-nvfp4 N={n} must be even (weight scales are swizzled in row pairs)"
    block = MODES["w4a4-nvfp4"]["block"]
    a_codes = torch.randint(0, 256, (m, k // 2), device="cuda", dtype=torch.uint8)
    b_codes = torch.randint(0, 256, (n, k // 2), device="cuda", dtype=torch.uint8)
    a_scale = torch.ones(m, k // block, device="cuda").to(torch.float8_e4m3fn)
    b_scale = torch.ones(n, k // block, device="cuda").to(torch.float8_e4m3fn)
    return {"a": a_codes.view(torch.float4_e2m1fn_x2), "b": b_codes.view(torch.float4_e2m1fn_x2),
            "a_scale": a_scale, "b_scale": b_scale,
            "a_ref": _unpack_e2m1(a_codes), "b_ref": _unpack_e2m1(b_codes)}


_MAKERS = {"bf16": _make_bf16, "w8a8-mxfp8": _make_w8a8_mxfp8, "w4a4-nvfp4": _make_w4a4_nvfp4}


def make_operands(mode, m, n, k):
    check_mode(mode)
    return _MAKERS[mode](m, n, k)


def operand_bytes(mode, m, n, k):
    bits = {"bf16": 16, "w8a8-mxfp8": 8, "w4a4-nvfp4": 4}[mode]
    return (m * k + n * k) * bits // 8 + m * n * 2
