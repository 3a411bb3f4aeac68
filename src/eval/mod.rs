//! Running the harness from where it starts: `benchmark.py`'s `_run_scenarios(op, cfg, args)`,
//! with `args` built from the defaults its own argparse declares.
//!
//! In: the harness, an op, a config mapping (concrete for a check, mostly unknown for a probe).
//! Out: the [`Events`] of one run ([`run_entry`]) or of every explored path ([`explore`]).

pub mod builtins;
pub mod datafiles;
pub mod entry;
pub mod files;
pub mod interp;
pub mod paths;
pub mod program;
pub mod pyformat;
pub mod regex;
pub mod tensor;
pub mod torch;
pub mod value;

use std::rc::Rc;

use interp::{Finding, FindingKind, Flow, Interp, Limits, Mode};
use value::{Value, V};

use crate::discover::Harness;

pub use interp::{Axis, Constraint, Events, Read, ReadKind};

pub use entry::ENTRY_FUNCTION;

pub use crate::parse::data::Data;

/// A config value becomes the evaluator's [`Value`].
impl Data {
    pub(crate) fn to_value<'a>(&self) -> Value<'a> {
        self.to_value_at(value::Src::default())
    }

    /// [`Self::to_value`], each mapping's entries put at `src` (where the harness loaded it).
    pub(crate) fn to_value_at<'a>(&self, src: value::Src) -> Value<'a> {
        match self {
            Data::Null => Value::none(),
            Data::Bool(b) => Value::bool(*b),
            Data::Int(i) => Value::int(*i),
            Data::Float(f) => Value::new(V::Float(*f)),
            Data::Str(s) => Value::str(s),
            Data::List(l) => Value::list(l.iter().map(|x| x.to_value_at(src)).collect()),
            Data::Map(m) => {
                let mut d = value::Dict::default();
                for (k, v) in m {
                    d.insert(Value::str(k), v.to_value_at(src), src);
                }
                Value::dict(d)
            }
        }
    }
}

/// What to run: the op, the config's known entries, and whether unknown fields are probed.
pub struct RunSpec<'s> {
    pub op: &'s str,
    /// The config file's name (for `--config=<op>/<name>`), if it has one.
    pub file: Option<&'s str>,
    /// The config's path under the root's `configs/`, when it is there (`attn/x.yaml`,
    /// `top.yaml`): `--config` names it instead of `<op>/<name>`, as the harness would be run.
    pub place: Option<&'s str>,
    pub config: &'s [(String, Data)],
    pub mode: Mode,
    pub recover_backends: bool,
    pub limits: LimitsSpec,
}

#[derive(Clone, Copy)]
pub struct LimitsSpec {
    pub max_steps: u64,
    pub max_depth: usize,
    pub max_decisions: usize,
}

impl LimitsSpec {
    pub const CHECK: LimitsSpec = LimitsSpec {
        max_steps: 2_000_000,
        max_depth: 60,
        max_decisions: 0,
    };
    pub const PROBE: LimitsSpec = LimitsSpec {
        max_steps: 60_000,
        max_depth: 40,
        max_decisions: 48,
    };
}

/// The outcome of one run: its events and the field table its taints index.
pub struct Run {
    pub events: Events,
    pub fields: Vec<Rc<str>>,
    /// Where and why the run stopped before its end on something the config's values did not
    /// decide (the budget, an error in code the tool could not follow); `None` when it ran to
    /// its end or ended on a raise the config decided.
    pub stopped: Option<(value::Src, String)>,
}

/// A fresh interpreter for a harness; reuse it for many runs so modules are imported once.
pub fn interpreter(h: &Harness) -> Interp<'_> {
    let l = LimitsSpec::PROBE;
    Interp::new(
        h,
        Mode::Probe,
        Limits {
            max_steps: l.max_steps,
            max_depth: l.max_depth,
            max_decisions: l.max_decisions,
        },
        vec![],
    )
}

/// A fresh start of one run of `spec` with the decision script `script`.
fn begin(it: &mut Interp, spec: &RunSpec, script: &[bool]) {
    let l = spec.limits;
    it.begin_run(
        spec.mode,
        Limits {
            max_steps: l.max_steps,
            max_depth: l.max_depth,
            max_decisions: l.max_decisions,
        },
        script.to_vec(),
        spec.recover_backends,
    )
}

/// Whether the harness's own start refuses the config at its place under `configs/`
/// ([`entry::place_refused`]): the raise that does, with its line and message.
pub fn place_refused(it: &mut Interp, spec: &RunSpec) -> Option<Finding> {
    let found = entry::place_refused(it, spec, &|it: &mut Interp| begin(it, spec, &[]));
    it.events = Events::default();
    found
}

/// Run the config through the harness once ([`entry::start`]) with the given decision script.
pub fn run_entry(it: &mut Interp, spec: &RunSpec, script: Vec<bool>) -> Run {
    let restart = |it: &mut Interp| begin(it, spec, &script);
    restart(it);
    let outcome = entry::start(it, spec, &restart).map(|_| ());
    let mut stopped = None;
    match outcome {
        Ok(()) => {}
        Err(Flow::Exc(e)) => {
            if e.finding.fields.is_empty() {
                let what = match &e.finding.kind {
                    FindingKind::Error(class) => format!("{class}: {}", e.finding.message),
                    _ => e.finding.message.clone(),
                };
                stopped = Some((e.finding.src, what));
            }
            if !e.recorded {
                it.record(e.finding);
            }
        }
        Err(Flow::Abort(reason)) => {
            let at = it.events.stopped_at.unwrap_or(it.cur);
            stopped = Some((at, reason.clone()));
            let f = Finding {
                kind: FindingKind::Budget,
                src: at,
                text: String::new(),
                message: reason,
                fields: vec![],
                membership: false,
                point: vec![],
                axes: vec![],
                backend: None,
                in_adapter: false,
                uncertain: true,
                caught: None,
                chosen_by: vec![],
                because: None,
                sweep: vec![],
            };
            it.events.findings.push(f);
        }
        Err(_) => {}
    }
    Run {
        events: std::mem::take(&mut it.events),
        fields: it.fields.clone(),
        stopped,
    }
}

/// Run the paths through the code that decisions on unknown values open, up to `max_paths`:
/// a new path is taken only to see the other side of a branch no path has taken yet, and each run
/// takes, past its script, the sides no run has taken yet; so the number of runs grows with the
/// number of ways one branch can go (the entries of a table), not with the number of branches or
/// their combinations. A candidate value (`dtype == "x"`) is in the events of the first run that
/// met it.
pub fn explore(it: &mut Interp, spec: &RunSpec, max_paths: usize) -> (Vec<Run>, bool) {
    let mut runs = Vec::new();
    // (script, the branch side it is run to see).
    type Side = (usize, bool);
    let mut work: std::collections::VecDeque<(Vec<bool>, Option<Side>)> =
        std::collections::VecDeque::from([(vec![], None)]);
    let mut queued: std::collections::HashSet<Side> = std::collections::HashSet::new();
    let mut truncated = false;
    it.begin_exploration();
    while let Some((script, target)) = work.pop_front() {
        if target.is_some_and(|t| it.explored.covered.contains(&t)) {
            // A run since then took that side on its own.
            continue;
        }
        if runs.len() >= max_paths {
            truncated = true;
            break;
        }
        let run = run_entry(it, spec, script.clone());
        let trace = &run.events.trace;
        for i in script.len()..trace.len() {
            let (site, choice) = trace[i];
            let other = (site, !choice);
            if !it.explored.covered.contains(&other) && queued.insert(other) {
                let mut next: Vec<bool> = trace[..i].iter().map(|t| t.1).collect();
                next.push(!choice);
                work.push_back((next, Some(other)));
            }
        }
        runs.push(run);
    }
    (runs, truncated)
}
