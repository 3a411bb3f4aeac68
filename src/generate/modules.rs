//! The modules a backend is built from, and the words people call them by.
//!
//! In: the harness and a probed scenario. Out: per backend, the modules its registry entry uses
//! (`fi` → `kernel.attention.backends.flashinfer`). The model says this where the entry's
//! functions are the harness's own (`run_fi = lambda a: flashinfer.decode(a)`); where the entry
//! holds a runner taken from a module the checkout lacks (`(adapt_fi, flashinfer.decode)`), the
//! run only sees an unknown value, which remembers no module. The import says it whether or not
//! the module's file is there, so here the entry is read from the registry's source: the names its
//! value uses, bound by an import of the function it is in or of its module.

use crate::discover::Harness;
use crate::model::Scenario;
use crate::parse::python::ast::visitor::{walk_expr, walk_stmt, Visitor};
use crate::parse::python::ast::{self, Expr, Stmt};
use crate::parse::python::PyModule;

/// Each backend of `sc` with the modules it is built from: the model's, else those its registry
/// entry's source uses.
pub fn backend_modules(h: &Harness, sc: &Scenario) -> Vec<(String, Vec<String>)> {
    sc.backends
        .iter()
        .map(|b| {
            let modules = if b.modules.is_empty() {
                h.module_file(&b.src.file)
                    .map(|(_, m)| entry_source_modules(m.parsed(), &b.name, b.src.line))
                    .unwrap_or_default()
            } else {
                b.modules.clone()
            };
            (b.name.clone(), modules)
        })
        .collect()
}

/// The words a module may be called by in a sentence: its dotted path, its last part (the
/// harness's own wrapper `kernel.attention.backends.flashinfer` is `flashinfer`) and its first
/// (`vllm` for `vllm.model_executor.layers`).
pub fn module_words(module: &str) -> Vec<String> {
    let parts: Vec<&str> = module.split('.').filter(|p| !p.is_empty()).collect();
    let mut out = vec![module.to_string()];
    for p in [parts.last(), parts.first()].into_iter().flatten() {
        let p = p.trim_start_matches('_');
        if !p.is_empty() && !out.iter().any(|o| o == p) {
            out.push(p.to_string());
        }
    }
    out
}

/// The registry entry of `name` written at `line` of `m` (`"fi": (adapt_fi, flashinfer.decode)`
/// or `reg["fi"] = ...`): the modules the names of its value are imported from.
fn entry_source_modules(m: &PyModule, name: &str, line: u32) -> Vec<String> {
    let mut finder = EntryFinder {
        m,
        name,
        line,
        value: None,
        function: None,
        functions: Vec::new(),
    };
    for s in &m.body {
        finder.visit_stmt(s);
    }
    let Some(value) = finder.value else {
        return vec![];
    };
    let mut imports = Imports::default();
    // The function's own imports first: they shadow the module's.
    if let Some(f) = finder.function {
        for s in &f.body {
            imports.visit_stmt(s);
        }
    }
    for s in &m.body {
        imports.visit_stmt(s);
    }
    let mut names = Names::default();
    names.visit_expr(value);
    let mut out: Vec<String> = Vec::new();
    for n in &names.0 {
        if let Some((_, module)) = imports.0.iter().find(|(local, _)| local == n) {
            if !out.contains(module) && crate::eval::interp::native_module(module).is_none() {
                out.push(module.clone());
            }
        }
    }
    out
}

/// Finds the value stored under the key `name` at `line`: a dict display's item, or an item
/// assignment; and the innermost function it is in.
struct EntryFinder<'m> {
    m: &'m PyModule,
    name: &'m str,
    line: u32,
    value: Option<&'m Expr>,
    function: Option<&'m ast::StmtFunctionDef>,
    functions: Vec<&'m ast::StmtFunctionDef>,
}

impl<'m> EntryFinder<'m> {
    fn is_key(&self, e: &Expr) -> bool {
        matches!(e, Expr::StringLiteral(s) if s.value.to_str() == self.name) && self.m.line_of(e) == self.line
    }

    fn found(&mut self, value: &'m Expr) {
        if self.value.is_none() {
            self.value = Some(value);
            self.function = self.functions.last().copied();
        }
    }
}

impl<'m> Visitor<'m> for EntryFinder<'m> {
    fn visit_stmt(&mut self, s: &'m Stmt) {
        match s {
            Stmt::FunctionDef(f) => {
                self.functions.push(f);
                walk_stmt(self, s);
                self.functions.pop();
                return;
            }
            Stmt::Assign(a) => {
                let keyed = a
                    .targets
                    .iter()
                    .any(|t| matches!(t, Expr::Subscript(sub) if self.is_key(&sub.slice)));
                if keyed {
                    self.found(&a.value);
                }
            }
            _ => {}
        }
        walk_stmt(self, s);
    }

    fn visit_expr(&mut self, e: &'m Expr) {
        if let Expr::Dict(d) = e {
            for item in &d.items {
                if item.key.as_ref().is_some_and(|k| self.is_key(k)) {
                    self.found(&item.value);
                }
            }
        }
        walk_expr(self, e);
    }
}

/// `import x.y as z` / `from x import y as z`: local name → module, in the order met; a nested
/// function's or class's imports are its own.
#[derive(Default)]
struct Imports(Vec<(String, String)>);

impl<'b> Visitor<'b> for Imports {
    fn visit_stmt(&mut self, s: &'b Stmt) {
        match s {
            Stmt::Import(i) => {
                for a in &i.names {
                    let full = a.name.id.as_str();
                    let local = a
                        .asname
                        .as_ref()
                        .map_or(full.split('.').next().unwrap_or(full), |n| n.id.as_str());
                    let module = if a.asname.is_some() { full } else { local };
                    self.0.push((local.to_string(), module.to_string()));
                }
            }
            Stmt::ImportFrom(i) => {
                let base = i.module.as_ref().map_or("", |m| m.id.as_str());
                for a in &i.names {
                    let local = a.asname.as_ref().unwrap_or(&a.name).id.as_str();
                    let module = if base.is_empty() {
                        a.name.id.to_string()
                    } else {
                        format!("{base}.{}", a.name.id)
                    };
                    self.0.push((local.to_string(), module));
                }
            }
            Stmt::FunctionDef(_) | Stmt::ClassDef(_) => return,
            _ => {}
        }
        walk_stmt(self, s);
    }
}

/// The names an expression loads, in order, without repeats.
#[derive(Default)]
struct Names(Vec<String>);

impl<'b> Visitor<'b> for Names {
    fn visit_expr(&mut self, e: &'b Expr) {
        if let Expr::Name(n) = e {
            if !self.0.iter().any(|x| x == n.id.as_str()) {
                self.0.push(n.id.to_string());
            }
        }
        walk_expr(self, e);
    }
}
