//! Python's built-in functions and the methods of built-in values (str, list, dict, the config
//! mapping), attribute lookup, and the few library functions the evaluator models (`copy`,
//! `itertools.product`, `importlib.import_module`, `math`, `functools.partial`, `torch.finfo`).
//!
//! [`Interp::call_builtin`] handles what every built-in shares (unknown arguments) and hands the
//! call to the function for its `Kind`; [`Interp::call_method`] hands a method call to the
//! function for its receiver's type. The files hold one kind each.

mod attrs;
mod collections;
mod containers;
mod copying;
mod datafile_calls;
mod int_round;
mod iteration;
mod iterators;
mod library;
mod methods;
mod numbers;
mod objects;
mod property;
pub mod pytypes;
mod re_calls;
mod reprs;
mod seq_methods;
mod signatures;
mod str_methods;
mod tensors;

pub(crate) use attrs::mangled_slot;
pub(crate) use collections::{chainmap_of, is_chainmap_class, nt_class_of, nt_fields};
pub(crate) use containers::compares_by_code;
pub use objects::copy_value;
pub(crate) use objects::PLAIN_TYPES;
pub(crate) use property::property_parts;
pub(crate) use signatures::keywords_in_place;

use std::cell::RefCell;
use std::rc::Rc;

use super::interp::{
    config_among, dedupe, is_mutator, num_f, passed, seq_items, FallbackKind, Flow, Interp, ReadKind, Take, R,
};
use super::torch;
use super::value::*;

type Kw<'a> = Vec<(Rc<str>, Value<'a>)>;

/// The longest list the harness's code may grow (append/extend); past it, growth is dropped.
const MAX_LIST: usize = 1_000_000;
/// The longest string `join`/`format` builds; past it, the result is unknown.
const MAX_STR: usize = 1 << 20;

/// A path argument's text: a string or a `pathlib` path.
fn path_text<'v>(v: &'v Value) -> Option<&'v str> {
    match &v.kind {
        V::Path(p) => Some(p),
        _ => v.as_str(),
    }
}

/// What an argument Python reads as an integer (an index, `enumerate`'s start) is.
enum AsIndex {
    Int(i64),
    /// Of a built-in type that is no integer: Python's `TypeError`, with this type name.
    Refused(&'static str),
    /// Not known (a value not known, an object that may have `__index__`, an int past `i64`).
    Unknown,
}

fn as_index(v: &Value) -> AsIndex {
    if v.inexact_bits() != 0 {
        return AsIndex::Unknown;
    }
    match &v.kind {
        V::Int(_) | V::Bool(_) => v.as_int().map_or(AsIndex::Unknown, AsIndex::Int),
        V::Float(_) | V::Str(_) | V::None | V::List(_) | V::Tuple(_) | V::Dict(_) | V::Set(_) => {
            AsIndex::Refused(v.type_name())
        }
        _ => AsIndex::Unknown,
    }
}

impl<'a> Interp<'a> {
    /// `sorted`'s and `list.sort`'s `reverse`, which Python reads as an integer
    /// (`reverse=1.0` is a `TypeError`): `None` when it is not known.
    fn reverse_flag(&mut self, kwargs: &Kw<'a>, t: Taint) -> R<'a, Option<bool>> {
        let Some(r) = kw(kwargs, "reverse") else {
            return Ok(Some(false));
        };
        match as_index(&r) {
            AsIndex::Int(i) => Ok(Some(i != 0)),
            AsIndex::Refused(ty) => self.not_an_integer(ty, t | r.taint),
            AsIndex::Unknown => Ok(None),
        }
    }
}

fn kw<'a>(kwargs: &Kw<'a>, name: &str) -> Option<Value<'a>> {
    kwargs.iter().find(|k| &*k.0 == name).map(|k| k.1.clone())
}

/// The inexactness of a call's inputs (of each as a value: an inexact list's items are read
/// through it, marked then).
fn inexact_inputs<'a>(recv: Option<&Value<'a>>, args: &[Value<'a>], kwargs: &Kw<'a>) -> Taint {
    recv.into_iter()
        .chain(args.iter())
        .chain(kwargs.iter().map(|k| &k.1))
        .fold(0, |t, v| t | v.inexact_bits())
}

/// Why what `v` is (not what it holds) is not known exactly: which of several objects it is
/// (its taint's inexactness), or, an object, its class not known exactly. The items of a list or
/// dict and an object's attributes, not known exactly (marked where they were changed unseen, or
/// where the value may stand for another that was), leave its kind as it is.
fn kind_bits(v: &Value) -> Taint {
    match &v.kind {
        V::Instance(i) => (v.taint & INEXACT) | class_inexact(&i.class),
        V::List(_) | V::Dict(_) | V::Set(_) | V::Config(_) => v.taint & INEXACT,
        _ => v.inexact_bits(),
    }
}

fn all_taint<'a>(args: &[Value<'a>], kwargs: &Kw<'a>) -> Taint {
    args.iter()
        .chain(kwargs.iter().map(|k| &k.1))
        .fold(0, |t, v| t | v.taint)
}

/// The kinds of built-in, each called by its own function ([`kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Number,
    Aggregate,
    Container,
    Iteration,
    Functional,
    Attribute,
    Object,
    Dataclass,
    Library,
    Torch,
    Enum,
    Collections,
    /// `open`, the YAML and JSON loaders, folder listings (`datafile_calls.rs`).
    DataFile,
    Re,
    Dispatch,
}

/// The kind of a built-in: which function calls it.
fn kind(b: Builtin) -> Kind {
    use Builtin as B;
    match b {
        B::Int
        | B::Float
        | B::Abs
        | B::Round
        | B::Divmod
        | B::Pow
        | B::Ceil
        | B::Floor
        | B::Log2
        | B::Sqrt
        | B::Gcd
        | B::Isqrt => Kind::Number,
        B::Min | B::Max | B::Sum | B::Prod => Kind::Aggregate,
        B::Len | B::List | B::Tuple | B::Set | B::Frozenset | B::Sorted | B::Dict => Kind::Container,
        B::Range
        | B::Enumerate
        | B::Zip
        | B::Any
        | B::All
        | B::Reversed
        | B::Iter
        | B::Next
        | B::Accumulate
        | B::ZipLongest
        | B::Islice => Kind::Iteration,
        B::Product
        | B::Chain
        | B::ChainFromIterable
        | B::Map
        | B::Filter
        | B::Partial
        | B::Reduce
        | B::AttrGetter
        | B::ItemGetter
        | B::GetAttrs
        | B::GetItems => Kind::Functional,
        B::Isinstance | B::Issubclass | B::Getattr | B::Hasattr => Kind::Attribute,
        B::Singledispatch => Kind::Dispatch,
        B::Namespace
        | B::MappingProxy
        | B::Setattr
        | B::Delattr
        | B::ObjectSetattr
        | B::ObjectDelattr
        | B::Str
        | B::Repr
        | B::Bool
        | B::Type
        | B::Globals
        | B::Vars
        | B::Callable
        | B::Property
        | B::CachedProperty
        | B::Staticmethod
        | B::Classmethod
        | B::CopyCopy
        | B::CopyDeepcopy
        | B::Noop
        | B::AbstractMethod
        | B::IsAbstract
        | B::Print
        | B::Object
        | B::Super
        | B::Opaque
        | B::ChangesArgs
        | B::Input
        | B::Exec
        | B::LruCache
        | B::LruCacheWith
        | B::Cache
        | B::ContextManager
        | B::GenContext
        | B::GenCm
        | B::WrapsWith
        | B::Wrapped
        | B::Wraps
        | B::Hash
        | B::Format
        | B::GetAttrTorch => Kind::Object,
        B::Dataclass | B::Field | B::DataclassFields | B::Asdict | B::DataclassReplace => Kind::Dataclass,
        B::ImportModule
        | B::DunderImport
        | B::FindSpec
        | B::ArgParser
        | B::ParseArgs
        | B::ParseKnownArgs
        | B::SysExit
        | B::PathIsabs
        | B::PathRelpath
        | B::Getcwd
        | B::PathIsfile
        | B::PathIsdir
        | B::PathExists
        | B::PathNew
        | B::PathJoin
        | B::PathBasename
        | B::PathDirname
        | B::PathSplit
        | B::PathSplitext
        | B::PathNormpath
        | B::PathAbspath
        | B::PathExpanduser => Kind::Library,
        B::IsTensor
        | B::Finfo
        | B::Iinfo
        | B::TensorRandn
        | B::TensorRand
        | B::TensorEmpty
        | B::TensorZeros
        | B::TensorOnes
        | B::TensorFull
        | B::TensorRandint
        | B::TensorRandperm
        | B::TensorArange
        | B::TensorRandnLike
        | B::TensorRandLike
        | B::TensorLike
        | B::TorchDictGet => Kind::Torch,
        B::NotImplemented
        | B::AbcMeta
        | B::Cast
        | B::ObjectNew
        | B::ObjectInit
        | B::ObjectInitSubclass
        | B::DataclassInit
        | B::TypeNew
        | B::TypeCall => Kind::Object,
        B::EnumAuto | B::EnumAutoValue | B::EnumUnique => Kind::Enum,
        B::YamlLoad
        | B::YamlLoadWith
        | B::YamlLoader
        | B::Open
        | B::JsonLoad
        | B::ListDir
        | B::IterModules
        | B::Glob => Kind::DataFile,
        B::DefaultDict
        | B::OrderedDict
        | B::Counter
        | B::Namedtuple
        | B::TypingNamedTuple
        | B::NtMethod(_)
        | B::CmMethod(_) => Kind::Collections,
        B::Re(_) => Kind::Re,
        // (Never reached: called as the operator it is, before any built-in's model.)
        B::Op(..) => Kind::Object,
    }
}

impl<'a> Interp<'a> {
    /// Call a built-in: an unknown argument makes the result unknown (a config field handed to
    /// an iterating built-in is still swept), except for the built-ins that look at what they
    /// are given; the rest goes to the function for the built-in's `Kind`.
    pub fn call_builtin(&mut self, b: Builtin, args: Vec<Value<'a>>, kwargs: Kw<'a>) -> R<'a, Value<'a>> {
        if let Builtin::Op(op) = b {
            return self.operator_call(op, args, &kwargs, 0);
        }
        // The objects it was given, whose dunders it may call: where it gives a value the run
        // does not know, what they did is not known either (`Interp::unfollowed_with`). `exec`
        // and the built-ins that call nothing they are given (`id`, `vars`, a decorator that
        // keeps what it decorates) are not such.
        if self.assume_env && self.events.config_escape.is_none() {
            return self.call_builtin_given_config(b, args, kwargs);
        }
        if self.assume_env || matches!(b, Builtin::Opaque | Builtin::Exec) {
            return self.call_builtin_inner(b, args, kwargs);
        }
        let given = passed(&args, &kwargs);
        let r = self.call_builtin_inner(b, args, kwargs);
        self.unfollowed_if(&r, None, &given);
        r
    }

    /// In a harness's run, a built-in handed the whole config (or its text): what it makes of
    /// it must still say which fields are read. One that gives the config back (`dict(cfg)`,
    /// `copy.deepcopy`), or reads its keys or nothing of it (`len`, `sorted`, `isinstance`),
    /// keeps that; its text (`str(cfg)`, `repr`, `format`) carries every field; read back
    /// (`eval`, `json.loads`, `yaml.safe_load`), as any other copy (`OrderedDict(cfg)`,
    /// `defaultdict(f, cfg)`, a mapping proxy, `vars` of a namespace over it), the config is
    /// handed on: the tool does not follow that copy, and any field may be read from it.
    fn call_builtin_given_config(&mut self, b: Builtin, args: Vec<Value<'a>>, kwargs: Kw<'a>) -> R<'a, Value<'a>> {
        use Builtin as B;
        let config = config_among(&args, &kwargs).cloned().or_else(|| match b {
            // A mapping object over the config copied whole (`dict(ChainMap(cfg, DEFAULTS))`).
            B::Dict => args.iter().find_map(|a| match &a.kind {
                V::Instance(i) => config_held_by(i),
                _ => None,
            }),
            _ => None,
        });
        let reads_back = matches!(b, B::JsonLoad | B::YamlLoad | B::YamlLoadWith | B::Exec)
            && args
                .iter()
                .chain(kwargs.iter().map(|k| &k.1))
                .any(|a| self.holds_written_config(a));
        let r = self.call_builtin_inner(b, args, kwargs);
        if reads_back {
            self.note_config_handed_on();
            return r;
        }
        let Some(c) = config else { return r };
        match b {
            B::Str | B::Repr | B::Format => {
                let bits = self.config_written(&c);
                r.map(|v| v.with_taint(bits))
            }
            B::Len
            | B::Bool
            | B::Isinstance
            | B::Issubclass
            | B::Callable
            | B::Type
            | B::Hash
            | B::Print
            | B::Getattr
            | B::Hasattr
            | B::Setattr
            | B::Delattr
            | B::List
            | B::Tuple
            | B::Set
            | B::Frozenset
            | B::Sorted
            | B::Reversed
            | B::Iter
            | B::Enumerate
            | B::Zip
            | B::Min
            | B::Max
            | B::Any
            | B::All
            | B::Map
            | B::Filter
            | B::Partial
            | B::Noop
            | B::Super
            | B::ObjectSetattr
            | B::ObjectDelattr => r,
            _ => {
                if !matches!(&r, Ok(v) if matches!(v.kind, V::Config(_))) {
                    self.note_config_handed_on();
                }
                r
            }
        }
    }

    fn call_builtin_inner(&mut self, b: Builtin, args: Vec<Value<'a>>, kwargs: Kw<'a>) -> R<'a, Value<'a>> {
        // What a built-in computes from inputs not known exactly is not known exactly either,
        // nor is an error it raises on them (the invariant of `value.rs`).
        // A generator handed to a built-in is gone over now: its items are made first, so
        // how exactly they are known counts as the built-in's input.
        for a in args.iter() {
            if let V::Gen(g) = &a.kind {
                self.gen_fill(g)?;
            }
        }
        if b == Builtin::Exec {
            // Code made at run time may do anything the caller's code could
            // (`Interp::exec_unseen`).
            self.exec_unseen(None, &args, &kwargs);
        }
        if b == Builtin::ChangesArgs {
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "a standard-library function that changes what it is given",
            );
            for a in args.iter().chain(kwargs.iter().map(|k| &k.1)) {
                if matches!(a.kind, V::Dict(_) | V::List(_) | V::Set(_) | V::Instance(_)) {
                    a.mark_inexact(bits);
                    self.changed(a);
                    self.touched(a);
                }
            }
        }
        if matches!(b, Builtin::Opaque | Builtin::Exec) {
            // `exec(code, ns)`, `eval(code, ns)`: what it writes into what it is handed is not
            // known.
            for a in args.iter().skip(1) {
                if matches!(a.kind, V::Dict(_) | V::List(_) | V::Instance(_)) {
                    a.mark_inexact(self.inexact(FallbackKind::NotModelled, "a built-in the tool does not model"));
                }
            }
        }
        // The text read from the config's file (not known exactly) handed to its loader: the
        // config, as the entry run has it.
        if let Some(cfg) = self.config_text_loaded(b, &args) {
            return Ok(cfg);
        }
        // A folder's listing, to what does not depend on its order: known.
        let args = match self.order_free_listing(b, &args, &kwargs) {
            Some(listing) => vec![listing],
            None => args,
        };
        let bits = match (b, args.as_slice()) {
            // What they answer rests on what the object is (its class), not on what it holds: a
            // dict's items or an object's attributes not known exactly leave it known.
            (Builtin::Isinstance, [obj, types]) if kwargs.is_empty() => kind_bits(obj) | types.inexact_bits(),
            (Builtin::Type, [obj]) if kwargs.is_empty() => kind_bits(obj),
            _ => inexact_inputs(None, &args, &kwargs),
        };
        if bits == 0 {
            return self.call_builtin_exact(b, args, kwargs);
        }
        // On what Python holds, it may raise where it did not on what the run holds (`sorted`
        // of a list an undecided branch may have added a string to).
        if !never_raises_on_contents(b) {
            self.may_raise(bits);
        }
        // Which of its inputs (or of their items) it returns is not known: any of them.
        if matches!(b, Builtin::Min | Builtin::Max | Builtin::Reduce) {
            match args.as_slice() {
                [one] if b != Builtin::Reduce => self.items_escaped(one),
                _ => self.escaped_from(&args),
            }
        }
        self.with_inexact_inputs(bits, |me| me.call_builtin_exact(b, args, kwargs))
    }

    fn call_builtin_exact(&mut self, b: Builtin, args: Vec<Value<'a>>, kwargs: Kw<'a>) -> R<'a, Value<'a>> {
        let unknown_in = args.iter().chain(kwargs.iter().map(|k| &k.1)).any(|a| a.is_unknown());
        // The code it was given, which it may call (kept only where it may be handed on: a run
        // that takes nothing to work).
        let code: Vec<Value<'a>> = match unknown_in && !self.assume_env {
            true => args
                .iter()
                .chain(kwargs.iter().map(|k| &k.1))
                .filter(|a| {
                    matches!(
                        a.kind,
                        V::Func(_)
                            | V::Bound(_)
                            | V::Method(_)
                            | V::Partial(_)
                            | V::Class(_)
                            | V::Instance(_)
                            | V::Dispatch(_)
                            | V::Cached(_)
                    )
                })
                .cloned()
                .collect(),
            false => Vec::new(),
        };
        let sources = self.iter_sources_of(b, &args);
        // `str(e)` of an exception CPython raised (its `args` are CPython's, not known): a text
        // not known, but `BaseException`'s own, from strings and numbers: it raises nothing.
        let shown_by_python = matches!(b, Builtin::Str | Builtin::Repr) && args.len() == 1 && python_raised(&args[0]);
        let r = self.call_builtin_kind(b, args, kwargs)?;
        self.note_iter_sources(&r, sources);
        if shown_by_python {
            return Ok(r);
        }
        // Unknown from unknown inputs, or a case not modelled: Python may have raised.
        if r.is_unknown() && (unknown_in || self.unmodelled_may_raise()) {
            // Over items it can't list, Python's built-in calls the code it was given (a key, a
            // function to map, an object's dunders) any number of times: as code the tool can't
            // see would.
            if unknown_in {
                self.handed_to_unseen(&code);
            }
            return Ok(self.unknown_op(r.taint));
        }
        Ok(r)
    }

    fn call_builtin_kind(&mut self, b: Builtin, mut args: Vec<Value<'a>>, kwargs: Kw<'a>) -> R<'a, Value<'a>> {
        use Builtin as B;
        // A member of an enum with a data type is its value to the built-ins that compute on
        // numbers and lengths (`int(Level.HIGH)`, `len(Dtype.BF16)`, `range(Level.HIGH)`).
        if matches!(
            b,
            B::Int
                | B::Float
                | B::Len
                | B::Range
                | B::Abs
                | B::Round
                | B::Divmod
                | B::Pow
                | B::Ceil
                | B::Floor
                | B::Sqrt
                | B::Log2
                | B::Gcd
                | B::Isqrt
        ) {
            for a in args.iter_mut() {
                let dunder = if b == B::Len { "__len__" } else { "__index__" };
                // `len()` of a `str`-based member, the number built-ins of an `int`-based one
                // (anything else raises with the class's own name).
                match self.enum_operand(a, dunder, true) {
                    Some(v) if (b == B::Len) == matches!(v.kind, V::Str(_)) => *a = v,
                    _ => {}
                }
            }
        }
        // A `str`-based member is the text of a name or path (`getattr(obj, Mode.FAST)`,
        // `os.path.join(Dir.DATA, f)`).
        let names: std::ops::Range<usize> = match b {
            B::Getattr | B::Hasattr | B::Setattr | B::Delattr | B::ObjectSetattr | B::ObjectDelattr => 1..2,
            B::GetAttrTorch | B::TorchDictGet | B::ImportModule | B::DunderImport | B::FindSpec => 0..1,
            B::PathJoin
            | B::PathBasename
            | B::PathDirname
            | B::PathSplit
            | B::PathSplitext
            | B::PathNormpath
            | B::PathAbspath
            | B::PathExpanduser
            | B::PathIsabs
            | B::PathRelpath
            | B::PathIsfile
            | B::PathIsdir
            | B::PathExists
            | B::PathNew => 0..args.len(),
            _ => 0..0,
        };
        for i in names {
            if let Some(v) = args.get(i).and_then(|a| self.enum_operand(a, "__str__", true)) {
                if matches!(v.kind, V::Str(_)) {
                    args[i] = v;
                }
            }
        }
        let t = all_taint(&args, &kwargs);
        let any_unknown = args.iter().any(|a| a.is_unknown());
        if any_unknown {
            // The result is unknown, but a config field handed to an iterating built-in
            // (`enumerate(cfg["seq_lens"])`, `zip(cfg["lows"], cfg["highs"])`) is still swept.
            let iterated: &[Value<'a>] = match b {
                B::Zip | B::Product | B::Chain | B::ZipLongest => &args,
                B::Accumulate | B::Islice => args.get(..1).unwrap_or(&[]),
                B::Map => args.get(1..).unwrap_or(&[]),
                B::Filter => args.get(1..2).unwrap_or(&[]),
                B::Enumerate | B::Reversed | B::Iter | B::Set | B::Frozenset => args.get(..1).unwrap_or(&[]),
                B::Min | B::Max | B::Sum | B::Any | B::All | B::Prod if args.len() == 1 => &args,
                _ => &[],
            };
            for a in iterated.iter().filter(|a| a.is_unknown() && a.origin.is_some()) {
                self.iterate(a)?;
            }
        }
        if any_unknown
            && !matches!(
                b,
                B::IsTensor
                    | B::Print
                    | B::Isinstance
                    | B::Getattr
                    | B::Hasattr
                    | B::Setattr
                    | B::Delattr
                    | B::ObjectSetattr
                    | B::Partial
                    | B::Property
                    | B::CachedProperty
                    | B::Staticmethod
                    | B::Classmethod
                    | B::Noop
                    | B::AbstractMethod
                    | B::Dataclass
                    | B::Field
                    | B::Type
                    | B::Callable
                    | B::Repr
                    | B::Str
                    | B::List
                    | B::Tuple
                    | B::Sorted
                    | B::Dict
                    | B::ArgParser
                    | B::ParseArgs
                    | B::ParseKnownArgs
                    | B::YamlLoad
                    | B::YamlLoadWith
                    | B::SysExit
                    | B::ImportModule
                    | B::DunderImport
                    | B::TensorRandn
                    | B::TensorRand
                    | B::TensorEmpty
                    | B::TensorZeros
                    | B::TensorOnes
                    | B::TensorFull
                    | B::TensorRandint
                    | B::TensorRandperm
                    | B::TensorArange
                    | B::TensorRandnLike
                    | B::TensorRandLike
                    | B::TensorLike
            )
        {
            return Ok(Value::unknown(t));
        }
        match kind(b) {
            Kind::Number => self.number_builtin(b, args, kwargs, t),
            Kind::Aggregate => self.aggregate_builtin(b, args, kwargs, t),
            Kind::Container => self.container_builtin(b, args, kwargs, t),
            Kind::Iteration => self.iteration_builtin(b, args, kwargs, t),
            Kind::Functional => self.functional_builtin(b, args, kwargs, t),
            Kind::Attribute => self.attribute_builtin(b, args, kwargs, t),
            Kind::Object => self.object_builtin(b, args, kwargs, t),
            Kind::Dataclass => self.dataclass_builtin(b, args, kwargs, t),
            Kind::Library => self.library_builtin(b, args, kwargs, t),
            Kind::Torch => self.torch_builtin(b, args, kwargs, t),
            Kind::Enum => self.enum_builtin(b, args, kwargs, t),
            Kind::Collections => self.collections_builtin(b, args, kwargs, t),
            Kind::DataFile => self.datafile_builtin(b, args, kwargs, t),
            Kind::Dispatch => Ok(match args.first() {
                Some(f) if args.len() == 1 && kwargs.is_empty() && matches!(f.kind, V::Func(_)) => {
                    Value::new(V::Dispatch(Rc::new(crate::eval::value::Dispatch {
                        base: f.clone(),
                        registry: RefCell::new(Vec::new()),
                        inexact: std::cell::Cell::new(0),
                    })))
                }
                _ => Value::unknown(t),
            }),
            Kind::Re => match b {
                B::Re(f) => self.re_builtin(f, args, kwargs, t),
                _ => Ok(Value::unknown(t)),
            },
        }
    }

    pub fn call_method(
        &mut self,
        recv: &Value<'a>,
        name: &str,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
    ) -> R<'a, Value<'a>> {
        if self.assume_env {
            return self.call_method_inner(recv, name, args, kwargs);
        }
        let given = passed(&args, &kwargs);
        let lazy = lazy_source(&args);
        let r = self.call_method_inner(recv, name, args, kwargs);
        if lazy {
            self.changed_part_way(recv, &r);
        }
        self.unfollowed_if(&r, Some(recv), &given);
        r
    }

    /// A container changed from an iterator or generator (`xs.extend(gen)`, `d.update(gen)`,
    /// `xs += gen`) that raised: Python's took the items before the error (the tool's, none):
    /// what it holds is not known.
    pub(crate) fn changed_part_way(&mut self, recv: &Value<'a>, r: &R<'a, Value<'a>>) {
        if matches!(r, Err(Flow::Exc(_))) && matches!(recv.kind, V::List(_) | V::Dict(_) | V::Set(_)) {
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "a container changed from items that raised part way",
            );
            recv.mark_inexact(bits);
            self.changed(recv);
            self.touched(recv);
        }
    }

    fn call_method_inner(
        &mut self,
        recv: &Value<'a>,
        name: &str,
        mut args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
    ) -> R<'a, Value<'a>> {
        // A range (held as a list) has a list's reading methods; the rest are not known.
        if recv.is_range() && !matches!(name, "count" | "index" | "__getitem__" | "__contains__" | "__len__") {
            return Ok(self.unknown_op(recv.taint));
        }
        // A folder's listing sorted: its order is then known.
        self.sort_listing(recv, name, &kwargs);
        // A `str` method takes a member of an enum with a data type as its value
        // (`path.startswith(Mode.FAST)`); `format` shows it as the member it is.
        if matches!(recv.kind, V::Str(_)) && !matches!(name, "format" | "format_map") {
            for a in args.iter_mut() {
                if let Some(v) = self.enum_operand(a, "__str__", true) {
                    *a = v;
                }
            }
        }
        // The arguments' bits once, the receiver's added (a mutator needs them apart).
        let arg_bits = inexact_inputs(None, &args, &kwargs);
        let bits = recv.inexact_bits() | arg_bits;
        let mutator = matches!(recv.kind, V::List(_) | V::Dict(_) | V::Set(_) | V::Config(_)) && is_mutator(name);
        if mutator {
            // Changed where the path is undecided, or by what is not known exactly: its contents
            // are no longer known exactly.
            self.changed(recv);
            if arg_bits != 0 && name != "append" {
                recv.mark_inexact(arg_bits);
            }
        }
        if bits != 0 {
            // It may raise on what Python holds (`pop` of what may be empty, `sort` of items
            // that may not compare), or on a receiver of another type than the one held.
            self.may_raise(bits);
        }
        let unknown_in = recv.is_unknown() || args.iter().chain(kwargs.iter().map(|k| &k.1)).any(|a| a.is_unknown());
        let regions = self.regions_entered();
        let r = if bits == 0 {
            self.call_method_on(recv, name, args, kwargs)
        } else {
            self.with_inexact_inputs(bits, |me| me.call_method_on(recv, name, args, kwargs))
        };
        if mutator {
            // What it went over may have raised part way, undecided (`results.extend(run(b)
            // for b in order)`): what it added after that is added on an undecided path.
            if self.regions_entered() != regions {
                self.changed(recv);
            }
            self.touched(recv);
        }
        // A method the type does not have (`{}.sort()`): only looked up when the model gave
        // nothing, so the table is not searched on every call.
        if matches!(&r, Ok(v) if v.is_unknown())
            && matches!(recv.kind, V::Str(_) | V::List(_) | V::Dict(_) | V::Set(_) | V::Tuple(_))
            && pytypes::python_type_has(recv.type_name(), name) == Some(false)
        {
            let message = format!("'{}' object has no attribute '{name}'", recv.type_name());
            return self.fail("AttributeError", message, recv.taint | bits);
        }
        match r {
            Ok(v) if v.is_unknown() && (unknown_in || self.unmodelled_may_raise()) => Ok(self.unknown_op(v.taint)),
            other => other,
        }
    }

    /// A built-in or method that answered "unknown" on inputs it knows (a case it does not
    /// model, `abs` of an object): in the corpus's runs, Python may have raised there. A
    /// harness's run takes it to work (`assume_env`).
    fn unmodelled_may_raise(&self) -> bool {
        !self.assume_env
    }

    /// A method of a built-in value, by the receiver's type; a receiver of another type gives an
    /// unknown result.
    fn call_method_on(
        &mut self,
        recv: &Value<'a>,
        name: &str,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
    ) -> R<'a, Value<'a>> {
        let t = recv.taint | all_taint(&args, &kwargs);
        let unknown = Value::unknown(t);
        match &recv.kind {
            V::Gen(g) => {
                let g = g.clone();
                self.gen_method(recv, &g, name, args)
            }
            V::Property(inner) => Ok(self.property_method(inner, name, &args).unwrap_or(unknown)),
            V::Tensor(x) => {
                let x = x.clone();
                if let Some(e) = crate::eval::tensor::method_error(recv, &x, name) {
                    return Err(self.error(e.class, e.message, e.taint));
                }
                Ok(match crate::eval::tensor::method(recv, &x, name, &args, &kwargs) {
                    Some(v) => {
                        self.tensor_read();
                        v.with_taint(t)
                    }
                    None => {
                        // A kernel on it: what it is handed reaches the kernels.
                        self.events.opaque_taint |= t;
                        self.memo_opaque(t);
                        unknown
                    }
                })
            }
            V::File(f) => {
                let f = f.clone();
                self.file_method(recv, &f, name, &args, t)
            }
            V::Path(p) if matches!(name, "read_text" | "open" | "iterdir" | "glob") => {
                let p = p.clone();
                self.path_data_method(&p, name, &args, &kwargs, t)
                    .unwrap_or(Ok(unknown))
            }
            V::Path(p) if matches!(name, "exists" | "is_file" | "is_dir") && args.is_empty() => {
                let config = self.entry.config_path.clone();
                Ok(match crate::eval::files::entry(&self.h.root, config.as_deref(), p) {
                    Some(e) => {
                        use crate::eval::files::Entry;
                        let yes = match name {
                            "is_file" => e == Entry::File,
                            "is_dir" => e == Entry::Dir,
                            _ => e != Entry::Missing,
                        };
                        Value::bool(yes).with_taint(t)
                    }
                    None => unknown,
                })
            }
            V::Path(p) => {
                let parts: Option<Vec<&str>> = args.iter().map(path_text).collect();
                match parts.map(|parts| crate::eval::paths::path_method(p, name, &parts)) {
                    Some(Ok(Some(v))) => Ok(v.with_taint(t)),
                    Some(Err(message)) => self.fail("ValueError", message, t),
                    // (A method not modelled, or given what is not known: it may raise.)
                    _ => Ok(self.unknown_op(t)),
                }
            }
            V::Config(c) => self.config_method(recv, c.clone(), name, &args, kwargs, t),
            V::Re(o) => {
                let o = o.clone();
                self.re_method(&o, name, args, kwargs, t)
            }
            V::Globals(m) => {
                let m = *m;
                self.module_dict_method(m, name, &args, &kwargs, t)
            }
            // `f.cache_clear()`: nothing kept. (`cache_info()` and `cache_parameters()`: not
            // modelled.)
            V::Cached(c) if name == "cache_clear" && args.is_empty() && kwargs.is_empty() => {
                let cache = c.cache.clone();
                self.call_method(&cache, "clear", vec![], vec![])?;
                Ok(Value::none())
            }
            V::Dispatch(d) if name == "register" => {
                let d = d.clone();
                self.dispatch_register(recv, &d, args, kwargs)
            }
            V::Dict(d) if !d.borrow().is_plain() => self.flavored_dict_method(recv, d.clone(), name, &args, kwargs, t),
            V::Dict(d) => self.dict_method(recv, d.clone(), name, &args, kwargs, t),
            V::List(l) => self.list_method(recv, l.clone(), name, &args, &kwargs, t),
            V::Set(s) => self.set_method(recv, s.clone(), name, &args, t),
            V::Tuple(x) => self.tuple_method(x, name, &args, t),
            // A read-only mapping (an enum's `__members__`): its dict's methods that only read.
            V::View(p) if p.kind == ViewKind::Proxy && matches!(name, "get" | "keys" | "values" | "items" | "copy") => {
                let d = p.dict.clone().with_taint(recv.taint);
                self.call_method(&d, name, args, kwargs)
            }
            V::Class(c) if name == "__subclasses__" && args.is_empty() => {
                let all = c.subclasses.borrow().clone();
                let live: Vec<Value<'a>> = all
                    .iter()
                    .filter_map(|w| w.upgrade())
                    .map(|s| Value::new(V::Class(s)))
                    .collect();
                // A subclass no longer reachable is listed by CPython until its garbage collector
                // frees it (a class holds cycles): when is not known.
                let gone = if live.len() < all.len() {
                    // Its code too: what calls one of the list may run it.
                    self.give_away_gone_code();
                    self.inexact(
                        FallbackKind::NotModelled,
                        "a subclass no longer reachable, until it is collected",
                    )
                } else {
                    0
                };
                let v = Value::list(live).with_taint(t);
                v.mark_inexact(c.subclasses_inexact.get() | gone);
                Ok(v)
            }
            V::Class(_) if name == "mro" && args.is_empty() => Ok(Value::list(self.mro(recv)).with_taint(t)),
            // `str.lower(x)`: the method of `x`, when `x` is of that type.
            V::Builtin(b) if attrs::unbound_methods_of(*b) => {
                let ty = attrs::builtin_type_name(*b);
                match args.split_first() {
                    Some((first, rest)) if Some(first.type_name()) == ty => {
                        self.call_method(first, name, rest.to_vec(), kwargs)
                    }
                    _ => {
                        let bits = self.inexact(
                            FallbackKind::NotModelled,
                            &format!("{}.{name}(…)", ty.unwrap_or("type")),
                        );
                        Ok(Value::unknown(t | bits))
                    }
                }
            }
            V::Str(s) => {
                let s = s.clone();
                self.str_method(&s, name, &args, &kwargs, t)
            }
            // An int's bits (a bool's too), a float's wholeness.
            V::Int(_) | V::Bool(_)
                if args.is_empty() && kwargs.is_empty() && matches!(name, "bit_length" | "bit_count") =>
            {
                let n = recv.as_int().unwrap_or(0).unsigned_abs();
                let bits = if name == "bit_length" {
                    64 - n.leading_zeros()
                } else {
                    n.count_ones()
                };
                Ok(Value::int(i64::from(bits)).with_taint(t))
            }
            V::Float(f) if args.is_empty() && kwargs.is_empty() && name == "is_integer" => {
                Ok(Value::bool(f.is_finite() && f.fract() == 0.0).with_taint(t))
            }
            _ => Ok(unknown),
        }
    }
}

/// The built-ins that raise on no contents of what they are given, only on its kind: an input
/// not known exactly does not make them raise where the run saw them return.
fn never_raises_on_contents(b: Builtin) -> bool {
    use Builtin as B;
    matches!(
        b,
        B::Len
            | B::List
            | B::Tuple
            | B::Iter
            | B::Enumerate
            | B::Zip
            | B::Reversed
            | B::Isinstance
            | B::Type
            | B::Callable
    )
}

/// An exception the tool raised as CPython would (`1 + "x"`, a missing attribute): a built-in
/// exception class, its `args` CPython's, not known. Its text holds no object of the harness's
/// (a `KeyError`'s key or a `StopIteration`'s value may be one).
fn python_raised(v: &Value) -> bool {
    let V::Instance(i) = &v.kind else { return false };
    let V::ExcType(name) = &i.class.kind else { return false };
    !matches!(&**name, "KeyError" | "StopIteration" | "StopAsyncIteration")
        && i.attrs.borrow().iter().any(|(k, a)| &**k == "args" && a.is_unknown())
}

/// The config an object holds as an attribute, or in a list or tuple that is one (a
/// `ChainMap`'s `maps`).
fn config_held_by<'a>(i: &Instance<'a>) -> Option<Rc<RefCell<Config<'a>>>> {
    let config_in = |v: &Value<'a>| match &v.kind {
        V::Config(c) => Some(c.clone()),
        _ => None,
    };
    i.attrs.borrow().iter().find_map(|(_, v)| match &v.kind {
        V::List(l) => l.borrow().items.iter().find_map(config_in),
        V::Tuple(t) => t.iter().find_map(config_in),
        _ => config_in(v),
    })
}

/// Whether a call's arguments hold an iterator or generator, whose items Python takes one at a
/// time (an error it raises comes after the items before it were used).
pub(crate) fn lazy_source(args: &[Value]) -> bool {
    args.iter().any(|a| matches!(a.kind, V::Gen(_) | V::Iter(_)))
}
