//! Built-in functions that make or measure containers: `len`, `list`, `tuple`, `set`,
//! `sorted`, `dict`; and sorting through the evaluator's own comparison.

use super::*;

impl<'a> Interp<'a> {
    /// A built-in that makes or measures a container (`len`, `list`, `tuple`, `set`, `sorted`, `dict`).
    pub(super) fn container_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        use Builtin as B;
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        Ok(match b {
            B::Len => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                let n = match &v.kind {
                    V::Str(s) => s.chars().count(),
                    V::List(l) | V::Set(l) => l.borrow().len(),
                    V::Tuple(x) => x.len(),
                    V::Dict(d) => d.borrow().entries.len(),
                    V::Config(c) if !c.borrow().probe => c.borrow().entries.len(),
                    V::Instance(_) => return self.instance_len(&v, t),
                    V::Config(_) | V::Unknown => return Ok(unknown),
                    // A tensor's length is its first dimension.
                    V::Tensor(x) => match x.shape.as_deref() {
                        Some([Some(n), ..]) => {
                            self.tensor_read();
                            *n as usize
                        }
                        _ => return Ok(unknown),
                    },
                    _ => {
                        return self.fail(
                            "TypeError",
                            format!("object of type '{}' has no len()", v.type_name()),
                            t,
                        )
                    }
                };
                Value::int(n as i64).with_taint(t)
            }
            B::List | B::Tuple | B::Set | B::Frozenset | B::Sorted => {
                let Some(v) = arg(0) else {
                    return Ok(match b {
                        B::List | B::Sorted => Value::list(vec![]),
                        B::Tuple => Value::tuple(vec![]),
                        _ => Value::set(vec![]),
                    });
                };
                let origin = v.origin;
                let Some(mut items) = self.iterate(&v)? else {
                    let mut u = Value::unknown(t);
                    u.origin = origin;
                    return Ok(u);
                };
                let mut order_bits = 0;
                if b == B::Sorted {
                    (items, order_bits) = self.sort_values(
                        items,
                        kw(&kwargs, "key"),
                        kw(&kwargs, "reverse").and_then(|r| r.truthy()).unwrap_or(false),
                    )?;
                }
                let objects = !matches!(b, B::List | B::Sorted | B::Tuple) && objects_undecided(&items);
                let mut out = match b {
                    B::List | B::Sorted => Value::list(items),
                    B::Tuple => Value::tuple(items),
                    _ => Value::set(dedupe(items)),
                }
                .with_taint(t);
                if objects {
                    out.mark_inexact(INEXACT_OBJECT_KEYS);
                }
                if order_bits != 0 {
                    out.mark_inexact(order_bits);
                }
                out.origin = origin;
                out
            }
            B::Dict => {
                let mut d = Dict::default();
                if let Some(v) = arg(0) {
                    match &v.kind {
                        V::Config(c) => {
                            let mut c = c.borrow().clone();
                            for (k, v) in kwargs {
                                c.set(&k, v, true);
                            }
                            return Ok(Value::new(V::Config(Rc::new(RefCell::new(c)))));
                        }
                        V::Dict(src) => d = src.borrow().clone(),
                        V::Unknown => return Ok(unknown),
                        _ => {
                            if let Some(items) = self.iterate(&v)? {
                                for it in items {
                                    let pair = seq_items(&it);
                                    if pair.len() == 2 {
                                        d.insert(pair[0].clone(), pair[1].clone(), self.cur);
                                    }
                                }
                            }
                        }
                    }
                }
                for (k, v) in kwargs {
                    d.insert(Value::new(V::Str(k)), v, self.cur);
                }
                Value::dict(d)
            }
            _ => unreachable!("{b:?} is not of Kind::Container"),
        })
    }

    pub(super) fn sort_values(
        &mut self,
        items: Vec<Value<'a>>,
        key: Option<Value<'a>>,
        reverse: bool,
    ) -> R<'a, (Vec<Value<'a>>, Taint)> {
        let mut undecided = false;
        let mut keyed = Vec::with_capacity(items.len());
        for i in items {
            let k = match &key {
                Some(f) if !matches!(f.kind, V::None) => self.call(f, vec![i.clone()], vec![])?,
                _ => i.clone(),
            };
            keyed.push((k, i));
        }
        // Insertion sort through the evaluator's own comparison (stable, like Python's).
        let mut out: Vec<(Value<'a>, Value<'a>)> = Vec::with_capacity(keyed.len());
        for (k, v) in keyed {
            let mut pos = out.len();
            while pos > 0 {
                match self.compare(crate::parse::python::ast::CmpOp::Lt, &k, &out[pos - 1].0)? {
                    Some(true) => pos -= 1,
                    Some(false) => break,
                    None => {
                        undecided = true;
                        break;
                    }
                }
            }
            out.insert(pos, (k, v));
        }
        let mut vals: Vec<Value<'a>> = out.into_iter().map(|p| p.1).collect();
        if reverse {
            vals.reverse();
        }
        // An order not decided: the items are these, their order is not known.
        let bits = if undecided {
            self.inexact(FallbackKind::Undecided, "sorting values whose order is not known")
        } else {
            0
        };
        Ok((vals, bits))
    }
}
