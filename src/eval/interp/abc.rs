//! `abc` and `typing`'s classes: `abc.ABC` and `ABCMeta` (a class with abstract methods left
//! can't be instantiated; `__abstractmethods__`), `typing.Generic` and `Protocol` (bases that
//! are kept in the MRO, as Python keeps them; `Generic[T]` or `Box[T]` as a base is the class
//! subscripted, as its `__mro_entries__` says). A protocol's `isinstance` is structural, and an
//! ABC's may be answered by a `__subclasshook__` or a `register`: not modelled, so not known
//! unless the class is a real base.

use super::*;

#[derive(Default)]
pub(super) struct AbcState<'a> {
    /// `abc.ABC`, `typing.Generic`, `typing.Protocol`: each made once per interpreter.
    made: Vec<(&'static str, Value<'a>)>,
    /// The functions `@abstractmethod` marked.
    abstract_funcs: Vec<Rc<Func<'a>>>,
    /// The classes whose metaclass is `ABCMeta` by their own statement (`ABC` too).
    abc_meta: Vec<Rc<Class<'a>>>,
    /// Each `ABCMeta` class's abstract names, as they were when it was made (what
    /// `__abstractmethods__` holds: set once, by `ABCMeta.__new__`).
    frozen: Vec<Frozen<'a>>,
}

/// An `ABCMeta` class and its abstract names when it was made (held weakly: its address stays
/// its own while the entry lasts, and the entry goes with the class).
type Frozen<'a> = (std::rc::Weak<Class<'a>>, Rc<[Rc<str>]>);

impl<'a> Interp<'a> {
    /// `abc.ABC`, `typing.Generic` or `typing.Protocol`: the same class every time.
    pub(super) fn typing_class(&mut self, name: &'static str) -> Value<'a> {
        if let Some((_, v)) = self.abc.made.iter().find(|(n, _)| *n == name) {
            return v.clone();
        }
        let bases = match name {
            "Protocol" => vec![self.typing_class("Generic")],
            _ => vec![],
        };
        let class = Rc::new(Class::new(Rc::from(name), bases, vec![]));
        // The standard library's own classes derive from it too: its `__subclasses__()` lists
        // more than the harness's.
        let what = format!("the standard library's subclasses of {name}");
        class
            .subclasses_inexact
            .set(self.inexact(FallbackKind::NotModelled, &what));
        if name == "ABC" {
            self.abc.abc_meta.push(class.clone());
        }
        let v = Value::new(V::Class(class));
        self.abc.made.push((name, v.clone()));
        v
    }

    fn made_class(&self, name: &str) -> Option<&Rc<Class<'a>>> {
        self.abc
            .made
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| match &v.kind {
                V::Class(c) => Some(c),
                _ => None,
            })
    }

    /// A class made with `metaclass=ABCMeta`.
    pub(super) fn note_abc_meta(&mut self, class: &Rc<Class<'a>>) {
        self.abc.abc_meta.push(class.clone());
    }

    /// `@abstractmethod` (or `abstractmethod(f)`): `f` marked, and given back.
    pub(crate) fn mark_abstract(&mut self, v: &Value<'a>) {
        match &v.kind {
            // (`abstractmethod` sets the function's `__isabstractmethod__`, which is what
            // `ABCMeta` reads.)
            V::Func(f) => {
                f.attrs.set("__isabstractmethod__", Value::bool(true));
                self.abc.abstract_funcs.push(f.clone())
            }
            V::StaticMethod(inner) | V::ClassMethod(inner) | V::Property(inner) | V::CachedProperty(inner) => {
                let inner = (**inner).clone();
                self.mark_abstract(&inner);
            }
            // A wrapper `functools.wraps` made: the wrapper function is the one marked.
            V::Partial(p) if crate::eval::value::is_wrapped(p) => {
                if let Some(wrapper) = p.1.first().cloned() {
                    self.mark_abstract(&wrapper);
                }
            }
            _ => {}
        }
    }

    fn is_abstract(&self, v: &Value<'a>) -> bool {
        self.abstract_state(v) == Some(true)
    }

    /// Whether `v` is abstract to `ABCMeta` (its `__isabstractmethod__`, set by `abstractmethod`
    /// or by hand, copied by `functools.wraps`); `None`: not known (set where the path was
    /// undecided, or through a name not known).
    fn abstract_state(&self, v: &Value<'a>) -> Option<bool> {
        match &v.kind {
            V::Func(f) => match f.attrs.get("__isabstractmethod__") {
                Some(x) if x.is_exact() && f.attrs.inexact() == 0 => x.truthy(),
                Some(_) => None,
                None if f.attrs.inexact() != 0 => None,
                None => Some(self.abc.abstract_funcs.iter().any(|g| Rc::ptr_eq(f, g))),
            },
            V::Partial(p) if crate::eval::value::is_wrapped(p) => {
                let mut any = Some(false);
                for f in p.1.iter() {
                    match self.abstract_state(f) {
                        Some(true) => return Some(true),
                        None => any = None,
                        Some(false) => {}
                    }
                }
                any
            }
            V::StaticMethod(inner) | V::ClassMethod(inner) | V::Property(inner) | V::CachedProperty(inner) => {
                self.abstract_state(inner)
            }
            _ => Some(false),
        }
    }

    /// Whether which of `cls`'s names are abstract is not known (a function's
    /// `__isabstractmethod__` set where the path was undecided).
    fn abstract_unsure(&self, cls: &Value<'a>) -> bool {
        self.mro(cls).iter().any(|c| match &c.kind {
            V::Class(c) => c.attrs.borrow().iter().any(|(_, v)| self.abstract_state(v).is_none()),
            _ => false,
        })
    }

    /// Whether `cls`'s metaclass is `ABCMeta` (it or a base was made with it).
    pub(crate) fn is_abc_meta(&self, cls: &Value<'a>) -> bool {
        if self.abc.abc_meta.is_empty() {
            return false;
        }
        self.mro(cls).iter().any(|c| match &c.kind {
            V::Class(c) => self.abc.abc_meta.iter().any(|m| Rc::ptr_eq(c, m)),
            _ => false,
        })
    }

    /// The abstract names of an `ABCMeta` class being made, as `ABCMeta.__new__` takes them:
    /// its own body's, and those of its bases' `__abstractmethods__` it still has abstract.
    pub(super) fn freeze_abstracts(&mut self, class: &Rc<Class<'a>>) {
        let cls = Value::new(V::Class(class.clone()));
        if !self.is_abc_meta(&cls) {
            return;
        }
        let mut names: Vec<Rc<str>> = Vec::new();
        for (k, v) in class.attrs.borrow().iter() {
            if self.is_abstract(v) && !names.contains(k) {
                names.push(k.clone());
            }
        }
        for base in class.bases.iter() {
            for n in self.abstract_names(base) {
                if !names.contains(&n) && self.class_attr(&cls, &n).is_some_and(|v| self.is_abstract(&v)) {
                    names.push(n);
                }
            }
        }
        names.sort();
        self.abc.frozen.retain(|(k, _)| k.strong_count() > 0);
        self.abc.frozen.push((Rc::downgrade(class), names.into()));
    }

    /// `cls.__abstractmethods__`: the names whose attribute, as `cls` finds it, is abstract
    /// (only an `ABCMeta` class has any), sorted.
    pub(crate) fn abstract_names(&self, cls: &Value<'a>) -> Vec<Rc<str>> {
        if !self.is_abc_meta(cls) {
            return Vec::new();
        }
        if let V::Class(c) = &cls.kind {
            if let Some((_, names)) = self
                .abc
                .frozen
                .iter()
                .find(|(k, _)| std::ptr::eq(k.as_ptr(), Rc::as_ptr(c)))
            {
                return names.to_vec();
            }
        }
        // Python takes the abstract names of the class's own body and those its bases have
        // in their `__abstractmethods__` (only an `ABCMeta` class has any).
        let mut names: Vec<Rc<str>> = Vec::new();
        for base in self.mro(cls) {
            if !self.is_abc_meta(&base) {
                continue;
            }
            let V::Class(c) = &base.kind else { continue };
            for (k, v) in c.attrs.borrow().iter() {
                if self.is_abstract(v) && !names.contains(k) {
                    names.push(k.clone());
                }
            }
        }
        names.retain(|n| self.class_attr(cls, n).is_some_and(|v| self.is_abstract(&v)));
        names.sort();
        names
    }

    /// `__abstractmethods__` read on an `ABCMeta` class: a frozenset of names.
    pub(crate) fn abstract_methods_attr(&mut self, cls: &Value<'a>) -> Option<Value<'a>> {
        if !self.is_abc_meta(cls) {
            return None;
        }
        if self.abstract_unsure(cls) {
            let bits = self.inexact(FallbackKind::NotModelled, "an __isabstractmethod__ not known");
            return Some(Value::unknown(bits));
        }
        let names = self.abstract_names(cls);
        let bits = class_inexact(cls);
        Some(Value::frozenset(names.into_iter().map(|n| Value::new(V::Str(n))).collect()).with_taint(bits))
    }

    /// `object.__new__(cls)` refuses an abstract class (abstract methods left) and a protocol.
    pub(super) fn check_instantiable(&mut self, cls: &Value<'a>) -> R<'a, ()> {
        let V::Class(c) = &cls.kind else { return Ok(()) };
        if self.is_protocol(cls) {
            return self.fail(
                "TypeError",
                "Protocols cannot be instantiated".into(),
                class_inexact(cls),
            );
        }
        if self.is_abc_meta(cls) && self.abstract_unsure(cls) {
            self.may_raise_unseen();
            return Ok(());
        }
        let names = self.abstract_names(cls);
        if names.is_empty() {
            return Ok(());
        }
        let s = if names.len() == 1 { "" } else { "s" };
        let list: Vec<&str> = names.iter().map(|n| &**n).collect();
        let message = format!(
            "Can't instantiate abstract class {} with abstract method{s} {}",
            c.name,
            list.join(", ")
        );
        self.fail("TypeError", message, class_inexact(cls))
    }

    /// A base written `Generic[T]`, `Protocol[T]` or `Box[T]` (`Box` a generic class of the
    /// harness's, with no `__class_getitem__` of its own): the class subscripted.
    pub(super) fn generic_base(&mut self, head: &Value<'a>) -> bool {
        let V::Class(c) = &head.kind else { return false };
        let Some(g) = self.made_class("Generic").cloned() else {
            return false;
        };
        if Rc::ptr_eq(c, &g) {
            return true;
        }
        let own_getitem = self.class_attr(head, "__class_getitem__").is_some();
        !own_getitem
            && self
                .mro(head)
                .iter()
                .any(|b| matches!(&b.kind, V::Class(bc) if Rc::ptr_eq(bc, &g)))
    }

    /// Whether `cls` is a protocol: `Protocol` itself, or a class with `Protocol` among its
    /// own bases.
    pub(crate) fn is_protocol(&self, cls: &Value<'a>) -> bool {
        let V::Class(c) = &cls.kind else { return false };
        let Some(p) = self.made_class("Protocol") else {
            return false;
        };
        Rc::ptr_eq(c, p)
            || c.bases
                .iter()
                .any(|b| matches!(&b.kind, V::Class(bc) if Rc::ptr_eq(bc, p)))
    }

    /// Whether `isinstance(x, cls)` may be true without `cls` being among `x`'s classes: a
    /// protocol (structural), or an `ABCMeta` class with a `__subclasshook__`.
    pub(crate) fn isinstance_open(&self, cls: &Value<'a>) -> bool {
        self.is_protocol(cls) || (self.is_abc_meta(cls) && self.class_attr(cls, "__subclasshook__").is_some())
    }
}
