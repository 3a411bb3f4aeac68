//! `functools.lru_cache` and `functools.cache`: a function whose results are kept by the key of
//! its arguments, as CPython's `_lru_cache_wrapper` keeps them. One `int` or `str` argument is
//! its own key; else the positional arguments, and the keyword ones in the order given, make it
//! (so `f(1)` and `f(1.0)` are two keys, `f(1.0)` and `f(True)` one). A call whose key is kept
//! returns the very object kept without running the function; another runs it and keeps what it
//! returns (an exception is not kept), the oldest key dropped past `maxsize` (a hit makes its
//! key the newest). What is kept is a dict of the wrapper's: module state, as any container a
//! module holds, so each config's run starts from what its imports left there.
//!
//! Where the tool can't decide whether a key is kept — an argument not known exactly, or one
//! whose hash or equality is the harness's code (an object), results kept where the path was
//! undecided — the function runs where the path is undecided, and what is kept is no longer
//! known.

use super::*;
use crate::eval::value::{Cached, Dict};

/// Whether `f` is one of the harness's functions (bound or partial, or cached already) known
/// exactly: what `lru_cache` and `contextmanager` wrap here (anything else they are given, they
/// make a function not modelled of).
pub(crate) fn followed_function(f: &Value) -> bool {
    f.is_exact() && matches!(f.kind, V::Func(_) | V::Bound(_) | V::Partial(_) | V::Cached(_))
}

/// `f` wrapped, its results kept (at most `maxsize` of them; `None`: all).
pub(crate) fn cached<'a>(f: Value<'a>, maxsize: Option<i64>) -> Value<'a> {
    Value::new(V::Cached(Rc::new(Cached {
        func: f,
        cache: Value::dict(Dict::default()),
        maxsize,
    })))
}

/// A value the key of a call may hold: hashed and compared as Python does, by no code of the
/// harness's — a value of a built-in type (not a NaN, equal to nothing but itself: Python finds
/// it by identity), a function, or a class or object compared by identity (a `self`).
fn plain(v: &Value) -> bool {
    let by_identity = |class: &Value| {
        super::object_hooks::class_known_whole(class)
            && !defines(class, "__eq__")
            && !defines(class, "__hash__")
            && matches!(&class.kind, V::Class(c) if c.dataclass_fields.borrow().is_none()
                && c.enum_info.borrow().is_none()
                && c.meta.borrow().is_none())
    };
    v.is_exact()
        && match &v.kind {
            V::None | V::Bool(_) | V::Int(_) | V::Str(_) | V::Dtype(_) | V::Func(_) => true,
            V::Float(f) => !f.is_nan(),
            V::Tuple(t) => t.iter().all(plain),
            V::Instance(i) => by_identity(&i.class),
            V::Class(_) => by_identity(v),
            _ => false,
        }
}

impl<'a> Interp<'a> {
    /// A call of the cached function `c`.
    pub(super) fn call_cached(
        &mut self,
        c: &Rc<Cached<'a>>,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
        exact_args: bool,
    ) -> R<'a, Value<'a>> {
        if c.maxsize == Some(0) {
            return self.call(&c.func, args, kwargs);
        }
        let given = || args.iter().chain(kwargs.iter().map(|k| &k.1));
        let t = given().fold(0, |t, a| t | a.taint);
        // A list, dict or set among them: the `TypeError` of hashing the key, before any call.
        for a in given() {
            if let Some(ty) = crate::eval::value::unhashable(a) {
                return self.unhashable_error(ty, t | a.inexact_bits());
            }
        }
        if !exact_args || !given().all(plain) || c.cache.inexact_bits() != 0 {
            return self.cached_unfollowed(c, args, kwargs);
        }
        let key = match (args.as_slice(), kwargs.is_empty()) {
            ([a], true) if matches!(a.kind, V::Int(_) | V::Str(_)) => a.clone(),
            // The positional arguments, and the keyword ones apart: tagged so that no key of
            // one form equals one of the other (as CPython's marker between them keeps them).
            (_, true) => Value::tuple(vec![Value::str("p"), Value::tuple(args.clone())]),
            (_, false) => {
                let kw = kwargs.iter().flat_map(|(k, v)| [Value::str(k), v.clone()]).collect();
                Value::tuple(vec![Value::str("k"), Value::tuple(args.clone()), Value::tuple(kw)])
            }
        };
        let key = Value {
            taint: 0,
            origin: None,
            ..key
        };
        match self.contains(&c.cache, &key)? {
            Some(true) => {
                let kept = self.get_item(&c.cache, &key)?;
                if c.maxsize.is_some() {
                    // The newest now.
                    self.call_method(&c.cache, "pop", vec![key.clone()], vec![])?;
                    self.set_item(&c.cache, key, kept.clone())?;
                }
                Ok(kept.with_taint(t))
            }
            Some(false) => {
                let r = self.call(&c.func, args, kwargs)?;
                match c.maxsize {
                    None => self.set_item(&c.cache, key, r.clone())?,
                    Some(n) => {
                        // Kept by a call it made (recursion): that one stays.
                        if self.contains(&c.cache, &key)? == Some(false) {
                            let oldest = match &c.cache.kind {
                                V::Dict(d) if d.borrow().entries.len() as i64 >= n => {
                                    d.borrow().entries.first().map(|e| e.0.clone())
                                }
                                _ => None,
                            };
                            if let Some(k) = oldest {
                                self.call_method(&c.cache, "pop", vec![k], vec![])?;
                            }
                            self.set_item(&c.cache, key, r.clone())?;
                        }
                    }
                }
                Ok(r)
            }
            None => self.cached_unfollowed(c, args, kwargs),
        }
    }

    /// A call of `c` whose key the tool can't decide is kept or not: Python runs the function or
    /// answers from what it kept, so the function runs where the path is undecided (what it
    /// changes marked, an exception it raises one Python may not), its value not known exactly,
    /// and what is kept after it not known either.
    fn cached_unfollowed(
        &mut self,
        c: &Rc<Cached<'a>>,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
    ) -> R<'a, Value<'a>> {
        let bits = c.cache.inexact_bits() | self.inexact(FallbackKind::Undecided, "whether an lru_cache function runs");
        let r = self.undecided(bits, |me| me.call(&c.func, args, kwargs));
        c.cache.mark_inexact(bits);
        self.touched(&c.cache);
        match r {
            Ok(v) => Ok(v.with_taint(bits)),
            Err(flow @ Flow::Exc(_)) => {
                self.swallow(flow, bits);
                Ok(Value::unknown(bits))
            }
            Err(e) => Err(e),
        }
    }
}
