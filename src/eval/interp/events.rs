//! What a run records for the analysis: the config reads, the findings (an `assert` or `raise`
//! met, fired or not, with the sweep point and the fields to blame), the constraints met in a
//! probe, and the rest of [`Events`] the model and the check read after a run.

use super::*;

/// The finding class of a config string iterated where a list was meant.
pub const LIST_EXPECTED: &str = "ListExpected";

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
    /// Not decided because of what the run could not know or does not model here.
    pub because: Option<Fallback>,
    /// The sweep point it fired at, as its iterations' serials (what "said once" compares: an
    /// exception is recorded where it is caught or ends the run, after its point was left).
    pub sweep: Vec<u64>,
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
    /// Config fields its test (the assert's, the raise's guard) was computed from.
    pub fields: Vec<String>,
}

#[derive(Default)]
pub struct Events {
    pub reads: Vec<Read>,
    pub findings: Vec<Finding>,
    pub constraints: Vec<Constraint>,
    /// Values a field was compared with (`mode == "x"`, `dtype in ALIASES`).
    pub candidates: Vec<(String, serde_json::Value)>,
    /// Fields the code takes other values of than those it compares them with: looked up in an
    /// enum whose own `_missing_` answers for values no member has.
    pub open_values: Vec<String>,
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
    /// Where the run was last stopped by a limit of the tool's ([`super::Interp::stop`]).
    pub stopped_at: Option<Src>,
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
    /// The places (indices into [`Interp::fallbacks`]) this run answered without knowing, and
    /// the harness modules it used (whose imports' own places count too).
    pub fallbacks_hit: Vec<usize>,
    pub modules_used: Vec<u32>,
    /// Exceptions the run could not decide were raised (on one side of an undecided branch, or
    /// from inexact values) and went on past.
    pub undecided_raises: usize,
    /// Where a check went on past a config value the code can't use
    /// ([`super::Interp::soft_error`]), which CPython does not: the sweep point (its iterations'
    /// serials), and the fields the value came from.
    pub went_on_past: Vec<(Vec<u64>, Vec<String>)>,
    /// Iterations of sweep loops begun so far in the run.
    pub sweep_iterations: u64,
    /// Findings met past such a value and not said (see `went_on_past`).
    pub not_said: u64,
    /// The fields of the config a writer made a value of (`json.dumps(cfg)`), as bits: a value
    /// carrying them all may hold the config ([`super::Interp::holds_written_config`]).
    pub config_written_out: Taint,
}

/// What tells, in a run from the harness's start, that the config got into the op's scenarios.
#[derive(Clone, Debug)]
pub enum Reach {
    /// A function of this module, or of a module under it, was called.
    Package(String),
    /// A function outside `benchmark.py` was handed the config.
    ConfigHandedOn,
}
