# probe: benchmark.py's dispatch: OP_REGISTRY op -> module path, importlib.import_module(...).SCENARIOS, cfg["scenario"] looked up with a ValueError listing the known ones, each scenario reading cfg with [] and .get; KeyError/AssertionError from a scenario caught per config
# inputs
configs = [
    {"op": "gemm", "scenario": "dense", "m": 64, "batch_sizes": [1, 8]},
    {"op": "gemm", "scenario": "masked", "groups": 3},
    {"op": "attention", "scenario": "decode", "seq": 128},
    {"op": "gemm", "scenario": "grouped"},
    {"op": "attention", "scenario": "decode"},
    {"op": "conv", "scenario": "x"},
]
# body
import importlib
OP_REGISTRY = {"attention": "kernel.attention.scenarios", "gemm": "kernel.gemm.scenarios"}
def run(cfg):
    op = cfg["op"]
    if op not in OP_REGISTRY:
        raise SystemExit(f"unknown op {op!r}")
    scenarios = importlib.import_module(OP_REGISTRY[op]).SCENARIOS
    name = cfg["scenario"]
    if name not in scenarios:
        raise ValueError(f"unknown scenario {name!r}; known: {sorted(scenarios)}")
    return scenarios[name](cfg)
out = []
for cfg in configs:
    try:
        out.append(run(cfg))
    except (ValueError, KeyError, AssertionError) as e:
        out.append(type(e).__name__)
    except SystemExit as e:
        out.append("exit")
r_out = out
import sys
r_loaded = sorted(m for m in sys.modules if m.startswith("kernel"))
