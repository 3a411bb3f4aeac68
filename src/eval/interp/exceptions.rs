//! Exceptions: `raise`, `try`/`except`/`finally`, the errors the evaluator raises itself (as
//! Python would: `TypeError`, `KeyError`, …), and Python's built-in exception hierarchy.

use super::statements::is_membership;
use super::*;

impl<'a> Interp<'a> {
    pub(super) fn exec_raise(&mut self, env: &Rc<Env<'a>>, r: &'a ast::StmtRaise) -> Flow<'a> {
        let exc = match &r.exc {
            None => {
                // Bare `raise`: re-raise what is being handled; not a new finding.
                let value = self
                    .stack
                    .handling
                    .last()
                    .cloned()
                    .unwrap_or_else(|| self.exc_instance("RuntimeError", "No active exception to reraise"));
                let finding = self.finding(FindingKind::Raise, String::new(), String::new(), 0, false);
                return Flow::Exc(Box::new(Exc {
                    value,
                    finding,
                    recorded: true,
                    region: self.path.regions.last().map_or(0, |r| r.token),
                }));
            }
            Some(e) => match self.eval(env, e) {
                Ok(v) => v,
                Err(f) => return f,
            },
        };
        // `raise X from Y`: the cause is evaluated, and must be `None` or an exception.
        let mut cause = None;
        if let Some(c) = &r.cause {
            let v = match self.eval(env, c) {
                Ok(v) => v,
                Err(f) => return f,
            };
            if self.never_an_exception(&exc) == Some(false)
                && !matches!(v.kind, V::None)
                && self.never_an_exception(&v) == Some(true)
            {
                let message = "exception causes must derive from BaseException".to_string();
                return self.raised_type_error(message, v.taint | v.inexact_bits());
            }
            cause = Some(v);
        }
        if self.never_an_exception(&exc) == Some(true) {
            let message = "exceptions must derive from BaseException".to_string();
            return self.raised_type_error(message, exc.taint | exc.inexact_bits());
        }
        let exc = match &exc.kind {
            V::ExcType(name) => {
                let v = self.exc_instance(name, "");
                if let V::Instance(i) = &v.kind {
                    i.attrs.borrow_mut()[0].1 = Value::tuple(vec![]);
                }
                v
            }
            V::Class(_) => match self.call(&exc, vec![], vec![]) {
                Ok(v) => v,
                Err(f) => return f,
            },
            _ => exc,
        };
        self.mark_raised(&exc, cause);
        let message = exc_message(&exc);
        let guard = self.path.guards.last().filter(|g| g.frame == self.stack.frames.len());
        let (text, taint, membership) = match guard {
            Some(g) => (
                self.h.module(g.module).file.snippet(g.test.range()),
                g.taint,
                is_membership(g.test),
            ),
            None => (String::new(), 0, false),
        };
        if self.mode == Mode::Probe {
            let c = Constraint {
                src: self.cur,
                text: text.clone(),
                is_assert: false,
                in_adapter: self.in_adapter(),
                membership,
                when: self.decided(guard.map(|_| self.path.guards.len() - 1)),
                fields: self.taint_fields(taint),
            };
            if !self.events.constraints.contains(&c) {
                self.events.constraints.push(c);
            }
        }
        let mut finding = self.finding(FindingKind::Raise, text, message, taint, membership);
        if guard.is_some_and(|_| false) {
            finding.uncertain = true;
        }
        self.record(finding.clone());
        Flow::Exc(Box::new(Exc {
            value: exc,
            finding,
            recorded: true,
            region: self.path.regions.last().map_or(0, |r| r.token),
        }))
    }

    /// What raising sets on the exception object, whatever was assigned there before: its
    /// traceback (not modelled: not known), its context where an exception is being handled
    /// (which one, in a generator or an `__exit__`, is not always the run's: not known), and, by
    /// `raise ... from cause`, its cause (a class made into an instance: not followed).
    fn mark_raised(&mut self, exc: &Value<'a>, cause: Option<Value<'a>>) {
        let V::Instance(i) = &exc.kind else { return };
        self.changed(exc);
        let handling = !self.stack.handling.is_empty();
        i.attrs
            .borrow_mut()
            .retain(|(k, _)| &**k != "__traceback__" && !(handling && &**k == "__context__"));
        if let Some(cause) = cause {
            let cause = match cause.kind {
                V::None | V::Instance(_) => cause,
                _ => Value::unknown(cause.taint),
            };
            self.set_attr(exc, "__cause__", cause);
            self.set_attr(exc, "__suppress_context__", Value::bool(true));
        }
    }

    /// Python's `TypeError` raised where `raise` is given what is no exception (`taint`: of that
    /// value; undecided where it is not known exactly).
    fn raised_type_error(&mut self, message: String, taint: Taint) -> Flow<'a> {
        match self.fail::<Value<'a>>("TypeError", message, taint) {
            Err(f) => f,
            Ok(v) => Flow::Exc(Box::new(Exc {
                value: v,
                finding: self.finding(FindingKind::Raise, String::new(), String::new(), taint, true),
                recorded: true,
                region: self.path.regions.last().map_or(0, |r| r.token),
            })),
        }
    }

    /// Whether `raise` or `except` refuses `v` as no exception (class or instance) whatever
    /// Python holds: `Some(true)` for one of Python's data values, a function, a built-in type
    /// that is no exception, a class known whole (or its object) that derives from none;
    /// `Some(false)` for an exception class or object; `None` where it is not known.
    pub(super) fn never_an_exception(&self, v: &Value<'a>) -> Option<bool> {
        match &v.kind {
            V::None => Some(true),
            V::ExcType(_) => Some(false),
            V::Class(_) if self.is_exception_class(v) => Some(false),
            V::Instance(i) if self.is_exception_class(&i.class) => Some(false),
            V::Class(_) if super::object_hooks::class_known_whole(v) => Some(true),
            V::Instance(i) if super::object_hooks::class_known_whole(&i.class) => Some(true),
            V::Func(_) | V::Bound(_) | V::Method(_) | V::Builtin(_) | V::Module(_) => Some(true),
            _ if v.is_plain_data() => Some(true),
            _ => None,
        }
    }

    /// `try`/`except`/`else`/`finally`. An error the run could not decide in the body (skipped,
    /// see `undecided.rs`) leaves two ways on: the body went on (then `else`), or that error was
    /// raised (then a handler that takes it); both run, each undecided, and join.
    pub(super) fn exec_try(&mut self, env: &Rc<Env<'a>>, t: &'a ast::StmtTry) -> R<'a, ()> {
        let mark = self.events.findings.len();
        let here = self.cur;
        let guards_imports = imports::catches_import_error(t) as u32;
        self.stack.try_depth += 1;
        self.stack.import_guards += guards_imports;
        self.stack.tries.push(TryCtl::default());
        let start_gen = self.path.region_gen;
        let r = self.exec_block(env, &t.body);
        let ctl = self.stack.tries.pop().unwrap_or_default();
        if let Some(token) = ctl.region {
            self.leave_undecided(token);
        }
        self.stack.try_depth -= 1;
        self.stack.import_guards -= guards_imports;
        let skipped_bits = ctl.skipped.iter().fold(0, |b, (_, x)| b | x);
        let r = match r {
            Err(Flow::Exc(e)) => self.handle(env, t, *e, (mark, here, start_gen))?,
            Ok(()) if skipped_bits != 0 => self.undecided(skipped_bits, |me| me.exec_block(env, &t.orelse)),
            Ok(()) => self.exec_block(env, &t.orelse),
            other => other,
        };
        // The other way: an error skipped in the body was raised, and a handler took it.
        let r = if ctl.skipped.is_empty() || matches!(r, Err(Flow::Abort(_))) {
            r
        } else {
            let mut outcome = r;
            for (exc, bits) in ctl.skipped {
                let handler = self.handler_for(env, t, &exc)?;
                // No handler takes it for certain (none may, or which it is is not known and the
                // handler names a class): it may leave the statement, a skipped error of the
                // code around it.
                let certain = handler.is_some_and(|(_, takes)| takes) && !t.is_star;
                if !certain {
                    self.skipped_in_try(exc.clone(), bits);
                }
                let Some((h, _)) = handler else {
                    continue;
                };
                let exc = match t.is_star {
                    true => Value::unknown(bits),
                    false => exc,
                };
                let hr = self.undecided(bits, |me| {
                    if let Some(name) = &h.name {
                        me.bind(env, name_key(name.id.as_str()), name.id.as_str(), exc.clone());
                    }
                    me.stack.handling.push(exc.clone());
                    let r = me.exec_block(env, &h.body);
                    me.stack.handling.pop();
                    if let Some(name) = &h.name {
                        me.unbind(env, name.id.as_str());
                    }
                    r
                });
                outcome = self.join(outcome, hr, bits);
            }
            outcome
        };
        if !t.finalbody.is_empty() {
            if let Err(Flow::Abort(a)) = r {
                return Err(Flow::Abort(a));
            }
            // An exception on its way out is the one being handled there (a bare `raise`).
            let pending = match &r {
                Err(Flow::Exc(e)) => Some(e.value.clone()),
                _ => None,
            };
            if let Some(v) = &pending {
                self.stack.handling.push(v.clone());
            }
            let done = self.exec_block(env, &t.finalbody);
            if pending.is_some() {
                self.stack.handling.pop();
            }
            done?;
        }
        r
    }

    /// The first handler of `t` that may take `exc` (one whose type is not known may).
    fn handler_for(
        &mut self,
        env: &Rc<Env<'a>>,
        t: &'a ast::StmtTry,
        exc: &Value<'a>,
    ) -> R<'a, Option<(&'a ast::ExceptHandlerExceptHandler, bool)>> {
        for h in &t.handlers {
            let ast::ExceptHandler::ExceptHandler(h) = h;
            let matches = match &h.type_ {
                None => Some(true),
                Some(ty) => {
                    let tv = self.eval(env, ty)?;
                    // An `except` naming what is no exception class refuses to compare.
                    let classes = match &tv.kind {
                        V::Tuple(t) => t.to_vec(),
                        _ => vec![tv.clone()],
                    };
                    let refused = classes.iter().any(|c| match &c.kind {
                        V::Instance(_) => self.never_an_exception(c).is_some(),
                        _ => self.never_an_exception(c) == Some(true),
                    });
                    if refused && tv.is_exact() {
                        let message = "catching classes that do not inherit from BaseException is not allowed";
                        return Err(self.error("TypeError", message.into(), 0));
                    }
                    exc_matches(exc, &tv)
                }
            };
            match matches {
                Some(true) => return Ok(Some((h, true))),
                Some(false) => {}
                // It may take it, or not (the exception going on to the next handler, or out):
                // the handler runs, not decided.
                None => return Ok(Some((h, false))),
            }
        }
        Ok(None)
    }

    /// An exception raised out of a `try` body: the handler that takes it runs; one the run
    /// could not decide (raised where the path was undecided) makes what follows undecided.
    fn handle(
        &mut self,
        env: &Rc<Env<'a>>,
        t: &'a ast::StmtTry,
        e: Exc<'a>,
        (mark, here, start_gen): (usize, Src, u32),
    ) -> R<'a, R<'a, ()>> {
        let Some((h, takes)) = self.handler_for(env, t, &e.value)? else {
            return Ok(Err(Flow::Exc(Box::new(e))));
        };
        // `except*` (not modelled): what it binds is an exception group made of what it takes,
        // and what it leaves goes on out.
        let takes = takes && !t.is_star;
        let value = match t.is_star {
            true => Value::unknown(e.value.taint | self.inexact(FallbackKind::NotModelled, "except*")),
            false => e.value.clone(),
        };
        let at = Src {
            module: here.module,
            offset: h.range.start().to_u32(),
        };
        self.caught_finding(&e, mark, at);
        // Raised in a region entered since this `try` began, or not known to be this exception.
        let uncertain = e.region > start_gen || is_inexact(e.value.taint) || !takes;
        let bits = match (e.value.taint & INEXACT) | self.havoc() {
            0 => 1 << (INEXACT_SHIFT + 7),
            b => b,
        };
        // Not known to take it: it may go on out of the statement instead.
        if !takes {
            self.skipped_in_try(e.value.clone(), bits);
        }
        if let Some(name) = &h.name {
            self.bind(env, name_key(name.id.as_str()), name.id.as_str(), value.clone());
        }
        self.stack.handling.push(value);
        let r = if uncertain {
            // Whether it was raised is not known: the handler may not run, and the body's rest
            // may have run instead, which the run does not have; what follows is undecided.
            let r = self.undecided(bits, |me| me.exec_block(env, &h.body));
            self.diverge_all(bits);
            r
        } else {
            self.exec_block(env, &h.body)
        };
        self.stack.handling.pop();
        // Python deletes the name at the end of the handler.
        if let Some(name) = &h.name {
            self.unbind(env, name.id.as_str());
        }
        Ok(r)
    }

    /// `e`, raised since findings were `mark` long, was caught at `at` (by a handler, or by an
    /// `__exit__` that suppressed it). Caught by the harness itself: not a failure of the config
    /// (it takes another way). A backend's adapter refusing the inputs still is: the harness
    /// only skips that backend.
    pub(crate) fn caught_finding(&mut self, e: &Exc<'a>, mark: usize, at: Src) {
        if !e.recorded {
            return;
        }
        let f = &e.finding;
        let mark = mark.min(self.events.findings.len());
        if let Some(i) = self.events.findings[mark..]
            .iter()
            .rposition(|x| x.src == f.src && x.kind == f.kind && x.message == f.message)
        {
            if f.in_adapter {
                // The backend is skipped, and the run goes on.
                self.events.findings[mark + i].caught = Some(at);
            } else {
                self.events.findings.remove(mark + i);
            }
        }
    }

    /// A built-in error (`TypeError`, `KeyError`, …) raised at the current line.
    pub fn error(&mut self, class: &str, message: String, taint: Taint) -> Flow<'a> {
        let finding = self.finding(
            FindingKind::Error(class.to_string()),
            String::new(),
            message.clone(),
            taint,
            false,
        );
        // Its `args` are CPython's, not the evaluator's message (`KeyError` holds the key, not
        // its repr): not known.
        let value = self.exc_instance(class, &message);
        if let V::Instance(i) = &value.kind {
            i.attrs.borrow_mut()[0].1 = Value::unknown(0);
        }
        Flow::Exc(Box::new(Exc {
            value,
            finding,
            recorded: false,
            region: self.path.regions.last().map_or(0, |r| r.token),
        }))
    }

    /// [`Self::error`], raised from `cause` (its `__cause__`): what CPython raises in place of an
    /// error it wraps.
    pub(crate) fn error_from(&mut self, class: &str, message: String, cause: &Value<'a>) -> Flow<'a> {
        let flow = self.error(class, message, 0);
        if let Flow::Exc(e) = &flow {
            if let V::Instance(i) = &e.value.kind {
                i.attrs.borrow_mut().push((Rc::from("__cause__"), cause.clone()));
            }
        }
        flow
    }

    /// Python's `TypeError` for a value of a type it can't hash (`unhashable type: 'list'`).
    pub(crate) fn unhashable_error<T: Undecided<'a>>(&mut self, type_name: &str, taint: Taint) -> R<'a, T> {
        self.fail("TypeError", format!("unhashable type: '{type_name}'"), taint)
    }

    /// Python's `TypeError` for a value read as an integer (an index, a length) that is none.
    pub(crate) fn not_an_integer<T: Undecided<'a>>(&mut self, type_name: &str, taint: Taint) -> R<'a, T> {
        let message = format!("'{type_name}' object cannot be interpreted as an integer");
        self.fail("TypeError", message, taint)
    }

    /// A config value the code can't use (a dtype torch doesn't have, a key a table doesn't
    /// have): in a check outside any `try`, record it and go on with an unknown value, so the
    /// rest of the config is still checked; elsewhere it is raised like any error.
    pub fn soft_error(&mut self, class: &str, message: String, taint: Taint) -> R<'a, Value<'a>> {
        self.soft_refusal(class, message, taint, false)
    }

    /// [`Self::soft_error`]; `membership`: the value is refused for not being among those the
    /// code names (`Mode("bf-16")` of an enum), as a `raise` under `if x not in …` is.
    pub fn soft_refusal(&mut self, class: &str, message: String, taint: Taint, membership: bool) -> R<'a, Value<'a>> {
        if is_inexact(taint | self.path.ctx_inexact) {
            return self.fail(class, message, taint);
        }
        if self.mode == Mode::Check && self.stack.try_depth == 0 && taint != 0 {
            let f = self.finding(
                FindingKind::Error(class.to_string()),
                String::new(),
                message,
                taint,
                membership,
            );
            let past = (self.sweep_serials(), f.fields.clone());
            self.record(f);
            if !past.1.is_empty() {
                self.events.went_on_past.push(past);
            }
            return Ok(Value::unknown(taint));
        }
        Err(self.error(class, message, taint))
    }

    /// `r`, a `KeyError` raised for `key`: its `args` hold the key itself, as Python's do (its
    /// message is the key's repr).
    pub fn key_error<T>(&mut self, key: &Value<'a>, r: R<'a, T>) -> R<'a, T> {
        if let Err(Flow::Exc(e)) = &r {
            if let V::Instance(i) = &e.value.kind {
                if let Some(a) = i.attrs.borrow_mut().iter_mut().find(|(k, _)| &**k == "args") {
                    a.1 = Value::tuple(vec![key.clone()]);
                }
            }
        }
        r
    }

    pub(super) fn exc_instance(&self, class: &str, message: &str) -> Value<'a> {
        // Raised with no message (`StopIteration`): no arguments.
        let args = match message.is_empty() {
            true => vec![],
            false => vec![Value::str(message)],
        };
        self.exc_with_args(class, args)
    }

    /// A built-in exception made with these arguments (`e.args`).
    pub(super) fn exc_with_args(&self, class: &str, args: Vec<Value<'a>>) -> Value<'a> {
        Value::new(V::Instance(Rc::new(Instance::new(
            Value::new(V::ExcType(Rc::from(class))),
            vec![(Rc::from("args"), Value::tuple(args))],
        ))))
    }

    pub fn is_exception_class(&self, c: &Value<'a>) -> bool {
        match &c.kind {
            V::ExcType(_) => true,
            V::Class(cl) => cl.bases.iter().any(|b| self.is_exception_class(b)),
            _ => false,
        }
    }
}

/// An exception that ends the program normally: `SystemExit` with no code, `None` or `0`.
pub fn is_clean_exit(v: &Value) -> bool {
    if !exc_is(v, "SystemExit") {
        return false;
    }
    let V::Instance(i) = &v.kind else { return true };
    let attrs = i.attrs.borrow();
    let Some((_, args)) = attrs.iter().find(|(k, _)| &**k == "args") else {
        return true;
    };
    match &args.kind {
        V::Tuple(t) => matches!(
            t.first().map(|c| &c.kind),
            None | Some(V::None) | Some(V::Int(0)) | Some(V::Bool(false))
        ),
        _ => false,
    }
}

/// A built-in exception's bases, nearest first, up to `BaseException`.
pub fn exception_ancestors(name: &str) -> impl Iterator<Item = &'static str> {
    std::iter::successors(exception_parent(name), |p| exception_parent(p))
}

/// Python's built-in exception hierarchy: a name's parent.
pub fn exception_parent(name: &str) -> Option<&'static str> {
    Some(match name {
        "BaseException" => return None,
        "Exception" | "KeyboardInterrupt" | "SystemExit" | "GeneratorExit" => "BaseException",
        "KeyError" | "IndexError" => "LookupError",
        "NotImplementedError" | "RecursionError" => "RuntimeError",
        "ModuleNotFoundError" => "ImportError",
        "UnboundLocalError" => "NameError",
        "ZeroDivisionError" | "OverflowError" | "FloatingPointError" => "ArithmeticError",
        "FileNotFoundError" | "FileExistsError" | "PermissionError" | "TimeoutError" | "IsADirectoryError"
        | "NotADirectoryError" | "InterruptedError" | "BlockingIOError" | "ChildProcessError"
        | "ProcessLookupError" | "ConnectionError" => "OSError",
        "BrokenPipeError" | "ConnectionAbortedError" | "ConnectionRefusedError" | "ConnectionResetError" => {
            "ConnectionError"
        }
        "IndentationError" => "SyntaxError",
        "TabError" => "IndentationError",
        "UnicodeError" => "ValueError",
        "FrozenInstanceError" => "AttributeError",
        "UnicodeDecodeError" | "UnicodeEncodeError" | "UnicodeTranslateError" => "UnicodeError",
        "DeprecationWarning"
        | "PendingDeprecationWarning"
        | "UserWarning"
        | "RuntimeWarning"
        | "SyntaxWarning"
        | "FutureWarning"
        | "ImportWarning"
        | "UnicodeWarning"
        | "BytesWarning"
        | "ResourceWarning"
        | "EncodingWarning" => "Warning",
        _ => "Exception",
    })
}

/// Python's built-in exception types the evaluator makes objects of (those whose constructor
/// takes any arguments: not the `Unicode*Error`s' five, nor `SyntaxError`'s location, nor the
/// exception groups).
pub(super) fn is_exception_name(name: &str) -> bool {
    // (The warnings: every one `exception_parent` names.)
    exception_parent(name) == Some("Warning")
        || matches!(
            name,
            "BaseException"
                | "Exception"
                | "ValueError"
                | "TypeError"
                | "KeyError"
                | "IndexError"
                | "LookupError"
                | "RuntimeError"
                | "NotImplementedError"
                | "AssertionError"
                | "AttributeError"
                | "ImportError"
                | "ModuleNotFoundError"
                | "ZeroDivisionError"
                | "ArithmeticError"
                | "OverflowError"
                | "FloatingPointError"
                | "OSError"
                | "IOError"
                | "FileNotFoundError"
                | "FileExistsError"
                | "PermissionError"
                | "TimeoutError"
                | "IsADirectoryError"
                | "NotADirectoryError"
                | "InterruptedError"
                | "BlockingIOError"
                | "ChildProcessError"
                | "ProcessLookupError"
                | "ConnectionError"
                | "BrokenPipeError"
                | "ConnectionAbortedError"
                | "ConnectionRefusedError"
                | "ConnectionResetError"
                | "NameError"
                | "UnboundLocalError"
                | "StopIteration"
                | "StopAsyncIteration"
                | "RecursionError"
                | "UnicodeError"
                | "EOFError"
                | "MemoryError"
                | "BufferError"
                | "ReferenceError"
                | "SystemError"
                | "Warning"
                | "KeyboardInterrupt"
                | "SystemExit"
                | "GeneratorExit"
        )
}

/// The `OSError` subclass `OSError(errno, strerror)` makes for an error number (Linux's).
pub(super) fn oserror_for_errno(errno: i64) -> &'static str {
    match errno {
        11 | 114 | 115 => "BlockingIOError",
        10 => "ChildProcessError",
        32 | 108 => "BrokenPipeError",
        103 => "ConnectionAbortedError",
        111 => "ConnectionRefusedError",
        104 => "ConnectionResetError",
        17 => "FileExistsError",
        2 => "FileNotFoundError",
        21 => "IsADirectoryError",
        20 => "NotADirectoryError",
        4 => "InterruptedError",
        1 | 13 => "PermissionError",
        3 => "ProcessLookupError",
        110 => "TimeoutError",
        _ => "OSError",
    }
}

pub fn exc_class_names<'a>(v: &Value<'a>) -> Vec<String> {
    exc_classes(v).0
}

/// Whether `v` is an exception of the built-in class `class` (or of one derived from it).
pub fn exc_is(v: &Value, class: &str) -> bool {
    exc_class_names(v).iter().any(|n| n == class)
}

/// [`exc_class_names`], and whether they are all of its classes (none of its bases is a value
/// the tool does not model).
fn exc_classes<'a>(v: &Value<'a>) -> (Vec<String>, bool) {
    let mut complete = true;
    let mut out = Vec::new();
    let class = match &v.kind {
        V::Instance(i) => i.class.clone(),
        _ => v.clone(),
    };
    let mut todo = vec![class];
    let mut guard = 0;
    while let Some(c) = todo.pop() {
        guard += 1;
        if guard > 64 {
            break;
        }
        match &c.kind {
            V::ExcType(n) => {
                out.push(n.to_string());
                out.extend(exception_ancestors(n).map(String::from));
            }
            V::Class(cl) => {
                out.push(format!("class:{:p}", Rc::as_ptr(cl)));
                todo.extend(cl.bases.iter().cloned());
            }
            _ => complete = false,
        }
    }
    (out, complete && guard <= 64)
}

/// Whether an `except` naming `handler` takes `exc`; `None` where that is not known (an
/// exception of a class not known, a handler's class the tool does not model: `except
/// json.JSONDecodeError`, `except SyntaxError`).
pub(super) fn exc_matches<'a>(exc: &Value<'a>, handler: &Value<'a>) -> Option<bool> {
    if exc.is_unknown() {
        return None;
    }
    let (names, complete) = exc_classes(exc);
    // (Where a base of its class is not modelled, a class not among those seen may be one.)
    let found = |yes: bool| match yes || complete {
        true => Some(yes),
        false => None,
    };
    let check = |h: &Value<'a>| match &h.kind {
        V::ExcType(n) => {
            found(names.iter().any(|x| x == &**n) || (&**n == "IOError" && names.iter().any(|x| x == "OSError")))
        }
        V::Class(cl) => found(names.iter().any(|x| x == &format!("class:{:p}", Rc::as_ptr(cl)))),
        _ => None,
    };
    let mut decided = Some(false);
    for h in match &handler.kind {
        V::Tuple(t) => t.to_vec(),
        _ => vec![handler.clone()],
    } {
        match check(&h) {
            Some(true) => return Some(true),
            Some(false) => {}
            None => decided = None,
        }
    }
    decided
}

pub fn exc_message(v: &Value) -> String {
    if let V::Instance(i) = &v.kind {
        if let Some((_, args)) = i.attrs.borrow().iter().find(|(k, _)| &**k == "args") {
            if let V::Tuple(t) = &args.kind {
                if let Some(first) = t.first() {
                    // `str(KeyError(k))` is the key's repr.
                    let key_error = t.len() == 1 && matches!(&i.class.kind, V::ExcType(n) if &**n == "KeyError");
                    return to_display(first, key_error);
                }
            }
        }
    }
    String::new()
}
