//! How many arguments, and which keywords, Python's built-in functions and the methods of `str`,
//! `list`, `dict`, `set` and `tuple` take: their signatures as CPython 3.11's `inspect.signature`
//! writes them (by hand, in the same notation, where it has none: `min`, `dict.pop`, `set.add`).
//! A call that gives one of them too many arguments, too few, or a keyword it does not take is
//! Python's `TypeError`, whatever the values: `[].insert("x")`, `"ab".upper(1)`,
//! `enumerate(xs, default=0)`.
//!
//! Why: each built-in's model reads the arguments it knows and would pass over the rest, so a
//! call Python refuses got a result. Checked once, here, before any model runs.
//!
//! Where later Pythons take more than 3.11 (`str.replace(count=…)` from 3.13), a call that uses
//! it is not known: which Python runs the harness is not.

use std::collections::HashMap;

use super::*;

/// `(name, signature)` of a built-in function, as its `TypeError` names it.
fn builtin_signature(b: Builtin) -> Option<(&'static str, &'static str)> {
    use Builtin as B;
    Some(match b {
        B::Len => ("len", "(obj, /)"),
        B::Abs => ("abs", "(x, /)"),
        B::Int => ("int", "(x=<unset>, /, base=10)"),
        B::Float => ("float", "(x=0, /)"),
        B::Str => ("str", "(object='', encoding='utf-8', errors='strict')"),
        B::Bool => ("bool", "(x=False, /)"),
        B::Round => ("round", "(number, ndigits=None)"),
        B::Min => ("min", "(arg, /, *args, key=None, default=<unset>)"),
        B::Max => ("max", "(arg, /, *args, key=None, default=<unset>)"),
        B::Sum => ("sum", "(iterable, /, start=0)"),
        B::Sorted => ("sorted", "(iterable, /, *, key=None, reverse=False)"),
        B::List => ("list", "(iterable=(), /)"),
        B::Tuple => ("tuple", "(iterable=(), /)"),
        B::Dict => ("dict", "(iterable=<unset>, /, **kwargs)"),
        B::Set => ("set", "(iterable=(), /)"),
        B::Frozenset => ("frozenset", "(iterable=(), /)"),
        B::Divmod => ("divmod", "(x, y, /)"),
        B::Pow => ("pow", "(base, exp, mod=None)"),
        B::Repr => ("repr", "(obj, /)"),
        B::Isinstance => ("isinstance", "(obj, class_or_tuple, /)"),
        B::Issubclass => ("issubclass", "(cls, class_or_tuple, /)"),
        B::Any => ("any", "(iterable, /)"),
        B::All => ("all", "(iterable, /)"),
        B::Getattr => ("getattr", "(object, name, default=<unset>, /)"),
        B::Hasattr => ("hasattr", "(obj, name, /)"),
        B::Setattr => ("setattr", "(obj, name, value, /)"),
        B::Delattr => ("delattr", "(obj, name, /)"),
        B::Callable => ("callable", "(obj, /)"),
        B::Range => ("range", "(start_or_stop, stop=<unset>, step=<unset>, /)"),
        B::Enumerate => ("enumerate", "(iterable, start=0)"),
        B::Zip => ("zip", "(*iterables, strict=False)"),
        B::Reversed => ("reversed", "(sequence, /)"),
        B::Map => ("map", "(function, iterable, /, *iterables)"),
        B::Filter => ("filter", "(function, iterable, /)"),
        B::Iter => ("iter", "(object, sentinel=<unset>, /)"),
        B::Next => ("next", "(iterator, default=<unset>, /)"),
        B::Hash => ("hash", "(obj, /)"),
        B::Format => ("format", "(value, format_spec='', /)"),
        B::Globals => ("globals", "()"),
        B::Vars => ("vars", "(object=<unset>, /)"),
        B::Print => ("print", "(*args, sep=' ', end='\\n', file=None, flush=False)"),
        // The standard library's, as 3.11's `inspect.signature` (or, for a C function without
        // one, its docs) gives them.
        B::Ceil => ("math.ceil", "(x, /)"),
        B::Floor => ("math.floor", "(x, /)"),
        B::Log2 => ("math.log2", "(x, /)"),
        B::Sqrt => ("math.sqrt", "(x, /)"),
        B::Isqrt => ("math.isqrt", "(n, /)"),
        B::Gcd => ("math.gcd", "(*integers)"),
        B::Prod => ("prod", "(iterable, /, *, start=1)"),
        B::Partial => ("partial", "(func, /, *args, **keywords)"),
        B::Reduce => ("reduce", "(function, iterable, initial=<unset>, /)"),
        B::CopyCopy => ("copy", "(x)"),
        B::CopyDeepcopy => ("deepcopy", "(x, memo=None, _nil=[])"),
        B::Product => ("product", "(*iterables, repeat=1)"),
        B::Chain => ("chain", "(*iterables)"),
        B::ChainFromIterable => ("chain.from_iterable", "(iterable, /)"),
        B::Accumulate => ("accumulate", "(iterable, func=None, *, initial=None)"),
        B::ZipLongest => ("zip_longest", "(*iterables, fillvalue=None)"),
        B::Islice => ("islice", "(iterable, start_or_stop, stop=<unset>, step=<unset>, /)"),
        B::AttrGetter => ("attrgetter", "(attr, /, *attrs)"),
        B::ItemGetter => ("itemgetter", "(item, /, *items)"),
        B::Field => (
            "field",
            "(*, default=<unset>, default_factory=<unset>, init=True, repr=True, hash=None, compare=True, \
             metadata=None, kw_only=<unset>)",
        ),
        B::DataclassFields => ("fields", "(class_or_instance)"),
        B::Asdict => ("asdict", "(obj, *, dict_factory=dict)"),
        B::DataclassReplace => ("replace", "(obj, /, **changes)"),
        B::PathJoin => ("join", "(a, *p)"),
        B::PathBasename => ("basename", "(p)"),
        B::PathDirname => ("dirname", "(p)"),
        B::PathSplit => ("split", "(p)"),
        B::PathSplitext => ("splitext", "(p)"),
        B::PathNormpath => ("normpath", "(path)"),
        // `abspath(path)` and `realpath(filename, *, strict=False)`: a keyword is taken by one.
        B::PathAbspath => ("abspath", "(path, /, ?path, ?filename, ?strict)"),
        B::PathExpanduser => ("expanduser", "(path)"),
        B::PathIsfile => ("isfile", "(path)"),
        B::PathIsabs => ("isabs", "(s)"),
        B::PathRelpath => ("relpath", "(path, start=None)"),
        B::PathIsdir => ("isdir", "(s)"),
        B::PathExists => ("exists", "(path)"),
        B::Getcwd => ("posix.getcwd", "()"),
        B::ListDir => ("listdir", "(path=None)"),
        B::Glob => (
            "glob",
            "(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False)",
        ),
        B::IterModules => ("iter_modules", "(path=None, prefix='')"),
        B::SysExit => ("exit", "(status=None, /)"),
        B::OrderedDict => ("OrderedDict", "(other=<unset>, /, **kwargs)"),
        B::Counter => ("Counter", "(iterable=None, /, **kwds)"),
        B::DefaultDict => ("defaultdict", "(default_factory=None, mapping=<unset>, /, **kwargs)"),
        B::Cast => ("cast", "(typ, val)"),
        B::IsAbstract => ("isabstract", "(object)"),
        _ => return None,
    })
}

/// The signature of a method of a built-in type (`self` left out).
fn method_signature(ty: &str, name: &str) -> Option<&'static str> {
    Some(match (ty, name) {
        ("str", "capitalize" | "casefold" | "lower" | "upper" | "swapcase" | "title") => "()",
        (
            "str",
            "isalnum" | "isalpha" | "isascii" | "isdecimal" | "isdigit" | "isidentifier" | "islower" | "isnumeric"
            | "isprintable" | "isspace" | "istitle" | "isupper",
        ) => "()",
        ("str", "center" | "ljust" | "rjust") => "(width, fillchar=' ', /)",
        ("str", "count" | "find" | "rfind" | "index" | "rindex") => "(sub, start=None, end=None, /)",
        ("str", "startswith" | "endswith") => "(prefix, start=None, end=None, /)",
        ("str", "encode") => "(encoding='utf-8', errors='strict')",
        ("str", "expandtabs") => "(tabsize=8)",
        ("str", "join") => "(iterable, /)",
        ("str", "strip" | "lstrip" | "rstrip") => "(chars=None, /)",
        ("str", "partition" | "rpartition") => "(sep, /)",
        ("str", "removeprefix") => "(prefix, /)",
        ("str", "removesuffix") => "(suffix, /)",
        // `count` by keyword from 3.13.
        ("str", "replace") => "(old, new, count=-1, /, ?count)",
        ("str", "split" | "rsplit") => "(sep=None, maxsplit=-1)",
        ("str", "splitlines") => "(keepends=False)",
        ("str", "zfill") => "(width, /)",
        ("str", "format_map") => "(mapping, /)",
        ("str" | "tuple", "__contains__" | "__getitem__" | "__add__" | "__mul__" | "__rmul__") => "(key, /)",
        ("str", "__mod__") => "(value, /)",
        ("list", "append") => "(object, /)",
        ("list", "clear" | "copy" | "reverse") => "()",
        ("list", "count" | "remove") => "(value, /)",
        ("list", "extend") => "(iterable, /)",
        ("list" | "tuple", "index") => "(value, start=0, stop=9223372036854775807, /)",
        ("list", "insert") => "(index, object, /)",
        ("list", "pop") => "(index=-1, /)",
        ("list", "sort") => "(*, key=None, reverse=False)",
        ("list", "__contains__" | "__getitem__" | "__delitem__" | "__add__" | "__iadd__" | "__mul__" | "__rmul__") => {
            "(key, /)"
        }
        ("list" | "dict", "__setitem__") => "(key, value, /)",
        ("tuple", "count") | ("range", "count" | "index") => "(value, /)",
        ("dict", "clear" | "copy" | "items" | "keys" | "values" | "popitem") => "()",
        ("dict", "get" | "setdefault") => "(key, default=None, /)",
        ("dict", "pop") => "(key, default=<unset>, /)",
        ("dict", "update") => "(other=<unset>, /, **kwargs)",
        ("dict", "fromkeys") => "(iterable, value=None, /)",
        ("dict", "__contains__" | "__getitem__" | "__delitem__" | "__or__" | "__ior__") => "(key, /)",
        // `collections`' dicts: what they add or change, the rest a dict's.
        ("Counter", "most_common") => "(n=None)",
        ("Counter", "elements" | "total") => "()",
        ("Counter", "update" | "subtract") => "(iterable=None, /, **kwds)",
        ("Counter", "fromkeys") => "(iterable, v=None)",
        ("OrderedDict", "move_to_end") => "(key, last=True)",
        ("OrderedDict", "popitem") => "(last=True)",
        ("Counter" | "OrderedDict" | "defaultdict", _) => return method_signature("dict", name),
        ("set" | "frozenset", "add" | "discard" | "remove") => "(elem, /)",
        ("set" | "frozenset", "clear" | "copy" | "pop") => "()",
        (
            "set" | "frozenset",
            "difference" | "intersection" | "union" | "update" | "difference_update" | "intersection_update",
        ) => "(*others)",
        (
            "set" | "frozenset",
            "isdisjoint" | "issubset" | "issuperset" | "symmetric_difference" | "symmetric_difference_update",
        ) => "(other, /)",
        ("set" | "frozenset", "__contains__" | "__or__" | "__and__" | "__sub__" | "__xor__" | "__ior__") => "(key, /)",
        _ => return None,
    })
}

/// A signature read from its text.
#[derive(Default)]
struct Sig {
    /// Positional parameters in order, and how many of them are positional-only.
    positional: Vec<&'static str>,
    pos_only: usize,
    /// How many of the positional ones must be given (those without a default, first).
    required: usize,
    kw_only: Vec<&'static str>,
    star: bool,
    star_kw: bool,
    /// Keywords a later Python takes where 3.11 does not (`?name`).
    later: Vec<&'static str>,
}

fn parse(text: &'static str) -> Sig {
    let mut sig = Sig::default();
    let inner = &text[1..text.len() - 1];
    let mut kw_only = false;
    for p in inner.split(", ").filter(|p| !p.is_empty()) {
        if p == "/" {
            sig.pos_only = sig.positional.len();
        } else if p == "*" {
            kw_only = true;
        } else if p.starts_with("**") {
            sig.star_kw = true;
        } else if p.starts_with('*') {
            sig.star = true;
            kw_only = true;
        } else if let Some(name) = p.strip_prefix('?') {
            sig.later.push(name);
        } else {
            let (name, default) = match p.split_once('=') {
                Some((n, _)) => (n, true),
                None => (p, false),
            };
            if kw_only {
                sig.kw_only.push(name);
            } else {
                if !default {
                    sig.required = sig.positional.len() + 1;
                }
                sig.positional.push(name);
            }
        }
    }
    sig
}

/// What a call's arguments say before any value is looked at.
pub(crate) enum Arity {
    Fits,
    /// Python's `TypeError`, with its message.
    Refused(String),
    /// Taken by some Pythons and not others.
    Unknown,
}

fn judge(name: &str, sig: &Sig, npos: usize, kwargs: &[(Rc<str>, Value)]) -> Arity {
    let most = sig.positional.len();
    if !sig.star && npos > most {
        return Arity::Refused(match most {
            0 => format!("{name}() takes no arguments ({npos} given)"),
            _ => format!("{name}() takes at most {most} arguments ({npos} given)"),
        });
    }
    if kwargs.is_empty() {
        return match sig.positional.get(npos).filter(|_| npos < sig.required) {
            Some(p) => Arity::Refused(format!("{name}() missing required argument '{p}'")),
            None => Arity::Fits,
        };
    }
    let mut filled = vec![false; most];
    for (k, _) in kwargs {
        let k: &str = k;
        if let Some(i) = sig
            .positional
            .iter()
            .position(|p| *p == k)
            .filter(|&i| i >= sig.pos_only)
        {
            if i < npos {
                return Arity::Refused(format!("{name}() got multiple values for argument '{k}'"));
            }
            filled[i] = true;
        } else if sig.later.contains(&k) {
            return Arity::Unknown;
        } else if !sig.kw_only.contains(&k) && !sig.star_kw {
            return Arity::Refused(format!("{name}() got an unexpected keyword argument '{k}'"));
        }
    }
    if let Some(i) = (npos..sig.required).find(|&i| !filled[i]) {
        return Arity::Refused(format!("{name}() missing required argument '{}'", sig.positional[i]));
    }
    Arity::Fits
}

/// A call of `b` that fits its signature, with each keyword that names the next positional
/// parameter moved into place (`enumerate(iterable=xs)` is `enumerate(xs)`): the models read
/// those parameters by position.
pub(crate) fn keywords_in_place<'a>(b: Builtin, args: &mut Vec<Value<'a>>, kwargs: &mut Vec<(Rc<str>, Value<'a>)>) {
    if kwargs.is_empty() {
        return;
    }
    let Some((_, sig)) = builtin_sig(b) else { return };
    while let Some(name) = sig.positional.get(args.len()).filter(|_| args.len() >= sig.pos_only) {
        let Some(i) = kwargs.iter().position(|(k, _)| &**k == *name) else {
            break;
        };
        args.push(kwargs.remove(i).1);
    }
}

/// A call of the built-in `b` with `npos` positional arguments and these keywords.
pub(crate) fn builtin_arity(b: Builtin, npos: usize, kwargs: &[(Rc<str>, Value)]) -> Arity {
    // (`int`'s `x` may be left out, but not when a base is given.)
    if b == Builtin::Int && npos == 0 && !kwargs.is_empty() && kwargs.iter().all(|(k, _)| &**k == "base") {
        return Arity::Refused("int() missing string argument".into());
    }
    match builtin_sig(b) {
        Some((name, sig)) => judge(name, &sig, npos, kwargs),
        None => Arity::Fits,
    }
}

/// A call of the method `name` of a value of the built-in type `ty`.
pub(crate) fn method_arity(ty: &'static str, name: &str, npos: usize, kwargs: &[(Rc<str>, Value)]) -> Arity {
    match method_sig(ty, name) {
        Some(sig) => judge(name, &sig, npos, kwargs),
        None => Arity::Fits,
    }
}

/// The types whose methods have signatures here, in the order of the method cache.
const TYPES: [&str; 10] = [
    "str",
    "list",
    "dict",
    "set",
    "frozenset",
    "tuple",
    "range",
    "Counter",
    "OrderedDict",
    "defaultdict",
];

type MethodSigs = HashMap<Box<str>, Option<Rc<Sig>>, FxBuild>;
/// A built-in's name as its errors give it, and its signature.
type Named = Option<(&'static str, Rc<Sig>)>;

// Each signature read once per thread (a check calls built-ins on every line it runs).
thread_local! {
    static BUILTIN_SIGS: RefCell<HashMap<Builtin, Named, FxBuild>> =
        const { RefCell::new(HashMap::with_hasher(FxBuild::new())) };
    static METHOD_SIGS: RefCell<[MethodSigs; TYPES.len()]> = RefCell::new(Default::default());
}

fn builtin_sig(b: Builtin) -> Named {
    BUILTIN_SIGS.with(|m| {
        m.borrow_mut()
            .entry(b)
            .or_insert_with(|| builtin_signature(b).map(|(name, text)| (name, Rc::new(parse(text)))))
            .clone()
    })
}

fn method_sig(ty: &'static str, name: &str) -> Option<Rc<Sig>> {
    let t = TYPES.iter().position(|x| *x == ty)?;
    METHOD_SIGS.with(|m| {
        let mut m = m.borrow_mut();
        if let Some(sig) = m[t].get(name) {
            return sig.clone();
        }
        let sig = method_signature(ty, name).map(|text| Rc::new(parse(text)));
        m[t].insert(name.into(), sig.clone());
        sig
    })
}

/// The built-in type whose methods a value has, as the tables name it.
fn method_type(recv: &Value) -> Option<&'static str> {
    Some(match &recv.kind {
        V::Str(_) => "str",
        V::List(_) if recv.is_range() => "range",
        V::List(_) => "list",
        V::Dict(d) => d.try_borrow().map_or("dict", |d| d.flavor.type_name()),
        V::Set(_) => recv.type_name(),
        V::Tuple(_) => "tuple",
        _ => return None,
    })
}

impl<'a> Interp<'a> {
    /// A call of the built-in `b` refused by its count of arguments or its keywords: Python's
    /// `TypeError` (`Some`), or not known (a keyword only later Pythons take). `None`: it fits,
    /// or its arguments are not all known (a `*` or `**` of what is not).
    pub(crate) fn builtin_refuses(
        &mut self,
        b: Builtin,
        npos: usize,
        kwargs: &[(Rc<str>, Value<'a>)],
        taint: Taint,
    ) -> Option<R<'a, Value<'a>>> {
        let arity = builtin_arity(b, npos, kwargs);
        self.arity_outcome(arity, taint)
    }

    /// [`Self::builtin_refuses`] for a method of a built-in value.
    pub(crate) fn method_refuses(
        &mut self,
        recv: &Value<'a>,
        name: &str,
        npos: usize,
        kwargs: &[(Rc<str>, Value<'a>)],
    ) -> Option<R<'a, Value<'a>>> {
        let arity = method_arity(method_type(recv)?, name, npos, kwargs);
        self.arity_outcome(arity, recv.taint)
    }

    fn arity_outcome(&mut self, arity: Arity, taint: Taint) -> Option<R<'a, Value<'a>>> {
        match arity {
            Arity::Fits => None,
            // Refused whatever the values are: the config's fields are not to blame.
            Arity::Refused(message) => Some(self.fail("TypeError", message, taint & INEXACT)),
            Arity::Unknown => Some(Ok(self.unknown_op(taint))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kws(names: &[&str]) -> Vec<(Rc<str>, Value<'static>)> {
        names.iter().map(|n| (Rc::from(*n), Value::none())).collect()
    }

    fn refused(a: Arity) -> bool {
        matches!(a, Arity::Refused(_))
    }

    #[test]
    fn signatures_refuse_what_cpython_refuses_and_take_what_it_takes() {
        use Builtin as B;
        assert!(matches!(builtin_arity(B::Len, 1, &[]), Arity::Fits));
        assert!(refused(builtin_arity(B::Len, 2, &[])));
        assert!(refused(builtin_arity(B::Len, 0, &[])));
        assert!(refused(builtin_arity(B::Len, 1, &kws(&["obj"]))));
        assert!(matches!(
            builtin_arity(B::Sorted, 1, &kws(&["key", "reverse"])),
            Arity::Fits
        ));
        assert!(refused(builtin_arity(B::Sorted, 2, &[])));
        assert!(matches!(builtin_arity(B::Enumerate, 1, &kws(&["start"])), Arity::Fits));
        assert!(refused(builtin_arity(B::Enumerate, 2, &kws(&["start"]))));
        assert!(matches!(
            builtin_arity(B::Enumerate, 0, &kws(&["iterable"])),
            Arity::Fits
        ));
        assert!(refused(builtin_arity(B::Max, 0, &[])));
        assert!(matches!(builtin_arity(B::Max, 5, &kws(&["key"])), Arity::Fits));
        assert!(matches!(builtin_arity(B::Dict, 1, &kws(&["a", "b"])), Arity::Fits));
        assert!(refused(builtin_arity(B::Map, 1, &[])));
        assert!(matches!(builtin_arity(B::Print, 3, &kws(&["sep", "end"])), Arity::Fits));
        assert!(matches!(
            method_arity("str", "split", 0, &kws(&["sep", "maxsplit"])),
            Arity::Fits
        ));
        assert!(refused(method_arity("str", "split", 3, &[])));
        assert!(refused(method_arity("str", "upper", 1, &[])));
        assert!(refused(method_arity("list", "insert", 1, &[])));
        assert!(refused(method_arity("list", "sort", 1, &[])));
        assert!(refused(method_arity("dict", "get", 0, &[])));
        assert!(matches!(method_arity("set", "union", 4, &[]), Arity::Fits));
        assert!(matches!(
            method_arity("str", "replace", 2, &kws(&["count"])),
            Arity::Unknown
        ));
        assert!(refused(method_arity("str", "replace", 2, &kws(&["old"]))));
        assert!(matches!(method_arity("str", "no_such", 7, &[]), Arity::Fits));
    }
}
