//! Built-in functions on objects and types: `isinstance`, `getattr`/`hasattr`/`setattr`, `type`,
//! `callable`, `str`/`repr`/`bool`, `globals`, descriptors, `copy`, namespaces, and the
//! `dataclasses` functions.

use super::*;
use crate::eval::interp::ObjectMethod;
use crate::eval::pyformat::Show;
use crate::eval::value::binds_as_method;

impl<'a> Interp<'a> {
    /// `isinstance`, `getattr`, `hasattr`.
    pub(super) fn attribute_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value<'a>>,
        _kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        use Builtin as B;
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        Ok(match b {
            B::Isinstance | B::Issubclass => {
                let (Some(v), Some(ty)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                let is = |me: &mut Self, ty: &Value<'a>| match b {
                    B::Isinstance => me.isinstance(&v, ty),
                    _ => me.issubclass(&v, ty),
                };
                // A built-in function where a class goes (`isinstance(x, len)`): Python's
                // TypeError, unless a class before it in the tuple answered first.
                let tys = flat_types(&ty);
                if let Some(at) = tys.iter().position(is_builtin_function) {
                    let before = Value::tuple(tys[..at].to_vec());
                    return Ok(match is(self, &before) {
                        Some(true) => Value::bool(true).with_taint(t),
                        Some(false) => {
                            let message = match b {
                                B::Isinstance => "isinstance() arg 2 must be a type, a tuple of types, or a union",
                                _ => "issubclass() arg 2 must be a class, a tuple of classes, or a union",
                            };
                            return self.fail("TypeError", message.to_string(), t);
                        }
                        None => self.unknown_op(t),
                    });
                }
                let answer = is(self, &ty);
                // An object whose class gives it a `__class__` of its own: where its type is not
                // the class, Python asks that `__class__` (its code runs) and may find it is.
                if let (B::Isinstance, V::Instance(i)) = (b, &v.kind) {
                    if answer != Some(true) && defines(&i.class, "__class__") {
                        let hook: Vec<Value<'a>> = self.class_attr(&i.class, "__class__").into_iter().collect();
                        self.handed_to_unseen(&hook);
                        self.may_raise_unseen();
                        return Ok(self.unknown_op(t));
                    }
                }
                match answer {
                    Some(x) => Value::bool(x).with_taint(t),
                    None => unknown,
                }
            }
            B::Getattr => {
                let (Some(obj), Some(name)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                let Some(n) = name.as_str() else {
                    if name.is_unknown() {
                        return Ok(Value::unknown(t));
                    }
                    // `getattr(torch, 16)`: Python refuses a name that is not a string.
                    let msg = format!("attribute name must be string, not '{}'", name.type_name());
                    return self.soft_error("TypeError", msg, t);
                };
                let n = n.to_string();
                let default = arg(2);
                if let (V::Config(c), Some(d)) = (&obj.kind, &default) {
                    if c.borrow().attrs {
                        // `getattr(ns, "x", d)` on a namespace over the config: `cfg.get("x", d)`.
                        let c = c.clone();
                        return Ok(match self.config_get(&c, &n, ReadKind::Optional(to_json(d))) {
                            Some(v) => v,
                            None => self.config_default(&n, d.clone()),
                        });
                    }
                }
                if let V::Native(crate::eval::value::Native::Torch) = obj.kind {
                    // `getattr(torch, name)`: a dtype name resolves, anything else is an AttributeError.
                    return match torch::lookup(&n) {
                        Some(d) => Ok(Value::new(V::Dtype(d)).with_taint(t)),
                        None => match default {
                            Some(d) => Ok(d),
                            None => {
                                self.soft_error("AttributeError", format!("module 'torch' has no attribute '{n}'"), t)
                            }
                        },
                    };
                }
                match (self.get_attr(&obj, &n), default) {
                    (Ok(v), _) => v.with_taint(t),
                    // Only an `AttributeError` gives the default.
                    (Err(Flow::Exc(e)), Some(d)) => match attribute_error(&e.value) {
                        Some(true) => d,
                        Some(false) => return Err(Flow::Exc(e)),
                        None => self.caught_maybe(t),
                    },
                    (Err(e), _) => return Err(e),
                }
            }
            B::Hasattr => {
                let (Some(obj), Some(name)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                let Some(n) = name.as_str() else { return Ok(unknown) };
                let n = n.to_string();
                if let V::Native(crate::eval::value::Native::Torch) = obj.kind {
                    return Ok(if torch::lookup(&n).is_some() {
                        Value::bool(true)
                    } else {
                        unknown
                    });
                }
                match self.get_attr(&obj, &n) {
                    Ok(v) if v.is_unknown() => unknown,
                    Ok(_) => Value::bool(true),
                    // Only an `AttributeError` is `False`; another goes through.
                    Err(Flow::Exc(e)) => match attribute_error(&e.value) {
                        Some(true) => Value::bool(false),
                        Some(false) => return Err(Flow::Exc(e)),
                        None => self.caught_maybe(t),
                    },
                    Err(e) => return Err(e),
                }
            }
            _ => unreachable!("{b:?} is not of Kind::Attribute"),
        })
    }

    /// An exception of a class not known exactly, which `getattr`/`hasattr` catch if it is an
    /// `AttributeError`: what they give is not known, and it may go through.
    fn caught_maybe(&mut self, t: Taint) -> Value<'a> {
        let bits = self.inexact(FallbackKind::Undecided, "an exception that may be an AttributeError");
        self.maybe_raised();
        Value::unknown(t | bits)
    }

    /// `setattr(obj, name, v)` (`v` given) or `delattr(obj, name)` where the name is not known
    /// exactly: which attribute, and so which setter or refusal, is not known. The class's own
    /// hook runs with the name as it is; otherwise any attribute of the object (any binding of a
    /// module) may be the one changed, and Python may raise.
    fn attr_name_unknown(
        &mut self,
        obj: &Value<'a>,
        name: &Value<'a>,
        v: Option<Value<'a>>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let hook_name = if v.is_some() { "__setattr__" } else { "__delattr__" };
        if let Some(hook) = self.own_attr_hook(obj, hook_name)? {
            let args = std::iter::once(name.clone()).chain(v).collect();
            return self.call(&hook, args, vec![]);
        }
        let bits = self.inexact(
            FallbackKind::NotModelled,
            "setattr or delattr with a name not known exactly",
        );
        let mut held = vec![obj.clone()];
        held.extend(v.iter().cloned());
        self.escaped_from(&held);
        obj.mark_inexact(bits);
        if let V::Module(m) = &obj.kind {
            self.module_bindings_unknown(*m, bits);
        }
        self.changed(obj);
        self.touched(obj);
        Ok(self.unknown_op(t | bits))
    }

    /// `print(*args, sep=, end=, file=, flush=)`: each argument shown as `str()` shows it (an
    /// object's own `__str__`, a list's items' `__repr__` run, in order); `sep` and `end` must
    /// be `None` or strings. `None`, or unknown where what it shows, or where it writes (a
    /// `file` that is not `None`), runs code the run does not follow.
    fn print_builtin(&mut self, args: &[Value<'a>], kwargs: &Kw<'a>, t: Taint) -> R<'a, Value<'a>> {
        for a in args {
            let mut shown = t;
            if self.display(a, Show::Str, &mut shown)?.is_none() && !self.objects_in(std::iter::once(a)).is_empty() {
                return Ok(Value::unknown(t));
            }
        }
        for (k, v) in kwargs {
            match (&**k, &v.kind) {
                (_, V::Unknown) => return Ok(self.unknown_op(t)),
                ("sep" | "end", V::None | V::Str(_)) | ("flush", _) | ("file", V::None) => {}
                ("sep" | "end", _) => {
                    let message = format!("{k} must be None or a string, not {}", v.type_name());
                    return self.fail("TypeError", message, t | v.taint | v.inexact_bits());
                }
                // Written to: its `write`, not followed here.
                _ => return Ok(Value::unknown(t)),
            }
        }
        Ok(Value::none().with_taint(t))
    }

    /// A built-in on objects and types (`setattr`, `type`, `str`, `repr`, `bool`, `callable`, `globals`, descriptors, `copy`, namespaces, …).
    pub(super) fn object_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        use Builtin as B;
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        Ok(match b {
            B::Namespace => self.namespace_of(kwargs),
            // A read-only view of the dict, live (what is written to the dict after shows).
            B::MappingProxy if args.len() == 1 && kwargs.is_empty() => {
                let d = match &args[0].kind {
                    V::Dict(_) => args[0].clone(),
                    V::View(p) if p.kind == ViewKind::Proxy => p.dict.clone(),
                    // (A dict is taken above.)
                    _ if crate::eval::interp::plain_kind(&args[0]) => {
                        let message = format!("mappingproxy() argument must be a mapping, not {}", args[0].type_name());
                        return self.fail("TypeError", message, t);
                    }
                    _ => return Ok(self.unknown_op(t)),
                };
                Value::new(V::View(Rc::new(DictView {
                    dict: d,
                    kind: ViewKind::Proxy,
                    live: None,
                })))
                .with_taint(t)
            }
            B::MappingProxy => self.unknown_op(t),
            // As `obj.name = v` and `del obj.name` do it (no name mangled), when the name is
            // known exactly.
            B::Setattr | B::Delattr => {
                let (Some(obj), Some(name)) = (arg(0), arg(1)) else {
                    return Ok(self.unknown_op(t));
                };
                // (Called with the wrong number of arguments: Python's `TypeError`, not modelled.)
                let v = match (b, arg(2)) {
                    (B::Setattr, None) | (B::Delattr, Some(_)) => return Ok(self.unknown_op(t)),
                    (_, _) if args.len() > 3 || !kwargs.is_empty() => return Ok(self.unknown_op(t)),
                    (_, v) => v,
                };
                match (name.as_str(), &name.kind) {
                    (Some(n), _) if name.is_exact() => match v {
                        Some(v) => self.assign_attr(&obj, n, v)?,
                        None => self.delete_attr(&obj, n)?,
                    },
                    (None, V::Int(_) | V::Float(_) | V::Bool(_) | V::None) => {
                        let message = format!("attribute name must be string, not '{}'", name.type_name());
                        return self.fail("TypeError", message, t | name.inexact_bits());
                    }
                    _ => return self.attr_name_unknown(&obj, &name, v, t),
                }
                Value::none()
            }
            B::ObjectSetattr => {
                if let (Some(obj), Some(name), Some(v)) = (arg(0), arg(1), arg(2)) {
                    match name.as_str() {
                        Some(n) if name.is_exact() => {
                            if !self.descriptor_set(&obj, n, &v)? {
                                self.special_attr_set(&obj, n, &v)?;
                                self.set_attr(&obj, n, v);
                            }
                        }
                        _ => return Ok(self.unknown_op(t)),
                    }
                }
                Value::none()
            }
            B::ObjectDelattr => {
                let (Some(obj), Some(name)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                match (&obj.kind, name.as_str()) {
                    (V::Instance(_), Some(n)) if name.is_exact() => self.delete_attr_past_hooks(&obj, n)?,
                    _ => return Ok(self.unknown_op(t)),
                }
                Value::none()
            }
            B::Str | B::Repr => match arg(0) {
                None if b == B::Str => Value::str(""),
                Some(v) if !v.is_unknown() && args.len() == 1 && kwargs.is_empty() => {
                    let show = if b == B::Str { Show::Str } else { Show::Repr };
                    let mut t = t;
                    match self.display(&v, show, &mut t)? {
                        Some(s) => Value::str(&s).with_taint(t),
                        None => Value::unknown(t),
                    }
                }
                _ => unknown,
            },
            B::Bool => match arg(0) {
                // A class's `__bool__` / `__len__` too.
                Some(v) => match self.truth(&v)? {
                    Some(x) => Value::bool(x).with_taint(t),
                    None => unknown,
                },
                None => Value::bool(false),
            },
            B::Type if args.len() == 3 => self.type_new(&args, kwargs, t)?,
            B::Type => match arg(0) {
                Some(v) => match &v.kind {
                    V::Instance(_) if self.reclassed(&v) => unknown,
                    V::Instance(i) => i.class.clone(),
                    // A class made by a metaclass the tool follows: that metaclass.
                    V::Class(c) if c.meta.borrow().as_ref().is_some_and(|m| self.exact_metaclass(m)) => {
                        c.meta.borrow().clone().unwrap_or(unknown)
                    }
                    V::Int(_) => Value::new(V::Builtin(B::Int)),
                    V::Float(_) => Value::new(V::Builtin(B::Float)),
                    V::Str(_) => Value::new(V::Builtin(B::Str)),
                    V::Bool(_) => Value::new(V::Builtin(B::Bool)),
                    V::List(_) if v.is_range() => Value::new(V::Builtin(B::Range)),
                    V::List(_) => Value::new(V::Builtin(B::List)),
                    V::Tuple(_) => Value::new(V::Builtin(B::Tuple)),
                    V::Dict(d) => Value::new(V::Builtin(d.borrow().flavor.builtin())),
                    V::Config(_) | V::Globals(_) => Value::new(V::Builtin(B::Dict)),
                    V::Set(_) if v.is_frozen() => Value::new(V::Builtin(B::Frozenset)),
                    V::Set(_) => Value::new(V::Builtin(B::Set)),
                    _ => unknown,
                },
                None => unknown,
            },
            B::Hash => match arg(0) {
                Some(v) => self.hash_value(&v, t)?,
                None => unknown,
            },
            B::Format => {
                let (Some(v), spec) = (arg(0), arg(1).unwrap_or_else(|| Value::str(""))) else {
                    return Ok(unknown);
                };
                let spec = match &spec.kind {
                    V::Str(s) => s.clone(),
                    V::Unknown => return Ok(self.unknown_op(t)),
                    _ => {
                        let message = format!("format() argument 2 must be str, not {}", spec.type_name());
                        return self.fail("TypeError", message, t);
                    }
                };
                let mut tt = t;
                match self.format_field(&v, None, &spec, &mut tt)? {
                    Some(s) => Value::str(&s).with_taint(tt),
                    None => Value::unknown(tt),
                }
            }
            // `vars()` where it is a function's or a class body's locals: not modelled (at a
            // module's top level it is the module's namespace, read where the call is written).
            B::Vars => match arg(0) {
                Some(v) => self.vars_of(&v, t)?,
                None => self.unknown_op(t),
            },
            // The module scope of the running code, live.
            B::Globals => Value::new(V::Globals(self.cur.module)),
            B::Callable => match arg(0).map(|v| v.kind) {
                Some(
                    V::Func(_)
                    | V::Builtin(_)
                    | V::Bound(_)
                    | V::Method(_)
                    | V::Class(_)
                    | V::ExcType(_)
                    | V::Partial(_)
                    | V::Dispatch(_)
                    | V::Cached(_)
                    | V::StaticMethod(_),
                ) => Value::bool(true),
                // An object of a class known whole: whether the class has a `__call__`.
                Some(V::Instance(i)) if class_inexact(&i.class) == 0 && crate::eval::interp::bases_known(&i.class) => {
                    Value::bool(defines(&i.class, "__call__"))
                }
                Some(V::Unknown) | Some(V::Instance(_)) => unknown,
                Some(_) => Value::bool(false),
                None => unknown,
            },
            // `property(fget, fset, fdel, doc)`, each part by place or by name (the doc not kept).
            B::Property => {
                let part = |i: usize, name: &str| args.get(i).cloned().or_else(|| kw(&kwargs, name));
                let absent = |p: &Option<Value<'a>>| p.as_ref().is_none_or(|v| matches!(v.kind, V::None));
                let (g, s, d) = (part(0, "fget"), part(1, "fset"), part(2, "fdel"));
                if args.len() > 4
                    || kwargs
                        .iter()
                        .any(|(k, _)| !matches!(&**k, "fget" | "fset" | "fdel" | "doc"))
                {
                    self.unknown_op(t)
                } else if absent(&s) && absent(&d) {
                    Value::new(V::Property(Rc::new(g.unwrap_or(unknown))))
                } else {
                    let parts = [
                        g.unwrap_or(unknown),
                        s.unwrap_or_else(Value::none),
                        d.unwrap_or_else(Value::none),
                    ];
                    Value::new(V::Property(Rc::new(Value::tuple(parts.to_vec()))))
                }
            }
            B::CachedProperty => Value::new(V::CachedProperty(Rc::new(arg(0).unwrap_or(unknown)))),
            B::Staticmethod => Value::new(V::StaticMethod(Rc::new(arg(0).unwrap_or(unknown)))),
            B::Classmethod => Value::new(V::ClassMethod(Rc::new(arg(0).unwrap_or(unknown)))),
            B::CopyCopy | B::CopyDeepcopy => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                // A memo of the caller's (`deepcopy(x, memo)`): filled as Python fills it, which
                // is not followed.
                if args.len() > 1 || !kwargs.is_empty() {
                    let bits = self.inexact(FallbackKind::NotModelled, "deepcopy with a memo given");
                    self.handed_to_unseen(&args);
                    return Ok(self.unknown_op(t | bits));
                }
                return self.copy_builtin(&v, b == B::CopyDeepcopy);
            }
            B::AbstractMethod => {
                let Some(f) = arg(0) else { return Ok(unknown) };
                self.mark_abstract(&f);
                f
            }
            B::IsAbstract => match arg(0).and_then(|v| self.isabstract(&v)) {
                Some(b) => Value::bool(b).with_taint(t),
                None => unknown,
            },
            B::Noop => match arg(0) {
                Some(v) if matches!(v.kind, V::Func(_)) => {
                    self.typing_decorated(&v);
                    v
                }
                _ => Value::new(V::Builtin(B::Noop)),
            },
            B::Cast => arg(1).unwrap_or(unknown),
            B::Super => self.make_super(&args)?,
            B::TypeNew => return self.type_dunder_new(args, kwargs, t),
            B::TypeCall => return self.type_dunder_call(args, kwargs, t),
            // `object.__new__` of a metaclass is CPython's `TypeError`: not followed.
            B::ObjectNew if arg(0).is_some_and(|c| crate::eval::interp::is_metaclass(&c)) => self.unknown_op(t),
            B::ObjectNew => match arg(0) {
                Some(cls @ Value { kind: V::Class(_), .. }) => {
                    let excess = args.len() > 1 || !kwargs.is_empty();
                    self.object_refuses(ObjectMethod::New, &cls, excess, false, t)?;
                    Value::new(V::Instance(Rc::new(Instance::new(cls, vec![]))))
                }
                _ => unknown,
            },
            B::ObjectInit => {
                if let Some(V::Instance(i)) = arg(0).map(|a| a.kind) {
                    let excess = args.len() > 1 || !kwargs.is_empty();
                    self.object_refuses(ObjectMethod::Init, &i.class, excess, false, t)?;
                }
                Value::none()
            }
            B::DataclassInit => return self.dataclass_init_given(args, kwargs),
            B::ObjectInitSubclass => match arg(0) {
                Some(cls) => return self.object_init_subclass(&cls, args.len() - 1, !kwargs.is_empty(), false, t),
                None => unknown,
            },
            // `open`, `hash`, `id`, `eval`...: what they do is not modelled, and they may raise.
            B::Opaque | B::Exec | B::ChangesArgs => self.unknown_op(t),
            // What it reads is not known; its prompt, if an object, shows through code not
            // followed here (`Interp::unfollowed_with`, as the result is not known).
            B::Input => self.unknown_op(t),
            // Given the function: the cached function (128 results kept). Given its options
            // (`maxsize`, `typed`), or a size: a decorator, made — one that caches as Python does
            // where `typed` is false, else one whose function is not modelled.
            B::LruCache => {
                // `maxsize` an int or `None` (else CPython's `TypeError`), `typed` anything.
                let size_ok = |v: &Value<'a>| v.is_exact() && matches!(v.kind, V::Int(_) | V::None);
                let options_ok = args.len() <= 1
                    && kwargs.iter().all(|(k, v)| match &**k {
                        "maxsize" => args.is_empty() && size_ok(v),
                        "typed" => true,
                        _ => false,
                    });
                let untyped = kw(&kwargs, "typed").is_none_or(|v| v.is_exact() && v.truthy() == Some(false));
                match arg(0) {
                    Some(f) if kwargs.is_empty() && crate::eval::interp::followed_function(&f) => {
                        crate::eval::interp::cached(f, Some(CACHE_SIZE))
                    }
                    Some(v) if !size_ok(&v) => self.unknown_op(t),
                    _ if options_ok && untyped => {
                        let size = arg(0)
                            .or_else(|| kw(&kwargs, "maxsize"))
                            .unwrap_or_else(|| Value::int(CACHE_SIZE));
                        Value::new(V::Partial(Rc::new((
                            Value::new(V::Builtin(B::LruCacheWith)),
                            vec![size],
                            vec![],
                        ))))
                    }
                    _ if options_ok => Value::new(V::Builtin(B::Opaque)),
                    _ => self.unknown_op(t),
                }
            }
            B::Cache => match arg(0) {
                Some(f) if args.len() == 1 && kwargs.is_empty() && crate::eval::interp::followed_function(&f) => {
                    crate::eval::interp::cached(f, None)
                }
                _ => self.unknown_op(t),
            },
            // `contextmanager(f)`: a function (it binds as one), which makes `f`'s generator a
            // context manager.
            B::ContextManager => match arg(0) {
                Some(f) if args.len() == 1 && kwargs.is_empty() && crate::eval::interp::followed_function(&f) => {
                    Value::new(V::Partial(Rc::new((
                        Value::new(V::Builtin(B::GenContext)),
                        vec![f],
                        vec![],
                    ))))
                }
                _ => self.unknown_op(t),
            },
            B::GenContext => {
                let Some((f, rest)) = args.split_first() else {
                    return Ok(self.unknown_op(t));
                };
                let g = self.call(f, rest.to_vec(), kwargs)?;
                match g.kind {
                    V::Gen(_) => Value::new(V::Partial(Rc::new((Value::new(V::Builtin(B::GenCm)), vec![g], vec![])))),
                    _ => self.unknown_op(t),
                }
            }
            // The manager used as a decorator (`ContextDecorator`): not modelled.
            B::GenCm => self.unknown_op(t),
            // `lru_cache(maxsize)` given the function.
            B::LruCacheWith => match (arg(0), arg(1)) {
                (Some(size), Some(f))
                    if args.len() == 2 && kwargs.is_empty() && crate::eval::interp::followed_function(&f) =>
                {
                    // A negative size keeps none, as 0 does.
                    crate::eval::interp::cached(f, size.as_int().map(|n| n.max(0)))
                }
                _ => self.unknown_op(t),
            },
            // `wraps(wrapped)`: a decorator that names the wrapper after `wrapped` (given the
            // attributes to copy: not modelled).
            B::Wraps => match arg(0) {
                Some(w) if args.len() == 1 && kwargs.is_empty() => Value::new(V::Partial(Rc::new((
                    Value::new(V::Builtin(B::WrapsWith)),
                    vec![w],
                    vec![],
                )))),
                Some(_) => Value::new(V::Builtin(B::Opaque)),
                None => self.unknown_op(t),
            },
            B::WrapsWith => match (arg(0), arg(1)) {
                (Some(wrapped), Some(wrapper))
                    if args.len() == 2 && wrapper.is_exact() && matches!(wrapper.kind, V::Func(_)) =>
                {
                    Value::new(V::Partial(Rc::new((
                        Value::new(V::Builtin(B::Wrapped)),
                        vec![wrapper, wrapped],
                        vec![],
                    ))))
                }
                _ => self.unknown_op(t),
            },
            B::Wrapped => match (arg(0), arg(1)) {
                (Some(wrapper), Some(wrapped)) => {
                    let rest = args[2..].to_vec();
                    return self.call_wrapped(&wrapper, &wrapped, rest, kwargs);
                }
                _ => self.unknown_op(t),
            },
            B::Print => self.print_builtin(&args, &kwargs, t)?,
            B::Object | B::GetAttrTorch | B::NotImplemented | B::AbcMeta => unknown,
            _ => unreachable!("{b:?} is not of Kind::Object"),
        })
    }

    /// `dataclasses`: `dataclass`, `field`, `fields`, `asdict`, `replace`.
    pub(super) fn dataclass_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        use Builtin as B;
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        Ok(match b {
            B::Dataclass => match arg(0) {
                // `@dataclass` used bare is handled at the class; `dataclass(cls)` called directly:
                Some(v) => v,
                None if kwargs.is_empty() => Value::new(V::Builtin(B::Dataclass)),
                // `@dataclass(frozen=True)`: its options go to the class (`make_dataclass`).
                None => Value::new(V::Partial(Rc::new((
                    Value::new(V::Builtin(B::Dataclass)),
                    vec![],
                    kwargs,
                )))),
            },
            B::Field
                if [kw(&kwargs, "default"), kw(&kwargs, "default_factory")]
                    .iter()
                    .all(|v| v.as_ref().is_some_and(|v| !is_dataclass_missing(v))) =>
            {
                let message = "cannot specify both default and default_factory".to_string();
                let given = kwargs
                    .iter()
                    .filter(|(k, _)| matches!(&**k, "default" | "default_factory"));
                let t = given.fold(0, |t, (_, v)| t | v.taint | v.inexact_bits());
                return self.fail("ValueError", message, t);
            }
            B::Field
                if kwargs
                    .iter()
                    .any(|(k, _)| !matches!(&**k, "default" | "default_factory")) =>
            {
                // `field(init=False)`, `repr=`, `kw_only=`...: not modelled; the class is inexact.
                let bits = self.inexact(FallbackKind::NotModelled, "dataclasses.field(...) options");
                let d = kw(&kwargs, "default").unwrap_or_else(dataclass_missing);
                let f = kw(&kwargs, "default_factory").unwrap_or_else(dataclass_missing);
                field_spec(None, d, f).with_taint(bits)
            }
            B::Field => match (kw(&kwargs, "default"), kw(&kwargs, "default_factory")) {
                (Some(d), None) => d,
                (None, None) => dataclass_missing(),
                (d, f) => field_spec(
                    None,
                    d.unwrap_or_else(dataclass_missing),
                    f.unwrap_or_else(dataclass_missing),
                ),
            },
            B::DataclassFields => {
                let Some(fields) = arg(0).and_then(|v| self.dataclass_of(&v)) else {
                    return self.fail(
                        "TypeError",
                        "must be called with a dataclass type or instance".into(),
                        t,
                    );
                };
                let specs = fields
                    .iter()
                    .map(|(name, default)| {
                        let (d, f) = match default {
                            None => (dataclass_missing(), dataclass_missing()),
                            Some(v) => as_field_spec(v).unwrap_or_else(|| (v.clone(), dataclass_missing())),
                        };
                        field_spec(Some(name), d, f)
                    })
                    .collect();
                Value::tuple(specs)
            }
            B::Asdict | B::DataclassReplace => {
                let Some(obj) = arg(0).filter(|v| matches!(v.kind, V::Instance(_))) else {
                    return Ok(unknown);
                };
                let Some(fields) = self.dataclass_of(&obj) else {
                    return Ok(unknown);
                };
                // Each field read as `getattr(obj, name)` reads it (a class's default, or
                // CPython's `AttributeError`, where the object has none of its own).
                let mut values = Vec::new();
                for (name, _) in &fields {
                    values.push((name.clone(), self.get_attr(&obj, name)?));
                }
                if b == B::Asdict {
                    let mut d = Dict::default();
                    for (name, v) in values {
                        let v = self.asdict_value(&v, 0);
                        d.insert(Value::new(V::Str(name)), v, self.cur);
                    }
                    Value::dict(d)
                } else {
                    let mut kw_all: Vec<(Rc<str>, Value<'a>)> = values;
                    for (k, v) in kwargs {
                        match kw_all.iter_mut().find(|x| x.0 == k) {
                            Some(slot) => slot.1 = v,
                            None => kw_all.push((k, v)),
                        }
                    }
                    let cls = match &obj.kind {
                        V::Instance(i) => i.class.clone(),
                        _ => return Ok(unknown),
                    };
                    self.call(&cls, vec![], kw_all)?
                }
            }
            _ => unreachable!("{b:?} is not of Kind::Dataclass"),
        })
    }

    /// A function `typing.final`, `no_type_check` or `overload` was applied to: what they set on
    /// it (`__final__`, `__no_type_check__`) is not kept, so its own attributes are not known.
    pub(crate) fn typing_decorated(&mut self, v: &Value<'a>) {
        if let V::Func(f) = &v.kind {
            f.attrs
                .mark_inexact(self.inexact(FallbackKind::NotModelled, "a typing decorator"));
        }
    }

    /// A field's value as `asdict` gives it: dataclasses as dicts, lists, tuples and dicts
    /// rebuilt around their items so converted, anything else deep-copied.
    fn asdict_value(&mut self, v: &Value<'a>, depth: usize) -> Value<'a> {
        if depth > 32 {
            return Value::unknown(v.taint | INEXACT);
        }
        match &v.kind {
            V::Instance(i) => match self.dataclass_of(v) {
                Some(fields) => {
                    let attrs = i.attrs.borrow().clone();
                    let mut d = Dict::default();
                    for (name, _) in &fields {
                        let x = match attrs.iter().find(|a| a.0 == *name) {
                            Some((_, x)) => self.asdict_value(x, depth + 1),
                            None => Value::unknown(0),
                        };
                        d.insert(Value::new(V::Str(name.clone())), x, self.cur);
                    }
                    let out = Value::dict(d);
                    out.mark_inexact(v.inexact_bits());
                    out
                }
                // A named tuple: one of its class made of its items, each taken in turn
                // (`type(obj)(*items)`; a class derived from one, not modelled).
                None => match super::collections::nt_class_of(&i.class) {
                    Some(nt) if matches!(&i.class.kind, V::Class(c) if Rc::ptr_eq(c, &nt)) => {
                        let attrs = i.attrs.borrow().clone();
                        let mut items = Vec::new();
                        for f in super::collections::nt_fields(&nt) {
                            let x = match attrs.iter().find(|a| a.0 == f) {
                                Some((_, x)) => self.asdict_value(x, depth + 1),
                                None => return Value::unknown(v.taint | INEXACT),
                            };
                            items.push((f, x));
                        }
                        let out = Value::new(V::Instance(Rc::new(Instance::new(i.class.clone(), items))));
                        out.mark_inexact(i.inexact.get());
                        out.with_taint(v.taint)
                    }
                    Some(_) => Value::unknown(v.taint | INEXACT),
                    None => copy_value(v, true, 0),
                },
            },
            // (A range is no list to `asdict`: deep-copied, it is itself.)
            V::List(_) if v.is_range() => v.clone(),
            V::List(l) => {
                let (items, bits) = {
                    let l = l.borrow();
                    (l.items.clone(), l.inexact)
                };
                let items = items.iter().map(|x| self.asdict_value(x, depth + 1)).collect();
                Value::inexact_list(items, bits).with_taint(v.taint)
            }
            V::Tuple(t) => {
                let items = t.iter().map(|x| self.asdict_value(x, depth + 1)).collect();
                Value::tuple(items).with_taint(v.taint)
            }
            // (An `OrderedDict`, `defaultdict`, `Counter`: rebuilt as `type(obj)(pairs)`, which
            // a `defaultdict` refuses: not modelled.)
            V::Dict(d) if !d.borrow().is_plain() => {
                let bits = self.inexact(FallbackKind::NotModelled, "asdict of a dict subclass");
                self.may_raise_unseen();
                Value::unknown(v.taint | bits)
            }
            V::Dict(d) => {
                let (entries, bits) = {
                    let d = d.borrow();
                    (d.entries.clone(), d.inexact)
                };
                let mut out = Dict::default();
                for (k, x, _) in entries.iter() {
                    let (k, x) = (self.asdict_value(k, depth + 1), self.asdict_value(x, depth + 1));
                    out.insert(k, x, self.cur);
                }
                let out = Value::dict(out).with_taint(v.taint);
                out.mark_inexact(bits);
                out
            }
            _ => copy_value(v, true, 0),
        }
    }

    /// `super()` in a method (the class that defined it, and its first argument), or
    /// `super(Cls, obj)`.
    fn make_super(&mut self, args: &[Value<'a>]) -> R<'a, Value<'a>> {
        let (owner, obj) = match args {
            [] => match self.zero_arg_super() {
                Ok(c) => c,
                Err((class, message)) => return self.fail(class, message.into(), 0),
            },
            [cls, obj] => (cls.clone(), obj.clone()),
            _ => return Ok(Value::unknown(0)),
        };
        if !matches!(owner.kind, V::Class(_)) {
            return Ok(Value::unknown(owner.taint | obj.taint));
        }
        // `obj` must be an instance or a subclass of `owner`, where what decides it is known.
        let is_owner = |c: &Value<'a>| matches!((&c.kind, &owner.kind), (V::Class(a), V::Class(b)) if Rc::ptr_eq(a, b));
        let whole = |c: &Value<'a>| class_inexact(c) == 0 && crate::eval::interp::bases_known(c);
        let refused = match &obj.kind {
            V::Instance(i) if self.mro(&i.class).iter().any(is_owner) => Some(false),
            V::Instance(i) if whole(&i.class) && !self.reclassed(&obj) => Some(true),
            V::Class(_) if self.mro(&obj).iter().any(is_owner) => Some(false),
            V::Class(c) if whole(&obj) && c.meta.borrow().is_none() => Some(true),
            _ if obj.is_plain_data() => Some(true),
            _ => None,
        };
        match refused {
            Some(true) => {
                let message = "super(type, obj): obj must be an instance or subtype of type".to_string();
                return self.fail("TypeError", message, owner.taint | obj.taint | obj.inexact_bits());
            }
            Some(false) => {}
            None => self.may_raise_unseen(),
        }
        Ok(Value::new(V::Super(Rc::new((owner, obj)))))
    }

    /// `super(...).name`: looked up in the MRO of the object's class after `owner`, bound to
    /// the object; past the harness's classes, `object`'s own (`__init__`, `__new__`,
    /// `__init_subclass__`), or, behind a base the tool can't see, not known.
    pub(super) fn super_attr(&mut self, owner: &Value<'a>, obj: &Value<'a>, name: &str) -> R<'a, Value<'a>> {
        let is_owner = |c: &Value<'a>| match (&c.kind, &owner.kind) {
            (V::Class(a), V::Class(b)) => Rc::ptr_eq(a, b),
            _ => false,
        };
        // In a metaclass's method, given a class it made: the metaclass's MRO.
        let via_meta = match &obj.kind {
            V::Class(c) if !self.mro(obj).iter().any(is_owner) => {
                c.meta.borrow().clone().filter(|m| self.exact_metaclass(m))
            }
            _ => None,
        };
        let start = match &obj.kind {
            V::Instance(i) => i.class.clone(),
            V::Class(_) if via_meta.is_some() => via_meta.clone().unwrap_or_else(|| obj.clone()),
            V::Class(_) => obj.clone(),
            _ => return Ok(Value::unknown(obj.taint)),
        };
        let mro = self.mro(&start);
        let pos = mro.iter().position(is_owner);
        let Some(pos) = pos else {
            return Ok(Value::unknown(obj.taint));
        };
        for c in &mro[pos + 1..] {
            match &c.kind {
                V::Class(cl) => {
                    let found = cl
                        .attrs
                        .borrow()
                        .iter()
                        .find(|(k, _)| &**k == name)
                        .map(|a| a.1.clone());
                    if found.is_none() && name == "__init__" && cl.dataclass_fields.borrow().is_some() {
                        // The `__init__` `@dataclass` made for it.
                        return Ok(Value::new(V::Partial(Rc::new((
                            Value::new(V::Builtin(Builtin::DataclassInit)),
                            vec![c.clone(), obj.clone()],
                            vec![],
                        )))));
                    }
                    if let Some(v) = found {
                        // `super(C, cls)` (a class, not a metaclass's object): what a descriptor's
                        // `__get__(None, cls)` gives, a function itself.
                        // (`__init_subclass__`, `__class_getitem__`: class methods without saying.)
                        let of_class = matches!(obj.kind, V::Class(_))
                            && via_meta.is_none()
                            && !matches!(name, "__init_subclass__" | "__class_getitem__");
                        if let V::Instance(d) = &v.kind {
                            if let Some(get) = self.class_attr(&d.class, "__get__") {
                                let get = self.bind_attr(&v, get)?;
                                let (inst, owner) = match of_class {
                                    true => (Value::none(), obj.clone()),
                                    false => (obj.clone(), start.clone()),
                                };
                                return self.call(&get, vec![inst, owner], vec![]);
                            }
                        }
                        return Ok(match &v.kind {
                            V::StaticMethod(f) => (**f).clone(),
                            V::ClassMethod(f) => Value::new(V::Bound(Rc::new((start.clone(), (**f).clone())))),
                            V::Func(_) if name == "__new__" => v,
                            _ if binds_as_method(&v) && of_class => v,
                            _ if binds_as_method(&v) => Value::new(V::Bound(Rc::new((obj.clone(), v)))),
                            V::Property(inner) => self.property_read(obj, inner, name)?,
                            // A `cached_property` gives what the instance keeps under its name,
                            // or runs and keeps it.
                            V::CachedProperty(g) if matches!(obj.kind, V::Instance(_)) => {
                                self.cached_property_get(obj, g, name)?
                            }
                            _ => v,
                        });
                    }
                }
                V::Builtin(Builtin::Object) => {}
                // A metaclass's `super()`: `type`'s `__new__` makes the class, its `__init__`
                // does nothing; what else `type` has is not followed.
                V::Builtin(Builtin::Type | Builtin::AbcMeta) => {
                    return Ok(match name {
                        "__new__" => Value::new(V::Builtin(Builtin::TypeNew)),
                        // Bound to the class the metaclass's `__call__` was given.
                        "__call__" if via_meta.is_some() => Value::new(V::Partial(Rc::new((
                            Value::new(V::Builtin(Builtin::TypeCall)),
                            vec![obj.clone()],
                            vec![],
                        )))),
                        "__init__" => Value::new(V::Builtin(Builtin::Noop)),
                        _ => {
                            Value::unknown(obj.taint | self.inexact(FallbackKind::NotModelled, &format!("type.{name}")))
                        }
                    });
                }
                _ => return Ok(Value::unknown(obj.taint | class_inexact(&start))),
            }
        }
        let bound = |b: Builtin| {
            Value::new(V::Partial(Rc::new((
                Value::new(V::Builtin(b)),
                vec![obj.clone()],
                vec![],
            ))))
        };
        Ok(match name {
            // `object`'s, bound: what they refuse (`interp/object_base.rs`).
            "__init__" if matches!(obj.kind, V::Instance(_)) => bound(Builtin::ObjectInit),
            "__init_subclass__" if matches!(obj.kind, V::Class(_)) => bound(Builtin::ObjectInitSubclass),
            "__init__" | "__init_subclass__" => Value::new(V::Builtin(Builtin::Noop)),
            "__new__" => Value::new(V::Builtin(Builtin::ObjectNew)),
            // `super().__setattr__(k, v)` at the end of a class's own hook: object's, bound.
            "__setattr__" | "__delattr__" if matches!(obj.kind, V::Instance(_)) => {
                let b = if name == "__setattr__" {
                    Builtin::ObjectSetattr
                } else {
                    Builtin::ObjectDelattr
                };
                Value::new(V::Partial(Rc::new((
                    Value::new(V::Builtin(b)),
                    vec![obj.clone()],
                    vec![],
                ))))
            }
            _ if class_inexact(&start) != 0 => Value::unknown(obj.taint | class_inexact(&start)),
            _ if name.starts_with("__") && name.ends_with("__") => {
                let bits = self.inexact(FallbackKind::NotModelled, &format!("object.{name}"));
                Value::unknown(bits)
            }
            _ => return self.fail("AttributeError", format!("'super' object has no attribute '{name}'"), 0),
        })
    }

    /// `isinstance(v, ty)` (`ty` a type or a tuple of types), `None` when the run can't tell: an
    /// unknown value or type, an instance of a class not known exactly, or a class whose bases
    /// include a built-in type or one the tool can't see (a `(str, Enum)` member is a `str`).
    pub fn isinstance(&mut self, v: &Value<'a>, ty: &Value<'a>) -> Option<bool> {
        use Builtin as B;
        // A type the tool can't see: its `__instancecheck__` is handed the value.
        if holds_unknown_type(ty) {
            self.handed_to_unseen(std::slice::from_ref(v));
        }
        if v.is_unknown() || ty.is_unknown() || is_inexact(ty.taint) || self.reclassed(v) {
            return None;
        }
        if let V::Instance(i) = &v.kind {
            if self.reshaped_bits(&i.class) != 0 {
                return None;
            }
        }
        // A range (held as a list): a `range` and an `object`, no other built-in type.
        if v.is_range() {
            return any_type(ty, |ty| match &ty.kind {
                V::Builtin(B::Range | B::Object) => Some(true),
                V::Builtin(b) if PLAIN_TYPES.contains(b) => Some(false),
                _ => None,
            });
        }
        any_type(ty, |ty| {
            match (&ty.kind, &v.kind) {
                (V::Unknown, _) | (V::Native(_), _) => None,
                (V::Builtin(B::Object), _) => Some(true),
                (_, V::Instance(i))
                    if crate::eval::value::enum_of(&i.class).is_some() && class_inexact(&i.class) == 0 =>
                {
                    self.enum_isinstance(&i.class, ty)
                }
                // A namedtuple is a tuple.
                (V::Builtin(B::Tuple), V::Instance(i)) if super::collections::nt_class_of(&i.class).is_some() => {
                    Some(true)
                }
                (V::Class(c), V::Instance(i)) if super::collections::chainmap_of(v).is_some() => {
                    Some(self.instance_of(&i.class, c))
                }
                (
                    V::Builtin(
                        B::Int | B::Float | B::Str | B::Bool | B::List | B::Tuple | B::Dict | B::Set | B::Frozenset,
                    ),
                    V::Instance(_),
                ) if super::collections::chainmap_of(v).is_some() => Some(false),
                (V::Class(c), V::Instance(i)) if super::collections::nt_class_of(&i.class).is_some() => {
                    Some(self.instance_of(&i.class, c))
                }
                (
                    V::Builtin(B::Int | B::Float | B::Str | B::Bool | B::List | B::Dict | B::Set | B::Frozenset)
                    | V::ExcType(_),
                    V::Instance(i),
                ) if super::collections::nt_class_of(&i.class).is_some() => Some(false),
                (_, V::Instance(i)) if !self.exactly_classed(&i.class) => None,
                // A protocol (structural, or refused unless `@runtime_checkable`, which is not
                // followed), or an ABC with a `__subclasshook__`: maybe without being a base.
                (V::Class(_), _) if self.is_protocol(ty) => None,
                (V::Class(c), _) if self.isinstance_open(ty) => match &v.kind {
                    V::Instance(i) if self.instance_of(&i.class, c) => Some(true),
                    _ => None,
                },
                // A built-in value is no enum's member.
                (
                    V::Class(_),
                    V::None | V::Bool(_) | V::Int(_) | V::Float(_) | V::Str(_) | V::List(_) | V::Tuple(_) | V::Dict(_),
                ) if crate::eval::value::enum_of(ty).is_some() && class_inexact(ty) == 0 => Some(false),
                (V::Class(c), V::Instance(i)) => Some(self.instance_of(&i.class, c)),
                (V::ExcType(_), V::Instance(i)) => Some(self.is_exception_class(&i.class) && self.exc_is(&i.class, ty)),
                (V::Builtin(_), V::Instance(_)) => Some(false),
                (V::Builtin(B::Int), V::Int(_) | V::Bool(_)) => Some(true),
                (V::Builtin(B::Float), V::Float(_)) => Some(true),
                (V::Builtin(B::Str), V::Str(_)) => Some(true),
                (V::Builtin(B::Bool), V::Bool(_)) => Some(true),
                (V::Builtin(B::List), V::List(_)) => Some(true),
                (V::Builtin(B::Tuple), V::Tuple(_)) => Some(true),
                (V::Builtin(B::Dict), V::Dict(_) | V::Config(_) | V::Globals(_)) => Some(true),
                (V::Builtin(b @ (B::DefaultDict | B::OrderedDict | B::Counter)), V::Dict(d)) => {
                    Some(d.borrow().flavor.builtin() == *b)
                }
                (V::Builtin(B::Set), V::Set(_)) => Some(!v.is_frozen()),
                (V::Builtin(B::Frozenset), V::Set(_)) => Some(v.is_frozen()),
                // `type`: a class is one (whatever its metaclass: every metaclass derives from
                // `type`), as are the built-in types; a function, a module, a plain value is not.
                (V::Builtin(B::Type), V::Class(_)) if class_inexact(v) == 0 => Some(true),
                (V::Builtin(B::Type), V::ExcType(_)) => Some(true),
                (V::Builtin(B::Type), V::Builtin(b)) => {
                    super::pytypes::builtin_name(*b).map(|(kind, _)| kind == "class")
                }
                (V::Builtin(B::Type), _) if never_a_class(v) => Some(false),
                // Built-ins the tool models as functions, not types (`range`, `map`, …): not known.
                (V::Builtin(b), _)
                    if !matches!(
                        b,
                        B::Int | B::Float | B::Str | B::Bool | B::List | B::Tuple | B::Dict | B::Set
                    ) =>
                {
                    None
                }
                (V::Builtin(_), V::Tensor(_) | V::Path(_) | V::Dtype(_)) => Some(false),
                (V::Builtin(_), _) => Some(false),
                (V::Class(_), V::Unknown | V::Tensor(_)) => None,
                (V::Class(c), _) if !self.exactly_classed(ty) || c.inexact.get() != 0 => None,
                (V::Class(_), _) => Some(false),
                (V::ExcType(_), _) => Some(false),
                _ => None,
            }
        })
    }

    /// `issubclass(c, ty)` (`ty` a class or a tuple of them), where it is known: `c` a class of
    /// the harness's known exactly (with every base one, `object` or a built-in exception) and
    /// `ty` one too, or `object`, or a built-in type; or both built-in types it tells apart. Not
    /// known: a protocol or an ABC that may answer for itself (`__subclasshook__`; a `register`
    /// leaves the class it was given not known exactly), an enum, anything else.
    fn issubclass(&mut self, c: &Value<'a>, ty: &Value<'a>) -> Option<bool> {
        use Builtin as B;
        // A type the tool can't see: its `__subclasscheck__` is handed the class.
        if holds_unknown_type(ty) {
            self.handed_to_unseen(std::slice::from_ref(c));
        }
        if c.is_unknown() || ty.is_unknown() || is_inexact(ty.taint) || is_inexact(c.taint) {
            return None;
        }
        // Built-in types apart: `bool` is an `int`; the others here are none of each other.
        any_type(ty, |ty| {
            match (&c.kind, &ty.kind) {
                (V::Class(_) | V::Builtin(_) | V::ExcType(_), V::Builtin(B::Object)) => Some(true),
                (V::Builtin(x), V::Builtin(y)) if PLAIN_TYPES.contains(x) && PLAIN_TYPES.contains(y) => {
                    Some(x == y || (*x == B::Bool && *y == B::Int))
                }
                (V::Class(_), _) if !self.exactly_classed(c) || crate::eval::value::enum_of(c).is_some() => None,
                (V::Class(_), V::Class(_)) if self.is_protocol(ty) => None,
                (V::Class(_), V::Class(b)) if self.isinstance_open(ty) => self.instance_of(c, b).then_some(true),
                (V::Class(_), V::Class(b)) if class_inexact(ty) == 0 => Some(self.instance_of(c, b)),
                // A class of the harness's known exactly derives from no built-in type.
                (V::Class(_), V::Builtin(y)) if PLAIN_TYPES.contains(y) => Some(false),
                (V::Class(_), V::ExcType(_)) => Some(self.is_exception_class(c) && self.exc_is(c, ty)),
                _ => None,
            }
        })
    }

    /// `inspect.isabstract(obj)`: a class `ABCMeta` made with abstract methods left (the type
    /// flag CPython sets from `__abstractmethods__`); anything not a class is not. `None`: not
    /// known (a class not known exactly, a value of a kind the tool does not tell from a class).
    fn isabstract(&self, v: &Value<'a>) -> Option<bool> {
        match &v.kind {
            V::Class(_) if class_inexact(v) != 0 => None,
            V::Class(_) => Some(self.is_abc_meta(v) && !self.abstract_names(v).is_empty()),
            V::Instance(i) if self.exactly_classed(&i.class) => Some(false),
            V::Builtin(_) | V::ExcType(_) => Some(false),
            _ if never_a_class(v) => Some(false),
            _ => None,
        }
    }

    /// Whether a class is known exactly with every base a class of the harness's, `object` or
    /// a built-in exception: then what it is an instance of is known.
    fn exactly_classed(&self, class: &Value<'a>) -> bool {
        class_inexact(class) == 0 && crate::eval::interp::bases_known(class)
    }

    /// Whether an exception class is (or derives from) the built-in exception `ty`.
    fn exc_is(&self, class: &Value<'a>, ty: &Value<'a>) -> bool {
        let V::ExcType(target) = &ty.kind else { return false };
        let probe = Value::new(V::Instance(Rc::new(Instance::new(class.clone(), vec![]))));
        crate::eval::interp::exc_class_names(&probe)
            .iter()
            .any(|n| n == &**target)
    }

    pub(super) fn instance_of(&self, class: &Value<'a>, target: &Rc<Class<'a>>) -> bool {
        let mut todo = vec![class.clone()];
        let mut n = 0;
        while let Some(c) = todo.pop() {
            n += 1;
            if n > 64 {
                return false;
            }
            if let V::Class(cl) = &c.kind {
                if Rc::ptr_eq(cl, target) {
                    return true;
                }
                todo.extend(cl.bases.iter().cloned());
            }
        }
        false
    }
}

/// `copy.copy` / `copy.deepcopy` of a value; the config mapping stays a config mapping.
pub fn copy_value<'a>(v: &Value<'a>, deep: bool, depth: usize) -> Value<'a> {
    // (A range is immutable: its copy is itself.)
    if depth > 64 || v.is_range() {
        return v.clone();
    }
    let inner = |x: &Value<'a>| {
        if deep {
            copy_value(x, true, depth + 1)
        } else {
            x.clone()
        }
    };
    let mut out = match &v.kind {
        V::List(l) => Value::list(l.borrow().iter().map(inner).collect()),
        V::Dict(d) => {
            let mut nd = Dict::default();
            for (k, val, s) in d.borrow().entries.iter() {
                nd.insert(k.clone(), inner(val), *s);
            }
            Value::dict(nd)
        }
        V::Set(l) => Value::new(V::Set(Rc::new(RefCell::new(
            l.borrow().iter().map(inner).collect::<Vec<_>>().into(),
        )))),
        V::Config(c) => {
            let mut nc = c.borrow().clone();
            for e in nc.entries.iter_mut() {
                e.value = inner(&e.value);
            }
            Value::new(V::Config(Rc::new(RefCell::new(nc))))
        }
        _ => v.clone(),
    };
    out.taint = v.taint;
    out.origin = v.origin;
    out
}

/// The built-in types whose values the evaluator has as its own kinds (an `int`, a `list`, …):
/// none derives from another but `bool` from `int`.
pub(crate) const PLAIN_TYPES: &[Builtin] = &[
    Builtin::Int,
    Builtin::Float,
    Builtin::Str,
    Builtin::Bool,
    Builtin::List,
    Builtin::Tuple,
    Builtin::Dict,
    Builtin::Set,
    Builtin::Frozenset,
];

/// Python's answer for a type or a tuple of types (`isinstance(x, (A, B))`): true if one of
/// them says so, not known if one can't tell and none says so, else false.
/// The classes `isinstance` and `issubclass` go over, in their order: a tuple's, nested ones'
/// too.
fn flat_types<'a>(ty: &Value<'a>) -> Vec<Value<'a>> {
    match &ty.kind {
        V::Tuple(x) => x.iter().flat_map(flat_types).collect(),
        _ => vec![ty.clone()],
    }
}

/// One of Python's built-in functions (not a type: `len`, `abs`, …).
fn is_builtin_function(v: &Value) -> bool {
    matches!(&v.kind, V::Builtin(b) if matches!(super::pytypes::builtin_name(*b), Some(("function", _))))
}

fn any_type<'a>(ty: &Value<'a>, mut one: impl FnMut(&Value<'a>) -> Option<bool>) -> Option<bool> {
    let tys = match &ty.kind {
        V::Tuple(x) => x.as_ref().clone(),
        _ => vec![ty.clone()],
    };
    let mut result = Some(false);
    for ty in &tys {
        match one(ty) {
            Some(true) => return Some(true),
            None => result = None,
            _ => {}
        }
    }
    result
}

/// `isinstance`'s or `issubclass`'s second argument is, or holds, a type the tool can't see.
/// A value of a kind no class is: a number, a string, a container, a function, a module, a
/// tensor, a dtype, a path.
fn never_a_class(v: &Value) -> bool {
    v.is_plain_data()
        || matches!(
            v.kind,
            V::Func(_) | V::Module(_) | V::Tensor(_) | V::Dtype(_) | V::Path(_)
        )
}

fn holds_unknown_type(ty: &Value) -> bool {
    match &ty.kind {
        V::Unknown => true,
        V::Tuple(t) => t.iter().any(holds_unknown_type),
        _ => false,
    }
}

/// How many results `lru_cache` keeps when not told (its `maxsize` default).
const CACHE_SIZE: i64 = 128;

/// Whether the exception `v` is an `AttributeError` (`None`: its class is not known exactly).
fn attribute_error(v: &Value) -> Option<bool> {
    let names = crate::eval::interp::exc_class_names(v);
    if names.is_empty() || v.taint & INEXACT != 0 {
        return None;
    }
    Some(names.iter().any(|n| n == "AttributeError"))
}
