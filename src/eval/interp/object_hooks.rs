//! `len()`, `hash()` and `vars()` of objects of the harness's classes, as Python's protocols
//! define them (`__len__`, `__hash__`/`__eq__`, `__dict__`). In: the object. Out: the value, the
//! error Python raises, or unknown (marked) where the answer is an address or not modelled.

use super::*;

impl<'a> Interp<'a> {
    /// Whether `str(v)` (`repr(v)`, with `repr`) is `object.__repr__`'s `<K object at 0x…>`: an
    /// object of a class known whole that defines neither dunder, and whose text is none of the
    /// ones [`Self::instance_text`] makes from what it holds (a dataclass's, an enum member's, an
    /// exception's, a namespace's, a named tuple's).
    pub(super) fn shown_as_object(&self, v: &Value<'a>, repr: bool) -> bool {
        let V::Instance(i) = &v.kind else { return false };
        let own: &[&str] = if repr { &["__repr__"] } else { &["__str__", "__repr__"] };
        class_known_whole(&i.class)
            && !own.iter().any(|d| defines(&i.class, d))
            && self.dataclass_of(v).is_none()
            && crate::eval::value::enum_of(&i.class).is_none()
            && !self.is_exception_class(&i.class)
            && !crate::eval::value::is_namespace_class(&i.class)
            && !modelled_object(v)
    }

    /// A value `**` (in a call or a dict display) never takes as a mapping, whatever it holds:
    /// one of Python's data types that is no dict, a function, a module, or an object of a class
    /// known whole that has no `keys`. (The caller matched the dicts and configs.)
    pub(crate) fn never_a_mapping(&self, v: &Value<'a>) -> bool {
        if v.inexact_bits() != 0 {
            return false;
        }
        match &v.kind {
            V::Instance(i) => {
                class_known_whole(&i.class)
                    && !modelled_object(v)
                    && crate::eval::value::enum_of(&i.class).is_none()
                    && self.class_attr(&i.class, "keys").is_none()
            }
            V::Func(_) | V::Module(_) => true,
            _ => v.is_plain_data(),
        }
    }

    /// A dict looked up at `key`, an object: where it or a key the dict holds (another object) has
    /// a class whose own `__eq__` is a function of the harness's, Python compares the two when
    /// their hashes are equal, which the tool does not keep. Each such comparison is run on a
    /// path not decided; the bits returned (nonzero) say the lookup's answer is not known.
    pub(crate) fn eq_of_equal_hashes(&mut self, d: &Rc<RefCell<Dict<'a>>>, key: &Value<'a>) -> R<'a, Taint> {
        if !matches!(key.kind, V::Instance(_)) || d.try_borrow().is_err() {
            return Ok(0);
        }
        let own_eq = |me: &Self, v: &Value<'a>| match &v.kind {
            V::Instance(i) => matches!(me.class_attr(&i.class, "__eq__").map(|f| f.kind), Some(V::Func(_))),
            _ => false,
        };
        let held: Vec<Value<'a>> = d
            .borrow()
            .entries
            .iter()
            .map(|e| e.0.clone())
            .filter(|k| matches!(k.kind, V::Instance(_)) && super::operators::is_same(k, key) != Some(true))
            .collect();
        let others: Vec<Value<'a>> = held
            .into_iter()
            .filter(|k| own_eq(self, k) || own_eq(self, key))
            .collect();
        if others.is_empty() {
            return Ok(0);
        }
        let bits = self.inexact(
            FallbackKind::NotModelled,
            "a dict's keys compared where their hashes are equal",
        );
        for k in others {
            self.undecided(bits, |me| me.compare_values(ast::CmpOp::Eq, &k, key).map(|_| ()))?;
        }
        Ok(bits)
    }

    /// The name of `v`'s type as Python's errors give it (an object's class by its name).
    pub(crate) fn shown_type_name(&self, v: &Value<'a>) -> String {
        match &v.kind {
            V::Instance(i) if matches!(i.class.kind, V::Class(_)) => class_name(&i.class),
            V::Module(_) => "module".into(),
            _ => v.type_name().into(),
        }
    }

    /// `len(obj)` of an instance: its class's `__len__`, which must give an `int >= 0`.
    pub(crate) fn instance_len(&mut self, obj: &Value<'a>, t: Taint) -> R<'a, Value<'a>> {
        let V::Instance(i) = &obj.kind else {
            return Ok(Value::unknown(t));
        };
        let class = i.class.clone();
        if !modelled_object(obj) && !class_known_whole(&class) {
            return Ok(self.unknown_op(t));
        }
        if self.class_attr(&class, "__len__").is_none() {
            let name = class_name(&class);
            return self.fail("TypeError", format!("object of type '{name}' has no len()"), t);
        }
        let m = self.special_method(obj, "__len__")?;
        let r = self.call(&m, vec![], vec![])?;
        let t = t | r.taint;
        match &r.kind {
            V::Int(n) if *n < 0 => self.fail("ValueError", "__len__() should return >= 0".into(), t),
            V::Int(_) => Ok(r.with_taint(t)),
            V::Bool(b) => Ok(Value::int(i64::from(*b)).with_taint(t)),
            V::Unknown => Ok(r),
            _ => self.not_an_integer(r.type_name(), t),
        }
    }

    /// What an object's `__iter__` gives. From its class's own (a function of the harness's) that
    /// must be an iterator, else CPython's `TypeError` (carrying `extra` too); a modelled class's
    /// (a named tuple's) gives its items.
    pub(super) fn object_iter(&mut self, obj: &Value<'a>, class: &Value<'a>, extra: Taint) -> R<'a, Value<'a>> {
        let m = self.special_method(obj, "__iter__")?;
        let it = self.call(&m, vec![], vec![])?;
        let own = matches!(self.class_attr(class, "__iter__").map(|f| f.kind), Some(V::Func(_)));
        let refused = match &it.kind {
            V::List(_) | V::Tuple(_) | V::Set(_) | V::Dict(_) | V::Str(_) | V::None | V::Int(_) | V::Float(_) => true,
            // An object whose class, known whole, has no `__next__`.
            V::Instance(i) => {
                class_known_whole(&i.class)
                    && !modelled_object(&it)
                    && crate::eval::value::enum_of(&i.class).is_none()
                    && self.class_attr(&i.class, "__next__").is_none()
            }
            _ => false,
        };
        if own && refused {
            let message = format!("iter() returned non-iterator of type '{}'", self.shown_type_name(&it));
            return self.fail("TypeError", message, extra | it.taint | it.inexact_bits());
        }
        Ok(it)
    }

    /// What `list()`, `tuple()`, `list.extend` and `f(*obj)` ask of an object after its
    /// `__iter__` and before its items (`PyObject_LengthHint`): its class's `__len__` (a
    /// `TypeError` from it passed over), else its `__length_hint__`. The answer only sizes a
    /// buffer: what counts is the code that runs and what it raises.
    pub(crate) fn length_hint(&mut self, obj: &Value<'a>) -> R<'a, ()> {
        let V::Instance(i) = &obj.kind else {
            return Ok(());
        };
        let class = i.class.clone();
        if modelled_object(obj) {
            return Ok(());
        }
        if !class_known_whole(&class) {
            // Its class's code, which may run here, is not all known.
            self.unfollowed_with(std::slice::from_ref(obj));
            return Ok(());
        }
        if self.class_attr(&class, "__len__").is_some() {
            match self.instance_len(obj, obj.taint) {
                Ok(_) => return Ok(()),
                Err(Flow::Exc(e)) if exc_is(&e.value, "TypeError") => self.handled_quietly(&e),
                Err(e) => return Err(e),
            }
        }
        if self.class_attr(&class, "__length_hint__").is_none() {
            return Ok(());
        }
        let m = self.get_attr(obj, "__length_hint__")?;
        let r = self.call(&m, vec![], vec![])?;
        let t = obj.taint | r.taint;
        match &r.kind {
            V::Int(n) if *n < 0 => self.fail("ValueError", "__length_hint__() should return >= 0".into(), t),
            V::Int(_) | V::Bool(_) | V::Builtin(Builtin::NotImplemented) => Ok(()),
            V::Unknown => {
                // Python's `TypeError` for what is not an int.
                self.may_raise_unseen();
                Ok(())
            }
            _ => {
                let message = format!("__length_hint__ must be an integer, not {}", r.type_name());
                self.fail("TypeError", message, t)
            }
        }
    }

    /// Python putting `x` in a set or under a dict's key: it hashes it. A list, dict or set (or
    /// a tuple holding one) is `TypeError: unhashable type`; an object's own `__hash__` runs (one
    /// whose class defines `__eq__` without it refuses).
    pub(crate) fn hash_for_key(&mut self, x: &Value<'a>, extra: Taint) -> R<'a, ()> {
        self.hashable(x, extra)?;
        if holds_object(x) {
            self.hash_value(x, x.taint)?;
        }
        Ok(())
    }

    /// [`Self::hash_for_key`] save an object's own `__hash__` (left to the caller, which runs
    /// it once): `TypeError` for a list, dict or set, or a tuple holding one.
    pub(crate) fn hashable(&mut self, x: &Value<'a>, extra: Taint) -> R<'a, ()> {
        if let Some(ty) = crate::eval::value::unhashable(x) {
            return self.unhashable_error(ty, x.taint | x.inexact_bits() | extra);
        }
        // What Python holds may be a list (a value not known, or a tuple holding one).
        if may_be_unhashable(x) && !self.assume_env {
            self.maybe_raised();
        }
        Ok(())
    }

    /// `hash(v)`: numbers as Python hashes them (the ints it leaves as they are); containers
    /// that can change refuse; an object by its class's `__hash__` (refused when its class
    /// defines `__eq__` without one); what Python hashes by address or by a per-run seed,
    /// unknown.
    pub(crate) fn hash_value(&mut self, v: &Value<'a>, t: Taint) -> R<'a, Value<'a>> {
        const MODULUS: i64 = (1 << 61) - 1;
        let unknown = |me: &mut Self| Value::unknown(t | me.inexact(FallbackKind::NotModelled, "hash()"));
        match &v.kind {
            V::Unknown => Ok(self.unknown_op(t)),
            V::Bool(b) => Ok(Value::int(i64::from(*b)).with_taint(t)),
            V::Int(n) => {
                let m = (n.unsigned_abs() % MODULUS as u64) as i64;
                let h = if *n < 0 { -m } else { m };
                Ok(Value::int(if h == -1 { -2 } else { h }).with_taint(t))
            }
            V::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => self.hash_value(&Value::int(*f as i64), t),
            // A frozenset's hash is CPython's own algorithm: not modelled.
            V::Set(_) if v.is_frozen() => Ok(unknown(self)),
            // A range is hashable (by its length, start and step): not modelled either.
            V::List(_) if v.is_range() => Ok(unknown(self)),
            V::List(_) | V::Dict(_) | V::Set(_) => {
                let ty = v.type_name();
                self.unhashable_error(ty, t)
            }
            V::Tuple(items) => {
                for x in items.iter() {
                    let h = self.hash_value(x, t)?;
                    if h.is_unknown() && !x.is_unknown() && h.inexact_bits() == 0 {
                        return Ok(h);
                    }
                }
                Ok(unknown(self))
            }
            V::Instance(i) => {
                let class = i.class.clone();
                // An enum's member: `Enum.__hash__` (its name's hash), or its data type's.
                if let Some(info) = enum_of(&class) {
                    if class_inexact(&class) == 0 && !defines(&class, "__hash__") && !defines(&class, "__eq__") {
                        return match (info.mixin, enum_value(v)) {
                            (Some(_), Some(x)) => self.hash_value(&x, t),
                            _ => Ok(unknown(self)),
                        };
                    }
                }
                let nt = crate::eval::builtins::nt_class_of(&class).is_some();
                if !nt && !class_known_whole(&class) {
                    // Its class's `__hash__`, which runs here, is not known.
                    self.unfollowed_with(std::slice::from_ref(v));
                    return Ok(self.unknown_op(t));
                }
                // A dataclass's `__hash__` is made from its options (`eq`, `frozen`,
                // `unsafe_hash`), which are not kept: not known, and it may refuse.
                if self.dataclass_of(v).is_some() {
                    let bits = self.inexact(FallbackKind::NotModelled, "hash() of a dataclass");
                    return Ok(self.unknown_op(t | bits));
                }
                // The first class of the MRO to define `__hash__` decides (one that defined
                // `__eq__` without it when it was made has `None`: `eq_clears_hash`).
                for c in self.mro(&class) {
                    let V::Class(cl) = &c.kind else { continue };
                    let h = cl
                        .attrs
                        .borrow()
                        .iter()
                        .find(|(k, _)| &**k == "__hash__")
                        .map(|(_, x)| x.clone());
                    match h {
                        Some(h) if !matches!(h.kind, V::None) => {
                            let m = self.special_method(v, "__hash__")?;
                            let r = self.call(&m, vec![], vec![])?;
                            return match &r.kind {
                                V::Int(_) | V::Bool(_) => self.hash_value(&r, t | r.taint),
                                V::Unknown => Ok(r),
                                _ => self.fail("TypeError", "__hash__ method should return an integer".into(), t),
                            };
                        }
                        Some(_) => {}
                        None => continue,
                    }
                    let name = class_name(&class);
                    return self.unhashable_error(&name, t);
                }
                Ok(unknown(self))
            }
            _ => Ok(unknown(self)),
        }
    }

    /// `vars(obj)`: a module's namespace (its `globals()`, live); an instance's or function's
    /// `__dict__`; a class's namespace (its attributes, marked: the mapping Python gives holds
    /// entries the evaluator does not keep, `__module__`, `__doc__`).
    pub(crate) fn vars_of(&mut self, v: &Value<'a>, t: Taint) -> R<'a, Value<'a>> {
        match &v.kind {
            V::Module(m) => Ok(Value::new(V::Globals(*m)).with_taint(t)),
            V::Instance(_) | V::Func(_) => self.get_attr(v, "__dict__"),
            V::Class(c) => {
                let d = crate::eval::value::attrs_dict(&c.attrs.borrow());
                d.mark_inexact(self.inexact(FallbackKind::NotModelled, "a class's __dict__"));
                Ok(d.with_taint(t))
            }
            _ => Ok(self.unknown_op(t)),
        }
    }

    /// `type(name, bases, ns, **kw)`: a class made from a namespace dict (its functions owned by
    /// it), its attributes' `__set_name__` and its base's `__init_subclass__` (given `kw`) run, as
    /// a class statement runs them; anything else given, or a base not a class of the harness's,
    /// not known.
    pub(crate) fn type_new(
        &mut self,
        args: &[Value<'a>],
        kwargs: Vec<(Rc<str>, Value<'a>)>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let (V::Str(name), V::Tuple(bases), V::Dict(ns)) = (&args[0].kind, &args[1].kind, &args[2].kind) else {
            return Ok(self.type_new_unknown(args, &kwargs, t));
        };
        let bits = t & INEXACT | args.iter().map(deep_inexact).fold(0, |a, b| a | b);
        let kept: Vec<Value<'a>> = bases
            .iter()
            .filter(|b| !matches!(b.kind, V::Builtin(Builtin::Object)))
            .cloned()
            .collect();
        // A base made by a metaclass: `type` hands the new class to it (not followed here).
        let metaclassed = kept
            .iter()
            .any(|b| matches!(&b.kind, V::Class(c) if c.meta.borrow().is_some()));
        if bits != 0 || metaclassed || !kept.iter().all(|b| matches!(b.kind, V::Class(_))) {
            return Ok(self.type_new_unknown(args, &kwargs, t));
        }
        if !self.mro_consistent(&kept) {
            let message = "Cannot create a consistent method resolution order (MRO)".to_string();
            return self.fail("TypeError", message, 0);
        }
        let mut attrs = Vec::new();
        let mut qualname = Some(name.clone());
        for (k, v, _) in ns.borrow().entries.iter() {
            match k.as_str() {
                // Taken out of the namespace, as `type()` takes it.
                Some("__qualname__") => match &v.kind {
                    V::Str(q) => qualname = Some(q.clone()),
                    _ => return Ok(self.type_new_unknown(args, &kwargs, t)),
                },
                Some(k) => attrs.push((Rc::from(k), v.clone())),
                None => return Ok(self.type_new_unknown(args, &kwargs, t)),
            }
        }
        crate::eval::value::eq_clears_hash(&mut attrs);
        let class = Rc::new(Class::new(name.clone(), kept, attrs));
        *class.qualname.borrow_mut() = qualname;
        // (Its functions were made elsewhere: none has it as its `__class__` cell.)
        self.register_subclass(&class);
        let v = Value::new(V::Class(class)).with_taint(t);
        self.class_hooks(&v, kwargs)?;
        Ok(v)
    }

    /// `type(name, bases, ns)` the tool does not make: what it gives is not known, and the code
    /// it would run (the attributes' `__set_name__`, a base's `__init_subclass__`, a metaclass)
    /// is reachable from what it was handed.
    fn type_new_unknown(&mut self, args: &[Value<'a>], kwargs: &[(Rc<str>, Value<'a>)], t: Taint) -> Value<'a> {
        self.args_to_unseen(args, kwargs);
        self.unknown_op(t)
    }

    /// Whether bases admit a consistent method resolution order (C3): `false` when Python
    /// refuses the class (`class Bad(A, B)` with `B` deriving from `A`).
    pub(crate) fn mro_consistent(&self, bases: &[Value<'a>]) -> bool {
        if bases.len() < 2 || !bases.iter().all(|b| matches!(b.kind, V::Class(_))) {
            return true;
        }
        let same = |a: &Value<'a>, b: &Value<'a>| match (&a.kind, &b.kind) {
            (V::Class(x), V::Class(y)) => Rc::ptr_eq(x, y),
            _ => false,
        };
        let mut seqs: Vec<Vec<Value<'a>>> = bases
            .iter()
            .map(|b| {
                let mut m = self.mro(b);
                m.retain(|c| matches!(c.kind, V::Class(_)));
                m
            })
            .collect();
        seqs.push(bases.to_vec());
        for _ in 0..4096 {
            seqs.retain(|s| !s.is_empty());
            if seqs.is_empty() {
                return true;
            }
            let head = seqs
                .iter()
                .map(|s| s[0].clone())
                .find(|c| !seqs.iter().any(|s| s[1..].iter().any(|x| same(x, c))));
            let Some(head) = head else { return false };
            for s in seqs.iter_mut() {
                if same(&s[0], &head) {
                    s.remove(0);
                }
            }
        }
        true
    }
}

pub(super) fn class_name(class: &Value) -> String {
    match &class.kind {
        V::Class(c) => c.name.to_string(),
        _ => "object".into(),
    }
}

/// A value Python may refuse to hash, for all the tool knows: one not known (exactly), or a tuple
/// holding one.
fn may_be_unhashable(v: &Value) -> bool {
    match &v.kind {
        V::Unknown => true,
        V::Tuple(items) => !v.is_exact() || items.iter().any(may_be_unhashable),
        _ => !v.is_exact(),
    }
}

/// An object, or a tuple holding one (at any depth): what hashing runs code of.
fn holds_object(x: &Value) -> bool {
    match &x.kind {
        V::Instance(_) => true,
        V::Tuple(items) => items.iter().any(holds_object),
        _ => false,
    }
}

/// An object of a class the tool models itself (a named tuple's, a `ChainMap`'s): what its
/// protocols do is the tool's, not code of the harness's.
pub(super) fn modelled_object(obj: &Value) -> bool {
    let V::Instance(i) = &obj.kind else { return false };
    crate::eval::builtins::nt_class_of(&i.class).is_some() || crate::eval::builtins::chainmap_of(obj).is_some()
}

/// A class of the harness's known whole: made exactly, every base one the tool sees.
pub(super) fn class_known_whole(class: &Value) -> bool {
    matches!(class.kind, V::Class(_)) && class_inexact(class) == 0 && bases_known(class)
}
