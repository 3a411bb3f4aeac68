"""MoE grouped GEMM, masked layout: A is [num_experts, max_m, K]; only the first masked_m[e] rows count."""

import torch

import halops
from core.metrics import metrics_row
from core.refcheck import check_close
from core.timing import bench
from kernel.gemm.common import common_settings, filter_backends, gemm_flops, gemm_row
from kernel.gemm.quant import check_mode, make_operands, operand_bytes


def _build_inputs(mode, num_experts, max_m, n, k, expected_m):
    ops = make_operands(mode, num_experts * max_m, num_experts * n, k)
    ops["a"] = ops["a"].view(num_experts, max_m, -1)
    ops["b"] = ops["b"].view(num_experts, n, -1)
    # Uneven routing around expected_m, clipped to the buffer.
    jitter = torch.randint(-expected_m // 4, expected_m // 4 + 1, (num_experts,), device="cuda")
    ops["masked_m"] = (expected_m + jitter).clamp(0, max_m).to(torch.int32)
    ops["expected_m"] = expected_m
    return ops


def adapt_halops(ops, mode):
    return ops


def adapt_deepgemm(ops, mode):
    if mode == "w4a4-nvfp4":
        raise NotImplementedError("deepgemm m_grouped masked has no NVFP4 kernel")
    return ops


def adapt_cutlass_grouped(ops, mode):
    if mode == "bf16":
        raise NotImplementedError("cutlass_grouped masked is only built for block-scaled modes")
    return ops


def adapt_golden(ops, mode):
    e, max_m, _ = ops["a"].shape
    return {"a": ops["a_ref"].view(e, max_m, -1), "b": ops["b_ref"].view(e, ops["b"].shape[1], -1),
            "masked_m": ops["masked_m"]}


def _golden(ops):
    out = torch.einsum("emk,enk->emn", ops["a"], ops["b"])
    rows = torch.arange(out.shape[1], device=out.device)[None, :, None]
    return out.masked_fill(rows >= ops["masked_m"][:, None, None], 0.0)


def _get_backends():
    registry = {
        "halops": (adapt_halops, lambda ops: halops.grouped_gemm_masked(ops)),
        "cutlass_grouped": (adapt_cutlass_grouped, lambda ops: halops.cutlass_grouped_gemm_masked(ops)),
        "golden": (adapt_golden, _golden),
    }
    try:
        import deep_gemm
        registry["deepgemm"] = (adapt_deepgemm, lambda ops: deep_gemm.m_grouped_fp8_gemm_nt_masked(
            (ops["a"], ops["a_scale"]), (ops["b"], ops["b_scale"]), ops["masked_m"], ops["expected_m"]))
    except ImportError:
        registry["deepgemm"] = (adapt_deepgemm, None)
    return registry


def run_scenario(cfg, gpu_spec):
    mode = cfg["mode"]
    check_mode(mode)
    ratio = cfg.get("expected_m_ratio", 0.5)
    if not 0 < ratio <= 1:
        raise ValueError(f"expected_m_ratio must be in (0, 1], got {ratio}")
    s = common_settings(cfg)
    registry = _get_backends()
    names = filter_backends(cfg.get("backends", ["halops"]), cfg["backend_filter"], s["refcheck_reference"])
    if s["refcheck"] and s["refcheck_reference"] not in registry:
        raise ValueError(f"refcheck_reference {s['refcheck_reference']!r} is not a group_masked backend")

    rows = []
    for num_experts, max_m, n, k in cfg["shapes"]:
        expected_m = max(1, int(max_m * ratio))
        ops = _build_inputs(mode, num_experts, max_m, n, k, expected_m)
        point = {"batch_size": s["batch_size"], "num_experts": num_experts, "max_m": max_m,
                 "n": n, "k": k, "expected_m": expected_m, "mode": mode}
        ref_out = None
        if s["refcheck"]:
            ref_adapt, ref_run = registry[s["refcheck_reference"]]
            ref_out = ref_run(ref_adapt(ops, mode))
        flops = gemm_flops(expected_m, n, k, groups=num_experts)
        io_bytes = operand_bytes(mode, num_experts * expected_m, num_experts * n, k)
        baseline_us = None
        for name in names:
            if name not in registry:
                raise ValueError(f"unknown backend {name!r} for group_masked")
            adapt, run = registry[name]
            args = adapt(ops, mode)
            if run is None:
                print(f"[group_masked] skip {name}: not installed")
                continue
            time_us = bench(lambda: run(args), s["dry_run_iters"], s["repeat_iters"],
                            cold_l2_cache=s["cold_l2_cache"], use_cuda_graph=s["use_cuda_graph"])
            baseline_us = baseline_us or time_us
            ok, max_err = (None, None) if ref_out is None else check_close(run(args), ref_out, 1e-1, 1e-1)
            metrics = metrics_row(gpu_spec, mode, flops, io_bytes, time_us)
            rows.append(gemm_row("group_masked", point, name, metrics, ok, max_err,
                                 round(baseline_us / time_us, 3)))
    return rows
