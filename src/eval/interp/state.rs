//! The interpreter's state, in named parts: what a run may still spend ([`Budget`]), the running
//! program's stack ([`Stack`]), what the path being run has decided and where it is in the sweep
//! ([`PathState`]), what the runs of one exploration have seen ([`Explored`]), what a run from
//! the harness's start found ([`EntryState`]) and what is computed once and kept ([`Caches`]).
//! [`Interp`] holds one of each beside the harness, the mode, the events and the memo.

use super::*;

/// What a run may still spend: steps against [`Limits::max_steps`], the call depth against
/// [`Limits::max_depth`], and how deeply the expression being evaluated nests. Reset per run.
pub(super) struct Budget {
    pub(super) limits: Limits,
    pub(super) steps: u64,
    pub(super) depth: usize,
    pub(super) expr_depth: usize,
}

impl Budget {
    pub(super) fn new(limits: Limits) -> Self {
        Budget {
            limits,
            steps: 0,
            depth: 0,
            expr_depth: 0,
        }
    }

    pub(super) fn begin(&mut self, limits: Limits) {
        *self = Budget::new(limits);
    }
}

/// The Python program as it runs: its call frames, the exceptions being handled, what running
/// generators yielded, the `try` bodies around the current line, and what the call about to
/// bind its arguments spread. Reset per run (the spreads are taken by the call they are for).
#[derive(Default)]
pub(super) struct Stack<'a> {
    pub(super) frames: Vec<Frame>,
    /// The exceptions whose `except` clauses are running (innermost last): a bare `raise`.
    pub(super) handling: Vec<Value<'a>>,
    /// Per running generator: the values it yielded so far.
    pub(super) yield_store: Vec<Vec<Value<'a>>>,
    /// How many `try` bodies are running (an error there may be handled by the harness).
    pub(super) try_depth: u32,
    /// How many running `try` bodies catch a failed import.
    pub(super) import_guards: u32,
    /// The call about to bind its arguments spread a value of unknown length (`*xs`, `**kw`):
    /// how many arguments it passes is not known, so no arity TypeError may be claimed for it.
    pub(super) loose_call: Option<Loose>,
    /// The call about to bind its arguments spread the config (`f(**cfg)`).
    pub(super) config_spread: Option<Spread<'a>>,
    /// The `try` statements running, innermost last: the errors skipped in their bodies.
    pub(super) tries: Vec<TryCtl<'a>>,
    /// Per running call (beside [`Self::frames`]): for a function defined in a class, that class
    /// (its `__class__` cell), its scope and its first parameter, whose value when `super()`
    /// is called (not when the call began) is the object: what a zero-argument `super()` needs.
    pub(super) supers: Vec<Option<SuperCell<'a>>>,
    /// The call about to run is a generator's body, run for its items (`generators.rs`); and
    /// how that body ended (what it returned or raised).
    pub(super) gen_body: bool,
    pub(super) gen_end: Option<R<'a, Value<'a>>>,
    /// In a generator's body run for its items: the undecided regions around the body (its
    /// yields inside more are not known to happen), and the bits of those that were.
    pub(super) yield_base: usize,
    pub(super) yield_shape: Taint,
    /// Per class body running, innermost last: the functions defined directly in it, which
    /// get its class as their `__class__` cell (`super()`, name mangling) once it is made.
    pub(super) class_cells: Vec<Vec<Value<'a>>>,
    /// Class statements whose metaclass is running, innermost last (`metaclass.rs`).
    pub(super) pending_classes: Vec<super::metaclass::PendingClass<'a>>,
    /// Functions handed to code the tool can't see that are running as it may run them
    /// (`calls.rs`, `callbacks_may_run`), by address: one that hands itself on again is not run
    /// again inside itself.
    pub(super) callbacks: Vec<usize>,
}

impl Stack<'_> {
    pub(super) fn begin(&mut self) {
        self.frames.clear();
        self.handling.clear();
        self.yield_store.clear();
        self.try_depth = 0;
        self.import_guards = 0;
        self.tries.clear();
        self.supers.clear();
        self.class_cells.clear();
        self.gen_body = false;
        self.gen_end = None;
        self.callbacks.clear();
    }
}

/// What a zero-argument `super()` reads of the function running ([`Stack::supers`]).
#[derive(Clone)]
pub(super) struct SuperCell<'a> {
    pub(super) class: Value<'a>,
    pub(super) env: Rc<Env<'a>>,
    /// The name of its first parameter (`None`: it has none but `*args`).
    pub(super) first: Option<&'a str>,
    /// Read from a comprehension or generator expression inside it: a function of its own
    /// whose one argument is the iterator (`super()` there is Python's `TypeError`).
    pub(super) comprehension: bool,
}

/// A running call.
pub(super) struct Frame {
    /// The function's name (an adapter is known by its name).
    pub(super) name: Rc<str>,
    /// In a generator: the index of its yields in [`Stack::yield_store`].
    pub(super) yields: Option<Vec<usize>>,
    /// The names it declares `global` and `nonlocal`.
    pub(super) globals: Vec<Rc<str>>,
    pub(super) nonlocals: Vec<Rc<str>>,
    /// The serial of its scope ([`Env::serial`]): the scopes older than it are its callers'.
    pub(super) serial: u64,
    /// It may have returned already (a `return` on an undecided side): the region the rest of
    /// it runs in, and the bits of what it may have returned instead.
    pub(super) diverged: Option<u32>,
    pub(super) returned: Taint,
}

impl Frame {
    pub(super) fn new(name: Rc<str>, serial: u64) -> Self {
        Frame {
            name,
            yields: None,
            globals: vec![],
            nonlocals: vec![],
            serial,
            diverged: None,
            returned: 0,
        }
    }
}

/// The path being run: the script of decisions it follows, what it decided (branch sides, what
/// config fields are and are not), the guards and sweep levels it is inside, the backend it runs
/// for, and whether what follows is uncertain. Reset per run.
#[derive(Default)]
pub(super) struct PathState<'a> {
    /// The choices to take at the undecidable branches, in order ([`crate::eval::explore`]).
    pub(super) script: Vec<bool>,
    /// Decisions already taken on this path, by branch site: one site decides one way.
    pub(super) sites: Vec<(usize, bool)>,
    /// What this path has decided about config fields: a value a field has (it was found in a
    /// dict, or equal to a constant), and values it has not.
    pub(super) known: Vec<(u16, Value<'a>)>,
    pub(super) excluded: Vec<(u16, Value<'a>)>,
    /// In a probe, loop variables holding an item of a field: (scope, name, field).
    pub(super) item_vars: Vec<(usize, &'a str, u16)>,
    /// Above zero while running code that Python may not run, or not this way (a branch on an
    /// unknown condition in a check, a loop over unknown items): what fires there is marked
    /// uncertain. The number of [`Self::regions`].
    pub(super) uncertain: u32,
    /// The undecided regions the running code is in (`undecided.rs`), the bits they mark writes
    /// with (all of them, OR'd), and the last region's token.
    pub(super) regions: Vec<Region<'a>>,
    /// The regions set aside while a module's top level runs outside them (an import on an
    /// undecided path), innermost last: what that top level changes of what was there before
    /// it (other modules' state) is logged in the innermost of them.
    pub(super) suspended: Vec<Vec<Region<'a>>>,
    /// Modules first imported where the path was not decided: each with the innermost region
    /// it was imported in and the count of changes when its import ended (`imports.rs`).
    pub(super) maybe_imported: Vec<(u32, u32, u64)>,
    pub(super) havoc: Taint,
    pub(super) region_gen: u32,
    /// The inexactness of the inputs of the built-in running: an error it raises is not decided.
    pub(super) ctx_inexact: Taint,
    /// The loops running, innermost last: the regions an undecided `break`/`continue` opened.
    pub(super) loops: Vec<LoopCtl>,
    /// The `if` tests whose raising branch the running code is guarded by.
    pub(super) guards: Vec<Guard<'a>>,
    /// The sweep loops the running code is inside: the sweep point of a finding.
    pub(super) sweep: Vec<SweepLevel>,
    /// The backends whose iteration the running code is in (innermost last).
    pub(super) backend_ctx: Vec<Rc<str>>,
    /// The taints of the running calls' functions that config values chose.
    pub(super) chosen_by: Vec<Taint>,
    /// The region the rest of the run is in once Python may have ended it, outside every `try`,
    /// on an error the run could not decide (the corpus's runs only: `Interp::assume_env`).
    pub(super) tail: Option<u32>,
}

impl PathState<'_> {
    pub(super) fn begin(&mut self, script: Vec<bool>) {
        self.script = script;
        self.sites.clear();
        self.known.clear();
        self.excluded.clear();
        self.item_vars.clear();
        self.uncertain = 0;
        self.regions.clear();
        self.maybe_imported.clear();
        self.havoc = 0;
        self.ctx_inexact = 0;
        self.loops.clear();
        self.guards.clear();
        self.sweep.clear();
        self.backend_ctx.clear();
        self.chosen_by.clear();
        self.tail = None;
    }
}

/// A test whose branch only raises (`if bad: raise …`), in the frame it stands in.
#[derive(Clone, Copy)]
pub(super) struct Guard<'a> {
    pub(super) frame: usize,
    pub(super) test: &'a Expr,
    pub(super) module: u32,
    pub(super) taint: Taint,
}

/// One level of the sweep: the swept field and the value this iteration has.
pub(super) struct SweepLevel {
    pub(super) key: String,
    pub(super) value: serde_json::Value,
    /// A sweep loop ran inside this iteration: the points are counted there, not here.
    pub(super) nested: bool,
    /// The loop's `for` statement, whether it goes over a field as given, and the taint of the
    /// item (of each part, where the loop unpacks as many).
    pub(super) site: Src,
    pub(super) origin: bool,
    pub(super) parts: Vec<Taint>,
    /// Which iteration of the run's sweep loops this is ([`super::Events::sweep_iterations`]):
    /// two points of equal values are still two.
    pub(super) serial: u64,
}

/// What the runs of one exploration have seen, so each does not repeat the others: the
/// candidates noted, and the branch sides taken. Reset per exploration.
#[derive(Default)]
pub(in crate::eval) struct Explored<'a> {
    /// The (field, value) pairs already noted as candidates in this exploration (and the
    /// containers whose items were, by address).
    pub(super) candidates_seen: std::collections::HashSet<(u16, String), FxBuild>,
    pub(super) noted_containers: Vec<Value<'a>>,
    /// The branch sides (site, choice) the runs of this exploration have taken.
    pub(in crate::eval) covered: std::collections::HashSet<(usize, bool), FxBuild>,
}

impl Explored<'_> {
    pub(super) fn begin(&mut self) {
        self.candidates_seen.clear();
        self.noted_containers.clear();
        self.covered.clear();
    }
}

/// A run from the harness's start (`crate::eval::entry`): `benchmark.py`'s command-line
/// arguments, what its PyYAML loaders and `parse_args()` give, and what tells that the config
/// reached the scenarios. Kept over the interpreter's runs (the arguments are read once).
#[derive(Default)]
pub(in crate::eval) struct EntryState<'a> {
    /// `benchmark.py`'s command-line arguments and their defaults, read once.
    pub(in crate::eval) argparse_defaults: Option<Vec<Argument<'a>>>,
    pub(in crate::eval) entry_config: Option<Value<'a>>,
    /// Where the run takes the config being checked to be (`configs/<op>/<name>.yaml` under the
    /// root, absolute).
    pub(in crate::eval) config_path: Option<std::path::PathBuf>,
    pub(in crate::eval) entry_args: Option<Value<'a>>,
    pub(in crate::eval) reach: Option<Reach>,
    /// The texts read from the config's file (`f.read()`, `Path.read_text()`): a loader handed
    /// one of these very strings gives the config (`crate::eval::datafiles`).
    pub(in crate::eval) config_texts: Vec<std::rc::Weak<str>>,
    /// Folders' listings made (`os.listdir`): the list, its items as made, and the inexactness
    /// bit that stands for their order not being known.
    pub(in crate::eval) listings: Vec<Listing<'a>>,
}

/// A folder's listing: the list, its items as made, the bit of its order.
pub(in crate::eval) type Listing<'a> = (std::rc::Weak<RefCell<Items<'a>>>, Vec<Value<'a>>, Taint);

/// What is computed once and kept over the interpreter's life: shared strings for literals and
/// names, the scopes to empty when it goes, and each `for` statement's [`LoopEffects`].
pub(super) struct Caches<'a> {
    /// A string literal's value, by the literal's address.
    pub(super) literals: std::collections::HashMap<usize, Rc<str>, FxBuild>,
    /// One shared string per text, for literals and names: equal strings are then mostly the
    /// same string, which compares by address (dict keys, `inputs["q"]`).
    pub(super) interned: std::collections::HashMap<&'a str, Rc<str>, FxBuild>,
    /// A name's shared string, by where it is written.
    pub(super) names: std::collections::HashMap<(usize, usize), Rc<str>, FxBuild>,
    /// Every scope a function closes over (modules, calls that define one, class bodies): a
    /// function and the scope it closes over may point at each other, so the scopes are emptied
    /// when the interpreter goes, or they would never be freed.
    pub(super) envs: Vec<std::rc::Weak<Env<'a>>>,
    /// The length of `envs` at which the scopes already gone are dropped from it.
    pub(super) prune_at: usize,
    /// Per `for` statement: what its body changes, and whether it reads the loop's target.
    pub(super) loop_effects: std::collections::HashMap<usize, Rc<LoopEffects<'a>>, FxBuild>,
    /// The last serial given to a scope ([`Env::serial`]).
    pub(super) env_serial: u64,
    /// How many times a container or object was changed (a generator's items made before a
    /// change may not be what Python's would be after it).
    pub(super) mutations: u64,
    /// How many times a module's variable (or, by `global`/`nonlocal`, an enclosing scope's)
    /// was bound: code made to run ahead may have read it (`pull.rs`).
    pub(super) rebinds: u64,
    /// Iterators made at once from a list, dict or set (`map`, `enumerate`, `zip`, …), with the
    /// address of each: Python's read it as they go, so a change to it before they are used up
    /// leaves what they hand out not known (`iter_sources.rs`).
    pub(super) iter_sources: Vec<(super::iter_sources::Made<'a>, super::iter_sources::Pin<'a>)>,
    /// The containers the iterators a `for` loop is going over were made from, one entry per
    /// such loop running: set when one of them changes.
    pub(super) loop_sources: Vec<(Vec<usize>, bool)>,
    /// The `enum` module's classes, once made; the enum classes made (their members hold them:
    /// emptied when the interpreter goes).
    pub(super) enum_bases: Vec<(crate::eval::value::EnumBase, Value<'a>)>,
    pub(super) enum_classes: Vec<std::rc::Weak<crate::eval::value::Class<'a>>>,
    /// `collections.ChainMap`, made once (one class however often it is imported).
    pub(super) chainmap: Option<crate::eval::value::Value<'a>>,
    /// Whether a built-in type has a method called in the code, by the name's address in the
    /// AST and the type's name (address, length): `pytypes::python_type_has` hashes the text,
    /// and this is asked on every method call of a built-in value.
    pub(super) type_has: std::collections::HashMap<(usize, usize, usize), Option<bool>, FxBuild>,
    /// Functions whose defaults or code were replaced (`f.__defaults__ = ...`), and partials
    /// whose `keywords` were read (a dict a write to which is not followed), by address, each
    /// kept alive (so no other takes its address): what a call of one does is not followed
    /// (kept for every later run: such a change may be module state).
    pub(super) altered_funcs: std::collections::HashMap<usize, Value<'a>, FxBuild>,
    /// Objects given another `__class__` and classes given other `__bases__`, by address, kept
    /// alive: what their attributes are, and what they are instances of, is not followed.
    pub(super) reshaped: std::collections::HashMap<usize, Value<'a>, FxBuild>,
    /// Wrappers (what `functools.wraps`, `lru_cache`, `singledispatch`, `partial` make) given an
    /// attribute, by address, kept alive: their attributes are not followed.
    pub(super) written_wrappers: std::collections::HashMap<usize, Value<'a>, FxBuild>,
    /// Per repeat loop running (`loops.rs`), innermost last: what its iterations changed
    /// beyond what its body binds and changes by name (through the functions it calls).
    pub(super) repeat_logs: Vec<RepeatLog<'a>>,
}

/// What a repeat loop's iterations changed: the containers and objects, and the names bound
/// in a module (or, by `global`/`nonlocal`, an enclosing scope). Where the loop stops before its
/// last iteration, the iterations not run would change them again: not known after it.
#[derive(Default)]
pub(super) struct RepeatLog<'a> {
    pub(super) objects: Vec<Value<'a>>,
    pub(super) names: Vec<(Rc<Env<'a>>, Name<'a>)>,
}

impl Default for Caches<'_> {
    fn default() -> Self {
        Caches {
            literals: Default::default(),
            interned: Default::default(),
            names: Default::default(),
            envs: Vec::new(),
            prune_at: 1024,
            loop_effects: Default::default(),
            env_serial: 0,
            mutations: 0,
            rebinds: 0,
            iter_sources: Vec::new(),
            loop_sources: Vec::new(),
            enum_bases: Vec::new(),
            enum_classes: Vec::new(),
            chainmap: None,
            type_has: Default::default(),
            altered_funcs: Default::default(),
            reshaped: Default::default(),
            written_wrappers: Default::default(),
            repeat_logs: Vec::new(),
        }
    }
}

/// One `add_argument` of `benchmark.py` (read once by `entry.rs`, kept for every run).
pub struct Argument<'a> {
    pub dest: std::rc::Rc<str>,
    pub default: crate::eval::value::Value<'a>,
    /// Its name says it is the config file (`--config`, `--cfg`, `config_path`).
    pub(in crate::eval) config: bool,
    pub(in crate::eval) positional: bool,
}
