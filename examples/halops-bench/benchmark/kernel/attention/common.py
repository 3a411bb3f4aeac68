"""Helpers shared by the attention scenarios."""

import torch

# One CTA of the HALOps decode kernel holds at most this many query rows
# ((1 + mtp_steps) * q_heads_per_kv_head).
MAX_ROWS_PER_CTA = 64


def _move_to_front(names, first):
    """Return a copy of ``names`` with ``first`` moved to the front, if present."""
    names = list(names)
    if first in names:
        names.remove(first)
        names.insert(0, first)
    return names


def resolve_torch_dtype(name):
    return getattr(torch, name)


def select_backends(cfg, registry):
    """Backends to run: the config's list, narrowed by --backend, halops always first.

    The refcheck reference is kept even when --backend filters it out.
    """
    names = _move_to_front(cfg.get("backends", ["halops"]), "halops")
    only = cfg.get("backend_filter")
    if only:
        reference = cfg.get("refcheck_reference", "golden")
        names = [n for n in names if n == only or n == reference]
    for name in names:
        if name not in registry:
            raise ValueError(f"unknown backend {name!r}; known: {sorted(registry)}")
    return names


def attention_flops(batch, num_q_heads, q_len, kv_len, head_dim, causal=False):
    flops = 4 * batch * num_q_heads * q_len * kv_len * head_dim
    return flops // 2 if causal else flops


def result_row(scenario, point, backend, time_us, metrics, ok, max_err):
    row = {"scenario": scenario, "backend": backend}
    row.update(point)
    row.update(metrics)
    row["refcheck"] = "skip" if ok is None else ("pass" if ok else "FAIL")
    row["max_abs_err"] = max_err
    return row
