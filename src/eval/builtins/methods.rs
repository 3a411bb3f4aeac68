//! The methods of the config mapping and of dicts.

use super::*;

impl<'a> Interp<'a> {
    /// A method of the config mapping (`cfg.get`, `cfg.pop`, `cfg.items()`, …): each key it reads is a read of that field.
    pub(super) fn config_method(
        &mut self,
        recv: &Value<'a>,
        c: Rc<RefCell<Config<'a>>>,
        name: &str,
        args: &[Value<'a>],
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        let key = args.first().and_then(Value::as_str);
        Ok(match (name, key) {
            ("get", Some(k)) => {
                let d = arg(1).or_else(|| kw(&kwargs, "default")).unwrap_or_else(Value::none);
                let kind = ReadKind::Optional(to_json(&d));
                match self.config_get(&c, k, kind) {
                    Some(v) => v,
                    None => self.config_default(k, d),
                }
            }
            ("pop", Some(k)) => {
                let d = arg(1);
                let kind = match &d {
                    Some(d) => ReadKind::Optional(to_json(d)),
                    None => ReadKind::Required,
                };
                let v = self.config_get(&c, k, kind);
                c.borrow_mut().entries.retain(|e| &*e.key != k);
                match (v, d) {
                    (Some(v), _) => v,
                    (None, Some(d)) => self.config_default(k, d),
                    (None, None) => self.missing_key(k),
                }
            }
            ("setdefault", Some(k)) => {
                let d = arg(1).unwrap_or_else(Value::none);
                match self.config_get(&c, k, ReadKind::Optional(to_json(&d))) {
                    Some(v) => v,
                    None => {
                        c.borrow_mut().set(k, d.clone(), true);
                        self.config_default(k, d)
                    }
                }
            }
            ("__getitem__", Some(k)) => {
                let key = Value::str(k);
                self.get_item(recv, &key)?
            }
            ("__contains__", Some(k)) => match self.contains(recv, &Value::str(k))? {
                Some(b) => Value::bool(b),
                None => unknown,
            },
            ("copy", _) => Value::new(V::Config(Rc::new(RefCell::new(c.borrow().clone())))),
            ("update", _) => {
                match arg(0).map(|a| a.kind) {
                    Some(V::Dict(d)) => {
                        for (k, v, _) in d.borrow().entries.iter() {
                            match k.as_str() {
                                Some(ks) => c.borrow_mut().set(ks, v.clone(), true),
                                None => {
                                    let bits =
                                        self.inexact(FallbackKind::NotModelled, "a config key that is not a string");
                                    c.borrow_mut().inexact |= bits;
                                }
                            }
                        }
                        let d_bits = d.borrow().inexact;
                        c.borrow_mut().inexact |= d_bits;
                    }
                    None => {}
                    // Pairs, another mapping the tool can't see: which keys it sets is not known.
                    Some(_) => {
                        let bits = self.inexact(FallbackKind::NotModelled, "cfg.update(…)");
                        c.borrow_mut().inexact |= bits;
                    }
                }
                for (k, v) in kwargs {
                    c.borrow_mut().set(&k, v, true);
                }
                Value::none()
            }
            ("keys", _) | ("items", _) | ("values", _) => {
                if c.borrow().probe {
                    self.note_config_gone_over();
                    return Ok(unknown);
                }
                let entries: Vec<_> = c
                    .borrow()
                    .entries
                    .iter()
                    .map(|e| (e.key.clone(), e.value.clone(), e.injected))
                    .collect();
                let mut out = Vec::new();
                for (k, v, injected) in entries {
                    if !injected {
                        self.record_read(&k, ReadKind::Contains);
                    }
                    out.push(match name {
                        "keys" => Value::new(V::Str(k)),
                        "values" => v,
                        _ => Value::tuple(vec![Value::new(V::Str(k)), v]),
                    });
                }
                Value::list(out)
            }
            // A key the tool can't know (any field may be read), or a method that changes the
            // config in a way it does not model.
            (_, None) if matches!(name, "get" | "pop" | "setdefault" | "__getitem__" | "__contains__") => {
                self.note_config_gone_over();
                unknown
            }
            _ => {
                self.note_config_gone_over();
                let bits = self.inexact(FallbackKind::NotModelled, &format!("cfg.{name}(…)"));
                c.borrow_mut().inexact |= bits;
                unknown
            }
        })
    }

    /// A method of a dict (`get` on an unknown key chooses an entry in a probe).
    pub(super) fn dict_method(
        &mut self,
        recv: &Value<'a>,
        d: Rc<RefCell<Dict<'a>>>,
        name: &str,
        args: &[Value<'a>],
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        if name == "fromkeys" && kwargs.is_empty() && matches!(args.len(), 1 | 2) {
            return self.dict_fromkeys(&args[0], arg(1).unwrap_or_else(Value::none), t);
        }
        if let (Some(k), "get" | "pop" | "setdefault") = (args.first(), name) {
            // (`pop` of an empty dict looks for nothing: it does not hash the key.)
            let empty = d.borrow().entries.is_empty();
            if let (Some(tn), false) = (unhashable(k), name == "pop" && empty) {
                return self.unhashable_error(tn, t | k.inexact_bits());
            }
            // An object whose own `__eq__` may make it equal to a key (or a key to it): which
            // entry Python finds is not known.
            if !k.is_unknown() && d.borrow().maybe_has(k) {
                let bits = self.inexact(FallbackKind::NotModelled, "a dict key compared by its own __eq__");
                if name != "get" {
                    d.borrow_mut().inexact |= bits;
                }
                return Ok(Value::unknown(t | bits));
            }
        }
        Ok(match name {
            "get" => {
                let Some(k) = arg(0) else { return Ok(unknown) };
                let k = self.resolve(&k).unwrap_or(k);
                if k.origin.is_some() {
                    self.note_gpu_lookup(&k, &d);
                }
                let default = arg(1).unwrap_or_else(Value::none);
                if k.is_unknown() {
                    if let Some(v) = self.choose_entry(&d, &k)? {
                        return Ok(v.with_taint(t));
                    }
                    self.note_keys(&k, &d);
                    // The path found the field to be none of the keys: the default.
                    if self.excluded_from(&d, &k) {
                        return Ok(default.with_taint(t));
                    }
                    return Ok(unknown);
                }
                let found = d.borrow().get(&k);
                match found {
                    Some(v) => v.with_taint(t),
                    None if d.borrow().has_unknown_key() => unknown,
                    None => default.with_taint(t),
                }
            }
            "keys" | "values" | "items" if args.is_empty() => {
                let kind = match name {
                    "keys" => ViewKind::Keys,
                    "values" => ViewKind::Values,
                    _ => ViewKind::Items,
                };
                Value::new(V::View(Rc::new(DictView {
                    dict: recv.clone(),
                    kind,
                    live: None,
                })))
                .with_taint(t)
            }
            "pop" => {
                let Some(k) = arg(0) else { return Ok(unknown) };
                if k.is_unknown() {
                    // Which entry it removes (and returns), if any, is not known.
                    let bits = self.inexact(FallbackKind::UnknownItems, "dict.pop(…) of a key not known");
                    self.items_escaped(recv);
                    d.borrow_mut().inexact |= bits;
                    match arg(1) {
                        Some(def) => self.escaped(&def),
                        None => self.may_raise(bits),
                    }
                    return Ok(Value::unknown(t | bits));
                }
                let removed = d.borrow_mut().remove(&k);
                match (removed, arg(1)) {
                    (Some(v), _) => v,
                    (None, Some(def)) => def,
                    (None, None) => {
                        let r = self.fail("KeyError", to_display(&k, true), t);
                        return self.key_error(&k, r);
                    }
                }
            }
            "popitem" if args.is_empty() && kwargs.is_empty() => {
                let last = d.borrow_mut().entries.pop();
                match last {
                    Some((k, v, _)) => Value::tuple(vec![k, v]).with_taint(t),
                    None => return self.fail("KeyError", "'popitem(): dictionary is empty'".into(), t),
                }
            }
            "setdefault" => {
                let Some(k) = arg(0) else { return Ok(unknown) };
                if !k.is_exact() {
                    // Which entry it reads or adds is not known (the default may be stored).
                    let bits = k.inexact_bits() | self.inexact(FallbackKind::UnknownItems, "dict.setdefault(…)");
                    if let Some(def) = arg(1) {
                        self.escaped(&def);
                    }
                    d.borrow_mut().inexact |= bits;
                    return Ok(Value::unknown(t | bits));
                }
                let existing = d.borrow().get(&k);
                match existing {
                    Some(v) => v,
                    None => {
                        let v = arg(1).unwrap_or_else(Value::none);
                        d.borrow_mut().insert(k, v.clone(), self.cur);
                        v
                    }
                }
            }
            "update" => {
                if let Some(other) = arg(0) {
                    match &other.kind {
                        V::Dict(o) => {
                            let entries = o.borrow().entries.clone();
                            let mut d = d.borrow_mut();
                            d.entries.reserve(entries.len());
                            for (k, v, s) in entries {
                                d.insert(k, v, s);
                            }
                        }
                        V::Config(o) => {
                            let entries = o.borrow().entries.clone();
                            for e in entries {
                                d.borrow_mut().insert(Value::new(V::Str(e.key)), e.value, self.cur);
                            }
                        }
                        _ => self.update_from_pairs(&d, &other)?,
                    }
                }
                for (k, v) in kwargs {
                    d.borrow_mut().insert(Value::new(V::Str(k)), v, self.cur);
                }
                Value::none()
            }
            "copy" => Value::dict(d.borrow().clone()).with_taint(t),
            "clear" => {
                d.borrow_mut().entries.clear();
                Value::none()
            }
            "__contains__" => match arg(0) {
                Some(k) => match self.contains(recv, &k)? {
                    Some(b) => Value::bool(b),
                    None => unknown,
                },
                None => unknown,
            },
            "__getitem__" => match arg(0) {
                Some(k) => self.get_item(recv, &k)?,
                None => unknown,
            },
            _ => {
                // A method the tool does not model: what it returns is not known, nor (for one
                // that changes the dict) what the dict holds after it.
                let bits = self.inexact(FallbackKind::NotModelled, &format!("dict.{name}"));
                if is_mutator(name) {
                    d.borrow_mut().inexact |= bits;
                }
                Value::unknown(t | bits)
            }
        })
    }

    /// `d.update(pairs)` / `d |= pairs` / `dict(pairs)`: each item a key and a value; items the
    /// tool can't list, or an item it can't take apart, leave `d` not known exactly.
    pub(super) fn update_from_pairs(&mut self, d: &Rc<RefCell<Dict<'a>>>, other: &Value<'a>) -> R<'a, ()> {
        // A generator expression over this very dict (`d.update((k + "_x", v) for k, v in
        // d.items())`): Python's takes its pairs as it adds them, and its iterator over the dict
        // raises once the dict has grown; not followed.
        if reads_dict_as_it_goes(other, d) {
            let bits = self.inexact(FallbackKind::NotModelled, "a dict updated from a generator over itself");
            d.borrow_mut().inexact |= bits;
            self.maybe_raised();
            return Ok(());
        }
        // (An object without `keys` is iterated for pairs, as Python does, when its class is
        // known whole.)
        let pairs_of_object = matches!(other.kind, V::Instance(_) | V::Module(_)) && !self.never_a_mapping(other);
        if pairs_of_object || matches!(other.kind, V::Native(_) | V::Tensor(_)) {
            // A mapping of a class the tool does not take apart (its `keys()`), or what it can't see.
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "an update from a mapping the tool does not model",
            );
            d.borrow_mut().inexact |= bits;
            // (Its `keys()` and `__getitem__`, and its keys' `__hash__`, are not followed.)
            self.unfollowed_with(std::slice::from_ref(other));
            return Ok(());
        }
        let Some(items) = self.iterate_as(other, Take::Compared)? else {
            let bits = self.inexact(FallbackKind::UnknownItems, "an update from items the tool can't list");
            d.borrow_mut().inexact |= bits;
            let objects = self.objects_in(std::iter::once(other));
            self.unfollowed_with(&objects);
            return Ok(());
        };
        for (n, it) in items.into_iter().enumerate() {
            self.update_with_item(d, n, &it, other.taint)?;
        }
        Ok(())
    }

    /// Add the `n`th item of what `d` is updated from, as Python adds it: taken apart into a
    /// key and a value, the key hashed (an object's own `__hash__` runs; one whose class
    /// refuses raises), then stored.
    pub(crate) fn update_with_item(
        &mut self,
        d: &Rc<RefCell<Dict<'a>>>,
        n: usize,
        it: &Value<'a>,
        taint: Taint,
    ) -> R<'a, ()> {
        match self.update_pair(n, it, taint)? {
            Some((k, v)) => {
                if matches!(k.kind, V::Instance(_)) {
                    self.hash_value(&k, k.taint)?;
                }
                d.borrow_mut().insert(k, v, self.cur)
            }
            // (Python may refuse it: not a pair, or a key it can't hash.)
            None => {
                // Its key's `__hash__`, not followed.
                let objects = self.objects_in(std::iter::once(it));
                self.unfollowed_with(&objects);
                let bits = self.inexact(FallbackKind::UnknownItems, "an update item the tool can't take apart");
                self.may_raise(bits);
                d.borrow_mut().inexact |= bits | it.inexact_bits();
            }
        }
        Ok(())
    }

    /// The `n`th item of what a dict is updated from (`dict(pairs)`, `d.update(pairs)`), taken
    /// as Python takes it: a sequence of two, whose first is hashable (an object's own `__hash__`
    /// is left to the caller: it runs once); `None` when the tool can't take it apart.
    fn update_pair(&mut self, n: usize, it: &Value<'a>, taint: Taint) -> R<'a, Option<(Value<'a>, Value<'a>)>> {
        let pair = match &it.kind {
            V::List(_) | V::Tuple(_) | V::Str(_) if it.inexact_bits() == 0 => seq_items(it),
            V::Unknown | V::List(_) | V::Tuple(_) | V::Str(_) | V::Instance(_) | V::Set(_) | V::Dict(_) => {
                return Ok(None);
            }
            _ => {
                let message = format!("cannot convert dictionary update sequence element #{n} to a sequence");
                return self.fail("TypeError", message, it.taint | taint);
            }
        };
        if pair.len() != 2 {
            let message = format!(
                "dictionary update sequence element #{n} has length {}; 2 is required",
                pair.len()
            );
            return self.fail("ValueError", message, it.taint | taint);
        }
        let mut pair = pair.into_iter();
        let (Some(k), Some(v)) = (pair.next(), pair.next()) else {
            return Ok(None);
        };
        self.hashable(&k, taint)?;
        Ok(Some((k, v)))
    }
}

/// Whether `other` is a generator expression not started yet whose first iterable is the dict
/// `d` (or a view of it).
fn reads_dict_as_it_goes<'a>(other: &Value<'a>, d: &Rc<RefCell<Dict<'a>>>) -> bool {
    let V::Gen(g) = &other.kind else { return false };
    let Ok(g) = g.try_borrow() else { return false };
    let crate::eval::interp::GenSrc::Genexp(_, _, first) = &g.src else {
        return false;
    };
    let over = match &first.kind {
        V::View(v) => v.dict.clone(),
        _ => first.clone(),
    };
    matches!(&over.kind, V::Dict(x) if Rc::ptr_eq(x, d))
}
