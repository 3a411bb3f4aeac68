"""MoE grouped GEMM, contiguous layout: each expert's rows sit in one align_m-padded block of A."""

import torch

import halops
from core.metrics import metrics_row
from core.refcheck import check_close
from core.timing import bench
from kernel.gemm.common import filter_backends, gemm_flops, gemm_row
from kernel.gemm.quant import check_mode, make_operands, operand_bytes


def _build_inputs(mode, num_experts, max_m, n, k, align_m):
    # One align_m block per expert is reserved for padding; the rest are real tokens.
    per_expert = max_m // num_experts - align_m
    if per_expert <= 0:
        raise ValueError(f"per_expert<=0: max_m={max_m} leaves no tokens for {num_experts} experts "
                         f"after align_m={align_m} padding")
    padded = -(-per_expert // align_m) * align_m
    ops = make_operands(mode, num_experts * padded, num_experts * n, k)
    ops["b"] = ops["b"].view(num_experts, n, -1)
    ops["m_indices"] = torch.arange(num_experts, device="cuda", dtype=torch.int32).repeat_interleave(padded)
    return ops, per_expert, padded


def adapt_halops(ops, mode):
    return ops


def adapt_deepgemm(ops, mode):
    if mode == "w4a4-nvfp4":
        raise NotImplementedError("deepgemm m_grouped contiguous has no NVFP4 kernel")
    return ops


def adapt_cutlass_grouped(ops, mode):
    return dict(ops, b=ops["b"].transpose(1, 2))


def adapt_golden(ops, mode):
    return {"a": ops["a_ref"], "b": ops["b_ref"].view(ops["b"].shape[0], ops["b"].shape[1], -1),
            "m_indices": ops["m_indices"]}


def _golden(ops):
    b_rows = ops["b"][ops["m_indices"].long()]
    return torch.einsum("mk,mnk->mn", ops["a"], b_rows)


def _get_backends():
    registry = {
        "halops": (adapt_halops, lambda ops: halops.grouped_gemm_contiguous(ops)),
        "cutlass_grouped": (adapt_cutlass_grouped, lambda ops: halops.cutlass_grouped_gemm(ops)),
        "golden": (adapt_golden, _golden),
    }
    try:
        import deep_gemm
        registry["deepgemm"] = (adapt_deepgemm, lambda ops: deep_gemm.m_grouped_fp8_gemm_nt_contiguous(
            (ops["a"], ops["a_scale"]), (ops["b"], ops["b_scale"]), ops["m_indices"]))
    except ImportError:
        registry["deepgemm"] = (adapt_deepgemm, None)
    return registry


def run_scenario(cfg, gpu_spec):
    mode = cfg["mode"]
    check_mode(mode)
    shapes = cfg["shapes"]
    align_m = cfg.get("align_m", 128)
    refcheck = cfg.get("refcheck", True)
    reference = cfg.get("refcheck_reference", "golden")
    cold_l2_cache = cfg.get("cold_l2_cache", True)
    use_cuda_graph = cfg.get("use_cuda_graph", False)
    batch = cfg["batch_size"]
    registry = _get_backends()
    names = filter_backends(cfg.get("backends", ["halops", "deepgemm"]), cfg["backend_filter"], reference)
    if refcheck and reference not in registry:
        raise ValueError(f"refcheck_reference {reference!r} is not a grouped_contiguous backend")

    rows = []
    for shape in shapes:
        num_experts, max_m, n, k = shape
        ops, per_expert, padded = _build_inputs(mode, num_experts, max_m, n, k, align_m)
        point = {"batch_size": batch, "num_experts": num_experts, "max_m": max_m, "n": n, "k": k,
                 "per_expert": per_expert, "mode": mode}
        ref_out = None
        if refcheck:
            ref_adapt, ref_run = registry[reference]
            ref_out = ref_run(ref_adapt(ops, mode))
        flops = gemm_flops(num_experts * padded, n, k)
        io_bytes = operand_bytes(mode, num_experts * padded, num_experts * n, k)
        baseline = None
        for name in names:
            if name not in registry:
                raise ValueError(f"unknown backend {name!r} for grouped_contiguous")
            adapt, run = registry[name]
            try:
                args = adapt(ops, mode)
                if run is None:
                    raise RuntimeError(f"{name} is not installed")
                time_us = bench(lambda: run(args), cfg["dry_run_iters"], cfg["repeat_iters"],
                                cold_l2_cache=cold_l2_cache, use_cuda_graph=use_cuda_graph)
            except (NotImplementedError, RuntimeError) as e:
                print(f"[grouped_contiguous] {name} failed: {e}")
                continue
            # The first backend that runs is the baseline every speedup is measured against.
            if baseline is None:
                baseline = time_us
            ok, max_err = (None, None) if ref_out is None else check_close(run(args), ref_out, 1e-1, 1e-1)
            metrics = metrics_row(gpu_spec, mode, flops, io_bytes, time_us)
            rows.append(gemm_row("grouped_contiguous", point, name, metrics, ok, max_err,
                                 round(baseline / time_us, 3)))
    return rows
