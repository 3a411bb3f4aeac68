"""Paged GQA decode attention (with optional MTP draft rows) over an FP16/BF16/FP8 KV cache."""

import torch

import halops
from core.metrics import metrics_row
from core.refcheck import check_close, tolerances
from core.timing import bench
from kernel.attention.common import MAX_ROWS_PER_CTA, _move_to_front, attention_flops, result_row

# Only decode accepts these short names; other scenarios want the torch attribute name.
DTYPE_ALIASES = {"fp8": "float8_e4m3fn", "e4m3": "float8_e4m3fn", "fp8_e4m3": "float8_e4m3fn"}


def _resolve_dtype(name):
    return getattr(torch, DTYPE_ALIASES.get(name, name))


def build_inputs(c, s_kv, mtp, dtype):
    batch = c["batch_size"]
    num_q_heads = c.get("num_q_heads", 64)
    num_kv_heads = c.get("num_kv_heads", 8)
    head_dim = c.get("head_dim", 128)
    page_size = c.get("page_size", 64)
    quant = c.get("cache_quant_type", "none")

    assert num_q_heads % num_kv_heads == 0, "num_q_heads must be a multiple of num_kv_heads"
    q_per_kv = num_q_heads // num_kv_heads
    assert (1 + mtp) * q_per_kv <= MAX_ROWS_PER_CTA, (
        f"(1 + mtp={mtp}) * {q_per_kv} q heads per kv head exceeds {MAX_ROWS_PER_CTA} rows per CTA"
    )
    assert s_kv % page_size == 0, f"s_kv={s_kv} is not a multiple of page_size={page_size}"

    pages_per_seq = s_kv // page_size
    num_pages = batch * pages_per_seq
    q = torch.randn(batch, 1 + mtp, num_q_heads, head_dim, device="cuda").to(dtype)
    k_cache = torch.randn(num_pages, page_size, num_kv_heads, head_dim, device="cuda").to(dtype)
    v_cache = torch.randn(num_pages, page_size, num_kv_heads, head_dim, device="cuda").to(dtype)
    block_table = torch.randperm(num_pages, device="cuda", dtype=torch.int32).view(batch, pages_per_seq)
    seq_lens = torch.full((batch,), s_kv, device="cuda", dtype=torch.int32)
    if quant == "per_tensor":
        kv_scale = torch.ones(1, device="cuda")
    elif quant == "per_token":
        kv_scale = torch.ones(num_pages, page_size, num_kv_heads, device="cuda")
    else:
        kv_scale = None
    return {"q": q, "k_cache": k_cache, "v_cache": v_cache, "block_table": block_table,
            "seq_lens": seq_lens, "kv_scale": kv_scale, "sm_scale": head_dim ** -0.5}


# --- adapters: reshape the common inputs for one backend, or refuse the dtype ---

def adapt_halops(inputs, dtype):
    return dict(inputs)


def adapt_fa2(inputs, dtype):
    if dtype.itemsize == 1:
        raise NotImplementedError("fa2 has no FP8 KV-cache decode")
    return dict(inputs)


def adapt_fa4(inputs, dtype):
    if dtype in (torch.float8_e4m3fn, torch.float8_e5m2):
        raise NotImplementedError(f"fa4 does not support {dtype}")
    b, s, h, d = inputs["q"].shape
    return dict(inputs, q=inputs["q"].reshape(b * s, h, d))


def adapt_fa4_paged(inputs, dtype):
    args = adapt_fa4(inputs, dtype)
    args["page_table"] = args.pop("block_table")
    return args


def adapt_cudnn(inputs, dtype):
    if torch.finfo(dtype).bits < 16:
        raise NotImplementedError("cudnn SDPA decode path is FP16/BF16 only")
    return dict(inputs, q=inputs["q"].transpose(1, 2).contiguous())


def adapt_fi(inputs, dtype):
    return dict(inputs)


def adapt_fi_trtllm(inputs, dtype):
    return dict(inputs, kv_cache=torch.stack([inputs["k_cache"], inputs["v_cache"]], dim=1))


def adapt_golden(inputs, dtype):
    return {k: (v.float() if torch.is_tensor(v) and v.is_floating_point() else v) for k, v in inputs.items()}


# --- runners ---

def run_halops(a, sm_count=None):
    return halops.decode_gqa(a["q"], a["k_cache"], a["v_cache"], a["block_table"], a["seq_lens"],
                             a["sm_scale"], kv_scale=a["kv_scale"], sm_count=sm_count)


def run_golden(a, sm_count=None):
    q, block_table = a["q"], a["block_table"]
    batch, q_len, num_q_heads, _ = q.shape
    k = a["k_cache"][block_table].flatten(1, 2)
    v = a["v_cache"][block_table].flatten(1, 2)
    group = num_q_heads // k.shape[2]
    k = k.repeat_interleave(group, dim=2)
    v = v.repeat_interleave(group, dim=2)
    scores = torch.einsum("bqhd,bkhd->bhqk", q, k) * a["sm_scale"]
    s_kv = k.shape[1]
    visible = torch.ones(q_len, s_kv, dtype=torch.bool, device=q.device).tril(s_kv - q_len)
    scores = scores.masked_fill(~visible, float("-inf"))
    return torch.einsum("bhqk,bkhd->bqhd", scores.softmax(-1), v)


def run_cudnn(a, sm_count=None):
    with torch.nn.attention.sdpa_kernel(torch.nn.attention.SDPBackend.CUDNN_ATTENTION):
        return torch.nn.functional.scaled_dot_product_attention(a["q"], a["k_cache"], a["v_cache"])


def _get_backends():
    # Every name is registered even when its package is missing (runner None), so configs stay portable.
    try:
        import flash_attn
        run_fa2 = lambda a, sm_count=None: flash_attn.flash_attn_with_kvcache(
            a["q"], a["k_cache"], a["v_cache"], cache_seqlens=a["seq_lens"],
            block_table=a["block_table"], softmax_scale=a["sm_scale"])
    except ImportError:
        run_fa2 = None
    try:
        from flash_attn.cute import interface as fa4
        run_fa4 = lambda a, sm_count=None: fa4.flash_attn_varlen_func(a["q"], a["k_cache"], a["v_cache"])
        run_fa4_paged = lambda a, sm_count=None: fa4.flash_attn_varlen_func(
            a["q"], a["k_cache"], a["v_cache"], page_table=a["page_table"])
    except ImportError:
        run_fa4 = run_fa4_paged = None
    try:
        import flashinfer
        run_fi = lambda a, sm_count=None: flashinfer.decode.batch_decode_with_paged_kv_cache(a)
        run_fi_trtllm = lambda a, sm_count=None: flashinfer.decode.trtllm_batch_decode_with_kv_cache(a)
    except ImportError:
        run_fi = run_fi_trtllm = None
    return {
        "halops": (adapt_halops, run_halops),
        "fa2": (adapt_fa2, run_fa2),
        "fa4": (adapt_fa4, run_fa4),
        "fa4_paged": (adapt_fa4_paged, run_fa4_paged),
        "cudnn": (adapt_cudnn, run_cudnn),
        "fi": (adapt_fi, run_fi),
        "fi(trtllm-gen)": (adapt_fi_trtllm, run_fi_trtllm),
        "fi_trtllm": (adapt_fi_trtllm, run_fi_trtllm),
        "golden": (adapt_golden, run_golden),
    }


def run_scenario(cfg, gpu_spec):
    dtype_name = cfg["dtype"]
    dtype = _resolve_dtype(dtype_name)
    num_q_heads = cfg.get("num_q_heads", 64)
    num_kv_heads = cfg.get("num_kv_heads", 8)
    head_dim = cfg.get("head_dim", 128)
    s_kv_list = cfg["s_kv_list"]
    mtp_steps_list = cfg.get("mtp_steps_list", [0])
    page_size = cfg.get("page_size", 64)
    cache_quant_type = cfg.get("cache_quant_type", "none")
    if cache_quant_type not in ("none", "per_tensor", "per_token"):
        raise ValueError(f"cache_quant_type must be none/per_tensor/per_token, got {cache_quant_type!r}")
    refcheck = cfg.get("refcheck", True)
    reference = cfg.get("refcheck_reference", "golden")
    cold_l2_cache = cfg.get("cold_l2_cache", True)
    use_cuda_graph = cfg.get("use_cuda_graph", False)
    sm_count = cfg.get("sm_count")
    batch = cfg["batch_size"]
    dry_run_iters = cfg["dry_run_iters"]
    repeat_iters = cfg["repeat_iters"]

    names = _move_to_front(cfg.get("backends", ["halops"]), "halops")
    if cfg["backend_filter"]:
        names = [n for n in names if n == cfg["backend_filter"]]
    backends = _get_backends()
    if refcheck and reference not in backends:
        raise ValueError(f"refcheck_reference {reference!r} is not a decode_gqa backend")
    atol, rtol = tolerances(dtype_name)

    rows = []
    for s_kv in s_kv_list:
        for mtp in mtp_steps_list:
            inputs = build_inputs(cfg, s_kv, mtp, dtype)
            point = {"batch_size": batch, "s_kv": s_kv, "mtp_steps": mtp, "page_size": page_size,
                     "num_q_heads": num_q_heads, "num_kv_heads": num_kv_heads, "head_dim": head_dim,
                     "dtype": dtype_name, "cache_quant_type": cache_quant_type}
            ref_out = None
            if refcheck:
                ref_adapt, ref_run = backends[reference]
                ref_out = ref_run(ref_adapt(inputs, dtype))
            flops = attention_flops(batch, num_q_heads, 1 + mtp, s_kv, head_dim)
            kv_bytes = 2 * batch * s_kv * num_kv_heads * head_dim * dtype.itemsize
            for name in names:
                if name not in backends:
                    raise ValueError(f"unknown backend {name}")
                adapt, run = backends[name]
                args = adapt(inputs, dtype)
                if run is None:
                    print(f"[decode_gqa] skip {name}: not installed")
                    continue
                time_us = bench(lambda: run(args, sm_count), dry_run_iters, repeat_iters,
                                cold_l2_cache=cold_l2_cache, use_cuda_graph=use_cuda_graph)
                ok, max_err = None, None
                if ref_out is not None:
                    ok, max_err = check_close(run(args, sm_count), ref_out, atol, rtol)
                metrics = metrics_row(gpu_spec, dtype_name, flops, kv_bytes, time_us)
                rows.append(result_row("decode_gqa", point, name, time_us, metrics, ok, max_err))
    return rows
