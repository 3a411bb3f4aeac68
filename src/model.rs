//! The model: what the harness's code says a config may and must be, found by running it.
//!
//! In: a parsed [`Harness`]. Out: a [`Model`] — the ops of `OP_REGISTRY`, each op's `SCENARIOS`,
//! and for each scenario its fields (required / optional with default / swept), its backends
//! (from `_get_backends()`) with the dtypes or modes each one's adapter rejects, its constraints
//! (every `assert` and guarded `raise` on the way), whether it moves `halops` to the front, and
//! `GPU_SPECS`. Every fact carries the `file:line` it comes from.

use std::rc::Rc;

use serde_json::Value as J;

use crate::parse::python::ast::visitor::{walk_expr, walk_stmt, Visitor};

use crate::discover::Harness;
use crate::eval::interp::{Finding, FindingKind, Flow, Interp, Limits, Mode};
use crate::eval::value::{self as value, Env, Src, Value, V};
use crate::eval::{explore, interpreter, Data, LimitsSpec, Run, RunSpec};
use crate::parse::python::ast::{self, Expr};
use crate::parse::yaml::Tags;

use crate::seed::SCENARIO_FIELD;
pub use crate::seed::{BACKENDS_FIELD, DRIVER_FIELDS, HALOPS, REGISTRY_FUNCTIONS};

const PROBE_PATHS: usize = 48;
const VERDICT_PATHS: usize = 1;
/// A value of the driver field no code compares it with, tried beside those it does: where the
/// code runs through with it, nothing decided against it, the values it compares the field with
/// are not all it takes.
const OTHER_DRIVER_VALUE: &str = "gen-config: a value the code does not name";

/// A place in a harness file, relative to the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loc {
    pub file: String,
    pub line: u32,
}

impl std::fmt::Display for Loc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}

#[derive(Clone, Debug)]
pub struct Field {
    pub name: String,
    /// Read with `cfg[...]` (no default) on some path.
    pub required: bool,
    /// Read with `cfg[...]` on every path that ran to its end: absent, the run fails whatever
    /// the other fields say.
    pub always: bool,
    pub default: Option<J>,
    pub sweep: bool,
    pub src: Loc,
    /// For a swept field whose items the code unpacks (`for m, n, k in shapes`): the names of
    /// an item's parts, in order; or, for items that are mappings (`shape["m"]`), their keys.
    pub parts: Vec<String>,
    /// The items are mappings and `parts` their keys.
    pub keyed: bool,
}

#[derive(Clone, Debug)]
pub struct Backend {
    pub name: String,
    pub src: Loc,
    /// Driver values (dtype names or modes) its adapter raises for, with the `raise` line.
    pub unsupported: Vec<(String, Loc)>,
    /// The imports of unseen modules the code registers it behind (`try: import x` …
    /// `except ImportError`), with the import's line: it is a backend where they import.
    pub requires: Vec<(String, Loc)>,
    /// The modules its registry entry's functions use (`run_fi = lambda a: flashinfer.…` uses
    /// `flashinfer`): what a person may call the backend by.
    pub modules: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct ConstraintInfo {
    pub text: String,
    pub is_assert: bool,
    pub src: Loc,
    /// The condition on config fields under which the code meets it (`mode == "w4a4-nvfp4"`),
    /// as the paths that met it decided: `None` where it is met whatever the fields say.
    pub when: Option<String>,
    /// The config fields its test was computed from, on any path that met it (`s_kv % page_size
    /// == 0` inside the loop over `s_kv_list`: `s_kv_list`, `page_size`).
    pub fields: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct Scenario {
    pub name: String,
    pub src: Option<Loc>,
    pub reorders_backends: bool,
    pub fields: Vec<Field>,
    pub backends: Vec<Backend>,
    /// Where the backend registry function is defined.
    pub registry_src: Option<Loc>,
    /// The registry is not known exactly: there may be backends the tool did not find.
    pub backends_incomplete: Option<Incomplete>,
    pub constraints: Vec<ConstraintInfo>,
    /// Values the code compares each field with (modes, aliases, allowed values).
    pub candidates: Vec<(String, Vec<J>)>,
    /// Fields whose values the code takes beyond those (an enum's own `_missing_`; a driver
    /// field the code takes a value of it names nowhere).
    pub open_values: Vec<String>,
    /// The field (`dtype` or `mode`) adapters are judged on, if the scenario reads one.
    pub driver: Option<String>,
    /// Keys the entry layer injects that the scenario reads (e.g. `batch_size`).
    pub injected_reads: Vec<String>,
    /// Fields whose values reach the kernels' inputs (calls the tool can't see into).
    pub sized_fields: Vec<String>,
    /// Why the scenario can't be read (a syntax error in a file it runs), as `file:line:col: msg`.
    pub unreadable: Option<(Loc, u32, String)>,
    /// What the analysis could not decide.
    pub notes: Vec<String>,
    /// Each backend's adapter was judged on every candidate dtype/mode (`unsupported` is complete).
    pub judged: bool,
    /// The values of the driver field the code takes (each tried on the code: nothing outside an
    /// adapter raises on it), when `judged`: the values the code compares it with, then torch's
    /// floating dtype names for a dtype. See [`driver_values`].
    pub takes: Vec<String>,
    /// Where the code hands the whole config to a call the tool can't see into, or goes over
    /// its keys (`true`): fields no readable code reads may still be used there.
    pub config_escape: Option<(Loc, bool)>,
    /// Modules its code imports that the tool can't see (not under the root, not modelled):
    /// what they give is unknown, and the answers rest on that.
    pub unresolved_imports: Vec<(String, Loc)>,
    /// Where a path through its code stopped on something the tool could not follow (and why):
    /// what that path reads after it is not known, so no field is called unknown.
    pub stopped: Option<(Loc, String)>,
    /// The table its code looks the GPU field up in (the harness's GPU specs, however reached).
    pub gpus: Vec<Gpu>,
    /// Loops (their `for` line) that go over a config field as the config gives it: a sweep
    /// point's coordinate from such a loop is named by that field, also where the field is
    /// absent and the loop goes over values the code made in its place.
    pub sweep_sites: Vec<(Loc, String)>,
}

impl Scenario {
    /// A scenario known by name only (not probed).
    pub fn named(name: String, src: Option<Loc>) -> Self {
        Scenario {
            name,
            src,
            reorders_backends: false,
            fields: vec![],
            backends: vec![],
            registry_src: None,
            backends_incomplete: None,
            constraints: vec![],
            candidates: vec![],
            open_values: vec![],
            driver: None,
            injected_reads: vec![],
            sized_fields: vec![],
            unreadable: None,
            notes: vec![],
            judged: false,
            takes: vec![],
            config_escape: None,
            unresolved_imports: vec![],
            stopped: None,
            gpus: vec![],
            sweep_sites: vec![],
        }
    }

    pub fn field(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.name == name)
    }
    pub fn backend(&self, name: &str) -> Option<&Backend> {
        self.backends.iter().find(|b| b.name == name)
    }
    pub fn candidates_of(&self, field: &str) -> &[J] {
        self.candidates
            .iter()
            .find(|c| c.0 == field)
            .map(|c| c.1.as_slice())
            .unwrap_or(&[])
    }
}

#[derive(Clone, Debug)]
pub struct Op {
    pub name: String,
    pub src: Loc,
    pub scenarios: Vec<Scenario>,
    pub error: Option<String>,
    /// Where the op's error is, when it is a syntax error in a file its `SCENARIOS` needs.
    pub error_src: Option<Loc>,
    /// `SCENARIOS` is not known exactly (built by what the tool does not model): its names are
    /// the ones the tool found, and there may be others.
    pub incomplete: Option<Incomplete>,
}

/// Why a table of the harness (`OP_REGISTRY`, `SCENARIOS`, a backend registry) is not known
/// exactly: the construct the tool does not model, and its line. A name missing from such a
/// table is not decided (`unchecked`), never an error.
#[derive(Clone, Debug, PartialEq)]
pub struct Incomplete {
    pub src: Option<Loc>,
    /// In English ([`fallback_text`]); `kind` and `text` say it in another language.
    pub what: String,
    pub kind: Option<crate::eval::interp::FallbackKind>,
    pub text: String,
}

/// Whether a table value is known exactly: `None` when it is a dict whose keys and entries are
/// all known, else why not (the place the evaluator answered without knowing, when it can tell).
fn incomplete_of(it: &Interp, table: Option<&Value>) -> Option<Incomplete> {
    let v = table?;
    let mut bits = v.inexact_bits() | (v.taint & value::INEXACT);
    let mut unknown_key = false;
    match &v.kind {
        V::Dict(d) => {
            for (k, _, _) in d.borrow().entries.iter() {
                bits |= k.taint & value::INEXACT;
                unknown_key |= k.is_unknown();
            }
        }
        V::Unknown => unknown_key = true,
        _ => return None,
    }
    if bits == 0 && !unknown_key {
        return None;
    }
    Some(match it.inexact_reason(bits) {
        Some(f) => Incomplete {
            src: Some(loc(it.h, f.src)),
            what: fallback_text(&f),
            kind: Some(f.kind),
            text: f.text.clone(),
        },
        None => Incomplete {
            src: None,
            what: "entries the tool could not compute".into(),
            kind: None,
            text: String::new(),
        },
    })
}

/// What a fallback was, in a few words (English; the check's catalogue says it in Chinese from
/// the kind).
pub fn fallback_text(f: &crate::eval::interp::Fallback) -> String {
    use crate::eval::interp::FallbackKind as K;
    match f.kind {
        K::NotModelled => format!("`{}`, which the tool does not model", f.text),
        K::UnknownItems => format!("the items of `{}`, which the tool can't know", f.text),
        K::Undecided => format!("`{}`, which the tool can't decide statically", f.text),
        K::UnseenModule => format!("`{}`, a module not in the checkout", f.text),
        K::Stopped => stopped_text(&f.text),
    }
}

/// A [`FallbackKind::Stopped`](crate::eval::interp::FallbackKind::Stopped)'s few words: what a
/// table is built from when its run was stopped.
fn stopped_text(why: &str) -> String {
    format!("code the tool had to stop running ({why})")
}

#[derive(Clone, Debug)]
pub struct Gpu {
    pub name: String,
    pub fp4: bool,
    pub src: Loc,
}

pub struct Model {
    pub ops: Vec<Op>,
    /// `OP_REGISTRY` is not known exactly: there may be ops the tool did not find.
    pub ops_incomplete: Option<Incomplete>,
    pub gpus: Vec<Gpu>,
    /// Files that could not be read at all.
    pub problems: Vec<String>,
    /// Why `benchmark.py` itself could not be run (then there are no ops), and the syntax error
    /// behind it if that is the reason.
    pub entry_error: Option<(String, Option<Loc>)>,
    /// The tags the loader `benchmark.py` reads configs with builds ([`config_tags`]).
    pub config_tags: Tags,
}

impl Model {
    pub fn op(&self, name: &str) -> Option<&Op> {
        self.ops.iter().find(|o| o.name == name)
    }
    pub fn scenario(&self, op: &str, name: &str) -> Option<&Scenario> {
        self.op(op)?.scenarios.iter().find(|s| s.name == name)
    }
}

/// How `benchmark.py` loads configs, as its code says: [`Tags::SafeOnly`] when every PyYAML load
/// it makes is the safe one (`yaml.safe_load(f)`, `yaml.load(f, Loader=yaml.SafeLoader)`, also
/// imported by name), so a config tag outside YAML's own fails there; else (another loader, or
/// none the tool can see) tags are not judged.
fn config_tags(h: &Harness) -> Tags {
    #[derive(Default)]
    struct Loads<'a> {
        /// Local names of the `yaml` module, and of functions and loaders imported from it.
        modules: Vec<&'a str>,
        imported: Vec<(&'a str, &'a str)>,
        safe: usize,
        other: usize,
    }
    impl<'a> Loads<'a> {
        /// The PyYAML name a callee or a `Loader=` value stands for, if it is one.
        fn yaml_name(&self, e: &'a Expr) -> Option<&'a str> {
            match e {
                Expr::Attribute(a) => match &*a.value {
                    Expr::Name(n) if self.modules.contains(&n.id.as_str()) => Some(a.attr.id.as_str()),
                    _ => None,
                },
                Expr::Name(n) => self
                    .imported
                    .iter()
                    .find(|(local, _)| *local == n.id.as_str())
                    .map(|(_, name)| *name),
                _ => None,
            }
        }
    }
    impl<'a> Visitor<'a> for Loads<'a> {
        fn visit_stmt(&mut self, s: &'a ast::Stmt) {
            match s {
                ast::Stmt::Import(i) => {
                    for a in &i.names {
                        if a.name.id.as_str() == "yaml" {
                            self.modules.push(a.asname.as_ref().map_or("yaml", |n| n.id.as_str()));
                        }
                    }
                }
                ast::Stmt::ImportFrom(i) if i.module.as_ref().is_some_and(|m| m.id.as_str() == "yaml") => {
                    for a in &i.names {
                        let name = a.name.id.as_str();
                        self.imported
                            .push((a.asname.as_ref().map_or(name, |n| n.id.as_str()), name));
                    }
                }
                _ => {}
            }
            walk_stmt(self, s);
        }
        fn visit_expr(&mut self, e: &'a Expr) {
            if let Expr::Call(c) = e {
                match self.yaml_name(&c.func) {
                    Some("safe_load" | "safe_load_all") => self.safe += 1,
                    Some("load" | "load_all") => {
                        let loader = c
                            .arguments
                            .keywords
                            .iter()
                            .find(|k| k.arg.as_ref().is_some_and(|a| a.id.as_str() == "Loader"))
                            .map(|k| &k.value)
                            .or(c.arguments.args.get(1));
                        match loader.and_then(|l| self.yaml_name(l)) {
                            Some("SafeLoader" | "CSafeLoader") => self.safe += 1,
                            _ => self.other += 1,
                        }
                    }
                    Some("full_load" | "full_load_all" | "unsafe_load" | "unsafe_load_all") => self.other += 1,
                    _ => {}
                }
            }
            walk_expr(self, e);
        }
    }
    let mut loads = Loads::default();
    for s in &h.module(h.entry).body {
        loads.visit_stmt(s);
    }
    if loads.safe > 0 && loads.other == 0 {
        Tags::SafeOnly
    } else {
        Tags::Any
    }
}

/// Where a module's first syntax error is, if it has one.
fn syntax_error_loc(h: &Harness, m: u32) -> Option<Loc> {
    let module = h.module(m);
    module.error.as_ref().map(|se| Loc {
        file: module.file.rel.clone(),
        line: se.line,
    })
}

pub fn loc(h: &Harness, s: Src) -> Loc {
    let file = &h.module(s.module).file;
    Loc {
        file: file.rel.clone(),
        line: file.line(crate::parse::python::TextSize::from(s.offset)),
    }
}

/// Which ops and scenarios to model: all, one op, or one scenario.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    pub op: Option<String>,
    pub scenario: Option<String>,
    /// Probe only these (op, scenario) pairs; the others are listed by name only.
    pub only: Option<Vec<(String, String)>>,
    /// List the scenarios of these ops only, when each is an op of the registry (the ops of
    /// the configs a check was given: the other ops' packages are not imported); else all.
    pub list_ops: Option<Vec<String>>,
    /// Skip what only describing a scenario needs: judging each backend's adapter on every
    /// dtype/mode, and listing the imports its code can't see (a check doesn't need them: its
    /// own run meets the adapters of the config's backends).
    pub skip_verdicts: bool,
    /// With `skip_verdicts`, the scenarios whose backend order is still judged (whether their
    /// code moves `halops` to the front): a check needs it only for a config that lists `halops`
    /// after another backend. `None`: every probed scenario's.
    pub order_of: Option<Vec<(String, String)>>,
    /// List no unreadable harness files as problems: finding them reads every file, and a
    /// check (which shows no problems) reads only what its runs import.
    pub skip_unreadable: bool,
}

/// Read the registries (ops, scenarios, GPUs), then probe the selected scenarios.
pub fn build(h: &Harness, sel: &Selection) -> Model {
    let mut it = Interp::new(
        h,
        Mode::Probe,
        Limits {
            max_steps: 200_000,
            max_depth: 40,
            max_decisions: 0,
        },
        vec![],
    );
    let problems = if sel.skip_unreadable { vec![] } else { h.unreadable() };
    let env = match it.import_module(h.entry) {
        Ok(env) => env,
        Err(f) => {
            let (entry_error, ops_incomplete) = match read_failure(&it, crate::discover::ENTRY_FILE, &f) {
                Ok(inc) => (None, Some(inc)),
                Err(why) => (Some((why, it.events.broken.and_then(|m| syntax_error_loc(h, m)))), None),
            };
            return Model {
                ops: vec![],
                ops_incomplete,
                gpus: vec![],
                problems: entry_error.iter().map(|(why, _)| why.clone()).collect(),
                entry_error,
                config_tags: config_tags(h),
            };
        }
    };
    let mut gpus = gpu_specs(h, &env);
    let Registry {
        mut ops,
        jobs,
        scenario_modules,
        order,
        incomplete: ops_incomplete,
    } = read_registry_ops(h, &mut it, &env, sel);
    for (oi, sc) in probe_jobs(h, sel, &ops, &jobs, &scenario_modules) {
        ops[oi].scenarios.push(sc);
    }
    // The GPUs are the table the scenarios' code looks `gpu_type` up in, where it does.
    if let Some(found) = ops.iter().flat_map(|o| &o.scenarios).find(|s| !s.gpus.is_empty()) {
        gpus = found.gpus.clone();
    }
    // Keep `SCENARIOS` order, whichever thread finished first.
    for op in ops.iter_mut() {
        let order = order
            .iter()
            .find(|(n, _)| *n == op.name)
            .map(|(_, o)| o.clone())
            .unwrap_or_default();
        op.scenarios
            .sort_by_key(|s| order.iter().position(|n| *n == s.name).unwrap_or(usize::MAX));
    }
    Model {
        ops,
        ops_incomplete,
        gpus,
        problems,
        entry_error: None,
        config_tags: config_tags(h),
    }
}

/// `GPU_SPECS` as `benchmark.py`'s module holds it (the scenarios' own lookup table wins later).
fn gpu_specs(h: &Harness, env: &Rc<Env>) -> Vec<Gpu> {
    let mut gpus = Vec::new();
    if let Some(specs) = env.lookup("GPU_SPECS") {
        if let V::Dict(d) = &specs.kind {
            for (k, v, src) in d.borrow().entries.iter() {
                let Some(name) = k.as_str() else { continue };
                gpus.push(Gpu {
                    name: name.to_string(),
                    fp4: crate::eval::interp::has_fp4_peak(v, 0),
                    src: loc(h, *src),
                });
            }
        }
    }
    gpus
}

/// The ops of `OP_REGISTRY` with the scenarios not to probe listed by name, the scenarios to
/// probe (op index, name, run function), the modules of every scenario, and each op's order.
struct Registry {
    ops: Vec<Op>,
    jobs: Vec<(usize, String, Option<Src>)>,
    scenario_modules: Vec<u32>,
    order: Vec<(String, Vec<String>)>,
    incomplete: Option<Incomplete>,
}

fn read_registry_ops<'a>(h: &'a Harness, it: &mut Interp<'a>, env: &Rc<Env<'a>>, sel: &Selection) -> Registry {
    let registry_value = env.lookup("OP_REGISTRY");
    let incomplete = incomplete_of(it, registry_value.as_ref());
    let registry = registry_value.map(|r| r.kind);
    let entries: Vec<(String, Value, Src)> = match &registry {
        Some(V::Dict(d)) => d
            .borrow()
            .entries
            .iter()
            .filter_map(|(k, v, s)| Some((k.as_str()?.to_string(), v.clone(), *s)))
            .collect(),
        _ => vec![],
    };
    let mut r = Registry {
        ops: Vec::new(),
        jobs: Vec::new(),
        scenario_modules: Vec::new(),
        order: Vec::new(),
        incomplete,
    };
    // The ops whose scenarios are listed: those asked for, if each is an op (else a config's
    // op may be found by its scenario: every op's are listed).
    let listed = sel
        .list_ops
        .as_ref()
        .filter(|l| l.iter().all(|o| entries.iter().any(|(n, _, _)| n == o)));
    for (name, target, src) in entries {
        if sel.op.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        let mut op = Op {
            name: name.clone(),
            src: loc(h, src),
            scenarios: vec![],
            error: None,
            error_src: None,
            incomplete: None,
        };
        if listed.is_some_and(|l| !l.contains(&name)) {
            r.ops.push(op);
            continue;
        }
        it.events.broken = None;
        match scenarios_of(it, &target) {
            Ok((list, incomplete)) => {
                op.incomplete = incomplete;
                r.order
                    .push((name.clone(), list.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>()));
                for (sname, fsrc) in list {
                    if sel.scenario.as_deref().is_some_and(|s| s != sname) {
                        continue;
                    }
                    let wanted = sel
                        .only
                        .as_ref()
                        .is_none_or(|only| only.iter().any(|(o, s)| *o == name && *s == sname));
                    r.scenario_modules.extend(fsrc.map(|s| s.module));
                    if wanted {
                        r.jobs.push((r.ops.len(), sname, fsrc));
                    } else {
                        op.scenarios.push(Scenario::named(sname, fsrc.map(|s| loc(h, s))));
                    }
                }
            }
            Err(e) => {
                op.error_src = it.events.broken.and_then(|m| syntax_error_loc(h, m));
                op.error = Some(e);
            }
        }
        r.ops.push(op);
    }
    r
}

/// Probe each scenario on its own: spread over the cores, one interpreter per worker (the
/// harness's modules are imported once per worker). Each worker's interpreter imports a module
/// once, whichever scenario needed it first: the imports it could not resolve are pooled, so a
/// scenario's are the same whichever worker probed it.
fn probe_jobs(
    h: &Harness,
    sel: &Selection,
    ops: &[Op],
    jobs: &[(usize, String, Option<Src>)],
    scenario_modules: &[u32],
) -> Vec<(usize, Scenario)> {
    let op_names: Vec<String> = ops.iter().map(|o| o.name.clone()).collect();
    // What any scenario's module imports (a scenario's own imports are taken back from it).
    let imports = (!sel.skip_verdicts).then(|| ImportScope::new(h, scenario_modules));
    // A few ops at a time (at least `BATCH_SCENARIOS` scenarios, whole ops), each batch on fresh
    // interpreters dropped when it is done: a whole repository's description holds a batch's
    // imported modules at a time, not every op's.
    let order_of: Option<std::collections::HashSet<(&str, &str)>> = sel
        .order_of
        .as_ref()
        .map(|l| l.iter().map(|(o, s)| (o.as_str(), s.as_str())).collect());
    let mut probed = Vec::with_capacity(jobs.len());
    for batch in op_batches(jobs) {
        probed.extend(crate::par::map_with(
            batch,
            || interpreter(h),
            |it, (oi, name, src)| {
                // What this probe met first in this worker (what earlier probes met is theirs).
                let before = it.unresolved.len();
                let op = &op_names[*oi];
                let order = order_of
                    .as_ref()
                    .is_none_or(|l| l.contains(&(op.as_str(), name.as_str())));
                let sc = probe_scenario(it, op, name, *src, !sel.skip_verdicts, order);
                let met: Vec<(String, Src)> = match imports {
                    Some(_) => it.unresolved[before..]
                        .iter()
                        .map(|u| (u.module.clone(), u.src))
                        .collect(),
                    None => vec![],
                };
                (sc, met)
            },
        ));
    }
    let mut seen: std::collections::HashSet<(String, Src)> = std::collections::HashSet::new();
    let mut met: Vec<(String, Src)> = Vec::new();
    for u in probed.iter().flatten().flat_map(|(_, m)| m) {
        if seen.insert(u.clone()) {
            met.push(u.clone());
        }
    }
    jobs.iter()
        .zip(probed)
        .map(|((oi, name, src), sc)| {
            let sc = sc.map(|(mut sc, _)| {
                if let (Some(s), Some(scope)) = (src.filter(|_| sc.unreadable.is_none()), &imports) {
                    sc.unresolved_imports = unresolved_imports(h, &met, s.module, scope);
                }
                sc
            });
            let sc = sc.unwrap_or_else(|| {
                let mut s = Scenario::named(name.clone(), src.map(|s| loc(h, s)));
                s.notes.push("internal error while reading this scenario".into());
                s
            });
            (*oi, sc)
        })
        .collect()
}

/// Scenarios a batch of probes holds at least, whole ops at a time (see `probe_jobs`): enough
/// to keep every core busy.
pub const BATCH_SCENARIOS: usize = 32;

/// `jobs` (in op order) cut between ops into batches of at least [`BATCH_SCENARIOS`].
fn op_batches<T>(jobs: &[(usize, T, Option<Src>)]) -> Vec<&[(usize, T, Option<Src>)]> {
    let ops: Vec<&[(usize, T, Option<Src>)]> = jobs.chunk_by(|a, b| a.0 == b.0).collect();
    let sizes: Vec<usize> = ops.iter().map(|o| o.len()).collect();
    let mut rest = jobs;
    crate::par::batches(&sizes, BATCH_SCENARIOS)
        .into_iter()
        .map(|r| {
            let (batch, tail) = rest.split_at(sizes[r].iter().sum());
            rest = tail;
            batch
        })
        .collect()
}

fn flow_text(f: &Flow) -> String {
    match f {
        Flow::Exc(e) => {
            let k = match &e.finding.kind {
                FindingKind::Error(c) => c.clone(),
                _ => "exception".into(),
            };
            format!("raises {k}: {}", e.finding.message)
        }
        Flow::Abort(a) => a.clone(),
        _ => "stopped".into(),
    }
}

/// Why reading a table of the harness (`OP_REGISTRY`, an op's `SCENARIOS`) failed, as an error
/// (`Err`) or as why the table is not known (`Ok`). An error is what the harness's own code
/// decides from values the tool knows exactly: a raise on a decided path, a syntax error. A run
/// the tool had to stop (its call-depth or step limit, which are the tool's, not CPython's) or a
/// raise reached only through a decision it can't make leaves the table not known: the configs
/// it decides are `unchecked`, never in error.
fn read_failure(it: &Interp, context: &str, f: &Flow) -> Result<Incomplete, String> {
    use crate::eval::interp::FallbackKind as K;
    let what = |t: &str| {
        if context.is_empty() {
            t.to_string()
        } else {
            format!("{context}: {t}")
        }
    };
    let not_known = match f {
        Flow::Exc(e) if e.region != 0 || e.finding.uncertain || e.finding.because.is_some() => {
            match &e.finding.because {
                Some(b) => Incomplete {
                    src: Some(loc(it.h, b.src)),
                    what: fallback_text(b),
                    kind: Some(b.kind),
                    text: b.text.clone(),
                },
                None => {
                    let t = what(&format!("{}, on a path the tool can't decide", flow_text(f)));
                    Incomplete {
                        src: Some(loc(it.h, e.finding.src)),
                        what: stopped_text(&t),
                        kind: Some(K::Stopped),
                        text: t,
                    }
                }
            }
        }
        Flow::Abort(_) if it.events.broken.is_none() => {
            let t = what(&flow_text(f));
            Incomplete {
                src: Some(loc(it.h, it.events.stopped_at.unwrap_or(it.cur))),
                what: stopped_text(&t),
                kind: Some(K::Stopped),
                text: t,
            }
        }
        _ => return Err(what(&flow_text(f))),
    };
    Ok(not_known)
}

/// [`read_failure`] of an op's `SCENARIOS`: not known, it lists no scenario.
#[allow(clippy::type_complexity)]
fn op_failure(
    it: &Interp,
    context: &str,
    f: &Flow,
) -> Result<(Vec<(String, Option<Src>)>, Option<Incomplete>), String> {
    read_failure(it, context, f).map(|inc| (vec![], Some(inc)))
}

/// The `SCENARIOS` of an op's registry entry (a module path, a module, the table itself, or a
/// function that gives one of these: a lazy loader), names and run functions.
#[allow(clippy::type_complexity)]
fn scenarios_of<'a>(
    it: &mut Interp<'a>,
    target: &Value<'a>,
) -> Result<(Vec<(String, Option<Src>)>, Option<Incomplete>), String> {
    let loaded;
    let target = match &target.kind {
        V::Func(_) | V::Bound(_) | V::Partial(_) => {
            loaded = match it.call(target, vec![], vec![]) {
                Ok(v) => v,
                Err(f) => return op_failure(it, "calling the op's loader", &f),
            };
            &loaded
        }
        _ => target,
    };
    let module = match &target.kind {
        V::Str(path) => match it.module_value(path) {
            Ok(Some(m)) => m,
            Ok(None) => return Err(format!("module `{path}` not found under the root")),
            Err(f) => return op_failure(it, &format!("importing `{path}`"), &f),
        },
        _ => target.clone(),
    };
    let scenarios = match &module.kind {
        V::Module(m) => match it.module_attr(*m, "SCENARIOS") {
            Ok(Some(v)) => v,
            Ok(None) => {
                // A syntax error may be what hid `SCENARIOS`: say so.
                let module = it.h.module(*m);
                if let Some(se) = &module.error {
                    it.events.broken = Some(*m);
                    return Err(format!(
                        "{}:{}:{}: syntax error: {}",
                        module.file.rel, se.line, se.column, se.message
                    ));
                }
                return Err("no `SCENARIOS` in the op's module".into());
            }
            Err(f) => return op_failure(it, "", &f),
        },
        V::Dict(_) => module.clone(),
        _ => return Err("the registry entry is neither a module path nor a module".into()),
    };
    let incomplete = incomplete_of(it, Some(&scenarios));
    if incomplete.is_some() && !matches!(scenarios.kind, V::Dict(_)) {
        return Ok((vec![], incomplete));
    }
    let V::Dict(d) = &scenarios.kind else {
        return Err("`SCENARIOS` is not a dict".into());
    };
    let mut out = Vec::new();
    for (k, v, _) in d.borrow().entries.iter() {
        let Some(name) = k.as_str() else { continue };
        let src = match &v.kind {
            V::Func(f) => Some(Src {
                module: f.module,
                offset: f.offset,
            }),
            // A scenario class (`@register("x") class X(Scenario)`): its `run` method, else its
            // first method, says where it is.
            V::Class(c) => {
                let attrs = c.attrs.borrow();
                let method = attrs
                    .iter()
                    .find(|(n, v)| matches!(&**n, "run" | "__call__") && matches!(v.kind, V::Func(_)))
                    .or_else(|| attrs.iter().find(|(_, v)| matches!(v.kind, V::Func(_))));
                match method.map(|(_, v)| &v.kind) {
                    Some(V::Func(f)) => Some(Src {
                        module: f.module,
                        offset: f.offset,
                    }),
                    _ => None,
                }
            }
            _ => None,
        };
        out.push((name.to_string(), src));
    }
    Ok((out, incomplete))
}

/// Probe one scenario: explore its paths with every field unknown, read its registry, judge each
/// backend's adapter for each candidate dtype or mode (`verdicts`), or only whether its code
/// moves `halops` to the front (`order`).
pub fn probe_scenario<'a>(
    it: &mut Interp<'a>,
    op: &str,
    name: &str,
    src: Option<Src>,
    verdicts: bool,
    order: bool,
) -> Scenario {
    let h = it.h;
    let mut sc = Scenario::named(name.to_string(), src.map(|s| loc(h, s)));
    let base = vec![(SCENARIO_FIELD.to_string(), Data::Str(name.to_string()))];
    let spec = RunSpec {
        op,
        file: None,
        place: None,
        config: &base,
        mode: Mode::Probe,
        recover_backends: false,
        limits: LimitsSpec::PROBE,
    };
    let (runs, truncated) = explore(it, &spec, PROBE_PATHS);
    if truncated {
        sc.notes.push(format!(
            "more than {PROBE_PATHS} paths through the code; the first {PROBE_PATHS} were read"
        ));
    }
    sc.stopped = runs
        .iter()
        .find_map(|r| r.stopped.as_ref())
        .map(|(s, why)| (loc(h, *s), why.clone()));
    if let Some(r) = runs.iter().find(|r| !r.events.gpu_table.is_empty()) {
        sc.gpus = r
            .events
            .gpu_table
            .iter()
            .map(|(name, s, fp4)| Gpu {
                name: name.clone(),
                fp4: *fp4,
                src: loc(h, *s),
            })
            .collect();
    }
    if truncated && sc.stopped.is_none() {
        sc.stopped = src.map(|s| (loc(h, s), format!("more than {PROBE_PATHS} paths through the code")));
    }
    if let Some(m) = runs.iter().find_map(|r| r.events.broken) {
        let module = h.module(m);
        if let Some(e) = &module.error {
            sc.unreadable = Some((
                Loc {
                    file: module.file.rel.clone(),
                    line: e.line,
                },
                e.column,
                e.message.clone(),
            ));
            return sc;
        }
    }
    collect_fields(h, &runs, &mut sc);
    collect_runs(h, &runs, &mut sc);
    collect_constraints(h, &runs, &mut sc);
    if let Some(s) = src {
        (sc.backends, sc.registry_src, sc.backends_incomplete) = read_registry(h, it, s.module);
    }
    if sc.backends.is_empty() {
        sc.notes
            .push("no backend registry (`_get_backends()`) found beside the run function".into());
    }
    sc.driver = DRIVER_FIELDS
        .iter()
        .find(|d| sc.field(d).is_some())
        .map(|d| d.to_string());
    // Without verdicts, judging the backends tells only their order (`reorders_backends`).
    if verdicts || order {
        judge_backends(h, it, op, &mut sc, verdicts);
    }
    sc
}

/// What the runs of a probe saw beside the fields: the loops over fields as given, the values
/// fields were compared with, the fields whose values reach calls the tool can't see into, where
/// the config escapes, the injected keys read, and the budget notes.
fn collect_runs(h: &Harness, runs: &[Run], sc: &mut Scenario) {
    for r in runs {
        for (site, field) in &r.events.sweep_sites {
            let l = loc(h, *site);
            if !sc.sweep_sites.iter().any(|(x, _)| *x == l) {
                sc.sweep_sites.push((l, field.clone()));
            }
        }
        for f in &r.events.open_values {
            if !sc.open_values.contains(f) {
                sc.open_values.push(f.clone());
            }
        }
        for (f, v) in &r.events.candidates {
            match sc.candidates.iter_mut().find(|c| &c.0 == f) {
                Some(c) => {
                    if !c.1.contains(v) {
                        c.1.push(v.clone());
                    }
                }
                None => sc.candidates.push((f.clone(), vec![v.clone()])),
            }
        }
        for (i, f) in r.fields.iter().enumerate() {
            if i < 64 && r.events.opaque_taint & (1u64 << i) != 0 && !sc.sized_fields.iter().any(|x| **x == **f) {
                sc.sized_fields.push(f.to_string());
            }
        }
        if sc.config_escape.is_none() {
            sc.config_escape = r.events.config_escape.map(|(s, over)| (loc(h, s), over));
        }
        for k in &r.events.injected_reads {
            if !sc.injected_reads.contains(k) {
                sc.injected_reads.push(k.clone());
            }
        }
        for f in &r.events.findings {
            if f.kind == FindingKind::Budget && !sc.notes.contains(&f.message) {
                sc.notes.push(f.message.clone());
            }
        }
    }
}

/// The constraints the runs met outside adapters, each with the condition under which it
/// applies (from what every path that met it had decided), in source order. Needs the
/// candidates collected first (a condition every value the code takes meets is none).
fn collect_constraints(h: &Harness, runs: &[Run], sc: &mut Scenario) {
    let mut met: Vec<(ConstraintInfo, Vec<&[Decided]>)> = Vec::new();
    for c in runs
        .iter()
        .flat_map(|r| &r.events.constraints)
        .filter(|c| !c.in_adapter)
    {
        let l = loc(h, c.src);
        match met.iter_mut().find(|(x, _)| x.src == l) {
            Some((x, paths)) => {
                paths.push(&c.when);
                for f in &c.fields {
                    if !x.fields.contains(f) {
                        x.fields.push(f.clone());
                    }
                }
            }
            None => met.push((
                ConstraintInfo {
                    text: c.text.clone(),
                    is_assert: c.is_assert,
                    src: l,
                    when: None,
                    fields: c.fields.clone(),
                },
                vec![&c.when],
            )),
        }
    }
    sc.constraints = met
        .into_iter()
        .map(|(mut c, paths)| {
            c.when = path_condition(sc, &paths);
            c
        })
        .collect();
    sc.constraints
        .sort_by(|a, b| (&a.src.file, a.src.line).cmp(&(&b.src.file, b.src.line)));
}

/// What the code a scenario runs may import, beside the scenario's own modules: `benchmark.py`'s
/// imports, and (to set them aside) those of every scenario's module. Read once per model.
pub struct ImportScope {
    /// The modules `benchmark.py` imports, directly or not.
    entry: Vec<u32>,
    /// The modules any scenario's module imports, directly or not; sorted.
    scenarios: Vec<u32>,
}

impl ImportScope {
    fn new(h: &Harness, scenario_modules: &[u32]) -> ImportScope {
        let mut scenarios = crate::eval::interp::import_closure_of(h, scenario_modules);
        scenarios.sort_unstable();
        ImportScope {
            entry: crate::eval::interp::import_closure(h, h.entry),
            scenarios,
        }
    }
}

/// What a path decided about a config field: `(field, value, equal)`.
type Decided = (String, J, bool);

/// The condition on config fields under which a constraint is met, from what each path that met
/// it had decided (`paths`): a field every such path found equal to a value, where some value the
/// code takes for it does not get there (`mode == "w4a4-nvfp4"`, `mode in ("a", "b")`); else one
/// every such path found unequal to the same values (`dtype != "fp8"`). `None`: met whatever the
/// fields say, as far as the paths tell.
fn path_condition(sc: &Scenario, paths: &[&[Decided]]) -> Option<String> {
    let mut fields: Vec<&str> = Vec::new();
    for p in paths {
        for (f, _, _) in p.iter() {
            if !fields.contains(&f.as_str()) {
                fields.push(f);
            }
        }
    }
    let values = |p: &[Decided], field: &str, eq: bool| -> Vec<J> {
        p.iter()
            .filter(|(f, _, e)| f == field && *e == eq)
            .map(|(_, v, _)| v.clone())
            .collect()
    };
    let mut terms = Vec::new();
    for field in fields {
        let equal: Vec<Vec<J>> = paths.iter().map(|p| values(p, field, true)).collect();
        if equal.iter().all(|v| !v.is_empty()) {
            let mut taken: Vec<J> = Vec::new();
            for v in equal.into_iter().flatten() {
                if !taken.contains(&v) {
                    taken.push(v);
                }
            }
            // Every value the code takes gets there: it does not depend on this field.
            let takes = sc.candidates_of(field);
            if !takes.is_empty() && takes.iter().all(|v| taken.contains(v)) {
                continue;
            }
            terms.push(condition_text(field, &taken, true));
            continue;
        }
        if equal.iter().any(|v| !v.is_empty()) {
            continue;
        }
        let mut common = values(paths[0], field, false);
        for p in &paths[1..] {
            let these = values(p, field, false);
            common.retain(|v| these.contains(v));
        }
        if !common.is_empty() {
            terms.push(condition_text(field, &common, false));
        }
    }
    (!terms.is_empty()).then(|| terms.join(" and "))
}

/// `field == v` / `field in (a, b)`, or with `equal` false `field != v` / `field not in (a, b)`,
/// values written as Python writes them.
fn condition_text(field: &str, values: &[J], equal: bool) -> String {
    let py = |v: &J| match v {
        J::String(s) => format!("{s:?}"),
        J::Bool(true) => "True".into(),
        J::Bool(false) => "False".into(),
        J::Null => "None".into(),
        other => other.to_string(),
    };
    match (values, equal) {
        ([v], true) => format!("{field} == {}", py(v)),
        ([v], false) => format!("{field} != {}", py(v)),
        (vs, eq) => format!(
            "{field} {} ({})",
            if eq { "in" } else { "not in" },
            vs.iter().map(py).collect::<Vec<_>>().join(", ")
        ),
    }
}

/// The imports of modules the tool can't see in the code a scenario runs: its module's and
/// `benchmark.py`'s, and those of the modules they import, among those the interpreters met
/// (`met`: every worker's, so the answer does not depend on which worker imported what) — but
/// not those of modules only other scenarios import (`benchmark.py`'s loaders import every op's
/// scenarios).
fn unresolved_imports(h: &Harness, met: &[(String, Src)], module: u32, scope: &ImportScope) -> Vec<(String, Loc)> {
    let own: std::collections::HashSet<u32> = crate::eval::interp::import_closure(h, module).into_iter().collect();
    let mut closure = own.clone();
    closure.extend(
        scope
            .entry
            .iter()
            .copied()
            .filter(|m| own.contains(m) || scope.scenarios.binary_search(m).is_err()),
    );
    let mut out: Vec<(String, Loc)> = Vec::new();
    for (m, src) in met.iter().filter(|u| closure.contains(&u.1.module)) {
        let l = loc(h, *src);
        if !out.iter().any(|(x, at)| x == m && *at == l) {
            out.push((m.clone(), l));
        }
    }
    out.sort_by(|a, b| (&a.1.file, a.1.line, &a.0).cmp(&(&b.1.file, b.1.line, &b.0)));
    out
}

fn collect_fields(h: &Harness, runs: &[Run], sc: &mut Scenario) {
    for r in runs {
        for read in &r.events.reads {
            let l = loc(h, read.src);
            let f = match sc.fields.iter_mut().position(|f| f.name == read.field) {
                Some(i) => &mut sc.fields[i],
                None => {
                    sc.fields.push(Field {
                        name: read.field.clone(),
                        required: false,
                        always: false,
                        default: None,
                        sweep: false,
                        src: l.clone(),
                        parts: vec![],
                        keyed: false,
                    });
                    sc.fields.last_mut().expect("just pushed")
                }
            };
            match &read.kind {
                crate::eval::ReadKind::Required if !read.guarded => f.required = true,
                crate::eval::ReadKind::Optional(d) if f.default.is_none() => {
                    f.default = d.clone().or(Some(J::Null));
                }
                crate::eval::ReadKind::Iterated => f.sweep = true,
                _ => {}
            }
        }
    }
    for r in runs {
        for (field, names) in &r.events.unpacks {
            if let Some(f) = sc
                .fields
                .iter_mut()
                .find(|f| &f.name == field && f.sweep && f.parts.is_empty())
            {
                f.parts = names.clone();
            }
        }
    }
    for r in runs {
        for (field, keys) in &r.events.item_keys {
            if let Some(f) = sc
                .fields
                .iter_mut()
                .find(|f| &f.name == field && f.sweep && f.parts.is_empty() && keys.len() >= 2)
            {
                f.parts = keys.clone();
                f.keyed = true;
            }
        }
    }
    // Required on every path that ended normally.
    let ended: Vec<&Run> = runs
        .iter()
        .filter(|r| r.stopped.is_none() && r.events.findings.iter().all(|f| f.kind != FindingKind::Budget))
        .collect();
    for f in sc.fields.iter_mut() {
        f.always = f.required
            && !ended.is_empty()
            && ended.iter().all(|r| {
                r.events
                    .reads
                    .iter()
                    .any(|x| x.field == f.name && x.kind == crate::eval::ReadKind::Required && !x.guarded)
            });
    }
    for f in sc.fields.iter_mut() {
        if f.required {
            f.default = None;
        } else if f.default.is_none() {
            f.default = Some(J::Null);
        }
    }
}

/// The scenario's backend registry: its module's `_get_backends()`, called, with every module the
/// tool can't see taken as importing; then once more for each such import that a `try … except
/// ImportError` guards, with that one failing: a backend missing then `requires` it.
fn read_registry<'a>(
    h: &'a Harness,
    it: &mut Interp<'a>,
    module: u32,
) -> (Vec<Backend>, Option<Loc>, Option<Incomplete>) {
    let Some((names, guarded, def, modules, incomplete)) = registry_run(it, module, None) else {
        return (vec![], None, None);
    };
    let mut backends: Vec<Backend> = names
        .iter()
        .map(|(name, src)| Backend {
            name: name.clone(),
            src: loc(h, *src),
            unsupported: vec![],
            requires: vec![],
            modules: modules
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, m)| m.clone())
                .unwrap_or_default(),
        })
        .collect();
    // Guarded imports at a module's top level ran when the module was first imported; those of
    // the modules the registry's module imports count, and need a fresh import to fail.
    let closure = crate::eval::interp::import_closure(h, module);
    let mut all = guarded;
    for g in it.guarded_top.iter().filter(|g| closure.contains(&g.src.module)) {
        if !all.iter().any(|x| x.key == g.key) {
            all.push(g.clone());
        }
    }
    for g in all {
        let failed = if g.at_top {
            registry_run(&mut interpreter(h), module, Some(g.key))
        } else {
            registry_run(it, module, Some(g.key))
        };
        let without: Vec<(String, Src)> = failed.map(|f| f.0).unwrap_or_default();
        for b in backends.iter_mut() {
            if !without.iter().any(|(n, _)| *n == b.name) {
                b.requires.push((g.module.clone(), loc(h, g.src)));
            }
        }
        // Registered only when the import fails (a fallback): a backend on some machines.
        for (name, src) in without {
            if !backends.iter().any(|b| b.name == name) {
                backends.push(Backend {
                    name,
                    src: loc(h, src),
                    unsupported: vec![],
                    requires: vec![],
                    modules: vec![],
                });
            }
        }
    }
    (backends, def, incomplete)
}

/// The registry function's result keys (with their lines), the guarded imports its run met, and
/// where the function is defined; `failing`: the guarded import to take as failing.
type RegistryRun = (
    Vec<(String, Src)>,
    Vec<crate::eval::interp::GuardedImport>,
    Option<Loc>,
    Vec<(String, Vec<String>)>,
    Option<Incomplete>,
);

/// The modules the functions of each registry entry use, by the entry's key: names in their
/// bodies bound by an import of the registry function's body or of their module.
fn entry_modules<'a>(
    h: &Harness,
    registry_fn: Option<&value::Func<'a>>,
    reg: &Value<'a>,
) -> Vec<(String, Vec<String>)> {
    use crate::parse::python::ast::visitor::{walk_expr, walk_stmt, Visitor};
    /// `import x.y as z` / `from x import y as z`: local name → module.
    #[derive(Default)]
    struct Imports(Vec<(String, String)>);
    impl<'b> Visitor<'b> for Imports {
        fn visit_stmt(&mut self, s: &'b ast::Stmt) {
            match s {
                ast::Stmt::Import(i) => {
                    for a in &i.names {
                        let full = a.name.id.as_str();
                        let local = a
                            .asname
                            .as_ref()
                            .map_or(full.split('.').next().unwrap_or(full), |n| n.id.as_str());
                        let module = if a.asname.is_some() { full } else { local };
                        self.0.push((local.to_string(), module.to_string()));
                    }
                }
                ast::Stmt::ImportFrom(i) => {
                    let base = i.module.as_ref().map_or("", |m| m.id.as_str());
                    for a in &i.names {
                        let local = a.asname.as_ref().unwrap_or(&a.name).id.as_str();
                        let module = if base.is_empty() {
                            a.name.id.to_string()
                        } else {
                            format!("{base}.{}", a.name.id)
                        };
                        self.0.push((local.to_string(), module));
                    }
                }
                // A nested function's imports are its own.
                ast::Stmt::FunctionDef(_) | ast::Stmt::ClassDef(_) => return,
                _ => {}
            }
            walk_stmt(self, s);
        }
    }
    /// Names a function's body loads.
    #[derive(Default)]
    struct Names(Vec<String>);
    impl<'b> Visitor<'b> for Names {
        fn visit_expr(&mut self, e: &'b Expr) {
            if let Expr::Name(n) = e {
                if !self.0.iter().any(|x| x == n.id.as_str()) {
                    self.0.push(n.id.to_string());
                }
            }
            walk_expr(self, e);
        }
    }
    let mut bindings = Imports::default();
    if let Some(f) = registry_fn {
        if let value::FuncBody::Def(d) = f.body {
            for s in &d.body {
                bindings.visit_stmt(s);
            }
        }
    }
    let V::Dict(d) = &reg.kind else { return vec![] };
    let mut out = Vec::new();
    for (k, v, _) in d.borrow().entries.iter() {
        let Some(name) = k.as_str() else { continue };
        let funcs: Vec<Value<'a>> = match &v.kind {
            V::Tuple(t) => t.iter().cloned().collect(),
            V::List(l) => l.borrow().items.clone(),
            _ => vec![v.clone()],
        };
        let mut modules: Vec<String> = Vec::new();
        for f in funcs {
            let V::Func(f) = &f.kind else { continue };
            let mut names = Names::default();
            match f.body {
                value::FuncBody::Def(d) => d.body.iter().for_each(|s| names.visit_stmt(s)),
                value::FuncBody::Lambda(l) => names.visit_expr(&l.body),
            }
            let mut module_level = Imports::default();
            for s in &h.module(f.module).body {
                module_level.visit_stmt(s);
            }
            for n in &names.0 {
                let bound = bindings
                    .0
                    .iter()
                    .chain(module_level.0.iter())
                    .find(|(local, _)| local == n);
                if let Some((_, m)) = bound {
                    if !modules.contains(m) && crate::eval::interp::native_module(m).is_none() {
                        modules.push(m.clone());
                    }
                }
            }
        }
        out.push((name.to_string(), modules));
    }
    out
}

fn registry_run<'a>(it: &mut Interp<'a>, module: u32, failing: Option<usize>) -> Option<RegistryRun> {
    it.begin_run(
        Mode::Probe,
        Limits {
            max_steps: 100_000,
            max_depth: 40,
            max_decisions: 0,
        },
        vec![],
        false,
    );
    it.failing_imports = failing.into_iter().collect();
    let r = registry_call(it, module);
    it.failing_imports.clear();
    let guarded = std::mem::take(&mut it.events.guarded_imports);
    let (reg, def, func) = r?;
    let modules = match (&reg, failing) {
        (Some(reg), None) => {
            let f = match &func.kind {
                V::Func(f) => Some(f.as_ref()),
                _ => None,
            };
            entry_modules(it.h, f, reg)
        }
        _ => vec![],
    };
    let incomplete = match (&reg, failing) {
        (Some(reg), None) => incomplete_of(it, Some(reg)),
        _ => None,
    };
    let names = match reg.map(|r| r.kind) {
        Some(V::Dict(d)) => d
            .borrow()
            .entries
            .iter()
            .filter_map(|(k, _, s)| Some((k.as_str()?.to_string(), *s)))
            .collect(),
        _ => vec![],
    };
    Some((names, guarded, def, modules, incomplete))
}

/// Import `module` and call its registry function: its result (if the call returned) and where
/// it is defined; `None` without such a function.
fn registry_call<'a>(it: &mut Interp<'a>, module: u32) -> Option<(Option<Value<'a>>, Option<Loc>, Value<'a>)> {
    let h = it.h;
    let env = it.import_module(module).ok()?;
    let f = REGISTRY_FUNCTIONS.iter().find_map(|n| env.lookup(n))?;
    let def = match &f.kind {
        V::Func(func) => Some(loc(
            h,
            Src {
                module: func.module,
                offset: func.offset,
            },
        )),
        _ => None,
    };
    Some((it.call(&f, vec![], vec![]).ok(), def, f))
}

/// For each candidate value of the driver field, run every backend's path (halops last, to see
/// whether the code moves it first) and note which adapters raise.
fn judge_backends<'a>(h: &'a Harness, it: &mut Interp<'a>, op: &str, sc: &mut Scenario, verdicts: bool) {
    judge_on(h, it, op, sc, verdicts, None);
}

/// Judge every backend's adapter on one value of the scenario's driver field (`dtype`/`mode`):
/// what a check, which skips the full verdicts, needs to say which backends take the config's
/// value. Fills `unsupported` for that value only.
pub fn judge_value(h: &Harness, op: &str, sc: &mut Scenario, value: &str) {
    let mut it = interpreter(h);
    for b in sc.backends.iter_mut() {
        b.unsupported.clear();
    }
    judge_on(h, &mut it, op, sc, true, Some(value));
}

/// Whether the scenario's code takes `value` for its driver field (`dtype`/`mode`): a probe with
/// that value meets no certain error blamed on the field outside the adapters — a `KeyError` in
/// the scenario's own dtype table, the `AttributeError` of `getattr(torch, ...)`, a raise on a value
/// the code does not allow.
pub fn driver_accepts(h: &Harness, op: &str, sc: &Scenario, value: &str) -> bool {
    let Some(driver) = &sc.driver else { return true };
    !driver_runs(h, op, sc, driver, value)
        .iter()
        .flat_map(|r| &r.events.findings)
        .any(|f| refuses_driver(f, Some(driver)))
}

/// A verdict's probe of the scenario with only its driver field given, `value`, on a fresh
/// interpreter.
fn driver_runs(h: &Harness, op: &str, sc: &Scenario, driver: &str, value: &str) -> Vec<Run> {
    let config = vec![
        (SCENARIO_FIELD.to_string(), Data::Str(sc.name.clone())),
        (driver.to_string(), Data::Str(value.to_string())),
    ];
    verdict_runs(&mut interpreter(h), op, &config)
}

/// Whether the run decided against what it was given: anything it found that it knows (the
/// value no code names then tells nothing of the code's taking it).
fn decided_against(r: &Run) -> bool {
    r.events.findings.iter().any(|f| !f.uncertain)
}

/// The paths of one verdict's probe: `config` known, the rest open; a raise in a backend's
/// adapter ends that backend, not the run.
fn verdict_runs(it: &mut Interp, op: &str, config: &[(String, Data)]) -> Vec<Run> {
    let spec = RunSpec {
        op,
        file: None,
        place: None,
        config,
        mode: Mode::Probe,
        recover_backends: true,
        limits: LimitsSpec::PROBE,
    };
    explore(it, &spec, VERDICT_PATHS).0
}

fn judge_on<'a>(h: &'a Harness, it: &mut Interp<'a>, op: &str, sc: &mut Scenario, verdicts: bool, only: Option<&str>) {
    if sc.backends.is_empty() {
        return;
    }
    let mut names: Vec<String> = sc
        .backends
        .iter()
        .map(|b| b.name.clone())
        .filter(|n| n != HALOPS)
        .collect();
    let has_halops = sc.backend(HALOPS).is_some();
    if has_halops {
        names.push(HALOPS.to_string());
    }
    let backends = Data::List(names.iter().map(|n| Data::Str(n.clone())).collect());
    let mut values: Vec<String> = only.map(|v| vec![v.to_string()]).unwrap_or_default();
    if let (Some(d), true, None) = (&sc.driver, verdicts, only) {
        if d == crate::seed::DTYPE_FIELD {
            values.extend(crate::eval::torch::floating_names().map(str::to_string));
        }
        for c in sc.candidates_of(d) {
            if let Some(s) = c.as_str() {
                if !values.iter().any(|v| v == s) {
                    values.push(s.to_string());
                }
            }
        }
        if !values.is_empty() {
            values.push(OTHER_DRIVER_VALUE.to_string());
        }
    }
    let driver = sc.driver.clone();
    let mut refused: Vec<String> = Vec::new();
    let mut jobs: Vec<Option<String>> = values.iter().cloned().map(Some).collect();
    if jobs.is_empty() {
        jobs.push(None);
    }
    let mut first_order: Option<Vec<String>> = None;
    let mut other_refused = false;
    // Adapters that may have refused a value (a raise the run could not decide): their
    // `unsupported` list is not known whole.
    let mut maybe: Vec<(String, String)> = Vec::new();
    for value in jobs {
        let mut config = vec![
            (SCENARIO_FIELD.to_string(), Data::Str(sc.name.clone())),
            (BACKENDS_FIELD.to_string(), backends.clone()),
        ];
        if let (Some(d), Some(v)) = (&driver, &value) {
            config.push((d.clone(), Data::Str(v.clone())));
        }
        let runs = verdict_runs(it, op, &config);
        for r in &runs {
            if first_order.is_none() && !r.events.used_order.1.is_empty() {
                first_order = Some(r.events.used_order.1.clone());
            }
            let Some(v) = &value else { continue };
            // A value no code names, taken: run through with nothing decided against it (a
            // run stopped earlier by other fields, left open here, tells nothing).
            if v == OTHER_DRIVER_VALUE && decided_against(r) {
                other_refused = true;
            }
            for f in &r.events.findings {
                // Refused outside the adapters, as [`driver_accepts`] tells.
                if refuses_driver(f, driver.as_deref()) && !refused.contains(v) {
                    refused.push(v.clone());
                }
                if !f.in_adapter || !matches!(f.kind, FindingKind::Raise | FindingKind::Assert) {
                    continue;
                }
                // A raise decided by other fields (a page size, a rank) is no verdict on the value.
                if !f.fields.is_empty() && !f.fields.iter().any(|x| Some(x) == driver.as_ref()) {
                    continue;
                }
                if f.uncertain {
                    if let (Some(b), false) = (&f.backend, v == OTHER_DRIVER_VALUE) {
                        if !maybe.iter().any(|(x, y)| x == b && y == v) {
                            maybe.push((b.clone(), v.clone()));
                        }
                    }
                    continue;
                }
                let Some(b) = &f.backend else { continue };
                if v == OTHER_DRIVER_VALUE {
                    continue;
                }
                if let Some(be) = sc.backends.iter_mut().find(|x| &x.name == b) {
                    if !be.unsupported.iter().any(|(x, _)| x == v) {
                        be.unsupported.push((v.clone(), loc(h, f.src)));
                    }
                }
            }
        }
    }
    sc.reorders_backends =
        has_halops && first_order.is_some_and(|o| o.first().map(String::as_str) == Some(HALOPS) && names.len() > 1);
    sc.judged = verdicts && only.is_none();
    // (Where the adapter was decided to refuse the value after all, on another path, it is
    // listed.)
    for (b, v) in maybe {
        let listed = sc
            .backend(&b)
            .is_some_and(|x| x.unsupported.iter().any(|(u, _)| u == &v));
        if !listed {
            let note =
                format!("whether backend `{b}` takes `{v}` is not decided statically (its adapter may refuse it)");
            if !sc.notes.contains(&note) {
                sc.notes.push(note);
            }
        }
    }
    if let Some(d) = &driver {
        let tried = values.iter().any(|v| v == OTHER_DRIVER_VALUE);
        if tried && !other_refused && !sc.open_values.contains(d) {
            sc.open_values.push(d.clone());
        }
    }
    if sc.judged {
        sc.takes = ordered_driver_values(sc)
            .into_iter()
            .filter(|v| values.contains(v) && !refused.contains(v))
            .collect();
    }
}

/// A finding that refuses the driver field's value outside the adapters: the code does not take
/// the value at all.
fn refuses_driver(f: &Finding, driver: Option<&str>) -> bool {
    // Decided by the driver's value alone: a raise that also needs another field the probe left
    // open (the GPU a `peak_key not in spec` looks in) refuses only some configs with it.
    // Nor is one raised while one backend runs (`_cublas` refusing a mode): that backend's.
    !f.uncertain
        && !f.in_adapter
        && f.backend.is_none()
        && f.kind != FindingKind::Budget
        && f.fields.iter().any(|x| Some(x.as_str()) == driver)
        && f.fields
            .iter()
            .all(|x| Some(x.as_str()) == driver || x == SCENARIO_FIELD)
}

/// The values of the driver field worth trying, in the order they are shown: those the code
/// compares it with, then (for a dtype) torch's floating dtype names.
fn ordered_driver_values(sc: &Scenario) -> Vec<String> {
    let Some(d) = &sc.driver else { return vec![] };
    let mut values: Vec<String> = sc
        .candidates_of(d)
        .iter()
        .filter_map(|v| v.as_str().map(str::to_string))
        .collect();
    if d == crate::seed::DTYPE_FIELD {
        for n in crate::eval::torch::floating_names() {
            if !values.iter().any(|v| v == n) {
                values.push(n.to_string());
            }
        }
    }
    values
}

/// The values of the scenario's driver field (`dtype`/`mode`) its code takes: every value the
/// code compares it with and, for a dtype, every torch floating dtype name, each tried on the
/// code. One source for `schema` (human and JSON) and the JSON Schema's `enum`: what judging the
/// adapters found ([`Scenario::takes`]), else each value tried now.
pub fn driver_values(h: &Harness, op: &str, sc: &Scenario) -> Vec<String> {
    if sc.judged {
        return sc.takes.clone();
    }
    let mut values = ordered_driver_values(sc);
    values.retain(|v| driver_accepts(h, op, sc, v));
    values
}

/// Whether the code takes values of the scenario's driver field beyond those it names: an
/// enum's `_missing_` answers for more, or a value no code names runs through, nothing decided
/// against it (judging the adapters tried one; else it is tried now).
pub fn driver_open(h: &Harness, op: &str, sc: &Scenario) -> bool {
    let Some(driver) = &sc.driver else { return false };
    if sc.open_values.contains(driver) {
        return true;
    }
    if sc.judged {
        return false;
    }
    !driver_runs(h, op, sc, driver, OTHER_DRIVER_VALUE)
        .iter()
        .any(decided_against)
}

// ---- constants (for `docs`) -----------------------------------------------------------------

/// The value a module-level name of a harness file holds once its module is imported, through
/// the string keys given (`MAX_ROWS_PER_CTA`; `MODES` then `"bf16"`, `"k_align"`), as JSON:
/// a number, a string, a bool or `None`; `None` where the code doesn't give a plain value the tool
/// can tell (an unknown, a call's result, no such name or file). `docs` compares a doc's bound
/// (`K % 8`) with the one the code's `assert` names.
pub fn module_constant(h: &Harness, file: &str, name: &str, keys: &[&str]) -> Option<J> {
    let (idx, _) = h.module_file(file)?;
    let mut it = interpreter(h);
    let env = it.import_module(idx).ok()?;
    let mut v = env.lookup(name)?;
    for k in keys {
        let next = match &v.kind {
            V::Dict(d) => d
                .borrow()
                .entries
                .iter()
                .find(|(key, _, _)| key.as_str() == Some(k))
                .map(|(_, val, _)| val.clone()),
            _ => None,
        };
        v = next?;
    }
    match &v.kind {
        V::Int(i) => Some(J::from(*i)),
        V::Float(f) => serde_json::Number::from_f64(*f).map(J::Number),
        V::Str(s) => Some(J::from(&**s)),
        V::Bool(b) => Some(J::Bool(*b)),
        V::None => Some(J::Null),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probes_are_batched_by_whole_ops() {
        let jobs: Vec<(usize, (), Option<Src>)> = [vec![0; 20], vec![1; 20], vec![2; 20]]
            .concat()
            .into_iter()
            .map(|o| (o, (), None))
            .collect();
        // Three ops of 20 scenarios: the first two ops (40), then the third.
        let cut: Vec<(usize, usize, usize)> = op_batches(&jobs)
            .iter()
            .map(|b| (b.len(), b[0].0, b[b.len() - 1].0))
            .collect();
        assert_eq!(cut, [(40, 0, 1), (20, 2, 2)]);
    }
}
