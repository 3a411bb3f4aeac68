//! Expressions: names, literals, containers, comprehensions, f-strings, call arguments,
//! subscripts and slices. Operators and comparisons are in `operators`.

use super::exceptions::is_exception_name;
use super::operators::union_taint;
use super::params::{Loose, Spreads};
use super::pull::{Pull, Pulled};
use super::*;

impl<'a> Interp<'a> {
    pub fn eval(&mut self, env: &Rc<Env<'a>>, e: &'a Expr) -> R<'a, Value<'a>> {
        self.budget.expr_depth += 1;
        // The deepest nesting so far (what a remembered call needs room for) is never past the
        // limit, so only a new deepest can pass it: one test on every expression, not two.
        if self.budget.expr_depth > self.memo.high.1 {
            if self.budget.expr_depth > MAX_EXPR_DEPTH {
                self.budget.expr_depth -= 1;
                return Err(self.stop("expression nested too deeply"));
            }
            self.memo.high.1 = self.budget.expr_depth;
        }
        // A name, the commonest expression, read here, and the common kinds whose work is out of
        // line (an attribute too): `eval_inner`'s large frame and dispatch cost more than a
        // name's lookup.
        let r = match e {
            Expr::Name(n) => {
                let name = n.id.as_str();
                let (key, slot) = node_key(&n.node_index, name);
                self.lookup(env, key, slot, name)
            }
            Expr::Compare(c) => self.eval_compare(env, c),
            Expr::If(i) => self.eval_if_expr(env, i),
            Expr::BoolOp(b) => self.eval_boolop(env, b),
            Expr::StringLiteral(s) => Ok(self.literal(s)),
            Expr::NoneLiteral(_) => Ok(Value::none()),
            Expr::Attribute(a) => self.eval_attribute(env, a),
            _ => self.eval_inner(env, e),
        };
        self.budget.expr_depth -= 1;
        r
    }

    /// `obj.name` (a private `__name` in a class's text already mangled by the parse).
    fn eval_attribute(&mut self, env: &Rc<Env<'a>>, a: &'a ast::ExprAttribute) -> R<'a, Value<'a>> {
        let obj = self.eval(env, &a.value)?;
        self.set_line(a);
        self.get_attr(&obj, a.attr.id.as_str())
    }

    /// Every kind of expression [`Self::eval`] does not read itself (its only caller).
    pub(super) fn eval_inner(&mut self, env: &Rc<Env<'a>>, e: &'a Expr) -> R<'a, Value<'a>> {
        Ok(match e {
            Expr::Name(_)
            | Expr::Attribute(_)
            | Expr::Compare(_)
            | Expr::If(_)
            | Expr::BoolOp(_)
            | Expr::StringLiteral(_)
            | Expr::NoneLiteral(_) => unreachable!("read in `eval`"),
            Expr::BooleanLiteral(b) => Value::bool(b.value),
            Expr::NumberLiteral(n) => match &n.value {
                ast::Number::Int(i) => match i.as_i64() {
                    Some(i) => Value::int(i),
                    None => Value::unknown(0),
                },
                ast::Number::Float(f) => Value::new(V::Float(*f)),
                ast::Number::Complex { .. } => Value::unknown(0),
            },
            Expr::BytesLiteral(_) | Expr::EllipsisLiteral(_) => Value::unknown(0),
            Expr::FString(f) => self.eval_fstring(env, f)?,
            Expr::TString(_) => Value::unknown(0),
            Expr::List(l) => {
                let (items, shape) = self.eval_elts(env, &l.elts, true)?;
                let t = union_taint(&items);
                let v = Value::list(items).with_taint(t);
                v.mark_inexact(shape);
                v
            }
            Expr::Tuple(t) => {
                let (items, shape) = self.eval_elts(env, &t.elts, true)?;
                let taint = union_taint(&items);
                Value::tuple(items).with_taint(taint | shape)
            }
            Expr::Set(_) => self.eval_rare(env, e)?,
            Expr::Dict(d) => self.eval_dict(env, d)?,
            Expr::Subscript(s) => {
                if self.mode == Mode::Probe && !self.path.item_vars.is_empty() {
                    self.note_item_key(env, s);
                }
                let obj = self.eval(env, &s.value)?;
                if let Expr::Slice(sl) = &*s.slice {
                    let [lo, hi, st] = self.eval_slice_bounds(env, sl)?;
                    return self.slice(&obj, lo, hi, st);
                }
                let key = self.eval(env, &s.slice)?;
                self.set_line(s);
                self.get_item(&obj, &key)?
            }
            Expr::Call(c) => {
                let f = match &*c.func {
                    Expr::Attribute(a) => {
                        let obj = self.eval(env, &a.value)?;
                        if matches!(
                            obj.kind,
                            V::Str(_) | V::List(_) | V::Dict(_) | V::Set(_) | V::Tuple(_) | V::Config(_)
                        ) && (matches!(obj.kind, V::Config(_))
                            || self.type_has(&obj, a.attr.id.as_str()) != Some(false))
                        {
                            // A method of a built-in value, called straight away (no bound
                            // method made for it).
                            let (args, kwargs, spreads) = self.eval_args(env, &c.arguments)?;
                            self.set_line(c);
                            self.step()?;
                            if spreads.loose.is_some() {
                                return self.call_loose_builtin(Some(&obj), args, kwargs, obj.taint);
                            }
                            if spreads.config.is_none() {
                                let name = a.attr.id.as_str();
                                if let Some(r) = self.method_refuses(&obj, name, args.len(), &kwargs) {
                                    return r;
                                }
                            }
                            return self.call_method(&obj, a.attr.id.as_str(), args, kwargs);
                        }
                        self.set_line(a);
                        self.get_attr(&obj, a.attr.id.as_str())?
                    }
                    func => self.eval(env, func)?,
                };
                // `vars()` at a module's top level: its `globals()` (in a function or a class
                // body, its locals: not modelled).
                if matches!(f.kind, V::Builtin(Builtin::Vars))
                    && c.arguments.args.is_empty()
                    && c.arguments.keywords.is_empty()
                    && env.parent.is_none()
                {
                    self.set_line(c);
                    return Ok(Value::new(V::Globals(env.module)).with_taint(f.taint));
                }
                // `tuple(f(x) for x in xs)`: a built-in that goes over the whole generator at
                // once, nothing running between its steps, takes the list it makes (its body's
                // errors are raised here, as Python raises them).
                if let ([Expr::Generator(g)], true, V::Builtin(b)) =
                    (&c.arguments.args[..], c.arguments.keywords.is_empty(), &f.kind)
                {
                    if matches!(b, Builtin::Min | Builtin::Max | Builtin::Sum) {
                        self.stack.loose_call = None;
                        self.stack.config_spread = None;
                        let r = self.aggregate_generator(env, &g.generators, &g.elt, &f, *b);
                        let r = self.out_of_generator(r)?;
                        self.set_line(c);
                        return Ok(r);
                    }
                    // `set(g)`, `frozenset(g)`: each item hashed as it is added, between the
                    // generator's steps (an object's own `__hash__` too).
                    if matches!(b, Builtin::Set | Builtin::Frozenset) {
                        let r = self.comprehension_items(env, &g.generators, &g.elt, Step::Hash);
                        let (out, t, shape) = self.out_of_generator(r)?;
                        self.set_line(c);
                        let v = self.set_of_hashed(out, *b == Builtin::Frozenset, t);
                        v.mark_inexact(shape);
                        return Ok(v);
                    }
                    // `dict(g)`: each pair taken apart and added as it is made.
                    if *b == Builtin::Dict {
                        let r = self.dict_of_generator(env, &g.generators, &g.elt);
                        let v = self.out_of_generator(r)?;
                        self.set_line(c);
                        return Ok(v);
                    }
                    if let Some(step) = consumes_whole(*b) {
                        let r = self.comprehension_items(env, &g.generators, &g.elt, step);
                        let (out, t, shape) = self.out_of_generator(r)?;
                        let items = Value::list(out).with_taint(t);
                        items.mark_inexact(shape);
                        self.set_line(c);
                        self.stack.loose_call = None;
                        self.stack.config_spread = None;
                        return self.call(&f, vec![items], vec![]);
                    }
                }
                let (args, kwargs, spreads) = self.eval_args(env, &c.arguments)?;
                self.set_line(c);
                // A probe's escape tells the model; a check's, whether this config's own path
                // handed the whole config on (then its unread fields are not known unread).
                let written = if matches!(f.kind, V::Unknown | V::Native(_)) && self.events.config_escape.is_none() {
                    self.note_config_escape(&c.func, &args, &kwargs, spreads.config.is_some())
                } else {
                    0
                };
                // `exec`/`eval` named here: the code it runs sees this scope too.
                if matches!(f.kind, V::Builtin(Builtin::Exec)) {
                    self.exec_unseen(Some(env), &[], &[]);
                }
                self.stack.loose_call = spreads.loose;
                self.stack.config_spread = spreads.config;
                let r = self.call(&f, args, kwargs)?;
                match written {
                    0 => r,
                    bits => r.with_taint(bits),
                }
            }
            Expr::BinOp(b) => {
                let l = self.eval(env, &b.left)?;
                let r = self.eval(env, &b.right)?;
                self.binop(b.op, l, r)?
            }
            Expr::UnaryOp(_) => self.eval_rare(env, e)?,
            Expr::Lambda(l) => self.make_lambda(env, l)?,
            Expr::ListComp(_) | Expr::Generator(_) | Expr::SetComp(_) | Expr::DictComp(_) => {
                self.eval_comprehension(env, e)?
            }
            Expr::Named(_) => self.eval_rare(env, e)?,
            Expr::Starred(s) => self.eval(env, &s.value)?,
            Expr::Slice(_) => Value::unknown(0),
            Expr::Await(a) => {
                let v = self.eval(env, &a.value)?;
                self.await_value(v)?
            }
            Expr::Yield(_) | Expr::YieldFrom(_) => self.eval_rare(env, e)?,
            Expr::IpyEscapeCommand(_) => Value::unknown(0),
        })
    }

    /// The expressions harness code seldom evaluates (kept out of [`Self::eval_inner`], whose
    /// stack frame every expression pays for).
    #[inline(never)]
    pub(super) fn eval_rare(&mut self, env: &Rc<Env<'a>>, e: &'a Expr) -> R<'a, Value<'a>> {
        Ok(match e {
            Expr::UnaryOp(u) => {
                let v = self.eval(env, &u.operand)?;
                self.unary(u.op, v)?
            }
            Expr::Set(s) => {
                // Python hashes each member (an object may refuse: `__eq__` without `__hash__`):
                // as CPython 3.11 compiles a display (`starunpack_helper`), all of them once all
                // are evaluated, or, past 30 items or with a `*`, each as it is evaluated (those
                // before the first `*` at once).
                let stepwise = s.elts.len() > 30 || s.elts.iter().any(|e| matches!(e, Expr::Starred(_)));
                let (items, shape) = if stepwise {
                    self.eval_set_display_stepwise(env, &s.elts)?
                } else {
                    let (items, shape) = self.eval_elts(env, &s.elts, false)?;
                    for x in &items {
                        self.hash_for_key(x, shape)?;
                    }
                    (items, shape)
                };
                let v = self.set_of_hashed(items, false, 0);
                v.mark_inexact(shape);
                v
            }
            Expr::Named(n) => {
                let v = self.eval(env, &n.value)?;
                // In a comprehension it binds in the scope the comprehension is in.
                let mut target = env;
                while target.comprehension {
                    match &target.parent {
                        Some(p) => target = p,
                        None => break,
                    }
                }
                self.assign(target, &n.target, v.clone())?;
                v
            }
            Expr::Yield(y) => {
                let v = match &y.value {
                    Some(x) => self.eval(env, x)?,
                    None => Value::none(),
                };
                self.push_yield(v)?;
                Value::none()
            }
            Expr::YieldFrom(y) => {
                let v = self.eval(env, &y.value)?;
                self.yield_from(&v)?
            }
            _ => Value::unknown(0),
        })
    }

    /// `a and b`, `a or b`: Python's short circuit; an operand of undecided truth makes the rest
    /// run undecided (Python may not evaluate it), and the result unknown.
    #[inline(never)]
    pub(super) fn eval_boolop(&mut self, env: &Rc<Env<'a>>, b: &'a ast::ExprBoolOp) -> R<'a, Value<'a>> {
        self.eval_boolop_as(env, b, false)
    }

    /// An expression whose truth alone is asked (the test of an `if`, `elif`, `while`, `assert`,
    /// conditional expression, comprehension condition or case guard): as [`Self::eval`], but
    /// an `and`/`or` that stops at an operand gives that operand's truth, and `not` of one its
    /// negation. Python jumps on each operand's truth there, asking it once; a value handed on
    /// would have its truth asked again (an object's `__bool__` run twice).
    pub(super) fn eval_test(&mut self, env: &Rc<Env<'a>>, e: &'a Expr) -> R<'a, Value<'a>> {
        match e {
            Expr::BoolOp(b) => self.eval_boolop_as(env, b, true),
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::Not && matches!(&*u.operand, Expr::BoolOp(_)) => {
                let v = self.eval_test(env, &u.operand)?;
                self.unary(ast::UnaryOp::Not, v)
            }
            _ => self.eval(env, e),
        }
    }

    /// `a and b`, `a or b`; `test`: in a test's place ([`Self::eval_test`]).
    fn eval_boolop_as(&mut self, env: &Rc<Env<'a>>, b: &'a ast::ExprBoolOp, test: bool) -> R<'a, Value<'a>> {
        let is_and = matches!(b.op, ast::BoolOp::And);
        for (i, x) in b.values.iter().enumerate() {
            let v = match test {
                true => self.eval_test(env, x)?,
                false => self.eval(env, x)?,
            };
            // The last is the value as it is: Python does not ask its truth.
            if i + 1 == b.values.len() {
                return Ok(v);
            }
            let truth = match self.truth(&v)? {
                Some(t) => Some(t),
                None => self.decide(x, &v)?,
            };
            match truth {
                // (Its truth decided: the bool keeps where the operand came from, not its
                // inexactness.)
                Some(t) if t != is_and && test => return Ok(Value::bool(t).with_taint(v.taint & !INEXACT)),
                Some(t) if t != is_and => return Ok(v),
                Some(_) => {}
                None => {
                    let bits = self.undecided_at(&v, x);
                    let mut taint = v.taint | bits;
                    self.escaped(&v);
                    let rest = &b.values[i + 1..];
                    self.undecided(bits, |me| {
                        for y in rest {
                            match me.eval(env, y) {
                                Ok(w) => {
                                    taint |= w.taint;
                                    me.escaped(&w);
                                }
                                Err(Flow::Exc(e)) => {
                                    me.swallow(Flow::Exc(e), bits);
                                    break;
                                }
                                Err(e) => return Err(e),
                            }
                        }
                        Ok(())
                    })?;
                    return Ok(Value::unknown(taint));
                }
            }
        }
        // (A `BoolOp` has two values at least: the last returned above.)
        Ok(Value::none())
    }

    /// `a if test else b`: on an undecided test both are evaluated, each undecided; the value
    /// is theirs if they agree exactly, else unknown.
    #[inline(never)]
    pub(super) fn eval_if_expr(&mut self, env: &Rc<Env<'a>>, i: &'a ast::ExprIf) -> R<'a, Value<'a>> {
        let t = self.eval_test(env, &i.test)?;
        let truth = match self.truth(&t)? {
            Some(b) => Some(b),
            None => self.decide(&*i.test, &t)?,
        };
        Ok(match truth {
            Some(true) => self.eval(env, &i.body)?,
            Some(false) => self.eval(env, &i.orelse)?,
            None => {
                let bits = self.undecided_at(&t, &*i.test);
                let a = self.undecided(bits, |me| me.eval(env, &i.body));
                let b = self.undecided(bits, |me| me.eval(env, &i.orelse));
                let mut taint = t.taint | bits;
                let mut values = Vec::new();
                for side in [a, b] {
                    match side {
                        Ok(v) => {
                            taint |= v.taint;
                            values.push(v);
                        }
                        Err(Flow::Exc(e)) => self.swallow(Flow::Exc(e), bits),
                        Err(e) => return Err(e),
                    }
                }
                match values.as_slice() {
                    [x, y] if immutable_equal(x, y) => x.clone().with_taint(taint & FIELD_BITS),
                    _ => {
                        self.escaped_from(&values);
                        Value::unknown(taint)
                    }
                }
            }
        })
    }

    /// A list, set or dict comprehension, or a generator expression (its items made at once).
    /// Over items the run can't know, or with a condition it can't decide, the result stands for
    /// "some items": it is marked inexact (its length, its truth are not known).
    #[inline(never)]
    pub(super) fn eval_comprehension(&mut self, env: &Rc<Env<'a>>, e: &'a Expr) -> R<'a, Value<'a>> {
        Ok(match e {
            Expr::ListComp(c) => {
                let (out, t, shape) = self.comprehension_items(env, &c.generators, &c.elt, Step::Keep)?;
                let v = Value::list(out).with_taint(t);
                v.mark_inexact(shape);
                v
            }
            Expr::Generator(c) => self.make_genexp(env, c)?,
            Expr::SetComp(c) => {
                let (out, t, shape) = self.comprehension_items(env, &c.generators, &c.elt, Step::Hash)?;
                let v = self.set_of_hashed(out, false, t);
                v.mark_inexact(shape);
                v
            }
            Expr::DictComp(c) => {
                let mut d = Dict::default();
                let (cenv, first) = self.comprehension_start(env, &c.generators)?;
                let mut shape = 0;
                self.comprehension_of(&cenv, &c.generators, first, &mut 0, &mut shape, &mut |me, en| {
                    let k = match &c.key {
                        Some(k) => me.eval(en, k)?,
                        None => Value::unknown(0),
                    };
                    let v = me.eval(en, &c.value)?;
                    // Hashed as it is added, after its value.
                    me.hash_for_key(&k, 0)?;
                    let src = me.cur;
                    if !k.is_exact() {
                        // Which entry it makes (or overwrites) is not known.
                        d.inexact |= k.inexact_bits() | (k.taint & INEXACT);
                    }
                    d.insert(k, v, src);
                    Ok(())
                })?;
                d.inexact |= shape;
                Value::dict(d)
            }
            _ => Value::unknown(0),
        })
    }

    pub(super) fn push_yield(&mut self, v: Value<'a>) -> R<'a, ()> {
        // A yield in a region the body itself entered may not happen (nor those around it).
        let v = match self.path.regions.get(self.stack.yield_base..) {
            Some(inner) if !inner.is_empty() => {
                let bits = inner.iter().fold(0, |b, r| b | r.bits);
                self.stack.yield_shape |= bits;
                v.with_taint(bits)
            }
            _ => v,
        };
        let store_len = self.stack.yield_store.len();
        if let Some(f) = self.stack.frames.last_mut() {
            let slot = f.yields.get_or_insert_with(Vec::new);
            if slot.is_empty() {
                slot.push(store_len);
                self.stack.yield_store.push(Vec::new());
            }
            let i = slot[0];
            if let Some(s) = self.stack.yield_store.get_mut(i) {
                s.push(v);
                if s.len() > generators::MAX_ITEMS {
                    return Err(Flow::Abort(generators::CUT_OFF.into()));
                }
            }
        }
        Ok(())
    }

    /// The items a list/set comprehension or generator expression produces, in its own scope,
    /// their taint, and the inexactness bits of its shape (`0`: every item known to be there).
    pub(super) fn comprehension_items(
        &mut self,
        env: &Rc<Env<'a>>,
        gens: &'a [ast::Comprehension],
        elt: &'a Expr,
        step: Step,
    ) -> R<'a, (Vec<Value<'a>>, Taint, Taint)> {
        let mut out = Vec::new();
        let (cenv, first) = self.comprehension_start(env, gens)?;
        let mut over = 0;
        let mut shape = 0;
        self.comprehension_of(&cenv, gens, first, &mut over, &mut shape, &mut |me, en| {
            let x = me.eval(en, elt)?;
            match step {
                Step::Keep => {}
                Step::Hash => me.hash_for_key(&x, 0)?,
            }
            out.push(x);
            Ok(())
        })?;
        // Its items' taint; empty, the taint of what it went over (a list made from an empty
        // config list is empty because of that list).
        let t = if out.is_empty() { over } else { union_taint(&out) };
        Ok((out, t, shape))
    }

    /// `dict(g)` of a generator expression `g` (`gens`, `elt`): each item taken apart, its key
    /// hashed and stored between the generator's steps, as Python's `dict` does.
    fn dict_of_generator(
        &mut self,
        env: &Rc<Env<'a>>,
        gens: &'a [ast::Comprehension],
        elt: &'a Expr,
    ) -> R<'a, Value<'a>> {
        let d = Rc::new(RefCell::new(Dict::default()));
        let (cenv, first) = self.comprehension_start(env, gens)?;
        let (mut over, mut shape, mut n) = (0, 0, 0);
        self.comprehension_of(&cenv, gens, first, &mut over, &mut shape, &mut |me, en| {
            let x = me.eval(en, elt)?;
            me.update_with_item(&d, n, &x, 0)?;
            n += 1;
            Ok(())
        })?;
        let mut d = d.take();
        d.inexact |= shape;
        Ok(Value::dict(d))
    }

    /// A comprehension's own scope, and its first iterable, evaluated where the comprehension
    /// is written (the others are evaluated in its scope, for each item before them).
    pub(super) fn comprehension_start(
        &mut self,
        env: &Rc<Env<'a>>,
        gens: &'a [ast::Comprehension],
    ) -> R<'a, (Rc<Env<'a>>, Value<'a>)> {
        let cenv = Env::comprehension_scope(env);
        self.born(&cenv);
        let first = match gens.first() {
            Some(g) => self.eval(env, &g.iter)?,
            None => Value::none(),
        };
        Ok((cenv, first))
    }

    pub(super) fn comprehension(
        &mut self,
        env: &Rc<Env<'a>>,
        gens: &'a [ast::Comprehension],
        over: &mut Taint,
        shape: &mut Taint,
        body: &mut dyn FnMut(&mut Self, &Rc<Env<'a>>) -> R<'a, ()>,
    ) -> R<'a, ()> {
        let Some((g, _)) = gens.split_first() else {
            return body(self, env);
        };
        let it = self.eval(env, &g.iter)?;
        self.comprehension_of(env, gens, it, over, shape, body)
    }

    /// [`Self::comprehension`] with its first iterable evaluated (`it`): the rest runs as a
    /// function of its own (a zero-argument `super()` there has the iterator for its object).
    pub(super) fn comprehension_of(
        &mut self,
        env: &Rc<Env<'a>>,
        gens: &'a [ast::Comprehension],
        it: Value<'a>,
        over: &mut Taint,
        shape: &mut Taint,
        body: &mut dyn FnMut(&mut Self, &Rc<Env<'a>>) -> R<'a, ()>,
    ) -> R<'a, ()> {
        let cell = match self.stack.supers.last() {
            Some(Some(c)) if !c.comprehension => Some(Some(super::state::SuperCell {
                comprehension: true,
                ..c.clone()
            })),
            _ => None,
        };
        let pushed = cell.is_some();
        if let Some(c) = cell {
            self.stack.supers.push(c);
        }
        let r = self.comprehension_run(env, gens, it, over, shape, body);
        if pushed {
            self.stack.supers.pop();
        }
        r
    }

    fn comprehension_run(
        &mut self,
        env: &Rc<Env<'a>>,
        gens: &'a [ast::Comprehension],
        it: Value<'a>,
        over: &mut Taint,
        shape: &mut Taint,
        body: &mut dyn FnMut(&mut Self, &Rc<Env<'a>>) -> R<'a, ()>,
    ) -> R<'a, ()> {
        let Some((g, rest)) = gens.split_first() else {
            return body(self, env);
        };
        *over |= it.taint;
        // An iterator or generator: pulled as Python pulls it, between the items' work
        // (`pull.rs`).
        if matches!(it.kind, V::Iter(_) | V::Gen(_)) {
            let bits = it.inexact_bits();
            *shape |= bits;
            let Some(items) = self.pull_of(&it)? else {
                unreachable!("an iterator is pulled")
            };
            let region = (bits != 0).then(|| self.enter_undecided(bits));
            let r = self.comprehension_over(env, g, rest, items, bits, over, shape, body);
            if let Some(token) = region {
                self.leave_undecided(token);
            }
            return r;
        }
        // A list, dict or set known exactly: read (or checked) as Python's iterator reads it,
        // at each step, after what the items' work changed.
        if let Some(items) = self.live_pull(&it) {
            self.take = Take::Each;
            self.note_iterated(&it);
            return self.comprehension_over(env, g, rest, items, 0, over, shape, body);
        }
        let (items, bits) = match self.iterate(&it)? {
            // No items held, but what Python holds may have some: one unknown item stands for
            // them, so that what they would bind (a walrus target, in the enclosing scope) may
            // be bound after, as over items not known at all.
            Some(items) if items.is_empty() && it.inexact_bits() != 0 => {
                let bits = it.inexact_bits();
                (vec![Value::unknown(it.taint | bits)], bits)
            }
            Some(items) => {
                let bits = it.inexact_bits();
                (items.into_iter().map(|x| x.with_taint(bits)).collect(), bits)
            }
            // A probe's unknown config list: the comprehension stands for its items, as a loop
            // over it runs once for them.
            None if self.mode == Mode::Probe && it.taint & FIELD_BITS != 0 && !is_inexact(it.taint) => {
                // Over a value made from a field (`text.split("x")`), not the field itself: how
                // many items there are is not known (the list may be unpacked or measured).
                let bits = match it.origin {
                    Some(_) => 0,
                    None => {
                        let text = self.snippet(&g.iter);
                        self.inexact(FallbackKind::UnknownItems, &text)
                    }
                };
                (vec![Value::unknown(it.taint)], bits)
            }
            None => {
                let text = self.snippet(&g.iter);
                let bits = self.inexact(FallbackKind::UnknownItems, &text);
                (vec![Value::unknown(it.taint | bits)], bits)
            }
        };
        *shape |= bits;
        let region = (bits != 0).then(|| self.enter_undecided(bits));
        let items = Pull::Items(items.into_iter());
        let r = self.comprehension_over(env, g, rest, items, 0, over, shape, body);
        if let Some(token) = region {
            self.leave_undecided(token);
        }
        r
    }

    #[allow(clippy::too_many_arguments)]
    fn comprehension_over(
        &mut self,
        env: &Rc<Env<'a>>,
        g: &'a ast::Comprehension,
        rest: &'a [ast::Comprehension],
        mut items: Pull<'a>,
        marks: Taint,
        over: &mut Taint,
        shape: &mut Taint,
        body: &mut dyn FnMut(&mut Self, &Rc<Env<'a>>) -> R<'a, ()>,
    ) -> R<'a, ()> {
        'items: loop {
            let item = match self.pull_next(&mut items)? {
                Pulled::Item(i) => i.with_taint(marks),
                Pulled::Maybe(i, bits) if bits & !marks == 0 => i,
                // This item and the ones after may not be there: made on a path of their own.
                Pulled::Maybe(i, bits) => {
                    *shape |= bits;
                    let r = self.undecided(bits, |me| {
                        let once = Pull::Items(vec![i].into_iter());
                        me.comprehension_over(env, g, rest, once, marks | bits, over, shape, body)?;
                        me.comprehension_over(env, g, rest, items, marks | bits, over, shape, body)
                    });
                    return self.join(r, Ok(()), bits);
                }
                Pulled::Done => break,
                // An item, or the end: the last one, on a path of its own.
                Pulled::Unknown(bits) => {
                    *shape |= bits;
                    let once = Pull::Items(vec![Value::unknown(bits)].into_iter());
                    let r = self.undecided(bits, |me| {
                        me.comprehension_over(env, g, rest, once, 0, over, shape, body)
                    });
                    return self.join(r, Ok(()), bits);
                }
            };
            self.step()?;
            self.assign(env, &g.target, item)?;
            // The bits of the conditions not decided: what the item makes, Python may not make.
            let mut maybe = 0;
            for cond in &g.ifs {
                // A later condition runs only where the earlier ones held.
                let c = match maybe {
                    0 => self.eval_test(env, cond)?,
                    bits => match self.undecided(bits, |me| me.eval_test(env, cond)) {
                        Ok(c) => c,
                        // Raised on that path only.
                        Err(e) => {
                            self.join(Err(e), Ok(()), bits)?;
                            continue 'items;
                        }
                    },
                };
                let keep = match self.truth(&c)? {
                    Some(b) => b,
                    None => match self.decide(cond, &c)? {
                        Some(b) => b,
                        None => {
                            // Kept, as "maybe there".
                            if !(self.mode == Mode::Probe && c.taint & FIELD_BITS != 0 && c.inexact_bits() == 0) {
                                let bits = self.undecided_at(&c, cond);
                                *shape |= bits;
                                maybe |= bits;
                            }
                            true
                        }
                    },
                };
                if !keep {
                    continue 'items;
                }
            }
            match maybe {
                0 => self.comprehension(env, rest, over, shape, body)?,
                // Made on one path only: what it does is not a fact (the other path skips it).
                bits => {
                    let r = self.undecided(bits, |me| me.comprehension(env, rest, over, shape, body));
                    self.join(r, Ok(()), bits)?;
                }
            }
        }
        Ok(())
    }

    /// The items of a list, tuple or set display; `*x` of something whose items are not known
    /// exactly leaves an item that stands for them, and the display's shape marked (`shape`).
    pub(super) fn eval_elts(
        &mut self,
        env: &Rc<Env<'a>>,
        elts: &'a [Expr],
        sized: bool,
    ) -> R<'a, (Vec<Value<'a>>, Taint)> {
        let mut out = Vec::with_capacity(elts.len());
        let mut shape = 0;
        for e in elts {
            if let Expr::Starred(s) = e {
                let (items, bits) = self.starred_items(env, &s.value, sized)?;
                out.extend(items);
                shape |= bits;
            } else {
                out.push(self.eval(env, e)?);
            }
        }
        Ok((out, shape))
    }

    /// The items `*value` gives in a display, each marked with what is not known of them, and
    /// that mark (one item not known, when they can't be listed).
    /// `sized`: a list's or tuple's display, which asks an object its length first
    /// ([`Self::iterate_sized`]); a set's does not.
    fn starred_items(&mut self, env: &Rc<Env<'a>>, value: &'a Expr, sized: bool) -> R<'a, (Vec<Value<'a>>, Taint)> {
        let v = self.eval(env, value)?;
        let items = match sized {
            true => self.iterate_whole(&v)?,
            false => self.iterate_as(&v, Take::Compared)?,
        };
        Ok(match items {
            Some(items) if v.inexact_bits() == 0 => (items, 0),
            Some(items) => {
                let bits = v.inexact_bits();
                (items.into_iter().map(|x| x.with_taint(bits)).collect(), bits)
            }
            None => {
                let text = self.snippet(value);
                let bits = self.inexact(FallbackKind::UnknownItems, &text);
                (vec![Value::unknown(v.taint | bits)], bits)
            }
        })
    }

    /// A set display's items, each hashed as CPython adds it: those before the first `*` once
    /// they are all evaluated (or, past 30 items, each as it is), then each as it comes.
    fn eval_set_display_stepwise(&mut self, env: &Rc<Env<'a>>, elts: &'a [Expr]) -> R<'a, (Vec<Value<'a>>, Taint)> {
        let mut out: Vec<Value<'a>> = Vec::with_capacity(elts.len());
        let mut shape = 0;
        // Whether the set is made yet (then each item is added as it comes).
        let mut built = elts.len() > 30;
        for e in elts {
            if let Expr::Starred(st) = e {
                if !built {
                    for x in &out {
                        self.hash_for_key(x, shape)?;
                    }
                    built = true;
                }
                let (items, bits) = self.starred_items(env, &st.value, false)?;
                shape |= bits;
                for x in items {
                    self.hash_for_key(&x, shape)?;
                    out.push(x);
                }
            } else {
                let x = self.eval(env, e)?;
                if built {
                    self.hash_for_key(&x, shape)?;
                }
                out.push(x);
            }
        }
        Ok((out, shape))
    }

    #[inline(never)]
    pub(super) fn eval_dict(&mut self, env: &Rc<Env<'a>>, d: &'a ast::ExprDict) -> R<'a, Value<'a>> {
        let mut out = Dict::from_entries(Vec::with_capacity(d.items.len()));
        let mut config: Option<Config<'a>> = None;
        let mut spread_bits = 0;
        // (Fewer than 16 pairs: none is added as it is evaluated.)
        let one_by_one = if d.items.len() >= 16 {
            dict_display_schedule(&d.items)
        } else {
            Vec::new()
        };
        // The keys of the run being evaluated whose hashing may do more than a number's or a
        // string's (refuse, or run an object's `__hash__`), in order: hashed when the run is.
        // (The others are added at once: if a key is refused, the dict is never seen.)
        let mut to_hash: Vec<Value<'a>> = Vec::new();
        for (i, item) in d.items.iter().enumerate() {
            match &item.key {
                Some(k) => {
                    let kv = self.eval(env, k)?;
                    self.set_line(k);
                    let key_src = self.cur;
                    let vv = self.eval(env, &item.value)?;
                    let plain = kv.is_exact() && matches!(kv.kind, V::Str(_) | V::Int(_) | V::Bool(_) | V::None);
                    if !plain {
                        to_hash.push(kv.clone());
                    }
                    let run_ends = one_by_one.get(i).copied().unwrap_or(false)
                        || d.items.get(i + 1).is_none_or(|next| next.key.is_none());
                    if run_ends {
                        for k in std::mem::take(&mut to_hash) {
                            self.hash_for_key(&k, 0)?;
                        }
                    }
                    match config.as_mut() {
                        Some(c) => {
                            if let Some(s) = kv.as_str() {
                                c.set(s, vv, true);
                            }
                        }
                        None => out.insert(kv, vv, key_src),
                    }
                }
                None => {
                    let v = self.eval(env, &item.value)?;
                    match &v.kind {
                        V::Config(c) => {
                            let mut merged = c.borrow().clone();
                            for (k, val, _) in out.entries.drain(..) {
                                if let Some(s) = k.as_str() {
                                    merged.set(s, val, true);
                                }
                            }
                            config = Some(merged);
                        }
                        V::Dict(src) => {
                            for (k, val, s) in src.borrow().entries.iter() {
                                match config.as_mut() {
                                    Some(c) => {
                                        if let Some(ks) = k.as_str() {
                                            c.set(ks, val.clone(), true);
                                        }
                                    }
                                    None => out.insert(k.clone(), val.clone(), *s),
                                }
                            }
                            spread_bits |= v.inexact_bits();
                        }
                        _ if self.never_a_mapping(&v) => {
                            let message = format!("'{}' object is not a mapping", self.shown_type_name(&v));
                            return self.fail("TypeError", message, v.taint | v.inexact_bits());
                        }
                        // `**x` of what the run can't know, or does not model as a mapping:
                        // which entries it adds is not known.
                        _ => {
                            if v.is_unknown() {
                                self.unknown_op(v.taint);
                            }
                            let text = self.snippet(&item.value);
                            spread_bits |= v.inexact_bits() | self.inexact(FallbackKind::UnknownItems, &text);
                        }
                    }
                }
            }
        }
        let v = match config {
            Some(c) => Value::new(V::Config(Rc::new(RefCell::new(c)))),
            None => Value::dict(out),
        };
        v.mark_inexact(spread_bits);
        Ok(v)
    }

    /// [`crate::eval::builtins::pytypes::python_type_has`] of `v`'s type and `name` (a name in
    /// the AST), remembered.
    fn type_has(&mut self, v: &Value<'a>, name: &'a str) -> Option<bool> {
        let ty = v.type_name();
        *self
            .caches
            .type_has
            .entry((name.as_ptr() as usize, ty.as_ptr() as usize, ty.len()))
            .or_insert_with(|| crate::eval::builtins::pytypes::python_type_has(ty, name))
    }

    /// A call's arguments Python refuses whatever the callee: a `TypeError` whose text starts
    /// with the callee's name, which the tool does not make here; said as an error it can't
    /// decide (the run goes on as if the call were made).
    fn callee_error(&mut self, message: &str, taint: Taint) {
        let bits = self.inexact(FallbackKind::NotModelled, "the name Python gives a callee in an error");
        self.skip_error("TypeError", message, taint | bits);
    }

    /// A call's arguments, and from which positional argument on they are not known (a `*` or
    /// `**` of a value whose items are not).
    pub(super) fn eval_args(
        &mut self,
        env: &Rc<Env<'a>>,
        a: &'a ast::Arguments,
    ) -> R<'a, (Vec<Value<'a>>, Kwargs<'a>, Spreads<'a>)> {
        let mut loose: Option<Loose> = None;
        let spread = |loose: &mut Option<Loose>, at: usize, taint: Taint| {
            *loose = Some(match *loose {
                Some((i, t)) => (i, t | taint),
                None => (at, taint),
            });
        };
        let mut args = Vec::with_capacity(a.args.len());
        for e in a.args.iter() {
            if let Expr::Starred(s) = e {
                let v = self.eval(env, &s.value)?;
                match self.iterate_whole(&v)? {
                    Some(items) if v.inexact_bits() == 0 => args.extend(items),
                    // How many items Python spreads is not known: what they bind is not either.
                    Some(items) => {
                        let bits = v.inexact_bits();
                        spread(&mut loose, args.len(), v.taint | bits);
                        args.extend(items.into_iter().map(|x| x.with_taint(bits)));
                    }
                    None => {
                        spread(&mut loose, args.len(), v.taint);
                        args.push(Value::unknown(v.taint))
                    }
                }
            } else {
                args.push(self.eval(env, e)?);
            }
        }
        let mut kwargs = Vec::new();
        let mut config_spread = None;
        for k in a.keywords.iter() {
            let v = self.eval(env, &k.value)?;
            match &k.arg {
                Some(name) => {
                    let name = self.name_rc(name.id.as_str());
                    kwargs.push((name, v))
                }
                None => match &v.kind {
                    V::Dict(d) if v.inexact_bits() != 0 => {
                        let bits = v.inexact_bits();
                        for (key, val, _) in d.borrow().entries.iter() {
                            if let Some(s) = key.as_str() {
                                kwargs.push((Rc::from(s), val.clone().with_taint(bits)));
                            }
                        }
                        spread(&mut loose, args.len(), v.taint | bits);
                    }
                    V::Dict(d) => {
                        for (key, val, _) in d.borrow().entries.iter() {
                            match key.as_str() {
                                Some(s) => kwargs.push((Rc::from(s), val.clone())),
                                None => {
                                    self.callee_error("keywords must be strings", v.taint);
                                    spread(&mut loose, args.len(), v.taint);
                                }
                            }
                        }
                    }
                    V::Config(c) => {
                        let mut keys = Vec::new();
                        for e in c.borrow().entries.iter() {
                            kwargs.push((e.key.clone(), e.value.clone()));
                            keys.push(e.key.clone());
                        }
                        config_spread = Some(Box::new((c.clone(), keys)));
                    }
                    // Never a mapping (the dicts are above): Python's `TypeError`, whose text
                    // names the callee.
                    _ if self.never_a_mapping(&v) => {
                        let message = format!("argument after ** must be a mapping, not {}", self.shown_type_name(&v));
                        self.callee_error(&message, v.taint);
                        spread(&mut loose, args.len(), v.taint);
                    }
                    _ => spread(&mut loose, args.len(), v.taint),
                },
            }
        }
        // A keyword given twice (`f(**a, **b)`, `f(x=1, **d)` with `x` among `d`'s keys):
        // Python's `TypeError`.
        let twice = kwargs
            .iter()
            .enumerate()
            .find(|(i, (k, _))| kwargs[..*i].iter().any(|(j, _)| j == k))
            .map(|(_, (k, v))| (k.clone(), v.taint));
        if let Some((k, t)) = twice {
            self.callee_error(&format!("got multiple values for keyword argument '{k}'"), t);
        }
        let spreads = Spreads {
            loose,
            config: config_spread,
        };
        Ok((args, kwargs, spreads))
    }

    #[inline(never)]
    pub(super) fn eval_fstring(&mut self, env: &Rc<Env<'a>>, f: &'a ast::ExprFString) -> R<'a, Value<'a>> {
        let mut out = String::new();
        let mut taint = 0;
        let mut known = true;
        for part in f.value.iter() {
            match part {
                ast::FStringPart::Literal(l) => out.push_str(&l.value),
                ast::FStringPart::FString(fs) => {
                    known &= self.fstring_elements(env, &fs.elements, &mut out, &mut taint)?;
                }
            }
        }
        if !known {
            return Ok(Value::unknown(taint));
        }
        Ok(Value::str(&out).with_taint(taint))
    }

    pub(super) fn lookup(&mut self, env: &Rc<Env<'a>>, key: u32, slot: Place, name: &str) -> R<'a, Value<'a>> {
        // Not a local bound in its slot: a module's variable or one a function closes over,
        // which a call being remembered then depends on.
        let bound_local = match slot {
            Place::Local(i) => env.vars.borrow().slot(i, key).cloned(),
            _ => None,
        };
        if bound_local.is_none() {
            self.memo_read(key);
        }
        if let Some(v) = bound_local.or_else(|| env.lookup_at(key, name, slot)) {
            if v.taint & INEXACT != 0 {
                self.read_inexact_name(name, &v);
            }
            return Ok(v);
        }
        if let Place::Local(_) = slot {
            let msg = format!("cannot access local variable '{name}' where it is not associated with a value");
            return self.fail("UnboundLocalError", msg, 0);
        }
        if let Some(b) = builtin_value(name) {
            return Ok(b);
        }
        self.missing_name(env, name)
    }

    /// A name no scope binds: one of Python's builtins the evaluator does not model, or a name a
    /// scope may bind without the tool seeing it (`from opaque import *`), is not known; else
    /// Python's `NameError`.
    #[cold]
    fn missing_name(&mut self, env: &Rc<Env<'a>>, name: &str) -> R<'a, Value<'a>> {
        if crate::eval::builtins::pytypes::is_python_builtin(name) {
            let bits = self.inexact(FallbackKind::NotModelled, name);
            return Ok(Value::unknown(bits));
        }
        let mut open = 0;
        let mut cur = Some(env.clone());
        while let Some(e) = cur {
            open |= e.open_names.get();
            cur = e.parent.clone();
        }
        if let Some(m) = self.module_envs.get(env.module as usize).cloned().flatten() {
            open |= m.open_names.get();
        }
        if open != 0 {
            return Ok(Value::unknown(open));
        }
        // A package's own `__path__` and the like, which the evaluator does not set up.
        if name.starts_with("__") && name.ends_with("__") {
            let bits = self.inexact(FallbackKind::NotModelled, name);
            return Ok(Value::unknown(bits));
        }
        self.fail("NameError", format!("name '{name}' is not defined"), 0)
    }

    pub fn get_item(&mut self, obj: &Value<'a>, key: &Value<'a>) -> R<'a, Value<'a>> {
        // A class's own `__getitem__`.
        if let V::Instance(i) = &obj.kind {
            if defines(&i.class, "__getitem__") {
                let m = self.special_method(obj, "__getitem__")?;
                return self.call(&m, vec![key.clone()], vec![]);
            }
        }
        // An object as an index of a sequence: its `__index__`.
        if let (V::Instance(ki), V::List(_) | V::Tuple(_) | V::Str(_)) = (&key.kind, &obj.kind) {
            if defines(&ki.class, "__index__") {
                let m = self.special_method(key, "__index__")?;
                let k = self.call(&m, vec![], vec![])?;
                return self.get_item(obj, &k);
            }
        }
        // An unknown container's own `__getitem__` is code the tool can't see, handed the key.
        if obj.is_unknown() {
            self.operand_of_unseen(obj, key);
        }
        // A container not known exactly: what it holds at that key is marked, and a miss is
        // not an error (the key may be there).
        let bits = obj.inexact_bits() | key.inexact_bits();
        let t = obj.taint | key.taint | bits;
        if bits != 0 {
            self.may_raise(bits);
            // Python's item there may be another of those it holds.
            self.items_escaped(obj);
            return self.with_inexact_inputs(bits, |me| me.get_item_exact(obj, key, t));
        }
        self.get_item_exact(obj, key, t)
    }

    fn get_item_exact(&mut self, obj: &Value<'a>, key: &Value<'a>, t: Taint) -> R<'a, Value<'a>> {
        // An index that is an `IntEnum` member is its int.
        if matches!(obj.kind, V::List(_) | V::Tuple(_) | V::Str(_)) {
            if let Some(k) = self.enum_operand(key, "__index__", true) {
                return self.get_item_exact(obj, &k, t);
            }
        }
        match &obj.kind {
            V::Globals(m) => {
                let m = *m;
                match self.module_dict_get(m, key)? {
                    Lookup::Found(v) => Ok(v.with_taint(t)),
                    Lookup::Absent => self.soft_error("KeyError", to_display(key, true), t),
                    Lookup::Maybe(bits) => Ok(self.unknown_op(t | bits)),
                }
            }
            V::Re(o) => {
                let o = o.clone();
                self.re_item(&o, key, t)
            }
            // `torch.__dict__[name]`: a dtype, or the KeyError `getattr` would make an
            // AttributeError.
            V::Native(Native::TorchDict) => match key.as_str() {
                Some(k) => match crate::eval::torch::lookup(k) {
                    Some(d) => Ok(Value::new(V::Dtype(d)).with_taint(t)),
                    None => self.soft_error("KeyError", to_display(key, true), t),
                },
                None => Ok(Value::unknown(t)),
            },
            V::Config(c) => {
                let Some(k) = key.as_str() else {
                    // Any field may be the one read.
                    self.note_config_gone_over();
                    return Ok(Value::unknown(t));
                };
                match self.config_get(c, k, ReadKind::Required) {
                    Some(v) => Ok(v),
                    None => Ok(self.missing_key(k)),
                }
            }
            V::Dict(d) => {
                if let Some(tn) = unhashable(key) {
                    return self.unhashable_error(tn, t | key.inexact_bits());
                }
                let resolved = self.resolve(key);
                let key = resolved.as_ref().unwrap_or(key);
                if key.origin.is_some() {
                    self.note_gpu_lookup(key, d);
                }
                let eq_bits = self.eq_of_equal_hashes(d, key)?;
                if eq_bits != 0 {
                    self.items_escaped(obj);
                    return Ok(self.unknown_op(t | eq_bits));
                }
                if key.is_unknown() && !d.borrow().is_plain() {
                    // In a probe, each key in turn (as for a dict); beyond them, a key a
                    // `defaultdict` may add, a `Counter` may read as 0: not known.
                    if let Some(v) = self.choose_entry(d, key)? {
                        return Ok(v.with_taint(t));
                    }
                    // (A probe's path past every key is the one a plain dict misses on: what
                    // it adds there is not kept for the other paths.)
                    if matches!(d.borrow().flavor, Flavor::Default(_)) && self.mode != Mode::Probe {
                        let bits = self.inexact(FallbackKind::UnknownItems, "a defaultdict read at an unknown key");
                        obj.mark_inexact(bits);
                        self.default_factory_maybe(d, bits)?;
                    }
                    self.items_escaped(obj);
                    return Ok(self.unknown_op(t));
                }
                if key.is_unknown() {
                    // Every key is possible: they are the values the code allows for that field.
                    if let Some(v) = self.choose_entry(d, key)? {
                        return Ok(v.with_taint(t));
                    }
                    self.note_keys(key, d);
                    self.items_escaped(obj);
                    return Ok(self.unknown_op(t));
                }
                let found = d.borrow().get(key);
                match found {
                    Some(v) => Ok(v.with_taint(t)),
                    None if d.borrow().has_unknown_key() || d.borrow().maybe_has(key) => {
                        if matches!(d.borrow().flavor, Flavor::Default(_)) {
                            let bits =
                                self.inexact(FallbackKind::UnknownItems, "a defaultdict read at a key it may lack");
                            obj.mark_inexact(bits);
                            let d = d.clone();
                            self.default_factory_maybe(&d, bits)?;
                        }
                        Ok(self.unknown_op(t))
                    }
                    None => {
                        let d = d.clone();
                        if let Some(v) = self.dict_missing(obj, &d, key, t)? {
                            return Ok(v);
                        }
                        let r = self.soft_error("KeyError", to_display(key, true), t);
                        self.key_error(key, r)
                    }
                }
            }
            V::List(_) | V::Tuple(_) | V::Str(_) => {
                let Some(i) = key.as_int() else {
                    if key.is_unknown() {
                        self.items_escaped(obj);
                        return Ok(self.unknown_op(t));
                    }
                    // As CPython 3.11 words them.
                    let message = match &obj.kind {
                        V::Str(_) => format!("string indices must be integers, not '{}'", key.type_name()),
                        _ => format!(
                            "{} indices must be integers or slices, not {}",
                            obj.type_name(),
                            key.type_name()
                        ),
                    };
                    return self.fail("TypeError", message, t);
                };
                let items = seq_items(obj);
                let n = items.len() as i64;
                let idx = if i < 0 { i + n } else { i };
                if idx < 0 || idx >= n {
                    let message = match obj.type_name() {
                        "str" => "string index out of range",
                        "range" => "range object index out of range",
                        "tuple" => "tuple index out of range",
                        _ => "list index out of range",
                    };
                    return self.fail("IndexError", message.to_string(), t);
                }
                Ok(items[idx as usize].clone().with_taint(t))
            }
            V::Unknown | V::Tensor(_) => Ok(self.unknown_op(t)),
            // A read-only mapping (an enum's `__members__`): its dict's item.
            V::View(p) if p.kind == ViewKind::Proxy => {
                let d = p.dict.clone().with_taint(obj.taint);
                self.get_item(&d, key)
            }
            // `Mode[name]`: an enum's member by name.
            V::Class(c) if c.enum_info.borrow().is_some() => {
                let info = c.enum_info.borrow().clone();
                match info {
                    Some(info) => self.enum_getitem(obj, &info, key),
                    None => Ok(Value::unknown(t)),
                }
            }
            // `Cls[x]`: its `__class_getitem__` (a class method without saying so).
            V::Class(_) => match self.class_attr(obj, "__class_getitem__") {
                Some(f) => {
                    let f = match &f.kind {
                        V::ClassMethod(inner) => (**inner).clone(),
                        _ => f,
                    };
                    self.call(&f, vec![obj.clone(), key.clone()], vec![])
                }
                // A class known exactly, with no base or metaclass that may give it one.
                None if class_inexact(obj) == 0 && bases_known(obj) => {
                    let name = match &obj.kind {
                        V::Class(c) => c.name.to_string(),
                        _ => String::new(),
                    };
                    self.fail("TypeError", format!("type '{name}' is not subscriptable"), t)
                }
                None => Ok(self.unknown_op(t)),
            },
            // An object whose class has no `__getitem__` (the caller looked; an instance is not
            // subscripted through its class's `__class_getitem__`): refused where the class is
            // known whole.
            V::Instance(i) => {
                let class = i.class.clone();
                if super::object_hooks::modelled_object(obj)
                    || crate::eval::value::enum_of(&class).is_some()
                    || !super::object_hooks::class_known_whole(&class)
                {
                    self.unfollowed_with(std::slice::from_ref(obj));
                    return Ok(self.unknown_op(t));
                }
                let name = super::object_hooks::class_name(&class);
                self.fail("TypeError", format!("'{name}' object is not subscriptable"), t)
            }
            // `Optional[int]`, `Dict[str, List[int]]`: another.
            V::Native(Native::TypingForm | Native::TypingClassVar) => {
                Ok(Value::new(V::Native(Native::TypingForm)).with_taint(t))
            }
            V::Native(_) => Ok(self.unknown_op(t)),
            // `list[int]`: a generic alias, not modelled.
            V::Builtin(
                Builtin::List | Builtin::Dict | Builtin::Set | Builtin::Tuple | Builtin::Frozenset | Builtin::Type,
            ) => {
                let bits = self.inexact(FallbackKind::NotModelled, "a generic alias");
                Ok(Value::unknown(t | bits))
            }
            // A function a decorator the tool does not model made (`@triton.jit`): what Python
            // holds may be another object, one that takes a subscript (`kernel[grid]`).
            V::Func(_) if obj.taint & INEXACT != 0 => Ok(self.unknown_op(t)),
            _ => self.fail(
                "TypeError",
                format!("'{}' object is not subscriptable", obj.type_name()),
                t,
            ),
        }
    }

    pub(super) fn slice(
        &mut self,
        obj: &Value<'a>,
        lo: Option<Value<'a>>,
        hi: Option<Value<'a>>,
        st: Option<Value<'a>>,
    ) -> R<'a, Value<'a>> {
        let t = [&lo, &hi, &st]
            .into_iter()
            .flatten()
            .fold(obj.taint | obj.inexact_bits(), |t, x| {
                t | x.taint | (x.inexact_bits() & INEXACT)
            });
        // A class's own `__getitem__`, given a slice object the tool does not make.
        if let V::Instance(i) = &obj.kind {
            if defines(&i.class, "__getitem__") {
                let bits = self.inexact(FallbackKind::NotModelled, "a slice object");
                let m = self.special_method(obj, "__getitem__")?;
                return self.call(&m, vec![Value::unknown(t | bits)], vec![]);
            }
        }
        // What is not known exactly may be of another type than the one held (a dict, on
        // another path): its slice may raise.
        self.may_raise(obj.inexact_bits());
        let items = match &obj.kind {
            V::List(_) | V::Tuple(_) | V::Str(_) => seq_items(obj),
            // A slice is a dict's key, and (before Python 3.12) no key at all.
            V::Dict(_) | V::Config(_) => return self.unhashable_error("slice", t),
            _ => return Ok(self.unknown_op(t)),
        };
        let n = items.len() as i64;
        let Some((start, step, count)) = super::slices::slice_span(n, lo.as_ref(), hi.as_ref(), st.as_ref()) else {
            // A bound of a built-in type that is no int (`xs[:n / 2]`).
            let not_index = |x: &&Value<'a>| x.is_plain_data() && !matches!(x.kind, V::Int(_) | V::Bool(_) | V::None);
            if [&lo, &hi, &st].into_iter().flatten().any(|x| not_index(&x)) {
                let message = "slice indices must be integers or None or have an __index__ method".to_string();
                return self.fail("TypeError", message, t);
            }
            self.escaped_from(&items);
            return Ok(self.unknown_op(t));
        };
        if step == 0 {
            return self.fail("ValueError", "slice step cannot be zero".into(), t);
        }
        let out: Vec<Value<'a>> = (0..count).map(|k| items[(start + k * step) as usize].clone()).collect();
        // A range's slice is a range: `range(a, b, s)[i:j:k]` is `range(a + i*s, a + j*s, s*k)`.
        if let Some([r_start, _, r_step]) = obj.range_span() {
            let span = super::slices::slice_indices(n, lo.as_ref(), hi.as_ref(), st.as_ref()).and_then(|(i, j, k)| {
                Some([
                    r_start.checked_add(i.checked_mul(r_step)?)?,
                    r_start.checked_add(j.checked_mul(r_step)?)?,
                    r_step.checked_mul(k)?,
                ])
            });
            return Ok(match span {
                Some(span) => Value::range(out, span).with_taint(t),
                None => Value::unknown(t),
            });
        }
        Ok(match &obj.kind {
            V::Str(_) => Value::str(
                &out.iter()
                    .filter_map(|v| v.as_str().map(str::to_string))
                    .collect::<String>(),
            ),
            V::Tuple(_) => Value::tuple(out),
            _ => Value::list(out),
        }
        .with_taint(t))
    }
}

/// Which pairs of a dict display are added as each is evaluated (`true`), the others a run at a
/// time once the run is evaluated, as CPython 3.11 compiles it (`compiler_dict`): the pairs
/// between `**` spreads, in runs of at most 17; a run of 16 or more is added pair by pair. (Only
/// when a key is refused does it show: which of the other keys and values were evaluated.)
fn dict_display_schedule(items: &[ast::DictItem]) -> Vec<bool> {
    let mut one_by_one = vec![false; items.len()];
    let (mut start, mut elements) = (0, 0);
    for (i, item) in items.iter().enumerate() {
        if item.key.is_none() {
            if elements >= 16 {
                one_by_one[start..i].fill(true);
            }
            (start, elements) = (i + 1, 0);
        } else if elements >= 16 {
            one_by_one[start..=i].fill(true);
            (start, elements) = (i + 1, 0);
        } else {
            elements += 1;
        }
    }
    if elements >= 16 {
        one_by_one[start..].fill(true);
    }
    one_by_one
}

/// A built-in that, given an iterable, goes over all of it before it returns (so a generator
/// it is given is run to its end at once, as a list comprehension is), and what it does with
/// each item as it comes.
fn consumes_whole(b: Builtin) -> Option<Step> {
    use Builtin as B;
    Some(match b {
        B::List | B::Tuple | B::Sorted => Step::Keep,
        _ => return None,
    })
}

/// What is done with each item of a comprehension as it is made: Python does it between the
/// generator's steps, so an error it raises stops the generator there (what the items after it
/// would have done is not done).
#[derive(Clone, Copy)]
pub(super) enum Step {
    /// A list's item, or what `list`, `tuple` and `sorted` take: nothing.
    Keep,
    /// A set's item: hashed.
    Hash,
}

/// Two values Python would give the same answers for whichever of them it had: exact, not
/// mutable (a list from either side is another object), of one type and one value (`0` and
/// `False`, `0.0` and `-0.0`, `1` and `1.0` are equal, not the same).
pub(super) fn immutable_equal<'a>(x: &Value<'a>, y: &Value<'a>) -> bool {
    fn same(x: &Value, y: &Value) -> bool {
        match (&x.kind, &y.kind) {
            (V::None, V::None) => true,
            (V::Bool(a), V::Bool(b)) => a == b,
            (V::Int(a), V::Int(b)) => a == b,
            // One NaN is the same as itself.
            (V::Float(a), V::Float(b)) => a.to_bits() == b.to_bits(),
            (V::Str(a), V::Str(b)) => a == b,
            (V::Dtype(a), V::Dtype(b)) => a == b,
            (V::Tuple(a), V::Tuple(b)) => a.len() == b.len() && a.iter().zip(b.iter()).all(|(p, q)| same(p, q)),
            _ => false,
        }
    }
    x.is_exact() && y.is_exact() && same(x, y)
}

pub(super) fn builtin_value<'a>(name: &str) -> Option<Value<'a>> {
    use Builtin as B;
    let b = match name {
        "len" => B::Len,
        "min" => B::Min,
        "max" => B::Max,
        "int" => B::Int,
        "float" => B::Float,
        "str" => B::Str,
        "bool" => B::Bool,
        "list" => B::List,
        "tuple" => B::Tuple,
        "dict" => B::Dict,
        "set" => B::Set,
        "frozenset" => B::Frozenset,
        "sorted" => B::Sorted,
        "range" => B::Range,
        "enumerate" => B::Enumerate,
        "zip" => B::Zip,
        "isinstance" => B::Isinstance,
        "issubclass" => B::Issubclass,
        "getattr" => B::Getattr,
        "hasattr" => B::Hasattr,
        "setattr" => B::Setattr,
        "delattr" => B::Delattr,
        "abs" => B::Abs,
        "sum" => B::Sum,
        "any" => B::Any,
        "all" => B::All,
        "print" => B::Print,
        "round" => B::Round,
        "divmod" => B::Divmod,
        "pow" => B::Pow,
        "map" => B::Map,
        "filter" => B::Filter,
        "reversed" => B::Reversed,
        "repr" => B::Repr,
        "type" => B::Type,
        "iter" => B::Iter,
        "next" => B::Next,
        "globals" => B::Globals,
        "vars" => B::Vars,
        // A function's locals: not modelled.
        "locals" => B::Opaque,
        "callable" => B::Callable,
        "super" => B::Super,
        "object" => B::Object,
        "NotImplemented" => B::NotImplemented,
        "property" => B::Property,
        "staticmethod" => B::Staticmethod,
        "classmethod" => B::Classmethod,
        "__import__" => B::DunderImport,
        "hash" => B::Hash,
        "open" => B::Open,
        "format" => B::Format,
        "id" | "compile" => B::Opaque,
        "input" => B::Input,
        "exec" | "eval" => B::Exec,
        _ => {
            if matches!(name, "IOError" | "EnvironmentError") {
                return Some(Value::new(V::ExcType(Rc::from("OSError"))));
            }
            if is_exception_name(name) {
                return Some(Value::new(V::ExcType(Rc::from(name))));
            }
            return None;
        }
    };
    Some(Value::new(V::Builtin(b)))
}
