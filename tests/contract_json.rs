//! The JSON the contract promises (docs/contract.md), held against its JSON Schema
//! (docs/contract.schema.json) with the Python `jsonschema` package: the `--json` document of many
//! runs of every command — every fixture harness's schema, check of the example's configs and of
//! every check fixture, `new` intents that end each way, runs that fail — is one document of its
//! command's shape. And the CI formats: `check --format sarif` validates against the official SARIF
//! 2.1.0 schema and says what `--json` says; `--format github` is one workflow command a diagnostic.

mod common;
mod pyenv;

use std::path::PathBuf;

use common::*;
use serde_json::Value as J;

fn contract(def: &str) -> String {
    format!(
        "{}#/$defs/{def}",
        manifest_dir().join("docs/contract.schema.json").to_string_lossy()
    )
}

/// Every fixture harness's root.
fn harnesses() -> Vec<PathBuf> {
    let mut roots = vec![example_root(), fixture("smoke-harness/benchmark")];
    roots.extend(fixture_harnesses(&["idioms", "unseen", "vocab"]));
    roots
}

/// Every check fixture config (`tests/fixtures/configs/<folder>/*.yaml`), as paths from the crate.
fn check_fixtures() -> Vec<String> {
    let mut out = Vec::new();
    for dir in std::fs::read_dir(fixture("configs")).expect("configs").flatten() {
        for f in std::fs::read_dir(dir.path()).expect("folder").flatten() {
            let p = f.path();
            if p.extension().is_some_and(|x| x == "yaml") {
                out.push(
                    p.strip_prefix(manifest_dir())
                        .expect("under the crate")
                        .to_string_lossy()
                        .into_owned(),
                );
            }
        }
    }
    out.sort();
    out
}

/// Validate `(name, document)` cases against a definition; fail listing every violation.
fn assert_shape(def: &str, cases: &[(String, J)]) {
    let results = pyenv::validate(&contract(def), cases);
    assert_eq!(results.len(), cases.len());
    let bad: Vec<String> = results
        .into_iter()
        .filter(|(_, e)| !e.is_empty())
        .map(|(n, e)| format!("{n}: {}", e.join("; ")))
        .collect();
    assert!(
        bad.is_empty(),
        "not of the contract's `{def}` shape:\n{}",
        bad.join("\n")
    );
}

fn case(name: String, r: &Run, codes: &[i32]) -> (String, J) {
    assert!(
        codes.contains(&r.code),
        "{name}: exit {} (wanted {codes:?})\n{}",
        r.code,
        r.stderr
    );
    (name, r.json())
}

#[test]
fn the_contract_schema_is_a_valid_2020_12_schema_and_rejects_what_breaks_the_contract() {
    // validate.py checks the schema against its metaschema first; then shapes that break it.
    let bad_diag = serde_json::json!({"files": [{"path": "a.yaml", "op": null, "scenario": null, "valid": false,
        "points": 0, "diagnostics": [{"severity": "warning", "code": "io", "field": null, "message": "x",
        "help": null, "config": null, "source": null, "point": null}]}]});
    let valid_but_error = serde_json::json!({"files": [{"path": "a.yaml", "op": null, "scenario": null,
        "valid": true, "points": 0, "diagnostics": [{"severity": "error", "code": "yaml", "field": null,
        "message": "x", "help": null, "config": null, "source": null, "point": null}]}]});
    let no_key = serde_json::json!({"files": [{"path": "a.yaml", "valid": true, "points": 0, "diagnostics": []}]});
    let results = pyenv::validate(
        &contract("check"),
        &[
            ("io as a warning".into(), bad_diag),
            ("valid with an error".into(), valid_but_error),
            ("no op key".into(), no_key),
        ],
    );
    for (name, errors) in results {
        assert!(!errors.is_empty(), "{name} passed the contract schema");
    }
}

#[test]
fn schema_json_of_every_fixture_harness_is_contract_shaped() {
    let mut cases = Vec::new();
    for root in harnesses() {
        cases.push(case(
            format!("{} schema", root.display()),
            &run(&root, &["schema", "--json"]),
            &[0],
        ));
    }
    for target in ["attention", "gemm/dense"] {
        cases.push(case(
            format!("schema {target}"),
            &run(&example_root(), &["schema", target, "--json"]),
            &[0],
        ));
    }
    let missing = std::env::temp_dir().join("gen-config-contract-no-such-root");
    cases.push(case("no root".into(), &run(&missing, &["schema", "--json"]), &[2]));
    cases.push(case(
        "unknown op".into(),
        &run(&example_root(), &["schema", "nope", "--json"]),
        &[2],
    ));
    cases.push(case(
        "usage error".into(),
        &run(&example_root(), &["schema", "--json", "--bogus"]),
        &[2],
    ));
    assert!(cases.len() > 25);
    assert_shape("schema", &cases);
}

#[test]
fn check_json_of_every_config_and_fixture_is_contract_shaped() {
    let mut cases = Vec::new();
    for root in harnesses() {
        let r = run(&root, &["check", "--all", "--json", "--verbose"]);
        cases.push(case(format!("{} check --all", root.display()), &r, &[0, 1, 2]));
    }
    let fixtures = check_fixtures();
    assert!(fixtures.len() > 25, "{fixtures:?}");
    for f in &fixtures {
        cases.push(case(
            format!("check {f}"),
            &run(&example_root(), &["check", f, "--json"]),
            &[0, 1],
        ));
    }
    let mut all: Vec<&str> = vec!["check", "--json"];
    all.extend(fixtures.iter().map(String::as_str));
    cases.push(case("check every fixture".into(), &run(&example_root(), &all), &[1]));
    // Failures keep the shape: a missing file among others, only missing files, a usage error,
    // an unknown --op, no harness.
    let ok = "tests/fixtures/configs/unsorted/dense_bf16.yaml";
    for (name, args, code) in [
        (
            "a missing file among others",
            vec!["check", ok, "nope.yaml", "tests/fixtures", "--json"],
            1,
        ),
        ("only a missing file", vec!["check", "nope.yaml", "--json"], 2),
        ("usage error", vec!["check", "--json", "--bogus"], 2),
        ("unknown op", vec!["check", ok, "--op", "conv", "--json"], 2),
    ] {
        cases.push(case(name.into(), &run(&example_root(), &args), &[code]));
    }
    let nowhere = TempDir::new("contract-no-harness");
    cases.push(case(
        "no harness".into(),
        &run(&nowhere.path, &["check", ok, "--json"]),
        &[2],
    ));
    assert_shape("check", &cases);
}

#[test]
fn new_json_of_intents_that_end_every_way_is_contract_shaped() {
    let h = Harness::example("contract-new");
    let mut cases = Vec::new();
    let intents: &[(&str, &[&str], &[i32])] = &[
        (
            "给 decode 加个 FP8 的配置, batch 1/16/64, s_kv 1k 4k 16k 对比 fi",
            &["--dry-run"],
            &[0],
        ),
        ("add an FP8 config for decode", &[], &[1]),
        (
            "add group_masked w4a4-nvfp4 shapes [16, 256, 4096, 7168]",
            &["--dry-run"],
            &[0, 1],
        ),
        (
            "dense gemm bf16 shapes 128 7168 2048",
            &["--set", "backends=[halops, cublas]", "--dry-run"],
            &[0, 1],
        ),
        ("decode bf16 s_kv 1k batch 1 vs fi", &["--yes", "--name", "mine"], &[0]),
        // The same config again: it is there already, nothing written.
        ("decode bf16 s_kv 1k batch 1 vs fi", &["--yes", "--name", "mine"], &[0]),
        // Another config under the same name: a refused write.
        ("decode bf16 s_kv 2k batch 1 vs fi", &["--yes", "--name", "mine"], &[2]),
        ("make me a sandwich", &[], &[1]),
        ("decode fp8 s_kv 1k batch 1 vs fa2", &["--dry-run"], &[0, 1]),
    ];
    for (intent, extra, codes) in intents {
        let mut args = vec!["new", intent, "--json"];
        args.extend_from_slice(extra);
        cases.push(case(format!("new {intent:?} {extra:?}"), &h.run(&args), codes));
    }
    cases.push(case(
        "usage error".into(),
        &h.run(&["new", "x", "--keep-marks", "--strip-marks", "--json"]),
        &[2],
    ));
    let statuses: Vec<&str> = cases.iter().filter_map(|(_, d)| d["status"].as_str()).collect();
    for s in ["ok", "needs_input", "error"] {
        assert!(statuses.contains(&s), "no `{s}` among {statuses:?}");
    }
    assert!(cases.iter().any(|(_, d)| d["written"] == true), "nothing was written");
    assert_shape("new", &cases);
}

// ---- CI formats -------------------------------------------------------------------------------

#[test]
fn sarif_validates_against_the_sarif_2_1_0_schema_and_says_what_json_says() {
    let fixtures = check_fixtures();
    let mut args: Vec<&str> = vec!["check", "--verbose"];
    args.extend(fixtures.iter().map(String::as_str));
    let mut json_args = args.clone();
    json_args.push("--json");
    let mut sarif_args = args.clone();
    sarif_args.extend(["--format", "sarif"]);
    let json = run(&example_root(), &json_args);
    let sarif = run(&example_root(), &sarif_args);
    assert_eq!(sarif.code, json.code, "{}", sarif.stderr);
    let all = run(&example_root(), &["check", "--all", "--format", "sarif"]);
    all.assert_code(0);
    let results = pyenv::validate(
        "sarif",
        &[("fixtures".into(), sarif.json()), ("example --all".into(), all.json())],
    );
    for (name, errors) in results {
        assert!(errors.is_empty(), "{name}: not SARIF 2.1.0: {errors:?}");
    }
    // One result per diagnostic, in order: rule, level, YAML place, deciding Python line.
    let log = sarif.json();
    let run0 = &log["runs"][0];
    let results = run0["results"].as_array().expect("results");
    let json_doc = json.json();
    let diags: Vec<(J, J)> = json_doc["files"]
        .as_array()
        .expect("files")
        .iter()
        .flat_map(|f| {
            f["diagnostics"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|d| (f["path"].clone(), d.clone()))
        })
        .collect();
    assert_eq!(results.len(), diags.len());
    assert!(results.len() > 25);
    let mut related = 0;
    for (r, (path, d)) in results.iter().zip(&diags) {
        assert_eq!(r["ruleId"], d["code"]);
        let level = match d["severity"].as_str() {
            Some("error") => "error",
            Some("warning") => "warning",
            _ => "note",
        };
        assert_eq!(r["level"], level);
        let loc = &r["locations"][0]["physicalLocation"];
        assert_eq!(loc["artifactLocation"]["uri"], *path);
        assert_eq!(loc["artifactLocation"]["uriBaseId"], "SRCROOT");
        if d["config"].is_object() {
            assert_eq!(loc["region"]["startLine"], d["config"]["line"]);
            assert_eq!(loc["region"]["startColumn"], d["config"]["column"]);
        }
        if d["source"].is_object() {
            // The harness is under the working directory: its file as a path from there, the
            // one base GitHub resolves (the same file as the harness root's).
            let py = &r["relatedLocations"][0]["physicalLocation"];
            let file = d["source"]["file"].as_str().expect("file");
            assert_eq!(
                py["artifactLocation"]["uri"],
                format!("examples/halops-bench/benchmark/{file}")
            );
            assert_eq!(py["artifactLocation"]["uriBaseId"], "SRCROOT");
            assert_eq!(py["region"]["startLine"], d["source"]["line"]);
            related += 1;
        }
        let rule = &run0["tool"]["driver"]["rules"][r["ruleIndex"].as_u64().expect("index") as usize];
        assert_eq!(rule["id"], d["code"]);
    }
    assert!(related > 10, "only {related} results name the Python line");
    let harness_root = run0["originalUriBaseIds"]["HARNESSROOT"]["uri"].as_str().expect("uri");
    let canonical = std::fs::canonicalize(example_root()).expect("root");
    assert_eq!(harness_root, format!("file://{}/", canonical.display()));
}

#[test]
fn github_format_is_one_workflow_command_a_diagnostic() {
    let fixtures = check_fixtures();
    let mut args: Vec<&str> = vec!["check"];
    args.extend(fixtures.iter().map(String::as_str));
    let mut json_args = args.clone();
    json_args.push("--json");
    let doc = run(&example_root(), &json_args).json();
    for verbose in [false, true] {
        let mut gh_args = args.clone();
        gh_args.extend(["--format", "github"]);
        if verbose {
            gh_args.push("--verbose");
        }
        let r = run(&example_root(), &gh_args);
        r.assert_code(1);
        let lines: Vec<&str> = r.stdout.lines().collect();
        let mut want = Vec::new();
        for f in doc["files"].as_array().expect("files") {
            for d in f["diagnostics"].as_array().expect("diagnostics") {
                let cmd = match d["severity"].as_str() {
                    Some("error") => "error",
                    Some("warning") => "warning",
                    _ if verbose => "notice",
                    _ => continue,
                };
                let mut head = format!("::{cmd} file={}", f["path"].as_str().expect("path"));
                if d["config"].is_object() {
                    head.push_str(&format!(",line={},col={}", d["config"]["line"], d["config"]["column"]));
                }
                head.push_str(&format!(",title={}::", d["code"].as_str().expect("code")));
                want.push(head);
            }
        }
        assert_eq!(lines.len(), want.len(), "{}", r.stdout);
        for (line, head) in lines.iter().zip(&want) {
            assert!(
                line.starts_with(head.as_str()),
                "{line}\nwanted it to start with {head}"
            );
            // One line each: newlines in the message are escaped for the runner.
            assert!(!line[head.len()..].contains("::"), "{line}");
        }
    }
    // A message's own `%` and newlines are escaped as the runner unescapes them.
    let r = run(
        &example_root(),
        &[
            "check",
            "tests/fixtures/configs/gemm/k_misaligned.yaml",
            "--format",
            "github",
        ],
    );
    assert!(r.stdout.contains("k %25 MODES"), "{}", r.stdout);
    assert!(r.stdout.contains("%0Ahelp: "), "{}", r.stdout);
}

/// A path as a file URI's path gives it: `%XX` decoded.
fn uri_decoded(p: &str) -> String {
    let bytes = p.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let Ok(b) = u8::from_str_radix(&p[i + 1..i + 3], 16) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `path` opens, and has line `line` (1-based) when one is given.
fn assert_names_a_line(repo: &std::path::Path, path: &str, line: Option<u64>, what: &str) {
    let full = repo.join(path);
    let text = std::fs::read_to_string(&full)
        .unwrap_or_else(|e| panic!("{what}: `{path}` does not open from the repository root: {e}"));
    if let Some(l) = line {
        assert!(
            l >= 1 && text.lines().count() as u64 >= l,
            "{what}: `{path}` has no line {l}"
        );
    }
}

#[test]
fn regression_the_readme_ci_recipe_run_from_the_repository_root_names_files_that_exist() {
    // Was: `::error file=configs/attention/badbackend.yaml` (relative to the harness, not the
    // repository): GitHub attached nothing; SARIF's `configs/…` under a SRCROOT of the repository
    // named no file. The README's recipe is run from the repository root, and every path its
    // output names is opened from there.
    let tmp = TempDir::new("ci-recipe");
    let repo = tmp.join("repo");
    copy_tree(&example_root(), &repo.join("benchmark"));
    write_file(
        &repo,
        "benchmark/configs/attention/badbackend.yaml",
        "scenario: decode_gqa\ndtype: bfloat16\nbatch_sizes: [1]\ns_kv_list: [1024]\nbackends: [halops, nosuch]\n",
    );
    write_file(
        &repo,
        "benchmark/configs/gemm/k misaligned.yaml",
        read(&fixture("configs/gemm/k_misaligned.yaml")),
    );
    // A config outside an op's folder, which the harness refuses where it is.
    write_file(
        &repo,
        "benchmark/configs/attn/prefill.yaml",
        read(&example_root().join("configs/attention/prefill_dense_bf16.yaml")),
    );
    // gen-config --root benchmark check --all --format github
    let gh = run_in(&repo, &["--root", "benchmark", "check", "--all", "--format", "github"]);
    gh.assert_code(1);
    let mut named = 0;
    for l in gh.stdout.lines() {
        let (head, message) = l
            .split_once("::")
            .map(|(_, r)| r.split_once("::").expect("::CMD props::MESSAGE"))
            .expect("a workflow command");
        let props: std::collections::HashMap<&str, &str> = head
            .split_once(' ')
            .expect("props")
            .1
            .split(',')
            .filter_map(|p| p.split_once('='))
            .collect();
        let file = props["file"]
            .replace("%2C", ",")
            .replace("%3A", ":")
            .replace("%25", "%");
        assert!(file.starts_with("benchmark/configs/"), "{l}");
        assert_names_a_line(&repo, &file, props.get("line").and_then(|n| n.parse().ok()), l);
        named += 1;
        // The deciding Python line, a path from the repository root too.
        if let Some(at) = message.split("%0A").find_map(|m| m.strip_prefix("decided at ")) {
            let (py, line) = at.rsplit_once(':').expect("FILE:LINE");
            assert!(py.starts_with("benchmark/"), "{l}");
            assert_names_a_line(&repo, py, line.parse().ok(), l);
            named += 1;
        }
    }
    assert!(named >= 6, "{}", gh.stdout);
    // ... --format sarif > gen-config.sarif: every location resolves, against the base it names,
    // to a file of the repository.
    let sarif = run_in(&repo, &["--root", "benchmark", "check", "--all", "--format", "sarif"]).json();
    let run0 = &sarif["runs"][0];
    let bases = &run0["originalUriBaseIds"];
    let srcroot = bases["SRCROOT"]["uri"].as_str().expect("SRCROOT");
    let canonical = std::fs::canonicalize(&repo).expect("repo");
    assert_eq!(srcroot, format!("file://{}/", canonical.display()));
    let mut locations = 0;
    for r in run0["results"].as_array().expect("results") {
        let located = r["locations"].as_array().into_iter().flatten();
        let related = r["relatedLocations"].as_array().into_iter().flatten();
        for loc in located.chain(related) {
            let a = &loc["physicalLocation"]["artifactLocation"];
            let uri = a["uri"].as_str().expect("uri");
            // GitHub resolves a relative URI against the checkout, whatever its base: SRCROOT it
            // must be, and so it is.
            assert_eq!(a["uriBaseId"], "SRCROOT", "{loc}");
            let base = bases[a["uriBaseId"].as_str().expect("base")]["uri"]
                .as_str()
                .expect("base uri");
            let full = format!(
                "{}{}",
                base.strip_prefix("file://").expect("file URI"),
                uri_decoded(uri)
            );
            let rel = std::path::Path::new(&full)
                .strip_prefix(&canonical)
                .unwrap_or_else(|_| panic!("{full} is outside the repository"))
                .to_string_lossy()
                .into_owned();
            assert_names_a_line(
                &repo,
                &rel,
                loc["physicalLocation"]["region"]["startLine"].as_u64(),
                uri,
            );
            locations += 1;
        }
    }
    assert!(locations >= 6, "{sarif}");
    // `--json`: every path is from the working directory, too.
    let doc = run_in(&repo, &["--root", "benchmark", "check", "--all", "--json"]).json();
    for f in doc["files"].as_array().expect("files") {
        assert_names_a_line(&repo, f["path"].as_str().expect("path"), None, "--json");
    }
    // The root found without --root (./benchmark), as pre-commit runs it: the same paths.
    let found = run_in(&repo, &["check", "--all", "--format", "github"]);
    assert_eq!(found.stdout, gh.stdout);
}
