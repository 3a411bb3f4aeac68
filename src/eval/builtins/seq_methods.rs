//! The methods of lists, sets and tuples.

use super::*;

impl<'a> Interp<'a> {
    /// A method of a list.
    pub(super) fn list_method(
        &mut self,
        recv: &Value<'a>,
        l: Rc<RefCell<Items<'a>>>,
        name: &str,
        args: &[Value<'a>],
        kwargs: &Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        Ok(match name {
            "append" => {
                if let Some(v) = arg(0) {
                    if l.borrow().len() < MAX_LIST {
                        l.borrow_mut().push(v);
                    }
                }
                Value::none()
            }
            "extend" => {
                if let Some(v) = arg(0) {
                    match self.iterate(&v)? {
                        Some(items) if l.borrow().len() + items.len() <= MAX_LIST => l.borrow_mut().extend(items),
                        _ => l.borrow_mut().push(Value::unknown(v.taint)),
                    }
                }
                Value::none()
            }
            "insert" => {
                if let (Some(i), Some(v)) = (arg(0).and_then(|i| i.as_int()), arg(1)) {
                    let n = l.borrow().len() as i64;
                    let idx = if i < 0 { (i + n).max(0) } else { i.min(n) };
                    l.borrow_mut().insert(idx as usize, v);
                }
                Value::none()
            }
            "pop" => {
                let n = l.borrow().len() as i64;
                let i = arg(0).and_then(|i| i.as_int()).unwrap_or(-1);
                let idx = if i < 0 { i + n } else { i };
                if idx < 0 || idx >= n {
                    return self.fail("IndexError", "pop from empty list".into(), t);
                }
                l.borrow_mut().remove(idx as usize)
            }
            "remove" | "index" | "count" if self.objects_decide(&l, args)? => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                let items = l.borrow().items.clone();
                let eqs = match self.eq_each(&items, &v)? {
                    Some(eqs) => eqs,
                    None => items.iter().map(|x| py_eq(x, &v)).collect(),
                };
                if name == "count" {
                    return Ok(match eqs.iter().copied().collect::<Option<Vec<bool>>>() {
                        Some(e) => Value::int(e.iter().filter(|b| **b).count() as i64).with_taint(t),
                        None => unknown,
                    });
                }
                match eqs.iter().position(|e| *e != Some(false)) {
                    Some(p) if eqs[p] == Some(true) && name == "index" => Value::int(p as i64).with_taint(t),
                    Some(p) if eqs[p] == Some(true) => {
                        l.borrow_mut().remove(p);
                        Value::none()
                    }
                    Some(_) => unknown,
                    None => return self.fail("ValueError", format!("list.{name}(x): x not in list"), t),
                }
            }
            "remove" => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                let pos = l.borrow().iter().position(|x| py_eq(x, &v) == Some(true));
                match pos {
                    Some(p) => {
                        l.borrow_mut().remove(p);
                        Value::none()
                    }
                    None => return self.fail("ValueError", "list.remove(x): x not in list".into(), t),
                }
            }
            "index" => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                let pos = l.borrow().iter().position(|x| py_eq(x, &v) == Some(true));
                match pos {
                    Some(p) => Value::int(p as i64).with_taint(t),
                    None => return self.fail("ValueError", format!("{} is not in list", to_display(&v, true)), t),
                }
            }
            "count" => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                Value::int(l.borrow().iter().filter(|x| py_eq(x, &v) == Some(true)).count() as i64).with_taint(t)
            }
            "copy" => {
                let mut v = Value::list(l.borrow().items.clone()).with_taint(t);
                v.origin = recv.origin;
                v
            }
            "sort" => {
                let items = l.borrow().items.clone();
                let (sorted, bits) = self.sort_values(
                    items,
                    kw(kwargs, "key"),
                    kw(kwargs, "reverse").and_then(|r| r.truthy()).unwrap_or(false),
                )?;
                l.borrow_mut().items = sorted;
                l.borrow_mut().inexact |= bits;
                Value::none()
            }
            "reverse" => {
                l.borrow_mut().reverse();
                Value::none()
            }
            "clear" => {
                l.borrow_mut().clear();
                Value::none()
            }
            _ => return self.fail("AttributeError", format!("'list' object has no attribute '{name}'"), t),
        })
    }

    /// A method of a set.
    pub(super) fn set_method(
        &mut self,
        s: Rc<RefCell<Items<'a>>>,
        name: &str,
        args: &[Value<'a>],
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        Ok(match name {
            "add" => {
                if let Some(v) = arg(0) {
                    if s.borrow().iter().all(|x| py_eq(x, &v) != Some(true)) {
                        s.borrow_mut().push(v);
                    }
                }
                Value::none()
            }
            "update" => {
                if let Some(v) = arg(0) {
                    if let Some(items) = self.iterate(&v)? {
                        for i in items {
                            if s.borrow().iter().all(|x| py_eq(x, &i) != Some(true)) {
                                s.borrow_mut().push(i);
                            }
                        }
                    }
                }
                Value::none()
            }
            "discard" | "remove" => {
                if let Some(v) = arg(0) {
                    s.borrow_mut().retain(|x| py_eq(x, &v) != Some(true));
                }
                Value::none()
            }
            "issubset" | "issuperset" | "union" | "intersection" | "difference" => unknown,
            _ => unknown,
        })
    }

    /// A method of a tuple.
    pub(super) fn tuple_method(
        &mut self,
        x: &[Value<'a>],
        name: &str,
        args: &[Value<'a>],
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        Ok(match name {
            "index" => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                match x.iter().position(|i| py_eq(i, &v) == Some(true)) {
                    Some(p) => Value::int(p as i64).with_taint(t),
                    None => return self.fail("ValueError", "tuple.index(x): x not in tuple".into(), t),
                }
            }
            "count" => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                Value::int(x.iter().filter(|i| py_eq(i, &v) == Some(true)).count() as i64).with_taint(t)
            }
            _ => unknown,
        })
    }
}

impl<'a> Interp<'a> {
    /// Whether an object's own `__eq__` decides a list method's comparisons (cheap first: only
    /// when an instance is involved).
    fn objects_decide(&mut self, l: &Rc<RefCell<Items<'a>>>, args: &[Value<'a>]) -> R<'a, bool> {
        let inst = |v: &Value<'a>| matches!(v.kind, V::Instance(_));
        Ok(args.first().is_some_and(inst) || l.borrow().items.iter().any(inst))
    }
}
