//! Iterators the evaluator makes at once (`map`, `filter`, `enumerate`, `zip`, `reversed`,
//! `itertools.chain`/`accumulate`/`zip_longest`/`islice`) over a list, dict or set, where
//! Python's read the container as they go: a change to it made before they are used up may
//! change what they hand out.
//!
//! Each such iterator (and `iter()` of one) is noted with the containers it was made from. A
//! change to one of them leaves what it hands out from then on not known exactly; a change while a
//! `for` loop is going over the iterator (the loop took its items when it began) stops the run
//! (`Flow::Abort`: what the rest of the loop goes over is not known). A list gone over directly
//! by `for` is read by index as it goes (`loops.rs`' `LiveList`), as Python does.

use super::*;

/// Notes kept at most before the ones of iterators gone are dropped.
const PRUNE_AT: usize = 256;

/// A container noted (its address, what changes are told by), held weakly: its allocation, so
/// its address, stays its own while the note does. Else a container made later at the address
/// of one gone would be taken for it, and what the run knows would hang on where the allocator
/// put things.
pub(crate) enum Pin<'a> {
    Items(std::rc::Weak<RefCell<Items<'a>>>),
    Dict(std::rc::Weak<RefCell<crate::eval::value::Dict<'a>>>),
}

impl Pin<'_> {
    fn addr(&self) -> usize {
        match self {
            Pin::Items(w) => w.as_ptr() as *const () as usize,
            Pin::Dict(w) => w.as_ptr() as *const () as usize,
        }
    }
}

/// An iterator made at once: a built-in's, or `iter()`'s (a generator of ready items).
pub(crate) enum Made<'a> {
    Iter(std::rc::Weak<PyIter<'a>>),
    Gen(std::rc::Weak<RefCell<Gen<'a>>>),
}

impl<'a> Made<'a> {
    fn alive(&self) -> bool {
        match self {
            Made::Iter(w) => w.strong_count() > 0,
            Made::Gen(w) => w.strong_count() > 0,
        }
    }

    fn is(&self, v: &Value<'a>) -> bool {
        match (self, &v.kind) {
            (Made::Iter(w), V::Iter(it)) => std::ptr::eq(w.as_ptr(), Rc::as_ptr(it)),
            (Made::Gen(w), V::Gen(g)) => std::ptr::eq(w.as_ptr(), Rc::as_ptr(g)),
            _ => false,
        }
    }

    /// What it hands out from now on is not known exactly.
    fn mark(&self, bits: Taint) {
        match self {
            Made::Iter(w) => {
                if let Some(it) = w.upgrade() {
                    it.inexact.set(it.inexact.get() | bits);
                }
            }
            Made::Gen(w) => {
                if let Some(g) = w.upgrade() {
                    if let Ok(mut g) = g.try_borrow_mut() {
                        g.shape |= bits;
                    }
                }
            }
        }
    }
}

impl<'a> Interp<'a> {
    /// The containers a call of `b` makes an iterator from, if it is one that reads them lazily
    /// (`iter()` too: the evaluator's takes the items at once).
    pub(crate) fn iter_sources_of(&self, b: Builtin, args: &[Value<'a>]) -> Vec<Pin<'a>> {
        use Builtin as B;
        if !matches!(
            b,
            B::Iter
                | B::Map
                | B::Filter
                | B::Enumerate
                | B::Zip
                | B::Reversed
                | B::Chain
                | B::Accumulate
                | B::ZipLongest
                | B::Islice
        ) {
            return Vec::new();
        }
        args.iter().filter_map(pin).collect()
    }

    /// After the call: note the iterator it made, if any, with its containers.
    pub(crate) fn note_iter_sources(&mut self, made: &Value<'a>, sources: Vec<Pin<'a>>) {
        if sources.is_empty() {
            return;
        }
        let handle = |v: &Value<'a>| match &v.kind {
            V::Iter(it) => Some(Made::Iter(Rc::downgrade(it))),
            V::Gen(g) => Some(Made::Gen(Rc::downgrade(g))),
            _ => None,
        };
        if handle(made).is_none() {
            return;
        }
        if self.caches.iter_sources.len() >= PRUNE_AT {
            self.caches.iter_sources.retain(|(m, _)| m.alive());
        }
        for p in sources {
            if let Some(m) = handle(made) {
                self.caches.iter_sources.push((m, p));
            }
        }
    }

    /// The container at `p` changed.
    pub(crate) fn iter_source_changed(&mut self, p: usize) {
        if self.caches.iter_sources.is_empty() && self.caches.loop_sources.is_empty() {
            return;
        }
        for (ptrs, changed) in self.caches.loop_sources.iter_mut() {
            if ptrs.contains(&p) {
                *changed = true;
            }
        }
        // (Notes of iterators gone are dropped as notes are added: marking one is a no-op.)
        // Even one whose items were all taken: Python's may not have found its end yet (a `zip`
        // over an empty list, not yet asked for an item, sees what is appended).
        if self.caches.iter_sources.iter().any(|(_, q)| q.addr() == p) {
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "a container changed before an iterator over it was used up",
            );
            for (m, q) in &self.caches.iter_sources {
                if q.addr() == p {
                    m.mark(bits);
                }
            }
            // (A dict's or set's iterator raises once its container changed size.)
            self.may_raise_unseen();
        }
    }

    /// Watch the container `v` is (a list, dict or set, or a view of one) while code of the
    /// harness's runs between the items a built-in takes from it ([`Self::watched_changed`]).
    pub(crate) fn watch_container(&mut self, v: &Value<'a>) -> Option<usize> {
        let p = mutable_container(v)?;
        self.caches.loop_sources.push((vec![p], false));
        Some(self.caches.loop_sources.len() - 1)
    }

    /// Whether the container watched changed; the watch ends.
    pub(crate) fn watched_changed(&mut self, watch: Option<usize>) -> bool {
        let Some(w) = watch else { return false };
        let changed = self.loop_sources_changed(w);
        self.unwatch_loop_sources(w);
        changed
    }

    /// A `for` loop begins over `iterable`: the containers its iterator was made from, watched
    /// while it runs (`None`: nothing to watch).
    pub(crate) fn watch_loop_sources(&mut self, iterable: &Value<'a>) -> Option<usize> {
        // (`iter()`'s generator is watched by the loop itself: `gen_item_after_change`.)
        if !matches!(iterable.kind, V::Iter(_)) {
            return None;
        }
        let ptrs: Vec<usize> = self
            .caches
            .iter_sources
            .iter()
            .filter(|(m, _)| m.is(iterable))
            .map(|(_, p)| p.addr())
            .collect();
        if ptrs.is_empty() {
            return None;
        }
        self.caches.loop_sources.push((ptrs, false));
        Some(self.caches.loop_sources.len() - 1)
    }

    /// After an iteration of a watched loop: whether one of its containers changed.
    pub(crate) fn loop_sources_changed(&self, watch: usize) -> bool {
        self.caches.loop_sources.get(watch).is_some_and(|e| e.1)
    }

    pub(crate) fn unwatch_loop_sources(&mut self, watch: usize) {
        self.caches.loop_sources.truncate(watch);
    }
}

/// The address of a list, dict or set (what an iterator reads as it goes), as
/// [`Interp::touched`] is told of its changes.
fn mutable_container(v: &Value) -> Option<usize> {
    match &v.kind {
        V::List(_) | V::Set(_) | V::Dict(_) => super::memo::container_ptr(v),
        V::View(view) => mutable_container(&view.dict),
        _ => None,
    }
}

/// [`mutable_container`], pinned.
fn pin<'a>(v: &Value<'a>) -> Option<Pin<'a>> {
    match &v.kind {
        V::List(l) | V::Set(l) => Some(Pin::Items(Rc::downgrade(l))),
        V::Dict(d) => Some(Pin::Dict(Rc::downgrade(d))),
        V::View(view) => pin(&view.dict),
        _ => None,
    }
}
