//! The entry run: where a config enters the harness, as `python benchmark.py --config=<op>/<name>.yaml`
//! would take it in.
//!
//! The harness starts at its `if __name__ == "__main__":` block (or `main()` when there is no
//! block): it parses its command line, loads the YAML, may read fields of its own
//! (`cfg.get("gpu_type", DEFAULT_GPU)`) and look the GPU up, then runs the scenarios. That is run
//! here with `argparse` answering the harness's own declared defaults and `--config` the
//! config's path under `configs/`, and every PyYAML loader answering the config being checked
//! (or, in a probe, the config whose fields are all open).
//!
//! A config kept under `configs/` but not in its op's folder is given as it is
//! (`--config=attn/x.yaml`): where the harness's start refuses it there and takes it at
//! `<op>/<name>`, that refusal is what the harness decides ([`place_refused`]).
//!
//! When that run never gets the config into the op's scenarios package — the entry does
//! something the tool can't follow (reads configs another way, or computes the op from what it
//! can't see) — and ended on nothing the config decided, the run starts over from
//! `_run_scenarios(op, cfg, args)`, the seed's entry layer, with the same namespace.
//!
//! In: the interpreter, a [`RunSpec`]. Out: the run's outcome (its events are in the interpreter).

use std::cell::RefCell;
use std::rc::Rc;

use crate::parse::python::ast::visitor::{walk_expr, Visitor};

use super::interp::{Finding, Flow, Interp, Mode, Reach};
use super::value::{self, Builtin, Config, ConfigEntry, Instance, Value, V};
use super::RunSpec;
use crate::parse::python::ast::{self, Expr, Stmt};

/// The function in `benchmark.py` where the seed's entry layer takes a config.
pub const ENTRY_FUNCTION: &str = "_run_scenarios";

/// How the run started: from the harness's own start, or (it could not be followed) from
/// [`ENTRY_FUNCTION`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    Main,
    RunScenarios,
}

/// Run the config through the harness once. `restart` is called before falling back to
/// [`ENTRY_FUNCTION`], to forget what the first attempt did.
pub fn start<'a>(it: &mut Interp<'a>, spec: &RunSpec, restart: &dyn Fn(&mut Interp<'a>)) -> Result<Start, Flow<'a>> {
    let h = it.h;
    let env = it.import_module(h.entry)?;
    if let Some(main) = main_entry(it, &env) {
        let r = run_main(it, &env, main, spec, &config_arg(spec));
        // A probe's path decides only on config fields: an exception after one of its
        // decisions is the config's (a raise after a chain of `if dtype in …: return`).
        let decided = match &r {
            Err(Flow::Exc(e)) => {
                (!e.finding.fields.is_empty() || (it.mode == Mode::Probe && !it.events.trace.is_empty()))
                    && !e.finding.uncertain
            }
            _ => false,
        } || it.events.findings.iter().any(|f| !f.fields.is_empty() && !f.uncertain);
        if it.events.scenario_reached || (it.events.config_loaded && decided) {
            return r.map(|()| Start::Main);
        }
        // What the attempt noted as candidates is noted once per exploration: keep it.
        let candidates = std::mem::take(&mut it.events.candidates);
        let open = std::mem::take(&mut it.events.open_values);
        restart(it);
        it.events.candidates = candidates;
        it.events.open_values = open;
    }
    let Some(entry) = env.lookup(ENTRY_FUNCTION) else {
        return Err(it.stop(format!(
            "{} has no `{ENTRY_FUNCTION}` and its start could not be followed",
            crate::discover::ENTRY_FILE
        )));
    };
    let args_ns = argparse_namespace(it, &env, &config_arg(spec));
    let cfg = config_value(spec);
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
    Ok(Start::RunScenarios)
}

/// The harness's own start, with `--config` set to `path`: its outcome (a clean exit is `Ok`).
fn run_main<'a>(
    it: &mut Interp<'a>,
    env: &Rc<value::Env<'a>>,
    main: MainEntry<'a>,
    spec: &RunSpec,
    path: &str,
) -> Result<(), Flow<'a>> {
    let args_ns = argparse_namespace(it, env, path);
    it.entry.entry_config = Some(config_value(spec));
    // Where the config is taken to be: `--config` under `configs/` (`crate::eval::files`).
    it.entry.config_path = std::path::absolute(it.h.root.join("configs").join(path)).ok();
    it.entry.entry_args = Some(args_ns);
    it.entry.reach = Some(reach_of(it, env, spec.op));
    let r = match main {
        MainEntry::Block(body) => it.exec_block(env, body),
        MainEntry::Function(f) => it.call(&f, vec![], vec![]).map(|_| ()),
    };
    it.entry.entry_config = None;
    it.entry.entry_args = None;
    it.entry.reach = None;
    exit_ok(r)
}

/// What `--config` names: the config's own place under `configs/` when it has one
/// ([`RunSpec::place`]), else `<op>/<name>`.
fn config_arg(spec: &RunSpec) -> String {
    spec.place.map(str::to_string).unwrap_or_else(|| op_place(spec))
}

/// `<op>/<name>`: where the config would be in its op's folder.
fn op_place(spec: &RunSpec) -> String {
    format!("{}/{}", spec.op, spec.file.unwrap_or("config.yaml"))
}

/// Does the harness's own start refuse the config where it is ([`RunSpec::place`])? So it does
/// when, with `--config` naming that place, the start ends on a raise the tool is sure of before
/// the config reaches the op's scenarios, while the same config at `<op>/<name>` reaches them:
/// the place decided (`op = basename(dirname(args.config))`, then `unknown op 'attn'`). That
/// raise, if so. `restart` is called before each run.
pub fn place_refused<'a>(it: &mut Interp<'a>, spec: &RunSpec, restart: &dyn Fn(&mut Interp<'a>)) -> Option<Finding> {
    let place = spec.place?;
    if place == op_place(spec) {
        return None;
    }
    let h = it.h;
    restart(it);
    let env = it.import_module(h.entry).ok()?;
    let main = main_entry(it, &env)?;
    let refused = match run_main(it, &env, main, spec, place) {
        Err(Flow::Exc(e)) if !e.finding.uncertain && !it.events.scenario_reached => e.finding,
        _ => return None,
    };
    restart(it);
    let main = main_entry(it, &env)?;
    let _ = run_main(it, &env, main, spec, &op_place(spec));
    it.events.scenario_reached.then_some(refused)
}

/// `SystemExit` with no code, `None` or `0` ends the program normally.
fn exit_ok(r: Result<(), Flow<'_>>) -> Result<(), Flow<'_>> {
    match r {
        Err(Flow::Exc(e)) if super::interp::is_clean_exit(&e.value) => Ok(()),
        other => other,
    }
}

enum MainEntry<'a> {
    Block(&'a [Stmt]),
    Function(Value<'a>),
}

/// The harness's start: its `if __name__ == "__main__":` block, else a `main()` taking no
/// required argument.
fn main_entry<'a>(it: &Interp<'a>, env: &Rc<value::Env<'a>>) -> Option<MainEntry<'a>> {
    let h = it.h;
    for s in &h.module(h.entry).body {
        if let Stmt::If(i) = s {
            if is_main_test(&i.test) {
                return Some(MainEntry::Block(&i.body));
            }
        }
    }
    let f = env.lookup("main")?;
    match &f.kind {
        V::Func(func) if func.module == h.entry => match func.body {
            value::FuncBody::Def(d) => {
                let p = &d.parameters;
                let required = p
                    .posonlyargs
                    .iter()
                    .chain(p.args.iter())
                    .chain(p.kwonlyargs.iter())
                    .any(|a| a.default.is_none());
                (!required).then_some(MainEntry::Function(f))
            }
            value::FuncBody::Lambda(_) => None,
        },
        _ => None,
    }
}

/// `__name__ == "__main__"`, either way round.
fn is_main_test(e: &Expr) -> bool {
    let Expr::Compare(c) = e else { return false };
    if c.ops.len() != 1 || !matches!(c.ops[0], ast::CmpOp::Eq) {
        return false;
    }
    let is_name = |e: &Expr| matches!(e, Expr::Name(n) if n.id.as_str() == "__name__");
    let is_main = |e: &Expr| matches!(e, Expr::StringLiteral(s) if s.value.to_str() == "__main__");
    (is_name(&c.left) && is_main(&c.comparators[0])) || (is_main(&c.left) && is_name(&c.comparators[0]))
}

/// What tells that the config got into the op's scenarios: a call of a function of the module
/// `OP_REGISTRY` names for the op (or of a module under it); without such a registry entry, a
/// call outside `benchmark.py` handed the config.
fn reach_of(it: &mut Interp<'_>, env: &Rc<value::Env<'_>>, op: &str) -> Reach {
    let target = env.lookup("OP_REGISTRY").and_then(|r| match &r.kind {
        V::Dict(d) => d
            .borrow()
            .entries
            .iter()
            .find(|(k, _, _)| k.as_str() == Some(op))
            .map(|(_, v, _)| v.clone()),
        _ => None,
    });
    match target.map(|t| t.kind) {
        Some(V::Str(path)) => Reach::Package(path.to_string()),
        Some(V::Module(m)) => Reach::Package(it.h.module(m).name.clone()),
        _ => Reach::ConfigHandedOn,
    }
}

fn config_value<'a>(spec: &RunSpec) -> Value<'a> {
    let mut cfg = Config {
        entries: Vec::new(),
        probe: spec.mode == super::interp::Mode::Probe,
        attrs: false,
        inexact: 0,
    };
    for (k, v) in spec.config {
        cfg.entries.push(ConfigEntry {
            key: Rc::from(k.as_str()),
            value: v.to_value(),
            injected: false,
        });
    }
    Value::new(V::Config(Rc::new(RefCell::new(cfg))))
}

/// `argparse.Namespace` as `benchmark.py`'s own `add_argument` calls declare it (their
/// defaults), with the config argument (`--config`, or the one positional) set to `path`, the
/// config's path under `configs/`. The defaults are read once per interpreter; each run gets a
/// namespace (and defaults) of its own.
fn argparse_namespace<'a>(it: &mut Interp<'a>, env: &Rc<value::Env<'a>>, path: &str) -> Value<'a> {
    if it.entry.argparse_defaults.is_none() {
        it.entry.argparse_defaults = Some(argparse_defaults(it, env));
    }
    let defaults = it.entry.argparse_defaults.iter().flatten();
    let config_dest = defaults
        .clone()
        .find(|a| a.config)
        .or_else(|| defaults.clone().find(|a| a.positional))
        .map(|a| a.dest.clone());
    let attrs = defaults
        .map(|a| {
            let v = if Some(&a.dest) == config_dest.as_ref() {
                Value::str(path)
            } else {
                super::builtins::copy_value(&a.default, true, 0)
            };
            (a.dest.clone(), v)
        })
        .collect();
    let class = Rc::new(value::Class::new(Rc::from("Namespace"), vec![], vec![]));
    Value::new(V::Instance(Rc::new(Instance::new(Value::new(V::Class(class)), attrs))))
}

pub use super::interp::Argument;

/// Every `add_argument` call in `benchmark.py`: its `dest` and default.
fn argparse_defaults<'a>(it: &mut Interp<'a>, env: &Rc<value::Env<'a>>) -> Vec<Argument<'a>> {
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
    let mut out = Vec::new();
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
        let positional = !names.is_empty() && names.iter().all(|n| !n.starts_with('-'));
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
        let lower = dest.to_lowercase();
        out.push(Argument {
            config: lower == "config" || lower == "cfg" || lower.starts_with("config_") || lower.starts_with("cfg_"),
            dest: Rc::from(dest.as_str()),
            default: value,
            positional,
        });
    }
    out
}
