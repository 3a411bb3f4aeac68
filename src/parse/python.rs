//! The one door to Ruff's Python parser: a harness's `.py` files in, parsed modules out.
//!
//! Ruff's parser crates have no stable API, so nothing outside this module names them except the
//! evaluator, which walks the AST types re-exported here. A file with a syntax error still yields
//! the parser's recovered tree plus its first error (`file:line:col`), so one broken file costs only
//! the scenarios that run its code.
//!
//! The parse also settles what Python settles when it compiles a function: which names are its
//! locals ([`FnScope`], numbered) and, for each name written in its body, whether it is one of them
//! ([`Slot`], kept in the name's node), so the evaluator reads a local by its slot.

pub use ruff_python_ast as ast;
use ruff_python_ast::visitor::source_order::{self, SourceOrderVisitor};
use ruff_python_parser::parse_unchecked_source;
use ruff_source_file::LineIndex;
pub use ruff_text_size::{Ranged, TextRange, TextSize};

/// A harness file: its path relative to the root, its text and a line index.
pub struct SourceFile {
    pub rel: String,
    pub text: String,
    lines: LineIndex,
}

impl SourceFile {
    pub fn new(rel: String, text: String) -> Self {
        let lines = LineIndex::from_source_text(&text);
        SourceFile { rel, text, lines }
    }

    /// 1-based line of a byte offset.
    pub fn line(&self, offset: TextSize) -> u32 {
        self.lines.line_index(offset).get() as u32
    }

    /// 1-based (line, column) of a byte offset; the column counts characters.
    pub fn line_col(&self, offset: TextSize) -> (u32, u32) {
        let lc = self.lines.line_column(offset, &self.text);
        (lc.line.get() as u32, lc.column.get() as u32)
    }

    /// The text at `range`, as written.
    pub fn text_at(&self, range: TextRange) -> &str {
        self.text
            .get(range.start().to_usize()..range.end().to_usize())
            .unwrap_or("")
    }

    /// The source text of a node, on one line (runs of white space folded).
    pub fn snippet(&self, range: TextRange) -> String {
        let raw = self.text_at(range);
        let mut out = String::with_capacity(raw.len());
        let mut last_space = false;
        for c in raw.chars() {
            if c.is_whitespace() {
                if !last_space {
                    out.push(' ');
                }
                last_space = true;
            } else {
                out.push(c);
                last_space = false;
            }
        }
        out.trim().to_string()
    }
}

/// The first syntax error of a file.
#[derive(Clone, Debug)]
pub struct SyntaxError {
    pub line: u32,
    pub column: u32,
    pub message: String,
}

/// A parsed module: the recovered tree and, if any, the first syntax error.
pub struct PyModule {
    pub file: SourceFile,
    /// Dotted module name, e.g. `kernel.attention.scenarios.decode_gqa`.
    pub name: String,
    /// True for a package's `__init__.py`.
    pub is_package: bool,
    pub body: Vec<ast::Stmt>,
    pub error: Option<SyntaxError>,
    /// Every function's and lambda's locals, numbered; a function's node holds its index + 1.
    pub scopes: Vec<FnScope>,
    /// `from __future__ import annotations`: its annotations are never evaluated.
    pub lazy_annotations: bool,
    /// Every `def`'s, `class`'s and lambda's `__qualname__`, as CPython's compiler gives it
    /// (`C.m`, `f.<locals>.g`, `<listcomp>.<lambda>`), by the offset of its name (a lambda's
    /// own start), sorted.
    qualnames: Vec<(u32, Box<str>)>,
    /// The `def`s and classes whose name the parse mangled (`def __m` in a class: bound as
    /// `_A__m`), by the offset of the name, with the name as written.
    unmangled: Vec<(u32, Box<str>)>,
}

/// The name as written at `offset` in a sorted table of mangled names.
fn written(table: &[(u32, Box<str>)], offset: u32) -> Option<&str> {
    let i = table.binary_search_by_key(&offset, |u| u.0).ok()?;
    Some(&table[i].1)
}

impl PyModule {
    /// Its package, as Python gives its `__package__`: itself for a package, else its name up
    /// to the last dot (`""` for a top-level module).
    pub fn package(&self) -> &str {
        match self.is_package {
            true => &self.name,
            false => self.name.rsplit_once('.').map_or("", |(p, _)| p),
        }
    }

    pub fn parse(rel: String, name: String, is_package: bool, text: String) -> Self {
        let parsed = parse_unchecked_source(&text, ast::PySourceType::Python);
        // (Private names are mangled only in a class's text.)
        let has_class = text.contains("class");
        let file = SourceFile::new(rel, text);
        let error = parsed.errors().first().map(|e| {
            let (line, column) = file.line_col(e.location.start());
            SyntaxError {
                line,
                column,
                message: e.error.to_string(),
            }
        });
        let mut body: Vec<ast::Stmt> = parsed.into_syntax().body.into_iter().collect();
        let mut unmangled = match has_class {
            true => super::mangle::mangle_private_names(&mut body),
            false => Vec::new(),
        };
        unmangled.sort_unstable_by_key(|u| u.0);
        let (scopes, qualnames) = {
            let mut scoper = Scoper {
                unmangled: &unmangled,
                ..Scoper::default()
            };
            for stmt in &body {
                scoper.visit_stmt(stmt);
            }
            let mut qualnames = scoper.qualnames;
            qualnames.sort_unstable_by_key(|q| q.0);
            (scoper.scopes, qualnames)
        };
        let lazy_annotations = body.iter().any(|s| match s {
            ast::Stmt::ImportFrom(i) => {
                i.module.as_ref().is_some_and(|m| m.id.as_str() == "__future__")
                    && i.names.iter().any(|a| a.name.id.as_str() == "annotations")
            }
            _ => false,
        });
        PyModule {
            file,
            name,
            is_package,
            body,
            error,
            scopes,
            lazy_annotations,
            qualnames,
            unmangled,
        }
    }

    /// A `def`'s or class's name as written (its `__name__`), where the parse mangled what it
    /// is bound to.
    pub fn written_name<'s>(&'s self, id: &'s ast::Identifier) -> &'s str {
        written(&self.unmangled, id.range().start().to_u32()).unwrap_or(id.id.as_str())
    }

    /// The `__qualname__` of the `def` or `class` whose name starts at `offset` (of the lambda
    /// starting there).
    pub fn qualname_at(&self, offset: u32) -> Option<&str> {
        let i = self.qualnames.binary_search_by_key(&offset, |q| q.0).ok()?;
        Some(&self.qualnames[i].1)
    }

    pub fn line_of<T: Ranged>(&self, node: &T) -> u32 {
        self.file.line(node.range().start())
    }
}

/// One Python expression, as a doc writes one in a code span (`k % 32 == 0`); `None` when the
/// text is no expression (the parser reports an error).
pub fn parse_expression(text: &str) -> Option<ast::Expr> {
    ruff_python_parser::parse_expression(text).ok().map(|p| p.into_expr())
}

/// A name's key: a 24-bit hash of its text. Scopes compare keys before names, so looking a
/// name up reads numbers, not strings, until it finds the one.
pub fn name_key(name: &str) -> u32 {
    // FNV-1a.
    let mut h: u32 = 0x811c_9dc5;
    for b in name.bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    h & KEY_MASK
}

/// The bit of a name's key in a scope's bloom filter (one bit per key's low 6 bits).
#[inline]
pub fn bloom_bit(key: u32) -> u64 {
    1u64 << (key & 63)
}

const KEY_MASK: u32 = (1 << 24) - 1;
const SLOT_SHIFT: u32 = 24;
/// The most locals a function's scope numbers; a function with more finds its names at run time.
const MAX_SLOTS: usize = 252;
const CLASS_LOCAL: u32 = 253;
const NOT_LOCAL: u32 = 254;
const GLOBAL: u32 = 255;

/// Where a name written in a function's body lives, as Python decides when it compiles the
/// function: one of its locals (the slot, in [`FnScope::names`] order), or not a local (a global,
/// a builtin, or a local of an enclosing function).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slot {
    /// Found at run time, scope by scope (a module's or class body's names, a comprehension's).
    Search,
    Local(usize),
    NotLocal,
    /// Declared `global` in the function: its module's, else a builtin (never an enclosing
    /// function's local).
    Global,
    /// Bound in the class body it is written in (`LOAD_NAME`): the class's namespace, else the
    /// module's, else a builtin (never an enclosing function's local).
    ClassLocal,
}

/// The key of a name in the tree, and where it lives: stored in the node when the file was
/// parsed.
#[inline]
pub fn node_key(index: &ast::AtomicNodeIndex, name: &str) -> (u32, Slot) {
    match index.load().as_u32() {
        Some(i) => {
            let slot = match i >> SLOT_SHIFT {
                0 => Slot::Search,
                NOT_LOCAL => Slot::NotLocal,
                GLOBAL => Slot::Global,
                CLASS_LOCAL => Slot::ClassLocal,
                n => Slot::Local(n as usize - 1),
            };
            (i & KEY_MASK, slot)
        }
        None => (name_key(name), Slot::Search),
    }
}

/// A function's (or lambda's) locals, as Python numbers them: its parameters, then every other
/// name its body binds (assignment and loop targets, `with … as`, `except … as`, imports, nested
/// `def`/`class`, a walrus), except those it declares `global` or `nonlocal`.
pub struct FnScope {
    pub names: Vec<(u32, Box<str>)>,
    /// [`bloom_bit`] of every name.
    pub bloom: u64,
    /// Its body yields: a call of it makes a generator.
    pub generator: bool,
}

/// The scope of a function or lambda node, if the parse numbered its locals.
#[inline]
pub fn scope_id(index: &ast::AtomicNodeIndex) -> Option<usize> {
    index.load().as_u32().and_then(|i| (i as usize).checked_sub(1))
}

fn set_index(index: &ast::AtomicNodeIndex, value: u32) {
    index.set(ast::NodeIndex::from(value));
}

/// Stores every name's key in its node, with where it lives when it is written in a function's
/// body; numbers each function's locals (the parser leaves node indices unset; nothing else here
/// reads them).
#[derive(Default)]
struct Scoper<'a> {
    scopes: Vec<FnScope>,
    /// The locals of the function whose body is being walked; `None` at module level, in a
    /// class body and in a comprehension (their names are found at run time).
    locals: Option<Vec<&'a str>>,
    /// The names that function declares `global`.
    globals: Vec<&'a str>,
    /// The names the class body being walked binds (`None` outside one, or inside a function or
    /// comprehension in it).
    class_bound: Option<Vec<&'a str>>,
    /// What the qualified names of the definitions being walked start with (`C.`,
    /// `f.<locals>.`), and those names ([`PyModule::qualname_at`]).
    prefix: String,
    qualnames: Vec<(u32, Box<str>)>,
    /// The names the parse mangled, as written ([`PyModule::written_name`]).
    unmangled: &'a [(u32, Box<str>)],
}

impl<'a> Scoper<'a> {
    /// Number the locals of a function with `params` and `body` (statements or a lambda's
    /// expression), walk the body with them, and return the scope's index.
    fn function(&mut self, params: Option<&'a ast::Parameters>, body: FnBody<'a>) -> Option<usize> {
        let mut b = Binder::default();
        if let Some(p) = params {
            for pp in p.posonlyargs.iter().chain(p.args.iter()) {
                b.add(pp.parameter.name.id.as_str());
            }
            if let Some(v) = &p.vararg {
                b.add(v.name.id.as_str());
            }
            for pp in p.kwonlyargs.iter() {
                b.add(pp.parameter.name.id.as_str());
            }
            if let Some(k) = &p.kwarg {
                b.add(k.name.id.as_str());
            }
        }
        match body {
            FnBody::Stmts(stmts) => b.visit_body(stmts),
            FnBody::Expr(e) => b.visit_expr(e),
        }
        let names: Vec<&'a str> = b.names.into_iter().filter(|n| !b.declared.contains(n)).collect();
        let numbered = names.len() <= MAX_SLOTS;
        let saved = std::mem::replace(&mut self.locals, numbered.then(|| names.clone()));
        let saved_globals = std::mem::replace(&mut self.globals, b.globals);
        let saved_class = self.class_bound.take();
        match body {
            FnBody::Stmts(stmts) => self.visit_body(stmts),
            FnBody::Expr(e) => self.visit_expr(e),
        }
        self.locals = saved;
        self.globals = saved_globals;
        self.class_bound = saved_class;
        if !numbered {
            return None;
        }
        let names: Vec<(u32, Box<str>)> = names.iter().map(|n| (name_key(n), Box::from(*n))).collect();
        let bloom = names.iter().fold(0, |b, (k, _)| b | bloom_bit(*k));
        self.scopes.push(FnScope {
            names,
            bloom,
            generator: b.yields,
        });
        Some(self.scopes.len() - 1)
    }

    /// A function's parameters' annotations and defaults: evaluated where it is defined.
    fn outer_parts(&mut self, p: &'a ast::Parameters) {
        for pp in p.posonlyargs.iter().chain(p.args.iter()).chain(p.kwonlyargs.iter()) {
            self.visit_identifier(&pp.parameter.name);
            if let Some(a) = &pp.parameter.annotation {
                self.visit_annotation(a);
            }
            if let Some(d) = &pp.default {
                self.visit_expr(d);
            }
        }
        for v in p.vararg.iter().chain(p.kwarg.iter()) {
            self.visit_identifier(&v.name);
            if let Some(a) = &v.annotation {
                self.visit_annotation(a);
            }
        }
    }

    /// `name`'s qualified name where it is defined (at `offset`), noted; `f` walks its body,
    /// whose definitions' names start with it (and `.<locals>` for a function's).
    fn qualified(&mut self, offset: u32, name: &str, function: bool, f: impl FnOnce(&mut Self)) {
        // (Declared `global` in the function it is defined in, by the name it is bound to:
        // named as at module level.)
        let global = self.locals.is_some() && self.globals.contains(&name);
        let name = written(self.unmangled, offset).unwrap_or(name);
        let q = match global {
            true => name.to_string(),
            false => format!("{}{name}", self.prefix),
        };
        let inner = match function {
            true => format!("{q}.<locals>."),
            false => format!("{q}."),
        };
        self.qualnames.push((offset, q.into_boxed_str()));
        let saved = std::mem::replace(&mut self.prefix, inner);
        f(self);
        self.prefix = saved;
    }

    fn without_locals(&mut self, f: impl FnOnce(&mut Self)) {
        let saved = self.locals.take();
        let saved_class = self.class_bound.take();
        f(self);
        self.locals = saved;
        self.class_bound = saved_class;
    }
}

#[derive(Clone, Copy)]
enum FnBody<'a> {
    Stmts(&'a [ast::Stmt]),
    Expr(&'a ast::Expr),
}

impl<'a> SourceOrderVisitor<'a> for Scoper<'a> {
    fn visit_stmt(&mut self, stmt: &'a ast::Stmt) {
        match stmt {
            ast::Stmt::FunctionDef(f) => {
                for d in f.decorator_list.iter() {
                    self.visit_decorator(d);
                }
                self.outer_parts(&f.parameters);
                if let Some(r) = &f.returns {
                    self.visit_annotation(r);
                }
                self.visit_identifier(&f.name);
                let at = f.name.range().start().to_u32();
                self.qualified(at, f.name.id.as_str(), true, |me| {
                    if let Some(id) = me.function(Some(&f.parameters), FnBody::Stmts(&f.body)) {
                        set_index(&f.node_index, id as u32 + 1);
                    }
                });
            }
            ast::Stmt::ClassDef(c) => {
                for d in c.decorator_list.iter() {
                    self.visit_decorator(d);
                }
                if let Some(a) = &c.arguments {
                    self.visit_arguments(a);
                }
                self.visit_identifier(&c.name);
                let mut b = Binder::default();
                b.visit_body(&c.body);
                let bound: Vec<&'a str> = b.names.into_iter().filter(|n| !b.declared.contains(n)).collect();
                let at = c.name.range().start().to_u32();
                self.qualified(at, c.name.id.as_str(), false, |me| {
                    me.without_locals(|me| {
                        me.class_bound = Some(bound);
                        me.visit_body(&c.body)
                    })
                });
            }
            _ => source_order::walk_stmt(self, stmt),
        }
    }

    fn visit_expr(&mut self, expr: &'a ast::Expr) {
        match expr {
            ast::Expr::Name(n) => {
                let name = n.id.as_str();
                let slot = match &self.locals {
                    None if self.class_bound.as_ref().is_some_and(|b| b.contains(&name)) => CLASS_LOCAL,
                    None => 0,
                    Some(locals) => match locals.iter().position(|l| *l == name) {
                        Some(i) => i as u32 + 1,
                        None if self.globals.contains(&name) => GLOBAL,
                        None => NOT_LOCAL,
                    },
                };
                set_index(&n.node_index, name_key(name) | (slot << SLOT_SHIFT));
            }
            ast::Expr::Lambda(l) => {
                if let Some(p) = &l.parameters {
                    self.outer_parts(p);
                }
                self.qualified(l.range().start().to_u32(), "<lambda>", true, |me| {
                    if let Some(id) = me.function(l.parameters.as_deref(), FnBody::Expr(&l.body)) {
                        set_index(&l.node_index, id as u32 + 1);
                    }
                });
            }
            ast::Expr::ListComp(_) | ast::Expr::SetComp(_) | ast::Expr::DictComp(_) | ast::Expr::Generator(_) => {
                // A function of its own (3.11), named `<listcomp>`…, but for its first iterable,
                // evaluated where it is written.
                let (name, gens): (&str, &'a [ast::Comprehension]) = match expr {
                    ast::Expr::ListComp(c) => ("<listcomp>.", &c.generators),
                    ast::Expr::SetComp(c) => ("<setcomp>.", &c.generators),
                    ast::Expr::DictComp(c) => ("<dictcomp>.", &c.generators),
                    ast::Expr::Generator(c) => ("<genexpr>.", &c.generators),
                    _ => ("", &[]),
                };
                let inner = format!("{}{name}", self.prefix);
                self.without_locals(|me| {
                    if let Some(g) = gens.first() {
                        me.visit_expr(&g.iter);
                    }
                    let saved = std::mem::replace(&mut me.prefix, inner);
                    for (i, g) in gens.iter().enumerate() {
                        me.visit_expr(&g.target);
                        if i > 0 {
                            me.visit_expr(&g.iter);
                        }
                        g.ifs.iter().for_each(|c| me.visit_expr(c));
                    }
                    match expr {
                        ast::Expr::ListComp(c) => me.visit_expr(&c.elt),
                        ast::Expr::SetComp(c) => me.visit_expr(&c.elt),
                        ast::Expr::Generator(c) => me.visit_expr(&c.elt),
                        ast::Expr::DictComp(c) => {
                            if let Some(k) = &c.key {
                                me.visit_expr(k);
                            }
                            me.visit_expr(&c.value);
                        }
                        _ => {}
                    }
                    me.prefix = saved;
                });
            }
            _ => source_order::walk_expr(self, expr),
        }
    }

    fn visit_identifier(&mut self, id: &'a ast::Identifier) {
        set_index(&id.node_index, name_key(id.id.as_str()));
    }
}

/// The names walruses in a comprehension bind (not those of a lambda in it).
#[derive(Default)]
struct WalrusTargets<'a> {
    names: Vec<&'a str>,
}

impl<'a> SourceOrderVisitor<'a> for WalrusTargets<'a> {
    fn visit_expr(&mut self, expr: &'a ast::Expr) {
        match expr {
            ast::Expr::Named(n) => {
                if let ast::Expr::Name(t) = &*n.target {
                    self.names.push(t.id.as_str());
                }
                source_order::walk_expr(self, expr);
            }
            ast::Expr::Lambda(_) => {}
            _ => source_order::walk_expr(self, expr),
        }
    }
}

/// The names a function's body binds, in the order first bound, and those it declares
/// `global`/`nonlocal`; nested functions, classes and comprehensions bind in scopes of their own.
#[derive(Default)]
struct Binder<'a> {
    names: Vec<&'a str>,
    declared: Vec<&'a str>,
    /// Those of [`Self::declared`] declared `global`.
    globals: Vec<&'a str>,
    /// The body has a `yield` (or `yield from`) of its own.
    yields: bool,
}

impl<'a> Binder<'a> {
    fn add(&mut self, name: &'a str) {
        if !self.names.contains(&name) {
            self.names.push(name);
        }
    }
}

impl<'a> SourceOrderVisitor<'a> for Binder<'a> {
    fn visit_stmt(&mut self, stmt: &'a ast::Stmt) {
        match stmt {
            ast::Stmt::FunctionDef(f) => self.add(f.name.id.as_str()),
            ast::Stmt::ClassDef(c) => self.add(c.name.id.as_str()),
            ast::Stmt::Global(g) => {
                self.declared.extend(g.names.iter().map(|n| n.id.as_str()));
                self.globals.extend(g.names.iter().map(|n| n.id.as_str()));
            }
            ast::Stmt::Nonlocal(g) => self.declared.extend(g.names.iter().map(|n| n.id.as_str())),
            ast::Stmt::Import(i) => {
                for a in &i.names {
                    match &a.asname {
                        Some(n) => self.add(n.id.as_str()),
                        None => self.add(a.name.id.as_str().split('.').next().unwrap_or_default()),
                    }
                }
            }
            ast::Stmt::ImportFrom(i) => {
                for a in &i.names {
                    self.add(a.asname.as_ref().unwrap_or(&a.name).id.as_str());
                }
            }
            _ => source_order::walk_stmt(self, stmt),
        }
    }

    fn visit_expr(&mut self, expr: &'a ast::Expr) {
        match expr {
            ast::Expr::Name(n) if !n.ctx.is_load() => self.add(n.id.as_str()),
            ast::Expr::Yield(_) | ast::Expr::YieldFrom(_) => {
                self.yields = true;
                source_order::walk_expr(self, expr);
            }
            ast::Expr::ListComp(_) | ast::Expr::SetComp(_) | ast::Expr::DictComp(_) | ast::Expr::Generator(_) => {
                // A walrus in a comprehension binds in this scope.
                let mut w = WalrusTargets::default();
                source_order::walk_expr(&mut w, expr);
                for n in w.names {
                    self.add(n);
                }
            }
            ast::Expr::Lambda(_) => {}
            _ => source_order::walk_expr(self, expr),
        }
    }

    fn visit_except_handler(&mut self, h: &'a ast::ExceptHandler) {
        let ast::ExceptHandler::ExceptHandler(x) = h;
        if let Some(n) = &x.name {
            self.add(n.id.as_str());
        }
        source_order::walk_except_handler(self, h);
    }

    fn visit_pattern(&mut self, p: &'a ast::Pattern) {
        match p {
            ast::Pattern::MatchAs(m) => self.add_opt(&m.name),
            ast::Pattern::MatchStar(m) => self.add_opt(&m.name),
            ast::Pattern::MatchMapping(m) => self.add_opt(&m.rest),
            _ => {}
        }
        source_order::walk_pattern(self, p);
    }
}

impl<'a> Binder<'a> {
    fn add_opt(&mut self, n: &'a Option<ast::Identifier>) {
        if let Some(n) = n {
            self.add(n.id.as_str());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(src: &str) -> PyModule {
        PyModule::parse("m.py".into(), "m".into(), false, src.into())
    }

    /// Every name written in the module, in source order, with where the parse placed it.
    fn places(m: &PyModule) -> Vec<(String, Slot)> {
        struct Names(Vec<(String, Slot)>);
        impl<'a> SourceOrderVisitor<'a> for Names {
            fn visit_expr(&mut self, e: &'a ast::Expr) {
                if let ast::Expr::Name(n) = e {
                    self.0
                        .push((n.id.to_string(), node_key(&n.node_index, n.id.as_str()).1));
                }
                source_order::walk_expr(self, e);
            }
        }
        let mut v = Names(vec![]);
        for s in &m.body {
            v.visit_stmt(s);
        }
        v.0
    }

    const SRC: &str = "\
G = 1
def f(a, b=G, *args, c, **kw):
    global H
    x = a + G
    for i, (j, k) in enumerate(b):
        pass
    import os.path, sys as s2
    from m import y as z
    H = [q for q in x]
    g = lambda r: r + x
    class C:
        t = x
    def inner():
        return x
    with open(a) as fh:
        pass
    try:
        pass
    except E as err:
        pass
    return len(x)
";

    #[test]
    fn a_functions_locals_are_numbered_parameters_first_as_python_compiles_them() {
        let m = module(SRC);
        let ast::Stmt::FunctionDef(f) = &m.body[1] else {
            panic!()
        };
        let scope = &m.scopes[scope_id(&f.node_index).expect("f numbered")];
        let names: Vec<&str> = scope.names.iter().map(|(_, n)| &**n).collect();
        assert_eq!(
            names,
            ["a", "b", "args", "c", "kw", "x", "i", "j", "k", "os", "s2", "z", "g", "C", "inner", "fh", "err"]
        );
        assert!(scope.names.iter().all(|(k, n)| *k == name_key(n)));
    }

    #[test]
    fn each_name_is_placed_in_its_own_scope() {
        use Slot::*;
        let m = module(SRC);
        let got = places(&m);
        let want: Vec<(&str, Slot)> = vec![
            ("G", Search), // module level
            ("G", Search), // a default: evaluated where `f` is defined
            ("x", Local(5)),
            ("a", Local(0)),
            ("G", NotLocal),
            ("i", Local(6)),
            ("j", Local(7)),
            ("k", Local(8)),
            ("enumerate", NotLocal),
            ("b", Local(1)),
            ("H", Global), // declared global
            ("q", Search), // a comprehension's own scope
            ("q", Search),
            ("x", Search),
            ("g", Local(12)),
            ("r", Local(0)),   // the lambda's parameter
            ("x", NotLocal),   // the enclosing function's
            ("t", ClassLocal), // bound in a class body
            ("x", Search),     // read there, bound around it
            ("x", NotLocal),   // in `inner`
            ("open", NotLocal),
            ("a", Local(0)),
            ("fh", Local(15)),
            ("E", NotLocal),
            ("len", NotLocal),
            ("x", Local(5)),
        ];
        let got: Vec<(&str, Slot)> = got.iter().map(|(n, s)| (n.as_str(), *s)).collect();
        assert_eq!(got, want);
    }

    #[test]
    fn a_function_with_more_locals_than_slots_finds_its_names_at_run_time() {
        let body: String = (0..300).map(|i| format!("    v{i} = {i}\n")).collect();
        let m = module(&format!("def big():\n{body}    return v0\n"));
        let ast::Stmt::FunctionDef(f) = &m.body[0] else {
            panic!()
        };
        assert_eq!(scope_id(&f.node_index), None);
        assert!(places(&m).iter().all(|(_, s)| *s == Slot::Search));
    }
}
