//! Running the harness from where it starts: `benchmark.py`'s `_run_scenarios(op, cfg, args)`,
//! with `args` built from the defaults its own argparse declares.
//!
//! In: the harness, an op, a config mapping (concrete for a check, mostly unknown for a probe).
//! Out: the [`Events`] of one run ([`run_entry`]) or of every explored path ([`explore`]).

pub mod builtins;
pub mod interp;
pub mod torch;
pub mod value;

use std::cell::RefCell;
use std::rc::Rc;

use interp::{Finding, FindingKind, Flow, Interp, Limits, Mode};
use ruff_python_ast::visitor::{walk_expr, Visitor};
use value::{Builtin, Config, ConfigEntry, Instance, Value, V};

use crate::discover::Harness;
use crate::parse::python::ast::{self, Expr};

pub use interp::{Constraint, Events, Read, ReadKind};

/// The function in `benchmark.py` where a config enters the harness (the seed's name for it).
pub const ENTRY_FUNCTION: &str = "_run_scenarios";

/// A config value as the evaluator sees it, before it becomes a [`Value`].
#[derive(Clone, Debug, PartialEq)]
pub enum Data {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    List(Vec<Data>),
    Map(Vec<(String, Data)>),
}

impl Data {
    fn to_value<'a>(&self) -> Value<'a> {
        match self {
            Data::Null => Value::none(),
            Data::Bool(b) => Value::bool(*b),
            Data::Int(i) => Value::int(*i),
            Data::Float(f) => Value::new(V::Float(*f)),
            Data::Str(s) => Value::str(s),
            Data::List(l) => Value::list(l.iter().map(Data::to_value).collect()),
            Data::Map(m) => {
                let mut d = value::Dict::default();
                for (k, v) in m {
                    d.insert(Value::str(k), v.to_value(), value::Src::default());
                }
                Value::dict(d)
            }
        }
    }

    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::Value as J;
        match self {
            Data::Null => J::Null,
            Data::Bool(b) => J::Bool(*b),
            Data::Int(i) => J::from(*i),
            Data::Float(f) => serde_json::Number::from_f64(*f).map(J::Number).unwrap_or(J::Null),
            Data::Str(s) => J::String(s.clone()),
            Data::List(l) => J::Array(l.iter().map(Data::to_json).collect()),
            Data::Map(m) => J::Object(m.iter().map(|(k, v)| (k.clone(), v.to_json())).collect()),
        }
    }

    pub fn from_json(j: &serde_json::Value) -> Data {
        use serde_json::Value as J;
        match j {
            J::Null => Data::Null,
            J::Bool(b) => Data::Bool(*b),
            J::Number(n) => match n.as_i64() {
                Some(i) => Data::Int(i),
                None => Data::Float(n.as_f64().unwrap_or(0.0)),
            },
            J::String(s) => Data::Str(s.clone()),
            J::Array(a) => Data::List(a.iter().map(Data::from_json).collect()),
            J::Object(o) => Data::Map(o.iter().map(|(k, v)| (k.clone(), Data::from_json(v))).collect()),
        }
    }
}

/// What to run: the op, the config's known entries, and whether unknown fields are probed.
pub struct RunSpec<'s> {
    pub op: &'s str,
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

/// Run `_run_scenarios(op, cfg, args)` once with the given decision script.
pub fn run_entry(it: &mut Interp, spec: &RunSpec, script: Vec<bool>) -> Run {
    let l = spec.limits;
    it.begin_run(
        spec.mode,
        Limits {
            max_steps: l.max_steps,
            max_depth: l.max_depth,
            max_decisions: l.max_decisions,
        },
        script,
        spec.recover_backends,
    );
    let outcome = start(it, spec);
    match outcome {
        Ok(()) => {}
        Err(Flow::Exc(e)) => {
            if !e.recorded {
                it.events.findings.push(e.finding);
            }
        }
        Err(Flow::Abort(reason)) => {
            let f = Finding {
                kind: FindingKind::Budget,
                src: it.cur,
                text: String::new(),
                message: reason,
                fields: vec![],
                membership: false,
                point: vec![],
                backend: None,
                in_adapter: false,
                uncertain: true,
            };
            it.events.findings.push(f);
        }
        Err(_) => {}
    }
    Run {
        events: std::mem::take(&mut it.events),
        fields: it.fields.clone(),
    }
}

fn start<'a>(it: &mut Interp<'a>, spec: &RunSpec) -> Result<(), Flow<'a>> {
    let h = it.h;
    let env = it.import_module(h.entry)?;
    let Some(entry) = env.lookup(ENTRY_FUNCTION) else {
        return Err(Flow::Abort(format!(
            "{} has no `{ENTRY_FUNCTION}`",
            crate::discover::ENTRY_FILE
        )));
    };
    let args_ns = argparse_namespace(it, &env)?;
    let mut cfg = Config {
        entries: Vec::new(),
        probe: spec.mode == Mode::Probe,
        attrs: false,
    };
    for (k, v) in spec.config {
        cfg.entries.push(ConfigEntry {
            key: Rc::from(k.as_str()),
            value: v.to_value(),
            injected: false,
        });
    }
    let cfg = Value::new(V::Config(Rc::new(RefCell::new(cfg))));
    let params: Vec<String> = match &entry.kind {
        V::Func(f) => match f.body {
            value::FuncBody::Def(d) => d
                .parameters
                .posonlyargs
                .iter()
                .chain(d.parameters.args.iter())
                .map(|p| p.parameter.name.id.to_string())
                .collect(),
            value::FuncBody::Lambda(_) => vec![],
        },
        _ => vec![],
    };
    let mut args = Vec::new();
    for p in &params {
        let lower = p.to_lowercase();
        args.push(if lower.contains("cfg") || lower.contains("conf") {
            cfg.clone()
        } else if lower.contains("arg") || lower == "ns" || lower.contains("opt") {
            args_ns.clone()
        } else if lower.contains("op") || lower.contains("kernel") {
            Value::str(spec.op)
        } else {
            Value::unknown(0)
        });
    }
    it.call(&entry, args, vec![])?;
    Ok(())
}

/// `argparse.Namespace` as `benchmark.py`'s own `add_argument` calls declare it (their defaults).
/// The defaults are read once per interpreter; each run gets a namespace (and defaults) of its own.
fn argparse_namespace<'a>(it: &mut Interp<'a>, env: &Rc<value::Env<'a>>) -> Result<Value<'a>, Flow<'a>> {
    if it.argparse_defaults.is_none() {
        it.argparse_defaults = Some(argparse_defaults(it, env));
    }
    let attrs = it
        .argparse_defaults
        .iter()
        .flatten()
        .map(|(k, v)| (k.clone(), builtins::copy_value(v, true, 0)))
        .collect();
    let class = Rc::new(value::Class {
        name: Rc::from("Namespace"),
        bases: vec![],
        attrs: RefCell::new(vec![]),
        dataclass_fields: RefCell::new(None),
    });
    Ok(Value::new(V::Instance(Rc::new(Instance {
        class: Value::new(V::Class(class)),
        attrs: RefCell::new(attrs),
    }))))
}

/// (dest, default) of every `add_argument` call in `benchmark.py`.
fn argparse_defaults<'a>(it: &mut Interp<'a>, env: &Rc<value::Env<'a>>) -> Vec<(Rc<str>, Value<'a>)> {
    struct Collect<'a> {
        calls: Vec<&'a ast::ExprCall>,
    }
    impl<'a> Visitor<'a> for Collect<'a> {
        fn visit_expr(&mut self, e: &'a Expr) {
            if let Expr::Call(c) = e {
                if let Expr::Attribute(a) = &*c.func {
                    if a.attr.id.as_str() == "add_argument" {
                        self.calls.push(c);
                    }
                }
            }
            walk_expr(self, e);
        }
    }
    let h = it.h;
    let mut col = Collect { calls: Vec::new() };
    for s in &h.module(h.entry).body {
        col.visit_stmt(s);
    }
    let mut attrs = Vec::new();
    for c in col.calls {
        let mut names = Vec::new();
        for a in c.arguments.args.iter() {
            if let Expr::StringLiteral(s) = a {
                names.push(s.value.to_str().to_string());
            }
        }
        let mut default = None;
        let mut dest = None;
        let mut ty = None;
        let mut action = None;
        for k in c.arguments.keywords.iter() {
            let Some(name) = &k.arg else { continue };
            let v = it.eval(env, &k.value).unwrap_or_else(|_| Value::unknown(0));
            match name.id.as_str() {
                "default" => default = Some(v),
                "dest" => dest = v.as_str().map(str::to_string),
                "type" => ty = Some(v),
                "action" => action = v.as_str().map(str::to_string),
                _ => {}
            }
        }
        let dest = dest.or_else(|| {
            let long = names.iter().find(|n| n.starts_with("--")).or(names.first())?;
            Some(long.trim_start_matches('-').replace('-', "_"))
        });
        let Some(dest) = dest else { continue };
        let mut value = match (default, action.as_deref()) {
            (Some(d), _) => d,
            (None, Some("store_true")) => Value::bool(false),
            (None, Some("store_false")) => Value::bool(true),
            (None, _) => Value::none(),
        };
        if let (Some(V::Str(s)), Some(V::Builtin(b))) = (Some(value.kind.clone()), ty.map(|t| t.kind)) {
            value = match b {
                Builtin::Int => s.trim().parse::<i64>().map(Value::int).unwrap_or(value),
                Builtin::Float => s
                    .trim()
                    .parse::<f64>()
                    .map(|f| Value::new(V::Float(f)))
                    .unwrap_or(value),
                _ => value,
            };
        }
        attrs.push((Rc::from(dest.as_str()), value));
    }
    attrs
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
        if target.is_some_and(|t| it.covered.contains(&t)) {
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
            if !it.covered.contains(&other) && queued.insert(other) {
                let mut next: Vec<bool> = trace[..i].iter().map(|t| t.1).collect();
                next.push(!choice);
                work.push_back((next, Some(other)));
            }
        }
        runs.push(run);
    }
    (runs, truncated)
}
