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
                    V::View(v) => match &v.dict.kind {
                        V::Dict(d) => d.borrow().entries.len(),
                        _ => return Ok(unknown),
                    },
                    V::Config(c) if !c.borrow().probe => c.borrow().entries.len(),
                    V::Instance(_) => return self.instance_len(&v, t),
                    V::Class(_) if self.enum_items(&v).is_some() => self.enum_items(&v).unwrap_or_default().len(),
                    V::Globals(m) => return Ok(self.module_len(*m).with_taint(t)),
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
                        B::Frozenset => Value::frozenset(vec![]),
                        _ => Value::set(vec![]),
                    });
                };
                // `frozenset(fs)` of a frozenset is that very object.
                if b == B::Frozenset && matches!(v.kind, V::Set(_)) && v.is_frozen() {
                    return Ok(v.with_taint(t));
                }
                let origin = v.origin;
                // Sorting by a key keeps ties in iteration order.
                let keyed = b == B::Sorted && kw(&kwargs, "key").is_some_and(|k| !matches!(k.kind, V::None));
                let items = match b {
                    B::Sorted | B::Set | B::Frozenset if !keyed && matches!(v.kind, V::Set(_)) => {
                        self.iterate_unordered(&v)?
                    }
                    // (`sorted` makes a list of them first.)
                    B::List | B::Tuple | B::Sorted => self.iterate_whole(&v)?,
                    _ => self.iterate_as(&v, Take::Compared)?,
                };
                let Some(mut items) = items else {
                    let mut u = Value::unknown(t);
                    u.origin = origin;
                    return Ok(u);
                };
                let mut order_bits = 0;
                if b == B::Sorted {
                    let Some(reverse) = self.reverse_flag(&kwargs, t)? else {
                        return Ok(self.unknown_op(t));
                    };
                    (items, order_bits) =
                        self.sort_values(items, kw(&kwargs, "key"), reverse, &mut false, v.inexact_bits())?;
                }
                if matches!(b, B::Set | B::Frozenset) {
                    // Each item hashed as it is added.
                    for x in &items {
                        self.hash_for_key(x, 0)?;
                    }
                    let mut out = self.set_of_hashed(items, b == B::Frozenset, t);
                    out.origin = origin;
                    return Ok(out);
                }
                let mut out = match b {
                    B::Tuple => Value::tuple(items),
                    _ => Value::list(items),
                }
                .with_taint(t);
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
                        V::Dict(src) => {
                            d = src.borrow().clone();
                            d.flavor = Flavor::Plain;
                        }
                        V::View(p) if p.kind == ViewKind::Proxy => match &p.dict.kind {
                            V::Dict(src) => {
                                d = src.borrow().clone();
                                d.flavor = Flavor::Plain;
                            }
                            _ => return Ok(unknown),
                        },
                        V::Instance(_) if super::collections::chainmap_of(&v).is_some() => {
                            match self.chainmap_dict(&v) {
                                Some(x) => d = x,
                                None => {
                                    let bits = self.inexact(FallbackKind::NotModelled, "dict() of a ChainMap");
                                    return Ok(Value::unknown(t | bits));
                                }
                            }
                        }
                        V::Unknown => return Ok(unknown),
                        _ => {
                            let cell = Rc::new(RefCell::new(d));
                            self.update_from_pairs(&cell, &v)?;
                            d = cell.take();
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

    /// `items` sorted as `sorted(items, key=key, reverse=reverse)` sorts them: stable, and a
    /// reversed sort keeps equal items in their order (Python reverses, sorts, reverses). A
    /// comparison the tool can't decide leaves the order not known: the items come back, marked.
    /// `compared` is set once a comparison has gone through (the keys are all made before, in
    /// the items' order, as CPython makes them).
    pub(super) fn sort_values(
        &mut self,
        items: Vec<Value<'a>>,
        key: Option<Value<'a>>,
        reverse: bool,
        compared: &mut bool,
        unsure: Taint,
    ) -> R<'a, (Vec<Value<'a>>, Taint)> {
        let key = key.filter(|f| !matches!(f.kind, V::None));
        // Items the tool does not hold (`unsure`: how many there are is not known): the key and
        // the comparisons Python runs on them are run once, on a path not decided.
        if unsure & INEXACT != 0 && !items.is_empty() {
            let bits = unsure & INEXACT;
            self.undecided(bits, |me| {
                for i in &items {
                    let k = match &key {
                        Some(f) => me.call(f, vec![i.clone()], vec![])?,
                        None => i.clone(),
                    };
                    if compares_by_code(&k) {
                        me.compare_values(crate::parse::python::ast::CmpOp::Lt, &k, &k)?;
                    }
                }
                Ok(())
            })?;
        }
        let mut keyed = Vec::with_capacity(items.len());
        for i in items {
            let k = match &key {
                Some(f) => self.call(f, vec![i.clone()], vec![])?,
                None => i.clone(),
            };
            keyed.push((k, i));
        }
        if reverse {
            keyed.reverse();
        }
        // Comparisons that run the harness's code (an object's `__lt__`, `__eq__`) are made here
        // in another order than CPython's (its timsort, whose order changes between versions):
        // what they change, and the order they give, are not known.
        let (out, undecided) = if keyed.iter().any(|(k, _)| compares_by_code(k)) {
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "a sort of objects (CPython's order of comparisons)",
            );
            let (out, undecided) = self.undecided(bits, |me| me.insertion_sort(keyed, true, compared))?;
            (out, undecided | bits)
        } else {
            self.insertion_sort(keyed, false, compared)?
        };
        let mut vals: Vec<Value<'a>> = out.into_iter().map(|p| p.1).collect();
        if reverse {
            vals.reverse();
        }
        if undecided != 0 {
            // Which item goes where is not known: each item is marked, and the caller marks the
            // list made of them.
            vals = vals.into_iter().map(|v| v.with_taint(undecided)).collect();
        }
        Ok((vals, undecided))
    }

    /// `keyed` (key, item) pairs sorted by key through the evaluator's own comparison (`<` as
    /// the operator runs it, an object's `__lt__` included, when `by_code`): an insertion sort,
    /// stable like Python's; and what is not known of the order.
    fn insertion_sort(
        &mut self,
        keyed: Vec<(Value<'a>, Value<'a>)>,
        by_code: bool,
        compared: &mut bool,
    ) -> R<'a, (Vec<(Value<'a>, Value<'a>)>, Taint)> {
        let mut undecided = 0;
        let mut out: Vec<(Value<'a>, Value<'a>)> = Vec::with_capacity(keyed.len());
        for (k, v) in keyed {
            let mut pos = out.len();
            while pos > 0 {
                let lt = crate::parse::python::ast::CmpOp::Lt;
                let less = if by_code {
                    self.compare_values(lt, &k, &out[pos - 1].0)?.truthy()
                } else {
                    self.compare(lt, &k, &out[pos - 1].0)?
                };
                *compared = true;
                match less {
                    Some(true) => pos -= 1,
                    Some(false) => break,
                    None => {
                        undecided |= k.inexact_bits() | out[pos - 1].0.inexact_bits() | (k.taint & INEXACT);
                        if undecided == 0 {
                            undecided = self.inexact(FallbackKind::Undecided, "an order the tool can't decide");
                        }
                        // On what Python holds, `<` may refuse (an object without `__lt__`), as
                        // the operator may.
                        self.may_raise(undecided);
                        break;
                    }
                }
            }
            out.insert(pos, (k, v));
        }
        Ok((out, undecided))
    }

    /// A set (a frozenset: `frozen`) of `items`, each hashed already, as Python hashed it when it
    /// added it. Which items are equal is not known when some are not known exactly, or are
    /// objects whose class says when they are equal: nor, then, how many the set holds.
    pub(crate) fn set_of_hashed(&mut self, items: Vec<Value<'a>>, frozen: bool, t: Taint) -> Value<'a> {
        let undecided = items.iter().any(|x| !x.is_exact());
        let objects = objects_undecided(&items);
        if objects {
            // Their own `__eq__`, which Python calls where two hash alike, is not followed.
            let given: Vec<Value<'a>> = items
                .iter()
                .filter(|x| matches!(x.kind, V::Instance(_)))
                .cloned()
                .collect();
            self.unfollowed_with(&given);
        }
        let out = match frozen {
            true => Value::frozenset(dedupe(items)),
            false => Value::set(dedupe(items)),
        }
        .with_taint(t);
        if objects {
            out.mark_inexact(INEXACT_OBJECT_KEYS);
        }
        if undecided {
            out.mark_inexact(self.inexact(FallbackKind::UnknownItems, "a set of values not known exactly"));
        }
        out
    }
}

/// A sort key whose comparison may run the harness's code: an object whose class (or a base the
/// tool does not know) may define a comparison, or a tuple or list holding one (compared item
/// by item).
pub(crate) fn compares_by_code(v: &Value) -> bool {
    match &v.kind {
        V::Instance(i) => {
            // (An enum's member compares as the tool models its enum, unless its class says.)
            let known = crate::eval::interp::bases_known(&i.class) || crate::eval::value::enum_of(&i.class).is_some();
            !known
                || ["__lt__", "__gt__", "__le__", "__ge__", "__eq__", "__ne__"]
                    .iter()
                    .any(|n| crate::eval::value::defines(&i.class, n))
        }
        V::Tuple(items) => items.iter().any(compares_by_code),
        V::List(l) => l.try_borrow().map_or(true, |l| l.items.iter().any(compares_by_code)),
        _ => false,
    }
}
