//! `with`: the context manager protocol. `__enter__`'s result is bound to the `as` target,
//! `__exit__(type, value, traceback)` is called however the body is left, and a true result
//! suppresses the exception the body raised. Several items are nested `with`s, the first
//! outermost.
//!
//! What a manager is decides how it is entered and left ([`Interp::ctx_enter`]): a harness's
//! class runs its own `__enter__`/`__exit__`; one known to do nothing (`torch.no_grad()`) does
//! nothing; any other (an unknown value, a native object not modelled) is opaque: what it enters
//! is unknown, and its `__exit__` may suppress what the body raises, so such an exception leaves
//! the path undecided rather than certainly raised. A native manager the evaluator models is
//! one more arm there, and in [`Interp::ctx_exit`].

use super::*;

/// How a context manager entered is left.
#[derive(Clone)]
pub(super) enum CtxExit<'a> {
    /// Its class's `__exit__`, bound to it.
    Call(Value<'a>),
    /// Nothing happens on exit, and nothing is suppressed (`torch.no_grad()`).
    Nothing,
    /// Not known: it may do anything, suppress too.
    Opaque,
    /// A manager `contextlib.contextmanager` made of a generator that may catch what the body
    /// raises (its `yield` in a `try` with an `except`): leaving on an exception runs code of
    /// the generator's not followed, with what it was given (`generator_manager`).
    Catches(Vec<Value<'a>>),
    /// A value of the evaluator's own whose `__exit__` never suppresses (a file: it closes).
    Native(Value<'a>),
    /// A manager `contextlib.contextmanager` made of a generator that never catches what the
    /// body raises, whose body was run to its end on entering: leaving does nothing more,
    /// unless the `with` body changed what the generator's code after its `yield` reads
    /// (then that code, run on what is there now, may write anew and raise).
    Generator(Rc<RefCell<super::generators::Gen<'a>>>),
}

impl CtxExit<'_> {
    /// Whether leaving may suppress an exception of the body (a file's `__exit__` never does).
    fn may_suppress(&self) -> bool {
        !matches!(self, CtxExit::Nothing | CtxExit::Native(_) | CtxExit::Generator(_))
    }
}

/// What `__exit__` did with the exception it was given.
enum ExitSays {
    /// Returned false: the exception goes on.
    Propagate,
    /// Returned true: the exception is suppressed, the run goes on after the `with`.
    Suppress,
    /// Not known which (the bits of why).
    Unknown(Taint),
}

impl<'a> Interp<'a> {
    pub(super) fn exec_with(&mut self, env: &Rc<Env<'a>>, w: &'a ast::StmtWith) -> R<'a, ()> {
        self.with_items(env, w, 0)
    }

    /// The items of `w` from the `i`-th on, each a `with` around the rest, then the body.
    fn with_items(&mut self, env: &Rc<Env<'a>>, w: &'a ast::StmtWith, i: usize) -> R<'a, ()> {
        let Some(item) = w.items.get(i) else {
            return self.exec_block(env, &w.body);
        };
        let mgr = self.eval(env, &item.context_expr)?;
        self.set_line(&item.context_expr);
        let (entered, exit) = if w.is_async {
            // `async with`: `__aenter__`/`__aexit__`, awaited; not modelled.
            self.opaque_manager(&mgr)?
        } else {
            self.ctx_enter(&mgr)?
        };
        // An `__exit__` that may suppress takes the body's exceptions as an `except` would:
        // errors the run could not decide there come to it (see `exec_try`).
        let catches = exit.may_suppress();
        let mark = self.events.findings.len();
        let start_gen = self.path.region_gen;
        if catches {
            self.stack.try_depth += 1;
            self.stack.tries.push(TryCtl::default());
        }
        let r = match &item.optional_vars {
            Some(t) => match self.assign(env, t, entered) {
                Ok(()) => self.with_items(env, w, i + 1),
                Err(f) => Err(f),
            },
            None => self.with_items(env, w, i + 1),
        };
        let skipped = if catches {
            let ctl = self.stack.tries.pop().unwrap_or_default();
            if let Some(token) = ctl.region {
                self.leave_undecided(token);
            }
            self.stack.try_depth -= 1;
            ctl.skipped
        } else {
            Vec::new()
        };
        let here = Src {
            module: self.cur.module,
            offset: w.range().start().to_u32(),
        };
        let mut outcome = match r {
            Err(Flow::Abort(a)) => return Err(Flow::Abort(a)),
            Err(Flow::NextBackend) => return Err(Flow::NextBackend),
            Err(Flow::Exc(e)) => self.exit_with_exception(&exit, *e, (mark, here, start_gen)),
            // Left without an exception; where an error was skipped in the body, Python may
            // not have come this way (then `__exit__` was given that error instead).
            other => {
                let skipped_bits = skipped.iter().fold(0, |b, (_, x)| b | x);
                let exited = if skipped_bits != 0 {
                    self.undecided(skipped_bits, |me| me.ctx_exit(&exit, None))
                } else {
                    self.ctx_exit(&exit, None)
                };
                match exited {
                    Ok(_) => other,
                    Err(f) => Err(f),
                }
            }
        };
        // The other ways: an error the run skipped in the body was raised, and `__exit__` was
        // given it (each undecided).
        for (exc, bits) in skipped {
            if matches!(outcome, Err(Flow::Abort(_))) {
                break;
            }
            let says = self.undecided(bits, |me| me.ctx_exit(&exit, Some(&exc)));
            match says {
                Err(f) => outcome = self.join(outcome, Err(f), bits),
                Ok(ExitSays::Suppress) => {}
                Ok(ExitSays::Propagate | ExitSays::Unknown(_)) => {
                    // Still maybe raised, for the `try` around this `with`.
                    self.events.undecided_raises += 1;
                    self.skipped_in_try(exc, bits);
                }
            }
        }
        outcome
    }

    /// The body raised `e`: `__exit__` is given it, and may suppress it. An exception the run
    /// is not sure was raised (raised where the path was undecided, or not known exactly) that
    /// is suppressed makes what follows undecided, as a handler taking it does (`handle`).
    fn exit_with_exception(
        &mut self,
        exit: &CtxExit<'a>,
        e: Exc<'a>,
        (mark, here, start_gen): (usize, Src, u32),
    ) -> R<'a, ()> {
        let uncertain = e.region > start_gen || is_inexact(e.value.taint);
        let bits = match (e.value.taint & INEXACT) | self.havoc() {
            0 => 1 << (INEXACT_SHIFT + 7),
            b => b,
        };
        let says = if uncertain {
            self.undecided(bits, |me| me.ctx_exit(exit, Some(&e.value)))?
        } else {
            self.ctx_exit(exit, Some(&e.value))?
        };
        match says {
            ExitSays::Propagate => Err(Flow::Exc(Box::new(e))),
            ExitSays::Suppress => {
                self.caught_finding(&e, mark, here);
                if uncertain {
                    self.diverge_all(bits);
                }
                Ok(())
            }
            ExitSays::Unknown(b) => {
                // Suppressed or not: go on after the `with`, the raise said as not decided.
                let r = self.join(Err(Flow::Exc(Box::new(e))), Ok(()), b);
                if uncertain {
                    self.diverge_all(bits);
                }
                r
            }
        }
    }

    /// Enter the context manager `mgr`: what `as` binds, and how it is left. Python looks both
    /// `__enter__` and `__exit__` up on the type first; a type without them raises `TypeError`.
    pub(super) fn ctx_enter(&mut self, mgr: &Value<'a>) -> R<'a, (Value<'a>, CtxExit<'a>)> {
        let t = mgr.taint;
        match &mgr.kind {
            // `torch.no_grad()`, `torch.inference_mode()`: enter gives `None`, exit does nothing.
            V::Builtin(Builtin::Noop) => return Ok((Value::none().with_taint(t), CtxExit::Nothing)),
            // A file of the checkout (`datafiles`): entering gives the file, leaving closes it.
            V::File(_) => {
                let entered = self.call_method(mgr, "__enter__", vec![], vec![])?;
                return Ok((entered, CtxExit::Native(mgr.clone())));
            }
            // A class known exactly; or one whose own body has both (they come first in its
            // MRO, whatever its bases the tool can't see).
            V::Instance(i)
                if (mgr.inexact_bits() == 0 && class_inexact(&i.class) == 0 && bases_known(&i.class))
                    || (defines_own(&i.class, "__enter__") && defines_own(&i.class, "__exit__")) =>
            {
                let class = i.class.clone();
                let enter = self.class_attr(&class, "__enter__");
                let exit = self.class_attr(&class, "__exit__");
                return match (enter, exit) {
                    (Some(enter), Some(exit)) => {
                        let enter = self.bind_attr(mgr, enter)?;
                        let exit = self.bind_attr(mgr, exit)?;
                        let entered = self.call(&enter, vec![], vec![])?;
                        Ok((entered, CtxExit::Call(exit)))
                    }
                    _ => self.not_a_manager(mgr),
                };
            }
            // `contextlib.contextmanager`'s: see `generator_manager`.
            V::Partial(p) if matches!(p.0.kind, V::Builtin(Builtin::GenCm)) => {
                let p = p.clone();
                return self.generator_manager(mgr, p.1.first());
            }
            V::None => return self.not_a_manager(mgr),
            k if super::operators::builtin_data(k) => return self.not_a_manager(mgr),
            _ => {}
        }
        self.opaque_manager(mgr)
    }

    /// A manager `contextlib.contextmanager` made of generator `g`. The evaluator runs a
    /// generator's body whole at its first step (`generators.rs`): the code after its `yield`
    /// runs on entering, undecided (its writes marked), not after the `with` body. Where its one
    /// `yield` is in no `try` with an `except` (or whose `finally` leaves it) and in no `with`,
    /// an exception the body raises, thrown in there, goes on out (after the `finally`), so the
    /// manager never suppresses one: what it yields is what `as` binds, and leaving it does
    /// nothing more. Otherwise it is a manager not modelled, whose leaving on an exception may
    /// run the generator's handlers, not followed ([`CtxExit::Catches`]).
    fn generator_manager(&mut self, mgr: &Value<'a>, g: Option<&Value<'a>>) -> R<'a, (Value<'a>, CtxExit<'a>)> {
        let Some(V::Gen(g)) = g.map(|g| &g.kind) else {
            return self.opaque_manager(mgr);
        };
        let (never_catches, roots) = match &g.borrow().src {
            super::generators::GenSrc::Func(f, args, kwargs, _) => {
                let never = match f.body {
                    FuncBody::Def(d) => yields_outside_handlers(&d.body),
                    FuncBody::Lambda(_) => false,
                };
                let mut roots = vec![Value::new(V::Func(f.clone()))];
                roots.extend(args.iter().cloned());
                roots.extend(kwargs.iter().map(|k| k.1.clone()));
                (never, roots)
            }
            _ => (false, vec![]),
        };
        self.gen_fill(g)?;
        let b = g.borrow();
        if let ([one], 0, None) = (&b.items[..], b.pos, &b.raised) {
            if never_catches && b.shape == 0 && one.inexact_bits() == 0 {
                let one = one.clone();
                drop(b);
                g.borrow_mut().pos = 1;
                return Ok((one, CtxExit::Generator(g.clone())));
            }
        }
        drop(b);
        let (entered, _) = self.opaque_manager(mgr)?;
        Ok((entered, CtxExit::Catches(roots)))
    }

    /// A manager not modelled: what it enters is unknown, and its `__exit__` may do anything.
    fn opaque_manager(&mut self, mgr: &Value<'a>) -> R<'a, (Value<'a>, CtxExit<'a>)> {
        let t = mgr.taint;
        match &mgr.kind {
            // A generator not known exactly: maybe one `contextlib.contextmanager` wraps, whose
            // `__enter__` and `__exit__` run its body. Run it now, undecided (its writes
            // marked): what it does is then not claimed.
            V::Gen(g) => {
                let g = g.clone();
                self.gen_fill(&g)?;
            }
            // Handed to code the tool can't see, which may change it (as a call does).
            V::List(_) | V::Dict(_) | V::Set(_) | V::Instance(_) if !self.assume_env => {
                let bits = self.inexact(FallbackKind::NotModelled, "a context manager not modelled");
                mgr.mark_inexact(bits);
                self.touched(mgr);
            }
            _ => {}
        }
        // What it enters is not known, nor whether entering raises.
        let entered = self.unknown_op(t);
        Ok((entered, CtxExit::Opaque))
    }

    fn not_a_manager(&mut self, mgr: &Value<'a>) -> R<'a, (Value<'a>, CtxExit<'a>)> {
        let message = format!(
            "'{}' object does not support the context manager protocol",
            value_type_name(mgr)
        );
        self.fail::<Value<'a>>("TypeError", message, mgr.taint)?;
        // Skipped (not known exactly): go on as an opaque manager.
        Ok((Value::unknown(mgr.taint), CtxExit::Opaque))
    }

    /// Leave a manager: `exc` the exception the body raised (`None`: it did not).
    fn ctx_exit(&mut self, exit: &CtxExit<'a>, exc: Option<&Value<'a>>) -> R<'a, ExitSays> {
        match exit {
            CtxExit::Nothing => Ok(ExitSays::Propagate),
            CtxExit::Generator(g) => {
                let changed = {
                    let b = g.borrow();
                    b.made_before_changes(self.epoch_for(b.code))
                };
                if changed {
                    self.gen_went_stale(g);
                    self.may_raise_unseen();
                }
                Ok(ExitSays::Propagate)
            }
            CtxExit::Native(v) => {
                self.call_method(v, "__exit__", vec![Value::none(), Value::none(), Value::none()], vec![])?;
                Ok(ExitSays::Propagate)
            }
            CtxExit::Catches(roots) => {
                if let Some(e) = exc {
                    // Its handlers may run, and do anything its code could.
                    let mut given = roots.clone();
                    given.push(e.clone());
                    self.code_may_run(&given, true);
                }
                self.ctx_exit(&CtxExit::Opaque, exc)
            }
            CtxExit::Opaque => {
                if !self.assume_env {
                    // Its `__exit__` may raise.
                    self.maybe_raised();
                }
                Ok(match exc {
                    None => ExitSays::Propagate,
                    Some(_) => ExitSays::Unknown(self.inexact(
                        FallbackKind::NotModelled,
                        "the `__exit__` of a context manager not modelled (it may suppress the exception)",
                    )),
                })
            }
            CtxExit::Call(f) => {
                let args = match exc {
                    None => vec![Value::none(), Value::none(), Value::none()],
                    Some(e) => {
                        let class = match &e.kind {
                            V::Instance(i) => i.class.clone(),
                            _ => Value::unknown(e.taint),
                        };
                        // The traceback: an object the evaluator does not model.
                        vec![class, e.clone(), Value::unknown(e.taint & INEXACT)]
                    }
                };
                // (Called while the body's exception is being handled: a bare `raise` in it
                // raises that.)
                if let Some(e) = exc {
                    self.stack.handling.push(e.clone());
                }
                let r = self.call(f, args, vec![]);
                if exc.is_some() {
                    self.stack.handling.pop();
                }
                let r = r?;
                if exc.is_none() {
                    return Ok(ExitSays::Propagate);
                }
                Ok(match self.truth(&r)? {
                    Some(true) => ExitSays::Suppress,
                    Some(false) => ExitSays::Propagate,
                    None => ExitSays::Unknown(self.undecided_bits(&r, "__exit__")),
                })
            }
        }
    }
}

/// The name of `v`'s type, as Python says it in a message.
fn value_type_name<'a>(v: &Value<'a>) -> String {
    match &v.kind {
        V::Instance(i) => match &i.class.kind {
            V::Class(c) => c.name.to_string(),
            _ => v.type_name().to_string(),
        },
        _ => v.type_name().to_string(),
    }
}

/// Whether `cls`'s own body (not a base's) binds `name`.
fn defines_own(cls: &Value, name: &str) -> bool {
    match &cls.kind {
        V::Class(c) => c.attrs.borrow().iter().any(|(k, _)| &**k == name),
        _ => false,
    }
}

/// Whether every `yield` of a generator function's `body` is in no `try` that has an `except`
/// or whose `finally` may leave it (`return`, `break`, `continue`), and in no `with` (whose
/// manager may suppress): an exception thrown in at a `yield` then goes on out of the body.
fn yields_outside_handlers(body: &[Stmt]) -> bool {
    use crate::parse::python::ast::visitor::{walk_expr, walk_stmt, Visitor};
    /// Whether a statement or expression holds a `yield` (not one of a function or class
    /// inside it), or a `finally` a jump that leaves it.
    #[derive(Default)]
    struct Finds {
        yields: bool,
        jumps: bool,
        /// A `yield from`: it hands the body's exception to a generator whose handlers are
        /// not looked into.
        delegates: bool,
    }
    impl<'a> Visitor<'a> for Finds {
        fn visit_stmt(&mut self, s: &'a Stmt) {
            match s {
                Stmt::FunctionDef(_) | Stmt::ClassDef(_) => {}
                Stmt::Return(_) | Stmt::Break(_) | Stmt::Continue(_) => {
                    self.jumps = true;
                    walk_stmt(self, s);
                }
                _ => walk_stmt(self, s),
            }
        }
        fn visit_expr(&mut self, e: &'a Expr) {
            match e {
                Expr::Yield(_) => self.yields = true,
                Expr::YieldFrom(_) => (self.yields, self.delegates) = (true, true),
                Expr::Lambda(_) => return,
                _ => {}
            }
            walk_expr(self, e);
        }
    }
    fn holds_yield(stmts: &[Stmt]) -> bool {
        let mut f = Finds::default();
        stmts.iter().for_each(|s| f.visit_stmt(s));
        f.yields
    }
    struct Guarded {
        ok: bool,
    }
    impl<'a> Visitor<'a> for Guarded {
        fn visit_stmt(&mut self, s: &'a Stmt) {
            match s {
                Stmt::FunctionDef(_) | Stmt::ClassDef(_) => return,
                Stmt::With(w) if holds_yield(&w.body) => self.ok = false,
                Stmt::Try(t) if holds_yield(std::slice::from_ref(s)) => {
                    let mut fin = Finds::default();
                    t.finalbody.iter().for_each(|s| fin.visit_stmt(s));
                    if !t.handlers.is_empty() || fin.jumps {
                        self.ok = false;
                    }
                }
                _ => {}
            }
            walk_stmt(self, s);
        }
    }
    let mut g = Guarded { ok: true };
    body.iter().for_each(|s| g.visit_stmt(s));
    let mut f = Finds::default();
    body.iter().for_each(|s| f.visit_stmt(s));
    g.ok && !f.delegates
}
