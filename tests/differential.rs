//! `check` agrees with CPython. Every config of every fixture harness — the bundled example, the
//! idiom fixtures, the harnesses written from the seed alone (`tests/fixtures/unseen/`, and
//! `tests/fixtures/pending/kv-act`, whose labels the tool does not all match yet) and the
//! metamorphic rewrites of the example (`tests/metamorphic/rewrite.py`) — and thousands of
//! configs made by mutating them (`tests/oracle/mutate.py`: a field dropped or misspelt, a
//! backend swapped, a dtype respelt, a sweep number changed, a key repeated, …) are judged twice:
//! by `gen-config check --json`, and by the harness's own code run in CPython with torch and the
//! GPU packages replaced by stand-ins (`tests/oracle/oracle.py`). Then, for each config:
//!
//! - the verdicts agree (valid ⇔ the harness ran; errors about what the harness runs but not as
//!   written — a field it ignores, a GPU it replaces, a quoted `"false"` — are left out of it);
//! - when both say it fails, the harness line CPython failed on is the source of one of the
//!   tool's diagnostics;
//! - when the harness ran (and did not go over the config's keys), every key it never read is
//!   said by the tool (`unknown-field`, `unused-value`, `unchecked` for it, or an `empty-sweep`
//!   whose loop would have read it), and no key the harness read is called an `unknown-field`;
//! - when the harness ran, every backend the tool says is skipped was raised on and caught there
//!   in CPython.
//!
//! A disagreement fails the test, unless the tool said `unchecked` for that config (it could not
//! decide it statically): those are counted and printed, as are the configs CPython itself left
//! undecided (an answer that hinged on a stand-in). The order is seeded (`GEN_CONFIG_DIFF_SEED`),
//! so a failure reproduces; `GEN_CONFIG_DIFF_REPORT=FILE` writes every disagreement there.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::*;
use serde_json::Value as J;

/// Mutants per config, by kind of harness (the example and the unseen harnesses get the most).
const PER_CONFIG_RICH: usize = 40;
const PER_CONFIG_SMALL: usize = 6;

struct Case {
    id: String,
    op: String,
    yaml: String,
    /// What was done to the original, for mutants.
    mutation: Option<String>,
}

struct Harness {
    name: String,
    root: PathBuf,
    cases: Vec<Case>,
}

fn python() -> String {
    std::env::var("GEN_CONFIG_PYTHON").unwrap_or_else(|_| "python3".into())
}

/// Run a Python script with `input` on stdin; its stdout.
fn py(args: &[&str], input: &str) -> String {
    let mut child = Command::new(python())
        .args(args)
        .current_dir(manifest_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {}: {e} (the differential test needs Python 3 with PyYAML)",
                python()
            )
        });
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("wait");
    let _ = writer.join();
    assert!(
        out.status.success(),
        "{} {args:?} failed:\n{}",
        python(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn yaml_files(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let Ok(ops) = std::fs::read_dir(dir) else { return out };
    for op in ops.flatten() {
        if !op.path().is_dir() {
            continue;
        }
        let opname = op.file_name().to_string_lossy().into_owned();
        for f in std::fs::read_dir(op.path()).into_iter().flatten().flatten() {
            if f.path().extension().is_some_and(|e| e == "yaml") {
                out.push((opname.clone(), f.path()));
            }
        }
    }
    out.sort();
    out
}

fn cases_of(name: &str, files: &[(String, PathBuf)]) -> Vec<Case> {
    files
        .iter()
        .map(|(op, p)| Case {
            id: format!(
                "{name}:{}",
                p.file_name()
                    .map(|f| f.to_string_lossy().into_owned())
                    .unwrap_or_default()
            ),
            op: op.clone(),
            yaml: read(p),
            mutation: None,
        })
        .collect()
}

/// The harnesses and their configs, then every config's mutants (one run of `mutate.py` for
/// all: its pools of names are per harness).
fn harnesses(scratch: &Path, seed: u64) -> Vec<Harness> {
    let mut out: Vec<(Harness, usize)> = Vec::new();
    let example_configs: Vec<(String, PathBuf)> = yaml_files(&example_root().join("configs"))
        .into_iter()
        .chain(
            yaml_files(&fixture("configs"))
                .into_iter()
                .filter(|(op, _)| op != "unsorted"),
        )
        .collect();
    let harness = |name: &str, root: PathBuf, files: &[(String, PathBuf)]| Harness {
        name: name.to_string(),
        root,
        cases: cases_of(name, files),
    };
    out.push((harness("example", example_root(), &example_configs), PER_CONFIG_RICH));
    for place in [
        "unseen/moe-norm",
        "unseen/attn-gemm",
        "unseen/quant-rope",
        "pending/kv-act",
    ] {
        let name = place.rsplit('/').next().unwrap_or(place);
        let base = fixture(place);
        let files: Vec<_> = yaml_files(&base.join("benchmark/configs"))
            .into_iter()
            .chain(yaml_files(&base.join("cases")))
            .collect();
        out.push((harness(name, base.join("benchmark"), &files), PER_CONFIG_RICH / 2));
    }
    let mut idioms: Vec<PathBuf> = std::fs::read_dir(fixture("idioms"))
        .expect("idioms")
        .flatten()
        .map(|e| e.path())
        .collect();
    idioms.sort();
    for dir in idioms {
        let name = dir
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default();
        let root = dir.join("benchmark");
        let files = yaml_files(&root.join("configs"));
        out.push((harness(&name, root, &files), PER_CONFIG_SMALL));
    }
    // Its scenario is real work in plain Python (lists of thousands, timed a hundred times): its
    // own configs only, no mutants that multiply the work.
    let smoke = fixture("smoke-harness/benchmark");
    let files = yaml_files(&smoke.join("configs"));
    out.push((harness("smoke-harness", smoke, &files), 0));
    let rewrites = scratch.join("rewrites");
    let listed = py(
        &[
            "tests/metamorphic/rewrite.py",
            &example_root().to_string_lossy(),
            &rewrites.to_string_lossy(),
        ],
        "",
    );
    for name in listed.lines() {
        let root = rewrites.join(name).join("benchmark");
        out.push((
            harness(&format!("rewrite:{name}"), root, &example_configs),
            PER_CONFIG_SMALL,
        ));
    }
    let input: String = out
        .iter()
        .enumerate()
        .flat_map(|(g, (h, per))| {
            h.cases.iter().map(move |c| {
                serde_json::json!({"id": c.id, "op": c.op, "yaml": c.yaml, "group": g.to_string(), "per": per})
                    .to_string()
                    + "\n"
            })
        })
        .collect();
    let mutants = py(&["tests/oracle/mutate.py", "--seed", &seed.to_string()], &input);
    for line in mutants.lines() {
        let j: J = serde_json::from_str(line).expect("mutant JSON");
        let g: usize = j["group"].as_str().and_then(|g| g.parse().ok()).expect("group");
        out[g].0.cases.push(Case {
            id: j["id"].as_str().unwrap_or_default().to_string(),
            op: j["op"].as_str().unwrap_or_default().to_string(),
            yaml: j["yaml"].as_str().unwrap_or_default().to_string(),
            mutation: j["mutation"].as_str().map(str::to_string),
        });
    }
    out.into_iter().map(|(h, _)| h).collect()
}

#[derive(Default)]
struct Tally {
    agree: usize,
    unchecked: usize,
    undecided: usize,
    failures: Vec<String>,
}

fn loc(v: &J) -> Option<(String, u64)> {
    Some((v["file"].as_str()?.to_string(), v["line"].as_u64()?))
}

fn compare(h: &Harness, case: &Case, report: &J, oracle: &J, t: &mut Tally) {
    if oracle["outcome"] == "undecided" {
        t.undecided += 1;
        return;
    }
    let diags: &[J] = report["diagnostics"].as_array().map(Vec::as_slice).unwrap_or(&[]);
    let has_unchecked = diags.iter().any(|d| d["code"] == "unchecked");
    // Errors about a config the harness runs, but not as written: a field it silently ignores
    // (checked below against what CPython read), a GPU it silently replaces, a quoted "false" it
    // takes as true. CPython runs those: the verdict to compare is the rest.
    let silent = |d: &J| {
        d["code"] == "unknown-field"
            || d["code"] == "unknown-gpu"
            || (d["code"] == "bad-type"
                && d["message"]
                    .as_str()
                    .is_some_and(|m| m.contains("which Python takes as true")))
    };
    let runs_as_written = !diags.iter().any(|d| d["severity"] == "error" && !silent(d));
    let cpython_ok = oracle["outcome"] == "ok";
    let tool_valid = if cpython_ok {
        runs_as_written
    } else {
        report["valid"] == true
    };
    let mut problems = Vec::new();
    if tool_valid != cpython_ok {
        problems.push(format!(
            "verdict: tool {}, CPython {} ({} {})",
            if tool_valid { "valid" } else { "invalid" },
            oracle["outcome"],
            oracle["exception"],
            oracle["message"]
                .as_str()
                .unwrap_or("")
                .chars()
                .take(120)
                .collect::<String>()
        ));
    }
    if !tool_valid && !cpython_ok {
        // The deciding line: where CPython failed, or where it raised what the harness caught
        // and turned into its exit (`except ValueError: sys.exit(1)`), is a diagnostic's source.
        if let Some(w) = loc(&oracle["where"]) {
            let sources: BTreeSet<(String, u64)> = diags.iter().filter_map(|d| loc(&d["source"])).collect();
            let raised: Vec<(String, u64)> = oracle["caught"]
                .as_array()
                .map(|a| a.iter().filter_map(|c| loc(&c["raised_at"])).collect())
                .unwrap_or_default();
            // A YAML error is the harness's loader failing: its line is the load.
            let yaml_error = diags.iter().any(|d| d["code"] == "yaml");
            if !sources.contains(&w) && !raised.iter().any(|r| sources.contains(r)) && !yaml_error {
                problems.push(format!(
                    "CPython fails at {}:{}, no diagnostic names it (tool: {})",
                    w.0,
                    w.1,
                    diags
                        .iter()
                        .map(|d| format!("{} {}", d["code"], src(&d["source"])))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
        }
    }
    if cpython_ok && oracle["read_all"] != true {
        let read: BTreeSet<&str> = oracle["read"]
            .as_array()
            .map(|a| a.iter().filter_map(J::as_str).collect())
            .unwrap_or_default();
        let keys: Vec<String> = gen_config::parse::yaml::parse_config(&case.yaml)
            .map(|d| d.entries.into_iter().map(|e| e.key).collect())
            .unwrap_or_default();
        let said = |k: &str, codes: &[&str]| {
            diags
                .iter()
                .any(|d| d["field"] == k && codes.iter().any(|c| d["code"] == *c))
        };
        // An empty sweep is why what its loop reads is never read.
        let empty_sweep = diags.iter().any(|d| d["code"] == "empty-sweep");
        for k in &keys {
            if !read.contains(k.as_str())
                && !empty_sweep
                && !said(k, &["unknown-field", "unused-value", "unchecked", "duplicate-key"])
            {
                problems.push(format!("CPython never reads `{k}`; the tool says nothing of it"));
            }
        }
        // A key the harness set itself (`dict(cfg, batch_size=bs)`) is read as the harness's
        // value: the oracle can't tell whether the config's own was read before, so the tool's
        // `unknown-field` on it is not refuted.
        let set: BTreeSet<&str> = oracle["set"]
            .as_array()
            .map(|a| a.iter().filter_map(J::as_str).collect())
            .unwrap_or_default();
        for d in diags.iter().filter(|d| d["code"] == "unknown-field") {
            if let Some(k) = d["field"].as_str() {
                if read.contains(k) && !set.contains(k) {
                    problems.push(format!("`{k}` is an unknown-field, but CPython reads it"));
                }
            }
        }
    }
    let caught: BTreeSet<(String, u64)> = oracle["caught"]
        .as_array()
        .map(|a| a.iter().filter_map(|c| loc(&c["raised_at"])).collect())
        .unwrap_or_default();
    // (Only where the harness ran: past a failure the tool goes on, and CPython does not.)
    for d in diags.iter().filter(|d| cpython_ok && d["code"] == "backend-skipped") {
        if let Some(s) = loc(&d["source"]) {
            if !caught.contains(&s) {
                problems.push(format!(
                    "backend-skipped at {}:{}, which CPython never raised and caught",
                    s.0, s.1
                ));
            }
        }
    }
    if problems.is_empty() {
        t.agree += 1;
    } else if has_unchecked {
        t.unchecked += 1;
    } else {
        t.failures.push(format!(
            "{} [{}] {}{}\n    {}\n    --- config:\n{}",
            h.name,
            case.op,
            case.id,
            case.mutation.as_deref().map(|m| format!(" ({m})")).unwrap_or_default(),
            problems.join("\n    "),
            case.yaml
                .lines()
                .map(|l| format!("      {l}"))
                .collect::<Vec<_>>()
                .join("\n")
        ));
    }
}

#[test]
fn check_agrees_with_cpython_on_every_fixture_rewrite_and_mutated_config() {
    let seed: u64 = std::env::var("GEN_CONFIG_DIFF_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20261203);
    let scratch = TempDir::new("differential");
    let all = harnesses(&scratch.path, seed);
    let mut tally = Tally::default();
    let mut per_harness: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let total: usize = all.iter().map(|h| h.cases.len()).sum();
    for (hi, h) in all.iter().enumerate() {
        // The configs as files under a folder named for their op (which names their op).
        let dir = scratch.path.join(format!("cases-{hi}"));
        let mut paths = Vec::new();
        for (i, c) in h.cases.iter().enumerate() {
            let p = write_file(&dir, &format!("{}/c{i}.yaml", c.op), &c.yaml);
            paths.push(p.to_string_lossy().into_owned());
        }
        let requests: String = h
            .cases
            .iter()
            .map(|c| serde_json::json!({"id": c.id, "op": c.op, "yaml": c.yaml}).to_string() + "\n")
            .collect();
        // CPython and the tool at once.
        let root = h.root.to_string_lossy().into_owned();
        let oracle = std::thread::scope(|s| {
            let o = s.spawn(|| py(&["tests/oracle/oracle.py", &root, "--jobs", "2"], &requests));
            // No cache: the oracle copies the tree while the check runs.
            let mut args = vec!["check", "--no-cache", "--json"];
            args.extend(paths.iter().map(String::as_str));
            let tool = run(&h.root, &args);
            (o.join().expect("oracle thread"), tool)
        });
        let (oracle_out, tool) = oracle;
        let reports = tool.json();
        let reports = reports["files"].as_array().expect("files").clone();
        let results: Vec<J> = oracle_out
            .lines()
            .map(|l| serde_json::from_str(l).expect("oracle JSON"))
            .collect();
        assert_eq!(results.len(), h.cases.len(), "{}: one oracle result per config", h.name);
        assert_eq!(reports.len(), h.cases.len(), "{}: one report per config", h.name);
        let before = (tally.agree, tally.failures.len());
        for ((case, report), result) in h.cases.iter().zip(&reports).zip(&results) {
            compare(h, case, report, result, &mut tally);
        }
        per_harness.insert(
            h.name.clone(),
            (tally.agree - before.0, tally.failures.len() - before.1),
        );
    }
    eprintln!(
        "differential: {total} configs over {} harnesses: {} agree with CPython, {} left unchecked by the tool ({:.1}%), {} undecided by CPython's stand-ins, {} disagree",
        all.len(),
        tally.agree,
        tally.unchecked,
        100.0 * tally.unchecked as f64 / total.max(1) as f64,
        tally.undecided,
        tally.failures.len()
    );
    for (name, (agree, fail)) in &per_harness {
        if *fail > 0 {
            eprintln!("  {name}: {agree} agree, {fail} disagree");
        }
    }
    if let Ok(path) = std::env::var("GEN_CONFIG_DIFF_REPORT") {
        std::fs::write(&path, tally.failures.join("\n")).expect("write the report");
    }
    assert!(
        total >= 2000,
        "only {total} configs: the test needs thousands to matter"
    );
    assert!(
        tally.failures.is_empty(),
        "{} configs where check and CPython disagree (seed {seed}):\n{}",
        tally.failures.len(),
        tally.failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}
