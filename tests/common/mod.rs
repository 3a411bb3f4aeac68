//! Helpers shared by the integration tests: run the built binary, copy a harness tree to a
//! private temporary folder and patch its code, compare output with a snapshot file, and pick
//! facts out of `schema --json` / `check --json` documents.
//!
//! Every test crate includes this module and uses a different part of it.
#![allow(dead_code)]

pub mod numbers;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value as J;

pub const BIN: &str = env!("CARGO_BIN_EXE_gen-config");

/// The crate's folder (the tests run from here unless told otherwise).
pub fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The bundled example harness.
pub fn example_root() -> PathBuf {
    manifest_dir().join("examples/halops-bench/benchmark")
}

/// `tests/fixtures/<rel>`.
pub fn fixture(rel: &str) -> PathBuf {
    manifest_dir().join("tests/fixtures").join(rel)
}

/// The harnesses of these fixture groups (`tests/fixtures/<group>/<name>/benchmark`, those with a
/// `benchmark.py`), each group's in order of name.
pub fn fixture_harnesses(groups: &[&str]) -> Vec<PathBuf> {
    let mut roots = Vec::new();
    for group in groups {
        let mut found: Vec<PathBuf> = std::fs::read_dir(fixture(group))
            .expect("fixtures")
            .flatten()
            .map(|e| e.path().join("benchmark"))
            .filter(|p| p.join("benchmark.py").exists())
            .collect();
        found.sort();
        roots.extend(found);
    }
    roots
}

/// The benchmark root of an idiom fixture, `tests/fixtures/idioms/<name>/benchmark`.
pub fn idiom_root(name: &str) -> PathBuf {
    fixture(&format!("idioms/{name}/benchmark"))
}

/// What one run of the binary did.
#[derive(Debug)]
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
}

impl Run {
    /// stdout as exactly one JSON document (fails on anything before or after it).
    pub fn json(&self) -> J {
        serde_json::from_str(&self.stdout).unwrap_or_else(|e| {
            panic!(
                "stdout is not exactly one JSON document ({e}):\n{}\nstderr:\n{}",
                self.stdout, self.stderr
            )
        })
    }

    pub fn assert_code(&self, code: i32) -> &Self {
        assert_eq!(
            self.code, code,
            "exit code {} (wanted {code})\nstdout:\n{}\nstderr:\n{}",
            self.code, self.stdout, self.stderr
        );
        self
    }
}

/// Run `gen-config ARGS` in `cwd` with stdin closed.
pub fn run_in(cwd: &Path, args: &[&str]) -> Run {
    run_in_env(cwd, args, &[])
}

/// [`run_in`] with these environment variables set (and none of the tool's own inherited).
pub fn run_in_env(cwd: &Path, args: &[&str], env: &[(&str, &str)]) -> Run {
    spawn(cwd, args, None, env)
}

/// `gen-config --root ROOT ARGS` from the crate's folder, with `stdin` typed into it (piped:
/// not a terminal) and these environment variables set.
pub fn run_with_input(root: &Path, args: &[&str], stdin: Option<&str>, env: &[(&str, &str)]) -> Run {
    let root = root.to_string_lossy().into_owned();
    let mut all = vec!["--root", root.as_str()];
    all.extend_from_slice(args);
    spawn(&manifest_dir(), &all, stdin, env)
}

fn spawn(cwd: &Path, args: &[&str], stdin: Option<&str>, env: &[(&str, &str)]) -> Run {
    use std::io::Write;
    let start = Instant::now();
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(cwd)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env_remove("UPDATE_SNAPSHOTS")
        .env_remove("GEN_CONFIG_TIMINGS")
        .env_remove("GEN_CONFIG_INTERACTIVE")
        .envs(env.iter().copied())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {BIN}: {e}"));
    if let Some(input) = stdin {
        let mut pipe = child.stdin.take().expect("stdin");
        // The program may stop reading early (an error, an abort): what it read is what counts.
        let _ = pipe.write_all(input.as_bytes());
    }
    let out = child.wait_with_output().unwrap_or_else(|e| panic!("{BIN}: {e}"));
    Run {
        // A signal (a crash) has no code: make it a code no contract allows.
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        elapsed: start.elapsed(),
    }
}

/// Run `gen-config --root ROOT ARGS` from the crate's folder.
pub fn run(root: &Path, args: &[&str]) -> Run {
    let root = root.to_string_lossy().into_owned();
    let mut all = vec!["--root", root.as_str()];
    all.extend_from_slice(args);
    run_in(&manifest_dir(), &all)
}

// ---- temporary harness trees --------------------------------------------------------------

/// A private folder under the system's temp dir, removed when dropped.
pub struct TempDir {
    pub path: PathBuf,
}

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::SeqCst);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let path = std::env::temp_dir().join(format!("gen-config-test-{tag}-{}-{n}-{nanos}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap_or_else(|e| panic!("mkdir {}: {e}", path.display()));
        TempDir { path }
    }

    pub fn join(&self, rel: &str) -> PathBuf {
        self.path.join(rel)
    }

    /// Write a file (folders made as needed) and return its path.
    pub fn write(&self, rel: &str, text: impl AsRef<[u8]>) -> PathBuf {
        write_file(&self.path, rel, text)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// A copy of a benchmark root in a private temp dir: `dir/benchmark/...`. Patch its code freely.
pub struct Harness {
    pub dir: TempDir,
    pub root: PathBuf,
}

impl Harness {
    pub fn copy_of(from: &Path, tag: &str) -> Harness {
        let dir = TempDir::new(tag);
        let root = dir.join("benchmark");
        copy_tree(from, &root);
        Harness { dir, root }
    }

    /// A copy of the bundled example harness.
    pub fn example(tag: &str) -> Harness {
        Harness::copy_of(&example_root(), tag)
    }

    /// Replace the one occurrence of `from` in `rel` (a path under the root) with `to`.
    pub fn patch(&self, rel: &str, from: &str, to: &str) -> &Self {
        patch_file(&self.root, rel, from, to);
        self
    }

    /// Replace every occurrence of `from` in `rel` (there must be at least one).
    pub fn patch_all(&self, rel: &str, from: &str, to: &str) -> &Self {
        let p = self.root.join(rel);
        let text = read(&p);
        assert!(text.contains(from), "{rel} does not contain {from:?}");
        std::fs::write(&p, text.replace(from, to)).expect("write");
        self
    }

    pub fn append(&self, rel: &str, text: &str) -> &Self {
        let p = self.root.join(rel);
        let mut old = read(&p);
        old.push_str(text);
        std::fs::write(&p, old).expect("write");
        self
    }

    pub fn write(&self, rel: &str, text: impl AsRef<[u8]>) -> PathBuf {
        write_file(&self.root, rel, text)
    }

    pub fn run(&self, args: &[&str]) -> Run {
        run(&self.root, args)
    }
}

/// Copy a folder tree (no `__pycache__`, no `.gen-config-cache`).
pub fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap_or_else(|e| panic!("mkdir {}: {e}", to.display()));
    let entries = std::fs::read_dir(from).unwrap_or_else(|e| panic!("read {}: {e}", from.display()));
    for e in entries.flatten() {
        let src = e.path();
        let dst = to.join(e.file_name());
        if src.is_dir() {
            // Nor the check cache a run left in the original (tests/cache.rs).
            if e.file_name() != "__pycache__" && e.file_name() != ".gen-config-cache" {
                copy_tree(&src, &dst);
            }
        } else {
            std::fs::copy(&src, &dst).unwrap_or_else(|err| panic!("copy {}: {err}", src.display()));
        }
    }
}

/// Replace the one occurrence of `from` in `root/rel` with `to`.
pub fn patch_file(root: &Path, rel: &str, from: &str, to: &str) {
    let p = root.join(rel);
    let text = read(&p);
    assert_eq!(
        text.matches(from).count(),
        1,
        "{rel} should contain {from:?} exactly once"
    );
    std::fs::write(&p, text.replacen(from, to, 1)).expect("write");
}

pub fn write_file(root: &Path, rel: &str, text: impl AsRef<[u8]>) -> PathBuf {
    let p = root.join(rel);
    if let Some(parent) = p.parent() {
        std::fs::create_dir_all(parent).expect("mkdir");
    }
    std::fs::write(&p, text).expect("write");
    p
}

pub fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()))
}

/// The 1-based line of the one line of `root/rel` containing `needle` (so tests name lines by
/// their code, and a shifted file fails loudly rather than silently).
pub fn line_of(root: &Path, rel: &str, needle: &str) -> u64 {
    let text = read(&root.join(rel));
    let hits: Vec<usize> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains(needle))
        .map(|(i, _)| i + 1)
        .collect();
    assert_eq!(
        hits.len(),
        1,
        "{rel}: {needle:?} is on lines {hits:?}, wanted exactly one"
    );
    hits[0] as u64
}

// ---- snapshots ----------------------------------------------------------------------------

/// Compare `actual` with `tests/snapshots/<name>`; with `UPDATE_SNAPSHOTS=1`, rewrite the file.
pub fn assert_snapshot(name: &str, actual: &str) {
    let path = manifest_dir().join("tests/snapshots").join(name);
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some_and(|v| v == "1") {
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(&path, actual).expect("write snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|_| {
        panic!(
            "no snapshot {}; run with UPDATE_SNAPSHOTS=1 to create it",
            path.display()
        )
    });
    if expected != actual {
        let diff = first_difference(&expected, actual);
        panic!(
            "output differs from {} (rerun with UPDATE_SNAPSHOTS=1 if the change is intended)\n{diff}",
            path.display()
        );
    }
}

fn first_difference(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    for i in 0..e.len().max(a.len()) {
        let (x, y) = (e.get(i).copied(), a.get(i).copied());
        if x != y {
            return format!(
                "first difference at line {}:\n  snapshot: {}\n  actual:   {}",
                i + 1,
                x.unwrap_or("<end of file>"),
                y.unwrap_or("<end of output>")
            );
        }
    }
    "the files differ only in line endings".into()
}

/// Replace every spelling of `path` (as given and canonical) in `text` with `name`.
pub fn filter_path(text: &str, path: &Path, name: &str) -> String {
    let mut out = text.to_string();
    let mut spellings = vec![path.to_string_lossy().into_owned()];
    if let Ok(c) = std::fs::canonicalize(path) {
        spellings.push(c.to_string_lossy().into_owned());
    }
    spellings.sort_by_key(|s| std::cmp::Reverse(s.len()));
    for s in spellings {
        out = out.replace(&s, name);
    }
    out
}

// ---- facts out of the JSON documents ------------------------------------------------------

/// `{"file": .., "line": ..}` as `file:line`.
pub fn src(v: &J) -> String {
    format!(
        "{}:{}",
        v["file"].as_str().unwrap_or("<no file>"),
        v["line"].as_u64().unwrap_or(0)
    )
}

/// The scenario `op/name` of a `schema --json` document.
pub fn scenario<'j>(schema: &'j J, op: &str, name: &str) -> &'j J {
    let op_j = schema["ops"]
        .as_array()
        .and_then(|ops| ops.iter().find(|o| o["name"] == op))
        .unwrap_or_else(|| panic!("no op `{op}` in the schema"));
    op_j["scenarios"]
        .as_array()
        .and_then(|s| s.iter().find(|s| s["name"] == name))
        .unwrap_or_else(|| panic!("no scenario `{op}/{name}` in the schema"))
}

/// Does the schema list `op/name`?
pub fn has_scenario(schema: &J, op: &str, name: &str) -> bool {
    schema["ops"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|o| o["name"] == op)
        .flat_map(|o| o["scenarios"].as_array().into_iter().flatten())
        .any(|s| s["name"] == name)
}

pub fn field<'j>(sc: &'j J, name: &str) -> &'j J {
    sc["fields"]
        .as_array()
        .and_then(|f| f.iter().find(|f| f["name"] == name))
        .unwrap_or_else(|| {
            panic!(
                "scenario `{}` has no field `{name}`: {:?}",
                sc["name"],
                names(&sc["fields"])
            )
        })
}

pub fn has_field(sc: &J, name: &str) -> bool {
    sc["fields"]
        .as_array()
        .is_some_and(|f| f.iter().any(|f| f["name"] == name))
}

pub fn backend<'j>(sc: &'j J, name: &str) -> &'j J {
    sc["backends"]
        .as_array()
        .and_then(|b| b.iter().find(|b| b["name"] == name))
        .unwrap_or_else(|| {
            panic!(
                "scenario `{}` has no backend `{name}`: {:?}",
                sc["name"],
                names(&sc["backends"])
            )
        })
}

/// The `name`s of a JSON array of objects.
pub fn names(list: &J) -> Vec<String> {
    list.as_array()
        .into_iter()
        .flatten()
        .filter_map(|x| x["name"].as_str().map(str::to_string))
        .collect()
}

/// The `(value, source)` pairs of a backend's `unsupported` list.
pub fn unsupported(b: &J) -> Vec<(String, String)> {
    b["unsupported"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|u| (u["value"].as_str().unwrap_or("").to_string(), src(&u["source"])))
        .collect()
}

/// The constraint whose text is `text`.
pub fn constraint<'j>(sc: &'j J, text: &str) -> &'j J {
    sc["constraints"]
        .as_array()
        .and_then(|c| c.iter().find(|c| c["text"] == text))
        .unwrap_or_else(|| {
            let all: Vec<&str> = sc["constraints"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|c| c["text"].as_str())
                .collect();
            panic!("scenario `{}` has no constraint `{text}`: {all:?}", sc["name"])
        })
}

pub fn gpu<'j>(schema: &'j J, name: &str) -> &'j J {
    schema["gpus"]
        .as_array()
        .and_then(|g| g.iter().find(|g| g["name"] == name))
        .unwrap_or_else(|| panic!("no GPU `{name}`: {:?}", names(&schema["gpus"])))
}

/// The one file report of a `check --json` document.
pub fn only_file(check: &J) -> &J {
    let files = check["files"].as_array().expect("`files` is an array");
    assert_eq!(files.len(), 1, "one file wanted: {check:#}");
    &files[0]
}

/// The diagnostics of a file report with this code.
pub fn diags_with<'j>(file: &'j J, code: &str) -> Vec<&'j J> {
    file["diagnostics"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|d| d["code"] == code)
        .collect()
}

/// The one diagnostic with this code.
pub fn diag<'j>(file: &'j J, code: &str) -> &'j J {
    let found = diags_with(file, code);
    assert_eq!(
        found.len(),
        1,
        "wanted exactly one `{code}` diagnostic in {}: {:#}",
        file["path"],
        file["diagnostics"]
    );
    found[0]
}

/// The codes of a file report's diagnostics, in order.
pub fn codes(file: &J) -> Vec<String> {
    file["diagnostics"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|d| d["code"].as_str().map(str::to_string))
        .collect()
}

/// `(line, column)` of a diagnostic's YAML position.
pub fn at(d: &J) -> (u64, u64) {
    (
        d["config"]["line"].as_u64().unwrap_or(0),
        d["config"]["column"].as_u64().unwrap_or(0),
    )
}
