//! Operators: comparisons (`==`, `<`, `in`, `is`, chained), arithmetic and the sequence
//! operators (`+`, `*`, `%` on strings), with Python's results and errors.

use super::format::percent_format;
use super::*;

impl<'a> Interp<'a> {
    #[inline(never)]
    pub(super) fn eval_compare(&mut self, env: &Rc<Env<'a>>, c: &'a ast::ExprCompare) -> R<'a, Value<'a>> {
        let mut left = self.eval(env, &c.left)?;
        let mut result = Value::bool(true);
        let mut taint = 0;
        let single = c.ops.len() == 1;
        // A chain's value is its first false link's, else its last one's: a class's comparison
        // may give any value, which is then the result.
        let mut last = None;
        for (op, right_e) in c.ops.iter().zip(c.comparators.iter()) {
            let mut right = self.eval(env, right_e)?;
            let (v, t) = self.compare_step(*op, &mut left, &mut right)?;
            taint |= t | v.taint;
            let mut r = v.truthy();
            if !single {
                // A chain goes on while each comparison is true: Python tests its truth.
                if v.is_unknown() || v.inexact_bits() != 0 {
                    r = None;
                }
            } else if !matches!(v.kind, V::Bool(_) | V::Unknown) {
                // A class's comparison may give any value: it is the result.
                return Ok(v);
            }
            if let (None, true, ast::CmpOp::Eq | ast::CmpOp::NotEq) = (r, single, op) {
                let site = c as *const ast::ExprCompare as usize;
                let eq = match (left.is_unknown(), right.is_unknown()) {
                    (true, false) => self.decide_equal(site, &left, &right)?,
                    (false, true) => self.decide_equal(site, &right, &left)?,
                    _ => None,
                };
                r = eq.map(|e| e == (*op == ast::CmpOp::Eq));
            }
            let own = !matches!(v.kind, V::Bool(_) | V::Unknown);
            match r {
                Some(true) => {}
                Some(false) if own => return Ok(v),
                Some(false) => return Ok(Value::bool(false).with_taint(taint)),
                None => result = Value::unknown(0),
            }
            last = own.then_some(v);
            left = right;
        }
        Ok(match last {
            Some(v) if !result.is_unknown() => v,
            _ => result.with_taint(taint),
        })
    }

    /// One comparison of a chain, its operands evaluated (and resolved here): its value, and
    /// what it rests on beside the value's own taint (the operands'; `"x" in cfg` is decided by
    /// field `x`: a probe explores both answers).
    #[inline(always)]
    fn compare_step(
        &mut self,
        op: ast::CmpOp,
        left: &mut Value<'a>,
        right: &mut Value<'a>,
    ) -> R<'a, (Value<'a>, Taint)> {
        if let Some(v) = self.resolve(left) {
            *left = v;
        }
        if let Some(v) = self.resolve(right) {
            *right = v;
        }
        let mut taint = left.taint | right.taint;
        if let (ast::CmpOp::In | ast::CmpOp::NotIn, V::Config(_), Some(k)) = (op, &right.kind, left.as_str()) {
            let id = self.field_id(k);
            taint |= Self::field_bit(id);
        }
        self.note_candidates(left, right, op);
        let v = self.compare_values(op, left, right)?;
        Ok((v, taint))
    }

    /// `l op r`, one comparison of two values (as `operator.lt(l, r)` makes it): as a
    /// comparison expression of one operator gives it.
    fn compare_operands(&mut self, op: ast::CmpOp, mut l: Value<'a>, mut r: Value<'a>) -> R<'a, Value<'a>> {
        let (v, taint) = self.compare_step(op, &mut l, &mut r)?;
        // A class's comparison may give any value: it is the result.
        Ok(match v.kind {
            V::Bool(_) | V::Unknown => v.with_taint(taint),
            _ => v,
        })
    }

    /// `l op r` as Python computes it, a class's own comparison dunders (`__eq__`, `__lt__`,
    /// `__contains__`, …) called; a `bool` (unknown when undecided) carrying what it was
    /// computed from, or what a dunder returned.
    pub fn compare_values(&mut self, op: ast::CmpOp, l: &Value<'a>, r: &Value<'a>) -> R<'a, Value<'a>> {
        let out = self.compare_values_inner(op, l, r);
        if !self.assume_env && !matches!(op, ast::CmpOp::Is | ast::CmpOp::IsNot) {
            self.unfollowed_if(&out, None, &[l.clone(), r.clone()]);
        }
        out
    }

    fn compare_values_inner(&mut self, op: ast::CmpOp, l: &Value<'a>, r: &Value<'a>) -> R<'a, Value<'a>> {
        use ast::CmpOp::*;
        // A member of an enum with a data type compares as its value (`Level.LOW < 2`).
        if matches!(op, Lt | LtE | Gt | GtE) {
            let dunder = match op {
                Lt => "__lt__",
                LtE => "__le__",
                Gt => "__gt__",
                _ => "__ge__",
            };
            if let Some(x) = self.enum_operand(l, dunder, true) {
                return self.compare_values(op, &x, r);
            }
            if let Some(y) = self.enum_operand(r, dunder, true) {
                return self.compare_values(op, l, &y);
            }
        }
        if !matches!(op, Is | IsNot) {
            // An unknown operand's own comparison (or `__contains__`) is code the tool can't
            // see, handed the other.
            self.operand_of_unseen(l, r);
        }
        let inexact = l.inexact_bits() | r.inexact_bits();
        if matches!(op, Lt | LtE | Gt | GtE | In | NotIn) {
            // Ordered or searched, a value of another type than the one held may raise.
            self.may_raise(inexact);
        }
        let t = l.taint | r.taint | inexact;
        let dunders = match op {
            Eq => Some(("__eq__", "__eq__")),
            NotEq => Some(("__ne__", "__ne__")),
            Lt => Some(("__lt__", "__gt__")),
            LtE => Some(("__le__", "__ge__")),
            Gt => Some(("__gt__", "__lt__")),
            GtE => Some(("__ge__", "__le__")),
            _ => None,
        };
        if let Some((own, reflected)) = dunders {
            match self.binary_dunder(l, r, own, reflected)? {
                // Both declined an ordering: as if neither had it.
                Some(v) if matches!(v.kind, V::Builtin(Builtin::NotImplemented)) => {}
                Some(v) => return Ok(v.with_taint(t & INEXACT)),
                None => {}
            }
            // An ordering no dunder of an object's class gives: Python's TypeError.
            if !matches!(op, Eq | NotEq) && (matches!(l.kind, V::Instance(_)) || matches!(r.kind, V::Instance(_))) {
                let known = |v: &Value<'a>| match &v.kind {
                    V::Instance(i) => {
                        matches!(i.class.kind, V::Class(_))
                            && (bases_known(&i.class)
                                || crate::eval::value::enum_of(&i.class).is_some_and(|e| e.mixin.is_none()))
                    }
                    _ => true,
                };
                if is_inexact(t) || !l.is_exact() || !r.is_exact() || !known(l) || !known(r) {
                    return Ok(self.unknown_op(t));
                }
                let sym = match op {
                    Lt => "<",
                    LtE => "<=",
                    Gt => ">",
                    _ => ">=",
                };
                let message = format!(
                    "'{sym}' not supported between instances of '{}' and '{}'",
                    py_type_name(l),
                    py_type_name(r)
                );
                return self.fail("TypeError", message, t);
            }
            // `!=` of a class with only `__eq__`: its negation.
            if op == NotEq {
                if let Some(v) = self.binary_dunder(l, r, "__eq__", "__eq__")? {
                    return Ok(match v.truthy() {
                        Some(b) => Value::bool(!b).with_taint(v.taint | (t & INEXACT)),
                        None => Value::unknown(v.taint | t),
                    });
                }
            }
        }
        if matches!(op, In | NotIn) {
            if let V::Instance(i) = &r.kind {
                if defines(&i.class, "__contains__") {
                    let m = self.special_method(r, "__contains__")?;
                    let v = self.call(&m, vec![l.clone()], vec![])?;
                    return Ok(match v.truthy() {
                        Some(b) => Value::bool(b == (op == In)).with_taint(v.taint | t),
                        None => Value::unknown(v.taint | t),
                    });
                }
                if defines(&i.class, "__iter__") {
                    let items = self.iterate(r)?;
                    let found = match items {
                        Some(items) if r.inexact_bits() == 0 => any_eq(&items, l),
                        _ => None,
                    };
                    return Ok(match found {
                        Some(b) => Value::bool(b == (op == In)).with_taint(t),
                        None => Value::unknown(t),
                    });
                }
            }
        }
        if matches!(op, Lt | LtE | Gt | GtE | In | NotIn) && (l.is_unknown() || r.is_unknown()) {
            return Ok(self.unknown_op(t));
        }
        // A Counter's ordering (inclusion of counts): not modelled.
        let counter = |v: &Value<'a>| matches!(&v.kind, V::Dict(d) if matches!(d.borrow().flavor, Flavor::Counter));
        if matches!(op, Lt | LtE | Gt | GtE) && (counter(l) || counter(r)) {
            let bits = self.inexact(FallbackKind::NotModelled, "an ordering of Counters");
            return Ok(self.unknown_op(t | bits));
        }
        let known = self.compare(op, l, r)?;
        Ok(match known {
            Some(b) if !is_inexact(t) => Value::bool(b).with_taint(t),
            // Values not known exactly may be of types that have no order.
            _ if is_inexact(t) && matches!(op, Lt | LtE | Gt | GtE) => self.unknown_op(t),
            _ => Value::unknown(t),
        })
    }

    /// A binary dunder of a class of the harness's: `l.own(r)`, else `r.reflected(l)`;
    /// `NotImplemented` from one goes on to the other. `None` when neither operand's class
    /// defines it.
    pub(super) fn binary_dunder(
        &mut self,
        l: &Value<'a>,
        r: &Value<'a>,
        own: &str,
        reflected: &str,
    ) -> R<'a, Option<Value<'a>>> {
        let has = |v: &Value<'a>, name: &str| match &v.kind {
            V::Instance(i) => defines(&i.class, name),
            _ => false,
        };
        let compare = matches!(own, "__eq__" | "__ne__" | "__lt__" | "__le__" | "__gt__" | "__ge__");
        // The right operand's reflected method first when its class is a proper subclass of the
        // left's (Python's rule, so a subclass can override a comparison with its base); for an
        // arithmetic operator, only when the subclass has a reflected method of its own
        // (`method_is_overloaded`).
        let (mut same_class, mut right_first) = (false, false);
        if let (V::Instance(li), V::Instance(ri)) = (&l.kind, &r.kind) {
            if let (V::Class(lc), V::Class(rc)) = (&li.class.kind, &ri.class.kind) {
                same_class = Rc::ptr_eq(lc, rc);
                right_first = !same_class
                    && self.subclass_of(rc, lc)
                    && has(r, reflected)
                    && (compare
                        || !same_attr(
                            &self.class_attr(&li.class, reflected),
                            &self.class_attr(&ri.class, reflected),
                        ));
            }
        }
        let mut tried = false;
        if right_first {
            tried = true;
            let m = self.special_method(r, reflected)?;
            let v = self.call(&m, vec![l.clone()], vec![])?;
            if !matches!(v.kind, V::Builtin(Builtin::NotImplemented)) {
                return Ok(Some(v));
            }
        }
        if has(l, own) {
            tried = true;
            let m = self.special_method(l, own)?;
            let v = self.call(&m, vec![r.clone()], vec![])?;
            if !matches!(v.kind, V::Builtin(Builtin::NotImplemented)) {
                return Ok(Some(v));
            }
        }
        // (Not asked twice; nor, for an arithmetic operator, of an operand of the same class.)
        if !right_first && (compare || !same_class) && has(r, reflected) {
            tried = true;
            let m = self.special_method(r, reflected)?;
            let v = self.call(&m, vec![l.clone()], vec![])?;
            if !matches!(v.kind, V::Builtin(Builtin::NotImplemented)) {
                return Ok(Some(v));
            }
        }
        if tried && matches!(own, "__eq__" | "__ne__") {
            // Both declined: `==` falls back to identity.
            let same = operators_identity(l, r);
            let b = if own == "__eq__" { same } else { same.map(|s| !s) };
            return Ok(Some(match b {
                Some(b) => Value::bool(b),
                None => Value::unknown(0),
            }));
        }
        if tried {
            return Ok(Some(Value::new(V::Builtin(Builtin::NotImplemented))));
        }
        Ok(None)
    }

    pub fn compare(&mut self, op: ast::CmpOp, l: &Value<'a>, r: &Value<'a>) -> R<'a, Option<bool>> {
        use ast::CmpOp::*;
        Ok(match op {
            // Two floats: the float's own `==` (a NaN is not equal to itself).
            Eq | NotEq => match exact_floats(l, r) {
                Some((x, y)) => Some(x == y),
                None => py_eq(l, r),
            }
            .map(|eq| eq == (op == Eq)),
            Is => is_same(l, r),
            IsNot => is_same(l, r).map(|b| !b),
            In => self.contains(r, l)?,
            NotIn => self.contains(r, l)?.map(|b| !b),
            // A range is not ordered (Python's `TypeError`); not known here.
            Lt | LtE | Gt | GtE if l.is_range() || r.is_range() => None,
            // Sets, and dicts' keys and items views (set-like): by inclusion (an items view's,
            // or a view's against something not set-like, not known).
            Lt | LtE | Gt | GtE
                if matches!((&l.kind, &r.kind), (V::Set(_), V::Set(_)))
                    || super::set_order::is_set_view(l)
                    || super::set_order::is_set_view(r) =>
            {
                super::set_order::set_relation(op, l, r)
            }
            // Two sequences holding objects: the first pair of items not equal compared by `op`
            // itself, once, as Python does (not both ways, as an ordering would).
            Lt | LtE | Gt | GtE
                if matches!(
                    (&l.kind, &r.kind),
                    (V::Tuple(_), V::Tuple(_)) | (V::List(_), V::List(_))
                ) && l.inexact_bits() == 0
                    && r.inexact_bits() == 0
                    && [l, r]
                        .iter()
                        .any(|v| seq_items(v).iter().any(|x| matches!(x.kind, V::Instance(_)))) =>
            {
                let (a, b) = (seq_items(l), seq_items(r));
                for (x, y) in a.iter().zip(b.iter()) {
                    match py_eq(x, y) {
                        Some(true) => continue,
                        None => return Ok(None),
                        Some(false) => {
                            let v = self.compare_values(op, x, y)?;
                            return Ok(match &v.kind {
                                V::Bool(b) if v.is_exact() => Some(*b),
                                _ => None,
                            });
                        }
                    }
                }
                Some(ordering_holds(op, a.len().cmp(&b.len())))
            }
            Lt | LtE | Gt | GtE => {
                let ord = self.order(l, r, cmp_symbol(op))?;
                ord.map(|o| ordering_holds(op, o))
            }
        })
    }

    /// How `l` and `r` order (`None`: not known), as comparison `symbol` orders them (a
    /// `TypeError` names it): numbers exactly, strings, sequences item by item, objects by their
    /// class's `__lt__`.
    fn order(&mut self, l: &Value<'a>, r: &Value<'a>, symbol: &str) -> R<'a, Option<std::cmp::Ordering>> {
        if l.inexact_bits() != 0 || r.inexact_bits() != 0 {
            return Ok(None);
        }
        if let Some(x) = self.enum_operand(l, "__lt__", true) {
            return self.order(&x, r, symbol);
        }
        if let Some(y) = self.enum_operand(r, "__gt__", true) {
            return self.order(l, &y, symbol);
        }
        Ok(match (&l.kind, &r.kind) {
            (V::Unknown | V::Tensor(_), _) | (_, V::Unknown | V::Tensor(_)) => None,
            (V::Int(_) | V::Bool(_), V::Int(_) | V::Bool(_)) => Some(l.as_int().cmp(&r.as_int())),
            (V::Float(x), V::Float(y)) => x.partial_cmp(y),
            (V::Float(x), V::Int(_) | V::Bool(_)) => int_float_order(r.as_int().unwrap_or(0), *x).map(|o| o.reverse()),
            (V::Int(_) | V::Bool(_), V::Float(y)) => int_float_order(l.as_int().unwrap_or(0), *y),
            (V::Str(a), V::Str(b)) => Some(a.cmp(b)),
            (V::Path(a), V::Path(b)) => Some(crate::eval::paths::path_order(a, b)),
            (V::Tuple(_), V::Tuple(_)) | (V::List(_), V::List(_)) => {
                let a = seq_items(l);
                let b = seq_items(r);
                for (x, y) in a.iter().zip(b.iter()) {
                    match py_eq(x, y) {
                        Some(true) => continue,
                        None => return Ok(None),
                        Some(false) => return self.order(x, y, symbol),
                    }
                }
                Some(a.len().cmp(&b.len()))
            }
            // Objects ordered by their class's `__lt__` (reflected: `__gt__`), as `sorted` asks.
            (V::Instance(_), _) | (_, V::Instance(_)) if orders(l) || orders(r) => {
                let lt = self.compare_values(ast::CmpOp::Lt, l, r)?;
                match lt.truthy().filter(|_| lt.inexact_bits() == 0) {
                    Some(true) => Some(std::cmp::Ordering::Less),
                    Some(false) => {
                        let gt = self.compare_values(ast::CmpOp::Lt, r, l)?;
                        match gt.truthy().filter(|_| gt.inexact_bits() == 0) {
                            Some(true) => Some(std::cmp::Ordering::Greater),
                            Some(false) => Some(std::cmp::Ordering::Equal),
                            None => None,
                        }
                    }
                    None => None,
                }
            }
            // An object of a class the tool can't see all of may be ordered.
            (V::Instance(i), _) | (_, V::Instance(i))
                if !bases_known(&i.class)
                    && crate::eval::value::enum_of(&i.class).is_none_or(|e| e.mixin.is_some()) =>
            {
                None
            }
            _ => {
                let t = l.taint | r.taint;
                return self.fail(
                    "TypeError",
                    format!(
                        "'{symbol}' not supported between instances of '{}' and '{}'",
                        py_type_name(l),
                        py_type_name(r)
                    ),
                    t,
                );
            }
        })
    }

    pub fn contains(&mut self, container: &Value<'a>, item: &Value<'a>) -> R<'a, Option<bool>> {
        // A member of an enum with a data type is its value here (`Dtype.BF16 in "bf16_x"`).
        if let Some(c) = self.enum_operand(container, "__contains__", false) {
            return self.contains(&c, item);
        }
        if matches!(container.kind, V::Str(_)) {
            if let Some(i) = self.enum_operand(item, "__contains__", true) {
                return self.contains(container, &i);
            }
        }
        if matches!(container.kind, V::Dict(_) | V::Set(_)) && matches!(item.kind, V::Instance(_) | V::Tuple(_)) {
            // Looked up by its hash: an object's own `__hash__` runs.
            self.hash_for_key(item, 0)?;
        }
        if container.inexact_bits() != 0 || is_inexact(item.taint) {
            // What it holds is not known exactly: found or not, it may be otherwise. (Still a
            // read of the key, for a config.)
            if let (V::Config(_), Some(k)) = (&container.kind, item.as_str()) {
                self.record_read(k, ReadKind::Contains);
            }
            return Ok(None);
        }
        Ok(match &container.kind {
            V::Unknown => None,
            V::Globals(m) => {
                let m = *m;
                match self.module_dict_get(m, item)? {
                    Lookup::Found(_) => Some(true),
                    Lookup::Absent => Some(false),
                    Lookup::Maybe(_) => None,
                }
            }
            V::Native(Native::TorchDict) => item.as_str().map(|k| crate::eval::torch::lookup(k).is_some()),
            V::Str(s) => match &item.kind {
                V::Str(i) => Some(s.contains(&**i)),
                V::Unknown => None,
                _ => {
                    return self.fail(
                        "TypeError",
                        "'in <string>' requires string as left operand".into(),
                        item.taint,
                    )
                }
            },
            V::List(_) | V::Tuple(_) if matches!(item.kind, V::Instance(_)) || seq_has_instance(container) => {
                let items = match &container.kind {
                    V::List(l) => l.borrow().items.clone(),
                    V::Tuple(t) => t.to_vec(),
                    _ => Vec::new(),
                };
                match self.eq_each(&items, item, false)? {
                    Some(eqs) if eqs.contains(&Some(true)) => Some(true),
                    Some(eqs) if eqs.contains(&None) => None,
                    Some(_) => Some(false),
                    None => any_eq(&items, item),
                }
            }
            // A set looked for in a set is looked for as a frozenset.
            V::Set(_) if !matches!(item.kind, V::Set(_)) && unhashable(item).is_some() => {
                let ty = unhashable(item).unwrap_or("list");
                return self.unhashable_error(ty, item.taint | item.inexact_bits());
            }
            V::List(l) | V::Set(l) => any_eq(&l.borrow(), item),
            V::Tuple(t) => any_eq(t, item),
            V::View(v) => match v.kind {
                ViewKind::Keys | ViewKind::Proxy => return self.contains(&v.dict, item),
                // A pair is looked up by its key: one Python can't hash refuses.
                ViewKind::Items if matches!(&item.kind, V::Tuple(p) if p.len() == 2 && unhashable(&p[0]).is_some()) => {
                    let V::Tuple(p) = &item.kind else { return Ok(None) };
                    let ty = unhashable(&p[0]).unwrap_or("list");
                    return self.unhashable_error(ty, item.taint | item.inexact_bits());
                }
                _ => any_eq(&v.items(), item),
            },
            V::Dict(d) => {
                if let Some(tn) = unhashable(item) {
                    return self.unhashable_error(tn, item.taint | item.inexact_bits());
                }
                if self.eq_of_equal_hashes(d, item)? != 0 {
                    return Ok(None);
                }
                if item.origin.is_some() {
                    self.note_gpu_lookup(item, d);
                }
                let d = d.borrow();
                if item.is_unknown() {
                    None
                } else if d.get(item).is_some() {
                    Some(true)
                } else if d.has_unknown_key() || d.maybe_has(item) {
                    None
                } else {
                    Some(false)
                }
            }
            V::Config(c) => {
                let key = match item.as_str() {
                    Some(k) => k,
                    None => return Ok(None),
                };
                let found = c.borrow().find(key).map(|e| e.injected);
                match found {
                    Some(true) => Some(true),
                    Some(false) => {
                        self.record_read(key, ReadKind::Contains);
                        Some(true)
                    }
                    None => {
                        self.record_read(key, ReadKind::Contains);
                        if c.borrow().probe {
                            None
                        } else {
                            Some(false)
                        }
                    }
                }
            }
            V::Instance(_) if self.flag_contains(container, item).is_some() => self.flag_contains(container, item),
            V::Module(_) => {
                let message = "argument of type 'module' is not iterable".to_string();
                return self.fail("TypeError", message, container.taint);
            }
            // An object whose class has neither `__contains__` nor `__iter__` (the caller
            // looked) nor `__getitem__`: refused where the class is known whole.
            V::Instance(i)
                if super::object_hooks::class_known_whole(&i.class)
                    && !super::object_hooks::modelled_object(container)
                    && crate::eval::value::enum_of(&i.class).is_none()
                    && self.class_attr(&i.class, "__getitem__").is_none() =>
            {
                let name = super::object_hooks::class_name(&i.class);
                let message = format!("argument of type '{name}' is not iterable");
                return self.fail("TypeError", message, container.taint);
            }
            // (A class's `__getitem__`, or code the tool can't see, looks: it may raise.)
            V::Native(_) | V::Instance(_) => {
                self.unfollowed_with(std::slice::from_ref(container));
                self.may_raise_unseen();
                None
            }
            V::Class(_) if crate::eval::value::enum_of(container).is_some() => self.enum_contains(container, item)?,
            V::Gen(g) => {
                let g = g.clone();
                self.gen_contains(&g, item)?
            }
            V::Iter(_) => self.pull_contains(container, item)?,
            _ => {
                return self.fail(
                    "TypeError",
                    format!("argument of type '{}' is not iterable", container.type_name()),
                    container.taint,
                )
            }
        })
    }

    /// `not v`, `-v`, `+v`, `~v` as Python computes them (a class's own `__neg__` called).
    pub(super) fn unary(&mut self, op: ast::UnaryOp, v: Value<'a>) -> R<'a, Value<'a>> {
        if op == ast::UnaryOp::Not {
            return self.truth_value(&v, true);
        }
        let t = v.taint | v.inexact_bits();
        let (dunder, symbol) = match op {
            ast::UnaryOp::USub => ("__neg__", "-"),
            ast::UnaryOp::UAdd => ("__pos__", "+"),
            _ => ("__invert__", "~"),
        };
        Ok(match (&v.kind, op) {
            (V::Int(i), ast::UnaryOp::USub) => i
                .checked_neg()
                .map(Value::int)
                .unwrap_or_else(|| Value::unknown(0))
                .with_taint(t),
            (V::Bool(b), ast::UnaryOp::USub) => Value::int(-(*b as i64)).with_taint(t),
            (V::Float(f), ast::UnaryOp::USub) => Value::new(V::Float(-f)).with_taint(t),
            (V::Int(i), ast::UnaryOp::UAdd) => Value::int(*i).with_taint(t),
            (V::Bool(b), ast::UnaryOp::UAdd) => Value::int(*b as i64).with_taint(t),
            (V::Float(_), ast::UnaryOp::UAdd) => v.clone().with_taint(t),
            (V::Int(i), ast::UnaryOp::Invert) => Value::int(!i).with_taint(t),
            (V::Bool(b), ast::UnaryOp::Invert) => Value::int(!(*b as i64)).with_taint(t),
            (V::Unknown | V::Tensor(_), _) => self.unknown_op(t),
            // `+c`, `-c` of a Counter: not modelled.
            (V::Dict(d), ast::UnaryOp::UAdd | ast::UnaryOp::USub) if !d.borrow().is_plain() => {
                let bits = self.inexact(FallbackKind::NotModelled, "a unary operator on a Counter");
                self.unknown_op(t | bits)
            }
            (V::Instance(i), _) if defines(&i.class, dunder) => {
                let m = self.get_attr(&v, dunder)?;
                self.call(&m, vec![], vec![])?
            }
            (V::Instance(i), _) if class_inexact(&i.class) != 0 || !bases_known(&i.class) => {
                Value::unknown(t | class_inexact(&i.class))
            }
            _ => {
                let msg = format!("bad operand type for unary {symbol}: '{}'", v.type_name());
                return self.fail("TypeError", msg, t);
            }
        })
    }

    /// `bool(v)` (`negate`: `not v`) as a value, carrying what `v` carries.
    fn truth_value(&mut self, v: &Value<'a>, negate: bool) -> R<'a, Value<'a>> {
        Ok(match self.truth(v)? {
            Some(b) => Value::bool(b != negate).with_taint(v.taint),
            None => Value::unknown(v.taint),
        })
    }

    /// A function of `operator` called (`functools.reduce(operator.or_, flags)`): the operator
    /// it is, applied as the expression would apply it; a call with the wrong number of
    /// arguments, or any keyword, refused as CPython's `_operator` refuses it.
    pub(crate) fn operator_call(
        &mut self,
        op: OpFn,
        mut args: Vec<Value<'a>>,
        kwargs: &[(Rc<str>, Value<'a>)],
        taint: Taint,
    ) -> R<'a, Value<'a>> {
        let name = op.name();
        let wants = match op {
            OpFn::Unary(_) | OpFn::Inv | OpFn::Truth => 1,
            _ => 2,
        };
        if !kwargs.is_empty() {
            return self.fail(
                "TypeError",
                format!("_operator.{name}() takes no keyword arguments"),
                taint & INEXACT,
            );
        }
        if args.len() != wants {
            let msg = match wants {
                1 => format!("_operator.{name}() takes exactly one argument ({} given)", args.len()),
                _ => format!("{name} expected 2 arguments, got {}", args.len()),
            };
            return self.fail("TypeError", msg, taint & INEXACT);
        }
        let b = if wants == 2 { args.pop() } else { None };
        let a = args.pop().unwrap_or_else(Value::none);
        let r = match (op, b) {
            (OpFn::Bin(o), Some(b)) => self.binop(o, a, b),
            (OpFn::Cmp(c), Some(b)) => self.compare_operands(c, a, b),
            (OpFn::Contains, Some(b)) => self.compare_operands(ast::CmpOp::In, b, a),
            (OpFn::GetItem, Some(b)) => self.get_item(&a, &b),
            (OpFn::Unary(u), _) => self.unary(u, a),
            (OpFn::Inv, _) => self.unary(ast::UnaryOp::Invert, a),
            (OpFn::Truth, _) => self.truth_value(&a, false),
            _ => Ok(Value::unknown(taint)),
        };
        match taint {
            0 => r,
            _ => r.map(|v| v.with_taint(taint)),
        }
    }

    pub fn binop(&mut self, op: ast::Operator, l: Value<'a>, r: Value<'a>) -> R<'a, Value<'a>> {
        self.binop_as(op, l, r, false)
    }

    /// `a op= b`: a list, set or dict changed in place where Python changes it (`xs += ys`
    /// extends by any iterable), a class's `__iop__` first; else as `a op b`.
    pub fn inplace_binop(&mut self, op: ast::Operator, l: Value<'a>, r: Value<'a>) -> R<'a, Value<'a>> {
        let lazy = crate::eval::builtins::lazy_source(std::slice::from_ref(&r));
        let target = lazy.then(|| l.clone());
        let out = self.binop_as(op, l, r, true);
        if let Some(t) = target {
            self.changed_part_way(&t, &out);
        }
        out
    }

    fn binop_as(&mut self, op: ast::Operator, l: Value<'a>, r: Value<'a>, inplace: bool) -> R<'a, Value<'a>> {
        // `auto()` in an enum's body is its value there once assigned (`B = A + 10`): not
        // followed.
        let auto = |v: &Value<'a>| matches!(v.kind, V::Builtin(Builtin::EnumAutoValue));
        if auto(&l) || auto(&r) {
            self.may_raise_unseen();
            let bits = self.inexact(FallbackKind::NotModelled, "an operator on auto()");
            return Ok(Value::unknown(l.taint | r.taint | bits));
        }
        if self.assume_env {
            return self.binop_inner(op, l, r, inplace);
        }
        let given = [l.clone(), r.clone()];
        let out = self.binop_inner(op, l, r, inplace);
        self.unfollowed_if(&out, None, &given);
        out
    }

    /// `fmt % args` whose `%s`/`%r` take objects of the harness's classes: each shown by its own
    /// `__str__`/`__repr__`, in order, as Python's formatting calls them, and the format and
    /// arguments to make the text from (`None`: no object, or another format).
    fn percent_objects(&mut self, fmt: &str, args: &Value<'a>, t: &mut Taint) -> R<'a, Option<(String, Value<'a>)>> {
        let (items, single) = match &args.kind {
            V::Tuple(items) => (items.as_ref().clone(), false),
            // (Not an object of a `tuple` subclass, a named tuple's: its items are the
            // arguments. An enum's member is one, but of a `(tuple, Enum)`.)
            V::Instance(i)
                if super::object_hooks::class_known_whole(&i.class)
                    || crate::eval::value::enum_of(&i.class).is_some_and(|e| e.mixin != Some(Builtin::Tuple)) =>
            {
                (vec![args.clone()], true)
            }
            _ => return Ok(None),
        };
        if !items.iter().any(|v| matches!(v.kind, V::Instance(_))) {
            return Ok(None);
        }
        let Some((reprs, fmt)) = super::format::text_conversions(fmt) else {
            return Ok(None);
        };
        // One object, not in a tuple, may be a mapping (then no conversion is no error): only
        // where it is shown. A tuple's items are shown as far as the conversions go, and the
        // count's error (too few, too many) is formatting's, after them, as Python raises it.
        if single && reprs.len() != 1 {
            return Ok(None);
        }
        let mut items = items.into_iter();
        let mut shown = Vec::new();
        // (The conversions first: `zip` stops on them without taking an item past the last.)
        for (repr, v) in reprs.into_iter().zip(items.by_ref()) {
            if self.shown_as_object(&v, repr) {
                // No code of the harness's runs, nothing raises; only the address is not known.
                shown.push(Value::unknown(v.taint));
                continue;
            }
            let show = if repr {
                crate::eval::pyformat::Show::Repr
            } else {
                crate::eval::pyformat::Show::Str
            };
            shown.push(match self.display(&v, show, t)? {
                Some(text) => Value::str(&text),
                None => Value::unknown(*t),
            });
        }
        shown.extend(items);
        Ok(Some((fmt, Value::tuple(shown))))
    }

    fn binop_inner(&mut self, op: ast::Operator, l: Value<'a>, r: Value<'a>, inplace: bool) -> R<'a, Value<'a>> {
        use ast::Operator::*;
        // A range (held as a list) takes no operator: Python's `TypeError`, unless the other
        // side is an object whose own operator may take it.
        // A list's `+=` takes any iterable (below).
        let extends = inplace && op == Add && matches!(l.kind, V::List(_)) && !l.is_range();
        if (l.is_range() || r.is_range()) && !extends {
            let t = l.taint | r.taint | l.inexact_bits() | r.inexact_bits();
            // (`"…" % r` reads `r` as a mapping; a dict's `|=` takes an iterable of pairs.)
            if [&l, &r]
                .iter()
                .any(|v| matches!(v.kind, V::Instance(_) | V::Unknown | V::Class(_)))
                || (op == Mod && matches!(l.kind, V::Str(_)))
                || (inplace && op == BitOr && matches!(l.kind, V::Dict(_) | V::Config(_)))
            {
                return Ok(self.unknown_op(t));
            }
            return self.fail("TypeError", operand_type_error(op, &l, &r, inplace), t);
        }
        let inexact = l.inexact_bits() | r.inexact_bits();
        // A value not known exactly may be of another type than the one held (`x` bound to an
        // int on one side of a branch, a list on the other): Python may raise here.
        self.may_raise(inexact);
        let t = l.taint | r.taint | inexact;
        if l.is_unknown() || r.is_unknown() || matches!(l.kind, V::Tensor(_)) || matches!(r.kind, V::Tensor(_)) {
            // An unknown operand's own operator is code the tool can't see, handed the other.
            self.operand_of_unseen(&l, &r);
            if inplace && r.is_unknown() && matches!(l.kind, V::List(_) | V::Dict(_) | V::Set(_) | V::Instance(_)) {
                // `xs += unknown` may change `xs` in place: every alias sees it not known.
                let bits = self.inexact(
                    FallbackKind::UnknownItems,
                    "an in-place operator with an unknown operand",
                );
                self.changed(&l);
                l.mark_inexact(bits);
                self.touched(&l);
            }
            return Ok(self.unknown_op(t));
        }
        // A Counter's arithmetic (`+`, `-`, `&`, `|`), and a `collections` dict with the config:
        // not modelled.
        let counter = |v: &Value<'a>| matches!(&v.kind, V::Dict(d) if matches!(d.borrow().flavor, Flavor::Counter));
        let flavored = |v: &Value<'a>| matches!(&v.kind, V::Dict(d) if !d.borrow().is_plain());
        let config = |v: &Value<'a>| matches!(v.kind, V::Config(_));
        if counter(&l) || counter(&r) || ((flavored(&l) || flavored(&r)) && (config(&l) || config(&r))) {
            let bits = self.inexact(FallbackKind::NotModelled, "an operator on a collections dict");
            if inplace && matches!(l.kind, V::Dict(_) | V::Config(_)) {
                self.changed(&l);
                l.mark_inexact(bits);
                self.touched(&l);
            }
            return Ok(self.unknown_op(t | bits));
        }
        // `d.keys() & other`: a keys or items view takes set operators with any iterable, and
        // gives a set.
        let setlike =
            |v: &Value<'a>| matches!(&v.kind, V::View(x) if matches!(x.kind, ViewKind::Keys | ViewKind::Items));
        // (`d |= view`: the dict updated from it, below.)
        let dict_update = inplace && op == BitOr && matches!(l.kind, V::Dict(_) | V::Config(_));
        if matches!(op, BitAnd | BitOr | Sub | BitXor) && (setlike(&l) || setlike(&r)) && !dict_update {
            let as_set = |me: &mut Self, v: &Value<'a>| -> R<'a, Option<Value<'a>>> {
                Ok(match &v.kind {
                    V::Set(_) => Some(v.clone()),
                    _ => me
                        .iterate(v)?
                        // Which items CPython hashes depends on the operator, the sides' sizes
                        // and the view's kind: with an item that may refuse, not followed.
                        .filter(|items| {
                            items
                                .iter()
                                .all(|x| unhashable(x).is_none() && !matches!(x.kind, V::Instance(_)))
                        })
                        .map(|items| Value::set(dedupe(items)).with_taint(v.inexact_bits())),
                })
            };
            let (a, b) = (as_set(self, &l)?, as_set(self, &r)?);
            return match (a, b) {
                (Some(a), Some(b)) => {
                    let (a, b) = (Value::set(seq_items(&a)).with_taint(a.taint), b);
                    self.binop_as(op, a, b, false)
                }
                _ => Ok(self.unknown_op(t)),
            };
        }
        if let Some(v) = self.enum_binop(op, &l, &r) {
            return Ok(v);
        }
        // A member of an enum with a data type computes as its value (`Level.LOW + 1`).
        let dunder = dunder_names(op).0;
        if let Some(x) = self.enum_operand(&l, dunder, false) {
            return self.binop_as(op, x, r, inplace);
        }
        // (`"%s" % member` shows the member: `str()` of it, not of its value.)
        let formats = op == Mod && matches!(l.kind, V::Str(_));
        if let Some(y) = self.enum_operand(&r, dunder_names(op).1, false).filter(|_| !formats) {
            return self.binop_as(op, l, y, inplace);
        }
        // (`str % obj` formats: `str`'s own `%` takes any operand, before the object's `__rmod__`.)
        if (matches!(l.kind, V::Instance(_)) || matches!(r.kind, V::Instance(_))) && !formats {
            let (own, reflected) = dunder_names(op);
            if inplace {
                if let V::Instance(i) = &l.kind {
                    let iname = format!("__i{}", &own[2..]);
                    if defines(&i.class, &iname) {
                        let m = self.special_method(&l, &iname)?;
                        let v = self.call(&m, vec![r.clone()], vec![])?;
                        if !matches!(v.kind, V::Builtin(Builtin::NotImplemented)) {
                            return Ok(v);
                        }
                    }
                }
            }
            match self.binary_dunder(&l, &r, own, reflected)? {
                Some(v) if !matches!(v.kind, V::Builtin(Builtin::NotImplemented)) => return Ok(v),
                _ => {}
            }
            // Neither class takes it: a TypeError, if both classes are known exactly.
            let known = |v: &Value<'a>| match &v.kind {
                V::Instance(i) => {
                    class_inexact(&i.class) == 0 && super::patterns::bases_known(&i.class) && v.inexact_bits() == 0
                }
                _ => true,
            };
            if !(known(&l) && known(&r)) {
                let bits = self.inexact(
                    FallbackKind::NotModelled,
                    &format!(
                        "`{}` on an instance of a class the tool does not know exactly",
                        op_symbol(op)
                    ),
                );
                return Ok(Value::unknown(t | bits));
            }
            return self.unsupported(op, &l, &r, t, inplace);
        }
        if inplace {
            match (&l.kind, op) {
                (V::List(a), Add) => {
                    let items = match self.items_of(&r)? {
                        Some(items) => items,
                        None => {
                            let bits = self.inexact(FallbackKind::UnknownItems, "+=");
                            l.mark_inexact(bits);
                            self.touched(&l);
                            return Ok(l.with_taint(r.taint | bits));
                        }
                    };
                    if a.borrow().len() + items.len() > MAX_SEQ_ITEMS {
                        return Ok(Value::unknown(t));
                    }
                    a.borrow_mut().extend(items);
                    if r.inexact_bits() != 0 {
                        l.mark_inexact(r.inexact_bits());
                    }
                    self.changed(&l);
                    self.touched(&l);
                    return Ok(l.with_taint(r.taint & FIELD_BITS));
                }
                (V::List(_), Mult) if matches!(r.kind, V::Int(_) | V::Bool(_)) => {
                    let v = self.binop_as(op, l.clone(), r, false)?;
                    if let (V::List(a), V::List(b)) = (&l.kind, &v.kind) {
                        let items = b.borrow().items.clone();
                        a.borrow_mut().items = items;
                        self.changed(&l);
                        self.touched(&l);
                        return Ok(l);
                    }
                    return Ok(v);
                }
                (V::Set(a), BitOr | BitAnd | Sub | BitXor) if matches!(r.kind, V::Set(_)) && !l.is_frozen() => {
                    let v = self.binop_as(op, l.clone(), r, false)?;
                    if let V::Set(b) = &v.kind {
                        let items = b.borrow().items.clone();
                        a.borrow_mut().items = items;
                        self.changed(&l);
                        self.touched(&l);
                        return Ok(l);
                    }
                    return Ok(v);
                }
                (V::Dict(d), BitOr) => {
                    // `d |= other`: `d.update(other)`, any mapping or iterable of pairs.
                    let d = d.clone();
                    self.call_method(&l, "update", vec![r], vec![])?;
                    let _ = d;
                    return Ok(l);
                }
                _ => {}
            }
        }
        let v = match (&l.kind, &r.kind) {
            // `root / "configs"`, `"/r" / path`: `pathlib`'s join.
            (V::Path(a), V::Path(b) | V::Str(b)) | (V::Str(a), V::Path(b)) if op == Div => {
                crate::eval::paths::path_value(&crate::eval::paths::pure_path(&[a, b]))
            }
            // `True & False`: bool's own `&`, `|`, `^` give a bool.
            (V::Bool(x), V::Bool(y)) if matches!(op, BitAnd | BitOr | BitXor) => Value::bool(match op {
                BitAnd => x & y,
                BitOr => x | y,
                _ => x ^ y,
            }),
            (V::Int(_) | V::Bool(_), V::Int(_) | V::Bool(_)) if op != MatMult => {
                return self.int_binop(op, l.as_int().unwrap_or(0), r.as_int().unwrap_or(0), t);
            }
            (V::Int(_) | V::Bool(_) | V::Float(_), V::Int(_) | V::Bool(_) | V::Float(_)) => {
                if matches!(op, BitAnd | BitOr | BitXor | LShift | RShift | MatMult) {
                    return self.unsupported(op, &l, &r, t, inplace);
                }
                return self.float_binop(op, num_f(&l), num_f(&r), t);
            }
            (V::Str(a), V::Str(b)) if op == Add => {
                if a.len() + b.len() > MAX_SEQ_BYTES {
                    return Ok(self.too_large(&[], t));
                }
                Value::str(&format!("{a}{b}"))
            }
            (V::Str(a), V::Int(_) | V::Bool(_)) | (V::Int(_) | V::Bool(_), V::Str(a)) if op == Mult => {
                let n = l.as_int().or(r.as_int()).unwrap_or(0);
                let n = n.max(0) as usize;
                if a.len().saturating_mul(n) > MAX_SEQ_BYTES {
                    return Ok(self.too_large(&[], t));
                }
                Value::str(&a.repeat(n))
            }
            (V::Str(a), _) if op == Mod => {
                // What the arguments hold, not known exactly at any depth (a dict's values, a
                // tuple's items' items), decides the text or the error too; a dict's values'
                // fields are the text's.
                let mut t = t | crate::eval::value::deep_inexact(&r);
                if let V::Dict(d) = &r.kind {
                    t |= d.borrow().entries.iter().fold(0, |t, (_, v, _)| t | v.taint);
                }
                let (a, r) = match self.percent_objects(a, &r, &mut t)? {
                    Some((fmt, args)) => (Rc::from(fmt), args),
                    None => (a.clone(), r.clone()),
                };
                return match percent_format(&a, &r) {
                    Ok(Some(text)) => Ok(Value::str(&text).with_taint(t)),
                    // (Conversions it could not make, or stopped before: a later one may fail.)
                    Ok(None) => Ok(self.unknown_op(t)),
                    Err(("KeyError", key)) => {
                        let key = Value::str(&key);
                        let message =
                            crate::eval::pyformat::display(&key, crate::eval::pyformat::Show::Repr).unwrap_or_default();
                        let r = self.fail("KeyError", message, t);
                        self.key_error(&key, r)
                    }
                    Err((kind, msg)) => self.fail(kind, msg, t),
                };
            }
            (V::List(a), V::List(b)) if op == Add => {
                if a.borrow().len() + b.borrow().len() > MAX_SEQ_ITEMS {
                    return Ok(self.too_large(&[l.clone(), r.clone()], t));
                }
                let mut v = a.borrow().items.clone();
                v.extend(b.borrow().iter().cloned());
                Value::list(v)
            }
            (V::Tuple(a), V::Tuple(b)) if op == Add => {
                if a.len() + b.len() > MAX_SEQ_ITEMS {
                    return Ok(self.too_large(&[l.clone(), r.clone()], t));
                }
                let mut v = a.as_ref().clone();
                v.extend(b.iter().cloned());
                Value::tuple(v)
            }
            (V::List(_) | V::Tuple(_), V::Int(_) | V::Bool(_)) | (V::Int(_) | V::Bool(_), V::List(_) | V::Tuple(_))
                if op == Mult =>
            {
                let (seq, n) = if matches!(l.kind, V::List(_) | V::Tuple(_)) {
                    (&l, &r)
                } else {
                    (&r, &l)
                };
                let base = seq_items(seq);
                // `() * 2**60` is `()`, made at once, not in 2**60 steps.
                let n = if base.is_empty() {
                    0
                } else {
                    n.as_int().unwrap_or(0).max(0) as usize
                };
                if base.len().saturating_mul(n) > MAX_SEQ_ITEMS {
                    return Ok(self.too_large(&base, t));
                }
                let mut v = Vec::with_capacity(base.len() * n);
                for _ in 0..n {
                    v.extend(base.iter().cloned());
                }
                if matches!(seq.kind, V::Tuple(_)) {
                    Value::tuple(v)
                } else {
                    Value::list(v)
                }
            }
            (V::Dict(a), V::Dict(b)) if op == BitOr => {
                let mut d = a.borrow().clone();
                // `dict | defaultdict` / `dict | OrderedDict`: the right one's type (its `__ror__`).
                if d.is_plain() {
                    d.flavor = b.borrow().flavor.clone();
                }
                for (k, v, s) in b.borrow().entries.iter() {
                    d.insert(k.clone(), v.clone(), *s);
                }
                d.inexact |= b.borrow().inexact;
                Value::dict(d)
            }
            (V::Config(a), V::Dict(b)) if op == BitOr => {
                let mut c = a.borrow().clone();
                for (k, v, _) in b.borrow().entries.iter() {
                    match k.as_str() {
                        Some(ks) => c.set(ks, v.clone(), true),
                        None => c.inexact |= self.inexact(FallbackKind::NotModelled, "a key that is not a string"),
                    }
                }
                c.inexact |= b.borrow().inexact;
                Value::new(V::Config(Rc::new(RefCell::new(c))))
            }
            // `DEFAULTS | cfg`: the config's keys win; the defaults stand in for absent ones.
            (V::Dict(a), V::Config(b)) if op == BitOr => {
                let mut c = b.borrow().clone();
                let defaults = a.borrow().entries.clone();
                for (k, v, _) in defaults.iter() {
                    match k.as_str() {
                        // Each default is the default of the config field it names, read here
                        // (`cfg.get(k, v)`): the merged value carries the field.
                        Some(ks) => {
                            let read = self.config_get(b, ks, ReadKind::Optional(to_json(v)));
                            let v = match read {
                                Some(x) => x,
                                None => self.config_default(ks, v.clone()),
                            };
                            c.set(ks, v, true);
                        }
                        None => c.inexact |= self.inexact(FallbackKind::NotModelled, "a key that is not a string"),
                    }
                }
                c.inexact |= a.borrow().inexact;
                Value::new(V::Config(Rc::new(RefCell::new(c))))
            }
            (V::Config(a), V::Config(b)) if op == BitOr => {
                let mut c = a.borrow().clone();
                for e in b.borrow().entries.iter() {
                    c.set(&e.key, e.value.clone(), e.injected);
                }
                c.inexact |= b.borrow().inexact;
                Value::new(V::Config(Rc::new(RefCell::new(c))))
            }
            (V::Set(a), V::Set(b)) if matches!(op, BitOr | BitAnd | Sub | BitXor) => {
                let (a, b) = (a.borrow(), b.borrow());
                let items: Vec<Value> = match op {
                    BitOr => a.iter().chain(b.iter()).cloned().collect(),
                    // CPython goes over the smaller set (the right one when they are as large)
                    // and keeps its items (`{1.0} & {1}` is `{1}`).
                    BitAnd if b.items.len() > a.items.len() => {
                        a.iter().filter(|x| any_eq(&b, x) == Some(true)).cloned().collect()
                    }
                    BitAnd => b.iter().filter(|x| any_eq(&a, x) == Some(true)).cloned().collect(),
                    Sub => a.iter().filter(|x| any_eq(&b, x) != Some(true)).cloned().collect(),
                    _ => a
                        .iter()
                        .filter(|x| any_eq(&b, x) != Some(true))
                        .chain(b.iter().filter(|x| any_eq(&a, x) != Some(true)))
                        .cloned()
                        .collect(),
                };
                // An item whose equality is undecided may or may not be in the result.
                let undecided = a.iter().chain(b.iter()).any(|x| !x.is_exact());
                // The left operand's type wins (`frozenset | set` is a frozenset).
                let out = if l.is_frozen() {
                    Value::frozenset(dedupe(items))
                } else {
                    Value::set(dedupe(items))
                };
                if undecided {
                    out.mark_inexact(self.inexact(
                        FallbackKind::UnknownItems,
                        "a set operation on values not known exactly",
                    ));
                }
                out
            }
            // `int | None` and the like: a type union (3.10+), which the tool does not model.
            (
                V::Class(_) | V::Builtin(_) | V::None | V::ExcType(_),
                V::Class(_) | V::Builtin(_) | V::None | V::ExcType(_),
            ) if op == BitOr => {
                let bits = self.inexact(FallbackKind::NotModelled, "a type union `X | Y`");
                Value::unknown(bits)
            }
            _ if operand_without_dunders(&l) && operand_without_dunders(&r) => {
                return self.unsupported(op, &l, &r, t, inplace)
            }
            // (Python may refuse it: said as for any operation on what the tool can't know.)
            _ => {
                let text = format!("`{}` on {} and {}", op_symbol(op), l.type_name(), r.type_name());
                let bits = self.inexact(FallbackKind::NotModelled, &text);
                return Ok(self.unknown_op(t | bits));
            }
        };
        Ok(v.with_taint(t))
    }

    /// Python's TypeError for an operator its operands' types don't take, in CPython's words.
    fn unsupported(
        &mut self,
        op: ast::Operator,
        l: &Value<'a>,
        r: &Value<'a>,
        t: Taint,
        inplace: bool,
    ) -> R<'a, Value<'a>> {
        // A sequence repeated by an object that is an index (`"ab" * n` with `n.__index__`).
        if op == ast::Operator::Mult {
            let seq = |v: &Value<'a>| matches!(v.kind, V::Str(_) | V::List(_) | V::Tuple(_));
            let index = |v: &Value<'a>| matches!(&v.kind, V::Instance(i) if defines(&i.class, "__index__"));
            let (n, swap) = match (index(l) && seq(r), seq(l) && index(r)) {
                // `n *= seq`: CPython repeats by the left operand's type only when it is a
                // sequence; a class's type always has a (here empty) sequence slot, so the
                // right one's repeat is never tried.
                (true, _) if inplace => {
                    let message = format!(
                        "unsupported operand type(s) for *=: '{}' and '{}'",
                        py_type_name(l),
                        py_type_name(r)
                    );
                    return self.fail("TypeError", message, t);
                }
                (true, _) => (l, true),
                (_, true) => (r, false),
                _ => {
                    let message = operand_type_error(op, l, r, inplace);
                    return self.fail("TypeError", message, t);
                }
            };
            let m = self.special_method(n, "__index__")?;
            let i = self.call(&m, vec![], vec![])?;
            if !matches!(i.kind, V::Int(_)) {
                return Ok(self.unknown_op(t | i.taint));
            }
            return if swap {
                self.binop_as(op, i, r.clone(), inplace)
            } else {
                self.binop_as(op, l.clone(), i, inplace)
            };
        }
        let message = operand_type_error(op, l, r, inplace);
        self.fail("TypeError", message, t)
    }

    /// `a op b` on two ints (or bools), as Python computes it; a result past `i64` is unknown.
    fn int_binop(&mut self, op: ast::Operator, a: i64, b: i64, t: Taint) -> R<'a, Value<'a>> {
        use ast::Operator::*;
        let res = match op {
            Add => a.checked_add(b),
            Sub => a.checked_sub(b),
            Mult => a.checked_mul(b),
            Div => {
                if b == 0 {
                    return self.fail("ZeroDivisionError", "division by zero".into(), t);
                }
                return Ok(Value::new(V::Float(int_true_div(a, b))).with_taint(t));
            }
            FloorDiv | Mod => {
                if b == 0 {
                    return self.fail("ZeroDivisionError", "integer division or modulo by zero".into(), t);
                }
                // Python floors toward negative infinity.
                let fq = a
                    .checked_div(b)
                    .map(|q| if a % b != 0 && ((a < 0) != (b < 0)) { q - 1 } else { q });
                match (op, fq) {
                    (FloorDiv, q) => q,
                    (_, Some(q)) => q.checked_mul(b).and_then(|qb| a.checked_sub(qb)),
                    (_, None) => None,
                }
            }
            Pow => {
                if b < 0 {
                    if a == 0 {
                        let message = "0.0 cannot be raised to a negative power".into();
                        return self.fail("ZeroDivisionError", message, t);
                    }
                    return Ok(Value::new(V::Float((a as f64).powf(b as f64))).with_taint(t));
                }
                u32::try_from(b).ok().and_then(|b| a.checked_pow(b))
            }
            LShift | RShift if b < 0 => {
                return self.fail("ValueError", "negative shift count".into(), t);
            }
            // Past `i64` (bits shifted out): unknown, not wrapped.
            LShift => u32::try_from(b)
                .ok()
                .and_then(|b| a.checked_shl(b))
                .filter(|x| u32::try_from(b).is_ok_and(|b| x >> b == a)),
            RShift => u32::try_from(b).ok().map(|b| a >> b.min(63)),
            BitAnd => Some(a & b),
            BitOr => Some(a | b),
            BitXor => Some(a ^ b),
            MatMult => None,
        };
        Ok(match res {
            Some(x) => Value::int(x),
            None => Value::unknown(0),
        }
        .with_taint(t))
    }

    /// A sequence too long to hold (`[x] * 10**18`, a concatenation past the limits): not known,
    /// and what it would hold escapes with it; Python may not make it at all (`MemoryError`,
    /// `OverflowError`), said as for [`Self::unknown_op`].
    fn too_large(&mut self, held: &[Value<'a>], t: Taint) -> Value<'a> {
        self.escaped_from(held);
        self.unknown_op(t)
    }

    /// `a op b` where one side is a float, as Python computes it.
    fn float_binop(&mut self, op: ast::Operator, a: f64, b: f64, t: Taint) -> R<'a, Value<'a>> {
        use ast::Operator::*;
        let x = match op {
            Add => a + b,
            Sub => a - b,
            Mult => a * b,
            Div | FloorDiv | Mod if b == 0.0 => {
                return self.fail("ZeroDivisionError", "float division by zero".into(), t);
            }
            Div => a / b,
            FloorDiv => float_divmod(a, b).0,
            Mod => float_divmod(a, b).1,
            // (An infinite exponent is taken first: `0.0 ** -inf` is `inf`, as C's `pow`.)
            Pow if b.is_infinite() => a.powf(b),
            Pow if a == 0.0 && b < 0.0 => {
                let message = "0.0 cannot be raised to a negative power".into();
                return self.fail("ZeroDivisionError", message, t);
            }
            // A negative base to a fractional power is a complex number.
            Pow if a < 0.0 && b.fract() != 0.0 => return Ok(Value::unknown(t)),
            Pow if a.is_finite() && b.is_finite() && a.powf(b).is_infinite() => {
                let message = "(34, 'Numerical result out of range')".into();
                return self.fail("OverflowError", message, t);
            }
            Pow => a.powf(b),
            _ => return Ok(Value::unknown(t)),
        };
        Ok(Value::new(V::Float(x)).with_taint(t))
    }
}

/// Whether two class attributes found are the same object (both absent, or one function).
fn same_attr<'a>(a: &Option<Value<'a>>, b: &Option<Value<'a>>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(x), Some(y)) => match (&x.kind, &y.kind) {
            (V::Func(f), V::Func(g)) => Rc::ptr_eq(f, g),
            _ => false,
        },
        _ => false,
    }
}

fn operators_identity<'a>(l: &Value<'a>, r: &Value<'a>) -> Option<bool> {
    is_same(l, r)
}

/// `l is r`: the same object for mutable containers and objects; for numbers, strings, tuples
/// and paths (whose identity Python leaves to the implementation), two of another type or value
/// are not, and two equal ones are only where CPython always shares them (`True`, an int from
/// -5 to 256, the empty string): `int(s) is int(s)` for `s = "1000"`, or a config's string `is`
/// a literal, is false in Python. The rest (classes, functions, modules, dtypes) are equal
/// only when they are the same.
pub(super) fn is_same<'a>(l: &Value<'a>, r: &Value<'a>) -> Option<bool> {
    if l.taint & INEXACT != 0 || r.taint & INEXACT != 0 {
        return None;
    }
    match (&l.kind, &r.kind) {
        (V::Unknown, _) | (_, V::Unknown) => None,
        (V::Tensor(a), V::Tensor(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Tensor(_), _) | (_, V::Tensor(_)) => Some(false),
        (V::List(a), V::List(b)) | (V::Set(a), V::Set(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Dict(a), V::Dict(b)) => Some(Rc::ptr_eq(a, b)),
        // What calling a class the tool does not know exactly returns is not known (an enum's
        // existing member, a metaclass's cached object).
        (V::Instance(a), V::Instance(b)) if class_inexact(&a.class) | class_inexact(&b.class) != 0 => None,
        (V::Instance(a), V::Instance(b)) => Some(Rc::ptr_eq(a, b)),
        // An object made by a class known exactly is no number, string or container.
        (V::Instance(i), x) | (x, V::Instance(i)) if class_inexact(&i.class) == 0 && builtin_data(x) => Some(false),
        (V::Config(a), V::Config(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Gen(a), V::Gen(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Partial(a), V::Partial(b)) if Rc::ptr_eq(a, b) => Some(true),
        // A wrapper `functools.wraps` updated is its wrapper in Python, another value here.
        (V::Partial(p), _) | (_, V::Partial(p)) if crate::eval::value::is_wrapped(p) => None,
        // A method, a partial, an iterator…: the same object or not (two bound methods of one
        // object are equal, never the same).
        _ if std::mem::discriminant(&l.kind) == std::mem::discriminant(&r.kind)
            && crate::eval::value::identity_addr(l).is_some() =>
        {
            Some(crate::eval::value::identity_addr(l) == crate::eval::value::identity_addr(r))
        }
        // Two equal patterns may be one object (`re`'s cache) or not.
        (V::Re(a), V::Re(b)) if !Rc::ptr_eq(a, b) && py_eq(l, r) == Some(true) => None,
        // `x is None` asks no `__eq__` (a namedtuple's, an object's own): only what calling a
        // class the tool does not know exactly made may be None after all.
        (V::None, V::None) => Some(true),
        (V::None, V::Instance(i)) | (V::Instance(i), V::None) if class_inexact(&i.class) != 0 => None,
        (V::None, _) | (_, V::None) => Some(false),
        (a, b) if shared_by_value(a) || shared_by_value(b) => {
            if std::mem::discriminant(a) != std::mem::discriminant(b) {
                return Some(false);
            }
            match (py_eq(l, r)?, a) {
                // (A NaN is not equal to itself, and may be itself.)
                (false, V::Float(x)) if x.is_nan() => None,
                (false, V::Tuple(_)) => None,
                (false, _) => Some(false),
                (true, V::Bool(_)) => Some(true),
                (true, V::Int(i)) if (-5..=256).contains(i) => Some(true),
                (true, V::Str(s)) if s.is_empty() => Some(true),
                (true, _) => None,
            }
        }
        _ => py_eq(l, r),
    }
}

/// A value Python makes anew or shares as the implementation sees fit (see [`is_same`]).
fn shared_by_value(k: &V) -> bool {
    matches!(
        k,
        V::Bool(_) | V::Int(_) | V::Float(_) | V::Str(_) | V::Tuple(_) | V::Path(_)
    )
}

/// Whether `l op r` holds for an ordering operator, given how `l` and `r` are ordered.
fn ordering_holds(op: ast::CmpOp, o: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match op {
        ast::CmpOp::Lt => o == Less,
        ast::CmpOp::LtE => o != Greater,
        ast::CmpOp::Gt => o == Greater,
        _ => o != Less,
    }
}

pub(super) fn union_taint(items: &[Value]) -> Taint {
    items.iter().fold(0, |t, v| t | v.taint)
}

pub fn num_f(v: &Value) -> f64 {
    match v.kind {
        V::Int(i) => i as f64,
        V::Bool(b) => b as i64 as f64,
        V::Float(f) => f,
        _ => f64::NAN,
    }
}

pub fn seq_items<'a>(v: &Value<'a>) -> Vec<Value<'a>> {
    match &v.kind {
        V::View(d) => d.items(),
        V::List(l) | V::Set(l) => l.borrow().items.clone(),
        V::Tuple(t) => t.as_ref().clone(),
        V::Str(s) => s.chars().map(|c| Value::str(&c.to_string())).collect(),
        _ => Vec::new(),
    }
}

pub(super) fn any_eq<'a>(items: &[Value<'a>], x: &Value<'a>) -> Option<bool> {
    let mut unknown = x.is_unknown();
    // `in` tries identity first: a NaN may be the very object in the list (the tool does not
    // keep a float's identity).
    let nan = matches!(x.kind, V::Float(f) if f.is_nan());
    for i in items {
        match py_eq(i, x) {
            Some(true) => return Some(true),
            Some(false) if nan && matches!(i.kind, V::Float(f) if f.is_nan()) => unknown = true,
            None => unknown = true,
            _ => {}
        }
    }
    if unknown {
        None
    } else {
        Some(false)
    }
}

pub fn dedupe<'a>(items: Vec<Value<'a>>) -> Vec<Value<'a>> {
    let mut out: Vec<Value<'a>> = Vec::new();
    for i in items {
        if any_eq(&out, &i) != Some(true) {
            out.push(i);
        }
    }
    out
}

/// The types whose every operator the evaluator models (a pair of them an operator does not
/// take is Python's TypeError).
pub(crate) fn plain_kind(v: &Value) -> bool {
    builtin_data(&v.kind) || matches!(v.kind, V::None | V::Func(_) | V::Dtype(_) | V::Path(_))
}

/// A value of a type with no binary operator but those [`Interp::binop`] computes: plain data,
/// a function, a built-in function or method.
fn operand_without_dunders(v: &Value) -> bool {
    plain_kind(v) || matches!(v.kind, V::Bound(_) | V::Method(_) | V::Builtin(_) | V::Partial(_))
}

/// A number, a string or a built-in container: none is an object of a class of the harness's,
/// and none has a dunder the harness's code wrote.
pub(crate) fn builtin_data(k: &V) -> bool {
    matches!(
        k,
        V::Bool(_) | V::Int(_) | V::Float(_) | V::Str(_) | V::List(_) | V::Tuple(_) | V::Dict(_) | V::Set(_)
    )
}

/// A binary operator's dunder and its reflected one.
fn dunder_names(op: ast::Operator) -> (&'static str, &'static str) {
    use ast::Operator::*;
    match op {
        Add => ("__add__", "__radd__"),
        Sub => ("__sub__", "__rsub__"),
        Mult => ("__mul__", "__rmul__"),
        MatMult => ("__matmul__", "__rmatmul__"),
        Div => ("__truediv__", "__rtruediv__"),
        Mod => ("__mod__", "__rmod__"),
        Pow => ("__pow__", "__rpow__"),
        LShift => ("__lshift__", "__rlshift__"),
        RShift => ("__rshift__", "__rrshift__"),
        BitOr => ("__or__", "__ror__"),
        BitXor => ("__xor__", "__rxor__"),
        BitAnd => ("__and__", "__rand__"),
        FloorDiv => ("__floordiv__", "__rfloordiv__"),
    }
}

/// The `TypeError` message CPython gives for `l op r` (`l op= r` when `inplace`) when neither
/// operand takes the other: a sequence's own repeat and concatenation errors (`can't multiply
/// sequence by non-int of type 'str'`, `can only concatenate str (not "int") to str`), `** or
/// pow()` for a power, else `unsupported operand type(s)`.
fn operand_type_error(op: ast::Operator, l: &Value, r: &Value, inplace: bool) -> String {
    use ast::Operator::*;
    let is_seq = |v: &Value| matches!(v.kind, V::Str(_) | V::List(_) | V::Tuple(_)) && !v.is_range();
    let (lt, rt) = (py_type_name(l), py_type_name(r));
    match op {
        Mult if is_seq(l) => format!("can't multiply sequence by non-int of type '{rt}'"),
        Mult if is_seq(r) => format!("can't multiply sequence by non-int of type '{lt}'"),
        Add if is_seq(l) => format!("can only concatenate {lt} (not \"{rt}\") to {lt}"),
        Pow if !inplace => format!("unsupported operand type(s) for ** or pow(): '{lt}' and '{rt}'"),
        _ => format!(
            "unsupported operand type(s) for {}{}: '{lt}' and '{rt}'",
            op_symbol(op),
            if inplace { "=" } else { "" }
        ),
    }
}

/// A value's type as CPython names it in a `TypeError` (an instance by its class; torch's own
/// types by their qualified names).
fn py_type_name(v: &Value) -> String {
    match &v.kind {
        V::Instance(i) => match &i.class.kind {
            V::Class(c) => c.name.to_string(),
            V::ExcType(name) => name.to_string(),
            _ => v.type_name().to_string(),
        },
        V::Dtype(_) => "torch.dtype".into(),
        V::Finfo(_) => "torch.finfo".into(),
        _ => v.type_name().to_string(),
    }
}

/// Two floats known exactly.
fn exact_floats(l: &Value, r: &Value) -> Option<(f64, f64)> {
    match (&l.kind, &r.kind) {
        (V::Float(x), V::Float(y)) if l.inexact_bits() | r.inexact_bits() == 0 => Some((*x, *y)),
        _ => None,
    }
}

/// An int against a float, exactly (`2**53 + 1 > 2.0**53`, where the int as a float is not
/// greater); `None` against a NaN.
fn int_float_order(i: i64, f: f64) -> Option<std::cmp::Ordering> {
    use std::cmp::Ordering::*;
    if f.is_nan() {
        return None;
    }
    // Every i64 is within ±2**63.
    const TWO_63: f64 = 9_223_372_036_854_775_808.0;
    let floor = f.floor();
    if floor >= TWO_63 {
        return Some(Less);
    }
    if floor < -TWO_63 {
        return Some(Greater);
    }
    Some(match (i as i128).cmp(&(floor as i128)) {
        Equal if f > floor => Less,
        o => o,
    })
}

/// The symbol of an ordering comparison, as a `TypeError` names it.
fn cmp_symbol(op: ast::CmpOp) -> &'static str {
    match op {
        ast::CmpOp::LtE => "<=",
        ast::CmpOp::Gt => ">",
        ast::CmpOp::GtE => ">=",
        _ => "<",
    }
}

pub(super) fn op_symbol(op: ast::Operator) -> &'static str {
    use ast::Operator::*;
    match op {
        Add => "+",
        Sub => "-",
        Mult => "*",
        MatMult => "@",
        Div => "/",
        Mod => "%",
        Pow => "**",
        LShift => "<<",
        RShift => ">>",
        BitOr => "|",
        BitXor => "^",
        BitAnd => "&",
        FloorDiv => "//",
    }
}

/// Whether a list or tuple holds an object (whose `__eq__` may decide `in`).
fn seq_has_instance(v: &Value) -> bool {
    let inst = |x: &Value| matches!(x.kind, V::Instance(_));
    match &v.kind {
        V::List(l) => l.borrow().items.iter().any(inst),
        V::Tuple(t) => t.iter().any(inst),
        _ => false,
    }
}

/// An object whose class defines an ordering dunder.
fn orders(v: &Value) -> bool {
    matches!(&v.kind, V::Instance(i) if ["__lt__", "__gt__", "__le__", "__ge__"].iter().any(|d| defines(&i.class, d)))
}

/// `(a // b, a % b)` for floats, as CPython's `_float_div_mod` computes them (`b` not zero): the
/// remainder from `fmod`, moved to the divisor's sign (a zero one takes the divisor's sign), and
/// the quotient from the exact `a - mod`, floored and rounded back where the division fell short.
/// (`a - floor(a / b) * b` is not it: `1e20 % 3.0` is `1.0`, `7.75 // 0.001` is `7749.0`.)
fn float_divmod(a: f64, b: f64) -> (f64, f64) {
    let mut m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 {
        if (b < 0.0) != (m < 0.0) {
            m += b;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(b);
    }
    let q = if div != 0.0 {
        let f = div.floor();
        if div - f > 0.5 {
            f + 1.0
        } else {
            f
        }
    } else {
        0.0f64.copysign(a / b)
    };
    (q, m)
}

/// `a / b` for ints (`b` not zero), correctly rounded as CPython's `long_true_divide` gives it.
/// Both within 2**53, each is a float exactly and one float division rounds once; past it,
/// `a as f64 / b as f64` would round three times (`(2**60 + 1) / 3`). Then: the quotient to at
/// least 56 bits, shifted up, a last bit set if anything was left over, one conversion (round
/// to nearest even, the set bit breaking what would look like a tie), scaled back by a power of
/// two (exact).
fn int_true_div(a: i64, b: i64) -> f64 {
    const EXACT: u64 = 1 << 53;
    let (na, nb) = (a.unsigned_abs(), b.unsigned_abs());
    if na <= EXACT && nb <= EXACT {
        return a as f64 / b as f64;
    }
    let bits = |x: u64| 64 - x.leading_zeros();
    let shift = (56 + bits(nb) + 1).saturating_sub(bits(na));
    let num = u128::from(na) << shift;
    let (q, r) = (num / u128::from(nb), num % u128::from(nb));
    let q = (q << 1) | u128::from(r != 0);
    let scale = f64::from_bits(u64::from(1023 - (shift + 1)) << 52);
    let x = q as f64 * scale;
    if (a < 0) != (b < 0) {
        -x
    } else {
        x
    }
}
