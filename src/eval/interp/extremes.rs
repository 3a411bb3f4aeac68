//! `min` and `max` as CPython's `min_max` runs them: item by item, each item's key, then one
//! comparison with the best so far (`item < best` for `min`, `item > best` for `max`, through the
//! operator's own path: an object's `__lt__` or `__gt__`, reflected when it declines). Given a
//! generator, each step runs between the generator's steps (and so does each addition of `sum`),
//! so what the steps and the generator do happens in Python's order.
//!
//! When a comparison's outcome is not known, or an item may not be there (a condition not
//! decided), the best is one of several candidates. From there each later comparison that may
//! run the harness's code is run against every candidate, each in an undecided region (Python
//! runs one of them), and the result is not known.

use super::*;
use crate::eval::builtins::compares_by_code;

/// The most candidates a best not followed is kept as; past it, the run stops (an object's
/// comparisons against every one of them would be too many to follow).
const MAX_CANDIDATES: usize = 16;

/// A `min` or `max` walk under way.
pub(crate) struct Extreme<'a> {
    op: ast::CmpOp,
    key: Option<Value<'a>>,
    /// The best so far and its key, while it is known.
    best: Option<(Value<'a>, Value<'a>)>,
    /// Once it is not: the keys the best may have, and the bits that say why.
    lost: Option<(Vec<Value<'a>>, Taint)>,
    /// Some item is there on every path (else the walk may be over nothing).
    certain: bool,
}

impl<'a> Extreme<'a> {
    /// `max` (else `min`), with its `key` (`None`: the items themselves).
    pub(crate) fn new(max: bool, key: Option<Value<'a>>) -> Self {
        Extreme {
            op: if max { ast::CmpOp::Gt } else { ast::CmpOp::Lt },
            key: key.filter(|k| !matches!(k.kind, V::None)),
            best: None,
            lost: None,
            certain: false,
        }
    }

    /// What the walk ended with.
    pub(crate) fn end(self) -> Walked<'a> {
        match (self.lost, self.best) {
            (Some((_, bits)), _) => Walked::Unknown {
                bits,
                maybe_empty: !self.certain,
            },
            (None, Some((b, _))) => Walked::Best(b),
            (None, None) => Walked::Empty,
        }
    }
}

/// What a walk ended with.
pub(crate) enum Walked<'a> {
    /// Over nothing (Python's `ValueError`, or the default).
    Empty,
    /// Its result.
    Best(Value<'a>),
    /// Not known which; `maybe_empty`: it may also have been over nothing.
    Unknown { bits: Taint, maybe_empty: bool },
}

impl<'a> Interp<'a> {
    /// The next item of the walk `x`. `maybe`: the bits of the region the item is made in (`0`:
    /// it is there on every path).
    pub(crate) fn extreme_push(&mut self, x: &mut Extreme<'a>, item: Value<'a>, maybe: Taint) -> R<'a, ()> {
        let k = match &x.key {
            Some(f) => self.call(f, vec![item.clone()], vec![])?,
            None => item.clone(),
        };
        x.certain |= maybe == 0;
        let op = x.op;
        if let Some((cands, bits)) = &mut x.lost {
            let bits = *bits | maybe;
            if compares_by_code(&k) || cands.iter().any(compares_by_code) {
                if cands.len() >= MAX_CANDIDATES {
                    return Err(self.stop("min() or max() of objects whose order the tool could not follow"));
                }
                for c in cands.clone() {
                    let r = self.undecided(bits, |me| me.compare_values(op, &k, &c).map(|_| ()));
                    self.join(r, Ok(()), bits)?;
                }
                cands.push(k);
            } else {
                // Comparisons that run no code leave nothing but the answer: one candidate
                // not known stands for them all.
                *cands = vec![Value::unknown(bits)];
            }
            return Ok(());
        }
        match x.best.take() {
            None if maybe == 0 => x.best = Some((item, k)),
            None => x.lost = Some((vec![k], maybe)),
            Some((b, bk)) => {
                let said = self.compare_values(op, &k, &bk)?;
                let r = match said.inexact_bits() {
                    0 => self.truth(&said)?,
                    _ => None,
                };
                match r {
                    Some(false) => x.best = Some((b, bk)),
                    Some(true) if maybe == 0 => x.best = Some((item, k)),
                    Some(true) => x.lost = Some((vec![bk, k], maybe)),
                    None => {
                        let why = match k.inexact_bits() | bk.inexact_bits() | said.inexact_bits() {
                            0 => self.inexact(FallbackKind::Undecided, "a comparison of min() or max()"),
                            b => b,
                        };
                        x.lost = Some((vec![bk, k], maybe | why));
                    }
                }
            }
        }
        Ok(())
    }

    /// `min(g)`, `max(g)` or `sum(g)` of a generator expression `g` (`gens`, `elt`), each
    /// step taken as its item is made (`f`: the built-in, for what Python raises when there is
    /// no item).
    pub(super) fn aggregate_generator(
        &mut self,
        env: &Rc<Env<'a>>,
        gens: &'a [ast::Comprehension],
        elt: &'a Expr,
        f: &Value<'a>,
        b: Builtin,
    ) -> R<'a, Value<'a>> {
        let (cenv, first) = self.comprehension_start(env, gens)?;
        let (mut over, mut shape, mut t, mut made) = (0, 0, 0, false);
        // An item made deeper than this in undecided regions may not be there.
        let depth = self.path.regions.len();
        let mut extreme = Extreme::new(b == Builtin::Max, None);
        let mut total: Value<'a> = Value::int(0);
        self.comprehension_of(&cenv, gens, first, &mut over, &mut shape, &mut |me, en| {
            let x = me.eval(en, elt)?;
            t |= x.taint;
            made = true;
            let maybe = if me.path.regions.len() > depth { me.havoc() } else { 0 };
            if b == Builtin::Sum {
                let sum = me.binop(ast::Operator::Add, total.clone(), x)?;
                total = match maybe {
                    0 => sum,
                    bits => Value::unknown(sum.taint | bits),
                };
                Ok(())
            } else {
                me.extreme_push(&mut extreme, x, maybe)
            }
        })?;
        // Over no item, the taint of what it went over (the sum of an empty config list is 0
        // because of that list).
        if !made {
            t = over;
        }
        if b == Builtin::Sum {
            return Ok(total.with_taint(t | shape));
        }
        Ok(match extreme.end() {
            Walked::Best(v) => v.with_taint(t),
            Walked::Unknown { bits, maybe_empty } => {
                if maybe_empty {
                    self.may_raise(bits);
                }
                Value::unknown(t | bits | shape)
            }
            // What the built-in says of no items.
            Walked::Empty => {
                let items = Value::list(vec![]).with_taint(over);
                items.mark_inexact(shape);
                self.call(f, vec![items], vec![])?
            }
        })
    }
}
