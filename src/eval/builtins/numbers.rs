//! Built-in functions on numbers: `int`, `float`, `abs`, `round`, `divmod`, `pow`,
//! `math.ceil`/`floor`/`log2`/`sqrt`/`gcd`, and the aggregates `min`, `max`, `sum`, `math.prod`.

use super::*;
use crate::eval::interp::{Extreme, Walked};

impl<'a> Interp<'a> {
    /// A number built-in (`int`, `float`, `abs`, `round`, `divmod`, `pow`, `math.ceil`, …).
    pub(super) fn number_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value<'a>>,
        _kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        use Builtin as B;
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        Ok(match b {
            B::Int => return self.int_builtin(&args, t),
            B::Float => match arg(0).map(|v| v.kind) {
                None => Value::new(V::Float(0.0)),
                Some(V::Int(i)) => Value::new(V::Float(i as f64)).with_taint(t),
                Some(V::Bool(x)) => Value::new(V::Float(x as i64 as f64)).with_taint(t),
                Some(V::Float(f)) => Value::new(V::Float(f)).with_taint(t),
                // Python also reads Unicode digits (`float('١.٥')`): beyond ASCII, not known.
                Some(V::Str(s)) if !s.is_ascii() => unknown,
                Some(V::Str(s)) => match parse_float(&s) {
                    Some(f) => Value::new(V::Float(f)).with_taint(t),
                    None => return self.fail("ValueError", format!("could not convert string to float: '{s}'"), t),
                },
                _ => unknown,
            },
            B::Abs => match arg(0).map(|v| v.kind) {
                // `abs(-2**63)` is past `i64`: not known.
                Some(V::Int(i)) => match i.checked_abs() {
                    Some(a) => Value::int(a).with_taint(t),
                    None => unknown,
                },
                Some(V::Float(f)) => Value::new(V::Float(f.abs())).with_taint(t),
                Some(V::Bool(b)) => Value::int(b as i64).with_taint(t),
                Some(k @ (V::Str(_) | V::List(_) | V::Tuple(_) | V::Dict(_) | V::Set(_) | V::None)) => {
                    let name = Value::new(k).type_name();
                    return self.fail("TypeError", format!("bad operand type for abs(): '{name}'"), t);
                }
                _ => unknown,
            },
            B::Round => return self.round_builtin(&args, t),
            B::Divmod => {
                let (Some(a), Some(c)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                // An object's own `__divmod__` / `__rdivmod__`: not followed.
                if [&a, &c].iter().any(|v| matches!(v.kind, V::Instance(_) | V::Class(_))) {
                    return Ok(self.unknown_op(t));
                }
                let q = self.binop(crate::parse::python::ast::Operator::FloorDiv, a.clone(), c.clone())?;
                let r = self.binop(crate::parse::python::ast::Operator::Mod, a, c)?;
                Value::tuple(vec![q, r]).with_taint(t)
            }
            B::Pow => {
                let (Some(a), Some(c)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                match arg(2) {
                    Some(m) if !matches!(m.kind, V::None) => return self.pow_mod(&a, &c, &m, t),
                    _ => self.binop(crate::parse::python::ast::Operator::Pow, a, c)?,
                }
            }
            B::Ceil | B::Floor => match args.first().map(|v| &v.kind) {
                // An int is its own floor (not through a float, which would round it).
                Some(V::Int(i)) => Value::int(*i).with_taint(t),
                Some(V::Bool(x)) => Value::int(i64::from(*x)).with_taint(t),
                Some(V::Float(f)) => return self.int_of_whole(if b == B::Ceil { f.ceil() } else { f.floor() }, t),
                _ => unknown,
            },
            B::Log2 | B::Sqrt => match arg(0) {
                Some(v) if matches!(v.kind, V::Int(_) | V::Float(_)) => {
                    let f = num_f(&v);
                    if f <= 0.0 && b == B::Log2 || f < 0.0 {
                        return self.fail("ValueError", "math domain error".into(), t);
                    }
                    Value::new(V::Float(if b == B::Log2 { f.log2() } else { f.sqrt() })).with_taint(t)
                }
                _ => unknown,
            },
            B::Gcd => {
                // On magnitudes (`-2**63`'s is no `i64`); a result past `i64` is not known.
                let mut g: u64 = 0;
                for a in &args {
                    let Some(x) = a.as_int() else { return Ok(unknown) };
                    let mut xx = x.unsigned_abs();
                    let mut y = g;
                    while y != 0 {
                        let r = xx % y;
                        xx = y;
                        y = r;
                    }
                    g = xx;
                }
                match i64::try_from(g) {
                    Ok(g) => Value::int(g).with_taint(t),
                    Err(_) => unknown,
                }
            }
            B::Isqrt => match args.as_slice() {
                [v] => match v.kind {
                    V::Int(_) | V::Bool(_) => {
                        let n = v.as_int().unwrap_or(0);
                        if n < 0 {
                            return self.fail("ValueError", "isqrt() argument must be nonnegative".into(), t);
                        }
                        Value::int(isqrt(n)).with_taint(t)
                    }
                    V::Float(_) | V::Str(_) | V::None => {
                        let msg = format!("'{}' object cannot be interpreted as an integer", v.type_name());
                        return self.fail("TypeError", msg, t);
                    }
                    _ => unknown,
                },
                _ => unknown,
            },
            _ => unreachable!("{b:?} is not of Kind::Number"),
        })
    }

    /// `min`, `max`, `sum` and `math.prod`: over their arguments or one iterable.
    pub(super) fn aggregate_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        use Builtin as B;
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        Ok(match b {
            B::Min | B::Max => {
                let key = kw(&kwargs, "key");
                if args.len() > 1 && kw(&kwargs, "default").is_some() {
                    let name = if b == B::Max { "max" } else { "min" };
                    let message = format!("Cannot specify a default for {name}() with multiple positional arguments");
                    return self.fail("TypeError", message, t);
                }
                let items = if args.len() == 1 {
                    // With a key, or objects whose comparisons run the harness's code, the
                    // order the items come in counts (a set's items, in the tool's order, are
                    // taken only when it does not).
                    let items = match (&args[0].kind, &key) {
                        (V::Set(_), None) => match self.iterate_unordered(&args[0])? {
                            Some(i) if !i.iter().any(compares_by_code) => Some(i),
                            _ => self.iterate(&args[0])?,
                        },
                        // A key of the harness's runs between the items (`interp/pull.rs`).
                        (_, Some(k)) if !matches!(k.kind, V::Builtin(_) | V::None) => self.iterate(&args[0])?,
                        _ => self.iterate_as(&args[0], Take::Compared)?,
                    };
                    match items {
                        Some(i) => i,
                        None => return Ok(unknown),
                    }
                } else {
                    args.clone()
                };
                // Objects of an iterable not known exactly: each may not be there (the
                // comparisons the others would make are not known).
                let maybe = match (args.len(), items.iter().any(compares_by_code)) {
                    (1, true) => args[0].inexact_bits(),
                    _ => 0,
                };
                // A key of the harness's that changes the container gone over: Python's iterator
                // sees the change (more items, fewer, or its `RuntimeError`); not followed.
                let watch = match (&key, args.len()) {
                    (Some(k), 1) if !matches!(k.kind, V::Builtin(_) | V::None) => self.watch_container(&args[0]),
                    _ => None,
                };
                let mut x = Extreme::new(b == B::Max, key);
                for it in items {
                    if let Err(e) = self.extreme_push(&mut x, it, maybe) {
                        self.watched_changed(watch);
                        return Err(e);
                    }
                }
                if self.watched_changed(watch) {
                    let bits = self.inexact(
                        FallbackKind::NotModelled,
                        "a key that changed what min() or max() goes over",
                    );
                    args[0].mark_inexact(bits);
                    return Ok(self.unknown_op(t | bits));
                }
                match x.end() {
                    Walked::Best(v) => v.with_taint(t),
                    Walked::Unknown { bits, maybe_empty } => {
                        if maybe_empty && kw(&kwargs, "default").is_none() {
                            self.may_raise(bits);
                        }
                        Value::unknown(t | bits)
                    }
                    Walked::Empty => {
                        if let Some(d) = kw(&kwargs, "default") {
                            return Ok(d);
                        }
                        return self.fail(
                            "ValueError",
                            format!("{}() arg is an empty sequence", if b == B::Min { "min" } else { "max" }),
                            t,
                        );
                    }
                }
            }
            B::Sum | B::Prod => {
                let mut acc = arg(1)
                    .or_else(|| kw(&kwargs, "start"))
                    .unwrap_or_else(|| Value::int(if b == B::Sum { 0 } else { 1 }));
                // Refused before any item is taken.
                if b == B::Sum && matches!(acc.kind, V::Str(_)) {
                    let message = "sum() can't sum strings [use ''.join(seq) instead]".to_string();
                    return self.fail("TypeError", message, t);
                }
                let Some(items) = self.iterate_as(&arg(0).unwrap_or_else(Value::none), Take::Compared)? else {
                    return Ok(unknown);
                };
                let op = if b == B::Sum {
                    crate::parse::python::ast::Operator::Add
                } else {
                    crate::parse::python::ast::Operator::Mult
                };
                for i in items {
                    acc = self.binop(op, acc, i)?;
                }
                acc.with_taint(t)
            }
            _ => unreachable!("{b:?} is not of Kind::Aggregate"),
        })
    }
}

/// `float(text)` of an ASCII text as Python reads it: surrounding ASCII whitespace, a sign,
/// digits with single `_` between them, `inf`/`infinity`/`nan` in any case; `None` when Python
/// refuses it.
fn parse_float(s: &str) -> Option<f64> {
    let t = s.trim_matches(crate::eval::pyformat::is_py_ascii_space);
    if !t.contains('_') {
        return t.parse().ok();
    }
    let b = t.as_bytes();
    let between_digits = |i: usize| i > 0 && i + 1 < b.len() && b[i - 1].is_ascii_digit() && b[i + 1].is_ascii_digit();
    if (0..b.len()).any(|i| b[i] == b'_' && !between_digits(i)) {
        return None;
    }
    t.replace('_', "").parse().ok()
}

/// The largest `r` with `r * r <= n` (`n >= 0`), as `math.isqrt`.
fn isqrt(n: i64) -> i64 {
    let mut r = (n as f64).sqrt() as i64;
    while r > 0 && r.checked_mul(r).is_none_or(|sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    r
}
