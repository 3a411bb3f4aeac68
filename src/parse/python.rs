//! The one door to Ruff's Python parser: a harness's `.py` files in, parsed modules out.
//!
//! Ruff's parser crates have no stable API, so nothing outside this module names them except the
//! evaluator, which walks the AST types re-exported here. A file with a syntax error still yields
//! the parser's recovered tree plus its first error (`file:line:col`), so one broken file costs only
//! the scenarios that run its code.

pub use ruff_python_ast as ast;
use ruff_python_ast::visitor::source_order::{self, SourceOrderVisitor};
use ruff_python_parser::parse_unchecked_source;
use ruff_source_file::LineIndex;
use ruff_text_size::{Ranged, TextRange, TextSize};

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

    /// The source text of a node, on one line (runs of white space folded).
    pub fn snippet(&self, range: TextRange) -> String {
        let raw = self
            .text
            .get(range.start().to_usize()..range.end().to_usize())
            .unwrap_or("");
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
}

impl PyModule {
    pub fn parse(rel: String, name: String, is_package: bool, text: String) -> Self {
        let parsed = parse_unchecked_source(&text, ast::PySourceType::Python);
        let file = SourceFile::new(rel, text);
        let error = parsed.errors().first().map(|e| {
            let (line, column) = file.line_col(e.location.start());
            SyntaxError {
                line,
                column,
                message: e.error.to_string(),
            }
        });
        let body: Vec<ast::Stmt> = parsed.into_syntax().body.into_iter().collect();
        let mut keys = NameKeys;
        for stmt in &body {
            keys.visit_stmt(stmt);
        }
        PyModule {
            file,
            name,
            is_package,
            body,
            error,
        }
    }

    pub fn line_of<T: Ranged>(&self, node: &T) -> u32 {
        self.file.line(node.range().start())
    }
}

/// A name's key: a 31-bit hash of its text. Scopes compare keys before names, so looking a
/// name up reads numbers, not strings, until it finds the one.
pub fn name_key(name: &str) -> u32 {
    // FNV-1a.
    let mut h: u32 = 0x811c_9dc5;
    for b in name.bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    h & 0x7fff_ffff
}

/// The key of a name in the tree: stored in the node when the file was parsed.
#[inline]
pub fn node_key(index: &ast::AtomicNodeIndex, name: &str) -> u32 {
    index.load().as_u32().unwrap_or_else(|| name_key(name))
}

/// Stores every name's key in its node (the parser leaves node indices unset; nothing else here
/// reads them).
struct NameKeys;

impl<'a> SourceOrderVisitor<'a> for NameKeys {
    fn visit_expr(&mut self, expr: &'a ast::Expr) {
        if let ast::Expr::Name(n) = expr {
            n.node_index.set(ast::NodeIndex::from(name_key(n.id.as_str())));
        }
        source_order::walk_expr(self, expr);
    }

    fn visit_identifier(&mut self, id: &'a ast::Identifier) {
        id.node_index.set(ast::NodeIndex::from(name_key(id.id.as_str())));
    }
}
