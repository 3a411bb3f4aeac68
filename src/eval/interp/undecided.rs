//! What a run does not decide, and how it stays sound about it (the invariant of
//! [`crate::eval::value`]: exact or unknown).
//!
//! - **Where it answered without knowing.** [`Interp::inexact`] registers the construct at the
//!   current line (an attribute, builtin, base class or pattern not modelled; items of an unknown
//!   iterable; a decision on an unknown value) and gives its inexactness bit: the same place
//!   always gets the same bit, so a message can later name the construct and its line
//!   ([`Interp::inexact_reason`]).
//! - **Undecided regions.** Code Python may not run, or not this way — each side of a branch on
//!   an undecided condition, the rest of a function after a `return` the run could not decide,
//!   the rest of a `try` body after an error it could not decide — runs inside a region
//!   ([`Interp::enter_undecided`]). Every value written there to a scope older than the region,
//!   and every container or object changed there, is marked inexact with the region's bits: what
//!   the other path would have left is not known, so what this one left is not a fact
//!   ([`Interp::written`], [`Interp::changed`]). That is the join of the two paths, as a loop over
//!   unknown items already made it.
//! - **Both sides of a branch.** [`Interp::join`] takes the outcomes of the two sides of an
//!   undecided branch and goes on as Python would on one of them, making what only the other
//!   would have done undecided too (a `return`, `break` or `continue` on one side; an error on
//!   one side is skipped, said as not decided).
//! - **Errors from inexact values.** [`Interp::fail`] raises the error Python would raise, unless
//!   what it was computed from is inexact: then the error is skipped (the run goes on with an
//!   unknown value) and said as not decided; inside a `try`, the rest of its body becomes
//!   undecided and its handlers run too, undecided (see `exceptions.rs`). Outside every `try`,
//!   Python may have ended the program there: the rest of the run is a region, marked when the
//!   run ends (the corpus's runs only; a harness's run is taken to go on, as `assume_env` says).
//!
//! A module's top level, run on first import, is never inside a region: it runs once per
//! process whichever path imports it.

use super::*;

/// Where a run answered without knowing, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fallback {
    pub src: Src,
    pub kind: FallbackKind,
    /// The construct as the source writes it (`Base.__subclasses__()`), or a name.
    pub text: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FallbackKind {
    /// An attribute, builtin, method, operator, base class, hook or pattern the evaluator does
    /// not model.
    NotModelled,
    /// The items of something the tool can't know (a comprehension, `*x` or `list(x)` over it).
    UnknownItems,
    /// A decision on a value the tool can't know (a tensor, a device query).
    Undecided,
    /// A module that is not in the checkout, loaded by name at run time.
    UnseenModule,
    /// A run the tool had to stop (its own call-depth or step limit) or a raise on a path it
    /// can't decide; the text says which.
    Stopped,
}

/// A region of code the run may not take (see the module doc): the bits it marks with, the
/// scopes whose names it marks (those made before `marks_below`), and what was written in it so
/// far (marked when it ends: inside it, the path is one path and reads what it wrote).
pub(super) struct Region<'a> {
    pub(super) token: u32,
    pub(super) bits: Taint,
    pub(super) marks_below: u64,
    pub(super) log: Vec<Written<'a>>,
    /// The names it bound that were unbound when it did (on the other path they stay so).
    pub(super) fresh: Vec<Rc<str>>,
}

/// What a region wrote: a name in a scope, or a container or object changed.
#[derive(Clone)]
pub(super) enum Written<'a> {
    Name(Rc<Env<'a>>, Name<'a>),
    Object(Value<'a>),
}

/// A `try` statement running: the errors skipped in its body (the exception each would have
/// been), and the region the rest of its body runs in once one was.
#[derive(Default)]
pub(super) struct TryCtl<'a> {
    pub(super) skipped: Vec<(Value<'a>, Taint)>,
    pub(super) region: Option<u32>,
}

/// A loop running: the regions entered for the rest of it (a `break` not decided) and for the
/// rest of the iteration (a `continue` not decided).
#[derive(Default)]
pub(super) struct LoopCtl {
    pub(super) rest: Option<u32>,
    pub(super) iteration: Option<u32>,
}

/// A type an error can be skipped into: the unknown value of its kind.
pub trait Undecided<'a> {
    fn undecided(bits: Taint) -> Self;
}

impl<'a> Undecided<'a> for Value<'a> {
    fn undecided(bits: Taint) -> Self {
        Value::unknown(bits)
    }
}

impl<'a> Undecided<'a> for () {
    fn undecided(_: Taint) -> Self {}
}

impl<'a, T> Undecided<'a> for Option<T> {
    fn undecided(_: Taint) -> Self {
        None
    }
}

/// The most places a run's inexactness is told apart by (the byte of [`INEXACT`]).
const PLACES: u64 = 8;

/// The inexactness bit of a place where the run answers without knowing.
fn place_bit(src: Src, kind: FallbackKind) -> Taint {
    use std::hash::{Hash, Hasher};
    let mut h = FxHasher::default();
    (src.module, src.offset, kind).hash(&mut h);
    1u64 << (INEXACT_SHIFT as u64 + h.finish() % PLACES)
}

/// The inexactness bit a view of a module's namespace made at `src` takes once the module binds
/// or unbinds a name: not listed among the run's fallbacks (most views are read at once, and a
/// fallback registered for each would be named as the reason of decisions its bit shares).
pub(crate) fn stale_view_bit(src: Src) -> Taint {
    place_bit(src, FallbackKind::NotModelled)
}

impl<'a> Interp<'a> {
    /// The run answers without knowing at the current line: `what` (kind and construct) is
    /// registered, and its inexactness bit returned (mark what was made with it).
    pub(crate) fn inexact(&mut self, kind: FallbackKind, text: &str) -> Taint {
        let which = {
            use std::hash::{Hash, Hasher};
            let mut h = FxHasher::default();
            text.hash(&mut h);
            h.finish() | 1 << 63
        };
        self.inexact_keyed(kind, which, |_| text.to_string())
    }

    /// [`Self::inexact`] for the construct `node`, its text read only the first time.
    pub(crate) fn inexact_at<T: Ranged>(&mut self, kind: FallbackKind, node: &T) -> Taint {
        let which = u64::from(node.range().start().to_u32());
        self.inexact_keyed(kind, which, |me| me.snippet(node))
    }

    /// Register the fallback at the current line told apart by `which` (its text's hash, or
    /// its node's place), its text made only when it is new.
    fn inexact_keyed(&mut self, kind: FallbackKind, which: u64, text: impl FnOnce(&Self) -> String) -> Taint {
        let src = self.cur;
        let bit = place_bit(src, kind);
        let key = (src.module, src.offset, kind, which);
        let i = match self.fallback_index.get(&key) {
            Some(&i) => i,
            None => {
                let f = Fallback {
                    src,
                    kind,
                    text: text(self),
                };
                let i = match self.fallbacks.iter().position(|x| *x == f) {
                    Some(i) => i,
                    None => {
                        self.fallbacks.push(f);
                        self.fallbacks.len() - 1
                    }
                };
                self.fallback_index.insert(key, i);
                i
            }
        };
        if !self.events.fallbacks_hit.contains(&i) {
            self.events.fallbacks_hit.push(i);
        }
        if let Some(&m) = self.importing.last() {
            let at = &mut self.module_fallbacks[m as usize];
            if !at.contains(&i) {
                at.push(i);
            }
        }
        bit
    }

    /// The bits to mark what an undecided value decides with: its own inexactness, or, for an
    /// unknown value, the decision at the current line.
    pub(super) fn undecided_bits(&mut self, v: &Value<'a>, text: &str) -> Taint {
        match v.inexact_bits() {
            0 => self.inexact(FallbackKind::Undecided, text),
            b => b,
        }
    }

    /// [`Self::undecided_bits`] of the decision `node` makes.
    pub(super) fn undecided_at<T: Ranged>(&mut self, v: &Value<'a>, node: &T) -> Taint {
        match v.inexact_bits() {
            0 => self.inexact_at(FallbackKind::Undecided, node),
            b => b,
        }
    }

    /// The place the inexactness `bits` most likely comes from, for a message: among the places
    /// this run answered without knowing, and those the modules it used did at their import,
    /// the first in the source whose bit is in `bits`.
    pub fn inexact_reason(&self, bits: Taint) -> Option<Fallback> {
        let bits = bits & INEXACT;
        if bits == 0 {
            return None;
        }
        let bit_of = |f: &Fallback| place_bit(f.src, f.kind);
        let from_modules = self
            .events
            .modules_used
            .iter()
            .flat_map(|&m| self.module_fallbacks.get(m as usize).into_iter().flatten());
        let mut candidates: Vec<&Fallback> = self
            .events
            .fallbacks_hit
            .iter()
            .chain(from_modules)
            .filter_map(|&i| self.fallbacks.get(i))
            .filter(|f| bit_of(f) & bits != 0)
            .collect();
        // What was not modelled explains more than a decision on a value nobody can know.
        candidates.sort_by_key(|f| (f.kind == FallbackKind::Undecided, f.src.module, f.src.offset));
        candidates.first().map(|f| (*f).clone())
    }

    /// Enter a region Python may not run (see the module doc); writes to scopes made before now
    /// are marked with `bits`. Returns the region's token for [`Self::leave_undecided`].
    pub(super) fn enter_undecided(&mut self, bits: Taint) -> u32 {
        // Every scope made so far (a module's scope has serial 0, as every scope when no call
        // has run yet): only those made inside the region are its own.
        let below = self.caches.env_serial + 1;
        self.enter_region(bits, below)
    }

    /// A region that marks only writes to scopes made before `marks_below` (the rest of a call
    /// after a `return` the run could not decide: its own locals are the path's own).
    pub(super) fn enter_region(&mut self, bits: Taint, marks_below: u64) -> u32 {
        let bits = match bits & INEXACT {
            0 => 1 << (INEXACT_SHIFT + 7),
            b => b,
        };
        self.path.region_gen += 1;
        let token = self.path.region_gen;
        self.path.regions.push(Region {
            token,
            bits,
            marks_below,
            log: Vec::new(),
            fresh: Vec::new(),
        });
        self.path.havoc |= bits;
        self.path.uncertain += 1;
        token
    }

    /// What the region `token` (still open) has written so far.
    pub(super) fn region_log(&self, token: u32) -> Vec<Written<'a>> {
        self.path
            .regions
            .iter()
            .find(|r| r.token == token)
            .map(|r| r.log.clone())
            .unwrap_or_default()
    }

    /// What `log` says was written may be written again now, on what is there now (a
    /// generator's body, run ahead, goes on after the code between its steps changed what it
    /// writes): each marked with `bits`, and logged in the region the run is in.
    pub(super) fn written_again(&mut self, log: &[Written<'a>], bits: Taint) {
        for w in log {
            self.mark_written(w, bits);
            if let Some(r) = self.path.regions.last_mut() {
                r.log.push(w.clone());
            }
        }
    }

    /// What a region wrote, marked with its bits: the name's value now, or the object.
    fn mark_written(&mut self, w: &Written<'a>, bits: Taint) {
        match w {
            Written::Name(env, name) => {
                let cur = env.vars.borrow().get(name.as_str()).cloned();
                if let Some(v) = cur {
                    env.vars.borrow_mut().set(name.clone(), v.with_taint(bits));
                }
            }
            Written::Object(obj) => {
                obj.mark_inexact(bits);
                self.touched(obj);
            }
        }
    }

    /// How many regions the run has entered so far: a call that entered one may have left the
    /// path undecided after it (an error skipped in a `try`).
    pub(crate) fn regions_entered(&self) -> u32 {
        self.path.region_gen
    }

    /// A region ends: what it wrote is marked with its bits (and handed on to the region around
    /// it, which marks it too when it ends).
    pub(super) fn leave_undecided(&mut self, token: u32) {
        let Some(i) = self.path.regions.iter().rposition(|r| r.token == token) else {
            return;
        };
        let region = self.path.regions.remove(i);
        self.path.uncertain = self.path.uncertain.saturating_sub(1);
        self.path.havoc = self.path.regions.iter().fold(0, |b, r| b | r.bits);
        let bits = region.bits;
        self.maybe_unbound.extend(region.fresh);
        // The region around this one: the last entered before it.
        let outer = self.path.regions.iter().rposition(|r| r.token < token);
        for w in region.log {
            self.mark_written(&w, bits);
            if let Some(o) = outer {
                let keep = match &w {
                    Written::Name(env, _) => env.serial.get() < self.path.regions[o].marks_below,
                    Written::Object(_) => true,
                };
                if keep {
                    self.path.regions[o].log.push(w);
                }
            }
        }
    }

    /// Run `f` inside a region marking with `bits`.
    pub(crate) fn undecided<T>(&mut self, bits: Taint, f: impl FnOnce(&mut Self) -> R<'a, T>) -> R<'a, T> {
        let token = self.enter_undecided(bits);
        let r = f(self);
        self.leave_undecided(token);
        r
    }

    /// The bits every write made now carries (`0` outside any region).
    #[inline]
    pub(super) fn havoc(&self) -> Taint {
        self.path.havoc
    }

    /// A name bound now in `env`: if a region running is younger than `env`, the binding is
    /// marked when that region ends.
    #[inline]
    pub(super) fn log_binding(&mut self, env: &Rc<Env<'a>>, name: Name<'a>) {
        // A module's variable: code run ahead of its time may have read it (`pull.rs`).
        if env.parent.is_none() {
            self.caches.rebinds += 1;
        }
        if self.path.regions.is_empty() {
            // A module imported on an undecided path binding another module's variable: Python
            // may import it elsewhere, or not.
            if env.parent.is_none() && !self.path.suspended.is_empty() && !self.importing.contains(&env.module) {
                if let Some(r) = self.path.suspended.iter_mut().rev().find_map(|rs| rs.last_mut()) {
                    r.log.push(Written::Name(env.clone(), name));
                }
            }
            return;
        }
        self.log_region_binding(env, name);
    }

    fn log_region_binding(&mut self, env: &Rc<Env<'a>>, name: Name<'a>) {
        let serial = env.serial.get();
        if let Some(r) = self.path.regions.iter_mut().rev().find(|r| serial < r.marks_below) {
            // The same name bound again (a loop's variable): marking it once is enough.
            if let Some(Written::Name(e, n)) = r.log.last() {
                if Rc::ptr_eq(e, env) && n.as_str() == name.as_str() {
                    return;
                }
            }
            r.log.push(Written::Name(env.clone(), name));
        }
    }

    /// `name` is about to be bound in `env`: if a region younger than `env` runs and the name is
    /// unbound now, it stays unbound on the path the region stands beside.
    #[inline]
    pub(super) fn pre_bind(&mut self, env: &Rc<Env<'a>>, name: &str) {
        self.pre_bind_to(env, name, None);
    }

    /// [`Self::pre_bind`], the value to be bound at hand.
    pub(super) fn pre_bind_to(&mut self, env: &Rc<Env<'a>>, name: &str, new: Option<&Value<'a>>) {
        if !self.path.regions.is_empty() {
            self.fresh_module_name(env, name);
            self.note_replaced(env, name, new);
            // Only the corpus asks (a harness's names are taken as bound: it runs).
            if !self.assume_env {
                self.note_fresh(env, name);
            }
        }
    }

    /// A name bound in a region held a container or object: on the path the region stands
    /// beside, the name still holds it, and what is done through the name later (which the run
    /// does to what it binds now) may be done to it. Its contents are no longer known exactly;
    /// and its own code (an object's methods and dunders, a function), which the run follows
    /// only for what it binds now, may run there: it is handed on as to code the tool can't see.
    #[cold]
    fn note_replaced(&mut self, env: &Rc<Env<'a>>, name: &str, new: Option<&Value<'a>>) {
        let serial = env.serial.get();
        let Some(bits) = self
            .path
            .regions
            .iter()
            .rev()
            .find(|r| serial < r.marks_below)
            .map(|r| r.bits)
        else {
            return;
        };
        let old = env.vars.borrow().get(name).cloned();
        if let Some(old) = old {
            self.mark_for_run(&old, bits);
            match (&old.kind, new.map(|n| &n.kind)) {
                // An object of the same class as the new one: through the name the same code
                // runs, on a `self` the run reads as not known; what differs is what the old
                // one holds (a callback it keeps).
                (V::Instance(o), Some(V::Instance(n))) if same_class(&o.class, &n.class) => {
                    let held: Vec<Value<'a>> = o.attrs.borrow().iter().map(|(_, x)| x.clone()).collect();
                    self.handed_to_unseen(&held);
                }
                _ => self.handed_to_unseen(std::slice::from_ref(&old)),
            }
        }
    }

    /// A module's name bound where the path is not decided (a region younger than the module's
    /// scope runs): if it is new, Python's namespace may not hold it, so its listing is not sure
    /// (a harness's runs take the name as bound, but not where it sits among the others).
    pub(crate) fn fresh_module_name(&mut self, env: &Rc<Env<'a>>, name: &str) {
        // (Only a module's scope has no scope around it.)
        if env.parent.is_some() || !self.binding_marked(env) {
            return;
        }
        let mut vars = env.vars.borrow_mut();
        if vars.get(name).is_none() {
            vars.mark_listing_unsure();
        }
    }

    #[cold]
    fn note_fresh(&mut self, env: &Rc<Env<'a>>, name: &str) {
        let serial = env.serial.get();
        let unbound = env.vars.borrow().get(name).is_none();
        let Some(r) = self.path.regions.iter_mut().rev().find(|r| serial < r.marks_below) else {
            return;
        };
        if unbound && !r.fresh.iter().any(|n| &**n == name) {
            r.fresh.push(Rc::from(name));
        }
    }

    /// A region unbinds `name` (`del`): after it, the name may be bound or not.
    pub(super) fn maybe_unbound(&mut self, name: &str) {
        self.maybe_unbound.insert(Rc::from(name));
    }

    /// Whether a region may have left `name` unbound.
    pub(crate) fn may_be_unbound(&self, name: &str) -> bool {
        !self.maybe_unbound.is_empty() && self.maybe_unbound.contains(name)
    }

    /// A name read whose value is inexact: if a region left it maybe unbound, Python may raise
    /// `NameError` here.
    #[inline]
    pub(crate) fn read_inexact_name(&mut self, name: &str, v: &Value<'a>) {
        if !self.maybe_unbound.is_empty() && !self.assume_env && self.maybe_unbound.contains(name) {
            let bits = v.inexact_bits();
            self.events.undecided_raises += 1;
            self.skipped_in_try(Value::unknown(bits), bits);
        }
    }

    /// Whether a binding in `env` now would be marked (a region younger than `env` runs).
    pub(super) fn binding_marked(&self, env: &Env<'a>) -> bool {
        let serial = env.serial.get();
        self.path.regions.iter().any(|r| serial < r.marks_below)
    }

    /// Run a built-in on inputs not known exactly (`bits`): an error it raises is skipped, and
    /// what it returns is marked.
    pub(crate) fn with_inexact_inputs(
        &mut self,
        bits: Taint,
        f: impl FnOnce(&mut Self) -> R<'a, Value<'a>>,
    ) -> R<'a, Value<'a>> {
        let saved = self.path.ctx_inexact;
        self.path.ctx_inexact |= bits;
        let r = f(self);
        self.path.ctx_inexact = saved;
        r.map(|v| v.with_taint(bits))
    }

    /// `v`, or what it holds, may be what a value the run can't know stands for (an item taken
    /// at an unknown key, one of two objects an undecided conditional gave): what is done
    /// through that value later may be done to it. Every list, dict, set and object reachable
    /// from `v` is marked as no longer known exactly. (Left out: the config, whose reads the
    /// run follows itself; a dict's keys, hashable and in practice never changed; an enum's
    /// members.)
    pub(crate) fn escaped(&mut self, v: &Value<'a>) {
        self.escaped_from(std::slice::from_ref(v));
    }

    /// [`Self::escaped`] for what a list, set, tuple or dict holds, not the container itself.
    pub(crate) fn items_escaped(&mut self, obj: &Value<'a>) {
        if !matches!(obj.kind, V::Instance(_)) {
            self.escaped_from(&held_values(obj));
        }
    }

    /// [`Self::escaped`] for each of `roots`.
    pub(crate) fn escaped_from(&mut self, roots: &[Value<'a>]) {
        self.code_escaped(roots);
        let mut todo: Vec<Value<'a>> = roots.iter().filter(|v| may_hold_objects(v)).cloned().collect();
        if todo.is_empty() {
            return;
        }
        let mut seen: HashSet<usize> = HashSet::default();
        let mut bits = 0;
        while let Some(v) = todo.pop() {
            let addr = match &v.kind {
                V::List(l) | V::Set(l) => Rc::as_ptr(l) as usize,
                V::Dict(d) => Rc::as_ptr(d) as usize,
                V::Instance(i) => Rc::as_ptr(i) as usize,
                V::Tuple(t) => Rc::as_ptr(t) as usize,
                _ => continue,
            };
            if !seen.insert(addr) {
                continue;
            }
            let held = held_values(&v);
            self.code_escaped(&held);
            todo.extend(held.into_iter().filter(may_hold_objects));
            if matches!(v.kind, V::Tuple(_)) {
                continue;
            }
            if bits == 0 {
                bits = self.inexact(
                    FallbackKind::UnknownItems,
                    "an object the run can't tell apart from others",
                );
            }
            self.mark_for_run(&v, bits);
        }
    }

    /// Code among `values` (a function, a method, a class, an object with dunders of its own)
    /// may be what a value the run can't know stands for: calling that value may run it, as
    /// code the tool can't see may run what it was given ([`Self::give_away`]).
    pub(crate) fn code_escaped(&mut self, values: &[Value<'a>]) {
        for v in values {
            let code = match &v.kind {
                V::StaticMethod(f) | V::ClassMethod(f) | V::CachedProperty(f) => {
                    self.code_escaped(std::slice::from_ref(&**f));
                    false
                }
                // Its getter, and the setter and deleter it may have.
                V::Property(inner) => {
                    let (g, s, d) = crate::eval::builtins::property_parts(inner);
                    let parts: Vec<Value<'a>> = std::iter::once(g).chain(s).chain(d).collect();
                    self.code_escaped(&parts);
                    false
                }
                V::Func(_)
                | V::Bound(_)
                | V::Partial(_)
                | V::Method(_)
                | V::Class(_)
                | V::Cached(_)
                | V::Dispatch(_) => true,
                V::Instance(i) => runs_own_code(&i.class),
                _ => false,
            };
            if code {
                self.give_away(v.clone());
            }
        }
    }

    /// Code the run can no longer reach may still run ([`Interp::gone_code`]).
    pub(crate) fn give_away_gone_code(&mut self) {
        if !self.assume_env {
            self.gone_code = true;
        }
    }

    /// `v` was stored in an object of code the tool can't see: that code may use it whenever
    /// it runs again.
    pub(crate) fn give_away(&mut self, v: Value<'a>) {
        if !self.assume_env && may_reach_anything(&v) {
            self.given_away.push(v);
        }
    }

    /// `roots` were handed to code the tool can't see (a callable's arguments): that code may
    /// change every list, dict, set, object and class reachable from them, or from what the
    /// run gave such code before ([`Self::give_away`]), and call every function reachable from
    /// them, with any arguments, any number of times. A function reaches its module's globals
    /// (`f.__globals__`), and they reach every module: once any code is reachable, every
    /// module's bindings, and all they reach, are no longer known exactly, and a name not found
    /// there is no `NameError`. A closure's enclosing scopes are marked the same way.
    ///
    /// Only where nothing is taken to work (the corpus, checked against CPython): the harness's
    /// runs take code the tool can't see to change tensors, not the harness's tables
    /// (`Interp::assume_env`).
    pub(crate) fn handed_to_unseen(&mut self, roots: &[Value<'a>]) {
        self.unseen_runs(roots, false);
    }

    /// A call's arguments handed to code the tool can't see ([`Self::handed_to_unseen`]).
    pub(crate) fn args_to_unseen(&mut self, args: &[Value<'a>], kwargs: &[(Rc<str>, Value<'a>)]) {
        if self.assume_env {
            return;
        }
        self.handed_to_unseen(&passed(args, kwargs));
    }

    /// `exec`/`eval` of code made at run time: it may do anything the code that calls it could,
    /// in the scopes it runs in (`scope`, where the call is written: its locals and every scope
    /// around it) and every module, with what it is handed. Only where nothing is taken to work.
    pub(crate) fn exec_unseen(
        &mut self,
        scope: Option<&Rc<Env<'a>>>,
        args: &[Value<'a>],
        kwargs: &[(Rc<str>, Value<'a>)],
    ) {
        if self.assume_env {
            return;
        }
        let mut roots = passed(args, kwargs);
        if let Some(env) = scope {
            let bits = self.inexact(FallbackKind::NotModelled, "code run by `exec` or `eval`");
            let mut cur = Some(env.clone());
            while let Some(e) = cur {
                roots.extend(self.bindings_unknown(&e, bits));
                cur = e.parent.clone();
            }
        }
        self.unseen_runs(&roots, true);
    }

    /// A callee not known exactly was called: Python may call there code that stood where it
    /// stands before (given away where it was replaced on a path not decided, or stored where
    /// which place was not known), handed these arguments. Only where nothing is taken to work.
    pub(crate) fn other_code_may_run(&mut self, args: &[Value<'a>], kwargs: &[(Rc<str>, Value<'a>)]) {
        if self.assume_env || (self.given_away.is_empty() && !self.gone_code) {
            return;
        }
        self.code_may_run(&passed(args, kwargs), false);
    }

    /// [`Self::handed_to_unseen`]; `world`: every module's state is reached whatever `roots` hold.
    fn unseen_runs(&mut self, roots: &[Value<'a>], world: bool) {
        if self.assume_env {
            return;
        }
        self.code_may_run(roots, world);
    }

    /// Code the run did not follow may have run, with `roots` (each marked, with what it
    /// reaches) — code of the harness's too (`world`: any, whatever it was handed): where it may
    /// reach a module's variables, every module's are marked.
    pub(super) fn code_may_run(&mut self, roots: &[Value<'a>], world: bool) {
        let world = world || self.gone_code;
        let mut todo: Vec<Value<'a>> = roots.iter().filter(|v| may_reach_anything(v)).cloned().collect();
        todo.extend(self.given_away.iter().cloned());
        if todo.is_empty() && !world {
            return;
        }
        let bits = self.inexact(FallbackKind::NotModelled, "a value handed to code the tool can't see");
        let mut seen: HashSet<usize> = HashSet::default();
        let code = self.mark_reachable(todo, bits, &mut seen) || world;
        if code {
            let modules: Vec<Rc<Env<'a>>> = self.module_envs.iter().flatten().cloned().collect();
            let mut held = Vec::new();
            for env in &modules {
                held.extend(self.bindings_unknown(env, bits));
            }
            self.mark_reachable(held, bits, &mut seen);
        }
    }

    /// The objects among `inputs`, or in the containers they are (`[a]`, `(a, b)`, `{k: a}`,
    /// nested), and the unknown values: what an operation given them may call code of (their
    /// dunders). Empty where the run takes code it can't follow to change nothing it knows (a
    /// harness's run, [`Self::handed_to_unseen`]).
    pub(crate) fn objects_in<'v>(&self, inputs: impl Iterator<Item = &'v Value<'a>>) -> Vec<Value<'a>>
    where
        'a: 'v,
    {
        /// Values looked at at most (an operation given a large table): past them, the
        /// containers left are taken whole.
        const LOOK_AT: usize = 1 << 16;
        if self.assume_env {
            return vec![];
        }
        let mut found = Vec::new();
        let mut todo: Vec<Value<'a>> = inputs.cloned().collect();
        let mut seen: HashSet<usize> = HashSet::default();
        let mut looked = 0;
        while let Some(v) = todo.pop() {
            match &v.kind {
                V::Unknown => found.push(v),
                V::Instance(i) if runs_own_code(&i.class) => found.push(v),
                V::Class(c)
                    if c.meta.borrow().as_ref().is_some_and(|m| match &m.kind {
                        V::Class(_) => runs_own_code(m),
                        _ => true,
                    }) =>
                {
                    found.push(v)
                }
                // An object whose class runs only what Python and the tool model (a plain data
                // holder, an enum's member): what it holds may.
                V::Instance(i) if seen.insert(Rc::as_ptr(i) as *const u8 as usize) => {
                    todo.extend(i.attrs.borrow().iter().map(|(_, x)| x.clone()));
                }
                V::List(_) | V::Set(_) | V::Tuple(_) | V::Dict(_) | V::Iter(_) => {
                    if !reach_addr(&v).is_some_and(|a| seen.insert(a)) {
                        continue;
                    }
                    let held = contents(&v);
                    looked += held.len();
                    if looked > LOOK_AT {
                        found.push(v);
                        continue;
                    }
                    todo.extend(held);
                }
                _ => {}
            }
        }
        found
    }

    /// An operation the run did not follow to its end (it gave a value not known) was given
    /// `objects` ([`Self::objects_in`]): the dunders it may have called on them, which the run
    /// did not, may have done anything their code can: they are handed on as to code the tool
    /// can't see. (An unknown value among them stands for code the run never saw: what it may
    /// reach is what the run gave such code before.)
    pub(crate) fn unfollowed_with(&mut self, objects: &[Value<'a>]) {
        if !objects.is_empty() {
            self.handed_to_unseen(objects);
        }
    }

    /// An operation given `recv` and `given` gave `r`: a value the run does not know, and the
    /// objects it was given may have run code it did not follow ([`Self::unfollowed_with`]).
    pub(crate) fn unfollowed_if(&mut self, r: &R<'a, Value<'a>>, recv: Option<&Value<'a>>, given: &[Value<'a>]) {
        if matches!(r, Ok(v) if v.is_unknown()) {
            let objects = self.objects_in(recv.into_iter().chain(given));
            self.unfollowed_with(&objects);
        }
    }

    /// `l` and `r` meet in an operator: an unknown one's own dunder may run, handed the other.
    pub(crate) fn operand_of_unseen(&mut self, l: &Value<'a>, r: &Value<'a>) {
        if self.assume_env {
            return;
        }
        if matches!(l.kind, V::Unknown) {
            self.handed_to_unseen(std::slice::from_ref(r));
        }
        if matches!(r.kind, V::Unknown) {
            self.handed_to_unseen(std::slice::from_ref(l));
        }
    }

    /// Mark every list, dict, set, object and class reachable from `todo` with `bits`, and
    /// the scopes functions among them close over; whether any code is reachable (a function,
    /// a generator, a module).
    fn mark_reachable(&mut self, mut todo: Vec<Value<'a>>, bits: Taint, seen: &mut HashSet<usize>) -> bool {
        let mut code = false;
        while let Some(v) = todo.pop() {
            let Some(addr) = reach_addr(&v) else { continue };
            if !seen.insert(addr) {
                continue;
            }
            match &v.kind {
                V::List(l) | V::Set(l) => todo.extend(l.borrow().items.iter().cloned()),
                V::Tuple(t) => todo.extend(t.iter().cloned()),
                V::Dict(d) => {
                    for (k, x, _) in &d.borrow().entries {
                        todo.push(k.clone());
                        todo.push(x.clone());
                    }
                }
                V::Instance(i) => {
                    todo.extend(i.attrs.borrow().iter().map(|(_, x)| x.clone()));
                    todo.push(i.class.clone());
                }
                V::Class(c) => {
                    todo.extend(c.attrs.borrow().iter().map(|(_, x)| x.clone()));
                    todo.extend(c.bases.iter().cloned());
                    todo.extend(c.meta.borrow().iter().cloned());
                }
                V::Func(f) => {
                    code = true;
                    todo.extend(f.defaults.iter().chain(&f.kw_defaults).flatten().cloned());
                    todo.extend(f.attrs.list().iter().map(|(_, x)| x.clone()));
                    let mut scope = Some(f.env.clone());
                    while let Some(env) = scope {
                        let module = self.module_envs.get(env.module as usize).cloned().flatten();
                        if !module.is_some_and(|m| Rc::ptr_eq(&m, &env)) && seen.insert(Rc::as_ptr(&env) as usize) {
                            todo.extend(self.bindings_unknown(&env, bits));
                        }
                        scope = env.parent.clone();
                    }
                }
                V::Bound(b) | V::Super(b) => todo.extend([b.0.clone(), b.1.clone()]),
                V::Method(m) => todo.push(m.0.clone()),
                V::Partial(p) => {
                    todo.push(p.0.clone());
                    todo.extend(p.1.iter().cloned());
                    todo.extend(p.2.iter().map(|(_, x)| x.clone()));
                }
                V::Property(x) | V::CachedProperty(x) | V::StaticMethod(x) | V::ClassMethod(x) => {
                    todo.push((**x).clone())
                }
                V::Iter(it) => {
                    todo.extend(it.rest.borrow().iter().cloned());
                    todo.extend(it.func.iter().cloned());
                }
                V::View(view) => todo.push(view.dict.clone()),
                V::Cached(c) => {
                    code = true;
                    todo.push(c.func.clone());
                    todo.push(c.cache.clone());
                }
                V::Dispatch(d) => {
                    code = true;
                    todo.push(d.base.clone());
                    for (k, x) in d.registry.borrow().iter() {
                        todo.push(k.clone());
                        todo.push(x.clone());
                    }
                }
                V::Gen(_) | V::Module(_) | V::Globals(_) => code = true,
                _ => {}
            }
            if own_inexact(&v).is_some() || matches!(v.kind, V::Class(_) | V::Iter(_) | V::Gen(_)) {
                v.mark_inexact(bits);
                self.touched(&v);
            }
        }
        code
    }

    /// Mark `v` (a list, dict, set or object) as not known exactly for the rest of this run
    /// only: its bits before are given back when the next run begins ([`Self::unmark_run`]).
    /// Remembered calls that read it are forgotten.
    pub(crate) fn mark_for_run(&mut self, v: &Value<'a>, bits: Taint) {
        let bits = bits & INEXACT;
        let Some(old) = own_inexact(v) else { return };
        if old | bits == old {
            return;
        }
        self.run_marks.push((v.clone(), bits & !old));
        v.mark_inexact(bits);
        self.touched(v);
    }

    /// Take back the bits the last run's [`Self::mark_for_run`] added. What was remembered while
    /// they were on is forgotten: the next run reads those objects as they were imported.
    pub(super) fn unmark_run(&mut self) {
        if self.run_marks.is_empty() {
            return;
        }
        self.memo_drop_all();
        while let Some((v, added)) = self.run_marks.pop() {
            match &v.kind {
                V::List(l) | V::Set(l) => l.borrow_mut().inexact &= !added,
                V::Dict(d) => d.borrow_mut().inexact &= !added,
                V::Instance(i) => i.inexact.set(i.inexact.get() & !added),
                V::Func(f) => f.attrs.unmark_inexact(added),
                _ => {}
            }
        }
    }

    /// A container or object changed now: marked inexact by every region, so every alias of it
    /// sees that its contents are not known exactly.
    #[inline]
    pub(crate) fn changed(&mut self, obj: &Value<'a>) {
        // Outside every region nothing is logged: decided here, without a call.
        if !self.path.regions.is_empty() {
            self.changed_in_region(obj);
        } else if !self.path.suspended.is_empty() {
            self.changed_by_import(obj);
        }
        // Which object this is is not known (`xs = a if flag else b`): Python may have changed
        // another, and left this one as it was.
        if obj.taint & INEXACT != 0 {
            self.mark_for_run(obj, obj.taint);
        }
    }

    /// A module imported on an undecided path changing what other modules hold (module state
    /// from before its import): logged in the innermost region set aside (an import inside the
    /// import sets none aside), which marks it when it ends (Python may import the module
    /// elsewhere, or not).
    fn changed_by_import(&mut self, obj: &Value<'a>) {
        // (Nothing set aside for an import on a decided path, the common case: asked first.)
        if self.path.suspended.iter().all(Vec::is_empty) {
            return;
        }
        let Some(p) = super::memo::container_ptr(obj) else {
            return;
        };
        if !self.memo_holds_frozen(p) {
            return;
        }
        if let Some(r) = self.path.suspended.iter_mut().rev().find_map(|rs| rs.last_mut()) {
            r.log.push(Written::Object(obj.clone()));
        }
    }

    fn changed_in_region(&mut self, obj: &Value<'a>) {
        if let Some(r) = self.path.regions.last_mut() {
            if !matches!(
                obj.kind,
                V::List(_)
                    | V::Dict(_)
                    | V::Set(_)
                    | V::Config(_)
                    | V::Instance(_)
                    | V::Class(_)
                    | V::Func(_)
                    | V::Iter(_)
                    | V::Gen(_)
                    | V::File(_)
            ) {
                return;
            }
            let same = |w: &Written<'a>| match (w, &obj.kind) {
                (Written::Object(o), V::List(b) | V::Set(b)) => {
                    matches!(&o.kind, V::List(a) | V::Set(a) if Rc::ptr_eq(a, b))
                }
                (Written::Object(o), V::Dict(b)) => matches!(&o.kind, V::Dict(a) if Rc::ptr_eq(a, b)),
                (Written::Object(o), V::Instance(b)) => matches!(&o.kind, V::Instance(a) if Rc::ptr_eq(a, b)),
                (Written::Object(o), V::Func(b)) => matches!(&o.kind, V::Func(a) if Rc::ptr_eq(a, b)),
                (Written::Object(o), V::Iter(b)) => matches!(&o.kind, V::Iter(a) if Rc::ptr_eq(a, b)),
                (Written::Object(o), V::Gen(b)) => matches!(&o.kind, V::Gen(a) if Rc::ptr_eq(a, b)),
                (Written::Object(o), V::File(b)) => matches!(&o.kind, V::File(a) if Rc::ptr_eq(a, b)),
                _ => false,
            };
            if !r.log.iter().rev().take(8).any(same) {
                r.log.push(Written::Object(obj.clone()));
            }
        }
    }

    /// The run used a harness module: what its import could not know counts for the run too.
    pub(super) fn note_module_used(&mut self, idx: u32) {
        if self.events.modules_used.last() != Some(&idx) && !self.events.modules_used.contains(&idx) {
            self.events.modules_used.push(idx);
        }
    }

    /// A new scope: its serial says which regions it is older than.
    pub(super) fn born(&mut self, env: &Rc<Env<'a>>) {
        self.caches.env_serial += 1;
        env.serial.set(self.caches.env_serial);
    }

    /// The error Python raises here, or, when what decides it is inexact (`taint`, or the
    /// inputs of the built-in running), none: skipped, said as not decided, and the run goes on
    /// with an unknown value.
    pub fn fail<T: Undecided<'a>>(&mut self, class: &str, message: String, taint: Taint) -> R<'a, T> {
        let bits = (taint | self.path.ctx_inexact) & INEXACT;
        if bits == 0 {
            return Err(self.error(class, message, taint));
        }
        self.skip_error(class, &message, taint | bits);
        Ok(T::undecided(taint | bits))
    }

    /// An operation on a value the tool can't know: its result is unknown; unless the run takes
    /// the environment to work ([`Interp::assume_env`]), whether it raises is not known either.
    pub(crate) fn unknown_op(&mut self, taint: Taint) -> Value<'a> {
        self.may_raise_unseen();
        Value::unknown(taint)
    }

    /// A lookup or removal that succeeded on a container (or with a key) not known exactly
    /// (`xs.pop()`, `d[k]`; `bits` their inexactness): on what Python holds it may raise instead
    /// (said as for [`Self::unknown_op`]).
    pub(crate) fn may_raise(&mut self, bits: Taint) {
        if !self.assume_env && bits != 0 {
            self.maybe_raised();
        }
    }

    /// [`Self::maybe_raised`], unless the run takes what it can't see to work
    /// ([`Interp::assume_env`]).
    pub(crate) fn may_raise_unseen(&mut self) {
        if !self.assume_env {
            self.maybe_raised();
        }
    }

    /// Python may raise here, the run can't tell (see [`Self::unknown_op`]).
    pub(crate) fn maybe_raised(&mut self) {
        let bits = self.inexact(FallbackKind::Undecided, "an operation on a value the tool can't know");
        self.events.undecided_raises += 1;
        self.skipped_in_try(Value::unknown(bits), bits);
    }

    /// The run has ended: what it did after Python may have ended it is marked (see
    /// [`Self::skipped_in_try`]).
    pub(crate) fn end_run(&mut self) {
        if let Some(token) = self.path.tail.take() {
            self.leave_undecided(token);
        }
    }

    /// An error not decided (from inexact values, or on one side of an undecided branch): in a
    /// `try` body, the rest of the body becomes undecided and the handlers will run too; said as
    /// an `unchecked` finding.
    pub(super) fn skip_error(&mut self, class: &str, message: &str, taint: Taint) {
        let bits = taint & INEXACT;
        let mut f = self.finding(
            FindingKind::Error(class.to_string()),
            String::new(),
            message.to_string(),
            taint,
            false,
        );
        f.uncertain = true;
        f.because = self.inexact_reason(bits);
        self.record(f);
        self.events.undecided_raises += 1;
        let exc = self.exc_instance(class, message).with_taint(bits);
        self.skipped_in_try(exc, bits);
    }

    /// An exception that may or may not have been raised here: the innermost running `try` will
    /// run its handlers for it, undecided, and the rest of its body is undecided.
    pub(super) fn skipped_in_try(&mut self, exc: Value<'a>, bits: Taint) {
        let bits = match bits & INEXACT {
            0 => 1 << (INEXACT_SHIFT + 7),
            b => b,
        };
        let Some(t) = self.stack.tries.last_mut() else {
            // Outside every `try`, Python may have ended the program here: what the rest of it
            // does may not be done at all. (A harness's run is taken to go on: it runs.)
            if !self.assume_env && self.path.tail.is_none() {
                self.path.tail = Some(self.enter_undecided(bits));
            }
            return;
        };
        t.skipped.push((exc, bits));
        if t.region.is_none() {
            let token = self.enter_undecided(bits);
            if let Some(t) = self.stack.tries.last_mut() {
                t.region = Some(token);
            }
        }
    }

    /// The outcome of an undecided branch whose two sides ran (each in a region): as Python
    /// goes on from one of them. An error on one side, the other going on, is skipped (said as
    /// not decided where the config's fields decide it); a `return`, `break` or `continue` on
    /// one side only makes the rest of the call, loop or iteration undecided. `bits`: the
    /// branch's.
    pub(super) fn join(&mut self, a: R<'a, ()>, b: R<'a, ()>, bits: Taint) -> R<'a, ()> {
        match (a, b) {
            (Err(Flow::Abort(w)), _) | (_, Err(Flow::Abort(w))) => Err(Flow::Abort(w)),
            (Err(Flow::NextBackend), _) | (_, Err(Flow::NextBackend)) => Err(Flow::NextBackend),
            (Ok(()), Ok(())) => Ok(()),
            (Ok(()), Err(other)) | (Err(other), Ok(())) => {
                self.swallow(other, bits);
                Ok(())
            }
            (Err(Flow::Return(x)), Err(Flow::Return(y))) => {
                if super::expressions::immutable_equal(&x, &y) {
                    return Err(Flow::Return(y));
                }
                // Either object may be the one returned: what is done to it after may be done
                // to either.
                self.escaped_from(&[x.clone(), y.clone()]);
                Err(Flow::Return(Value::unknown(x.taint | y.taint | bits)))
            }
            (Err(Flow::Break), Err(Flow::Break)) => Err(Flow::Break),
            (Err(Flow::Continue), Err(Flow::Continue)) => Err(Flow::Continue),
            (Err(Flow::Exc(x)), Err(Flow::Exc(y))) => {
                // Both sides raise: the one Python raises is either; an exception of one class
                // either way is that exception.
                let same = exceptions::exc_class_names(&x.value) == exceptions::exc_class_names(&y.value);
                let mut e = y;
                if !same {
                    e.value = e.value.with_taint(bits);
                    e.finding.uncertain = true;
                }
                Err(Flow::Exc(e))
            }
            // One side raises, the other leaves the block another way: go on the other way.
            (Err(Flow::Exc(e)), Err(other)) | (Err(other), Err(Flow::Exc(e))) => {
                self.swallow(Flow::Exc(e), bits);
                match other {
                    Flow::Return(v) => Err(Flow::Return(v.with_taint(bits))),
                    o => Err(o),
                }
            }
            // `return` on one side, `break` or `continue` on the other: past what the run can
            // follow soundly.
            (Err(_), Err(_)) => {
                Err(self.stop("a branch the tool could not decide leaves the block two different ways"))
            }
        }
    }

    /// What one side of an undecided branch did that the run does not follow (or a source an
    /// iterator took ahead of Python's time: `pull.rs`).
    pub(crate) fn swallow(&mut self, flow: Flow<'a>, bits: Taint) {
        match flow {
            Flow::Exc(e) => {
                self.events.undecided_raises += 1;
                let class = exceptions::exc_class_names(&e.value)
                    .into_iter()
                    .next()
                    .unwrap_or_default();
                // A raise the config's fields lead to is said as not decided; one on a run-time
                // value alone (`if not torch.cuda.is_available(): raise`) is taken not to
                // happen on the machine the config is for.
                if e.recorded {
                    let f = &e.finding;
                    if f.fields.is_empty() {
                        if let Some(i) = self
                            .events
                            .findings
                            .iter()
                            .rposition(|x| x.src == f.src && x.kind == f.kind && x.message == f.message)
                        {
                            self.events.findings.remove(i);
                        }
                    } else if let Some(x) = self
                        .events
                        .findings
                        .iter_mut()
                        .rev()
                        .find(|x| x.src == f.src && x.kind == f.kind && x.message == f.message)
                    {
                        x.uncertain = true;
                    }
                } else if !e.finding.fields.is_empty() {
                    let mut f = e.finding.clone();
                    f.uncertain = true;
                    self.record(f);
                }
                let _ = class;
                self.skipped_in_try(e.value.clone(), bits);
            }
            Flow::Return(v) => self.diverge_frame(v.taint | bits),
            Flow::Break => {
                if let Some(l) = self.path.loops.last() {
                    if l.rest.is_none() {
                        // The loop's own scope too: what the rest of it writes there is what
                        // the other path (the loop left) does not have.
                        let below = self.frame_serial() + 1;
                        let token = self.enter_region(bits, below);
                        if let Some(l) = self.path.loops.last_mut() {
                            l.rest = Some(token);
                        }
                    }
                }
            }
            Flow::Continue => {
                if let Some(l) = self.path.loops.last() {
                    if l.iteration.is_none() {
                        let below = self.frame_serial() + 1;
                        let token = self.enter_region(bits, below);
                        if let Some(l) = self.path.loops.last_mut() {
                            l.iteration = Some(token);
                        }
                    }
                }
            }
            Flow::Abort(_) | Flow::NextBackend => {}
        }
    }

    /// The serial of the running call's scope (the scopes older than it are the caller's).
    fn frame_serial(&self) -> u64 {
        self.stack.frames.last().map_or(0, |f| f.serial)
    }

    /// The running call may have returned already (a `return` on an undecided side): the rest
    /// of it runs in a region, and what it returns is inexact.
    pub(super) fn diverge_frame(&mut self, bits: Taint) {
        let below = self.frame_serial();
        let Some(f) = self.stack.frames.last() else { return };
        if f.diverged.is_some() {
            if let Some(f) = self.stack.frames.last_mut() {
                f.returned |= bits & INEXACT;
            }
            return;
        }
        let token = self.enter_region(bits, below);
        if let Some(f) = self.stack.frames.last_mut() {
            f.diverged = Some(token);
            f.returned |= bits & INEXACT;
        }
    }

    /// What follows in the running call is undecided, its own locals too (an exception the run
    /// could not decide was caught: the body's rest, which it did not run, may have run
    /// instead).
    pub(super) fn diverge_all(&mut self, bits: Taint) {
        let Some(f) = self.stack.frames.last() else { return };
        if f.diverged.is_some() {
            if let Some(f) = self.stack.frames.last_mut() {
                f.returned |= bits & INEXACT;
            }
            return;
        }
        let token = self.enter_undecided(bits);
        if let Some(f) = self.stack.frames.last_mut() {
            f.diverged = Some(token);
            f.returned |= bits & INEXACT;
        }
    }

    /// The bits of the region `token` opened, while it is open.
    fn region_bits(&self, token: u32) -> Option<Taint> {
        self.path.regions.iter().find(|r| r.token == token).map(|r| r.bits)
    }

    /// A call ends: the region its divergence opened closes, and its value carries the bits of
    /// what it may have returned instead. An exception out of that region is one Python may
    /// not raise: it may have returned before (an undecided `return`), as [`Self::join`] says
    /// of an error on one side of a branch.
    pub(super) fn end_frame(&mut self, frame: &Frame, r: R<'a, Value<'a>>) -> R<'a, Value<'a>> {
        let diverged = frame.diverged.and_then(|token| {
            let bits = self.region_bits(token);
            self.leave_undecided(token);
            bits
        });
        match (r, diverged) {
            (Err(flow @ Flow::Exc(_)), Some(bits)) => {
                self.swallow(flow, bits);
                Ok(Value::unknown(frame.returned | bits))
            }
            (Ok(v), _) if frame.returned != 0 => Ok(v.with_taint(frame.returned)),
            (other, _) => other,
        }
    }

    /// A loop iteration ends: the region an undecided `continue` opened closes.
    pub(super) fn end_iteration(&mut self) {
        if let Some(token) = self.path.loops.last_mut().and_then(|l| l.iteration.take()) {
            self.leave_undecided(token);
        }
    }

    /// A loop iteration ends with `r`: an exception raised after an undecided `continue` (in
    /// this iteration) or `break` (in an earlier one) is one Python may not raise, as
    /// [`Self::join`] says of an error on one side of a branch: it may have gone on with the
    /// next item (`Ok`), or left the loop (`Break`). Either way the rest runs in the region
    /// the `continue` or `break` opened, and what it writes is marked. So is a `break` or
    /// `return` after an undecided `continue`: the loop goes on, as it does on the other path.
    pub(super) fn end_iteration_with(&mut self, r: R<'a, ()>) -> R<'a, ()> {
        let open = |me: &Self, t: Option<u32>| t.and_then(|t| me.region_bits(t));
        let diverged = match (&r, self.path.loops.last()) {
            (Err(Flow::Exc(_)), Some(l)) => match open(self, l.iteration) {
                Some(bits) => Some((bits, false)),
                None => open(self, l.rest).map(|bits| (bits, true)),
            },
            (Err(Flow::Break | Flow::Return(_)), Some(l)) => open(self, l.iteration).map(|bits| (bits, false)),
            _ => None,
        };
        self.end_iteration();
        match (r, diverged) {
            (Err(flow @ (Flow::Break | Flow::Return(_))), Some((bits, _))) => {
                self.swallow(flow, bits);
                Ok(())
            }
            (Err(flow @ Flow::Exc(_)), Some((bits, left))) => {
                self.swallow(flow, bits);
                if left {
                    Err(Flow::Break)
                } else {
                    Ok(())
                }
            }
            (r, _) => r,
        }
    }

    /// A loop ends: the regions it opened close.
    pub(super) fn end_loop(&mut self) {
        self.end_iteration();
        if let Some(l) = self.path.loops.pop() {
            if let Some(token) = l.rest {
                self.leave_undecided(token);
            }
        }
    }

    /// Run a module's top level outside every region (it runs once, whichever path imports it),
    /// with nothing of the running built-in's inexactness.
    pub(super) fn outside_regions<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let regions = std::mem::take(&mut self.path.regions);
        self.path.suspended.push(regions);
        let (havoc, uncertain, ctx) = (self.path.havoc, self.path.uncertain, self.path.ctx_inexact);
        self.path.havoc = 0;
        self.path.uncertain = 0;
        self.path.ctx_inexact = 0;
        let tail_before = self.path.tail;
        let r = f(self);
        // Python may have ended the program inside (`skipped_in_try`): what was written there
        // is marked now, and the rest of the program outside is undecided as well.
        let tail = match self.path.tail {
            Some(t) if tail_before != Some(t) => {
                let bits = self.path.regions.iter().find(|x| x.token == t).map(|x| x.bits);
                self.leave_undecided(t);
                self.path.tail = tail_before;
                bits
            }
            _ => None,
        };
        self.path.regions = self.path.suspended.pop().unwrap_or_default();
        self.path.havoc = havoc;
        self.path.uncertain = uncertain;
        self.path.ctx_inexact = ctx;
        if let (Some(bits), None) = (tail, self.path.tail) {
            self.path.tail = Some(self.enter_undecided(bits));
        }
        r
    }
}

/// A list, dict, set, object, or a tuple (which may hold them). Not an enum's member: its
/// value is fixed, and code does not change its attributes.
fn may_hold_objects(v: &Value) -> bool {
    match &v.kind {
        V::List(_) | V::Dict(_) | V::Set(_) | V::Tuple(_) => true,
        V::Instance(i) => !matches!(&i.class.kind, V::Class(c) if c.enum_info.borrow().is_some()),
        _ => false,
    }
}

/// A call's arguments, positional and keyword, in order.
pub(crate) fn passed<'a>(args: &[Value<'a>], kwargs: &[(Rc<str>, Value<'a>)]) -> Vec<Value<'a>> {
    args.iter().chain(kwargs.iter().map(|k| &k.1)).cloned().collect()
}

/// Whether code that is handed `v` can reach through it anything the run knows (a container,
/// an object, a class, a function): not a number, a string, a tensor.
fn may_reach_anything(v: &Value) -> bool {
    reach_addr(v).is_some()
}

/// The address by which [`Interp::mark_reachable`] knows it has been at `v` (`None`: nothing
/// is reachable through it).
/// The address by which a value that is an object is known (a container, a function, a
/// wrapper, an iterator…), `None` for a plain value.
pub(crate) fn reach_addr(v: &Value) -> Option<usize> {
    // A method, a partial, an iterator…: their own address.
    if let Some(a) = crate::eval::value::identity_addr(v) {
        return Some(a);
    }
    Some(match &v.kind {
        V::List(l) | V::Set(l) => Rc::as_ptr(l) as *const u8 as usize,
        V::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
        V::Tuple(t) => Rc::as_ptr(t) as *const u8 as usize,
        V::Instance(i) => Rc::as_ptr(i) as *const u8 as usize,
        V::Class(c) => Rc::as_ptr(c) as *const u8 as usize,
        V::Func(f) => Rc::as_ptr(f) as *const u8 as usize,
        V::View(view) => Rc::as_ptr(view) as *const u8 as usize,
        V::Dispatch(d) => Rc::as_ptr(d) as *const u8 as usize,
        V::Cached(c) => Rc::as_ptr(c) as *const u8 as usize,
        V::Gen(g) => Rc::as_ptr(g) as *const u8 as usize,
        // Distinct from every address: a module's index, a namespace's.
        V::Module(m) => 2 * *m as usize + 1,
        V::Globals(m) => 2 * *m as usize + 1,
        _ => return None,
    })
}

/// What a list, set or tuple holds, a dict's values, an object's attributes (nothing for other
/// values): what a change made through a value taken out of it may reach.
fn held_values<'a>(v: &Value<'a>) -> Vec<Value<'a>> {
    match &v.kind {
        V::List(l) | V::Set(l) => l.borrow().items.clone(),
        V::Tuple(t) => t.to_vec(),
        V::Dict(d) => d.borrow().entries.iter().map(|(_, x, _)| x.clone()).collect(),
        V::Instance(i) => i.attrs.borrow().iter().map(|(_, x)| x.clone()).collect(),
        _ => Vec::new(),
    }
}

/// Whether an operation on an object of `class` may run the program's own code: a dunder
/// (`__eq__`, `__str__`, `__getattr__`, …) of one of its classes, or a base the tool can't see
/// (an enum's or a named tuple's, which the tool models, aside).
fn runs_own_code(class: &Value) -> bool {
    /// Dunders no operation on an object calls.
    const INERT: [&str; 8] = [
        "__init__",
        "__new__",
        "__init_subclass__",
        "__set_name__",
        "__class_getitem__",
        "__post_init__",
        "__module__",
        "__qualname__",
    ];
    if super::patterns::unseen_base_code(class) {
        return true;
    }
    let mut todo = vec![class.clone()];
    let mut seen = 0;
    while let Some(c) = todo.pop() {
        seen += 1;
        if seen > 64 {
            return true;
        }
        if let V::Class(cl) = &c.kind {
            let own = cl.attrs.borrow().iter().any(|(k, x)| {
                k.starts_with("__")
                    && k.ends_with("__")
                    && !INERT.contains(&&**k)
                    && !matches!(
                        x.kind,
                        V::None
                            | V::Bool(_)
                            | V::Int(_)
                            | V::Float(_)
                            | V::Str(_)
                            | V::Tuple(_)
                            | V::List(_)
                            | V::Dict(_)
                    )
            });
            if own {
                return true;
            }
            todo.extend(cl.bases.iter().cloned());
        }
    }
    false
}

/// Whether two class values are one class.
fn same_class<'a>(a: &Value<'a>, b: &Value<'a>) -> bool {
    matches!((&a.kind, &b.kind), (V::Class(x), V::Class(y)) if Rc::ptr_eq(x, y))
}

/// What a container holds: a dict's keys and values, an iterator's items yet to come.
fn contents<'a>(v: &Value<'a>) -> Vec<Value<'a>> {
    match &v.kind {
        V::List(l) | V::Set(l) => l.try_borrow().map(|l| l.items.clone()).unwrap_or_default(),
        V::Tuple(t) => t.to_vec(),
        V::Dict(d) => d
            .try_borrow()
            .map(|d| d.entries.iter().flat_map(|(k, x, _)| [k.clone(), x.clone()]).collect())
            .unwrap_or_default(),
        V::Iter(it) => it
            .rest
            .try_borrow()
            .map(|r| r.iter().cloned().collect())
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The inexactness bits a list, dict, set or object holds of its own (`None` for other values).
fn own_inexact(v: &Value) -> Option<Taint> {
    match &v.kind {
        V::List(l) | V::Set(l) => l.try_borrow().ok().map(|l| l.inexact),
        V::Dict(d) => d.try_borrow().ok().map(|d| d.inexact),
        V::Instance(i) => Some(i.inexact.get()),
        V::Func(f) => Some(f.attrs.inexact()),
        _ => None,
    }
}
