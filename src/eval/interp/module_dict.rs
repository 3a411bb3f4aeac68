//! `globals()`: a module's namespace as the dict Python hands out — live, so a name bound after
//! it was taken is in it, and a name written into it is bound.
//!
//! It is read by name: a name the module binds is there with its value; one it does not bind is
//! not (Python's `KeyError`, `get`'s default, `in` false), unless it may be one of the names the
//! import machinery puts there (`__loader__`, `__spec__`, `__builtins__`, `__cached__`, …, which
//! differ with how the module was loaded) or bound by what the tool can't see (`from opaque
//! import *`): then it is not known. For the same reason its length, its order and its items are
//! not known. A name written through it (`globals()[name] = f`) is bound as an assignment at
//! module level binds it; a write the tool can't follow (a key not known, `update`, `del`)
//! leaves the module's names open.

use super::*;

/// A name looked up in a module's namespace.
pub(crate) enum Lookup<'a> {
    Found(Value<'a>),
    /// Certainly not there.
    Absent,
    /// Maybe there: the inexactness bits of why.
    Maybe(Taint),
}

impl<'a> Interp<'a> {
    pub(crate) fn module_dict_get(&mut self, m: u32, key: &Value<'a>) -> R<'a, Lookup<'a>> {
        let open = self.import_module(m)?.open_names.get();
        let V::Str(name) = &key.kind else {
            if key.is_unknown() || key.inexact_bits() != 0 || open != 0 {
                let bits = open | key.inexact_bits() | self.inexact(FallbackKind::NotModelled, "a key of globals()");
                return Ok(Lookup::Maybe(bits));
            }
            return Ok(Lookup::Absent);
        };
        if key.inexact_bits() != 0 {
            return Ok(Lookup::Maybe(key.inexact_bits()));
        }
        if self.may_be_unbound(name) {
            return Ok(Lookup::Maybe(
                self.inexact(FallbackKind::Undecided, "a name maybe unbound"),
            ));
        }
        if let Some(v) = self.module_attr(m, name)? {
            return Ok(Lookup::Found(v));
        }
        if (name.starts_with("__") && name.ends_with("__")) || open != 0 {
            let bits = open | self.inexact(FallbackKind::NotModelled, "a module's dunder in globals()");
            return Ok(Lookup::Maybe(bits));
        }
        Ok(Lookup::Absent)
    }

    /// `globals()[key] = v`.
    pub(crate) fn module_dict_set(&mut self, m: u32, key: &Value<'a>, v: Value<'a>) -> R<'a, ()> {
        match &key.kind {
            V::Str(name) if key.inexact_bits() == 0 => {
                let module = Value::new(V::Module(m));
                self.assign_attr(&module, name, v)
            }
            _ => {
                self.escaped(&v);
                self.module_dict_open(m, "a write through globals()");
                Ok(())
            }
        }
    }

    /// The module's names may have changed in a way the tool does not follow: any may have
    /// been replaced, or a new one made.
    pub(crate) fn module_dict_open(&mut self, m: u32, why: &str) {
        let bits = self.inexact(FallbackKind::NotModelled, why);
        if self.import_module(m).is_ok() {
            self.module_bindings_unknown(m, bits);
        }
        self.memo_forget();
    }

    /// A method of `globals()`.
    pub(crate) fn module_dict_method(
        &mut self,
        m: u32,
        name: &str,
        args: &[Value<'a>],
        kwargs: &[(Rc<str>, Value<'a>)],
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let unknown = Value::unknown(t);
        if !kwargs.is_empty() {
            if matches!(name, "update" | "setdefault" | "pop" | "popitem" | "clear") {
                self.module_dict_open(m, "a write through globals()");
            }
            return Ok(unknown);
        }
        match (name, args) {
            ("get", [key]) | ("get", [key, _]) => Ok(match self.module_dict_get(m, key)? {
                Lookup::Found(v) => v.with_taint(t),
                Lookup::Absent => args.get(1).cloned().unwrap_or_else(Value::none).with_taint(t),
                Lookup::Maybe(bits) => Value::unknown(t | bits),
            }),
            ("__getitem__", [key]) => self.get_item(&Value::new(V::Globals(m)), key),
            ("__contains__", [key]) => Ok(match self.module_dict_get(m, key)? {
                Lookup::Found(_) => Value::bool(true).with_taint(t),
                Lookup::Absent => Value::bool(false).with_taint(t),
                Lookup::Maybe(bits) => Value::unknown(t | bits),
            }),
            ("setdefault", [key, default]) => match self.module_dict_get(m, key)? {
                Lookup::Found(v) => Ok(v.with_taint(t)),
                Lookup::Absent => {
                    self.module_dict_set(m, key, default.clone())?;
                    Ok(default.clone())
                }
                Lookup::Maybe(bits) => {
                    self.module_dict_open(m, "a write through globals()");
                    Ok(Value::unknown(t | bits))
                }
            },
            ("update" | "setdefault" | "pop" | "popitem" | "clear" | "__setitem__" | "__delitem__", _) => {
                self.module_dict_open(m, "a write through globals()");
                Ok(unknown)
            }
            // A view of a copy of the names the module binds, with their values, in the order it
            // bound them: the names the import machinery adds (and their place) are not known, so
            // neither is the copy exactly (an item of the module's still reads as it is).
            ("items" | "keys" | "values", []) => {
                let Some(env) = self.module_scope(m) else {
                    return Ok(unknown);
                };
                let bits = env.open_names.get()
                    | self.inexact(
                        FallbackKind::NotModelled,
                        "the names the import machinery puts in globals()",
                    );
                let entries = env
                    .vars
                    .borrow()
                    .iter()
                    .map(|(n, v)| (Value::str(n.as_str()), v.clone(), Src::default()))
                    .collect();
                let copy = Value::dict(Dict::from_entries(entries));
                copy.mark_inexact(bits);
                let kind = match name {
                    "items" => ViewKind::Items,
                    "keys" => ViewKind::Keys,
                    _ => ViewKind::Values,
                };
                Ok(Value::new(V::View(Rc::new(DictView { dict: copy, kind }))).with_taint(t))
            }
            // Its length and the rest are not known (see the module doc).
            _ => Ok(unknown),
        }
    }
}
