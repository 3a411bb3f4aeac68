//! Statements: a block, `if`/`elif`/`else` (guards that only raise, branches on unknown
//! conditions), `assert`, `match`, and assignment to names, items and attributes.

use super::memo::container_ptr;
use super::*;

impl<'a> Interp<'a> {
    pub fn exec_block(&mut self, env: &Rc<Env<'a>>, body: &'a [Stmt]) -> R<'a, ()> {
        for s in body {
            self.exec(env, s)?;
        }
        Ok(())
    }

    /// One statement. Long by design: one short arm per kind of statement, the compound ones
    /// handed to their own functions; a dispatch reads best as one match.
    pub(super) fn exec(&mut self, env: &Rc<Env<'a>>, stmt: &'a Stmt) -> R<'a, ()> {
        self.step()?;
        self.set_line(stmt);
        match stmt {
            Stmt::Expr(e) if matches!(&*e.value, Expr::Call(_)) => {
                self.discard_start();
                let r = self.eval(env, &e.value);
                self.discard_end(matches!(r, Err(Flow::Exc(_))));
                r?;
            }
            Stmt::Expr(e) => {
                self.eval(env, &e.value)?;
            }
            Stmt::Assign(a) => {
                if let ([target], Expr::Name(n), false) = (&a.targets[..], &*a.value, self.path.item_vars.is_empty()) {
                    if let Some(field) = self.item_var(env, n.id.as_str()) {
                        self.note_unpack(target, field);
                    }
                }
                let mut v = self.eval(env, &a.value)?;
                // (Only a function or a dict can hold a lambda to name.)
                if let ([Expr::Name(n)], V::Func(_) | V::Dict(_)) = (&a.targets[..], &v.kind) {
                    let renamed;
                    (v, renamed) = name_lambdas(v, n.id.as_str());
                    if renamed {
                        self.touched(&v);
                    }
                }
                // One target (most assignments) takes the value itself: no copy to drop.
                if let [t] = &a.targets[..] {
                    self.assign(env, t, v)?;
                } else {
                    for t in &a.targets {
                        self.assign(env, t, v.clone())?;
                    }
                }
            }
            // Without a value it binds nothing (a dataclass's fields are read from the class
            // body's annotations, in order: `make_class`).
            Stmt::AnnAssign(a) => {
                if let Some(value) = &a.value {
                    let v = self.eval(env, value)?;
                    self.assign(env, &a.target, v)?;
                }
                // At a module's or class's top level the annotation is evaluated too (after the
                // value is stored), unless the module's annotations are lazy.
                let top_level = env.is_class || env.parent.is_none();
                if top_level && !self.h.module(self.cur.module).lazy_annotations {
                    self.eval(env, &a.annotation)?;
                }
            }
            Stmt::AugAssign(a) => self.exec_aug_assign(env, a)?,
            Stmt::Return(r) => {
                let v = match &r.value {
                    Some(e) => self.eval(env, e)?,
                    None => Value::none(),
                };
                return Err(Flow::Return(v));
            }
            Stmt::Pass(_) => {}
            Stmt::Break(_) => return Err(Flow::Break),
            Stmt::Continue(_) => return Err(Flow::Continue),
            Stmt::If(s) => return self.exec_if(env, s),
            Stmt::For(f) => return self.exec_for(env, f),
            Stmt::While(w) => return self.exec_while(env, w),
            Stmt::FunctionDef(f) => {
                let v = self.make_function(env, f)?;
                let name = f.name.id.as_str();
                self.bind(env, name_key(name), name, v);
            }
            Stmt::ClassDef(c) => {
                let v = self.make_class(env, c)?;
                let name = c.name.id.as_str();
                self.bind(env, name_key(name), name, v);
            }
            Stmt::Assert(a) => return self.exec_assert(env, a),
            Stmt::Raise(r) => return Err(self.exec_raise(env, r)),
            Stmt::Try(t) => return self.exec_try(env, t),
            Stmt::With(w) => return self.exec_with(env, w),
            Stmt::Import(i) => self.exec_import(env, i)?,
            Stmt::ImportFrom(i) => self.exec_import_from(env, i)?,
            Stmt::Global(g) => {
                if let Some(f) = self.stack.frames.last_mut() {
                    f.globals.extend(g.names.iter().map(|n| Rc::from(n.id.as_str())));
                }
            }
            Stmt::Nonlocal(g) => {
                if let Some(f) = self.stack.frames.last_mut() {
                    f.nonlocals.extend(g.names.iter().map(|n| Rc::from(n.id.as_str())));
                }
            }
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.delete(env, t)?;
                }
            }
            Stmt::Match(m) => return self.exec_match(env, m),
            Stmt::TypeAlias(_) | Stmt::IpyEscapeCommand(_) => {}
        }
        Ok(())
    }

    pub(super) fn exec_if(&mut self, env: &Rc<Env<'a>>, s: &'a ast::StmtIf) -> R<'a, ()> {
        self.exec_if_from(env, s, 0, None)
    }

    /// The branches of `s` from the `from`-th on (0 is the `if` itself), the tests before them
    /// found false (`prev_guard`: the last). A test the run can't decide runs both ways, each in
    /// an undecided region, and goes on as [`Interp::join`] says.
    pub(super) fn exec_if_from(
        &mut self,
        env: &Rc<Env<'a>>,
        s: &'a ast::StmtIf,
        from: usize,
        mut prev_guard: Option<Guard<'a>>,
    ) -> R<'a, ()> {
        for i in from..=s.elif_else_clauses.len() {
            let (test, body) = if_branch(s, i);
            let Some(test) = test else {
                // `else`: guarded by the negation of the last test.
                return self.with_guard(prev_guard, |me| me.exec_block(env, body));
            };
            self.set_line(test);
            let v = self.eval_test(env, test)?;
            let truth = self.truth(&v)?;
            let guard = Guard {
                frame: self.stack.frames.len(),
                test,
                module: self.cur.module,
                taint: v.taint,
            };
            if truth.is_none()
                && self.mode == Mode::Probe
                && v.taint & FIELD_BITS != 0
                && !is_inexact(v.taint)
                && v.inexact_bits() == 0
                && self.stack.try_depth == 0
                && is_guard_raise(body)
            {
                // `if <unknown>: raise …`: that side ends the path, and all it has to show is the
                // raise. See it here, then go on as if the test were false: one run instead of two.
                let bits = self.undecided_bits(&v, "if");
                let r = self.undecided(bits, |me| me.with_guard(Some(guard), |me| me.exec_block(env, body)));
                if let Err(Flow::Abort(why)) = r {
                    return Err(Flow::Abort(why));
                }
                self.explored.covered.insert((test as *const Expr as usize, true));
                prev_guard = Some(guard);
                continue;
            }
            let taken = match truth {
                Some(b) => b,
                None => match self.decide(test, &v)? {
                    Some(b) => b,
                    None => {
                        // Both ways, the side that raises first, so the one Python is taken to
                        // run (the other) leaves its values last.
                        let bits = self.undecided_at(&v, test);
                        let this_raises = raises(body) > 0;
                        let this = |me: &mut Self| {
                            me.undecided(bits, |me| me.with_guard(Some(guard), |me| me.exec_block(env, body)))
                        };
                        let (a, b) = if this_raises {
                            let a = this(self);
                            let b = self.undecided(bits, |me| me.exec_if_from(env, s, i + 1, Some(guard)));
                            (a, b)
                        } else {
                            let b = self.undecided(bits, |me| me.exec_if_from(env, s, i + 1, Some(guard)));
                            let a = this(self);
                            (b, a)
                        };
                        return self.join(a, b, bits);
                    }
                },
            };
            if taken {
                return self.with_guard(Some(guard), |me| me.exec_block(env, body));
            }
            prev_guard = Some(guard);
        }
        Ok(())
    }

    pub(super) fn with_guard<T>(&mut self, g: Option<Guard<'a>>, f: impl FnOnce(&mut Self) -> R<'a, T>) -> R<'a, T> {
        let pushed = g.is_some();
        if let Some(g) = g {
            self.path.guards.push(g);
        }
        let r = f(self);
        if pushed {
            self.path.guards.pop();
        }
        r
    }

    pub(super) fn exec_assert(&mut self, env: &Rc<Env<'a>>, a: &'a ast::StmtAssert) -> R<'a, ()> {
        let v = self.eval_test(env, &a.test)?;
        // Python's line is the statement's, wherever in its test a call took the run.
        self.set_line(a);
        if self.mode == Mode::Probe && !self.events.constraints.iter().any(|c| c.src == self.cur) {
            let c = Constraint {
                src: self.cur,
                text: self.snippet(&*a.test),
                is_assert: true,
                in_adapter: self.in_adapter(),
                membership: is_membership(&a.test),
                when: self.decided(None),
                fields: self.taint_fields(v.taint),
            };
            self.memo_poison();
            self.events.constraints.push(c);
        }
        let truth = self.truth(&v)?;
        if truth == Some(true) {
            return Ok(());
        }
        let text = self.snippet(&*a.test);
        let membership = is_membership(&a.test);
        match truth {
            Some(true) => Ok(()),
            Some(false) => {
                // The message is the exception's argument as it is (`assert ok, n`: `e.args[0]`
                // is `n`, `None` and `""` too); the finding shows it as text.
                let (message, arg) = match &a.msg {
                    Some(m) => {
                        let mv = self.eval(env, m)?;
                        (to_display(&mv, false), Some(mv))
                    }
                    None => (String::new(), None),
                };
                // Python's line is the statement's, not its message's (`assert ok, \` and the
                // message on the next line).
                self.set_line(a);
                let finding = self.finding(FindingKind::Assert, text, message.clone(), v.taint, membership);
                self.record(finding.clone());
                let value = self.exc_with_args("AssertionError", arg.into_iter().collect());
                Err(Flow::Exc(Box::new(Exc {
                    value,
                    finding,
                    recorded: true,
                    region: self.path.regions.last().map_or(0, |r| r.token),
                })))
            }
            None => {
                let bits = self.undecided_at(&v, &*a.test);
                // The message is evaluated only where the assertion fails.
                if let Some(m) = &a.msg {
                    let r = self.undecided(bits, |me| me.eval(env, m).map(|_| ()));
                    self.join(r, Ok(()), bits)?;
                    self.set_line(a);
                }
                if self.mode == Mode::Check {
                    let mut f = self.finding(FindingKind::Assert, text, String::new(), v.taint, membership);
                    f.uncertain = true;
                    f.because = self.inexact_reason(v.taint | v.inexact_bits());
                    self.record(f);
                }
                // Python may raise here: a `try` around it runs its handlers too, undecided.
                self.events.undecided_raises += 1;
                let exc = self.exc_instance("AssertionError", "").with_taint(bits);
                self.skipped_in_try(exc, bits);
                Ok(())
            }
        }
    }

    /// `target op= value`: the target's parts (the object, the key or slice) evaluated once, as
    /// Python evaluates them, then the item or attribute read, the value evaluated, the operator
    /// applied in place, and the result stored through the same parts.
    fn exec_aug_assign(&mut self, env: &Rc<Env<'a>>, a: &'a ast::StmtAugAssign) -> R<'a, ()> {
        match &*a.target {
            Expr::Subscript(s) => {
                if self.mode == Mode::Probe && !self.path.item_vars.is_empty() {
                    self.note_item_key(env, s);
                }
                let obj = self.eval(env, &s.value)?;
                if let Expr::Slice(sl) = &*s.slice {
                    let bounds = self.eval_slice_bounds(env, sl)?;
                    let [lo, hi, st] = bounds.clone();
                    self.set_line(s);
                    let cur = self.slice(&obj, lo, hi, st)?;
                    let rhs = self.eval(env, &a.value)?;
                    let v = self.inplace_binop(a.op, cur, rhs)?;
                    return self.assign_slice(&obj, bounds, v);
                }
                let key = self.eval(env, &s.slice)?;
                self.set_line(s);
                let cur = self.get_item(&obj, &key)?;
                let rhs = self.eval(env, &a.value)?;
                let v = self.inplace_binop(a.op, cur, rhs)?;
                self.set_item(&obj, key, v)
            }
            Expr::Attribute(at) => {
                let obj = self.eval(env, &at.value)?;
                self.set_line(at);
                let name = at.attr.id.as_str();
                let cur = self.get_attr(&obj, name)?;
                let rhs = self.eval(env, &a.value)?;
                let v = self.inplace_binop(a.op, cur, rhs)?;
                self.assign_attr(&obj, name, v)
            }
            target => {
                let cur = self.eval(env, target)?;
                let rhs = self.eval(env, &a.value)?;
                let v = self.inplace_binop(a.op, cur, rhs)?;
                self.assign(env, target, v)
            }
        }
    }

    pub fn assign(&mut self, env: &Rc<Env<'a>>, target: &'a Expr, v: Value<'a>) -> R<'a, ()> {
        match target {
            Expr::Name(n) => {
                let name = n.id.as_str();
                let (key, slot) = node_key(&n.node_index, name);
                self.pre_bind_to(env, name, Some(&v));
                // A numbered local of this function (never one it declares global).
                let v = match slot {
                    Place::Local(i) => env.vars.borrow_mut().set_slot(i, key, v),
                    _ => Err(v),
                };
                match v {
                    Err(v) => self.bind(env, key, name, v),
                    Ok(()) => self.log_binding(env, Name::Ast(name)),
                }
                Ok(())
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                let taint = v.taint;
                // Python pulls one more item than the targets and runs nothing between: a
                // generator's items (made already) are taken whole; a `map`'s calls are not
                // (Python makes only as many).
                if !matches!(&v.kind, V::Iter(it) if it.func.is_some()) {
                    self.take = Take::Whole;
                }
                let items = match self.items_of(&v)? {
                    Some(items) if v.inexact_bits() == 0 => items,
                    Some(items) => {
                        // How many there are is not known: neither are the parts.
                        let bits = v.inexact_bits();
                        if items.len() != elts.len() {
                            self.skip_error("ValueError", "unpacking a value not known exactly", taint | bits);
                        }
                        for (i, e) in elts.iter().enumerate() {
                            let inner = if let Expr::Starred(s) = e { &*s.value } else { e };
                            let part = items.get(i).cloned().unwrap_or_else(|| Value::unknown(0));
                            let part = if matches!(e, Expr::Starred(_)) {
                                Value::unknown(taint)
                            } else {
                                part
                            };
                            self.assign(env, inner, part.with_taint(bits))?;
                        }
                        return Ok(());
                    }
                    None => {
                        for e in elts {
                            let inner = if let Expr::Starred(s) = e { &*s.value } else { e };
                            self.assign(env, inner, Value::unknown(taint))?;
                        }
                        return Ok(());
                    }
                };
                let star = elts.iter().position(|e| matches!(e, Expr::Starred(_)));
                match star {
                    None => {
                        if items.len() != elts.len() {
                            let msg = if items.len() > elts.len() {
                                format!("too many values to unpack (expected {})", elts.len())
                            } else {
                                format!(
                                    "not enough values to unpack (expected {}, got {})",
                                    elts.len(),
                                    items.len()
                                )
                            };
                            return self.fail("ValueError", msg, taint);
                        }
                        for (e, item) in elts.iter().zip(items) {
                            self.assign(env, e, item)?;
                        }
                    }
                    Some(si) => {
                        let after = elts.len() - si - 1;
                        if items.len() < elts.len() - 1 {
                            return self.fail(
                                "ValueError",
                                format!(
                                    "not enough values to unpack (expected at least {}, got {})",
                                    elts.len() - 1,
                                    items.len()
                                ),
                                taint,
                            );
                        }
                        for (e, item) in elts[..si].iter().zip(items.iter()) {
                            self.assign(env, e, item.clone())?;
                        }
                        let mid: Vec<_> = items[si..items.len() - after].to_vec();
                        if let Expr::Starred(s) = &elts[si] {
                            self.assign(env, &s.value, Value::list(mid).with_taint(taint))?;
                        }
                        for (e, item) in elts[si + 1..].iter().zip(items[items.len() - after..].iter()) {
                            self.assign(env, e, item.clone())?;
                        }
                    }
                }
                Ok(())
            }
            Expr::Subscript(s) => {
                let obj = self.eval(env, &s.value)?;
                if let Expr::Slice(sl) = &*s.slice {
                    let bounds = self.eval_slice_bounds(env, sl)?;
                    return self.assign_slice(&obj, bounds, v);
                }
                let key = self.eval(env, &s.slice)?;
                self.set_item(&obj, key, v)
            }
            Expr::Attribute(a) => {
                let obj = self.eval(env, &a.value)?;
                self.assign_attr(&obj, a.attr.id.as_str(), v)
            }
            Expr::Starred(s) => self.assign(env, &s.value, v),
            _ => Ok(()),
        }
    }

    /// Unbind `name` in `env` (in a region, where it may stay bound: an unknown value instead).
    pub(super) fn unbind(&mut self, env: &Rc<Env<'a>>, name: &'a str) {
        let scope = self.declared_scope(env, name).unwrap_or_else(|| env.clone());
        if self.binding_marked(&scope) {
            let bits = self.havoc();
            self.bind(env, name_key(name), name, Value::unknown(bits));
            self.maybe_unbound(name);
        } else {
            scope.vars.borrow_mut().unbind(name);
        }
    }

    /// The scope a name written in the running function lives in where it is not the function's
    /// own: the module's where the function declares it `global`, the enclosing function's that
    /// binds it where `nonlocal`.
    fn declared_scope(&self, env: &Rc<Env<'a>>, name: &str) -> Option<Rc<Env<'a>>> {
        let f = self.stack.frames.last()?;
        if f.globals.iter().any(|g| &**g == name) {
            return Some(env.root());
        }
        if f.nonlocals.iter().any(|g| &**g == name) {
            let mut cur = env.parent.clone();
            while let Some(e) = cur {
                if e.vars.borrow().contains_key(name) {
                    return Some(e);
                }
                cur = e.parent.clone();
            }
        }
        None
    }

    /// `del target`: an item, an attribute, or a name (then unbound).
    fn delete(&mut self, env: &Rc<Env<'a>>, t: &'a Expr) -> R<'a, ()> {
        match t {
            Expr::Subscript(s) => {
                let obj = self.eval(env, &s.value)?;
                if let Expr::Slice(sl) = &*s.slice {
                    let bounds = self.eval_slice_bounds(env, sl)?;
                    return self.delete_slice(&obj, bounds);
                }
                let key = self.eval(env, &s.slice)?;
                if let V::Instance(i) = &obj.kind {
                    if defines(&i.class, "__delitem__") {
                        let m = self.special_method(&obj, "__delitem__")?;
                        self.call(&m, vec![key], vec![])?;
                        return Ok(());
                    }
                }
                let t = obj.taint | key.taint | obj.inexact_bits() | key.inexact_bits();
                if obj.is_range() {
                    let message = "'range' object doesn't support item deletion".to_string();
                    return self.fail("TypeError", message, t);
                }
                match &obj.kind {
                    V::Dict(dv) => {
                        self.hash_for_key(&key, 0)?;
                        let eq_bits = self.eq_of_equal_hashes(dv, &key)?;
                        if eq_bits != 0 {
                            obj.mark_inexact(eq_bits);
                            self.maybe_raised();
                            self.changed(&obj);
                            return Ok(());
                        }
                        let removed = dv.borrow_mut().remove(&key);
                        // A Counter's `del` of a missing key does nothing.
                        let counter = matches!(dv.borrow().flavor, Flavor::Counter);
                        if removed.is_none() && !key.is_unknown() && !dv.borrow().has_unknown_key() && !counter {
                            let r = self.fail::<()>("KeyError", to_display(&key, true), t);
                            self.key_error(&key, r)?;
                        } else if removed.is_none() {
                            // The key may be missing on what Python holds.
                            self.maybe_raised();
                        } else {
                            self.may_raise(t & INEXACT);
                        }
                    }
                    // What it is is not known: nor whether it has the key.
                    V::Unknown => {
                        self.unknown_op(t);
                    }
                    V::Globals(m) => {
                        let m = *m;
                        self.module_dict_open(m, "del of a module's name through globals()");
                        self.unknown_op(t);
                    }
                    V::Config(c) => match key.as_str() {
                        Some(k) => c.borrow_mut().entries.retain(|e| &*e.key != k),
                        None => obj.mark_inexact(self.inexact(FallbackKind::NotModelled, "del of a config key")),
                    },
                    V::List(l) => match key.as_int() {
                        Some(i) => {
                            let n = l.borrow().len() as i64;
                            let idx = if i < 0 { i + n } else { i };
                            if idx < 0 || idx >= n {
                                self.fail::<()>("IndexError", "list assignment index out of range".into(), t)?;
                            } else {
                                l.borrow_mut().remove(idx as usize);
                            }
                        }
                        None if key.is_plain_data() && key.inexact_bits() == 0 => {
                            let message = format!("list indices must be integers or slices, not {}", key.type_name());
                            return self.fail("TypeError", message, key.taint);
                        }
                        // (An index not known: Python's may be past the end, or no int.)
                        None => {
                            obj.mark_inexact(self.inexact(FallbackKind::NotModelled, "del of a list slice"));
                            self.may_raise_unseen();
                        }
                    },
                    V::Instance(_) => self.item_refused(&obj, true)?,
                    // Python's data types that hold items but have no `__delitem__`.
                    _ if obj.is_plain_data() => {
                        let message = format!("'{}' object doesn't support item deletion", obj.type_name());
                        return self.fail("TypeError", message, obj.taint | obj.inexact_bits());
                    }
                    _ => {}
                }
                if is_inexact(t) {
                    obj.mark_inexact(t);
                }
                self.changed(&obj);
                self.touched(&obj);
            }
            Expr::Attribute(a) => {
                let obj = self.eval(env, &a.value)?;
                self.delete_attr(&obj, a.attr.id.as_str())?;
            }
            Expr::Name(n) => {
                // Read first: `del` of a name not bound raises `NameError` as reading it does
                // (and may, if a region may have left it unbound).
                self.eval(env, t)?;
                // A module's or class's name found among the builtins (or around a class body)
                // is not one of its own: nothing to delete.
                let name = n.id.as_str();
                let scope = self.declared_scope(env, name).unwrap_or_else(|| env.clone());
                let own_slot = matches!(node_key(&n.node_index, name).1, Place::Local(_));
                if !own_slot && !scope.vars.borrow().contains_key(name) {
                    if scope.open_names.get() == 0 {
                        return self.fail("NameError", format!("name '{name}' is not defined"), 0);
                    }
                    self.may_raise_unseen();
                }
                self.unbind(env, name)
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                for e in elts {
                    self.delete(env, e)?;
                }
            }
            _ => {}
        }
        Ok(())
    }

    pub(super) fn bind(&mut self, env: &Rc<Env<'a>>, key: u32, name: &'a str, v: Value<'a>) {
        if let Some(scope) = self.declared_scope(env, name) {
            self.bound_outside(&scope, key, Name::Ast(name), &v);
            self.pre_bind(&scope, name);
            scope.set(name, v);
            self.log_binding(&scope, Name::Ast(name));
            return;
        }
        self.pre_bind_to(env, name, Some(&v));
        env.set_k(key, name, v);
        self.log_binding(env, Name::Ast(name));
    }

    pub fn set_item(&mut self, obj: &Value<'a>, key: Value<'a>, v: Value<'a>) -> R<'a, ()> {
        // A class's own `__setitem__`.
        if let V::Instance(i) = &obj.kind {
            if defines(&i.class, "__setitem__") {
                let m = self.special_method(obj, "__setitem__")?;
                self.call(&m, vec![key, v], vec![])?;
                return Ok(());
            }
        }
        // A key not known exactly: which entry changed is not known either.
        let mut key_bits = key.inexact_bits() | (key.taint & INEXACT);
        if key_bits != 0 || key.is_unknown() {
            // Stored where the run can't tell: a later read of any item may be it.
            self.escaped(&v);
        }
        if key_bits == 0 && key.is_unknown() && matches!(obj.kind, V::Dict(_) | V::List(_)) {
            key_bits = self.inexact(FallbackKind::UnknownItems, "an item set at a key not known");
            // An index not known may be past the list's end.
            if matches!(obj.kind, V::List(_)) {
                self.may_raise(key_bits);
            }
        }
        let r = self.store_item(obj, key, v);
        self.changed(obj);
        if key_bits != 0 {
            obj.mark_inexact(key_bits);
        }
        self.touched(obj);
        r
    }

    /// `obj[k] = v` or `del obj[k]` of an object whose class has no `__setitem__` /
    /// `__delitem__` (the caller looked): Python's `TypeError` where its class is known whole;
    /// else a base the tool can't see may have it, which runs code not followed here.
    fn item_refused(&mut self, obj: &Value<'a>, deletion: bool) -> R<'a, ()> {
        let V::Instance(i) = &obj.kind else { return Ok(()) };
        let class = i.class.clone();
        if super::object_hooks::modelled_object(obj) {
            return Ok(());
        }
        if !super::object_hooks::class_known_whole(&class) {
            self.unfollowed_with(std::slice::from_ref(obj));
            self.may_raise_unseen();
            return Ok(());
        }
        let t = obj.taint | obj.inexact_bits();
        // A class with the other of the two has the slot they share, which looks this one up.
        let (other, wanted) = match deletion {
            true => ("__setitem__", "__delitem__"),
            false => ("__delitem__", "__setitem__"),
        };
        if defines(&class, other) {
            return self.fail("AttributeError", wanted.to_string(), t);
        }
        let what = match deletion {
            true => "doesn't support item deletion",
            false => "does not support item assignment",
        };
        let message = format!("'{}' object {what}", super::object_hooks::class_name(&class));
        self.fail("TypeError", message, t)
    }

    pub(super) fn store_item(&mut self, obj: &Value<'a>, key: Value<'a>, v: Value<'a>) -> R<'a, ()> {
        let src = self.cur;
        if obj.is_range() {
            let message = "'range' object does not support item assignment".to_string();
            return self.fail("TypeError", message, obj.taint);
        }
        match &obj.kind {
            V::Dict(d) => {
                self.hash_for_key(&key, 0)?;
                let eq_bits = self.eq_of_equal_hashes(d, &key)?;
                d.borrow_mut().insert(key, v, src);
                // (Which key it is stored under, a new one or an equal one held, not known.)
                if eq_bits != 0 {
                    obj.mark_inexact(eq_bits);
                }
            }
            V::Config(c) => {
                if let Some(k) = key.as_str() {
                    c.borrow_mut().set(k, v, true);
                }
            }
            V::List(l) => {
                if let Some(i) = key.as_int() {
                    let mut l = l.borrow_mut();
                    let n = l.len() as i64;
                    let idx = if i < 0 { i + n } else { i };
                    if idx < 0 || idx >= n {
                        drop(l);
                        return self.fail("IndexError", "list assignment index out of range".into(), key.taint);
                    }
                    l[idx as usize] = v;
                } else if matches!(
                    key.kind,
                    V::Str(_) | V::Float(_) | V::None | V::List(_) | V::Tuple(_) | V::Dict(_)
                ) && key.inexact_bits() == 0
                {
                    let message = format!("list indices must be integers or slices, not {}", key.type_name());
                    return self.fail("TypeError", message, key.taint);
                }
            }
            V::Unknown | V::Native(_) => self.give_away(v),
            V::Instance(_) => self.item_refused(obj, false)?,
            V::Tensor(_) => {}
            V::Globals(m) => {
                let m = *m;
                self.module_dict_set(m, &key, v)?;
            }
            _ => {
                return self.fail(
                    "TypeError",
                    format!("'{}' object does not support item assignment", obj.type_name()),
                    obj.taint,
                );
            }
        }
        Ok(())
    }

    /// `del obj.name` (the name as the parse left it, mangled), as the statement and `delattr` do it.
    pub(crate) fn delete_attr(&mut self, obj: &Value<'a>, name: &str) -> R<'a, ()> {
        if let Some(r) = self.super_refuses(obj, name) {
            return r;
        }
        if self.frozen_refuses(obj, name, "__delattr__") {
            let message = format!("cannot delete field '{name}'");
            return self.fail("FrozenInstanceError", message, obj.taint);
        }
        // The class's own `__delattr__` does the deletion.
        if let Some(hook) = self.own_attr_hook(obj, "__delattr__")? {
            self.call(&hook, vec![Value::str(name)], vec![])?;
            return Ok(());
        }
        self.delete_attr_past_hooks(obj, name)
    }

    /// `del obj.name` past the class's own `__delattr__` (as `object.__delattr__` does it): a
    /// property's deleter, the instance's own attribute (kept, marked, where the path is
    /// undecided), or Python's `AttributeError`; a class's or module's attribute.
    pub(crate) fn delete_attr_past_hooks(&mut self, obj: &Value<'a>, name: &str) -> R<'a, ()> {
        if let V::Instance(i) = &obj.kind {
            // A namedtuple's field is its class's read-only descriptor (one a subclass's
            // attribute stands before: not followed).
            if let Some(nt) = crate::eval::builtins::nt_class_of(&i.class) {
                if crate::eval::builtins::nt_fields(&nt).iter().any(|f| &**f == name) {
                    if self.defined_before_nt(&i.class, &nt, name) {
                        self.may_raise_unseen();
                        let bits = self.inexact(FallbackKind::NotModelled, "del of a namedtuple's shadowed field");
                        i.inexact.set(i.inexact.get() | bits);
                        return Ok(());
                    }
                    return self.fail("AttributeError", "can't delete attribute".into(), obj.taint);
                }
            }
            // Through a property's deleter, or a data descriptor's `__delete__`.
            let class_attr = self.class_attr(&i.class, name);
            if let Some(V::Property(inner)) = class_attr.as_ref().map(|p| &p.kind) {
                return self.property_write(obj, inner, name, None);
            }
            if let Some(d) = &class_attr {
                if self.data_descriptor_write(obj, d, None)? {
                    self.changed(obj);
                    return Ok(());
                }
            }
            let had = i.attrs.borrow().iter().any(|(k, _)| &**k == name);
            if had {
                // Deleted where the path is undecided: it may still be there (kept, marked).
                match self.havoc() {
                    0 => i.attrs.borrow_mut().retain(|(k, _)| &**k != name),
                    bits => mark_attr(&i.attrs, name, bits),
                }
                // Set where the path was undecided: it may not be there.
                self.may_raise(i.inexact.get());
            } else {
                // Not its own: Python raises, unless a hook or what the tool does not
                // see of the class says otherwise.
                let open = i.inexact.get() | class_inexact(&i.class) | obj.inexact_bits();
                if open == 0
                    && bases_known(&i.class)
                    && !defines(&i.class, "__delattr__")
                    && !self
                        .class_attr(&i.class, name)
                        .is_some_and(|v| matches!(v.kind, V::Instance(_)))
                    && self.slots_refuse(&i.class, name).is_none()
                    && matches!(i.class.kind, V::Class(_))
                {
                    let cname = match &i.class.kind {
                        V::Class(c) => c.name.to_string(),
                        _ => String::new(),
                    };
                    self.fail::<()>(
                        "AttributeError",
                        format!("'{cname}' object has no attribute '{name}'"),
                        obj.taint,
                    )?;
                } else {
                    self.may_raise_unseen();
                }
            }
        }
        // (An enum's members can't be deleted: its metaclass's `__delattr__`.)
        if matches!(obj.kind, V::Class(_)) && self.enum_refuses_set(obj, name, obj.taint, true)? {
            return Ok(());
        }
        match &obj.kind {
            V::Instance(_) => {}
            // A class's own attribute goes (one it does not hold, or holds where the run can't
            // tell, is below).
            V::Class(c) if c.inexact.get() == 0 && c.attrs.borrow().iter().any(|(k, _)| &**k == name) => {
                match self.havoc() {
                    0 => c.attrs.borrow_mut().retain(|(k, _)| &**k != name),
                    bits => mark_attr(&c.attrs, name, bits),
                }
            }
            // A function's own attribute goes; one it does not have: Python's `AttributeError`
            // (its names are read-only or can't be deleted: below, not modelled).
            V::Func(f) if f.attrs.inexact() == 0 && !name.starts_with("__") => {
                if f.attrs.get(name).is_some() {
                    match self.havoc() {
                        0 => f.attrs.remove(name),
                        bits => f.attrs.mark(name, bits),
                    }
                } else {
                    let message = format!("'function' object has no attribute '{name}'");
                    self.fail::<()>("AttributeError", message, obj.taint)?;
                }
            }
            V::Module(m) if self.module_envs.get(*m as usize).is_some_and(Option::is_some) => {
                let Some(env) = self.module_envs.get(*m as usize).cloned().flatten() else {
                    return Ok(());
                };
                let bound = env.vars.borrow().contains_key(name);
                if bound && self.binding_marked(&env) {
                    env.set_name(Name::Owned(Rc::from(name)), Value::unknown(self.havoc()));
                    self.log_binding(&env, Name::Owned(Rc::from(name)));
                    self.maybe_unbound(name);
                } else if bound {
                    env.vars.borrow_mut().unbind(name);
                } else if !self.assume_env {
                    // Python raises `AttributeError`, unless the module's `__getattr__` or what
                    // the tool does not see of it says otherwise.
                    self.maybe_raised();
                }
            }
            // What else deleting does (a class's attribute from its bases or metaclass, an
            // attribute of a built-in value) is not modelled: it may raise, and the object is no
            // longer known exactly.
            _ => {
                let bits = self.inexact(FallbackKind::NotModelled, "del of an attribute not modelled");
                obj.mark_inexact(bits);
                self.may_raise_unseen();
            }
        }
        self.changed(obj);
        self.touched(obj);
        Ok(())
    }

    /// The class's own `hook` (`__setattr__`, `__delattr__`) of an instance, bound to it, if the
    /// class defines one.
    pub(crate) fn own_attr_hook(&mut self, obj: &Value<'a>, hook: &str) -> R<'a, Option<Value<'a>>> {
        let V::Instance(i) = &obj.kind else { return Ok(None) };
        if !defines(&i.class, hook) {
            return Ok(None);
        }
        match self.class_attr(&i.class, hook) {
            Some(h) => self.bind_attr(obj, h).map(Some),
            None => Ok(None),
        }
    }

    /// Any binding of module `m` may have been replaced, or a new one made, where the run can't
    /// tell which (`setattr(module, name, v)` with a name not known exactly): each is marked with
    /// `bits`, as a region marks what it bound, and a name not found there is no `NameError`.
    pub(crate) fn module_bindings_unknown(&mut self, m: u32, bits: Taint) {
        if let Some(env) = self.module_envs.get(m as usize).cloned().flatten() {
            self.bindings_unknown(&env, bits);
        }
    }

    /// [`Self::module_bindings_unknown`] for any scope; the values it held, returned.
    pub(crate) fn bindings_unknown(&mut self, env: &Rc<Env<'a>>, bits: Taint) -> Vec<Value<'a>> {
        let bound: Vec<_> = env.vars.borrow().iter().map(|(n, v)| (n.clone(), v.clone())).collect();
        let mut held = Vec::with_capacity(bound.len());
        for (n, v) in bound {
            env.set_name(n.clone(), v.clone().with_taint(bits));
            self.log_binding(env, n);
            held.push(v);
        }
        env.open_names.set(env.open_names.get() | bits);
        held
    }

    /// `obj.name = v` (the name as the parse left it, mangled), as the statement and `setattr` do it: a
    /// namedtuple or frozen dataclass refuses, the class's own `__setattr__` or a data
    /// descriptor takes it, an enum refuses, else it is stored.
    pub(crate) fn assign_attr(&mut self, obj: &Value<'a>, name: &str, v: Value<'a>) -> R<'a, ()> {
        if let Some(r) = self.super_refuses(obj, name) {
            return r;
        }
        if let Some(message) = nt_refuses(obj, name) {
            return self.fail("AttributeError", message, obj.taint);
        }
        if self.frozen_refuses(obj, name, "__setattr__") {
            let message = format!("cannot assign to field '{name}'");
            return self.fail("FrozenInstanceError", message, obj.taint);
        }
        // The class's own `__setattr__` does the assignment (ending, as a rule, in
        // `object.__setattr__`).
        if let Some(hook) = self.own_attr_hook(obj, "__setattr__")? {
            self.call(&hook, vec![Value::str(name), v], vec![])?;
            return Ok(());
        }
        if self.descriptor_set(obj, name, &v)? {
            return Ok(());
        }
        if self.enum_refuses_set(obj, name, obj.taint, false)? || self.enum_member_refuses_set(obj, name, obj.taint)? {
            return Ok(());
        }
        if let Some((class, message)) = function_refuses(obj, name, &v) {
            return self.fail(class, message, obj.taint | v.taint);
        }
        self.special_attr_set(obj, name, &v)?;
        // A built-in type's object takes no attribute of its own (it has no `__dict__`).
        if obj.is_plain_data() && obj.inexact_bits() == 0 {
            let ty = obj.type_name();
            let message = match crate::eval::builtins::pytypes::python_type_has(ty, name) {
                Some(true) => Some(format!("'{ty}' object attribute '{name}' is read-only")),
                Some(false) => Some(format!("'{ty}' object has no attribute '{name}'")),
                None => None,
            };
            if let Some(message) = message {
                return self.fail("AttributeError", message, obj.taint);
            }
        }
        self.set_attr(obj, name, v);
        Ok(())
    }

    /// `super().name = v` and `del super().name`: a `super` object takes no attribute (the
    /// descriptors it finds are read through it, never written).
    fn super_refuses(&mut self, obj: &Value<'a>, name: &str) -> Option<R<'a, ()>> {
        matches!(obj.kind, V::Super(_)).then(|| {
            let message = format!("'super' object has no attribute '{name}'");
            self.fail("AttributeError", message, obj.taint)
        })
    }

    /// `obj.__class__ = v` and `obj.__dict__ = v` of an object: what Python refuses whatever the
    /// object (`v` no class, or a built-in one; `v` no dict), or may refuse (a class of another
    /// layout: not modelled, nor is what the object becomes, [`Self::store_attr`]).
    pub(crate) fn special_attr_set(&mut self, obj: &Value<'a>, name: &str, v: &Value<'a>) -> R<'a, ()> {
        let V::Instance(i) = &obj.kind else { return Ok(()) };
        let t = v.taint | v.inexact_bits();
        // An exception's cause and context: `None` or an exception.
        if matches!(name, "__cause__" | "__context__") && self.is_exception_class(&i.class) {
            let exception = matches!(&v.kind, V::Instance(c) if self.is_exception_class(&c.class));
            if matches!(v.kind, V::None) || exception {
                return Ok(());
            }
            if v.is_plain_data() || matches!(v.kind, V::Func(_) | V::Class(_) | V::ExcType(_) | V::Builtin(_)) {
                let what = if name == "__cause__" { "cause" } else { "context" };
                let message = format!("exception {what} must be None or derive from BaseException");
                return self.fail("TypeError", message, t);
            }
            self.may_raise_unseen();
            return Ok(());
        }
        if !matches!(name, "__class__" | "__dict__") {
            return Ok(());
        }
        let refused = |v: &Value<'a>| v.is_plain_data() || matches!(v.kind, V::Func(_) | V::Bound(_) | V::Module(_));
        match (name, &v.kind) {
            ("__class__", V::Builtin(_) | V::ExcType(_)) => self.fail(
                "TypeError",
                "__class__ assignment only supported for mutable types or ModuleType subclasses".into(),
                t,
            ),
            ("__class__", _) if refused(v) => {
                let message = format!("__class__ must be set to a class, not '{}' object", v.type_name());
                self.fail("TypeError", message, t)
            }
            ("__dict__", V::Dict(_)) => Ok(()),
            ("__dict__", _) if refused(v) => {
                let message = format!("__dict__ must be set to a dictionary, not a '{}'", v.type_name());
                self.fail("TypeError", message, t)
            }
            _ => {
                self.may_raise_unseen();
                Ok(())
            }
        }
    }

    pub fn set_attr(&mut self, obj: &Value<'a>, name: &str, v: Value<'a>) {
        if let V::Module(m) = obj.kind {
            if let Some(env) = self.module_scope(m) {
                // As a name the module's own code binds (`globals()[k] = v`, `setattr(mod, …)`
                // and `mod.x = v` bind it too): where the path is undecided, a new one may not
                // be bound after.
                self.pre_bind_to(&env, name, Some(&v));
                self.bound_outside(&env, name_key(name), Name::Owned(Rc::from(name)), &v);
            }
        }
        self.store_attr(obj, name, v);
        self.changed(obj);
        self.touched(obj);
    }

    /// `obj.__class__` or `cls.__bases__` set to `v`: not modelled. The object or class is
    /// marked, what it now takes its attributes from is given away (calling one of them may run
    /// it), and its attributes and type are read as not known from now on ([`Self::reshaped_bits`]).
    fn reshape(&mut self, obj: &Value<'a>, v: &Value<'a>) {
        let bits = self.inexact(FallbackKind::NotModelled, "__class__ or __bases__ assigned");
        match &obj.kind {
            V::Instance(i) => i.inexact.set(i.inexact.get() | bits),
            V::Class(c) => c.inexact.set(c.inexact.get() | bits),
            _ => return,
        }
        if let Some(addr) = container_ptr(obj) {
            self.caches.reshaped.insert(addr, obj.clone());
        }
        self.give_away(v.clone());
    }

    /// Whether `v` is an object given another `__class__` or a class given other `__bases__`.
    fn is_reshaped(&self, v: &Value<'a>) -> bool {
        !self.caches.reshaped.is_empty() && container_ptr(v).is_some_and(|a| self.caches.reshaped.contains_key(&a))
    }

    /// The marks of the classes in `class`'s MRO given other `__bases__` ([`Self::reshape`]).
    pub(crate) fn reshaped_bits(&self, class: &Value<'a>) -> Taint {
        if self.caches.reshaped.is_empty() {
            return 0;
        }
        self.mro(class)
            .iter()
            .filter(|k| self.is_reshaped(k))
            .filter_map(|k| match &k.kind {
                V::Class(c) => Some(c.inexact.get()),
                _ => None,
            })
            .fold(0, |a, b| a | b)
    }

    /// Whether `obj` is an object given another `__class__` ([`Self::reshape`]).
    pub(crate) fn reclassed(&self, obj: &Value<'a>) -> bool {
        matches!(obj.kind, V::Instance(_)) && self.is_reshaped(obj)
    }

    /// The function or partial `f` changed in a way the tool does not follow (its defaults, its
    /// code, its keywords): its calls from now on are of code not followed ([`Self::altered`]).
    pub(crate) fn callable_altered(&mut self, f: &Value<'a>) {
        if let Some(addr) = reach_addr(f) {
            self.caches.altered_funcs.insert(addr, f.clone());
        }
    }

    /// Whether `w` is a wrapper given an attribute of its own (`store_attr`).
    pub(crate) fn wrapper_written(&self, w: &Value<'a>) -> bool {
        !self.caches.written_wrappers.is_empty()
            && reach_addr(w).is_some_and(|a| self.caches.written_wrappers.contains_key(&a))
    }

    /// Whether `f` is a function or partial [`Self::callable_altered`] named.
    pub(super) fn altered(&self, f: &Value<'a>) -> bool {
        !self.caches.altered_funcs.is_empty()
            && reach_addr(f).is_some_and(|a| self.caches.altered_funcs.contains_key(&a))
    }

    /// The value of attribute `name` about to be replaced where the path is undecided: Python
    /// may still hold it there.
    fn replaced_in_region(&self, attrs: &RefCell<Vec<(Rc<str>, Value<'a>)>>, name: &str) -> Vec<Value<'a>> {
        if self.havoc() == 0 {
            return Vec::new();
        }
        attrs
            .borrow()
            .iter()
            .filter(|e| &*e.0 == name)
            .map(|e| e.1.clone())
            .collect()
    }

    pub(super) fn store_attr(&mut self, obj: &Value<'a>, name: &str, v: Value<'a>) {
        match &obj.kind {
            // `setattr` on a namedtuple: it refuses (said where the refusal is modelled).
            V::Instance(i) if nt_refuses(obj, name).is_some() => {
                let bits = self.inexact(FallbackKind::NotModelled, "setattr on a namedtuple");
                i.inexact.set(i.inexact.get() | bits);
            }
            V::Dict(d) if name == "default_factory" && matches!(d.borrow().flavor, Flavor::Default(_)) => {
                d.borrow_mut().flavor = Flavor::Default(v);
            }
            // Its attributes replaced by a dict's (which stays the object's: not modelled).
            V::Instance(i) if name == "__dict__" => {
                let bits = self.inexact(FallbackKind::NotModelled, "an object's __dict__ assigned");
                i.inexact.set(i.inexact.get() | bits);
                self.give_away(v);
            }
            V::Instance(i) => {
                if name == "__class__" {
                    self.reshape(obj, &v);
                }
                // An exception's `args` are a tuple of what it is given.
                let v = match &v.kind {
                    _ if name != "args" || !self.is_exception_class(&i.class) => v,
                    V::Tuple(_) => v,
                    V::List(l) => {
                        let items = l.borrow().items.clone();
                        Value::tuple(items).with_taint(v.taint | v.inexact_bits())
                    }
                    _ => {
                        self.may_raise_unseen();
                        Value::unknown(v.taint | self.inexact(FallbackKind::NotModelled, "an exception's args set"))
                    }
                };
                let old = self.replaced_in_region(&i.attrs, name);
                let mut attrs = i.attrs.borrow_mut();
                if let Some(e) = attrs.iter_mut().find(|e| &*e.0 == name) {
                    e.1 = v;
                } else {
                    attrs.push((Rc::from(name), v));
                }
                drop(attrs);
                self.code_escaped(&old);
            }
            V::Class(c) => {
                if name == "__bases__" {
                    self.reshape(obj, &v);
                }
                // What `repr`s made from it show (a dataclass's): not known unless a string.
                if name == "__qualname__" {
                    let q = match (&v.kind, (v.taint | self.havoc()) & INEXACT) {
                        (V::Str(q), 0) => Some(q.clone()),
                        _ => None,
                    };
                    *c.qualname.borrow_mut() = q;
                }
                if matches!(v.kind, V::Instance(_) | V::Property(_)) {
                    c.mark_holds_objects();
                }
                // A hook given to a metaclass after the fact: its classes are no longer known
                // exactly (`metaclass.rs`).
                if super::patterns::is_metaclass(obj) && !super::metaclass::plain_member(name, &v) {
                    let bits = self.inexact(
                        FallbackKind::NotModelled,
                        &format!("{}.{name} set on a metaclass", c.name),
                    );
                    c.inexact.set(c.inexact.get() | bits);
                }
                // Set where the path is undecided: it may be what was there, or not be there
                // at all (a function too, which is otherwise taken as written).
                let old = self.replaced_in_region(&c.attrs, name);
                let v = marked_with_what_it_wraps(v, self.havoc());
                let mut attrs = c.attrs.borrow_mut();
                if let Some(e) = attrs.iter_mut().find(|e| &*e.0 == name) {
                    e.1 = v;
                } else {
                    attrs.push((Rc::from(name), v));
                }
                drop(attrs);
                self.code_escaped(&old);
            }
            V::Module(m) => {
                if let Some(env) = self.module_envs[*m as usize].clone() {
                    // Replaced where the path is undecided: Python may still hold what was there.
                    if self.havoc() != 0 {
                        let old: Vec<Value<'a>> = env.vars.borrow().get(name).cloned().into_iter().collect();
                        self.code_escaped(&old);
                    }
                    env.set_name(Name::Owned(Rc::from(name)), v);
                    self.log_binding(&env, Name::Owned(Rc::from(name)));
                }
            }
            // Set by the harness, not the config.
            V::Config(c) if c.borrow().attrs => c.borrow_mut().set(name, v, true),
            V::Native(n) => {
                if !self.native_altered(*n, name) {
                    self.altered_natives.push((*n, Rc::from(name)));
                }
                self.give_away(v)
            }
            V::Unknown => self.give_away(v),
            // What a function does when called changed (its defaults, its code): not modelled,
            // its calls from now on are of code the tool does not follow.
            V::Func(_) if matches!(name, "__defaults__" | "__kwdefaults__" | "__code__") => {
                self.callable_altered(obj);
            }
            // A wrapper's own attribute: not modelled (its names are read as the function's it
            // wraps, which they no longer are).
            V::Partial(_) | V::Cached(_) | V::Dispatch(_) => {
                if let Some(addr) = reach_addr(obj) {
                    self.caches.written_wrappers.insert(addr, obj.clone());
                }
                self.give_away(v);
            }
            // Its own attribute (`f.dtypes = ...`, `f.__name__ = ...`). What Python checks or
            // refuses (a name that is not a string, a read-only attribute, a whole `__dict__`):
            // not modelled, its attributes are no longer known exactly and Python may raise.
            V::Func(f) => {
                let checked = match name {
                    "__name__" | "__qualname__" => matches!(v.kind, V::Str(_)) && v.taint & INEXACT == 0,
                    "__annotations__" => matches!(v.kind, V::Dict(_)) && v.taint & INEXACT == 0,
                    "__dict__" | "__class__" | "__closure__" | "__globals__" | "__builtins__" => false,
                    _ => true,
                };
                if !checked {
                    let bits = self.inexact(FallbackKind::NotModelled, &format!("a function's {name} set"));
                    f.attrs.mark_inexact(bits);
                    self.give_away(v);
                    self.may_raise_unseen();
                    return;
                }
                // Replaced where the path is undecided: Python may still hold what was there.
                let old: Vec<Value<'a>> = match self.havoc() {
                    0 => vec![],
                    _ => f.attrs.get(name).into_iter().collect(),
                };
                f.attrs.set(name, v);
                self.code_escaped(&old);
            }
            _ => {}
        }
    }
}

/// Why Python refuses `f.name = v` on a function (a name that must be a string, an attribute
/// that is read-only), when `v` is known exactly enough to tell.
fn function_refuses(obj: &Value, name: &str, v: &Value) -> Option<(&'static str, String)> {
    if !matches!(obj.kind, V::Func(_)) || v.taint & INEXACT != 0 || v.is_unknown() {
        return None;
    }
    // (An object may be of a subclass of `str` or `dict`: Python takes one.)
    let plain = matches!(
        v.kind,
        V::None | V::Bool(_) | V::Int(_) | V::Float(_) | V::Str(_) | V::List(_) | V::Tuple(_) | V::Set(_) | V::Dict(_)
    );
    let kind = match name {
        "__name__" | "__qualname__" if plain && !matches!(v.kind, V::Str(_)) => "a string",
        "__annotations__" if plain && !matches!(v.kind, V::Dict(_)) => "a dict",
        "__closure__" | "__globals__" | "__builtins__" => return Some(("AttributeError", "readonly attribute".into())),
        _ => return None,
    };
    Some(("TypeError", format!("{name} must be set to {kind} object")))
}

/// `v` marked with `bits`, and so is the function a static or class method or a property wraps
/// (every place that unwraps one reads the mark).
fn marked_with_what_it_wraps<'a>(v: Value<'a>, bits: Taint) -> Value<'a> {
    if bits == 0 {
        return v;
    }
    let inner = |x: &Rc<Value<'a>>| Rc::new((**x).clone().with_taint(bits));
    let kind = match &v.kind {
        V::StaticMethod(x) => V::StaticMethod(inner(x)),
        V::ClassMethod(x) => V::ClassMethod(inner(x)),
        V::Property(x) => V::Property(inner(x)),
        V::CachedProperty(x) => V::CachedProperty(inner(x)),
        _ => return v.with_taint(bits),
    };
    Value::new(kind).with_taint(v.taint | bits)
}

/// An attribute deleted where the path is undecided: kept, its value marked with `bits` (the
/// object is marked when the region ends).
fn mark_attr(attrs: &RefCell<Vec<(Rc<str>, Value)>>, name: &str, bits: Taint) {
    if let Some(e) = attrs.borrow_mut().iter_mut().find(|e| &*e.0 == name) {
        e.1 = e.1.clone().with_taint(bits);
    }
}

/// An instance of a frozen dataclass (or of a class derived from one): it refuses assignment
/// and deletion of its attributes.
fn is_frozen_instance(obj: &Value) -> bool {
    fn frozen(cls: &Value, depth: usize) -> bool {
        match &cls.kind {
            V::Class(c) => c.frozen.get() || (depth < 32 && c.bases.iter().any(|b| frozen(b, depth + 1))),
            _ => false,
        }
    }
    matches!(&obj.kind, V::Instance(i) if frozen(&i.class, 0))
}

impl<'a> Interp<'a> {
    /// Whether a frozen dataclass's `__setattr__` (`hook`: or `__delattr__`) refuses `obj.name`:
    /// the first class of the object's MRO to define the hook or to be a frozen dataclass is
    /// one, and the object is of that very class or `name` is one of its fields (an object of a
    /// class derived from it keeps attributes of its own).
    fn frozen_refuses(&self, obj: &Value<'a>, name: &str, hook: &str) -> bool {
        let V::Instance(i) = &obj.kind else { return false };
        if !is_frozen_instance(obj) {
            return false;
        }
        for k in self.mro(&i.class) {
            let V::Class(kc) = &k.kind else { continue };
            if kc.attrs.borrow().iter().any(|(n, _)| &**n == hook) {
                return false;
            }
            if kc.frozen.get() {
                let mine = matches!(&i.class.kind, V::Class(c) if Rc::ptr_eq(c, kc));
                let field = kc.dataclass_fields.borrow().iter().flatten().any(|(f, _)| &**f == name);
                return mine || field;
            }
        }
        false
    }
}

pub(super) fn is_membership(e: &Expr) -> bool {
    match e {
        Expr::Compare(c) => {
            c.ops.iter().any(|op| matches!(op, ast::CmpOp::In | ast::CmpOp::NotIn))
                || (c.ops.iter().all(|op| matches!(op, ast::CmpOp::Eq | ast::CmpOp::NotEq))
                    && c.comparators
                        .iter()
                        .chain(std::iter::once(&*c.left))
                        .any(|x| matches!(x, Expr::StringLiteral(_))))
        }
        Expr::UnaryOp(u) => is_membership(&u.operand),
        Expr::BoolOp(b) => b.values.iter().all(is_membership),
        _ => false,
    }
}

/// A branch that only raises (`if bad: raise ValueError(...)`).
pub(super) fn is_guard_raise(body: &[Stmt]) -> bool {
    matches!(body, [Stmt::Raise(r)] if r.exc.is_some())
}

/// Branch `i` of an `if` statement (0: the `if`, then its `elif`/`else` clauses): its test (none
/// for `else`) and body.
pub(super) fn if_branch(s: &ast::StmtIf, i: usize) -> (Option<&Expr>, &[Stmt]) {
    match i {
        0 => (Some(&s.test), &s.body[..]),
        _ => {
            let c = &s.elif_else_clauses[i - 1];
            (c.test.as_ref(), &c.body[..])
        }
    }
}

/// How many `raise` statements stand directly in a block (not in nested functions).
pub(super) fn raises(body: &[Stmt]) -> usize {
    body.iter()
        .map(|s| match s {
            Stmt::Raise(_) => 1,
            Stmt::If(i) => raises(&i.body) + i.elif_else_clauses.iter().map(|c| raises(&c.body)).sum::<usize>(),
            _ => 0,
        })
        .sum()
}

/// A lambda takes the name it is bound to (`adapt_x = lambda ...`), and the lambdas of a dict
/// display take the dict's (`ADAPTERS = {"x": lambda ...}`), so the rules that go by a
/// function's name (an adapter is `adapt*`) see them too. A named lambda is another object: only
/// one nothing else holds yet is named (`f = table[0]` binds the very lambda the list holds).
/// `v` with its unnamed lambdas named `name`, and whether a dict's were (the dict changed).
pub(super) fn name_lambdas<'a>(v: Value<'a>, name: &str) -> (Value<'a>, bool) {
    fn renamed<'a>(f: &Func<'a>, name: &str) -> Func<'a> {
        Func {
            name: Rc::from(name),
            body: match f.body {
                FuncBody::Def(d) => FuncBody::Def(d),
                FuncBody::Lambda(l) => FuncBody::Lambda(l),
            },
            module: f.module,
            env: f.env.clone(),
            defaults: f.defaults.clone(),
            kw_defaults: f.kw_defaults.clone(),
            offset: f.offset,
            owner: RefCell::new(f.owner.borrow().clone()),
            attrs: f.attrs.copy(),
        }
    }
    let unnamed = |v: &Value<'a>| {
        matches!(&v.kind, V::Func(f) if matches!(f.body, FuncBody::Lambda(_))
            && &*f.name == "<lambda>"
            && Rc::strong_count(f) == 1)
    };
    match &v.kind {
        V::Func(f) if unnamed(&v) => (
            Value {
                kind: V::Func(Rc::new(renamed(f, name))),
                ..v
            },
            false,
        ),
        V::Dict(d) if d.borrow().entries.iter().any(|e| unnamed(&e.1)) => {
            for entry in d.borrow_mut().entries.iter_mut() {
                if let V::Func(f) = &entry.1.kind {
                    if unnamed(&entry.1) {
                        entry.1.kind = V::Func(Rc::new(renamed(f, name)));
                    }
                }
            }
            (v, true)
        }
        _ => (v, false),
    }
}

/// Why a namedtuple refuses `obj.name = …` (its fields are read-only; the namedtuple class
/// itself has no `__dict__`), or `None` when `obj` is not one that refuses.
fn nt_refuses(obj: &Value, name: &str) -> Option<String> {
    let V::Instance(i) = &obj.kind else { return None };
    let nt = crate::eval::builtins::nt_class_of(&i.class)?;
    let is_field = match nt
        .attrs
        .borrow()
        .iter()
        .find(|(k, _)| &**k == "_fields")
        .map(|f| &f.1.kind)
    {
        Some(V::Tuple(fs)) => fs.iter().any(|f| f.as_str() == Some(name)),
        _ => false,
    };
    if is_field {
        return Some("can't set attribute".into());
    }
    // No `__dict__` when every class down to the namedtuple's has `__slots__` (it has `()`),
    // none of them naming `name`.
    let mut cur = i.class.clone();
    for _ in 0..64 {
        let V::Class(c) = &cur.kind else { return None };
        if Rc::ptr_eq(c, &nt) {
            let own = match &i.class.kind {
                V::Class(x) => x.name.clone(),
                _ => nt.name.clone(),
            };
            return Some(format!("'{own}' object has no attribute '{name}'"));
        }
        let slots = c
            .attrs
            .borrow()
            .iter()
            .find(|(k, _)| &**k == "__slots__")
            .map(|s| s.1.clone());
        let names_it = match slots.as_ref().map(|s| &s.kind) {
            None => return None,
            Some(V::Str(s)) => &**s == name,
            Some(V::Tuple(xs)) => xs.iter().any(|x| x.as_str() == Some(name)),
            Some(V::List(xs)) => xs.borrow().iter().any(|x| x.as_str() == Some(name)),
            Some(_) => return None,
        };
        if names_it || c.bases.len() != 1 {
            return None;
        }
        cur = c.bases[0].clone();
    }
    None
}
