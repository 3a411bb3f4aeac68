//! `==` between a value and each item of a sequence when an object's `__eq__` decides it
//! (`list.index`, `list.count`, `list.remove`, `in`). In: the items and the value. Out: per item,
//! whether it equals the value (`None`: not known), or `None` when no object of the harness's
//! with its own `__eq__` is involved (the caller's plain comparison holds).

use super::*;

impl<'a> Interp<'a> {
    /// `item == v` for each item, as Python's sequence methods compare (identity first, then
    /// the item's `__eq__`, then the value's reflected one). Unless `all` (`count`), up to the
    /// first item equal, where Python's search stops: the items after one not known to be
    /// equal or not are compared in an undecided region (Python may have stopped there).
    pub(crate) fn eq_each(
        &mut self,
        items: &[Value<'a>],
        v: &Value<'a>,
        all: bool,
    ) -> R<'a, Option<Vec<Option<bool>>>> {
        if !has_own_eq(v) && !items.iter().any(has_own_eq) {
            return Ok(None);
        }
        let mut out = Vec::with_capacity(items.len());
        let mut region = None;
        let mut r = Ok(());
        for item in items {
            if let (V::Instance(a), V::Instance(b)) = (&item.kind, &v.kind) {
                if Rc::ptr_eq(a, b) {
                    out.push(Some(true));
                    if all {
                        continue;
                    }
                    break;
                }
            }
            let eq = match self.compare_values(ast::CmpOp::Eq, item, v) {
                Ok(x) => x,
                Err(e) => {
                    r = Err(e);
                    break;
                }
            };
            let eq = if eq.inexact_bits() != 0 { None } else { eq.truthy() };
            out.push(eq);
            match eq {
                Some(true) if !all => break,
                None if !all && region.is_none() => {
                    let bits = self.inexact(FallbackKind::Undecided, "a search that may have stopped here");
                    region = Some(self.enter_undecided(bits));
                }
                _ => {}
            }
        }
        if let Some(token) = region {
            self.leave_undecided(token);
        }
        r.map(|()| Some(out))
    }
}

/// An instance whose class (of the harness's) defines `__eq__`.
fn has_own_eq(v: &Value) -> bool {
    matches!(&v.kind, V::Instance(i) if matches!(i.class.kind, V::Class(_)) && defines(&i.class, "__eq__"))
}
