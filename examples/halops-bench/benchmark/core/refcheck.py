"""Correctness check of a backend's output against the reference backend's."""

import torch

DEFAULT_TOL = {
    "bfloat16": (1e-2, 1e-2),
    "float16": (1e-3, 1e-3),
    "float8_e4m3fn": (6e-2, 6e-2),
    "float8_e5m2": (1.2e-1, 1.2e-1),
}


def tolerances(dtype_name):
    return DEFAULT_TOL.get(dtype_name, (1e-2, 1e-2))


def check_close(out, ref, atol, rtol):
    """Return (ok, max_abs_err). Compares in fp32 so FP8/FP4 outputs can be checked."""
    out = out.float()
    ref = ref.float()
    diff = (out - ref).abs()
    max_err = diff.max().item() if diff.numel() else 0.0
    ok = bool(torch.all(diff <= atol + rtol * ref.abs()).item())
    return ok, max_err
