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
        for (op, right_e) in c.ops.iter().zip(c.comparators.iter()) {
            let mut right = self.eval(env, right_e)?;
            if let Some(v) = self.resolve(&left) {
                left = v;
            }
            if let Some(v) = self.resolve(&right) {
                right = v;
            }
            taint |= left.taint | right.taint;
            // `"x" in cfg` is decided by field `x`: a probe explores both answers.
            if let (ast::CmpOp::In | ast::CmpOp::NotIn, V::Config(_), Some(k)) = (op, &right.kind, left.as_str()) {
                let id = self.field_id(k);
                taint |= Self::field_bit(id);
            }
            self.note_candidates(&left, &right, *op);
            let mut r = self.compare(*op, &left, &right)?;
            if let (None, true, ast::CmpOp::Eq | ast::CmpOp::NotEq) = (r, single, op) {
                let site = c as *const ast::ExprCompare as usize;
                let eq = match (left.is_unknown(), right.is_unknown()) {
                    (true, false) => self.decide_equal(site, &left, &right)?,
                    (false, true) => self.decide_equal(site, &right, &left)?,
                    _ => None,
                };
                r = eq.map(|e| e == (*op == ast::CmpOp::Eq));
            }
            match r {
                Some(true) => {}
                Some(false) => return Ok(Value::bool(false).with_taint(taint)),
                None => result = Value::unknown(0),
            }
            left = right;
        }
        Ok(result.with_taint(taint))
    }

    pub fn compare(&mut self, op: ast::CmpOp, l: &Value<'a>, r: &Value<'a>) -> R<'a, Option<bool>> {
        use ast::CmpOp::*;
        Ok(match op {
            Eq => py_eq(l, r),
            NotEq => py_eq(l, r).map(|b| !b),
            Is => is_same(l, r),
            IsNot => is_same(l, r).map(|b| !b),
            In => self.contains(r, l)?,
            NotIn => self.contains(r, l)?.map(|b| !b),
            Lt | LtE | Gt | GtE => {
                let ord = self.order(l, r)?;
                ord.map(|o| match op {
                    Lt => o == std::cmp::Ordering::Less,
                    LtE => o != std::cmp::Ordering::Greater,
                    Gt => o == std::cmp::Ordering::Greater,
                    _ => o != std::cmp::Ordering::Less,
                })
            }
        })
    }

    pub(super) fn order(&mut self, l: &Value<'a>, r: &Value<'a>) -> R<'a, Option<std::cmp::Ordering>> {
        Ok(match (&l.kind, &r.kind) {
            (V::Unknown | V::Tensor(_), _) | (_, V::Unknown | V::Tensor(_)) => None,
            (V::Int(_) | V::Bool(_), V::Int(_) | V::Bool(_)) => Some(l.as_int().cmp(&r.as_int())),
            (V::Int(_) | V::Bool(_) | V::Float(_), V::Int(_) | V::Bool(_) | V::Float(_)) => {
                num_f(l).partial_cmp(&num_f(r))
            }
            (V::Str(a), V::Str(b)) => Some(a.cmp(b)),
            (V::Tuple(_) | V::List(_), V::Tuple(_) | V::List(_)) => {
                let a = seq_items(l);
                let b = seq_items(r);
                for (x, y) in a.iter().zip(b.iter()) {
                    match py_eq(x, y) {
                        Some(true) => continue,
                        None => return Ok(None),
                        Some(false) => return self.order(x, y),
                    }
                }
                Some(a.len().cmp(&b.len()))
            }
            _ => {
                let t = l.taint | r.taint;
                return Err(self.error(
                    "TypeError",
                    format!(
                        "'<' not supported between instances of '{}' and '{}'",
                        l.type_name(),
                        r.type_name()
                    ),
                    t,
                ));
            }
        })
    }

    pub fn contains(&mut self, container: &Value<'a>, item: &Value<'a>) -> R<'a, Option<bool>> {
        Ok(match &container.kind {
            V::Unknown => None,
            V::Native(Native::TorchDict) => item.as_str().map(|k| crate::eval::torch::lookup(k).is_some()),
            V::Str(s) => match &item.kind {
                V::Str(i) => Some(s.contains(&**i)),
                V::Unknown => None,
                _ => {
                    return Err(self.error(
                        "TypeError",
                        "'in <string>' requires string as left operand".into(),
                        item.taint,
                    ))
                }
            },
            V::List(l) | V::Set(l) => any_eq(&l.borrow(), item),
            V::Tuple(t) => any_eq(t, item),
            V::Dict(d) => {
                if item.origin.is_some() {
                    self.note_gpu_lookup(item, d);
                }
                let d = d.borrow();
                if item.is_unknown() {
                    None
                } else if d.get(item).is_some() {
                    Some(true)
                } else if d.has_unknown_key() {
                    None
                } else {
                    Some(false)
                }
            }
            V::Config(c) => {
                let key = match item.as_str() {
                    Some(k) => k.to_string(),
                    None => return Ok(None),
                };
                let found = c.borrow().find(&key).map(|e| e.injected);
                match found {
                    Some(true) => Some(true),
                    Some(false) => {
                        self.record_read(&key, ReadKind::Contains);
                        Some(true)
                    }
                    None => {
                        self.record_read(&key, ReadKind::Contains);
                        if c.borrow().probe {
                            None
                        } else {
                            Some(false)
                        }
                    }
                }
            }
            V::Module(_) | V::Native(_) | V::Instance(_) => None,
            _ => {
                return Err(self.error(
                    "TypeError",
                    format!("argument of type '{}' is not iterable", container.type_name()),
                    container.taint,
                ))
            }
        })
    }

    pub fn binop(&mut self, op: ast::Operator, l: Value<'a>, r: Value<'a>) -> R<'a, Value<'a>> {
        self.binop_as(op, l, r, false)
    }

    /// `l op= r`: [`Self::binop`], with the in-place forms' own errors (`+=` in the message).
    pub fn inplace_binop(&mut self, op: ast::Operator, l: Value<'a>, r: Value<'a>) -> R<'a, Value<'a>> {
        use ast::Operator::*;
        // `items += x` extends the list by any iterable (a list's `+` takes only lists).
        if let (Add, V::List(a)) = (op, &l.kind) {
            let t = l.taint | r.taint;
            match &r.kind {
                V::List(_) => {}
                V::Tuple(b) => {
                    if a.borrow().len() + b.len() > MAX_SEQ_ITEMS {
                        return Ok(Value::unknown(t));
                    }
                    let mut v = a.borrow().clone();
                    v.extend(b.iter().cloned());
                    return Ok(Value::list(v).with_taint(t));
                }
                V::None | V::Bool(_) | V::Int(_) | V::Float(_) => {
                    let message = format!("'{}' object is not iterable", py_type_name(&r));
                    return Err(self.error("TypeError", message, t));
                }
                _ => return Ok(Value::unknown(t)),
            }
        }
        self.binop_as(op, l, r, true)
    }

    fn binop_as(&mut self, op: ast::Operator, l: Value<'a>, r: Value<'a>, inplace: bool) -> R<'a, Value<'a>> {
        use ast::Operator::*;
        let t = l.taint | r.taint;
        if l.is_unknown() || r.is_unknown() || matches!(l.kind, V::Tensor(_)) || matches!(r.kind, V::Tensor(_)) {
            return Ok(Value::unknown(t));
        }
        let v = match (&l.kind, &r.kind) {
            // `root / "configs"`, `"/r" / path`: `pathlib`'s join.
            (V::Path(a), V::Path(b) | V::Str(b)) | (V::Str(a), V::Path(b)) if op == Div => {
                crate::eval::paths::path_value(&crate::eval::paths::pure_path(&[a, b]))
            }
            (V::Int(_) | V::Bool(_), V::Int(_) | V::Bool(_)) => {
                return self.int_binop(op, l.as_int().unwrap_or(0), r.as_int().unwrap_or(0), t);
            }
            (V::Int(_) | V::Bool(_) | V::Float(_), V::Int(_) | V::Bool(_) | V::Float(_)) => {
                return self.float_binop(op, num_f(&l), num_f(&r), t);
            }
            (V::Str(a), V::Str(b)) if op == Add => {
                if a.len() + b.len() > MAX_SEQ_BYTES {
                    return Ok(Value::unknown(t));
                }
                Value::str(&format!("{a}{b}"))
            }
            (V::Str(a), V::Int(_) | V::Bool(_)) | (V::Int(_) | V::Bool(_), V::Str(a)) if op == Mult => {
                let n = l.as_int().or(r.as_int()).unwrap_or(0).max(0) as usize;
                if a.len().saturating_mul(n) > MAX_SEQ_BYTES {
                    return Ok(Value::unknown(t));
                }
                Value::str(&a.repeat(n))
            }
            (V::Str(a), _) if op == Mod => match percent_format(a, &r) {
                Ok(Some(text)) => Value::str(&text),
                Ok(None) => Value::unknown(t),
                Err((kind, msg)) => return Err(self.error(kind, msg, t)),
            },
            (V::List(a), V::List(b)) if op == Add => {
                if a.borrow().len() + b.borrow().len() > MAX_SEQ_ITEMS {
                    return Ok(Value::unknown(t));
                }
                let mut v = a.borrow().clone();
                v.extend(b.borrow().iter().cloned());
                Value::list(v)
            }
            (V::Tuple(a), V::Tuple(b)) if op == Add => {
                if a.len() + b.len() > MAX_SEQ_ITEMS {
                    return Ok(Value::unknown(t));
                }
                let mut v = a.as_ref().clone();
                v.extend(b.iter().cloned());
                Value::tuple(v)
            }
            (V::List(_) | V::Tuple(_), V::Int(_) | V::Bool(_)) | (V::Int(_) | V::Bool(_), V::List(_) | V::Tuple(_))
                if op == Mult =>
            {
                let (seq, count) = if matches!(l.kind, V::Int(_) | V::Bool(_)) {
                    (&r, &l)
                } else {
                    (&l, &r)
                };
                let base = seq_items(seq);
                let n = count.as_int().unwrap_or(0).max(0) as usize;
                if base.len().saturating_mul(n) > MAX_SEQ_ITEMS {
                    return Ok(Value::unknown(t));
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
                for (k, v, s) in b.borrow().entries.iter() {
                    d.insert(k.clone(), v.clone(), *s);
                }
                Value::dict(d)
            }
            (V::Config(a), V::Dict(b)) if op == BitOr => {
                let mut c = a.borrow().clone();
                for (k, v, _) in b.borrow().entries.iter() {
                    if let Some(ks) = k.as_str() {
                        c.set(ks, v.clone(), true);
                    }
                }
                Value::new(V::Config(Rc::new(RefCell::new(c))))
            }
            (V::Set(a), V::Set(b)) => {
                let (a, b) = (a.borrow(), b.borrow());
                let items: Vec<Value> = match op {
                    BitOr => a.iter().chain(b.iter()).cloned().collect(),
                    BitAnd => a.iter().filter(|x| any_eq(&b, x) == Some(true)).cloned().collect(),
                    Sub => a.iter().filter(|x| any_eq(&b, x) != Some(true)).cloned().collect(),
                    _ => return Ok(Value::unknown(t)),
                };
                Value::new(V::Set(Rc::new(RefCell::new(dedupe(items)))))
            }
            _ => return Err(self.error("TypeError", operand_type_error(op, &l, &r, inplace), t)),
        };
        Ok(v.with_taint(t))
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
                    return Err(self.error("ZeroDivisionError", "division by zero".into(), t));
                }
                return Ok(Value::new(V::Float(a as f64 / b as f64)).with_taint(t));
            }
            FloorDiv | Mod => {
                if b == 0 {
                    return Err(self.error("ZeroDivisionError", "integer division or modulo by zero".into(), t));
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
                        return Err(self.error("ZeroDivisionError", message, t));
                    }
                    return Ok(Value::new(V::Float((a as f64).powf(b as f64))).with_taint(t));
                }
                u32::try_from(b).ok().and_then(|b| a.checked_pow(b))
            }
            LShift => u32::try_from(b).ok().and_then(|b| a.checked_shl(b)),
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

    /// `a op b` where one side is a float, as Python computes it.
    fn float_binop(&mut self, op: ast::Operator, a: f64, b: f64, t: Taint) -> R<'a, Value<'a>> {
        use ast::Operator::*;
        let x = match op {
            Add => a + b,
            Sub => a - b,
            Mult => a * b,
            Div | FloorDiv | Mod if b == 0.0 => {
                return Err(self.error("ZeroDivisionError", "float division by zero".into(), t));
            }
            Div => a / b,
            FloorDiv => (a / b).floor(),
            Mod => a - (a / b).floor() * b,
            Pow if a == 0.0 && b < 0.0 => {
                let message = "0.0 cannot be raised to a negative power".into();
                return Err(self.error("ZeroDivisionError", message, t));
            }
            // A negative base to a fractional power is a complex number.
            Pow if a < 0.0 && b.fract() != 0.0 => return Ok(Value::unknown(t)),
            Pow => a.powf(b),
            _ => return Ok(Value::unknown(t)),
        };
        Ok(Value::new(V::Float(x)).with_taint(t))
    }
}

/// `l is r`: the same object for mutable containers; equal for the rest (whose identity Python
/// leaves to the implementation, small numbers and names being shared).
pub(super) fn is_same<'a>(l: &Value<'a>, r: &Value<'a>) -> Option<bool> {
    match (&l.kind, &r.kind) {
        (V::Unknown, _) | (_, V::Unknown) => None,
        (V::Tensor(a), V::Tensor(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Tensor(_), _) | (_, V::Tensor(_)) => Some(false),
        (V::List(a), V::List(b)) | (V::Set(a), V::Set(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Dict(a), V::Dict(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Instance(a), V::Instance(b)) => Some(Rc::ptr_eq(a, b)),
        (V::Config(a), V::Config(b)) => Some(Rc::ptr_eq(a, b)),
        _ => py_eq(l, r),
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
        V::List(l) | V::Set(l) => l.borrow().clone(),
        V::Tuple(t) => t.as_ref().clone(),
        V::Str(s) => s.chars().map(|c| Value::str(&c.to_string())).collect(),
        _ => Vec::new(),
    }
}

pub(super) fn any_eq<'a>(items: &[Value<'a>], x: &Value<'a>) -> Option<bool> {
    let mut unknown = x.is_unknown();
    for i in items {
        match py_eq(i, x) {
            Some(true) => return Some(true),
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

/// The `TypeError` message CPython gives for `l op r` (`l op= r` when `inplace`) when neither
/// operand takes the other: a sequence's own repeat and concatenation errors (`can't multiply
/// sequence by non-int of type 'str'`, `can only concatenate str (not "int") to str`), `** or
/// pow()` for a power, else `unsupported operand type(s)`.
fn operand_type_error(op: ast::Operator, l: &Value, r: &Value, inplace: bool) -> String {
    use ast::Operator::*;
    let is_seq = |v: &Value| matches!(v.kind, V::Str(_) | V::List(_) | V::Tuple(_));
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
