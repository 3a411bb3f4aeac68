//! Check a config the way the harness's own code will judge it, for every sweep point.
//!
//! In: the harness, its [`Model`], a parsed config and its op. Out: a [`Report`] — the
//! diagnostics (YAML position, deciding Python line, failing sweep point) and the number of sweep
//! points visited. Static rules come first (fields, backends, GPU); then the harness's code runs in
//! the evaluator with the config's values and every `assert`/`raise` that fires becomes a finding.
//!
//! **Only decided facts are errors.** An error is what the harness's code decides from the
//! config's values: a raise or assert the run reaches with values it knows, a lookup that fails.
//! What the tool can't see is unknown, never an error:
//! - a module that is not in the checkout is taken as importing, and its values are unknown;
//! - a decision on a value the tool can't compute (a tensor's contents, a device query) takes the
//!   side that does not raise, and a raise it skips that way is an `unchecked` info;
//! - `unknown-field` needs every path through the scenario's code to have run to its end: where
//!   a path stopped on something the tool could not follow (the step budget, an error in code it
//!   could not follow), the field is `unchecked`, naming the line where it stopped;
//! - `missing-field` needs the field to be read on the config's own path (the run's `KeyError`),
//!   or to be read with `cfg[...]` on every path that ran to its end;
//! - a static rule on a value (an unknown backend) takes the line where the run fails on it;
//!   when the run went through without using the value (an empty sweep), it is no error.
//!
//! One file a rule, each saying what it checks, why it matters and an example: before the run
//! ([`duplicate_key`], [`unknown_field`], [`missing_field`], [`quoted_bool`], [`unknown_backend`],
//! [`halops_first`], [`no_batch_sizes`]); from the run ([`findings`], with [`sweep_point`] for how
//! a point is named and placed, [`dtype`] for dtype help and [`string_number`] for a number held
//! as a string; [`adapters`], [`empty_sweep`],
//! [`unused_value`], [`refcheck_reference`], [`gpu`]); where a config belongs ([`locate`]). This
//! file runs them in order for one config ([`check_doc`]); [`check_all`] checks many (`run.rs`).

mod adapters;
pub mod cache;
mod dtype;
mod duplicate_key;
mod empty_sweep;
mod findings;
mod gpu;
mod halops_first;
mod locate;
mod missing_field;
mod no_batch_sizes;
mod quoted_bool;
mod refcheck_reference;
mod run;
mod stamps;
mod string_number;
mod sweep_point;
mod unknown_backend;
mod unknown_field;
mod unused_value;

use std::borrow::Cow;
use std::path::Path;

use serde_json::Value as J;

use crate::diag::{did_you_mean, point_text, sort_by_place, Code, Diag};
use crate::discover::Harness;
use crate::eval::interp::{Finding, FindingKind, Interp, Mode};
use crate::eval::{interpreter, run_entry, torch, LimitsSpec, RunSpec};
use crate::lang::Lang;
use crate::model::{loc, Loc, Model, Scenario, BACKENDS_FIELD, HALOPS};
use crate::parse::yaml::{parse_config_with, unquoted, ConfigDoc, Node, Pos};
use crate::say;
use crate::seed::{GPU_FIELD, SCENARIO_FIELD};

pub use dtype::dtype_guess;
pub use locate::{locate, place_unlocated, refused_place};
pub use run::{check_all, CheckRun, Request};

/// The result of checking one config file.
#[derive(Clone, Debug)]
pub struct Report {
    pub path: String,
    pub op: Option<String>,
    pub scenario: Option<String>,
    pub points: usize,
    pub diagnostics: Vec<Diag>,
}

impl Report {
    pub fn valid(&self) -> bool {
        !self
            .diagnostics
            .iter()
            .any(|d| d.severity() == crate::diag::Severity::Error)
    }
}

/// A config read from disk (or given as text), not yet checked.
pub struct Input {
    pub path: String,
    pub text: Result<String, String>,
    /// The folder the file sits in, for the op.
    pub parent_name: Option<String>,
    /// Its path under the harness's `configs/` (`attention/x.yaml`), when it is there: what
    /// `python benchmark.py --config=...` would be given for it.
    pub place: Option<String>,
}

/// The language of the diagnostics' `message` and `help` ([`crate::lang::messages`]: English
/// unless `check --lang zh` chose Chinese). Codes, fields and JSON keys never change with it.
fn lang() -> Lang {
    crate::lang::messages()
}

fn names<'a>(it: impl Iterator<Item = &'a str>) -> String {
    it.map(|s| format!("`{s}`")).collect::<Vec<_>>().join(", ")
}

/// "did you mean `x`?" for a likely typo, else the list of what there is, under `label`.
fn suggest(word: &str, candidates: &[&str], label: &str) -> String {
    match did_you_mean(word, candidates.iter().copied()) {
        Some(m) => say!(lang(), "did you mean `{m}`?", "是不是想写 `{m}`？"),
        None => say!(lang(), "{label}: {}", "{label}：{}", names(candidates.iter().copied())),
    }
}

/// Check one config whose op and scenario are known.
pub fn check_doc(h: &Harness, model: &Model, path: &str, doc: &ConfigDoc, op: &str, scenario: &str) -> Report {
    check_doc_in(&mut interpreter(h), model, path, doc, op, scenario)
}

/// [`check_doc`] on an interpreter that already imported the harness (one per worker: a run of
/// many configs imports each module once, as one Python process would).
pub fn check_doc_in<'a>(
    it: &mut Interp<'a>,
    model: &Model,
    path: &str,
    doc: &ConfigDoc,
    op: &str,
    scenario: &str,
) -> Report {
    let h = it.h;
    let mut report = Report {
        path: path.to_string(),
        op: Some(op.to_string()),
        scenario: Some(scenario.to_string()),
        points: 0,
        diagnostics: vec![],
    };
    let Some(sc) = model.scenario(op, scenario) else {
        return report;
    };
    if let Some((l, col, msg)) = &sc.unreadable {
        report.diagnostics.push(
            Diag::new(
                Code::Python,
                say!(
                    lang(),
                    "the scenario's code can't be read: {}:{}:{col}: {msg}",
                    "无法读取该场景的代码：{}:{}:{col}：{msg}",
                    l.file,
                    l.line
                ),
            )
            .source(Some(l.clone())),
        );
        return report;
    }
    let mut diags = static_checks(sc, doc);
    let run = evaluate(it, op, path, doc);
    report.points = run.events.points;
    let gpu_seen = (run.events.gpu_found, run.events.gpu_misses.first().map(|s| loc(h, *s)));
    let reached = run.events.backend_order.clone();
    let went_through = run.stopped.is_none() && run.events.findings.iter().all(|f| f.caught.is_some() && !f.uncertain);
    let empty = empty_sweep::check(h, doc, &run);
    let swept = empty.is_empty();
    diags.extend(empty);
    diags.extend(unused_value::check(sc, doc, &run, swept));
    let findings = run.events.findings;
    let static_fields: Vec<String> = diags
        .iter()
        .filter(|d| d.severity() == crate::diag::Severity::Error)
        .filter_map(|d| d.field.clone())
        .collect();
    // The adapters judged on the config's dtype/mode, when a diagnostic needs it: once.
    let mut judged = None;
    let (from_run, lent) = findings::findings_to_diags(h, op, sc, doc, findings, &static_fields, &mut judged);
    // A static diagnostic whose field the run failed on is decided where the run failed. One on a
    // value the run went through without using (a backend of an empty sweep's loop) decides
    // nothing: the harness runs; it is said as a value it does not use.
    for d in diags
        .iter_mut()
        .filter(|d| d.severity() == crate::diag::Severity::Error)
    {
        // The first failure on it where Python fails (a string iterated as a list is no
        // failure in Python: it fails later, on the items).
        let on_field = |(f, _, _): &&(String, Loc, bool)| Some(f) == d.field.as_ref();
        let failed = lent
            .iter()
            .filter(on_field)
            .find(|l| !l.2)
            .or_else(|| lent.iter().find(on_field));
        if let Some((_, at, _)) = failed {
            d.source = Some(at.clone());
        } else if went_through && d.field.as_deref() == Some(BACKENDS_FIELD) {
            d.code = Code::UnusedValue;
            d.message = say!(
                lang(),
                "{}, but no code this config runs uses it",
                "{}，但此配置运行的代码都不使用它",
                d.message
            );
        }
    }
    // A field every path requires, that this config's run went through without reading (its
    // sweep is empty): the harness runs without it.
    if went_through {
        diags.retain(|d| d.code != Code::MissingField || lent.iter().any(|l| Some(&l.0) == d.field.as_ref()));
    }
    diags.retain(|d| {
        d.code != Code::UnknownField
            || !from_run
                .iter()
                .any(|r| r.code == Code::UnknownField && r.field == d.field)
    });
    diags.extend(from_run);
    // Backends no point reached because every point failed first are judged on the value alone;
    // a run that went through without reaching one does not use it.
    if !went_through {
        let more = adapters::unreached_adapters(h, op, sc, doc, &reached, &diags, &mut judged);
        diags.extend(more);
    }
    refcheck_reference::name_bad_references(sc, doc, &mut diags);
    let gpu = gpu::gpu_checks(model, sc, doc, &gpu_seen, &mut diags);
    diags.extend(gpu);
    sort_by_place(&mut diags);
    report.diagnostics = diags;
    report
}

/// The rules that need no run, in the order they are said (before the YAML's order sorts them).
fn static_checks(sc: &Scenario, doc: &ConfigDoc) -> Vec<Diag> {
    let mut out = duplicate_key::check(doc);
    out.extend(unknown_field::check(sc, doc));
    out.extend(missing_field::check(sc, doc));
    out.extend(quoted_bool::check(sc, doc));
    out.extend(unknown_backend::check(sc, doc));
    out.extend(halops_first::check(sc, doc));
    out.extend(no_batch_sizes::check(sc, doc));
    out
}

/// The config's run through the harness.
fn evaluate(it: &mut Interp, op: &str, path: &str, doc: &ConfigDoc) -> crate::eval::Run {
    let data = doc.data();
    let doc_file = std::path::Path::new(path).file_name().and_then(|f| f.to_str());
    let spec = RunSpec {
        op,
        file: doc_file,
        place: None,
        config: &data,
        mode: Mode::Check,
        recover_backends: false,
        limits: LimitsSpec::CHECK,
    };
    run_entry(it, &spec, vec![])
}

fn entry_pos(doc: &ConfigDoc, field: &str) -> Option<Pos> {
    doc.get(field).map(|e| e.key_pos)
}

fn example_help(sc: &Scenario, field: &str) -> String {
    let c = sc.candidates_of(field);
    if c.is_empty() {
        say!(lang(), "add `{field}: ...`", "添加 `{field}: ...`")
    } else {
        say!(
            lang(),
            "values the code knows: {}",
            "代码已知的取值：{}",
            c.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
        )
    }
}

fn backend_pos(doc: &ConfigDoc, b: &str) -> Option<Pos> {
    let e = doc.get(BACKENDS_FIELD)?;
    match &e.value.node {
        Node::Seq(items) => items
            .iter()
            .find(|i| matches!(&i.node, Node::Str(s) if s == b))
            .map(|i| i.pos)
            .or(Some(e.key_pos)),
        _ => Some(e.key_pos),
    }
}

pub fn node_text(n: &Node) -> String {
    match n {
        Node::Str(s) => s.clone(),
        other => other.to_data().to_json().to_string(),
    }
}

/// Why a table of the harness is not known exactly, in the language of the messages: "it is built
/// from `X`, which the tool does not model".
pub(crate) fn incomplete_why(inc: &crate::model::Incomplete) -> String {
    incomplete_why_in(inc, lang())
}

/// [`incomplete_why`] in the language `lang`.
pub(crate) fn incomplete_why_in(inc: &crate::model::Incomplete, lang: Lang) -> String {
    use crate::eval::interp::FallbackKind as K;
    let t = &inc.text;
    match (lang, inc.kind) {
        (Lang::En, Some(K::NotModelled)) => format!("it is built by `{t}`, which the tool does not model"),
        (Lang::En, Some(K::UnknownItems)) => format!("it is built from the items of `{t}`, which the tool can't know"),
        (Lang::En, Some(K::Undecided)) => format!("it depends on `{t}`, which the tool can't decide statically"),
        (Lang::En, Some(K::UnseenModule)) => format!("it depends on `{t}`, a module not in the checkout"),
        (Lang::En, Some(K::Stopped)) => format!("the tool could not finish reading it ({t})"),
        (Lang::En, None) => "the tool could not compute all of it".into(),
        (Lang::Zh, Some(K::NotModelled)) => format!("它由工具不支持的 `{t}` 构建"),
        (Lang::Zh, Some(K::UnknownItems)) => format!("它由 `{t}` 的元素构建，工具无法得知这些元素"),
        (Lang::Zh, Some(K::Undecided)) => format!("它取决于 `{t}`，工具无法静态判定"),
        (Lang::Zh, Some(K::UnseenModule)) => format!("它取决于不在代码库中的模块 `{t}`"),
        (Lang::Zh, Some(K::Stopped)) => format!("工具未能读完它（{t}）"),
        (Lang::Zh, None) => "工具无法完整计算它".into(),
    }
}
