//! Imports: what a name in an `import` statement resolves to, and what the tool assumes about a
//! module it can't see.
//!
//! A dotted name resolves, in this order, to a module the evaluator models itself (`torch`,
//! `math`, …: [`native_module`]), a file under the root (its top level executed once, on first
//! import, as one Python process would), or to nothing the tool can see. The last is an **opaque
//! module**: a build output (`from . import _C`), a package installed only on GPU machines
//! (`import deep_gemm`), a submodule of a harness package that is not in the checkout
//! (`from kernel.attention.backends import fa3`, with `backends/__init__.py` present). As mypy
//! (`ignore_missing_imports`) and pyright (`Unknown`) do, its attributes are unknown values,
//! calling them gives unknown values, and the run goes on. Each such import is recorded
//! ([`Unresolved`]) so `schema` can say what its answers rest on.
//!
//! Whether an opaque module imports on the machine that runs the benchmark is not known either.
//! A run assumes it does (a config is written for that machine), except for the imports listed
//! in [`Interp::failing_imports`]: describing a backend registry runs each import that a
//! `try … except ImportError` guards the failing way too, to see which backends are registered
//! only when it succeeds (`crate::model`).
//!
//! What stays an error: a name a harness module that is not a package does not define
//! (`from core.metrics import NO_SUCH`), which fails on every machine.

use super::*;

/// An import the tool could not resolve under the root: its module's dotted name and where.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Unresolved {
    pub module: String,
    pub src: Src,
}

/// An import that a `try … except ImportError` (or a broader handler) guards, met by a run: the
/// statement's key (for [`Interp::failing_imports`]), the module and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuardedImport {
    pub key: usize,
    pub module: String,
    pub src: Src,
    /// Met at a module's top level (which runs once per interpreter), not in a function.
    pub at_top: bool,
}

/// What a dotted module name stands for.
enum Found {
    Native(Native),
    Harness(u32),
    /// Neither modelled nor under the root.
    Missing,
}

/// Whether a `try` statement's handlers catch a failed import (`ImportError`,
/// `ModuleNotFoundError`, `Exception`, `BaseException`, or a bare `except`), by their names.
pub(super) fn catches_import_error(t: &ast::StmtTry) -> bool {
    fn names_it(e: &Expr) -> bool {
        match e {
            Expr::Name(n) => matches!(
                n.id.as_str(),
                "ImportError" | "ModuleNotFoundError" | "Exception" | "BaseException"
            ),
            Expr::Attribute(a) => matches!(
                a.attr.id.as_str(),
                "ImportError" | "ModuleNotFoundError" | "Exception" | "BaseException"
            ),
            Expr::Tuple(t) => t.elts.iter().any(names_it),
            _ => false,
        }
    }
    t.handlers.iter().any(|h| {
        let ast::ExceptHandler::ExceptHandler(h) = h;
        h.type_.as_deref().is_none_or(names_it)
    })
}

impl<'a> Interp<'a> {
    /// Execute a harness module once (its top level) and return its scope.
    pub fn import_module(&mut self, idx: u32) -> R<'a, Rc<Env<'a>>> {
        self.note_module_used(idx);
        self.pristine_note_import(idx);
        let first = self.pristine_first_import(idx);
        if let Some(env) = self.module_envs[idx as usize].clone() {
            // Kept from an earlier run, and imported by this one for the first time: as it was,
            // or (module state changed since) run again.
            if !first || self.pristine_import_kept(idx) {
                if !self.path.maybe_imported.is_empty() {
                    self.import_again_if_undecided(idx, &env)?;
                }
                return Ok(env);
            }
        }
        let h = self.h;
        let m = h.module(idx);
        // Python imports each package on the way first (`a`, then `a.b`, for `a.b.c`), whose
        // body may import this one.
        let parent = self.package_of(idx);
        if let Some((p, _)) = parent {
            self.import_module(p)?;
            if let Some(env) = &self.module_envs[idx as usize] {
                return Ok(env.clone());
            }
        }
        parse_imports_ahead(h, idx);
        let env = Env::new(None, idx);
        self.track(&env);
        env.set("__name__", Value::str(&m.name));
        // Absolute, as Python gives it to a module run as a script's import.
        let root = std::path::absolute(&h.root).unwrap_or_else(|_| h.root.clone());
        env.set("__file__", Value::str(&root.join(&m.file.rel).to_string_lossy()));
        env.set("__package__", Value::str(m.package()));
        if m.is_package {
            // A package's folder, where `pkgutil.iter_modules(__path__)` finds its modules.
            let file = root.join(&m.file.rel);
            let dir = file
                .parent()
                .map(|p| p.to_string_lossy().to_string())
                .unwrap_or_default();
            env.set("__path__", Value::list(vec![Value::str(&dir)]));
        }
        let doc = match m.body.first() {
            Some(Stmt::Expr(e)) => match &*e.value {
                Expr::StringLiteral(s) => Value::str(s.value.to_str()),
                _ => Value::none(),
            },
            _ => Value::none(),
        };
        env.set("__doc__", doc);
        self.module_envs[idx as usize] = Some(env.clone());
        // Imported where the path is not decided: Python may import it later instead.
        let undecided_at = self.undecided_token();
        self.pristine_import_start(idx);
        let r = self.run_module_body(idx, &env);
        if let (Some(token), Ok(_) | Err(Flow::Return(_))) = (undecided_at, &r) {
            let epoch = self.epoch();
            self.path.maybe_imported.push((idx, token, epoch));
        }
        match r {
            Ok(()) | Err(Flow::Return(_)) => {
                // Once it ran, Python binds it in its package (`a.b` is then `a`'s attribute).
                let package = parent.and_then(|(p, _)| self.module_envs[p as usize].clone());
                if let Some(penv) = &package {
                    let short = parent.map_or("", |(_, s)| s);
                    self.pre_bind(penv, short);
                    penv.set(short, Value::new(V::Module(idx)));
                    self.log_binding(penv, Name::Ast(short));
                }
                self.pristine_import_end(package);
                Ok(env)
            }
            Err(Flow::Exc(e)) => {
                self.pristine_import_end(None);
                // Python forgets a module whose top level raised: the next import runs it again.
                if let Some(env) = self.module_envs[idx as usize].take() {
                    self.raised_envs.insert(idx, env);
                }
                // A module whose top level raises can't be imported; the harness would fail the same
                // way. If the file has a syntax error, that is the reason, not what its recovered
                // tree happened to raise.
                if let Some(se) = &m.error {
                    self.memo_poison();
                    self.events.broken = Some(idx);
                    return Err(Flow::Abort(format!(
                        "{}:{}:{}: syntax error: {}",
                        m.file.rel, se.line, se.column, se.message
                    )));
                }
                Err(Flow::Exc(e))
            }
            Err(other) => {
                // Stopped part way (a limit of the tool's): what it left is not kept.
                self.pristine_import_stopped();
                self.pristine_import_end(None);
                Err(other)
            }
        }
    }

    /// The package of module `idx` in the checkout, and the module's name in it (looked up:
    /// [`Self::package_of`] keeps it).
    pub(super) fn parent_module(&self, idx: u32) -> Option<(u32, &'a str)> {
        let h = self.h;
        h.module(idx)
            .name
            .rsplit_once('.')
            .and_then(|(p, short)| match self.find_module(p) {
                Found::Harness(p) => Some((p, short)),
                _ => None,
            })
    }

    /// The token of the undecided region running (or suspended), if any.
    fn undecided_token(&self) -> Option<u32> {
        self.path.regions.last().map(|r| r.token).or_else(|| {
            self.path
                .suspended
                .iter()
                .rev()
                .find_map(|rs| rs.last().map(|r| r.token))
        })
    }

    /// Module `idx`, kept from an earlier run, imported by this one as it was (`pristine.rs`):
    /// its package names it, and where the path is not decided it may be imported later instead.
    pub(super) fn imported_again(&mut self, idx: u32, parent: Option<(u32, &'a str)>) {
        if let Some((p, short)) = parent {
            if let Some(penv) = self.module_envs[p as usize].clone() {
                let bound = penv
                    .vars
                    .borrow()
                    .get(short)
                    .is_some_and(|v| v.taint == 0 && matches!(v.kind, V::Module(i) if i == idx));
                if !bound {
                    self.pre_bind(&penv, short);
                    penv.set(short, Value::new(V::Module(idx)));
                    self.log_binding(&penv, Name::Ast(short));
                }
            }
        }
        if let Some(token) = self.undecided_token() {
            let epoch = self.epoch();
            self.path.maybe_imported.push((idx, token, epoch));
        }
    }

    /// Run module `idx`'s top level in `env`, its scope, outside every region (it runs once,
    /// whichever path imports it).
    fn run_module_body(&mut self, idx: u32, env: &Rc<Env<'a>>) -> R<'a, ()> {
        self.pristine_body_start(idx);
        let m = self.h.module(idx);
        let saved = self.cur;
        self.cur = Src { module: idx, offset: 0 };
        self.stack.frames.push(Frame::new(Rc::from("<module>"), 0));
        self.stack.supers.push(None);
        self.memo_import_start();
        self.importing.push(idx);
        let r = self.outside_regions(|me| {
            let r = me.exec_block(env, &m.body);
            me.stack.supers.pop();
            match me.stack.frames.pop() {
                Some(f) => me.end_frame(&f, r.map(|_| Value::none())).map(|_| ()),
                None => r,
            }
        });
        self.importing.pop();
        self.pristine_body_end(idx);
        self.memo_import_end(env);
        self.cur = saved;
        r
    }

    /// An import of module `idx`, which was imported where the path was not decided and that
    /// path has joined since: on the path Python took it may not have been imported, and runs
    /// now, with module state as it is now. Unless nothing changed since (then it would do the
    /// same), its top level runs again, in a region of its own and into a scope of its own: what
    /// it changes of what was there is marked when the region ends, and each of the module's
    /// names the two runs bound otherwise is not known exactly.
    fn import_again_if_undecided(&mut self, idx: u32, env: &Rc<Env<'a>>) -> R<'a, ()> {
        let Some(at) = self.path.maybe_imported.iter().position(|m| m.0 == idx) else {
            return Ok(());
        };
        let (_, token, epoch) = self.path.maybe_imported[at];
        let active = |r: &Region| r.token == token;
        if self.path.regions.iter().any(active) || self.path.suspended.iter().flatten().any(active) {
            // Still on the path that imported it.
            return Ok(());
        }
        self.path.maybe_imported.remove(at);
        if self.epoch() == epoch {
            return Ok(());
        }
        let bits = self.inexact(
            FallbackKind::Undecided,
            "a module imported where the path was not decided",
        );
        let token = self.enter_undecided(bits);
        let fresh = Env::new(None, idx);
        self.track(&fresh);
        for name in ["__name__", "__file__", "__package__", "__path__", "__doc__"] {
            if let Some(v) = env.vars.borrow().get(name) {
                fresh.set(name, v.clone());
            }
        }
        let r = self.run_module_body(idx, &fresh);
        let changed = super::pristine::changed_names(&env.vars.borrow(), &fresh.vars.borrow());
        for (name, was) in changed {
            let v = match was {
                Some(a) => a.with_taint(bits),
                None => Value::unknown(bits),
            };
            self.bound_outside(env, name_key(name.as_str()), name.clone(), &v);
            env.vars.borrow_mut().set(name, v);
        }
        self.leave_undecided(token);
        match r {
            Ok(()) | Err(Flow::Return(_)) => Ok(()),
            Err(Flow::Exc(_)) => Err(self.stop(format!(
                "`{}` imported again where an earlier import was not decided raised",
                self.h.module(idx).name
            ))),
            Err(e) => Err(e),
        }
    }

    fn find_module(&self, name: &str) -> Found {
        if let Some(native) = native_module(name) {
            return Found::Native(native);
        }
        match self.h.resolve(name) {
            Some(i) => Found::Harness(i),
            None => Found::Missing,
        }
    }

    /// A module by its dotted name, imported: `None` when it is neither modelled nor under the
    /// root (the caller decides what that means: an opaque module for an `import` statement).
    pub fn module_value(&mut self, name: &str) -> R<'a, Option<Value<'a>>> {
        if self.modules_table_open {
            let bits = self.inexact(FallbackKind::NotModelled, "an import after sys.modules was read");
            return Ok(Some(Value::unknown(bits)));
        }
        match self.find_module(name) {
            Found::Native(n) => Ok(Some(Value::new(V::Native(n)))),
            Found::Harness(i) => {
                self.import_module(i)?;
                Ok(Some(Value::new(V::Module(i))))
            }
            Found::Missing => Ok(None),
        }
    }

    /// An attribute of a harness module; `None` if it has none. A submodule of the checkout is
    /// one once imported (Python binds it in its package then): one not imported yet is not
    /// known (code the tool does not follow may have imported it).
    pub fn module_attr(&mut self, idx: u32, attr: &str) -> R<'a, Option<Value<'a>>> {
        self.memo_read(name_key(attr));
        // A module object held is read as it is (one whose top level raised is not run again).
        let env = match self.module_scope(idx) {
            Some(env) => env,
            None => self.import_module(idx)?,
        };
        let v = env.vars.borrow().get(attr).cloned();
        if let Some(v) = v {
            if !self.submodule_not_imported(idx, attr, &v) {
                return Ok(Some(v));
            }
        }
        let sub = format!("{}.{}", self.h.module(idx).name, attr);
        match self.find_module(&sub) {
            // Bound in its package once it ran, not while it runs (a circular import).
            Found::Harness(i) if self.importing.contains(&i) => Ok(None),
            // The package deleted the name (`from . import sub; del sub`): whether an import
            // bound it again since is not followed.
            Found::Harness(_) if env.vars.borrow().unbound_here(attr) => {
                let bits = self.inexact(FallbackKind::NotModelled, "a submodule's name deleted from its package");
                Ok(Some(Value::unknown(bits)))
            }
            Found::Harness(i) if self.imported_now(i) && self.module_envs[i as usize].is_some() => {
                self.memo_submodule(i);
                Ok(Some(Value::new(V::Module(i))))
            }
            Found::Harness(_) => {
                let bits = self.inexact(FallbackKind::NotModelled, "a submodule not imported yet");
                Ok(Some(Value::unknown(bits)))
            }
            _ => self.module_value(&sub),
        }
    }

    /// `from m import name`: `m`'s attribute, else its submodule `name`, imported now.
    fn imported_name(&mut self, idx: u32, name: &str) -> R<'a, Option<Value<'a>>> {
        self.memo_read(name_key(name));
        let env = self.import_module(idx)?;
        let v = env.vars.borrow().get(name).cloned();
        if let Some(v) = v {
            if !self.submodule_not_imported(idx, name, &v) {
                return Ok(Some(v));
            }
        }
        let sub = format!("{}.{}", self.h.module(idx).name, name);
        // Python asks the module's `__getattr__` first; its `AttributeError` sends the import on
        // to the submodule.
        if !self.h.module(idx).is_package {
            match self.module_getattr_hook(idx, name) {
                Ok(Some(v)) => return Ok(Some(v)),
                Ok(None) => {}
                Err(Flow::Exc(e)) if exc_is(&e.value, "AttributeError") && e.value.taint & INEXACT == 0 => {
                    self.handled_quietly(&e);
                }
                Err(e) => return Err(e),
            }
        } else if env.vars.borrow().get("__getattr__").is_some() {
            let bits = self.inexact(FallbackKind::NotModelled, "a package's __getattr__");
            return Ok(Some(self.unknown_op(bits)));
        }
        self.module_value(&sub)
    }

    /// Whether `v`, package `idx`'s attribute `name`, is its submodule of that name, bound by an
    /// earlier run's import and not imported by this one yet (in a new process, not there yet).
    /// One this run imported is there because it did: a call remembered that read it is reused
    /// only in a run that imported it too.
    fn submodule_not_imported(&mut self, idx: u32, name: &str, v: &Value<'a>) -> bool {
        let V::Module(i) = v.kind else { return false };
        if !self.package_of(i).is_some_and(|p| p.0 == idx && p.1 == name) {
            return false;
        }
        if self.imported_now(i) {
            self.memo_submodule(i);
            return false;
        }
        true
    }

    /// `module.name` where module `idx` does not bind `name`: what its own `__getattr__` (PEP 562)
    /// gives, if it has one (`None`: it has none). A dunder name (`__spec__`, `__path__`: Python
    /// binds some the tool does not) or a module whose names are not known exactly: not known.
    pub(crate) fn module_getattr_hook(&mut self, idx: u32, name: &str) -> R<'a, Option<Value<'a>>> {
        let Some(env) = self.module_scope(idx) else {
            return Ok(None);
        };
        let Some(hook) = env.vars.borrow().get("__getattr__").cloned() else {
            return Ok(None);
        };
        let bits = env.open_names.get() | hook.inexact_bits();
        if bits != 0 || (name.starts_with("__") && name.ends_with("__")) {
            let bits = bits | self.inexact(FallbackKind::NotModelled, "a module's __getattr__");
            return Ok(Some(self.unknown_op(bits)));
        }
        self.call(&hook, vec![Value::str(name)], vec![]).map(Some)
    }

    /// A name a harness module does not define: for a package, a submodule the checkout lacks (a
    /// build output, a file git ignores) — an opaque module; for a plain module, `None` (an
    /// `ImportError`/`AttributeError` on every machine).
    pub(crate) fn missing_module_attr(&mut self, idx: u32, attr: &str) -> Option<Value<'a>> {
        let m = self.h.module(idx);
        if !m.is_package {
            return None;
        }
        let full = format!("{}.{attr}", m.name);
        // One the checkout has is no attribute until it ran.
        if let Found::Harness(_) = self.find_module(&full) {
            return None;
        }
        Some(self.opaque_import(&full))
    }

    /// Whether module `idx`'s top level is running (a circular import reached it).
    pub(crate) fn module_running(&self, idx: u32) -> bool {
        self.importing.contains(&idx)
    }

    /// The module a `from` import names (`from ..x import y`: `level` 2, `x`), relative to the
    /// current module's package as Python resolves it; `Err`: Python's `ImportError` message.
    fn absolute_name(&self, level: u32, name: Option<&str>) -> Result<String, &'static str> {
        if level == 0 {
            return Ok(name.unwrap_or("").to_string());
        }
        resolve_relative(
            self.h.module(self.cur.module).package(),
            level as usize,
            name.unwrap_or(""),
        )
    }

    /// A module the tool can't see, imported at the current line: recorded, and an opaque module.
    fn opaque_import(&mut self, module: &str) -> Value<'a> {
        let u = Unresolved {
            module: module.to_string(),
            src: self.cur,
        };
        if self.unresolved_seen.insert(u.clone()) {
            self.unresolved.push(u);
        }
        // Where nothing is taken to work (the corpus), a module no one said is there may be
        // absent: its import may raise `ModuleNotFoundError`.
        let first = module.split('.').next().unwrap_or(module);
        if !self.assume_env && !self.provided_modules.contains(&first) {
            self.maybe_raised();
        }
        Value::new(V::Native(Native::Opaque))
    }

    /// An import of a module the tool can't see, at statement `key`: it succeeds (an opaque
    /// module), unless a `try` that catches import errors guards it and this run is to see it
    /// fail ([`Interp::failing_imports`]).
    fn import_unseen(&mut self, key: usize, module: &str) -> R<'a, Value<'a>> {
        if self.stack.import_guards > 0 && self.guarded_import(key, module) {
            return self.fail("ModuleNotFoundError", format!("No module named '{module}'"), 0);
        }
        Ok(self.opaque_import(module))
    }

    /// An import of `module` that the code checks for (a `try` that catches import errors, or
    /// `find_spec`), at `key`: recorded for describing backend registries (with it absent too);
    /// whether this run takes it as failing ([`Interp::failing_imports`]).
    fn guarded_import(&mut self, key: usize, module: &str) -> bool {
        let at_top = self.stack.frames.last().is_some_and(|f| &*f.name == "<module>");
        let g = GuardedImport {
            key,
            module: module.to_string(),
            src: self.cur,
            at_top,
        };
        if at_top && !self.guarded_top.contains(&g) {
            self.guarded_top.push(g.clone());
        }
        if !self.events.guarded_imports.contains(&g) {
            self.events.guarded_imports.push(g);
        }
        self.failing_imports.contains(&key)
    }

    /// A key for an import made by a call (`importlib.import_module`, `find_spec`) rather than a
    /// statement: its place, with the top bit set (a statement's key is its address, which
    /// never has it).
    fn call_site_key(&self) -> usize {
        (1usize << (usize::BITS - 1)) | ((self.cur.module as usize) << 32) | self.cur.offset as usize
    }

    /// `importlib.import_module(name)` (and `__import__`) of a module neither modelled nor under
    /// the root: `Ok(None)` when its top-level package is the harness's own (a module the
    /// checkout lacks in a package it has: absent, as Python finds it here); otherwise a package
    /// of the machine the benchmark runs on, imported as an `import` statement imports it
    /// ([`Self::import_unseen`]: it succeeds, unless a `try` guards it and this run is to see it
    /// fail).
    pub(crate) fn import_module_unseen(&mut self, full: &str) -> R<'a, Option<Value<'a>>> {
        let first = full.split('.').next().unwrap_or(full);
        if matches!(self.find_module(first), Found::Harness(_)) {
            return Ok(None);
        }
        let key = self.call_site_key();
        self.import_unseen(key, full).map(Some)
    }

    /// `importlib.util.find_spec(name)`: whether the module can be imported, without importing
    /// it (its parent packages are). A module the tool models or the checkout has: a spec (an
    /// opaque object); one the checkout lacks in a harness package: `None`. A package of the
    /// machine the benchmark runs on is there, as for an import (a spec), except in the run
    /// that describes a backend registry with it absent: `find_spec` is itself the guard, as a
    /// `try … except ImportError` is for an import; then `None`, or for a submodule
    /// `ModuleNotFoundError` (its package is absent). Where nothing is taken to work (the
    /// corpus), whether it is installed is not known.
    pub(crate) fn find_spec(&mut self, name: &str) -> R<'a, Value<'a>> {
        let spec = || Value::new(V::Native(Native::Opaque));
        if name.is_empty() || name.starts_with('.') {
            return Ok(Value::unknown(0));
        }
        if let Some((parent, _)) = name.rsplit_once('.') {
            // Python imports the parent packages first; an absent one is an error.
            if self.module_value(parent)?.is_none() && self.import_module_unseen(parent)?.is_none() {
                return self.fail("ModuleNotFoundError", format!("No module named '{parent}'"), 0);
            }
        }
        match self.find_module(name) {
            Found::Native(_) | Found::Harness(_) => return Ok(spec()),
            Found::Missing => {}
        }
        if let Some((parent, _)) = name.rsplit_once('.') {
            if let Found::Harness(i) = self.find_module(parent) {
                if !self.h.module(i).is_package {
                    let message = format!("__path__ attribute not found on '{parent}' while trying to find '{name}'");
                    return self.fail("ModuleNotFoundError", message, 0);
                }
            }
        }
        let first = name.split('.').next().unwrap_or(name);
        if matches!(self.find_module(first), Found::Harness(_)) {
            return Ok(Value::none());
        }
        if !self.assume_env {
            return Ok(Value::unknown(0));
        }
        let key = self.call_site_key();
        Ok(if self.guarded_import(key, name) {
            Value::none()
        } else {
            spec()
        })
    }

    /// `import a.b.c` / `import a.b.c as x`.
    pub(super) fn exec_import(&mut self, env: &Rc<Env<'a>>, i: &'a ast::StmtImport) -> R<'a, ()> {
        let key = i as *const ast::StmtImport as usize;
        for alias in &i.names {
            let full = alias.name.id.as_str();
            let value = match self.module_value(full)? {
                Some(v) => Some(v),
                None => match self.find_module(full.split('.').next().unwrap_or(full)) {
                    // `import kernel.x.backends.fa3` with the package present: the harness's
                    // package is bound, its missing submodule is unknown.
                    Found::Harness(_) => {
                        self.import_unseen(key, full)?;
                        None
                    }
                    _ => Some(self.import_unseen(key, full)?),
                },
            };
            match &alias.asname {
                Some(asname) => {
                    let v = value.unwrap_or_else(|| Value::new(V::Native(Native::Opaque)));
                    // (Bound in a region, it may stay unbound on the other path; declared
                    // `global` in a function, it is the module's.)
                    self.bind(env, name_key(asname.id.as_str()), asname.id.as_str(), v);
                }
                None => {
                    // Bind the first part (each package on the way has run).
                    let first = full.split('.').next().unwrap_or(full);
                    let v = match self.module_value(first)? {
                        Some(v) => v,
                        None => Value::new(V::Native(Native::Opaque)),
                    };
                    self.bind(env, name_key(first), first, v);
                }
            }
        }
        Ok(())
    }

    /// `from x import a, b as c`, `from . import _C`, `from x import *`.
    pub(super) fn exec_import_from(&mut self, env: &Rc<Env<'a>>, i: &'a ast::StmtImportFrom) -> R<'a, ()> {
        let key = i as *const ast::StmtImportFrom as usize;
        let base = match self.absolute_name(i.level, i.module.as_ref().map(|m| m.id.as_str())) {
            Ok(base) => base,
            Err(message) => return self.fail("ImportError", message.to_string(), 0),
        };
        let module = self.module_value(&base)?;
        for alias in &i.names {
            let name = alias.name.id.as_str();
            let bind = alias.asname.as_ref().map(|a| a.id.as_str()).unwrap_or(name);
            if name == "*" {
                if let Some(Value { kind: V::Module(m), .. }) = &module {
                    let menv = self.import_module(*m)?;
                    // `__all__`, where the module says which names it exports: Python takes its
                    // items by index, each a string (a `TypeError` at the first that is not, the
                    // names before it bound).
                    let all = menv.vars.borrow().get("__all__").cloned();
                    let exported: Option<Vec<Export>> = all.map(|a| exports(&a));
                    let open = menv.open_names.get();
                    let vars: Vec<(Name<'a>, Value<'a>)> = match exported {
                        // Each name `__all__` gives, in its order, bound as `from m import name`
                        // finds it (a package's submodule imported); one the module lacks is
                        // `AttributeError`, the names before it bound.
                        Some(names) => {
                            for n in names {
                                let n = match n {
                                    Export::Name(n) => n,
                                    Export::Refused(message) => return self.fail("TypeError", message, 0),
                                    Export::Unknown => {
                                        // Which names it binds is not known.
                                        let bits = self.inexact(FallbackKind::NotModelled, "a module's __all__");
                                        if !self.assume_env {
                                            self.bindings_unknown(env, bits);
                                        }
                                        env.open_names.set(env.open_names.get() | bits);
                                        self.may_raise_unseen();
                                        break;
                                    }
                                };
                                let v = match self.imported_name(*m, &n)? {
                                    Some(v) => v,
                                    None if self.h.module(*m).is_package => {
                                        self.import_unseen(key, &format!("{base}.{n}"))?
                                    }
                                    None if open != 0 => Value::unknown(open),
                                    None => {
                                        let message = format!("module '{base}' has no attribute '{n}'");
                                        return self.fail("AttributeError", message, 0);
                                    }
                                };
                                let k = Name::Owned(Rc::from(n.as_str()));
                                self.pre_bind(env, k.as_str());
                                env.set_name(k.clone(), v);
                                self.log_binding(env, k);
                            }
                            Vec::new()
                        }
                        None => menv
                            .vars
                            .borrow()
                            .iter()
                            .filter(|(k, _)| !k.as_str().starts_with('_'))
                            .map(|(k, v)| (k.clone(), v.clone()))
                            .collect(),
                    };
                    for (k, v) in vars {
                        self.pre_bind(env, k.as_str());
                        env.set_name(k.clone(), v);
                        self.log_binding(env, k);
                    }
                    if open != 0 {
                        env.open_names.set(env.open_names.get() | open);
                    }
                } else {
                    // What a module the tool can't see exports is not known: it may replace
                    // any name bound so far (where nothing is taken to work).
                    let bits = self.inexact(FallbackKind::UnseenModule, &format!("from {base} import *"));
                    if !self.assume_env {
                        self.bindings_unknown(env, bits);
                    }
                    env.open_names.set(env.open_names.get() | bits);
                }
                continue;
            }
            let v = match &module {
                Some(Value { kind: V::Module(m), .. }) => {
                    let m = *m;
                    match self.imported_name(m, name)? {
                        Some(v) => v,
                        None => {
                            let open = self.module_envs[m as usize].as_ref().map_or(0, |e| e.open_names.get());
                            if self.h.module(m).is_package {
                                let full = format!("{base}.{name}");
                                self.import_unseen(key, &full)?
                            } else if open != 0 {
                                Value::unknown(open)
                            } else {
                                return self.fail(
                                    "ImportError",
                                    format!("cannot import name '{name}' from '{base}'"),
                                    0,
                                );
                            }
                        }
                    }
                }
                Some(Value { kind: V::Native(n), .. }) => self.native_attr(*n, name),
                _ => {
                    let sub = format!("{base}.{name}");
                    match self.module_value(&sub)? {
                        Some(v) => v,
                        // The whole module is unseen: the import stands or falls with it, and
                        // what it gives is an opaque object (never `None`: a module, a class
                        // or a function).
                        None => self.import_unseen(key, &base)?,
                    }
                }
            };
            // (Bound in a region, it may stay unbound on the other path; declared `global` in a
            // function, it is the module's.)
            self.bind(env, name_key(bind), bind, v);
        }
        Ok(())
    }
}

/// The harness modules `m` imports, directly or through the modules it imports (itself
/// included), as their import statements name them (wherever they stand).
pub fn import_closure(h: &Harness, m: u32) -> Vec<u32> {
    import_closure_of(h, &[m])
}

/// [`import_closure`] of several modules at once (each module's imports read once).
pub fn import_closure_of(h: &Harness, starts: &[u32]) -> Vec<u32> {
    let mut seen: Vec<u32> = Vec::new();
    let mut in_seen = std::collections::HashSet::new();
    for &m in starts {
        if in_seen.insert(m) {
            seen.push(m);
        }
    }
    let mut i = 0;
    while i < seen.len() {
        for &f in direct_imports(h, seen[i]) {
            if in_seen.insert(f) {
                seen.push(f);
            }
        }
        i += 1;
    }
    seen
}

/// Parse, on every core, the harness modules `m`'s import statements name that no run has
/// parsed yet, when there are many (a package's `__init__` importing each of its scenarios):
/// its top level imports them one after the other next. What is parsed and what the run does
/// are the same as without: only the order of the parsing changes.
fn parse_imports_ahead(h: &Harness, m: u32) {
    /// Fewer than this are parsed as the run meets them (starting threads costs more).
    const AHEAD: usize = 4;
    let todo: Vec<u32> = direct_imports(h, m)
        .iter()
        .copied()
        .filter(|&i| !h.modules[i as usize].is_parsed())
        .collect();
    if todo.len() >= AHEAD {
        crate::par::map(&todo, |&i| {
            h.module(i);
        });
    }
}

/// The harness modules `m`'s import statements name, wherever they stand (read once per
/// harness, remembered with it).
fn direct_imports(h: &Harness, m: u32) -> &[u32] {
    use crate::parse::python::ast::visitor::{walk_stmt, Visitor};
    struct Names<'h> {
        h: &'h Harness,
        module: &'h crate::parse::python::PyModule,
        found: Vec<u32>,
    }
    impl Names<'_> {
        fn add(&mut self, name: &str) {
            // `a.b.c` imports `a` and `a.b` too.
            let mut prefix = String::new();
            for part in name.split('.') {
                if !prefix.is_empty() {
                    prefix.push('.');
                }
                prefix.push_str(part);
                if let Some(i) = self.h.resolve(&prefix) {
                    self.found.push(i);
                }
            }
        }
    }
    impl<'a> Visitor<'a> for Names<'_> {
        fn visit_stmt(&mut self, s: &'a Stmt) {
            match s {
                Stmt::Import(i) => {
                    for a in &i.names {
                        self.add(a.name.id.as_str());
                    }
                }
                Stmt::ImportFrom(i) => {
                    let mut base: Vec<&str> = self.module.name.split('.').collect();
                    if i.level > 0 {
                        if !self.module.is_package {
                            base.pop();
                        }
                        for _ in 1..i.level {
                            base.pop();
                        }
                    } else {
                        base.clear();
                    }
                    if let Some(m) = &i.module {
                        base.push(m.id.as_str());
                    }
                    let base = base.join(".");
                    self.add(&base);
                    for a in &i.names {
                        self.add(&format!("{base}.{}", a.name.id.as_str()));
                    }
                }
                _ => {}
            }
            walk_stmt(self, s);
        }
        // Statements only: an expression holds none (nor an import).
        fn visit_expr(&mut self, _: &'a Expr) {}
    }
    h.modules[m as usize].direct_imports(|| {
        let module = h.module(m);
        let mut names = Names {
            h,
            module,
            found: Vec::new(),
        };
        for s in &module.body {
            names.visit_stmt(s);
        }
        names.found
    })
}

impl<'a> Interp<'a> {
    /// Whether the code replaced attribute `name` of module `n` (which the tool models itself).
    pub(super) fn native_altered(&self, n: Native, name: &str) -> bool {
        self.altered_natives.iter().any(|(m, a)| *m == n && **a == *name)
    }

    pub fn native_attr(&mut self, n: Native, name: &str) -> Value<'a> {
        use Builtin as B;
        if self.native_altered(n, name) {
            return Value::unknown(self.inexact(FallbackKind::NotModelled, "a module's attribute the code replaced"));
        }
        let b = |x: B| Value::new(V::Builtin(x));
        match (n, name) {
            (Native::Torch, "finfo") => b(B::Finfo),
            (Native::Torch, "iinfo") => b(B::Iinfo),
            (Native::Torch, "is_tensor") => b(B::IsTensor),
            (Native::Torch, "dtype") => Value::unknown(0),
            (Native::Torch, "__dict__") => Value::new(V::Native(Native::TorchDict)),
            (Native::Torch, "randn") => b(B::TensorRandn),
            (Native::Torch, "rand") => b(B::TensorRand),
            (Native::Torch, "empty") => b(B::TensorEmpty),
            (Native::Torch, "zeros") => b(B::TensorZeros),
            (Native::Torch, "ones") => b(B::TensorOnes),
            (Native::Torch, "full") => b(B::TensorFull),
            (Native::Torch, "randint") => b(B::TensorRandint),
            (Native::Torch, "randperm") => b(B::TensorRandperm),
            (Native::Torch, "arange") => b(B::TensorArange),
            (Native::Torch, "randn_like") => b(B::TensorRandnLike),
            (Native::Torch, "rand_like") => b(B::TensorRandLike),
            (Native::Torch, "empty_like" | "zeros_like" | "ones_like" | "full_like") => b(B::TensorLike),
            (Native::TorchDict, "get") => b(B::TorchDictGet),
            (Native::Torch, "no_grad" | "inference_mode" | "enable_grad") => b(B::Noop),
            (Native::Torch, _) => match crate::eval::torch::lookup(name) {
                Some(d) => Value::new(V::Dtype(d)),
                None => Value::unknown(0),
            },
            (Native::Importlib, "import_module") => b(B::ImportModule),
            (Native::Importlib, "util") => Value::new(V::Native(Native::ImportlibUtil)),
            (Native::ImportlibUtil, "find_spec") => b(B::FindSpec),
            (Native::Operator, "attrgetter") => b(B::AttrGetter),
            // What changes the containers it is handed (Python's own, whatever module holds it).
            (Native::Operator | Native::Opaque, name) if changes_args(name) => b(B::ChangesArgs),
            (Native::Operator, "itemgetter") => b(B::ItemGetter),
            (Native::Operator, name) => match operator_fn(name) {
                Some(op) => b(B::Op(op)),
                None => Value::unknown(0),
            },
            (Native::Copy, "copy") => b(B::CopyCopy),
            (Native::Copy, "deepcopy") => b(B::CopyDeepcopy),
            (Native::Itertools, "product") => b(B::Product),
            (Native::Itertools, "chain") => b(B::Chain),
            (Native::Itertools, "accumulate") => b(B::Accumulate),
            (Native::Itertools, "zip_longest") => b(B::ZipLongest),
            (Native::Itertools, "islice") => b(B::Islice),
            (Native::Math, "ceil") => b(B::Ceil),
            (Native::Math, "floor") => b(B::Floor),
            (Native::Math, "log2") => b(B::Log2),
            (Native::Math, "sqrt") => b(B::Sqrt),
            (Native::Math, "gcd") => b(B::Gcd),
            (Native::Math, "isqrt") => b(B::Isqrt),
            (Native::Math, "prod") => b(B::Prod),
            (Native::Math, "inf") => Value::new(V::Float(f64::INFINITY)),
            (Native::Functools, "partial") => b(B::Partial),
            (Native::Functools, "reduce") => b(B::Reduce),
            // A cached function's body runs once per key of its arguments (`interp/cached.rs`);
            // `cache` is `lru_cache(maxsize=None)`. `wraps` names the wrapper after the function
            // it wraps (`Builtin::Wrapped`).
            (Native::Functools, "lru_cache") => b(B::LruCache),
            (Native::Functools, "cache") => b(B::Cache),
            (Native::Functools, "wraps") => b(B::Wraps),
            // Adds the orderings a class lacks, from the one it has: not modelled (the class is
            // left inexact), and it runs none of the class's code.
            (Native::Functools, "total_ordering") => b(B::Opaque),
            (Native::Contextlib, "contextmanager") => b(B::ContextManager),
            (Native::Contextlib, "asynccontextmanager") => b(B::Opaque),
            (Native::Functools, "cached_property") => b(B::CachedProperty),
            (Native::Functools, "singledispatch") => b(B::Singledispatch),
            (Native::Dataclasses, "dataclass") => b(B::Dataclass),
            (Native::Dataclasses, "field") => b(B::Field),
            (Native::Dataclasses, "MISSING") => dataclass_missing(),
            (Native::Dataclasses, "FrozenInstanceError") => Value::new(V::ExcType(Rc::from("FrozenInstanceError"))),
            (Native::Dataclasses, "fields") => b(B::DataclassFields),
            (Native::Dataclasses, "asdict") => b(B::Asdict),
            (Native::Dataclasses, "replace") => b(B::DataclassReplace),
            (Native::Types, "SimpleNamespace") | (Native::Argparse, "Namespace") => b(B::Namespace),
            (Native::Types, "MappingProxyType") => b(B::MappingProxy),
            (Native::Argparse, "ArgumentParser") => b(B::ArgParser),
            (Native::ArgParser, "parse_args") => b(B::ParseArgs),
            (Native::ArgParser, "parse_known_args") => b(B::ParseKnownArgs),
            (
                Native::ArgParser,
                "add_argument_group" | "add_mutually_exclusive_group" | "add_subparsers" | "add_parser",
            ) => b(B::ArgParser),
            (Native::Yaml, "safe_load" | "full_load" | "unsafe_load") => b(B::YamlLoad),
            (Native::Yaml, "load") => b(B::YamlLoadWith),
            (
                Native::Yaml,
                "SafeLoader" | "CSafeLoader" | "FullLoader" | "CFullLoader" | "Loader" | "CLoader" | "UnsafeLoader"
                | "CUnsafeLoader",
            ) => b(B::YamlLoader),
            (Native::Json, "load" | "loads") => b(B::JsonLoad),
            (Native::Os, "listdir") => b(B::ListDir),
            (Native::Pkgutil, "iter_modules") => b(B::IterModules),
            (Native::Glob, "glob") => b(B::Glob),
            (Native::Os, "path") => Value::new(V::Native(Native::OsPath)),
            (Native::Os, "sep") | (Native::OsPath, "sep") => Value::str("/"),
            (Native::OsPath, "join") => b(B::PathJoin),
            (Native::OsPath, "basename") => b(B::PathBasename),
            (Native::OsPath, "dirname") => b(B::PathDirname),
            (Native::OsPath, "split") => b(B::PathSplit),
            (Native::OsPath, "splitext") => b(B::PathSplitext),
            (Native::OsPath, "normpath") => b(B::PathNormpath),
            (Native::OsPath, "abspath" | "realpath") => b(B::PathAbspath),
            (Native::OsPath, "expanduser") => b(B::PathExpanduser),
            (Native::OsPath, "isfile") => b(B::PathIsfile),
            (Native::OsPath, "isabs") => b(B::PathIsabs),
            (Native::OsPath, "relpath") => b(B::PathRelpath),
            (Native::Os, "getcwd") => b(B::Getcwd),
            (Native::OsPath, "isdir") => b(B::PathIsdir),
            (Native::OsPath, "exists") => b(B::PathExists),
            (Native::Sys, "exit") => b(B::SysExit),
            // The table imports look in first: what is put there, taken out or changed is not
            // followed, so where nothing is taken to work, no import after it is known.
            (Native::Sys, "modules") => {
                if !self.assume_env {
                    self.modules_table_open = true;
                }
                Value::unknown(0)
            }
            (Native::Os, "fspath") => b(B::Str),
            // (A pure path is of its own type, which the tool does not model: not known.)
            (Native::Pathlib, "Path" | "PosixPath") => b(B::PathNew),
            (Native::Abc, "ABC") => self.typing_class("ABC"),
            (Native::Typing, "Generic") => self.typing_class("Generic"),
            (Native::Typing, "Protocol") => self.typing_class("Protocol"),
            (Native::Abc, "ABCMeta") => b(B::AbcMeta),
            (Native::Abc, "abstractmethod" | "abstractclassmethod" | "abstractstaticmethod") => b(B::AbstractMethod),
            (Native::Abc, "abstractproperty") => b(B::Property),
            (Native::Inspect, "isabstract") => b(B::IsAbstract),
            (Native::Typing, "overload" | "final" | "runtime_checkable" | "no_type_check") => b(B::Noop),
            (Native::Typing, "cast") => b(B::Cast),
            (Native::Typing, "NamedTuple") => b(B::TypingNamedTuple),
            (Native::Collections, "namedtuple") => b(B::Namedtuple),
            (Native::Collections, "defaultdict") => b(B::DefaultDict),
            (Native::Collections, "OrderedDict") => b(B::OrderedDict),
            (Native::Collections, "Counter") => b(B::Counter),
            (Native::Collections, "ChainMap") => self.chainmap_class(),
            (Native::Typing, "TYPE_CHECKING") => Value::bool(false),
            (Native::Typing, "ClassVar") => Value::new(V::Native(Native::TypingClassVar)),
            (Native::Typing, name) if typing_form(name) => Value::new(V::Native(Native::TypingForm)),
            (Native::Enum, "Enum") => self.enum_base(crate::eval::value::EnumBase::Enum),
            (Native::Enum, "IntEnum") => self.enum_base(crate::eval::value::EnumBase::IntEnum),
            (Native::Enum, "StrEnum") => self.enum_base(crate::eval::value::EnumBase::StrEnum),
            (Native::Enum, "Flag") => self.enum_base(crate::eval::value::EnumBase::Flag),
            (Native::Enum, "IntFlag") => self.enum_base(crate::eval::value::EnumBase::IntFlag),
            (Native::Re, "compile") => b(B::Re(ReFn::Compile)),
            (Native::Re, "match") => b(B::Re(ReFn::Match)),
            (Native::Re, "fullmatch") => b(B::Re(ReFn::Fullmatch)),
            (Native::Re, "search") => b(B::Re(ReFn::Search)),
            (Native::Re, "findall") => b(B::Re(ReFn::Findall)),
            (Native::Re, "finditer") => b(B::Re(ReFn::Finditer)),
            (Native::Re, "sub") => b(B::Re(ReFn::Sub)),
            (Native::Re, "subn") => b(B::Re(ReFn::Subn)),
            (Native::Re, "split") => b(B::Re(ReFn::Split)),
            (Native::Re, "escape") => b(B::Re(ReFn::Escape)),
            (Native::Enum, "auto") => b(B::EnumAuto),
            (Native::Enum, "unique") => b(B::EnumUnique),
            _ => Value::unknown(0),
        }
    }
}

/// `typing`'s names that subscripting takes (`Optional[int]`, `Dict[str, int]`): its special
/// forms and its aliases of generic classes (3.11).
fn typing_form(name: &str) -> bool {
    matches!(
        name,
        "Optional"
            | "Union"
            | "List"
            | "Dict"
            | "Tuple"
            | "Set"
            | "FrozenSet"
            | "Type"
            | "Callable"
            | "Sequence"
            | "MutableSequence"
            | "Mapping"
            | "MutableMapping"
            | "Iterable"
            | "Iterator"
            | "Generator"
            | "Collection"
            | "Container"
            | "AbstractSet"
            | "MutableSet"
            | "Literal"
            | "ClassVar"
            | "Final"
            | "Annotated"
            | "DefaultDict"
            | "OrderedDict"
            | "Counter"
            | "Deque"
            | "ChainMap"
            | "Awaitable"
            | "Coroutine"
            | "AsyncIterator"
            | "AsyncIterable"
            | "AsyncGenerator"
            | "Reversible"
            | "KeysView"
            | "ItemsView"
            | "ValuesView"
            | "ContextManager"
            | "AsyncContextManager"
            | "Pattern"
            | "Match"
            | "IO"
            | "TypeGuard"
            | "Concatenate"
    )
}

/// Python's standard library (top-level names) beyond the modules modelled above: always there,
/// so never an unresolved import; what they give is unknown.
pub(super) const STDLIB: &[&str] = &[
    "__future__",
    "abc",
    "argparse",
    "array",
    "ast",
    "asyncio",
    "atexit",
    "base64",
    "bisect",
    "builtins",
    "bz2",
    "calendar",
    "cmath",
    "codecs",
    "collections",
    "colorsys",
    "concurrent",
    "configparser",
    "contextlib",
    "contextvars",
    "copy",
    "copyreg",
    "cProfile",
    "csv",
    "ctypes",
    "datetime",
    "decimal",
    "difflib",
    "dis",
    "enum",
    "errno",
    "faulthandler",
    "fcntl",
    "filecmp",
    "fnmatch",
    "fractions",
    "gc",
    "getpass",
    "gettext",
    "glob",
    "gzip",
    "hashlib",
    "heapq",
    "hmac",
    "html",
    "http",
    "importlib",
    "inspect",
    "io",
    "ipaddress",
    "itertools",
    "json",
    "keyword",
    "linecache",
    "locale",
    "logging",
    "lzma",
    "marshal",
    "math",
    "mmap",
    "multiprocessing",
    "numbers",
    "operator",
    "os",
    "pathlib",
    "pickle",
    "pkgutil",
    "platform",
    "pprint",
    "profile",
    "pstats",
    "queue",
    "random",
    "re",
    "resource",
    "sched",
    "secrets",
    "select",
    "shlex",
    "shutil",
    "signal",
    "site",
    "socket",
    "sqlite3",
    "ssl",
    "stat",
    "statistics",
    "string",
    "struct",
    "subprocess",
    "sys",
    "sysconfig",
    "tarfile",
    "tempfile",
    "textwrap",
    "threading",
    "time",
    "timeit",
    "token",
    "tokenize",
    "tomllib",
    "traceback",
    "types",
    "typing",
    "unicodedata",
    "unittest",
    "urllib",
    "uuid",
    "warnings",
    "weakref",
    "zipfile",
    "zlib",
    "zoneinfo",
];

pub fn native_module(name: &str) -> Option<Native> {
    let first = name.split('.').next().unwrap_or(name);
    Some(match (first, name) {
        (_, "torch") => Native::Torch,
        ("torch", _) => Native::Opaque,
        (_, "importlib") => Native::Importlib,
        (_, "importlib.util") => Native::ImportlibUtil,
        (_, "operator") => Native::Operator,
        (_, "copy") => Native::Copy,
        (_, "itertools") => Native::Itertools,
        (_, "math") => Native::Math,
        (_, "functools") => Native::Functools,
        (_, "contextlib") => Native::Contextlib,
        (_, "argparse") => Native::Argparse,
        (_, "dataclasses") => Native::Dataclasses,
        (_, "collections") => Native::Collections,
        (_, "types") => Native::Types,
        (_, "os") => Native::Os,
        (_, "os.path" | "posixpath") => Native::OsPath,
        (_, "sys") => Native::Sys,
        (_, "yaml") => Native::Yaml,
        (_, "json") => Native::Json,
        (_, "pkgutil") => Native::Pkgutil,
        (_, "glob") => Native::Glob,
        (_, "inspect") => Native::Inspect,
        (_, "pathlib") => Native::Pathlib,
        (_, "abc") => Native::Abc,
        (_, "typing") => Native::Typing,
        (_, "enum") => Native::Enum,
        (_, "re") => Native::Re,
        (first, _) if is_stdlib(first) || first == "yaml" => Native::Opaque,
        _ => return None,
    })
}

/// Whether `name` is in [`STDLIB`]: asked on every import a call runs (of the harness's own
/// modules too, which are in none of the lists), so by hash rather than a scan of the list.
fn is_stdlib(name: &str) -> bool {
    static SET: std::sync::OnceLock<std::collections::HashSet<&'static str, FxBuild>> = std::sync::OnceLock::new();
    SET.get_or_init(|| STDLIB.iter().copied().collect()).contains(name)
}

/// A function of `operator` that is one of the language's operators (`operator.__or__` is
/// `operator.or_`).
fn operator_fn(name: &str) -> Option<OpFn> {
    // The dunder spellings are the same functions; `operator` has them for these only.
    let name = match name.strip_prefix("__").and_then(|n| n.strip_suffix("__")) {
        Some("and") => "and_",
        Some("or") => "or_",
        Some("not") => "not_",
        Some("truth" | "is_" | "is_not" | "and_" | "or_" | "not_") => return None,
        Some(n) => n,
        None => name,
    };
    OpFn::ALL.into_iter().find(|op| op.name() == name)
}

/// A standard-library function that changes what it is handed: `heapq`'s, `bisect`'s insorts,
/// `random.shuffle`, `operator`'s `setitem`, `delitem` and in-place operators (no other module
/// the tool may not model has functions of these names).
fn changes_args(name: &str) -> bool {
    matches!(
        name,
        "heappush"
            | "heappop"
            | "heapify"
            | "heapreplace"
            | "heappushpop"
            | "insort"
            | "insort_left"
            | "insort_right"
            | "shuffle"
            | "setitem"
            | "delitem"
            | "iadd"
            | "iand"
            | "iconcat"
            | "ifloordiv"
            | "ilshift"
            | "imod"
            | "imul"
            | "imatmul"
            | "ior"
            | "ipow"
            | "irshift"
            | "isub"
            | "itruediv"
            | "ixor"
    )
}

/// One item of a module's `__all__`, as `from m import *` takes it.
enum Export {
    Name(String),
    /// Python's `TypeError` here (its message).
    Refused(String),
    /// Not known exactly: neither are the items after it.
    Unknown,
}

/// The items of `__all__` (`a`), in order, as `from m import *` reads them: by index, so a set,
/// a dict, a number or `None` is refused at once; a string gives its letters.
fn exports(a: &Value) -> Vec<Export> {
    if a.inexact_bits() != 0 || a.taint & INEXACT != 0 {
        return vec![Export::Unknown];
    }
    let items = match &a.kind {
        V::List(l) => l.borrow().items.clone(),
        V::Tuple(t) => t.as_ref().clone(),
        V::Str(s) => return s.chars().map(|c| Export::Name(c.to_string())).collect(),
        V::Dict(_) => return vec![Export::Refused("dict is not a sequence".into())],
        V::Set(_) | V::Int(_) | V::Float(_) | V::Bool(_) | V::None => {
            return vec![Export::Refused(format!(
                "'{}' object does not support indexing",
                a.type_name()
            ))];
        }
        _ => return vec![Export::Unknown],
    };
    let mut out = Vec::new();
    for x in &items {
        match &x.kind {
            V::Str(s) if x.taint & INEXACT == 0 => out.push(Export::Name(s.to_string())),
            V::Int(_) | V::Float(_) | V::Bool(_) | V::None | V::List(_) | V::Tuple(_) | V::Dict(_)
                if x.taint & INEXACT == 0 =>
            {
                out.push(Export::Refused(format!(
                    "Item in __all__ must be str, not {}",
                    x.type_name()
                )));
                break;
            }
            _ => {
                out.push(Export::Unknown);
                break;
            }
        }
    }
    out
}

/// `name` imported `level` packages up from `package` (`from ..x import y` in `a.b.c`'s module:
/// `a.b`, 2, `x` gives `a.x`), as `importlib`'s `_resolve_name` does; `Err`: the `ImportError`
/// Python raises (no package to be relative to, or more levels than the package has).
pub(crate) fn resolve_relative(package: &str, level: usize, name: &str) -> Result<String, &'static str> {
    if package.is_empty() {
        return Err("attempted relative import with no known parent package");
    }
    let bits: Vec<&str> = package.rsplitn(level, '.').collect();
    if bits.len() < level {
        return Err("attempted relative import beyond top-level package");
    }
    let base = bits[bits.len() - 1];
    Ok(match name.is_empty() {
        true => base.to_string(),
        false => format!("{base}.{name}"),
    })
}
