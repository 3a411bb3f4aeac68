//! Built-in iterators as objects: `enumerate`, `zip`, `map`, `filter`, `reversed` ([`V::Iter`]).
//!
//! In: the iterables they are made from (listed when the iterator is made; the tool has no lazy
//! iterables of its own besides these) and, for `map`/`filter`, the function. Out: an object that
//! gives its items one at a time — `next(it)` takes one, a loop or `list(it)` takes the rest —
//! calling `map`'s and `filter`'s function as each item is taken, as Python does.

use std::cell::Cell;
use std::collections::VecDeque;

use super::*;

impl<'a> Interp<'a> {
    /// A new iterator of type `kind` over `items`.
    pub(super) fn new_iter(
        &mut self,
        kind: &'static str,
        items: Vec<Value<'a>>,
        func: Option<Value<'a>>,
        t: Taint,
    ) -> Value<'a> {
        Value::new(V::Iter(Rc::new(PyIter {
            kind,
            rest: RefCell::new(VecDeque::from(items)),
            func,
            end_error: RefCell::new(None),
            inexact: Cell::new(t & INEXACT),
        })))
        .with_taint(t & FIELD_BITS)
    }

    /// The next item of a built-in iterator: `Ok(None)` once it is exhausted (then the error it
    /// ends on, if any, is raised).
    pub(crate) fn iter_take(&mut self, v: &Value<'a>, it: &Rc<PyIter<'a>>, t: Taint) -> R<'a, Option<Value<'a>>> {
        // Taken where the path is undecided: what it has left is not known after.
        self.changed(v);
        loop {
            let next = it.rest.borrow_mut().pop_front();
            let Some(x) = next else {
                let end = it.end_error.borrow_mut().take();
                if let Some(message) = end {
                    return self.fail("ValueError", message, t | it.inexact.get());
                }
                return Ok(None);
            };
            let Some(f) = &it.func else { return Ok(Some(x)) };
            if it.kind == "map" {
                // Each item holds the arguments of one call.
                let args = match &x.kind {
                    V::Tuple(a) => a.as_ref().clone(),
                    _ => vec![x],
                };
                return self.call(f, args, vec![]).map(Some);
            }
            // `filter`: the first item the function (or `None`: truth) keeps.
            let keep = if matches!(f.kind, V::None) {
                self.truth(&x)?
            } else {
                let r = self.call(f, vec![x.clone()], vec![])?;
                self.truth(&r)?
            };
            match keep {
                Some(true) => return Ok(Some(x)),
                Some(false) => {}
                None => {
                    // Kept or not is not known: which items it gives is not known either.
                    let bits = self.inexact(FallbackKind::Undecided, "filter(…)");
                    it.inexact.set(it.inexact.get() | bits);
                    return Ok(Some(x.with_taint(bits)));
                }
            }
        }
    }

    /// Every item a built-in iterator has left (it is exhausted after).
    pub(crate) fn iter_drain(&mut self, v: &Value<'a>, it: &Rc<PyIter<'a>>) -> R<'a, Vec<Value<'a>>> {
        let mut out = Vec::with_capacity(it.rest.borrow().len());
        let t = v.taint;
        while let Some(x) = self.iter_take(v, it, t)? {
            out.push(x);
        }
        let bits = it.inexact.get();
        if bits != 0 {
            out = out.into_iter().map(|x| x.with_taint(bits)).collect();
        }
        Ok(out)
    }

    /// `zip(*its, strict=…)`: an iterator of tuples, as long as the shortest (with `strict`, an
    /// error once the shortest ends before another).
    pub(super) fn zip_iter(&mut self, lists: Vec<Vec<Value<'a>>>, strict: bool, t: Taint) -> Value<'a> {
        let n = lists.iter().map(|l| l.len()).min().unwrap_or(0);
        let items = (0..n)
            .map(|i| Value::tuple(lists.iter().map(|l| l[i].clone()).collect()))
            .collect();
        let v = self.new_iter("zip", items, None, t);
        if strict {
            if let Some(j) = lists.iter().position(|l| l.len() != n) {
                let message = if j == 0 || lists[0].len() > n {
                    // The first is longer than one after it.
                    let short = lists.iter().position(|l| l.len() == n).unwrap_or(1);
                    format!(
                        "zip() argument {} is shorter than argument{} 1",
                        short + 1,
                        if short > 1 { "s" } else { "" }
                    )
                } else {
                    format!(
                        "zip() argument {} is longer than argument{} 1",
                        j + 1,
                        if j > 1 { "s" } else { "" }
                    )
                };
                if let V::Iter(it) = &v.kind {
                    *it.end_error.borrow_mut() = Some(message);
                }
            }
        }
        v
    }
}
