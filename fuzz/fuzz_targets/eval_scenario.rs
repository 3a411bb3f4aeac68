//! Arbitrary Python as a scenario module, read the way `schema` and `check` read one: a tiny
//! harness (the HALOps entry layer, one op, this one scenario) is written to a temporary folder,
//! discovered, probed (every path, every verdict) and checked with a fixed config. The evaluator
//! must end every input with a model and a report: never a panic, a hang or unbounded memory.
//! (An object that refers to itself could leak; `ASAN_OPTIONS=detect_leaks=0` looks past that.)
#![no_main]

use std::path::PathBuf;

use gen_config::check::{self, Input};
use gen_config::{discover, model};
use libfuzzer_sys::fuzz_target;

const ENTRY: &str = r#"import argparse
import importlib

GPU_SPECS = {"mi355x": {"fp16_tflops": 2300.0, "fp4_tflops": 9200.0}, "l40s": {"fp16_tflops": 362.0}}
OP_REGISTRY = {"fz": "kernel.fz.scenarios"}


def _run_scenarios(op, cfg, args):
    scenarios = importlib.import_module(OP_REGISTRY[op]).SCENARIOS
    run_fn = scenarios[cfg["scenario"]]
    spec = GPU_SPECS.get(cfg.get("gpu_type", "mi355x"), GPU_SPECS["mi355x"])
    results = []
    for bs in cfg.get("batch_sizes") or [cfg.get("batch_size", 1)]:
        run_cfg = dict(cfg, batch_size=bs)
        run_cfg["dry_run_iters"] = args.dry_run_iters
        run_cfg["repeat_iters"] = args.repeat_iters
        results.extend(run_fn(run_cfg, spec))
    return results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", required=True)
    parser.add_argument("--dry-run-iters", type=int, default=10)
    parser.add_argument("--repeat-iters", type=int, default=100)
    print(parser.parse_args())
"#;

const PACKAGE: &str = "from .fuzzed import run_scenario\n\nSCENARIOS = {\"fuzzed\": run_scenario}\n";

const CONFIG: &str = "scenario: fuzzed\ndtype: bfloat16\nmode: bf16\nbatch_sizes: [1, 8]\n\
shapes: [[128, 256, 512]]\ns_kv_list: [1024, 4096]\nbackends: [halops, golden]\n";

fn dir() -> PathBuf {
    std::env::temp_dir().join(format!("gen-config-fuzz-eval-{}", std::process::id()))
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let root = dir().join("benchmark");
    let scenarios = root.join("kernel/fz/scenarios");
    std::fs::create_dir_all(&scenarios).expect("temp dir");
    for (rel, body) in [
        ("benchmark.py", ENTRY),
        ("kernel/__init__.py", ""),
        ("kernel/fz/__init__.py", ""),
        ("kernel/fz/scenarios/__init__.py", PACKAGE),
        ("kernel/fz/scenarios/fuzzed.py", &text),
    ] {
        std::fs::write(root.join(rel), body).expect("write");
    }
    let Ok(h) = discover::load(&root) else { return };
    let m = model::build(&h, &model::Selection::default());
    let _ = gen_config::render::schema_json("/fuzz", &m);
    let input = Input {
        path: "configs/fz/fuzzed.yaml".to_string(),
        text: Ok(CONFIG.to_string()),
        parent_name: Some("fz".to_string()),
    };
    if let Ok((doc, op, scenario)) = check::locate(&m, &input, None) {
        let report = check::check_doc(&h, &m, &input.path, &doc, &op, &scenario);
        let _ = gen_config::render::check_json(std::slice::from_ref(&report));
    }
});
