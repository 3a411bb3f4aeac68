//! Arbitrary YAML text checked against the example harness, the way `check` does it
//! (`src/cli/commands.rs`, `check_inputs`): locate the op and scenario, then `check_doc`.
//! The harness and its model are loaded once per process, before the first input.
//! The evaluator empties the scopes functions close over when an interpreter goes, so the
//! function ↔ scope cycles are freed; an object that refers to itself could still leak, and
//! `ASAN_OPTIONS=detect_leaks=0` then hunts for panics, hangs and blow-ups instead.
#![no_main]

use std::path::{Path, PathBuf};

use gen_config::check::{self, Input};
use gen_config::discover::{self, Harness};
use gen_config::model::{self, Model, Selection};
use libfuzzer_sys::fuzz_target;

struct Loaded {
    h: Harness,
    /// Every scenario probed.
    model: Model,
}

fn load() -> Loaded {
    let root = std::env::var_os("GEN_CONFIG_FUZZ_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/halops-bench/benchmark"));
    let h = discover::load(&root).unwrap_or_else(|e| panic!("cannot load the harness at {}: {}", root.display(), e.0));
    // The default selection: every op and scenario, fully probed (a superset of what
    // `check_inputs` builds for the configs it needs).
    let model = model::build(&h, &Selection::default());
    Loaded { h, model }
}

thread_local! {
    static LOADED: Loaded = load();
}

fuzz_target!(init: { LOADED.with(|_| ()) }, |data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    // The length picks the folder the config claims to sit in: an op's, or none (then the op is
    // the one whose SCENARIOS holds the config's scenario).
    let parent = match data.len() % 4 {
        0 => Some("attention".to_string()),
        1 => Some("gemm".to_string()),
        _ => None,
    };
    LOADED.with(|l| {
        let input = Input {
            path: "configs/fuzz.yaml".to_string(),
            text: Ok(text),
            parent_name: parent,
        };
        match check::locate(&l.model, &input, None) {
            Err(report) => {
                let _ = report.valid();
            }
            Ok((doc, op, scenario)) => {
                let report = check::check_doc(&l.h, &l.model, &input.path, &doc, &op, &scenario);
                let _ = report.valid();
                let _ = gen_config::render::check_json(std::slice::from_ref(&report));
            }
        }
    });
});
