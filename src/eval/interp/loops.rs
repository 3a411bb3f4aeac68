//! Loops: `while` and `for` run for real, with the two exceptions the module doc names (a loop
//! over unknown items runs its body once; a repeat loop stops once an iteration adds nothing),
//! what a loop body changes ([`LoopEffects`]), and iterating a value.

use super::generators::Step;
use super::*;

/// The items a `for` loop goes over, how many, and whether they are unknown.
type LoopItems<'a> = (Box<dyn Iterator<Item = Value<'a>> + 'a>, u64, bool);

/// A list's items as Python's list iterator takes them: the one at the next index, read when it
/// is taken, until the index is past the list's end as it is then.
struct LiveList<'a> {
    list: Rc<RefCell<Items<'a>>>,
    at: usize,
    /// What each item carries of the list's ([`items_taken_from`]).
    marks: (Taint, Taint),
}

/// The list a `for` loop over `v` reads as it goes: `v` itself, a list known exactly (one not
/// known exactly is gone over as it was, in an undecided region).
fn live_list<'v, 'a>(v: &'v Value<'a>) -> Option<&'v Rc<RefCell<Items<'a>>>> {
    match &v.kind {
        V::List(l) if v.inexact_bits() == 0 => Some(l),
        _ => None,
    }
}

impl<'a> Iterator for LiveList<'a> {
    type Item = Value<'a>;
    fn next(&mut self) -> Option<Value<'a>> {
        let item = self.list.borrow().items.get(self.at).cloned()?;
        self.at += 1;
        Some(item_taken(self.marks, item))
    }
}

/// A generator's items read as a loop goes ([`Interp::loop_items`]): the one at its position
/// when the loop takes it, then, where what it has left is not known exactly, one not known.
struct LiveGen<'a> {
    g: Rc<RefCell<Gen<'a>>>,
    /// The item not known, handed out.
    tail: bool,
}

impl<'a> Iterator for LiveGen<'a> {
    type Item = Value<'a>;
    fn next(&mut self) -> Option<Value<'a>> {
        let mut b = self.g.borrow_mut();
        if let Some(item) = b.take_made() {
            return Some(item);
        }
        if self.tail || b.shape & INEXACT == 0 {
            return None;
        }
        self.tail = true;
        Some(Value::unknown(b.shape))
    }
}

/// The error the body of the generator `v` ended with, once a loop has gone over its items.
fn gen_ending<'a>(v: &Value<'a>) -> Option<Box<Exc<'a>>> {
    match &v.kind {
        V::Gen(g) => {
            let mut b = g.borrow_mut();
            b.finished = true;
            b.raised.take()
        }
        _ => None,
    }
}

impl<'a> Interp<'a> {
    pub(super) fn exec_while(&mut self, env: &Rc<Env<'a>>, w: &'a ast::StmtWhile) -> R<'a, ()> {
        self.path.loops.push(LoopCtl::default());
        let mut region = None;
        let r = self.exec_while_body(env, w, &mut region);
        self.end_loop();
        if let Some(token) = region {
            self.leave_undecided(token);
        }
        r
    }

    /// A `while` loop's iterations. On a condition the run can't decide, the body runs once more
    /// in an undecided region (Python may run it any number of times, or not), and the loop ends
    /// there: what it changes is marked.
    fn exec_while_body(&mut self, env: &Rc<Env<'a>>, w: &'a ast::StmtWhile, region: &mut Option<u32>) -> R<'a, ()> {
        // Once undecided: what had changed then, and the region's bits.
        let mut undecided: Option<(u64, Taint)> = None;
        loop {
            self.step()?;
            let v = self.eval_test(env, &w.test)?;
            let go = match self.truth(&v)? {
                Some(b) => b,
                None if region.is_some() => {
                    // Where the iteration run for them changed anything, Python's further ones
                    // may read it and take other paths (in the corpus's runs; a harness's takes
                    // them to do the same).
                    if let Some((began, bits)) = undecided.filter(|_| !self.assume_env) {
                        if self.epoch_for(true) != began {
                            self.iterations_not_run(env, bits);
                        }
                    }
                    false
                }
                None => {
                    let bits = self.undecided_at(&v, &*w.test);
                    undecided = Some((self.epoch_for(true), bits));
                    *region = Some(self.enter_undecided(bits));
                    // It runs once more here for every iteration Python may run: what they carry
                    // from one to the next (the names the body binds, the containers and
                    // objects it changes by name) is not known in it.
                    let effects = body_effects(None, &w.body, &[]);
                    self.widen(env, &effects, bits);
                    true
                }
            };
            if !go {
                return self.exec_block(env, &w.orelse);
            }
            let r = self.exec_block(env, &w.body);
            let r = self.end_iteration_with(r);
            match r {
                Ok(()) | Err(Flow::Continue) => {}
                Err(Flow::Break) => return Ok(()),
                Err(e) => return Err(e),
            }
        }
    }

    /// A `for` loop: its items (a range counted, not built), whether it is a sweep (a level of the
    /// sweep point for each item) or goes over the backends, and each iteration's body with what
    /// a check recovers from. Kept whole (~120 lines): the bookkeeping around one iteration —
    /// sweep level, backend, recovery, sampling a repeat loop — wraps the same body run.
    pub(super) fn exec_for(&mut self, env: &Rc<Env<'a>>, f: &'a ast::StmtFor) -> R<'a, ()> {
        let site = self.cur;
        // `range(n)` is counted, not built: a timing loop may repeat a million times.
        let (iterable, range) = match self.loop_range(env, &f.iter)? {
            Ok(r) => (Value::none().with_taint(r.3), Some(r)),
            Err(v) => (v, None),
        };
        let is_backends = iterable.taint & self.backends_bit() != 0;
        let tainted = iterable.taint != 0;
        if let (Mode::Probe, Some(o), false) = (self.mode, iterable.origin, is_backends) {
            self.note_item_parts(env, &f.target, o);
        }
        let recover = tainted && (self.mode == Mode::Check || (self.recover_backends && is_backends));
        // A built-in iterator: pulled as the loop goes, as Python pulls it (a function called
        // for each item, items made ahead (`pull.rs`), an error at its end (`zip(strict=True)`)
        // met where Python meets them; what a loop left early did not take is still there).
        // So is `iter(f, sentinel)`: `f` called for each item, between the body's runs (a
        // `break` stops the calls; one that raises does after the body ran for those before).
        let pulled = match &iterable.kind {
            V::Iter(it) => Some(Pull::Iter(it.clone())),
            V::Gen(g) if matches!(g.borrow().src, GenSrc::Call(..)) => Some(Pull::Calls(g.clone())),
            _ => None,
        };
        // A generator's items (made at its first pull), and the count of changes they were
        // made at (an item taken after the body changed something may not be Python's). Those
        // of `iter(f, sentinel)` are made by calls, all taken now.
        let (gen_epoch, gen_calls) = match &iterable.kind {
            V::Gen(g) => {
                self.gen_fill(g)?;
                let b = g.borrow();
                (
                    Some((self.epoch_for(b.code), b.code)),
                    matches!(b.src, GenSrc::Call(..)),
                )
            }
            _ => (None, false),
        };
        let (mut items, mut len, mut unknown): LoopItems<'a> = match &pulled {
            // How many it hands out at most (a `filter` may keep fewer).
            Some(Pull::Iter(it)) => (Box::new(std::iter::empty()), it.rest.borrow().len() as u64, false),
            // Not known before the calls are made (each is: no sampling).
            Some(Pull::Calls(_)) => (Box::new(std::iter::empty()), 0, false),
            None => self.loop_items(f, &iterable, range)?,
        };
        // Nothing held, but not known exactly (a list an undecided branch may have filled): on
        // what Python holds the body may run. It runs once, on an item not known, as over
        // unknown items.
        if len == 0 && !unknown && iterable.inexact_bits() != 0 {
            items = Box::new(std::iter::once(Value::unknown(
                iterable.taint | iterable.inexact_bits(),
            )));
            (len, unknown) = (1, true);
        }
        // A sweep dimension: a loop over a config field's items, or over items made from config
        // fields whose values the body uses (`for m, n, k in map(tuple, cfg["mnk"])`) — short
        // lists; not a loop over data the code built from them (a thousand-element input list,
        // `for _ in x.shape`), nor one over items not known (made from a field the config
        // lacks, or the rows a run gathered after it: no point of theirs is checked).
        let key = match iterable.origin {
            _ if is_backends => None,
            Some(o) => Some(self.fields[o as usize].to_string()),
            None if tainted && !unknown && len <= MAX_SWEEP_ITEMS && self.loop_effects(f).reads_target => {
                Some(self.snippet(&*f.target))
            }
            None => None,
        };
        if let Some(k) = &key {
            self.note_sweep(site, k, &iterable, len);
        }
        // Over items the run can't know (but a probe's config list), or items not known
        // exactly: the body runs in an undecided region, what it changes marked.
        let inexact = iterable.inexact_bits();
        let region_bits =
            if inexact != 0 || (unknown && !(self.mode == Mode::Probe && tainted && !is_inexact(iterable.taint))) {
                Some(match inexact | (iterable.taint & INEXACT) {
                    0 => {
                        let text = self.snippet(&*f.iter);
                        self.inexact(FallbackKind::UnknownItems, &text)
                    }
                    b => b,
                })
            } else {
                None
            };
        let mut region = region_bits.map(|bits| self.enter_undecided(bits));
        self.path.loops.push(LoopCtl::default());
        // A loop over unknown items ran once for all of them; a repeat loop may stop early:
        // either way what its body changes is unknown after it.
        // Over items not known exactly, the body may run more times than the items held (or
        // none): what it changes is not known after it either.
        let effects = if unknown || inexact != 0 || (!tainted && len > REPEAT_SAMPLE as u64) {
            Some(self.loop_effects(f))
        } else {
            None
        };
        // A repeat loop (its target never read), or one over the harness's own data whose body
        // only computes and fills containers: sampled until steady (`steady_mark`: the latter
        // goes on while it fills), what it changes forgotten. Not the latter while a module's
        // top level runs, up to a table's length: what it fills is module state (a dtype table
        // every config reads), made once and kept.
        let table = !self.importing.is_empty() && len <= MAX_TABLE_ITEMS;
        let repeat = effects
            .as_ref()
            .filter(|_| !tainted && len > REPEAT_SAMPLE as u64 && pulled.is_none())
            .filter(|e| !unknown && !e.leaves && (!e.reads_target || (e.plain && !table)));
        // A dict or set the loop goes over directly: Python's iterator raises once its size
        // changes (checked as it takes the next item, the last `next` too).
        let watched = match &iterable.kind {
            V::Dict(_) | V::Set(_) => Some(iterable.clone()),
            V::View(v) => Some(v.dict.clone()),
            _ => None,
        };
        let size = |v: &Value<'a>| match &v.kind {
            V::Dict(d) => d.borrow().entries.len(),
            V::Set(s) => s.borrow().len(),
            _ => 0,
        };
        let watched_len = watched.as_ref().map(size);
        // Its keys now: a body that changes them and not their number (a key popped and put
        // back, one replaced by another) leaves Python's iterator where the tool can't follow
        // (it raises "keys changed", or goes over a key again, or ends).
        let keys_at_start = watched.as_ref().filter(|w| size(w) > 0).map(held_keys);
        let mut result = Ok(());
        let mut cut_short = false;
        // An iterator made at once from a list, dict or set its body may change
        // (`iter_sources.rs`).
        let watch = self.watch_loop_sources(&iterable);
        // A module's namespace, or a view of it, gone over: a name the body binds or unbinds
        // there changes what Python's iterator reads (a new name is its `RuntimeError`).
        let namespace = self.namespace_watched(&iterable);
        // A list read as the loop goes (`LiveList`): changed where the run could not decide
        // (an append under an undecided `if`), what the rest of the loop goes over is not known.
        let live_list = range.is_none() && live_list(&iterable).is_some();
        let mut items = items.enumerate();
        let began = self.epoch_for(true);
        let mut ran = 0u64;
        // (A repeat loop's changes through calls are logged from its second iteration: what
        // only its first changed, a cache filled once, the iterations after it do not change.)
        let mut logging = false;
        // What had changed (containers, and variables bound anew) when its second iteration
        // began.
        let mut second_began = 0;
        // A generator's items were taken after the body changed what it reads.
        let mut stale = false;
        loop {
            let (i, item) = match &pulled {
                None => match items.next() {
                    Some(x) => x,
                    None => break,
                },
                Some(Pull::Calls(g)) => match self.gen_step(g) {
                    Ok(Step::Item(x)) => (ran as usize, x),
                    Ok(Step::Done) => break,
                    // Compared with the sentinel where the run can't decide: the iterator ends
                    // after this item, which may not be one.
                    Ok(Step::Unknown(bits)) => {
                        if region.is_none() {
                            region = Some(self.enter_undecided(bits));
                        }
                        (ran as usize, Value::unknown(bits))
                    }
                    Err(e) => {
                        result = Err(e);
                        break;
                    }
                },
                // What the iterator's function raises, it raises here, before the body.
                Some(Pull::Iter(it)) => match self.iter_take(&iterable, it, iterable.taint) {
                    Ok(Some(x)) => {
                        // An item that may not be there (a `filter` that may not keep it): the
                        // body runs from here on in an undecided region.
                        let bits = it.inexact.get();
                        if bits != 0 && region.is_none() {
                            region = Some(self.enter_undecided(bits));
                        }
                        (ran as usize, x.with_taint(bits))
                    }
                    Ok(None) => break,
                    Err(e) => {
                        result = Err(e);
                        break;
                    }
                },
            };
            ran += 1;
            if repeat.is_some() && ran == 2 {
                self.caches.repeat_logs.push(Default::default());
                logging = true;
                second_began = self.epoch_for(true);
            }
            let item = match (gen_epoch, &iterable.kind) {
                (Some((e, code)), V::Gen(g)) if e != self.epoch_for(code) => {
                    // Python's body goes on from here on what the loop's body changed: it may
                    // end the loop sooner, or raise; the rest runs undecided.
                    if !stale {
                        stale = true;
                        let bits = self.gen_went_stale(g);
                        if region.is_none() {
                            region = Some(self.enter_undecided(bits));
                        }
                    }
                    self.gen_item_after_change(item)
                }
                _ => item,
            };
            // An item of what is not known exactly may not be the one Python has there.
            let item = if inexact != 0 { item.with_taint(inexact) } else { item };
            if let Err(e) = self.step() {
                result = Err(e);
                break;
            }
            let before = repeat.map(|e| self.steady_mark(e, len));
            let mutations = self.caches.mutations;
            if let Some(k) = &key {
                if let Some(parent) = self.path.sweep.last_mut() {
                    parent.nested = true;
                }
                let jv = to_json(&item).unwrap_or(serde_json::Value::Null);
                let parts = item_part_taints(&f.target, &item);
                self.events.sweep_iterations += 1;
                self.path.sweep.push(SweepLevel {
                    key: k.clone(),
                    value: jv,
                    nested: false,
                    site,
                    origin: iterable.origin.is_some(),
                    parts,
                    serial: self.events.sweep_iterations,
                });
            }
            // The backend an iteration handles: the item, or the name an item pairs with its
            // runner (`for name, (adapt, run) in resolved`).
            let backend: Option<Rc<str>> = if is_backends {
                match &item.kind {
                    V::Tuple(t) if t.len() == 2 => t[0].as_str().map(Rc::from),
                    _ => item.as_str().map(Rc::from),
                }
            } else {
                None
            };
            if let Some(b) = &backend {
                self.enter_backend(f, b);
            }
            let r = self
                .assign(env, &f.target, item)
                .and_then(|_| self.exec_block(env, &f.body));
            let r = self.end_iteration_with(r);
            if backend.is_some() {
                self.path.backend_ctx.pop();
            }
            if key.is_some() {
                if let Some(level) = self.path.sweep.pop() {
                    if !level.nested {
                        self.events.points += 1;
                    }
                }
            }
            let r = match (r, &watched, watched_len) {
                (Ok(()) | Err(Flow::Continue), Some(w), Some(n)) if size(w) != n => {
                    let what = if matches!(w.kind, V::Set(_)) {
                        "Set"
                    } else {
                        "dictionary"
                    };
                    let message = format!("{what} changed size during iteration");
                    self.fail::<Value<'a>>("RuntimeError", message, w.taint | w.inexact_bits())
                        .map(|_| ())
                }
                (Ok(()) | Err(Flow::Continue), Some(w), _)
                    if self.caches.mutations != mutations
                        && keys_at_start.as_ref().is_some_and(|k| !holds_keys(w, k)) =>
                {
                    Err(self.stop(
                        "the loop's body changed the keys of the dict or set it goes over, not their number: what the rest of the loop goes over is not known",
                    ))
                }
                (r, _, _) => r,
            };
            let r = match (r, watch) {
                (Ok(()) | Err(Flow::Continue), Some(w)) if self.loop_sources_changed(w) => Err(self.stop(
                    "the loop's body changed the list, dict or set its iterator reads: what the rest of the loop goes over is not known",
                )),
                (Ok(()) | Err(Flow::Continue), _) if live_list && iterable.inexact_bits() != 0 => Err(self.stop(
                    "the loop's body changed the list it goes over where the run could not decide: what the rest of the loop goes over is not known",
                )),
                (Ok(()) | Err(Flow::Continue), _)
                    if namespace.as_ref().is_some_and(|(e, w)| e.bound_since(*w)) =>
                {
                    Err(self.stop(
                        "the loop's body bound or unbound a name of the module whose namespace it goes over: what the rest of the loop goes over is not known",
                    ))
                }
                (r, _) => r,
            };
            match r {
                Ok(()) | Err(Flow::Continue) => {}
                Err(Flow::Break) => {
                    result = Err(Flow::Break);
                    break;
                }
                Err(Flow::Exc(e)) if recover => {
                    if !e.recorded {
                        self.record(e.finding);
                    }
                }
                Err(Flow::NextBackend) if is_backends => {}
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
            if let (Some(e), true) = (repeat, i + 1 >= REPEAT_SAMPLE) {
                if before != Some(self.steady_mark(e, len)) {
                    continue;
                }
                // Steady: the remaining iterations would add nothing either.
                cut_short = (i as u64) + 1 < len;
                if cut_short && !self.assume_env {
                    // In the corpus's runs, nothing is taken to work: an iteration not run may
                    // have raised (a harness's run takes its own data's loop to run through).
                    let bits = self.inexact(FallbackKind::Undecided, "iterations of a loop not run");
                    self.may_raise(bits);
                    // And where the iterations after the first changed anything (a counter a
                    // helper bumps), those not run may read it and take paths these did not:
                    // what they change is not known.
                    if self.epoch_for(true) != second_began {
                        self.iterations_not_run(env, bits);
                    }
                }
                break;
            }
        }
        if let Some(w) = watch {
            self.unwatch_loop_sources(w);
        }
        if let Some(log) = logging.then(|| self.caches.repeat_logs.pop()).flatten() {
            self.repeat_log_end(log, cut_short);
        }
        // A `break` not decided: the `else` may not run.
        let maybe_broke = self.path.loops.last().is_some_and(|l| l.rest.is_some());
        self.end_loop();
        if let Some(token) = region {
            self.leave_undecided(token);
        }
        if let Some(e) = effects.filter(|_| unknown || inexact != 0 || cut_short) {
            self.forget(env, &e);
            // Over items not known in number, the body ran for one (or as many as were known):
            // where it changed anything, Python's further iterations may read it and take
            // other paths (in the corpus's runs; a harness's takes them to do the same).
            if (unknown || inexact != 0) && !self.assume_env && self.epoch_for(true) != began {
                if let Some(bits) = region_bits {
                    self.iterations_not_run(env, bits);
                }
            }
            // Over items not known exactly, the body may have run where it did not here: a
            // generator's items are not known in number, and a name only the body binds may be
            // bound after the loop, or not.
            if let Some(bits) = region_bits.filter(|_| inexact != 0) {
                if e.yields {
                    self.stack.yield_shape |= bits;
                }
                if ran == 0 {
                    for name in e.targets.iter().chain(e.bound.iter()).filter(|n| !n.is_empty()) {
                        if env.vars.borrow().get(name).is_none() {
                            self.bind(env, name_key(name), name, Value::unknown(bits));
                            self.maybe_unbound(name);
                        }
                    }
                }
            }
        }
        if cut_short && result.is_ok() {
            // The iterations skipped would have left the target at the last item.
            let last = match range {
                // Counted, not walked: a repeat loop may be a million iterations long.
                Some((start, _, step, t)) if len > 0 => {
                    let k = (len - 1) as i128;
                    Some(Value::int((start as i128 + k * step as i128) as i64).with_taint(t))
                }
                _ => items.last().map(|(_, v)| v),
            };
            if let Some(last) = last {
                self.assign(env, &f.target, last)?;
            }
        }
        // A `break` not decided, or items made by calls all taken by a loop left early: where
        // Python's loop stopped taking from its iterator is not known, nor what it left.
        if (maybe_broke || (gen_calls && result.is_err())) && matches!(iterable.kind, V::Iter(_) | V::Gen(_)) {
            let bits = self.inexact(
                FallbackKind::Undecided,
                "what a loop that may have left early left of its iterator",
            );
            match &iterable.kind {
                V::Iter(it) => it.inexact.set(it.inexact.get() | bits),
                V::Gen(g) => g.borrow_mut().shape |= bits,
                _ => {}
            }
        }
        match result {
            Err(Flow::Break) => Ok(()),
            // A generator gone over to its end: the error its body ended with, raised here.
            Ok(()) => match gen_ending(&iterable) {
                Some(e) if stale => {
                    let bits = self.inexact(FallbackKind::NotModelled, "a generator's end, after changes");
                    self.swallow(Flow::Exc(e), bits);
                    Ok(())
                }
                Some(e) => Err(Flow::Exc(e)),
                None if maybe_broke && !f.orelse.is_empty() => {
                    let bits = self.inexact(FallbackKind::Undecided, "a loop's `else` after a `break` not decided");
                    let r = self.undecided(bits, |me| me.exec_block(env, &f.orelse));
                    let r2 = Ok(());
                    self.join(r, r2, bits)
                }
                None => self.exec_block(env, &f.orelse),
            },
            other => other,
        }
    }

    /// The items a `for` loop goes over, how many, and whether they are unknown (then it runs
    /// once for all of them). `range(…)` is counted, not built.
    fn loop_items(
        &mut self,
        f: &'a ast::StmtFor,
        iterable: &Value<'a>,
        range: Option<(i64, i64, i64, Taint)>,
    ) -> R<'a, LoopItems<'a>> {
        // Python's list iterator reads the list by index as it goes: what the body appends is
        // gone over too, and an item changed ahead of it is read changed.
        if let (None, Some(list)) = (range, live_list(iterable)) {
            let len = list.borrow().len() as u64;
            let items = LiveList {
                list: list.clone(),
                at: 0,
                marks: taken_marks(iterable),
            };
            self.note_iterated(iterable);
            return Ok((Box::new(items), len, false));
        }
        // A generator (its items made at its first pull) is read as it goes too: what the body
        // takes from it (`next(it)`) is not gone over again, and what a loop left early did not
        // take is still there for whoever takes from it next.
        if let (None, V::Gen(g)) = (range, &iterable.kind) {
            if !matches!(g.borrow().src, GenSrc::Call(..)) {
                self.gen_touch(g);
                let b = g.borrow();
                let left = b.items.len().saturating_sub(b.pos) as u64;
                if left == 0 && b.shape & INEXACT != 0 {
                    return Ok((
                        Box::new(std::iter::once(Value::unknown(iterable.taint | b.shape))),
                        1,
                        true,
                    ));
                }
                let items = LiveGen {
                    g: g.clone(),
                    tail: false,
                };
                return Ok((Box::new(items), left, false));
            }
        }
        let take = match iterable.kind {
            V::Gen(_) => Take::Whole,
            _ => Take::Each,
        };
        Ok(match range {
            Some((start, stop, step, t)) => {
                let len = range_len(start, stop, step);
                // Every item lies between start and stop, so it fits.
                let item = move |k: u64| (start as i128 + k as i128 * step as i128) as i64;
                let items = (0..len).map(move |k| Value::int(item(k)).with_taint(t));
                (Box::new(items), len, false)
            }
            // A config number where the code loops over plain items (`for bs in batch_sizes`
            // with `batch_sizes: 16`): in a check it is said, and the loop goes on over that one
            // value, so the rest is still checked.
            None if self.mode == Mode::Check
                && self.stack.try_depth == 0
                && iterable.taint != 0
                && matches!(iterable.kind, V::Int(_) | V::Float(_) | V::Bool(_))
                && matches!(&*f.target, Expr::Name(_)) =>
            {
                let message = format!("'{}' object is not iterable", iterable.type_name());
                self.soft_error("TypeError", message, iterable.taint)?;
                (Box::new(std::iter::once(iterable.clone())), 1, false)
            }
            // (A generator's items are judged by the loop itself, as it takes them:
            // `gen_item_after_change`.)
            None => match self.iterate_as(iterable, take)? {
                Some(items) => {
                    let len = items.len() as u64;
                    (Box::new(items.into_iter()), len, false)
                }
                None => (Box::new(std::iter::once(Value::unknown(iterable.taint))), 1, true),
            },
        })
    }

    /// An iteration of a backends loop begins: the backend is noted in the order backends are
    /// used, and what fires until it ends is that backend's.
    fn enter_backend(&mut self, f: &'a ast::StmtFor, b: &Rc<str>) {
        self.memo_poison();
        if !self.events.backend_order.iter().any(|x| x == &**b) {
            self.events.backend_order.push(b.to_string());
        }
        let site = f as *const ast::StmtFor as usize;
        if self.events.used_order.0 != site {
            self.events.used_order = (site, Vec::new());
        }
        if !self.events.used_order.1.iter().any(|x| x == &**b) {
            self.events.used_order.1.push(b.to_string());
        }
        self.path.backend_ctx.push(b.clone());
    }

    /// How much the run has seen so far; an iteration that leaves it unchanged added nothing.
    /// A sweep loop about to run: the field it goes over as given, by its site; in a check, one
    /// that goes over nothing (a point around it measures nothing either).
    fn note_sweep(&mut self, site: Src, key: &str, iterable: &Value<'a>, len: u64) {
        if iterable.origin.is_some() && !self.events.sweep_sites.iter().any(|(s, _)| *s == site) {
            self.memo_poison();
            self.events.sweep_sites.push((site, key.to_string()));
        }
        if len > 0 || self.mode != Mode::Check {
            return;
        }
        if let Some(parent) = self.path.sweep.last_mut() {
            parent.nested = true;
        }
        if !self.events.empty_sweeps.iter().any(|(s, _, _)| *s == site) {
            self.memo_poison();
            let field = iterable.origin.map(|_| key.to_string());
            let fields = self.taint_fields(iterable.taint);
            self.events.empty_sweeps.push((site, field, fields));
        }
    }

    /// What a sampled loop's iteration is judged steady by ([`REPEAT_SAMPLE`]): what the run
    /// has seen, and for a loop that fills containers from its items (up to a table's length)
    /// the count of changes to containers too — an iteration that still fills one (a registry,
    /// a table) is not steady, and the loop goes on.
    fn steady_mark(&self, e: &LoopEffects<'a>, len: u64) -> ([u64; 8], u64) {
        let fills = e.reads_target && len <= MAX_TABLE_ITEMS;
        (self.events_seen(), if fills { self.caches.mutations } else { 0 })
    }

    /// Iterations of a loop not run may have taken paths those run did not: every variable of
    /// the scopes the loop runs in, and every module's, is no longer known, nor what they hold.
    fn iterations_not_run(&mut self, env: &Rc<Env<'a>>, bits: Taint) {
        let mut held = Vec::new();
        let mut scope = Some(env.clone());
        while let Some(e) = scope {
            if e.parent.is_some() {
                held.extend(self.bindings_unknown(&e, bits));
            }
            scope = e.parent.clone();
        }
        self.code_may_run(&held, true);
    }

    /// A repeat loop has ended, `cut_short` before its last iteration or not: what its
    /// iterations changed through the functions they called (`log`) is not known where it was
    /// cut short (`forget` takes what the body changes by name); a loop around it that is cut
    /// short in turn forgets it too.
    fn repeat_log_end(&mut self, log: super::state::RepeatLog<'a>, cut_short: bool) {
        if cut_short && (!log.objects.is_empty() || !log.names.is_empty()) {
            let bits = self.inexact(FallbackKind::Undecided, "what iterations of a loop not run change");
            for o in &log.objects {
                o.mark_inexact(bits);
            }
            for (env, name) in &log.names {
                let held = env.vars.borrow().get(name.as_str()).cloned();
                if let Some(v) = held {
                    env.set_name(name.clone(), Value::unknown(v.taint | bits));
                    self.log_binding(env, name.clone());
                }
            }
        }
        if let Some(outer) = self.caches.repeat_logs.last_mut() {
            outer.objects.extend(log.objects);
            outer.names.extend(log.names);
        }
    }

    pub(super) fn events_seen(&self) -> [u64; 8] {
        let e = &self.events;
        [
            e.reads.len() as u64,
            e.findings.len() as u64 + e.not_said,
            e.constraints.len() as u64,
            e.candidates.len() as u64,
            e.trace.len() as u64,
            e.injected_reads.len() as u64,
            e.opaque_taint,
            // Not the sweep points: a repeat loop visits the same ones again.
            e.backend_order.len() as u64,
        ]
    }

    /// What a loop's body changes (cached per loop).
    pub(super) fn loop_effects(&mut self, f: &'a ast::StmtFor) -> Rc<LoopEffects<'a>> {
        let key = f as *const ast::StmtFor as usize;
        if let Some(v) = self.caches.loop_effects.get(&key) {
            return v.clone();
        }
        let v = Rc::new(loop_effects(f));
        self.caches.loop_effects.insert(key, v.clone());
        v
    }

    /// After a loop that did not run every iteration for real: the values its body builds up (a
    /// list of timings, a counter) are no longer known; they keep the fields they came from. The
    /// config, modules, classes and functions stay what they are.
    pub(super) fn forget(&mut self, env: &Rc<Env<'a>>, e: &LoopEffects<'a>) {
        let plain = |v: &Value| {
            !matches!(
                v.kind,
                V::Config(_) | V::Module(_) | V::Native(_) | V::Class(_) | V::Func(_) | V::Builtin(_)
            )
        };
        let container = |v: &Value| matches!(v.kind, V::List(_) | V::Dict(_) | V::Set(_) | V::Instance(_));
        let instance = |v: &Value| matches!(v.kind, V::Instance(_));
        let mut gone = Vec::new();
        for name in e.bound.iter().chain(e.targets.iter()) {
            gone.extend(env.lookup(name).filter(plain).map(|v| (*name, v.taint)));
        }
        for name in e.mutated.iter() {
            gone.extend(env.lookup(name).filter(container).map(|v| (*name, v.taint)));
        }
        for name in e.called.iter() {
            gone.extend(env.lookup(name).filter(instance).map(|v| (*name, v.taint)));
        }
        for (name, taint) in gone {
            self.bind(env, name_key(name), name, Value::unknown(taint));
        }
    }

    /// A loop's body about to run for iterations not known: what `e` says it binds is not known
    /// (marked `bits`), and what it changes by name is marked so.
    fn widen(&mut self, env: &Rc<Env<'a>>, e: &LoopEffects<'a>, bits: Taint) {
        for name in e.bound.iter().chain(e.targets.iter()) {
            if let Some(v) = env.lookup(name) {
                if !matches!(
                    v.kind,
                    V::Module(_) | V::Class(_) | V::Func(_) | V::Builtin(_) | V::Native(_)
                ) {
                    self.bind(env, name_key(name), name, Value::unknown(v.taint | bits));
                }
            }
        }
        for name in e.mutated.iter().chain(e.called.iter()) {
            if let Some(v) = env.lookup(name) {
                if matches!(v.kind, V::List(_) | V::Dict(_) | V::Set(_) | V::Instance(_)) {
                    v.mark_inexact(bits);
                    self.changed(&v);
                }
            }
        }
    }

    /// `range(...)` in a `for` header, as (start, stop, step, taint) when its arguments are
    /// integers; otherwise the header's value, evaluated once.
    #[allow(clippy::type_complexity)]
    pub(super) fn loop_range(
        &mut self,
        env: &Rc<Env<'a>>,
        iter: &'a Expr,
    ) -> R<'a, Result<(i64, i64, i64, Taint), Value<'a>>> {
        let Expr::Call(c) = iter else {
            return Ok(Err(self.eval(env, iter)?));
        };
        let simple = c.arguments.keywords.is_empty()
            && (1..=3).contains(&c.arguments.args.len())
            && !c.arguments.args.iter().any(|a| matches!(a, Expr::Starred(_)));
        let is_range = matches!(&*c.func, Expr::Name(n) if n.id.as_str() == "range");
        if !(simple && is_range) {
            return Ok(Err(self.eval(env, iter)?));
        }
        let func = self.eval(env, &c.func)?;
        if !matches!(func.kind, V::Builtin(Builtin::Range)) {
            return Ok(Err(self.eval(env, iter)?));
        }
        let mut args = Vec::with_capacity(c.arguments.args.len());
        for a in c.arguments.args.iter() {
            args.push(self.eval(env, a)?);
        }
        let ints: Vec<i64> = args.iter().filter_map(|a| a.as_int()).collect();
        let t = args.iter().fold(0, |t, a| t | a.taint);
        let parts = match ints.as_slice() {
            _ if ints.len() != args.len() => None,
            [stop] => Some((0, *stop, 1)),
            [a, b] => Some((*a, *b, 1)),
            [a, b, c] if *c != 0 => Some((*a, *b, *c)),
            _ => None,
        };
        match parts {
            Some((a, b, c)) => Ok(Ok((a, b, c, t))),
            None => {
                self.set_line(c);
                Ok(Err(self.call(&func, args, vec![])?))
            }
        }
    }

    /// The items of an iterable; `None` when they can't be known. Iterating a value read
    /// straight from the config marks that field as swept.
    pub fn iterate(&mut self, v: &Value<'a>) -> R<'a, Option<Vec<Value<'a>>>> {
        self.note_iterated(v);
        self.items_of(v)
    }

    /// [`Self::iterate`] as `list()`, `tuple()`, `list.extend` and `f(*v)` go over `v`: an
    /// object is asked its length between its `__iter__` and its items ([`Self::length_hint`]).
    pub fn iterate_sized(&mut self, v: &Value<'a>) -> R<'a, Option<Vec<Value<'a>>>> {
        self.hint_length = matches!(v.kind, V::Instance(_));
        let r = self.iterate(v);
        self.hint_length = false;
        r
    }

    /// A value read straight from the config is gone over: in a probe, that field is swept.
    pub(super) fn note_iterated(&mut self, v: &Value<'a>) {
        if let (Some(o), Mode::Probe) = (v.origin, self.mode) {
            let src = self.cur;
            self.events.reads.push(Read {
                field: self.fields[o as usize].to_string(),
                kind: ReadKind::Iterated,
                src,
                guarded: false,
            });
        }
    }

    /// The items of an iterable, without noting a sweep: unpacking `m, n = cfg["shape"]` reads a
    /// fixed-size value, it does not sweep over it.
    pub(super) fn items_of(&mut self, v: &Value<'a>) -> R<'a, Option<Vec<Value<'a>>>> {
        let take = std::mem::replace(&mut self.take, Take::Each);
        let t = v.taint;
        let items = match &v.kind {
            V::List(l) => l.borrow().items.clone(),
            V::Set(l) => {
                let items = l.borrow().items.clone();
                self.set_in_order(items)
            }
            V::Tuple(x) => x.as_ref().clone(),
            V::Str(s) => {
                if let (Some(o), Mode::Check) = (v.origin, self.mode) {
                    // Python would iterate it character by character; a config string where the
                    // code loops is a list written wrong.
                    let field = self.fields[o as usize].to_string();
                    let msg = crate::say!(
                        crate::lang::messages(),
                        "`{field}` is the string {s:?}, but the code iterates it (a list was expected)",
                        "`{field}` 是字符串 {s:?}，但代码要遍历它（应当是列表）"
                    );
                    let f = self.finding(FindingKind::Error(LIST_EXPECTED.into()), String::new(), msg, t, false);
                    self.record(f);
                }
                s.chars().map(|c| Value::str(&c.to_string())).collect()
            }
            V::Dict(d) => d.borrow().entries.iter().map(|e| e.0.clone()).collect(),
            V::Config(c) => {
                let c = c.borrow();
                if c.probe {
                    self.note_config_gone_over();
                    return Ok(None);
                }
                c.entries.iter().map(|e| Value::new(V::Str(e.key.clone()))).collect()
            }
            V::Unknown => {
                self.may_raise_unseen();
                return Ok(None);
            }
            V::Instance(i) => {
                let class = i.class.clone();
                return self.instance_items(v, &class, take);
            }
            V::Iter(it) => {
                let it = it.clone();
                return self.iter_items(v, &it, take).map(Some);
            }
            V::View(d) => d.items(),
            V::File(f) => {
                let f = f.clone();
                return self.file_items(v, &f);
            }
            // No module is iterable (its type has no `__iter__`, whatever its `__getattr__`).
            V::Module(_) => return self.fail("TypeError", "'module' object is not iterable".into(), t),
            // Its names, as Python lists them where the tool knows that listing.
            V::Globals(m) => {
                let m = *m;
                return Ok(match self.module_listing(m) {
                    Some(Value { kind: V::Dict(d), .. }) if d.borrow().inexact == 0 => {
                        Some(d.borrow().entries.iter().map(|e| e.0.clone()).collect())
                    }
                    _ => None,
                });
            }
            // A tensor of no dimension, a value of a library the tool models only in part:
            // going over it may raise.
            V::Native(_) | V::Tensor(_) => {
                self.may_raise_unseen();
                return Ok(None);
            }
            V::Gen(g) => {
                let g = g.clone();
                return self.gen_items_as(&g, take);
            }
            V::Class(_) if self.enum_items(v).is_some() => self.enum_items(v).unwrap_or_default(),
            // A metaclass the tool does not see may make a class iterable (an enum's members),
            // or not.
            V::Class(_) if class_inexact(v) != 0 || !bases_known(v) => {
                self.may_raise_unseen();
                return Ok(None);
            }
            _ => {
                return self.fail("TypeError", format!("'{}' object is not iterable", v.type_name()), t);
            }
        };
        Ok(Some(items_taken_from(v, items)))
    }
}

/// The items taken from `v`, each carrying what `v` does: an item that carries its own fields
/// (the `(p, c)` pairs of a product of two config lists) keeps them, so a failure on `c` blames
/// `c`'s field, not both; every item of a container not known exactly is marked.
pub(super) fn items_taken_from<'a>(v: &Value<'a>, items: Vec<Value<'a>>) -> Vec<Value<'a>> {
    let marks = taken_marks(v);
    items.into_iter().map(|i| item_taken(marks, i)).collect()
}

/// What an item taken from `v` carries of `v`'s: all its taint, or (an item with fields of its
/// own) only its inexactness.
pub(super) fn taken_marks(v: &Value) -> (Taint, Taint) {
    (v.taint, (v.taint & INEXACT) | v.inexact_bits())
}

pub(super) fn item_taken<'a>((t, bits): (Taint, Taint), i: Value<'a>) -> Value<'a> {
    if i.taint == 0 {
        i.with_taint(t)
    } else {
        i.with_taint(bits)
    }
}

impl<'a> Interp<'a> {
    /// The items of an instance of a class of the harness's: its `__iter__` (a generator's items,
    /// or an iterator's `__next__` until `StopIteration`), else its `__getitem__` from 0 until
    /// `IndexError`; `None` when they can't be known. A class known exactly with neither is
    /// Python's TypeError.
    fn instance_items(&mut self, v: &Value<'a>, class: &Value<'a>, take: Take) -> R<'a, Option<Vec<Value<'a>>>> {
        // Asked by what goes over all of it at once (`list()`, `tuple()`, `f(*v)`): its length
        // first, and its items all made before anything else runs.
        let whole = std::mem::take(&mut self.hint_length);
        if defines(class, "__iter__") {
            let it = self.object_iter(v, class, 0)?;
            if whole {
                self.length_hint(v)?;
            }
            return match &it.kind {
                V::List(_) | V::Tuple(_) | V::Set(_) | V::Dict(_) | V::Str(_) | V::Iter(_) | V::Gen(_) => {
                    self.take = take;
                    self.items_of(&it)
                }
                V::Instance(ii) if defines(&ii.class, "__next__") => {
                    let next = self.special_method(&it, "__next__")?;
                    self.items_made(&next, false, whole)
                }
                // What it returned is not known, or not modelled: its items may fail.
                _ => {
                    self.may_raise_unseen();
                    Ok(None)
                }
            };
        }
        if defines(class, "__getitem__") {
            if whole {
                self.length_hint(v)?;
            }
            let m = self.special_method(v, "__getitem__")?;
            return self.items_made(&m, true, whole);
        }
        if class_inexact(class) == 0 && bases_known(class) {
            let name = match &class.kind {
                V::Class(c) => c.name.to_string(),
                _ => "object".into(),
            };
            return self.fail("TypeError", format!("'{name}' object is not iterable"), v.taint);
        }
        // A base the tool can't see makes its items, with code not followed here (or, the class
        // not known exactly, another class may have none: Python's TypeError).
        self.unfollowed_with(std::slice::from_ref(v));
        self.may_raise_unseen();
        Ok(None)
    }

    /// The items an object's own code makes: `make` called until it raises `StopIteration`
    /// (`__next__`), or with 0, 1, 2… until `IndexError` (`__getitem__`, `indexed`). Python
    /// asks for each as the loop or built-in going over them needs it; made all at once here,
    /// they are exact only where all are asked for before anything else runs (`whole`). Else
    /// (a loop that may stop early, its body run between two items; `any`, `zip`, `in`) which
    /// calls Python makes, and what they see, is not known: they are made in an undecided
    /// region, and marked. Only where nothing is taken to work.
    fn items_made(&mut self, make: &Value<'a>, indexed: bool, whole: bool) -> R<'a, Option<Vec<Value<'a>>>> {
        if whole || self.assume_env {
            return self.make_items(make, indexed);
        }
        let bits = self.inexact(
            FallbackKind::Undecided,
            "items an object's own code makes as they are asked for",
        );
        match self.undecided(bits, |me| me.make_items(make, indexed)) {
            Ok(items) => Ok(items.map(|xs| xs.into_iter().map(|x| x.with_taint(bits)).collect())),
            Err(Flow::Exc(e)) => {
                self.swallow(Flow::Exc(e), bits);
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    fn make_items(&mut self, make: &Value<'a>, indexed: bool) -> R<'a, Option<Vec<Value<'a>>>> {
        const MAX_ITEMS: usize = 10_000;
        let mut out = Vec::new();
        while out.len() < MAX_ITEMS {
            let args = match indexed {
                true => vec![Value::int(out.len() as i64)],
                false => vec![],
            };
            match self.call(make, args, vec![]) {
                Ok(x) if indexed && x.is_unknown() => return Ok(None),
                Ok(x) => out.push(x),
                Err(Flow::Exc(e))
                    if exc_is(&e.value, "StopIteration") || (indexed && exc_is(&e.value, "IndexError")) =>
                {
                    self.handled_quietly(&e);
                    return Ok(Some(out));
                }
                Err(e) => return Err(e),
            }
        }
        Ok(None)
    }

    /// An exception the code that met it handled itself (a `StopIteration` ending a pull, an
    /// `IndexError` ending `__getitem__`'s items): its finding, if one was recorded, goes.
    pub(crate) fn handled_quietly(&mut self, e: &Exc<'a>) {
        if e.recorded {
            self.forget_finding(&e.finding);
        }
    }

    /// A finding recorded for an exception the code then handled itself.
    fn forget_finding(&mut self, f: &Finding) {
        if let Some(i) = self
            .events
            .findings
            .iter()
            .rposition(|x| x.src == f.src && x.kind == f.kind && x.message == f.message)
        {
            self.events.findings.remove(i);
        }
    }
}

/// An iterator a `for` loop pulls from as it goes.
enum Pull<'a> {
    /// A built-in's.
    Iter(Rc<PyIter<'a>>),
    /// `iter(f, sentinel)`'s.
    Calls(Rc<RefCell<Gen<'a>>>),
}

/// A loop over more items made from config values than this goes over data the code built
/// (an input list), not over a sweep dimension: its iterations are not sweep points.
pub(super) const MAX_SWEEP_ITEMS: u64 = 1024;

/// A repeat loop (`for _ in range(iters)`: its target never read, its items not from the config)
/// stops after this many iterations once one of them added nothing to what the run has seen: the
/// rest would do the same.
pub(super) const REPEAT_SAMPLE: usize = 2;

/// A loop that fills containers from the harness's own data goes over this many items at most
/// for all it fills to be known: at a module's top level it runs whole, elsewhere it goes on
/// while its iterations fill something (`steady_mark`). A longer one is sampled as a repeat
/// loop is.
pub(super) const MAX_TABLE_ITEMS: u64 = 1024;

/// What a `for` body binds (assignments, inner loops, `with … as`) or mutates through
/// (`times.append(t)`, `x[i] = …`, `x.a = …`), and whether it reads the loop's target.
pub(super) fn loop_effects(f: &ast::StmtFor) -> LoopEffects<'_> {
    body_effects(Some(&f.target), &f.body, &f.orelse)
}

/// [`loop_effects`] of a loop's body and `else` (`target`: a `for`'s; a `while` has none).
pub(super) fn body_effects<'a>(target: Option<&'a Expr>, body: &'a [Stmt], orelse: &'a [Stmt]) -> LoopEffects<'a> {
    use crate::parse::python::ast::visitor::{walk_expr, walk_stmt, Visitor};
    struct Names<'a> {
        targets: Vec<&'a str>,
        reads_target: bool,
        bound: Vec<&'a str>,
        mutated: Vec<&'a str>,
        called: Vec<&'a str>,
        plain: bool,
        leaves: bool,
        yields: bool,
        /// The targets of loops nested in the body.
        inner_targets: Vec<&'a str>,
    }
    fn add<'a>(list: &mut Vec<&'a str>, n: &'a str) {
        if !list.contains(&n) {
            list.push(n);
        }
    }
    /// The name a chain of attributes and items starts from (`x` of `x.a[i]`).
    fn base(mut e: &Expr) -> Option<&str> {
        loop {
            match e {
                Expr::Attribute(a) => e = &a.value,
                Expr::Subscript(s) => e = &s.value,
                Expr::Name(n) => return Some(n.id.as_str()),
                _ => return None,
            }
        }
    }
    impl<'a> Visitor<'a> for Names<'a> {
        fn visit_expr(&mut self, e: &'a Expr) {
            match e {
                Expr::Name(n) => match n.ctx {
                    ast::ExprContext::Load => {
                        if self.targets.contains(&n.id.as_str()) {
                            self.reads_target = true;
                        }
                    }
                    _ => add(&mut self.bound, n.id.as_str()),
                },
                Expr::Attribute(ast::ExprAttribute { value, ctx, .. })
                | Expr::Subscript(ast::ExprSubscript { value, ctx, .. })
                    if !matches!(ctx, ast::ExprContext::Load) =>
                {
                    if let Some(n) = base(value) {
                        add(&mut self.mutated, n);
                    }
                }
                Expr::Call(c) => match &*c.func {
                    Expr::Attribute(a) => {
                        let mutator = is_mutator(a.attr.id.as_str());
                        self.plain &= mutator;
                        if let Some(n) = base(&a.value) {
                            let list = if mutator { &mut self.mutated } else { &mut self.called };
                            add(list, n);
                        }
                    }
                    Expr::Name(n) => self.plain &= PURE_BUILTINS.contains(&n.id.as_str()),
                    _ => self.plain = false,
                },
                // Each iteration hands out an item: none may be skipped as adding nothing.
                Expr::Yield(_) | Expr::YieldFrom(_) | Expr::Await(_) => {
                    self.plain = false;
                    self.reads_target = true;
                    self.yields |= !matches!(e, Expr::Await(_));
                }
                _ => {}
            }
            walk_expr(self, e);
        }
        fn visit_stmt(&mut self, s: &'a Stmt) {
            match s {
                Stmt::Raise(_) | Stmt::Assert(_) | Stmt::Try(_) | Stmt::With(_) | Stmt::Return(_) => {
                    self.plain = false;
                    self.leaves |= !matches!(s, Stmt::Assert(_) | Stmt::Try(_) | Stmt::With(_));
                }
                Stmt::Break(_) => self.leaves = true,
                Stmt::For(inner) => collect_target_names(&inner.target, &mut self.inner_targets),
                Stmt::FunctionDef(d) => add(&mut self.bound, d.name.id.as_str()),
                Stmt::ClassDef(c) => add(&mut self.bound, c.name.id.as_str()),
                Stmt::Import(i) => {
                    for a in &i.names {
                        let n = a.asname.as_ref().unwrap_or(&a.name);
                        add(&mut self.bound, n.id.as_str().split('.').next().unwrap_or_default());
                    }
                }
                Stmt::ImportFrom(i) => {
                    for a in &i.names {
                        add(&mut self.bound, a.asname.as_ref().unwrap_or(&a.name).id.as_str());
                    }
                }
                _ => {}
            }
            walk_stmt(self, s);
        }
    }
    let mut targets = Vec::new();
    if let Some(t) = target {
        collect_target_names(t, &mut targets);
    }
    let mut v = Names {
        targets,
        reads_target: false,
        bound: Vec::new(),
        mutated: Vec::new(),
        called: Vec::new(),
        plain: true,
        leaves: false,
        yields: false,
        inner_targets: Vec::new(),
    };
    for s in body.iter().chain(orelse.iter()) {
        v.visit_stmt(s);
    }
    let reads_target = v.reads_target || v.targets.iter().any(|t| t.is_empty());
    let targets = std::mem::take(&mut v.targets);
    v.mutated.retain(|n| !targets.contains(n) && !v.bound.contains(n));
    v.called
        .retain(|n| !targets.contains(n) && !v.bound.contains(n) && !v.mutated.contains(n));
    let plain = v.plain
        && v.bound
            .iter()
            .all(|b| targets.contains(b) || v.inner_targets.contains(b));
    LoopEffects {
        targets: targets.into(),
        reads_target,
        // Only filling containers: a loop that binds a name outside its target (an accumulator,
        // `total += x`) computes what comes after, and runs in full.
        plain,
        leaves: v.leaves,
        yields: v.yields,
        bound: v.bound.into(),
        mutated: v.mutated.into(),
        called: v.called.into(),
    }
}

/// Built-ins that compute and call nothing of the harness's.
pub(super) const PURE_BUILTINS: &[&str] = &[
    "len",
    "str",
    "int",
    "float",
    "bool",
    "round",
    "abs",
    "min",
    "max",
    "sum",
    "sorted",
    "list",
    "tuple",
    "dict",
    "set",
    "isinstance",
    "issubclass",
    "range",
    "enumerate",
    "zip",
    "repr",
];

/// Whether `name` is a method of Python's lists, dicts and sets that changes its receiver (every
/// one the evaluator models that changes its receiver, the config's too; and the dunders called
/// by name that change one, which it does not model: what it holds after them is not known).
/// Asked at every method call of a list, dict, set or the config: a `match`, not a scan.
pub(in crate::eval) fn is_mutator(name: &str) -> bool {
    matches!(
        name,
        "append"
            | "extend"
            | "insert"
            | "pop"
            | "remove"
            | "clear"
            | "sort"
            | "reverse"
            | "update"
            | "setdefault"
            | "popitem"
            | "add"
            | "discard"
            | "difference_update"
            | "intersection_update"
            | "symmetric_difference_update"
            | "move_to_end"
            | "subtract"
            | "__setitem__"
            | "__delitem__"
            | "__iadd__"
            | "__imul__"
            | "__ior__"
            | "__iand__"
            | "__ixor__"
            | "__isub__"
            | "__init__"
    )
}

/// What a loop's body changes: the names it binds, the names whose values it changes through an
/// item, an attribute or a list/dict/set method, and the names it calls other methods on (which
/// may change an instance).
pub(super) struct LoopEffects<'a> {
    /// The loop's own targets: a loop cut short leaves them at the last item it ran.
    pub(super) targets: Box<[&'a str]>,
    pub(super) reads_target: bool,
    /// The body only fills containers: it binds nothing but its target, has no `raise`,
    /// `assert`, `try`, `with` or `return`, and calls nothing but a container's own methods and
    /// pure built-ins (the columns of a report gathered from its rows).
    pub(super) plain: bool,
    /// The body has a `break`, `return` or `raise` (in a loop nested in it too): a later
    /// iteration may end the loop, so none is skipped as adding nothing.
    pub(super) leaves: bool,
    /// The body yields: in a generator, how many items a loop over items not known exactly
    /// hands out is not known.
    pub(super) yields: bool,
    pub(super) bound: Box<[&'a str]>,
    pub(super) mutated: Box<[&'a str]>,
    pub(super) called: Box<[&'a str]>,
}

pub(super) fn collect_target_names<'a>(e: &'a Expr, out: &mut Vec<&'a str>) {
    match e {
        Expr::Name(n) => out.push(n.id.as_str()),
        Expr::Tuple(t) => t.elts.iter().for_each(|x| collect_target_names(x, out)),
        Expr::List(l) => l.elts.iter().for_each(|x| collect_target_names(x, out)),
        Expr::Starred(s) => collect_target_names(&s.value, out),
        _ => out.push(""),
    }
}

/// How many items `range(start, stop, step)` has.
pub(super) fn range_len(start: i64, stop: i64, step: i64) -> u64 {
    let (span, step) = if step > 0 {
        (stop as i128 - start as i128, step as i128)
    } else {
        (start as i128 - stop as i128, -(step as i128))
    };
    if span <= 0 {
        0
    } else {
        ((span + step - 1) / step) as u64
    }
}

/// The taint of each part of a sweep item the loop unpacks into as many names (`for p, c in
/// points`), else of the whole item.
fn item_part_taints(target: &Expr, item: &Value) -> Vec<Taint> {
    match (target, &item.kind) {
        (Expr::Tuple(t), V::Tuple(v)) if t.elts.len() == v.len() => v.iter().map(|x| x.taint).collect(),
        (Expr::Tuple(t), V::List(v)) if t.elts.len() == v.borrow().len() => {
            v.borrow().iter().map(|x| x.taint).collect()
        }
        _ => vec![item.taint],
    }
}

/// The keys of a dict, the items of a set (nothing for other values), in the order held.
fn held_keys<'a>(v: &Value<'a>) -> Vec<Value<'a>> {
    match &v.kind {
        V::Dict(d) => d.borrow().entries.iter().map(|e| e.0.clone()).collect(),
        V::Set(s) => s.borrow().items.clone(),
        _ => Vec::new(),
    }
}

/// Whether `v` holds the keys `keys` (see [`held_keys`]), in that order.
fn holds_keys<'a>(v: &Value<'a>, keys: &[Value<'a>]) -> bool {
    let same = |now: &mut dyn ExactSizeIterator<Item = &Value<'a>>| {
        now.len() == keys.len() && now.zip(keys).all(|(x, y)| super::pristine::same(x, y))
    };
    match &v.kind {
        V::Dict(d) => same(&mut d.borrow().entries.iter().map(|e| &e.0)),
        V::Set(s) => same(&mut s.borrow().items.iter()),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::python::PyModule;

    #[test]
    fn range_len_counts_like_python() {
        assert_eq!(range_len(0, 10, 1), 10);
        assert_eq!(range_len(0, 10, 3), 4);
        assert_eq!(range_len(5, 0, -1), 5);
        assert_eq!(range_len(0, 10, -1), 0);
        assert_eq!(range_len(10, 0, 2), 0);
        assert_eq!(range_len(i64::MIN, i64::MAX, 1), u64::MAX);
        assert_eq!(range_len(i64::MIN, i64::MAX, 1 << 62), 4);
    }

    /// The loop effects of the first `for` in `src`.
    fn effects(src: &str) -> (bool, Vec<String>, Vec<String>, Vec<String>) {
        let m = PyModule::parse("t.py".into(), "t".into(), false, src.into());
        let Some(Stmt::For(f)) = m.body.first() else {
            panic!("no for loop in {src:?}")
        };
        let e = loop_effects(f);
        let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect();
        (e.reads_target, v(&e.bound), v(&e.mutated), v(&e.called))
    }

    #[test]
    fn loop_effects_name_what_a_body_binds_mutates_and_calls() {
        let (reads, bound, mutated, called) = effects(
            "for _ in range(n):\n    t = start.elapsed_time(end)\n    times.append(t)\n    stats[k] = t\n    torch.cuda.synchronize()\n",
        );
        assert!(!reads);
        assert_eq!(bound, ["t"]);
        assert_eq!(mutated, ["times", "stats"]);
        assert_eq!(called, ["start", "torch"]);
        let (reads, ..) = effects("for i in range(n):\n    events[i].record()\n");
        assert!(reads, "the target is read: not a repeat loop");
        let (reads, ..) = effects("for _ in range(n):\n    f(lambda: _)\n");
        assert!(reads, "read inside a lambda counts");
    }
}
