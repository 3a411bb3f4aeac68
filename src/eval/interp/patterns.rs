//! `match`: every pattern kind as Python matches it — literal and value (`==`), singleton
//! (`is`), capture and wildcard, sequence (with a star), mapping (with `**rest`), class (with
//! positional sub-patterns through `__match_args__`, and keyword ones), `|` and `as` — and guards.
//!
//! A pattern the run can't decide on its subject (an unknown value, an inexact one, a class the
//! tool does not know exactly) is neither a match nor a miss: that case's body and the cases
//! after it both run, each undecided (`undecided.rs`), as for an `if` on an unknown condition. A
//! probe decides a pattern on a config field the way it decides `field == value`.

use super::*;

/// The names a pattern binds, with their values, in order.
type Captures<'a> = Vec<(&'a str, Value<'a>)>;

/// The built-in types whose class pattern's one positional sub-pattern matches the subject
/// itself (`case int(n)`).
fn self_matching(b: Builtin) -> bool {
    matches!(
        b,
        Builtin::Int
            | Builtin::Float
            | Builtin::Str
            | Builtin::Bool
            | Builtin::List
            | Builtin::Tuple
            | Builtin::Dict
            | Builtin::Set
            | Builtin::Frozenset
    )
}

impl<'a> Interp<'a> {
    pub(super) fn exec_match(&mut self, env: &Rc<Env<'a>>, m: &'a ast::StmtMatch) -> R<'a, ()> {
        let subject = self.eval(env, &m.subject)?;
        // What a case's body raises (`case _: raise ValueError(...)`) is decided by the subject,
        // as an `if` branch's by its test.
        let guard = Guard {
            frame: self.stack.frames.len(),
            test: &m.subject,
            module: self.cur.module,
            taint: subject.taint,
        };
        self.exec_cases(env, &m.cases, &subject, guard)
    }

    /// The cases from the first of `cases` on, the ones before having missed.
    fn exec_cases(
        &mut self,
        env: &Rc<Env<'a>>,
        cases: &'a [ast::MatchCase],
        subject: &Value<'a>,
        guard: Guard<'a>,
    ) -> R<'a, ()> {
        let body =
            |me: &mut Self, case: &'a ast::MatchCase| me.with_guard(Some(guard), |me| me.exec_block(env, &case.body));
        for (i, case) in cases.iter().enumerate() {
            self.set_line(case);
            let mut captures = Vec::new();
            let decided = self.match_pattern(env, &case.pattern, subject, &mut captures)?;
            if decided.is_none() {
                // Undecided, the sub-patterns may have stopped before the names after them: if
                // this case matches, those names are bound to what the run can't know.
                let mut names = Vec::new();
                pattern_names(&case.pattern, &mut names);
                for n in names {
                    if !captures.iter().any(|(c, _)| *c == n) {
                        captures.push((n, Value::unknown(subject.taint)));
                    }
                }
            }
            let matched = match decided {
                Some(b) => Some(b),
                None => self.decide(case, subject)?,
            };
            match matched {
                Some(false) => continue,
                Some(true) => {
                    self.bind_captures(env, captures);
                    let Some(g) = &case.guard else {
                        return body(self, case);
                    };
                    let gv = self.eval_test(env, g)?;
                    match self.truth(&gv)? {
                        Some(true) => return body(self, case),
                        Some(false) => continue,
                        None => {
                            let bits = self.undecided_at(&gv, &**g);
                            let a = self.undecided(bits, |me| body(me, case));
                            let b = self.undecided(bits, |me| me.exec_cases(env, &cases[i + 1..], subject, guard));
                            return self.join(a, b, bits);
                        }
                    }
                }
                None => {
                    let text = self.snippet(&case.pattern);
                    let bits = self.undecided_bits(subject, &format!("case {text}"));
                    let a = self.undecided(bits, |me| {
                        me.bind_captures(env, captures);
                        if let Some(g) = &case.guard {
                            let gv = me.eval(env, g)?;
                            if me.truth(&gv)? == Some(false) {
                                // This way the cases after it run: the other side has them.
                                return Ok(());
                            }
                        }
                        body(me, case)
                    });
                    let b = self.undecided(bits, |me| me.exec_cases(env, &cases[i + 1..], subject, guard));
                    return self.join(a, b, bits);
                }
            }
        }
        Ok(())
    }

    fn bind_captures(&mut self, env: &Rc<Env<'a>>, captures: Captures<'a>) {
        for (name, v) in captures {
            let key = name_key(name);
            self.bind(env, key, name, v);
        }
    }

    /// Whether `subject` matches `p` (`None`: the run can't tell), the names it binds added to
    /// `captures`.
    pub(super) fn match_pattern(
        &mut self,
        env: &Rc<Env<'a>>,
        p: &'a ast::Pattern,
        subject: &Value<'a>,
        captures: &mut Captures<'a>,
    ) -> R<'a, Option<bool>> {
        use ast::Pattern as P;
        self.step()?;
        Ok(match p {
            P::MatchAs(a) => {
                let m = match &a.pattern {
                    None => Some(true),
                    Some(inner) => self.match_pattern(env, inner, subject, captures)?,
                };
                if m != Some(false) {
                    if let Some(n) = &a.name {
                        captures.push((n.id.as_str(), subject.clone()));
                    }
                }
                m
            }
            P::MatchValue(v) => {
                let value = self.eval(env, &v.value)?;
                self.note_candidates(subject, &value, ast::CmpOp::Eq);
                match self.equal(subject, &value)? {
                    Some(b) => Some(b),
                    None if subject.is_unknown() && subject.origin.is_some() => {
                        let site = v as *const ast::PatternMatchValue as usize;
                        self.decide_equal(site, subject, &value)?
                    }
                    None => None,
                }
            }
            P::MatchSingleton(s) => {
                let value = match s.value {
                    ast::Singleton::None => Value::none(),
                    ast::Singleton::True => Value::bool(true),
                    ast::Singleton::False => Value::bool(false),
                };
                // `None`, `True`, `False` match by identity: `1` is not `True`.
                match (&subject.kind, &value.kind) {
                    _ if subject.inexact_bits() != 0 => None,
                    (V::Unknown, _) => None,
                    (V::None, V::None) => Some(true),
                    (V::Bool(a), V::Bool(b)) => Some(a == b),
                    _ => Some(false),
                }
            }
            P::MatchOr(o) => {
                let mut result = Some(false);
                for alt in &o.patterns {
                    let mut inner = Vec::new();
                    match self.match_pattern(env, alt, subject, &mut inner)? {
                        Some(true) if result == Some(false) => {
                            captures.extend(inner);
                            return Ok(Some(true));
                        }
                        Some(false) => {}
                        _ => {
                            if result == Some(false) {
                                captures.extend(inner.into_iter().map(|(n, v)| (n, Value::unknown(v.taint))));
                            }
                            result = None;
                        }
                    }
                }
                result
            }
            P::MatchSequence(s) => self.match_sequence(env, &s.patterns, subject, captures)?,
            P::MatchMapping(m) => self.match_mapping(env, m, subject, captures)?,
            P::MatchClass(c) => self.match_class(env, c, subject, captures)?,
            // Only inside a sequence pattern (handled there).
            P::MatchStar(_) => None,
        })
    }

    /// `==` as a pattern compares (a class's own `__eq__` included); `None` when undecided.
    fn equal(&mut self, a: &Value<'a>, b: &Value<'a>) -> R<'a, Option<bool>> {
        let v = self.compare_values(ast::CmpOp::Eq, a, b)?;
        self.truth(&v)
    }

    fn match_sequence(
        &mut self,
        env: &Rc<Env<'a>>,
        patterns: &'a [ast::Pattern],
        subject: &Value<'a>,
        captures: &mut Captures<'a>,
    ) -> R<'a, Option<bool>> {
        let items: Vec<Value<'a>> = match &subject.kind {
            V::List(l) => l.borrow().items.clone(),
            V::Tuple(t) => t.as_ref().clone(),
            // Not sequences to a pattern (str, bytes), or not sequences at all.
            V::Str(_) | V::Dict(_) | V::Set(_) | V::Config(_) | V::None | V::Bool(_) | V::Int(_) | V::Float(_) => {
                return Ok(Some(false))
            }
            V::Instance(i) => return Ok(self.instance_not_matched(subject, &i.class, "__getitem__")),
            V::Func(_) | V::Dtype(_) | V::Path(_) | V::Class(_) | V::Module(_) => return Ok(Some(false)),
            _ => return Ok(None),
        };
        if subject.inexact_bits() != 0 {
            return Ok(None);
        }
        let t = subject.taint;
        let star = patterns.iter().position(|p| matches!(p, ast::Pattern::MatchStar(_)));
        let n = items.len();
        let (before, after) = match star {
            Some(s) => (s, patterns.len() - s - 1),
            None => (patterns.len(), 0),
        };
        match star {
            None if n != patterns.len() => return Ok(Some(false)),
            Some(_) if n < before + after => return Ok(Some(false)),
            _ => {}
        }
        let mut result = Some(true);
        for (i, p) in patterns.iter().enumerate() {
            let m = match p {
                ast::Pattern::MatchStar(st) => {
                    if let Some(name) = &st.name {
                        let mid = items[before..n - after]
                            .iter()
                            .map(|x| with_container_taint(x, t))
                            .collect();
                        captures.push((name.id.as_str(), Value::list(mid).with_taint(t)));
                    }
                    Some(true)
                }
                _ => {
                    let idx = match star {
                        Some(s) if i > s => n - (patterns.len() - i),
                        _ => i,
                    };
                    let item = with_container_taint(&items[idx], t);
                    self.match_pattern(env, p, &item, captures)?
                }
            };
            match m {
                Some(false) => return Ok(Some(false)),
                None => result = None,
                Some(true) => {}
            }
        }
        Ok(result)
    }

    fn match_mapping(
        &mut self,
        env: &Rc<Env<'a>>,
        m: &'a ast::PatternMatchMapping,
        subject: &Value<'a>,
        captures: &mut Captures<'a>,
    ) -> R<'a, Option<bool>> {
        match &subject.kind {
            V::Dict(_) | V::Config(_) => {}
            V::Instance(i) => return Ok(self.instance_not_matched(subject, &i.class, "keys")),
            V::Unknown | V::Tensor(_) | V::Native(_) => return Ok(None),
            _ => return Ok(Some(false)),
        }
        // Fewer items than keys: no match, before a key is evaluated.
        if let V::Dict(d) = &subject.kind {
            if subject.inexact_bits() == 0 && d.borrow().entries.len() < m.keys.len() {
                return Ok(Some(false));
            }
        }
        let mut keys = Vec::with_capacity(m.keys.len());
        for k in m.keys.iter() {
            keys.push(self.eval(env, k)?);
        }
        // As Python: every key looked up first (a key given twice, two names of one value,
        // refuses the pattern once reached; one missing ends the match there), then each
        // sub-pattern matched against its value in order.
        let mut result = Some(true);
        let mut used: Vec<Value<'a>> = Vec::new();
        let mut values: Vec<(&'a ast::Pattern, Option<Value<'a>>)> = Vec::with_capacity(keys.len());
        for (key, p) in keys.into_iter().zip(m.patterns.iter()) {
            match used.iter().map(|u| py_eq(u, &key)).find(|e| *e != Some(false)) {
                Some(Some(true)) if result == Some(true) => {
                    let message = format!("mapping pattern checks duplicate key ({})", to_display(&key, true));
                    return self.fail("ValueError", message, key.taint | key.inexact_bits());
                }
                Some(_) => return Ok(None),
                None => {}
            }
            match self.contains(subject, &key)? {
                Some(false) if subject.inexact_bits() == 0 && result == Some(true) => return Ok(Some(false)),
                Some(false) if subject.inexact_bits() == 0 => return Ok(None),
                Some(true) if subject.inexact_bits() == 0 => {
                    let v = self.get_item(subject, &key)?;
                    used.push(key);
                    values.push((p, Some(v)));
                }
                _ => {
                    result = None;
                    values.push((p, None));
                }
            }
        }
        result = self.match_fetched(env, values, result, captures)?;
        if result == Some(false) {
            return Ok(result);
        }
        if let Some(rest) = &m.rest {
            let rest_value = match &subject.kind {
                V::Dict(d) => {
                    let d = d.borrow();
                    let entries = d
                        .entries
                        .iter()
                        .filter(|(k, _, _)| !used.iter().any(|u| py_eq(u, k) == Some(true)))
                        .cloned()
                        .collect();
                    let mut out = Dict::from_entries(entries);
                    out.inexact = d.inexact;
                    Value::dict(out).with_taint(subject.taint)
                }
                _ => {
                    self.note_config_gone_over();
                    Value::unknown(subject.taint)
                }
            };
            captures.push((rest.id.as_str(), rest_value));
        }
        Ok(result)
    }

    fn match_class(
        &mut self,
        env: &Rc<Env<'a>>,
        c: &'a ast::PatternMatchClass,
        subject: &Value<'a>,
        captures: &mut Captures<'a>,
    ) -> R<'a, Option<bool>> {
        let cls = self.eval(env, &c.cls)?;
        // (`isinstance` takes a tuple of classes; a class pattern does not.)
        if let V::Tuple(_) = cls.kind {
            return self.fail("TypeError", "called match pattern must be a type".into(), cls.taint);
        }
        match self.isinstance(subject, &cls) {
            Some(false) => return Ok(Some(false)),
            None => return Ok(None),
            Some(true) => {}
        }
        // As Python: every attribute is fetched first (positional, then keyword; a second
        // sub-pattern for one refuses the pattern, once reached), then each sub-pattern matched
        // against its own in order.
        let mut result = Some(true);
        let mut seen: Vec<Rc<str>> = Vec::new();
        let mut attrs: Vec<(&'a ast::Pattern, Option<Value<'a>>)> = Vec::new();
        let positional = &c.arguments.patterns;
        let self_match = matches!(cls.kind, V::Builtin(b) if self_matching(b));
        if self_match && !positional.is_empty() {
            if positional.len() > 1 {
                let msg = format!(
                    "{}() accepts 1 positional sub-pattern ({} given)",
                    to_display(&cls, false),
                    positional.len()
                );
                return self.fail("TypeError", msg, subject.taint);
            }
            // Matched against the subject itself.
            attrs.push((&positional[0], Some(subject.clone())));
        } else if !positional.is_empty() {
            let names: Vec<Value<'a>> = match &cls.kind {
                V::Class(_) => match self.class_attr(&cls, "__match_args__") {
                    Some(v) if v.inexact_bits() != 0 => return Ok(None),
                    Some(v) => match &v.kind {
                        V::Tuple(items) => items.to_vec(),
                        V::Instance(_) => return Ok(None),
                        _ => {
                            let msg = format!(
                                "{}.__match_args__ must be a tuple (got {})",
                                to_display(&cls, false),
                                v.type_name()
                            );
                            return self.fail("TypeError", msg, class_inexact(&cls));
                        }
                    },
                    None => match self.dataclass_of(&cls) {
                        Some(fields) => fields.iter().map(|(n, _)| Value::str(n)).collect(),
                        None if class_inexact(&cls) != 0 => return Ok(None),
                        None => Vec::new(),
                    },
                },
                _ => return Ok(None),
            };
            if positional.len() > names.len() {
                let msg = format!(
                    "{}() accepts {} positional sub-pattern{} ({} given)",
                    to_display(&cls, false),
                    names.len(),
                    if names.len() == 1 { "" } else { "s" },
                    positional.len()
                );
                return self.fail("TypeError", msg, subject.taint | class_inexact(&cls));
            }
            for (p, name) in positional.iter().zip(names.iter()) {
                let Some(n) = name.as_str() else { return Ok(None) };
                if let Some(r) = self.seen_attribute(&mut seen, n, &cls, result) {
                    return r;
                }
                let v = self.sub_attribute(subject, n)?;
                if v.is_none() {
                    result = None;
                }
                attrs.push((p, v));
            }
        }
        for kw in &c.arguments.keywords {
            if let Some(r) = self.seen_attribute(&mut seen, kw.attr.id.as_str(), &cls, result) {
                return r;
            }
            let v = self.sub_attribute(subject, kw.attr.id.as_str())?;
            if v.is_none() {
                result = None;
            }
            attrs.push((&kw.pattern, v));
        }
        self.match_fetched(env, attrs, result, captures)
    }

    /// A class or mapping pattern's sub-patterns, matched in order against what was fetched for
    /// each (`None`: not known) once every fetch was made (`result`: whether all were known and
    /// there): no match at the first that fails where all before it were known.
    fn match_fetched(
        &mut self,
        env: &Rc<Env<'a>>,
        fetched: Vec<(&'a ast::Pattern, Option<Value<'a>>)>,
        mut result: Option<bool>,
        captures: &mut Captures<'a>,
    ) -> R<'a, Option<bool>> {
        for (p, v) in fetched {
            match v {
                Some(v) => match self.match_pattern(env, p, &v, captures)? {
                    Some(false) if result == Some(true) => return Ok(Some(false)),
                    Some(false) => return Ok(None),
                    None => result = None,
                    Some(true) => {}
                },
                None => result = None,
            }
        }
        Ok(result)
    }

    /// A class pattern's sub-pattern for attribute `name`: a second one is Python's `TypeError`
    /// where every attribute before it was there (`result`), else not known (`Some`: the
    /// pattern's outcome).
    fn seen_attribute(
        &mut self,
        seen: &mut Vec<Rc<str>>,
        name: &str,
        cls: &Value<'a>,
        result: Option<bool>,
    ) -> Option<R<'a, Option<bool>>> {
        if !seen.iter().any(|s| &**s == name) {
            seen.push(Rc::from(name));
            return None;
        }
        if result != Some(true) {
            return Some(Ok(None));
        }
        let message = format!(
            "{}() got multiple sub-patterns for attribute '{name}'",
            to_display(cls, false)
        );
        Some(self.fail("TypeError", message, 0))
    }

    /// The attribute a class pattern matches a sub-pattern against: `Some(value)`, or `None`
    /// when it can't be known; an attribute the subject certainly lacks is a miss, said as an
    /// unknown value that matches nothing (`Value::unknown` would match a capture).
    fn sub_attribute(&mut self, subject: &Value<'a>, name: &str) -> R<'a, Option<Value<'a>>> {
        match self.get_attr(subject, name) {
            Ok(v) if v.is_unknown() => Ok(None),
            Ok(v) => Ok(Some(v)),
            Err(Flow::Exc(_)) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// A sequence or mapping pattern on an instance: no match where its class is certainly not
    /// one; else not known, and the class's code Python runs to match it (`__len__`,
    /// `__getitem__`, `get`, `keys`: a dict subclass's own) may run.
    fn instance_not_matched(&mut self, subject: &Value<'a>, class: &Value<'a>, marker: &str) -> Option<bool> {
        let r = self.instance_is_not(class, marker);
        if r.is_none() {
            self.handed_to_unseen(std::slice::from_ref(subject));
        }
        r
    }

    /// For an instance: whether its class is certainly not a sequence or mapping (it has no
    /// `marker` method and every base is known), `None` when that can't be told.
    fn instance_is_not(&self, class: &Value<'a>, marker: &str) -> Option<bool> {
        if class_inexact(class) != 0 || defines(class, marker) || !bases_known(class) {
            None
        } else {
            Some(false)
        }
    }
}

/// Every name `p` binds when it matches (an or-pattern's alternatives bind the same names).
fn pattern_names<'a>(p: &'a ast::Pattern, out: &mut Vec<&'a str>) {
    use ast::Pattern as P;
    match p {
        P::MatchAs(a) => {
            if let Some(inner) = &a.pattern {
                pattern_names(inner, out);
            }
            out.extend(a.name.as_ref().map(|n| n.id.as_str()));
        }
        P::MatchStar(s) => out.extend(s.name.as_ref().map(|n| n.id.as_str())),
        P::MatchSequence(s) => s.patterns.iter().for_each(|q| pattern_names(q, out)),
        P::MatchMapping(m) => {
            m.patterns.iter().for_each(|q| pattern_names(q, out));
            out.extend(m.rest.as_ref().map(|n| n.id.as_str()));
        }
        P::MatchClass(c) => {
            c.arguments.patterns.iter().for_each(|q| pattern_names(q, out));
            c.arguments.keywords.iter().for_each(|k| pattern_names(&k.pattern, out));
        }
        P::MatchOr(o) => o.patterns.iter().for_each(|q| pattern_names(q, out)),
        P::MatchValue(_) | P::MatchSingleton(_) => {}
    }
}

/// An item of a container, carrying the container's taint where it has none of its own.
fn with_container_taint<'a>(v: &Value<'a>, t: Taint) -> Value<'a> {
    if v.taint == 0 {
        v.clone().with_taint(t)
    } else {
        v.clone()
    }
}

/// Whether every base of a class, all the way up, is a class of the harness's (or `object`).
pub fn bases_known(cls: &Value) -> bool {
    !any_base(cls, |b| {
        !matches!(b.kind, V::Builtin(Builtin::Object | Builtin::Namespace) | V::ExcType(_))
    })
}

/// Whether a class derives from `type`: a metaclass, whose instances are classes.
pub fn is_metaclass(cls: &Value) -> bool {
    matches!(cls.kind, V::Class(_)) && any_base(cls, |b| matches!(b.kind, V::Builtin(Builtin::Type | Builtin::AbcMeta)))
}

/// Whether a class has, all the way up, a base the tool can't see (neither a class of the
/// harness's nor one of CPython's types).
pub fn unseen_base(cls: &Value) -> bool {
    any_base(cls, |b| matches!(b.kind, V::Unknown | V::Native(_)))
}

/// Whether a class's methods may come from a base the tool can't see ([`unseen_base`]; the
/// bases of an enum or a named tuple, which the tool models, aside).
pub fn unseen_base_code(cls: &Value) -> bool {
    let modelled = crate::eval::value::enum_of(cls).is_some() || crate::eval::builtins::nt_class_of(cls).is_some();
    !modelled && unseen_base(cls)
}

/// Whether some base of a class, all the way up, that is not itself a class of the harness's
/// is `what` (a hierarchy past 64 visits: taken as one that is).
fn any_base(cls: &Value, what: impl Fn(&Value) -> bool) -> bool {
    let mut todo = vec![cls.clone()];
    let mut seen = 0;
    while let Some(c) = todo.pop() {
        seen += 1;
        if seen > 64 {
            return true;
        }
        match &c.kind {
            V::Class(cl) => todo.extend(cl.bases.iter().cloned()),
            _ if what(&c) => return true,
            _ => {}
        }
    }
    false
}
