//! A standalone Python program run through the evaluator, for the conformance corpus
//! (`tests/conformance/`): the same program is run by CPython, and what the evaluator says of it
//! must be CPython's answer, or unknown.
//!
//! In: a [`Program`]: its modules as text by path (`main.py` is the program, module `main`;
//! `helper.py`, `pkg/__init__.py`, `pkg/mod.py` are importable beside it) and the folder it
//! lives in (where `__file__` points, so data files on disk beside it can be read and listed).
//! Out: an [`Outcome`]: how the module's top level ended (ran to its end, raised an exception of
//! a class, or stopped), whether the evaluator *knows* it ended that way, and each module-level
//! global not starting with `_` (imported modules left out) as an [`Observation`]: an exact value
//! in the corpus's canonical JSON encoding, or unknown.
//!
//! What counts as exact is decided in two functions only, [`is_exact`] (a value) and
//! [`ended_exactly`] (the run's end): the hooks where the evaluator's own uncertainty becomes the
//! corpus's "unknown".

use std::path::PathBuf;
use std::rc::Rc;

use serde_json::Value as J;

use super::interp::{Events, Flow, Interp, Limits, Mode};
use super::value::{function_of, Func, Native, Taint, Value, INEXACT, V};
use crate::discover::{Harness, ModuleFile};

/// The module the program is.
pub const MAIN_FILE: &str = "main.py";

/// Work a program may do: far more than any corpus program needs, so that running out means a
/// loop that does not end (the run then ends as [`Ending::Stopped`]).
const LIMITS: Limits = Limits {
    max_steps: 1_000_000,
    max_depth: 100,
    max_decisions: 0,
};

/// How deeply a value is looked into (a list may contain itself).
const MAX_DEPTH: usize = 48;

/// A program: its modules as (path under `root`, text); the one at [`MAIN_FILE`] is run.
pub struct Program {
    pub root: PathBuf,
    pub modules: Vec<(String, String)>,
}

/// How the program's top level ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It ran to its end.
    Ok,
    /// An exception of this class (its `__name__`) left the module.
    Raised(String),
    /// The evaluator stopped it (its budget, its depth limit, a break it can't follow): no
    /// claim about how Python ends it.
    Stopped(String),
}

/// What the evaluator says of one global at the end of the run.
#[derive(Clone, Debug, PartialEq)]
pub enum Observation {
    /// Exactly this value, in the corpus's canonical encoding ([`encode`]).
    Exact(J),
    /// Not known ([`is_exact`] is false).
    Unknown,
    /// Known, but of a kind the encoding does not describe (a builtin method, a dtype): no
    /// claim the corpus can compare; the type name says what it was.
    Unencodable(&'static str),
}

pub struct Outcome {
    pub ending: Ending,
    /// Whether the evaluator knows the program ends as [`Outcome::ending`] says
    /// ([`ended_exactly`]).
    pub ending_exact: bool,
    /// Every module-level global not starting with `_`, imported modules left out, in the order
    /// they were first bound.
    pub globals: Vec<(String, Observation)>,
    /// What the evaluator said when it raised or stopped (for a person reading a difference).
    pub message: String,
}

/// Run the program's top level once, in a check (no exploration of undecided branches).
/// `Err`: the program cannot be run at all (no `main.py`, or it does not parse).
pub fn run(program: &Program) -> Result<Outcome, String> {
    runs(program, 1).map(|mut o| o.remove(0))
}

/// Run the program `n` times (at least once) on one interpreter, as a check runs config after
/// config: each run imports `main.py` as a new process would, from the modules as their imports
/// left them (`interp/pristine.rs`); the outcome of each.
pub fn runs(program: &Program, n: usize) -> Result<Vec<Outcome>, String> {
    let mut modules = Vec::new();
    let mut by_name = std::collections::HashMap::new();
    for (rel, text) in &program.modules {
        let m = ModuleFile::new(rel.clone(), text.clone());
        by_name.insert(m.name.clone(), modules.len() as u32);
        modules.push(m);
    }
    let main = *by_name.get("main").ok_or_else(|| format!("no {MAIN_FILE}"))?;
    if let Some(e) = &modules[main as usize].parsed().error {
        return Err(format!(
            "{MAIN_FILE}:{}:{}: syntax error: {}",
            e.line, e.column, e.message
        ));
    }
    let h = Harness {
        root: program.root.clone(),
        modules,
        by_name,
        entry: main,
    };
    let mut it = Interp::new(&h, Mode::Check, LIMITS, vec![]);
    // Nothing is taken to work here: every claim is checked against CPython.
    it.assume_env = false;
    // The module the variants read their unknown inputs from: CPython's runner provides it.
    it.provided_modules = &["_unseen"];
    let mut outcomes = Vec::new();
    for i in 0..n.max(1) {
        if i > 0 {
            it.begin_run(Mode::Check, LIMITS, vec![], false);
        }
        outcomes.push(run_main(&mut it, main));
    }
    Ok(outcomes)
}

/// One run of `main`'s top level, and what it left.
fn run_main(it: &mut Interp, main: u32) -> Outcome {
    let mut message = String::new();
    let (ending, raised_uncertain) = match it.import_module(main) {
        Ok(_) | Err(Flow::Return(_)) => (Ending::Ok, false),
        Err(Flow::Exc(e)) => {
            message = super::interp::exc_message(&e.value);
            if message.is_empty() {
                message = e.finding.message.clone();
            }
            (Ending::Raised(exception_class(&e.value)), e.finding.uncertain)
        }
        Err(Flow::Abort(why)) => {
            message = why.clone();
            (Ending::Stopped(why), true)
        }
        Err(Flow::Break | Flow::Continue | Flow::NextBackend) => {
            (Ending::Stopped("a break or continue outside a loop".into()), true)
        }
    };
    it.end_run();
    let ending_exact = ended_exactly(&ending, raised_uncertain, &it.events);
    let mut globals = Vec::new();
    if let Some(env) = it.module_scope(main) {
        for (name, v) in env.vars.borrow().iter() {
            let name = name.as_str();
            if name.starts_with('_') || matches!(v.kind, V::Module(_)) {
                continue;
            }
            let obs = match &v.kind {
                // (An object not modelled, a `typing` form, is one CPython lists; a module is not.)
                V::Native(Native::Opaque | Native::TypingForm | Native::TypingClassVar) => Observation::Unknown,
                V::Native(Native::ArgParser) => {
                    Observation::Exact(tagged("object", J::String("ArgumentParser".into())))
                }
                V::Native(_) => continue,
                _ if !is_exact(v) => Observation::Unknown,
                _ => match encode(v, &|w| it.wrapper_written(w)) {
                    Some(j) => Observation::Exact(j),
                    None => Observation::Unencodable(v.type_name()),
                },
            };
            globals.push((name.to_string(), obs));
        }
    }
    Outcome {
        ending,
        ending_exact,
        globals,
        message,
    }
}

/// **The lead's hook: is this value exact?** A value is exact when the evaluator computed it by
/// a modelled operation on exact inputs, so that CPython must hold the very same value. Today:
/// it is not `Unknown` (nor an opaque module standing for an object the tool can't see), and
/// neither is anything inside it — list, tuple, dict and set items, an instance's attributes, a
/// bound method's receiver, a partial's arguments — looked into to a bounded depth (deeper is
/// not exact). To extend with the value's own inexactness bit.
pub fn is_exact(v: &Value) -> bool {
    exact_depth(v, 0)
}

fn exact_depth(v: &Value, depth: usize) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    let sub = |x: &Value| exact_depth(x, depth + 1);
    if v.inexact_bits() != 0 {
        return false;
    }
    match &v.kind {
        V::Unknown | V::Native(Native::Opaque) => false,
        V::List(l) | V::Set(l) => l.borrow().iter().all(sub),
        V::Tuple(t) => t.iter().all(sub),
        V::Dict(d) => d.borrow().entries.iter().all(|(k, v, _)| sub(k) && sub(v)),
        V::Config(c) => c.borrow().entries.iter().all(|e| sub(&e.value)),
        V::Instance(i) => i.attrs.borrow().iter().all(|(_, a)| sub(a)),
        V::Bound(b) => sub(&b.0) && sub(&b.1),
        V::Method(m) => sub(&m.0),
        V::Partial(p) => sub(&p.0) && p.1.iter().all(sub) && p.2.iter().all(|(_, a)| sub(a)),
        V::Property(f) | V::CachedProperty(f) | V::StaticMethod(f) | V::ClassMethod(f) => sub(f),
        _ => true,
    }
}

/// **The lead's hook: does the evaluator know the program ends this way?** Today: it was not
/// stopped, the exception it ended on (if any) was not raised on a path taken through a decision
/// on an unknown value, and no finding of the run was (an `assert` on an unknown, a raise the
/// run stepped around). To extend with the run's own record of what it did not model.
pub fn ended_exactly(ending: &Ending, raised_uncertain: bool, events: &Events) -> bool {
    !matches!(ending, Ending::Stopped(_))
        && !raised_uncertain
        && !events.findings.iter().any(|f| f.uncertain)
        && events.undecided_raises == 0
}

/// The canonical encoding of a value, as `tests/conformance/cpython.py` encodes CPython's:
/// `None` → null, bool → bool, int → `{"int": "<decimal>"}`, float → `{"float": repr}`, str →
/// string, list / tuple → `{"list"|"tuple": [...]}`, dict → `{"dict": [[k, v], ...]}` in order,
/// set and frozenset → `{"set": [...]}` sorted by each item's JSON text, class → `{"class":
/// name}`, function → `{"function": name}`, anything else → `{"object": type name}`. `None`
/// for what the encoding does not describe, and for a wrapper `written` names (one given
/// attributes of its own: its name is not followed).
pub fn encode<'a>(v: &Value<'a>, written: &dyn Fn(&Value<'a>) -> bool) -> Option<J> {
    encode_depth(v, written, 0)
}

fn tagged(tag: &str, v: J) -> J {
    let mut m = serde_json::Map::new();
    m.insert(tag.to_string(), v);
    J::Object(m)
}

fn encode_depth<'a>(v: &Value<'a>, written: &dyn Fn(&Value<'a>) -> bool, depth: usize) -> Option<J> {
    if depth > MAX_DEPTH {
        return None;
    }
    let sub = |x: &Value<'a>| encode_depth(x, written, depth + 1);
    if written(v) {
        return None;
    }
    let items = |xs: &[Value<'a>]| xs.iter().map(sub).collect::<Option<Vec<J>>>();
    Some(match &v.kind {
        V::None => J::Null,
        V::Bool(b) => J::Bool(*b),
        V::Int(i) => tagged("int", J::String(i.to_string())),
        V::Float(f) => tagged("float", J::String(py_float_repr(*f))),
        V::Str(s) => J::String(s.to_string()),
        V::List(l) if l.borrow().range.is_some() => return None,
        V::List(l) => tagged("list", J::Array(items(&l.borrow())?)),
        V::Tuple(t) => tagged("tuple", J::Array(items(t)?)),
        V::Set(s) => tagged("set", J::Array(sort_set(items(&s.borrow())?))),
        V::Dict(d) if !d.borrow().is_plain() => tagged("object", J::String(d.borrow().flavor.type_name().into())),
        V::Dict(d) => {
            let mut pairs = Vec::new();
            for (k, v, _) in &d.borrow().entries {
                pairs.push(J::Array(vec![sub(k)?, sub(v)?]));
            }
            tagged("dict", J::Array(pairs))
        }
        V::Func(f) => tagged("function", J::String(func_name(f)?)),
        V::Cached(_) => tagged("object", J::String("_lru_cache_wrapper".into())),
        V::Dispatch(d) => match &d.base.kind {
            V::Func(f) => tagged("function", J::String(copied_name(f)?)),
            _ => return None,
        },
        V::Bound(b) => match &b.1.kind {
            V::Func(f) => tagged("function", J::String(func_name(f)?)),
            _ => return None,
        },
        // A type's own method (`list.reverse`) is a method descriptor to CPython, or a
        // built-in function (`dict.fromkeys`): no claim.
        V::Method(m) if matches!(m.0.kind, V::Builtin(_)) => return None,
        // A built-in value's dunder (`xs.__len__`) is a `method-wrapper` or a built-in
        // function, as its type defines it: no claim.
        V::Method(m) if m.1.starts_with("__") && m.1.ends_with("__") => return None,
        V::Method(m) => tagged("function", J::String(m.1.to_string())),
        V::Class(c) => tagged(
            "class",
            J::String(own_name(&c.attrs.borrow(), 0).unwrap_or_else(|| Some(c.name.to_string()))?),
        ),
        V::ExcType(n) => tagged("class", J::String(n.to_string())),
        V::Instance(i) => tagged("object", J::String(class_name(&i.class)?)),
        V::Builtin(b) => {
            let (tag, name) = crate::eval::builtins::pytypes::builtin_name(*b)?;
            tagged(tag, J::String(name.to_string()))
        }
        V::Path(_) => tagged("object", J::String("PosixPath".into())),
        V::File(_) => tagged("object", J::String("TextIOWrapper".into())),
        V::Re(o) => tagged(
            "object",
            J::String(
                match &**o {
                    crate::eval::value::ReObj::Pattern(_) => "Pattern",
                    crate::eval::value::ReObj::Match { .. } => "Match",
                }
                .into(),
            ),
        ),
        V::Iter(it) => tagged("object", J::String(it.kind.into())),
        V::View(v) => tagged("object", J::String(v.type_name().into())),
        // What `contextmanager` makes, a wrapper `wraps` updated: a function, named as the one
        // it stands for.
        V::Partial(p) if let Some(f) = function_of(p) => match &f.kind {
            V::Func(f) => tagged("function", J::String(copied_name(f)?)),
            _ => return None,
        },
        V::Partial(p) => tagged("object", J::String(crate::eval::value::partial_type_name(p)?.into())),
        V::Property(_) => tagged("object", J::String("property".into())),
        V::CachedProperty(_) => tagged("object", J::String("cached_property".into())),
        V::StaticMethod(_) => tagged("object", J::String("staticmethod".into())),
        V::ClassMethod(_) => tagged("object", J::String("classmethod".into())),
        V::Gen(_) => tagged("object", J::String(v.type_name().into())),
        V::Config(_)
        | V::Module(_)
        | V::Native(_)
        | V::Dtype(_)
        | V::Finfo(_)
        | V::Tensor(_)
        | V::Super(_)
        | V::Globals(_)
        | V::Unknown => return None,
    })
}

/// A set's items in the one order both sides can agree on: by their JSON text.
pub fn sort_set(mut items: Vec<J>) -> Vec<J> {
    items.sort_by_cached_key(|j| j.to_string());
    items
}

fn class_name(class: &Value) -> Option<String> {
    match &class.kind {
        // (Its `__name__` as assigned after the class statement, where it was.)
        V::Class(c) => own_name(&c.attrs.borrow(), 0).unwrap_or_else(|| Some(c.name.to_string())),
        V::ExcType(n) => Some(n.to_string()),
        V::Builtin(b) => crate::eval::builtins::pytypes::builtin_name(*b).map(|(_, n)| n.to_string()),
        _ => None,
    }
}

/// The class name of a raised exception.
fn exception_class(v: &Value) -> String {
    match &v.kind {
        V::Instance(i) => class_name(&i.class).unwrap_or_else(|| "object".into()),
        _ => class_name(v).unwrap_or_else(|| v.type_name().to_string()),
    }
}

/// Python's `repr` of a float: the shortest digits that read back as the same float (the nearest
/// of them, a tie to even), in fixed notation for exponents -4 to 15 (`0.0001`,
/// `1000000000000000.0`), else `1e-05`, `1.5e+16`: the evaluator's own
/// ([`crate::eval::pyformat::float_repr`]).
pub fn py_float_repr(f: f64) -> String {
    super::pyformat::float_repr(f)
}

/// The `__name__` set among `attrs` (`Some(None)`: set, to what is not known exactly), or `None`
/// when none was set.
fn own_name(attrs: &[(Rc<str>, Value)], inexact: Taint) -> Option<Option<String>> {
    if inexact != 0 {
        return Some(None);
    }
    let (_, v) = attrs.iter().find(|(k, _)| &**k == "__name__")?;
    Some(match &v.kind {
        V::Str(s) if v.taint & INEXACT == 0 => Some(s.to_string()),
        _ => None,
    })
}

/// A function's `__name__` now: the one set on it, else its own; `None` when not known.
fn func_name(f: &Func) -> Option<String> {
    own_name(&f.attrs.list(), f.attrs.inexact()).unwrap_or_else(|| Some(f.python_name().to_string()))
}

/// The `__name__` a wrapper copied from `f` when it was made: `f`'s own, unless `f` was given
/// another (before or after: not known).
fn copied_name(f: &Func) -> Option<String> {
    (!f.attrs.any_set(&["__name__"])).then(|| f.python_name().to_string())
}
