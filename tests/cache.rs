//! `check`'s cache (`.gen-config-cache/` beside the harness): a run answered from it prints, byte
//! for byte, what a run without it prints, in every format and language; it parses no Python when
//! nothing changed; a changed config, a changed Python file or a new one are checked again; a
//! cache that is corrupt, truncated, of another build or can't be written is a miss, never an
//! error; `--no-cache` and `GEN_CONFIG_NO_CACHE` leave no trace; runs at once don't corrupt it; a
//! file that has not changed since it settled is known by its stamp, and any change is seen.
//!
//! Each test works on its own copy of the example harness, with the failing fixture configs
//! (`tests/fixtures/configs/<op>/`) added, so the reports hold diagnostics with YAML places,
//! Python lines and sweep points.

mod common;

use std::path::{Path, PathBuf};

use common::*;

const CACHE: &str = ".gen-config-cache";

/// A copy of the example with the fixture configs of both ops in its `configs/<op>/`.
fn harness(tag: &str) -> Harness {
    let h = Harness::example(tag);
    for op in ["gemm", "attention"] {
        let from = manifest_dir().join("tests/fixtures/configs").join(op);
        for e in std::fs::read_dir(&from).expect("fixture configs").flatten() {
            let to = h.root.join("configs").join(op).join(e.file_name());
            std::fs::copy(e.path(), to).expect("copy a fixture config");
        }
    }
    h
}

/// `check --all` with `args` from the copy's folder (so paths are shown relative to it), with
/// these environment variables; the phases timed on stderr when `timed`.
fn check(h: &Harness, args: &[&str], env: &[(&str, &str)]) -> Run {
    let mut all = vec!["--root", "benchmark", "check", "--all"];
    all.extend_from_slice(args);
    run_in_env(&h.dir.path, &all, env)
}

/// What a run printed, all of it.
fn output(r: &Run) -> (i32, String, String) {
    (r.code, r.stdout.clone(), r.stderr.clone())
}

/// Whether a run loaded (parsed) the harness: its timed phases say so.
fn loaded(h: &Harness, args: &[&str]) -> bool {
    let r = check(h, args, &[("GEN_CONFIG_TIMINGS", "1")]);
    r.stderr.contains("timing: load the harness")
}

fn cache_files(h: &Harness) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(h.root.join(CACHE))
        .map(|r| r.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    v.sort();
    v
}

/// The cache file of the harness's current state (there is one after a run).
fn check_files(h: &Harness) -> Vec<PathBuf> {
    cache_files(h)
        .into_iter()
        .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("check-")))
        .collect()
}

const FORMATS: [&[&str]; 4] = [
    &["--format", "human"],
    &["--json"],
    &["--format", "github"],
    &["--format", "sarif"],
];

#[test]
fn a_warm_run_prints_what_a_run_without_the_cache_prints_in_every_format_and_language() {
    let h = harness("cache-same");
    for lang in ["en", "zh"] {
        for format in FORMATS {
            for verbose in [false, true] {
                let mut args: Vec<&str> = format.to_vec();
                args.extend(["--lang", lang]);
                if verbose {
                    args.push("--verbose");
                }
                let fresh = check(&h, &[args.as_slice(), &["--no-cache"]].concat(), &[]);
                assert_eq!(fresh.code, 1, "the fixture configs are invalid: {}", fresh.stderr);
                let cold = check(&h, &args, &[]);
                let warm = check(&h, &args, &[]);
                assert_eq!(output(&cold), output(&fresh), "{args:?}: the run that fills the cache");
                assert_eq!(output(&warm), output(&fresh), "{args:?}: the run answered from it");
            }
        }
        // Nothing changed: no Python parsed, no scenario described.
        let r = check(&h, &["--lang", lang], &[("GEN_CONFIG_TIMINGS", "1")]);
        assert!(!r.stderr.contains("load the harness"), "{}", r.stderr);
        assert!(!r.stderr.contains("describe scenarios"), "{}", r.stderr);
    }
    // Explicit paths are cached too (a config named alone, as pre-commit names them).
    let one = ["benchmark/configs/gemm/k_misaligned.yaml"];
    let run_one = |extra: &[&str]| {
        let all = [&["--root", "benchmark", "check"][..], &one, extra].concat();
        run_in(&h.dir.path, &all)
    };
    let fresh = run_one(&["--no-cache"]);
    assert_eq!(output(&run_one(&[])), output(&fresh));
    let r = run_in_env(
        &h.dir.path,
        &[&["--root", "benchmark", "check"][..], &one].concat(),
        &[("GEN_CONFIG_TIMINGS", "1")],
    );
    assert_eq!(r.stdout, fresh.stdout);
    assert!(!r.stderr.contains("load the harness"), "{}", r.stderr);
    // The folder is git's to ignore, whole.
    let ignore = read(&h.root.join(CACHE).join(".gitignore"));
    assert!(ignore.lines().any(|l| l == "*"), "{ignore}");
}

#[test]
fn a_changed_config_is_checked_again_alone() {
    let h = harness("cache-config");
    check(&h, &["--json"], &[]);
    assert!(!loaded(&h, &["--json"]));
    // A valid config made invalid: a field the code never reads.
    let rel = "configs/gemm/dense_bf16.yaml";
    assert!(h.root.join(rel).is_file(), "the example has {rel}");
    h.append(rel, "typo_field: 1\n");
    let r = check(&h, &["--json", "--lang", "en"], &[("GEN_CONFIG_TIMINGS", "1")]);
    assert!(r.stderr.contains("load the harness"), "{}", r.stderr);
    let fresh = check(&h, &["--json", "--no-cache"], &[]);
    assert_eq!(r.stdout, fresh.stdout);
    let doc = r.json();
    let file = doc["files"]
        .as_array()
        .and_then(|f| {
            f.iter()
                .find(|x| x["path"].as_str().is_some_and(|p| p.ends_with("/dense_bf16.yaml")))
        })
        .expect("dense_bf16.yaml is reported");
    assert!(codes(file).contains(&"unknown-field".to_string()), "{file}");
    // And then it is cached again.
    assert!(!loaded(&h, &["--json"]));
}

/// A check of the named configs, from the copy's folder.
fn check_named(h: &Harness, files: &[&str], env: &[(&str, &str)]) -> Run {
    let mut all = vec!["--root", "benchmark", "check", "--json"];
    all.extend_from_slice(files);
    run_in_env(&h.dir.path, &all, env)
}

#[test]
fn a_run_of_named_configs_adds_its_reports_at_the_end_and_a_line_cut_short_is_a_miss() {
    let h = harness("cache-append");
    check(&h, &["--json"], &[]);
    let [file] = &check_files(&h)[..] else {
        panic!("one check file: {:?}", cache_files(&h))
    };
    let whole = read(file);
    // An edited config checked alone: its report is added after the others, which stay as
    // they were written.
    let rel = "benchmark/configs/gemm/dense_bf16.yaml";
    h.append("configs/gemm/dense_bf16.yaml", "typo_field: 1\n");
    let fresh = check_named(&h, &[rel], &[("GEN_CONFIG_NO_CACHE", "1")]);
    assert_eq!(output(&check_named(&h, &[rel], &[])), output(&fresh));
    let grown = read(file);
    assert!(grown.starts_with(&whole), "the stored lines are kept as written");
    assert_eq!(
        grown[whole.len()..].lines().count(),
        1,
        "one line added:\n{}",
        &grown[whole.len()..]
    );
    // It is read from there: answered from the cache, the same.
    let timed = check_named(&h, &[rel], &[("GEN_CONFIG_TIMINGS", "1")]);
    assert!(!timed.stderr.contains("load the harness"), "{}", timed.stderr);
    assert_eq!(timed.stdout, fresh.stdout);
    // A run stopped half way through adding a line: that line is a miss; the next report added
    // goes on a line of its own, and is read.
    std::fs::write(
        file,
        format!("{grown}0123456789abcdef0123456789abcdef {{\"path\": \"cut"),
    )
    .expect("cut a line short");
    h.append("configs/gemm/dense_bf16.yaml", "# again\n");
    let fresh = check_named(&h, &[rel], &[("GEN_CONFIG_NO_CACHE", "1")]);
    assert_eq!(output(&check_named(&h, &[rel], &[])), output(&fresh));
    let timed = check_named(&h, &[rel], &[("GEN_CONFIG_TIMINGS", "1")]);
    assert!(!timed.stderr.contains("load the harness"), "{}", timed.stderr);
    assert_eq!(timed.stdout, fresh.stdout);
    // Every config is still answered as a run without the cache answers it.
    assert_eq!(
        output(&check(&h, &["--json"], &[])),
        output(&check(&h, &["--json"], &[("GEN_CONFIG_NO_CACHE", "1")]))
    );
}

#[test]
fn a_changed_python_file_is_seen() {
    let h = harness("cache-python");
    let message = |r: &Run| {
        let doc = r.json();
        doc["files"]
            .as_array()
            .and_then(|f| {
                f.iter().find(|x| {
                    x["path"]
                        .as_str()
                        .is_some_and(|p| p.ends_with("/nvfp4_on_deepgemm.yaml"))
                })
            })
            .map(|f| {
                diag(f, "backend-unsupported")["message"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string()
            })
            .expect("nvfp4_on_deepgemm.yaml is reported")
    };
    let before = check(&h, &["--json"], &[]);
    assert!(message(&before).contains("has no NVFP4 kernel"), "{}", before.stdout);
    assert!(!loaded(&h, &["--json"]));
    // The adapter's reason reworded: the stored reports are of the old code.
    h.patch(
        "kernel/gemm/scenarios/group_masked.py",
        "deepgemm m_grouped masked has no NVFP4 kernel",
        "no FP4 here",
    );
    let after = check(&h, &["--json"], &[]);
    assert!(message(&after).contains("no FP4 here"), "{}", after.stdout);
    assert_eq!(output(&after), output(&check(&h, &["--json", "--no-cache"], &[])));
    // And stored again.
    assert!(!loaded(&h, &["--json"]));
}

#[test]
fn a_new_module_under_an_op_is_seen() {
    let h = harness("cache-new-module");
    check(&h, &[], &[]);
    assert!(!loaded(&h, &[]));
    h.write("kernel/gemm/backend_new.py", "NAME = 'new'\n");
    assert!(loaded(&h, &[]), "a new module makes a new harness state");
    assert!(!loaded(&h, &[]));
    // And one removed.
    std::fs::remove_file(h.root.join("kernel/gemm/backend_new.py")).expect("rm");
    // The state before it was added is still stored (a branch checked out and back).
    assert!(!loaded(&h, &[]));
    std::fs::write(h.root.join("kernel/gemm/backend_new.py"), "NAME = 'newer'\n").expect("write");
    assert!(loaded(&h, &[]));
}

#[test]
fn a_corrupt_truncated_or_foreign_cache_is_a_miss() {
    let h = harness("cache-corrupt");
    let fresh = check(&h, &[], &[("GEN_CONFIG_NO_CACHE", "1")]);
    check(&h, &[], &[]);
    let file = check_files(&h).pop().expect("a cache file");
    let good = std::fs::read(&file).expect("read the cache");
    let text = String::from_utf8(good.clone()).expect("utf-8");
    let damaged: Vec<(&str, Vec<u8>)> = vec![
        ("garbage", b"\x00\xffnot json at all".to_vec()),
        ("empty", Vec::new()),
        ("truncated", good[..good.len() / 2].to_vec()),
        (
            "another build",
            text.replacen("\"tool\":\"", "\"tool\":\"0.0.0+x", 1).into_bytes(),
        ),
        ("an entry of another shape", {
            // A header line, then `<key> <report>` a line.
            let mut lines = text.lines();
            let mut out = format!("{}\n", lines.next().expect("a header"));
            for line in lines {
                let (key, report) = line.split_once(' ').expect("a key and a report");
                let mut e: serde_json::Value = serde_json::from_str(report).expect("json");
                e["diagnostics"] = serde_json::json!([{"code": "no-such-code"}]);
                e["points"] = serde_json::json!(-1);
                out.push_str(&format!("{key} {e}\n"));
            }
            out.into_bytes()
        }),
        ("an entry cut short", {
            let mut cut = text.trim_end().to_string();
            cut.truncate(cut.len() - 3);
            cut.into_bytes()
        }),
        ("a folder", Vec::new()),
    ];
    for (what, bytes) in damaged {
        if what == "a folder" {
            std::fs::remove_file(&file).expect("rm");
            std::fs::create_dir(&file).expect("mkdir");
        } else {
            std::fs::write(&file, &bytes).expect("damage the cache");
        }
        let r = check(&h, &[], &[]);
        assert_eq!(output(&r), output(&fresh), "{what}");
        if what == "a folder" {
            std::fs::remove_dir(&file).expect("rmdir");
        }
        // The miss is checked again and stored whole.
        assert_eq!(output(&check(&h, &[], &[])), output(&fresh), "{what}, after");
        assert!(!loaded(&h, &[]), "{what}: stored again");
    }
}

#[test]
fn no_cache_writes_nothing() {
    let h = harness("cache-off");
    check(&h, &["--no-cache"], &[]);
    check(&h, &["--json", "--no-cache"], &[]);
    check(&h, &[], &[("GEN_CONFIG_NO_CACHE", "1")]);
    assert!(!h.root.join(CACHE).exists(), "{:?}", cache_files(&h));
    // `GEN_CONFIG_NO_CACHE=0` is no opt-out.
    check(&h, &[], &[("GEN_CONFIG_NO_CACHE", "0")]);
    assert_eq!(check_files(&h).len(), 1);
    // A run with the cache off reads none either: a damaged one goes unnoticed.
    let file = check_files(&h).pop().expect("a cache file");
    std::fs::write(&file, "{").expect("damage");
    assert!(loaded(&h, &["--no-cache"]));
    assert_eq!(read(&file), "{");
}

#[test]
fn a_cache_that_cannot_be_written_is_no_error() {
    let h = harness("cache-unwritable");
    let fresh = check(&h, &["--no-cache"], &[]);
    // A file where the folder would be: nothing can be made there (as on a read-only root,
    // whatever user the tests run as).
    std::fs::write(h.root.join(CACHE), "not a folder").expect("write");
    for _ in 0..2 {
        assert_eq!(output(&check(&h, &[], &[])), output(&fresh));
    }
    assert_eq!(read(&h.root.join(CACHE)), "not a folder");
}

#[test]
fn runs_at_once_leave_a_whole_cache() {
    let h = harness("cache-concurrent");
    let fresh = check(&h, &["--json"], &[("GEN_CONFIG_NO_CACHE", "1")]);
    let root: &Path = &h.dir.path;
    let outs: Vec<(i32, String, String)> = std::thread::scope(|s| {
        let runs: Vec<_> = (0..4)
            .map(|_| s.spawn(|| output(&run_in(root, &["--root", "benchmark", "check", "--all", "--json"]))))
            .collect();
        runs.into_iter().map(|r| r.join().expect("a run")).collect()
    });
    for o in outs {
        assert_eq!(o, output(&fresh));
    }
    // What they left is one whole file, and no temporary one.
    assert_eq!(check_files(&h).len(), 1, "{:?}", cache_files(&h));
    assert!(
        cache_files(&h)
            .iter()
            .all(|p| !p.file_name().is_some_and(|n| n.to_string_lossy().starts_with(".tmp"))),
        "{:?}",
        cache_files(&h)
    );
    assert!(!loaded(&h, &["--json"]));
    assert_eq!(output(&check(&h, &["--json"], &[])), output(&fresh));
}

/// `schema` with `args` from the copy's folder, with these environment variables.
fn schema(h: &Harness, args: &[&str], env: &[(&str, &str)]) -> Run {
    let mut all = vec!["--root", "benchmark", "schema"];
    all.extend_from_slice(args);
    run_in_env(&h.dir.path, &all, env)
}

#[test]
fn schema_is_answered_from_the_cache_as_it_printed_and_a_changed_file_is_seen() {
    let h = harness("cache-schema");
    let timed = [("GEN_CONFIG_TIMINGS", "1")];
    let loads = |args: &[&str]| schema(&h, args, &timed).stderr.contains("timing: load the harness");
    for args in [&[][..], &["--json"], &["gemm"], &["gemm/dense", "--json"]] {
        let fresh = schema(&h, &[args, &["--no-cache"]].concat(), &[]);
        assert_eq!(fresh.code, 0, "{args:?}: {}", fresh.stderr);
        // The run that fills the cache, then one answered from it without loading the harness.
        assert_eq!(output(&schema(&h, args, &[])), output(&fresh), "{args:?}");
        let warm = schema(&h, args, &timed);
        assert!(
            !warm.stderr.contains("timing: load the harness"),
            "{args:?}: {}",
            warm.stderr
        );
        assert_eq!(warm.stdout, fresh.stdout, "{args:?}");
        assert_eq!(output(&schema(&h, args, &[])), output(&fresh), "{args:?}");
    }
    // Another target or format is another entry: `schema gemm` is not `schema`.
    assert_ne!(schema(&h, &["gemm"], &[]).stdout, schema(&h, &[], &[]).stdout);
    // A changed Python file: described again, and what it says now is printed (its lines moved).
    let before = schema(&h, &["--json"], &[]).stdout;
    h.patch(
        "kernel/gemm/scenarios/dense.py",
        "\nimport torch\n",
        "\n# moved\nimport torch\n",
    );
    assert!(loads(&["--json"]));
    let after = schema(&h, &["--json"], &[]);
    assert_ne!(after.stdout, before);
    assert_eq!(output(&after), output(&schema(&h, &["--json", "--no-cache"], &[])));
    assert!(!loads(&["--json"]));
    // A new module file anywhere under the root is a new harness state.
    h.write("kernel/gemm/backend_new.py", "NAME = 'new'\n");
    assert!(loads(&["--json"]));
    // Damaged stored outputs are misses, and are stored whole again.
    let stored: Vec<PathBuf> = cache_files(&h)
        .into_iter()
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("output-"))
        })
        .collect();
    assert!(!stored.is_empty(), "{:?}", cache_files(&h));
    let fresh = schema(&h, &["--json", "--no-cache"], &[]);
    for damage in ["truncated", "garbage", "empty"] {
        for f in &stored {
            let good = std::fs::read(f).expect("read");
            let bad = match damage {
                "truncated" => good[..good.len() - 7].to_vec(),
                "garbage" => b"\xffgen-config output cache".to_vec(),
                _ => Vec::new(),
            };
            std::fs::write(f, bad).expect("damage");
        }
        assert_eq!(output(&schema(&h, &["--json"], &[])), output(&fresh), "{damage}");
        assert_eq!(output(&schema(&h, &["--json"], &[])), output(&fresh), "{damage}, after");
    }
    // `--no-cache` and GEN_CONFIG_NO_CACHE neither read nor write it.
    let g = harness("cache-schema-off");
    schema(&g, &["--json", "--no-cache"], &[]);
    schema(&g, &[], &[("GEN_CONFIG_NO_CACHE", "1")]);
    assert!(!g.root.join(CACHE).exists(), "{:?}", cache_files(&g));
}

#[test]
fn a_settled_file_is_known_by_its_stamp_and_any_change_to_it_is_seen() {
    let h = harness("cache-stamps");
    let copied = std::time::Instant::now();
    let stamps = h.root.join(CACHE).join("stamps.txt");
    let fresh = |h: &Harness| output(&check(h, &["--json"], &[("GEN_CONFIG_NO_CACHE", "1")]));
    // Files written less than a few seconds ago are read by every run (the file system's clock
    // is coarse): none is stamped yet (unless this machine took seconds to get here).
    check(&h, &["--json"], &[]);
    if copied.elapsed().as_secs_f64() < 2.0 {
        assert!(!stamps.exists() || !read(&stamps).contains("dense_bf16.yaml"));
    }
    std::thread::sleep(std::time::Duration::from_millis(3500));
    let before = fresh(&h);
    assert_eq!(output(&check(&h, &["--json"], &[])), before);
    let text = read(&stamps);
    for f in [
        "configs/gemm/dense_bf16.yaml",
        "kernel/gemm/scenarios/dense.py",
        "benchmark.py",
    ] {
        assert!(text.lines().any(|l| l.ends_with(f)), "{f} is stamped:\n{text}");
    }
    assert_eq!(output(&check(&h, &["--json"], &[])), before);
    assert!(!loaded(&h, &["--json"]));
    // A report with diagnostics shows its config's lines: read for it, though its stamp spared it.
    let human = |env: &[(&str, &str)]| output(&check(&h, &["--verbose"], env));
    let cold = human(&[("GEN_CONFIG_NO_CACHE", "1")]);
    human(&[]);
    assert_eq!(human(&[]), cold);
    assert!(cold.1.contains(" | "), "the human report shows lines: {}", cold.1);
    // The digest is taken from the stamp, not from the file: a forged one is believed (the
    // config's key changes, so it is checked again).
    let forged: String = text
        .lines()
        .map(|l| match l.ends_with("configs/gemm/dense_bf16.yaml") {
            true => format!("{}{}\n", "0".repeat(32), &l[32..]),
            false => format!("{l}\n"),
        })
        .collect();
    std::fs::write(&stamps, forged).expect("forge a digest");
    assert!(loaded(&h, &["--json"]));
    // A change that keeps the size, made at once, is seen: its times changed.
    h.patch("configs/gemm/dense_bf16.yaml", "mode: bf16", "mode: bf17");
    let changed = check(&h, &["--json"], &[]);
    assert_ne!(output(&changed), before);
    assert_eq!(output(&changed), fresh(&h));
    // A Python file rewritten with the same bytes is read again, and is the same: no miss. One
    // changed (the same size) is a miss.
    h.patch("kernel/gemm/common.py", "shared by", "shared_by");
    h.patch("kernel/gemm/common.py", "shared_by", "shared by");
    assert!(!loaded(&h, &["--json"]));
    h.patch("kernel/gemm/common.py", "shared by", "shared_by");
    assert!(loaded(&h, &["--json"]));
    // A stamps file that is damaged is as none: every file is read.
    std::fs::write(&stamps, "gen-config stamps 2 x\ngarbage\n").expect("damage");
    assert_eq!(output(&check(&h, &["--json"], &[])), fresh(&h));
}
