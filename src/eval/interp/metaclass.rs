//! Metaclasses of the harness's own: `class Meta(type)`, and `class C(metaclass=Meta)` made as
//! CPython makes it — `Meta.__new__(Meta, name, bases, ns)`, whose `super().__new__` (type's)
//! makes the class, runs `__set_name__` and the base's `__init_subclass__`; then
//! `Meta.__init__(cls, name, bases, ns)` — so a registry a metaclass fills is known exactly.
//!
//! Followed exactly only where the tool knows all the metaclass does ([`Interp::exact_metaclass`]):
//! a class of the harness's derived from `type` alone (or `abc.ABCMeta`: its classes are ABCs),
//! known exactly, whose own names are plain values and functions (one `functools` wrapped or
//! cached, or a `contextmanager` one, too: each binds as a method), with none of the hooks that would change how its classes behave
//! (`__getattr__`, `__getitem__`, `__prepare__`, a property…) save `__new__`, `__init__` and
//! `__call__`. A class made by one reads the metaclass's methods and values as its own when it
//! has none of that name. Any other metaclass is taken as before: its hooks run in an undecided
//! region and the class is not known exactly.

use crate::parse::python::ast::visitor::{walk_expr, walk_stmt, Visitor};

use super::*;
use crate::eval::value::binds_as_method;

/// Names a metaclass followed exactly may define beside plain values and functions.
const HOOKS: [&str; 6] = [
    "__new__",
    "__init__",
    "__call__",
    "__module__",
    "__qualname__",
    "__doc__",
];

/// Which metaclass a class statement is made by.
pub(super) enum ClassMeta<'a> {
    /// `type` itself (or `abc.ABCMeta`, modelled as it).
    Type,
    /// One the tool follows exactly.
    Exact(Value<'a>),
    /// Metaclasses followed exactly of which none derives from all the others: CPython's
    /// `TypeError`, before the body runs.
    Conflict,
    /// One it does not follow: its hooks run in an undecided region.
    Other,
}

/// A class statement whose metaclass is running: the namespace it was handed and the class
/// `type.__new__` gives for it.
pub(super) struct PendingClass<'a> {
    ns: Value<'a>,
    /// What the namespace held when it was handed over: changed since, it is no longer the
    /// class's (and `type.__new__` of it is not followed).
    held: Vec<(Value<'a>, Value<'a>)>,
    bases: Vec<Value<'a>>,
    meta: Value<'a>,
    class: Value<'a>,
    made: bool,
}

impl<'a> PendingClass<'a> {
    /// Whether `type.__new__(meta, name, bases, ...)` is for this class statement (not made yet):
    /// its metaclass, its name and its bases.
    fn made_by(&self, meta: &Value<'a>, name: &Value<'a>, bases: &Value<'a>) -> bool {
        !self.made
            && same_class(meta, &self.meta)
            && name.is_exact()
            && name.as_str() == class_name(&self.class)
            && matches!(&bases.kind, V::Tuple(b) if b.len() == self.bases.len()
                && b.iter().zip(self.bases.iter()).all(|(x, y)| super::operators::is_same(x, y) == Some(true)))
    }
}

impl<'a> Interp<'a> {
    /// Whether `m` is a metaclass the tool follows exactly (see the module's doc).
    pub(crate) fn exact_metaclass(&self, m: &Value<'a>) -> bool {
        let V::Class(c) = &m.kind else { return false };
        if class_inexact(m) != 0 || c.meta.borrow().is_some() {
            return false;
        }
        let mut from_type = false;
        for k in self.mro(m) {
            match &k.kind {
                V::Builtin(Builtin::Type | Builtin::AbcMeta) => from_type = true,
                V::Builtin(Builtin::Object) => {}
                V::Class(kc) => {
                    if kc.meta.borrow().is_some() || class_inexact(&k) != 0 {
                        return false;
                    }
                    if !kc.attrs.borrow().iter().all(|(name, v)| plain_member(name, v)) {
                        return false;
                    }
                }
                _ => return false,
            }
        }
        from_type
    }

    /// The metaclass a class statement with these bases (and `metaclass=` keyword) is made by:
    /// the most derived of the keyword's and the bases' (`abc.ABCMeta` for `abc.ABC` and the
    /// classes made with it) ([`ClassMeta`]).
    /// `follow`: the statement is one the tool can follow a metaclass for at all.
    pub(super) fn class_metaclass(
        &self,
        explicit: Option<&Value<'a>>,
        bases: &[Value<'a>],
        follow: bool,
    ) -> ClassMeta<'a> {
        let abc_meta = Value::new(V::Builtin(Builtin::AbcMeta));
        let mut metas: Vec<Value<'a>> = explicit.into_iter().cloned().collect();
        for b in bases {
            if let V::Class(bc) = &b.kind {
                match bc.meta.borrow().clone() {
                    Some(m) => metas.push(m),
                    // `abc.ABC`, or a class made with `metaclass=ABCMeta`.
                    None if self.is_abc_meta(b) => metas.push(abc_meta.clone()),
                    None => {}
                }
            }
        }
        let is_abc = |m: &Value<'a>| matches!(m.kind, V::Builtin(Builtin::AbcMeta));
        if metas.iter().all(is_abc) {
            // `type` or `ABCMeta` itself (`abc.rs`).
            return ClassMeta::Type;
        }
        if !follow || !metas.iter().all(|m| is_abc(m) || self.exact_metaclass(m)) {
            return ClassMeta::Other;
        }
        let derives = |w: &Value<'a>, m: &Value<'a>| match (&w.kind, &m.kind) {
            (V::Builtin(Builtin::AbcMeta), _) => is_abc(m),
            _ => self.mro(w).iter().any(|k| same_class(k, m) || (is_abc(m) && is_abc(k))),
        };
        match metas.iter().find(|w| metas.iter().all(|m| derives(w, m))) {
            Some(w) if !is_abc(w) => ClassMeta::Exact(w.clone()),
            Some(_) => ClassMeta::Other,
            None => ClassMeta::Conflict,
        }
    }

    /// `meta(name, bases, ns)` for the class statement that made `cls` (its body run, the class
    /// built from it but not yet handed to `__set_name__` and `__init_subclass__`): the
    /// metaclass's `__new__`, whose `type.__new__` gives `cls`, then its `__init__`. What the
    /// statement binds: `cls`, or (a `__new__` that returned something else, or changed the
    /// namespace before handing it to `type.__new__`) a value not known.
    pub(super) fn run_metaclass(
        &mut self,
        meta: &Value<'a>,
        cls: &Value<'a>,
        written_bases: &[Value<'a>],
        ns_doc: Option<Value<'a>>,
        body: &'a [Stmt],
    ) -> R<'a, Value<'a>> {
        let V::Class(c) = &cls.kind else { return Ok(cls.clone()) };
        let mut entries: Vec<(Value<'a>, Value<'a>, Src)> = vec![(
            Value::str("__module__"),
            Value::unknown(self.inexact(FallbackKind::NotModelled, "a class's __module__")),
            Src::default(),
        )];
        let qualname = match c.qualname.borrow().clone() {
            Some(q) => Value::new(V::Str(q)),
            None => Value::unknown(self.inexact(FallbackKind::NotModelled, "the __qualname__ of a local class")),
        };
        entries.push((Value::str("__qualname__"), qualname, Src::default()));
        if let Some(d) = ns_doc {
            entries.push((Value::str("__doc__"), d, Src::default()));
        }
        for (k, v) in c.attrs.borrow().iter() {
            entries.push((Value::new(V::Str(k.clone())), v.clone(), Src::default()));
        }
        if uses_class_cell(body) {
            // What CPython adds last for a body whose functions use `super()` or `__class__`.
            let cell = Value::unknown(self.inexact(FallbackKind::NotModelled, "a class's __classcell__"));
            entries.push((Value::str("__classcell__"), cell, Src::default()));
        }
        let held = entries.iter().map(|(k, v, _)| (k.clone(), v.clone())).collect();
        let ns = Value::dict(Dict::from_entries(entries));
        let name = Value::new(V::Str(c.name.clone()));
        let bases = Value::tuple(written_bases.to_vec());
        self.stack.pending_classes.push(PendingClass {
            ns: ns.clone(),
            held,
            bases: written_bases.to_vec(),
            meta: meta.clone(),
            class: cls.clone(),
            made: false,
        });
        let r = match self.class_attr(meta, "__new__") {
            Some(new) => self.call_meta_new(new, meta, &name, &bases, &ns),
            None => self.type_dunder_new(vec![meta.clone(), name.clone(), bases.clone(), ns.clone()], vec![], 0),
        };
        let pending = self.stack.pending_classes.pop();
        let made_cls = r?;
        // (What `type.__new__` made: the statement's class, or one made from another namespace.)
        let (made, cls) = match pending {
            Some(p) => (p.made, p.class),
            None => (false, cls.clone()),
        };
        let init = self.class_attr(meta, "__init__").filter(binds_as_method);
        if !(made && same_class(&made_cls, &cls)) {
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "a metaclass's __new__ that returns another value",
            );
            let bits = bits | (made_cls.taint & INEXACT);
            // Python runs `__init__` on what `__new__` gave when it is an instance of the
            // metaclass: which is not known, so it runs where the path is undecided.
            if let Some(init) = init {
                let given = Value::unknown(bits);
                let r = self.undecided(bits, |me| {
                    me.call(&init, vec![given, name, bases, ns], vec![]).map(|_| ())
                });
                self.join(r, Ok(()), bits)?;
            }
            return Ok(Value::unknown(bits));
        }
        if let Some(init) = init {
            self.call(&init, vec![cls.clone(), name, bases, ns], vec![])?;
        }
        Ok(cls.clone())
    }

    /// A metaclass of the harness's the tool does not follow exactly ([`ClassMeta::Other`]): its
    /// `__new__` and `__init__` run on the new class, as far as the evaluator follows them (the
    /// class itself is made as `type` makes it, and stays marked: what `__new__` would change or
    /// return instead is not modelled). They run in an undecided region, so what they write (a
    /// registry) is marked, never claimed exactly.
    pub(super) fn metaclass_hooks(&mut self, meta: &Value<'a>, cls: &Value<'a>, bits: Taint) -> R<'a, ()> {
        let V::Class(c) = &cls.kind else { return Ok(()) };
        let bits = bits | self.inexact(FallbackKind::NotModelled, "a metaclass");
        let name = Value::new(V::Str(c.name.clone()));
        let bases = Value::tuple(c.bases.clone());
        let ns = crate::eval::value::attrs_dict(&c.attrs.borrow());
        let new = self.class_attr(meta, "__new__");
        let init = self.class_attr(meta, "__init__");
        let r = self.undecided(bits, |me| {
            if let Some(new) = new {
                me.call_meta_new(new, meta, &name, &bases, &ns)?;
            }
            if let Some(init) = init.filter(binds_as_method) {
                me.call(&init, vec![cls.clone(), name, bases, ns], vec![])?;
            }
            Ok(())
        });
        self.join(r, Ok(()), bits)
    }

    /// A metaclass's own `__new__(meta, name, bases, ns)` (a static method without saying so).
    fn call_meta_new(
        &mut self,
        new: Value<'a>,
        meta: &Value<'a>,
        name: &Value<'a>,
        bases: &Value<'a>,
        ns: &Value<'a>,
    ) -> R<'a, Value<'a>> {
        let new = match &new.kind {
            V::StaticMethod(inner) => (**inner).clone(),
            _ => new,
        };
        self.call(
            &new,
            vec![meta.clone(), name.clone(), bases.clone(), ns.clone()],
            vec![],
        )
    }

    /// `type.__new__(meta, name, bases, ns)` (a metaclass's `super().__new__`): the class of the
    /// statement running the metaclass when handed its own namespace, unchanged, its name and
    /// bases, and a metaclass it derives from — made now: its class is `meta`, it is among its
    /// bases' subclasses, its attributes' `__set_name__` and its base's `__init_subclass__` run.
    /// Handed another namespace (a copy, changed: `ns = dict(ns); ns["x"] = ...`), a class made
    /// from that one stands for the statement's ([`Self::renewed_class`]). Anything else: not
    /// known.
    pub(crate) fn type_dunder_new(
        &mut self,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let found =
            match (args.as_slice(), kwargs.is_empty()) {
                ([meta, name, bases, ns], true) => self.stack.pending_classes.iter().rposition(|p| {
                    p.made_by(meta, name, bases) && same_dict(&p.ns, ns) && ns_unchanged(&p.ns, &p.held)
                }),
                _ => None,
            };
        let found = match found {
            Some(i) => Some(i),
            None => self.renewed_class(&args, &kwargs),
        };
        let Some(i) = found else {
            let bits = self.inexact(FallbackKind::NotModelled, "type.__new__");
            return Ok(self.unknown_op(t | bits));
        };
        if !self.mro_consistent(&self.stack.pending_classes[i].bases) {
            let message = "Cannot create a consistent method resolution order (MRO)".to_string();
            return self.fail("TypeError", message, 0);
        }
        self.stack.pending_classes[i].made = true;
        let (cls, meta) = (
            self.stack.pending_classes[i].class.clone(),
            self.stack.pending_classes[i].meta.clone(),
        );
        if let V::Class(c) = &cls.kind {
            // A metaclass derived from `ABCMeta`: its classes are ABCs (`abc.rs`).
            if self
                .mro(&meta)
                .iter()
                .any(|k| matches!(k.kind, V::Builtin(Builtin::AbcMeta)))
            {
                self.note_abc_meta(c);
            }
            *c.meta.borrow_mut() = Some(meta);
            self.register_subclass(c);
        }
        self.class_hooks(&cls, vec![])?;
        Ok(cls)
    }

    /// `type.__new__(meta, name, bases, ns)` of the statement running the metaclass (its name,
    /// bases and metaclass) with a namespace not its own, or changed: a class made from that
    /// namespace (a plain dict of names; `__qualname__` taken out of it, `__classcell__` dropped,
    /// as `type` does) takes the statement's place. The pending class's index.
    fn renewed_class(&mut self, args: &[Value<'a>], kwargs: &[(Rc<str>, Value<'a>)]) -> Option<usize> {
        let ([meta, name, bases, ns], true) = (args, kwargs.is_empty()) else {
            return None;
        };
        let i = self
            .stack
            .pending_classes
            .iter()
            .rposition(|p| p.made_by(meta, name, bases))?;
        let V::Dict(d) = &ns.kind else { return None };
        let (V::Class(old), true) = (&self.stack.pending_classes[i].class.kind, d.borrow().is_plain()) else {
            return None;
        };
        if ns.inexact_bits() != 0 {
            return None;
        }
        let mut attrs = Vec::new();
        let mut qualname = old.qualname.borrow().clone();
        for (k, v, _) in d.borrow().entries.iter() {
            match k.as_str() {
                Some("__qualname__") => match &v.kind {
                    V::Str(q) if v.is_exact() => qualname = Some(q.clone()),
                    _ => return None,
                },
                Some("__classcell__") => {}
                Some(k) => attrs.push((Rc::from(k), v.clone())),
                None => return None,
            }
        }
        crate::eval::value::eq_clears_hash(&mut attrs);
        let class = Rc::new(Class::new(old.name.clone(), old.bases.clone(), attrs));
        *class.qualname.borrow_mut() = qualname;
        class.inexact.set(old.inexact.get());
        // Its functions' `super()` and `__class__` are the new class (CPython's class cell).
        for (_, v) in class.attrs.borrow().iter() {
            super::calls::own_function_in_place_of(v, &class, Some(old));
        }
        self.stack.pending_classes[i].class = Value::new(V::Class(class));
        Some(i)
    }

    /// `type.__call__(cls, *args, **kwargs)` (a metaclass's `super().__call__`): an instance of
    /// `cls` made as calling a class without a metaclass makes it.
    pub(crate) fn type_dunder_call(
        &mut self,
        mut args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        match args.first().map(|c| c.kind.clone()) {
            Some(V::Class(c)) => {
                let cls = args.remove(0);
                let spreads = super::params::Spreads {
                    loose: None,
                    config: None,
                };
                self.instantiate(cls, c, args, kwargs, spreads)
            }
            _ => {
                let bits = self.inexact(FallbackKind::NotModelled, "type.__call__");
                Ok(self.unknown_op(t | bits))
            }
        }
    }

    /// `cls.name` for a class made by a metaclass followed exactly, where neither the class nor
    /// its bases have the name: the metaclass's (a method bound to the class).
    pub(crate) fn metaclass_attr(&self, cls: &Value<'a>, name: &str) -> Option<Value<'a>> {
        let V::Class(c) = &cls.kind else { return None };
        let meta = c.meta.borrow().clone()?;
        if !self.exact_metaclass(&meta) {
            return None;
        }
        let v = self.class_attr(&meta, name)?;
        Some(match &v.kind {
            _ if crate::eval::value::binds_as_method(&v) => Value::new(V::Bound(Rc::new((cls.clone(), v)))),
            V::ClassMethod(f) => Value::new(V::Bound(Rc::new((meta.clone(), (**f).clone())))),
            V::StaticMethod(f) => (**f).clone(),
            _ => v,
        })
    }
}

/// Whether a metaclass's own name is one the tool follows: a plain value or function, or one of
/// [`HOOKS`] (no other dunder, no property or other descriptor).
pub(super) fn plain_member(name: &str, v: &Value) -> bool {
    let dunder = name.starts_with("__") && name.ends_with("__");
    (!dunder || HOOKS.contains(&name))
        && match &v.kind {
            _ if crate::eval::value::binds_as_method(v) => true,
            V::ClassMethod(_) | V::StaticMethod(_) => true,
            V::Property(_) | V::CachedProperty(_) | V::Instance(_) => false,
            _ => super::operators::builtin_data(&v.kind) || matches!(v.kind, V::None | V::Class(_)),
        }
}

fn class_name<'v>(cls: &'v Value) -> Option<&'v str> {
    match &cls.kind {
        V::Class(c) => Some(&c.name),
        _ => None,
    }
}

fn same_class<'a>(a: &Value<'a>, b: &Value<'a>) -> bool {
    matches!((&a.kind, &b.kind), (V::Class(x), V::Class(y)) if Rc::ptr_eq(x, y))
}

fn same_dict<'a>(a: &Value<'a>, b: &Value<'a>) -> bool {
    matches!((&a.kind, &b.kind), (V::Dict(x), V::Dict(y)) if Rc::ptr_eq(x, y))
}

/// Whether a namespace still holds what it was handed over with (the same keys, in order, the
/// same objects).
fn ns_unchanged<'a>(ns: &Value<'a>, held: &[(Value<'a>, Value<'a>)]) -> bool {
    let V::Dict(d) = &ns.kind else { return false };
    let d = d.borrow();
    d.entries.len() == held.len()
        && d.entries
            .iter()
            .zip(held)
            .all(|((k, v, _), (hk, hv))| k.as_str().is_some() && k.as_str() == hk.as_str() && same_object(v, hv))
}

/// The same value held by both (a number, string or tuple equal, an object the same one, with
/// the same taint), unknowns included.
fn same_object<'a>(a: &Value<'a>, b: &Value<'a>) -> bool {
    super::pristine::same(a, b)
}

/// Whether a class body's functions name `super` or `__class__` (not a nested class's): then
/// CPython's namespace for it ends with `__classcell__`.
fn uses_class_cell(body: &[Stmt]) -> bool {
    struct Cell {
        found: bool,
        in_function: u32,
    }
    impl<'b> Visitor<'b> for Cell {
        fn visit_stmt(&mut self, s: &'b Stmt) {
            match s {
                Stmt::ClassDef(_) => {}
                Stmt::FunctionDef(_) => {
                    self.in_function += 1;
                    walk_stmt(self, s);
                    self.in_function -= 1;
                }
                _ => walk_stmt(self, s),
            }
        }
        fn visit_expr(&mut self, e: &'b Expr) {
            match e {
                Expr::Name(n) if self.in_function > 0 && matches!(n.id.as_str(), "super" | "__class__") => {
                    self.found = true
                }
                Expr::Lambda(_) => {
                    self.in_function += 1;
                    walk_expr(self, e);
                    self.in_function -= 1;
                }
                _ => walk_expr(self, e),
            }
        }
    }
    let mut v = Cell {
        found: false,
        in_function: 0,
    };
    for s in body {
        v.visit_stmt(s);
    }
    v.found
}
