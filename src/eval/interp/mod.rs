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
//! iteration adds nothing to what the run has seen — as does a loop over the harness's own data
//! that only fills containers (a report's columns), once an iteration fills none either (a
//! table filled in a loop is filled whole, and at a module's top level always).
//!
//! In a check, a call made again with equal arguments may be answered from what the same call
//! returned before (`interp::memo`), when nothing it could read has changed since.
//!
//! The files, by concern: `state` (the interpreter's state in named parts), `statements`,
//! `loops`, `with_stmt` (context managers), `abc` (`abc.ABC`, `typing.Generic`/`Protocol`),
//! `expressions`, `operators`, `format` (`%`-formatting),
//! `formatting` (f-strings, `str.format`), `calls` and `params` (calling
//! functions and classes, binding arguments), `exceptions`, `imports`, `decide` (what a path
//! decides), `observe` and `events` (what the analysis records), `memo` (calls remembered),
//! `pristine` (module state as imports left it, put back before each run). Each
//! adds methods to [`Interp`]; they call each other through it.

use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;

use super::value::*;
use crate::discover::Harness;
use crate::parse::python::ast::{self, Expr, Stmt};
use crate::parse::python::Ranged;
use crate::parse::python::{name_key, node_key, scope_id, Slot as Place};

mod abc;
mod cached;
mod calls;
mod dataclass;
mod decide;
mod dispatch;
mod display;
mod enums;
mod events;
mod exceptions;
mod expressions;
mod extremes;
mod format;
mod formatting;
mod generators;
mod imports;
mod iter_sources;
mod loops;
mod memo;
mod metaclass;
mod module_dict;
mod object_base;
pub(crate) use cached::{cached, followed_function};
pub(crate) use calls::Init;
pub(crate) use object_base::ObjectMethod;
pub(crate) use pull::Take;
mod object_eq;
mod object_hooks;
mod observe;
mod operators;
pub(crate) use extremes::{Extreme, Walked};
pub(crate) use module_dict::Lookup;
pub(crate) use observe::config_among;
pub(crate) use operators::plain_kind;
pub(crate) use undecided::{passed, reach_addr};
mod params;
mod patterns;
mod pristine;
mod pull;
mod set_order;
mod slices;
mod state;
mod statements;
mod undecided;
mod with_stmt;

pub use display::display_is_plain;
pub use events::{Axis, Constraint, Events, Finding, FindingKind, Reach, Read, ReadKind, LIST_EXPECTED};
pub use exceptions::{exc_class_names, exc_is, exc_message, exception_ancestors, exception_parent, is_clean_exit};
pub use generators::{Gen, GenSrc};
pub(crate) use imports::resolve_relative;
pub use imports::{import_closure, import_closure_of, native_module, GuardedImport, Unresolved};
pub(in crate::eval) use loops::is_mutator;
use loops::LoopEffects;
use memo::{Begin, Memo};
pub use observe::has_fp4_peak;
pub use operators::{dedupe, num_f, seq_items};
use params::{Loose, Spread};
pub use patterns::{bases_known, is_metaclass, unseen_base, unseen_base_code};
pub use state::Argument;
use state::{Budget, Caches, EntryState, Explored, Frame, Guard, PathState, Stack, SweepLevel};
pub use undecided::{Fallback, FallbackKind, Undecided};
use undecided::{LoopCtl, Region, TryCtl};

/// How deeply expressions may nest while evaluating (a harness's code nests far less).
const MAX_EXPR_DEPTH: usize = 400;
/// The largest string the evaluator builds; a larger one becomes unknown (bounded memory).
const MAX_SEQ_BYTES: usize = 1 << 20;
/// The longest list or tuple the evaluator builds by `+` or `*`.
const MAX_SEQ_ITEMS: usize = 100_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Check,
    Probe,
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
    /// The last undecided region running where it was raised (`0`: none): a `try` entered
    /// before that region can't tell whether it was raised.
    pub region: u32,
}

pub type R<'a, T> = Result<T, Flow<'a>>;

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
    /// The config fields met so far, by id (a taint bit per field: [`Interp::field_bit`]).
    pub fields: Vec<Rc<str>>,
    /// Each of `fields` by name, to its index: `field_id` is asked on every config read.
    field_index: std::collections::HashMap<Rc<str>, u16, FxBuild>,
    /// Each harness module's scope, once imported (kept over runs, as in one Python process).
    module_envs: Vec<Option<Rc<Env<'a>>>>,
    /// Modules whose top level raised, forgotten as Python forgets them (the next import runs
    /// them again): what they had bound, for what still holds them (`module_scope`, their
    /// attributes).
    raised_envs: std::collections::HashMap<u32, Rc<Env<'a>>, FxBuild>,
    /// What the run records for the analysis.
    pub events: Events,
    /// The line being run.
    pub cur: Src,
    budget: Budget,
    stack: Stack<'a>,
    path: PathState<'a>,
    pub(in crate::eval) explored: Explored<'a>,
    pub(in crate::eval) entry: EntryState<'a>,
    caches: Caches<'a>,
    /// Calls remembered, and what module state they may rely on.
    memo: Memo<'a>,
    /// Imports of modules the tool can't see, over every run of this interpreter (a module's
    /// top level runs once).
    pub unresolved: Vec<Unresolved>,
    /// What `unresolved` holds, to ask in one step (it grows with every scenario a worker runs).
    unresolved_seen: HashSet<Unresolved>,
    /// Guarded imports met at a module's top level, over every run of this interpreter.
    pub guarded_top: Vec<GuardedImport>,
    /// Guarded imports (by statement key) this interpreter's runs take as failing.
    pub failing_imports: Vec<usize>,
    /// Every place this interpreter's runs answered without knowing (`undecided.rs`), and per
    /// module the ones its import did; the modules being imported, innermost last.
    pub fallbacks: Vec<Fallback>,
    module_fallbacks: Vec<Vec<usize>>,
    /// Each fallback's index in `fallbacks`, by where and what ([`Self::inexact`]).
    fallback_index: std::collections::HashMap<(u32, u32, FallbackKind, u64), usize, FxBuild>,
    importing: Vec<u32>,
    /// Take what the tool can't see (opaque modules, tensors, device queries) to work as on
    /// the machine the config is for: an operation on an unknown value raises nothing. Set for
    /// the harness's runs (README, "What the tool assumes"); off for the conformance corpus,
    /// where every claim is checked against CPython ([`crate::eval::program`]).
    pub assume_env: bool,
    /// Attributes of modules the tool models itself (`math.inf = …`) that the code replaced:
    /// read as not known from then on (module state, for the interpreter's life).
    altered_natives: Vec<(crate::eval::value::Native, Rc<str>)>,
    /// Modules outside the checkout known to be there when `assume_env` is off (the corpus's
    /// `_unseen`, which its runner provides): importing one raises nothing.
    pub provided_modules: &'static [&'static str],
    /// Names a region bound while they were unbound, or unbound (`del`): on the other path they
    /// are unbound, so reading one while its value is inexact may raise `NameError`.
    maybe_unbound: std::collections::HashSet<Rc<str>, FxBuild>,
    /// The objects this run marked as not known exactly for what it could not tell apart
    /// ([`Self::mark_for_run`]), each with the bits that added: taken back when the next run
    /// begins, which starts from the harness's state as imported, not from this run's doubts.
    run_marks: Vec<(Value<'a>, Taint)>,
    /// What the run stored in objects of code the tool can't see (`unseen.hook = f`): that code
    /// may use it whenever it runs again ([`Self::handed_to_unseen`]). Only where nothing is
    /// taken to work (`assume_env` off).
    given_away: Vec<Value<'a>>,
    /// Code the run can no longer reach was given away (a subclass no longer referenced, which
    /// CPython lists until it is collected): code the tool can't see may run it, and it may
    /// reach every module. Only where nothing is taken to work.
    gone_code: bool,
    /// `sys.modules` was read this run, where nothing is taken to work: what an import gives
    /// after that is not known (the table may have been changed).
    modules_table_open: bool,
    /// The next object gone over is asked its length after its `__iter__` (`list()`,
    /// `tuple()`, `list.extend`, `f(*obj)`: [`Self::length_hint`]); taken by the first object.
    pub(crate) hint_length: bool,
    /// How the next iterable gone over is taken ([`pull::Take`]); taken by the first one.
    pub(crate) take: pull::Take,
    /// The earliest count of changes the items just taken with [`pull::Take::Ahead`] were made
    /// at, for the iterator made from them ([`Self::ahead_of`]).
    made_ahead: Option<u64>,
    /// `abc.ABC`, `typing.Generic`/`Protocol` and what `@abstractmethod` marked (`abc.rs`).
    abc: abc::AbcState<'a>,
    /// Module state as imports left it, put back when a run begins (`pristine.rs`).
    pristine: pristine::Pristine<'a>,
}

impl Drop for Interp<'_> {
    fn drop(&mut self) {
        for w in self.caches.envs.drain(..) {
            if let Some(env) = w.upgrade() {
                let vars = std::mem::take(&mut *env.vars.borrow_mut());
                drop(vars);
            }
        }
        for c in self.caches.enum_classes.drain(..) {
            if let Some(c) = c.upgrade() {
                let attrs = std::mem::take(&mut *c.attrs.borrow_mut());
                drop(attrs);
                let info = c.enum_info.borrow_mut().take();
                drop(info);
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
            field_index: Default::default(),
            module_envs: vec![None; h.modules.len()],
            raised_envs: Default::default(),
            events: Events::default(),
            cur: Src {
                module: h.entry,
                offset: 0,
            },
            budget: Budget::new(limits),
            stack: Stack::default(),
            path: PathState {
                script,
                ..Default::default()
            },
            explored: Explored::default(),
            entry: EntryState::default(),
            caches: Caches::default(),
            memo: Memo::default(),
            unresolved: Vec::new(),
            unresolved_seen: HashSet::new(),
            guarded_top: Vec::new(),
            failing_imports: Vec::new(),
            fallbacks: Vec::new(),
            module_fallbacks: vec![Vec::new(); h.modules.len()],
            fallback_index: Default::default(),
            importing: Vec::new(),
            assume_env: true,
            altered_natives: Vec::new(),
            provided_modules: &[],
            maybe_unbound: Default::default(),
            run_marks: Vec::new(),
            given_away: Vec::new(),
            gone_code: false,
            modules_table_open: false,
            hint_length: false,
            take: pull::Take::Each,
            made_ahead: None,
            abc: Default::default(),
            pristine: Default::default(),
        }
    }

    fn track(&mut self, env: &Rc<Env<'a>>) {
        // Forget scopes already gone whenever the list doubles, so it stays about as long as
        // what is alive.
        if self.caches.envs.len() >= self.caches.prune_at {
            self.caches.envs.retain(|w| w.strong_count() > 0);
            self.caches.prune_at = (self.caches.envs.len() * 2).max(1024);
        }
        if self
            .caches
            .envs
            .last()
            .is_some_and(|w| std::ptr::eq(w.as_ptr(), Rc::as_ptr(env)))
        {
            return;
        }
        self.caches.envs.push(Rc::downgrade(env));
    }

    /// A name written in the harness's code, as a shared string made once per place it is written.
    fn name_rc(&mut self, name: &'a str) -> Rc<str> {
        let key = (name.as_ptr() as usize, name.len());
        if let Some(rc) = self.caches.names.get(&key) {
            return rc.clone();
        }
        let rc = self.intern(name);
        self.caches.names.insert(key, rc.clone());
        rc
    }

    fn intern(&mut self, text: &'a str) -> Rc<str> {
        self.caches
            .interned
            .entry(text)
            .or_insert_with(|| Rc::from(text))
            .clone()
    }

    /// A string literal's value, made once per literal and shared after.
    fn literal(&mut self, s: &'a ast::ExprStringLiteral) -> Value<'a> {
        let key = s as *const ast::ExprStringLiteral as usize;
        if let Some(text) = self.caches.literals.get(&key) {
            return Value::new(V::Str(text.clone()));
        }
        let value = s.value.to_str();
        if value.contains('\u{FFFD}') && surrogate_escape(self.h.module(self.cur.module).file.text_at(s.range)) {
            // Python's string holds a lone surrogate, which no Rust string does (the parser
            // wrote U+FFFD in its place).
            return Value::unknown(self.inexact(FallbackKind::NotModelled, "a string with a lone surrogate"));
        }
        let text = self.intern(value);
        self.caches.literals.insert(key, text.clone());
        Value::new(V::Str(text))
    }

    /// A harness module's scope as far as its top level ran (`None` before its import began):
    /// what a module that raised had bound before it did.
    pub fn module_scope(&self, idx: u32) -> Option<Rc<Env<'a>>> {
        self.module_envs
            .get(idx as usize)
            .cloned()
            .flatten()
            .or_else(|| self.raised_envs.get(&idx).cloned())
    }

    /// Start a new run on this interpreter: modules already imported stay imported (as they
    /// would in one Python process), everything about the previous run is forgotten.
    pub fn begin_run(&mut self, mode: Mode, limits: Limits, script: Vec<bool>, recover_backends: bool) {
        self.mode = mode;
        self.recover_backends = recover_backends;
        self.modules_table_open = false;
        self.events = Events::default();
        self.unmark_run();
        self.restore_pristine();
        self.cur = Src {
            module: self.h.entry,
            offset: 0,
        };
        self.budget.begin(limits);
        self.stack.begin();
        self.path.begin(script);
    }

    /// Start a new exploration: candidates are noted once for all its runs, and each run prefers
    /// the branch sides the earlier ones did not take.
    pub fn begin_exploration(&mut self) {
        self.explored.begin();
    }

    pub fn field_id(&mut self, name: &str) -> u16 {
        if let Some(&i) = self.field_index.get(name) {
            return i;
        }
        let name: Rc<str> = Rc::from(name);
        self.fields.push(name.clone());
        let i = (self.fields.len() - 1) as u16;
        self.field_index.insert(name, i);
        i
    }

    pub fn field_bit(id: u16) -> Taint {
        1u64 << (id.min(MAX_FIELD_BIT) as u64)
    }

    pub fn taint_fields(&self, t: Taint) -> Vec<String> {
        let mut out = Vec::new();
        for (i, f) in self.fields.iter().enumerate() {
            if i <= MAX_FIELD_BIT as usize && t & (1u64 << i) != 0 {
                out.push(f.to_string());
            }
        }
        out
    }

    /// `collections.ChainMap`: one class, made the first time it is asked for.
    pub(crate) fn chainmap_class(&mut self) -> Value<'a> {
        if let Some(c) = &self.caches.chainmap {
            return c.clone();
        }
        let c = self.make_chainmap_class();
        self.caches.chainmap = Some(c.clone());
        c
    }

    fn backends_bit(&self) -> Taint {
        match self.fields.iter().position(|f| &**f == BACKENDS_FIELD) {
            Some(i) => Self::field_bit(i as u16),
            None => 0,
        }
    }

    /// Stop the whole run for a limit of the tool's (steps, depth, paths), not the harness's:
    /// the line it stopped at is kept for the report (the `Flow` unwinds past it).
    pub(crate) fn stop(&mut self, why: impl Into<String>) -> Flow<'a> {
        self.events.stopped_at = Some(self.cur);
        Flow::Abort(why.into())
    }

    fn step(&mut self) -> R<'a, ()> {
        self.budget.steps += 1;
        if self.budget.steps > self.budget.limits.max_steps {
            return Err(self.stop(format!(
                "evaluation stopped after {} steps (a loop that does not end, or too much work)",
                self.budget.limits.max_steps
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
}

/// Whether a string literal's source text escapes a surrogate code point (`\ud800`,
/// `\U0000dfff`); a raw string's backslashes are taken as escapes too (it then says one where
/// there is none: the literal is only not known).
fn surrogate_escape(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    while i + 1 < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        let digits = match b[i + 1] {
            b'u' => 4,
            b'U' => 8,
            _ => {
                i += 2;
                continue;
            }
        };
        let code = text
            .get(i + 2..i + 2 + digits)
            .and_then(|h| u32::from_str_radix(h, 16).ok());
        if code.is_some_and(|c| (0xD800..=0xDFFF).contains(&c)) {
            return true;
        }
        i += 2;
    }
    false
}
