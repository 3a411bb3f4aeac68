"""Settings and report rows shared by the GEMM scenarios."""


def common_settings(cfg):
    """The run settings every GEMM scenario honours, with their defaults."""
    return {
        "refcheck": cfg.get("refcheck", True),
        "refcheck_reference": cfg.get("refcheck_reference", "golden"),
        "cold_l2_cache": cfg.get("cold_l2_cache", True),
        "use_cuda_graph": cfg.get("use_cuda_graph", False),
        "batch_size": cfg["batch_size"],
        "dry_run_iters": cfg["dry_run_iters"],
        "repeat_iters": cfg["repeat_iters"],
    }


def filter_backends(names, only, reference):
    """Apply --backend without reordering; keep the refcheck reference."""
    if not only:
        return list(names)
    return [n for n in names if n == only or n == reference]


def gemm_flops(m, n, k, groups=1):
    return 2 * m * n * k * groups


def gemm_row(scenario, point, backend, metrics, ok, max_err, speedup):
    row = {"scenario": scenario, "backend": backend}
    row.update(point)
    row.update(metrics)
    row["refcheck"] = "skip" if ok is None else ("pass" if ok else "FAIL")
    row["max_abs_err"] = max_err
    row["speedup_vs_baseline"] = speedup
    return row
