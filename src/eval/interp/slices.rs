//! Slices as targets: `xs[a:b] = items` (growing or shrinking the list, or an extended slice of
//! the same length) and `del xs[a:b:c]`, as CPython's `list_ass_subscript` does them.
//!
//! In: the object, the slice's bounds as evaluated, and the items assigned. Out: the list changed
//! in place, or Python's error (`ValueError` for an extended slice of another length,
//! `TypeError` for an object that takes no item assignment); what is not modelled (a bound that
//! is not a known int, a class's `__setitem__` given a slice, items the tool can't list) leaves
//! the object marked inexact rather than unchanged as a fact.

use super::*;

/// The positions a slice selects in a sequence of `n` items (CPython's `PySlice_AdjustIndices`):
/// start, step and how many. `None`: a bound or step that is not a known int (or None).
pub(crate) fn slice_span(
    n: i64,
    lo: Option<&Value>,
    hi: Option<&Value>,
    st: Option<&Value>,
) -> Option<(i64, i64, i64)> {
    let (start, stop, step) = slice_indices(n, lo, hi, st)?;
    let count = if step > 0 && stop > start {
        (stop - start + step - 1) / step
    } else if step < 0 && stop < start {
        (start - stop - 1) / (-step) + 1
    } else {
        0
    };
    Some((start, step, count))
}

/// Python's `slice(lo, hi, st).indices(n)`: start, stop and step, clamped to a sequence of `n`
/// items (a zero step is given back as it is); `None` for bounds that are not known integers.
pub(crate) fn slice_indices(
    n: i64,
    lo: Option<&Value>,
    hi: Option<&Value>,
    st: Option<&Value>,
) -> Option<(i64, i64, i64)> {
    fn bound(v: Option<&Value>) -> Option<Option<i64>> {
        match v {
            None => Some(None),
            Some(x) if matches!(x.kind, V::None) => Some(None),
            Some(x) if matches!(x.kind, V::Int(_) | V::Bool(_)) => x.as_int().map(Some),
            Some(_) => None,
        }
    }
    let step = bound(st)?.unwrap_or(1);
    let (lo, hi) = (bound(lo)?, bound(hi)?);
    if step == 0 {
        return Some((0, 0, 0));
    }
    let clamp = |i: i64, low: i64, high: i64| {
        if i < 0 {
            let j = i.saturating_add(n);
            if j < 0 {
                low
            } else {
                j
            }
        } else if i >= n {
            high
        } else {
            i
        }
    };
    Some(if step > 0 {
        (lo.map_or(0, |i| clamp(i, 0, n)), hi.map_or(n, |i| clamp(i, 0, n)), step)
    } else {
        (
            lo.map_or(n - 1, |i| clamp(i, -1, n - 1)),
            hi.map_or(-1, |i| clamp(i, -1, n - 1)),
            step,
        )
    })
}

impl<'a> Interp<'a> {
    /// The bounds of a slice expression, evaluated left to right.
    pub(super) fn eval_slice_bounds(
        &mut self,
        env: &Rc<Env<'a>>,
        sl: &'a ast::ExprSlice,
    ) -> R<'a, [Option<Value<'a>>; 3]> {
        let mut out = [None, None, None];
        for (slot, e) in out.iter_mut().zip([&sl.lower, &sl.upper, &sl.step]) {
            if let Some(x) = e {
                *slot = Some(self.eval(env, x)?);
            }
        }
        // An object as a bound: its `__index__`, called where the slice is taken, is not
        // followed.
        if out
            .iter()
            .flatten()
            .any(|b| matches!(b.kind, V::Instance(_) | V::Class(_)))
        {
            let objects = self.objects_in(out.iter().flatten());
            self.unfollowed_with(&objects);
        }
        Ok(out)
    }

    /// `obj[lo:hi:st] = v`.
    pub(super) fn assign_slice(&mut self, obj: &Value<'a>, b: [Option<Value<'a>>; 3], v: Value<'a>) -> R<'a, ()> {
        // Of another type, or of another length, on another path: it may raise.
        self.may_raise(obj.inexact_bits());
        let V::List(l) = &obj.kind else {
            return self.slice_target_not_modelled(obj, Some(v));
        };
        if obj.is_range() {
            return self.slice_target_not_modelled(obj, Some(v));
        }
        let n = l.borrow().len() as i64;
        let Some((start, step, count)) = slice_span(n, b[0].as_ref(), b[1].as_ref(), b[2].as_ref()) else {
            return self.slice_target_not_modelled(obj, Some(v));
        };
        let t = obj.taint | b.iter().flatten().fold(0, |t, x| t | x.taint | x.inexact_bits());
        if step == 0 {
            return self.fail("ValueError", "slice step cannot be zero".into(), t);
        }
        // How many places an extended slice has depends on the length, not known exactly.
        let t = t | obj.inexact_bits();
        // `xs[:] = xs` reads the items before it changes them.
        let Some(items) = self.iterate(&v)? else {
            let bits = self.inexact(FallbackKind::UnknownItems, "a slice assigned items the tool can't list");
            self.changed(obj);
            obj.mark_inexact(bits);
            self.touched(obj);
            return Ok(());
        };
        let bits = (t | v.inexact_bits()) & INEXACT;
        // The bounds were Python's before it took the items; taking them may have changed the
        // list (a generator that pops it): a plain slice's are then cut to its length, as
        // Python's are; an extended one's are not followed.
        let len = l.borrow().len();
        if step != 1 && len as i64 != n {
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "a list changed while the items for its slice were taken",
            );
            self.changed(obj);
            obj.mark_inexact(bits);
            self.touched(obj);
            self.may_raise_unseen();
            return Ok(());
        }
        if step == 1 {
            let lo = (start as usize).min(len);
            let hi = ((start + count) as usize).clamp(lo, len);
            l.borrow_mut().items.splice(lo..hi, items);
        } else {
            if items.len() as i64 != count {
                let message = format!(
                    "attempt to assign sequence of size {} to extended slice of size {count}",
                    items.len()
                );
                return self.fail("ValueError", message, t | v.inexact_bits());
            }
            let mut l = l.borrow_mut();
            for (k, item) in items.into_iter().enumerate() {
                l.items[(start + k as i64 * step) as usize] = item;
            }
        }
        self.changed(obj);
        if bits != 0 {
            obj.mark_inexact(bits);
        }
        self.touched(obj);
        Ok(())
    }

    /// `del obj[lo:hi:st]`.
    pub(super) fn delete_slice(&mut self, obj: &Value<'a>, b: [Option<Value<'a>>; 3]) -> R<'a, ()> {
        self.may_raise(obj.inexact_bits());
        let V::List(l) = &obj.kind else {
            return self.slice_target_not_modelled(obj, None);
        };
        if obj.is_range() {
            return self.slice_target_not_modelled(obj, None);
        }
        let n = l.borrow().len() as i64;
        let Some((start, step, count)) = slice_span(n, b[0].as_ref(), b[1].as_ref(), b[2].as_ref()) else {
            return self.slice_target_not_modelled(obj, None);
        };
        let t = obj.taint | b.iter().flatten().fold(0, |t, x| t | x.taint | x.inexact_bits());
        if step == 0 {
            return self.fail("ValueError", "slice step cannot be zero".into(), t);
        }
        {
            let mut l = l.borrow_mut();
            let mut gone: Vec<usize> = (0..count).map(|k| (start + k * step) as usize).collect();
            gone.sort_unstable();
            let mut k = 0;
            let mut i = 0;
            l.items.retain(|_| {
                let drop = gone.get(k) == Some(&i);
                if drop {
                    k += 1;
                }
                i += 1;
                !drop
            });
        }
        self.changed(obj);
        if is_inexact(t) {
            obj.mark_inexact(t & INEXACT);
        }
        self.touched(obj);
        Ok(())
    }

    /// A slice target the tool does not model (a bound not known, an object other than a list):
    /// an object that takes no item assignment raises as Python does; any other is changed in a
    /// way not known.
    fn slice_target_not_modelled(&mut self, obj: &Value<'a>, v: Option<Value<'a>>) -> R<'a, ()> {
        let verb = if v.is_some() { "assignment" } else { "deletion" };
        if matches!(
            obj.kind,
            V::Str(_) | V::Tuple(_) | V::Int(_) | V::Float(_) | V::Bool(_) | V::None
        ) {
            let message = format!("'{}' object does not support item {verb}", obj.type_name());
            return self.fail("TypeError", message, obj.taint | obj.inexact_bits());
        }
        let bits = self.inexact(FallbackKind::NotModelled, "a slice target");
        if matches!(obj.kind, V::Instance(_)) {
            // A class's own `__setitem__`/`__delitem__` given a slice object the tool does not make.
            let name = if v.is_some() { "__setitem__" } else { "__delitem__" };
            if let V::Instance(i) = &obj.kind {
                if defines(&i.class, name) {
                    let m = self.special_method(obj, name)?;
                    let mut args = vec![Value::unknown(bits)];
                    args.extend(v);
                    self.call(&m, args, vec![])?;
                }
            }
        }
        self.changed(obj);
        obj.mark_inexact(bits);
        self.touched(obj);
        Ok(())
    }
}
