//! Built-in iterators as objects: `enumerate`, `zip`, `map`, `filter`, `reversed` ([`V::Iter`]).
//!
//! In: the iterables they are made from (listed when the iterator is made; the tool has no lazy
//! iterables of its own besides these) and, for `map`/`filter`, the function. Out: an object that
//! gives its items one at a time — `next(it)` takes one, a loop or `list(it)` takes the rest —
//! calling `map`'s and `filter`'s function as each item is taken, as Python does.

use std::cell::Cell;
use std::collections::VecDeque;

use crate::eval::interp::exc_is;

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
            ahead: Cell::new(None),
        })))
        .with_taint(t & FIELD_BITS)
    }

    /// The next item of a built-in iterator: `Ok(None)` once it is exhausted (then the error it
    /// ends on, if any, is raised).
    pub(crate) fn iter_take(&mut self, v: &Value<'a>, it: &Rc<PyIter<'a>>, t: Taint) -> R<'a, Option<Value<'a>>> {
        self.iter_take_in(v, it, t, 0)
    }

    /// [`Self::iter_take`]; `region` (not `0`): its function's calls are made ahead of Python's
    /// time, in an undecided region of these bits (`interp/pull.rs`).
    pub(crate) fn iter_take_in(
        &mut self,
        v: &Value<'a>,
        it: &Rc<PyIter<'a>>,
        t: Taint,
        region: Taint,
    ) -> R<'a, Option<Value<'a>>> {
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
            // Made ahead, and something changed since: Python's may be another (`pull.rs`).
            let stale = it.ahead.get().is_some_and(|e| e != self.epoch());
            let Some(f) = &it.func else {
                return Ok(Some(match stale {
                    true => x.with_taint(self.ahead_bits()),
                    false => x,
                }));
            };
            let r = match (stale, region) {
                (true, _) => self.stale_take(it, f, x).map(|x| (x, Some(true))),
                (false, 0) => self.iter_apply(it, f, x),
                (false, bits) => self.undecided(bits, |me| me.iter_apply(it, f, x)),
            };
            // A `StopIteration` out of its function is this pull's end, as its own end would be
            // (a later pull goes on with the next item).
            let (x, keep) = match r {
                Err(Flow::Exc(e)) if exc_is(&e.value, "StopIteration") => {
                    self.handled_quietly(&e);
                    return Ok(None);
                }
                r => r?,
            };
            if stale {
                return Ok(Some(x));
            }
            if it.kind == "map" {
                return Ok(Some(x));
            }
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

    /// One item through a `map`'s function (what it returns) or a `filter`'s (the item, and
    /// whether it is kept: the function's result's truth, or with `None` the item's).
    fn iter_apply(&mut self, it: &PyIter<'a>, f: &Value<'a>, x: Value<'a>) -> R<'a, (Value<'a>, Option<bool>)> {
        if it.kind == "map" {
            // Each item holds the arguments of one call.
            let args = match &x.kind {
                V::Tuple(a) => a.as_ref().clone(),
                _ => vec![x],
            };
            return Ok((self.call(f, args, vec![])?, None));
        }
        let keep = if matches!(f.kind, V::None) {
            self.truth(&x)?
        } else {
            let r = self.call(f, vec![x.clone()], vec![])?;
            self.truth(&r)?
        };
        Ok((x, keep))
    }

    /// A `map`'s or `filter`'s call on an item made ahead of a change (it may not be Python's):
    /// made in an undecided region on the item (and each argument it holds) marked, and what it
    /// gives marked; a `filter` may or may not keep it.
    fn stale_take(&mut self, it: &Rc<PyIter<'a>>, f: &Value<'a>, x: Value<'a>) -> R<'a, Value<'a>> {
        let bits = self.inexact(FallbackKind::NotModelled, "an item made ahead of a change");
        let x = match &x.kind {
            V::Tuple(a) if it.kind == "map" => Value::tuple(a.iter().map(|a| a.clone().with_taint(bits)).collect()),
            _ => x.with_taint(bits),
        };
        let (r, _) = self.undecided(bits, |me| me.iter_apply(it, f, x))?;
        if it.kind != "map" {
            it.inexact.set(it.inexact.get() | bits);
        }
        Ok(r.with_taint(bits))
    }

    /// Every item a built-in iterator has left (it is exhausted after).
    pub(crate) fn iter_drain(&mut self, v: &Value<'a>, it: &Rc<PyIter<'a>>) -> R<'a, Vec<Value<'a>>> {
        self.iter_drain_in(v, it, 0)
    }

    /// [`Self::iter_drain`], its function's calls in a region of `region`'s bits (not `0`).
    pub(crate) fn iter_drain_in(&mut self, v: &Value<'a>, it: &Rc<PyIter<'a>>, region: Taint) -> R<'a, Vec<Value<'a>>> {
        let mut out = Vec::with_capacity(it.rest.borrow().len());
        let t = v.taint;
        while let Some(x) = self.iter_take_in(v, it, t, region)? {
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
                // CPython's words: argument `i + 1` against those before it (`1` or `1-i`).
                let before = |i: usize| match i {
                    1 => " 1".to_string(),
                    _ => format!("s 1-{i}"),
                };
                let message = if j == 0 || lists[0].len() > n {
                    // The first is longer than one after it.
                    let short = lists.iter().position(|l| l.len() == n).unwrap_or(1);
                    format!("zip() argument {} is shorter than argument{}", short + 1, before(short))
                } else {
                    format!("zip() argument {} is longer than argument{}", j + 1, before(j))
                };
                if let V::Iter(it) = &v.kind {
                    *it.end_error.borrow_mut() = Some(message);
                }
            }
        }
        v
    }
}
