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

use std::borrow::Cow;
use std::path::Path;

use serde_json::Value as J;

use crate::diag::{did_you_mean, point_text, sort_by_place, Code, Diag};
use crate::discover::Harness;
use crate::eval::interp::{Finding, FindingKind, Interp, Mode};
use crate::eval::{interpreter, run_entry, torch, LimitsSpec, RunSpec};
use crate::model::{loc, Loc, Model, Scenario, BACKENDS_FIELD, HALOPS};
use crate::parse::yaml::{parse_config_with, unquoted, ConfigDoc, Node, Pos};
use crate::seed::{GPU_FIELD, SCENARIO_FIELD};

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
}

impl Input {
    pub fn read(path: &Path, shown: String) -> Input {
        let parent_name = path
            .parent()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().to_string());
        let text = crate::discover::read_text(path);
        Input {
            path: shown,
            text,
            parent_name,
        }
    }
}

/// Parse a config and find its op and scenario; `Err` holds the report to return as is.
pub fn locate(model: &Model, input: &Input, op_flag: Option<&str>) -> Result<(ConfigDoc, String, String), Report> {
    let mut report = Report {
        path: input.path.clone(),
        op: None,
        scenario: None,
        points: 0,
        diagnostics: vec![],
    };
    let text = match &input.text {
        Ok(t) => t,
        Err(e) => {
            report
                .diagnostics
                .push(Diag::new(Code::Yaml, format!("cannot read the file: {e}")));
            return Err(report);
        }
    };
    let doc = match parse_config_with(text, model.config_tags) {
        Ok(d) => d,
        Err(e) => {
            report.diagnostics.push(Diag::new(Code::Yaml, e.message).at(e.pos));
            return Err(report);
        }
    };
    let scenario_entry = doc.get("scenario");
    let scenario = match scenario_entry.map(|e| &e.value.node) {
        Some(Node::Str(s)) => Some(s.clone()),
        Some(_) => {
            report.diagnostics.push(
                Diag::new(Code::BadType, "`scenario` must be a name (a string)")
                    .field("scenario")
                    .at(scenario_entry.map(|e| e.value.pos)),
            );
            return Err(report);
        }
        None => None,
    };
    let op = input
        .parent_name
        .as_deref()
        .filter(|p| model.op(p).is_some())
        .map(str::to_string)
        .or_else(|| op_flag.map(str::to_string))
        .or_else(|| {
            let s = scenario.as_deref()?;
            let owners: Vec<&str> = model
                .ops
                .iter()
                .filter(|o| o.scenarios.iter().any(|x| x.name == s))
                .map(|o| o.name.as_str())
                .collect();
            (owners.len() == 1).then(|| owners[0].to_string())
        });
    let Some(op) = op else {
        // No op at all because the entry layer can't run: that is the reason, not the config.
        if let Some((why, src)) = &model.entry_error {
            report
                .diagnostics
                .push(Diag::new(Code::Python, format!("the harness can't be read: {why}")).source(src.clone()));
            return Err(report);
        }
        let ops: Vec<&str> = model.ops.iter().map(|o| o.name.as_str()).collect();
        report.diagnostics.push(Diag::new(Code::UnknownOp, "cannot tell which op this config is for (its folder is not an op, no --op, and no single op has its scenario)").help(format!("put it under `configs/<op>/` or pass --op; ops: {}", ops.join(", "))));
        return Err(report);
    };
    report.op = Some(op.clone());
    let Some(op_model) = model.op(&op) else {
        report
            .diagnostics
            .push(Diag::new(Code::UnknownOp, format!("`{op}` is not in `OP_REGISTRY`")));
        return Err(report);
    };
    if let Some(e) = &op_model.error {
        report.diagnostics.push(
            Diag::new(Code::Python, format!("op `{op}`: {e}"))
                .source(Some(op_model.error_src.clone().unwrap_or_else(|| op_model.src.clone()))),
        );
        return Err(report);
    }
    let Some(scenario) = scenario else {
        report.diagnostics.push(
            Diag::new(Code::MissingField, "`scenario` is missing")
                .field("scenario")
                .help(format!(
                    "scenarios of `{op}`: {}",
                    names(op_model.scenarios.iter().map(|s| s.name.as_str()))
                )),
        );
        return Err(report);
    };
    report.scenario = Some(scenario.clone());
    if !op_model.scenarios.iter().any(|s| s.name == scenario) {
        let all: Vec<&str> = op_model.scenarios.iter().map(|s| s.name.as_str()).collect();
        let help = suggest(&scenario, &all, &format!("scenarios of `{op}`"));
        report.diagnostics.push(
            Diag::new(
                Code::UnknownScenario,
                format!("`{scenario}` is not a scenario of `{op}`"),
            )
            .field("scenario")
            .at(scenario_entry.map(|e| e.value.pos))
            .help(help)
            .source(Some(op_model.src.clone())),
        );
        return Err(report);
    }
    Ok((doc, op, scenario))
}

/// A config whose scenario the op does not have (or that names none): run it through the
/// harness anyway, so its diagnostic names the line where the harness's own code refuses it.
pub fn place_unlocated(h: &Harness, model: &Model, input: &Input, report: &mut Report) {
    let Some(op) = report.op.clone() else { return };
    let wanted = |d: &Diag| {
        d.code == Code::UnknownScenario || (d.code == Code::MissingField && d.field.as_deref() == Some(SCENARIO_FIELD))
    };
    if !report.diagnostics.iter().any(wanted) {
        return;
    }
    let Ok(text) = &input.text else { return };
    let Ok(doc) = parse_config_with(text, model.config_tags) else {
        return;
    };
    let run = evaluate(&mut interpreter(h), &op, &input.path, &doc);
    let decided = run
        .events
        .findings
        .iter()
        .find(|f| !f.uncertain && f.kind != FindingKind::Budget && f.caught.is_none())
        .map(|f| loc(h, f.src));
    if let Some(at) = decided {
        for d in report.diagnostics.iter_mut().filter(|d| wanted(d)) {
            d.source = Some(at.clone());
        }
    }
}

fn names<'a>(it: impl Iterator<Item = &'a str>) -> String {
    it.map(|s| format!("`{s}`")).collect::<Vec<_>>().join(", ")
}

/// "did you mean `x`?" for a likely typo, else the list of what there is, under `label`.
fn suggest(word: &str, candidates: &[&str], label: &str) -> String {
    match did_you_mean(word, candidates.iter().copied()) {
        Some(m) => format!("did you mean `{m}`?"),
        None => format!("{label}: {}", names(candidates.iter().copied())),
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
                format!("the scenario's code can't be read: {}:{}:{col}: {msg}", l.file, l.line),
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
    diags.extend(unread_values(h, sc, doc, &run));
    let findings = run.events.findings;
    let static_fields: Vec<String> = diags
        .iter()
        .filter(|d| d.severity() == crate::diag::Severity::Error)
        .filter_map(|d| d.field.clone())
        .collect();
    // The adapters judged on the config's dtype/mode, when a diagnostic needs it: once.
    let mut judged = None;
    let (from_run, lent) = findings_to_diags(h, op, sc, doc, findings, &static_fields, &mut judged);
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
            d.message = format!("{}, but no code this config runs uses it", d.message);
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
        let more = unreached_adapters(h, op, sc, doc, &reached, &diags, &mut judged);
        diags.extend(more);
    }
    name_bad_references(sc, doc, &mut diags);
    let gpu = gpu_checks(model, sc, doc, &gpu_seen, &mut diags);
    diags.extend(gpu);
    sort_by_place(&mut diags);
    report.diagnostics = diags;
    report
}

/// Backends the config names that no sweep point reached (every point failed before the backend
/// loop, or the run stopped at an earlier backend): their adapters are judged on the config's
/// dtype/mode alone, so a rejected one is said now, not after the other errors are fixed.
fn unreached_adapters<'s>(
    h: &Harness,
    op: &str,
    sc: &'s Scenario,
    doc: &ConfigDoc,
    reached: &[String],
    diags: &[Diag],
    judged: &mut Option<Cow<'s, Scenario>>,
) -> Vec<Diag> {
    let Some(driver) = sc.driver.clone() else { return vec![] };
    let Some(Node::Str(value)) = doc.get(&driver).map(|e| &e.value.node) else {
        return vec![];
    };
    let Some(Node::Seq(items)) = doc.get(BACKENDS_FIELD).map(|e| &e.value.node) else {
        return vec![];
    };
    // Said already: a point reached its adapter after all (the diagnostic is at its item).
    let said = |b: &str| {
        let at = backend_pos(doc, b);
        diags
            .iter()
            .any(|d| d.code == Code::BackendUnsupported && d.config == at)
    };
    let unreached: Vec<&str> = items
        .iter()
        .filter_map(|i| match &i.node {
            Node::Str(b) => Some(b.as_str()),
            _ => None,
        })
        .filter(|b| !reached.iter().any(|r| r == b) && sc.backend(b).is_some() && !said(b))
        .collect();
    if unreached.is_empty() {
        return vec![];
    }
    let judged = judged.get_or_insert_with(|| judged_on(h, op, sc, value));
    let mut out = Vec::new();
    for b in unreached {
        let Some(src) = judged
            .backend(b)
            .and_then(|x| x.unsupported.iter().find(|(v, _)| v == value))
            .map(|(_, l)| l.clone())
        else {
            continue;
        };
        let why = "no sweep point got as far as this backend";
        out.push(backend_unsupported(judged, doc, &driver, value, b, why, src));
    }
    out
}

/// The scenario with its backends' adapters judged on the config's dtype/mode `value`: the
/// model's own where it judged every value, else judged now (a check's model skips verdicts).
fn judged_on<'s>(h: &Harness, op: &str, sc: &'s Scenario, value: &str) -> Cow<'s, Scenario> {
    if sc.judged {
        return Cow::Borrowed(sc);
    }
    let mut j = sc.clone();
    crate::model::judge_value(h, op, &mut j, value);
    Cow::Owned(j)
}

/// `backend-unsupported`: `b`'s adapter raises (`src`) for `driver` `value` (`why`, if said),
/// with the scenario's backends that do take the value as help.
fn backend_unsupported(
    judged: &Scenario,
    doc: &ConfigDoc,
    driver: &str,
    value: &str,
    b: &str,
    why: &str,
    src: Loc,
) -> Diag {
    let ok: Vec<&str> = judged
        .backends
        .iter()
        .filter(|x| !x.unsupported.iter().any(|(v, _)| v == value))
        .map(|x| x.name.as_str())
        .collect();
    let why = if why.is_empty() {
        String::new()
    } else {
        format!(" ({why})")
    };
    let d = Diag::new(
        Code::BackendUnsupported,
        format!("backend `{b}` does not support {driver} `{value}`: its adapter raises{why}"),
    )
    .field(BACKENDS_FIELD)
    .at(backend_pos(doc, b))
    .source(Some(src));
    if ok.is_empty() {
        return d;
    }
    d.help(format!(
        "backends of `{}` that take `{value}`: {}",
        judged.name,
        names(ok.iter().copied())
    ))
}

/// The config's GPU (`gpu_type`), as its run looked it up: `unknown-gpu` where a lookup missed
/// and none found it (a `.get` that falls back to the default, a `not in` that raises), or, when
/// the run never looked it up, where the GPU table the code uses lacks it; and `fp4-gpu` when
/// the config is FP4 and that GPU's spec has no FP4 peak. A failure the run had on it (a
/// `KeyError`, a `raise` on a GPU it does not know) is said as `unknown-gpu` too.
fn gpu_checks(
    model: &Model,
    sc: &Scenario,
    doc: &ConfigDoc,
    (found, missed_at): &(bool, Option<Loc>),
    diags: &mut [Diag],
) -> Vec<Diag> {
    let mut out = Vec::new();
    let gpu_names: Vec<&str> = model.gpus.iter().map(|g| g.name.as_str()).collect();
    let table_src = model.gpus.first().map(|g| g.src.clone());
    let gpu_help = |g: &str| match did_you_mean(g, gpu_names.iter().copied()) {
        Some(m) => format!("did you mean `{m}`?"),
        None if gpu_names.is_empty() => "the GPUs the code knows are not known to the tool".into(),
        None => format!("GPUs the code knows: {}", names(gpu_names.iter().copied())),
    };
    let given = match doc.get(GPU_FIELD).map(|e| (&e.value.node, e.value.pos)) {
        Some((Node::Str(g), pos)) => Some((g.clone(), pos)),
        _ => None,
    };
    if let Some((g, pos)) = &given {
        let mut recoded = false;
        for d in diags.iter_mut() {
            if d.field.as_deref() == Some(GPU_FIELD)
                && matches!(d.code, Code::BadValue | Code::Constraint | Code::BadType)
            {
                d.code = Code::UnknownGpu;
                d.config = Some(*pos);
                d.help = Some(gpu_help(g));
                recoded = true;
            }
        }
        let unknown = match (found, missed_at) {
            (true, _) => None,
            (false, Some(at)) => Some((
                at.clone(),
                format!("`{g}` is not a GPU the harness knows: its lookup here falls back"),
            )),
            // Not looked up by this run: the table the code looks GPUs up in decides.
            (false, None) if !gpu_names.is_empty() && !gpu_names.contains(&g.as_str()) => table_src.clone().map(|s| {
                (
                    s,
                    format!("`{g}` is not in the GPU table the harness looks `{GPU_FIELD}` up in"),
                )
            }),
            _ => None,
        };
        if let (Some((at, message)), false) = (unknown, recoded) {
            out.push(
                Diag::new(Code::UnknownGpu, message)
                    .field(GPU_FIELD)
                    .at(Some(*pos))
                    .help(format!(
                        "{} (an unknown GPU silently runs with another's figures)",
                        gpu_help(g)
                    ))
                    .source(Some(at)),
            );
        }
    }
    let gpu = given.map(|(g, _)| g).or_else(|| {
        sc.field(GPU_FIELD)
            .and_then(|f| f.default.as_ref())
            .and_then(|d| d.as_str().map(str::to_string))
    });
    if let (Some(g), true) = (gpu.as_deref(), is_fp4_config(sc, doc)) {
        if let Some(spec) = model.gpus.iter().find(|x| x.name == g) {
            if !spec.fp4 {
                let with_fp4: Vec<&str> = model.gpus.iter().filter(|x| x.fp4).map(|x| x.name.as_str()).collect();
                out.push(
                    Diag::new(
                        Code::Fp4Gpu,
                        format!("FP4 on `{g}`, whose spec has no FP4 peak: the roofline figures won't mean anything"),
                    )
                    .field(GPU_FIELD)
                    .at(entry_pos(doc, GPU_FIELD))
                    .help(format!("GPUs with an FP4 peak: {}", names(with_fp4.iter().copied())))
                    .source(Some(spec.src.clone())),
                );
            }
        }
    }
    out
}

/// `refcheck_reference` (the seed's field) naming no backend of the scenario, where the code
/// fails on it: said as `bad-refcheck-reference`, with the backends it could name.
fn name_bad_references(sc: &Scenario, doc: &ConfigDoc, diags: &mut [Diag]) {
    const FIELD: &str = "refcheck_reference";
    let Some(entry) = doc.get(FIELD) else { return };
    let Node::Str(r) = &entry.value.node else { return };
    if sc.backend(r).is_some() || sc.backends.is_empty() {
        return;
    }
    let registry: Vec<&str> = sc.backends.iter().map(|b| b.name.as_str()).collect();
    for d in diags.iter_mut() {
        if d.field.as_deref() == Some(FIELD) && matches!(d.code, Code::BadValue | Code::Constraint | Code::BadType) {
            d.code = Code::BadRefcheckReference;
            d.config = Some(entry.value.pos);
            d.message = format!(
                "`{r}` is not a backend of `{}`, so it can't be the refcheck reference ({})",
                sc.name, d.message
            );
            d.help = Some(suggest(r, &registry, &format!("backends of `{}`", sc.name)));
        }
    }
}

/// What the config sets that its run does not use: a list a sweep loop of the run went over
/// that yielded nothing (nothing is measured), and, when the run went to its end with nothing
/// undecided, a field of the scenario that the path this config takes never reads
/// (`refcheck_reference` with `refcheck: false`).
fn unread_values(h: &Harness, sc: &Scenario, doc: &ConfigDoc, run: &crate::eval::Run) -> Vec<Diag> {
    let mut out = empty_sweeps(h, doc, run);
    // Only a run that went through without failing (a backend skipped is no failure) says what
    // this config's path reads.
    let followed = run.stopped.is_none()
        && out.is_empty()
        && sc.config_escape.is_none()
        && run.events.findings.iter().all(|f| f.caught.is_some() && !f.uncertain);
    if !followed {
        return out;
    }
    for e in &doc.entries {
        let Some(f) = sc.field(&e.key) else { continue };
        let read = match run.fields.iter().position(|x| **x == *e.key) {
            Some(i) => run.events.read_fields & Interp::field_bit(i as u16) != 0,
            None => false,
        };
        // Past the table's 64 bits a field's reads are not told apart: taken as read.
        if read || run.fields.len() > 63 {
            continue;
        }
        out.push(
            Diag::new(
                Code::UnusedValue,
                format!(
                    "`{}` is set, but no code this config runs reads it (the harness ignores it here)",
                    e.key
                ),
            )
            .field(e.key.clone())
            .at(Some(e.key_pos))
            .source(Some(f.src.clone())),
        );
    }
    out
}

/// The run's sweep loops that went over nothing, each blamed on the field the config set to an
/// empty list that the loop's items come from (the field it goes over as given, else one of those
/// its items were made from: `prefix_len_list: []` under `for p, c in points`). A loop over
/// nothing where the config set no such list (a default, a filter) is the code's own choice.
fn empty_sweeps(h: &Harness, doc: &ConfigDoc, run: &crate::eval::Run) -> Vec<Diag> {
    let mut out: Vec<Diag> = Vec::new();
    for (site, field, fields) in &run.events.empty_sweeps {
        let empty = field.iter().chain(fields).find_map(|x| {
            let e = doc.get(x)?;
            matches!(&e.value.node, Node::Seq(items) if items.is_empty()).then_some(e)
        });
        let Some(e) = empty else { continue };
        if out.iter().any(|d| d.field.as_deref() == Some(e.key.as_str())) {
            continue;
        }
        out.push(
            Diag::new(
                Code::EmptySweep,
                format!(
                    "`{}` is empty: the loop over it never runs, so nothing is measured",
                    e.key
                ),
            )
            .field(e.key.clone())
            .at(Some(e.value.pos))
            .source(Some(loc(h, *site)))
            .help(format!("give `{}` at least one value", e.key)),
        );
    }
    out
}

/// The config's run through the harness.
fn evaluate(it: &mut Interp, op: &str, path: &str, doc: &ConfigDoc) -> crate::eval::Run {
    let data = doc.data();
    let doc_file = std::path::Path::new(path).file_name().and_then(|f| f.to_str());
    let spec = RunSpec {
        op,
        file: doc_file,
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

fn static_checks(sc: &Scenario, doc: &ConfigDoc) -> Vec<Diag> {
    let mut out = Vec::new();
    for d in &doc.duplicates {
        let what = if d.top_level { "field" } else { "key" };
        out.push(
            Diag::new(
                Code::DuplicateKey,
                format!(
                    "{what} `{}` is given twice (lines {} and {}): the harness's loader keeps the last value, which is the one checked",
                    d.key, d.first.line, d.again.line
                ),
            )
            .field(d.key.clone())
            .at(Some(d.again))
            .help(format!("remove one of the two `{}`", d.key)),
        );
    }
    let field_names: Vec<&str> = sc.fields.iter().map(|f| f.name.as_str()).collect();
    for e in &doc.entries {
        if sc.field(&e.key).is_none() && doc.shared.binary_search(&e.key).is_err() {
            let mut d = match (&sc.config_escape, &sc.stopped) {
                // A path stopped where the tool could not follow: what it reads after is unknown.
                (_, Some((at, why))) => Diag::new(
                    Code::Unchecked,
                    format!(
                        "`{}` is read by none of `{}`'s code the tool followed, but a path through it stopped at {at} ({why}); what is read after that is not known",
                        e.key, sc.name
                    ),
                )
                .source(Some(at.clone())),
                // The whole config goes where the tool can't follow: that code may read it.
                (Some((at, over)), None) => Diag::new(
                    Code::Unchecked,
                    format!(
                        "`{}` is read by none of `{}`'s code the tool can read, but {} ({at}), which may use it",
                        e.key,
                        sc.name,
                        if *over {
                            "the code goes over the config's keys"
                        } else {
                            "the config is handed whole to a call the tool can't see into"
                        }
                    ),
                )
                .source(Some(at.clone())),
                (None, None) => Diag::new(
                    Code::UnknownField,
                    format!(
                        "`{}` is not read by `{}` (the harness would silently ignore it)",
                        e.key, sc.name
                    ),
                )
                .source(sc.src.clone()),
            }
            .field(e.key.clone())
            .at(Some(e.key_pos));
            if let Some(m) = did_you_mean(&e.key, field_names.iter().copied()) {
                d = d.help(format!("did you mean `{m}`?"));
            }
            out.push(d);
        }
    }
    // Required on every path: absent, the run fails whatever the rest says (a field required on
    // some paths only is said by the run, where the config's path reads it).
    for f in sc
        .fields
        .iter()
        .filter(|f| f.always && f.name != "scenario" && sc.stopped.is_none())
    {
        if doc.get(&f.name).is_none() {
            out.push(
                Diag::new(
                    Code::MissingField,
                    format!(
                        "`{}` is required by `{}` (read with `cfg[\"{}\"]`)",
                        f.name, sc.name, f.name
                    ),
                )
                .field(f.name.clone())
                .source(Some(f.src.clone()))
                .help(example_help(sc, &f.name)),
            );
        }
    }
    // A yes/no field (the code's default is `True`/`False`) given a quoted no: Python takes any
    // non-empty string as true, so `refcheck: "false"` runs the refcheck.
    for e in &doc.entries {
        let Some(f) = sc.field(&e.key) else { continue };
        let (Some(J::Bool(default)), Node::Str(v)) = (&f.default, &e.value.node) else {
            continue;
        };
        if matches!(unquoted(v), Node::Bool(false)) {
            let py = if *default { "True" } else { "False" };
            out.push(
                Diag::new(
                    Code::BadType,
                    format!(
                        "`{}` is the string \"{v}\", which Python takes as true; the code's default is `{py}`",
                        e.key
                    ),
                )
                .field(e.key.clone())
                .at(Some(e.value.pos))
                .source(Some(f.src.clone()))
                .help(format!("write `{}: false` (no quotes)", e.key)),
            );
        }
    }
    let registry: Vec<&str> = sc.backends.iter().map(|b| b.name.as_str()).collect();
    if let Some(e) = doc.get(BACKENDS_FIELD) {
        match &e.value.node {
            Node::Seq(items) => {
                let mut names = Vec::new();
                for it in items {
                    match &it.node {
                        Node::Str(b) => {
                            names.push(b.as_str());
                            if !registry.is_empty() && !registry.contains(&b.as_str()) {
                                let help = suggest(b, &registry, &format!("backends of `{}`", sc.name));
                                let src = sc.registry_src.clone();
                                out.push(
                                    Diag::new(Code::UnknownBackend, format!("`{b}` is not a backend of `{}`", sc.name))
                                        .field(BACKENDS_FIELD)
                                        .at(Some(it.pos))
                                        .help(help)
                                        .source(src),
                                );
                            }
                        }
                        _ => out.push(
                            Diag::new(Code::BadType, "each backend must be a name (a string)")
                                .field(BACKENDS_FIELD)
                                .at(Some(it.pos)),
                        ),
                    }
                }
                if let Some(i) = names.iter().position(|n| *n == HALOPS) {
                    if i > 0 && !sc.reorders_backends {
                        out.push(
                            Diag::new(Code::HalopsNotFirst, format!("`{HALOPS}` is not first, and `{}` does not move it to the front: the baseline silently becomes `{}`", sc.name, names[0]))
                                .field(BACKENDS_FIELD)
                                .at(Some(items[i].pos))
                                .help(format!("put `{HALOPS}` first"))
                                .source(sc.src.clone()),
                        );
                    }
                }
            }
            _ => out.push(
                Diag::new(Code::BadType, "`backends` must be a list of backend names")
                    .field(BACKENDS_FIELD)
                    .at(Some(e.value.pos))
                    .help(format!("e.g. `backends: [{HALOPS}]`")),
            ),
        }
    }
    let batch_injected = sc.injected_reads.iter().any(|k| k == "batch_size");
    let batch_shapes = sc.sized_fields.iter().any(|f| f == "batch_sizes" || f == "batch_size");
    if batch_injected
        && batch_shapes
        && doc.get("batch_sizes").is_none()
        && doc.get("batch_size").is_none()
        && sc.field("batch_sizes").is_some()
    {
        out.push(
            Diag::new(
                Code::NoBatchSizes,
                "neither `batch_sizes` nor `batch_size` is set: only batch size 1 runs",
            )
            .field("batch_sizes")
            .source(sc.field("batch_sizes").map(|f| f.src.clone()))
            .help("add e.g. `batch_sizes: [1, 16, 64]`"),
        );
    }
    out
}

fn example_help(sc: &Scenario, field: &str) -> String {
    let c = sc.candidates_of(field);
    if c.is_empty() {
        format!("add `{field}: ...`")
    } else {
        format!(
            "values the code knows: {}",
            c.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
        )
    }
}

/// FP4: a dtype that resolves to a torch 4-bit float, or a dtype/mode whose name says FP4.
fn is_fp4_config(sc: &Scenario, doc: &ConfigDoc) -> bool {
    let Some(driver) = &sc.driver else { return false };
    match doc.get(driver).map(|e| &e.value.node) {
        Some(Node::Str(v)) => torch::is_fp4(v) || v.to_lowercase().contains("fp4"),
        _ => false,
    }
}

/// The config field (set in this config, not `backends`) that chose the adapter a finding fired
/// in.
fn chooser<'f>(f: &'f Finding, doc: &ConfigDoc) -> Option<&'f str> {
    f.chosen_by
        .iter()
        .find(|x| *x != BACKENDS_FIELD && *x != SCENARIO_FIELD && doc.get(x).is_some())
        .map(String::as_str)
}

/// The config field most to blame for a finding: one the config sets whose value is a coordinate
/// of the failing sweep point (`mtp_steps_list=8` rather than the heads it multiplies), else one
/// the config sets, else any field the failing condition was computed from.
fn blame<'f>(f: &'f Finding, doc: &ConfigDoc, point: &[(String, J)]) -> Option<&'f str> {
    let candidates = || f.fields.iter().filter(|x| *x != "scenario");
    let swept = candidates().find(|x| doc.get(x).is_some() && point.iter().any(|(k, _)| k == *x));
    let present = candidates().find(|x| doc.get(x).is_some());
    swept.or(present).or_else(|| candidates().next()).map(String::as_str)
}

/// A finding's sweep point with each coordinate named by the config field its values come from,
/// as the code says, the same whatever the config: the field the loop goes over as given (in this
/// run, or, where the field is absent and the loop goes over what the code made in its place, in
/// the scenario's other paths: `batch_sizes=1`); else, per part of an item the loop unpacks, the
/// one swept field the part comes from (`prefix_len_list=0, chunk_len_list=1000`); else the one
/// swept field the item comes from; else the loop's own target, as the code writes it.
fn named_point(h: &Harness, sc: &Scenario, f: &Finding) -> Vec<(String, J)> {
    let one = |fields: &[String]| -> Option<String> {
        let swept: Vec<&String> = fields
            .iter()
            .filter(|x| sc.field(x).is_some_and(|f| f.sweep) && *x != BACKENDS_FIELD)
            .collect();
        match swept.as_slice() {
            [x] => Some((*x).clone()),
            _ => None,
        }
    };
    let mut out: Vec<(String, J)> = Vec::new();
    for (i, (key, value)) in f.point.iter().enumerate() {
        let Some(axis) = f.axes.get(i) else {
            out.push((key.clone(), value.clone()));
            continue;
        };
        let site = loc(h, axis.site);
        let field = axis
            .field
            .clone()
            .or_else(|| sc.sweep_sites.iter().find(|(l, _)| *l == site).map(|(_, x)| x.clone()));
        let mut named: Vec<(String, J)> = match field {
            Some(x) => vec![(x, value.clone())],
            None => {
                let parts: Option<Vec<String>> = axis.parts.iter().map(|p| one(p)).collect();
                match (parts, value) {
                    (Some(names), J::Array(items)) if names.len() > 1 && items.len() == names.len() => {
                        names.into_iter().zip(items.iter().cloned()).collect()
                    }
                    _ => {
                        let all: Vec<String> = axis.parts.iter().flatten().cloned().collect();
                        vec![(one(&all).unwrap_or_else(|| key.clone()), value.clone())]
                    }
                }
            }
        };
        // Two coordinates by one name (two loops over the same field) keep the loops' own names.
        if named.iter().any(|(n, _)| out.iter().any(|(o, _)| o == n)) {
            named = vec![(key.clone(), value.clone())];
        }
        out.extend(named);
    }
    out
}

/// Where a diagnostic's sweep point goes in its message, until the group of points it stands for
/// is known (the text is then made by [`at_points`]).
const AT_POINT: &str = "\u{1}";

/// ` at s_kv_list = 1000, 1001 (18 sweep points; the first: batch_sizes=1, …)` for a diagnostic
/// that fails at `count` points whose coordinate of `field` takes `values`; ` at <point>` for one
/// point; ` at <point> (and at N more sweep points)` where `field` is no coordinate.
fn at_points(point: &[(String, J)], field: Option<&str>, values: &[J], count: usize) -> String {
    let first = point_text(point);
    match (count, field) {
        (0 | 1, _) => format!(" at {first}"),
        (n, Some(x)) if !values.is_empty() => format!(
            " at {x} = {} ({n} sweep points; the first: {first})",
            values.iter().map(J::to_string).collect::<Vec<_>>().join(", ")
        ),
        (n, _) => format!(
            " at {first} (and at {} more sweep point{})",
            n - 1,
            if n == 2 { "" } else { "s" }
        ),
    }
}

/// The diagnostics of the run's findings, and, for the findings a static diagnostic already
/// says (same field), the line where the run failed on it: the line that decides it.
fn findings_to_diags<'s>(
    h: &Harness,
    op: &str,
    sc: &'s Scenario,
    doc: &ConfigDoc,
    findings: Vec<Finding>,
    static_fields: &[String],
    judged: &mut Option<Cow<'s, Scenario>>,
) -> (Vec<Diag>, Vec<(String, Loc, bool)>) {
    struct Group {
        diag: Diag,
        key: (&'static str, Option<Loc>, Option<String>, Option<String>),
        /// The failing points it stands for, and the distinct values of its field's coordinate
        /// at them, each with its item's place in the YAML.
        count: usize,
        values: Vec<(J, Option<Pos>)>,
    }
    let mut groups: Vec<Group> = Vec::new();
    let mut unchecked_seen: Vec<Loc> = Vec::new();
    // Fields the config already fails on: what is unknown after, because of them, is no news.
    let failed: Vec<&str> = findings
        .iter()
        .filter(|f| !f.uncertain && f.kind != FindingKind::Budget && f.caught.is_none())
        .flat_map(|f| f.fields.iter().map(String::as_str))
        .chain(static_fields.iter().map(String::as_str))
        .collect();
    let failed: Vec<String> = failed.into_iter().map(str::to_string).collect();
    let mut lent: Vec<(String, Loc, bool)> = Vec::new();
    for f in findings {
        let src = loc(h, f.src);
        let named = named_point(h, sc, &f);
        let field = blame(&f, doc, &named).map(str::to_string);
        let point = (!named.is_empty()).then(|| named.clone());
        let at = |p: &Option<Vec<(String, J)>>| p.as_ref().map(|_| AT_POINT.to_string()).unwrap_or_default();
        let diag = match &f.kind {
            FindingKind::Budget => Diag::new(Code::Unchecked, format!("the analysis stopped early: {}", f.message))
                .source(Some(src.clone())),
            _ if f.uncertain => {
                if unchecked_seen.contains(&src)
                    || !matches!(f.kind, FindingKind::Assert | FindingKind::Raise)
                    || f.fields.iter().any(|x| failed.contains(x))
                {
                    continue;
                }
                unchecked_seen.push(src.clone());
                let what = if f.text.is_empty() {
                    "this check".to_string()
                } else {
                    format!("`{}`", f.text)
                };
                Diag::new(
                    Code::Unchecked,
                    format!("{what} depends on run-time values; not decided statically"),
                )
                .source(Some(src.clone()))
            }
            FindingKind::MissingKey(k) => {
                if static_fields.contains(k) || doc.get(k).is_some() {
                    lent.push((k.clone(), src, false));
                    continue;
                }
                Diag::new(
                    Code::MissingField,
                    format!("`{k}` is required here (read with `cfg[\"{k}\"]`)"),
                )
                .field(k.clone())
                .source(Some(src.clone()))
                .help(example_help(sc, k))
            }
            FindingKind::Assert | FindingKind::Raise if f.in_adapter && f.caught.is_some() => {
                let b = f.backend.clone().unwrap_or_default();
                let caught = f.caught.map(|c| loc(h, c));
                let driver = sc.driver.clone().unwrap_or_else(|| "dtype".into());
                let value = doc.get(&driver).map(|e| node_text(&e.value.node));
                let what = match &value {
                    Some(v) => format!("{driver} `{v}`"),
                    None => "this config".into(),
                };
                let from_default = doc.get(BACKENDS_FIELD).is_none();
                let who = if b.is_empty() {
                    "a backend".to_string()
                } else {
                    format!("backend `{b}`")
                };
                let mut d = Diag::new(
                    Code::BackendSkipped,
                    format!(
                        "{who}{} is skipped for {what}: its adapter raises{} and the harness catches it{}",
                        if from_default {
                            " (from the code's default `backends`)"
                        } else {
                            ""
                        },
                        if f.message.is_empty() {
                            String::new()
                        } else {
                            format!(" ({})", f.message)
                        },
                        at(&point)
                    ),
                )
                .field(BACKENDS_FIELD)
                .at(backend_pos(doc, &b))
                .source(Some(src.clone()));
                if let Some(c) = caught {
                    d = d.help(format!("caught at {c}; the run goes on without it"));
                }
                d
            }
            // An adapter the config chose by another field than `backends` (the refcheck
            // reference's): that choice is what to change.
            FindingKind::Assert | FindingKind::Raise
                if f.in_adapter && f.backend.is_none() && chooser(&f, doc).is_some() =>
            {
                let by = chooser(&f, doc).unwrap_or_default().to_string();
                let chosen = doc.get(&by).map(|e| node_text(&e.value.node)).unwrap_or_default();
                let driver = sc.driver.clone().unwrap_or_else(|| "dtype".into());
                let value = doc.get(&driver).map(|e| node_text(&e.value.node)).unwrap_or_default();
                let judged = judged.get_or_insert_with(|| judged_on(h, op, sc, &value));
                let mut d = backend_unsupported(judged, doc, &driver, &value, &chosen, &f.message, src.clone());
                d.field = Some(by.clone());
                d.config = doc.get(&by).map(|e| e.value.pos);
                d.message = format!(
                    "`{by}` is `{chosen}`, which {}",
                    d.message.trim_start_matches(&format!("backend `{chosen}` "))
                );
                d
            }
            FindingKind::Assert | FindingKind::Raise if f.in_adapter && f.backend.is_some() => {
                let b = f.backend.clone().unwrap_or_default();
                let driver = sc.driver.clone().unwrap_or_else(|| "dtype".into());
                let value = doc.get(&driver).map(|e| node_text(&e.value.node)).unwrap_or_default();
                let judged = judged.get_or_insert_with(|| judged_on(h, op, sc, &value));
                backend_unsupported(judged, doc, &driver, &value, &b, &f.message, src.clone())
            }
            FindingKind::Assert => {
                let mut d = Diag::new(Code::Constraint, format!("`{}` fails{}", f.text, at(&point)))
                    .source(Some(src.clone()))
                    .at(pos_for(doc, field.as_deref(), &named));
                if let Some(x) = &field {
                    d = d.field(x.clone());
                }
                let mut help = String::new();
                if !f.message.is_empty() {
                    help.push_str(&format!("the harness says: {}", f.message));
                }
                let involved: Vec<&str> = f
                    .fields
                    .iter()
                    .map(String::as_str)
                    .filter(|x| *x != "scenario")
                    .collect();
                if involved.len() > 1 {
                    if !help.is_empty() {
                        help.push_str("; ");
                    }
                    help.push_str(&format!("it involves {}", names(involved.iter().copied())));
                }
                if !help.is_empty() {
                    d = d.help(help);
                }
                d
            }
            FindingKind::Raise => {
                if let Some(x) = field.as_ref().filter(|x| static_fields.contains(x)) {
                    lent.push((
                        x.clone(),
                        src,
                        matches!(&f.kind, FindingKind::Error(c) if c == crate::eval::interp::LIST_EXPECTED),
                    ));
                    continue;
                }
                let code = if f.membership { Code::BadValue } else { Code::Constraint };
                let cond = if f.text.is_empty() {
                    String::new()
                } else {
                    format!(" (`{}`)", f.text)
                };
                let mut d = Diag::new(code, format!("the harness raises{cond}{}: {}", at(&point), f.message))
                    .source(Some(src.clone()))
                    .at(pos_for(doc, field.as_deref(), &named));
                if let Some(x) = &field {
                    d = d.field(x.clone());
                    if code == Code::BadValue {
                        let c = sc.candidates_of(x);
                        if !c.is_empty() {
                            d = d.help(format!(
                                "values the code allows: {}",
                                c.iter().map(J::to_string).collect::<Vec<_>>().join(", ")
                            ));
                        }
                    }
                }
                d
            }
            FindingKind::Error(class) => {
                // A class built from the config refusing a field it does not take says more than
                // the field's static `unknown-field` (the harness fails, it does not ignore it).
                let refused = class == "TypeError" && f.message.contains("unexpected keyword argument");
                if let Some(x) = field.as_ref().filter(|x| static_fields.contains(x) && !refused) {
                    lent.push((
                        x.clone(),
                        src,
                        matches!(&f.kind, FindingKind::Error(c) if c == crate::eval::interp::LIST_EXPECTED),
                    ));
                    continue;
                }
                let is_dtype = field.as_deref() == sc.driver.as_deref() && sc.driver.as_deref() == Some("dtype");
                let absent = field.as_deref().is_some_and(|x| doc.get(x).is_none());
                let present = field.as_deref().is_some_and(|x| doc.get(x).is_some());
                let code = match class.as_str() {
                    // A class built from the config (`Settings(**cfg)`) that lacks an argument,
                    // or is given one it does not take.
                    "TypeError" if absent && f.message.contains("missing") && f.message.contains("required") => {
                        Code::MissingField
                    }
                    "TypeError" if present && f.message.contains("unexpected keyword argument") => Code::UnknownField,
                    "AttributeError" if f.message.contains("'torch'") => Code::BadDtype,
                    "TypeError" if is_dtype && f.message.starts_with("torch.") => Code::BadDtype,
                    "KeyError" if is_dtype => Code::BadDtype,
                    "KeyError" => Code::BadValue,
                    "TypeError" | "ValueError" | "IndexError" => Code::BadType,
                    c if c == crate::eval::interp::LIST_EXPECTED => Code::BadType,
                    "ZeroDivisionError" | "OverflowError" => Code::Constraint,
                    _ if field.is_some() => Code::BadValue,
                    _ => Code::Unchecked,
                };
                let what = if class == crate::eval::interp::LIST_EXPECTED {
                    f.message.clone()
                } else {
                    format!("the harness would fail with {class}: {}", f.message)
                };
                let mut d = Diag::new(code, format!("{what}{}", at(&point)))
                    .source(Some(src.clone()))
                    .at(pos_for(doc, field.as_deref(), &named));
                if let Some(x) = &field {
                    d = d.field(x.clone());
                }
                if code == Code::BadDtype {
                    if let Some(v) = field
                        .as_deref()
                        .and_then(|x| doc.get(x))
                        .map(|e| node_text(&e.value.node))
                    {
                        d = match dtype_help(h, op, sc, &v, class.as_str() == "KeyError") {
                            Some(h) => d.help(h),
                            None => d,
                        };
                    }
                }
                d
            }
        };
        let key = (
            diag.code.as_str(),
            diag.source.clone(),
            diag.field.clone(),
            f.backend.clone(),
        );
        // The value of the blamed field's coordinate at this point, and its item in the YAML.
        let value = field
            .as_deref()
            .and_then(|x| named.iter().find(|(k, _)| k == x))
            .map(|(_, v)| (v.clone(), pos_for(doc, field.as_deref(), &named)));
        match groups.iter_mut().find(|g| g.key == key) {
            Some(g) => {
                g.count += 1;
                if let Some(v) = value.filter(|v| !g.values.iter().any(|x| x.0 == v.0)) {
                    g.values.push(v);
                }
            }
            None => {
                let mut diag = diag;
                if diag.code != Code::Unchecked {
                    diag.point = point;
                }
                groups.push(Group {
                    diag,
                    key,
                    count: 1,
                    values: value.into_iter().collect(),
                });
            }
        }
    }
    let diags = groups
        .into_iter()
        .map(|g| {
            let mut d = g.diag;
            let values: Vec<J> = g.values.iter().map(|v| v.0.clone()).collect();
            let text = match &d.point {
                Some(p) => at_points(p, d.field.as_deref(), &values, g.count),
                None => String::new(),
            };
            if d.message.contains(AT_POINT) {
                d.message = d.message.replace(AT_POINT, &text);
            } else if d.point.is_some() && g.count > 1 {
                // A message that names no point (the backend fails whatever the point) still
                // says how many there are.
                let more = g.count - 1;
                d.message.push_str(&format!(
                    " (and at {more} more sweep point{})",
                    if more == 1 { "" } else { "s" }
                ));
            }
            if d.point.is_some() {
                d.points = Some(g.count);
                if !g.values.is_empty() {
                    d.values = Some(g.values);
                }
            }
            d
        })
        .collect();
    (diags, lent)
}

/// Where in the YAML a finding points: the list element of the failing sweep point when the
/// field is a list, else the field's key.
fn pos_for(doc: &ConfigDoc, field: Option<&str>, point: &[(String, J)]) -> Option<Pos> {
    let field = field?;
    let e = doc.get(field)?;
    if let Node::Seq(items) = &e.value.node {
        if let Some((_, v)) = point.iter().find(|(k, _)| k == field) {
            if let Some(item) = items.iter().find(|i| &i.node.to_data().to_json() == v) {
                return Some(item.pos);
            }
        }
    }
    Some(e.key_pos)
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

/// What to write instead of a dtype name the code does not take. `table`: the code looked the name
/// up in a table of its own (a `KeyError`), so only that table's names (the values the code
/// compared the field with) will do, e.g. `bf16` for `bfloat16`; else it asked torch
/// (`getattr(torch, ...)`), which takes its own names and the scenario's aliases.
fn dtype_help(h: &Harness, op: &str, sc: &Scenario, value: &str, table: bool) -> Option<String> {
    let torch_names: Vec<String> = torch::DTYPES.iter().map(|d| d.name.to_string()).collect();
    let mut own: Vec<String> = sc
        .candidates_of("dtype")
        .iter()
        .filter_map(|c| c.as_str().map(str::to_string))
        .collect();
    if table {
        // The values the code compared the field with that its table takes.
        own.retain(|c| crate::model::driver_accepts(h, op, sc, c));
        // The torch dtype a spelling stands for, if any (`half` is float16).
        let canon = |w: &str| -> Option<String> {
            let w = w.to_lowercase();
            torch::lookup(&w)
                .map(|i| torch::info(i).name.to_string())
                .or_else(|| dtype_guess(&w, &torch_names))
        };
        let want = canon(value);
        let guess = own
            .iter()
            .find(|c| want.is_some() && canon(c) == want)
            .cloned()
            .or_else(|| did_you_mean(value, own.iter().map(String::as_str)).map(str::to_string));
        let keys = names(own.iter().map(String::as_str));
        return Some(match guess {
            Some(g) => format!("did you mean `{g}`? the code looks the name up in a table of its own: {keys}"),
            None if !own.is_empty() => format!("the code looks the name up in a table of its own: {keys}"),
            None => return None,
        });
    }
    let mut all = torch_names.clone();
    all.extend(own);
    let guess =
        dtype_guess(value, &all).or_else(|| did_you_mean(value, all.iter().map(String::as_str)).map(str::to_string))?;
    Some(format!(
        "did you mean `{guess}`? the code resolves the name with `getattr(torch, ...)`"
    ))
}

/// Everyday spellings of torch dtypes (torch knowledge, not the harness's).
pub fn dtype_guess(word: &str, names: &[String]) -> Option<String> {
    let w = word.to_lowercase();
    let guess = match w.as_str() {
        "bf16" | "bfloat" => "bfloat16",
        "fp16" | "f16" => "float16",
        "fp32" | "f32" => "float32",
        "fp8" | "e4m3" | "fp8_e4m3" | "float8" => "float8_e4m3fn",
        "e5m2" | "fp8_e5m2" => "float8_e5m2",
        "fp4" | "nvfp4" | "e2m1" => "float4_e2m1fn_x2",
        _ => return None,
    };
    names.iter().any(|n| n == guess).then(|| guess.to_string())
}
