//! Built-in functions on numbers: `int`, `float`, `abs`, `round`, `divmod`, `pow`,
//! `math.ceil`/`floor`/`log2`/`sqrt`/`gcd`, and the aggregates `min`, `max`, `sum`, `math.prod`.

use super::*;

impl<'a> Interp<'a> {
    /// A number built-in (`int`, `float`, `abs`, `round`, `divmod`, `pow`, `math.ceil`, …).
    pub(super) fn number_builtin(
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
            B::Int => match arg(0).map(|v| v.kind) {
                None => Value::int(0),
                Some(V::Int(i)) => Value::int(i).with_taint(t),
                Some(V::Bool(x)) => Value::int(x as i64).with_taint(t),
                Some(V::Float(f)) if f.is_finite() => Value::int(f.trunc() as i64).with_taint(t),
                Some(V::Str(s)) => match s.trim().replace('_', "").parse::<i64>() {
                    Ok(i) => Value::int(i).with_taint(t),
                    Err(_) => {
                        return self.fail(
                            "ValueError",
                            format!("invalid literal for int() with base 10: '{s}'"),
                            t,
                        )
                    }
                },
                _ => unknown,
            },
            B::Float => match arg(0).map(|v| v.kind) {
                None => Value::new(V::Float(0.0)),
                Some(V::Int(i)) => Value::new(V::Float(i as f64)).with_taint(t),
                Some(V::Bool(x)) => Value::new(V::Float(x as i64 as f64)).with_taint(t),
                Some(V::Float(f)) => Value::new(V::Float(f)).with_taint(t),
                Some(V::Str(s)) => match s.trim().parse::<f64>() {
                    Ok(f) => Value::new(V::Float(f)).with_taint(t),
                    Err(_) => return self.fail("ValueError", format!("could not convert string to float: '{s}'"), t),
                },
                _ => unknown,
            },
            B::Abs => match arg(0).map(|v| v.kind) {
                Some(V::Int(i)) => Value::int(i.saturating_abs()).with_taint(t),
                Some(V::Float(f)) => Value::new(V::Float(f.abs())).with_taint(t),
                _ => unknown,
            },
            B::Round => match arg(0).map(|v| v.kind) {
                Some(V::Float(f)) => match arg(1).and_then(|n| n.as_int()) {
                    Some(n) => {
                        let p = 10f64.powi(n.clamp(-300, 300) as i32);
                        Value::new(V::Float((f * p).round() / p)).with_taint(t)
                    }
                    None => Value::int(f.round() as i64).with_taint(t),
                },
                Some(V::Int(i)) => Value::int(i).with_taint(t),
                _ => unknown,
            },
            B::Divmod => {
                let (Some(a), Some(c)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                let q = self.binop(crate::parse::python::ast::Operator::FloorDiv, a.clone(), c.clone())?;
                let r = self.binop(crate::parse::python::ast::Operator::Mod, a, c)?;
                Value::tuple(vec![q, r]).with_taint(t)
            }
            B::Pow => {
                let (Some(a), Some(c)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                match arg(2).or_else(|| kw(&kwargs, "mod")) {
                    None | Some(Value { kind: V::None, .. }) => {
                        self.binop(crate::parse::python::ast::Operator::Pow, a, c)?
                    }
                    // `pow(b, e, m)`: modular, for non-negative exponents.
                    Some(m) => match (a.as_int(), c.as_int(), m.as_int()) {
                        (Some(b), Some(e), Some(m)) if e >= 0 && m != 0 => {
                            let (mut acc, mut base, mut e) = (1i128 % m as i128, (b as i128).rem_euclid(m as i128), e);
                            while e > 0 {
                                if e & 1 == 1 {
                                    acc = (acc * base).rem_euclid(m as i128);
                                }
                                base = (base * base).rem_euclid(m as i128);
                                e >>= 1;
                            }
                            // Python's result takes the modulus's sign.
                            let r = if m < 0 && acc != 0 { acc + m as i128 } else { acc };
                            Value::int(r as i64).with_taint(t)
                        }
                        _ => {
                            let bits = self.inexact(FallbackKind::NotModelled, "pow() with a modulus");
                            Value::unknown(t | bits)
                        }
                    },
                }
            }
            B::Ceil | B::Floor => match arg(0) {
                Some(v) if matches!(v.kind, V::Int(_) | V::Float(_) | V::Bool(_)) => {
                    let f = num_f(&v);
                    Value::int(if b == B::Ceil { f.ceil() } else { f.floor() } as i64).with_taint(t)
                }
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
                let mut g: i64 = 0;
                for a in &args {
                    let Some(mut x) = a.as_int() else { return Ok(unknown) };
                    x = x.saturating_abs();
                    let mut y = g;
                    let mut xx = x;
                    while y != 0 {
                        let r = xx % y;
                        xx = y;
                        y = r;
                    }
                    g = xx;
                }
                Value::int(g).with_taint(t)
            }
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
                let items = if args.len() == 1 {
                    match self.iterate(&args[0])? {
                        Some(i) => i,
                        None => return Ok(unknown),
                    }
                } else {
                    args.clone()
                };
                let key = kw(&kwargs, "key");
                if items.is_empty() {
                    if let Some(d) = kw(&kwargs, "default") {
                        return Ok(d);
                    }
                    return self.fail(
                        "ValueError",
                        format!("{}() arg is an empty sequence", if b == B::Min { "min" } else { "max" }),
                        t,
                    );
                }
                let mut best = items[0].clone();
                let mut best_k = match &key {
                    Some(k) => self.call(k, vec![best.clone()], vec![])?,
                    None => best.clone(),
                };
                for it in items.into_iter().skip(1) {
                    let k = match &key {
                        Some(f) => self.call(f, vec![it.clone()], vec![])?,
                        None => it.clone(),
                    };
                    let op = if b == B::Min {
                        crate::parse::python::ast::CmpOp::Lt
                    } else {
                        crate::parse::python::ast::CmpOp::Gt
                    };
                    match self.compare(op, &k, &best_k)? {
                        Some(true) => {
                            best = it;
                            best_k = k;
                        }
                        Some(false) => {}
                        None => return Ok(unknown),
                    }
                }
                best.with_taint(t)
            }
            B::Sum | B::Prod => {
                let Some(items) = self.iterate(&arg(0).unwrap_or_else(Value::none))? else {
                    return Ok(unknown);
                };
                let mut acc = arg(1).unwrap_or_else(|| Value::int(if b == B::Sum { 0 } else { 1 }));
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
