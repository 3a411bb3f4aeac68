"""Dense GEMM D[M, N] = A[M, K] @ B[N, K]^T, optionally batched, in bf16 / MXFP8 / NVFP4."""

import torch

import halops
from core.metrics import metrics_row
from core.refcheck import check_close
from core.timing import bench
from kernel.gemm.common import common_settings, filter_backends, gemm_flops, gemm_row
from kernel.gemm.quant import MODES, check_mode, make_operands, operand_bytes

_TOL = {"bf16": (1e-2, 1e-2), "w8a8-mxfp8": (5e-2, 5e-2), "w4a4-nvfp4": (1e-1, 1e-1)}


def adapt_halops(ops, mode):
    return ops


def adapt_cublas(ops, mode):
    if mode == "w4a4-nvfp4":
        raise NotImplementedError("cublasLt has no NVFP4 path wired up in this harness")
    return ops


def adapt_cutlass(ops, mode):
    return dict(ops, b=ops["b"].t())


def adapt_deepgemm(ops, mode):
    if mode not in ("w8a8-mxfp8", "bf16"):
        raise NotImplementedError(f"deepgemm dense does not support {mode}")
    return ops


def adapt_torch(ops, mode):
    if MODES[mode]["dtype"].startswith("float4"):
        raise NotImplementedError("torch._scaled_mm cannot take packed FP4 operands")
    return ops


def adapt_golden(ops, mode):
    return {"a": ops["a_ref"], "b": ops["b_ref"]}


ADAPTERS = {
    "halops": adapt_halops,
    "cublas": adapt_cublas,
    "cutlass": adapt_cutlass,
    "deepgemm": adapt_deepgemm,
    "torch": adapt_torch,
    "golden": adapt_golden,
}


def _run_torch(ops):
    if ops["a_scale"] is None:
        return ops["a"] @ ops["b"].t()
    return torch._scaled_mm(ops["a"], ops["b"].t(), ops["a_scale"], ops["b_scale"], out_dtype=torch.bfloat16)


def _get_backends():
    registry = {
        "halops": lambda ops: halops.gemm(ops["a"], ops["b"], ops["a_scale"], ops["b_scale"]),
        "cublas": _run_torch,
        "torch": _run_torch,
        "golden": lambda ops: ops["a"] @ ops["b"].t(),
    }
    try:
        import cutlass_gemm
        registry["cutlass"] = lambda ops: cutlass_gemm.gemm(ops["a"], ops["b"], ops["a_scale"], ops["b_scale"])
    except ImportError:
        registry["cutlass"] = None
    try:
        import deep_gemm
        registry["deepgemm"] = lambda ops: deep_gemm.fp8_gemm_nt((ops["a"], ops["a_scale"]), (ops["b"], ops["b_scale"]))
    except ImportError:
        registry["deepgemm"] = None
    return registry


def run_scenario(cfg, gpu_spec):
    mode = cfg["mode"]
    check_mode(mode)
    settings = common_settings(cfg)
    batch = settings["batch_size"]
    reference = settings["refcheck_reference"]
    registry = _get_backends()
    names = filter_backends(cfg.get("backends", ["halops"]), cfg["backend_filter"], reference)
    atol, rtol = _TOL[mode]

    rows = []
    for m, n, k in cfg["shapes"]:
        ops = make_operands(mode, batch * m, n, k)
        point = {"batch_size": batch, "m": m, "n": n, "k": k, "mode": mode}
        ref_out = None
        if settings["refcheck"]:
            if reference not in registry:
                raise ValueError(f"refcheck_reference {reference!r} is not a dense backend")
            ref_out = registry[reference](ADAPTERS[reference](ops, mode))
        flops = gemm_flops(batch * m, n, k)
        baseline_us = None
        for name in names:
            if name not in registry:
                raise ValueError(f"unknown backend {name!r}; known: {sorted(registry)}")
            args = ADAPTERS[name](ops, mode)
            run = registry[name]
            if run is None:
                print(f"[dense] skip {name}: not installed")
                continue
            time_us = bench(lambda: run(args), settings["dry_run_iters"], settings["repeat_iters"],
                            cold_l2_cache=settings["cold_l2_cache"], use_cuda_graph=settings["use_cuda_graph"])
            if baseline_us is None:
                baseline_us = time_us
            ok, max_err = (None, None) if ref_out is None else check_close(run(args), ref_out, atol, rtol)
            metrics = metrics_row(gpu_spec, mode, flops, operand_bytes(mode, batch * m, n, k), time_us)
            rows.append(gemm_row("dense", point, name, metrics, ok, max_err, round(baseline_us / time_us, 3)))
    return rows
