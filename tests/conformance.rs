//! The conformance corpus: Python itself, program by program, as CPython runs it and as the
//! evaluator reads it (`tests/conformance/README.md`).
//!
//! Hundreds of short programs (`tests/conformance/programs/`), each exercising one expression or
//! statement kind, one builtin, one dunder protocol or one standard-library function, and their
//! variants (`tests/conformance/variants.py`: each input made unknown, each statement put under
//! an undecided branch) are run by CPython, all in one subprocess (`tests/conformance/cpython.py`),
//! and by the evaluator, in process ([`gen_config::eval::program`]). The property, for every
//! variant and every CPython run of it:
//!
//! - **equal, or unknown**: each module-level global the evaluator knows exactly is the value
//!   CPython ends with;
//! - **never an exception CPython did not raise**: an ending the evaluator knows (ran to its end,
//!   or raised `X`) is CPython's; and when it knows the ending, the names it says are bound (or
//!   not) at the end are the ones CPython's module has.
//!
//! When the evaluator does not know how the program ends and CPython ended another way, the two
//! ran different paths: their globals are not compared. A difference fails the test; the summary
//! gives the counts and `GEN_CONFIG_CONFORMANCE_REPORT=FILE` writes every difference there (JSON
//! lines). `GEN_CONFIG_CONFORMANCE_ONLY=SUBSTRING` runs the programs whose id contains it;
//! `GEN_CONFIG_CONFORMANCE_PROGRAMS=DIR` runs the programs of another folder laid out the same way
//! (`scripts/conformance_fuzz.py` writes random ones there).
//! `GEN_CONFIG_CONFORMANCE_UNKNOWNS=FILE` writes each global of a program as written, whose
//! ending the evaluator knows, that it left unknown (what it does not model yet).
//! `GEN_CONFIG_CONFORMANCE_JOBS=N` sets how many workers run the evaluator (one per core by
//! default; the report is the same whichever judged what).
//! CPython is `GEN_CONFIG_PYTHON` (else `python3`), as in `tests/differential.rs`; the YAML
//! programs need PyYAML in it.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use gen_config::eval::program::{self, Ending, Observation, Outcome, Program, MAIN_FILE};
use serde_json::Value as J;

/// The head of `known-differences.txt`.
const KNOWN_HEADER: &str = "\
# Differences between CPython and the evaluator not fixed yet: program, variant, CPython run,
# name (tab-separated). tests/conformance.rs fails on a difference not listed here, and on a
# line here that no longer differs. Only ever remove lines; GEN_CONFIG_CONFORMANCE_KNOWN=write
# rewrites the file from a full run.
";

/// The corpus is meant to be large; a run over fewer programs lost most of it.
const MIN_PROGRAMS: usize = 250;

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn python() -> String {
    std::env::var("GEN_CONFIG_PYTHON").unwrap_or_else(|_| "python3".into())
}

/// One CPython run of a variant.
struct CRun {
    flag: Option<bool>,
    /// `ok`, `raised:<class>` or `timeout`.
    ending: String,
    /// The exception's `str`, when it raised.
    message: String,
    globals: BTreeMap<String, J>,
    unencodable: BTreeSet<String>,
}

/// One variant of a program and CPython's runs of it.
struct Variant {
    program: String,
    root: PathBuf,
    modules: Vec<String>,
    name: String,
    source: String,
    expect: String,
    runs: Vec<CRun>,
}

fn parse_line(j: &J) -> Variant {
    let s = |k: &str| j[k].as_str().unwrap_or_default().to_string();
    Variant {
        program: s("program"),
        root: PathBuf::from(s("root")),
        modules: j["modules"]
            .as_array()
            .map(|a| a.iter().filter_map(|m| m.as_str().map(str::to_string)).collect())
            .unwrap_or_default(),
        name: s("variant"),
        source: s("source"),
        expect: s("expect"),
        runs: j["runs"]
            .as_array()
            .expect("runs")
            .iter()
            .map(|r| CRun {
                flag: r["flag"].as_bool(),
                ending: r["ending"].as_str().unwrap_or_default().to_string(),
                message: r["message"].as_str().unwrap_or_default().to_string(),
                globals: r["globals"]
                    .as_object()
                    .map(|o| o.iter().map(|(k, v)| (k.clone(), normalize(v))).collect())
                    .unwrap_or_default(),
                unencodable: r["unencodable"]
                    .as_array()
                    .map(|a| a.iter().filter_map(|m| m.as_str().map(str::to_string)).collect())
                    .unwrap_or_default(),
            })
            .collect(),
    }
}

/// Sets in one order on both sides (each side sorts too; this makes it independent of how).
fn normalize(j: &J) -> J {
    match j {
        J::Array(a) => J::Array(a.iter().map(normalize).collect()),
        J::Object(o) => {
            let mut m = serde_json::Map::new();
            for (k, v) in o {
                let v = normalize(v);
                let v = match (k.as_str(), v) {
                    ("set", J::Array(items)) => J::Array(program::sort_set(items)),
                    (_, v) => v,
                };
                m.insert(k.clone(), v);
            }
            J::Object(m)
        }
        other => other.clone(),
    }
}

/// The evaluator's outcomes for a variant, run twice on one interpreter (the second run starts
/// from the modules as the first one's imports left them, as the next config's does); `Err` if
/// it could not run it or panicked.
fn evaluate(v: &Variant) -> Result<Vec<Outcome>, String> {
    let mut modules = vec![(MAIN_FILE.to_string(), v.source.clone())];
    for rel in &v.modules {
        let text = std::fs::read_to_string(v.root.join(rel)).map_err(|e| format!("{rel}: {e}"))?;
        modules.push((rel.clone(), text));
    }
    let p = Program {
        root: v.root.clone(),
        modules,
    };
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| program::runs(&p, 2))) {
        Ok(r) => r,
        Err(e) => Err(format!(
            "the evaluator panicked: {}",
            e.downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        )),
    }
}

fn ending_text(e: &Ending) -> String {
    match e {
        Ending::Ok => "ok".into(),
        Ending::Raised(c) => format!("raised:{c}"),
        Ending::Stopped(why) => format!("stopped: {why}"),
    }
}

/// An ending and, if it raised, what the exception said.
fn with_message(ending: &str, message: &str) -> String {
    if ending == "ok" || message.is_empty() {
        ending.to_string()
    } else {
        format!("{ending} ({message})")
    }
}

/// A claim of the evaluator that CPython contradicts.
struct Difference {
    program: String,
    variant: String,
    flag: Option<bool>,
    /// The global, or `<ending>`.
    name: String,
    cpython: String,
    evaluator: String,
}

impl Difference {
    fn json(&self) -> J {
        serde_json::json!({
            "program": self.program,
            "variant": self.variant,
            "flag": self.flag,
            "name": self.name,
            "cpython": self.cpython,
            "evaluator": self.evaluator,
        })
    }

    /// Its entry in `known-differences.txt`: program, variant, CPython run, name.
    fn key(&self) -> String {
        let flag = match self.flag {
            Some(f) => format!("flag {f}"),
            None => "-".to_string(),
        };
        format!("{}\t{}\t{flag}\t{}", self.program, self.variant, self.name)
    }

    fn line(&self) -> String {
        let flag = match self.flag {
            Some(f) => format!(" (flag {f})"),
            None => String::new(),
        };
        format!(
            "{} [{}{flag}] {}: CPython {}, evaluator {}",
            self.program, self.variant, self.name, self.cpython, self.evaluator
        )
    }
}

#[derive(Default)]
struct Tally {
    programs: BTreeSet<String>,
    variants: usize,
    cpython_runs: usize,
    timeouts: usize,
    skipped: Vec<String>,
    /// Evaluator-exact values compared with CPython's, and those equal.
    compared: usize,
    equal: usize,
    /// Globals the evaluator left unknown, or knew in a form the encoding does not describe.
    unknown: usize,
    unencodable: usize,
    /// Runs where the evaluator did not know the ending and CPython ended another way.
    other_path: usize,
    exact_endings: usize,
    differences: Vec<Difference>,
    /// Globals of an `as-is` run whose ending the evaluator knows that it left unknown while
    /// CPython has them: (program, name, CPython's value). What it does not model yet, for
    /// `GEN_CONFIG_CONFORMANCE_UNKNOWNS=FILE`.
    unknowns: Vec<(String, String, String)>,
    /// Problems of the corpus itself: a program whose as-is run does not end as it says.
    corpus_errors: Vec<String>,
    /// Of each variant's second run on the same interpreter: exact values compared, and equal.
    again_compared: usize,
    again_equal: usize,
}

fn compare(v: &Variant, out: &Outcome, t: &mut Tally) {
    let ev_ending = ending_text(&out.ending);
    for run in &v.runs {
        t.cpython_runs += 1;
        if run.ending == "timeout" {
            t.timeouts += 1;
            continue;
        }
        let diff = |name: &str, cpython: String, evaluator: String, t: &mut Tally| {
            t.differences.push(Difference {
                program: v.program.clone(),
                variant: v.name.clone(),
                flag: run.flag,
                name: name.to_string(),
                cpython,
                evaluator,
            })
        };
        let same_ending = ev_ending == run.ending;
        if out.ending_exact {
            t.exact_endings += 1;
            if !same_ending {
                diff(
                    "<ending>",
                    with_message(&run.ending, &run.message),
                    with_message(&ev_ending, &out.message),
                    t,
                );
                continue;
            }
        } else if !same_ending {
            t.other_path += 1;
            continue;
        }
        let mut seen = BTreeSet::new();
        for (name, obs) in &out.globals {
            seen.insert(name.as_str());
            match obs {
                Observation::Unknown => {
                    t.unknown += 1;
                    if v.name == "as-is" && out.ending_exact {
                        if let Some(c) = run.globals.get(name) {
                            t.unknowns.push((v.program.clone(), name.clone(), c.to_string()));
                        }
                    }
                }
                // What the evaluator holds exactly and can't encode is no `None`, bool, number,
                // string or bytes: where CPython's is one, they differ.
                Observation::Unencodable(ty) => match run.globals.get(name) {
                    Some(c) if is_scalar(c) => diff(name, c.to_string(), format!("<a {ty}>"), t),
                    _ => t.unencodable += 1,
                },
                Observation::Exact(w) => {
                    if run.unencodable.contains(name) {
                        t.unencodable += 1;
                        continue;
                    }
                    let w = normalize(w);
                    match run.globals.get(name) {
                        Some(c) => {
                            t.compared += 1;
                            if *c == w {
                                t.equal += 1;
                            } else {
                                diff(name, c.to_string(), w.to_string(), t);
                            }
                        }
                        // Only an evaluator that knows how the run ends claims what is bound.
                        None if out.ending_exact => {
                            diff(name, "unbound".into(), w.to_string(), t);
                        }
                        None => {}
                    }
                }
            }
        }
        if out.ending_exact {
            for (name, c) in &run.globals {
                if !seen.contains(name.as_str()) {
                    diff(name, c.to_string(), "unbound".into(), t);
                }
            }
        }
    }
}

impl Tally {
    /// Add a worker's tally to this one.
    fn merge(&mut self, o: Tally) {
        self.programs.extend(o.programs);
        self.variants += o.variants;
        self.cpython_runs += o.cpython_runs;
        self.timeouts += o.timeouts;
        self.skipped.extend(o.skipped);
        self.compared += o.compared;
        self.equal += o.equal;
        self.unknown += o.unknown;
        self.unencodable += o.unencodable;
        self.other_path += o.other_path;
        self.exact_endings += o.exact_endings;
        self.differences.extend(o.differences);
        self.unknowns.extend(o.unknowns);
        self.corpus_errors.extend(o.corpus_errors);
        self.again_compared += o.again_compared;
        self.again_equal += o.again_equal;
    }
}

/// One variant: its as-is ending as the program says, and the evaluator's two runs against
/// CPython's.
fn judge(v: &Variant, t: &mut Tally) {
    t.programs.insert(v.program.clone());
    t.variants += 1;
    if v.name == "as-is" {
        let want = if v.expect == "ok" {
            "ok".to_string()
        } else {
            format!("raised:{}", v.expect)
        };
        if v.runs.first().map(|r| r.ending.as_str()) != Some(want.as_str()) {
            t.corpus_errors.push(format!(
                "{}: CPython ends it with {}, the program says {want}",
                v.program,
                v.runs.first().map(|r| r.ending.as_str()).unwrap_or("nothing")
            ));
        }
    }
    match evaluate(v) {
        Ok(outs) => {
            compare(v, &outs[0], t);
            // The second run is held to the same: CPython's, or unknown.
            let mut again = Tally::default();
            compare(v, &outs[1], &mut again);
            t.again_compared += again.compared;
            t.again_equal += again.equal;
            t.differences.extend(again.differences.into_iter().map(|d| Difference {
                name: format!("{} (second run)", d.name),
                ..d
            }));
        }
        Err(why) => t.differences.push(Difference {
            program: v.program.clone(),
            variant: v.name.clone(),
            flag: None,
            name: "<run>".into(),
            cpython: "ran".into(),
            evaluator: why,
        }),
    }
}

/// Run CPython over the corpus, and the evaluator on each variant as its line arrives: on one
/// worker per core (CPython's one process is the slower side alone), each with a deep stack of
/// its own, as the evaluator recurses with the program's calls.
fn run_corpus(programs: &Path, only: Option<&str>) -> Tally {
    let dir = manifest_dir().join("tests/conformance");
    let mut args = vec![
        dir.join("cpython.py").to_string_lossy().into_owned(),
        programs.to_string_lossy().into_owned(),
    ];
    if let Some(o) = only {
        args.extend(["--only".to_string(), o.to_string()]);
    }
    let mut child = Command::new(python())
        .arg("-B")
        .args(&args)
        .env("PYTHONHASHSEED", "0")
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {}: {e} (the conformance test needs Python 3 with PyYAML; set GEN_CONFIG_PYTHON)",
                python()
            )
        });
    let stdout = child.stdout.take().expect("stdout");
    let mut stderr = child.stderr.take().expect("stderr");
    let errors = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut stderr, &mut s);
        s
    });
    let (send, receive) = std::sync::mpsc::sync_channel::<Variant>(64);
    let receive = std::sync::Arc::new(std::sync::Mutex::new(receive));
    let jobs = std::env::var("GEN_CONFIG_CONFORMANCE_JOBS")
        .ok()
        .and_then(|j| j.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    let workers: Vec<_> = (0..jobs)
        .map(|_| {
            let receive = std::sync::Arc::clone(&receive);
            std::thread::Builder::new()
                .stack_size(256 << 20)
                .spawn(move || {
                    let mut t = Tally::default();
                    loop {
                        let next = receive.lock().expect("the variants' queue").recv();
                        match next {
                            Ok(v) => judge(&v, &mut t),
                            Err(_) => return t,
                        }
                    }
                })
                .expect("spawn a worker")
        })
        .collect();
    let mut t = Tally::default();
    for line in BufReader::new(stdout).lines() {
        let line = line.expect("read CPython's output");
        let j: J = serde_json::from_str(&line).expect("a JSON line from cpython.py");
        let pid = j["program"].as_str().unwrap_or_default().to_string();
        if let Some(e) = j["error"].as_str() {
            t.corpus_errors.push(e.to_string());
            continue;
        }
        if let Some(why) = j["skipped"].as_str() {
            t.skipped.push(format!("{pid}: {why}"));
            continue;
        }
        send.send(parse_line(&j)).expect("a worker takes the variant");
    }
    drop(send);
    for w in workers {
        t.merge(w.join().expect("a worker"));
    }
    // The same report whatever worker judged what.
    t.differences
        .sort_by_key(|d| (d.program.clone(), d.variant.clone(), d.key()));
    t.unknowns.sort();
    t.corpus_errors.sort();
    let status = child.wait().expect("wait for cpython.py");
    let errors = errors.join().unwrap_or_default();
    assert!(status.success(), "cpython.py failed:\n{errors}");
    t
}

#[test]
fn the_evaluator_agrees_with_cpython_or_says_unknown_on_every_program_of_the_corpus() {
    let only = std::env::var("GEN_CONFIG_CONFORMANCE_ONLY").ok();
    let programs = std::env::var("GEN_CONFIG_CONFORMANCE_PROGRAMS").ok();
    let selected = only.is_some() || programs.is_some();
    let programs = programs
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest_dir().join("tests/conformance/programs"));
    let start = Instant::now();
    let t = run_corpus(&programs, only.as_deref());
    let n_diff_variants: BTreeSet<(&str, &str)> = t
        .differences
        .iter()
        .map(|d| (d.program.as_str(), d.variant.as_str()))
        .collect();
    let n_diff_programs: BTreeSet<&str> = t.differences.iter().map(|d| d.program.as_str()).collect();
    eprintln!(
        "conformance: {} programs, {} variants, {} CPython runs ({} timed out){}; \
         evaluator: {} endings known, {} runs on another path than CPython's; \
         {} exact values compared ({} equal), {} unknown, {} not encodable; \
         {} differences in {} variants of {} programs ({:.1} s)",
        t.programs.len(),
        t.variants,
        t.cpython_runs,
        t.timeouts,
        if t.skipped.is_empty() {
            String::new()
        } else {
            format!(", {} programs skipped ({})", t.skipped.len(), t.skipped.join("; "))
        },
        t.exact_endings,
        t.other_path,
        t.compared,
        t.equal,
        t.unknown,
        t.unencodable,
        t.differences.len(),
        n_diff_variants.len(),
        n_diff_programs.len(),
        start.elapsed().as_secs_f64()
    );
    eprintln!(
        "conformance: each variant run again on the same interpreter (as the next config is): \
         {} exact values compared ({} equal)",
        t.again_compared, t.again_equal
    );
    if let Ok(path) = std::env::var("GEN_CONFIG_CONFORMANCE_REPORT") {
        let mut f = std::fs::File::create(&path).expect("create the report");
        for d in &t.differences {
            writeln!(f, "{}", d.json()).expect("write the report");
        }
    }
    if let Ok(path) = std::env::var("GEN_CONFIG_CONFORMANCE_UNKNOWNS") {
        let mut f = std::fs::File::create(&path).expect("create the unknowns report");
        for (program, name, cpython) in &t.unknowns {
            writeln!(
                f,
                "{}",
                serde_json::json!({"program": program, "name": name, "cpython": cpython})
            )
            .expect("write the unknowns report");
        }
    }
    assert!(
        t.corpus_errors.is_empty(),
        "the corpus itself is wrong:\n{}",
        t.corpus_errors.join("\n")
    );
    assert!(
        selected || t.programs.len() >= MIN_PROGRAMS,
        "only {} programs ran (the corpus has at least {MIN_PROGRAMS})",
        t.programs.len()
    );
    // The differences not fixed yet are listed, each on its line (`known-differences.txt`):
    // one not listed fails, and so does one listed that no longer differs (remove its line:
    // the list only shrinks). `GEN_CONFIG_CONFORMANCE_KNOWN=write` rewrites the list.
    let known_path = manifest_dir().join("tests/conformance/known-differences.txt");
    let found: BTreeSet<String> = t.differences.iter().map(Difference::key).collect();
    if std::env::var("GEN_CONFIG_CONFORMANCE_KNOWN").as_deref() == Ok("write") && !selected {
        let mut text = String::from(KNOWN_HEADER);
        for k in &found {
            text.push_str(k);
            text.push('\n');
        }
        std::fs::write(&known_path, text).expect("write known-differences.txt");
    }
    let known: BTreeSet<String> = std::fs::read_to_string(&known_path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    let ran: BTreeSet<&str> = t.programs.iter().map(String::as_str).collect();
    let fixed: Vec<&String> = known
        .iter()
        .filter(|k| ran.contains(k.split('\t').next().unwrap_or_default()) && !found.contains(*k))
        .collect();
    let new: Vec<&Difference> = t.differences.iter().filter(|d| !known.contains(&d.key())).collect();
    eprintln!(
        "conformance: {} differences listed as known, {} of them now fixed, {} new",
        known.len(),
        fixed.len(),
        new.len()
    );
    assert!(
        new.is_empty(),
        "{} differences between CPython and the evaluator (the first 40; all with \
         GEN_CONFIG_CONFORMANCE_REPORT=FILE):\n{}",
        new.len(),
        new.iter().take(40).map(|d| d.line()).collect::<Vec<_>>().join("\n")
    );
    assert!(
        fixed.is_empty(),
        "{} differences listed in tests/conformance/known-differences.txt are fixed: remove \
         their lines (the first 40):\n{}",
        fixed.len(),
        fixed.iter().take(40).map(|k| k.as_str()).collect::<Vec<_>>().join("\n")
    );
}

fn run_main(src: &str) -> Outcome {
    let p = Program {
        root: std::env::temp_dir(),
        modules: vec![(MAIN_FILE.into(), src.into())],
    };
    program::run(&p).expect("runs")
}

fn global(o: &Outcome, name: &str) -> Option<Observation> {
    o.globals.iter().find(|g| g.0 == name).map(|g| g.1.clone())
}

#[test]
fn a_program_s_globals_are_observed_exactly_or_as_unknown() {
    // `_unseen` is the module every variant reads its unknown inputs from (CPython's runner
    // provides it; the evaluator can't see it).
    let o = run_main("import _unseen\nr_a = [1, 2.5, 'x', None, (True,)]\nr_b = _unseen.thing\n_hidden = 1\n");
    assert_eq!(o.ending, Ending::Ok);
    assert!(o.ending_exact);
    assert_eq!(
        global(&o, "r_a"),
        Some(Observation::Exact(serde_json::json!({"list": [
            {"int": "1"}, {"float": "2.5"}, "x", null, {"tuple": [true]}
        ]})))
    );
    assert_eq!(global(&o, "r_b"), Some(Observation::Unknown));
    assert_eq!(global(&o, "_hidden"), None);
    assert_eq!(global(&o, "_unseen"), None);
}

#[test]
fn a_program_that_raises_ends_with_the_exception_s_class_and_what_it_bound_before() {
    let o = run_main("r_a = 1\nraise ValueError('no')\nr_b = 2\n");
    assert_eq!(o.ending, Ending::Raised("ValueError".into()));
    assert!(o.ending_exact);
    assert!(global(&o, "r_a").is_some());
    assert!(global(&o, "r_b").is_none());
}

#[test]
fn what_the_evaluator_knows_does_not_hang_on_where_the_allocator_puts_things() {
    // Each `enumerate` is noted with the list it was made from (a change to that list leaves
    // the iterator's items not known); the list is gone at once, and a fresh list of the same
    // size is then changed, often at the same address. That change is not one to the noted
    // list: the run knows how it ends, every time, wherever the allocator puts things.
    let src = "out = []\nfor i in range(40):\n    e = enumerate([i, i + 1])\n    first = next(e)\n    \
               del e\n    fresh = []\n    fresh.append(i)\n    out.append(fresh[0] + first[1])\nr = sum(out)\n";
    for round in 0..8 {
        let _shift: Vec<Vec<u8>> = (0..round * 3).map(|k| vec![0; 24 + 40 * k]).collect();
        let o = run_main(src);
        assert!(o.ending_exact, "round {round}: {}", o.message);
        assert_eq!(
            global(&o, "r"),
            Some(Observation::Exact(serde_json::json!({"int": "1560"}))),
            "round {round}"
        );
    }
}

#[test]
fn float_encoding_is_python_s_repr() {
    for (f, want) in [
        (1.0, "1.0"),
        (0.1, "0.1"),
        (-2.5, "-2.5"),
        (1e-4, "0.0001"),
        (1e-5, "1e-05"),
        (1.5e-7, "1.5e-07"),
        (1e15, "1000000000000000.0"),
        (1e16, "1e+16"),
        (1.2345e20, "1.2345e+20"),
        (123.456, "123.456"),
        (1.0 / 3.0, "0.3333333333333333"),
        (-0.0, "-0.0"),
        (f64::INFINITY, "inf"),
        // Two shortest texts read back as this float; CPython's is the nearer, a tie to even.
        (-503_841_839_128_345.0 / 16.0, "-31490114945521.562"),
        (1_471_097_673_422_893.0 / 8.0, "183887209177861.62"),
    ] {
        assert_eq!(program::py_float_repr(f), want, "{f}");
    }
}

#[test]
fn a_difference_is_found_where_the_evaluator_claims_a_wrong_value() {
    // The comparison itself, on a made-up CPython run: it must not be a test that cannot fail.
    let v = Variant {
        program: "self/check".into(),
        root: std::env::temp_dir(),
        modules: vec![],
        name: "as-is".into(),
        source: "r_a = 1 + 1\nr_b = 3\n".into(),
        expect: "ok".into(),
        runs: vec![CRun {
            flag: None,
            ending: "ok".into(),
            message: String::new(),
            globals: [
                ("r_a".to_string(), serde_json::json!({"int": "2"})),
                ("r_b".to_string(), serde_json::json!({"int": "4"})),
                ("r_c".to_string(), J::Null),
            ]
            .into_iter()
            .collect(),
            unencodable: BTreeSet::new(),
        }],
    };
    let out = evaluate(&v).expect("runs").remove(0);
    let mut t = Tally::default();
    compare(&v, &out, &mut t);
    let names: Vec<&str> = t.differences.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(
        names,
        ["r_b", "r_c"],
        "{:?}",
        t.differences.iter().map(Difference::line).collect::<Vec<_>>()
    );
    assert_eq!(t.equal, 1);
}

/// What the corpus uses of the grammar and of the builtins: each statement, expression, pattern
/// and operator kind (as the parser names them), and every name it mentions.
#[derive(Default)]
struct Uses {
    kinds: BTreeSet<String>,
    names: BTreeSet<String>,
}

impl<'a> ruff_python_ast::visitor::source_order::SourceOrderVisitor<'a> for Uses {
    fn visit_stmt(&mut self, s: &'a ruff_python_ast::Stmt) {
        use ruff_python_ast::Stmt as S;
        let kind = match s {
            S::FunctionDef(f) if f.is_async => "AsyncFunctionDef".to_string(),
            S::For(f) if f.is_async => "AsyncFor".to_string(),
            S::With(w) if w.is_async => "AsyncWith".to_string(),
            S::Try(t) if t.is_star => "TryStar".to_string(),
            S::AugAssign(a) => {
                self.kinds.insert(format!("AugAssign {:?}", a.op));
                "AugAssign".to_string()
            }
            _ => variant_name(s),
        };
        self.kinds.insert(kind);
        match s {
            S::FunctionDef(f) => {
                self.names.insert(f.name.id.to_string());
            }
            S::ImportFrom(i) => self.names.extend(i.names.iter().map(|a| a.name.id.to_string())),
            _ => {}
        }
        ruff_python_ast::visitor::source_order::walk_stmt(self, s);
    }
    fn visit_expr(&mut self, e: &'a ruff_python_ast::Expr) {
        use ruff_python_ast::Expr as E;
        match e {
            E::BinOp(b) => {
                self.kinds.insert(format!("BinOp {:?}", b.op));
            }
            E::UnaryOp(u) => {
                self.kinds.insert(format!("UnaryOp {:?}", u.op));
            }
            E::BoolOp(b) => {
                self.kinds.insert(format!("BoolOp {:?}", b.op));
            }
            E::Compare(c) => {
                for op in c.ops.iter() {
                    self.kinds.insert(format!("Compare {op:?}"));
                }
            }
            E::Name(n) => {
                self.names.insert(n.id.to_string());
            }
            E::Attribute(a) => {
                self.names.insert(a.attr.id.to_string());
            }
            _ => {}
        }
        self.kinds.insert(variant_name(e));
        ruff_python_ast::visitor::source_order::walk_expr(self, e);
    }
    fn visit_pattern(&mut self, p: &'a ruff_python_ast::Pattern) {
        self.kinds.insert(variant_name(p));
        ruff_python_ast::visitor::source_order::walk_pattern(self, p);
    }
    fn visit_type_param(&mut self, t: &'a ruff_python_ast::TypeParam) {
        self.kinds.insert(variant_name(t));
        ruff_python_ast::visitor::source_order::walk_type_param(self, t);
    }
}

/// `Name(ExprName { .. })` -> `Name`: the enum variant, as `Debug` writes it.
fn variant_name<T: std::fmt::Debug>(node: &T) -> String {
    let text = format!("{node:?}");
    text.split('(').next().unwrap_or_default().trim().to_string()
}

fn corpus_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            corpus_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "py") {
            out.push(p);
        }
    }
}

#[test]
fn the_corpus_covers_the_grammar_and_every_builtin_function() {
    // Issue 26: the corpus exercises every statement and expression kind of Python 3.12's
    // grammar (with its patterns, type parameters and operators) and every builtin function.
    // A kind or builtin that no program uses is a hole a harness could fall into unseen.
    let mut files = Vec::new();
    corpus_files(&manifest_dir().join("tests/conformance/programs"), &mut files);
    let mut uses = Uses::default();
    for f in &files {
        let src = std::fs::read_to_string(f).expect("read");
        let parsed =
            ruff_python_parser::parse_module(&src).unwrap_or_else(|e| panic!("{}: not Python 3.12: {e}", f.display()));
        for s in parsed.suite() {
            ruff_python_ast::visitor::source_order::SourceOrderVisitor::visit_stmt(&mut uses, s);
        }
    }
    // Python 3.12's grammar, in the parser's names (ruff_python_ast's `Stmt`, `Expr`, `Pattern`,
    // `TypeParam` and operator enums), less what only IPython or Python 3.14 has.
    let grammar = "FunctionDef AsyncFunctionDef ClassDef Return Delete TypeAlias Assign AugAssign \
        AnnAssign For AsyncFor While If With AsyncWith Match Raise Try TryStar Assert Import \
        ImportFrom Global Nonlocal Expr Pass Break Continue \
        BoolOp Named BinOp UnaryOp Lambda If Dict Set ListComp SetComp DictComp Generator Await \
        Yield YieldFrom Compare Call FString StringLiteral BytesLiteral NumberLiteral \
        BooleanLiteral NoneLiteral EllipsisLiteral Attribute Subscript Starred Name List Tuple \
        Slice \
        MatchValue MatchSingleton MatchSequence MatchMapping MatchClass MatchStar MatchAs MatchOr \
        TypeVar ParamSpec TypeVarTuple";
    let ops = "Add Sub Mult MatMult Div Mod Pow LShift RShift BitOr BitXor BitAnd FloorDiv";
    let mut wanted: Vec<String> = grammar.split_whitespace().map(str::to_string).collect();
    wanted.extend(ops.split_whitespace().map(|o| format!("BinOp {o}")));
    wanted.extend(ops.split_whitespace().map(|o| format!("AugAssign {o}")));
    wanted.extend(
        "Invert Not UAdd USub"
            .split_whitespace()
            .map(|o| format!("UnaryOp {o}")),
    );
    wanted.extend("And Or".split_whitespace().map(|o| format!("BoolOp {o}")));
    wanted.extend(
        "Eq NotEq Lt LtE Gt GtE Is IsNot In NotIn"
            .split_whitespace()
            .map(|o| format!("Compare {o}")),
    );
    let missing: Vec<&String> = wanted.iter().filter(|k| !uses.kinds.contains(*k)).collect();
    assert!(missing.is_empty(), "no program of the corpus uses: {missing:?}");

    // Every builtin function and type CPython has (asked of the interpreter the corpus runs on),
    // less the site's interactive helpers, which read the terminal or print the licence.
    let out = Command::new(python())
        .args([
            "-c",
            "import builtins\n\
             for n in dir(builtins):\n\
             \x20   v = getattr(builtins, n)\n\
             \x20   if callable(v) and not n.startswith('_') and not (isinstance(v, type) and issubclass(v, BaseException)):\n\
             \x20       print(n)",
        ])
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e} (set GEN_CONFIG_PYTHON)", python()));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let interactive = ["breakpoint", "copyright", "credits", "help", "input", "license", "quit"];
    let builtins: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .filter(|n| !interactive.contains(&n.as_str()))
        .collect();
    assert!(builtins.len() > 60, "{builtins:?}");
    let unused: Vec<&String> = builtins.iter().filter(|b| !uses.names.contains(*b)).collect();
    assert!(
        unused.is_empty(),
        "no program of the corpus uses the builtins {unused:?}"
    );

    // The dunder protocols (defined by a class, or read) and the library functions issue 26
    // names as what harness authors register and configure with.
    let protocols = "__eq__ __ne__ __hash__ __lt__ __le__ __gt__ __ge__ __contains__ __getitem__ \
        __setitem__ __delitem__ __iter__ __next__ __len__ __bool__ __call__ __add__ __radd__ \
        __iadd__ __sub__ __mul__ __rmul__ __truediv__ __floordiv__ __mod__ __pow__ __matmul__ \
        __and__ __or__ __xor__ __lshift__ __rshift__ __neg__ __pos__ __invert__ __abs__ __index__ \
        __int__ __float__ __str__ __repr__ __format__ __round__ __reversed__ __getattr__ \
        __getattribute__ __setattr__ __delattr__ __get__ __set__ __enter__ __exit__ __new__ \
        __init__ __init_subclass__ __set_name__ __class_getitem__ __missing__ __post_init__ \
        __subclasses__ __mro__ __dict__ __name__ __qualname__ __module__ __file__ __path__ \
        __all__ __slots__ __match_args__";
    let library = "Enum IntEnum StrEnum Flag IntFlag auto unique namedtuple NamedTuple defaultdict \
        OrderedDict Counter ChainMap iter_modules listdir glob iterdir read_text safe_load load \
        import_module dataclass field partial reduce lru_cache product chain deepcopy";
    let unused: Vec<&str> = protocols
        .split_whitespace()
        .chain(library.split_whitespace())
        .filter(|n| !uses.names.contains(*n))
        .collect();
    assert!(unused.is_empty(), "no program of the corpus uses {unused:?}");
}

/// A value CPython encoded as `None`, a bool, a number, a string or bytes (`cpython.py`'s
/// `encode`).
fn is_scalar(v: &J) -> bool {
    match v {
        J::Null | J::Bool(_) | J::String(_) => true,
        J::Object(o) => o.len() == 1 && ["int", "float", "bytes"].iter().any(|k| o.contains_key(*k)),
        _ => false,
    }
}
