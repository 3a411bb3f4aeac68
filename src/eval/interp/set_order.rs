//! Sets as CPython orders and compares them.
//!
//! In: a set's items (kept in insertion order). Out: the order CPython iterates them in, where
//! the tool knows it — small non-negative ints, which sit in the hash table at their own value —
//! else the items marked inexact (the order comes from hashes: for strings, a per-process seed);
//! and `<`, `<=`, `>`, `>=` between sets (subset and superset).
//!
//! Consumers that do not depend on the order (`sorted`, `set`, `min`, `max`, `any`, `all`, `len`)
//! take the items through [`Interp::iterate_unordered`], unmarked.

use super::*;

/// The smallest hash table CPython can hold `n` items in, whatever the set's history: a table
/// of `mask + 1` slots grows once `fill * 5 >= mask * 3` after an add (`set_add_entry`), and a
/// set made by merging another into it (`set(s)`, `s.copy()`, `s | t`, a constant set) is sized
/// to the power of two above twice the items (`set_merge`), which can be the smallest size
/// that holds them: the power of two (8 at least) with `n * 5 < mask * 3`.
fn min_table(n: usize) -> i64 {
    let mut size: i64 = 8;
    while (n as i64) * 5 >= (size - 1) * 3 {
        size <<= 1;
    }
    size
}

/// What an ordering compares of a set-like value (a set, a frozenset, a dict's keys view):
/// its items. (An items view is set-like too, its items hashed as they are looked up: not
/// here, nor a view of a module's namespace.)
fn set_like<'a>(v: &Value<'a>) -> Option<Vec<Value<'a>>> {
    match &v.kind {
        V::Set(s) => Some(s.borrow().items.clone()),
        V::View(d) if d.kind == ViewKind::Keys && d.live.is_none() => Some(d.items()),
        _ => None,
    }
}

/// Whether `v` is a dict's view a set is ordered against (Python's keys and items views).
pub(super) fn is_set_view(v: &Value) -> bool {
    matches!(&v.kind, V::View(d) if matches!(d.kind, ViewKind::Keys | ViewKind::Items))
}

/// `l op r` between two sets (or a set and a keys view): subset / superset; `None` when an
/// item's equality is undecided, or one is an items view.
pub(super) fn set_relation<'a>(op: ast::CmpOp, l: &Value<'a>, r: &Value<'a>) -> Option<bool> {
    use ast::CmpOp::*;
    if l.inexact_bits() != 0 || r.inexact_bits() != 0 {
        return None;
    }
    let (Some(a), Some(b)) = (set_like(l), set_like(r)) else {
        return None;
    };
    let within = |x: &[Value<'a>], y: &[Value<'a>]| -> Option<bool> {
        let mut all = Some(true);
        for i in x {
            match super::operators::any_eq(y, i) {
                Some(true) => {}
                Some(false) => return Some(false),
                None => all = None,
            }
        }
        all
    };
    let (na, nb) = (a.len(), b.len());
    match op {
        LtE => within(&a, &b),
        Lt => within(&a, &b).map(|s| s && na < nb),
        GtE => within(&b, &a),
        _ => within(&b, &a).map(|s| s && nb < na),
    }
}

impl<'a> Interp<'a> {
    /// A set's items in the order CPython iterates them, or marked when it is not known.
    pub(super) fn set_in_order(&mut self, mut items: Vec<Value<'a>>) -> Vec<Value<'a>> {
        if items.len() <= 1 {
            return items;
        }
        let size = min_table(items.len());
        let slot = |v: &Value| match v.kind {
            V::Int(i) if (0..size).contains(&i) => Some(i),
            V::Bool(b) => Some(b as i64),
            _ => None,
        };
        if items.iter().all(|v| slot(v).is_some()) {
            // Each in its own slot, never moved by a collision: ascending.
            items.sort_by_key(|v| slot(v).unwrap_or(0));
            return items;
        }
        let bits = self.inexact(FallbackKind::NotModelled, "the iteration order of a set");
        items.into_iter().map(|v| v.with_taint(bits)).collect()
    }

    /// The items of an iterable for a consumer that does not depend on their order: a set's
    /// as they are, not marked for an order the tool does not know.
    pub(crate) fn iterate_unordered(&mut self, v: &Value<'a>) -> R<'a, Option<Vec<Value<'a>>>> {
        let V::Set(s) = &v.kind else {
            return self.iterate(v);
        };
        let items = s.borrow().items.clone();
        Ok(Some(super::loops::items_taken_from(v, items)))
    }
}
