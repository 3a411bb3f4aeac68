"""Dense (non-paged) prefill attention over full sequences."""

import torch

import halops
from core.metrics import metrics_row
from core.refcheck import check_close, tolerances
from core.timing import bench
from kernel.attention.common import _move_to_front, attention_flops, result_row


def _build_inputs(cfg, seq_len, dtype):
    batch = cfg["batch_size"]
    num_q_heads = cfg.get("num_q_heads", 32)
    num_kv_heads = cfg.get("num_kv_heads", 8)
    head_dim = cfg.get("head_dim", 128)
    q = torch.randn(batch, seq_len, num_q_heads, head_dim, device="cuda", dtype=dtype)
    k = torch.randn(batch, seq_len, num_kv_heads, head_dim, device="cuda", dtype=dtype)
    v = torch.randn(batch, seq_len, num_kv_heads, head_dim, device="cuda", dtype=dtype)
    return q, k, v


# Adapters are optional and found by name: adapt_<backend> with "-" spelled "_".

def adapt_fa2(inputs, dtype):
    if dtype in (torch.float8_e4m3fn, torch.float8_e5m2):
        raise NotImplementedError("fa2 prefill has no FP8 path; use fa3 or halops")
    return inputs


def adapt_sdpa(inputs, dtype):
    # SDPA wants [batch, heads, seq, dim] and equal head counts.
    q, k, v = (t.transpose(1, 2) for t in inputs)
    group = q.shape[1] // k.shape[1]
    return q, k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)


def adapt_cudnn(inputs, dtype):
    return adapt_sdpa(inputs, dtype)


def adapt_golden(inputs, dtype):
    return adapt_sdpa(tuple(t.float() for t in inputs), dtype)


def _sdpa(inputs, causal):
    q, k, v = inputs
    return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal).transpose(1, 2)


def _get_backends():
    registry = {
        "halops": lambda x, causal: halops.prefill(x[0], x[1], x[2], causal=causal),
        "sdpa": _sdpa,
        "golden": _sdpa,
    }
    try:
        import flash_attn
        registry["fa2"] = lambda x, causal: flash_attn.flash_attn_func(x[0], x[1], x[2], causal=causal)
    except ImportError:
        registry["fa2"] = None
    try:
        import flash_attn_interface
        registry["fa3"] = lambda x, causal: flash_attn_interface.flash_attn_func(x[0], x[1], x[2], causal=causal)[0]
    except ImportError:
        registry["fa3"] = None
    registry["cudnn"] = _sdpa
    return registry


def run_scenario(cfg, gpu_spec):
    dtype_name = cfg["dtype"]
    dtype = getattr(torch, dtype_name)
    num_q_heads = cfg.get("num_q_heads", 32)
    num_kv_heads = cfg.get("num_kv_heads", 8)
    head_dim = cfg.get("head_dim", 128)
    causal = cfg.get("causal", True)
    refcheck = cfg.get("refcheck", True)
    reference = cfg.get("refcheck_reference", "golden")
    cold_l2_cache = cfg.get("cold_l2_cache", True)
    use_cuda_graph = cfg.get("use_cuda_graph", False)
    batch = cfg["batch_size"]

    registry = _get_backends()
    names = _move_to_front(cfg.get("backends", ["halops"]), "halops")
    if cfg["backend_filter"]:
        names = [n for n in names if n == cfg["backend_filter"]]
    atol, rtol = tolerances(dtype_name)

    rows = []
    for seq_len in cfg["seq_lens"]:
        inputs = _build_inputs(cfg, seq_len, dtype)
        point = {"batch_size": batch, "seq_len": seq_len, "num_q_heads": num_q_heads,
                 "num_kv_heads": num_kv_heads, "head_dim": head_dim, "dtype": dtype_name, "causal": causal}
        ref_out = None
        if refcheck:
            if reference not in registry:
                raise ValueError(f"refcheck_reference {reference!r} is not a prefill_dense backend")
            ref_adapter = globals().get("adapt_" + reference.replace("-", "_"))
            ref_out = registry[reference](ref_adapter(inputs, dtype) if ref_adapter else inputs, causal)
        flops = attention_flops(batch, num_q_heads, seq_len, seq_len, head_dim, causal=causal)
        io_bytes = batch * seq_len * (2 * num_q_heads + 2 * num_kv_heads) * head_dim * dtype.itemsize
        for name in names:
            if name not in registry:
                raise ValueError(f"unknown backend {name}")
            adapter = globals().get("adapt_" + name.replace("-", "_"))
            args = adapter(inputs, dtype) if adapter else inputs
            run = registry[name]
            if run is None:
                print(f"[prefill_dense] skip {name}: not installed")
                continue
            time_us = bench(lambda: run(args, causal), cfg["dry_run_iters"], cfg["repeat_iters"],
                            cold_l2_cache=cold_l2_cache, use_cuda_graph=use_cuda_graph)
            ok, max_err = None, None
            if ref_out is not None:
                ok, max_err = check_close(run(args, causal), ref_out, atol, rtol)
            metrics = metrics_row(gpu_spec, dtype_name, flops, io_bytes, time_us)
            rows.append(result_row("prefill_dense", point, name, time_us, metrics, ok, max_err))
    return rows
