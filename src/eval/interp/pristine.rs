//! Every run starts from the harness as its imports left it.
//!
//! Each config is its own `python benchmark.py --config=...`: a fresh process, whose modules are
//! imported afresh. An interpreter keeps the modules a run imported for the runs after it (a
//! module's top level is run once, not once a config), so what a run changes of module state —
//! a counter a scenario bumps with `global`, a cache dict it fills, a registry it appends to, a
//! class attribute it sets — would be there when the next config starts, where Python would
//! not have it: an `assert len(_RUNS) == 1` that holds for every config would fail from the
//! second on.
//!
//! So module state is kept as imports leave it: each module's scope, the scopes the functions it
//! holds close over, and every container and object reachable from them (their items and
//! attributes, by value; a function's own attributes too, looked at only when a run changed some
//! function's). When a run begins, whatever of it differs from what was kept is put back
//! ([`Interp::restore_pristine`]).
//!
//! What an import leaves is kept only when it is what any run would see: the import began with
//! module state as kept (the run had changed none of it yet), and changed nothing of it but its
//! own module and its package's name for it. Any other module the run imports (after the run
//! changed module state, its top level may have read the change; or it registered itself into
//! another module's table, which a run that does not import it would not see) is forgotten when
//! the run ends, as its changes are put back. Module state holding what can't be kept (a
//! generator, an iterator, a file: they move as they are read) is not kept at all: every run
//! then imports every module again. Nor is what an import stopped part way by a limit of the
//! tool's left.
//!
//! A kept module is in the interpreter's table when a run begins, where a new process has no
//! module: the run's first import of it is what a new process's would be. With module state as
//! kept, its top level would do what it did before: it and the modules its top level imported
//! are taken as imported (each bound in its package; what its top level reported, reported
//! again). Else its top level runs again, on what the run changed, into a scope of its own (the
//! kept one is back for the next run). A package's attribute naming a submodule the run has not
//! imported is not that module yet.
//!
//! In: the interpreter's module scopes, at each import's end and each run's start. Out: module
//! state put back, and the calls remembered told what was (`memo.rs`: a variable put back guards
//! the calls that read one of its name; a container put back brings back the calls remembered
//! before the run changed one).

use std::collections::HashSet;

use super::memo::container_ptr;
use super::*;
use crate::eval::value::{func_attr_writes, identity_addr, Items, Vars};

/// How deep module state is followed from a module's scope; deeper, it is not kept at all (as
/// what can't be kept).
const MAX_DEPTH: usize = 48;

/// What the run may change of module state: a scope, a container or an object, with what it
/// held as imports left it.
pub(super) enum Kept<'a> {
    Scope(Rc<Env<'a>>, Vars<'a>, Taint),
    Items(Rc<RefCell<Items<'a>>>, Items<'a>),
    Dict(Rc<RefCell<Dict<'a>>>, Dict<'a>),
    Config(Rc<RefCell<Config<'a>>>, Config<'a>),
    Instance(Rc<Instance<'a>>, Attrs<'a>, Taint),
    Class(Rc<Class<'a>>, ClassHeld<'a>),
    Dispatch(Rc<Dispatch<'a>>, Vec<(Value<'a>, Value<'a>)>, Taint),
}

type Attrs<'a> = Vec<(Rc<str>, Value<'a>)>;

/// What a class holds that a run may change.
pub(super) struct ClassHeld<'a> {
    attrs: Attrs<'a>,
    inexact: Taint,
    subclasses: Vec<std::rc::Weak<Class<'a>>>,
    subclasses_inexact: Taint,
    holds_objects: bool,
}

#[derive(Default)]
pub(super) struct Pristine<'a> {
    /// Module state as imports left it.
    kept: Vec<Kept<'a>>,
    /// The functions' own attributes as imports left them; looked at only when some function's
    /// changed since the run began ([`func_attr_writes`] moved past `func_writes`).
    funcs: Vec<(Rc<Func<'a>>, Attrs<'a>, Taint)>,
    func_writes: u64,
    /// The addresses of what `kept` holds, each kept once.
    seen: HashSet<usize>,
    /// Module state holds what can't be kept: every run starts with no module imported.
    lost: bool,
    /// Modules the run imported whose imports are not kept: forgotten when it ends.
    transient: Vec<u32>,
    /// The outermost import running, and those it runs.
    outer: Option<Outer<'a>>,
    /// What each module's top level did that a run importing it as it was does again, by index.
    modules: Vec<TopLevel<'a>>,
    /// The modules this run imported (a module kept from an earlier run is imported by none yet
    /// when a run begins), by index; and their list.
    now: Vec<bool>,
    now_list: Vec<u32>,
    /// Modules kept from earlier runs that this run imported after it changed module state: run
    /// again into a scope of their own, their kept scope and top level set aside here.
    shadowed: Vec<(u32, Rc<Env<'a>>, TopLevel<'a>)>,
    /// The top levels running, innermost last: what each reported so far.
    reporting: Vec<Reporting>,
}

/// What a module's top level did, last time it ran: the modules it imported (each import it
/// made while it ran, in order), what it reported itself (its imports' reports are theirs);
/// and its package and its name there, once looked up.
#[derive(Default, Clone)]
struct TopLevel<'a> {
    imports: Vec<u32>,
    reported: Reported,
    package: Option<Option<(u32, &'a str)>>,
}

/// A module's top level's findings, and the exceptions it could not decide were raised.
#[derive(Default, Clone)]
struct Reported {
    findings: Vec<Finding>,
    undecided_raises: usize,
}

/// A top level running: what it reported, and where the run's reports stood when it last
/// resumed (after a module it imported ran).
#[derive(Default)]
struct Reporting {
    own: Reported,
    findings_at: usize,
    raises_at: usize,
}

/// An outermost import running: whether module state was as kept when it began, the modules
/// whose imports began since, and the packages that bound one of them as their attribute.
struct Outer<'a> {
    clean: bool,
    depth: usize,
    begun: Vec<u32>,
    packages: Vec<Rc<Env<'a>>>,
}

impl<'a> Interp<'a> {
    /// The import of module `idx` begins.
    pub(super) fn pristine_import_start(&mut self, idx: u32) {
        if self.pristine.outer.is_none() {
            let clean = !self.pristine.lost && self.as_kept();
            self.pristine.outer = Some(Outer {
                clean,
                depth: 0,
                begun: Vec::new(),
                packages: Vec::new(),
            });
        }
        if let Some(o) = self.pristine.outer.as_mut() {
            o.depth += 1;
            o.begun.push(idx);
        }
    }

    /// An import was stopped part way: the outermost one running is not kept.
    pub(super) fn pristine_import_stopped(&mut self) {
        if let Some(o) = self.pristine.outer.as_mut() {
            o.clean = false;
        }
    }

    /// An import ended (`package`: the package that then bound the module as its attribute).
    /// When the outermost one ends, what its imports left is kept if it began with module state
    /// as kept and changed nothing of it but the packages' attributes; else its modules are
    /// forgotten when the run ends.
    pub(super) fn pristine_import_end(&mut self, package: Option<Rc<Env<'a>>>) {
        let Some(o) = self.pristine.outer.as_mut() else { return };
        o.packages.extend(package);
        o.depth -= 1;
        if o.depth > 0 {
            return;
        }
        let Some(o) = self.pristine.outer.take() else { return };
        let modules: Vec<(u32, Rc<Env<'a>>)> = o
            .begun
            .iter()
            .filter_map(|&i| Some((i, self.module_envs[i as usize].clone()?)))
            .collect();
        if o.clean && !self.pristine.lost {
            // A kept package's new attributes are kept with it, if the rest is as kept.
            let mut undo = Vec::new();
            for p in &o.packages {
                for (i, k) in self.pristine.kept.iter_mut().enumerate() {
                    if let Kept::Scope(e, vars, open) = k {
                        if Rc::ptr_eq(e, p) {
                            let now = (p.vars.borrow().clone(), p.open_names.get());
                            undo.push((i, std::mem::replace(vars, now.0), std::mem::replace(open, now.1)));
                        }
                    }
                }
            }
            if self.as_kept() {
                for (_, env) in &modules {
                    self.keep_scope(env, 0);
                }
                return;
            }
            for (i, old_vars, old_open) in undo.into_iter().rev() {
                if let Kept::Scope(_, vars, open) = &mut self.pristine.kept[i] {
                    *vars = old_vars;
                    *open = old_open;
                }
            }
        }
        self.pristine.transient.extend(modules.iter().map(|m| m.0));
    }

    /// What module `idx`'s top level did.
    fn top_level(&mut self, idx: u32) -> &mut TopLevel<'a> {
        let i = idx as usize;
        if self.pristine.modules.len() <= i {
            self.pristine
                .modules
                .resize(self.h.modules.len().max(i + 1), TopLevel::default());
        }
        &mut self.pristine.modules[i]
    }

    /// Module `idx`'s package in the checkout and its name there (looked up once).
    pub(super) fn package_of(&mut self, idx: u32) -> Option<(u32, &'a str)> {
        if let Some(p) = self.top_level(idx).package {
            return p;
        }
        let p = self.parent_module(idx);
        self.top_level(idx).package = Some(p);
        p
    }

    /// Module `idx` is being imported: the top level running, if one is, imports it.
    pub(super) fn pristine_note_import(&mut self, idx: u32) {
        if let Some(&m) = self.importing.last() {
            let imports = &mut self.top_level(m).imports;
            if m != idx && !imports.contains(&idx) {
                imports.push(idx);
            }
        }
    }

    /// Module `idx`'s top level begins to run: what it imports and reports is noted anew.
    pub(super) fn pristine_body_start(&mut self, idx: u32) {
        let top = self.top_level(idx);
        top.imports.clear();
        top.reported = Reported::default();
        self.take_reports();
        self.pristine.reporting.push(Reporting {
            own: Reported::default(),
            findings_at: self.events.findings.len(),
            raises_at: self.events.undecided_raises,
        });
    }

    /// Module `idx`'s top level ended.
    pub(super) fn pristine_body_end(&mut self, idx: u32) {
        self.take_reports();
        if let Some(r) = self.pristine.reporting.pop() {
            self.top_level(idx).reported = r.own;
        }
        if let Some(outer) = self.pristine.reporting.last_mut() {
            outer.findings_at = self.events.findings.len();
            outer.raises_at = self.events.undecided_raises;
        }
    }

    /// What the run reported since the innermost top level running last resumed: its own.
    fn take_reports(&mut self) {
        let findings = &self.events.findings;
        let raises = self.events.undecided_raises;
        if let Some(r) = self.pristine.reporting.last_mut() {
            r.own
                .findings
                .extend(findings.get(r.findings_at..).into_iter().flatten().cloned());
            r.own.undecided_raises += raises.saturating_sub(r.raises_at);
            r.findings_at = findings.len();
            r.raises_at = raises;
        }
    }

    /// Whether this run imported module `idx` (a module kept from an earlier run is in the
    /// interpreter's table before the run imports it, as it is not in a new process's).
    pub(super) fn imported_now(&self, idx: u32) -> bool {
        self.pristine.now.get(idx as usize).copied().unwrap_or(false)
    }

    /// Module `idx` is imported by this run: whether it was not before.
    pub(super) fn pristine_first_import(&mut self, idx: u32) -> bool {
        let i = idx as usize;
        if self.pristine.now.len() <= i {
            self.pristine.now.resize(self.h.modules.len().max(i + 1), false);
        }
        let first = !std::mem::replace(&mut self.pristine.now[i], true);
        if first {
            self.pristine.now_list.push(idx);
        }
        first
    }

    /// Module `idx`, kept from an earlier run, is imported for the first time by this one. With
    /// module state as kept, its top level would do what it did then (it changed nothing but
    /// its own scope and its package's name for it): it is imported as it was, and so are the
    /// modules it imported, each bound in its package. Else its top level must run again, on
    /// what the run changed: its kept scope is set aside for the runs after this one, and false.
    pub(super) fn pristine_import_kept(&mut self, idx: u32) -> bool {
        // Nothing ran yet (the run's first import, its harness's entry) or nothing differs.
        if !self.pristine.lost && (self.budget.steps == 0 || self.as_kept()) {
            self.import_as_kept(idx);
            return true;
        }
        if let Some(env) = self.module_envs[idx as usize].take() {
            let top = self.top_level(idx).clone();
            self.pristine.shadowed.push((idx, env, top));
        }
        false
    }

    /// Module `idx` (marked imported by this run) imported as it was: its package first, then
    /// the modules its top level imported, in order; what its top level reported is reported
    /// again.
    fn import_as_kept(&mut self, idx: u32) {
        let parent = self.package_of(idx);
        let imports = std::mem::take(&mut self.top_level(idx).imports);
        for &m in parent.map(|p| p.0).iter().chain(&imports) {
            if self.module_envs[m as usize].is_some() && self.pristine_first_import(m) {
                self.note_module_used(m);
                self.import_as_kept(m);
            }
        }
        let top = self.top_level(idx);
        top.imports = imports;
        if !top.reported.findings.is_empty() || top.reported.undecided_raises > 0 {
            let r = top.reported.clone();
            self.events.findings.extend(r.findings);
            self.events.undecided_raises += r.undecided_raises;
        }
        self.imported_again(idx, parent);
    }

    /// A run begins: module state as imports left it, the modules the last run imported for
    /// itself (or stopped while importing) forgotten.
    pub(super) fn restore_pristine(&mut self) {
        let mut forgot = false;
        if let Some(o) = self.pristine.outer.take() {
            self.pristine.transient.extend(o.begun);
        }
        if self.pristine.lost {
            for m in self.module_envs.iter_mut() {
                forgot |= m.take().is_some();
            }
            self.pristine = Pristine::default();
        }
        for idx in std::mem::take(&mut self.pristine.transient) {
            forgot |= self.module_envs[idx as usize].take().is_some();
        }
        // A kept module the run imported again after it changed module state: the kept one is
        // back (unless what the run imported was kept in its place).
        for (idx, env, top) in std::mem::take(&mut self.pristine.shadowed) {
            if self.module_envs[idx as usize].is_none() {
                self.module_envs[idx as usize] = Some(env);
                *self.top_level(idx) = top;
            }
            forgot = true;
        }
        for idx in std::mem::take(&mut self.pristine.now_list) {
            self.pristine.now[idx as usize] = false;
        }
        // What a module whose top level raised had bound: a new process has not run it.
        self.raised_envs.clear();
        // A module's variable put back: a call remembered that read one of its name is reused
        // only where it holds what it held when the run ended. A container or object put back:
        // only the calls remembered before the run changed one are kept.
        let mut restored = false;
        let mut names = Vec::new();
        for k in &self.pristine.kept {
            if !same_as_kept(k) {
                match k {
                    Kept::Scope(env, vars, _) => {
                        let now = env.vars.borrow();
                        names.extend(changed_names(&now, vars).into_iter().map(|(n, v)| (env.clone(), n, v)));
                    }
                    _ => restored = true,
                }
                put_back(k);
            }
        }
        if !self.funcs_untouched() {
            for k in self.pristine.funcs.iter().filter(|k| !func_as_kept(k)) {
                k.0.attrs.put_back(&k.1, k.2);
                restored = true;
            }
            self.pristine.func_writes = func_attr_writes();
        }
        if forgot {
            self.memo_drop_all();
        }
        for (env, name, was) in names {
            self.memo_rebound(&env, name_key(name.as_str()), name, was);
        }
        self.memo_at_kept(restored);
    }

    /// Whether module state is as kept.
    fn as_kept(&self) -> bool {
        self.pristine.kept.iter().all(same_as_kept)
            && (self.funcs_untouched() || self.pristine.funcs.iter().all(func_as_kept))
    }

    /// No function's own attributes changed since the run began.
    fn funcs_untouched(&self) -> bool {
        func_attr_writes() == self.pristine.func_writes
    }

    fn keep_scope(&mut self, env: &Rc<Env<'a>>, depth: usize) {
        if !self.pristine.seen.insert(Rc::as_ptr(env) as usize) {
            return;
        }
        let vars = env.vars.borrow().clone();
        let values: Vec<Value<'a>> = vars.iter().map(|(_, v)| v.clone()).collect();
        self.pristine
            .kept
            .push(Kept::Scope(env.clone(), vars, env.open_names.get()));
        for v in &values {
            self.keep_value(v, depth + 1);
        }
    }

    /// Keep what `v` reaches (not yet kept).
    fn keep_value(&mut self, v: &Value<'a>, depth: usize) {
        if depth > MAX_DEPTH {
            self.pristine.lost = true;
            return;
        }
        let d = depth + 1;
        if let Some(p) = container_ptr(v).or_else(|| identity_addr(v)) {
            if !self.pristine.seen.insert(p) {
                return;
            }
        }
        let inner: Vec<Value<'a>> = match &v.kind {
            V::List(l) | V::Set(l) => {
                let held = l.borrow().clone();
                let items = held.items.clone();
                self.pristine.kept.push(Kept::Items(l.clone(), held));
                items
            }
            V::Dict(x) => {
                let held = x.borrow().clone();
                let items = held.entries.iter().flat_map(|e| [e.0.clone(), e.1.clone()]).collect();
                self.pristine.kept.push(Kept::Dict(x.clone(), held));
                items
            }
            V::Config(c) => {
                let held = c.borrow().clone();
                let items = held.entries.iter().map(|e| e.value.clone()).collect();
                self.pristine.kept.push(Kept::Config(c.clone(), held));
                items
            }
            V::Instance(i) => {
                let attrs = i.attrs.borrow().clone();
                let mut items: Vec<Value<'a>> = attrs.iter().map(|a| a.1.clone()).collect();
                items.push(i.class.clone());
                self.pristine
                    .kept
                    .push(Kept::Instance(i.clone(), attrs, i.inexact.get()));
                items
            }
            V::Class(c) => {
                let held = ClassHeld {
                    attrs: c.attrs.borrow().clone(),
                    inexact: c.inexact.get(),
                    subclasses: c.subclasses.borrow().clone(),
                    subclasses_inexact: c.subclasses_inexact.get(),
                    holds_objects: c.holds_objects.get(),
                };
                let mut items: Vec<Value<'a>> = held.attrs.iter().map(|a| a.1.clone()).collect();
                items.extend(c.bases.iter().cloned());
                items.extend(c.meta.borrow().iter().cloned());
                if let Some(fields) = &*c.dataclass_fields.borrow() {
                    items.extend(fields.iter().filter_map(|f| f.1.clone()));
                }
                self.pristine.kept.push(Kept::Class(c.clone(), held));
                items
            }
            V::Dispatch(x) => {
                if !self.pristine.seen.insert(Rc::as_ptr(x) as *const u8 as usize) {
                    return;
                }
                let registry = x.registry.borrow().clone();
                let mut items: Vec<Value<'a>> = registry.iter().flat_map(|r| [r.0.clone(), r.1.clone()]).collect();
                items.push(x.base.clone());
                self.pristine
                    .kept
                    .push(Kept::Dispatch(x.clone(), registry, x.inexact.get()));
                items
            }
            // Its results, module state (put back as a dict is), and its function.
            V::Cached(c) => vec![c.func.clone(), c.cache.clone()],
            V::Tuple(t) => t.iter().cloned().collect(),
            V::Func(f) => {
                let attrs = f.attrs.list().clone();
                let items: Vec<Value<'a>> = f
                    .defaults
                    .iter()
                    .chain(f.kw_defaults.iter())
                    .flatten()
                    .chain(attrs.iter().map(|a| &a.1))
                    .cloned()
                    .collect();
                self.pristine.funcs.push((f.clone(), attrs, f.attrs.inexact()));
                // The scopes it closes over, up to its module's (kept as a module).
                let mut env = Some(f.env.clone());
                while let Some(e) = env {
                    if e.parent.is_none() {
                        break;
                    }
                    self.keep_scope(&e, d);
                    env = e.parent.clone();
                }
                items
            }
            V::Method(m) => vec![m.0.clone()],
            V::Bound(b) | V::Super(b) => vec![b.0.clone(), b.1.clone()],
            V::Partial(p) => std::iter::once(p.0.clone())
                .chain(p.1.iter().cloned())
                .chain(p.2.iter().map(|k| k.1.clone()))
                .collect(),
            V::Property(x) | V::CachedProperty(x) | V::StaticMethod(x) | V::ClassMethod(x) => vec![(**x).clone()],
            V::View(view) => vec![view.dict.clone()],
            // They move as they are read.
            V::Iter(_) | V::Gen(_) | V::File(_) => {
                self.pristine.lost = true;
                return;
            }
            V::None
            | V::Bool(_)
            | V::Int(_)
            | V::Float(_)
            | V::Str(_)
            | V::Builtin(_)
            | V::Module(_)
            | V::Native(_)
            | V::Dtype(_)
            | V::ExcType(_)
            | V::Finfo(_)
            | V::Path(_)
            | V::Tensor(_)
            | V::Re(_)
            | V::Globals(_)
            | V::Unknown => return,
        };
        for x in &inner {
            self.keep_value(x, d);
        }
    }
}

/// Whether what `k` stands for holds what was kept of it.
fn same_as_kept(k: &Kept) -> bool {
    match k {
        Kept::Scope(env, vars, open) => env.open_names.get() == *open && env.vars.borrow().same_as(vars, same),
        Kept::Items(l, held) => {
            let now = l.borrow();
            now.inexact == held.inexact
                && now.frozen == held.frozen
                && now.range == held.range
                && same_all(&now.items, &held.items)
        }
        Kept::Dict(x, held) => {
            let now = x.borrow();
            now.inexact == held.inexact
                && now.entries.len() == held.entries.len()
                && now
                    .entries
                    .iter()
                    .zip(&held.entries)
                    .all(|(a, b)| a.2 == b.2 && same(&a.0, &b.0) && same(&a.1, &b.1))
        }
        Kept::Config(c, held) => {
            let now = c.borrow();
            now.inexact == held.inexact
                && now.probe == held.probe
                && now.attrs == held.attrs
                && now.entries.len() == held.entries.len()
                && now
                    .entries
                    .iter()
                    .zip(&held.entries)
                    .all(|(a, b)| a.key == b.key && a.injected == b.injected && same(&a.value, &b.value))
        }
        Kept::Instance(i, attrs, inexact) => i.inexact.get() == *inexact && same_attrs(&i.attrs.borrow(), attrs),
        Kept::Class(c, held) => {
            c.inexact.get() == held.inexact
                && c.subclasses_inexact.get() == held.subclasses_inexact
                && c.holds_objects.get() == held.holds_objects
                && same_attrs(&c.attrs.borrow(), &held.attrs)
                && {
                    let subs = c.subclasses.borrow();
                    subs.len() == held.subclasses.len() && subs.iter().zip(&held.subclasses).all(|(a, b)| a.ptr_eq(b))
                }
        }
        Kept::Dispatch(x, registry, inexact) => {
            let now = x.registry.borrow();
            x.inexact.get() == *inexact
                && now.len() == registry.len()
                && now
                    .iter()
                    .zip(registry)
                    .all(|(a, b)| same(&a.0, &b.0) && same(&a.1, &b.1))
        }
    }
}

/// The names `now` binds otherwise than `kept` does (another value, or one side unbound), each
/// with its value in `now`.
pub(super) fn changed_names<'a>(now: &Vars<'a>, kept: &Vars<'a>) -> Vec<(Name<'a>, Option<Value<'a>>)> {
    let mut out: Vec<(Name<'a>, Option<Value<'a>>)> = now
        .iter()
        .filter(|(n, v)| !kept.get(n.as_str()).is_some_and(|k| same(k, v)))
        .map(|(n, v)| (n.clone(), Some(v.clone())))
        .collect();
    out.extend(
        kept.iter()
            .filter(|(n, _)| now.get(n.as_str()).is_none())
            .map(|(n, _)| (n.clone(), None)),
    );
    out
}

/// Put back what was kept of what `k` stands for.
fn put_back(k: &Kept) {
    match k {
        Kept::Scope(env, vars, open) => {
            *env.vars.borrow_mut() = vars.clone();
            env.open_names.set(*open);
        }
        Kept::Items(l, held) => *l.borrow_mut() = held.clone(),
        Kept::Dict(x, held) => *x.borrow_mut() = held.clone(),
        Kept::Config(c, held) => *c.borrow_mut() = held.clone(),
        Kept::Instance(i, attrs, inexact) => {
            *i.attrs.borrow_mut() = attrs.clone();
            i.inexact.set(*inexact);
        }
        Kept::Class(c, held) => {
            *c.attrs.borrow_mut() = held.attrs.clone();
            c.inexact.set(held.inexact);
            *c.subclasses.borrow_mut() = held.subclasses.clone();
            c.subclasses_inexact.set(held.subclasses_inexact);
            c.holds_objects.set(held.holds_objects);
        }
        Kept::Dispatch(x, registry, inexact) => {
            *x.registry.borrow_mut() = registry.clone();
            x.inexact.set(*inexact);
        }
    }
}

fn func_as_kept<'a>((f, attrs, inexact): &(Rc<Func<'a>>, Attrs<'a>, Taint)) -> bool {
    f.attrs.inexact() == *inexact && same_attrs(&f.attrs.list(), attrs)
}

fn same_attrs<'a>(a: &[(Rc<str>, Value<'a>)], b: &[(Rc<str>, Value<'a>)]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| (Rc::ptr_eq(&x.0, &y.0) || x.0 == y.0) && same(&x.1, &y.1))
}

fn same_all<'a>(a: &[Value<'a>], b: &[Value<'a>]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same(x, y))
}

/// Whether two values are the same: equal numbers and strings, the same object (not an equal
/// one: what it holds is kept on its own), with the same taint.
pub(super) fn same<'a>(a: &Value<'a>, b: &Value<'a>) -> bool {
    if a.taint != b.taint || a.origin != b.origin {
        return false;
    }
    match (&a.kind, &b.kind) {
        (V::None, V::None) | (V::Unknown, V::Unknown) => true,
        (V::Bool(x), V::Bool(y)) => x == y,
        (V::Int(x), V::Int(y)) => x == y,
        (V::Float(x), V::Float(y)) => x.to_bits() == y.to_bits(),
        (V::Str(x), V::Str(y)) | (V::Path(x), V::Path(y)) | (V::ExcType(x), V::ExcType(y)) => {
            Rc::ptr_eq(x, y) || x == y
        }
        (V::Module(x), V::Module(y)) | (V::Globals(x), V::Globals(y)) => x == y,
        (V::Dtype(x), V::Dtype(y)) | (V::Finfo(x), V::Finfo(y)) => x == y,
        (V::Builtin(x), V::Builtin(y)) => x == y,
        (V::Native(x), V::Native(y)) => x == y,
        (V::Tuple(x), V::Tuple(y)) => Rc::ptr_eq(x, y) || same_all(x, y),
        (V::Func(x), V::Func(y)) => Rc::ptr_eq(x, y),
        (V::Tensor(x), V::Tensor(y)) => Rc::ptr_eq(x, y),
        (V::Re(x), V::Re(y)) => Rc::ptr_eq(x, y),
        (V::File(x), V::File(y)) => Rc::ptr_eq(x, y),
        (V::Gen(x), V::Gen(y)) => Rc::ptr_eq(x, y),
        (V::View(x), V::View(y)) => Rc::ptr_eq(x, y),
        (V::Dispatch(x), V::Dispatch(y)) => Rc::ptr_eq(x, y),
        (V::Cached(x), V::Cached(y)) => Rc::ptr_eq(x, y),
        (x, y) if std::mem::discriminant(x) == std::mem::discriminant(y) => {
            match (
                container_ptr(a).or_else(|| identity_addr(a)),
                container_ptr(b).or_else(|| identity_addr(b)),
            ) {
                (Some(p), Some(q)) => p == q,
                _ => false,
            }
        }
        _ => false,
    }
}
