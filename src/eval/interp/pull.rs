//! Iterables whose items are made as they are taken: a `map`'s or `filter`'s function called for
//! each, a generator's body (run at its first pull, see `generators.rs`), and the built-in
//! iterators made from them (`zip`, `enumerate`, `map`, `filter` over a generator).
//!
//! Python makes such an item when it is taken, after whatever ran since the one before: the
//! consumer's own code (a loop's body, a key function, an object's `__hash__`), or nothing. What
//! the tool does instead, by who takes the items:
//!
//! - One at a time, the consumer's code between ([`Pull`]: `any`/`all`, `in`, comprehensions, a
//!   `for` loop): an item is made as Python makes it — a `map`'s function called then — and one
//!   made earlier (a generator's, or one taken when its iterator was made) is marked once a
//!   container or object changed since it was made, or (made by code) a module's variable was
//!   bound.
//! - All at once, nothing between ([`Take::Whole`]: `list()`, `tuple()`, `sorted()`,
//!   `str.join`, `f(*it)`): made now, in Python's order.
//! - All at once by anything else ([`Take::Each`], [`Take::Compared`]): made now, ahead of the
//!   consumer's code between them. The calls run in an undecided region (what they change is
//!   marked, a raise is not known to happen there), and what they make is marked, unless it can
//!   depend on nothing that changes (a built-in function over numbers and strings), or (hashed
//!   into a set or dict, compared by `min`/`max`, added by `sum`) nothing of the harness's runs
//!   between them: no item is an object of its classes.
//! - Into another iterator ([`Take::Ahead`]: `zip`, `enumerate`, `map`, `filter`): made now, and
//!   the new iterator keeps when, for whoever takes from it.
//!
//! A list, dict or set known exactly, gone over by a comprehension, is read as Python's iterator
//! reads it between the items' work: a list by index as it goes ([`Pull::List`]), a dict or set
//! (or a view of one, or a module's namespace) checked at each step against what ran since
//! ([`Pull::Watched`]: a size changed is Python's `RuntimeError`).

use super::generators::Step;
use super::*;

/// How the next iterable gone over is taken (see the module doc); set just before, and read by
/// the first one gone over ([`Interp::items_of`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Take {
    /// What takes them runs code of its own between them (the default).
    Each,
    /// Nothing runs between them (`list()`, `tuple()`, `sorted()`, `str.join`, `f(*it)`).
    Whole,
    /// Each is hashed, compared or added as it is taken (`set()`, `dict()`, `min()`, `sum()`):
    /// only an object's own dunders can run between them.
    Compared,
    /// They make another iterator (`zip`, `enumerate`, `map`, `filter`).
    Ahead,
}

/// An iterable gone over one item at a time.
pub(super) enum Pull<'a> {
    Items(std::vec::IntoIter<Value<'a>>),
    Iter(Value<'a>, Rc<PyIter<'a>>),
    Gen(Rc<RefCell<Gen<'a>>>),
    /// A dict's keys, values or items, or a set's items, known exactly: taken when the
    /// iteration began, and at each step checked, as Python's iterator checks them, against
    /// what ran since.
    Watched(Box<Watch<'a>>),
    /// A list known exactly, read by index as it goes (Python's list iterator): the item at
    /// the next index when it is taken, until the index is past the list's end as it is then.
    List(Rc<RefCell<Items<'a>>>, usize, (Taint, Taint)),
}

/// What a [`Pull::Watched`] goes over, as it was when the iteration began.
pub(super) struct Watch<'a> {
    /// The dict or set.
    source: Value<'a>,
    /// The dict's view gone over (its keys where `None`; a set's items).
    kind: Option<ViewKind>,
    /// What it held then, in the iteration's order, and how many of them were taken.
    items: Vec<Value<'a>>,
    taken: usize,
    /// A set's items then, in its own order (the iteration's is [`Interp::set_in_order`]'s).
    set_start: Option<Vec<Value<'a>>>,
    /// The interpreter's count of changes to containers then, or at the last check.
    mutations: u64,
    /// A module's namespace gone over (itself or a view of it, a copy in `source`): its scope,
    /// and how many times it bound or unbound a name when the iteration began.
    live: Option<(Rc<Env<'a>>, u64)>,
}

/// What `source` holds now, as [`Watch::items`] (a set's: [`Watch::set_start`]) held it then.
fn watched_now<'a>(source: &Value<'a>, kind: Option<ViewKind>) -> Vec<Value<'a>> {
    match &source.kind {
        V::Dict(d) => d
            .borrow()
            .entries
            .iter()
            .map(|(k, v, _)| match kind {
                None | Some(ViewKind::Keys | ViewKind::Proxy) => k.clone(),
                Some(ViewKind::Values) => v.clone(),
                Some(ViewKind::Items) => Value::tuple(vec![k.clone(), v.clone()]),
            })
            .collect(),
        V::Set(s) => s.borrow().items.clone(),
        _ => Vec::new(),
    }
}

/// What one pull gives.
pub(super) enum Pulled<'a> {
    Item(Value<'a>),
    /// An item (marked) of an iterable not known exactly (these bits): it, and the ones after,
    /// may not be there (a `filter` that may not keep it, a generator's items after a change).
    Maybe(Value<'a>, Taint),
    Done,
    /// Not known: an item, or the end.
    Unknown(Taint),
}

const AHEAD: &str = "items made ahead of the code Python runs between them";

impl<'a> Interp<'a> {
    /// The items of `v` as `take` takes them ([`Self::iterate`]).
    pub(crate) fn iterate_as(&mut self, v: &Value<'a>, take: Take) -> R<'a, Option<Vec<Value<'a>>>> {
        self.take = take;
        let r = self.iterate(v);
        self.take = Take::Each;
        r
    }

    /// [`Self::iterate_sized`], taking every item before anything else runs ([`Take::Whole`]:
    /// `list()`, `tuple()`, `sorted()`, `f(*v)`, `[*v]`).
    pub(crate) fn iterate_whole(&mut self, v: &Value<'a>) -> R<'a, Option<Vec<Value<'a>>>> {
        self.take = Take::Whole;
        let r = self.iterate_sized(v);
        self.take = Take::Each;
        r
    }

    /// `v` to be gone over one item at a time; `None` when its items can't be known.
    pub(super) fn pull_of(&mut self, v: &Value<'a>) -> R<'a, Option<Pull<'a>>> {
        Ok(match &v.kind {
            V::Iter(it) => Some(Pull::Iter(v.clone(), it.clone())),
            V::Gen(g) => Some(Pull::Gen(g.clone())),
            _ => self.iterate(v)?.map(|items| Pull::Items(items.into_iter())),
        })
    }

    /// How a comprehension goes over `v` one item at a time where Python's iterator reads the
    /// container as it goes: a list known exactly, read by index; a dict or set known exactly
    /// (or a view of such a dict), checked at each step. `None`: taken at once as before.
    pub(super) fn live_pull(&mut self, v: &Value<'a>) -> Option<Pull<'a>> {
        if v.inexact_bits() != 0 {
            return None;
        }
        let (source, kind) = match &v.kind {
            V::List(l) => return Some(Pull::List(l.clone(), 0, super::loops::taken_marks(v))),
            V::Dict(_) | V::Set(_) => (v.clone(), None),
            V::View(view) if matches!(view.dict.kind, V::Dict(_)) => (view.dict.clone(), Some(view.kind)),
            V::Globals(m) => match self.module_listing(*m) {
                Some(copy) if copy.inexact_bits() == 0 => (copy, None),
                _ => return None,
            },
            _ => return None,
        };
        let live = self.namespace_watched(v);
        let now = watched_now(&source, kind);
        let (items, set_start) = match &source.kind {
            V::Set(_) => (self.set_in_order(now.clone()), Some(now)),
            _ => (now, None),
        };
        let watch = Watch {
            source,
            kind,
            items,
            taken: 0,
            set_start,
            mutations: self.caches.mutations,
            live,
        };
        Some(Pull::Watched(Box::new(watch)))
    }

    /// Whether what ran since the last step left a watched dict or set as the iteration began
    /// with it: a size changed is Python's `RuntimeError`; keys (or, gone over, values) changed
    /// but not their number leave Python's iterator where the tool can't follow it.
    fn watch_holds(&mut self, w: &mut Watch<'a>) -> R<'a, ()> {
        if w.live.as_ref().is_some_and(|(env, writes)| env.bound_since(*writes)) {
            return Err(self.stop(
                "the comprehension bound or unbound a name of the module whose namespace it goes over: what the rest of it goes over is not known",
            ));
        }
        if self.caches.mutations == w.mutations {
            return Ok(());
        }
        w.mutations = self.caches.mutations;
        let now = watched_now(&w.source, w.kind);
        let start = w.set_start.as_ref().unwrap_or(&w.items);
        let bits = w.source.taint | w.source.inexact_bits();
        if now.len() != start.len() {
            let what = match w.source.kind {
                V::Set(_) => "Set",
                _ => "dictionary",
            };
            return self.fail("RuntimeError", format!("{what} changed size during iteration"), bits);
        }
        if bits & INEXACT != 0 || !now.iter().zip(start).all(|(x, y)| super::pristine::same(x, y)) {
            return Err(self.stop(
                "the comprehension changed the dict or set it goes over, not its size: what the rest of it goes over is not known",
            ));
        }
        Ok(())
    }

    pub(super) fn pull_next(&mut self, p: &mut Pull<'a>) -> R<'a, Pulled<'a>> {
        Ok(match p {
            Pull::Items(items) => items.next().map_or(Pulled::Done, Pulled::Item),
            Pull::Watched(w) => {
                self.watch_holds(w)?;
                let item = w.items.get(w.taken).cloned();
                w.taken += 1;
                item.map_or(Pulled::Done, Pulled::Item)
            }
            Pull::List(list, at, marks) => {
                if list.borrow().inexact != 0 {
                    return Err(self.stop(
                        "the comprehension changed the list it goes over where the run could not decide: what the rest of it goes over is not known",
                    ));
                }
                let item = list.borrow().items.get(*at).cloned();
                *at += 1;
                item.map_or(Pulled::Done, |i| Pulled::Item(super::loops::item_taken(*marks, i)))
            }
            Pull::Iter(v, it) => match self.iter_take(v, it, v.taint)? {
                Some(x) => match it.inexact.get() {
                    0 => Pulled::Item(x),
                    bits => Pulled::Maybe(x.with_taint(bits), bits),
                },
                None => Pulled::Done,
            },
            Pull::Gen(g) => match self.gen_step(g)? {
                Step::Item(x) => match g.borrow().shape & INEXACT {
                    0 => Pulled::Item(x),
                    bits => Pulled::Maybe(x, bits),
                },
                Step::Done => Pulled::Done,
                Step::Unknown(bits) => Pulled::Unknown(bits),
            },
        })
    }

    /// `x in it` of a built-in iterator: pulled until an item equals `x`. Once one may or may
    /// not, whether Python goes on pulling is not known: an iterator that calls a function for
    /// each item is handed on.
    pub(super) fn pull_contains(&mut self, v: &Value<'a>, x: &Value<'a>) -> R<'a, Option<bool>> {
        let Some(mut p) = self.pull_of(v)? else { return Ok(None) };
        loop {
            match self.pull_next(&mut p)? {
                Pulled::Item(i) => match py_eq(&i, x) {
                    Some(true) => return Ok(Some(true)),
                    Some(false) => {}
                    None => break,
                },
                Pulled::Done => return Ok(Some(false)),
                Pulled::Maybe(..) | Pulled::Unknown(_) => break,
            }
        }
        if calls_for_each(v) {
            self.handed_to_unseen(std::slice::from_ref(v));
        }
        Ok(None)
    }

    /// `functools.reduce(f, v[, initial])`: `v`'s items taken one at a time between the calls,
    /// as Python's iterator takes them (a list read by index as the calls change it, a dict or
    /// set changed in size a `RuntimeError`).
    pub(crate) fn reduce_pulled(
        &mut self,
        f: &Value<'a>,
        v: &Value<'a>,
        initial: Option<Value<'a>>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let p = match self.live_pull(v) {
            Some(p) => Some(p),
            None => self.pull_of(v)?,
        };
        let Some(mut p) = p else {
            return Ok(Value::unknown(t));
        };
        let mut acc = initial;
        loop {
            let i = match self.pull_next(&mut p)? {
                Pulled::Item(i) => i,
                Pulled::Done => break,
                Pulled::Maybe(_, bits) | Pulled::Unknown(bits) => {
                    // Which calls are made, with what, is not known: the function's code may run
                    // with anything it and the iterable reach.
                    let mut roots = vec![f.clone(), v.clone()];
                    roots.extend(acc);
                    self.handed_to_unseen(&roots);
                    return Ok(self.unknown_op(t | bits));
                }
            };
            acc = Some(match acc {
                None => i,
                Some(a) => self.call(f, vec![a, i], vec![])?,
            });
        }
        match acc {
            Some(a) => Ok(a),
            None => self.fail(
                "TypeError",
                "reduce() of empty iterable with no initial value".into(),
                t,
            ),
        }
    }

    /// `any(it)`/`all(it)` of an iterator or generator: each item's truth in turn, as Python
    /// asks it (an object's `__bool__` or `__len__` runs), up to the first that decides. After
    /// one not known (which may have decided), a plain item's truth still may; an object's is
    /// asked or not: its code, and the rest's, is handed on. So is an iterator that calls a
    /// function for each item, which Python may go on pulling or not.
    pub(crate) fn any_all_pulled(&mut self, any: bool, v: &Value<'a>, t: Taint) -> R<'a, Value<'a>> {
        let Some(mut p) = self.pull_of(v)? else {
            return Ok(Value::unknown(t));
        };
        let mut unknown_seen = false;
        loop {
            // (An item that may not be there is marked: its truth is not known.)
            let i = match self.pull_next(&mut p)? {
                Pulled::Item(i) | Pulled::Maybe(i, _) => i,
                Pulled::Done if unknown_seen => return Ok(Value::unknown(t)),
                Pulled::Done => return Ok(Value::bool(!any).with_taint(t)),
                Pulled::Unknown(bits) => return Ok(Value::unknown(t | bits)),
            };
            let truth = if unknown_seen { i.truthy() } else { self.truth(&i)? };
            match truth {
                Some(x) if x == any => return Ok(Value::bool(x).with_taint(t)),
                Some(_) => {}
                None if unknown_seen && !i.is_unknown() => {
                    let mut rest = vec![i];
                    rest.extend(self.pull_rest(&mut p)?);
                    self.handed_to_unseen(&rest);
                    return Ok(self.unknown_op(t));
                }
                None if calls_for_each(v) => {
                    self.handed_to_unseen(std::slice::from_ref(v));
                    return Ok(self.unknown_op(t));
                }
                None => unknown_seen = true,
            }
        }
    }

    /// What is left to pull, where pulling it runs nothing of the harness's (a generator's
    /// items are made already).
    fn pull_rest(&mut self, p: &mut Pull<'a>) -> R<'a, Vec<Value<'a>>> {
        let mut out = Vec::new();
        loop {
            match self.pull_next(p)? {
                Pulled::Item(i) | Pulled::Maybe(i, _) => out.push(i),
                Pulled::Done => return Ok(out),
                Pulled::Unknown(bits) => {
                    out.push(Value::unknown(bits));
                    return Ok(out);
                }
            }
        }
    }

    /// The count of changes now: what an item made ahead is judged by (made by code, which
    /// may read a module's variables: their bindings count too).
    pub(crate) fn epoch(&self) -> u64 {
        self.epoch_for(true)
    }

    /// The count of changes to containers and objects, and with `code` to a module's variables.
    /// Both only grow: the sum changes when either does.
    pub(crate) fn epoch_for(&self, code: bool) -> u64 {
        match code {
            true => self.caches.mutations + self.caches.rebinds,
            false => self.caches.mutations,
        }
    }

    /// The mark of an item made ahead of the code Python runs before it.
    pub(crate) fn ahead_bits(&mut self) -> Taint {
        self.inexact(FallbackKind::NotModelled, AHEAD)
    }

    /// Every item a built-in iterator has left, as `take` takes them (see the module doc).
    pub(super) fn iter_items(&mut self, v: &Value<'a>, it: &Rc<PyIter<'a>>, take: Take) -> R<'a, Vec<Value<'a>>> {
        let calls = it.func.is_some();
        if take == Take::Whole || (!calls && it.ahead.get().is_none()) {
            return self.iter_drain(v, it);
        }
        let pure = !calls || pure_calls(it);
        let region = match calls {
            true => self.ahead_bits(),
            false => 0,
        };
        let items = self.iter_drain_in(v, it, region)?;
        let made_ahead = !pure || it.ahead.get().is_some();
        Ok(self.judged(items, made_ahead, take))
    }

    /// A generator's items left, as `take` takes them.
    pub(super) fn gen_items_as(&mut self, g: &Rc<RefCell<Gen<'a>>>, take: Take) -> R<'a, Option<Vec<Value<'a>>>> {
        let items = self.gen_items(g)?;
        Ok(items.map(|items| self.judged(items, true, take)))
    }

    /// Items made now, ahead of the consumer's code between them (`made_ahead`: they may
    /// depend on what that code changes): marked unless the consumer runs none, or (hashing
    /// them) the items hold no object whose `__hash__`/`__eq__` could. Made into an iterator
    /// ([`Take::Ahead`]), the count of changes now is told to it ([`Self::ahead_of`]).
    fn judged(&mut self, items: Vec<Value<'a>>, made_ahead: bool, take: Take) -> Vec<Value<'a>> {
        if !made_ahead {
            return items;
        }
        let mark = match take {
            Take::Whole => false,
            Take::Ahead => {
                let now = self.epoch();
                self.made_ahead = Some(self.made_ahead.map_or(now, |e| e.min(now)));
                false
            }
            Take::Compared => items.iter().any(|i| holds_object(i, 0)),
            Take::Each => true,
        };
        if !mark {
            return items;
        }
        let bits = self.ahead_bits();
        items.into_iter().map(|i| i.with_taint(bits)).collect()
    }

    /// The items of an iterable a new iterator is made from (`zip`, `enumerate`, `map`,
    /// `filter`); the new iterator is then given [`Self::ahead_of`]. `first`: the first of its
    /// iterables (what an earlier one that gave up left is forgotten).
    ///
    /// An iterator or generator is emptied now, where Python's new iterator takes its items as it
    /// is pulled: what it has left (pulled directly, between) is not known from now on. One that
    /// raises while emptied gives items not known (`None`).
    pub(crate) fn iterate_ahead(&mut self, v: &Value<'a>, first: bool) -> R<'a, Option<Vec<Value<'a>>>> {
        if first {
            self.made_ahead = None;
        }
        let items = match self.iterate_as(v, Take::Ahead) {
            // Python's new iterator raises it when pulled that far, after the items made before
            // it, with the consumer's code between: where, or whether, is not followed.
            Err(e @ Flow::Exc(_)) if matches!(v.kind, V::Iter(_) | V::Gen(_)) => {
                self.raised_ahead(e);
                None
            }
            r => r?,
        };
        if matches!(v.kind, V::Iter(_) | V::Gen(_)) {
            let bits = self.inexact(FallbackKind::NotModelled, "an iterator another iterator takes from");
            // (Not a change the new iterator's items depend on: `ahead_of` is not told of it.)
            v.mark_inexact(bits);
        }
        Ok(items)
    }

    /// An exception raised while a new iterator took its sources ahead of Python's time:
    /// Python raises it when that iterator is pulled that far, with the consumer's code
    /// between, which the run does not follow (an undecided raise). The bits its result is
    /// marked with.
    pub(crate) fn raised_ahead(&mut self, e: Flow<'a>) -> Taint {
        let bits = self.inexact(FallbackKind::NotModelled, "a source that raises, taken ahead");
        self.swallow(e, bits);
        bits
    }

    /// A new iterator made from iterables taken with [`Self::iterate_ahead`]: it keeps the
    /// earliest count of changes their items were made at.
    pub(crate) fn ahead_of(&mut self, made: Value<'a>) -> Value<'a> {
        if let (Some(e), V::Iter(it)) = (self.made_ahead.take(), &made.kind) {
            it.ahead.set(Some(e));
        }
        made
    }
}

/// Whether pulling from `v` calls a function for each item (`map`'s, `filter`'s).
fn calls_for_each(v: &Value) -> bool {
    matches!(&v.kind, V::Iter(it) if it.func.is_some())
}

/// Whether an iterator's calls can depend on nothing that changes and change nothing: a
/// built-in function (or `filter`'s `None`) over numbers, strings and tuples of them, on items
/// not made ahead.
fn pure_calls(it: &PyIter) -> bool {
    let builtin = match &it.func {
        None => true,
        Some(f) => matches!(f.kind, V::Builtin(_) | V::None),
    };
    builtin && it.ahead.get().is_none() && it.rest.borrow().iter().all(|x| plain(x, 0))
}

fn plain(v: &Value, depth: usize) -> bool {
    match &v.kind {
        V::None | V::Bool(_) | V::Int(_) | V::Float(_) | V::Str(_) => true,
        V::Tuple(t) if depth < 4 => t.iter().all(|x| plain(x, depth + 1)),
        _ => false,
    }
}

/// Whether hashing `v` (or comparing it) may run the harness's code: an object of its classes,
/// or a tuple holding one.
fn holds_object(v: &Value, depth: usize) -> bool {
    match &v.kind {
        V::Instance(_) => true,
        V::Tuple(t) => depth >= 4 || t.iter().any(|x| holds_object(x, depth + 1)),
        _ => false,
    }
}
