//! `copy.copy` and `copy.deepcopy`, as the `copy` module does them: a shallow copy makes a new
//! container (or instance) holding the same items; a deep copy copies every container and
//! instance inside once (a memo by identity keeps aliasing and cycles), leaves immutable values
//! shared, and a tuple whose items all stay the same is the same tuple. A class's `__copy__` /
//! `__deepcopy__(memo)` is called instead.
//!
//! In: the value. Out: its copy; an instance of a class the tool does not know exactly (or one
//! with `__reduce__`/`__getstate__`-style hooks it does not run) is copied as an unknown value.

use super::*;

/// What a deep copy has copied so far: each original container or instance (by address) with its
/// copy.
type Memo<'a> = std::collections::HashMap<usize, Value<'a>, FxBuild>;

/// The address of a mutable value (what the memo keys by), if it is one.
fn address(v: &Value) -> Option<usize> {
    Some(match &v.kind {
        V::List(l) | V::Set(l) => Rc::as_ptr(l) as *const u8 as usize,
        V::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
        V::Instance(i) => Rc::as_ptr(i) as *const u8 as usize,
        V::Config(c) => Rc::as_ptr(c) as *const u8 as usize,
        V::Tuple(t) => Rc::as_ptr(t) as *const u8 as usize,
        _ => return None,
    })
}

/// Hooks of the copy protocol the tool does not run.
const UNMODELLED_HOOKS: &[&str] = &[
    // (The copy is made by `cls.__new__(cls)`; a slot's value is put back by `setattr`.)
    "__new__",
    "__slots__",
    "__getattr__",
    "__getattribute__",
    "__reduce__",
    "__reduce_ex__",
    "__getstate__",
    "__setstate__",
    "__getnewargs__",
];

impl<'a> Interp<'a> {
    /// `copy.copy(v)` (`deep` false) or `copy.deepcopy(v)`.
    pub(super) fn copy_builtin(&mut self, v: &Value<'a>, deep: bool) -> R<'a, Value<'a>> {
        let mut memo = Memo::default();
        self.copy_of(v, deep, &mut memo, 0)
    }

    /// A container's items for its copy: themselves, or (deep) each one's deep copy.
    fn copy_items(
        &mut self,
        items: &[Value<'a>],
        deep: bool,
        memo: &mut Memo<'a>,
        depth: usize,
    ) -> R<'a, Vec<Value<'a>>> {
        if !deep {
            return Ok(items.to_vec());
        }
        items.iter().map(|x| self.copy_of(x, true, memo, depth + 1)).collect()
    }

    fn copy_of(&mut self, v: &Value<'a>, deep: bool, memo: &mut Memo<'a>, depth: usize) -> R<'a, Value<'a>> {
        if depth > 200 {
            let bits = self.inexact(FallbackKind::NotModelled, "a copy nested this deep");
            return Ok(Value::unknown(v.taint | bits));
        }
        // A range is immutable: its copy, deep or not, is itself.
        if v.is_range() {
            return Ok(v.clone());
        }
        let key = address(v);
        if deep {
            if let Some(k) = key {
                if let Some(c) = memo.get(&k) {
                    return Ok(c.clone());
                }
            }
        }
        let mut out = match &v.kind {
            V::List(l) => {
                let (items, inexact) = {
                    let l = l.borrow();
                    (l.items.clone(), l.inexact)
                };
                let new = Value::inexact_list(Vec::with_capacity(items.len()), inexact);
                if let (Some(k), true) = (key, deep) {
                    memo.insert(k, new.clone());
                }
                let copied = self.copy_items(&items, deep, memo, depth)?;
                if let V::List(n) = &new.kind {
                    n.borrow_mut().items = copied;
                }
                new
            }
            V::Set(s) => {
                let (items, inexact, frozen) = {
                    let s = s.borrow();
                    (s.items.clone(), s.inexact, s.frozen)
                };
                if frozen && !deep {
                    // A frozenset's copy is itself.
                    return Ok(v.clone());
                }
                let copied = self.copy_items(&items, deep, memo, depth)?;
                let new = if frozen {
                    Value::frozenset(copied)
                } else {
                    Value::set(copied)
                };
                if let V::Set(n) = &new.kind {
                    n.borrow_mut().inexact = inexact;
                }
                // (Made by its reduction, and kept in the memo as it is.)
                if let (Some(k), true) = (key, deep) {
                    memo.insert(k, new.clone());
                }
                new
            }
            V::Dict(d) => {
                let (entries, inexact, flavor) = {
                    let d = d.borrow();
                    (d.entries.clone(), d.inexact, d.flavor.clone())
                };
                let new = Value::dict(Dict::default());
                if let (Some(k), true) = (key, deep) {
                    memo.insert(k, new.clone());
                }
                let mut nd = Dict::from_entries(Vec::with_capacity(entries.len()));
                nd.inexact = inexact;
                nd.flavor = flavor;
                for (k, x, s) in &entries {
                    let (k, x) = if deep {
                        (
                            self.copy_of(k, true, memo, depth + 1)?,
                            self.copy_of(x, true, memo, depth + 1)?,
                        )
                    } else {
                        (k.clone(), x.clone())
                    };
                    nd.entries.push((k, x, *s));
                }
                if let V::Dict(n) = &new.kind {
                    *n.borrow_mut() = nd;
                }
                new
            }
            V::Tuple(t) if deep => {
                let copied = self.copy_items(t, true, memo, depth)?;
                // Items that all stayed themselves: the same tuple.
                let same = copied
                    .iter()
                    .zip(t.iter())
                    .all(|(a, b)| match (address(a), address(b)) {
                        (Some(x), Some(y)) => x == y,
                        (None, None) => true,
                        _ => false,
                    });
                if same {
                    return Ok(v.clone());
                }
                let new = Value::tuple(copied);
                if let Some(k) = key {
                    memo.insert(k, new.clone());
                }
                new
            }
            V::Config(_) => copy_value(v, deep, 0),
            V::Instance(i) => return self.copy_instance(v, i.clone(), deep, memo, depth),
            // Immutable, and what the copy module hands back as they are: themselves.
            V::None
            | V::Bool(_)
            | V::Int(_)
            | V::Float(_)
            | V::Str(_)
            | V::Tuple(_)
            | V::Func(_)
            | V::Class(_)
            | V::Builtin(_)
            | V::ExcType(_)
            | V::Dtype(_) => return Ok(v.clone()),
            // An iterator (copied by its `__reduce__`: another one at the same place), a bound
            // method (deep: bound to the copy of its object), a generator or a view (which
            // Python refuses to copy), …: not followed.
            _ => {
                let bits = self.inexact(FallbackKind::NotModelled, "a copy of a value of this kind");
                return Ok(self.unknown_op(v.taint | bits));
            }
        };
        out.taint = v.taint;
        out.origin = v.origin;
        Ok(out)
    }

    /// A copy of an instance: its class's hook, else a new instance of the same class with its
    /// attributes (copied, for a deep copy).
    fn copy_instance(
        &mut self,
        v: &Value<'a>,
        i: Rc<Instance<'a>>,
        deep: bool,
        memo: &mut Memo<'a>,
        depth: usize,
    ) -> R<'a, Value<'a>> {
        let hook = if deep { "__deepcopy__" } else { "__copy__" };
        // `deepcopy` looks its hook up on the object (its own attribute too), and hands it the
        // memo it fills, which is not followed: the hook is code not followed.
        if deep && (defines(&i.class, hook) || i.attrs.borrow().iter().any(|(n, _)| &**n == hook)) {
            let bits = self.inexact(FallbackKind::NotModelled, "a __deepcopy__ hook");
            self.handed_to_unseen(std::slice::from_ref(v));
            return Ok(self.unknown_op(v.taint | bits));
        }
        // `copy` takes its hook from the class; one set to None is none.
        if !deep && defines(&i.class, hook) {
            let m = self.class_attr(&i.class, hook);
            if !m.as_ref().is_some_and(|m| matches!(m.kind, V::None)) {
                let m = self.get_attr(v, hook)?;
                return self.call(&m, vec![], vec![]);
            }
        }
        // An enum's member is its own copy (`Enum.__copy__`, `__deepcopy__`).
        if crate::eval::value::enum_of(&i.class).is_some() && class_inexact(&i.class) == 0 {
            return Ok(v.clone());
        }
        let known = class_inexact(&i.class) == 0
            && crate::eval::interp::bases_known(&i.class)
            && !matches!(i.class.kind, V::ExcType(_))
            && !self.is_exception_class(&i.class)
            && !UNMODELLED_HOOKS.iter().any(|h| defines(&i.class, h));
        if !known {
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "a copy of an instance of a class the tool does not know exactly",
            );
            // The class's own code runs in Python's copy (its `__new__`, `__reduce_ex__`, …).
            self.handed_to_unseen(std::slice::from_ref(v));
            return Ok(self.unknown_op(v.taint | bits));
        }
        let attrs = i.attrs.borrow().clone();
        let new = Rc::new(Instance::new(i.class.clone(), Vec::with_capacity(attrs.len())));
        new.inexact.set(i.inexact.get());
        let out = Value::new(V::Instance(new.clone())).with_taint(v.taint);
        if let (Some(k), true) = (address(v), deep) {
            memo.insert(k, out.clone());
        }
        let mut copied = Vec::with_capacity(attrs.len());
        for (name, x) in attrs {
            let x = if deep {
                self.copy_of(&x, true, memo, depth + 1)?
            } else {
                x
            };
            copied.push((name, x));
        }
        *new.attrs.borrow_mut() = copied;
        Ok(out)
    }
}
