//! Built-in functions over iterables and functions: `range`, `enumerate`, `zip`, `reversed`,
//! `iter`, `next`, `any`/`all`, `map`, `filter`, `itertools.product`/`chain`,
//! `functools.partial`/`reduce`.

use super::*;

impl<'a> Interp<'a> {
    /// A built-in that makes or runs an iterator (`range`, `enumerate`, `zip`, `reversed`, `iter`, `next`, `any`, `all`).
    pub(super) fn iteration_builtin(
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
            B::Range => {
                if let Some(a) = args
                    .iter()
                    .find(|a| matches!(a.kind, V::Float(_) | V::Str(_) | V::None | V::List(_) | V::Tuple(_)))
                {
                    return self.not_an_integer(a.type_name(), t);
                }
                let ints: Vec<i64> = args.iter().filter_map(|a| a.as_int()).collect();
                if ints.len() != args.len() {
                    return Ok(unknown);
                }
                let (start, stop, step) = match ints.as_slice() {
                    [stop] => (0, *stop, 1),
                    [a, b] => (*a, *b, 1),
                    [a, b, c] => (*a, *b, *c),
                    _ => return Ok(unknown),
                };
                if step == 0 {
                    return self.fail("ValueError", "range() arg 3 must not be zero".into(), t);
                }
                let mut out = Vec::new();
                let mut i = start;
                while (step > 0 && i < stop) || (step < 0 && i > stop) {
                    out.push(Value::int(i).with_taint(t));
                    if out.len() > 100_000 {
                        return Ok(unknown);
                    }
                    i = match i.checked_add(step) {
                        Some(x) => x,
                        None => break,
                    };
                }
                Value::range(out, [start, stop, step]).with_taint(t)
            }
            B::Enumerate => {
                let Some(items) = self.iterate_ahead(&arg(0).unwrap_or_else(Value::none), true)? else {
                    return Ok(unknown);
                };
                let start = match kw(&kwargs, "start").or(arg(1)).map(|s| (as_index(&s), s)) {
                    None => 0,
                    Some((AsIndex::Int(s), _)) => s,
                    Some((AsIndex::Refused(ty), s)) => return self.not_an_integer(ty, t | s.taint),
                    Some((AsIndex::Unknown, _)) => return Ok(unknown),
                };
                let mut pairs = Vec::with_capacity(items.len());
                for (i, v) in items.into_iter().enumerate() {
                    // Past `i64`, Python's int goes on; the tool's does not.
                    let Some(n) = start.checked_add(i as i64) else {
                        return Ok(unknown);
                    };
                    pairs.push(Value::tuple(vec![Value::int(n), v]));
                }
                let made = self.new_iter("enumerate", pairs, None, t);
                self.ahead_of(made)
            }
            B::Accumulate | B::ZipLongest | B::Islice => self.itertools_builtin(b, &args, &kwargs, t)?,
            B::Zip => {
                let strict = match kw(&kwargs, "strict") {
                    None => false,
                    Some(s) => match s.truthy() {
                        Some(b) => b,
                        None => return Ok(unknown),
                    },
                };
                // One iterator given more than once (`zip(*[iter(xs)] * n)`, which chunks):
                // each tuple takes its items from it in turn.
                if shares_an_iterator(&args) {
                    if strict {
                        return Ok(unknown);
                    }
                    let Some(rows) = self.rows_in_turn(&args)? else {
                        return Ok(unknown);
                    };
                    let made = self.new_iter("zip", rows, None, t);
                    return Ok(self.ahead_of(made));
                }
                let mut lists = Vec::new();
                for (i, a) in args.iter().enumerate() {
                    match self.iterate_ahead(a, i == 0)? {
                        Some(i) => lists.push(i),
                        None => return Ok(unknown),
                    }
                }
                let made = self.zip_iter(lists, strict, t);
                self.ahead_of(made)
            }
            B::Any | B::All => {
                // An iterator or generator: pulled, as Python pulls it (`interp/pull.rs`).
                if let Some(v) = args.first().filter(|v| matches!(v.kind, V::Iter(_) | V::Gen(_))) {
                    return self.any_all_pulled(b == B::Any, v, t);
                }
                let Some(items) = self.iterate_unordered(&arg(0).unwrap_or_else(Value::none))? else {
                    return Ok(unknown);
                };
                // Each item's truth in turn, as Python asks it (an object's `__bool__` or
                // `__len__` runs), up to the first that decides. After one not known (which may
                // have decided), a plain value's truth still may; an object's is asked or not:
                // its code, and the rest's, is handed on.
                let mut unknown_seen = false;
                for (n, i) in items.iter().enumerate() {
                    let truth = if unknown_seen { i.truthy() } else { self.truth(i)? };
                    match truth {
                        Some(x) if x == (b == B::Any) => return Ok(Value::bool(x).with_taint(t)),
                        None if unknown_seen && !i.is_unknown() => {
                            self.handed_to_unseen(&items[n..]);
                            return Ok(self.unknown_op(t));
                        }
                        None => unknown_seen = true,
                        _ => {}
                    }
                }
                if unknown_seen {
                    unknown
                } else {
                    Value::bool(b == B::All).with_taint(t)
                }
            }
            B::Reversed => {
                let v = arg(0).unwrap_or_else(Value::none);
                match &v.kind {
                    V::List(_) | V::Tuple(_) | V::Str(_) | V::Dict(_) => {}
                    V::Class(_) if self.enum_items(&v).is_some() => {}
                    V::Instance(i) if defines(&i.class, "__reversed__") => {
                        let m = self.special_method(&v, "__reversed__")?;
                        return self.call(&m, vec![], vec![]);
                    }
                    V::Set(_) | V::Int(_) | V::Float(_) | V::None | V::Bool(_) | V::Iter(_) => {
                        return self.fail("TypeError", format!("'{}' object is not reversible", v.type_name()), t);
                    }
                    _ => return Ok(unknown),
                }
                let Some(mut items) = self.iterate(&v)? else {
                    return Ok(unknown);
                };
                items.reverse();
                let kind = match v.kind {
                    V::List(_) if v.is_range() => "range_iterator",
                    V::List(_) => "list_reverseiterator",
                    V::Dict(_) => "dict_reversekeyiterator",
                    _ => "reversed",
                };
                self.new_iter(kind, items, None, t)
            }
            B::Iter => return self.builtin_iter(args, t),
            B::Next => return self.builtin_next(args, t),
            _ => unreachable!("{b:?} is not of Kind::Iteration"),
        })
    }

    /// `map`, `filter`, `itertools.product`/`chain`, `functools.partial`/`reduce`.
    pub(super) fn functional_builtin(
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
            B::Product => {
                // `product(*its, repeat=n)`: the iterables `n` times over (`repeat` checked
                // before any iterable is taken).
                let reps = match kw(&kwargs, "repeat") {
                    None => Some(1),
                    Some(r) => match r.as_int() {
                        Some(n) if n >= 0 && matches!(r.kind, V::Int(_) | V::Bool(_)) => Some(n as usize),
                        Some(_) if matches!(r.kind, V::Int(_)) => {
                            return self.fail("ValueError", "repeat argument cannot be negative".into(), t);
                        }
                        _ => None,
                    },
                };
                let mut lists = Vec::new();
                for a in &args {
                    match self.iterate(a)? {
                        Some(i) => lists.push(i),
                        None => return Ok(unknown),
                    }
                }
                let Some(reps) = reps.filter(|n| n.saturating_mul(lists.len()) <= 10_000) else {
                    return Ok(unknown);
                };
                let once = std::mem::take(&mut lists);
                for _ in 0..reps {
                    lists.extend(once.iter().cloned());
                }
                let mut out: Vec<Vec<Value>> = vec![vec![]];
                for l in &lists {
                    let mut next = Vec::new();
                    for prefix in &out {
                        for x in l {
                            let mut p = prefix.clone();
                            p.push(x.clone());
                            next.push(p);
                        }
                    }
                    if next.len() > 100_000 {
                        return Ok(unknown);
                    }
                    out = next;
                }
                // An iterator, as Python's (`next` takes from it; a second pass finds it spent).
                let tuples = out.into_iter().map(Value::tuple).collect();
                self.new_iter("product", tuples, None, t)
            }
            // Python's takes nothing until it is pulled: taken now, and what raises while taken
            // (an argument not iterable, a generator's error) leaves it not known.
            B::Chain | B::ChainFromIterable => match self.chain_items(b, &args) {
                Ok(Some(items)) => {
                    let made = self.new_iter("chain", items, None, t);
                    self.ahead_of(made)
                }
                Ok(None) => unknown,
                Err(e @ Flow::Exc(_)) => {
                    let bits = self.raised_ahead(e);
                    Value::unknown(t | bits)
                }
                Err(f) => return Err(f),
            },
            B::Map => {
                let Some(f) = arg(0) else { return Ok(unknown) };
                // One iterator given more than once: each call takes its arguments from it in
                // turn.
                if shares_an_iterator(&args[1..]) {
                    let Some(rows) = self.rows_in_turn(&args[1..])? else {
                        return Ok(unknown);
                    };
                    let made = self.new_iter("map", rows, Some(f), t);
                    return Ok(self.ahead_of(made));
                }
                self.may_call_on_more(&f, &args[1..])?;
                let mut lists = Vec::new();
                for (i, a) in args[1..].iter().enumerate() {
                    match self.iterate_ahead(a, i == 0)? {
                        Some(i) => lists.push(i),
                        None => return Ok(unknown),
                    }
                }
                let n = lists.iter().map(|l| l.len()).min().unwrap_or(0);
                let calls = (0..n)
                    .map(|i| Value::tuple(lists.iter().map(|l| l[i].clone()).collect()))
                    .collect();
                let made = self.new_iter("map", calls, Some(f), t);
                self.ahead_of(made)
            }
            B::Filter => {
                let (Some(f), Some(it)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                self.may_call_on_more(&f, std::slice::from_ref(&it))?;
                let Some(items) = self.iterate_ahead(&it, true)? else {
                    return Ok(unknown);
                };
                let made = self.new_iter("filter", items, Some(f), t);
                self.ahead_of(made)
            }
            B::Partial => {
                let Some(f) = arg(0) else { return Ok(unknown) };
                if f.is_plain_data() {
                    return self.fail("TypeError", "the first argument must be callable".into(), t);
                }
                // A partial of a plain partial (no attributes of its own) is one partial: its
                // function, its arguments then these, its keywords updated by these.
                if let V::Partial(p) = &f.kind {
                    if crate::eval::value::partial_type_name(p) == Some("partial") && !self.wrapper_written(&f) {
                        let mut held = p.1.clone();
                        held.extend_from_slice(&args[1..]);
                        let mut keywords = p.2.clone();
                        for (k, v) in kwargs {
                            match keywords.iter_mut().find(|e| e.0 == k) {
                                Some(e) => e.1 = v,
                                None => keywords.push((k, v)),
                            }
                        }
                        return Ok(Value::new(V::Partial(Rc::new((p.0.clone(), held, keywords)))));
                    }
                }
                Value::new(V::Partial(Rc::new((f, args[1..].to_vec(), kwargs))))
            }
            // A getter of names or keys known exactly (an attribute's name must be a string).
            B::AttrGetter | B::ItemGetter => {
                let names_ok = args
                    .iter()
                    .all(|a| a.is_exact() && (b == B::ItemGetter || a.as_str().is_some()));
                if args.is_empty() || !kwargs.is_empty() || !names_ok {
                    return Ok(unknown);
                }
                let get = if b == B::AttrGetter { B::GetAttrs } else { B::GetItems };
                // (How many names it holds first: what the getter is called with follows them.)
                let mut held = Vec::with_capacity(args.len() + 1);
                held.push(Value::int(args.len() as i64));
                held.extend(args);
                Value::new(V::Partial(Rc::new((Value::new(V::Builtin(get)), held, vec![]))))
            }
            B::GetAttrs | B::GetItems => {
                let Some((V::Int(n), rest)) = args.split_first().map(|(n, rest)| (&n.kind, rest)) else {
                    return Ok(unknown);
                };
                let name = if b == B::GetAttrs { "attrgetter" } else { "itemgetter" };
                if !kwargs.is_empty() {
                    return self.fail("TypeError", format!("{name}() takes no keyword arguments"), 0);
                }
                let given = rest.len() - (*n as usize).min(rest.len());
                if given != 1 {
                    return self.fail("TypeError", format!("{name} expected 1 argument, got {given}"), 0);
                }
                let Some((obj, names)) = rest.split_last() else {
                    return Ok(unknown);
                };
                let mut got = Vec::with_capacity(names.len());
                for n in names {
                    got.push(if b == B::GetAttrs {
                        let Some(path) = n.as_str() else { return Ok(unknown) };
                        let mut v = obj.clone();
                        for part in path.split('.') {
                            v = self.get_attr(&v, part)?;
                        }
                        v
                    } else {
                        self.get_item(obj, n)?
                    });
                }
                match got.len() {
                    1 => got.pop().unwrap_or(unknown),
                    _ => Value::tuple(got),
                }
            }
            B::Reduce => {
                let (Some(f), Some(it)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                return self.reduce_pulled(&f, &it, arg(2), t);
            }
            _ => unreachable!("{b:?} is not of Kind::Functional"),
        })
    }
}

impl<'a> Interp<'a> {
    /// `itertools.accumulate` (the default `+`, over exact ints), `zip_longest` and `islice`, over
    /// a list, tuple or str (never an iterator, whose items another may take): the iterator
    /// they make, with its items made at once (no code of the harness's runs to make them).
    /// Anything else is not known.
    fn itertools_builtin(&mut self, b: Builtin, args: &[Value<'a>], kwargs: &Kw<'a>, t: Taint) -> R<'a, Value<'a>> {
        use Builtin as B;
        let unknown = Value::unknown(t);
        let seq = |v: &Value<'a>| matches!(v.kind, V::List(_) | V::Tuple(_) | V::Str(_)) && v.is_exact();
        let count = |v: Option<&Value<'a>>| match v {
            None => Some(None),
            Some(x) if matches!(x.kind, V::None) => Some(None),
            Some(x) if matches!(x.kind, V::Int(_)) && x.as_int().is_some_and(|n| n >= 0) => {
                x.as_int().and_then(|n| usize::try_from(n).ok()).map(Some)
            }
            _ => None,
        };
        // (A number or `None` is Python's `TypeError`, as iterating it anywhere is.)
        let never_iterable =
            |v: &Value<'a>| matches!(v.kind, V::Int(_) | V::Float(_) | V::Bool(_) | V::None) && v.is_exact();
        // (`islice` checks its numbers before it asks for the iterator: a bad one is Python's
        // `ValueError` first.)
        let numbers_ok = b != B::Islice
            || (args[1.min(args.len())..].iter().all(|x| count(Some(x)).is_some())
                && args.get(3).and_then(Value::as_int) != Some(0));
        let items = match args.first() {
            Some(a) if seq(a) || (never_iterable(a) && numbers_ok) => match self.iterate(a)? {
                Some(items) => items,
                None => return Ok(unknown),
            },
            _ => return Ok(unknown),
        };
        let out = match b {
            B::Accumulate => {
                let not_none = |f: Option<&Value<'a>>| f.is_some_and(|f| !matches!(f.kind, V::None));
                if args.len() > 2
                    || kwargs.iter().any(|(k, _)| &**k != "initial" && &**k != "func")
                    || not_none(args.get(1))
                    || not_none(kw(kwargs, "func").as_ref())
                {
                    return Ok(unknown);
                }
                let mut total: Option<i64> = None;
                let mut out = Vec::new();
                if let Some(init) = kw(kwargs, "initial").filter(|i| !matches!(i.kind, V::None)) {
                    match init.kind {
                        V::Int(n) if init.is_exact() => {
                            total = Some(n);
                            out.push(init.clone());
                        }
                        _ => return Ok(unknown),
                    }
                }
                for x in &items {
                    let V::Int(n) = x.kind else { return Ok(unknown) };
                    if !x.is_exact() {
                        return Ok(unknown);
                    }
                    let sum = match total {
                        None => n,
                        Some(s) => match s.checked_add(n) {
                            Some(v) => v,
                            None => return Ok(unknown),
                        },
                    };
                    total = Some(sum);
                    out.push(Value::int(sum).with_taint(t));
                }
                out
            }
            B::ZipLongest => {
                if kwargs.iter().any(|(k, _)| &**k != "fillvalue") {
                    return Ok(unknown);
                }
                let fill = kw(kwargs, "fillvalue").unwrap_or_else(Value::none);
                let mut lists = vec![items];
                for a in &args[1..] {
                    if !seq(a) {
                        return Ok(unknown);
                    }
                    match self.iterate(a)? {
                        Some(items) => lists.push(items),
                        None => return Ok(unknown),
                    }
                }
                let n = lists.iter().map(Vec::len).max().unwrap_or(0);
                (0..n)
                    .map(|i| {
                        let row = lists
                            .iter()
                            .map(|l| l.get(i).cloned().unwrap_or_else(|| fill.clone()))
                            .collect();
                        Value::tuple(row).with_taint(t)
                    })
                    .collect()
            }
            _ => {
                // `islice(it, stop)` / `islice(it, start, stop[, step])`.
                if !kwargs.is_empty() {
                    return Ok(unknown);
                }
                let (start, stop, step) = match args.len() {
                    2 => (Some(None), count(args.get(1)), Some(None)),
                    3 | 4 => (count(args.get(1)), count(args.get(2)), count(args.get(3))),
                    _ => return Ok(unknown),
                };
                let (Some(start), Some(stop), Some(step)) = (start, stop, step) else {
                    return Ok(unknown);
                };
                let (start, step) = (start.unwrap_or(0), step.unwrap_or(1));
                if step == 0 {
                    return Ok(unknown);
                }
                let stop = stop.unwrap_or(items.len()).min(items.len());
                (start..stop)
                    .step_by(step)
                    .filter_map(|i| items.get(i).cloned())
                    .collect()
            }
        };
        let kind = match b {
            B::Accumulate => "accumulate",
            B::ZipLongest => "zip_longest",
            _ => "islice",
        };
        Ok(self.new_iter(kind, out, None, t))
    }
}

/// Whether an iterator or generator is given more than once among `args`.
fn shares_an_iterator(args: &[Value]) -> bool {
    if args.iter().filter(|a| matches!(a.kind, V::Iter(_) | V::Gen(_))).count() < 2 {
        return false;
    }
    let sources = same_iterators(args);
    sources.iter().enumerate().any(|(i, &s)| s != i)
}

/// For each argument, the first argument that is the same iterator or generator as it (its own
/// index when none before is).
fn same_iterators(args: &[Value]) -> Vec<usize> {
    let addr = |v: &Value| match &v.kind {
        V::Iter(_) | V::Gen(_) => crate::eval::interp::reach_addr(v),
        _ => None,
    };
    let addrs: Vec<Option<usize>> = args.iter().map(addr).collect();
    (0..args.len())
        .map(|i| match addrs[i] {
            Some(a) => addrs.iter().position(|x| *x == Some(a)).unwrap_or(i),
            None => i,
        })
        .collect()
}

impl<'a> Interp<'a> {
    /// `map(f, *iterables)`, `filter(f, iterable)`: over items not known exactly (or not known
    /// at all), Python may call `f` on more than the run lists: it runs once where the path is
    /// undecided, given one argument an iterable.
    fn may_call_on_more(&mut self, f: &Value<'a>, iterables: &[Value<'a>]) -> R<'a, ()> {
        let mut more = iterables.iter().fold(0, |m, a| m | a.inexact_bits());
        if iterables.iter().any(Value::is_unknown) {
            more |= self.inexact(FallbackKind::UnknownItems, "a function mapped over items not known");
        }
        if more == 0 {
            return Ok(());
        }
        self.run_where_undecided(f, Some(iterables.len()), more)
    }

    /// The items `chain(*args)` (or `chain.from_iterable(args[0])`) hands out, each iterable
    /// taken now; `None` where one's items can't be known.
    fn chain_items(&mut self, b: Builtin, args: &[Value<'a>]) -> R<'a, Option<Vec<Value<'a>>>> {
        let sources = match (b, args.first()) {
            (Builtin::Chain, _) => args.to_vec(),
            (_, Some(outer)) => match self.iterate_ahead(outer, true)? {
                Some(s) => s,
                None => return Ok(None),
            },
            (_, None) => return Ok(None),
        };
        let mut out = Vec::new();
        for (i, a) in sources.iter().enumerate() {
            match self.iterate_ahead(a, b == Builtin::Chain && i == 0)? {
                Some(items) => out.extend(items),
                None => return Ok(None),
            }
        }
        Ok(Some(out))
    }

    /// What `zip(*args)` yields where one iterator is given more than once: each tuple takes an
    /// item from each argument in turn, an iterator given twice giving its next two, up to the
    /// first argument that has none left (what the tuple had taken is lost, as in Python).
    /// `None`: an argument's items are not known.
    fn rows_in_turn(&mut self, args: &[Value<'a>]) -> R<'a, Option<Vec<Value<'a>>>> {
        let sources = same_iterators(args);
        let mut items = Vec::new();
        for (i, a) in args.iter().enumerate().filter(|&(i, _)| sources[i] == i) {
            match self.iterate_ahead(a, i == 0)? {
                Some(got) => items.push((i, got.into_iter())),
                None => return Ok(None),
            }
        }
        let mut rows = Vec::new();
        'rounds: loop {
            let mut row = Vec::with_capacity(args.len());
            for s in &sources {
                let Some(item) = items.iter_mut().find(|l| l.0 == *s).and_then(|l| l.1.next()) else {
                    break 'rounds;
                };
                row.push(item);
            }
            rows.push(Value::tuple(row));
        }
        Ok(Some(rows))
    }
}
