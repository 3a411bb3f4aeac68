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
                    match self.iterate_sized(&v)? {
                        // (A generator or iterator not known exactly to its end: how many items.)
                        Some(items) if l.borrow().len() + items.len() <= MAX_LIST => {
                            l.borrow_mut().extend(items);
                            recv.mark_inexact(v.inexact_bits());
                        }
                        // Items it can't list, standing for them: how many is not known.
                        _ => {
                            let bits = self.inexact(FallbackKind::UnknownItems, "a list extended by items not known");
                            l.borrow_mut().push(Value::unknown(v.taint));
                            recv.mark_inexact(bits);
                        }
                    }
                }
                Value::none()
            }
            "insert" => {
                let (Some(i), Some(v)) = (arg(0), arg(1)) else {
                    return Ok(Value::unknown(t));
                };
                let i = match as_index(&i) {
                    AsIndex::Int(i) => i,
                    AsIndex::Refused(ty) => return self.not_an_integer(ty, t | i.taint),
                    AsIndex::Unknown => {
                        let bits = self.inexact(FallbackKind::NotModelled, "list.insert at an index not known");
                        recv.mark_inexact(bits);
                        return Ok(self.unknown_op(t | bits));
                    }
                };
                let n = l.borrow().len() as i64;
                let idx = if i < 0 { (i + n).max(0) } else { i.min(n) };
                l.borrow_mut().insert(idx as usize, v);
                Value::none()
            }
            "pop" => {
                let n = l.borrow().len() as i64;
                let i = match arg(0).map(|i| (as_index(&i), i)) {
                    None => -1,
                    Some((AsIndex::Int(i), _)) => i,
                    Some((AsIndex::Refused(ty), i)) => return self.not_an_integer(ty, t | i.taint),
                    Some((AsIndex::Unknown, _)) => {
                        let bits = self.inexact(FallbackKind::NotModelled, "list.pop at an index not known");
                        recv.mark_inexact(bits);
                        return Ok(self.unknown_op(t | bits));
                    }
                };
                let idx = if i < 0 { i + n } else { i };
                if idx < 0 || idx >= n {
                    let message = if n == 0 {
                        "pop from empty list"
                    } else {
                        "pop index out of range"
                    };
                    return self.fail("IndexError", message.into(), t);
                }
                l.borrow_mut().remove(idx as usize)
            }
            // (`index`'s bounds, read by `index_in`, below.)
            "remove" | "index" | "count"
                if !(name == "index" && args.len() > 1) && self.objects_decide(&l, args)? =>
            {
                let Some(v) = arg(0) else { return Ok(unknown) };
                let items = l.borrow().items.clone();
                let epoch = self.epoch_for(false);
                let eqs = match self.eq_each(&items, &v, name == "count")? {
                    Some(eqs) => eqs,
                    None => items.iter().map(|x| py_eq(x, &v)).collect(),
                };
                if self.epoch_for(false) != epoch {
                    // An `__eq__` changed something (the list, maybe): Python's search reads the
                    // list as it is at each step, this one read it before. Not followed.
                    let bits = self.inexact(FallbackKind::NotModelled, "an __eq__ that changes what a search reads");
                    recv.mark_inexact(bits);
                    return Ok(self.unknown_op(t | bits));
                }
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
                let items = l.borrow().items.clone();
                match index_in(&items, &v, None, None) {
                    Some(Some(p)) => {
                        l.borrow_mut().remove(p);
                        Value::none()
                    }
                    Some(None) => return self.fail("ValueError", "list.remove(x): x not in list".into(), t),
                    None => {
                        // Which item goes is not known.
                        let bits = self.inexact(FallbackKind::Undecided, "list.remove(…)");
                        l.borrow_mut().inexact |= bits;
                        Value::none().with_taint(bits)
                    }
                }
            }
            "index" => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                if let Some(r) = self.index_bounds_refused(args, t) {
                    return r;
                }
                let items = l.borrow().items.clone();
                return match index_in(&items, &v, args.get(1), args.get(2)) {
                    Some(Some(p)) => Ok(Value::int(p as i64).with_taint(t)),
                    Some(None) => self.fail("ValueError", format!("{} is not in list", to_display(&v, true)), t),
                    None => Ok(unknown),
                };
            }
            "count" => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                match count_in(&l.borrow(), &v) {
                    Some(n) => Value::int(n as i64).with_taint(t),
                    None => unknown,
                }
            }
            "copy" => {
                let mut v = Value::list(l.borrow().items.clone()).with_taint(t);
                v.origin = recv.origin;
                v
            }
            "sort" => {
                let Some(reverse) = self.reverse_flag(kwargs, t)? else {
                    let bits = self.inexact(FallbackKind::NotModelled, "list.sort(reverse=…) not known");
                    recv.mark_inexact(bits);
                    return Ok(self.unknown_op(t | bits));
                };
                // While it sorts, the list is empty to the code it runs (a key, an object's
                // comparison), and one that changes it makes the sort's `ValueError`.
                let unsure = recv.inexact_bits();
                let items = std::mem::take(&mut l.borrow_mut().items);
                let watch = self.watch_container(recv);
                let mut compared = false;
                let sorted = self.sort_values(items.clone(), kw(kwargs, "key"), reverse, &mut compared, unsure);
                let modified = self.watched_changed(watch) || !l.borrow().items.is_empty();
                l.borrow_mut().items = items;
                let (sorted, bits) = match sorted {
                    Ok(x) => x,
                    // A comparison that raised after others went through leaves the list in the
                    // order CPython's sort had reached (`[2, 1, 4, 3, None]` as `[1, 2, 3, 4,
                    // None]`), which is not followed; so does one in a reversed sort. (A key that
                    // raised, or the first comparison, leaves it as it was.)
                    Err(e) => {
                        if compared || reverse {
                            recv.mark_inexact(self.inexact(FallbackKind::NotModelled, "a sort that failed part way"));
                        }
                        return Err(e);
                    }
                };
                l.borrow_mut().items = sorted;
                l.borrow_mut().inexact |= bits;
                if modified {
                    return self.fail("ValueError", "list modified during sort".into(), t);
                }
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
            _ if pytypes::python_type_has("list", name) == Some(false) => {
                return self.fail("AttributeError", format!("'list' object has no attribute '{name}'"), t)
            }
            _ => {
                // A method Python has that the tool does not model: its result is not known, nor
                // (for one that changes the list) what the list holds after it.
                let bits = self.inexact(FallbackKind::NotModelled, &format!("list.{name}(…)"));
                if is_mutator(name) {
                    l.borrow_mut().inexact |= bits;
                }
                Value::unknown(t | bits)
            }
        })
    }

    /// A method of a set (or frozenset: one that would change it has no such attribute).
    pub(super) fn set_method(
        &mut self,
        recv: &Value<'a>,
        s: Rc<RefCell<Items<'a>>>,
        name: &str,
        args: &[Value<'a>],
        t: Taint,
    ) -> R<'a, Value<'a>> {
        // Its operators called by name (`s.__or__(x)` gives `NotImplemented` where `|` raises):
        // not modelled.
        if name.starts_with("__") {
            return Ok(Value::unknown(t));
        }
        let frozen = s.borrow().frozen;
        let changes = matches!(
            name,
            "add"
                | "update"
                | "discard"
                | "remove"
                | "pop"
                | "clear"
                | "intersection_update"
                | "difference_update"
                | "symmetric_difference_update"
        );
        if frozen && changes {
            return self.fail(
                "AttributeError",
                format!("'frozenset' object has no attribute '{name}'"),
                t,
            );
        }
        // The items of every argument (each an iterable); `None`: one the tool can't list.
        let mut others: Vec<Vec<Value<'a>>> = Vec::with_capacity(args.len());
        // `update` and `difference_update` change the set item by item: what came before an
        // item not hashable is done when it raises.
        let mut refused: Option<(&'static str, Taint)> = None;
        if !matches!(name, "add" | "discard" | "remove") {
            for a in args {
                // Over an iterable that is not a set, these two take its items in turn, hashing
                // each, up to the first that decides (below).
                let in_turn = matches!(name, "isdisjoint" | "issuperset") && !matches!(a.kind, V::Set(_));
                match self.iterate(a)? {
                    Some(mut items) => {
                        if let Some(at) = items.iter().position(|x| !in_turn && unhashable(x).is_some()) {
                            let x = &items[at];
                            let (ty, bits) = (unhashable(x).unwrap_or("list"), t | x.taint | x.inexact_bits());
                            if !matches!(name, "update" | "difference_update") {
                                return self.unhashable_error(ty, bits);
                            }
                            items.truncate(at);
                            others.push(items);
                            refused = Some((ty, bits));
                            break;
                        }
                        others.push(items)
                    }
                    None => {
                        let bits = self.inexact(FallbackKind::UnknownItems, &format!("set.{name}(…)"));
                        if changes {
                            s.borrow_mut().inexact |= bits;
                        }
                        return Ok(Value::unknown(t | bits));
                    }
                }
            }
        }
        let mine = s.borrow().items.clone();
        // Membership decided for every item, else the result is not known exactly.
        let mut undecided = false;
        let mut member = |items: &[Value<'a>], x: &Value<'a>| -> bool {
            let mut found = Some(false);
            for i in items {
                match py_eq(i, x) {
                    Some(true) => return true,
                    None => found = None,
                    _ => {}
                }
            }
            if found.is_none() {
                undecided = true;
            }
            false
        };
        let new_set = |items: Vec<Value<'a>>| {
            if frozen {
                Value::frozenset(items)
            } else {
                Value::set(items)
            }
        };
        let out = match name {
            "add" | "discard" | "remove" => {
                let Some(v) = args.first() else {
                    return Ok(Value::unknown(t));
                };
                // A set looked for (not added) is looked for as a frozenset.
                let as_frozen = name != "add" && matches!(v.kind, V::Set(_));
                if !as_frozen {
                    self.hash_for_key(v, t)?;
                }
                let pos = mine.iter().position(|x| py_eq(x, v) == Some(true));
                let undecided_here = pos.is_none() && mine.iter().any(|x| py_eq(x, v).is_none());
                if undecided_here {
                    // An object's own `__eq__`, which Python calls on a hash alike, not followed.
                    let mut given: Vec<Value<'a>> = mine.iter().filter(|x| py_eq(x, v).is_none()).cloned().collect();
                    given.push(v.clone());
                    let objects = self.objects_in(given.iter());
                    self.unfollowed_with(&objects);
                    let bits = self.inexact(FallbackKind::Undecided, &format!("set.{name}(…)"));
                    s.borrow_mut().inexact |= bits;
                    if name == "add" {
                        s.borrow_mut().push(v.clone());
                    }
                    return Ok(Value::none().with_taint(bits));
                }
                match (name, pos) {
                    ("add", None) => s.borrow_mut().push(v.clone()),
                    ("add", Some(_)) => {}
                    (_, Some(p)) => {
                        s.borrow_mut().remove(p);
                    }
                    ("remove", None) => {
                        let r = self.fail("KeyError", to_display(v, true), t | v.inexact_bits());
                        return self.key_error(v, r);
                    }
                    _ => {}
                }
                return Ok(Value::none());
            }
            "update" | "union" | "__or__" => {
                let mut items = mine;
                for o in others {
                    for x in o {
                        if !member(&items, &x) {
                            items.push(x);
                        }
                    }
                }
                if name == "update" {
                    s.borrow_mut().items = items;
                    Value::none()
                } else {
                    new_set(items)
                }
            }
            "intersection" | "intersection_update" => {
                let mut items = mine;
                for (o, a) in others.iter().zip(args) {
                    items = if matches!(a.kind, V::Set(_)) && o.len() > items.len() {
                        items.into_iter().filter(|x| member(o, x)).collect()
                    } else {
                        // CPython goes over the smaller set (the argument when they are as
                        // large), or over any other iterable, and keeps its items.
                        let mut kept: Vec<Value<'a>> = Vec::new();
                        for x in o {
                            if member(&items, x) && !member(&kept, x) {
                                kept.push(x.clone());
                            }
                        }
                        kept
                    };
                }
                if name == "intersection_update" {
                    s.borrow_mut().items = items;
                    Value::none()
                } else {
                    new_set(items)
                }
            }
            "difference" | "difference_update" => {
                let mut items = mine;
                for o in &others {
                    items.retain(|x| !member(o, x));
                }
                if name == "difference_update" {
                    s.borrow_mut().items = items;
                    Value::none()
                } else {
                    new_set(items)
                }
            }
            "symmetric_difference" | "symmetric_difference_update" if others.len() == 1 => {
                let o = dedupe(others.remove(0));
                let mut items: Vec<Value<'a>> = mine.iter().filter(|x| !member(&o, x)).cloned().collect();
                items.extend(o.iter().filter(|x| !member(&mine, x)).cloned());
                if name == "symmetric_difference_update" {
                    s.borrow_mut().items = items;
                    Value::none()
                } else {
                    new_set(items)
                }
            }
            "issubset" if others.len() == 1 => Value::bool(mine.iter().all(|x| member(&others[0], x))).with_taint(t),
            // The other's items in turn: the first found (`isdisjoint`) or missing (`issuperset`)
            // decides, and one not hashable raises where it is reached.
            "issuperset" | "isdisjoint" if others.len() == 1 => {
                let superset = name == "issuperset";
                let mut r = true;
                for x in &others[0] {
                    if let Some(ty) = unhashable(x) {
                        // (Past an item whose membership is not known, Python may have stopped.)
                        if undecided {
                            let bits = self.inexact(FallbackKind::Undecided, &format!("set.{name}(…)"));
                            return Ok(Value::unknown(t | bits));
                        }
                        return self.unhashable_error(ty, t | x.taint | x.inexact_bits());
                    }
                    if member(&mine, x) != superset {
                        r = false;
                        break;
                    }
                }
                Value::bool(r).with_taint(t)
            }
            "copy" if args.is_empty() => {
                if frozen {
                    // A frozenset's copy is itself.
                    return Ok(recv.clone());
                }
                new_set(mine).with_taint(t)
            }
            "clear" if args.is_empty() => {
                s.borrow_mut().clear();
                Value::none()
            }
            "pop" if args.is_empty() => {
                if mine.is_empty() {
                    return self.fail("KeyError", "'pop from an empty set'".into(), t);
                }
                // Which item is first depends on hashes the tool does not compute.
                let bits = self.inexact(FallbackKind::NotModelled, "set.pop()");
                s.borrow_mut().inexact |= bits;
                Value::unknown(t | bits)
            }
            _ => {
                let bits = self.inexact(FallbackKind::NotModelled, &format!("set.{name}(…)"));
                if changes || is_mutator(name) {
                    s.borrow_mut().inexact |= bits;
                }
                return Ok(Value::unknown(t | bits));
            }
        };
        if undecided {
            let bits = self.inexact(FallbackKind::Undecided, &format!("set.{name}(…)"));
            if changes {
                s.borrow_mut().inexact |= bits;
            }
            if refused.is_none() {
                out.mark_inexact(bits);
                return Ok(out.with_taint(bits));
            }
        }
        if let Some((ty, bits)) = refused {
            return self.unhashable_error(ty, bits);
        }
        Ok(out)
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
                if let Some(r) = self.index_bounds_refused(args, t) {
                    return r;
                }
                match index_in(x, &v, args.get(1), args.get(2)) {
                    Some(Some(p)) => Value::int(p as i64).with_taint(t),
                    Some(None) => return self.fail("ValueError", "tuple.index(x): x not in tuple".into(), t),
                    None => unknown,
                }
            }
            "count" => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                match count_in(x, &v) {
                    Some(n) => Value::int(n as i64).with_taint(t),
                    None => unknown,
                }
            }
            _ => unknown,
        })
    }
}

/// `seq.index(v, start, stop)`: the first position in `start..stop` (clamped as a slice's) of an
/// item equal to `v`; `Some(None)`: none; `None`: a bound that is not a known int, or an
/// equality before the match the tool can't decide.
impl<'a> Interp<'a> {
    /// `index(x, start, stop)` of a list or tuple with a bound Python refuses before it looks
    /// (`[].index(1, 2.5)` is a TypeError, not "not in list").
    fn index_bounds_refused(&mut self, args: &[Value<'a>], t: Taint) -> Option<R<'a, Value<'a>>> {
        for b in args.iter().skip(1) {
            if let AsIndex::Refused(ty) = as_index(b) {
                let message = format!("slice indices must be integers or have an __index__ method, not {ty}");
                return Some(self.fail("TypeError", message, t | b.taint));
            }
        }
        None
    }
}

fn index_in<'a>(
    items: &[Value<'a>],
    v: &Value<'a>,
    start: Option<&Value<'a>>,
    stop: Option<&Value<'a>>,
) -> Option<Option<usize>> {
    let n = items.len() as i64;
    let bound = |b: Option<&Value<'a>>, d: i64| -> Option<i64> {
        match b {
            None => Some(d),
            Some(x) if matches!(x.kind, V::Int(_) | V::Bool(_)) => {
                let i = x.as_int()?;
                Some(if i < 0 { (i + n).max(0) } else { i.min(n) })
            }
            Some(_) => None,
        }
    };
    let (a, b) = (bound(start, 0)?, bound(stop, n)?);
    for (i, x) in items.iter().enumerate().take(b.max(0) as usize).skip(a as usize) {
        match py_eq(x, v) {
            Some(true) => return Some(Some(i)),
            Some(false) => {}
            None => return None,
        }
    }
    Some(None)
}

/// How many items equal `v`; `None` when an equality is undecided.
fn count_in<'a>(items: &[Value<'a>], v: &Value<'a>) -> Option<usize> {
    let mut n = 0;
    for x in items {
        if py_eq(x, v)? {
            n += 1;
        }
    }
    Some(n)
}

impl<'a> Interp<'a> {
    /// Whether an object's own `__eq__` decides a list method's comparisons (cheap first: only
    /// when an instance is involved).
    fn objects_decide(&mut self, l: &Rc<RefCell<Items<'a>>>, args: &[Value<'a>]) -> R<'a, bool> {
        let inst = |v: &Value<'a>| matches!(v.kind, V::Instance(_));
        Ok(args.first().is_some_and(inst) || l.borrow().items.iter().any(inst))
    }
}
