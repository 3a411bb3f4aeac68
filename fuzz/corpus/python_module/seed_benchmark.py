"""HALOps kernel benchmark entry point.

Usage:
    python benchmark.py --config=attention/decode_c16_gqa8_bf16.yaml --backend=halops

The config path is relative to ``configs/``; its parent folder names the op.
"""

import argparse
import importlib
import os

import yaml

from core.metrics import DEFAULT_GPU, GPU_SPECS
from core.report import write_report

OP_REGISTRY = {
    "attention": "kernel.attention.scenarios",
    "gemm": "kernel.gemm.scenarios",
}

CONFIG_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "configs")


def _load_config(path):
    with open(os.path.join(CONFIG_DIR, path)) as f:
        return yaml.safe_load(f)


def _run_scenarios(op, cfg, args):
    scenarios = importlib.import_module(OP_REGISTRY[op]).SCENARIOS
    name = cfg["scenario"]
    if name not in scenarios:
        raise ValueError(f"unknown scenario {name!r} for op {op!r}; known: {sorted(scenarios)}")
    run_fn = scenarios[name]

    gpu_type = cfg.get("gpu_type", DEFAULT_GPU)
    spec = GPU_SPECS.get(gpu_type, GPU_SPECS[DEFAULT_GPU])

    results = []
    batch_sizes = cfg.get("batch_sizes") or [cfg.get("batch_size", 1)]
    for bs in batch_sizes:
        run_cfg = dict(cfg, batch_size=bs)
        run_cfg["dry_run_iters"] = args.dry_run_iters
        run_cfg["repeat_iters"] = args.repeat_iters
        run_cfg["backend_filter"] = args.backend
        results.extend(run_fn(run_cfg, spec))
    return results


def main():
    parser = argparse.ArgumentParser(description="HALOps kernel benchmark")
    parser.add_argument("--config", required=True, help="path under configs/, e.g. gemm/dense_bf16.yaml")
    parser.add_argument("--backend", default=None, help="run only this backend (plus the refcheck reference)")
    parser.add_argument("--dry-run-iters", type=int, default=10)
    parser.add_argument("--repeat-iters", type=int, default=100)
    parser.add_argument("--output", default="results", help="output folder for csv/json reports")
    args = parser.parse_args()

    cfg = _load_config(args.config)
    op = os.path.basename(os.path.dirname(os.path.normpath(args.config)))
    if op not in OP_REGISTRY:
        raise SystemExit(f"unknown op {op!r}; expected one of {sorted(OP_REGISTRY)}")

    results = _run_scenarios(op, cfg, args)
    stem = os.path.splitext(os.path.basename(args.config))[0]
    paths = write_report(results, args.output, f"{op}_{stem}")
    for p in paths:
        print(f"wrote {p}")


if __name__ == "__main__":
    main()
