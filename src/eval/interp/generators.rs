//! Generators and iterators as objects. In: a generator function's call (its function and
//! arguments), an `async def`'s call, a generator expression (its scope and first iterable),
//! `iter(x)` (the items of `x`), `iter(f, sentinel)`. Out: a [`Gen`] value that hands out, one
//! pull at a time (`next()`, `send()`, a `for` loop, `list()`...), the items Python's would, then
//! ends with `StopIteration` (carrying the `return` value) or with the exception its body raised.
//!
//! The evaluator does not suspend a running function: a generator's body runs to its end at the
//! first pull, and its yields are handed out one by one. What Python would do differently is
//! made inexact, never claimed: what the body writes outside itself is written before the code
//! between the pulls ran, so it runs in an undecided region (its writes marked); items handed
//! out after that code changed a container or object are marked (they may read it); a value
//! sent in (`send(x)` with `x` not `None`) makes the rest unknown; an endless generator is cut
//! off, its rest unknown.

use super::*;

/// A generator, coroutine or iterator (see the module doc).
pub struct Gen<'a> {
    /// Python's type name: `generator`, `coroutine`, `list_iterator`, ...
    pub kind: &'static str,
    /// The items made so far, and how many were handed out.
    pub items: Vec<Value<'a>>,
    pub pos: usize,
    pub src: GenSrc<'a>,
    /// The inexactness of what is left to pull (its items, how many, its ending).
    pub shape: Taint,
    /// What the body returned: the `StopIteration`'s `value`.
    pub ret: Value<'a>,
    /// The exception the body ended with, raised once its items are pulled.
    pub raised: Option<Box<Exc<'a>>>,
    /// The count of changes ([`Interp::epoch_for`]) when its items were made.
    pub epoch: u64,
    /// Its items are made by code (a generator function's body, a generator expression's),
    /// which may read a module's variables too, not only containers.
    pub code: bool,
    /// The scopes its code reads names from (its function's closure, out to its module), each
    /// with its count of bindings ([`Vars::writes`]) when its items were made: a name bound
    /// again there since, the items made after it are not known to be Python's.
    pub scopes: Vec<(Rc<Env<'a>>, u64)>,
    /// Its end was handed out (its `StopIteration`, or the error its body ended with): it is no
    /// longer suspended at a `yield`.
    pub finished: bool,
    /// What its body wrote outside itself when it ran: written again, on what is there then,
    /// where Python's body runs after the code between its steps changed it.
    pub(super) writes: Vec<super::undecided::Written<'a>>,
    /// Its function and arguments: what the rest of its body, run after such changes, may
    /// reach (what it reads by name then may be other objects).
    pub(super) roots: Vec<Value<'a>>,
    /// How many of its steps came after such changes.
    pub(super) stale_steps: u32,
}

/// Where a [`Gen`]'s items come from.
pub enum GenSrc<'a> {
    /// They are made ([`Gen::items`]).
    Ready,
    /// Its body is running now (a pull from inside it is Python's `ValueError`).
    Running,
    /// A generator function's (or `async def`'s) call, not started: its arguments, and what
    /// they spread (bound again when its body runs).
    Func(Rc<Func<'a>>, Vec<Value<'a>>, Kwargs<'a>, super::params::Spreads<'a>),
    /// A generator expression, not started: its scope and its first iterable (evaluated where
    /// it was written, as Python does).
    Genexp(Rc<Env<'a>>, &'a ast::ExprGenerator, Value<'a>),
    /// `iter(f, sentinel)`: `f()` at each pull, until it returns the sentinel.
    Call(Value<'a>, Value<'a>),
}

/// What one pull gives.
pub(super) enum Step<'a> {
    Item(Value<'a>),
    /// Exhausted (its `StopIteration`).
    Done,
    /// Not known: an item, or the end.
    Unknown(Taint),
}

/// Most steps of a generator taken after the code between them changed what its body reads
/// ([`Interp::gen_went_stale`]) before the run stops.
const MAX_STALE_STEPS: u32 = 16;

/// Most items a generator's body is run for: an endless one is cut off there.
pub(super) const MAX_ITEMS: usize = 10_000;
/// The abort that cuts off an endless generator's body (caught where the body runs).
pub(super) const CUT_OFF: &str = "a generator yielded more items than the tool follows";

impl<'a> Gen<'a> {
    pub fn new(kind: &'static str, src: GenSrc<'a>) -> Self {
        let code = matches!(src, GenSrc::Func(..) | GenSrc::Genexp(..));
        Gen {
            kind,
            items: Vec::new(),
            pos: 0,
            src,
            shape: 0,
            ret: Value::none(),
            raised: None,
            epoch: 0,
            code,
            scopes: Vec::new(),
            finished: false,
            writes: Vec::new(),
            roots: Vec::new(),
            stale_steps: 0,
        }
    }

    /// Whether code ran between the making of its items and now that its body may have read
    /// (`epoch`: the count of changes now).
    pub(super) fn made_before_changes(&self, epoch: u64) -> bool {
        self.epoch != epoch || self.scopes.iter().any(|(env, w)| env.bound_since(*w))
    }

    /// The next of the items made so far, marked with how exactly what is left is known.
    pub(super) fn take_made(&mut self) -> Option<Value<'a>> {
        let v = self.items.get(self.pos)?.clone().with_taint(self.shape);
        self.pos += 1;
        Some(v)
    }
}

fn gen_value<'a>(g: Gen<'a>, taint: Taint) -> Value<'a> {
    Value::new(V::Gen(Rc::new(RefCell::new(g)))).with_taint(taint & FIELD_BITS)
}

impl<'a> Interp<'a> {
    /// A generator function's (or coroutine function's) call: nothing of its body runs yet.
    pub(super) fn make_generator(
        &mut self,
        func: Rc<Func<'a>>,
        args: Vec<Value<'a>>,
        kwargs: Kwargs<'a>,
        spreads: super::params::Spreads<'a>,
        kind: &'static str,
    ) -> Value<'a> {
        gen_value(Gen::new(kind, GenSrc::Func(func, args, kwargs, spreads)), 0)
    }

    /// A generator expression: its first iterable is evaluated now, the rest at the first pull.
    pub(super) fn make_genexp(&mut self, env: &Rc<Env<'a>>, c: &'a ast::ExprGenerator) -> R<'a, Value<'a>> {
        let Some(first) = c.generators.first() else {
            return Ok(Value::unknown(0));
        };
        let it = self.eval(env, &first.iter)?;
        let t = it.taint;
        // Python takes its iterator now: what is never iterable fails here, not at the first pull.
        if it.never_iterable() && it.inexact_bits() == 0 {
            return self.fail("TypeError", format!("'{}' object is not iterable", it.type_name()), t);
        }
        if it.is_unknown() {
            self.may_raise_unseen();
        }
        Ok(gen_value(Gen::new("generator", GenSrc::Genexp(env.clone(), c, it)), t))
    }

    /// `iter(x)` / `iter(f, sentinel)`.
    pub(crate) fn builtin_iter(&mut self, args: Vec<Value<'a>>, t: Taint) -> R<'a, Value<'a>> {
        let unknown = Value::unknown(t);
        match args.as_slice() {
            [f, sentinel] => {
                if f.is_plain_data() && f.inexact_bits() == 0 {
                    return self.fail("TypeError", "iter(v, w): v must be callable".into(), t | f.taint);
                }
                let g = Gen::new("callable_iterator", GenSrc::Call(f.clone(), sentinel.clone()));
                Ok(gen_value(g, t))
            }
            [x] => {
                let kind = match &x.kind {
                    V::Gen(_) => return Ok(x.clone()),
                    V::List(_) if x.is_range() => "range_iterator",
                    V::List(_) => "list_iterator",
                    V::Tuple(_) => "tuple_iterator",
                    V::Str(s) if s.is_ascii() => "str_ascii_iterator",
                    V::Str(_) => "str_iterator",
                    V::Dict(_) => "dict_keyiterator",
                    V::Set(_) => "set_iterator",
                    // A dict's view: an iterator over it (used up as it goes), not the view.
                    V::View(v) => match v.kind {
                        ViewKind::Values => "dict_valueiterator",
                        ViewKind::Items => "dict_itemiterator",
                        ViewKind::Keys | ViewKind::Proxy => "dict_keyiterator",
                    },
                    _ if x.never_iterable() => {
                        let msg = format!("'{}' object is not iterable", x.type_name());
                        return self.fail("TypeError", msg, t);
                    }
                    // An object's own `__iter__`, which must give an iterator.
                    V::Instance(i)
                        if matches!(self.class_attr(&i.class, "__iter__").map(|f| f.kind), Some(V::Func(_))) =>
                    {
                        return self.object_iter(x, &i.class, t)
                    }
                    // A named tuple's, a `ChainMap`'s: modelled, taken as itself (as before).
                    V::Instance(_) if super::object_hooks::modelled_object(x) => return Ok(x.clone()),
                    // An iterator over its `__getitem__`, or Python's `TypeError`: not followed.
                    V::Instance(_) => return Ok(self.unknown_op(t)),
                    // Another iterable: what its `__iter__` gives is taken as itself (as before).
                    _ => return Ok(x.clone()),
                };
                let Some(items) = self.iterate(x)? else {
                    return Ok(unknown);
                };
                let mut g = Gen::new(kind, GenSrc::Ready);
                g.items = items;
                g.shape = x.inexact_bits();
                g.epoch = self.epoch_for(false);
                Ok(gen_value(g, t))
            }
            _ => Ok(unknown),
        }
    }

    /// `next(it[, default])`.
    pub(crate) fn builtin_next(&mut self, args: Vec<Value<'a>>, t: Taint) -> R<'a, Value<'a>> {
        let Some(v) = args.first().cloned() else {
            return Ok(Value::unknown(t));
        };
        let default = args.get(1).cloned();
        match &v.kind {
            V::Gen(g) => {
                let g = g.clone();
                let step = self.gen_step(&g)?;
                self.step_value(&g, step, default, t)
            }
            V::Instance(i) if defines(&i.class, "__next__") => {
                let m = self.special_method(&v, "__next__")?;
                match (self.call(&m, vec![], vec![]), default) {
                    // Its end, with a default given: the default.
                    (Err(Flow::Exc(e)), Some(d)) if exc_is(&e.value, "StopIteration") => {
                        self.handled_quietly(&e);
                        Ok(d)
                    }
                    (r, _) => r,
                }
            }
            // A file: its next line.
            V::File(f) => {
                let f = f.clone();
                self.file_next(&v, &f, default, t)
            }
            // A built-in iterator (`enumerate`, `zip`, `map`, ...): one item taken.
            V::Iter(it) => {
                let it = it.clone();
                match self.iter_take(&v, &it, t)? {
                    Some(x) => Ok(x.with_taint(it.inexact.get())),
                    None => match default {
                        Some(d) => Ok(d),
                        None => self.fail("StopIteration", String::new(), t | it.inexact.get()),
                    },
                }
            }
            V::List(_) | V::Tuple(_) | V::Str(_) | V::Dict(_) | V::Set(_) | V::None | V::Int(_) | V::Float(_) => {
                let msg = format!("'{}' object is not an iterator", v.type_name());
                self.fail("TypeError", msg, t)
            }
            _ => Ok(self.unknown_op(t | v.inexact_bits())),
        }
    }

    /// What `next()` (or `send()`) gives for a pull's outcome.
    fn step_value(
        &mut self,
        g: &Rc<RefCell<Gen<'a>>>,
        step: Step<'a>,
        default: Option<Value<'a>>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        match step {
            Step::Item(v) => Ok(v),
            Step::Done => match default {
                Some(d) => Ok(d),
                None => {
                    // What the body returned goes with the first `StopIteration` only.
                    let ret = std::mem::replace(&mut g.borrow_mut().ret, Value::none());
                    self.stop_iteration(ret, t)
                }
            },
            Step::Unknown(bits) => {
                if default.is_none() {
                    self.maybe_raised();
                }
                Ok(Value::unknown(t | bits))
            }
        }
    }

    /// Raise `StopIteration(value)`.
    fn stop_iteration(&mut self, value: Value<'a>, t: Taint) -> R<'a, Value<'a>> {
        let e = self.error("StopIteration", String::new(), t);
        if let Flow::Exc(x) = &e {
            if let V::Instance(i) = &x.value.kind {
                let args = if matches!(value.kind, V::None) {
                    Value::tuple(vec![])
                } else {
                    Value::tuple(vec![value.clone()])
                };
                let mut attrs = i.attrs.borrow_mut();
                attrs.retain(|(k, _)| &**k != "args");
                attrs.push((Rc::from("args"), args));
                attrs.push((Rc::from("value"), value));
            }
        }
        Err(e)
    }

    /// A generator's methods: `send`, `close`, `throw`, `__next__`, `__iter__`.
    pub(crate) fn gen_method(
        &mut self,
        recv: &Value<'a>,
        g: &Rc<RefCell<Gen<'a>>>,
        name: &str,
        args: Vec<Value<'a>>,
    ) -> R<'a, Value<'a>> {
        let t = recv.taint;
        match name {
            "__iter__" => Ok(recv.clone()),
            "__next__" => {
                let step = self.gen_step(g)?;
                self.step_value(g, step, None, t)
            }
            "send" if g.borrow().kind != "generator" && g.borrow().kind != "coroutine" => {
                let bits = self.inexact(FallbackKind::NotModelled, name);
                Ok(Value::unknown(t | bits))
            }
            "send" => {
                let fresh = !matches!(g.borrow().src, GenSrc::Ready | GenSrc::Running);
                match args.first().map(|a| &a.kind) {
                    Some(V::None) => {
                        let step = self.gen_step(g)?;
                        self.step_value(g, step, None, t)
                    }
                    Some(_) if fresh => self.fail(
                        "TypeError",
                        "can't send non-None value to a just-started generator".into(),
                        t | args.first().map_or(0, |a| a.inexact_bits()),
                    ),
                    _ => {
                        // What the body does with the value is not followed: nothing after is known.
                        let bits = self.inexact(FallbackKind::NotModelled, "a value sent into a generator");
                        {
                            let mut b = g.borrow_mut();
                            b.shape |= bits;
                            let pos = b.pos;
                            b.items.truncate(pos);
                        }
                        self.body_resumed_unseen(g, &args);
                        self.maybe_raised();
                        Ok(Value::unknown(t | bits))
                    }
                }
            }
            "close" => {
                self.gen_touch(g);
                let fresh = !matches!(g.borrow().src, GenSrc::Ready | GenSrc::Running);
                let started = !fresh && g.borrow().pos > 0;
                let mut b = g.borrow_mut();
                if started && (b.pos < b.items.len() || !b.finished) {
                    // `GeneratorExit` raised at its `yield`: a `try` around it may act on it.
                    drop(b);
                    let bits = self.inexact(FallbackKind::NotModelled, "closing a suspended generator");
                    self.body_resumed_unseen(g, &[]);
                    let mut b = g.borrow_mut();
                    b.shape |= bits;
                    b.pos = b.items.len();
                    b.raised = None;
                    return Ok(Value::unknown(t | bits));
                }
                b.src = GenSrc::Ready;
                b.pos = b.items.len();
                b.raised = None;
                Ok(Value::none())
            }
            // `throw`: the exception raised at the `yield` it stands at, which a `try` around it
            // may catch (running code the body did not run here), or not (raised here).
            _ => {
                let bits = self.inexact(FallbackKind::NotModelled, name);
                self.body_resumed_unseen(g, &args);
                self.maybe_raised();
                Ok(Value::unknown(t | bits))
            }
        }
    }

    /// A generator's body resumed in a way not followed (a value sent in, an exception thrown
    /// in, closed where it stands): code of its own the run did not run may run now, with what
    /// it is handed ([`Self::exec_unseen`]).
    fn body_resumed_unseen(&mut self, g: &Rc<RefCell<Gen<'a>>>, args: &[Value<'a>]) {
        if g.borrow().code {
            self.exec_unseen(None, args, &[]);
        }
    }

    /// A generator whose items were made before the code between its steps changed what its
    /// body reads or writes: what is left of it is not known, and what its body wrote may be
    /// written again on what is there now. Its bits.
    pub(super) fn gen_went_stale(&mut self, g: &Rc<RefCell<Gen<'a>>>) -> Taint {
        let bits = self.inexact(
            FallbackKind::NotModelled,
            "a generator's items, made before the code between its steps ran",
        );
        let (writes, roots) = {
            let mut b = g.borrow_mut();
            b.shape |= bits;
            (b.writes.clone(), b.roots.clone())
        };
        self.written_again(&writes, bits);
        // (Where nothing is taken to work: a harness's run goes on with what it has.)
        if !self.assume_env {
            self.code_may_run(&roots, false);
        }
        bits
    }

    /// An item a loop over a generator goes on with after its body changed a container or
    /// object: the generator made it before that change.
    pub(super) fn gen_item_after_change(&mut self, item: Value<'a>) -> Value<'a> {
        let bits = self.inexact(
            FallbackKind::NotModelled,
            "a generator's items, made before the code between its steps ran",
        );
        item.with_taint(bits)
    }

    /// Make a generator's items now, if they are not made yet (its body runs, see the module
    /// doc); a built-in about to go over it then sees how exactly they are known.
    pub(crate) fn gen_fill(&mut self, g: &Rc<RefCell<Gen<'a>>>) -> R<'a, ()> {
        if matches!(g.borrow().src, GenSrc::Ready | GenSrc::Running | GenSrc::Call(..)) {
            return Ok(());
        }
        let src = std::mem::replace(&mut g.borrow_mut().src, GenSrc::Running);
        // The scopes its code sees: a function's closure, a generator expression's scope.
        let mut scopes = Vec::new();
        let mut scope = match &src {
            GenSrc::Func(func, ..) => Some(func.env.clone()),
            GenSrc::Genexp(env, ..) => Some(env.clone()),
            _ => None,
        };
        while let Some(env) = scope {
            scope = env.parent.clone();
            let writes = env.vars.borrow().writes();
            scopes.push((env, writes));
        }
        let bits = self.inexact(FallbackKind::NotModelled, "a generator's body, run at its first step");
        let token = self.enter_undecided(bits);
        // The exception being handled where its steps are taken (what a bare `raise` in the
        // body re-raises, outside its own handlers): not known, but at the first.
        self.stack.handling.push(Value::unknown(bits));
        let (items, end) = match src {
            GenSrc::Func(func, args, kwargs, spreads) => {
                let mut roots = vec![Value::new(V::Func(func.clone()))];
                roots.extend(args.iter().chain(kwargs.iter().map(|k| &k.1)).cloned());
                g.borrow_mut().roots = roots;
                self.stack.loose_call = spreads.loose;
                self.stack.config_spread = spreads.config;
                let saved = (self.stack.yield_base, self.stack.yield_shape);
                self.stack.yield_base = self.path.regions.len();
                self.stack.yield_shape = 0;
                self.stack.gen_body = true;
                let r = self.call_func(func, args, kwargs);
                self.stack.gen_body = false;
                let end = self.stack.gen_end.take();
                g.borrow_mut().shape |= self.stack.yield_shape;
                (self.stack.yield_base, self.stack.yield_shape) = saved;
                match (r, end) {
                    (Ok(v), Some(end)) => match self.iterate(&v) {
                        Ok(items) => (items.unwrap_or_default(), end),
                        Err(e) => (vec![], Err(e)),
                    },
                    (Ok(v), None) => (vec![], Ok(v)),
                    (Err(e), _) => (vec![], Err(e)),
                }
            }
            GenSrc::Genexp(env, c, first) => {
                let cenv = Env::comprehension_scope(&env);
                self.born(&cenv);
                let mut out = Vec::new();
                let (mut over, mut shape) = (0, 0);
                let r = self.comprehension_of(&cenv, &c.generators, first, &mut over, &mut shape, &mut |me, en| {
                    out.push(me.eval(en, &c.elt)?);
                    if out.len() > MAX_ITEMS {
                        return Err(Flow::Abort(CUT_OFF.into()));
                    }
                    Ok(())
                });
                g.borrow_mut().shape |= shape;
                (out, r.map(|()| Value::none()))
            }
            _ => (vec![], Ok(Value::none())),
        };
        self.stack.handling.pop();
        let writes = self.region_log(token);
        self.leave_undecided(token);
        let end = self.out_of_generator(end);
        let mut b = g.borrow_mut();
        b.writes = writes;
        b.items = items;
        b.src = GenSrc::Ready;
        b.epoch = self.epoch_for(b.code);
        b.scopes = scopes;
        match end {
            Ok(v) => b.ret = v,
            Err(Flow::Exc(e)) => b.raised = Some(e),
            Err(Flow::Abort(m)) if m == CUT_OFF => b.shape |= bits,
            Err(other) => return Err(other),
        }
        Ok(())
    }

    /// How a generator's body ended, as its consumer sees it: a `StopIteration` out of it is
    /// Python's `RuntimeError` (PEP 479).
    pub(super) fn out_of_generator<T>(&mut self, end: R<'a, T>) -> R<'a, T> {
        match end {
            Err(Flow::Exc(e)) if exc_is(&e.value, "StopIteration") => {
                let t = e.value.taint;
                Err(self.error("RuntimeError", "generator raised StopIteration".into(), t))
            }
            end => end,
        }
    }

    /// A generator is pulled from or closed: where the path is undecided, what is left of it
    /// is not known after.
    pub(super) fn gen_touch(&mut self, g: &Rc<RefCell<Gen<'a>>>) {
        if !self.path.regions.is_empty() {
            self.changed(&Value::new(V::Gen(g.clone())));
        }
    }

    /// `x in gen`: pulled until an item equals `x`.
    pub(super) fn gen_contains(&mut self, g: &Rc<RefCell<Gen<'a>>>, x: &Value<'a>) -> R<'a, Option<bool>> {
        for _ in 0..MAX_ITEMS {
            match self.gen_step(g)? {
                Step::Item(v) => match py_eq(&v, x) {
                    Some(true) => return Ok(Some(true)),
                    Some(false) => {}
                    None => return Ok(None),
                },
                Step::Done => return Ok(Some(false)),
                Step::Unknown(_) => return Ok(None),
            }
        }
        Ok(None)
    }

    /// One pull.
    pub(super) fn gen_step(&mut self, g: &Rc<RefCell<Gen<'a>>>) -> R<'a, Step<'a>> {
        self.gen_touch(g);
        if matches!(g.borrow().src, GenSrc::Running) {
            let kind = g.borrow().kind;
            self.fail::<()>("ValueError", format!("{kind} already executing"), 0)?;
            return Ok(Step::Unknown(0));
        }
        if matches!(g.borrow().src, GenSrc::Call(..)) {
            return self.call_step(g);
        }
        self.gen_fill(g)?;
        // (Its end too, made when its last item was: Python's body goes on from that `yield`.)
        let changed = {
            let b = g.borrow();
            b.pos > 0 && !b.finished && b.made_before_changes(self.epoch_for(b.code))
        };
        // Each step after such changes may write anew (and costs a pass over what it reaches),
        // and one past its end gives what is not known: a generator pulled from again and again
        // so (`while True: x = next(it, None)`) is not followed.
        if changed || g.borrow().stale_steps > 0 {
            g.borrow_mut().stale_steps += 1;
            if g.borrow().stale_steps > MAX_STALE_STEPS {
                return Err(self.stop(
                    "a generator pulled from again and again after the code between its steps changed what it reads",
                ));
            }
        }
        if changed {
            let bits = self.gen_went_stale(g);
            // Python's body goes on from here on what the code between changed: this step may
            // end it, or raise, instead (and its error at the end may not be raised).
            let (left, raised) = {
                let mut b = g.borrow_mut();
                (b.pos < b.items.len(), b.raised.take())
            };
            if left {
                g.borrow_mut().raised = raised;
                self.maybe_raised();
            } else if let Some(e) = raised {
                g.borrow_mut().finished = true;
                self.swallow(Flow::Exc(e), bits);
                return Ok(Step::Unknown(bits));
            }
        }
        let mut b = g.borrow_mut();
        if let Some(v) = b.take_made() {
            return Ok(Step::Item(v));
        }
        // What the body returned went with the first `StopIteration`: the next ones carry none.
        if std::mem::replace(&mut b.finished, true) {
            b.ret = Value::none();
        }
        if let Some(e) = b.raised.take() {
            return Err(Flow::Exc(e));
        }
        Ok(match b.shape & INEXACT {
            0 => Step::Done,
            bits => Step::Unknown(bits),
        })
    }

    /// A pull from `iter(f, sentinel)`: `f()`, the end when it equals the sentinel.
    fn call_step(&mut self, g: &Rc<RefCell<Gen<'a>>>) -> R<'a, Step<'a>> {
        let (f, sentinel) = match &g.borrow().src {
            GenSrc::Call(f, s) => (f.clone(), s.clone()),
            _ => return Ok(Step::Done),
        };
        let v = match self.call(&f, vec![], vec![]) {
            // A `StopIteration` out of it ends the iterator, as the sentinel does.
            Err(Flow::Exc(e)) if exc_is(&e.value, "StopIteration") => {
                self.handled_quietly(&e);
                g.borrow_mut().src = GenSrc::Ready;
                return Ok(Step::Done);
            }
            r => r?,
        };
        match py_eq(&v, &sentinel) {
            Some(true) => {
                g.borrow_mut().src = GenSrc::Ready;
                Ok(Step::Done)
            }
            Some(false) => Ok(Step::Item(v)),
            None => {
                let bits = self.undecided_bits(&v, "a value compared with the sentinel of `iter(f, sentinel)`");
                let mut b = g.borrow_mut();
                b.src = GenSrc::Ready;
                b.shape |= bits;
                Ok(Step::Unknown(bits))
            }
        }
    }

    /// Every item left (a built-in or a loop going over it); `None` when they are not known.
    pub(super) fn gen_items(&mut self, g: &Rc<RefCell<Gen<'a>>>) -> R<'a, Option<Vec<Value<'a>>>> {
        let mut out = Vec::new();
        loop {
            match self.gen_step(g)? {
                Step::Item(v) => out.push(v),
                Step::Done => return Ok(Some(out)),
                Step::Unknown(bits) => {
                    g.borrow_mut().shape |= bits;
                    if out.is_empty() {
                        return Ok(None);
                    }
                    out.push(Value::unknown(bits));
                    return Ok(Some(out));
                }
            }
            if out.len() > MAX_ITEMS {
                let bits = self.inexact(FallbackKind::NotModelled, CUT_OFF);
                g.borrow_mut().shape |= bits;
                return Ok(None);
            }
        }
    }

    /// `yield from x`: its items, and the value of the expression (a generator's `return`).
    pub(super) fn yield_from(&mut self, v: &Value<'a>) -> R<'a, Value<'a>> {
        if let V::Gen(g) = &v.kind {
            let g = g.clone();
            let items = self.gen_items(&g)?;
            let shape = g.borrow().shape;
            match items {
                Some(items) => {
                    for i in items {
                        self.push_yield(i)?;
                    }
                }
                None => self.push_yield(Value::unknown(shape))?,
            }
            if shape & INEXACT != 0 {
                return Ok(Value::unknown(shape));
            }
            return Ok(g.borrow().ret.clone());
        }
        match self.iterate(v)? {
            Some(items) => {
                let bits = v.inexact_bits();
                for i in items {
                    self.push_yield(i.with_taint(bits))?;
                }
            }
            None => {
                let bits = self.inexact(FallbackKind::UnknownItems, "yield from");
                self.push_yield(Value::unknown(v.taint | bits))?;
            }
        }
        Ok(Value::none())
    }

    /// `await x`: a coroutine runs now, to its end, and gives what it returned.
    pub(super) fn await_value(&mut self, v: Value<'a>) -> R<'a, Value<'a>> {
        let V::Gen(g) = &v.kind else { return Ok(v) };
        if g.borrow().kind != "coroutine" {
            let bits = self.inexact(FallbackKind::NotModelled, "await");
            return Ok(Value::unknown(v.taint | bits));
        }
        let g = g.clone();
        self.gen_fill(&g)?;
        let mut b = g.borrow_mut();
        if let Some(e) = b.raised.take() {
            return Err(Flow::Exc(e));
        }
        Ok(b.ret.clone().with_taint(b.shape))
    }
}
