//! `==` between a value and each item of a sequence when an object's `__eq__` decides it
//! (`list.index`, `list.count`, `list.remove`, `in`). In: the items and the value. Out: per item,
//! whether it equals the value (`None`: not known), or `None` when no object of the harness's
//! with its own `__eq__` is involved (the caller's plain comparison holds).

use super::*;

impl<'a> Interp<'a> {
    /// `item == v` for each item, as Python's sequence methods compare (identity first, then
    /// the item's `__eq__`, then the value's reflected one).
    pub(crate) fn eq_each(&mut self, items: &[Value<'a>], v: &Value<'a>) -> R<'a, Option<Vec<Option<bool>>>> {
        if !has_own_eq(v) && !items.iter().any(has_own_eq) {
            return Ok(None);
        }
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            if let (V::Instance(a), V::Instance(b)) = (&item.kind, &v.kind) {
                if Rc::ptr_eq(a, b) {
                    out.push(Some(true));
                    continue;
                }
            }
            let r = self.compare_values(ast::CmpOp::Eq, item, v)?;
            out.push(if r.inexact_bits() != 0 { None } else { r.truthy() });
        }
        Ok(Some(out))
    }
}

/// An instance whose class (of the harness's) defines `__eq__`.
fn has_own_eq(v: &Value) -> bool {
    matches!(&v.kind, V::Instance(i) if matches!(i.class.kind, V::Class(_)) && defines(&i.class, "__eq__"))
}
