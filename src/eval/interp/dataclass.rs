//! `@dataclass` applied to a class: in, the class, the fields its body annotates (with their
//! defaults) and the decorator's options; out, the class's dataclass fields (its dataclass bases'
//! first, as `dataclasses` collects them along the MRO), or the `TypeError`/`ValueError` the
//! decorator raises. Options the evaluator does not model leave the class inexact.

use super::*;

impl<'a> Interp<'a> {
    /// What `@dataclass` refuses of its options and the class's own methods, in CPython 3.11's
    /// order, once the fields are made: ordering methods or `__setattr__`/`__delattr__` (frozen)
    /// or `__hash__` (`unsafe_hash`) it would overwrite, `order` without `eq`, `weakref_slot`
    /// without `slots`, `slots` over the class's own `__slots__`. An option not known exactly:
    /// it may refuse.
    fn dataclass_options_refused(&mut self, class: &Rc<Class<'a>>, options: &[(Rc<str>, Value<'a>)]) -> R<'a, ()> {
        let mut unsure = false;
        let mut opt = |name: &str, default: bool| match options.iter().find(|(k, _)| &**k == name) {
            None => default,
            Some((_, v)) => match (&v.kind, v.is_exact()) {
                (V::Bool(b), true) => *b,
                _ => {
                    unsure = true;
                    default
                }
            },
        };
        let (eq, order, frozen, unsafe_hash) = (
            opt("eq", true),
            opt("order", false),
            opt("frozen", false),
            opt("unsafe_hash", false),
        );
        let (slots, weakref_slot) = (opt("slots", false), opt("weakref_slot", false));
        if unsure {
            self.may_raise_unseen();
        }
        let own = |name: &str| {
            class
                .attrs
                .borrow()
                .iter()
                .find(|(k, _)| &**k == name)
                .map(|(_, v)| v.clone())
        };
        let overwrite =
            |name: &str, hint: &str| format!("Cannot overwrite attribute {name} in class {}{hint}", class.name);
        if order {
            if !eq {
                return self.fail("ValueError", "eq must be true if order is true".into(), 0);
            }
            if let Some(name) = ["__lt__", "__le__", "__gt__", "__ge__"]
                .into_iter()
                .find(|n| own(n).is_some())
            {
                let message = overwrite(name, ". Consider using functools.total_ordering");
                return self.fail("TypeError", message, 0);
            }
        }
        if frozen {
            if let Some(name) = ["__setattr__", "__delattr__"].into_iter().find(|n| own(n).is_some()) {
                return self.fail("TypeError", overwrite(name, ""), 0);
            }
        }
        // (A `__hash__` of `None` beside the class's own `__eq__` is the one Python set.)
        let explicit_hash = own("__hash__").is_some_and(|h| !matches!(h.kind, V::None) || own("__eq__").is_none());
        if unsafe_hash && explicit_hash {
            return self.fail("TypeError", overwrite("__hash__", ""), 0);
        }
        if weakref_slot && !slots {
            return self.fail("TypeError", "weakref_slot is True but slots is False".into(), 0);
        }
        if slots && own("__slots__").is_some() {
            return self.fail("TypeError", format!("{} already specifies __slots__", class.name), 0);
        }
        Ok(())
    }

    /// Whether objects of `class` have a `__hash__` of `None`, as a dataclass's field default
    /// is refused for; `None`: not known.
    fn hash_is_none(&self, class: &Value<'a>) -> Option<bool> {
        for c in self.mro(class) {
            match &c.kind {
                V::Class(cc) => {
                    if cc.inexact.get() & INEXACT != 0 || cc.frozen_unsure.get() {
                        return None;
                    }
                    let own = |name: &str| {
                        cc.attrs
                            .borrow()
                            .iter()
                            .find(|(k, _)| &**k == name)
                            .map(|(_, v)| v.clone())
                    };
                    let hash = own("__hash__");
                    if cc.dataclass_fields.borrow().is_some() {
                        // (`eq=True`, the evaluator's dataclass: `None` unless frozen or its own.)
                        return Some(match hash {
                            Some(h) if !matches!(h.kind, V::None) => false,
                            _ => !cc.frozen.get(),
                        });
                    }
                    if let Some(h) = hash {
                        return Some(matches!(h.kind, V::None));
                    }
                    if own("__eq__").is_some() {
                        return Some(true);
                    }
                }
                V::Builtin(Builtin::Object) => return Some(false),
                _ => return None,
            }
        }
        None
    }

    pub(super) fn make_dataclass(
        &mut self,
        cls: &Value<'a>,
        own: DataFields<'a>,
        options: &[(Rc<str>, Value<'a>)],
        mut bits: Taint,
    ) -> R<'a, ()> {
        let V::Class(class) = &cls.kind else { return Ok(()) };
        for (k, v) in options {
            // What the evaluator's dataclass is: `__init__`, `__repr__`, `__eq__` generated, no
            // ordering, positional fields (`frozen` only forbids assignment).
            let modelled = v.is_exact()
                && match (&**k, &v.kind) {
                    ("frozen", V::Bool(_)) => true,
                    ("init" | "repr" | "eq" | "match_args", V::Bool(b)) => *b,
                    ("order" | "unsafe_hash" | "kw_only" | "slots" | "weakref_slot", V::Bool(b)) => !*b,
                    _ => false,
                };
            if !modelled {
                bits |= self.inexact(FallbackKind::NotModelled, &format!("@dataclass({k}=...)"));
            }
            if &**k == "frozen" {
                match (&v.kind, v.is_exact()) {
                    (V::Bool(b), true) => class.frozen.set(*b),
                    _ => class.frozen_unsure.set(true),
                }
            }
        }
        // A default that is a descriptor (its class defines `__get__`): `@dataclass` reads it as
        // `getattr(cls, name)`, the descriptor's `__get__(None, cls)`.
        let mut own = own;
        for (name, d) in own.iter_mut() {
            let descriptor = match d.as_ref().map(|d| &d.kind) {
                Some(V::Instance(i)) => defines(&i.class, "__get__"),
                _ => false,
            };
            if descriptor {
                *d = Some(self.get_attr(cls, name)?);
            }
        }
        // The fields of the dataclasses along the MRO, farthest first; a redefined one keeps
        // its place.
        let mut all: DataFields<'a> = Vec::new();
        let put = |all: &mut DataFields<'a>, name: &Rc<str>, d: &Option<Value<'a>>| match all
            .iter_mut()
            .find(|f| f.0 == *name)
        {
            Some(slot) => slot.1 = d.clone(),
            None => all.push((name.clone(), d.clone())),
        };
        // (And whether any of them is frozen, or may be.)
        let (mut dataclass_bases, mut frozen_base, mut frozen_unsure) = (false, false, class.frozen_unsure.get());
        for base in self.mro(cls).iter().skip(1).rev() {
            if let V::Class(bc) = &base.kind {
                if let Some(fields) = &*bc.dataclass_fields.borrow() {
                    dataclass_bases = true;
                    // A base's options not modelled (`kw_only=True`): what its fields are to
                    // `__init__` is not known.
                    bits |= bc.inexact.get() & INEXACT;
                    frozen_base |= bc.frozen.get();
                    frozen_unsure |= bc.frozen_unsure.get();
                    for (name, d) in fields.iter() {
                        put(&mut all, name, d);
                    }
                }
            }
        }
        for (name, d) in own.iter() {
            // A list, dict or set as a default would be shared by every instance (Python refuses
            // what is not hashable: a `frozenset` is).
            if let Some(d) = d {
                let ty = match &d.kind {
                    V::List(_) => "list",
                    V::Dict(_) => "dict",
                    V::Set(_) if !d.is_frozen() => "set",
                    _ => "",
                };
                if !ty.is_empty() {
                    let message =
                        format!("mutable default <class '{ty}'> for field {name} is not allowed: use default_factory");
                    return self.fail("ValueError", message, bits | d.taint);
                }
                // So is an object whose class's `__hash__` is `None` (a dataclass's with `eq`
                // and not frozen, a class's defining `__eq__` alone).
                if let V::Instance(i) = &d.kind {
                    match self.hash_is_none(&i.class) {
                        Some(false) => {}
                        Some(true) => {
                            let message = format!(
                                "mutable default <class '{}'> for field {name} is not allowed: use default_factory",
                                self.shown_type_name(d)
                            );
                            return self.fail("ValueError", message, bits | d.taint);
                        }
                        None => {
                            bits |= self.inexact(FallbackKind::NotModelled, "a dataclass default's __hash__");
                            self.may_raise_unseen();
                        }
                    }
                }
            }
            put(&mut all, name, d);
        }
        // A frozen dataclass and a plain one do not derive from each other: decided where whether
        // each is frozen is known exactly, and which classes the bases are (a base bound on a
        // path not decided may be another); else a raise not decided.
        let unsure = match frozen_unsure {
            true => self.inexact(FallbackKind::NotModelled, "@dataclass(frozen=...) not known exactly"),
            false => 0,
        } | bases_unsure(cls);
        let mismatch = dataclass_bases && frozen_base != class.frozen.get();
        if mismatch || unsure != 0 {
            let message = if !class.frozen.get() {
                "cannot inherit non-frozen dataclass from a frozen one"
            } else {
                "cannot inherit frozen dataclass from a non-frozen one"
            };
            self.fail::<()>("TypeError", message.to_string(), unsure)?;
        }
        // `__init__`'s parameters: one without a default may not follow one with.
        let mut defaulted = false;
        for (name, d) in all.iter() {
            let has = match d {
                None => false,
                Some(d) => match as_field_spec(d) {
                    Some((d, f)) => !is_dataclass_missing(&d) || !is_dataclass_missing(&f),
                    None => !is_dataclass_missing(d),
                },
            };
            if has {
                defaulted = true;
            } else if defaulted {
                let message = format!("non-default argument '{name}' follows default argument");
                return self.fail("TypeError", message, bits);
            }
        }
        self.dataclass_options_refused(class, options)?;
        // The methods `@dataclass` writes into the class stand before a base's of the same name,
        // which is where the tool would find them (the `__init__` excepted: `calls.rs`
        // `init_of`): a base that defines one leaves the class not known exactly.
        for name in ["__repr__", "__eq__", "__match_args__"] {
            let own = class.attrs.borrow().iter().any(|(k, _)| &**k == name);
            if !own && self.class_attr(cls, name).is_some() {
                bits |= self.inexact(
                    FallbackKind::NotModelled,
                    &format!("a dataclass over a base's own {name}"),
                );
            }
        }
        // A field given by `field(...)`: its class attribute is its default, or none.
        for (name, d) in own.iter() {
            let Some((default, _)) = d.as_ref().and_then(as_field_spec) else {
                continue;
            };
            let mut attrs = class.attrs.borrow_mut();
            match attrs.iter_mut().find(|(k, _)| k == name) {
                Some(slot) if !is_dataclass_missing(&default) => slot.1 = default,
                Some(_) => attrs.retain(|(k, _)| k != name),
                None => {}
            }
        }
        *class.dataclass_fields.borrow_mut() = Some(all);
        class.inexact.set(class.inexact.get() | (bits & INEXACT));
        Ok(())
    }
}

/// The marks of the base classes `cls` was made from, along its hierarchy: a base bound where the
/// path was not decided may be another class.
fn bases_unsure(cls: &Value) -> Taint {
    fn walk(c: &Value, seen: &mut u32) -> Taint {
        *seen += 1;
        if *seen > 64 {
            return INEXACT;
        }
        let V::Class(cl) = &c.kind else { return 0 };
        cl.bases.iter().fold(0, |t, b| t | (b.taint & INEXACT) | walk(b, seen))
    }
    walk(cls, &mut 0)
}
