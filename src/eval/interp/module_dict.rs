//! `globals()`: a module's namespace as the dict Python hands out — live, so a name bound after
//! it was taken is in it, and a name written into it is bound.
//!
//! It is read by name: a name the module binds is there with its value; one it does not bind is
//! not (Python's `KeyError`, `get`'s default, `in` false), unless it may be one of the names the
//! import machinery puts there (`__loader__`, `__spec__`, `__builtins__`, `__cached__`, …, which
//! differ with how the module was loaded) or bound by what the tool can't see (`from opaque
//! import *`): then it is not known. Its items, keys, values and length are as Python lists them
//! where the tool is sure of the listing ([`Interp::module_listing`]: a module imported from its
//! file, whose scope holds those names too, in CPython 3.11's order), else marked. A name
//! written through it (`globals()[name] = f`) is bound as an assignment at module level binds
//! it; a write the tool can't follow (a key not known, `update`, `del`) leaves the module's
//! names open.

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
        // One the import machinery binds in a module imported from its file: there, its value
        // not known.
        if open == 0 && self.machinery_binds(m, name) {
            let bits = self.inexact(FallbackKind::NotModelled, MACHINERY);
            return Ok(Lookup::Found(Value::unknown(bits)));
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

    /// A copy of module `m`'s namespace, its names in the order Python holds them: those the
    /// import machinery binds first ([`MODULE_DUNDERS`]; what the tool can't know of them — the
    /// loader, the spec, the bytecode cache's path, the builtins, the annotations its code
    /// stores — not known), then the module's own in the order it bound them. Marked where that
    /// may not be Python's listing: the harness's entry (its dunders are its runner's), a
    /// package (its submodules are bound in it as they are imported), names bound where the
    /// tool can't follow (`from opaque import *`) or maybe unbound (on a side of an undecided
    /// branch), a name unbound and bound again, or a name Python may have added unseen
    /// ([`crate::eval::value::Vars::mark_listing_unsure`]). No call reading it is remembered: the
    /// listing depends on every name of the module.
    pub(crate) fn module_listing(&mut self, m: u32) -> Option<Value<'a>> {
        let env = self.module_scope(m)?;
        self.memo_poison();
        let imported = m != self.h.entry;
        let vars = env.vars.borrow();
        let exact = imported
            && !self.h.module(m).is_package
            && env.open_names.get() == 0
            && !vars.listing_unsure()
            && !vars.iter().any(|(n, _)| self.may_be_unbound(n.as_str()));
        let own: Vec<(Value<'a>, Value<'a>)> = vars
            .iter()
            .filter(|(n, _)| !imported || !MODULE_DUNDERS.contains(&n.as_str()))
            .map(|(n, v)| (Value::str(n.as_str()), v.clone()))
            .collect();
        let mut entries = Vec::with_capacity(own.len() + MODULE_DUNDERS.len());
        if imported {
            let annotates = annotates_at_top_level(&self.h.module(m).body);
            let mut unknown = None;
            for name in MODULE_DUNDERS {
                let v = match vars.get(name) {
                    Some(v) => v.clone(),
                    None if name == "__path__" || (name == "__annotations__" && !annotates) => continue,
                    None => match unknown {
                        Some(bits) => Value::unknown(bits),
                        None => {
                            let bits = self.inexact(FallbackKind::NotModelled, MACHINERY);
                            unknown = Some(bits);
                            Value::unknown(bits)
                        }
                    },
                };
                entries.push((Value::str(name), v, Src::default()));
            }
        }
        drop(vars);
        entries.extend(own.into_iter().map(|(k, v)| (k, v, Src::default())));
        let copy = Value::dict(Dict::from_entries(entries));
        if !exact {
            let bits = env.open_names.get()
                | self.inexact(
                    FallbackKind::NotModelled,
                    "the names the import machinery puts in globals()",
                );
            copy.mark_inexact(bits);
        }
        Some(copy)
    }

    /// Whether the import machinery bound `name` in module `m` (one imported from its file, not
    /// a package, whose scope does not hold it: [`Self::module_listing`]) and it is there still
    /// (no name was unbound there since).
    fn machinery_binds(&self, m: u32, name: &str) -> bool {
        let module = self.h.module(m);
        if m == self.h.entry || module.is_package || !MODULE_DUNDERS.contains(&name) || name == "__path__" {
            return false;
        }
        (name != "__annotations__" || annotates_at_top_level(&module.body))
            && self
                .module_scope(m)
                .is_some_and(|env| !env.vars.borrow().listing_unsure())
    }

    /// `len()` of module `m`'s namespace: its listing's, where that is known.
    pub(crate) fn module_len(&mut self, m: u32) -> Value<'a> {
        match self.module_listing(m) {
            Some(copy) => {
                let n = match &copy.kind {
                    V::Dict(d) => d.borrow().entries.len(),
                    _ => 0,
                };
                Value::int(n as i64).with_taint(copy.inexact_bits())
            }
            None => Value::unknown(0),
        }
    }

    /// The module scope `v` goes over (the namespace itself, or a view of it) and how many
    /// times it bound or unbound a name so far.
    pub(crate) fn namespace_watched(&self, v: &Value<'a>) -> Option<(Rc<Env<'a>>, u64)> {
        let env = match &v.kind {
            V::Globals(m) => self.module_scope(*m)?,
            V::View(view) => view.live.as_ref()?.0.clone(),
            _ => return None,
        };
        let writes = env.vars.borrow().writes();
        Some((env, writes))
    }

    /// Code the tool can't see is called from the running code: Python may have it add a name
    /// to the caller's module (`warnings.warn` adds `__warningregistry__` to the globals of the
    /// code that called it, or of the caller its `stacklevel` names, the harness's code that
    /// called the library). Only where nothing is taken to work: a harness's runs take such code
    /// to change none of the harness's tables. No call running now is remembered (its reuse
    /// would not add the name).
    pub(crate) fn unseen_code_called(&mut self) {
        if !self.assume_env {
            self.module_listing_unsure(self.cur.module);
        }
    }

    /// Python may have added a name to module `m`'s namespace that the tool did not see added:
    /// its listing is no longer sure, and no call running now is remembered (its reuse would not
    /// add the name).
    pub(crate) fn module_listing_unsure(&mut self, m: u32) {
        if let Some(env) = self.module_scope(m) {
            env.vars.borrow_mut().mark_listing_unsure();
        }
        self.memo_poison();
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
            // A view of a copy of the module's names, with their values, in the order Python
            // holds them ([`Self::module_listing`]).
            ("items" | "keys" | "values", []) => {
                let Some(copy) = self.module_listing(m) else {
                    return Ok(unknown);
                };
                let kind = match name {
                    "items" => ViewKind::Items,
                    "keys" => ViewKind::Keys,
                    _ => ViewKind::Values,
                };
                let env = self.module_scope(m).expect("listed");
                let writes = env.vars.borrow().writes();
                let live = Some((env, writes, super::undecided::stale_view_bit(self.cur)));
                Ok(Value::new(V::View(Rc::new(DictView { dict: copy, kind, live }))).with_taint(t))
            }
            ("copy", []) => Ok(self.module_listing(m).map_or(unknown, |c| c.with_taint(t))),
            ("__len__", []) => Ok(self.module_len(m).with_taint(t)),
            // The rest are not known (see the module doc).
            _ => Ok(unknown),
        }
    }
}

/// The names the import machinery binds in a module imported from its file before its code
/// runs, in the order CPython 3.11's namespace holds them (`importlib._bootstrap`'s
/// `_init_module_attrs`, then `exec` adding `__builtins__`, then the module's code adding
/// `__annotations__` first where it annotates a name at its top level). The tool's scope of a
/// module holds `__name__`, `__doc__`, `__package__`, `__file__` (and a package's `__path__`).
const MODULE_DUNDERS: [&str; 10] = [
    "__name__",
    "__doc__",
    "__package__",
    "__loader__",
    "__spec__",
    "__path__",
    "__file__",
    "__cached__",
    "__builtins__",
    "__annotations__",
];

/// What the import machinery puts in a module that the tool can't know, as a fallback says it.
const MACHINERY: &str = "what the import machinery puts in a module";

/// Whether a module's top level annotates a name (`x: int = 1`, in a block of its own too, not
/// in a function or class): then its code makes `__annotations__` first thing, as CPython's
/// compiler has it do.
fn annotates_at_top_level(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::AnnAssign(_) => true,
        Stmt::If(i) => {
            annotates_at_top_level(&i.body) || i.elif_else_clauses.iter().any(|c| annotates_at_top_level(&c.body))
        }
        Stmt::For(f) => annotates_at_top_level(&f.body) || annotates_at_top_level(&f.orelse),
        Stmt::While(w) => annotates_at_top_level(&w.body) || annotates_at_top_level(&w.orelse),
        Stmt::With(w) => annotates_at_top_level(&w.body),
        Stmt::Try(t) => {
            annotates_at_top_level(&t.body)
                || t.handlers.iter().any(|h| match h {
                    ast::ExceptHandler::ExceptHandler(h) => annotates_at_top_level(&h.body),
                })
                || annotates_at_top_level(&t.orelse)
                || annotates_at_top_level(&t.finalbody)
        }
        Stmt::Match(m) => m.cases.iter().any(|c| annotates_at_top_level(&c.body)),
        _ => false,
    })
}
