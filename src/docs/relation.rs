//! A constraint as a relation both sides can be compared on: the doc's (`K % 32`,
//! `(1 + mtp) * num_q_heads / num_kv_heads <= 64`, "each a multiple of 64") and the code's (an
//! `assert`'s test, a `raise`'s guard, as the model holds their text).
//!
//! In: a Python expression's text, parsed with Ruff's parser (through `parse::python`). Out: a
//! [`Relation`] — what kind of check it is (divisibility, an order, an equality, a membership),
//! the names it uses, and its bound (the divisor, or the one number an order compares with).
//! A raise's guard is the negation of the constraint it enforces; the kind and the bound are the
//! same either way (`per_expert <= 0` raises, `per_expert > 0` holds), so no sign is kept.

use crate::parse::python::{ast, parse_expression};
use ast::visitor::{walk_expr, Visitor};
use ast::Expr;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `a % b == 0`, or `a % b` alone as a doc writes it.
    Divides,
    /// `<`, `<=`, `>`, `>=`.
    Order,
    /// `==`, `!=`, `is`.
    Equal,
    /// `in`, `not in`.
    Member,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Bound {
    Num(f64),
    /// A name (`page_size`), compared across case.
    Name(String),
    /// A name's item through string keys (`MODES["bf16"]["k_align"]`): a constant of the code.
    Item(String, Vec<String>),
    Unknown,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Relation {
    pub kind: Kind,
    /// Every name it uses, as written (and the string keys of subscripts: `s["refcheck"]`).
    pub names: Vec<String>,
    pub bound: Bound,
}

/// The name a doc's relation about "each item of the field" is written on (`>= 0` → `ITEM >= 0`).
pub const ITEM: &str = "__gen_config_item__";

/// The relation a Python expression states, if it states one.
pub fn of_expr(text: &str) -> Option<Relation> {
    let text = text.trim();
    // Bounded work: a doc's code span is short; one nested deeper than any constraint is not one.
    let nesting = text.chars().filter(|c| matches!(c, '(' | '[' | '{')).count();
    if text.is_empty() || text.len() > 400 || nesting > 32 {
        return None;
    }
    let e = parse_expression(text)?;
    let (kind, bound) = shape(&e, 0)?;
    let mut names = Names::default();
    names.visit_expr(&e);
    let names = names.0.into_iter().filter(|n| n != ITEM).collect();
    Some(Relation { kind, names, bound })
}

/// A doc's relation on a field's items written without its subject (`>= 0`, `% 64 == 0`).
pub fn of_item_expr(text: &str) -> Option<Relation> {
    let t = text.trim_start();
    let starts = ["<=", ">=", "<", ">", "==", "!=", "%"];
    if !starts.iter().any(|s| t.starts_with(s)) {
        return None;
    }
    of_expr(&format!("{ITEM} {t}"))
}

/// The kind and bound of an expression (depth-limited through `not`, `and`/`or`, parentheses).
fn shape(e: &Expr, depth: usize) -> Option<(Kind, Bound)> {
    if depth > 8 {
        return None;
    }
    match e {
        Expr::UnaryOp(u) if matches!(u.op, ast::UnaryOp::Not) => shape(&u.operand, depth + 1),
        Expr::BoolOp(b) => b.values.iter().find_map(|v| shape(v, depth + 1)),
        Expr::BinOp(b) if matches!(b.op, ast::Operator::Mod) => Some((Kind::Divides, bound_of(&b.right))),
        Expr::Compare(c) => {
            let ops: &[ast::CmpOp] = &c.ops;
            if ops.iter().any(|o| matches!(o, ast::CmpOp::In | ast::CmpOp::NotIn)) {
                return Some((Kind::Member, Bound::Unknown));
            }
            let sides: Vec<&Expr> = std::iter::once(&*c.left).chain(c.comparators.iter()).collect();
            if ops.iter().all(|o| matches!(o, ast::CmpOp::Eq | ast::CmpOp::NotEq)) && sides.len() == 2 {
                let modulo = sides.iter().find_map(|s| match s {
                    Expr::BinOp(b) if matches!(b.op, ast::Operator::Mod) => Some(b),
                    _ => None,
                });
                let zero = sides.iter().any(|s| number(s) == Some(0.0));
                if let (Some(m), true) = (modulo, zero) {
                    return Some((Kind::Divides, bound_of(&m.right)));
                }
            }
            if ops
                .iter()
                .all(|o| matches!(o, ast::CmpOp::Lt | ast::CmpOp::LtE | ast::CmpOp::Gt | ast::CmpOp::GtE))
            {
                // The bound of `x <= 64` (or `x <= LIMIT`): the one side that is a constant.
                let bound = match sides.as_slice() {
                    [a, b] => match (bound_of(a), bound_of(b)) {
                        (Bound::Num(n), _) | (_, Bound::Num(n)) => Bound::Num(n),
                        (_, b @ (Bound::Name(_) | Bound::Item(..))) => b,
                        _ => Bound::Unknown,
                    },
                    _ => Bound::Unknown,
                };
                return Some((Kind::Order, bound));
            }
            Some((Kind::Equal, Bound::Unknown))
        }
        _ => None,
    }
}

/// A bound: a number, a name, a name's item through string keys, else unknown.
fn bound_of(e: &Expr) -> Bound {
    if let Some(n) = number(e) {
        return Bound::Num(n);
    }
    let mut keys = Vec::new();
    let mut cur = e;
    loop {
        match cur {
            Expr::Name(n) if keys.is_empty() => return Bound::Name(n.id.to_string()),
            Expr::Name(n) => {
                keys.reverse();
                return Bound::Item(n.id.to_string(), keys);
            }
            Expr::Subscript(s) if keys.len() < 8 => match &*s.slice {
                Expr::StringLiteral(k) => {
                    keys.push(k.value.to_str().to_string());
                    cur = &s.value;
                }
                _ => return Bound::Unknown,
            },
            _ => return Bound::Unknown,
        }
    }
}

/// A numeric literal (`64`, `-1`, `0.5`).
fn number(e: &Expr) -> Option<f64> {
    match e {
        Expr::NumberLiteral(n) => match &n.value {
            ast::Number::Int(i) => i.as_i64().map(|v| v as f64),
            ast::Number::Float(f) => Some(*f),
            ast::Number::Complex { .. } => None,
        },
        Expr::UnaryOp(u) if matches!(u.op, ast::UnaryOp::USub) => number(&u.operand).map(|v| -v),
        _ => None,
    }
}

#[derive(Default)]
struct Names(Vec<String>);

impl<'a> Visitor<'a> for Names {
    fn visit_expr(&mut self, e: &'a Expr) {
        let name = match e {
            Expr::Name(n) => Some(n.id.to_string()),
            Expr::Subscript(s) => match &*s.slice {
                Expr::StringLiteral(k) => Some(k.value.to_str().to_string()),
                _ => None,
            },
            _ => None,
        };
        if let Some(n) = name {
            if !self.0.contains(&n) {
                self.0.push(n);
            }
        }
        walk_expr(self, e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comparisons_become_relations_with_their_bound() {
        let r = of_expr("s_kv % page_size == 0").expect("relation");
        assert_eq!(r.kind, Kind::Divides);
        assert_eq!(r.bound, Bound::Name("page_size".into()));
        assert_eq!(r.names, ["s_kv", "page_size"]);
        assert_eq!(
            of_expr("K % 32").map(|r| (r.kind, r.bound)),
            Some((Kind::Divides, Bound::Num(32.0)))
        );
        let r = of_expr("(1 + mtp) * num_q_heads / num_kv_heads <= 64").expect("relation");
        assert_eq!((r.kind, r.bound), (Kind::Order, Bound::Num(64.0)));
        assert_eq!(r.names, ["mtp", "num_q_heads", "num_kv_heads"]);
        assert_eq!(of_expr("not 0 < ratio <= 1").map(|r| r.kind), Some(Kind::Order));
        assert_eq!(
            of_expr("refcheck and reference not in backends").map(|r| r.kind),
            Some(Kind::Member)
        );
        assert_eq!(
            of_expr("k % MODES[\"bf16\"][\"k_align\"] == 0").map(|r| r.bound),
            Some(Bound::Item("MODES".into(), vec!["bf16".into(), "k_align".into()]))
        );
        assert_eq!(
            of_expr("(1 + mtp) * q_per_kv <= MAX_ROWS_PER_CTA").map(|r| r.bound),
            Some(Bound::Name("MAX_ROWS_PER_CTA".into()))
        );
        let r = of_item_expr(">= 0").expect("relation");
        assert_eq!((r.kind, r.bound, r.names.len()), (Kind::Order, Bound::Num(0.0), 0));
    }

    #[test]
    fn what_is_no_relation_is_none() {
        for t in ["[M, N, K]", "num_experts * N", "(0, 1]", "bf16", "", "x = 1"] {
            assert_eq!(of_expr(t), None, "{t}");
        }
    }
}
