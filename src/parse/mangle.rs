//! Private names mangled as CPython's compiler mangles them: inside a class's text, a name
//! `__x` (not ending in `__`) that is bound, read, an attribute, a parameter or declared
//! `global` is `_Class__x`, `Class` the innermost class it is written in, its leading
//! underscores dropped. Done once on the syntax tree, so that the evaluator reads the names
//! CPython's code objects hold (`self.__x` in a lambda in a method, a class body's `__table`,
//! a parameter `__p` given as `_A__p=`). A keyword argument's name is not mangled, nor a dotted
//! module name (`import __p.q` binds `__p` where CPython binds `_C__p`: not modelled), as
//! CPython does not mangle them.

use std::cell::RefCell;

use ruff_python_ast::name::Name;
use ruff_python_ast::visitor::transformer::{self, Transformer};
use ruff_python_ast::{self as ast};

/// Mangle every private name of `body` (a module's statements). Returns the `def`s and classes
/// whose name it mangled, by the offset of that name, with the name as written: what it is
/// bound to is mangled, its `__name__` is not.
pub(super) fn mangle_private_names(body: &mut [ast::Stmt]) -> Vec<(u32, Box<str>)> {
    let m = Mangler {
        private: RefCell::new(None),
        renamed: RefCell::new(Vec::new()),
    };
    m.visit_body(body);
    m.renamed.into_inner()
}

struct Mangler {
    /// The innermost class being walked, its leading underscores dropped (`None` outside every
    /// class, or in one named with underscores only: nothing is mangled there).
    private: RefCell<Option<String>>,
    renamed: RefCell<Vec<(u32, Box<str>)>>,
}

impl Mangler {
    fn mangled(&self, name: &str) -> Option<Name> {
        let private = self.private.borrow();
        let class = private.as_deref()?;
        if !name.starts_with("__") || name.ends_with("__") || name.contains('.') {
            return None;
        }
        Some(Name::new(format!("_{class}{name}")))
    }

    fn identifier(&self, id: &mut ast::Identifier) {
        if let Some(m) = self.mangled(id.id.as_str()) {
            id.id = m;
        }
    }

    /// A `def`'s or class's name: mangled, the name as written kept.
    fn definition(&self, id: &mut ast::Identifier) {
        if let Some(m) = self.mangled(id.id.as_str()) {
            let at = ruff_text_size::Ranged::range(id).start().to_u32();
            self.renamed.borrow_mut().push((at, Box::from(id.id.as_str())));
            id.id = m;
        }
    }
}

impl Transformer for Mangler {
    fn visit_stmt(&self, stmt: &mut ast::Stmt) {
        match stmt {
            ast::Stmt::FunctionDef(f) => {
                self.definition(&mut f.name);
                transformer::walk_stmt(self, stmt);
            }
            ast::Stmt::ClassDef(c) => {
                // Its decorators and bases are the enclosing scope's; its body is its own.
                let own = c.name.id.trim_start_matches('_').to_string();
                self.definition(&mut c.name);
                for d in c.decorator_list.iter_mut() {
                    self.visit_decorator(d);
                }
                if let Some(a) = c.arguments.as_deref_mut() {
                    self.visit_arguments(a);
                }
                let outer = self.private.replace((!own.is_empty()).then_some(own));
                self.visit_body(&mut c.body);
                *self.private.borrow_mut() = outer;
            }
            ast::Stmt::Global(g) => g.names.iter_mut().for_each(|n| self.identifier(n)),
            ast::Stmt::Nonlocal(n) => n.names.iter_mut().for_each(|n| self.identifier(n)),
            // `import __m` imports (and binds) `_C__m`, `from m import __x` takes (and binds)
            // the attribute `_C__x`; a dotted module name is not mangled.
            ast::Stmt::Import(i) => {
                for a in i.names.iter_mut() {
                    self.identifier(&mut a.name);
                    if let Some(asname) = a.asname.as_mut() {
                        self.identifier(asname);
                    }
                }
            }
            ast::Stmt::ImportFrom(i) => {
                for a in i.names.iter_mut() {
                    self.identifier(&mut a.name);
                    if let Some(asname) = a.asname.as_mut() {
                        self.identifier(asname);
                    }
                }
            }
            _ => transformer::walk_stmt(self, stmt),
        }
    }

    fn visit_expr(&self, expr: &mut ast::Expr) {
        match expr {
            ast::Expr::Name(n) => {
                if let Some(m) = self.mangled(n.id.as_str()) {
                    n.id = m;
                }
            }
            ast::Expr::Attribute(a) => {
                self.identifier(&mut a.attr);
                transformer::walk_expr(self, expr);
            }
            _ => transformer::walk_expr(self, expr),
        }
    }

    fn visit_parameter(&self, parameter: &mut ast::Parameter) {
        self.identifier(&mut parameter.name);
        transformer::walk_parameter(self, parameter);
    }

    fn visit_except_handler(&self, handler: &mut ast::ExceptHandler) {
        let ast::ExceptHandler::ExceptHandler(h) = handler;
        if let Some(n) = h.name.as_mut() {
            self.identifier(n);
        }
        transformer::walk_except_handler(self, handler);
    }

    fn visit_pattern(&self, pattern: &mut ast::Pattern) {
        match pattern {
            ast::Pattern::MatchAs(p) => {
                if let Some(n) = p.name.as_mut() {
                    self.identifier(n);
                }
            }
            ast::Pattern::MatchStar(p) => {
                if let Some(n) = p.name.as_mut() {
                    self.identifier(n);
                }
            }
            ast::Pattern::MatchMapping(p) => {
                if let Some(n) = p.rest.as_mut() {
                    self.identifier(n);
                }
            }
            _ => {}
        }
        transformer::walk_pattern(self, pattern);
    }
}
