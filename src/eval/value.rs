//! Values of the evaluator: Python's own (None, numbers, strings, containers, functions, classes,
//! modules), torch dtypes, the config mapping, and `Unknown` — a value the tool cannot know (a
//! tensor, a kernel's result, or in a probe a config field not given), which absorbs every
//! operation. Every value carries the set of config fields it was computed from (its taint), and a
//! value read straight from the config remembers which field it is (its origin).
//!
//! # The invariant: exact or unknown
//!
//! **A concrete value, or an exception, comes only from a modelled operation on exact inputs.**
//! Where the evaluator answers without knowing — an attribute, builtin, operator, base class,
//! hook or pattern it does not model, a comprehension or `*x` over an unknown iterable, an
//! exception it would raise on inexact inputs, a value written while the path is undecided (a
//! branch on an unknown condition, a loop over unknown items) — what it gives is *inexact*:
//! it may still be concrete (a one-item list standing for "some items"), but it is marked, and
//! the mark flows like taint through every operation, into every container and object the value
//! is put in ([`Items::inexact`], [`Dict::inexact`], [`Instance::inexact`], …), and out of every
//! read of such a container. A decision on an inexact value is undecided (as on `Unknown`:
//! [`Value::truthy`] and [`py_eq`] say `None`), an error computed from one is not raised as a
//! fact, and the check and the schema build errors and complete facts from exact values only.
//!
//! The mark is the top byte of [`Taint`] ([`INEXACT`]): each bit stands for one place where the
//! run first answered without knowing (the interpreter keeps their lines and what was not
//! modelled), so an `unchecked` can name the construct and its line; bits OR together exactly.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use super::torch;
use crate::parse::python::{ast, bloom_bit, name_key, FnScope, Slot as Place};

/// Bit set of config fields (indices into the evaluation's field table, bits 0 to
/// [`MAX_FIELD_BIT`]), and in the top byte the places the value's inexactness comes from
/// ([`INEXACT`]).
pub type Taint = u64;

/// The first bit of the inexactness byte of a [`Taint`].
pub const INEXACT_SHIFT: u32 = 56;
/// The inexactness byte of a [`Taint`]: any bit set, the value is not exact (see the module doc).
pub const INEXACT: Taint = 0xFF << INEXACT_SHIFT;
/// The config-field bits of a [`Taint`].
pub const FIELD_BITS: Taint = !INEXACT;
/// The last bit a config field can have (later fields share it).
pub const MAX_FIELD_BIT: u16 = INEXACT_SHIFT as u16 - 1;

/// The inexactness bit of a dict or set whose keys are objects compared by their own
/// `__eq__`, which building it does not call (one bit for all: no line to name).
pub const INEXACT_OBJECT_KEYS: Taint = 1 << 63;

/// Objects among `items` whose own `__eq__` decides whether two are one (a set of them, the
/// keys of a dict), or NaNs (one where they are one object): how many distinct is not known.
pub fn objects_undecided(items: &[Value]) -> bool {
    if !items.iter().any(may_be_equal_unseen) {
        return false;
    }
    items
        .iter()
        .enumerate()
        .any(|(n, a)| items[n + 1..].iter().any(|b| py_eq(a, b).is_none()))
}

/// A value whose equality to another as a key or an item is decided by what the tool does not
/// follow: an object (its class's `__eq__`), a NaN (equal where it is the same object), or a
/// tuple holding a value not known exactly.
fn may_be_equal_unseen(v: &Value) -> bool {
    match &v.kind {
        V::Instance(_) => true,
        V::Float(f) => f.is_nan(),
        // A tuple holding a value not known exactly (`("gemm", backend)`): equal to a key or not
        // as that value turns out.
        V::Tuple(items) => items
            .iter()
            .any(|x| x.is_unknown() || x.taint & INEXACT != 0 || may_be_equal_unseen(x)),
        _ => false,
    }
}

/// A dict of named attributes (an object's, a function's, a class's), in their order.
pub fn attrs_dict<'a>(attrs: &[(Rc<str>, Value<'a>)]) -> Value<'a> {
    let entries = attrs
        .iter()
        .map(|(k, v)| (Value::new(V::Str(k.clone())), v.clone(), Src::default()))
        .collect();
    Value::dict(Dict::from_entries(entries))
}

/// Whether a taint says the value is inexact.
#[inline]
pub fn is_inexact(t: Taint) -> bool {
    t & INEXACT != 0
}

/// Keyword arguments of a call.
pub type Kwargs<'a> = Vec<(Rc<str>, Value<'a>)>;
/// Parameter defaults, one per parameter (`None`: no default).
pub type Defaults<'a> = Vec<Option<Value<'a>>>;
/// A dataclass's fields in order, with their defaults.
pub type DataFields<'a> = Vec<(Rc<str>, Option<Value<'a>>)>;

/// A place in a harness file: module index and byte offset (turned into a line only when shown:
/// the evaluator passes many places and reports few).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Src {
    pub module: u32,
    pub offset: u32,
}

/// A fast hash for the evaluator's scopes (names are short; no adversary to guard against
/// beyond the harness's own code).
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

impl std::hash::Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0x51_7c_c1_b7_27_22_0a_95;
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.hash = (self.hash.rotate_left(5) ^ u64::from_le_bytes(w)).wrapping_mul(K);
        }
        for &b in chunks.remainder() {
            self.hash = (self.hash.rotate_left(5) ^ b as u64).wrapping_mul(K);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.write(&[i]);
    }
    fn finish(&self) -> u64 {
        self.hash
    }
}

pub type FxBuild = std::hash::BuildHasherDefault<FxHasher>;

#[derive(Clone)]
pub struct Value<'a> {
    pub kind: V<'a>,
    pub taint: Taint,
    /// The config field this value was read from unchanged, if any.
    pub origin: Option<u16>,
}

#[derive(Clone)]
pub enum V<'a> {
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Rc<str>),
    List(Rc<RefCell<Items<'a>>>),
    Tuple(Rc<Vec<Value<'a>>>),
    Dict(Rc<RefCell<Dict<'a>>>),
    Set(Rc<RefCell<Items<'a>>>),
    Config(Rc<RefCell<Config<'a>>>),
    Func(Rc<Func<'a>>),
    Builtin(Builtin),
    /// A method of a built-in value, bound to its receiver.
    Method(Rc<(Value<'a>, Rc<str>)>),
    /// A user function bound to an instance.
    Bound(Rc<(Value<'a>, Value<'a>)>),
    Module(u32),
    Native(Native),
    Class(Rc<Class<'a>>),
    Instance(Rc<Instance<'a>>),
    Dtype(u8),
    /// A built-in exception type, by name.
    ExcType(Rc<str>),
    /// `torch.finfo(d)` / `torch.iinfo(d)`.
    Finfo(u8),
    /// A `property` wrapping a getter.
    Property(Rc<Value<'a>>),
    /// `functools.cached_property(f)`: read from an instance that lacks the name, `f` runs and
    /// its result is kept in the instance under the name (which later reads find first).
    CachedProperty(Rc<Value<'a>>),
    /// `staticmethod(f)` / `classmethod(f)`.
    StaticMethod(Rc<Value<'a>>),
    ClassMethod(Rc<Value<'a>>),
    /// `functools.partial(f, *args, **kw)`.
    Partial(Rc<(Value<'a>, Vec<Value<'a>>, Kwargs<'a>)>),
    /// A `pathlib` path, as its normalized text ([`crate::eval::paths`]).
    Path(Rc<str>),
    /// A tensor: its shape and dtype as far as known ([`crate::eval::tensor`]).
    Tensor(Rc<Tensor>),
    /// `super()`: the class it looks after in the MRO, and the instance (or class) it binds to.
    Super(Rc<(Value<'a>, Value<'a>)>),
    /// A built-in iterator: `enumerate`, `zip`, `map`, `filter`, `reversed`
    /// ([`crate::eval::builtins`]' `iterators`).
    Iter(Rc<PyIter<'a>>),
    /// `d.keys()`, `d.values()`, `d.items()`: a live view of the dict.
    View(Rc<DictView<'a>>),
    /// A generator, coroutine or iterator ([`crate::eval::interp::Gen`]).
    Gen(Rc<RefCell<super::interp::Gen<'a>>>),
    /// A file opened for reading (`open(p)`, `Path(p).open()`): what it holds and where reading
    /// is ([`crate::eval::datafiles`]).
    File(Rc<PyFile>),
    /// A compiled pattern or a match of `re` ([`crate::eval::regex`]): made only from exact text.
    Re(Rc<ReObj>),
    /// `functools.singledispatch(f)` (`interp/dispatch.rs`).
    Dispatch(Rc<Dispatch<'a>>),
    /// `functools.lru_cache(...)(f)` or `functools.cache(f)` (`interp/cached.rs`).
    Cached(Rc<Cached<'a>>),
    /// `globals()`: the module's namespace, live (a name bound after it was taken is in it). Read
    /// by name; its dunders (`__loader__`, `__spec__`, `__builtins__`, …) and its order are not
    /// known, so neither are its length and its items (`interp/module_dict.rs`).
    Globals(u32),
    Unknown,
}

/// A function `functools.singledispatch` made: the function for `object`, and those registered
/// for classes, in the order they were (a class registered again: the later one counts).
pub struct Dispatch<'a> {
    pub base: Value<'a>,
    pub registry: RefCell<Vec<(Value<'a>, Value<'a>)>>,
    /// A registration the tool could not follow (a class not known, one made where the path is
    /// undecided): which function a call runs is not known. The inexactness bits of why.
    pub inexact: Cell<Taint>,
}

/// A function whose results `functools.lru_cache` (or `cache`) keeps: the function, the kept
/// results (a dict from each call's key, module state as any container a module holds is), and
/// how many it keeps at most (`None`: all).
pub struct Cached<'a> {
    pub func: Value<'a>,
    pub cache: Value<'a>,
    pub maxsize: Option<i64>,
}

/// `re.compile(text)`: the text and what it compiled to.
pub struct RePattern {
    pub text: Rc<str>,
    pub re: crate::eval::regex::Regex,
}

/// What `re` gives: a `Pattern`, or a `Match` of one in a string (the spans of the whole and of
/// each group, in characters).
pub enum ReObj {
    Pattern(Rc<RePattern>),
    Match {
        pattern: Rc<RePattern>,
        string: Rc<str>,
        spans: crate::eval::regex::Spans,
    },
}

/// A text file opened for reading, as `open(path)` gives it: its path as given, what it holds,
/// how far it has been read, whether it is closed.
pub struct PyFile {
    /// The path as it was given (`f.name`).
    pub name: Rc<str>,
    pub content: FileContent,
    /// How far it has been read, in bytes of the text.
    pub pos: Cell<usize>,
    pub closed: Cell<bool>,
    /// What was read from it, or whether it is closed, is not known exactly (it was read or
    /// closed where the path was undecided): the inexactness bits of why.
    pub inexact: Cell<Taint>,
}

/// What a file opened for reading holds.
#[derive(Clone)]
pub enum FileContent {
    /// The config being checked (the path the entry's `--config` names): its loaders give the
    /// config, its text is not known.
    Config,
    /// A file of the checkout, read as CPython's text mode reads it (newlines translated).
    Text(Rc<str>),
    /// Not known.
    Unknown,
}

/// A view of a dict's keys, values or items, as `d.keys()` / `d.values()` / `d.items()` give it:
/// it reads the dict each time it is used.
pub struct DictView<'a> {
    /// The dict (a [`V::Dict`]).
    pub dict: Value<'a>,
    pub kind: ViewKind,
    /// A view of a module's namespace (`vars(m).values()`): `dict` is a copy of it taken when the
    /// view was made ([`crate::eval::interp::Interp::module_listing`]), good as long as the
    /// module binds and unbinds nothing ([`Vars::writes`] as then); after, the view is not
    /// known exactly (these inexactness bits), as Python's shows the module as it is now.
    pub live: Option<(Rc<Env<'a>>, u64, Taint)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
    /// `types.MappingProxyType` over the dict (an enum's `__members__`): read-only, iterated
    /// by its keys.
    Proxy,
}

impl<'a> DictView<'a> {
    /// The bits that mark a view of a module's namespace the module changed since it was made.
    pub fn stale_bits(&self) -> Taint {
        match &self.live {
            Some((env, writes, bits)) if env.bound_since(*writes) => *bits,
            _ => 0,
        }
    }

    /// What the view holds now, in the dict's order.
    pub fn items(&self) -> Vec<Value<'a>> {
        let V::Dict(d) = &self.dict.kind else { return Vec::new() };
        let d = d.borrow();
        d.entries
            .iter()
            .map(|(k, v, _)| match self.kind {
                ViewKind::Keys | ViewKind::Proxy => k.clone(),
                ViewKind::Values => v.clone(),
                ViewKind::Items => Value::tuple(vec![k.clone(), v.clone()]),
            })
            .collect()
    }

    /// Python's name of its type.
    pub fn type_name(&self) -> &'static str {
        match self.kind {
            ViewKind::Keys => "dict_keys",
            ViewKind::Values => "dict_values",
            ViewKind::Items => "dict_items",
            ViewKind::Proxy => "mappingproxy",
        }
    }
}

/// A built-in iterator: its type's name, what it has left to give, and (`map`, `filter`) the
/// function applied to each as it is taken.
pub struct PyIter<'a> {
    pub kind: &'static str,
    pub rest: RefCell<std::collections::VecDeque<Value<'a>>>,
    pub func: Option<Value<'a>>,
    /// The error it raises once exhausted (`zip(..., strict=True)` over iterables of different
    /// lengths): its message.
    pub end_error: RefCell<Option<String>>,
    /// Its items are not known exactly: the inexactness bits of why.
    pub inexact: Cell<Taint>,
    /// Some of what it has left was made ahead of Python's time (a generator's items, a
    /// `map`'s calls, taken when it was made, not as it is pulled): the count of changes
    /// (`Interp::epoch`) they were made at. An item taken after a change since may not be
    /// the one Python's would be (`interp/pull.rs`).
    pub ahead: Cell<Option<u64>>,
}

/// Modules the evaluator models itself instead of reading their source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Native {
    Torch,
    Importlib,
    /// `importlib.util`: `find_spec`; the rest not known.
    ImportlibUtil,
    /// `operator`: `attrgetter` and `itemgetter`; the rest not known.
    Operator,
    Copy,
    Itertools,
    Math,
    Functools,
    /// `contextlib`: `contextmanager` (a decorator that runs none of what it decorates, not
    /// modelled); the rest unknown.
    Contextlib,
    Argparse,
    Dataclasses,
    Collections,
    Types,
    /// `os`, `os.path` (pure path arithmetic, as `posixpath` does it), `sys`.
    Os,
    OsPath,
    Sys,
    /// PyYAML: its loaders give the config being checked, or parse a data file.
    Yaml,
    /// `json`: `load`/`loads` ([`crate::eval::datafiles`]); the rest not known.
    Json,
    /// `pkgutil`: `iter_modules`; the rest not known.
    Pkgutil,
    /// `glob`: `glob`; the rest not known.
    Glob,
    /// `inspect`: `isabstract`; the rest not known.
    Inspect,
    /// `pathlib`: pure paths ([`crate::eval::paths`]).
    Pathlib,
    /// `abc`: `ABC`, `ABCMeta` and `abstractmethod` (`interp/abc.rs`).
    Abc,
    /// `typing`: `Generic`/`Protocol` bases (`interp/abc.rs`), decorators that keep the
    /// function, `cast`, `TYPE_CHECKING`, the special forms and generic aliases
    /// ([`Native::TypingForm`]); the rest unknown.
    Typing,
    /// One of `typing`'s special forms or generic aliases (`Optional`, `List`, `Callable`), or
    /// one of them subscripted (`List[int]`): what an annotation names. Subscripting one gives
    /// another; anything else about it is not known.
    TypingForm,
    /// `typing.ClassVar` itself (a field's annotation `dataclasses` sets apart); subscripted,
    /// a [`Native::TypingForm`].
    TypingClassVar,
    /// `torch.__dict__`: the dtypes by name, as `getattr(torch, name)` finds them.
    TorchDict,
    /// An `argparse.ArgumentParser` (or one of its groups): `parse_args()` gives the run's
    /// command line, the harness's own defaults.
    ArgParser,
    /// `re`: its functions on `str` ([`crate::eval::regex`]); the rest (flags, `error`) unknown.
    Re,
    /// `enum`: `Enum`, `IntEnum`, `StrEnum`, `Flag`, `IntFlag`, `auto`, `unique`
    /// ([`crate::eval::interp`]'s `enums.rs`); the rest unknown. Also the mark every enum class
    /// has among its bases' bases: what it does not model of them stays unknown.
    Enum,
    /// Any module that is not the harness's own: every attribute is `Unknown`.
    Opaque,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    /// `types.SimpleNamespace` / `argparse.Namespace`.
    Namespace,
    /// `types.MappingProxyType(d)`: a read-only live view of the dict.
    MappingProxy,
    Len,
    Min,
    Max,
    Int,
    Float,
    Str,
    Bool,
    List,
    Tuple,
    Dict,
    Set,
    Frozenset,
    Sorted,
    Range,
    Enumerate,
    Zip,
    Isinstance,
    Issubclass,
    /// `functools.singledispatch`.
    Singledispatch,
    Getattr,
    Hasattr,
    Setattr,
    Delattr,
    Abs,
    Sum,
    Any,
    All,
    Print,
    Round,
    Divmod,
    Pow,
    Map,
    Filter,
    Reversed,
    Repr,
    Type,
    Iter,
    Next,
    Globals,
    /// `vars()`: at a module's top level its `globals()`; `vars(obj)`: a module's namespace, an
    /// object's or class's `__dict__`.
    Vars,
    Callable,
    Super,
    Object,
    Property,
    Staticmethod,
    Classmethod,
    ImportModule,
    /// `__import__(name, globals, locals, fromlist, level)`: the module imported, given back as
    /// its top package unless `fromlist` names something.
    DunderImport,
    /// `importlib.util.find_spec`.
    FindSpec,
    /// `functools.cached_property`.
    CachedProperty,
    /// `object.__setattr__` / `object.__delattr__`: an attribute set or deleted past the class's
    /// own hooks (a data descriptor still decides a set).
    ObjectSetattr,
    ObjectDelattr,
    /// `operator.attrgetter(*names)` / `operator.itemgetter(*keys)`: a getter, made as the
    /// partial application of `GetAttrs` / `GetItems` to them.
    AttrGetter,
    ItemGetter,
    /// What such a getter calls: the attributes (dotted names followed) or items of the last
    /// argument named by the others, one value or a tuple of them.
    GetAttrs,
    GetItems,
    CopyCopy,
    CopyDeepcopy,
    Product,
    Chain,
    /// `itertools.chain.from_iterable(its)`.
    ChainFromIterable,
    /// `itertools.accumulate`, `zip_longest`, `islice`.
    Accumulate,
    ZipLongest,
    Islice,
    Ceil,
    Floor,
    Log2,
    Sqrt,
    Gcd,
    Isqrt,
    Prod,
    Partial,
    Reduce,
    Dataclass,
    Field,
    Finfo,
    Iinfo,
    /// `dataclasses.fields(cls_or_instance)`.
    DataclassFields,
    /// `dataclasses.asdict(instance)`.
    Asdict,
    /// `dataclasses.replace(instance, **changes)`.
    DataclassReplace,
    /// `torch.is_tensor(x)`: a value the tool knows is never a tensor.
    IsTensor,
    GetAttrTorch,
    Noop,
    /// `functools.lru_cache`: given the function, the function cached ([`V::Cached`]); given its
    /// options, a decorator (a partial of [`Builtin::LruCacheWith`]; with `typed`, not modelled).
    LruCache,
    /// `lru_cache`'s decorator made with its size (`None`: keeps all): given it, then the function.
    LruCacheWith,
    /// `functools.cache`: `lru_cache(maxsize=None)`.
    Cache,
    /// `contextlib.contextmanager`: given a generator function, the function that makes a context
    /// manager of its generator (a partial of [`Builtin::GenContext`]).
    ContextManager,
    /// What `contextmanager` makes of a generator function (given it, then its arguments): the
    /// generator, as a context manager (a partial of [`Builtin::GenCm`]).
    GenContext,
    /// A context manager made by `contextmanager` (given its generator): entering runs the
    /// generator to its `yield`, leaving runs the rest (`with_stmt.rs`).
    GenCm,
    /// `functools.wraps(wrapped)`, given `wrapped`, then the wrapper.
    WrapsWith,
    /// A wrapper `functools.wraps` updated (given it and the function it wraps, then the call's
    /// arguments): called, the wrapper runs; named as the function it wraps. (Not the same object
    /// as the wrapper here, as it is in Python: which is not claimed, `is_wrapped`.)
    Wrapped,
    /// `functools.wraps(f)`: makes a decorator (a partial of [`Builtin::WrapsWith`]) that names
    /// what it decorates after `f`, without running either; given `assigned`/`updated`, one not
    /// modelled.
    Wraps,
    /// `exec` and `eval`: code made at run time, run in the caller's namespaces (not modelled).
    Exec,
    Opaque,
    /// A standard-library function that changes the containers it is handed (`heapq`'s,
    /// `bisect.insort`, `random.shuffle`, `operator.setitem` and the in-place operators): not
    /// modelled; what it is handed is not known exactly after it, in a harness's runs too.
    ChangesArgs,
    /// `input(prompt)`: what it reads is not known; the prompt is shown (its `__str__` runs).
    Input,
    /// `hash(v)`.
    Hash,
    /// `format(v, spec)`: the text of one replacement field.
    Format,
    /// `argparse.ArgumentParser(...)` and its groups.
    ArgParser,
    /// `parser.parse_args()` / `parser.parse_known_args()`.
    ParseArgs,
    ParseKnownArgs,
    /// `yaml.safe_load` and the other loaders.
    YamlLoad,
    /// `yaml.load(stream, Loader)`: as [`Builtin::YamlLoad`], its loader given.
    YamlLoadWith,
    /// PyYAML's loaders that resolve plain scalars as `safe_load` does (`SafeLoader`,
    /// `FullLoader`, `Loader`, `UnsafeLoader`, their C forms), as `yaml.load`'s `Loader`.
    YamlLoader,
    /// `open(path, …)` ([`crate::eval::datafiles`]).
    Open,
    /// `json.load(f)` / `json.loads(text)`.
    JsonLoad,
    /// `os.listdir(path)`.
    ListDir,
    /// `pkgutil.iter_modules(path, prefix)`.
    IterModules,
    /// `glob.glob(pattern, recursive=…)`.
    Glob,
    /// The `os.path` functions the evaluator computes: pure string arithmetic, as `posixpath`.
    PathJoin,
    PathBasename,
    PathDirname,
    PathSplit,
    PathSplitext,
    PathNormpath,
    PathAbspath,
    PathExpanduser,
    /// `sys.exit(code)`.
    SysExit,
    /// `os.path.isabs`, `os.path.relpath`, `os.getcwd()` (the working directory is the
    /// benchmark root, as the seed runs the harness).
    PathIsabs,
    PathRelpath,
    Getcwd,
    /// `os.path.isfile` / `isdir` / `exists` ([`crate::eval::files`]).
    PathIsfile,
    PathIsdir,
    PathExists,
    /// `pathlib.Path(*parts)`.
    PathNew,
    /// `torch.__dict__.get(name, default)`.
    TorchDictGet,
    /// Torch's tensor factories ([`crate::eval::tensor::factory`]): `randn`, `rand`, `empty`,
    /// `zeros`, `ones` (a size), `full`, `randint`, `randperm`, `arange`, `randn_like`,
    /// `rand_like` and the other `*_like`.
    TensorRandn,
    TensorRand,
    TensorEmpty,
    TensorZeros,
    TensorOnes,
    TensorFull,
    TensorRandint,
    TensorRandperm,
    TensorArange,
    TensorRandnLike,
    TensorRandLike,
    TensorLike,
    /// `NotImplemented`: what a binary dunder returns for an operand it does not take.
    NotImplemented,
    /// `abc.ABCMeta`, as a class's metaclass (it adds nothing the evaluator follows).
    AbcMeta,
    /// `abc.abstractmethod`: the function, marked abstract (`interp/abc.rs`).
    AbstractMethod,
    /// `inspect.isabstract(obj)`: a class with abstract methods left (`interp/abc.rs`).
    IsAbstract,
    /// `typing.cast(t, v)`: `v`.
    Cast,
    /// `object.__new__(cls)`: a new instance of `cls`.
    ObjectNew,
    /// `object.__init__(obj)` and `object.__init_subclass__(cls)`, as a `super()` past the
    /// harness's classes gives them, bound (`interp/object_base.rs`: what they refuse).
    ObjectInit,
    ObjectInitSubclass,
    /// The `__init__` `@dataclass` made for a class, as a `super()` past a subclass's own finds
    /// it: bound to the dataclass and the object.
    DataclassInit,
    /// `type.__new__(meta, name, bases, ns)`, as a metaclass's `super().__new__` (`interp/metaclass.rs`).
    TypeNew,
    /// `type.__call__(cls, *args, **kwargs)`, as a metaclass's `super().__call__`: `cls`'s
    /// instance made and initialised.
    TypeCall,
    /// `enum.auto`, and what calling it gives (a value the enum's class body turns into one).
    EnumAuto,
    EnumAutoValue,
    /// `enum.unique`.
    EnumUnique,
    /// `collections.defaultdict`, `OrderedDict`, `Counter`: a dict of that [`Flavor`].
    DefaultDict,
    OrderedDict,
    Counter,
    /// `collections.namedtuple(typename, field_names, ...)`: a new class.
    Namedtuple,
    /// `typing.NamedTuple`: a base whose class body's annotations are the fields, or called
    /// with a name and `(name, type)` pairs.
    TypingNamedTuple,
    /// A method of a namedtuple class (bound to an instance, which holds its fields as its
    /// attributes): its tuple behaviour ([`crate::eval::builtins`]' `collections`).
    NtMethod(NtOp),
    /// A method of `collections.ChainMap` (an instance holds its `maps`, a list).
    CmMethod(CmOp),
    /// A function of `re` ([`crate::eval::regex`]).
    Re(ReFn),
    /// A function of `operator` that is an operator of the language (`operator.or_(a, b)` is
    /// `a | b`).
    Op(OpFn),
}

// A built-in is held in every value that may be one: it stays a few bytes (a name held in it
// made every value larger, and a check 6% slower).
const _: () = assert!(std::mem::size_of::<Builtin>() <= 4);

/// What a [`Builtin::Op`] computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpFn {
    Bin(ast::Operator),
    Cmp(ast::CmpOp),
    /// `contains(a, b)`: `b in a`.
    Contains,
    Unary(ast::UnaryOp),
    /// `operator.inv`: `~a`, a function of its own beside `invert`.
    Inv,
    /// `bool(a)`.
    Truth,
    GetItem,
}

impl OpFn {
    /// Every one, each once (`operator` names them by [`Self::name`]).
    pub const ALL: [OpFn; 29] = {
        use ast::{CmpOp as C, Operator as O, UnaryOp as U};
        [
            OpFn::Bin(O::Add),
            OpFn::Bin(O::Sub),
            OpFn::Bin(O::Mult),
            OpFn::Bin(O::MatMult),
            OpFn::Bin(O::Div),
            OpFn::Bin(O::FloorDiv),
            OpFn::Bin(O::Mod),
            OpFn::Bin(O::Pow),
            OpFn::Bin(O::LShift),
            OpFn::Bin(O::RShift),
            OpFn::Bin(O::BitAnd),
            OpFn::Bin(O::BitOr),
            OpFn::Bin(O::BitXor),
            OpFn::Cmp(C::Lt),
            OpFn::Cmp(C::LtE),
            OpFn::Cmp(C::Eq),
            OpFn::Cmp(C::NotEq),
            OpFn::Cmp(C::GtE),
            OpFn::Cmp(C::Gt),
            OpFn::Cmp(C::Is),
            OpFn::Cmp(C::IsNot),
            OpFn::Contains,
            OpFn::Unary(U::Not),
            OpFn::Unary(U::USub),
            OpFn::Unary(U::UAdd),
            OpFn::Unary(U::Invert),
            OpFn::Inv,
            OpFn::Truth,
            OpFn::GetItem,
        ]
    };

    /// The function's name, as its errors give it (and `operator` holds it by).
    pub fn name(self) -> &'static str {
        use ast::{CmpOp as C, Operator as O, UnaryOp as U};
        match self {
            OpFn::Bin(o) => match o {
                O::Add => "add",
                O::Sub => "sub",
                O::Mult => "mul",
                O::MatMult => "matmul",
                O::Div => "truediv",
                O::FloorDiv => "floordiv",
                O::Mod => "mod",
                O::Pow => "pow",
                O::LShift => "lshift",
                O::RShift => "rshift",
                O::BitAnd => "and_",
                O::BitOr => "or_",
                O::BitXor => "xor",
            },
            OpFn::Cmp(c) => match c {
                C::Lt => "lt",
                C::LtE => "le",
                C::Eq => "eq",
                C::NotEq => "ne",
                C::GtE => "ge",
                C::Gt => "gt",
                C::Is => "is_",
                C::IsNot => "is_not",
                C::In | C::NotIn => "contains",
            },
            OpFn::Contains => "contains",
            OpFn::Unary(u) => match u {
                U::Not => "not_",
                U::USub => "neg",
                U::UAdd => "pos",
                U::Invert => "invert",
            },
            OpFn::Inv => "inv",
            OpFn::Truth => "truth",
            OpFn::GetItem => "getitem",
        }
    }
}

/// What a [`Builtin::CmMethod`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmOp {
    GetItem,
    SetItem,
    DelItem,
    Len,
    Iter,
    Contains,
    Get,
    NewChild,
    Parents,
    Eq,
}

impl Builtin {
    /// A number for each built-in (a memo key's).
    pub fn code(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = FxHasher::default();
        self.hash(&mut h);
        h.finish()
    }
}

/// A function of `re`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReFn {
    Compile,
    Match,
    Fullmatch,
    Search,
    Findall,
    Finditer,
    Sub,
    Subn,
    Split,
    Escape,
}

/// What a [`Builtin::NtMethod`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NtOp {
    GetItem,
    Len,
    Iter,
    Contains,
    Hash,
    Eq,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    RAdd,
    Count,
    Index,
    Replace,
    Asdict,
    Make,
}

/// Which dict type a [`Dict`] is: `dict`, or one of `collections`' subclasses of it (the
/// behaviour they add is modelled where they differ from a dict's; the rest is not known).
#[derive(Clone, Default)]
pub enum Flavor<'a> {
    #[default]
    Plain,
    /// `defaultdict(factory)`: a missing key read by `d[k]` is `factory()`, put in (`None`: no
    /// factory, a `KeyError` as a dict).
    Default(Value<'a>),
    /// `OrderedDict`: equality with another is order-sensitive; `move_to_end`, `popitem(last=)`.
    Ordered,
    /// `Counter`: a missing key reads as 0.
    Counter,
}

impl Flavor<'_> {
    /// The type's name, as `type(d).__name__` says it.
    pub fn type_name(&self) -> &'static str {
        match self {
            Flavor::Plain => "dict",
            Flavor::Default(_) => "defaultdict",
            Flavor::Ordered => "OrderedDict",
            Flavor::Counter => "Counter",
        }
    }

    /// The built-in standing for the type.
    pub fn builtin(&self) -> Builtin {
        match self {
            Flavor::Plain => Builtin::Dict,
            Flavor::Default(_) => Builtin::DefaultDict,
            Flavor::Ordered => Builtin::OrderedDict,
            Flavor::Counter => Builtin::Counter,
        }
    }
}

/// An ordered dict; each entry remembers where in the harness it was put.
#[derive(Clone, Default)]
pub struct Dict<'a> {
    pub entries: Vec<(Value<'a>, Value<'a>, Src)>,
    /// Its entries are not known exactly (see the module doc): the inexactness bits of why.
    pub inexact: Taint,
    /// `dict`, or a `collections` subclass of it.
    pub flavor: Flavor<'a>,
}

impl<'a> Dict<'a> {
    pub fn from_entries(entries: Vec<(Value<'a>, Value<'a>, Src)>) -> Self {
        Dict {
            entries,
            inexact: 0,
            flavor: Flavor::Plain,
        }
    }

    /// A plain `dict` (not a `collections` subclass).
    pub fn is_plain(&self) -> bool {
        matches!(self.flavor, Flavor::Plain)
    }
}

/// The items of a list or set, and whether they are known exactly.
#[derive(Clone, Default)]
pub struct Items<'a> {
    pub items: Vec<Value<'a>>,
    /// Its items are not known exactly (how many, which): the inexactness bits of why.
    pub inexact: Taint,
    /// A `frozenset` (a set only): hashable, and without the methods that change it.
    pub frozen: bool,
    /// A `range` (a list only), held as the list of its items, with its start, stop and step as
    /// its text shows them: whatever tells the two apart (its type, its text, `+`, `==` with a
    /// list, its other attributes) is its own or not known.
    pub range: Option<Box<[i64; 3]>>,
}

impl<'a> From<Vec<Value<'a>>> for Items<'a> {
    fn from(items: Vec<Value<'a>>) -> Self {
        Items {
            items,
            inexact: 0,
            frozen: false,
            range: None,
        }
    }
}

impl<'a> std::ops::Deref for Items<'a> {
    type Target = Vec<Value<'a>>;
    fn deref(&self) -> &Vec<Value<'a>> {
        &self.items
    }
}

impl<'a> std::ops::DerefMut for Items<'a> {
    fn deref_mut(&mut self) -> &mut Vec<Value<'a>> {
        &mut self.items
    }
}

/// The config mapping `cfg` the harness reads. A key the code sets itself is injected; in a probe
/// (`probe == true`) a key not present reads as an `Unknown` tainted by that field.
#[derive(Clone)]
pub struct Config<'a> {
    pub entries: Vec<ConfigEntry<'a>>,
    pub probe: bool,
    /// Keys may have been set or removed where the path was undecided: the inexactness bits.
    pub inexact: Taint,
    /// A namespace over the config (`SimpleNamespace(**cfg)`): its fields are read as
    /// attributes (`ns.dtype`), not keys.
    pub attrs: bool,
}

#[derive(Clone)]
pub struct ConfigEntry<'a> {
    pub key: Rc<str>,
    pub value: Value<'a>,
    pub injected: bool,
}

pub enum FuncBody<'a> {
    Def(&'a ast::StmtFunctionDef),
    Lambda(&'a ast::ExprLambda),
}

pub struct Func<'a> {
    pub name: Rc<str>,
    pub body: FuncBody<'a>,
    pub module: u32,
    pub env: Rc<Env<'a>>,
    pub defaults: Vec<Option<Value<'a>>>,
    pub kw_defaults: Vec<Option<Value<'a>>>,
    /// Byte offset of the definition in its module.
    pub offset: u32,
    /// The class whose body defined it (what a zero-argument `super()` in it starts after).
    pub owner: RefCell<Option<std::rc::Weak<Class<'a>>>>,
    /// Its own attributes (its `__dict__`, and `__name__`, `__doc__`… once set).
    pub attrs: FuncAttrs<'a>,
}

/// A function's own attributes, in the order they were set, and whether they are known exactly
/// (the bits of why not: set where the path was undecided, or by code the tool does not
/// follow; what calling the function does is not affected). Every change is counted
/// ([`func_attr_writes`]): module state as imports left it is compared with a run's only when
/// some function's changed, as few runs change any.
#[derive(Default)]
pub struct FuncAttrs<'a> {
    list: RefCell<Vec<(Rc<str>, Value<'a>)>>,
    inexact: Cell<Taint>,
}

thread_local! {
    static FUNC_ATTR_WRITES: Cell<u64> = const { Cell::new(0) };
}

/// How many times a function's own attributes changed, on this thread.
pub fn func_attr_writes() -> u64 {
    FUNC_ATTR_WRITES.with(Cell::get)
}

fn count_func_attr_write() {
    FUNC_ATTR_WRITES.with(|c| c.set(c.get() + 1));
}

impl<'a> FuncAttrs<'a> {
    pub fn list(&self) -> std::cell::Ref<'_, Vec<(Rc<str>, Value<'a>)>> {
        self.list.borrow()
    }

    pub fn get(&self, name: &str) -> Option<Value<'a>> {
        self.list
            .borrow()
            .iter()
            .find(|(k, _)| &**k == name)
            .map(|(_, v)| v.clone())
    }

    pub fn inexact(&self) -> Taint {
        self.inexact.get()
    }

    /// None set, and none that may have been.
    pub fn is_empty(&self) -> bool {
        self.inexact.get() == 0 && self.list.borrow().is_empty()
    }

    pub fn set(&self, name: &str, v: Value<'a>) {
        count_func_attr_write();
        let mut list = self.list.borrow_mut();
        match list.iter_mut().find(|e| &*e.0 == name) {
            Some(e) => e.1 = v,
            None => list.push((Rc::from(name), v)),
        }
    }

    pub fn remove(&self, name: &str) {
        count_func_attr_write();
        self.list.borrow_mut().retain(|(k, _)| &**k != name);
    }

    /// Attribute `name` marked with `bits` (deleted where the path was undecided: it may still
    /// be there).
    pub fn mark(&self, name: &str, bits: Taint) {
        count_func_attr_write();
        if let Some(e) = self.list.borrow_mut().iter_mut().find(|e| &*e.0 == name) {
            e.1 = e.1.clone().with_taint(bits);
        }
    }

    pub fn mark_inexact(&self, bits: Taint) {
        count_func_attr_write();
        self.inexact.set(self.inexact.get() | bits);
    }

    pub fn unmark_inexact(&self, bits: Taint) {
        count_func_attr_write();
        self.inexact.set(self.inexact.get() & !bits);
    }

    /// Put back as they were (`list`, `inexact`).
    pub fn put_back(&self, list: &[(Rc<str>, Value<'a>)], inexact: Taint) {
        count_func_attr_write();
        *self.list.borrow_mut() = list.to_vec();
        self.inexact.set(inexact);
    }

    /// Whether any of `names` was set, or may have been (not known exactly).
    pub fn any_set(&self, names: &[&str]) -> bool {
        self.inexact.get() != 0 || self.list.borrow().iter().any(|(k, _)| names.contains(&&**k))
    }

    pub fn copy(&self) -> Self {
        FuncAttrs {
            list: RefCell::new(self.list.borrow().clone()),
            inexact: Cell::new(self.inexact.get()),
        }
    }
}

pub struct Class<'a> {
    pub name: Rc<str>,
    pub bases: Vec<Value<'a>>,
    pub attrs: RefCell<Vec<(Rc<str>, Value<'a>)>>,
    /// `@dataclass` fields in order, with their defaults.
    pub dataclass_fields: RefCell<Option<DataFields<'a>>>,
    /// What the class and its instances are is not known exactly (a base, metaclass or hook the
    /// evaluator does not model; attributes set where the path was undecided): the bits of why.
    pub inexact: Cell<Taint>,
    /// Its direct subclasses, in the order they were made (`__subclasses__()`).
    pub subclasses: RefCell<Vec<std::rc::Weak<Class<'a>>>>,
    /// A subclass was made where the run was undecided (the other path made none): the list
    /// is not known exactly (the bits of why).
    pub subclasses_inexact: Cell<Taint>,
    /// It or a base holds an object as a class attribute: a possible descriptor, which
    /// attribute reads and writes on its instances must look for first (a cheap guard).
    pub holds_objects: Cell<bool>,
    /// `__qualname__`, when known (`None`: a class made inside a function).
    pub qualname: RefCell<Option<Rc<str>>>,
    /// Its metaclass when it is a class of the harness's (given, or a base's).
    pub meta: RefCell<Option<Value<'a>>>,
    /// An enum class (one of the `enum` module's, or one derived from it): its members.
    pub enum_info: RefCell<Option<Rc<EnumInfo<'a>>>>,
    /// `@dataclass(frozen=True)`: its instances (and its subclasses') refuse assignment and
    /// deletion of their attributes (`FrozenInstanceError`).
    pub frozen: Cell<bool>,
    /// A dataclass whose `frozen` option was not known exactly: `frozen` may be either.
    pub frozen_unsure: Cell<bool>,
}

impl Class<'_> {
    /// It holds an object (a possible descriptor) as a class attribute, and so, through it,
    /// do the classes derived from it (made before or after).
    pub fn mark_holds_objects(&self) {
        if self.holds_objects.replace(true) {
            return;
        }
        let subs: Vec<_> = self
            .subclasses
            .borrow()
            .iter()
            .filter_map(std::rc::Weak::upgrade)
            .collect();
        for s in subs {
            s.mark_holds_objects();
        }
    }
}

/// The `enum` module's classes the evaluator models.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumBase {
    Enum,
    IntEnum,
    StrEnum,
    Flag,
    IntFlag,
}

/// What makes a class an enum: its kind, its data type, its members.
pub struct EnumInfo<'a> {
    /// One of the `enum` module's own classes (no members).
    pub base: Option<EnumBase>,
    /// A `Flag` (or `IntFlag`): members combine with `|`, `&`.
    pub flag: bool,
    /// The data type its members are instances of and compare as (`Builtin::Str`,
    /// `Builtin::Int`); `None`: `object`.
    pub mixin: Option<Builtin>,
    /// `str()` and `format()` of a member are its value's (`IntEnum`, `StrEnum`, `IntFlag`).
    pub value_text: bool,
    /// `StrEnum`: `auto()` is the member's name, lower-cased.
    pub str_enum: bool,
    /// Every name and its member, in definition order, aliases too (`__members__`).
    pub members: Vec<(Rc<str>, Value<'a>)>,
    /// The members without their aliases, in definition order (iteration, `len`).
    pub canonical: Vec<Value<'a>>,
    /// Flag values that are no member (`A | B`, `F(0)`), one object per value as CPython keeps.
    pub pseudo: RefCell<Vec<Value<'a>>>,
}

pub struct Instance<'a> {
    pub class: Value<'a>,
    pub attrs: RefCell<Vec<(Rc<str>, Value<'a>)>>,
    /// Its attributes are not known exactly: the inexactness bits of why.
    pub inexact: Cell<Taint>,
}

impl<'a> Class<'a> {
    pub fn new(name: Rc<str>, bases: Vec<Value<'a>>, attrs: Vec<(Rc<str>, Value<'a>)>) -> Self {
        let holds_objects = attrs
            .iter()
            .any(|(k, v)| matches!(v.kind, V::Instance(_) | V::Property(_)) || &**k == "__slots__")
            || bases
                .iter()
                .any(|b| matches!(&b.kind, V::Class(c) if c.holds_objects.get()));
        Class {
            holds_objects: Cell::new(holds_objects),
            qualname: RefCell::new(Some(name.clone())),
            meta: RefCell::new(None),
            enum_info: RefCell::new(None),
            frozen: Cell::new(false),
            frozen_unsure: Cell::new(false),
            name,
            bases,
            attrs: RefCell::new(attrs),
            dataclass_fields: RefCell::new(None),
            inexact: Cell::new(0),
            subclasses: RefCell::new(Vec::new()),
            subclasses_inexact: Cell::new(0),
        }
    }
}

impl Func<'_> {
    /// Its `__name__`: a lambda's is `<lambda>`, whatever name the evaluator gave it for its
    /// reports (`name_lambdas`).
    pub fn python_name(&self) -> &str {
        match self.body {
            FuncBody::Lambda(_) => "<lambda>",
            FuncBody::Def(_) => &self.name,
        }
    }
}

impl<'a> Instance<'a> {
    pub fn new(class: Value<'a>, attrs: Vec<(Rc<str>, Value<'a>)>) -> Self {
        Instance {
            class,
            attrs: RefCell::new(attrs),
            inexact: Cell::new(0),
        }
    }
}

/// A variable's name: borrowed from the AST (no allocation) or made at run time.
#[derive(Clone, Debug)]
pub enum Name<'a> {
    Ast(&'a str),
    Owned(Rc<str>),
}

impl Name<'_> {
    pub fn as_str(&self) -> &str {
        match self {
            Name::Ast(s) => s,
            Name::Owned(s) => s,
        }
    }

    pub fn to_rc(&self) -> Rc<str> {
        match self {
            Name::Ast(s) => Rc::from(*s),
            Name::Owned(s) => s.clone(),
        }
    }
}

/// A scope's variables: a short list searched in order (a function's few locals), indexed by a
/// hash map once it grows (a module's globals). Each name is kept with its key
/// ([`name_key`], precomputed for names in the AST), so a search compares numbers and reads a
/// string only to confirm a match. A function's scope starts with a slot for each of its locals
/// ([`FnScope`], unbound until assigned), so a name the parse placed is read by its slot.
#[derive(Clone)]
pub struct Vars<'a> {
    slots: Vec<Slot<'a>>,
    /// One bit per key's low 6 bits, for every name bound here: a name whose bit is clear is not
    /// here, and the search is skipped (most lookups from a function's scope are of globals).
    bloom: u64,
    /// Key → the first slot with that key (another name with the same key comes later).
    index: Option<HashMap<u32, usize, FxBuild>>,
    /// A name outside the function's numbered locals was bound here (at run time: `forget`,
    /// `setattr`): a name the parse placed elsewhere must be searched for here too. Always set
    /// for scopes that are not a function's.
    extra: bool,
    /// How many times a name was bound or unbound here (a copy keeps the count): a scope whose
    /// count is a copy's has bound nothing since.
    writes: u64,
    /// Its names as Python lists them (a module's `globals()`: which, in what order) may not be
    /// these, in this order: a name was unbound here (Python puts a name bound again last, not
    /// back in its place), or Python may have added one the tool does not (see
    /// [`Self::mark_listing_unsure`]).
    listing_unsure: bool,
}

#[derive(Clone)]
struct Slot<'a> {
    key: u32,
    name: Name<'a>,
    /// `None`: a function's local not bound yet.
    value: Option<Value<'a>>,
}

/// A scope this long gets an index (a function's numbered locals are read by slot: never).
const INDEX_AT: usize = 16;

impl Default for Vars<'_> {
    fn default() -> Self {
        Self::open()
    }
}

impl<'a> Vars<'a> {
    /// The scope of a module, class body or comprehension: names found by search.
    pub fn open() -> Self {
        Vars {
            slots: Vec::new(),
            bloom: 0,
            index: None,
            extra: true,
            writes: 0,
            listing_unsure: false,
        }
    }

    /// A function's scope: a slot for each of its locals, all unbound.
    pub fn function(scope: &'a FnScope) -> Self {
        Vars {
            slots: scope
                .names
                .iter()
                .map(|(k, n)| Slot {
                    key: *k,
                    name: Name::Ast(n),
                    value: None,
                })
                .collect(),
            bloom: scope.bloom,
            index: None,
            extra: false,
            writes: 0,
            listing_unsure: false,
        }
    }

    fn position(&self, key: u32, name: &str) -> Option<usize> {
        if self.bloom & bloom_bit(key) == 0 {
            return None;
        }
        let from = match &self.index {
            Some(ix) => *ix.get(&key)?,
            None => 0,
        };
        self.slots[from..]
            .iter()
            .position(|s| s.key == key && s.name.as_str() == name)
            .map(|i| from + i)
    }

    pub fn get(&self, name: &str) -> Option<&Value<'a>> {
        self.get_k(name_key(name), name)
    }

    /// [`Self::get`] with the name's key at hand.
    pub fn get_k(&self, key: u32, name: &str) -> Option<&Value<'a>> {
        self.position(key, name).and_then(|i| self.slots[i].value.as_ref())
    }

    /// A numbered local's value, if bound (`key`: the name's, a guard against a slot of another
    /// scope).
    #[inline]
    pub fn slot(&self, i: usize, key: u32) -> Option<&Value<'a>> {
        self.slots
            .get(i)
            .filter(|s| s.key == key)
            .and_then(|s| s.value.as_ref())
    }

    /// Bind the `i`th parameter of a function's scope just made from its [`FnScope`] (whose
    /// first slots are its parameters, in order).
    #[inline]
    pub fn set_param(&mut self, i: usize, v: Value<'a>) -> Result<(), Value<'a>> {
        self.writes += 1;
        match self.slots.get_mut(i) {
            Some(s) => {
                s.value = Some(v);
                Ok(())
            }
            None => Err(v),
        }
    }

    /// Bind a numbered local; `Err(v)` if this scope has no such slot (not the name's scope).
    #[inline]
    pub fn set_slot(&mut self, i: usize, key: u32, v: Value<'a>) -> Result<(), Value<'a>> {
        self.writes += 1;
        match self.slots.get_mut(i) {
            Some(s) if s.key == key => {
                s.value = Some(v);
                Ok(())
            }
            _ => Err(v),
        }
    }

    /// Whether a name the parse placed outside this (function's) scope may be here after all.
    #[inline]
    pub fn has_extra(&self) -> bool {
        self.extra
    }

    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    pub fn set(&mut self, name: Name<'a>, v: Value<'a>) {
        self.set_k(name_key(name.as_str()), name, v)
    }

    /// [`Self::set`] with the name's key at hand.
    pub fn set_k(&mut self, key: u32, name: Name<'a>, v: Value<'a>) {
        self.writes += 1;
        match self.position(key, name.as_str()) {
            Some(i) => self.slots[i].value = Some(v),
            None => self.push(key, name, v),
        }
    }

    /// Bind `name` unless it is bound already.
    pub fn set_default(&mut self, name: Name<'a>, v: impl FnOnce() -> Value<'a>) {
        let key = name_key(name.as_str());
        self.writes += 1;
        match self.position(key, name.as_str()) {
            Some(i) if self.slots[i].value.is_some() => {}
            Some(i) => self.slots[i].value = Some(v()),
            None => self.push(key, name, v()),
        }
    }

    fn push(&mut self, key: u32, name: Name<'a>, value: Value<'a>) {
        self.bloom |= bloom_bit(key);
        self.extra = true;
        let i = self.slots.len();
        if i == 0 {
            // Room for a scope's usual handful of names at once (not 4, then 8, then 16).
            self.slots.reserve(8);
        }
        if let Some(ix) = &mut self.index {
            ix.entry(key).or_insert(i);
        } else if i + 1 >= INDEX_AT {
            let mut ix: HashMap<u32, usize, FxBuild> = HashMap::default();
            for (j, s) in self.slots.iter().enumerate() {
                ix.entry(s.key).or_insert(j);
            }
            ix.entry(key).or_insert(i);
            self.index = Some(ix);
        }
        self.slots.push(Slot {
            key,
            name,
            value: Some(value),
        });
    }

    /// Unbind a name (`del x`, the end of `except … as x`): reading it again is a `NameError`.
    pub fn unbind(&mut self, name: &str) {
        self.writes += 1;
        // (Unbound where it is not here: one the import machinery bound, which the scope does
        // not hold, is no longer listed either.)
        self.listing_unsure = true;
        if let Some(i) = self.position(name_key(name), name) {
            self.slots[i].value = None;
        }
    }

    /// Whether `name` was bound here and unbound since (`del`).
    pub fn unbound_here(&self, name: &str) -> bool {
        self.position(name_key(name), name)
            .is_some_and(|i| self.slots[i].value.is_none())
    }

    /// Python may have added a name the tool did not see added (code it can't see ran from this
    /// scope's code: `warnings.warn` adds `__warningregistry__` to its caller's globals; a
    /// module's `__annotations__` read where it has none adds `{}`).
    pub fn mark_listing_unsure(&mut self) {
        if !self.listing_unsure {
            self.writes += 1;
            self.listing_unsure = true;
        }
    }

    /// How many times a name was bound or unbound here: a count unchanged, nothing was.
    pub fn writes(&self) -> u64 {
        self.writes
    }

    /// See [`Self::listing_unsure`](Vars): whether [`Self::iter`] may not be Python's listing.
    pub fn listing_unsure(&self) -> bool {
        self.listing_unsure
    }

    /// The bound names, in the order their slots were made.
    pub fn iter(&self) -> impl Iterator<Item = (&Name<'a>, &Value<'a>)> {
        self.slots.iter().filter_map(|s| s.value.as_ref().map(|v| (&s.name, v)))
    }

    /// Whether `other`, a copy of this scope's names taken earlier, binds the same names, in the
    /// same slots, to values `same` takes as the same.
    pub fn same_as(&self, other: &Vars<'a>, same: impl Fn(&Value<'a>, &Value<'a>) -> bool) -> bool {
        if self.writes == other.writes {
            // One is the other's copy, and neither bound anything since.
            return true;
        }
        self.slots.len() == other.slots.len()
            && self.listing_unsure == other.listing_unsure
            && self.slots.iter().zip(&other.slots).all(|(a, b)| {
                a.key == b.key
                    && (std::ptr::eq(a.name.as_str(), b.name.as_str()) || a.name.as_str() == b.name.as_str())
                    && match (&a.value, &b.value) {
                        (Some(x), Some(y)) => same(x, y),
                        (None, None) => true,
                        _ => false,
                    }
            })
    }
}

/// A scope: a function's locals, a class body or a module's globals, with its enclosing scope.
pub struct Env<'a> {
    pub vars: RefCell<Vars<'a>>,
    pub parent: Option<Rc<Env<'a>>>,
    pub module: u32,
    /// A class body: functions defined in it close over the enclosing scope instead.
    pub is_class: bool,
    /// A comprehension's own scope: a walrus in it binds in the scope around it.
    pub comprehension: bool,
    /// Names may be bound here that the evaluator does not know (`from opaque import *`,
    /// `globals()[name] = …` with an unknown name): a name not found is not a `NameError`. The
    /// inexactness bits of why.
    pub open_names: Cell<Taint>,
    /// When it was made, among the interpreter's scopes (a value written in an undecided region
    /// to a scope made before the region is marked; one made inside is the region's own).
    pub serial: Cell<u64>,
}

impl<'a> Env<'a> {
    pub fn new(parent: Option<Rc<Env<'a>>>, module: u32) -> Rc<Self> {
        Rc::new(Env {
            vars: RefCell::new(Vars::open()),
            parent,
            module,
            is_class: false,
            comprehension: false,
            open_names: Cell::new(0),
            serial: Cell::new(0),
        })
    }

    /// Whether this scope bound or unbound a name since it had done so `writes` times
    /// ([`Vars::writes`]).
    pub fn bound_since(&self, writes: u64) -> bool {
        self.vars.try_borrow().map_or(true, |v| v.writes != writes)
    }

    /// A comprehension's scope: it sees the names around it, but not a class body's (Python).
    pub fn comprehension_scope(around: &Rc<Env<'a>>) -> Rc<Self> {
        let parent = match (&around.parent, around.is_class) {
            (Some(p), true) => p.clone(),
            _ => around.clone(),
        };
        Rc::new(Env {
            vars: RefCell::new(Vars::open()),
            parent: Some(parent),
            module: around.module,
            is_class: false,
            comprehension: true,
            open_names: Cell::new(0),
            serial: Cell::new(0),
        })
    }

    /// A call's scope of a function whose locals the parse numbered.
    pub fn function(parent: Rc<Env<'a>>, module: u32, scope: &'a FnScope) -> Rc<Self> {
        Rc::new(Env {
            vars: RefCell::new(Vars::function(scope)),
            parent: Some(parent),
            module,
            is_class: false,
            comprehension: false,
            open_names: Cell::new(0),
            serial: Cell::new(0),
        })
    }

    /// A class body's scope: it sees the names around it, but not an enclosing class body's
    /// (Python).
    pub fn new_class(around: Rc<Env<'a>>, module: u32) -> Rc<Self> {
        let parent = match (&around.parent, around.is_class) {
            (Some(p), true) => p.clone(),
            _ => around,
        };
        Rc::new(Env {
            vars: RefCell::new(Vars::open()),
            parent: Some(parent),
            module,
            is_class: true,
            comprehension: false,
            open_names: Cell::new(0),
            serial: Cell::new(0),
        })
    }

    pub fn lookup(&self, name: &str) -> Option<Value<'a>> {
        self.lookup_k(name_key(name), name)
    }

    /// [`Self::lookup`] with the name's key at hand. A function's local not bound (yet, or
    /// any more) is where the search ends: Python does not look past the scope that has it.
    pub fn lookup_k(&self, key: u32, name: &str) -> Option<Value<'a>> {
        let mut cur = self;
        loop {
            {
                let vars = cur.vars.borrow();
                if let Some(i) = vars.position(key, name) {
                    match &vars.slots[i].value {
                        Some(v) => return Some(v.clone()),
                        None if cur.parent.is_some() && !cur.is_class => return None,
                        None => {}
                    }
                }
            }
            cur = cur.parent.as_deref()?;
        }
    }

    /// [`Self::lookup_k`] of a name written in this scope's function, where the parse placed it
    /// (`slot`): a bound local is read by its slot; an unbound one, or one placed outside, is
    /// searched for in the enclosing scopes (here too, if names were bound here at run time).
    #[inline]
    pub fn lookup_at(&self, key: u32, name: &str, slot: Place) -> Option<Value<'a>> {
        match slot {
            Place::Search => self.lookup_k(key, name),
            Place::Local(i) => {
                let vars = self.vars.borrow();
                debug_assert!(vars.slots.get(i).is_none_or(|s| s.name.as_str() == name));
                if let Some(v) = vars.slot(i, key) {
                    return Some(v.clone());
                }
                if vars.has_extra() {
                    drop(vars);
                    return self.lookup_k(key, name);
                }
                // A local not bound yet: Python does not look further (`UnboundLocalError`).
                None
            }
            Place::NotLocal => {
                if self.vars.borrow().has_extra() {
                    return self.lookup_k(key, name);
                }
                self.parent.as_deref()?.lookup_k(key, name)
            }
            Place::Global => {
                let mut cur = self;
                while let Some(p) = cur.parent.as_deref() {
                    cur = p;
                }
                cur.lookup_k(key, name)
            }
            Place::ClassLocal => {
                if let Some(v) = self.vars.borrow().get_k(key, name) {
                    return Some(v.clone());
                }
                let mut cur = self;
                while let Some(p) = cur.parent.as_deref() {
                    cur = p;
                }
                if std::ptr::eq(cur, self) {
                    return None;
                }
                cur.lookup_k(key, name)
            }
        }
    }

    /// Bind a name written in the harness's code.
    pub fn set(&self, name: &'a str, v: Value<'a>) {
        self.vars.borrow_mut().set(Name::Ast(name), v);
    }

    /// [`Self::set`] with the name's key at hand.
    pub fn set_k(&self, key: u32, name: &'a str, v: Value<'a>) {
        self.vars.borrow_mut().set_k(key, Name::Ast(name), v);
    }

    /// Bind a name made at run time (`setattr`, `from m import *`).
    pub fn set_name(&self, name: Name<'a>, v: Value<'a>) {
        self.vars.borrow_mut().set(name, v);
    }

    /// The module-level scope at the root of this chain.
    pub fn root(self: &Rc<Self>) -> Rc<Env<'a>> {
        let mut cur = self.clone();
        while let Some(p) = cur.parent.clone() {
            cur = p;
        }
        cur
    }
}

impl<'a> Value<'a> {
    pub fn new(kind: V<'a>) -> Self {
        Value {
            kind,
            taint: 0,
            origin: None,
        }
    }
    pub fn none() -> Self {
        Self::new(V::None)
    }
    pub fn unknown(taint: Taint) -> Self {
        Value {
            kind: V::Unknown,
            taint,
            origin: None,
        }
    }
    pub fn int(i: i64) -> Self {
        Self::new(V::Int(i))
    }
    pub fn bool(b: bool) -> Self {
        Self::new(V::Bool(b))
    }
    pub fn str(s: &str) -> Self {
        Self::new(V::Str(Rc::from(s)))
    }
    pub fn list(items: Vec<Value<'a>>) -> Self {
        Self::new(V::List(Rc::new(RefCell::new(items.into()))))
    }
    pub fn set(items: Vec<Value<'a>>) -> Self {
        Self::new(V::Set(Rc::new(RefCell::new(items.into()))))
    }
    pub fn frozenset(items: Vec<Value<'a>>) -> Self {
        let mut items: Items<'a> = items.into();
        items.frozen = true;
        Self::new(V::Set(Rc::new(RefCell::new(items))))
    }
    /// `range(start, stop, step)`, as the list of its items (`Items::range`).
    pub fn range(items: Vec<Value<'a>>, span: [i64; 3]) -> Self {
        let mut items = Items::from(items);
        items.range = Some(Box::new(span));
        Self::new(V::List(Rc::new(RefCell::new(items))))
    }
    /// A `range` (held as a list).
    pub fn is_range(&self) -> bool {
        self.range_span().is_some()
    }
    pub fn range_span(&self) -> Option<[i64; 3]> {
        match &self.kind {
            V::List(l) => l.try_borrow().ok()?.range.as_deref().copied(),
            _ => None,
        }
    }
    /// A value of one of Python's built-in data types: `None`, a bool, a number, a string, a
    /// list, tuple, dict or set (never callable, and it takes no attribute of its own).
    pub fn is_plain_data(&self) -> bool {
        matches!(
            self.kind,
            V::None
                | V::Bool(_)
                | V::Int(_)
                | V::Float(_)
                | V::Str(_)
                | V::List(_)
                | V::Tuple(_)
                | V::Dict(_)
                | V::Set(_)
        )
    }

    /// A value of a type with no `__iter__` (`None`, a bool, a number, a function): iterating it
    /// is Python's `TypeError`.
    pub fn never_iterable(&self) -> bool {
        matches!(
            self.kind,
            V::None | V::Bool(_) | V::Int(_) | V::Float(_) | V::Func(_) | V::Builtin(_)
        )
    }

    /// A `frozenset` (not a `set`).
    pub fn is_frozen(&self) -> bool {
        matches!(&self.kind, V::Set(s) if s.try_borrow().is_ok_and(|s| s.frozen))
    }
    /// A list whose items are not known exactly (`bits`: why), standing for "some items".
    pub fn inexact_list(items: Vec<Value<'a>>, bits: Taint) -> Self {
        Self::new(V::List(Rc::new(RefCell::new(Items {
            items,
            inexact: bits & INEXACT,
            frozen: false,
            range: None,
        }))))
    }
    pub fn tuple(items: Vec<Value<'a>>) -> Self {
        Self::new(V::Tuple(Rc::new(items)))
    }
    pub fn dict(d: Dict<'a>) -> Self {
        Self::new(V::Dict(Rc::new(RefCell::new(d))))
    }
    pub fn with_taint(mut self, t: Taint) -> Self {
        self.taint |= t;
        self
    }
    pub fn is_unknown(&self) -> bool {
        matches!(self.kind, V::Unknown)
    }

    /// Why this value is not exact, as inexactness bits: its own mark and that of the container
    /// or object it is (not of what it holds: [`deep_inexact`]). `0`: exact at this level.
    #[inline]
    pub fn inexact_bits(&self) -> Taint {
        match &self.kind {
            V::None | V::Bool(_) | V::Int(_) | V::Float(_) | V::Str(_) | V::Unknown => self.taint & INEXACT,
            _ => self.held_inexact_bits(),
        }
    }

    /// [`Self::inexact_bits`] of a value that may be a container or object.
    #[inline]
    fn held_inexact_bits(&self) -> Taint {
        let own = match &self.kind {
            V::List(l) | V::Set(l) => l.try_borrow().map(|l| l.inexact).unwrap_or(INEXACT),
            V::Dict(d) => d.try_borrow().map(|d| d.inexact).unwrap_or(INEXACT),
            V::Config(c) => c.try_borrow().map(|c| c.inexact).unwrap_or(INEXACT),
            V::Instance(i) => i.inexact.get() | class_inexact(&i.class),
            V::Iter(it) => it.inexact.get(),
            V::View(v) => v.dict.inexact_bits() | v.stale_bits(),
            V::Class(c) => c.inexact.get(),
            V::Gen(g) => g.try_borrow().map(|g| g.shape).unwrap_or(INEXACT),
            V::File(f) => f.inexact.get(),
            V::Dispatch(d) => d.inexact.get(),
            V::Cached(c) => c.cache.inexact_bits(),
            _ => 0,
        };
        (self.taint | own) & INEXACT
    }

    /// Neither unknown nor inexact at this level.
    pub fn is_exact(&self) -> bool {
        !self.is_unknown() && self.inexact_bits() == 0
    }

    /// Mark this value inexact (`bits`: why); a container or object is marked itself, so every
    /// alias of it sees the mark.
    pub fn mark_inexact(&self, bits: Taint) {
        let bits = bits & INEXACT;
        if bits == 0 {
            return;
        }
        match &self.kind {
            V::List(l) | V::Set(l) => {
                if let Ok(mut l) = l.try_borrow_mut() {
                    l.inexact |= bits;
                }
            }
            V::Dict(d) => {
                if let Ok(mut d) = d.try_borrow_mut() {
                    d.inexact |= bits;
                }
            }
            V::Config(c) => {
                if let Ok(mut c) = c.try_borrow_mut() {
                    c.inexact |= bits;
                }
            }
            V::Instance(i) => i.inexact.set(i.inexact.get() | bits),
            V::Class(c) => c.inexact.set(c.inexact.get() | bits),
            V::Func(f) => f.attrs.mark_inexact(bits),
            V::Iter(it) => it.inexact.set(it.inexact.get() | bits),
            V::View(v) => v.dict.mark_inexact(bits),
            V::Gen(g) => {
                if let Ok(mut g) = g.try_borrow_mut() {
                    g.shape |= bits;
                }
            }
            V::File(f) => f.inexact.set(f.inexact.get() | bits),
            V::Dispatch(d) => d.inexact.set(d.inexact.get() | bits),
            V::Cached(c) => c.cache.mark_inexact(bits),
            _ => {}
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match &self.kind {
            V::Str(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_int(&self) -> Option<i64> {
        match self.kind {
            V::Int(i) => Some(i),
            V::Bool(b) => Some(b as i64),
            _ => None,
        }
    }

    /// Python's truthiness; `None` when it can't be known (unknown, or inexact).
    pub fn truthy(&self) -> Option<bool> {
        if self.inexact_bits() != 0 {
            return None;
        }
        Some(match &self.kind {
            V::None => false,
            V::Bool(b) => *b,
            V::Int(i) => *i != 0,
            V::Float(f) => *f != 0.0,
            V::Str(s) => !s.is_empty(),
            V::List(l) | V::Set(l) => !l.borrow().is_empty(),
            V::Tuple(t) => !t.is_empty(),
            V::Dict(d) => !d.borrow().entries.is_empty(),
            V::View(v) => v.dict.truthy()?,
            V::Config(c) => !c.borrow().entries.is_empty() || c.borrow().probe,
            // A tensor's truth is its one element's (an error for more).
            V::Unknown | V::Tensor(_) => return None,
            // A class's own truth (`__bool__`, `__len__`) is the interpreter's to call; one it
            // can't see into may have it.
            V::Instance(i) if defines(&i.class, "__bool__") || defines(&i.class, "__len__") => return None,
            // An enum's member: true, or (a flag, a mixin's) as its value.
            V::Instance(i) if enum_of(&i.class).is_some() => {
                let info = enum_of(&i.class)?;
                if info.flag || info.mixin.is_some() {
                    return enum_value(self)?.truthy();
                }
                true
            }
            V::Instance(i) if !crate::eval::interp::bases_known(&i.class) => return None,
            _ => true,
        })
    }

    /// The name Python's `type(x).__name__` would give.
    pub fn type_name(&self) -> &'static str {
        match &self.kind {
            V::None => "NoneType",
            V::Bool(_) => "bool",
            V::Int(_) => "int",
            V::Float(_) => "float",
            V::Str(_) => "str",
            V::List(_) if self.is_range() => "range",
            V::List(_) => "list",
            V::Tuple(_) => "tuple",
            V::Dict(d) => d.try_borrow().map_or("dict", |d| d.flavor.type_name()),
            V::Config(_) | V::Globals(_) => "dict",
            V::Set(_) if self.is_frozen() => "frozenset",
            V::Set(_) => "set",
            V::Func(_) | V::Bound(_) | V::Partial(_) | V::Dispatch(_) => "function",
            V::Builtin(_) | V::Method(_) => "builtin_function_or_method",
            V::Cached(_) => "_lru_cache_wrapper",
            V::Module(_) | V::Native(_) => "module",
            V::Class(_) | V::ExcType(_) => "type",
            V::Instance(_) => "object",
            V::Dtype(_) => "dtype",
            V::Finfo(_) => "finfo",
            V::Property(_) | V::StaticMethod(_) | V::ClassMethod(_) => "descriptor",
            V::CachedProperty(_) => "cached_property",
            V::Path(_) => "PosixPath",
            V::Tensor(_) => "Tensor",
            V::Super(_) => "super",
            V::Iter(it) => it.kind,
            V::View(v) => v.type_name(),
            V::Gen(g) => g.try_borrow().map_or("generator", |g| g.kind),
            V::File(_) => "TextIOWrapper",
            V::Re(o) => match &**o {
                ReObj::Pattern(_) => "re.Pattern",
                ReObj::Match { .. } => "re.Match",
            },
            V::Unknown => "unknown",
        }
    }
}

/// The type name of a value Python can't hash (a list, dict or set, or a tuple holding one),
/// for its `TypeError: unhashable type`; `None` for a value it can hash or the tool can't tell.
pub fn unhashable(v: &Value) -> Option<&'static str> {
    match &v.kind {
        V::List(_) if v.is_range() => None,
        V::List(_) | V::Dict(_) | V::Config(_) | V::Globals(_) => Some(v.type_name()),
        V::Set(_) if !v.is_frozen() => Some("set"),
        V::Tuple(t) => t.iter().find_map(unhashable),
        _ => None,
    }
}

/// Python equality for the values that have it; `None` when it can't be known.
pub fn py_eq<'a>(a: &Value<'a>, b: &Value<'a>) -> Option<bool> {
    eq_depth(a, b, 0)
}

/// Nested containers compare element by element; a self-containing one stops at a depth limit.
fn eq_depth<'a>(a: &Value<'a>, b: &Value<'a>, depth: usize) -> Option<bool> {
    if depth > MAX_NEST || a.inexact_bits() != 0 || b.inexact_bits() != 0 {
        return None;
    }
    // A member of an enum with a data type (`(str, Enum)`, `IntEnum`) is equal as its value.
    if let Some(x) = enum_mixin_value(a) {
        return eq_depth(&x, b, depth + 1);
    }
    if let Some(y) = enum_mixin_value(b) {
        return eq_depth(a, &y, depth + 1);
    }
    Some(match (&a.kind, &b.kind) {
        // `==` on a tensor compares element by element.
        (V::Unknown | V::Tensor(_), _) | (_, V::Unknown | V::Tensor(_)) => return None,
        // A view's equality (a keys view equals a set) is not modelled.
        (V::View(_), _) | (_, V::View(_)) => return None,
        // A module's namespace is equal to itself; to another dict as its contents, which are
        // not all known.
        (V::Globals(x), V::Globals(y)) if x == y => true,
        (V::Globals(_), _) | (_, V::Globals(_)) => return None,
        (V::None, V::None) => true,
        (V::Bool(x), V::Bool(y)) => x == y,
        (V::Int(_) | V::Bool(_), V::Int(_) | V::Bool(_)) => a.as_int() == b.as_int(),
        // Two NaNs: equal as the items of a container (or a key) where they are one object (the
        // identity Python checks first), which the tool does not follow. (`==` itself is the
        // float's: `Interp::compare`.)
        (V::Float(x), V::Float(y)) if x.is_nan() && y.is_nan() => return None,
        (V::Float(x), V::Float(y)) => x == y,
        (V::Float(x), V::Int(_) | V::Bool(_)) | (V::Int(_) | V::Bool(_), V::Float(x)) => {
            // Exactly, as Python compares them (`2**53 + 1 != float(2**53 + 1)`; a whole
            // float past `i64` is no `i64`, `float(-2**63) == -2**63`).
            let i = a.as_int().or(b.as_int()).unwrap_or(0);
            x.fract() == 0.0 && x.abs() < 1e38 && *x as i128 == i128::from(i)
        }
        (V::Str(x), V::Str(y)) => x == y,
        (V::Dtype(x), V::Dtype(y)) => x == y,
        (V::ExcType(x), V::ExcType(y)) => x == y,
        // A range equals a range of the same items, never a list.
        (V::List(x), V::List(y)) if x.borrow().range.is_some() != y.borrow().range.is_some() => false,
        (V::List(x), V::List(y)) => return seq_eq(&x.borrow(), &y.borrow(), depth),
        (V::Tuple(x), V::Tuple(y)) => return seq_eq(x, y, depth),
        (V::Set(x), V::Set(y)) => {
            let (x, y) = (x.borrow(), y.borrow());
            if x.len() != y.len() {
                return Some(false);
            }
            for i in x.iter() {
                if !y.iter().any(|j| eq_depth(i, j, depth + 1) == Some(true)) {
                    return Some(false);
                }
            }
            true
        }
        (V::Dict(x), V::Dict(y)) => {
            let (x, y) = (x.borrow(), y.borrow());
            // Two Counters: a missing key counts as 0 (`Counter(a=0) == Counter()`).
            let zero = |d: &Dict| d.entries.iter().any(|e| !matches!(e.1.kind, V::Int(n) if n != 0));
            if matches!((&x.flavor, &y.flavor), (Flavor::Counter, Flavor::Counter))
                && (x.entries.len() != y.entries.len() || zero(&x) || zero(&y))
            {
                return None;
            }
            if x.entries.len() != y.entries.len() {
                return Some(false);
            }
            // Two OrderedDicts: in order.
            if matches!((&x.flavor, &y.flavor), (Flavor::Ordered, Flavor::Ordered)) {
                for ((k, v, _), (k2, v2, _)) in x.entries.iter().zip(y.entries.iter()) {
                    if !(eq_depth(k, k2, depth + 1)? && eq_depth(v, v2, depth + 1)?) {
                        return Some(false);
                    }
                }
                return Some(true);
            }
            for (k, v, _) in &x.entries {
                match y.get(k) {
                    Some(w) => {
                        if eq_depth(v, &w, depth + 1)? {
                            continue;
                        }
                        return Some(false);
                    }
                    // A key not known may be this one.
                    None if k.is_unknown() || y.has_unknown_key() => return None,
                    None => return Some(false),
                }
            }
            true
        }
        (V::Func(x), V::Func(y)) => Rc::ptr_eq(x, y),
        (V::Dispatch(x), V::Dispatch(y)) => Rc::ptr_eq(x, y),
        (V::Cached(x), V::Cached(y)) => Rc::ptr_eq(x, y),
        (V::Partial(x), V::Partial(y)) if Rc::ptr_eq(x, y) => true,
        // A wrapper `functools.wraps` updated is its wrapper in Python, another value here.
        (V::Partial(p), _) | (_, V::Partial(p)) if is_wrapped(p) => return None,
        (V::Gen(x), V::Gen(y)) => Rc::ptr_eq(x, y),
        (V::Class(x), V::Class(y)) => Rc::ptr_eq(x, y),
        // A bound method equals another of the same object (by identity) and an equal function;
        // a built-in's method, another of the same receiver and name.
        (V::Bound(x), V::Bound(y)) if !Rc::ptr_eq(x, y) => match (&x.0.kind, &y.0.kind) {
            (V::Instance(p), V::Instance(q)) if !Rc::ptr_eq(p, q) => false,
            (V::Class(p), V::Class(q)) if !Rc::ptr_eq(p, q) => false,
            (V::Instance(_), V::Instance(_)) | (V::Class(_), V::Class(_)) => return eq_depth(&x.1, &y.1, depth + 1),
            _ => return None,
        },
        (V::Method(x), V::Method(y)) if !Rc::ptr_eq(x, y) => return None,
        // The other objects without an equality of their own (a partial, an iterator, a
        // property…): equal when the same object.
        _ if std::mem::discriminant(&a.kind) == std::mem::discriminant(&b.kind) && identity_addr(a).is_some() => {
            identity_addr(a) == identity_addr(b)
        }
        (V::Instance(x), V::Instance(y)) if Rc::ptr_eq(x, y) => true,
        // A class of the harness's may define equality: the interpreter calls its `__eq__`; a
        // dataclass compares its fields (`eq=True`, the default) when both are of one class.
        (V::Instance(x), V::Instance(y)) => {
            if defines(&x.class, "__eq__") || defines(&y.class, "__eq__") {
                return None;
            }
            // Namespaces are equal when their attributes are.
            if is_namespace_class(&x.class) && is_namespace_class(&y.class) {
                let (ax, ay) = (x.attrs.borrow(), y.attrs.borrow());
                if ax.len() != ay.len() {
                    return Some(false);
                }
                for (k, vx) in ax.iter() {
                    match ay.iter().find(|e| e.0 == *k) {
                        Some((_, vy)) if eq_depth(vx, vy, depth + 1)? => {}
                        _ => return Some(false),
                    }
                }
                return Some(true);
            }
            match (&x.class.kind, &y.class.kind) {
                (V::Class(cx), V::Class(cy)) if Rc::ptr_eq(cx, cy) => {
                    let Some(fields) = chain_dataclass_fields(&x.class)? else {
                        return Some(false);
                    };
                    let (ax, ay) = (x.attrs.borrow(), y.attrs.borrow());
                    for (name, _) in fields.iter() {
                        let get = |a: &[(Rc<str>, Value<'a>)]| a.iter().find(|e| e.0 == *name).map(|e| e.1.clone());
                        match (get(&ax), get(&ay)) {
                            (Some(vx), Some(vy)) => {
                                if !eq_depth(&vx, &vy, depth + 1)? {
                                    return Some(false);
                                }
                            }
                            _ => return None,
                        }
                    }
                    true
                }
                _ => false,
            }
        }
        (V::Instance(x), _) if defines(&x.class, "__eq__") => return None,
        (_, V::Instance(y)) if defines(&y.class, "__eq__") => return None,
        (V::Module(x), V::Module(y)) => x == y,
        // Two modules the tool can't see may or may not be the same object.
        (V::Native(Native::Opaque), V::Native(Native::Opaque)) => return None,
        (V::Native(x), V::Native(y)) => x == y,
        (V::Builtin(x), V::Builtin(y)) => x == y,
        (V::Path(x), V::Path(y)) => x == y,
        (V::File(x), V::File(y)) => Rc::ptr_eq(x, y),
        // Two patterns are equal when their text (and so their flags) is.
        (V::Re(x), V::Re(y)) => match (&**x, &**y) {
            (ReObj::Pattern(p), ReObj::Pattern(q)) => p.text == q.text,
            _ => Rc::ptr_eq(x, y),
        },
        _ => false,
    })
}

/// The address that decides `is` for an object of a kind with no equality of its own (a partial,
/// an iterator, a property…, whose `==` is `is` too) or a method (bound, or a built-in value's,
/// whose `==` [`py_eq`] decides apart); `None` for the other values.
pub fn identity_addr(v: &Value) -> Option<usize> {
    Some(match &v.kind {
        V::Bound(b) | V::Super(b) => Rc::as_ptr(b) as *const u8 as usize,
        V::Method(m) => Rc::as_ptr(m) as *const u8 as usize,
        V::Partial(p) => Rc::as_ptr(p) as *const u8 as usize,
        V::Property(x) | V::CachedProperty(x) | V::StaticMethod(x) | V::ClassMethod(x) => {
            Rc::as_ptr(x) as *const u8 as usize
        }
        V::Iter(it) => Rc::as_ptr(it) as *const u8 as usize,
        _ => return None,
    })
}

fn seq_eq<'a>(x: &[Value<'a>], y: &[Value<'a>], depth: usize) -> Option<bool> {
    if x.len() != y.len() {
        return Some(false);
    }
    for (i, j) in x.iter().zip(y) {
        if !eq_depth(i, j, depth + 1)? {
            return Some(false);
        }
    }
    Some(true)
}

/// `py_eq(key, k) == Some(true)` for a dict's keys, with the usual string key compared directly
/// (by address first: literals are shared strings).
#[inline]
fn same_key<'a>(key: &Value<'a>, k: &Value<'a>) -> bool {
    match (&key.kind, &k.kind) {
        (V::Str(a), V::Str(b)) => Rc::ptr_eq(a, b) || **a == **b,
        (V::Str(_), V::Int(_) | V::Float(_) | V::Bool(_) | V::None | V::Dtype(_))
        | (V::Int(_) | V::Float(_) | V::Bool(_) | V::None | V::Dtype(_), V::Str(_)) => false,
        _ => py_eq(key, k) == Some(true),
    }
}

impl<'a> Dict<'a> {
    pub fn get(&self, k: &Value<'a>) -> Option<Value<'a>> {
        self.entries
            .iter()
            .find(|(key, _, _)| same_key(key, k))
            .map(|(_, v, _)| v.clone())
    }
    pub fn get_entry(&self, k: &Value<'a>) -> Option<&(Value<'a>, Value<'a>, Src)> {
        self.entries.iter().find(|(key, _, _)| same_key(key, k))
    }
    pub fn insert(&mut self, k: Value<'a>, v: Value<'a>, src: Src) {
        // A key not known exactly (an enum member read as its value) may be another key; so may
        // an object whose own `__eq__` decides (not called here).
        self.inexact |= k.taint & INEXACT;
        if self.maybe_has(&k) {
            self.inexact |= INEXACT_OBJECT_KEYS;
        }
        if let Some(e) = self.entries.iter_mut().find(|(key, _, _)| same_key(key, &k)) {
            e.1 = v;
        } else {
            self.entries.push((k, v, src));
        }
    }
    pub fn remove(&mut self, k: &Value<'a>) -> Option<Value<'a>> {
        let i = self
            .entries
            .iter()
            .position(|(key, _, _)| py_eq(key, k) == Some(true))?;
        Some(self.entries.remove(i).1)
    }
    /// Whether a key may be `k` though not found: an object's own `__eq__` decides, or a NaN's
    /// identity (cheap first: only when an object or a NaN is involved).
    pub fn maybe_has(&self, k: &Value<'a>) -> bool {
        let inst = may_be_equal_unseen;
        (inst(k) || self.entries.iter().any(|(key, _, _)| inst(key)))
            && self.entries.iter().any(|(key, _, _)| py_eq(key, k).is_none())
    }
    pub fn has_unknown_key(&self) -> bool {
        self.entries.iter().any(|(k, _, _)| k.is_unknown())
    }
}

impl<'a> Config<'a> {
    pub fn find(&self, key: &str) -> Option<&ConfigEntry<'a>> {
        self.entries.iter().find(|e| &*e.key == key)
    }
    pub fn set(&mut self, key: &str, value: Value<'a>, injected: bool) {
        if let Some(e) = self.entries.iter_mut().find(|e| &*e.key == key) {
            e.value = value;
            e.injected = injected;
        } else {
            self.entries.push(ConfigEntry {
                key: Rc::from(key),
                value,
                injected,
            });
        }
    }
}

/// How deeply nested values are compared, shown or converted (a list may contain itself).
const MAX_NEST: usize = 48;

/// The inexactness bits of a class and of its bases (bounded: a cycle can't be built, but a
/// long chain can).
/// The class of a `types.SimpleNamespace` (or `argparse.Namespace`) the evaluator made: marked by
/// its base, the builtin itself, which no class of the harness's has exactly.
pub fn is_namespace_class(cls: &Value) -> bool {
    match &cls.kind {
        V::Class(c) => matches!(
            &c.bases[..],
            [Value {
                kind: V::Builtin(Builtin::Namespace),
                ..
            }]
        ),
        _ => false,
    }
}

/// Whether a class is a dataclass or derives from one (a hierarchy past 64 visits is taken as
/// one that does).
pub fn has_dataclass(cls: &Value) -> bool {
    fn walk(c: &Value, seen: &mut u32) -> bool {
        *seen += 1;
        match &c.kind {
            _ if *seen > 64 => true,
            V::Class(cl) => cl.dataclass_fields.borrow().is_some() || cl.bases.iter().any(|b| walk(b, seen)),
            _ => false,
        }
    }
    walk(cls, &mut 0)
}

/// The dataclass fields a class has, its own or its nearest dataclass base's, where its bases
/// are one chain (`None`: a class with two bases is met first, with a dataclass above it: its MRO
/// decides which).
fn chain_dataclass_fields<'a>(cls: &Value<'a>) -> Option<Option<DataFields<'a>>> {
    let mut cur = cls.clone();
    for _ in 0..64 {
        let V::Class(c) = &cur.kind else { return Some(None) };
        if let Some(f) = c.dataclass_fields.borrow().clone() {
            return Some(Some(f));
        }
        match &c.bases[..] {
            [] => return Some(None),
            [b] => cur = b.clone(),
            _ if has_dataclass(&cur) => return None,
            _ => return Some(None),
        }
    }
    None
}

pub fn class_inexact(cls: &Value) -> Taint {
    // Depth first over the bases, without allocating (it runs for every instance a built-in
    // is handed); a hierarchy past 64 visits is taken as inexact.
    fn walk(c: &Value, seen: &mut u32) -> Taint {
        *seen += 1;
        if *seen > 64 {
            return INEXACT;
        }
        let mut bits = c.taint & INEXACT;
        if let V::Class(cl) = &c.kind {
            bits |= cl.inexact.get();
            for b in cl.bases.iter() {
                bits |= walk(b, seen);
            }
            // What its metaclass is not known exactly to do, its classes may do.
            if let Some(m) = cl.meta.borrow().as_ref() {
                bits |= walk(m, seen);
            }
        }
        bits
    }
    walk(cls, &mut 0)
}

/// The enum a class is (one of the `enum` module's classes, or derived from one).
pub fn enum_of<'a>(cls: &Value<'a>) -> Option<Rc<EnumInfo<'a>>> {
    match &cls.kind {
        V::Class(c) => c.enum_info.borrow().clone(),
        _ => None,
    }
}

/// An enum member's value (`_value_`).
pub fn enum_value<'a>(member: &Value<'a>) -> Option<Value<'a>> {
    let V::Instance(i) = &member.kind else { return None };
    enum_of(&i.class)?;
    let attrs = i.attrs.borrow();
    attrs.iter().find(|(k, _)| &**k == "_value_").map(|(_, v)| v.clone())
}

/// The value of a member of an enum with a data type (`str`, `int`), which it is equal to.
#[inline]
pub fn enum_mixin_value<'a>(v: &Value<'a>) -> Option<Value<'a>> {
    // Most values are not instances: decided here, without a call.
    if !matches!(v.kind, V::Instance(_)) {
        return None;
    }
    instance_mixin_value(v)
}

fn instance_mixin_value<'a>(v: &Value<'a>) -> Option<Value<'a>> {
    let V::Instance(i) = &v.kind else { return None };
    enum_of(&i.class)?.mixin?;
    // Its class's own `__eq__` decides (the interpreter calls it).
    if defines(&i.class, "__eq__") {
        return None;
    }
    enum_value(v)
}

/// Whether a class (or one of its bases) defines `name` itself.
pub fn defines(cls: &Value, name: &str) -> bool {
    // Depth first, without allocating (it runs on every operator on an instance).
    fn walk(c: &Value, name: &str, seen: &mut u32) -> bool {
        *seen += 1;
        if *seen > 64 {
            return false;
        }
        match &c.kind {
            V::Class(cl) => {
                cl.attrs.borrow().iter().any(|(k, _)| &**k == name) || cl.bases.iter().any(|b| walk(b, name, seen))
            }
            _ => false,
        }
    }
    walk(cls, name, &mut 0)
}

/// Why a value, or anything it holds, is not exact: the inexactness bits of it and of every
/// item, entry and attribute it reaches (bounded in depth and count), `0` when all are exact.
/// `Unknown` values inside are not counted (a list of two tensors has two items exactly).
pub fn deep_inexact(v: &Value) -> Taint {
    fn walk(v: &Value, depth: usize, budget: &mut usize) -> Taint {
        if *budget == 0 || depth > MAX_NEST {
            return 0;
        }
        *budget -= 1;
        let mut bits = v.inexact_bits();
        match &v.kind {
            V::List(l) | V::Set(l) => {
                if let Ok(l) = l.try_borrow() {
                    for x in l.iter() {
                        bits |= walk(x, depth + 1, budget);
                    }
                }
            }
            V::Tuple(t) => {
                for x in t.iter() {
                    bits |= walk(x, depth + 1, budget);
                }
            }
            V::Dict(d) => {
                if let Ok(d) = d.try_borrow() {
                    for (k, x, _) in d.entries.iter() {
                        bits |= walk(k, depth + 1, budget) | walk(x, depth + 1, budget);
                    }
                }
            }
            V::Instance(i) => {
                if let Ok(a) = i.attrs.try_borrow() {
                    for (_, x) in a.iter() {
                        bits |= walk(x, depth + 1, budget);
                    }
                }
            }
            _ => {}
        }
        bits
    }
    let mut budget = 4096;
    walk(v, 0, &mut budget)
}

/// Python's `repr`/`str` for known values (f-strings, messages).
/// An exception class whose `str()` is its arguments' (a built-in one, or a class of the
/// harness's deriving from one without its own `__str__`).
fn exception_shown_by_args(class: &Value, depth: usize) -> bool {
    match &class.kind {
        V::ExcType(_) => true,
        V::Class(c) if depth < MAX_NEST => {
            !c.attrs
                .borrow()
                .iter()
                .any(|(k, _)| &**k == "__str__" || &**k == "__repr__")
                && c.bases.len() == 1
                && c.bases.iter().all(|b| exception_shown_by_args(b, depth + 1))
        }
        _ => false,
    }
}

/// `str(e)`: no arguments, `''`; one, its `str()`; more, their tuple's.
fn exception_str(i: &Instance, depth: usize) -> String {
    let attrs = i.attrs.borrow();
    let args = attrs.iter().rev().find(|(k, _)| &**k == "args").map(|(_, v)| v.clone());
    match args.as_ref().map(|a| &a.kind) {
        Some(V::Tuple(t)) if t.is_empty() => String::new(),
        Some(V::Tuple(t)) if t.len() == 1 => display_depth(&t[0], false, depth + 1),
        Some(_) => display_depth(args.as_ref().unwrap_or(&Value::none()), true, depth + 1),
        None => match &i.class.kind {
            V::Class(c) => format!("<{} object>", c.name),
            _ => "<object>".into(),
        },
    }
}

/// A range's text: `range(0, 3)`, `range(0, 9, 2)`.
pub fn range_text([start, stop, step]: [i64; 3]) -> String {
    if step == 1 {
        format!("range({start}, {stop})")
    } else {
        format!("range({start}, {stop}, {step})")
    }
}

pub fn to_display(v: &Value, repr: bool) -> String {
    display_depth(v, repr, 0)
}

fn display_depth(v: &Value, repr: bool, depth: usize) -> String {
    if depth > MAX_NEST {
        return "[...]".into();
    }
    match &v.kind {
        V::None => "None".into(),
        V::Tensor(_) => "tensor(…)".into(),
        V::Path(p) if repr => format!("PosixPath('{p}')"),
        V::Path(p) => p.to_string(),
        V::Bool(b) => if *b { "True" } else { "False" }.into(),
        V::Int(i) => i.to_string(),
        V::Float(f) => crate::eval::pyformat::float_repr(*f),
        V::Str(s) => {
            if repr {
                format!("'{s}'")
            } else {
                s.to_string()
            }
        }
        V::List(l) => match l.borrow().range.as_deref() {
            Some(span) => range_text(*span),
            None => format!("[{}]", join_repr(&l.borrow(), depth)),
        },
        V::Tuple(t) => {
            if t.len() == 1 {
                format!("({},)", join_repr(t, depth))
            } else {
                format!("({})", join_repr(t, depth))
            }
        }
        V::Set(l) => format!("{{{}}}", join_repr(&l.borrow(), depth)),
        V::Dict(d) => {
            let d = d.borrow();
            let parts: Vec<String> = d
                .entries
                .iter()
                .map(|(k, v, _)| {
                    format!(
                        "{}: {}",
                        display_depth(k, true, depth + 1),
                        display_depth(v, true, depth + 1)
                    )
                })
                .collect();
            format!("{{{}}}", parts.join(", "))
        }
        V::Config(c) => {
            let c = c.borrow();
            let parts: Vec<String> = c
                .entries
                .iter()
                .map(|e| format!("'{}': {}", e.key, to_display(&e.value, true)))
                .collect();
            format!("{{{}}}", parts.join(", "))
        }
        V::Dtype(d) => format!("torch.{}", torch::info(*d).name),
        V::Func(f) => format!("<function {}>", f.name),
        V::Class(c) => format!("<class '{}'>", c.name),
        V::ExcType(n) => format!("<class '{n}'>"),
        V::Instance(i) if !repr && exception_shown_by_args(&i.class, 0) => exception_str(i, depth),
        V::Instance(i) => match &i.class.kind {
            V::Class(c) => format!("<{} object>", c.name),
            _ => "<object>".into(),
        },
        V::Unknown => "…".into(),
        V::View(x) => format!("{}([{}])", x.type_name(), join_repr(&x.items(), depth)),
        _ => format!("<{}>", v.type_name()),
    }
}

fn join_repr(items: &[Value], depth: usize) -> String {
    let mut out = String::new();
    for (i, v) in items.iter().enumerate() {
        if out.len() > 1 << 16 {
            out.push_str(", ...");
            break;
        }
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&display_depth(v, true, depth + 1));
    }
    out
}

/// A known value as JSON (defaults, sweep points); `None` for what JSON can't say.
pub fn to_json(v: &Value) -> Option<serde_json::Value> {
    json_depth(v, 0)
}

fn json_depth(v: &Value, depth: usize) -> Option<serde_json::Value> {
    use serde_json::Value as J;
    if depth > MAX_NEST {
        return None;
    }
    let sub = |x: &Value| json_depth(x, depth + 1);
    Some(match &v.kind {
        V::None => J::Null,
        V::Bool(b) => J::Bool(*b),
        V::Int(i) => J::from(*i),
        V::Float(f) => serde_json::Number::from_f64(*f).map(J::Number).unwrap_or(J::Null),
        V::Str(s) => J::String(s.to_string()),
        V::List(l) => J::Array(l.borrow().iter().map(sub).collect::<Option<Vec<_>>>()?),
        V::Set(l) => J::Array(l.borrow().iter().map(sub).collect::<Option<Vec<_>>>()?),
        V::Tuple(t) => J::Array(t.iter().map(sub).collect::<Option<Vec<_>>>()?),
        V::Dict(d) => {
            let mut m = serde_json::Map::new();
            for (k, v, _) in &d.borrow().entries {
                m.insert(to_display(k, false), sub(v)?);
            }
            J::Object(m)
        }
        V::Dtype(d) => J::String(format!("torch.{}", torch::info(*d).name)),
        _ => return None,
    })
}

/// The class of what `dataclasses.field(...)` returns and `dataclasses.fields(...)` lists; its
/// name is no Python identifier, so no harness class can be mistaken for it.
const FIELD_SPEC_CLASS: &str = "dataclasses.Field";

/// `dataclasses.MISSING`: the same marker the evaluator uses for "no default".
/// A new class's namespace as `type.__new__` completes it: one that defines `__eq__` without
/// `__hash__` gets `__hash__ = None` (its objects are unhashable).
pub fn eq_clears_hash<'a>(attrs: &mut Vec<(Rc<str>, Value<'a>)>) {
    let has = |n: &str| attrs.iter().any(|(k, _)| &**k == n);
    if has("__eq__") && !has("__hash__") {
        attrs.push((Rc::from("__hash__"), Value::none()));
    }
}

pub fn dataclass_missing<'a>() -> Value<'a> {
    Value::new(V::Builtin(Builtin::Field))
}

pub fn is_dataclass_missing(v: &Value) -> bool {
    matches!(v.kind, V::Builtin(Builtin::Field))
}

/// A dataclass field's description: `name`, `default` and `default_factory` (`MISSING` when absent).
pub fn field_spec<'a>(name: Option<&str>, default: Value<'a>, factory: Value<'a>) -> Value<'a> {
    let class = Rc::new(Class::new(Rc::from(FIELD_SPEC_CLASS), vec![], vec![]));
    let mut attrs = vec![
        (Rc::from("default"), default),
        (Rc::from("default_factory"), factory),
        (Rc::from("type"), Value::unknown(0)),
    ];
    if let Some(n) = name {
        attrs.push((Rc::from("name"), Value::str(n)));
    }
    Value::new(V::Instance(Rc::new(Instance::new(Value::new(V::Class(class)), attrs))))
}

/// `(default, default_factory)` of a field spec made by [`field_spec`].
pub fn as_field_spec<'a>(v: &Value<'a>) -> Option<(Value<'a>, Value<'a>)> {
    let V::Instance(i) = &v.kind else { return None };
    let V::Class(c) = &i.class.kind else { return None };
    if &*c.name != FIELD_SPEC_CLASS {
        return None;
    }
    let attrs = i.attrs.borrow();
    let get = |k: &str| attrs.iter().find(|a| &*a.0 == k).map(|a| a.1.clone());
    Some((
        get("default").unwrap_or_else(dataclass_missing),
        get("default_factory").unwrap_or_else(dataclass_missing),
    ))
}

/// One dimension of a tensor: its size when known.
pub type Dim = Option<i64>;

/// A tensor as the evaluator models it (its operations are in `tensor.rs`): what is known of its
/// shape and dtype.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    /// The sizes, when the number of dimensions is known.
    pub shape: Option<Vec<Dim>>,
    /// The dtype (an index into [`crate::eval::torch::DTYPES`]), when known.
    pub dtype: Option<u8>,
    /// On a CUDA device (`Some(true)`), on the CPU (`Some(false)`), or not known.
    pub cuda: Option<bool>,
}

/// Whether a partial is a wrapper `functools.wraps` updated ([`Builtin::Wrapped`]).
pub fn is_wrapped(p: &(Value, Vec<Value>, Kwargs)) -> bool {
    matches!(p.0.kind, V::Builtin(Builtin::Wrapped))
}

/// The function a partial stands for in Python, where it is a function there: what
/// `contextlib.contextmanager` makes ([`Builtin::GenContext`]) and a wrapper `functools.wraps`
/// updated ([`Builtin::Wrapped`]). Named as that function, and bound as a method is.
pub fn function_of<'v, 'a>(p: &'v (Value<'a>, Vec<Value<'a>>, Kwargs<'a>)) -> Option<&'v Value<'a>> {
    match p.0.kind {
        V::Builtin(Builtin::GenContext | Builtin::Wrapped) => p.1.last(),
        _ => None,
    }
}

/// The name of the type Python gives what a [`V::Partial`] stands for: `partial` for
/// `functools.partial`'s, `attrgetter`/`itemgetter` for `operator`'s getters; `None` for what
/// the tool makes of other callables (`contextmanager`'s, `wraps`'s, a decorator's).
pub fn partial_type_name(p: &(Value<'_>, Vec<Value<'_>>, Kwargs<'_>)) -> Option<&'static str> {
    use Builtin as B;
    match p.0.kind {
        V::Builtin(B::GetAttrs) => Some("attrgetter"),
        V::Builtin(B::GetItems) => Some("itemgetter"),
        V::Builtin(B::GenCm | B::GenContext | B::Wrapped | B::WrapsWith | B::LruCacheWith | B::Dataclass) => None,
        _ => Some("partial"),
    }
}

/// Whether a class's attribute read through an instance is bound to it, as a function is: a
/// function, a cached one, one `contextmanager` or `wraps` made.
pub fn binds_as_method(v: &Value) -> bool {
    match &v.kind {
        V::Func(_) | V::Cached(_) => true,
        V::Partial(p) => function_of(p).is_some(),
        _ => false,
    }
}
