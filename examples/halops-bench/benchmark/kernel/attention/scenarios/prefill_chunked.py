"""Chunked prefill: a new chunk of queries attends to a cached prefix plus itself (causal within the chunk)."""

import torch

import halops
from core.metrics import metrics_row
from core.refcheck import check_close, tolerances
from core.timing import bench
from kernel.attention.common import attention_flops, resolve_torch_dtype, result_row, select_backends

# The HALOps chunked-prefill kernel tiles the chunk in 64-row blocks and has no tail handling.
CHUNK_ALIGN = 64


def build_inputs(cfg, prefix_len, chunk_len, dtype):
    batch = cfg["batch_size"]
    num_q_heads = cfg.get("num_q_heads", 32)
    num_kv_heads = cfg.get("num_kv_heads", 8)
    head_dim = cfg.get("head_dim", 128)
    assert prefix_len >= 0, f"prefix_len must be >= 0, got {prefix_len}"
    assert chunk_len % CHUNK_ALIGN == 0, f"chunk_len={chunk_len} must be a multiple of {CHUNK_ALIGN}"

    kv_len = prefix_len + chunk_len
    q = torch.randn(batch * chunk_len, num_q_heads, head_dim, device="cuda").to(dtype)
    k = torch.randn(batch * kv_len, num_kv_heads, head_dim, device="cuda").to(dtype)
    v = torch.randn(batch * kv_len, num_kv_heads, head_dim, device="cuda").to(dtype)
    cu_q = torch.arange(0, batch + 1, device="cuda", dtype=torch.int32) * chunk_len
    cu_kv = torch.arange(0, batch + 1, device="cuda", dtype=torch.int32) * kv_len
    return {"q": q, "k": k, "v": v, "cu_q": cu_q, "cu_kv": cu_kv,
            "max_q": chunk_len, "max_kv": kv_len, "sm_scale": head_dim ** -0.5}


def _adapt_fi(inputs, dtype):
    if dtype.itemsize == 1:
        raise NotImplementedError("flashinfer ragged prefill takes FP16/BF16 queries only")
    return dict(inputs, qo_indptr=inputs["cu_q"], kv_indptr=inputs["cu_kv"])


ADAPTERS = {
    "halops": lambda x, d: x,
    "fa3": lambda x, d: dict(x, k=x["k"].contiguous(), v=x["v"].contiguous()),
    "fi": _adapt_fi,
    "golden": lambda x, d: {k: v.float() if torch.is_tensor(v) and v.is_floating_point() else v
                            for k, v in x.items()},
}


def _golden(a):
    out = []
    for b in range(len(a["cu_q"]) - 1):
        q = a["q"][a["cu_q"][b]:a["cu_q"][b + 1]].transpose(0, 1)
        k = a["k"][a["cu_kv"][b]:a["cu_kv"][b + 1]].transpose(0, 1)
        v = a["v"][a["cu_kv"][b]:a["cu_kv"][b + 1]].transpose(0, 1)
        group = q.shape[0] // k.shape[0]
        k, v = k.repeat_interleave(group, 0), v.repeat_interleave(group, 0)
        scores = (q @ k.transpose(1, 2)) * a["sm_scale"]
        visible = torch.ones(a["max_q"], a["max_kv"], dtype=torch.bool, device=q.device)
        scores = scores.masked_fill(~visible.tril(a["max_kv"] - a["max_q"]), float("-inf"))
        out.append((scores.softmax(-1) @ v).transpose(0, 1))
    return torch.cat(out)


def _get_backends():
    registry = {"halops": lambda a: halops.chunked_prefill(a), "golden": _golden}
    try:
        import flash_attn_interface
        registry["fa3"] = lambda a: flash_attn_interface.flash_attn_varlen_func(
            a["q"], a["k"], a["v"], a["cu_q"], a["cu_kv"], a["max_q"], a["max_kv"], causal=True)[0]
    except ImportError:
        registry["fa3"] = None
    try:
        import flashinfer
        registry["fi"] = lambda a: flashinfer.prefill.single_prefill_with_kv_cache(a["q"], a["k"], a["v"])
    except ImportError:
        registry["fi"] = None
    return registry


def run_scenario(cfg, gpu_spec):
    dtype_name = cfg["dtype"]
    dtype = resolve_torch_dtype(dtype_name)
    num_q_heads = cfg.get("num_q_heads", 32)
    head_dim = cfg.get("head_dim", 128)
    refcheck = cfg.get("refcheck", True)
    reference = cfg.get("refcheck_reference", "golden")
    cold_l2_cache = cfg.get("cold_l2_cache", True)
    use_cuda_graph = cfg.get("use_cuda_graph", False)
    batch = cfg["batch_size"]

    registry = _get_backends()
    names = select_backends(cfg, registry)
    if refcheck and reference not in registry:
        raise ValueError(f"refcheck_reference {reference!r} is not a prefill_chunked backend")
    atol, rtol = tolerances(dtype_name)
    points = sorted(
        [(p, c) for p in cfg["prefix_len_list"] for c in cfg["chunk_len_list"]],
        key=lambda pc: (pc[0] + pc[1], pc[1]),
    )

    rows = []
    for prefix_len, chunk_len in points:
        inputs = build_inputs(cfg, prefix_len, chunk_len, dtype)
        point = {"batch_size": batch, "prefix_len": prefix_len, "chunk_len": chunk_len, "dtype": dtype_name}
        ref_out = registry[reference](ADAPTERS[reference](inputs, dtype)) if refcheck else None
        flops = attention_flops(batch, num_q_heads, chunk_len, prefix_len + chunk_len, head_dim)
        for name in names:
            args = ADAPTERS[name](inputs, dtype)
            run = registry[name]
            if run is None:
                print(f"[prefill_chunked] skip {name}: not installed")
                continue
            time_us = bench(lambda: run(args), cfg["dry_run_iters"], cfg["repeat_iters"],
                            cold_l2_cache=cold_l2_cache, use_cuda_graph=use_cuda_graph)
            ok, max_err = (None, None) if ref_out is None else check_close(run(args), ref_out, atol, rtol)
            io_bytes = sum(t.numel() * t.element_size() for t in (args["q"], args["k"], args["v"]))
            rows.append(result_row("prefill_chunked", point, name, time_us,
                                   metrics_row(gpu_spec, dtype_name, flops, io_bytes, time_us), ok, max_err))
    return rows
