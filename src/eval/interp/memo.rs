//! Calls remembered. A check runs the same harness functions with the same arguments many times
//! over: the timing helper for each backend at every sweep point of every config, the roofline
//! of every result row. A call that changed nothing outside itself and reported nothing returns
//! the same value the next time it is made with the same arguments, as long as nothing it could
//! read has changed since; that call is then answered without running it.
//!
//! What a call can read: its arguments, the variables its function closes over, and module
//! state. The first two make the key, by value (equal contents, equal taints and origins; a
//! container reachable from module state by identity). Module state — every container (and
//! function, for its own attributes) reachable from a module's variables, marked *frozen* when
//! the module has been imported — is not in the
//! key: a frozen container changed forgets every remembered call (the first such change of a
//! run sets them aside instead: the next run starts from module state as imports left it,
//! `pristine.rs`, and takes them back). A call also records the names of the variables outside
//! its own scope it read (a module's, one it closes over), by key; when a variable of such a
//! name is bound anew (`global`, `nonlocal`, an attribute of a module, or put back when a run
//! begins), the call is reused only where that variable holds the value it held then (a tensor
//! alike is taken for it, as in a key). A call that read a submodule as its package's attribute
//! (there because the run imported it) is reused only in a run that imported it too. What is
//! frozen is kept alive, so no other container takes its address (a key holds a frozen container
//! by address).
//!
//! A call is remembered only when, while it ran, it changed no container it was given or closed
//! over, added nothing to the run's events (save the fields it handed to calls the tool can't see
//! into, which are replayed on reuse), imported no module, did not generate, returned normally and
//! returned plain data (no closure, nothing it was given). Inside an undecided region, a call is
//! remembered only if its result holds no container (what the region changed is marked when it
//! ends, and a reuse would not mark it), and reused only in a region of the same bits. Reuse adds
//! the steps the call took, and is refused where the call would now run into the step budget or
//! a depth limit; so a check's output is the same with or without it.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use crate::parse::python::ast::visitor::{walk_expr, Visitor};

use super::*;

/// Values in a key at most (a call whose arguments are larger is not remembered).
const KEY_BUDGET: usize = 512;
/// Nesting of a key's values, or of a frozen value, at most.
const MAX_NEST: usize = 24;
/// Remembered calls at most; the table is emptied when full.
const MAX_ENTRIES: usize = 20_000;

/// A call that can't be remembered this many times, and never reused, is no longer tried.
const GIVE_UP_REFUSED: u32 = 4;
/// A function reused less than once per this many calls, after `GIVE_UP_MISSES` calls, is no
/// longer tried either.
const GIVE_UP_RATIO: u32 = 8;
const GIVE_UP_MISSES: u32 = 64;
/// Nor is one whose calls, once `GIVE_UP_KEPT` were remembered, took fewer steps than this on
/// average: running it costs less than looking it up.
const MIN_STEPS: u64 = 6;
const GIVE_UP_KEPT: u32 = 8;

/// A call's key: its values in order (numbers, and a mark in their place for each string, whose
/// text is kept beside them with its place: two keys are equal only if they hold the same numbers
/// and strings in the same order), and their hash, computed as they were added.
#[derive(PartialEq, Eq)]
pub(super) struct Key {
    nums: Vec<u64>,
    strs: Vec<(u32, Rc<str>)>,
    hash: u64,
}

/// A string's place among a key's numbers.
const STR_MARK: u64 = 0xfeed_5eed_0000_0000;

/// The hasher of the table, whose keys are [`Key`] hashes, already made.
#[derive(Default)]
pub(super) struct Prehashed(u64);

impl std::hash::Hasher for Prehashed {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = i;
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

const MIX: u64 = 0x51_7c_c1_b7_27_22_0a_95;

struct Entry<'a> {
    result: Value<'a>,
    /// The names of the variables it read outside its own scope, by key ([`Interp::memo_read`]).
    reads: Box<[u32]>,
    /// The submodules it read as their package's attribute: there only once imported, it is
    /// reused only in a run that imported each ([`Interp::memo_submodule`]).
    submodules: Box<[u32]>,
    /// Variables of those names bound since it was remembered, each with the value it had then:
    /// it is reused only while each holds that value again.
    guards: Vec<Guard<'a>>,
    steps: u64,
    depth: usize,
    expr_depth: usize,
    opaque: Taint,
}

/// A variable a remembered call may have read, and its value when the call ran (`None`:
/// unbound).
struct Guard<'a> {
    env: Rc<Env<'a>>,
    key: u32,
    name: Name<'a>,
    value: Option<Value<'a>>,
}

impl<'a> Guard<'a> {
    /// Whether the variable holds its value again: the same object, number or string, or a
    /// tensor alike (a remembered call takes one tensor for another, as its key does).
    fn holds(&self) -> bool {
        let vars = self.env.vars.borrow();
        match (vars.get_k(self.key, self.name.as_str()), &self.value) {
            (None, None) => true,
            (Some(now), Some(then)) => {
                super::pristine::same(now, then)
                    || (matches!((&now.kind, &then.kind), (V::Tensor(_), V::Tensor(_)))
                        && now.taint == then.taint
                        && now.origin == then.origin)
            }
            _ => false,
        }
    }
}

/// A call being recorded.
struct Rec {
    func: usize,
    /// Containers reachable from the arguments and the function's closure when the call began.
    reach: Vec<usize>,
    /// The names of the variables it (or a call it made) read outside its own scope (a
    /// module's, or a scope it closes over), by key, each once; and the keys' bits, which tell
    /// most keys not read yet without a search.
    reads: Vec<u32>,
    read_bits: u64,
    submodules: Vec<u32>,
    poisoned: bool,
    opaque: Taint,
    steps: u64,
    depth: usize,
    expr_depth: usize,
    saved_high: (usize, usize),
    seen: [usize; 4],
}

#[derive(Default)]
struct Stat {
    hits: u32,
    misses: u32,
    refused: u32,
    /// Calls remembered, and the steps they took.
    kept: u32,
    steps: u64,
    /// Given up on: not tried again.
    off: bool,
}

impl Rec {
    /// Submodules read as their package's attribute (by a call it made, too).
    fn submodules_read(&mut self, modules: &[u32]) {
        for &m in modules {
            if !self.submodules.contains(&m) {
                self.submodules.push(m);
            }
        }
    }

    #[inline]
    fn read(&mut self, key: u32) {
        let bit = 1u64 << (key & 63);
        if self.read_bits & bit == 0 || !self.reads.contains(&key) {
            self.read_bits |= bit;
            self.reads.push(key);
        }
    }

    fn read_all(&mut self, keys: &[u32]) {
        for &k in keys {
            self.read(k);
        }
    }
}

impl Stat {
    fn judge(&mut self) {
        let refused = self.refused >= GIVE_UP_REFUSED && self.hits == 0;
        let rare = self.misses >= GIVE_UP_MISSES && self.hits * GIVE_UP_RATIO < self.misses;
        let cheap = self.kept >= GIVE_UP_KEPT && self.steps < MIN_STEPS * self.kept as u64;
        self.off = refused || rare || cheap;
    }
}

/// The names a function may read from the scopes it closes over (as written, and as a key).
type FreeNames<'a> = Rc<[(&'a str, Rc<str>)]>;

type Table<'a> = HashMap<u64, Vec<(Key, Entry<'a>)>, std::hash::BuildHasherDefault<Prehashed>>;

#[derive(Default)]
pub(super) struct Memo<'a> {
    /// Remembered calls by their key's hash (a lookup compares the key being built with the
    /// ones stored, so a call answered from memory allocates no key).
    table: Table<'a>,
    /// Calls in `table`.
    entries: usize,
    /// The calls remembered while module state was as imports left it, with their number, set
    /// aside when the run changed it: the next run starts from that state again (`pristine.rs`).
    stash: Option<(Table<'a>, usize)>,
    /// The run changed module state (what is remembered now is not `stash`'s).
    left_kept: bool,
    /// The hashes of the calls remembered that read a variable outside their own scope, in the
    /// order they were (a call no longer remembered may still be here); and for a variable
    /// bound anew (its scope's address, its name's key), how many of them were given a guard
    /// for it then: only the later ones are looked at the next time.
    born: Vec<u64>,
    guarded: HashMap<(usize, u32), usize, FxBuild>,
    /// The key of the call being looked up, built here (its buffers reused call after call).
    scratch: KeyBuf,
    /// Containers (and closure scopes) reachable from module state, by address; kept alive
    /// (`keep`), so the address stays theirs.
    frozen: HashSet<usize, FxBuild>,
    keep: Vec<Value<'a>>,
    keep_envs: Vec<Rc<Env<'a>>>,
    recs: Vec<Rec>,
    /// At each call made as a statement of its own (`fn()`: its result thrown away), how many
    /// calls were being recorded: a tensor's shape read past that point can reach those calls
    /// only through what the inner call changes or raises, which is watched anyway.
    discards: Vec<usize>,
    /// Off for good: a closure over a running call's scope became reachable from module state,
    /// so a change to module state could go unseen.
    off: bool,
    importing: u32,
    stats: HashMap<usize, Stat, FxBuild>,
    free: HashMap<usize, FreeNames<'a>, FxBuild>,
    /// The deepest call depth and expression depth reached (while recording).
    pub(super) high: (usize, usize),
}

pub(super) enum Begin<'a> {
    Hit(Value<'a>),
    Record(Key),
    Skip,
}

pub(super) fn container_ptr(v: &Value) -> Option<usize> {
    Some(match &v.kind {
        V::List(l) | V::Set(l) => Rc::as_ptr(l) as *const () as usize,
        V::Dict(d) => Rc::as_ptr(d) as *const () as usize,
        V::Config(c) => Rc::as_ptr(c) as *const () as usize,
        V::Instance(i) => Rc::as_ptr(i) as *const () as usize,
        V::Class(c) => Rc::as_ptr(c) as *const () as usize,
        // (Its own attributes.)
        V::Func(f) => Rc::as_ptr(f) as *const () as usize,
        _ => return None,
    })
}

fn func_id(f: &Func) -> usize {
    match f.body {
        FuncBody::Def(d) => d as *const ast::StmtFunctionDef as usize,
        FuncBody::Lambda(l) => l as *const ast::ExprLambda as usize,
    }
}

/// Names a function's body mentions, other than its own parameters: the ones it may read from
/// the scopes it closes over (more than it needs is only a longer key).
fn free_names<'a>(f: &Func<'a>) -> Vec<&'a str> {
    struct Names<'a> {
        out: Vec<&'a str>,
    }
    impl<'a> Visitor<'a> for Names<'a> {
        fn visit_expr(&mut self, e: &'a Expr) {
            if let Expr::Name(n) = e {
                if !self.out.contains(&n.id.as_str()) {
                    self.out.push(n.id.as_str());
                }
            }
            walk_expr(self, e);
        }
    }
    let mut v = Names { out: Vec::new() };
    let params = match f.body {
        FuncBody::Def(d) => {
            for s in &d.body {
                v.visit_stmt(s);
            }
            Some(&*d.parameters)
        }
        FuncBody::Lambda(l) => {
            v.visit_expr(&l.body);
            l.parameters.as_deref()
        }
    };
    if let Some(p) = params {
        let own: Vec<&str> = p.iter().map(|p| p.name().as_str()).collect();
        v.out.retain(|n| !own.contains(n));
    }
    v.out
}

#[derive(Default)]
struct KeyBuf {
    nums: Vec<u64>,
    strs: Vec<(u32, Rc<str>)>,
    hash: u64,
    reach: Vec<usize>,
}

impl KeyBuf {
    fn mix(&mut self, x: u64) {
        self.hash = (self.hash.rotate_left(5) ^ x).wrapping_mul(MIX);
    }

    fn n(&mut self, n: u64) {
        self.mix(n);
        self.nums.push(n);
    }

    fn s(&mut self, s: &Rc<str>) {
        for c in s.as_bytes().chunks(8) {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            self.mix(u64::from_le_bytes(w));
        }
        self.mix(s.len() as u64);
        self.strs.push((self.nums.len() as u32, s.clone()));
        self.nums.push(STR_MARK | s.len() as u64);
    }

    /// Is this the key `key` (of the same hash)?
    fn matches(&self, key: &Key) -> bool {
        key.nums == self.nums && key.strs == self.strs
    }
}

impl<'a> Interp<'a> {
    /// Before a call of a harness function: its remembered result, or the key to record it under.
    pub(super) fn memo_begin(&mut self, func: &Func<'a>, args: &[Value<'a>], kwargs: &Kwargs<'a>) -> Begin<'a> {
        if self.mode != Mode::Check || self.memo.off || self.memo.importing > 0 {
            return Begin::Skip;
        }
        let id = func_id(func);
        if self.memo.stats.get(&id).is_some_and(|s| s.off) {
            return Begin::Skip;
        }
        let mut k = std::mem::take(&mut self.memo.scratch);
        let r = self.memo_lookup(id, func, args, kwargs, &mut k);
        k.nums.clear();
        k.strs.clear();
        k.reach.clear();
        k.hash = 0;
        self.memo.scratch = k;
        r
    }

    /// [`Self::memo_begin`] with the key built in `k`.
    fn memo_lookup(
        &mut self,
        id: usize,
        func: &Func<'a>,
        args: &[Value<'a>],
        kwargs: &Kwargs<'a>,
        k: &mut KeyBuf,
    ) -> Begin<'a> {
        let mut ok = self.key_func(func, k, 0);
        k.n(args.len() as u64 | (u64::from(self.stack.try_depth > 0) << 32));
        // Inside an undecided region, the region's bits (a value the call makes may carry them):
        // a call remembered there is reused only in a region marking with the same bits.
        k.n(self.havoc());
        for a in args {
            ok = ok && self.key_value(a, k, 0);
        }
        for (name, v) in kwargs {
            k.s(name);
            ok = ok && self.key_value(v, k, 0);
        }
        let stat = self.memo.stats.entry(id).or_default();
        if !ok {
            stat.refused += 1;
            stat.judge();
            return Begin::Skip;
        }
        let found = self
            .memo
            .table
            .get(&k.hash)
            .and_then(|bucket| bucket.iter().find(|(key, _)| k.matches(key)).map(|(_, e)| e))
            .filter(|e| e.guards.iter().all(Guard::holds))
            .filter(|e| e.submodules.iter().all(|&m| self.imported_now(m)));
        if let Some(e) = found {
            let fits = self.budget.steps + e.steps <= self.budget.limits.max_steps
                && self.budget.depth + e.depth <= self.budget.limits.max_depth
                && self.budget.expr_depth + e.expr_depth <= MAX_EXPR_DEPTH;
            if fits {
                if let Some(v) = plain_copy(&self.memo.frozen, &e.result, &[], &mut Vec::new(), 0) {
                    let (steps, opaque) = (e.steps, e.opaque);
                    let reads = e.reads.clone();
                    let submodules = e.submodules.clone();
                    self.budget.steps += steps;
                    self.events.opaque_taint |= opaque;
                    for r in self.memo.recs.iter_mut() {
                        r.opaque |= opaque;
                    }
                    if let Some(r) = self.memo.recs.last_mut() {
                        r.read_all(&reads);
                        r.submodules_read(&submodules);
                    }
                    if let Some(s) = self.memo.stats.get_mut(&id) {
                        s.hits += 1;
                    }
                    return Begin::Hit(v);
                }
            }
        }
        if let Some(s) = self.memo.stats.get_mut(&id) {
            s.misses += 1;
            s.judge();
        }
        self.memo.recs.push(Rec {
            func: id,
            reach: k.reach.clone(),
            reads: Vec::new(),
            read_bits: 0,
            submodules: Vec::new(),
            poisoned: false,
            opaque: 0,
            steps: self.budget.steps,
            depth: self.budget.depth,
            expr_depth: self.budget.expr_depth,
            saved_high: self.memo.high,
            seen: self.memo_seen(),
        });
        self.memo.high = (self.budget.depth, self.budget.expr_depth);
        Begin::Record(Key {
            nums: k.nums.clone(),
            strs: k.strs.clone(),
            hash: k.hash,
        })
    }

    /// After a recorded call: remember its result if it qualifies.
    pub(super) fn memo_end(&mut self, key: Key, r: &R<'a, Value<'a>>, generator: bool) {
        let Some(rec) = self.memo.recs.pop() else { return };
        // What it read, the call that made it read too.
        if let Some(outer) = self.memo.recs.last_mut() {
            outer.read_all(&rec.reads);
            outer.submodules_read(&rec.submodules);
        }
        let high = self.memo.high;
        self.memo.high = (rec.saved_high.0.max(high.0), rec.saved_high.1.max(high.1));
        let ok = match r {
            Ok(v) if !rec.poisoned && !generator && rec.seen == self.memo_seen() => {
                plain_copy(&self.memo.frozen, v, &rec.reach, &mut Vec::new(), 0)
            }
            _ => None,
        };
        let steps = self.budget.steps - rec.steps;
        let Some(stat) = self.memo.stats.get_mut(&rec.func) else {
            return;
        };
        let Some(result) = ok else {
            stat.refused += 1;
            stat.judge();
            return;
        };
        // In a region, what the call changed is marked when the region ends (`leave_undecided`):
        // a container it returns may be, and a reuse would not mark it. Only a result with no
        // container in it is the same either way.
        if !self.path.regions.is_empty() && !holds_no_container(&result, 0) {
            return;
        }
        stat.kept += 1;
        stat.steps += steps;
        stat.judge();
        if self.memo.entries >= MAX_ENTRIES {
            self.memo.table.clear();
            self.memo_emptied();
            self.memo.entries = 0;
        }
        if !rec.reads.is_empty() {
            self.memo.born.push(key.hash);
        }
        let entry = Entry {
            result,
            reads: rec.reads.into_boxed_slice(),
            submodules: rec.submodules.into_boxed_slice(),
            guards: Vec::new(),
            steps,
            depth: high.0.saturating_sub(rec.depth),
            expr_depth: high.1.saturating_sub(rec.expr_depth),
            opaque: rec.opaque,
        };
        let bucket = self.memo.table.entry(key.hash).or_default();
        match bucket.iter_mut().find(|(k, _)| *k == key) {
            Some(old) => old.1 = entry,
            None => {
                bucket.push((key, entry));
                self.memo.entries += 1;
            }
        }
    }

    /// Events a remembered call may not add (the ones kept once, such as the backends' order,
    /// poison the recording where they are noted instead).
    fn memo_seen(&self) -> [usize; 4] {
        let e = &self.events;
        [e.reads.len(), e.findings.len(), e.trace.len(), e.points]
    }

    /// Something a remembered call could not replay happened: no call running now is remembered.
    pub(super) fn memo_poison(&mut self) {
        for r in self.memo.recs.iter_mut() {
            r.poisoned = true;
        }
    }

    /// What the tool knows of a tensor (its shape, its dtype) was read: no call running now is
    /// remembered, up to a call whose result is thrown away; so the calls that are remembered
    /// depend on no tensor's shape, and their keys need not hold it (the timing helper is
    /// handed other tensors at every sweep point, and throws away what it times).
    pub(crate) fn tensor_read(&mut self) {
        let from = self.memo.discards.last().copied().unwrap_or(0);
        for r in self.memo.recs.iter_mut().skip(from) {
            r.poisoned = true;
        }
    }

    /// A call made as a statement (its result thrown away) starts / ended (`raised`: with an
    /// exception, which what called it may see).
    pub(super) fn discard_start(&mut self) {
        let n = self.memo.recs.len();
        self.memo.discards.push(n);
    }
    pub(super) fn discard_end(&mut self, raised: bool) {
        self.memo.discards.pop();
        if raised {
            self.memo_poison();
        }
    }

    /// A call handed fields to a call the tool can't see into.
    pub(crate) fn memo_opaque(&mut self, t: Taint) {
        for r in self.memo.recs.iter_mut() {
            r.opaque |= t;
        }
    }

    /// Module state changed: forget every remembered call (the first time in a run, set them
    /// aside for the next run, which starts from module state as they knew it).
    pub(crate) fn memo_forget(&mut self) {
        if std::mem::replace(&mut self.memo.left_kept, true) {
            self.memo.table.clear();
            self.memo_emptied();
        } else {
            let table = std::mem::take(&mut self.memo.table);
            self.memo.stash = Some((table, self.memo.entries));
        }
        self.memo.entries = 0;
        self.memo_poison();
    }

    /// Submodule `m` was read as its package's attribute, there because this run imported it:
    /// the call being recorded is reused only in a run that did too.
    pub(super) fn memo_submodule(&mut self, m: u32) {
        if let Some(r) = self.memo.recs.last_mut() {
            r.submodules_read(&[m]);
        }
    }

    /// A variable outside the running call's own scope, named by `key`, was read: each call
    /// being recorded depends on it.
    #[inline]
    pub(super) fn memo_read(&mut self, key: u32) {
        if let Some(r) = self.memo.recs.last_mut() {
            r.read(key);
        }
    }

    /// `name` in `env` (a module's scope, or one a function closes over) is bound anew; it held
    /// `old`: a call remembered that read a variable of that name is reused only where it holds
    /// `old` again (those set aside too).
    pub(super) fn memo_rebound(&mut self, env: &Rc<Env<'a>>, key: u32, name: Name<'a>, old: Option<Value<'a>>) {
        self.memo_poison();
        let at = (Rc::as_ptr(env) as usize, key);
        let from = self.memo.guarded.get(&at).copied().unwrap_or(0);
        let to = self.memo.born.len();
        for i in from..to {
            let hash = self.memo.born[i];
            let stash = self.memo.stash.as_mut().map(|s| &mut s.0);
            for table in std::iter::once(&mut self.memo.table).chain(stash) {
                for (_, e) in table.get_mut(&hash).into_iter().flatten() {
                    let guarded = e.guards.iter().any(|g| g.key == key && Rc::ptr_eq(&g.env, env));
                    if !guarded && e.reads.contains(&key) {
                        e.guards.push(Guard {
                            env: env.clone(),
                            key,
                            name: name.clone(),
                            value: old.clone(),
                        });
                    }
                }
            }
        }
        self.memo.guarded.insert(at, to);
    }

    /// Nothing is remembered any more: neither is the order calls were.
    fn memo_emptied(&mut self) {
        if self.memo.table.is_empty() && self.memo.stash.is_none() {
            self.memo.born.clear();
            self.memo.guarded.clear();
        }
    }

    /// What the calls remembered knew is gone for good (modules forgotten, objects' marks taken
    /// back): forget them, those set aside too.
    pub(super) fn memo_drop_all(&mut self) {
        self.memo.stash = None;
        self.memo.left_kept = true;
        self.memo_forget();
    }

    /// A run begins with module state as imports left it (`restored`: put back): the calls
    /// remembered under it are back; those remembered since it changed are forgotten.
    pub(super) fn memo_at_kept(&mut self, restored: bool) {
        if let Some((table, n)) = self.memo.stash.take() {
            self.memo.table = table;
            self.memo.entries = n;
        } else if restored {
            self.memo.table.clear();
            self.memo_emptied();
            self.memo.entries = 0;
        }
        self.memo.left_kept = false;
    }

    /// Whether the container at `p` is module state (reachable from a module imported).
    pub(super) fn memo_holds_frozen(&self, p: usize) -> bool {
        self.memo.frozen.contains(&p)
    }

    /// A container was changed (after the change).
    pub(crate) fn touched(&mut self, obj: &Value<'a>) {
        self.caches.mutations += 1;
        let Some(p) = container_ptr(obj) else { return };
        if let Some(log) = self.caches.repeat_logs.last_mut() {
            if !log.objects.iter().rev().take(8).any(|o| container_ptr(o) == Some(p)) {
                log.objects.push(obj.clone());
            }
        }
        self.iter_source_changed(p);
        if self.memo.frozen.contains(&p) {
            self.memo_forget();
            // What it holds now is module state too.
            self.freeze_items(obj, true, 0);
        }
        for r in self.memo.recs.iter_mut() {
            if r.reach.contains(&p) {
                r.poisoned = true;
            }
        }
    }

    /// `name` (its key `key`) in `env`, a module's scope or one a function closes over
    /// (`nonlocal`), is about to be bound to `v`.
    pub(super) fn bound_outside(&mut self, env: &Rc<Env<'a>>, key: u32, name: Name<'a>, v: &Value<'a>) {
        self.caches.rebinds += 1;
        if let Some(log) = self.caches.repeat_logs.last_mut() {
            if !log
                .names
                .iter()
                .rev()
                .take(8)
                .any(|(e, n)| Rc::ptr_eq(e, env) && n.as_str() == name.as_str())
            {
                log.names.push((env.clone(), name.clone()));
            }
        }
        let old = env.vars.borrow().get_k(key, name.as_str()).cloned();
        self.memo_rebound(env, key, name, old);
        self.freeze(v, true, 0);
    }

    pub(super) fn memo_import_start(&mut self) {
        self.memo.importing += 1;
        self.memo_poison();
    }

    /// A module has been imported: all it holds is module state.
    pub(super) fn memo_import_end(&mut self, env: &Rc<Env<'a>>) {
        self.memo.importing -= 1;
        let values: Vec<Value<'a>> = env.vars.borrow().iter().map(|(_, v)| v.clone()).collect();
        for v in &values {
            self.freeze(v, false, 0);
        }
    }

    /// Mark what `v` reaches as module state. `running`: at run time, when a closure over a
    /// function scope reached now could be that of a call still running.
    fn freeze(&mut self, v: &Value<'a>, running: bool, depth: usize) {
        if depth > MAX_NEST {
            self.memo.off = true;
            return;
        }
        if let Some(p) = container_ptr(v) {
            if !self.memo.frozen.insert(p) {
                return;
            }
            self.memo.keep.push(v.clone());
            self.freeze_items(v, running, depth);
            return;
        }
        let d = depth + 1;
        match &v.kind {
            V::Tuple(t) => {
                for x in t.iter() {
                    self.freeze(x, running, d);
                }
            }
            V::Method(m) => self.freeze(&m.0, running, d),
            V::Bound(b) => {
                self.freeze(&b.0, running, d);
                self.freeze(&b.1, running, d);
            }
            V::Partial(p) => {
                self.freeze(&p.0, running, d);
                for x in p.1.iter().chain(p.2.iter().map(|k| &k.1)) {
                    self.freeze(x, running, d);
                }
            }
            V::Property(x) | V::CachedProperty(x) | V::StaticMethod(x) | V::ClassMethod(x) => {
                self.freeze(x, running, d)
            }
            // What a cached function keeps is module state: a remembered call that read it (a
            // hit) is forgotten when it changes.
            V::Cached(c) => {
                self.freeze(&c.func, running, d);
                self.freeze(&c.cache, running, d);
            }
            _ => {}
        }
    }

    fn freeze_func(&mut self, f: &Func<'a>, running: bool, depth: usize) {
        for x in f.defaults.iter().chain(f.kw_defaults.iter()).flatten() {
            self.freeze(x, running, depth);
        }
        let mut env = Some(f.env.clone());
        while let Some(e) = env {
            if e.parent.is_none() {
                break;
            }
            if running {
                self.memo.off = true;
                return;
            }
            if !self.memo.frozen.insert(Rc::as_ptr(&e) as usize) {
                break;
            }
            self.memo.keep_envs.push(e.clone());
            let values: Vec<Value<'a>> = e.vars.borrow().iter().map(|(_, v)| v.clone()).collect();
            for v in &values {
                self.freeze(v, running, depth + 1);
            }
            env = e.parent.clone();
        }
    }

    /// Freeze what a (frozen) container holds, `depth` deep in module state.
    fn freeze_items(&mut self, v: &Value<'a>, running: bool, depth: usize) {
        let items: Vec<Value<'a>> = match &v.kind {
            V::List(l) | V::Set(l) => l.borrow().items.clone(),
            V::Dict(d) => d
                .borrow()
                .entries
                .iter()
                .flat_map(|e| [e.0.clone(), e.1.clone()])
                .collect(),
            V::Config(c) => c.borrow().entries.iter().map(|e| e.value.clone()).collect(),
            V::Instance(i) => {
                let mut out: Vec<Value<'a>> = i.attrs.borrow().iter().map(|a| a.1.clone()).collect();
                out.push(i.class.clone());
                out
            }
            V::Class(c) => {
                let mut out: Vec<Value<'a>> = c.attrs.borrow().iter().map(|a| a.1.clone()).collect();
                out.extend(c.bases.iter().cloned());
                if let Some(fields) = &*c.dataclass_fields.borrow() {
                    out.extend(fields.iter().filter_map(|f| f.1.clone()));
                }
                out
            }
            V::Func(f) => {
                self.freeze_func(f, running, depth + 1);
                f.attrs.list().iter().map(|a| a.1.clone()).collect()
            }
            _ => return,
        };
        for x in &items {
            self.freeze(x, running, depth + 1);
        }
    }

    fn key_func(&mut self, f: &Func<'a>, k: &mut KeyBuf, depth: usize) -> bool {
        // Its own attributes: module state when it is (a change forgets every call); else a
        // call given one that has any is not remembered (nor, so, reused once a call set some).
        let addr = f as *const Func<'a> as *const () as usize;
        if !f.attrs.is_empty() && !self.memo.frozen.contains(&addr) {
            return false;
        }
        let id = func_id(f);
        k.n(id as u64);
        // A `def`'s name is its statement's (`id`); only a lambda is renamed (`name_lambdas`).
        if matches!(f.body, FuncBody::Lambda(_)) {
            k.s(&f.name);
        }
        for d in f.defaults.iter().chain(f.kw_defaults.iter()) {
            match d {
                Some(v) => {
                    if !self.key_value(v, k, depth + 1) {
                        return false;
                    }
                }
                None => k.n(u64::MAX),
            }
        }
        if f.env.parent.is_none() {
            // Defined at module level: what it reads outside itself is module state.
            return true;
        }
        let names = match self.memo.free.get(&id) {
            Some(n) => n.clone(),
            None => {
                let n: FreeNames<'a> = free_names(f).into_iter().map(|n| (n, Rc::from(n))).collect();
                self.memo.free.insert(id, n.clone());
                n
            }
        };
        for name in names.iter() {
            let mut env = Some(f.env.clone());
            let mut found = None;
            while let Some(e) = env {
                if e.parent.is_none() {
                    break;
                }
                if let Some(v) = e.vars.borrow().get(name.0) {
                    found = Some(v.clone());
                    break;
                }
                env = e.parent.clone();
            }
            if let Some(v) = found {
                k.s(&name.1);
                if !self.key_value(&v, k, depth + 1) {
                    return false;
                }
            }
        }
        true
    }

    fn key_value(&mut self, v: &Value<'a>, k: &mut KeyBuf, depth: usize) -> bool {
        if depth > MAX_NEST || k.nums.len() > KEY_BUDGET {
            return false;
        }
        let head = |tag: u64| tag | (v.origin.map_or(0, |o| o as u64 + 1) << 8);
        let d = depth + 1;
        let tag = match &v.kind {
            V::None => 0,
            V::Bool(_) => 1,
            V::Int(_) => 2,
            V::Float(_) => 3,
            V::Str(_) => 4,
            V::List(_) => 5,
            V::Tuple(_) => 6,
            V::Dict(_) => 7,
            V::Set(_) => 8,
            V::Func(_) => 9,
            V::Builtin(_) => 10,
            V::Method(_) => 11,
            V::Bound(_) => 12,
            V::Module(_) => 13,
            V::Native(_) => 14,
            V::Class(_) => 15,
            V::Instance(_) => 16,
            V::Dtype(_) => 17,
            V::ExcType(_) => 18,
            V::Finfo(_) => 19,
            V::Property(_) => 20,
            V::StaticMethod(_) => 21,
            V::ClassMethod(_) => 22,
            V::Partial(_) => 23,
            V::Unknown => 24,
            V::Path(_) => 25,
            V::Tensor(_) => 26,
            V::CachedProperty(_) => 27,
            // A generator is a state that pulls change.
            V::Config(_)
            | V::Super(_)
            | V::Iter(_)
            | V::View(_)
            | V::Gen(_)
            | V::File(_)
            | V::Re(_)
            | V::Dispatch(_)
            | V::Cached(_)
            | V::Globals(_) => return false,
        };
        k.n(head(tag));
        k.n(v.taint);
        // Whether what it holds is known exactly is part of it (a plain value's is its taint's,
        // already in the key).
        if !matches!(tag, 0..=4 | 24) {
            k.n(v.inexact_bits());
        }
        if let Some(p) = container_ptr(v) {
            if self.memo.frozen.contains(&p) {
                k.n(p as u64);
                return true;
            }
        }
        match &v.kind {
            V::None | V::Unknown => true,
            V::Bool(b) => {
                k.n(*b as u64);
                true
            }
            V::Int(i) => {
                k.n(*i as u64);
                true
            }
            V::Float(f) => {
                k.n(f.to_bits());
                true
            }
            V::Str(s) | V::ExcType(s) | V::Path(s) => {
                k.s(s);
                true
            }
            V::Builtin(b) => {
                k.n(b.code());
                true
            }
            V::Native(n) => {
                k.n(*n as u64);
                true
            }
            V::Module(m) => {
                k.n(*m as u64);
                true
            }
            V::Dtype(x) | V::Finfo(x) => {
                k.n(*x as u64);
                true
            }
            // Any tensor: a call that reads what the tool knows of one (its shape, its dtype) is
            // not remembered (`tensor_read`), so one that is can't depend on it.
            V::Tensor(_) => true,
            V::List(l) | V::Set(l) => {
                k.reach.push(Rc::as_ptr(l) as *const () as usize);
                let items = l.borrow();
                k.n(items.len() as u64);
                items.iter().all(|x| self.key_value(x, k, d))
            }
            V::Tuple(t) => {
                k.n(t.len() as u64);
                t.iter().all(|x| self.key_value(x, k, d))
            }
            V::Dict(dict) => {
                k.reach.push(Rc::as_ptr(dict) as *const () as usize);
                let dict = dict.borrow();
                k.n(dict.entries.len() as u64);
                // Its type: a defaultdict (and its factory), OrderedDict or Counter is not a dict.
                let flavor = match &dict.flavor {
                    Flavor::Plain => true,
                    Flavor::Ordered => {
                        k.n(1);
                        true
                    }
                    Flavor::Counter => {
                        k.n(2);
                        true
                    }
                    Flavor::Default(f) => {
                        k.n(3);
                        self.key_value(f, k, d)
                    }
                };
                flavor
                    && dict.entries.iter().all(|(key, val, src)| {
                        k.n(((src.module as u64) << 32) | src.offset as u64);
                        self.key_value(key, k, d) && self.key_value(val, k, d)
                    })
            }
            V::Func(f) => self.key_func(f, k, d),
            V::Method(m) => {
                k.s(&m.1);
                self.key_value(&m.0, k, d)
            }
            V::Bound(b) => self.key_value(&b.0, k, d) && self.key_value(&b.1, k, d),
            V::Partial(p) => {
                k.n(((p.1.len() as u64) << 32) | p.2.len() as u64);
                self.key_value(&p.0, k, d)
                    && p.1.iter().all(|x| self.key_value(x, k, d))
                    && p.2.iter().all(|(n, x)| {
                        k.s(n);
                        self.key_value(x, k, d)
                    })
            }
            V::Property(x) | V::CachedProperty(x) | V::StaticMethod(x) | V::ClassMethod(x) => self.key_value(x, k, d),
            // Not module state (checked above): a class or instance made at run time. (The kinds
            // refused before the tag was written do not get here.)
            _ => false,
        }
    }
}

/// `v` holds no container or object, at any depth: nothing a region could mark.
fn holds_no_container(v: &Value, depth: usize) -> bool {
    match &v.kind {
        V::None
        | V::Bool(_)
        | V::Int(_)
        | V::Float(_)
        | V::Str(_)
        | V::Dtype(_)
        | V::Finfo(_)
        | V::Tensor(_)
        | V::Path(_)
        | V::Unknown => true,
        V::Tuple(t) => depth < MAX_NEST && t.iter().all(|x| holds_no_container(x, depth + 1)),
        _ => false,
    }
}

/// A copy of a call's result that shares only what is module state; `None` if the result is
/// not plain data: a closure, something the call was given (`reach`), a container twice.
fn plain_copy<'a>(
    frozen: &HashSet<usize, FxBuild>,
    v: &Value<'a>,
    reach: &[usize],
    seen: &mut Vec<usize>,
    depth: usize,
) -> Option<Value<'a>> {
    if depth > MAX_NEST {
        return None;
    }
    if let Some(p) = container_ptr(v) {
        if frozen.contains(&p) {
            return Some(v.clone());
        }
        if reach.contains(&p) || seen.contains(&p) {
            return None;
        }
        seen.push(p);
    }
    let copy = |x: &Value<'a>, seen: &mut Vec<usize>| plain_copy(frozen, x, reach, seen, depth + 1);
    let kind = match &v.kind {
        V::None
        | V::Bool(_)
        | V::Int(_)
        | V::Float(_)
        | V::Str(_)
        | V::Builtin(_)
        | V::Module(_)
        | V::Native(_)
        | V::Dtype(_)
        | V::Finfo(_)
        | V::ExcType(_)
        // What the tool knows of a tensor (shape, dtype) and a path does not change.
        | V::Tensor(_)
        | V::Path(_)
        | V::Unknown => return Some(v.clone()),
        V::Func(f) if f.env.parent.is_none() => return Some(v.clone()),
        V::Tuple(t) => {
            let items = t.iter().map(|x| copy(x, seen)).collect::<Option<Vec<_>>>()?;
            V::Tuple(Rc::new(items))
        }
        V::List(l) => {
            let l = l.borrow();
            let items = l.iter().map(|x| copy(x, seen)).collect::<Option<Vec<_>>>()?;
            V::List(Rc::new(std::cell::RefCell::new(Items {
                items,
                inexact: l.inexact,
                frozen: l.frozen,
                range: l.range.clone(),
            })))
        }
        V::Set(l) => {
            let l = l.borrow();
            let items = l.iter().map(|x| copy(x, seen)).collect::<Option<Vec<_>>>()?;
            V::Set(Rc::new(std::cell::RefCell::new(Items {
                items,
                inexact: l.inexact,
                frozen: l.frozen,
                range: l.range.clone(),
            })))
        }
        V::Dict(d) => {
            let d = d.borrow();
            let entries = d
                .entries
                .iter()
                .map(|(k, x, s)| Some((copy(k, seen)?, copy(x, seen)?, *s)))
                .collect::<Option<Vec<_>>>()?;
            V::Dict(Rc::new(std::cell::RefCell::new(Dict {
                entries,
                inexact: d.inexact,
                flavor: d.flavor.clone(),
            })))
        }
        V::Instance(i) => {
            let class = copy(&i.class, seen)?;
            let attrs = i
                .attrs
                .borrow()
                .iter()
                .map(|(n, x)| Some((n.clone(), copy(x, seen)?)))
                .collect::<Option<Vec<_>>>()?;
            let copied = Instance::new(class, attrs);
            copied.inexact.set(i.inexact.get());
            V::Instance(Rc::new(copied))
        }
        _ => return None,
    };
    Some(Value {
        kind,
        taint: v.taint,
        origin: v.origin,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buf(build: impl Fn(&mut KeyBuf)) -> KeyBuf {
        let mut k = KeyBuf::default();
        build(&mut k);
        k
    }

    fn key(build: impl Fn(&mut KeyBuf)) -> Key {
        let k = buf(build);
        Key {
            nums: k.nums,
            strs: k.strs,
            hash: k.hash,
        }
    }

    #[test]
    fn keys_are_equal_only_for_the_same_numbers_and_strings_in_the_same_order() {
        let abc: Rc<str> = Rc::from("abc");
        let same_len_mark = STR_MARK | 3;
        // What a lookup compares (the hash only picks the bucket).
        let a = key(|k| {
            k.n(7);
            k.s(&abc);
        });
        assert!(buf(|k| {
            k.n(7);
            k.s(&Rc::from("abc"));
        })
        .matches(&a));
        assert!(!buf(|k| {
            k.s(&abc);
            k.n(7);
        })
        .matches(&a));
        assert!(!buf(|k| {
            k.n(7);
            k.s(&Rc::from("abd"));
        })
        .matches(&a));
        // A number that happens to equal a string's mark does not stand for the string.
        let number_then_string = key(|k| {
            k.n(same_len_mark);
            k.s(&abc);
        });
        let string_then_number = buf(|k| {
            k.s(&abc);
            k.n(same_len_mark);
        });
        assert_eq!(number_then_string.nums, string_then_number.nums);
        assert!(!string_then_number.matches(&number_then_string));
    }
}
