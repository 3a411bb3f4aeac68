//! The evaluator: runs a harness's Python over its AST, statically, with the config's values in
//! `cfg` and `Unknown` for everything the tool cannot know.
//!
//! In: a parsed [`Harness`], a [`Mode`] and a function to call. Out: what happened on the way, in
//! [`Events`]: the config reads (required, optional with default, membership, iterated), every
//! `assert` and `raise` met and whether it fired (with the sweep point and the fields to blame),
//! values compared with config fields, the order backends were used in. It never prints.
//!
//! Two ways to run: `Check` (concrete config; a branch on an unknown value takes the branch that
//! doesn't raise and marks what follows uncertain) and `Probe` (config fields unknown; a branch on
//! an unknown value is a decision, and [`crate::eval::explore`] re-runs with each choice). A path
//! keeps what it decided about a field (`mode` found to be "bf16" in one table is "bf16" in the
//! next), so lookups on the same field agree instead of multiplying the paths. Every run is
//! bounded by a step budget and a call-depth limit.
//!
//! Loops run for real, with two exceptions that leave what the loop body built up unknown after
//! it: a loop over unknown items runs its body once, and a repeat loop (`for _ in
//! range(repeat_iters)`: its target never read, its items not from the config) stops once an
//! iteration adds nothing to what the run has seen.
//!
//! In a check, a call made again with equal arguments may be answered from what the same call
//! returned before (`interp::memo`), when nothing it could read has changed since.

use std::cell::RefCell;
use std::rc::Rc;

use super::value::*;
use crate::discover::Harness;
use crate::parse::python::ast::{self, Expr, Stmt};
use crate::parse::python::{name_key, node_key, scope_id, Slot as Place};
use ruff_text_size::Ranged;

mod imports;
mod memo;
pub use imports::{import_closure, GuardedImport, Unresolved};
use memo::{Begin, Memo};

/// The finding class of a config string iterated where a list was meant.
pub const LIST_EXPECTED: &str = "ListExpected";

/// How deeply expressions may nest while evaluating (a harness's code nests far less).
const MAX_EXPR_DEPTH: usize = 400;
/// The largest string the evaluator builds; a larger one becomes unknown (bounded memory).
const MAX_SEQ_BYTES: usize = 1 << 20;
/// The longest list or tuple the evaluator builds by `+` or `*`.
const MAX_SEQ_ITEMS: usize = 100_000;
/// A loop over more items made from config values than this goes over data the code built
/// (an input list), not over a sweep dimension: its iterations are not sweep points.
const MAX_SWEEP_ITEMS: u64 = 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Check,
    Probe,
}

/// How a field was read.
#[derive(Clone, Debug, PartialEq)]
pub enum ReadKind {
    /// `cfg["x"]`.
    Required,
    /// `cfg.get("x", d)` / `cfg.pop("x", d)` / `cfg.setdefault`: the default as JSON when known.
    Optional(Option<serde_json::Value>),
    /// `"x" in cfg`.
    Contains,
    /// The value read was iterated: a sweep dimension.
    Iterated,
}

#[derive(Clone, Debug)]
pub struct Read {
    pub field: String,
    pub kind: ReadKind,
    pub src: Src,
    /// Read after a `get`/`in` of the same key in this run (so a `[]` read is guarded).
    pub guarded: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FindingKind {
    Assert,
    Raise,
    /// A built-in error the harness's own code would hit (`AttributeError`, `KeyError`, …).
    Error(String),
    /// `cfg["x"]` with `x` absent.
    MissingKey(String),
    /// The evaluation ran out of budget or depth.
    Budget,
}

/// Something that fires (or would) in the harness's code, with everything needed to report it.
#[derive(Clone, Debug)]
pub struct Finding {
    pub kind: FindingKind,
    pub src: Src,
    /// The assert's test, or the raise's guard (`if …`), as source text.
    pub text: String,
    /// The exception message, when it is known.
    pub message: String,
    /// Config fields the deciding condition was computed from.
    pub fields: Vec<String>,
    /// The guard is a membership / equality test against fixed values (`not in (...)`, `== "x"`).
    pub membership: bool,
    pub point: Vec<(String, serde_json::Value)>,
    /// Where each coordinate of `point` comes from, in the same order.
    pub axes: Vec<Axis>,
    /// The backend being handled when it fired.
    pub backend: Option<String>,
    /// It fired inside a backend's adapter (a function named `adapt*`).
    pub in_adapter: bool,
    /// Reached only through a decision on an unknown value.
    pub uncertain: bool,
    /// Raised in a backend's adapter and caught by the harness here (its `except`): the run
    /// goes on without that backend.
    pub caught: Option<Src>,
    /// Config fields that chose the functions running when it fired (a reference backend's
    /// adapter looked up by `refcheck_reference`).
    pub chosen_by: Vec<String>,
}

/// Where one coordinate of a sweep point comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct Axis {
    /// The loop (its `for` statement) that goes over it.
    pub site: Src,
    /// The config field the loop goes over as the config gives it (`for s in cfg["s_kv_list"]`).
    pub field: Option<String>,
    /// The config fields the item was computed from: one entry per part where the loop unpacks
    /// items of as many parts (`for p, c in points`), else one for the whole item.
    pub parts: Vec<Vec<String>>,
}

/// A constraint met in a probe: an `assert` or a guarded `raise`.
#[derive(Clone, Debug, PartialEq)]
pub struct Constraint {
    pub src: Src,
    pub text: String,
    pub is_assert: bool,
    pub in_adapter: bool,
    pub membership: bool,
    /// What the path that met it had decided about config fields: (field, value, equal) for
    /// `field == value` (`mode` found to be `"w4a4-nvfp4"` by a lookup) or `field != value`.
    pub when: Vec<(String, serde_json::Value, bool)>,
}

#[derive(Default)]
pub struct Events {
    pub reads: Vec<Read>,
    pub findings: Vec<Finding>,
    pub constraints: Vec<Constraint>,
    /// Values a field was compared with (`mode == "x"`, `dtype in ALIASES`).
    pub candidates: Vec<(String, serde_json::Value)>,
    /// Backends the code went over, in the order it first did.
    pub backend_order: Vec<String>,
    /// Backends in the order the last loop over them went (the loop that uses them, after any
    /// reordering or validation loop), and that loop's statement.
    pub used_order: (usize, Vec<String>),
    /// Injected keys the scenario read (e.g. `batch_size`).
    pub injected_reads: Vec<String>,
    /// Decisions on unknown values: (branch site, choice) in order.
    pub trace: Vec<(usize, bool)>,
    /// Sweep points fully visited.
    pub points: usize,
    /// Loops that went over a config field as the config gives it, by their `for` statement:
    /// the field a loop's items come from where, with the field absent, it goes over values the
    /// code made (`cfg.get("batch_sizes") or [cfg.get("batch_size", 1)]`).
    pub sweep_sites: Vec<(Src, String)>,
    /// In a check, sweep loops that went over nothing (nothing measured): the `for` statement,
    /// the field it goes over as given (if it does), and the fields its items come from.
    pub empty_sweeps: Vec<(Src, Option<String>, Vec<String>)>,
    /// Fields whose values reach a call the tool can't see into (tensor shapes, kernel arguments).
    pub opaque_taint: Taint,
    /// A module with a syntax error whose code this run needed.
    pub broken: Option<u32>,
    /// In a probe, the names an item of a field is unpacked into (`for m, n, k in shapes`,
    /// `num_experts, max_m, n, k = shape`): the parts of each item, in order, the first time.
    pub unpacks: Vec<(String, Vec<String>)>,
    /// In a probe, the keys an item of a field is subscripted with (`shape["m"]`), in order:
    /// the parts of items that are mappings.
    pub item_keys: Vec<(String, Vec<String>)>,
    /// Where the config was first handed whole to a call the tool can't see into (`lib.run(cfg)`,
    /// `lib.run(**cfg)`), or gone over key by key (`cfg.items()`, `for k in cfg`): any field may
    /// be used there. `true`: gone over.
    pub config_escape: Option<(Src, bool)>,
    /// Imports of modules the tool can't see that a `try … except ImportError` guards.
    pub guarded_imports: Vec<GuardedImport>,
    /// In a probe, the table the GPU field (`gpu_type`) is first looked up in: its keys, where
    /// each is, and whether its spec has an FP4 peak.
    pub gpu_table: Vec<(String, Src, bool)>,
    /// In a check, whether the config's GPU was found in a table it was looked up in, and where
    /// lookups of it missed (a `.get` that fell back, an `in` that was false).
    pub gpu_found: bool,
    pub gpu_misses: Vec<Src>,
    /// In a check, the fields read (bits of the run's field table).
    pub read_fields: Taint,
    /// A PyYAML loader gave the harness the config ([`crate::eval::entry`]).
    pub config_loaded: bool,
    /// The config got into the op's scenarios (see [`Reach`]).
    pub scenario_reached: bool,
}

/// What tells, in a run from the harness's start, that the config got into the op's scenarios.
#[derive(Clone, Debug)]
pub enum Reach {
    /// A function of this module, or of a module under it, was called.
    Package(String),
    /// A function outside `benchmark.py` was handed the config.
    ConfigHandedOn,
}

/// An exception that ends the program normally: `SystemExit` with no code, `None` or `0`.
pub fn is_clean_exit(v: &Value) -> bool {
    if !exc_class_names(v).iter().any(|n| n == "SystemExit") {
        return false;
    }
    let V::Instance(i) = &v.kind else { return true };
    let attrs = i.attrs.borrow();
    let Some((_, args)) = attrs.iter().find(|(k, _)| &**k == "args") else {
        return true;
    };
    match &args.kind {
        V::Tuple(t) => matches!(
            t.first().map(|c| &c.kind),
            None | Some(V::None) | Some(V::Int(0)) | Some(V::Bool(false))
        ),
        _ => false,
    }
}

pub enum Flow<'a> {
    Exc(Box<Exc<'a>>),
    Return(Value<'a>),
    Break,
    Continue,
    /// Stop the whole run: budget, depth or a broken module.
    Abort(String),
    /// Judging adapters: this backend's adapter returned, go on with the next backend.
    NextBackend,
}

pub struct Exc<'a> {
    pub value: Value<'a>,
    pub finding: Finding,
    pub recorded: bool,
}

pub type R<'a, T> = Result<T, Flow<'a>>;

/// A call spreading a value of unknown length (`*xs`, `**kw`): from this positional argument on,
/// its arguments are not known; what is known of them is the config fields they come from.
type Loose = (usize, Taint);

/// A call spreading the config into keyword arguments (`_sweep(**cfg)`): the config, and the
/// keyword names its known entries gave. A parameter filled from it is a read of that field.
/// Boxed: it is rare, and it passes through every call (one word when absent).
type Spread<'a> = Box<(Rc<RefCell<Config<'a>>>, Vec<Rc<str>>)>;

/// Whether the keyword `k` is one the config spread into the call gave.
fn spread_gave(spread: &Option<Spread>, k: &str) -> bool {
    spread.as_ref().is_some_and(|s| s.1.iter().any(|x| &**x == k))
}

/// What a call's arguments spread: values of unknown length (`*xs`, `**kw`), the config
/// (`**cfg`).
struct Spreads<'a> {
    loose: Option<Loose>,
    config: Option<Spread<'a>>,
}

struct Frame {
    name: Rc<str>,
    yields: Option<Vec<usize>>,
    globals: Vec<Rc<str>>,
    nonlocals: Vec<Rc<str>>,
}

#[derive(Clone, Copy)]
struct Guard<'a> {
    frame: usize,
    test: &'a Expr,
    module: u32,
    taint: Taint,
}

struct SweepLevel {
    key: String,
    value: serde_json::Value,
    nested: bool,
    /// The loop's `for` statement, whether it goes over a field as given, and the taint of the
    /// item (of each part, where the loop unpacks as many).
    site: Src,
    origin: bool,
    parts: Vec<Taint>,
}

pub struct Limits {
    pub max_steps: u64,
    pub max_depth: usize,
    pub max_decisions: usize,
}

pub struct Interp<'a> {
    pub h: &'a Harness,
    pub mode: Mode,
    /// In a probe, a raise inside a backend loop ends that backend's iteration, not the run.
    pub recover_backends: bool,
    pub fields: Vec<Rc<str>>,
    module_envs: Vec<Option<Rc<Env<'a>>>>,
    steps: u64,
    limits: Limits,
    depth: usize,
    expr_depth: usize,
    script: Vec<bool>,
    pub events: Events,
    pub cur: Src,
    frames: Vec<Frame>,
    guards: Vec<Guard<'a>>,
    sweep: Vec<SweepLevel>,
    backend_ctx: Vec<Rc<str>>,
    uncertain: u32,
    handling: Vec<Value<'a>>,
    yield_store: Vec<Vec<Value<'a>>>,
    /// Decisions already taken on this path, by branch site: one site decides one way.
    sites: Vec<(usize, bool)>,
    /// What this path has decided about config fields: a value a field has (it was found in a
    /// dict, or equal to a constant), and values it has not.
    known: Vec<(u16, Value<'a>)>,
    excluded: Vec<(u16, Value<'a>)>,
    /// How many `try` bodies are running (an error there may be handled by the harness).
    try_depth: u32,
    /// In a probe, loop variables holding an item of a field: (scope, name, field).
    item_vars: Vec<(usize, &'a str, u16)>,
    /// The call about to bind its arguments spread a value of unknown length (`*xs`, `**kw`):
    /// how many arguments it passes is not known, so no arity TypeError may be claimed for it.
    loose_call: Option<Loose>,
    /// The call about to bind its arguments spread the config (`f(**cfg)`).
    config_spread: Option<Spread<'a>>,
    literals: std::collections::HashMap<usize, Rc<str>, FxBuild>,
    /// One shared string per text, for literals and names: equal strings are then mostly the
    /// same string, which compares by address (dict keys, `inputs["q"]`).
    interned: std::collections::HashMap<&'a str, Rc<str>, FxBuild>,
    names: std::collections::HashMap<(usize, usize), Rc<str>, FxBuild>,
    /// Every scope a function closes over (modules, calls that define one, class bodies): a
    /// function and the scope it closes over may point at each other, so the scopes are emptied
    /// when the interpreter goes, or they would never be freed.
    envs: Vec<std::rc::Weak<Env<'a>>>,
    prune_at: usize,
    /// Per `for` statement: what its body changes, and whether it reads the loop's target.
    loop_effects: std::collections::HashMap<usize, Rc<LoopEffects<'a>>, FxBuild>,
    /// The (field, value) pairs already noted as candidates in this exploration (and the
    /// containers whose items were, by address).
    candidates_seen: std::collections::HashSet<(u16, String), FxBuild>,
    noted_containers: Vec<Value<'a>>,
    /// The branch sides (site, choice) the runs of this exploration have taken.
    pub covered: std::collections::HashSet<(usize, bool), FxBuild>,
    /// `benchmark.py`'s command-line arguments and their defaults, read once.
    pub argparse_defaults: Option<Vec<crate::eval::entry::Argument<'a>>>,
    /// In a run from the harness's start: what its PyYAML loaders and `parse_args()` give, and
    /// what tells that the config reached the scenarios.
    pub entry_config: Option<Value<'a>>,
    pub entry_args: Option<Value<'a>>,
    pub reach: Option<Reach>,
    /// Calls remembered, and what module state they may rely on.
    memo: Memo<'a>,
    /// Imports of modules the tool can't see, over every run of this interpreter (a module's
    /// top level runs once).
    pub unresolved: Vec<Unresolved>,
    /// Guarded imports met at a module's top level, over every run of this interpreter.
    pub guarded_top: Vec<GuardedImport>,
    /// Guarded imports (by statement key) this interpreter's runs take as failing.
    pub failing_imports: Vec<usize>,
    /// How many running `try` bodies catch a failed import.
    import_guards: u32,
    /// The taints of the running calls' functions that config values chose.
    chosen_by: Vec<Taint>,
}

/// A repeat loop (`for _ in range(iters)`: its target never read, its items not from the config)
/// stops after this many iterations once one of them added nothing to what the run has seen: the
/// rest would do the same.
const REPEAT_SAMPLE: usize = 2;

impl Drop for Interp<'_> {
    fn drop(&mut self) {
        for w in self.envs.drain(..) {
            if let Some(env) = w.upgrade() {
                let vars = std::mem::take(&mut *env.vars.borrow_mut());
                drop(vars);
            }
        }
        for env in self.module_envs.iter().flatten() {
            let vars = std::mem::take(&mut *env.vars.borrow_mut());
            drop(vars);
        }
    }
}

use crate::seed::{BACKENDS_FIELD, GPU_FIELD};

impl<'a> Interp<'a> {
    pub fn new(h: &'a Harness, mode: Mode, limits: Limits, script: Vec<bool>) -> Self {
        Interp {
            h,
            mode,
            recover_backends: false,
            fields: Vec::new(),
            module_envs: vec![None; h.modules.len()],
            steps: 0,
            limits,
            depth: 0,
            expr_depth: 0,
            script,
            events: Events::default(),
            cur: Src {
                module: h.entry,
                offset: 0,
            },
            frames: Vec::new(),
            guards: Vec::new(),
            sweep: Vec::new(),
            backend_ctx: Vec::new(),
            uncertain: 0,
            handling: Vec::new(),
            yield_store: Vec::new(),
            sites: Vec::new(),
            known: Vec::new(),
            excluded: Vec::new(),
            try_depth: 0,
            loose_call: None,
            config_spread: None,
            item_vars: Vec::new(),
            literals: Default::default(),
            interned: Default::default(),
            names: Default::default(),
            envs: Vec::new(),
            prune_at: 1024,
            loop_effects: Default::default(),
            candidates_seen: Default::default(),
            noted_containers: Vec::new(),
            covered: Default::default(),
            argparse_defaults: None,
            entry_config: None,
            entry_args: None,
            reach: None,
            memo: Memo::default(),
            unresolved: Vec::new(),
            guarded_top: Vec::new(),
            failing_imports: Vec::new(),
            import_guards: 0,
            chosen_by: Vec::new(),
        }
    }

    fn track(&mut self, env: &Rc<Env<'a>>) {
        // Forget scopes already gone whenever the list doubles, so it stays about as long as
        // what is alive.
        if self.envs.len() >= self.prune_at {
            self.envs.retain(|w| w.strong_count() > 0);
            self.prune_at = (self.envs.len() * 2).max(1024);
        }
        if self
            .envs
            .last()
            .is_some_and(|w| std::ptr::eq(w.as_ptr(), Rc::as_ptr(env)))
        {
            return;
        }
        self.envs.push(Rc::downgrade(env));
    }

    /// A name written in the harness's code, as a shared string made once per place it is written.
    fn name_rc(&mut self, name: &'a str) -> Rc<str> {
        let key = (name.as_ptr() as usize, name.len());
        if let Some(rc) = self.names.get(&key) {
            return rc.clone();
        }
        let rc = self.intern(name);
        self.names.insert(key, rc.clone());
        rc
    }

    fn intern(&mut self, text: &'a str) -> Rc<str> {
        self.interned.entry(text).or_insert_with(|| Rc::from(text)).clone()
    }

    /// A string literal's value, made once per literal and shared after.
    fn literal(&mut self, s: &'a ast::ExprStringLiteral) -> Value<'a> {
        let key = s as *const ast::ExprStringLiteral as usize;
        if let Some(text) = self.literals.get(&key) {
            return Value::new(V::Str(text.clone()));
        }
        let text = self.intern(s.value.to_str());
        self.literals.insert(key, text.clone());
        Value::new(V::Str(text))
    }

    /// Start a new run on this interpreter: modules already imported stay imported (as they
    /// would in one Python process), everything about the previous run is forgotten.
    pub fn begin_run(&mut self, mode: Mode, limits: Limits, script: Vec<bool>, recover_backends: bool) {
        self.mode = mode;
        self.limits = limits;
        self.script = script;
        self.recover_backends = recover_backends;
        self.steps = 0;
        self.depth = 0;
        self.expr_depth = 0;
        self.events = Events::default();
        self.item_vars.clear();
        self.cur = Src {
            module: self.h.entry,
            offset: 0,
        };
        self.frames.clear();
        self.guards.clear();
        self.sweep.clear();
        self.backend_ctx.clear();
        self.uncertain = 0;
        self.handling.clear();
        self.yield_store.clear();
        self.sites.clear();
        self.known.clear();
        self.excluded.clear();
        self.try_depth = 0;
        self.import_guards = 0;
        self.chosen_by.clear();
    }

    /// Start a new exploration: candidates are noted once for all its runs, and each run prefers
    /// the branch sides the earlier ones did not take.
    pub fn begin_exploration(&mut self) {
        self.candidates_seen.clear();
        self.noted_containers.clear();
        self.covered.clear();
    }

    // ---- fields and taint -------------------------------------------------------------------

    pub fn field_id(&mut self, name: &str) -> u16 {
        if let Some(i) = self.fields.iter().position(|f| &**f == name) {
            return i as u16;
        }
        self.fields.push(Rc::from(name));
        (self.fields.len() - 1) as u16
    }

    pub fn field_bit(id: u16) -> Taint {
        1u64 << (id.min(63) as u64)
    }

    pub fn taint_fields(&self, t: Taint) -> Vec<String> {
        let mut out = Vec::new();
        for (i, f) in self.fields.iter().enumerate() {
            if i < 64 && t & (1u64 << i) != 0 {
                out.push(f.to_string());
            }
        }
        out
    }

    fn backends_bit(&self) -> Taint {
        match self.fields.iter().position(|f| &**f == BACKENDS_FIELD) {
            Some(i) => Self::field_bit(i as u16),
            None => 0,
        }
    }

    // ---- bookkeeping ------------------------------------------------------------------------

    fn step(&mut self) -> R<'a, ()> {
        self.steps += 1;
        if self.steps > self.limits.max_steps {
            return Err(Flow::Abort(format!(
                "evaluation stopped after {} steps (a loop that does not end, or too much work)",
                self.limits.max_steps
            )));
        }
        Ok(())
    }

    fn set_line<T: Ranged>(&mut self, node: &T) {
        self.cur.offset = node.range().start().to_u32();
    }

    pub fn snippet<T: Ranged>(&self, node: &T) -> String {
        let m = self.h.module(self.cur.module);
        let mut s = m.file.snippet(node.range());
        if s.chars().count() > 160 {
            s = s.chars().take(157).collect::<String>() + "...";
        }
        s
    }

    /// Decide an unknown condition: in a probe, from the script or by default `false` (recorded);
    /// in a check, `None`.
    fn decide<T>(&mut self, site: &T, taint: Taint) -> R<'a, Option<bool>> {
        self.decide_key(site as *const T as usize, taint)
    }

    fn decide_key(&mut self, key: usize, taint: Taint) -> R<'a, Option<bool>> {
        // Only a condition computed from config fields is worth exploring both ways; one on a
        // run-time value (a tensor, a device query) takes the branch that doesn't raise.
        if self.mode == Mode::Check || taint == 0 {
            return Ok(None);
        }
        if let Some(&(_, choice)) = self.sites.iter().find(|(k, _)| *k == key) {
            return Ok(Some(choice));
        }
        let i = self.events.trace.len();
        if i >= self.limits.max_decisions {
            return Err(Flow::Abort("too many undecidable branches on one path".into()));
        }
        // Past the script, take the side of this branch no run of the exploration has taken
        // yet (the usual side first): one run then covers many new sides at once.
        let choice = match self.script.get(i) {
            Some(&c) => c,
            None => self.covered.contains(&(key, false)) && !self.covered.contains(&(key, true)),
        };
        self.covered.insert((key, choice));
        self.events.trace.push((key, choice));
        self.sites.push((key, choice));
        Ok(Some(choice))
    }

    fn point(&self) -> Vec<(String, serde_json::Value)> {
        self.sweep.iter().map(|s| (s.key.clone(), s.value.clone())).collect()
    }

    fn axes(&self) -> Vec<Axis> {
        self.sweep
            .iter()
            .map(|s| Axis {
                site: s.site,
                field: s.origin.then(|| s.key.clone()),
                parts: s.parts.iter().map(|t| self.taint_fields(*t)).collect(),
            })
            .collect()
    }

    /// What this path has decided about the config fields that decide whether the code gets
    /// here, as `(field, value, equal)`: those of the tests of the `if`s it is in (but the
    /// `own` one: a raise's guard is its condition, not when it applies) and of the values that
    /// chose the functions it is in (`_MAKERS[mode](...)`).
    fn decided(&self, own: Option<usize>) -> Vec<(String, serde_json::Value, bool)> {
        let guards = self
            .guards
            .iter()
            .enumerate()
            .filter(|(i, _)| Some(*i) != own)
            .fold(0, |a, (_, g)| a | g.taint);
        let control = self.chosen_by.iter().fold(guards, |a, t| a | t);
        let known = self.known.iter().map(|k| (k, true));
        let excluded = self.excluded.iter().map(|k| (k, false));
        known
            .chain(excluded)
            .filter(|((f, _), _)| *f < 64 && control & Self::field_bit(*f) != 0)
            .filter_map(|((f, v), eq)| Some((self.fields.get(*f as usize)?.to_string(), to_json(v)?, eq)))
            .collect()
    }

    /// Inside a backend's adapter: a function named `adapt*` (any case, leading `_` ignored), or
    /// a lambda bound to such a name or kept in such a table (`ADAPTERS = {"x": lambda ...}`).
    fn in_adapter(&self) -> bool {
        self.frames.iter().any(|f| is_adapter_name(&f.name))
    }

    fn finding(&self, kind: FindingKind, text: String, message: String, taint: Taint, membership: bool) -> Finding {
        Finding {
            kind,
            src: self.cur,
            text,
            message,
            fields: self.taint_fields(taint),
            membership,
            point: self.point(),
            axes: self.axes(),
            backend: self.backend_ctx.last().map(|b| b.to_string()),
            in_adapter: self.in_adapter(),
            uncertain: self.uncertain > 0,
            caught: None,
            chosen_by: match self.chosen_by.as_slice() {
                [] => vec![],
                s => self.taint_fields(s.iter().fold(0, |a, t| a | t)),
            },
        }
    }

    /// A built-in error (`TypeError`, `KeyError`, …) raised at the current line.
    pub fn error(&mut self, class: &str, message: String, taint: Taint) -> Flow<'a> {
        let finding = self.finding(
            FindingKind::Error(class.to_string()),
            String::new(),
            message.clone(),
            taint,
            false,
        );
        let value = self.exc_instance(class, &message);
        Flow::Exc(Box::new(Exc {
            value,
            finding,
            recorded: false,
        }))
    }

    /// A config value the code can't use (a dtype torch doesn't have, a key a table doesn't
    /// have): in a check outside any `try`, record it and go on with an unknown value, so the
    /// rest of the config is still checked; elsewhere it is raised like any error.
    pub fn soft_error(&mut self, class: &str, message: String, taint: Taint) -> R<'a, Value<'a>> {
        if self.mode == Mode::Check && self.try_depth == 0 && taint != 0 {
            let f = self.finding(
                FindingKind::Error(class.to_string()),
                String::new(),
                message,
                taint,
                false,
            );
            self.record(f);
            return Ok(Value::unknown(taint));
        }
        Err(self.error(class, message, taint))
    }

    fn exc_instance(&self, class: &str, message: &str) -> Value<'a> {
        Value::new(V::Instance(Rc::new(Instance {
            class: Value::new(V::ExcType(Rc::from(class))),
            attrs: RefCell::new(vec![(Rc::from("args"), Value::tuple(vec![Value::str(message)]))]),
        })))
    }

    fn record(&mut self, f: Finding) {
        self.events.findings.push(f);
    }

    // ---- statements ---------------------------------------------------------------------------

    pub fn exec_block(&mut self, env: &Rc<Env<'a>>, body: &'a [Stmt]) -> R<'a, ()> {
        for s in body {
            self.exec(env, s)?;
        }
        Ok(())
    }

    fn exec(&mut self, env: &Rc<Env<'a>>, stmt: &'a Stmt) -> R<'a, ()> {
        self.step()?;
        self.set_line(stmt);
        match stmt {
            Stmt::Expr(e) if matches!(&*e.value, Expr::Call(_)) => {
                self.discard_start();
                let r = self.eval(env, &e.value);
                self.discard_end(matches!(r, Err(Flow::Exc(_))));
                r?;
            }
            Stmt::Expr(e) => {
                self.eval(env, &e.value)?;
            }
            Stmt::Assign(a) => {
                if let ([target], Expr::Name(n), false) = (&a.targets[..], &*a.value, self.item_vars.is_empty()) {
                    if let Some(field) = self.item_var(env, n.id.as_str()) {
                        self.note_unpack(target, field);
                    }
                }
                let mut v = self.eval(env, &a.value)?;
                if let [Expr::Name(n)] = &a.targets[..] {
                    let renamed;
                    (v, renamed) = name_lambdas(v, n.id.as_str());
                    if renamed {
                        self.touched(&v);
                    }
                }
                for t in &a.targets {
                    self.assign(env, t, v.clone())?;
                }
            }
            Stmt::AnnAssign(a) => {
                if let Some(value) = &a.value {
                    let v = self.eval(env, value)?;
                    self.assign(env, &a.target, v)?;
                } else if env.is_class {
                    if let Expr::Name(n) = &*a.target {
                        // A dataclass field without default: remember its order.
                        env.vars
                            .borrow_mut()
                            .set_default(Name::Ast(n.id.as_str()), || Value::new(V::Builtin(Builtin::Field)));
                    }
                }
            }
            Stmt::AugAssign(a) => {
                let cur = self.eval(env, &a.target)?;
                let rhs = self.eval(env, &a.value)?;
                let v = self.binop(a.op, cur, rhs)?;
                self.assign(env, &a.target, v)?;
            }
            Stmt::Return(r) => {
                let v = match &r.value {
                    Some(e) => self.eval(env, e)?,
                    None => Value::none(),
                };
                return Err(Flow::Return(v));
            }
            Stmt::Pass(_) => {}
            Stmt::Break(_) => return Err(Flow::Break),
            Stmt::Continue(_) => return Err(Flow::Continue),
            Stmt::If(s) => return self.exec_if(env, s),
            Stmt::For(f) => return self.exec_for(env, f),
            Stmt::While(w) => return self.exec_while(env, w),
            Stmt::FunctionDef(f) => {
                let v = self.make_function(env, f)?;
                env.set(f.name.id.as_str(), v);
            }
            Stmt::ClassDef(c) => {
                let v = self.make_class(env, c)?;
                env.set(c.name.id.as_str(), v);
            }
            Stmt::Assert(a) => return self.exec_assert(env, a),
            Stmt::Raise(r) => return Err(self.exec_raise(env, r)),
            Stmt::Try(t) => return self.exec_try(env, t),
            Stmt::With(w) => {
                for item in &w.items {
                    let v = self.eval(env, &item.context_expr)?;
                    if let Some(t) = &item.optional_vars {
                        let bound = if v.is_unknown() { v } else { Value::unknown(v.taint) };
                        self.assign(env, t, bound)?;
                    }
                }
                return self.exec_block(env, &w.body);
            }
            Stmt::Import(i) => self.exec_import(env, i)?,
            Stmt::ImportFrom(i) => self.exec_import_from(env, i)?,
            Stmt::Global(g) => {
                if let Some(f) = self.frames.last_mut() {
                    f.globals.extend(g.names.iter().map(|n| Rc::from(n.id.as_str())));
                }
            }
            Stmt::Nonlocal(g) => {
                if let Some(f) = self.frames.last_mut() {
                    f.nonlocals.extend(g.names.iter().map(|n| Rc::from(n.id.as_str())));
                }
            }
            Stmt::Delete(d) => {
                for t in &d.targets {
                    if let Expr::Subscript(s) = t {
                        let obj = self.eval(env, &s.value)?;
                        let key = self.eval(env, &s.slice)?;
                        match &obj.kind {
                            V::Dict(dv) => {
                                dv.borrow_mut().remove(&key);
                            }
                            V::Config(c) => {
                                if let Some(k) = key.as_str() {
                                    c.borrow_mut().entries.retain(|e| &*e.key != k);
                                }
                            }
                            _ => {}
                        }
                        self.touched(&obj);
                    }
                }
            }
            Stmt::Match(m) => return self.exec_match(env, m),
            Stmt::TypeAlias(_) | Stmt::IpyEscapeCommand(_) => {}
        }
        Ok(())
    }

    fn exec_if(&mut self, env: &Rc<Env<'a>>, s: &'a ast::StmtIf) -> R<'a, ()> {
        let mut prev_guard: Option<Guard<'a>> = None;
        for i in 0..=s.elif_else_clauses.len() {
            let (test, body) = if_branch(s, i);
            let Some(test) = test else {
                // `else`: guarded by the negation of the last test.
                return self.with_guard(prev_guard, |me| me.exec_block(env, body));
            };
            self.set_line(test);
            let v = self.eval(env, test)?;
            let guard = Guard {
                frame: self.frames.len(),
                test,
                module: self.cur.module,
                taint: v.taint,
            };
            if v.truthy().is_none()
                && self.mode == Mode::Probe
                && v.taint != 0
                && self.try_depth == 0
                && is_guard_raise(body)
            {
                // `if <unknown>: raise …`: that side ends the path, and all it has to show is the
                // raise. See it here, then go on as if the test were false: one run instead of two.
                self.uncertain += 1;
                let r = self.with_guard(Some(guard), |me| me.exec_block(env, body));
                self.uncertain -= 1;
                if let Err(Flow::Abort(why)) = r {
                    return Err(Flow::Abort(why));
                }
                self.covered.insert((test as *const Expr as usize, true));
                prev_guard = Some(guard);
                continue;
            }
            let taken = match v.truthy() {
                Some(b) => b,
                None => match self.decide(test, v.taint)? {
                    Some(b) => b,
                    None => {
                        // Take the branch that does not raise; in a check, what runs is uncertain.
                        let take_this = raises(body) == 0
                            && (i + 1..=s.elif_else_clauses.len()).any(|j| raises(if_branch(s, j).1) > 0);
                        let mark = self.mode == Mode::Check;
                        let skipped_raises = if take_this {
                            (i + 1..=s.elif_else_clauses.len()).any(|j| raises(if_branch(s, j).1) > 0)
                        } else {
                            raises(body) > 0
                        };
                        if mark && skipped_raises && v.taint != 0 {
                            // A raise the config's values may reach through what the tool can't
                            // compute (a tensor's dtype, a device query): said as not decided.
                            let mut f =
                                self.finding(FindingKind::Raise, self.snippet(test), String::new(), v.taint, false);
                            f.uncertain = true;
                            self.record(f);
                        }
                        if mark {
                            self.uncertain += 1;
                        }
                        let r = if take_this {
                            self.with_guard(Some(guard), |me| me.exec_block(env, body))
                        } else {
                            self.exec_if_rest(env, s, i + 1)
                        };
                        if mark {
                            self.uncertain -= 1;
                        }
                        return r;
                    }
                },
            };
            if taken {
                return self.with_guard(Some(guard), |me| me.exec_block(env, body));
            }
            prev_guard = Some(guard);
        }
        Ok(())
    }

    /// The branches of `s` from the `from`-th on (0 is the `if` itself), none of them decided yet.
    fn exec_if_rest(&mut self, env: &Rc<Env<'a>>, s: &'a ast::StmtIf, from: usize) -> R<'a, ()> {
        for i in from..=s.elif_else_clauses.len() {
            let (test, body) = if_branch(s, i);
            match test {
                None => return self.exec_block(env, body),
                Some(t) => {
                    let v = self.eval(env, t)?;
                    if v.truthy() == Some(true) {
                        let guard = Guard {
                            frame: self.frames.len(),
                            test: t,
                            module: self.cur.module,
                            taint: v.taint,
                        };
                        return self.with_guard(Some(guard), |me| me.exec_block(env, body));
                    }
                }
            }
        }
        Ok(())
    }

    fn with_guard<T>(&mut self, g: Option<Guard<'a>>, f: impl FnOnce(&mut Self) -> R<'a, T>) -> R<'a, T> {
        let pushed = g.is_some();
        if let Some(g) = g {
            self.guards.push(g);
        }
        let r = f(self);
        if pushed {
            self.guards.pop();
        }
        r
    }

    fn exec_assert(&mut self, env: &Rc<Env<'a>>, a: &'a ast::StmtAssert) -> R<'a, ()> {
        let v = self.eval(env, &a.test)?;
        if self.mode == Mode::Probe && !self.events.constraints.iter().any(|c| c.src == self.cur) {
            let c = Constraint {
                src: self.cur,
                text: self.snippet(&*a.test),
                is_assert: true,
                in_adapter: self.in_adapter(),
                membership: is_membership(&a.test),
                when: self.decided(None),
            };
            self.memo_poison();
            self.events.constraints.push(c);
        }
        if v.truthy() == Some(true) {
            return Ok(());
        }
        let text = self.snippet(&*a.test);
        let membership = is_membership(&a.test);
        match v.truthy() {
            Some(true) => Ok(()),
            Some(false) => {
                let message = match &a.msg {
                    Some(m) => {
                        let mv = self.eval(env, m)?;
                        to_display(&mv, false)
                    }
                    None => String::new(),
                };
                let finding = self.finding(FindingKind::Assert, text, message.clone(), v.taint, membership);
                self.record(finding.clone());
                let value = self.exc_instance("AssertionError", &message);
                Err(Flow::Exc(Box::new(Exc {
                    value,
                    finding,
                    recorded: true,
                })))
            }
            None => {
                if self.mode == Mode::Check {
                    let mut f = self.finding(FindingKind::Assert, text, String::new(), v.taint, membership);
                    f.uncertain = true;
                    self.record(f);
                }
                Ok(())
            }
        }
    }

    fn exec_raise(&mut self, env: &Rc<Env<'a>>, r: &'a ast::StmtRaise) -> Flow<'a> {
        let exc = match &r.exc {
            None => {
                // Bare `raise`: re-raise what is being handled; not a new finding.
                let value = self
                    .handling
                    .last()
                    .cloned()
                    .unwrap_or_else(|| self.exc_instance("RuntimeError", "No active exception to reraise"));
                let finding = self.finding(FindingKind::Raise, String::new(), String::new(), 0, false);
                return Flow::Exc(Box::new(Exc {
                    value,
                    finding,
                    recorded: true,
                }));
            }
            Some(e) => match self.eval(env, e) {
                Ok(v) => v,
                Err(f) => return f,
            },
        };
        let exc = match &exc.kind {
            V::ExcType(name) => self.exc_instance(name, ""),
            V::Class(_) => match self.call(&exc, vec![], vec![]) {
                Ok(v) => v,
                Err(f) => return f,
            },
            _ => exc,
        };
        let message = exc_message(&exc);
        let guard = self.guards.last().filter(|g| g.frame == self.frames.len());
        let (text, taint, membership) = match guard {
            Some(g) => (
                self.h.module(g.module).file.snippet(g.test.range()),
                g.taint,
                is_membership(g.test),
            ),
            None => (String::new(), 0, false),
        };
        if self.mode == Mode::Probe {
            let c = Constraint {
                src: self.cur,
                text: text.clone(),
                is_assert: false,
                in_adapter: self.in_adapter(),
                membership,
                when: self.decided(guard.map(|_| self.guards.len() - 1)),
            };
            if !self.events.constraints.contains(&c) {
                self.events.constraints.push(c);
            }
        }
        let mut finding = self.finding(FindingKind::Raise, text, message, taint, membership);
        if guard.is_some_and(|_| false) {
            finding.uncertain = true;
        }
        self.record(finding.clone());
        Flow::Exc(Box::new(Exc {
            value: exc,
            finding,
            recorded: true,
        }))
    }

    fn exec_try(&mut self, env: &Rc<Env<'a>>, t: &'a ast::StmtTry) -> R<'a, ()> {
        let mark = self.events.findings.len();
        let here = self.cur;
        let guards_imports = imports::catches_import_error(t) as u32;
        self.try_depth += 1;
        self.import_guards += guards_imports;
        let r = self.exec_block(env, &t.body);
        self.try_depth -= 1;
        self.import_guards -= guards_imports;
        let r = match r {
            Err(Flow::Exc(e)) => {
                let mut handled = None;
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    let matches = match &h.type_ {
                        None => true,
                        Some(ty) => {
                            let tv = self.eval(env, ty)?;
                            exc_matches(&e.value, &tv)
                        }
                    };
                    if matches {
                        handled = Some(h);
                        break;
                    }
                }
                match handled {
                    Some(h) => {
                        // Caught by the harness itself: not a failure of the config (it takes
                        // another way). A backend's adapter refusing the inputs still is: the
                        // harness only skips that backend.
                        if e.recorded {
                            let f = &e.finding;
                            if let Some(i) = self.events.findings[mark..]
                                .iter()
                                .rposition(|x| x.src == f.src && x.kind == f.kind && x.message == f.message)
                            {
                                if f.in_adapter {
                                    // The backend is skipped, and the run goes on.
                                    self.events.findings[mark + i].caught = Some(Src {
                                        module: here.module,
                                        offset: h.range.start().to_u32(),
                                    });
                                } else {
                                    self.events.findings.remove(mark + i);
                                }
                            }
                        }
                        if let Some(name) = &h.name {
                            env.set(name.id.as_str(), e.value.clone());
                        }
                        self.handling.push(e.value.clone());
                        let r = self.exec_block(env, &h.body);
                        self.handling.pop();
                        r
                    }
                    None => Err(Flow::Exc(e)),
                }
            }
            Ok(()) => self.exec_block(env, &t.orelse),
            other => other,
        };
        if !t.finalbody.is_empty() {
            if let Err(Flow::Abort(a)) = r {
                return Err(Flow::Abort(a));
            }
            self.exec_block(env, &t.finalbody)?;
        }
        r
    }

    fn exec_match(&mut self, env: &Rc<Env<'a>>, m: &'a ast::StmtMatch) -> R<'a, ()> {
        let subject = self.eval(env, &m.subject)?;
        for case in &m.cases {
            let matched = match &case.pattern {
                ast::Pattern::MatchAs(p) if p.pattern.is_none() => {
                    if let Some(n) = &p.name {
                        env.set(n.id.as_str(), subject.clone());
                    }
                    Some(true)
                }
                ast::Pattern::MatchValue(p) => {
                    let v = self.eval(env, &p.value)?;
                    py_eq(&subject, &v)
                }
                ast::Pattern::MatchOr(p) => {
                    let mut any = Some(false);
                    for alt in &p.patterns {
                        if let ast::Pattern::MatchValue(pv) = alt {
                            let v = self.eval(env, &pv.value)?;
                            match py_eq(&subject, &v) {
                                Some(true) => {
                                    any = Some(true);
                                    break;
                                }
                                None => any = None,
                                _ => {}
                            }
                        } else {
                            any = None;
                        }
                    }
                    any
                }
                _ => None,
            };
            let matched = match matched {
                Some(b) => b,
                None => self.decide(case, subject.taint)?.unwrap_or(false),
            };
            if matched {
                if let Some(g) = &case.guard {
                    let gv = self.eval(env, g)?;
                    if gv.truthy() == Some(false) {
                        continue;
                    }
                }
                return self.exec_block(env, &case.body);
            }
        }
        Ok(())
    }

    fn exec_while(&mut self, env: &Rc<Env<'a>>, w: &'a ast::StmtWhile) -> R<'a, ()> {
        let mut unknown_once = false;
        loop {
            self.step()?;
            let v = self.eval(env, &w.test)?;
            // A loop on an unknown condition runs its body once.
            let go = match v.truthy() {
                Some(b) => b,
                None => {
                    let go = !unknown_once;
                    unknown_once = true;
                    go
                }
            };
            if !go {
                return self.exec_block(env, &w.orelse);
            }
            match self.exec_block(env, &w.body) {
                Ok(()) | Err(Flow::Continue) => {}
                Err(Flow::Break) => return Ok(()),
                Err(e) => return Err(e),
            }
        }
    }

    fn exec_for(&mut self, env: &Rc<Env<'a>>, f: &'a ast::StmtFor) -> R<'a, ()> {
        let site = self.cur;
        // `range(n)` is counted, not built: a timing loop may repeat a million times.
        let (iterable, range) = match self.loop_range(env, &f.iter)? {
            Ok(r) => (Value::none().with_taint(r.3), Some(r)),
            Err(v) => (v, None),
        };
        let is_backends = iterable.taint & self.backends_bit() != 0;
        let tainted = iterable.taint != 0;
        if let (Mode::Probe, Some(o), false) = (self.mode, iterable.origin, is_backends) {
            self.note_item_parts(env, &f.target, o);
        }
        let recover = tainted && (self.mode == Mode::Check || (self.recover_backends && is_backends));
        let (items, len, unknown): (Box<dyn Iterator<Item = Value<'a>>>, u64, bool) = match range {
            Some((start, stop, step, t)) => {
                let len = range_len(start, stop, step);
                // Every item lies between start and stop, so it fits.
                let item = move |k: u64| (start as i128 + k as i128 * step as i128) as i64;
                let items = (0..len).map(move |k| Value::int(item(k)).with_taint(t));
                (Box::new(items), len, false)
            }
            // A config number where the code loops over plain items (`for bs in batch_sizes`
            // with `batch_sizes: 16`): in a check it is said, and the loop goes on over that one
            // value, so the rest is still checked.
            None if self.mode == Mode::Check
                && self.try_depth == 0
                && tainted
                && matches!(iterable.kind, V::Int(_) | V::Float(_) | V::Bool(_))
                && matches!(&*f.target, Expr::Name(_)) =>
            {
                let message = format!("'{}' object is not iterable", iterable.type_name());
                self.soft_error("TypeError", message, iterable.taint)?;
                (Box::new(std::iter::once(iterable.clone())), 1, false)
            }
            None => match self.iterate(&iterable)? {
                Some(items) => {
                    let len = items.len() as u64;
                    (Box::new(items.into_iter()), len, false)
                }
                None => (Box::new(std::iter::once(Value::unknown(iterable.taint))), 1, true),
            },
        };
        // A sweep dimension: a loop over a config field's items, or over items made from config
        // fields whose values the body uses (`for m, n, k in map(tuple, cfg["mnk"])`) — short
        // lists; not a loop over data the code built from them (a thousand-element input list,
        // `for _ in x.shape`).
        let key = match iterable.origin {
            _ if is_backends => None,
            Some(o) => Some(self.fields[o as usize].to_string()),
            None if tainted && len <= MAX_SWEEP_ITEMS && self.loop_effects(f).reads_target => {
                Some(self.snippet(&*f.target))
            }
            None => None,
        };
        if let Some(k) = &key {
            self.note_sweep(site, k, &iterable, len);
        }
        let mark = unknown && self.mode == Mode::Check;
        if mark {
            self.uncertain += 1;
        }
        // A loop over unknown items ran once for all of them; a repeat loop may stop early:
        // either way what its body changes is unknown after it.
        let effects = if unknown || (!tainted && len > REPEAT_SAMPLE as u64) {
            Some(self.loop_effects(f))
        } else {
            None
        };
        // A repeat loop (its target never read), or one over the harness's own data whose body
        // only computes and fills containers: sampled until steady, what it changes forgotten.
        let repeat = effects.as_ref().filter(|e| !unknown && (!e.reads_target || e.plain));
        let mut result = Ok(());
        let mut cut_short = false;
        for (i, item) in items.into_iter().enumerate() {
            self.step()?;
            let before = repeat.map(|_| self.events_seen());
            if let Some(k) = &key {
                if let Some(parent) = self.sweep.last_mut() {
                    parent.nested = true;
                }
                let jv = to_json(&item).unwrap_or(serde_json::Value::Null);
                let parts = match (&*f.target, &item.kind) {
                    (Expr::Tuple(t), V::Tuple(v)) if t.elts.len() == v.len() => v.iter().map(|x| x.taint).collect(),
                    (Expr::Tuple(t), V::List(v)) if t.elts.len() == v.borrow().len() => {
                        v.borrow().iter().map(|x| x.taint).collect()
                    }
                    _ => vec![item.taint],
                };
                self.sweep.push(SweepLevel {
                    key: k.clone(),
                    value: jv,
                    nested: false,
                    site,
                    origin: iterable.origin.is_some(),
                    parts,
                });
            }
            // The backend an iteration handles: the item, or the name an item pairs with its
            // runner (`for name, (adapt, run) in resolved`).
            let backend: Option<Rc<str>> = if is_backends {
                match &item.kind {
                    V::Tuple(t) if t.len() == 2 => t[0].as_str().map(Rc::from),
                    _ => item.as_str().map(Rc::from),
                }
            } else {
                None
            };
            if let Some(b) = &backend {
                self.memo_poison();
                if !self.events.backend_order.iter().any(|x| x == &**b) {
                    self.events.backend_order.push(b.to_string());
                }
                let site = f as *const ast::StmtFor as usize;
                if self.events.used_order.0 != site {
                    self.events.used_order = (site, Vec::new());
                }
                if !self.events.used_order.1.iter().any(|x| x == &**b) {
                    self.events.used_order.1.push(b.to_string());
                }
                self.backend_ctx.push(b.clone());
            }
            let r = self
                .assign(env, &f.target, item)
                .and_then(|_| self.exec_block(env, &f.body));
            if backend.is_some() {
                self.backend_ctx.pop();
            }
            if key.is_some() {
                if let Some(level) = self.sweep.pop() {
                    if !level.nested {
                        self.events.points += 1;
                    }
                }
            }
            match r {
                Ok(()) | Err(Flow::Continue) => {}
                Err(Flow::Break) => {
                    result = Err(Flow::Break);
                    break;
                }
                Err(Flow::Exc(e)) if recover => {
                    if !e.recorded {
                        self.record(e.finding);
                    }
                }
                Err(Flow::NextBackend) if is_backends => {}
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
            if repeat.is_some() && i + 1 >= REPEAT_SAMPLE && before == Some(self.events_seen()) {
                // Steady: the remaining iterations would add nothing either.
                cut_short = (i as u64) + 1 < len;
                break;
            }
        }
        if mark {
            self.uncertain -= 1;
        }
        if let Some(e) = effects.filter(|_| unknown || cut_short) {
            self.forget(env, &e);
        }
        match result {
            Err(Flow::Break) => Ok(()),
            Ok(()) => self.exec_block(env, &f.orelse),
            other => other,
        }
    }

    /// A sweep loop about to run: the field it goes over as given, by its site; in a check, one
    /// that goes over nothing (a point around it measures nothing either).
    fn note_sweep(&mut self, site: Src, key: &str, iterable: &Value<'a>, len: u64) {
        if iterable.origin.is_some() && !self.events.sweep_sites.iter().any(|(s, _)| *s == site) {
            self.memo_poison();
            self.events.sweep_sites.push((site, key.to_string()));
        }
        if len > 0 || self.mode != Mode::Check {
            return;
        }
        if let Some(parent) = self.sweep.last_mut() {
            parent.nested = true;
        }
        if !self.events.empty_sweeps.iter().any(|(s, _, _)| *s == site) {
            self.memo_poison();
            let field = iterable.origin.map(|_| key.to_string());
            let fields = self.taint_fields(iterable.taint);
            self.events.empty_sweeps.push((site, field, fields));
        }
    }

    /// How much the run has seen so far; an iteration that leaves it unchanged added nothing.
    fn events_seen(&self) -> [u64; 8] {
        let e = &self.events;
        [
            e.reads.len() as u64,
            e.findings.len() as u64,
            e.constraints.len() as u64,
            e.candidates.len() as u64,
            e.trace.len() as u64,
            e.injected_reads.len() as u64,
            e.opaque_taint,
            // Not the sweep points: a repeat loop visits the same ones again.
            e.backend_order.len() as u64,
        ]
    }

    /// What a loop's body changes (cached per loop).
    fn loop_effects(&mut self, f: &'a ast::StmtFor) -> Rc<LoopEffects<'a>> {
        let key = f as *const ast::StmtFor as usize;
        if let Some(v) = self.loop_effects.get(&key) {
            return v.clone();
        }
        let v = Rc::new(loop_effects(f));
        self.loop_effects.insert(key, v.clone());
        v
    }

    /// After a loop that did not run every iteration for real: the values its body builds up (a
    /// list of timings, a counter) are no longer known; they keep the fields they came from. The
    /// config, modules, classes and functions stay what they are.
    fn forget(&mut self, env: &Rc<Env<'a>>, e: &LoopEffects<'a>) {
        let plain = |v: &Value| {
            !matches!(
                v.kind,
                V::Config(_) | V::Module(_) | V::Native(_) | V::Class(_) | V::Func(_) | V::Builtin(_)
            )
        };
        let container = |v: &Value| matches!(v.kind, V::List(_) | V::Dict(_) | V::Set(_) | V::Instance(_));
        let instance = |v: &Value| matches!(v.kind, V::Instance(_));
        let mut gone = Vec::new();
        for name in e.bound.iter() {
            gone.extend(env.lookup(name).filter(plain).map(|v| (*name, v.taint)));
        }
        for name in e.mutated.iter() {
            gone.extend(env.lookup(name).filter(container).map(|v| (*name, v.taint)));
        }
        for name in e.called.iter() {
            gone.extend(env.lookup(name).filter(instance).map(|v| (*name, v.taint)));
        }
        for (name, taint) in gone {
            self.bind(env, name_key(name), name, Value::unknown(taint));
        }
    }

    /// `range(...)` in a `for` header, as (start, stop, step, taint) when its arguments are
    /// integers; otherwise the header's value, evaluated once.
    #[allow(clippy::type_complexity)]
    fn loop_range(&mut self, env: &Rc<Env<'a>>, iter: &'a Expr) -> R<'a, Result<(i64, i64, i64, Taint), Value<'a>>> {
        let Expr::Call(c) = iter else {
            return Ok(Err(self.eval(env, iter)?));
        };
        let simple = c.arguments.keywords.is_empty()
            && (1..=3).contains(&c.arguments.args.len())
            && !c.arguments.args.iter().any(|a| matches!(a, Expr::Starred(_)));
        let is_range = matches!(&*c.func, Expr::Name(n) if n.id.as_str() == "range");
        if !(simple && is_range) {
            return Ok(Err(self.eval(env, iter)?));
        }
        let func = self.eval(env, &c.func)?;
        if !matches!(func.kind, V::Builtin(Builtin::Range)) {
            return Ok(Err(self.eval(env, iter)?));
        }
        let mut args = Vec::with_capacity(c.arguments.args.len());
        for a in c.arguments.args.iter() {
            args.push(self.eval(env, a)?);
        }
        let ints: Vec<i64> = args.iter().filter_map(|a| a.as_int()).collect();
        let t = args.iter().fold(0, |t, a| t | a.taint);
        let parts = match ints.as_slice() {
            _ if ints.len() != args.len() => None,
            [stop] => Some((0, *stop, 1)),
            [a, b] => Some((*a, *b, 1)),
            [a, b, c] if *c != 0 => Some((*a, *b, *c)),
            _ => None,
        };
        match parts {
            Some((a, b, c)) => Ok(Ok((a, b, c, t))),
            None => {
                self.set_line(c);
                Ok(Err(self.call(&func, args, vec![])?))
            }
        }
    }

    /// The items of an iterable; `None` when they can't be known. Iterating a value read
    /// straight from the config marks that field as swept.
    pub fn iterate(&mut self, v: &Value<'a>) -> R<'a, Option<Vec<Value<'a>>>> {
        if let (Some(o), Mode::Probe) = (v.origin, self.mode) {
            let src = self.cur;
            self.events.reads.push(Read {
                field: self.fields[o as usize].to_string(),
                kind: ReadKind::Iterated,
                src,
                guarded: false,
            });
        }
        self.items_of(v)
    }

    /// The items of an iterable, without noting a sweep: unpacking `m, n = cfg["shape"]` reads a
    /// fixed-size value, it does not sweep over it.
    fn items_of(&mut self, v: &Value<'a>) -> R<'a, Option<Vec<Value<'a>>>> {
        let t = v.taint;
        let items = match &v.kind {
            V::List(l) | V::Set(l) => l.borrow().clone(),
            V::Tuple(x) => x.as_ref().clone(),
            V::Str(s) => {
                if let (Some(o), Mode::Check) = (v.origin, self.mode) {
                    // Python would iterate it character by character; a config string where the
                    // code loops is a list written wrong.
                    let field = self.fields[o as usize].to_string();
                    let msg = format!("`{field}` is the string {s:?}, but the code iterates it (a list was expected)");
                    let f = self.finding(FindingKind::Error(LIST_EXPECTED.into()), String::new(), msg, t, false);
                    self.record(f);
                }
                s.chars().map(|c| Value::str(&c.to_string())).collect()
            }
            V::Dict(d) => d.borrow().entries.iter().map(|e| e.0.clone()).collect(),
            V::Config(c) => {
                let c = c.borrow();
                if c.probe {
                    self.note_config_gone_over();
                    return Ok(None);
                }
                c.entries.iter().map(|e| Value::new(V::Str(e.key.clone()))).collect()
            }
            V::Unknown => return Ok(None),
            V::Instance(_) | V::Native(_) | V::Module(_) | V::Tensor(_) => return Ok(None),
            _ => {
                return Err(self.error("TypeError", format!("'{}' object is not iterable", v.type_name()), t));
            }
        };
        // An item that carries its own fields (the `(p, c)` pairs of a product of two config
        // lists) keeps them, so a failure on `c` blames `c`'s field, not both.
        Ok(Some(
            items
                .into_iter()
                .map(|i| if i.taint == 0 { i.with_taint(t) } else { i })
                .collect(),
        ))
    }

    // ---- assignment ---------------------------------------------------------------------------

    /// In a probe, what says the parts of a field's items (a shape's `m, n, k`): a loop over the
    /// field itself whose target unpacks each item into plain names (`for m, n, k in shapes`), or
    /// whose item variable is unpacked so in the loop's scope (`for shape in shapes:` then
    /// `num_experts, max_m, n, k = shape`). A loop over anything made from the field
    /// (`enumerate(shapes)`) says nothing of its items.
    #[cold]
    #[inline(never)]
    fn note_item_parts(&mut self, env: &Rc<Env<'a>>, target: &'a Expr, field: u16) {
        match target {
            Expr::Name(n) => {
                let item = (Rc::as_ptr(env) as usize, n.id.as_str(), field);
                if !self.item_vars.contains(&item) {
                    self.item_vars.push(item);
                }
            }
            _ => self.note_unpack(target, field),
        }
    }

    /// The field whose item the loop variable `name` of this scope holds, if it does.
    fn item_var(&self, env: &Rc<Env<'a>>, name: &str) -> Option<u16> {
        let at = Rc::as_ptr(env) as usize;
        self.item_vars
            .iter()
            .rev()
            .find(|(e, n, _)| *e == at && *n == name)
            .map(|&(_, _, field)| field)
    }

    /// `item["key"]` on a loop variable holding an item of a field: a part of a mapping item.
    #[cold]
    #[inline(never)]
    fn note_item_key(&mut self, env: &Rc<Env<'a>>, s: &ast::ExprSubscript) {
        let (Expr::Name(n), Expr::StringLiteral(k)) = (&*s.value, &*s.slice) else {
            return;
        };
        let Some(field) = self.item_var(env, n.id.as_str()) else {
            return;
        };
        let Some(field) = self.fields.get(field as usize).map(|f| f.to_string()) else {
            return;
        };
        let key = k.value.to_str().to_string();
        self.memo_poison();
        match self.events.item_keys.iter_mut().find(|(f, _)| *f == field) {
            Some((_, keys)) => {
                if !keys.contains(&key) {
                    keys.push(key);
                }
            }
            None => self.events.item_keys.push((field, vec![key])),
        }
    }

    #[cold]
    #[inline(never)]
    fn note_unpack(&mut self, target: &Expr, field: u16) {
        let elts = match target {
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => elts,
            _ => return,
        };
        let names: Option<Vec<String>> = elts
            .iter()
            .map(|e| match e {
                Expr::Name(n) => Some(n.id.to_string()),
                _ => None,
            })
            .collect();
        let (Some(names), Some(field)) = (names, self.fields.get(field as usize)) else {
            return;
        };
        if names.len() >= 2 && !self.events.unpacks.iter().any(|(f, _)| **f == **field) {
            self.events.unpacks.push((field.to_string(), names));
        }
    }

    pub fn assign(&mut self, env: &Rc<Env<'a>>, target: &'a Expr, v: Value<'a>) -> R<'a, ()> {
        match target {
            Expr::Name(n) => {
                let name = n.id.as_str();
                let (key, slot) = node_key(&n.node_index, name);
                // A numbered local of this function (never one it declares global).
                let v = match slot {
                    Place::Local(i) => env.vars.borrow_mut().set_slot(i, key, v),
                    _ => Err(v),
                };
                if let Err(v) = v {
                    self.bind(env, key, name, v);
                }
                Ok(())
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                let taint = v.taint;
                let items = match self.items_of(&v)? {
                    Some(items) => items,
                    None => {
                        for e in elts {
                            let inner = if let Expr::Starred(s) = e { &*s.value } else { e };
                            self.assign(env, inner, Value::unknown(taint))?;
                        }
                        return Ok(());
                    }
                };
                let star = elts.iter().position(|e| matches!(e, Expr::Starred(_)));
                match star {
                    None => {
                        if items.len() != elts.len() {
                            let msg = if items.len() > elts.len() {
                                format!("too many values to unpack (expected {})", elts.len())
                            } else {
                                format!(
                                    "not enough values to unpack (expected {}, got {})",
                                    elts.len(),
                                    items.len()
                                )
                            };
                            return Err(self.error("ValueError", msg, taint));
                        }
                        for (e, item) in elts.iter().zip(items) {
                            self.assign(env, e, item)?;
                        }
                    }
                    Some(si) => {
                        let after = elts.len() - si - 1;
                        if items.len() < elts.len() - 1 {
                            return Err(self.error(
                                "ValueError",
                                format!(
                                    "not enough values to unpack (expected at least {}, got {})",
                                    elts.len() - 1,
                                    items.len()
                                ),
                                taint,
                            ));
                        }
                        for (e, item) in elts[..si].iter().zip(items.iter()) {
                            self.assign(env, e, item.clone())?;
                        }
                        let mid: Vec<_> = items[si..items.len() - after].to_vec();
                        if let Expr::Starred(s) = &elts[si] {
                            self.assign(env, &s.value, Value::list(mid).with_taint(taint))?;
                        }
                        for (e, item) in elts[si + 1..].iter().zip(items[items.len() - after..].iter()) {
                            self.assign(env, e, item.clone())?;
                        }
                    }
                }
                Ok(())
            }
            Expr::Subscript(s) => {
                let obj = self.eval(env, &s.value)?;
                let key = self.eval(env, &s.slice)?;
                self.set_item(&obj, key, v)
            }
            Expr::Attribute(a) => {
                let obj = self.eval(env, &a.value)?;
                self.set_attr(&obj, a.attr.id.as_str(), v);
                Ok(())
            }
            Expr::Starred(s) => self.assign(env, &s.value, v),
            _ => Ok(()),
        }
    }

    fn bind(&mut self, env: &Rc<Env<'a>>, key: u32, name: &'a str, v: Value<'a>) {
        if let Some(f) = self.frames.last() {
            if f.globals.iter().any(|g| &**g == name) {
                self.bound_outside(&v);
                env.root().set(name, v);
                return;
            }
            if f.nonlocals.iter().any(|g| &**g == name) {
                let mut cur = env.parent.clone();
                while let Some(e) = cur {
                    if e.vars.borrow().contains_key(name) {
                        self.bound_outside(&v);
                        e.set(name, v);
                        return;
                    }
                    cur = e.parent.clone();
                }
            }
        }
        env.set_k(key, name, v);
    }

    pub fn set_item(&mut self, obj: &Value<'a>, key: Value<'a>, v: Value<'a>) -> R<'a, ()> {
        let r = self.store_item(obj, key, v);
        self.touched(obj);
        r
    }

    fn store_item(&mut self, obj: &Value<'a>, key: Value<'a>, v: Value<'a>) -> R<'a, ()> {
        let src = self.cur;
        match &obj.kind {
            V::Dict(d) => d.borrow_mut().insert(key, v, src),
            V::Config(c) => {
                if let Some(k) = key.as_str() {
                    c.borrow_mut().set(k, v, true);
                }
            }
            V::List(l) => {
                if let Some(i) = key.as_int() {
                    let mut l = l.borrow_mut();
                    let n = l.len() as i64;
                    let idx = if i < 0 { i + n } else { i };
                    if idx < 0 || idx >= n {
                        drop(l);
                        return Err(self.error("IndexError", "list assignment index out of range".into(), key.taint));
                    }
                    l[idx as usize] = v;
                }
            }
            V::Instance(_) | V::Unknown | V::Native(_) | V::Tensor(_) => {}
            _ => {
                return Err(self.error(
                    "TypeError",
                    format!("'{}' object does not support item assignment", obj.type_name()),
                    obj.taint,
                ));
            }
        }
        Ok(())
    }

    pub fn set_attr(&mut self, obj: &Value<'a>, name: &str, v: Value<'a>) {
        if let V::Module(_) = obj.kind {
            self.bound_outside(&v);
        }
        self.store_attr(obj, name, v);
        self.touched(obj);
    }

    fn store_attr(&mut self, obj: &Value<'a>, name: &str, v: Value<'a>) {
        match &obj.kind {
            V::Instance(i) => {
                let mut attrs = i.attrs.borrow_mut();
                if let Some(e) = attrs.iter_mut().find(|e| &*e.0 == name) {
                    e.1 = v;
                } else {
                    attrs.push((Rc::from(name), v));
                }
            }
            V::Class(c) => {
                let mut attrs = c.attrs.borrow_mut();
                if let Some(e) = attrs.iter_mut().find(|e| &*e.0 == name) {
                    e.1 = v;
                } else {
                    attrs.push((Rc::from(name), v));
                }
            }
            V::Module(m) => {
                if let Some(env) = &self.module_envs[*m as usize] {
                    env.set_name(Name::Owned(Rc::from(name)), v);
                }
            }
            // Set by the harness, not the config.
            V::Config(c) if c.borrow().attrs => c.borrow_mut().set(name, v, true),
            _ => {}
        }
    }

    // ---- functions and classes ----------------------------------------------------------------

    /// The scope a function defined in `env` closes over (a class body's enclosing scope). It
    /// is tracked: the function may end up in it, a cycle only emptying the scope breaks.
    fn closure_env(&mut self, env: &Rc<Env<'a>>) -> Rc<Env<'a>> {
        let mut cur = env.clone();
        while cur.is_class {
            match cur.parent.clone() {
                Some(p) => cur = p,
                None => break,
            }
        }
        if cur.parent.is_some() {
            self.track(&cur);
        }
        cur
    }

    fn eval_defaults(&mut self, env: &Rc<Env<'a>>, params: &'a ast::Parameters) -> R<'a, (Defaults<'a>, Defaults<'a>)> {
        let mut defaults = Vec::new();
        for p in params.posonlyargs.iter().chain(params.args.iter()) {
            defaults.push(match &p.default {
                Some(d) => Some(self.eval(env, d)?),
                None => None,
            });
        }
        let mut kw = Vec::new();
        for p in params.kwonlyargs.iter() {
            kw.push(match &p.default {
                Some(d) => Some(self.eval(env, d)?),
                None => None,
            });
        }
        Ok((defaults, kw))
    }

    fn make_function(&mut self, env: &Rc<Env<'a>>, f: &'a ast::StmtFunctionDef) -> R<'a, Value<'a>> {
        let (defaults, kw_defaults) = self.eval_defaults(env, &f.parameters)?;
        let offset = f.name.range().start().to_u32();
        let mut v = Value::new(V::Func(Rc::new(Func {
            name: Rc::from(f.name.id.as_str()),
            body: FuncBody::Def(f),
            module: self.cur.module,
            env: self.closure_env(env),
            defaults,
            kw_defaults,
            offset,
        })));
        for d in f.decorator_list.iter().rev() {
            let dv = self.eval(env, &d.expression)?;
            v = match &dv.kind {
                V::Builtin(Builtin::Property) => Value::new(V::Property(Rc::new(v))),
                V::Builtin(Builtin::Staticmethod) => Value::new(V::StaticMethod(Rc::new(v))),
                V::Builtin(Builtin::Classmethod) => Value::new(V::ClassMethod(Rc::new(v))),
                V::Func(_) | V::Bound(_) | V::Class(_) | V::Partial(_) => {
                    let r = self.call(&dv, vec![v.clone()], vec![])?;
                    // A decorator we can't see through keeps the function as it was.
                    if r.is_unknown() || matches!(r.kind, V::None) {
                        v
                    } else {
                        r
                    }
                }
                V::Builtin(Builtin::Dataclass) => v,
                _ => v,
            };
        }
        Ok(v)
    }

    fn make_class(&mut self, env: &Rc<Env<'a>>, c: &'a ast::StmtClassDef) -> R<'a, Value<'a>> {
        let mut bases = Vec::new();
        if let Some(args) = &c.arguments {
            for b in args.args.iter() {
                bases.push(self.eval(env, b)?);
            }
        }
        let cenv = Env::new_class(env.clone(), self.cur.module);
        self.track(&cenv);
        self.exec_block(&cenv, &c.body)?;
        let mut attrs = Vec::new();
        let mut fields = Vec::new();
        for s in &c.body {
            if let Stmt::AnnAssign(a) = s {
                if let Expr::Name(n) = &*a.target {
                    let default = match cenv.vars.borrow().get(n.id.as_str()) {
                        Some(Value {
                            kind: V::Builtin(Builtin::Field),
                            ..
                        })
                        | None => None,
                        Some(v) => Some(v.clone()),
                    };
                    fields.push((Rc::from(n.id.as_str()), default));
                }
            }
        }
        for (k, v) in cenv.vars.borrow().iter() {
            attrs.push((k.to_rc(), v.clone()));
        }
        let class = Rc::new(Class {
            name: Rc::from(c.name.id.as_str()),
            bases,
            attrs: RefCell::new(attrs),
            dataclass_fields: RefCell::new(None),
        });
        let mut v = Value::new(V::Class(class.clone()));
        for d in c.decorator_list.iter().rev() {
            let dv = self.eval(env, &d.expression)?;
            match &dv.kind {
                V::Builtin(Builtin::Dataclass) => {
                    *class.dataclass_fields.borrow_mut() = Some(fields.clone());
                }
                V::Func(_) => {
                    let r = self.call(&dv, vec![v.clone()], vec![])?;
                    if !r.is_unknown() && !matches!(r.kind, V::None) {
                        v = r;
                    }
                }
                V::Unknown => {
                    // `@dataclasses.dataclass(frozen=True)` and the like.
                    *class.dataclass_fields.borrow_mut() = Some(fields.clone());
                }
                _ => {}
            }
        }
        Ok(v)
    }

    pub fn call(&mut self, f: &Value<'a>, args: Vec<Value<'a>>, kwargs: Vec<(Rc<str>, Value<'a>)>) -> R<'a, Value<'a>> {
        // Taken at once: a built-in called here may call user functions with arguments of its own.
        let loose = self.loose_call.take();
        let spread = self.config_spread.take();
        self.step()?;
        match &f.kind {
            // A function the config chose (`ref_adapt, ref_run = backends[cfg["refcheck_reference"]]`):
            // what fails inside it is the choice's to answer for too.
            V::Func(func) if f.taint != 0 => {
                self.loose_call = loose;
                self.config_spread = spread;
                self.chosen_by.push(f.taint);
                let r = self.call_func(func.clone(), args, kwargs);
                self.chosen_by.pop();
                r
            }
            V::Func(func) => {
                self.loose_call = loose;
                self.config_spread = spread;
                self.call_func(func.clone(), args, kwargs)
            }
            V::Bound(b) => {
                let mut all = vec![b.0.clone()];
                all.extend(args);
                let inner = b.1.clone();
                self.loose_call = loose.map(|(i, t)| (i + 1, t));
                self.config_spread = spread;
                self.call(&inner, all, kwargs)
            }
            V::Partial(p) => {
                let mut all = p.1.clone();
                all.extend(args);
                let mut kw = p.2.clone();
                kw.extend(kwargs);
                let inner = p.0.clone();
                self.loose_call = loose.map(|(i, t)| (i + p.1.len(), t));
                self.config_spread = spread;
                self.call(&inner, all, kw)
            }
            V::Builtin(Builtin::Namespace) => Ok(self.namespace(spread, kwargs)),
            V::Builtin(b) => self.call_builtin(*b, args, kwargs),
            V::Method(m) => {
                let (recv, name) = (m.0.clone(), m.1.clone());
                self.call_method(&recv, &name, args, kwargs)
            }
            V::Class(c) => {
                let spreads = Spreads { loose, config: spread };
                self.instantiate(f.clone(), c.clone(), args, kwargs, spreads)
            }
            V::ExcType(name) => {
                let msg = args.first().map(|a| to_display(a, false)).unwrap_or_default();
                let v = self.exc_instance(name, &msg);
                if let V::Instance(i) = &v.kind {
                    i.attrs.borrow_mut()[0].1 = Value::tuple(args);
                }
                Ok(v)
            }
            V::StaticMethod(inner) => {
                let inner = (**inner).clone();
                self.loose_call = loose;
                self.config_spread = spread;
                self.call(&inner, args, kwargs)
            }
            // An object whose class defines `__call__` (a timer, a runner).
            V::Instance(i) if self.class_attr(&i.class, "__call__").is_some() => {
                let method = self.get_attr(f, "__call__")?;
                self.loose_call = loose;
                self.config_spread = spread;
                self.call(&method, args, kwargs)
            }
            V::Unknown | V::Native(_) => {
                let mut t = 0;
                for a in args.iter().chain(kwargs.iter().map(|k| &k.1)) {
                    t |= a.taint;
                }
                self.events.opaque_taint |= t;
                self.memo_opaque(t);
                Ok(Value::unknown(t | f.taint))
            }
            _ => Err(self.error(
                "TypeError",
                format!("'{}' object is not callable", f.type_name()),
                f.taint,
            )),
        }
    }

    fn instantiate(
        &mut self,
        cls_value: Value<'a>,
        class: Rc<Class<'a>>,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
        spreads: Spreads<'a>,
    ) -> R<'a, Value<'a>> {
        let Spreads { loose, config: spread } = spreads;
        let inst = Value::new(V::Instance(Rc::new(Instance {
            class: cls_value.clone(),
            attrs: RefCell::new(vec![]),
        })));
        if let Some(init) = self.class_attr(&cls_value, "__init__") {
            if let V::Func(_) = init.kind {
                let mut all = vec![inst.clone()];
                all.extend(args);
                self.loose_call = loose.map(|(i, t)| (i + 1, t));
                self.config_spread = spread;
                self.call(&init, all, kwargs)?;
                return Ok(inst);
            }
        }
        let fields = class.dataclass_fields.borrow().clone();
        if let Some(fields) = fields {
            // The generated `__init__` takes the fields and nothing else.
            if loose.is_none() {
                let cls = class.name.clone();
                if args.len() > fields.len() {
                    let message = format!(
                        "{cls}.__init__() takes {} positional arguments but {} were given",
                        fields.len() + 1,
                        args.len() + 1
                    );
                    return Err(self.error("TypeError", message, union_taint(&args)));
                }
                if let Some((k, v)) = kwargs.iter().find(|(k, _)| !fields.iter().any(|(n, _)| **n == **k)) {
                    let taint = match &spread {
                        Some(_) => Self::field_bit(self.field_id(k)),
                        None => v.taint,
                    };
                    let message = format!("{cls}.__init__() got an unexpected keyword argument '{k}'");
                    return Err(self.error("TypeError", message, taint));
                }
            }
            // A keyword the config spread gave (`Settings(**cfg)`) is a read of that field.
            for (i, (name, default)) in fields.iter().enumerate() {
                let given = args.get(i).cloned().or_else(|| {
                    kwargs
                        .iter()
                        .find(|k| *k.0 == **name && !spread_gave(&spread, &k.0))
                        .map(|k| k.1.clone())
                });
                let v = match given {
                    Some(v) => v,
                    None => {
                        let default = match default.clone() {
                            None => None,
                            Some(d) => match as_field_spec(&d) {
                                Some((_, factory)) if !is_dataclass_missing(&factory) => {
                                    Some(self.call(&factory, vec![], vec![])?)
                                }
                                Some((d, _)) if !is_dataclass_missing(&d) => Some(d),
                                Some(_) => None,
                                None if is_dataclass_missing(&d) => None,
                                None => Some(d),
                            },
                        };
                        match (&spread, default) {
                            (Some(_), default) => match self.spread_read(&spread, name, default.as_ref()) {
                                Some(v) => v,
                                None => match default {
                                    Some(d) => self.config_default(name, d),
                                    None => self.missing_key(name),
                                },
                            },
                            (None, Some(d)) => d,
                            (None, None) if loose.is_some() => Value::unknown(0),
                            (None, None) => {
                                let message = format!(
                                    "{}.__init__() missing 1 required positional argument: '{name}'",
                                    class.name
                                );
                                let taint = Self::field_bit(self.field_id(name));
                                return Err(self.error("TypeError", message, taint));
                            }
                        }
                    }
                };
                self.set_attr(&inst, name, v);
            }
            if let Some(post) = self.class_attr(&cls_value, "__post_init__") {
                self.call(&post, vec![inst.clone()], vec![])?;
            }
        } else if self.is_exception_class(&cls_value) {
            let msg = args.first().map(|a| to_display(a, false)).unwrap_or_default();
            let _ = msg;
            self.set_attr(&inst, "args", Value::tuple(args));
        }
        Ok(inst)
    }

    /// The `@dataclass` fields of a class, or of an instance's class.
    pub fn dataclass_of(&self, v: &Value<'a>) -> Option<DataFields<'a>> {
        let class = match &v.kind {
            V::Class(c) => c.clone(),
            V::Instance(i) => match &i.class.kind {
                V::Class(c) => c.clone(),
                _ => return None,
            },
            _ => return None,
        };
        let fields = class.dataclass_fields.borrow().clone();
        fields
    }

    pub fn is_exception_class(&self, c: &Value<'a>) -> bool {
        match &c.kind {
            V::ExcType(_) => true,
            V::Class(cl) => cl.bases.iter().any(|b| self.is_exception_class(b)),
            _ => false,
        }
    }

    /// Look an attribute up a class and its bases.
    pub fn class_attr(&self, cls: &Value<'a>, name: &str) -> Option<Value<'a>> {
        let mut todo = vec![cls.clone()];
        let mut seen = 0;
        while let Some(c) = todo.pop() {
            seen += 1;
            if seen > 64 {
                break;
            }
            if let V::Class(cl) = &c.kind {
                if let Some((_, v)) = cl.attrs.borrow().iter().find(|(k, _)| &**k == name) {
                    return Some(v.clone());
                }
                for b in cl.bases.iter().rev() {
                    todo.push(b.clone());
                }
            }
        }
        None
    }

    /// A harness function outside `benchmark.py` is called in a run from the harness's start:
    /// does that tell the config got into the op's scenarios ([`Reach`])?
    fn note_reach(&mut self, module: u32, args: &[Value<'a>], kwargs: &Kwargs<'a>) {
        let reached = match &self.reach {
            Some(Reach::Package(p)) => {
                let name = &self.h.module(module).name;
                name == p || name.strip_prefix(p.as_str()).is_some_and(|r| r.starts_with('.'))
            }
            Some(Reach::ConfigHandedOn) => args
                .iter()
                .chain(kwargs.iter().map(|k| &k.1))
                .any(|a| matches!(a.kind, V::Config(_))),
            None => false,
        };
        self.events.scenario_reached |= reached;
    }

    pub fn call_func(
        &mut self,
        func: Rc<Func<'a>>,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
    ) -> R<'a, Value<'a>> {
        let loose = self.loose_call.take();
        let spread = self.config_spread.take();
        if self.depth >= self.limits.max_depth {
            return Err(Flow::Abort(format!(
                "call depth over {} (recursion?) at `{}`",
                self.limits.max_depth, func.name
            )));
        }
        if self.h.module(func.module).error.is_some() {
            self.memo_poison();
            self.events.broken = Some(func.module);
            return Err(Flow::Abort(format!("`{}` is in a file with a syntax error", func.name)));
        }
        let (params, scope): (Option<&'a ast::Parameters>, _) = match func.body {
            FuncBody::Def(d) => (Some(&d.parameters), scope_id(&d.node_index)),
            FuncBody::Lambda(l) => (l.parameters.as_deref(), scope_id(&l.node_index)),
        };
        let memo_key = match (&loose, &spread) {
            (None, None) => match self.memo_begin(&func, &args, &kwargs) {
                Begin::Hit(v) => return Ok(v),
                Begin::Record(k) => Some(k),
                Begin::Skip => None,
            },
            _ => None,
        };
        let h: &'a Harness = self.h;
        if self.reach.is_some() && !self.events.scenario_reached && func.module != h.entry {
            self.note_reach(func.module, &args, &kwargs);
        }
        let env = match scope.and_then(|i| h.module(func.module).scopes.get(i)) {
            Some(scope) => Env::function(func.env.clone(), func.module, scope),
            None => Env::new(Some(func.env.clone()), func.module),
        };
        if let Some(p) = params {
            let spreads = Spreads { loose, config: spread };
            if let Err(e) = self.bind_params(&env, &func, p, args, kwargs, spreads) {
                let r = Err(e);
                if let Some(k) = memo_key {
                    self.memo_end(k, &r, false);
                }
                return r;
            }
        }
        let saved = self.cur;
        self.cur = Src {
            module: func.module,
            offset: func.offset,
        };
        self.depth += 1;
        if self.depth > self.memo.high.0 {
            self.memo.high.0 = self.depth;
        }
        self.frames.push(Frame {
            name: func.name.clone(),
            yields: None,
            globals: vec![],
            nonlocals: vec![],
        });
        let r = match func.body {
            FuncBody::Def(d) => match self.exec_block(&env, &d.body) {
                Ok(()) => Ok(Value::none()),
                Err(Flow::Return(v)) => Ok(v),
                Err(e) => Err(e),
            },
            FuncBody::Lambda(l) => self.eval(&env, &l.body),
        };
        let frame = self.frames.pop();
        self.depth -= 1;
        self.cur = saved;
        if let Some(k) = memo_key {
            let generator = matches!(frame, Some(Frame { yields: Some(_), .. }));
            self.memo_end(k, &r, generator);
        }
        // Judging adapters (a probe with `recover_backends`): once a backend's adapter has
        // accepted its inputs, the rest of that backend's iteration (timing, refcheck, metrics)
        // says nothing about the verdict; skip to the next backend.
        if self.recover_backends
            && self.mode == Mode::Probe
            && r.is_ok()
            && !self.backend_ctx.is_empty()
            && is_adapter_name(&func.name)
            && !self.in_adapter()
        {
            return Err(Flow::NextBackend);
        }
        if let Some(Frame { yields: Some(slot), .. }) = frame {
            let items = slot
                .first()
                .and_then(|&i| self.yield_store.get(i).cloned())
                .unwrap_or_default();
            if let Some(&i) = slot.first() {
                if i + 1 == self.yield_store.len() {
                    self.yield_store.pop();
                }
            }
            r?;
            return Ok(Value::list(items));
        }
        r
    }

    /// Binds a call's arguments to a function's parameters as Python does, with Python's
    /// TypeError for a call that does not fit. `loose`: from that positional argument on, the
    /// call's arguments are not known (`*xs`, `**kw` of an unknown value); the parameters they
    /// may fill are unknown, and no error is claimed that they might have avoided.
    fn bind_params(
        &mut self,
        env: &Rc<Env<'a>>,
        func: &Func<'a>,
        p: &'a ast::Parameters,
        mut args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
        spreads: Spreads<'a>,
    ) -> R<'a, ()> {
        let Spreads { loose, config: spread } = spreads;
        let n_positional = p.posonlyargs.len() + p.args.len();
        if loose.is_none()
            && spread.is_none()
            && kwargs.is_empty()
            && p.kwonlyargs.is_empty()
            && p.vararg.is_none()
            && p.kwarg.is_none()
            && args.len() <= n_positional
        {
            // The usual call: positional arguments into plain parameters, in a scope just made.
            let mut vars = env.vars.borrow_mut();
            let numbered = !vars.has_extra();
            let mut args = args.into_iter();
            for (i, pp) in p.posonlyargs.iter().chain(p.args.iter()).enumerate() {
                let v = match args.next() {
                    Some(a) => a,
                    None => match func.defaults.get(i).cloned().flatten() {
                        Some(d) => d,
                        None => {
                            drop(vars);
                            return Err(self.missing_argument(func, "", pp));
                        }
                    },
                };
                let name = &pp.parameter.name;
                let v = if numbered { vars.set_param(i, v) } else { Err(v) };
                if let Err(v) = v {
                    let (key, _) = node_key(&name.node_index, name.id.as_str());
                    vars.set_k(key, Name::Ast(name.id.as_str()), v);
                }
            }
            return Ok(());
        }
        // What arguments of unknown number may bring: unknown values from their fields.
        let loose_taint = loose.map_or(0, |(_, t)| t);
        if let Some((i, _)) = loose {
            args.truncate(i);
        }
        if args.len() > n_positional && p.vararg.is_none() {
            let takes = match func.defaults.iter().filter(|d| d.is_some()).count() {
                0 => format!("{n_positional}"),
                d => format!("from {} to {n_positional}", n_positional - d),
            };
            let given = if loose.is_some() { "at least " } else { "" };
            let (n, s, were) = (
                args.len(),
                if n_positional == 1 { "" } else { "s" },
                if args.len() == 1 { "was" } else { "were" },
            );
            return Err(self.error(
                "TypeError",
                format!(
                    "{}() takes {takes} positional argument{s} but {given}{n} {were} given",
                    func.name
                ),
                0,
            ));
        }
        let positional: Vec<&ast::ParameterWithDefault> = p.posonlyargs.iter().chain(p.args.iter()).collect();
        let mut args = args.into_iter();
        let mut bound: Vec<Option<Value<'a>>> = vec![None; positional.len()];
        for slot in bound.iter_mut() {
            match args.next() {
                Some(a) => *slot = Some(a),
                None => break,
            }
        }
        let extra: Vec<Value<'a>> = args.collect();
        let mut kw_extra = Dict::default();
        let mut kwonly: Vec<Option<Value<'a>>> = vec![None; p.kwonlyargs.len()];
        // A keyword binds a plain parameter by name; a positional-only one's name goes to
        // `**kwargs` like any other name.
        let n_posonly = p.posonlyargs.len();
        // What the config spread (`**cfg`) gives a parameter is read from the config, as
        // `cfg[name]` where the parameter has no default, `cfg.get(name, default)` where it has.
        for (k, v) in kwargs {
            let named = |pp: &&ast::ParameterWithDefault| pp.parameter.name.id.as_str() == &*k;
            let at = positional.iter().position(named);
            if let Some(i) = at.filter(|&i| i >= n_posonly) {
                if bound[i].is_some() {
                    return Err(self.error(
                        "TypeError",
                        format!("{}() got multiple values for argument '{k}'", func.name),
                        0,
                    ));
                }
                let v = match spread_gave(&spread, &k) {
                    true => self
                        .spread_read(&spread, &k, func.defaults.get(i).and_then(Option::as_ref))
                        .unwrap_or(v),
                    false => v,
                };
                bound[i] = Some(v);
            } else if let Some(i) = p.kwonlyargs.iter().position(|pp| named(&pp)) {
                let v = match spread_gave(&spread, &k) {
                    true => self
                        .spread_read(&spread, &k, func.kw_defaults.get(i).and_then(Option::as_ref))
                        .unwrap_or(v),
                    false => v,
                };
                kwonly[i] = Some(v);
            } else if p.kwarg.is_some() {
                kw_extra.insert(Value::new(V::Str(k)), v, self.cur);
            } else if at.is_some() {
                return Err(self.error(
                    "TypeError",
                    format!(
                        "{}() got some positional-only arguments passed as keyword arguments: '{k}'",
                        func.name
                    ),
                    0,
                ));
            } else {
                return Err(self.error(
                    "TypeError",
                    format!("{}() got an unexpected keyword argument '{k}'", func.name),
                    0,
                ));
            }
        }
        // A parameter the spread config may fill (an open config in a probe, or a key it lacks);
        // then a parameter no argument filled takes its default; without one it is Python's
        // TypeError, unless arguments of unknown number might have filled it.
        if spread.is_some() {
            for (i, pp) in positional.iter().enumerate().skip(n_posonly) {
                if bound[i].is_none() {
                    bound[i] = Some(self.spread_param(&spread, pp, func.defaults.get(i)));
                }
            }
            for (i, pp) in p.kwonlyargs.iter().enumerate() {
                if kwonly[i].is_none() {
                    kwonly[i] = Some(self.spread_param(&spread, pp, func.kw_defaults.get(i)));
                }
            }
        }
        let mut fill = |given: Option<Value<'a>>, default: Option<&Option<Value<'a>>>, kind: &str, pp| match given {
            Some(v) => Ok(v),
            None if loose.is_some() => Ok(Value::unknown(loose_taint)),
            None => default
                .cloned()
                .flatten()
                .ok_or_else(|| self.missing_argument(func, kind, pp)),
        };
        for (i, pp) in positional.iter().enumerate() {
            let v = fill(bound[i].take(), func.defaults.get(i), "", pp)?;
            env.set(pp.parameter.name.id.as_str(), v);
        }
        for (i, pp) in p.kwonlyargs.iter().enumerate() {
            let v = fill(kwonly[i].take(), func.kw_defaults.get(i), "keyword-only ", pp)?;
            env.set(pp.parameter.name.id.as_str(), v);
        }
        if let Some(va) = &p.vararg {
            let v = if loose.is_some() {
                Value::unknown(loose_taint)
            } else {
                Value::tuple(extra)
            };
            env.set(va.name.id.as_str(), v);
        }
        if let Some(ka) = &p.kwarg {
            let v = if loose.is_some() {
                Value::unknown(loose_taint)
            } else {
                Value::dict(kw_extra)
            };
            env.set(ka.name.id.as_str(), v);
        }
        Ok(())
    }

    /// In a probe, the config gone over key by key (`cfg.items()`, `for k in cfg`): any field
    /// may be used there.
    pub(super) fn note_config_gone_over(&mut self) {
        if self.events.config_escape.is_none() {
            self.memo_poison();
            self.events.config_escape = Some((self.cur, true));
        }
    }

    /// The whole config handed to a call the tool can't see into, which may read any field —
    /// unless the call only writes it out (`json.dump(cfg, f)`, `logger.info(cfg)`: Python's
    /// serializers and loggers read no field).
    #[cold]
    #[inline(never)]
    fn note_config_escape(&mut self, func: &Expr, args: &[Value<'a>], kwargs: &Kwargs<'a>, spread: bool) {
        let whole = spread
            || args
                .iter()
                .chain(kwargs.iter().map(|k| &k.1))
                .any(|a| matches!(a.kind, V::Config(_)));
        if !whole {
            return;
        }
        let writes_out = match func {
            Expr::Attribute(a) => matches!(
                &*a.value,
                Expr::Name(n) if matches!(
                    n.id.as_str(),
                    "json" | "yaml" | "pickle" | "pprint" | "logging" | "logger" | "log" | "LOGGER" | "LOG" | "_logger" | "_log"
                )
            ),
            _ => false,
        };
        if !writes_out {
            self.memo_poison();
            self.events.config_escape = Some((self.cur, false));
        }
    }

    /// `SimpleNamespace(**cfg, x=1)`: with the config spread into it, a namespace over a copy of
    /// the config (its fields then read as attributes, `ns.dtype`, each a read of that field);
    /// else an object holding the keyword arguments as attributes.
    fn namespace(&mut self, spread: Option<Spread<'a>>, kwargs: Kwargs<'a>) -> Value<'a> {
        let Some(sp) = spread else {
            return self.namespace_of(kwargs);
        };
        let (c, keys) = *sp;
        let mut ns = c.borrow().clone();
        ns.attrs = true;
        for (k, v) in kwargs {
            if !keys.contains(&k) {
                ns.set(&k, v, true);
            }
        }
        Value::new(V::Config(Rc::new(RefCell::new(ns))))
    }

    /// `SimpleNamespace(x=1)`: an object holding the keyword arguments as attributes.
    pub(super) fn namespace_of(&mut self, kwargs: Kwargs<'a>) -> Value<'a> {
        let class = Rc::new(Class {
            name: Rc::from("SimpleNamespace"),
            bases: vec![],
            attrs: RefCell::new(vec![]),
            dataclass_fields: RefCell::new(None),
        });
        Value::new(V::Instance(Rc::new(Instance {
            class: Value::new(V::Class(class)),
            attrs: RefCell::new(kwargs),
        })))
    }

    /// A parameter's value from the config spread into the call: a read of that field, as
    /// `cfg[name]` without a default, `cfg.get(name, default)` with one; `None` where the config
    /// lacks it.
    #[cold]
    #[inline(never)]
    fn spread_read(
        &mut self,
        spread: &Option<Spread<'a>>,
        name: &str,
        default: Option<&Value<'a>>,
    ) -> Option<Value<'a>> {
        let (c, _) = &**spread.as_ref()?;
        let kind = match default {
            Some(d) => ReadKind::Optional(to_json(d)),
            None => ReadKind::Required,
        };
        let c = c.clone();
        self.config_get(&c, name, kind)
    }

    /// A parameter no argument filled, from the config spread into the call: the field's value,
    /// the default where the config lacks it, or — without a default — the missing field (a
    /// finding), so the rest is still checked.
    #[cold]
    #[inline(never)]
    fn spread_param(
        &mut self,
        spread: &Option<Spread<'a>>,
        pp: &ast::ParameterWithDefault,
        default: Option<&Option<Value<'a>>>,
    ) -> Value<'a> {
        let name = pp.parameter.name.id.as_str();
        let default = default.and_then(Option::as_ref);
        match (self.spread_read(spread, name, default), default) {
            (Some(v), _) => v,
            (None, Some(d)) => self.config_default(name, d.clone()),
            (None, None) => self.missing_key(name),
        }
    }

    /// `kind`: "" or "keyword-only ".
    fn missing_argument(&mut self, func: &Func<'a>, kind: &str, p: &ast::ParameterWithDefault) -> Flow<'a> {
        self.error(
            "TypeError",
            format!(
                "{}() missing required {kind}argument: '{}'",
                func.name, p.parameter.name.id
            ),
            0,
        )
    }

    // ---- expressions --------------------------------------------------------------------------

    pub fn eval(&mut self, env: &Rc<Env<'a>>, e: &'a Expr) -> R<'a, Value<'a>> {
        self.expr_depth += 1;
        if self.expr_depth > self.memo.high.1 {
            self.memo.high.1 = self.expr_depth;
        }
        if self.expr_depth > MAX_EXPR_DEPTH {
            self.expr_depth -= 1;
            return Err(Flow::Abort("expression nested too deeply".into()));
        }
        let r = self.eval_inner(env, e);
        self.expr_depth -= 1;
        r
    }

    fn eval_inner(&mut self, env: &Rc<Env<'a>>, e: &'a Expr) -> R<'a, Value<'a>> {
        Ok(match e {
            Expr::NoneLiteral(_) => Value::none(),
            Expr::BooleanLiteral(b) => Value::bool(b.value),
            Expr::NumberLiteral(n) => match &n.value {
                ast::Number::Int(i) => match i.as_i64() {
                    Some(i) => Value::int(i),
                    None => Value::unknown(0),
                },
                ast::Number::Float(f) => Value::new(V::Float(*f)),
                ast::Number::Complex { .. } => Value::unknown(0),
            },
            Expr::StringLiteral(s) => self.literal(s),
            Expr::BytesLiteral(_) | Expr::EllipsisLiteral(_) => Value::unknown(0),
            Expr::FString(f) => self.eval_fstring(env, f)?,
            Expr::TString(_) => Value::unknown(0),
            Expr::Name(n) => {
                let name = n.id.as_str();
                let (key, slot) = node_key(&n.node_index, name);
                self.lookup(env, key, slot, name)?
            }
            Expr::List(l) => {
                let items = self.eval_elts(env, &l.elts)?;
                let t = union_taint(&items);
                Value::list(items).with_taint(t)
            }
            Expr::Tuple(t) => {
                let items = self.eval_elts(env, &t.elts)?;
                let taint = union_taint(&items);
                Value::tuple(items).with_taint(taint)
            }
            Expr::Set(_) => self.eval_rare(env, e)?,
            Expr::Dict(d) => self.eval_dict(env, d)?,
            Expr::Attribute(a) => {
                let obj = self.eval(env, &a.value)?;
                self.set_line(a);
                self.get_attr(&obj, a.attr.id.as_str())?
            }
            Expr::Subscript(s) => {
                if self.mode == Mode::Probe && !self.item_vars.is_empty() {
                    self.note_item_key(env, s);
                }
                let obj = self.eval(env, &s.value)?;
                if let Expr::Slice(sl) = &*s.slice {
                    let lo = match &sl.lower {
                        Some(x) => Some(self.eval(env, x)?),
                        None => None,
                    };
                    let hi = match &sl.upper {
                        Some(x) => Some(self.eval(env, x)?),
                        None => None,
                    };
                    let st = match &sl.step {
                        Some(x) => Some(self.eval(env, x)?),
                        None => None,
                    };
                    return self.slice(&obj, lo, hi, st);
                }
                let key = self.eval(env, &s.slice)?;
                self.set_line(s);
                self.get_item(&obj, &key)?
            }
            Expr::Call(c) => {
                let f = match &*c.func {
                    Expr::Attribute(a) => {
                        let obj = self.eval(env, &a.value)?;
                        if matches!(
                            obj.kind,
                            V::Str(_) | V::List(_) | V::Dict(_) | V::Set(_) | V::Tuple(_) | V::Config(_)
                        ) {
                            // A method of a built-in value, called straight away (no bound
                            // method made for it).
                            let (args, kwargs, _) = self.eval_args(env, &c.arguments)?;
                            self.set_line(c);
                            self.step()?;
                            return self.call_method(&obj, a.attr.id.as_str(), args, kwargs);
                        }
                        self.set_line(a);
                        self.get_attr(&obj, a.attr.id.as_str())?
                    }
                    func => self.eval(env, func)?,
                };
                let (args, kwargs, spreads) = self.eval_args(env, &c.arguments)?;
                self.set_line(c);
                // Only a probe's escape is used (by the model): a check's hot path is spared.
                if self.mode == Mode::Probe
                    && matches!(f.kind, V::Unknown | V::Native(_))
                    && self.events.config_escape.is_none()
                {
                    self.note_config_escape(&c.func, &args, &kwargs, spreads.config.is_some());
                }
                self.loose_call = spreads.loose;
                self.config_spread = spreads.config;
                self.call(&f, args, kwargs)?
            }
            Expr::BinOp(b) => {
                let l = self.eval(env, &b.left)?;
                let r = self.eval(env, &b.right)?;
                self.binop(b.op, l, r)?
            }
            Expr::UnaryOp(_) => self.eval_rare(env, e)?,
            Expr::BoolOp(b) => self.eval_boolop(env, b)?,
            Expr::Compare(c) => self.eval_compare(env, c)?,
            Expr::If(i) => self.eval_if_expr(env, i)?,
            Expr::Lambda(l) => self.make_lambda(env, l)?,
            Expr::ListComp(_) | Expr::Generator(_) | Expr::SetComp(_) | Expr::DictComp(_) => {
                self.eval_comprehension(env, e)?
            }
            Expr::Named(_) => self.eval_rare(env, e)?,
            Expr::Starred(s) => self.eval(env, &s.value)?,
            Expr::Slice(_) => Value::unknown(0),
            Expr::Await(a) => self.eval(env, &a.value)?,
            Expr::Yield(_) | Expr::YieldFrom(_) => self.eval_rare(env, e)?,
            Expr::IpyEscapeCommand(_) => Value::unknown(0),
        })
    }

    /// The expressions harness code seldom evaluates (kept out of [`Self::eval_inner`], whose
    /// stack frame every expression pays for).
    #[inline(never)]
    fn eval_rare(&mut self, env: &Rc<Env<'a>>, e: &'a Expr) -> R<'a, Value<'a>> {
        Ok(match e {
            Expr::UnaryOp(u) => {
                let v = self.eval(env, &u.operand)?;
                let t = v.taint;
                match u.op {
                    ast::UnaryOp::Not => match v.truthy() {
                        Some(b) => Value::bool(!b).with_taint(t),
                        None => Value::unknown(t),
                    },
                    ast::UnaryOp::USub => match v.kind {
                        V::Int(i) => i
                            .checked_neg()
                            .map(Value::int)
                            .unwrap_or_else(|| Value::unknown(0))
                            .with_taint(t),
                        V::Bool(b) => Value::int(-(b as i64)).with_taint(t),
                        V::Float(f) => Value::new(V::Float(-f)).with_taint(t),
                        _ => Value::unknown(t),
                    },
                    ast::UnaryOp::UAdd => v,
                    ast::UnaryOp::Invert => match v.kind {
                        V::Int(i) => Value::int(!i).with_taint(t),
                        _ => Value::unknown(t),
                    },
                }
            }
            Expr::Set(s) => {
                let items = self.eval_elts(env, &s.elts)?;
                Value::new(V::Set(Rc::new(RefCell::new(dedupe(items)))))
            }
            Expr::Named(n) => {
                let v = self.eval(env, &n.value)?;
                self.assign(env, &n.target, v.clone())?;
                v
            }
            Expr::Yield(y) => {
                let v = match &y.value {
                    Some(x) => self.eval(env, x)?,
                    None => Value::none(),
                };
                self.push_yield(v);
                Value::none()
            }
            Expr::YieldFrom(y) => {
                let v = self.eval(env, &y.value)?;
                if let Some(items) = self.iterate(&v)? {
                    for i in items {
                        self.push_yield(i);
                    }
                }
                Value::none()
            }
            _ => Value::unknown(0),
        })
    }

    /// `a and b`, `a or b`: Python's short circuit; an operand of unknown truth makes the rest
    /// uncertain.
    #[inline(never)]
    fn eval_boolop(&mut self, env: &Rc<Env<'a>>, b: &'a ast::ExprBoolOp) -> R<'a, Value<'a>> {
        let is_and = matches!(b.op, ast::BoolOp::And);
        let mut last = Value::none();
        let mut unknown_taint: Option<Taint> = None;
        for (i, x) in b.values.iter().enumerate() {
            if let Some(t) = unknown_taint.as_mut() {
                // Python may never evaluate this operand: an error in it is no finding.
                match self.eval(env, x) {
                    Ok(v) => *t |= v.taint,
                    Err(Flow::Exc(_)) => {}
                    Err(e) => return Err(e),
                }
                continue;
            }
            let v = self.eval(env, x)?;
            let truth = match v.truthy() {
                Some(t) => Some(t),
                None => self.decide(x, v.taint)?,
            };
            match truth {
                Some(t) => {
                    if t != is_and || i + 1 == b.values.len() {
                        return Ok(v);
                    }
                    last = v;
                }
                None => unknown_taint = Some(v.taint),
            }
        }
        Ok(match unknown_taint {
            Some(t) => Value::unknown(t),
            None => last,
        })
    }

    /// `a if test else b`.
    #[inline(never)]
    fn eval_if_expr(&mut self, env: &Rc<Env<'a>>, i: &'a ast::ExprIf) -> R<'a, Value<'a>> {
        let t = self.eval(env, &i.test)?;
        let truth = match t.truthy() {
            Some(b) => Some(b),
            None => self.decide(&*i.test, t.taint)?,
        };
        Ok(match truth {
            Some(true) => self.eval(env, &i.body)?,
            Some(false) => self.eval(env, &i.orelse)?,
            None => {
                // Either side may be the one Python evaluates: an error in one is no finding.
                self.uncertain += 1;
                let a = self.eval(env, &i.body);
                let b = self.eval(env, &i.orelse);
                self.uncertain -= 1;
                let mut taint = t.taint;
                for side in [a, b] {
                    match side {
                        Ok(v) => taint |= v.taint,
                        Err(Flow::Exc(_)) => {}
                        Err(e) => return Err(e),
                    }
                }
                Value::unknown(taint)
            }
        })
    }

    #[inline(never)]
    fn make_lambda(&mut self, env: &Rc<Env<'a>>, l: &'a ast::ExprLambda) -> R<'a, Value<'a>> {
        let (defaults, kw_defaults) = match &l.parameters {
            Some(p) => self.eval_defaults(env, p)?,
            None => (vec![], vec![]),
        };
        let offset = l.range().start().to_u32();
        Ok(Value::new(V::Func(Rc::new(Func {
            name: Rc::from("<lambda>"),
            body: FuncBody::Lambda(l),
            module: self.cur.module,
            env: self.closure_env(env),
            defaults,
            kw_defaults,
            offset,
        }))))
    }

    /// A list, set or dict comprehension, or a generator expression (its items made at once).
    #[inline(never)]
    fn eval_comprehension(&mut self, env: &Rc<Env<'a>>, e: &'a Expr) -> R<'a, Value<'a>> {
        Ok(match e {
            Expr::ListComp(c) => {
                let (out, t) = self.comprehension_items(env, &c.generators, &c.elt)?;
                Value::list(out).with_taint(t)
            }
            Expr::Generator(c) => {
                let (out, t) = self.comprehension_items(env, &c.generators, &c.elt)?;
                Value::list(out).with_taint(t)
            }
            Expr::SetComp(c) => {
                let (out, t) = self.comprehension_items(env, &c.generators, &c.elt)?;
                Value::new(V::Set(Rc::new(RefCell::new(dedupe(out))))).with_taint(t)
            }
            Expr::DictComp(c) => {
                let mut d = Dict::default();
                let cenv = Env::new(Some(env.clone()), env.module);
                self.comprehension(&cenv, &c.generators, &mut 0, &mut |me, en| {
                    let k = match &c.key {
                        Some(k) => me.eval(en, k)?,
                        None => Value::unknown(0),
                    };
                    let v = me.eval(en, &c.value)?;
                    let src = me.cur;
                    d.insert(k, v, src);
                    Ok(())
                })?;
                Value::dict(d)
            }
            _ => Value::unknown(0),
        })
    }

    /// In a probe, a lookup with an unknown key taken from a config field tries each key in turn
    /// (one decision per key), so the code behind each entry is explored.
    pub fn choose_entry(&mut self, d: &Rc<RefCell<Dict<'a>>>, key: &Value<'a>) -> R<'a, Option<Value<'a>>> {
        let Some(field) = key.origin else { return Ok(None) };
        if self.mode != Mode::Probe || key.taint == 0 {
            return Ok(None);
        }
        let entries: Vec<(Value<'a>, Value<'a>)> =
            d.borrow().entries.iter().map(|e| (e.0.clone(), e.1.clone())).collect();
        let base = (1usize << 62) | ((self.cur.module as usize) << 40) | ((self.cur.offset as usize) << 8);
        for (i, (k, v)) in entries.into_iter().enumerate().take(64) {
            if self.is_excluded(field, &k) {
                continue;
            }
            let taken = self.decide_key(base | i, key.taint)?;
            self.remember(field, k, taken);
            if taken == Some(true) {
                return Ok(Some(v));
            }
        }
        Ok(None)
    }

    fn is_excluded(&self, field: u16, v: &Value<'a>) -> bool {
        self.excluded
            .iter()
            .any(|(f, x)| *f == field && py_eq(x, v) == Some(true))
    }

    /// A config field's unknown value, as this path has decided it (`mode` found to be "bf16" by
    /// an earlier lookup or comparison); other values as they are.
    pub fn resolve(&self, v: &Value<'a>) -> Option<Value<'a>> {
        let field = v.origin?;
        if !v.is_unknown() {
            return None;
        }
        let (_, known) = self.known.iter().find(|(f, _)| *f == field)?;
        let mut out = known.clone();
        out.taint = v.taint;
        out.origin = v.origin;
        Some(out)
    }

    /// `field == constant` on an unknown field value, in a probe: decided here, and remembered,
    /// so that later lookups and comparisons on the same field agree with it.
    fn decide_equal(&mut self, site: usize, field_value: &Value<'a>, constant: &Value<'a>) -> R<'a, Option<bool>> {
        let Some(field) = field_value.origin else {
            return Ok(None);
        };
        if !field_value.is_unknown()
            || !matches!(constant.kind, V::Str(_) | V::Int(_) | V::Bool(_) | V::None)
            || self.mode != Mode::Probe
        {
            return Ok(None);
        }
        if self.is_excluded(field, constant) {
            return Ok(Some(false));
        }
        let eq = self.decide_key(site, field_value.taint | constant.taint)?;
        self.remember(field, constant.clone(), eq);
        Ok(eq)
    }

    /// Keep what this path decided about `field` being `v`: it is (known), it is not (excluded).
    fn remember(&mut self, field: u16, v: Value<'a>, decided: Option<bool>) {
        match decided {
            Some(true) => self.known.push((field, v)),
            Some(false) => self.excluded.push((field, v)),
            None => {}
        }
    }

    fn push_yield(&mut self, v: Value<'a>) {
        let store_len = self.yield_store.len();
        if let Some(f) = self.frames.last_mut() {
            let slot = f.yields.get_or_insert_with(Vec::new);
            if slot.is_empty() {
                slot.push(store_len);
                self.yield_store.push(Vec::new());
            }
            let i = slot[0];
            if let Some(s) = self.yield_store.get_mut(i) {
                s.push(v);
            }
        }
    }

    /// The items a list/set comprehension or generator expression produces, in its own scope.
    fn comprehension_items(
        &mut self,
        env: &Rc<Env<'a>>,
        gens: &'a [ast::Comprehension],
        elt: &'a Expr,
    ) -> R<'a, (Vec<Value<'a>>, Taint)> {
        let mut out = Vec::new();
        let cenv = Env::new(Some(env.clone()), env.module);
        let mut over = 0;
        self.comprehension(&cenv, gens, &mut over, &mut |me, en| {
            out.push(me.eval(en, elt)?);
            Ok(())
        })?;
        // Its items' taint; empty, the taint of what it went over (a list made from an empty
        // config list is empty because of that list).
        let t = if out.is_empty() { over } else { union_taint(&out) };
        Ok((out, t))
    }

    fn comprehension(
        &mut self,
        env: &Rc<Env<'a>>,
        gens: &'a [ast::Comprehension],
        over: &mut Taint,
        body: &mut dyn FnMut(&mut Self, &Rc<Env<'a>>) -> R<'a, ()>,
    ) -> R<'a, ()> {
        let Some((g, rest)) = gens.split_first() else {
            return body(self, env);
        };
        let it = self.eval(env, &g.iter)?;
        *over |= it.taint;
        let items = match self.iterate(&it)? {
            Some(items) => items,
            None => vec![Value::unknown(it.taint)],
        };
        'items: for item in items {
            self.step()?;
            self.assign(env, &g.target, item)?;
            for cond in &g.ifs {
                let c = self.eval(env, cond)?;
                let keep = match c.truthy() {
                    Some(b) => b,
                    None => self.decide(cond, c.taint)?.unwrap_or(true),
                };
                if !keep {
                    continue 'items;
                }
            }
            self.comprehension(env, rest, over, body)?;
        }
        Ok(())
    }

    fn eval_elts(&mut self, env: &Rc<Env<'a>>, elts: &'a [Expr]) -> R<'a, Vec<Value<'a>>> {
        let mut out = Vec::with_capacity(elts.len());
        for e in elts {
            if let Expr::Starred(s) = e {
                let v = self.eval(env, &s.value)?;
                match self.iterate(&v)? {
                    Some(items) => out.extend(items),
                    None => out.push(Value::unknown(v.taint)),
                }
            } else {
                out.push(self.eval(env, e)?);
            }
        }
        Ok(out)
    }

    #[inline(never)]
    fn eval_dict(&mut self, env: &Rc<Env<'a>>, d: &'a ast::ExprDict) -> R<'a, Value<'a>> {
        let mut out = Dict {
            entries: Vec::with_capacity(d.items.len()),
        };
        let mut config: Option<Config<'a>> = None;
        for item in &d.items {
            match &item.key {
                Some(k) => {
                    let kv = self.eval(env, k)?;
                    self.set_line(k);
                    let key_src = self.cur;
                    let vv = self.eval(env, &item.value)?;
                    match config.as_mut() {
                        Some(c) => {
                            if let Some(s) = kv.as_str() {
                                c.set(s, vv, true);
                            }
                        }
                        None => out.insert(kv, vv, key_src),
                    }
                }
                None => {
                    let v = self.eval(env, &item.value)?;
                    match &v.kind {
                        V::Config(c) => {
                            let mut merged = c.borrow().clone();
                            for (k, val, _) in out.entries.drain(..) {
                                if let Some(s) = k.as_str() {
                                    merged.set(s, val, true);
                                }
                            }
                            config = Some(merged);
                        }
                        V::Dict(src) => {
                            for (k, val, s) in src.borrow().entries.iter() {
                                match config.as_mut() {
                                    Some(c) => {
                                        if let Some(ks) = k.as_str() {
                                            c.set(ks, val.clone(), true);
                                        }
                                    }
                                    None => out.insert(k.clone(), val.clone(), *s),
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        Ok(match config {
            Some(c) => Value::new(V::Config(Rc::new(RefCell::new(c)))),
            None => Value::dict(out),
        })
    }

    /// A call's arguments, and from which positional argument on they are not known (a `*` or
    /// `**` of a value whose items are not).
    fn eval_args(
        &mut self,
        env: &Rc<Env<'a>>,
        a: &'a ast::Arguments,
    ) -> R<'a, (Vec<Value<'a>>, Kwargs<'a>, Spreads<'a>)> {
        let mut loose: Option<Loose> = None;
        let spread = |loose: &mut Option<Loose>, at: usize, taint: Taint| {
            *loose = Some(match *loose {
                Some((i, t)) => (i, t | taint),
                None => (at, taint),
            });
        };
        let mut args = Vec::with_capacity(a.args.len());
        for e in a.args.iter() {
            if let Expr::Starred(s) = e {
                let v = self.eval(env, &s.value)?;
                match self.iterate(&v)? {
                    Some(items) => args.extend(items),
                    None => {
                        spread(&mut loose, args.len(), v.taint);
                        args.push(Value::unknown(v.taint))
                    }
                }
            } else {
                args.push(self.eval(env, e)?);
            }
        }
        let mut kwargs = Vec::new();
        let mut config_spread = None;
        for k in a.keywords.iter() {
            let v = self.eval(env, &k.value)?;
            match &k.arg {
                Some(name) => {
                    let name = self.name_rc(name.id.as_str());
                    kwargs.push((name, v))
                }
                None => match &v.kind {
                    V::Dict(d) => {
                        for (key, val, _) in d.borrow().entries.iter() {
                            match key.as_str() {
                                Some(s) => kwargs.push((Rc::from(s), val.clone())),
                                None => spread(&mut loose, args.len(), v.taint),
                            }
                        }
                    }
                    V::Config(c) => {
                        let mut keys = Vec::new();
                        for e in c.borrow().entries.iter() {
                            kwargs.push((e.key.clone(), e.value.clone()));
                            keys.push(e.key.clone());
                        }
                        config_spread = Some(Box::new((c.clone(), keys)));
                    }
                    _ => spread(&mut loose, args.len(), v.taint),
                },
            }
        }
        let spreads = Spreads {
            loose,
            config: config_spread,
        };
        Ok((args, kwargs, spreads))
    }

    #[inline(never)]
    fn eval_fstring(&mut self, env: &Rc<Env<'a>>, f: &'a ast::ExprFString) -> R<'a, Value<'a>> {
        let mut out = String::new();
        let mut taint = 0;
        let mut unknown = false;
        for part in f.value.iter() {
            match part {
                ast::FStringPart::Literal(l) => out.push_str(&l.value),
                ast::FStringPart::FString(fs) => {
                    for el in fs.elements.iter() {
                        match el {
                            ast::InterpolatedStringElement::Literal(l) => out.push_str(&l.value),
                            ast::InterpolatedStringElement::Interpolation(i) => {
                                let v = self.eval(env, &i.expression)?;
                                taint |= v.taint;
                                if let Some(dt) = &i.debug_text {
                                    out.push_str(dt.leading());
                                    out.push_str(&self.snippet(&*i.expression));
                                    out.push_str(dt.trailing());
                                }
                                if v.is_unknown() {
                                    unknown = true;
                                    out.push('…');
                                } else {
                                    let repr =
                                        matches!(i.conversion, ast::ConversionFlag::Repr) || i.debug_text.is_some();
                                    out.push_str(&to_display(&v, repr));
                                }
                            }
                        }
                    }
                }
            }
        }
        let _ = unknown;
        Ok(Value::str(&out).with_taint(taint))
    }

    fn lookup(&mut self, env: &Rc<Env<'a>>, key: u32, slot: Place, name: &str) -> R<'a, Value<'a>> {
        if let Some(v) = env.lookup_at(key, name, slot) {
            return Ok(v);
        }
        if let Some(b) = builtin_value(name) {
            return Ok(b);
        }
        Err(self.error("NameError", format!("name '{name}' is not defined"), 0))
    }

    #[inline(never)]
    fn eval_compare(&mut self, env: &Rc<Env<'a>>, c: &'a ast::ExprCompare) -> R<'a, Value<'a>> {
        let mut left = self.eval(env, &c.left)?;
        let mut result = Value::bool(true);
        let mut taint = 0;
        let single = c.ops.len() == 1;
        for (op, right_e) in c.ops.iter().zip(c.comparators.iter()) {
            let mut right = self.eval(env, right_e)?;
            if let Some(v) = self.resolve(&left) {
                left = v;
            }
            if let Some(v) = self.resolve(&right) {
                right = v;
            }
            taint |= left.taint | right.taint;
            // `"x" in cfg` is decided by field `x`: a probe explores both answers.
            if let (ast::CmpOp::In | ast::CmpOp::NotIn, V::Config(_), Some(k)) = (op, &right.kind, left.as_str()) {
                let id = self.field_id(k);
                taint |= Self::field_bit(id);
            }
            self.note_candidates(&left, &right, *op);
            let mut r = self.compare(*op, &left, &right)?;
            if let (None, true, ast::CmpOp::Eq | ast::CmpOp::NotEq) = (r, single, op) {
                let site = c as *const ast::ExprCompare as usize;
                let eq = match (left.is_unknown(), right.is_unknown()) {
                    (true, false) => self.decide_equal(site, &left, &right)?,
                    (false, true) => self.decide_equal(site, &right, &left)?,
                    _ => None,
                };
                r = eq.map(|e| e == (*op == ast::CmpOp::Eq));
            }
            match r {
                Some(true) => {}
                Some(false) => return Ok(Value::bool(false).with_taint(taint)),
                None => result = Value::unknown(0),
            }
            left = right;
        }
        Ok(result.with_taint(taint))
    }

    /// A value a config field may have (compared with it, or a key it is looked up by).
    fn note_candidate(&mut self, field: u16, v: &Value<'a>) {
        self.memo_poison();
        if let Some(j) = to_json(v) {
            if matches!(j, serde_json::Value::String(_) | serde_json::Value::Number(_))
                && self.candidates_seen.insert((field, j.to_string()))
            {
                self.events
                    .candidates
                    .push((self.fields[field as usize].to_string(), j));
            }
        }
    }

    /// The keys of a dict an unknown config value looks up: the values the code allows for it.
    /// A dict looked up with the GPU field's value (`GPU_SPECS.get(cfg["gpu_type"])`, `gpu in
    /// specs`): in a probe, the first such table is the harness's GPUs; in a check, whether the
    /// config's GPU is in it.
    pub fn note_gpu_lookup(&mut self, key: &Value<'a>, d: &Rc<RefCell<Dict<'a>>>) {
        let Some(o) = key.origin else { return };
        if self.fields.get(o as usize).is_none_or(|f| &**f != GPU_FIELD) {
            return;
        }
        match self.mode {
            Mode::Probe => {
                if key.is_unknown() && self.events.gpu_table.is_empty() {
                    self.events.gpu_table = d
                        .borrow()
                        .entries
                        .iter()
                        .filter_map(|(k, v, src)| Some((k.as_str()?.to_string(), *src, has_fp4_peak(v, 0))))
                        .collect();
                }
            }
            Mode::Check => {
                if key.is_unknown() {
                    return;
                }
                if d.borrow().get(key).is_some() {
                    self.events.gpu_found = true;
                } else if !self.events.gpu_misses.contains(&self.cur) {
                    self.events.gpu_misses.push(self.cur);
                }
            }
        }
    }

    pub fn note_keys(&mut self, key: &Value<'a>, d: &Rc<RefCell<Dict<'a>>>) {
        // Judging adapters (`recover_backends`) needs no candidates.
        if let (Some(field), Mode::Probe, false) = (key.origin, self.mode, self.recover_backends) {
            let keys: Vec<Value<'a>> = d.borrow().entries.iter().map(|e| e.0.clone()).collect();
            for k in &keys {
                self.note_candidate(field, k);
            }
        }
    }

    /// Remember values a config field is compared with: the values the code allows.
    fn note_candidates(&mut self, l: &Value<'a>, r: &Value<'a>, op: ast::CmpOp) {
        if self.mode == Mode::Check || self.recover_backends {
            return;
        }
        let (field_side, other) = match (l.origin, r.origin) {
            (Some(o), _) => (o, r),
            (None, Some(o)) => (o, l),
            _ => return,
        };
        // A container already noted for this field (the same `SCENARIOS` dict on every path)
        // adds nothing new.
        let container = match &other.kind {
            V::List(x) | V::Set(x) => Rc::as_ptr(x) as usize,
            V::Tuple(x) => Rc::as_ptr(x) as usize,
            V::Dict(d) => Rc::as_ptr(d) as usize,
            _ => 0,
        };
        if container != 0 {
            if !self.candidates_seen.insert((field_side, format!("@{container:x}"))) {
                return;
            }
            // Kept alive, so no other container takes its address during the exploration.
            self.noted_containers.push(other.clone());
        }
        let mut push = |v: &Value<'a>| self.note_candidate(field_side, v);
        match op {
            ast::CmpOp::In | ast::CmpOp::NotIn if l.origin.is_some() => match &other.kind {
                V::List(x) | V::Set(x) => x.borrow().iter().for_each(&mut push),
                V::Tuple(x) => x.iter().for_each(&mut push),
                V::Dict(d) => d.borrow().entries.iter().for_each(|e| push(&e.0)),
                _ => {}
            },
            ast::CmpOp::Eq | ast::CmpOp::NotEq => push(other),
            _ => {}
        }
    }

    pub fn compare(&mut self, op: ast::CmpOp, l: &Value<'a>, r: &Value<'a>) -> R<'a, Option<bool>> {
        use ast::CmpOp::*;
        Ok(match op {
            Eq => py_eq(l, r),
            NotEq => py_eq(l, r).map(|b| !b),
            Is => is_same(l, r),
            IsNot => is_same(l, r).map(|b| !b),
            In => self.contains(r, l)?,
            NotIn => self.contains(r, l)?.map(|b| !b),
            Lt | LtE | Gt | GtE => {
                let ord = self.order(l, r)?;
                ord.map(|o| match op {
                    Lt => o == std::cmp::Ordering::Less,
                    LtE => o != std::cmp::Ordering::Greater,
                    Gt => o == std::cmp::Ordering::Greater,
                    _ => o != std::cmp::Ordering::Less,
                })
            }
        })
    }

    fn order(&mut self, l: &Value<'a>, r: &Value<'a>) -> R<'a, Option<std::cmp::Ordering>> {
        Ok(match (&l.kind, &r.kind) {
            (V::Unknown | V::Tensor(_), _) | (_, V::Unknown | V::Tensor(_)) => None,
            (V::Int(_) | V::Bool(_), V::Int(_) | V::Bool(_)) => Some(l.as_int().cmp(&r.as_int())),
            (V::Int(_) | V::Bool(_) | V::Float(_), V::Int(_) | V::Bool(_) | V::Float(_)) => {
                num_f(l).partial_cmp(&num_f(r))
            }
            (V::Str(a), V::Str(b)) => Some(a.cmp(b)),
            (V::Tuple(_) | V::List(_), V::Tuple(_) | V::List(_)) => {
                let a = seq_items(l);
                let b = seq_items(r);
                for (x, y) in a.iter().zip(b.iter()) {
                    match py_eq(x, y) {
                        Some(true) => continue,
                        None => return Ok(None),
                        Some(false) => return self.order(x, y),
                    }
                }
                Some(a.len().cmp(&b.len()))
            }
            _ => {
                let t = l.taint | r.taint;
                return Err(self.error(
                    "TypeError",
                    format!(
                        "'<' not supported between instances of '{}' and '{}'",
                        l.type_name(),
                        r.type_name()
                    ),
                    t,
                ));
            }
        })
    }

    pub fn contains(&mut self, container: &Value<'a>, item: &Value<'a>) -> R<'a, Option<bool>> {
        Ok(match &container.kind {
            V::Unknown => None,
            V::Native(Native::TorchDict) => item.as_str().map(|k| super::torch::lookup(k).is_some()),
            V::Str(s) => match &item.kind {
                V::Str(i) => Some(s.contains(&**i)),
                V::Unknown => None,
                _ => {
                    return Err(self.error(
                        "TypeError",
                        "'in <string>' requires string as left operand".into(),
                        item.taint,
                    ))
                }
            },
            V::List(l) | V::Set(l) => any_eq(&l.borrow(), item),
            V::Tuple(t) => any_eq(t, item),
            V::Dict(d) => {
                if item.origin.is_some() {
                    self.note_gpu_lookup(item, d);
                }
                let d = d.borrow();
                if item.is_unknown() {
                    None
                } else if d.get(item).is_some() {
                    Some(true)
                } else if d.has_unknown_key() {
                    None
                } else {
                    Some(false)
                }
            }
            V::Config(c) => {
                let key = match item.as_str() {
                    Some(k) => k.to_string(),
                    None => return Ok(None),
                };
                let found = c.borrow().find(&key).map(|e| e.injected);
                match found {
                    Some(true) => Some(true),
                    Some(false) => {
                        self.record_read(&key, ReadKind::Contains);
                        Some(true)
                    }
                    None => {
                        self.record_read(&key, ReadKind::Contains);
                        if c.borrow().probe {
                            None
                        } else {
                            Some(false)
                        }
                    }
                }
            }
            V::Module(_) | V::Native(_) | V::Instance(_) => None,
            _ => {
                return Err(self.error(
                    "TypeError",
                    format!("argument of type '{}' is not iterable", container.type_name()),
                    container.taint,
                ))
            }
        })
    }

    pub fn record_read(&mut self, key: &str, kind: ReadKind) {
        // Reads describe a scenario (a probe); a check only needs to know which fields its path
        // read.
        if self.mode == Mode::Check {
            let id = self.field_id(key);
            self.events.read_fields |= Self::field_bit(id);
            return;
        }
        let guarded = self
            .events
            .reads
            .iter()
            .any(|r| r.field == key && matches!(r.kind, ReadKind::Contains | ReadKind::Optional(_)));
        let src = self.cur;
        self.events.reads.push(Read {
            field: key.to_string(),
            kind,
            src,
            guarded,
        });
    }

    /// Read `key` from a config mapping: the value (tainted, with its origin) or, when absent,
    /// `None` after recording the read.
    pub fn config_get(&mut self, c: &Rc<RefCell<Config<'a>>>, key: &str, kind: ReadKind) -> Option<Value<'a>> {
        self.memo_poison();
        let entry = c.borrow().find(key).map(|e| (e.value.clone(), e.injected));
        let id = self.field_id(key);
        let bit = Self::field_bit(id);
        match entry {
            Some((v, true)) => {
                if !self.events.injected_reads.iter().any(|k| k == key) {
                    self.events.injected_reads.push(key.to_string());
                }
                Some(v)
            }
            Some((v, false)) => {
                self.record_read(key, kind);
                let mut v = v.with_taint(bit);
                v.origin = Some(id);
                Some(v)
            }
            None => {
                self.record_read(key, kind);
                if c.borrow().probe {
                    Some(Value {
                        kind: V::Unknown,
                        taint: bit,
                        origin: Some(id),
                    })
                } else {
                    None
                }
            }
        }
    }

    /// A required config key that is absent (`cfg["x"]`, `cfg.pop("x")`): a finding, and an
    /// unknown value so the rest of the config is still checked.
    pub fn missing_key(&mut self, k: &str) -> Value<'a> {
        let id = self.field_id(k);
        let f = self.finding(
            FindingKind::MissingKey(k.to_string()),
            String::new(),
            format!("KeyError: '{k}'"),
            Self::field_bit(id),
            false,
        );
        self.record(f);
        Value::unknown(Self::field_bit(id))
    }

    /// A config field's default, tainted and with its origin, as the check sees it.
    pub fn config_default(&mut self, key: &str, d: Value<'a>) -> Value<'a> {
        let id = self.field_id(key);
        let mut v = d.with_taint(Self::field_bit(id));
        v.origin = Some(id);
        v
    }

    pub fn get_item(&mut self, obj: &Value<'a>, key: &Value<'a>) -> R<'a, Value<'a>> {
        let t = obj.taint | key.taint;
        match &obj.kind {
            // `torch.__dict__[name]`: a dtype, or the KeyError `getattr` would make an
            // AttributeError.
            V::Native(Native::TorchDict) => match key.as_str() {
                Some(k) => match super::torch::lookup(k) {
                    Some(d) => Ok(Value::new(V::Dtype(d)).with_taint(t)),
                    None => self.soft_error("KeyError", to_display(key, true), t),
                },
                None => Ok(Value::unknown(t)),
            },
            V::Config(c) => {
                let Some(k) = key.as_str() else {
                    return Ok(Value::unknown(t));
                };
                let k = k.to_string();
                match self.config_get(c, &k, ReadKind::Required) {
                    Some(v) => Ok(v),
                    None => Ok(self.missing_key(&k)),
                }
            }
            V::Dict(d) => {
                let resolved = self.resolve(key);
                let key = resolved.as_ref().unwrap_or(key);
                if key.origin.is_some() {
                    self.note_gpu_lookup(key, d);
                }
                if key.is_unknown() {
                    // Every key is possible: they are the values the code allows for that field.
                    if let Some(v) = self.choose_entry(d, key)? {
                        return Ok(v.with_taint(t));
                    }
                    self.note_keys(key, d);
                    return Ok(Value::unknown(t));
                }
                let found = d.borrow().get(key);
                match found {
                    Some(v) => Ok(v.with_taint(t)),
                    None if d.borrow().has_unknown_key() => Ok(Value::unknown(t)),
                    None => self.soft_error("KeyError", to_display(key, true), t),
                }
            }
            V::List(_) | V::Tuple(_) | V::Str(_) => {
                let Some(i) = key.as_int() else {
                    if key.is_unknown() {
                        return Ok(Value::unknown(t));
                    }
                    return Err(self.error(
                        "TypeError",
                        format!("{} indices must be integers, not {}", obj.type_name(), key.type_name()),
                        t,
                    ));
                };
                let items = seq_items(obj);
                let n = items.len() as i64;
                let idx = if i < 0 { i + n } else { i };
                if idx < 0 || idx >= n {
                    return Err(self.error("IndexError", format!("{} index out of range", obj.type_name()), t));
                }
                Ok(items[idx as usize].clone().with_taint(t))
            }
            V::Unknown | V::Native(_) | V::Instance(_) | V::Module(_) | V::Func(_) | V::Class(_) | V::Tensor(_) => {
                Ok(Value::unknown(t))
            }
            _ => Err(self.error(
                "TypeError",
                format!("'{}' object is not subscriptable", obj.type_name()),
                t,
            )),
        }
    }

    fn slice(
        &mut self,
        obj: &Value<'a>,
        lo: Option<Value<'a>>,
        hi: Option<Value<'a>>,
        st: Option<Value<'a>>,
    ) -> R<'a, Value<'a>> {
        let t = obj.taint;
        let items = match &obj.kind {
            V::List(_) | V::Tuple(_) | V::Str(_) => seq_items(obj),
            _ => return Ok(Value::unknown(t)),
        };
        let n = items.len() as i64;
        let get = |v: &Option<Value>, d: i64| -> Option<i64> {
            match v {
                None => Some(d),
                Some(x) if matches!(x.kind, V::None) => Some(d),
                Some(x) => x.as_int(),
            }
        };
        let step = get(&st, 1).unwrap_or(1);
        if step == 0 {
            return Err(self.error("ValueError", "slice step cannot be zero".into(), t));
        }
        let norm = |i: i64| if i < 0 { (i + n).max(0) } else { i.min(n) };
        let (Some(a), Some(b)) = (
            get(&lo, if step > 0 { 0 } else { n - 1 }),
            get(&hi, if step > 0 { n } else { -n - 1 }),
        ) else {
            return Ok(Value::unknown(t));
        };
        let mut out = Vec::new();
        if step > 0 {
            let (a, b) = (norm(a), norm(b));
            let mut i = a;
            while i < b {
                out.push(items[i as usize].clone());
                i += step;
            }
        } else {
            let a = if a < 0 { a + n } else { a.min(n - 1) };
            let b = if b < -n {
                -1
            } else if b < 0 {
                b + n
            } else {
                b
            };
            let mut i = a;
            while i > b && i >= 0 {
                out.push(items[i as usize].clone());
                i += step;
            }
        }
        Ok(match &obj.kind {
            V::Str(_) => Value::str(
                &out.iter()
                    .filter_map(|v| v.as_str().map(str::to_string))
                    .collect::<String>(),
            ),
            V::Tuple(_) => Value::tuple(out),
            _ => Value::list(out),
        }
        .with_taint(t))
    }

    pub fn binop(&mut self, op: ast::Operator, l: Value<'a>, r: Value<'a>) -> R<'a, Value<'a>> {
        use ast::Operator::*;
        let t = l.taint | r.taint;
        if l.is_unknown() || r.is_unknown() || matches!(l.kind, V::Tensor(_)) || matches!(r.kind, V::Tensor(_)) {
            return Ok(Value::unknown(t));
        }
        let v = match (&l.kind, &r.kind) {
            // `root / "configs"`, `"/r" / path`: `pathlib`'s join.
            (V::Path(a), V::Path(b) | V::Str(b)) | (V::Str(a), V::Path(b)) if op == Div => {
                super::paths::path_value(&super::paths::pure_path(&[a, b]))
            }
            (V::Int(_) | V::Bool(_), V::Int(_) | V::Bool(_)) => {
                let (a, b) = (l.as_int().unwrap_or(0), r.as_int().unwrap_or(0));
                let res = match op {
                    Add => a.checked_add(b),
                    Sub => a.checked_sub(b),
                    Mult => a.checked_mul(b),
                    Div => {
                        if b == 0 {
                            return Err(self.error("ZeroDivisionError", "division by zero".into(), t));
                        }
                        return Ok(Value::new(V::Float(a as f64 / b as f64)).with_taint(t));
                    }
                    FloorDiv | Mod => {
                        if b == 0 {
                            return Err(self.error(
                                "ZeroDivisionError",
                                "integer division or modulo by zero".into(),
                                t,
                            ));
                        }
                        // Python floors toward negative infinity.
                        let fq = a
                            .checked_div(b)
                            .map(|q| if a % b != 0 && ((a < 0) != (b < 0)) { q - 1 } else { q });
                        match (op, fq) {
                            (FloorDiv, q) => q,
                            (_, Some(q)) => q.checked_mul(b).and_then(|qb| a.checked_sub(qb)),
                            (_, None) => None,
                        }
                    }
                    Pow => {
                        if b < 0 {
                            if a == 0 {
                                let message = "0.0 cannot be raised to a negative power".into();
                                return Err(self.error("ZeroDivisionError", message, t));
                            }
                            return Ok(Value::new(V::Float((a as f64).powf(b as f64))).with_taint(t));
                        }
                        u32::try_from(b).ok().and_then(|b| a.checked_pow(b))
                    }
                    LShift => u32::try_from(b).ok().and_then(|b| a.checked_shl(b)),
                    RShift => u32::try_from(b).ok().map(|b| a >> b.min(63)),
                    BitAnd => Some(a & b),
                    BitOr => Some(a | b),
                    BitXor => Some(a ^ b),
                    MatMult => None,
                };
                match res {
                    Some(x) => Value::int(x),
                    None => Value::unknown(0),
                }
            }
            (V::Int(_) | V::Bool(_) | V::Float(_), V::Int(_) | V::Bool(_) | V::Float(_)) => {
                let (a, b) = (num_f(&l), num_f(&r));
                let x = match op {
                    Add => a + b,
                    Sub => a - b,
                    Mult => a * b,
                    Div | FloorDiv | Mod if b == 0.0 => {
                        return Err(self.error("ZeroDivisionError", "float division by zero".into(), t));
                    }
                    Div => a / b,
                    FloorDiv => (a / b).floor(),
                    Mod => a - (a / b).floor() * b,
                    Pow if a == 0.0 && b < 0.0 => {
                        let message = "0.0 cannot be raised to a negative power".into();
                        return Err(self.error("ZeroDivisionError", message, t));
                    }
                    // A negative base to a fractional power is a complex number.
                    Pow if a < 0.0 && b.fract() != 0.0 => return Ok(Value::unknown(t)),
                    Pow => a.powf(b),
                    _ => return Ok(Value::unknown(t)),
                };
                Value::new(V::Float(x))
            }
            (V::Str(a), V::Str(b)) if op == Add => {
                if a.len() + b.len() > MAX_SEQ_BYTES {
                    return Ok(Value::unknown(t));
                }
                Value::str(&format!("{a}{b}"))
            }
            (V::Str(a), V::Int(n)) | (V::Int(n), V::Str(a)) if op == Mult => {
                let n = (*n).max(0) as usize;
                if a.len().saturating_mul(n) > MAX_SEQ_BYTES {
                    return Ok(Value::unknown(t));
                }
                Value::str(&a.repeat(n))
            }
            (V::Str(a), _) if op == Mod => match percent_format(a, &r) {
                Ok(Some(text)) => Value::str(&text),
                Ok(None) => Value::unknown(t),
                Err((kind, msg)) => return Err(self.error(kind, msg, t)),
            },
            (V::List(a), V::List(b)) if op == Add => {
                if a.borrow().len() + b.borrow().len() > MAX_SEQ_ITEMS {
                    return Ok(Value::unknown(t));
                }
                let mut v = a.borrow().clone();
                v.extend(b.borrow().iter().cloned());
                Value::list(v)
            }
            (V::Tuple(a), V::Tuple(b)) if op == Add => {
                if a.len() + b.len() > MAX_SEQ_ITEMS {
                    return Ok(Value::unknown(t));
                }
                let mut v = a.as_ref().clone();
                v.extend(b.iter().cloned());
                Value::tuple(v)
            }
            (V::List(_) | V::Tuple(_), V::Int(n)) | (V::Int(n), V::List(_)) if op == Mult => {
                let base = seq_items(if matches!(l.kind, V::Int(_)) { &r } else { &l });
                let n = (*n).max(0) as usize;
                if base.len().saturating_mul(n) > MAX_SEQ_ITEMS {
                    return Ok(Value::unknown(t));
                }
                let mut v = Vec::with_capacity(base.len() * n);
                for _ in 0..n {
                    v.extend(base.iter().cloned());
                }
                if matches!(l.kind, V::Tuple(_)) {
                    Value::tuple(v)
                } else {
                    Value::list(v)
                }
            }
            (V::Dict(a), V::Dict(b)) if op == BitOr => {
                let mut d = a.borrow().clone();
                for (k, v, s) in b.borrow().entries.iter() {
                    d.insert(k.clone(), v.clone(), *s);
                }
                Value::dict(d)
            }
            (V::Config(a), V::Dict(b)) if op == BitOr => {
                let mut c = a.borrow().clone();
                for (k, v, _) in b.borrow().entries.iter() {
                    if let Some(ks) = k.as_str() {
                        c.set(ks, v.clone(), true);
                    }
                }
                Value::new(V::Config(Rc::new(RefCell::new(c))))
            }
            (V::Set(a), V::Set(b)) => {
                let (a, b) = (a.borrow(), b.borrow());
                let items: Vec<Value> = match op {
                    BitOr => a.iter().chain(b.iter()).cloned().collect(),
                    BitAnd => a.iter().filter(|x| any_eq(&b, x) == Some(true)).cloned().collect(),
                    Sub => a.iter().filter(|x| any_eq(&b, x) != Some(true)).cloned().collect(),
                    _ => return Ok(Value::unknown(t)),
                };
                Value::new(V::Set(Rc::new(RefCell::new(dedupe(items)))))
            }
            _ => {
                return Err(self.error(
                    "TypeError",
                    format!(
                        "unsupported operand type(s) for {}: '{}' and '{}'",
                        op_symbol(op),
                        l.type_name(),
                        r.type_name()
                    ),
                    t,
                ));
            }
        };
        Ok(v.with_taint(t))
    }

    pub fn native_attr(&mut self, n: Native, name: &str) -> Value<'a> {
        use Builtin as B;
        let b = |x: B| Value::new(V::Builtin(x));
        match (n, name) {
            (Native::Torch, "finfo") => b(B::Finfo),
            (Native::Torch, "iinfo") => b(B::Iinfo),
            (Native::Torch, "is_tensor") => b(B::IsTensor),
            (Native::Torch, "dtype") => Value::unknown(0),
            (Native::Torch, "__dict__") => Value::new(V::Native(Native::TorchDict)),
            (Native::Torch, "randn" | "rand" | "empty" | "zeros" | "ones") => b(B::TensorSized),
            (Native::Torch, "full") => b(B::TensorFull),
            (Native::Torch, "randint") => b(B::TensorRandint),
            (Native::Torch, "randperm") => b(B::TensorRandperm),
            (Native::Torch, "arange") => b(B::TensorArange),
            (Native::Torch, "empty_like" | "zeros_like" | "ones_like" | "randn_like" | "rand_like" | "full_like") => {
                b(B::TensorLike)
            }
            (Native::TorchDict, "get") => b(B::TorchDictGet),
            (Native::Torch, _) => match super::torch::lookup(name) {
                Some(d) => Value::new(V::Dtype(d)),
                None => Value::unknown(0),
            },
            (Native::Importlib, "import_module") => b(B::ImportModule),
            (Native::Copy, "copy") => b(B::CopyCopy),
            (Native::Copy, "deepcopy") => b(B::CopyDeepcopy),
            (Native::Itertools, "product") => b(B::Product),
            (Native::Itertools, "chain") => b(B::Chain),
            (Native::Math, "ceil") => b(B::Ceil),
            (Native::Math, "floor") => b(B::Floor),
            (Native::Math, "log2") => b(B::Log2),
            (Native::Math, "sqrt") => b(B::Sqrt),
            (Native::Math, "gcd") => b(B::Gcd),
            (Native::Math, "prod") => b(B::Prod),
            (Native::Math, "inf") => Value::new(V::Float(f64::INFINITY)),
            (Native::Functools, "partial") => b(B::Partial),
            (Native::Functools, "reduce") => b(B::Reduce),
            (Native::Functools, "lru_cache" | "cache" | "wraps") => b(B::Noop),
            (Native::Dataclasses, "dataclass") => b(B::Dataclass),
            (Native::Dataclasses, "field") => b(B::Field),
            (Native::Dataclasses, "MISSING") => dataclass_missing(),
            (Native::Dataclasses, "fields") => b(B::DataclassFields),
            (Native::Dataclasses, "asdict") => b(B::Asdict),
            (Native::Dataclasses, "replace") => b(B::DataclassReplace),
            (Native::Collections, "OrderedDict") => b(B::Dict),
            (Native::Collections, "defaultdict") => b(B::Dict),
            (Native::Types, "SimpleNamespace") | (Native::Argparse, "Namespace") => b(B::Namespace),
            (Native::Argparse, "ArgumentParser") => b(B::ArgParser),
            (Native::ArgParser, "parse_args") => b(B::ParseArgs),
            (Native::ArgParser, "parse_known_args") => b(B::ParseKnownArgs),
            (
                Native::ArgParser,
                "add_argument_group" | "add_mutually_exclusive_group" | "add_subparsers" | "add_parser",
            ) => b(B::ArgParser),
            (Native::Yaml, "safe_load" | "load" | "full_load" | "unsafe_load") => b(B::YamlLoad),
            (Native::Os, "path") => Value::new(V::Native(Native::OsPath)),
            (Native::Os, "sep") | (Native::OsPath, "sep") => Value::str("/"),
            (Native::OsPath, "join") => b(B::PathJoin),
            (Native::OsPath, "basename") => b(B::PathBasename),
            (Native::OsPath, "dirname") => b(B::PathDirname),
            (Native::OsPath, "split") => b(B::PathSplit),
            (Native::OsPath, "splitext") => b(B::PathSplitext),
            (Native::OsPath, "normpath") => b(B::PathNormpath),
            (Native::OsPath, "abspath" | "realpath") => b(B::PathAbspath),
            (Native::OsPath, "expanduser") => b(B::PathExpanduser),
            (Native::Sys, "exit") => b(B::SysExit),
            (Native::Os, "fspath") => b(B::Str),
            (Native::Pathlib, "Path" | "PurePath" | "PosixPath" | "PurePosixPath") => b(B::PathNew),
            _ => Value::unknown(0),
        }
    }
}

/// Python's standard library (top-level names) beyond the modules modelled above: always there,
/// so never an unresolved import; what they give is unknown.
const STDLIB: &[&str] = &[
    "__future__",
    "abc",
    "argparse",
    "array",
    "ast",
    "asyncio",
    "atexit",
    "base64",
    "bisect",
    "builtins",
    "bz2",
    "calendar",
    "cmath",
    "codecs",
    "collections",
    "colorsys",
    "concurrent",
    "configparser",
    "contextlib",
    "contextvars",
    "copy",
    "copyreg",
    "cProfile",
    "csv",
    "ctypes",
    "datetime",
    "decimal",
    "difflib",
    "dis",
    "enum",
    "errno",
    "faulthandler",
    "fcntl",
    "filecmp",
    "fnmatch",
    "fractions",
    "gc",
    "getpass",
    "gettext",
    "glob",
    "gzip",
    "hashlib",
    "heapq",
    "hmac",
    "html",
    "http",
    "importlib",
    "inspect",
    "io",
    "ipaddress",
    "itertools",
    "json",
    "keyword",
    "linecache",
    "locale",
    "logging",
    "lzma",
    "marshal",
    "math",
    "mmap",
    "multiprocessing",
    "numbers",
    "operator",
    "os",
    "pathlib",
    "pickle",
    "pkgutil",
    "platform",
    "pprint",
    "profile",
    "pstats",
    "queue",
    "random",
    "re",
    "resource",
    "sched",
    "secrets",
    "select",
    "shlex",
    "shutil",
    "signal",
    "site",
    "socket",
    "sqlite3",
    "ssl",
    "stat",
    "statistics",
    "string",
    "struct",
    "subprocess",
    "sys",
    "sysconfig",
    "tarfile",
    "tempfile",
    "textwrap",
    "threading",
    "time",
    "timeit",
    "token",
    "tokenize",
    "tomllib",
    "traceback",
    "types",
    "typing",
    "unicodedata",
    "unittest",
    "urllib",
    "uuid",
    "warnings",
    "weakref",
    "zipfile",
    "zlib",
    "zoneinfo",
];

/// A GPU spec "has an FP4 peak" when a key or attribute of it (or of a mapping or object it
/// holds) names FP4 and holds a non-zero value: `"fp4_tflops": 9000.0`, `{"peak": {"fp4": …}}`,
/// `GpuSpec(fp4_tflops=None)` has none.
pub fn has_fp4_peak(spec: &Value, depth: usize) -> bool {
    if depth > 3 {
        return false;
    }
    let named = |k: &str| k.to_lowercase().contains("fp4");
    let holds = |k: &str, v: &Value| {
        (named(k) && v.truthy() == Some(true) && !matches!(v.kind, V::Dict(_))) || has_fp4_peak(v, depth + 1)
    };
    match &spec.kind {
        V::Dict(d) => d
            .borrow()
            .entries
            .iter()
            .any(|(k, v, _)| k.as_str().is_some_and(|k| holds(k, v))),
        V::Instance(i) => i.attrs.borrow().iter().any(|(k, v)| holds(k, v)),
        _ => false,
    }
}

pub fn native_module(name: &str) -> Option<Native> {
    let first = name.split('.').next().unwrap_or(name);
    Some(match (first, name) {
        (_, "torch") => Native::Torch,
        ("torch", _) => Native::Opaque,
        (_, "importlib") => Native::Importlib,
        (_, "copy") => Native::Copy,
        (_, "itertools") => Native::Itertools,
        (_, "math") => Native::Math,
        (_, "functools") => Native::Functools,
        (_, "argparse") => Native::Argparse,
        (_, "dataclasses") => Native::Dataclasses,
        (_, "collections") => Native::Collections,
        (_, "types") => Native::Types,
        (_, "os") => Native::Os,
        (_, "os.path" | "posixpath") => Native::OsPath,
        (_, "sys") => Native::Sys,
        (_, "yaml") => Native::Yaml,
        (_, "pathlib") => Native::Pathlib,
        (first, _) if STDLIB.contains(&first) || first == "yaml" => Native::Opaque,
        _ => return None,
    })
}

fn builtin_value<'a>(name: &str) -> Option<Value<'a>> {
    use Builtin as B;
    let b = match name {
        "len" => B::Len,
        "min" => B::Min,
        "max" => B::Max,
        "int" => B::Int,
        "float" => B::Float,
        "str" => B::Str,
        "bool" => B::Bool,
        "list" => B::List,
        "tuple" => B::Tuple,
        "dict" => B::Dict,
        "set" => B::Set,
        "frozenset" => B::Frozenset,
        "sorted" => B::Sorted,
        "range" => B::Range,
        "enumerate" => B::Enumerate,
        "zip" => B::Zip,
        "isinstance" => B::Isinstance,
        "getattr" => B::Getattr,
        "hasattr" => B::Hasattr,
        "setattr" => B::Setattr,
        "abs" => B::Abs,
        "sum" => B::Sum,
        "any" => B::Any,
        "all" => B::All,
        "print" => B::Print,
        "round" => B::Round,
        "divmod" => B::Divmod,
        "pow" => B::Pow,
        "map" => B::Map,
        "filter" => B::Filter,
        "reversed" => B::Reversed,
        "repr" => B::Repr,
        "type" => B::Type,
        "iter" => B::Iter,
        "next" => B::Next,
        "globals" | "locals" | "vars" => B::Globals,
        "callable" => B::Callable,
        "super" => B::Super,
        "object" => B::Object,
        "property" => B::Property,
        "staticmethod" => B::Staticmethod,
        "classmethod" => B::Classmethod,
        "__import__" => B::ImportModule,
        "open" | "input" | "id" | "hash" | "format" | "exec" | "eval" | "compile" => B::Opaque,
        _ => {
            if is_exception_name(name) {
                return Some(Value::new(V::ExcType(Rc::from(name))));
            }
            return None;
        }
    };
    Some(Value::new(V::Builtin(b)))
}

/// Python's built-in exception hierarchy: a name's parent.
pub fn exception_parent(name: &str) -> Option<&'static str> {
    Some(match name {
        "BaseException" => return None,
        "Exception" | "KeyboardInterrupt" | "SystemExit" | "GeneratorExit" => "BaseException",
        "KeyError" | "IndexError" => "LookupError",
        "NotImplementedError" | "RecursionError" => "RuntimeError",
        "ModuleNotFoundError" => "ImportError",
        "ZeroDivisionError" | "OverflowError" | "FloatingPointError" => "ArithmeticError",
        "FileNotFoundError" | "PermissionError" | "TimeoutError" | "IsADirectoryError" => "OSError",
        "UnicodeError" => "ValueError",
        "UnicodeDecodeError" | "UnicodeEncodeError" => "UnicodeError",
        "DeprecationWarning" | "UserWarning" | "RuntimeWarning" => "Warning",
        _ => "Exception",
    })
}

fn is_exception_name(name: &str) -> bool {
    matches!(
        name,
        "BaseException"
            | "Exception"
            | "ValueError"
            | "TypeError"
            | "KeyError"
            | "IndexError"
            | "LookupError"
            | "RuntimeError"
            | "NotImplementedError"
            | "AssertionError"
            | "AttributeError"
            | "ImportError"
            | "ModuleNotFoundError"
            | "ZeroDivisionError"
            | "ArithmeticError"
            | "OverflowError"
            | "OSError"
            | "IOError"
            | "FileNotFoundError"
            | "NameError"
            | "StopIteration"
            | "RecursionError"
            | "UnicodeError"
            | "PermissionError"
            | "TimeoutError"
            | "Warning"
            | "UserWarning"
            | "DeprecationWarning"
            | "RuntimeWarning"
            | "KeyboardInterrupt"
            | "SystemExit"
    )
}

fn exc_class_names<'a>(v: &Value<'a>) -> Vec<String> {
    let mut out = Vec::new();
    let class = match &v.kind {
        V::Instance(i) => i.class.clone(),
        _ => v.clone(),
    };
    let mut todo = vec![class];
    let mut guard = 0;
    while let Some(c) = todo.pop() {
        guard += 1;
        if guard > 64 {
            break;
        }
        match &c.kind {
            V::ExcType(n) => {
                let mut cur: Option<&str> = Some(n);
                let mut owned = n.to_string();
                while let Some(name) = cur {
                    out.push(name.to_string());
                    cur = exception_parent(name);
                    owned = cur.unwrap_or("").to_string();
                }
                let _ = owned;
            }
            V::Class(cl) => {
                out.push(format!("class:{:p}", Rc::as_ptr(cl)));
                todo.extend(cl.bases.iter().cloned());
            }
            _ => {}
        }
    }
    out
}

fn exc_matches<'a>(exc: &Value<'a>, handler: &Value<'a>) -> bool {
    let names = exc_class_names(exc);
    let check = |h: &Value<'a>| match &h.kind {
        V::ExcType(n) => names.iter().any(|x| x == &**n) || (&**n == "IOError" && names.iter().any(|x| x == "OSError")),
        V::Class(cl) => names.iter().any(|x| x == &format!("class:{:p}", Rc::as_ptr(cl))),
        V::Unknown => true,
        _ => false,
    };
    match &handler.kind {
        V::Tuple(t) => t.iter().any(check),
        _ => check(handler),
    }
}

pub fn exc_message(v: &Value) -> String {
    if let V::Instance(i) = &v.kind {
        if let Some((_, args)) = i.attrs.borrow().iter().find(|(k, _)| &**k == "args") {
            if let V::Tuple(t) = &args.kind {
                if let Some(first) = t.first() {
                    return to_display(first, false);
                }
            }
        }
    }
    String::new()
}

/// A backend's adapter, by the seed's naming convention (`adapt_*`, `_adapt_fi`, an `ADAPTERS` table).
/// (Case does not matter; compared without making a lowercase copy: a probe asks this of every
/// frame of the stack at every adapter check.)
fn is_adapter_name(name: &str) -> bool {
    name.trim_start_matches('_')
        .as_bytes()
        .get(..5)
        .is_some_and(|p| p.eq_ignore_ascii_case(b"adapt"))
}

/// A lambda takes the name it is bound to (`adapt_x = lambda ...`), and the lambdas of a dict
/// display take the dict's (`ADAPTERS = {"x": lambda ...}`), so the rules that go by a
/// function's name (an adapter is `adapt*`) see them too.
/// `v` with its unnamed lambdas named `name`, and whether a dict's were (the dict changed).
fn name_lambdas<'a>(v: Value<'a>, name: &str) -> (Value<'a>, bool) {
    fn renamed<'a>(f: &Func<'a>, name: &str) -> Func<'a> {
        Func {
            name: Rc::from(name),
            body: match f.body {
                FuncBody::Def(d) => FuncBody::Def(d),
                FuncBody::Lambda(l) => FuncBody::Lambda(l),
            },
            module: f.module,
            env: f.env.clone(),
            defaults: f.defaults.clone(),
            kw_defaults: f.kw_defaults.clone(),
            offset: f.offset,
        }
    }
    let unnamed = |v: &Value<'a>| matches!(&v.kind, V::Func(f) if matches!(f.body, FuncBody::Lambda(_)) && &*f.name == "<lambda>");
    match &v.kind {
        V::Func(f) if unnamed(&v) => (
            Value {
                kind: V::Func(Rc::new(renamed(f, name))),
                ..v
            },
            false,
        ),
        V::Dict(d) if d.borrow().entries.iter().any(|e| unnamed(&e.1)) => {
            for entry in d.borrow_mut().entries.iter_mut() {
                if let V::Func(f) = &entry.1.kind {
                    if unnamed(&entry.1) {
                        entry.1.kind = V::Func(Rc::new(renamed(f, name)));
                    }
                }
            }
            (v, true)
        }
        _ => (v, false),
    }
}

fn is_membership(e: &Expr) -> bool {
    match e {
        Expr::Compare(c) => {
            c.ops.iter().any(|op| matches!(op, ast::CmpOp::In | ast::CmpOp::NotIn))
                || (c.ops.iter().all(|op| matches!(op, ast::CmpOp::Eq | ast::CmpOp::NotEq))
                    && c.comparators
                        .iter()
                        .chain(std::iter::once(&*c.left))
                        .any(|x| matches!(x, Expr::StringLiteral(_))))
        }
        Expr::UnaryOp(u) => is_membership(&u.operand),
        Expr::BoolOp(b) => b.values.iter().all(is_membership),
        _ => false,
    }
}

/// A branch that only raises (`if bad: raise ValueError(...)`).
fn is_guard_raise(body: &[Stmt]) -> bool {
    matches!(body, [Stmt::Raise(r)] if r.exc.is_some())
}

/// Branch `i` of an `if` statement (0: the `if`, then its `elif`/`else` clauses): its test (none
/// for `else`) and body.
fn if_branch(s: &ast::StmtIf, i: usize) -> (Option<&Expr>, &[Stmt]) {
    match i {
        0 => (Some(&s.test), &s.body[..]),
        _ => {
            let c = &s.elif_else_clauses[i - 1];
            (c.test.as_ref(), &c.body[..])
        }
    }
}

/// How many `raise` statements stand directly in a block (not in nested functions).
fn raises(body: &[Stmt]) -> usize {
    body.iter()
        .map(|s| match s {
            Stmt::Raise(_) => 1,
            Stmt::If(i) => raises(&i.body) + i.elif_else_clauses.iter().map(|c| raises(&c.body)).sum::<usize>(),
            _ => 0,
        })
        .sum()
}

/// `l is r`: the same object for mutable containers; equal for the rest (whose identity Python
/// leaves to the implementation, small numbers and names being shared).
fn is_same<'a>(l: &Value<'a>, r: &Value<'a>) -> Option<bool> {
    match (&l.kind, &r.kind) {
        (V::Unknown, _) | (_, V::Unknown) => None,
        (V::Tensor(a), V::Tensor(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Tensor(_), _) | (_, V::Tensor(_)) => Some(false),
        (V::List(a), V::List(b)) | (V::Set(a), V::Set(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Dict(a), V::Dict(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Instance(a), V::Instance(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Config(a), V::Config(b)) => Some(Rc::ptr_eq(a, b)),
        _ => py_eq(l, r),
    }
}

fn union_taint(items: &[Value]) -> Taint {
    items.iter().fold(0, |t, v| t | v.taint)
}

pub fn num_f(v: &Value) -> f64 {
    match v.kind {
        V::Int(i) => i as f64,
        V::Bool(b) => b as i64 as f64,
        V::Float(f) => f,
        _ => f64::NAN,
    }
}

pub fn seq_items<'a>(v: &Value<'a>) -> Vec<Value<'a>> {
    match &v.kind {
        V::List(l) | V::Set(l) => l.borrow().clone(),
        V::Tuple(t) => t.as_ref().clone(),
        V::Str(s) => s.chars().map(|c| Value::str(&c.to_string())).collect(),
        _ => Vec::new(),
    }
}

fn any_eq<'a>(items: &[Value<'a>], x: &Value<'a>) -> Option<bool> {
    let mut unknown = x.is_unknown();
    for i in items {
        match py_eq(i, x) {
            Some(true) => return Some(true),
            None => unknown = true,
            _ => {}
        }
    }
    if unknown {
        None
    } else {
        Some(false)
    }
}

pub fn dedupe<'a>(items: Vec<Value<'a>>) -> Vec<Value<'a>> {
    let mut out: Vec<Value<'a>> = Vec::new();
    for i in items {
        if any_eq(&out, &i) != Some(true) {
            out.push(i);
        }
    }
    out
}

fn op_symbol(op: ast::Operator) -> &'static str {
    use ast::Operator::*;
    match op {
        Add => "+",
        Sub => "-",
        Mult => "*",
        MatMult => "@",
        Div => "/",
        Mod => "%",
        Pow => "**",
        LShift => "<<",
        RShift => ">>",
        BitOr => "|",
        BitXor => "^",
        BitAnd => "&",
        FloorDiv => "//",
    }
}

/// `fmt % args` as Python's printf-style formatting does it: `Ok(None)` when the result depends
/// on something unknown (an unknown argument, a mapping, an object, a float in `e`/`g` notation),
/// `Err` with the error Python raises (`"64" % 8`: TypeError, not all arguments converted).
fn percent_format(fmt: &str, args: &Value) -> Result<Option<String>, (&'static str, String)> {
    type Fail = (&'static str, String);
    let type_error = |m: String| -> Fail { ("TypeError", m) };
    if args.is_unknown() || matches!(args.kind, V::Dict(_) | V::Config(_) | V::Instance(_)) {
        // A mapping (`%(name)s`, or no conversion at all) or an object of unknown type.
        return Ok(None);
    }
    // Any other object with items (a list) is taken as a mapping, too: no conversion, no error.
    let mapping_like = matches!(args.kind, V::List(_));
    let items: Vec<Value> = match &args.kind {
        V::Tuple(t) => t.as_ref().clone(),
        _ => vec![args.clone()],
    };
    let mut next = items.iter();
    let mut out = String::new();
    let mut unknown = false;
    let mut converted = false;
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        if chars.peek() == Some(&'(') {
            return Ok(None);
        }
        let mut flags = String::new();
        while let Some(&f) = chars.peek().filter(|f| "#0- +".contains(**f)) {
            flags.push(f);
            chars.next();
        }
        // A number in the spec, or `*` (taken from the arguments): `Some(None)` when unknown.
        let mut number = |chars: &mut std::iter::Peekable<std::str::Chars>| -> Result<Option<Option<usize>>, Fail> {
            if chars.peek() == Some(&'*') {
                chars.next();
                return match next.next() {
                    Some(Value { kind: V::Int(n), .. }) => Ok(Some(Some((*n).clamp(0, 1 << 16) as usize))),
                    Some(v) if v.is_unknown() => Ok(Some(None)),
                    Some(_) => Err(type_error("* wants int".into())),
                    None => Err(type_error("not enough arguments for format string".into())),
                };
            }
            let mut n: Option<usize> = None;
            while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                n = Some((n.unwrap_or(0) * 10 + d as usize).min(1 << 16));
                chars.next();
            }
            Ok(n.map(Some))
        };
        let width = number(&mut chars)?;
        let precision = if chars.peek() == Some(&'.') {
            chars.next();
            Some(number(&mut chars)?.unwrap_or(Some(0)))
        } else {
            None
        };
        while chars.peek().is_some_and(|l| "hlL".contains(*l)) {
            chars.next();
        }
        let Some(conv) = chars.next() else {
            return Err(("ValueError", "incomplete format".into()));
        };
        if conv == '%' {
            out.push('%');
            continue;
        }
        converted = true;
        let Some(v) = next.next() else {
            return Err(type_error("not enough arguments for format string".into()));
        };
        let (Some(width), Some(precision)) = (width.unwrap_or(Some(0)), precision.map_or(Some(None), |p| p.map(Some)))
        else {
            unknown = true;
            continue;
        };
        if v.is_unknown() || matches!(v.kind, V::Instance(_) | V::Config(_)) {
            // Its value, or how it formats itself, is not known.
            unknown = true;
            continue;
        }
        let number_value = || -> Result<f64, Fail> {
            match &v.kind {
                V::Int(i) => Ok(*i as f64),
                V::Bool(b) => Ok(f64::from(u8::from(*b))),
                V::Float(f) => Ok(*f),
                _ => Err(type_error(format!(
                    "%{conv} format: a real number is required, not {}",
                    v.type_name()
                ))),
            }
        };
        // (sign, prefix, digits) of a number, or the text of a string conversion.
        let sign_of = |negative: bool| {
            if negative {
                "-"
            } else if flags.contains('+') {
                "+"
            } else if flags.contains(' ') {
                " "
            } else {
                ""
            }
        };
        let (sign, prefix, body, numeric) = match conv {
            's' | 'r' | 'a' => {
                let t = to_display(v, conv != 's');
                let t = match precision {
                    Some(p) => t.chars().take(p).collect(),
                    None => t,
                };
                ("", "", t, false)
            }
            'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
                let i: i128 = match &v.kind {
                    V::Int(i) => i128::from(*i),
                    V::Bool(b) => i128::from(u8::from(*b)),
                    V::Float(f) if matches!(conv, 'd' | 'i' | 'u') => {
                        if !f.is_finite() {
                            return Ok(None);
                        }
                        f.trunc() as i128
                    }
                    V::Float(_) => {
                        return Err(type_error(format!("%{conv} format: an integer is required, not float")))
                    }
                    // Not a number: `number_value` says so as Python does.
                    _ if matches!(conv, 'd' | 'i' | 'u') => return number_value().map(|_| None),
                    _ => {
                        return Err(type_error(format!(
                            "%{conv} format: an integer is required, not {}",
                            v.type_name()
                        )))
                    }
                };
                let m = i.unsigned_abs();
                let digits = match conv {
                    'x' => format!("{m:x}"),
                    'X' => format!("{m:X}"),
                    'o' => format!("{m:o}"),
                    _ => m.to_string(),
                };
                let digits = match precision {
                    Some(p) if p > digits.len() => format!("{}{digits}", "0".repeat(p - digits.len())),
                    _ => digits,
                };
                let prefix = match (conv, flags.contains('#')) {
                    ('x', true) => "0x",
                    ('X', true) => "0X",
                    ('o', true) => "0o",
                    _ => "",
                };
                (sign_of(i < 0), prefix, digits, true)
            }
            'f' | 'F' => {
                let x = number_value()?;
                if !x.is_finite() {
                    return Ok(None);
                }
                let digits = format!("{:.*}", precision.unwrap_or(6), x.abs());
                (sign_of(x.is_sign_negative() && x != 0.0), "", digits, true)
            }
            'e' | 'E' | 'g' | 'G' | 'c' => {
                number_value()?;
                return Ok(None);
            }
            other => {
                return Err((
                    "ValueError",
                    format!("unsupported format character '{other}' ({:#x})", u32::from(other)),
                ))
            }
        };
        let len = sign.len() + prefix.len() + body.chars().count();
        let pad = width.saturating_sub(len);
        if flags.contains('-') {
            out.push_str(sign);
            out.push_str(prefix);
            out.push_str(&body);
            out.extend(std::iter::repeat_n(' ', pad));
        } else if flags.contains('0') && numeric {
            out.push_str(sign);
            out.push_str(prefix);
            out.extend(std::iter::repeat_n('0', pad));
            out.push_str(&body);
        } else {
            out.extend(std::iter::repeat_n(' ', pad));
            out.push_str(sign);
            out.push_str(prefix);
            out.push_str(&body);
        }
    }
    if next.next().is_some() && (converted || !mapping_like) {
        return Err(type_error(
            "not all arguments converted during string formatting".into(),
        ));
    }
    Ok((!unknown).then_some(out))
}

/// What a `for` body binds (assignments, inner loops, `with … as`) or mutates through
/// (`times.append(t)`, `x[i] = …`, `x.a = …`), and whether it reads the loop's target.
fn loop_effects(f: &ast::StmtFor) -> LoopEffects<'_> {
    use ruff_python_ast::visitor::{walk_expr, walk_stmt, Visitor};
    struct Names<'a> {
        targets: Vec<&'a str>,
        reads_target: bool,
        bound: Vec<&'a str>,
        mutated: Vec<&'a str>,
        called: Vec<&'a str>,
        plain: bool,
        /// The targets of loops nested in the body.
        inner_targets: Vec<&'a str>,
    }
    fn add<'a>(list: &mut Vec<&'a str>, n: &'a str) {
        if !list.contains(&n) {
            list.push(n);
        }
    }
    /// The name a chain of attributes and items starts from (`x` of `x.a[i]`).
    fn base(mut e: &Expr) -> Option<&str> {
        loop {
            match e {
                Expr::Attribute(a) => e = &a.value,
                Expr::Subscript(s) => e = &s.value,
                Expr::Name(n) => return Some(n.id.as_str()),
                _ => return None,
            }
        }
    }
    impl<'a> Visitor<'a> for Names<'a> {
        fn visit_expr(&mut self, e: &'a Expr) {
            match e {
                Expr::Name(n) => match n.ctx {
                    ast::ExprContext::Load => {
                        if self.targets.contains(&n.id.as_str()) {
                            self.reads_target = true;
                        }
                    }
                    _ => add(&mut self.bound, n.id.as_str()),
                },
                Expr::Attribute(ast::ExprAttribute { value, ctx, .. })
                | Expr::Subscript(ast::ExprSubscript { value, ctx, .. })
                    if !matches!(ctx, ast::ExprContext::Load) =>
                {
                    if let Some(n) = base(value) {
                        add(&mut self.mutated, n);
                    }
                }
                Expr::Call(c) => match &*c.func {
                    Expr::Attribute(a) => {
                        let mutator = MUTATORS.contains(&a.attr.id.as_str());
                        self.plain &= mutator;
                        if let Some(n) = base(&a.value) {
                            let list = if mutator { &mut self.mutated } else { &mut self.called };
                            add(list, n);
                        }
                    }
                    Expr::Name(n) => self.plain &= PURE_BUILTINS.contains(&n.id.as_str()),
                    _ => self.plain = false,
                },
                _ => {}
            }
            walk_expr(self, e);
        }
        fn visit_stmt(&mut self, s: &'a Stmt) {
            match s {
                Stmt::Raise(_) | Stmt::Assert(_) | Stmt::Try(_) | Stmt::With(_) | Stmt::Return(_) => self.plain = false,
                Stmt::For(inner) => collect_target_names(&inner.target, &mut self.inner_targets),
                Stmt::FunctionDef(d) => add(&mut self.bound, d.name.id.as_str()),
                Stmt::ClassDef(c) => add(&mut self.bound, c.name.id.as_str()),
                Stmt::Import(i) => {
                    for a in &i.names {
                        let n = a.asname.as_ref().unwrap_or(&a.name);
                        add(&mut self.bound, n.id.as_str().split('.').next().unwrap_or_default());
                    }
                }
                Stmt::ImportFrom(i) => {
                    for a in &i.names {
                        add(&mut self.bound, a.asname.as_ref().unwrap_or(&a.name).id.as_str());
                    }
                }
                _ => {}
            }
            walk_stmt(self, s);
        }
    }
    let mut targets = Vec::new();
    collect_target_names(&f.target, &mut targets);
    let mut v = Names {
        targets,
        reads_target: false,
        bound: Vec::new(),
        mutated: Vec::new(),
        called: Vec::new(),
        plain: true,
        inner_targets: Vec::new(),
    };
    for s in f.body.iter().chain(f.orelse.iter()) {
        v.visit_stmt(s);
    }
    let reads_target = v.reads_target || v.targets.iter().any(|t| t.is_empty());
    let targets = std::mem::take(&mut v.targets);
    v.mutated.retain(|n| !targets.contains(n) && !v.bound.contains(n));
    v.called
        .retain(|n| !targets.contains(n) && !v.bound.contains(n) && !v.mutated.contains(n));
    LoopEffects {
        reads_target,
        // Only filling containers: a loop that binds a name outside its target (an accumulator,
        // `total += x`) computes what comes after, and runs in full.
        plain: v.plain
            && v.bound
                .iter()
                .all(|b| targets.contains(b) || v.inner_targets.contains(b)),
        bound: v.bound.into(),
        mutated: v.mutated.into(),
        called: v.called.into(),
    }
}

/// Built-ins that compute and call nothing of the harness's.
const PURE_BUILTINS: &[&str] = &[
    "len",
    "str",
    "int",
    "float",
    "bool",
    "round",
    "abs",
    "min",
    "max",
    "sum",
    "sorted",
    "list",
    "tuple",
    "dict",
    "set",
    "isinstance",
    "range",
    "enumerate",
    "zip",
    "repr",
];

/// Methods of Python's lists, dicts and sets that change them (every one the evaluator models
/// that changes its receiver, the config's too).
pub(super) const MUTATORS: &[&str] = &[
    "append",
    "extend",
    "insert",
    "pop",
    "remove",
    "clear",
    "sort",
    "reverse",
    "update",
    "setdefault",
    "popitem",
    "add",
    "discard",
    "difference_update",
    "intersection_update",
    "symmetric_difference_update",
];

/// What a loop's body changes: the names it binds, the names whose values it changes through an
/// item, an attribute or a list/dict/set method, and the names it calls other methods on (which
/// may change an instance).
struct LoopEffects<'a> {
    reads_target: bool,
    /// The body only fills containers: it binds nothing but its target, has no `raise`,
    /// `assert`, `try`, `with` or `return`, and calls nothing but a container's own methods and
    /// pure built-ins (the columns of a report gathered from its rows).
    plain: bool,
    bound: Box<[&'a str]>,
    mutated: Box<[&'a str]>,
    called: Box<[&'a str]>,
}

fn collect_target_names<'a>(e: &'a Expr, out: &mut Vec<&'a str>) {
    match e {
        Expr::Name(n) => out.push(n.id.as_str()),
        Expr::Tuple(t) => t.elts.iter().for_each(|x| collect_target_names(x, out)),
        Expr::List(l) => l.elts.iter().for_each(|x| collect_target_names(x, out)),
        Expr::Starred(s) => collect_target_names(&s.value, out),
        _ => out.push(""),
    }
}

/// How many items `range(start, stop, step)` has.
fn range_len(start: i64, stop: i64, step: i64) -> u64 {
    let (span, step) = if step > 0 {
        (stop as i128 - start as i128, step as i128)
    } else {
        (start as i128 - stop as i128, -(step as i128))
    };
    if span <= 0 {
        0
    } else {
        ((span + step - 1) / step) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::python::PyModule;

    #[test]
    fn percent_format_formats_and_fails_like_python() {
        // Expected values printed by CPython 3.11.
        let int = Value::int;
        let st = |x: &str| Value::str(x);
        let tup = |v: Vec<Value<'static>>| Value::tuple(v);
        let ok = |f: &str, a: Value| percent_format(f, &a).expect("formats").expect("known");
        assert_eq!(ok("%d", int(5)), "5");
        assert_eq!(ok("%5d", int(42)), "   42");
        assert_eq!(ok("%-5d|", int(42)), "42   |");
        assert_eq!(ok("%05d", int(-42)), "-0042");
        assert_eq!(ok("%.2f", Value::new(V::Float(1.23456))), "1.23");
        assert_eq!(ok("%8.3f", Value::new(V::Float(2.5))), "   2.500");
        assert_eq!(ok("%s-%s", tup(vec![st("a"), int(1)])), "a-1");
        assert_eq!(ok("%r", st("x")), "'x'");
        assert_eq!(ok("%x %X %o", tup(vec![int(255), int(255), int(8)])), "ff FF 10");
        assert_eq!(
            ok("%.3s|%5s|%-5s|", tup(vec![st("abcdef"), st("ab"), st("ab")])),
            "abc|   ab|ab   |"
        );
        assert_eq!(ok("%d%%", int(50)), "50%");
        assert_eq!(ok("%i", Value::bool(true)), "1");
        assert_eq!(ok("%d", Value::new(V::Float(3.9))), "3");
        assert_eq!(
            ok(
                "%x|%+d|% d|%#x|%#o|%#X",
                tup(vec![int(-255), int(5), int(5), int(255), int(8), int(255)])
            ),
            "-ff|+5| 5|0xff|0o10|0XFF"
        );
        assert_eq!(
            ok("%.3d|%08.3d|%-+5d|%05x", tup(vec![int(5), int(-5), int(3), int(-255)])),
            "005|-0000005|+3   |-00ff"
        );
        assert_eq!(ok("%+.2f", Value::new(V::Float(2.5))), "+2.50");
        assert_eq!(ok("abc", Value::list(vec![])), "abc");
        let err = |f: &str, a: Value| percent_format(f, &a).expect_err("fails");
        assert_eq!(
            err("64", int(8)),
            (
                "TypeError",
                "not all arguments converted during string formatting".to_string()
            )
        );
        assert_eq!(
            err("%d %d", tup(vec![int(1)])),
            ("TypeError", "not enough arguments for format string".to_string())
        );
        assert_eq!(
            err("%d", st("x")),
            ("TypeError", "%d format: a real number is required, not str".to_string())
        );
        assert_eq!(err("%", int(1)).0, "ValueError");
        assert_eq!(err("%z", int(1)).0, "ValueError");
        // What depends on an unknown value is unknown, not guessed.
        assert_eq!(percent_format("%d", &Value::unknown(0)), Ok(None));
        assert_eq!(
            percent_format("%s and %s", &tup(vec![int(1), Value::unknown(0)])),
            Ok(None)
        );
        assert_eq!(percent_format("%.3e", &Value::new(V::Float(1.0))), Ok(None));
        assert_eq!(percent_format("%*d", &tup(vec![Value::unknown(0), int(1)])), Ok(None));
    }

    #[test]
    fn range_len_counts_like_python() {
        assert_eq!(range_len(0, 10, 1), 10);
        assert_eq!(range_len(0, 10, 3), 4);
        assert_eq!(range_len(5, 0, -1), 5);
        assert_eq!(range_len(0, 10, -1), 0);
        assert_eq!(range_len(10, 0, 2), 0);
        assert_eq!(range_len(i64::MIN, i64::MAX, 1), u64::MAX);
        assert_eq!(range_len(i64::MIN, i64::MAX, 1 << 62), 4);
    }

    /// The loop effects of the first `for` in `src`.
    fn effects(src: &str) -> (bool, Vec<String>, Vec<String>, Vec<String>) {
        let m = PyModule::parse("t.py".into(), "t".into(), false, src.into());
        let Some(Stmt::For(f)) = m.body.first() else {
            panic!("no for loop in {src:?}")
        };
        let e = loop_effects(f);
        let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect();
        (e.reads_target, v(&e.bound), v(&e.mutated), v(&e.called))
    }

    #[test]
    fn loop_effects_name_what_a_body_binds_mutates_and_calls() {
        let (reads, bound, mutated, called) = effects(
            "for _ in range(n):\n    t = start.elapsed_time(end)\n    times.append(t)\n    stats[k] = t\n    torch.cuda.synchronize()\n",
        );
        assert!(!reads);
        assert_eq!(bound, ["t"]);
        assert_eq!(mutated, ["times", "stats"]);
        assert_eq!(called, ["start", "torch"]);
        let (reads, ..) = effects("for i in range(n):\n    events[i].record()\n");
        assert!(reads, "the target is read: not a repeat loop");
        let (reads, ..) = effects("for _ in range(n):\n    f(lambda: _)\n");
        assert!(reads, "read inside a lambda counts");
    }
}
