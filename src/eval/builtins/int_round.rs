//! `int(x)` / `int(text, base)`, `round(x)` / `round(x, ndigits)` and `pow(b, e, m)`, as CPython
//! computes them.
//!
//! In: the call's arguments (exact: the caller handles unknown ones). Out: the value, or the
//! error CPython raises; a result past `i64`, or an argument of a type the tool does not take
//! apart (an instance's `__int__`, `__round__`), is unknown.

use super::*;

/// `int(text, base)`'s parse: optional sign, a prefix where the base allows one, digits with
/// single underscores between them, surrounding whitespace. `None`: not a valid literal; `Some(None)`:
/// valid but past `i64`.
fn parse_int(text: &str, base: u32) -> Option<Option<i64>> {
    // Python also takes any Unicode decimal digit (`int('١٢')` is 12) and strips what its
    // `str.isspace` says: beyond printable ASCII, not known.
    if !text
        .bytes()
        .all(|b| (0x20..0x7f).contains(&b) || crate::eval::pyformat::is_py_ascii_space(char::from(b)))
    {
        return Some(None);
    }
    let s = text.trim_matches(crate::eval::pyformat::is_py_ascii_space);
    let (neg, s) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let lower = s.to_ascii_lowercase();
    let prefixed = |p: &str| lower.starts_with(p);
    let (base, digits, had_prefix) = match base {
        0 if prefixed("0x") => (16, &s[2..], true),
        0 if prefixed("0o") => (8, &s[2..], true),
        0 if prefixed("0b") => (2, &s[2..], true),
        16 if prefixed("0x") => (16, &s[2..], true),
        8 if prefixed("0o") => (8, &s[2..], true),
        2 if prefixed("0b") => (2, &s[2..], true),
        0 => {
            // Base 0 without a prefix: decimal, and no leading zeros but for zero itself.
            let d: String = s.chars().filter(|c| *c != '_').collect();
            if d.len() > 1 && d.starts_with('0') && d.chars().any(|c| c != '0') {
                return None;
            }
            (10, s, false)
        }
        b => (b, s, false),
    };
    // After a prefix an underscore may lead (`0x_ff`); elsewhere only between digits.
    let digits = if had_prefix {
        digits.strip_prefix('_').unwrap_or(digits)
    } else {
        digits
    };
    if digits.is_empty() || digits.starts_with('_') || digits.ends_with('_') || digits.contains("__") {
        return None;
    }
    let mut acc: Option<i64> = Some(0);
    for c in digits.chars().filter(|c| *c != '_') {
        let d = c.to_digit(36).filter(|d| *d < base)?;
        acc = acc.and_then(|a| a.checked_mul(base as i64)).and_then(|a| {
            if neg {
                a.checked_sub(d as i64)
            } else {
                a.checked_add(d as i64)
            }
        });
    }
    Some(acc)
}

impl<'a> Interp<'a> {
    /// `int()`, `int(x)`, `int(text, base)`.
    pub(super) fn int_builtin(&mut self, args: &[Value<'a>], t: Taint) -> R<'a, Value<'a>> {
        let unknown = Value::unknown(t);
        let Some(x) = args.first() else {
            return Ok(Value::int(0));
        };
        if let Some(b) = args.get(1) {
            let Some(base) = b.as_int() else { return Ok(unknown) };
            if base != 0 && !(2..=36).contains(&base) {
                return self.fail("ValueError", "int() base must be >= 2 and <= 36, or 0".into(), t);
            }
            let V::Str(s) = &x.kind else {
                if matches!(
                    x.kind,
                    V::Int(_) | V::Bool(_) | V::Float(_) | V::None | V::List(_) | V::Tuple(_)
                ) {
                    let message = "int() can't convert non-string with explicit base".to_string();
                    return self.fail("TypeError", message, t);
                }
                return Ok(unknown);
            };
            return match parse_int(s, base as u32) {
                Some(Some(i)) => Ok(Value::int(i).with_taint(t)),
                Some(None) => Ok(unknown),
                None => {
                    let message = format!("invalid literal for int() with base {base}: {}", to_display(x, true));
                    self.fail("ValueError", message, t)
                }
            };
        }
        Ok(match &x.kind {
            V::Int(i) => Value::int(*i).with_taint(t),
            V::Bool(b) => Value::int(*b as i64).with_taint(t),
            V::Float(f) => return self.int_of_whole(f.trunc(), t),
            V::Str(s) => match parse_int(s, 10) {
                Some(Some(i)) => Value::int(i).with_taint(t),
                Some(None) => unknown,
                None => {
                    let message = format!("invalid literal for int() with base 10: {}", to_display(x, true));
                    return self.fail("ValueError", message, t);
                }
            },
            V::None | V::List(_) | V::Tuple(_) | V::Dict(_) | V::Set(_) => {
                let message = format!(
                    "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                    x.type_name()
                );
                return self.fail("TypeError", message, t);
            }
            _ => unknown,
        })
    }

    /// The int a float that holds a whole number converts to, as `int()`, `round()` and
    /// `math.floor`/`ceil` give it once they have rounded: NaN and the infinities raise, and
    /// past `i64` it is not known (Python's ints have no bound).
    pub(super) fn int_of_whole(&mut self, x: f64, t: Taint) -> R<'a, Value<'a>> {
        if x.is_nan() {
            return self.fail("ValueError", "cannot convert float NaN to integer".into(), t);
        }
        if x.is_infinite() {
            return self.fail("OverflowError", "cannot convert float infinity to integer".into(), t);
        }
        Ok(if x.abs() < 9.2e18 {
            Value::int(x as i64).with_taint(t)
        } else {
            Value::unknown(t)
        })
    }

    /// `round(x)` (an int, ties to even) and `round(x, ndigits)` (of x's type).
    pub(super) fn round_builtin(&mut self, args: &[Value<'a>], t: Taint) -> R<'a, Value<'a>> {
        let unknown = Value::unknown(t);
        let Some(x) = args.first() else { return Ok(unknown) };
        let nd = match args.get(1) {
            None => None,
            Some(n) if matches!(n.kind, V::None) => None,
            Some(n) => match n.as_int() {
                Some(i) if matches!(n.kind, V::Int(_) | V::Bool(_)) => Some(i),
                _ => return Ok(unknown),
            },
        };
        Ok(match (&x.kind, nd) {
            (V::Int(_) | V::Bool(_), None) => Value::int(x.as_int().unwrap_or(0)).with_taint(t),
            (V::Int(_) | V::Bool(_), Some(n)) => {
                let i = x.as_int().unwrap_or(0);
                if n >= 0 {
                    return Ok(Value::int(i).with_taint(t));
                }
                // Ties to even at the `10**-n` place.
                let Some(p) = u32::try_from(-n).ok().and_then(|k| 10i128.checked_pow(k)) else {
                    return Ok(Value::int(0).with_taint(t));
                };
                let (q, r) = ((i as i128).div_euclid(p), (i as i128).rem_euclid(p));
                let q = if 2 * r > p || (2 * r == p && q % 2 != 0) {
                    q + 1
                } else {
                    q
                };
                match i64::try_from(q * p) {
                    Ok(v) => Value::int(v).with_taint(t),
                    Err(_) => unknown,
                }
            }
            (V::Float(f), None) => return self.int_of_whole(f.round_ties_even(), t),
            (V::Float(f), Some(n)) => {
                if !f.is_finite() {
                    return Ok(Value::new(V::Float(*f)).with_taint(t));
                }
                let r = if n >= 0 {
                    // The float's exact decimal value, rounded ties-to-even at `n` digits (as
                    // CPython's correctly rounded `round`): formatting does exactly that.
                    if n > 330 {
                        *f
                    } else {
                        match format!("{:.*}", n as usize, f).parse::<f64>() {
                            Ok(r) => r,
                            Err(_) => return Ok(unknown),
                        }
                    }
                } else if n < -330 {
                    0.0f64.copysign(*f)
                } else {
                    match round_to_tens(*f, (-n) as usize) {
                        Some(r) => r,
                        None => return Ok(unknown),
                    }
                };
                Value::new(V::Float(r)).with_taint(t)
            }
            _ => unknown,
        })
    }

    /// `pow(b, e, m)`: ints only; a negative exponent takes the inverse of `b` modulo `m`.
    pub(super) fn pow_mod(&mut self, b: &Value<'a>, e: &Value<'a>, m: &Value<'a>, t: Taint) -> R<'a, Value<'a>> {
        let int = |v: &Value| match v.kind {
            V::Int(_) | V::Bool(_) => v.as_int(),
            _ => None,
        };
        let (Some(b), Some(e), Some(m)) = (int(b), int(e), int(m)) else {
            if [b, e, m]
                .iter()
                .all(|v| matches!(v.kind, V::Int(_) | V::Bool(_) | V::Float(_)))
            {
                let message = "pow() 3rd argument not allowed unless all arguments are integers".to_string();
                return self.fail("TypeError", message, t);
            }
            return Ok(Value::unknown(t));
        };
        if m == 0 {
            return self.fail("ValueError", "pow() 3rd argument cannot be 0".into(), t);
        }
        let md = (m as i128).abs();
        let mut base = (b as i128).rem_euclid(md);
        if e < 0 {
            // The inverse by the extended Euclid algorithm.
            let (mut r0, mut r1, mut s0, mut s1) = (base, md, 1i128, 0i128);
            while r1 != 0 {
                let q = r0 / r1;
                (r0, r1) = (r1, r0 - q * r1);
                (s0, s1) = (s1, s0 - q * s1);
            }
            if r0 != 1 {
                return self.fail("ValueError", "base is not invertible for the given modulus".into(), t);
            }
            base = s0.rem_euclid(md);
        }
        let mut exp = (e as i128).unsigned_abs();
        let mut acc: i128 = 1 % md;
        while exp > 0 {
            if exp & 1 == 1 {
                acc = acc * base % md;
            }
            base = base * base % md;
            exp >>= 1;
        }
        // The result takes the modulus's sign, as `%` does.
        if m < 0 && acc != 0 {
            acc -= md;
        }
        Ok(Value::int(acc as i64).with_taint(t))
    }
}

/// `round(f, -k)` for `k >= 1`, as CPython computes it: correctly rounded, ties to even, from
/// `f`'s exact decimal value (not `(f / 10**k).round() * 10**k`, whose division and product each
/// round). The exact digits of `f`'s integer part, the fraction only deciding a tie; the digits
/// kept, one added to the last where the rest passes half, then read back as a float.
fn round_to_tens(f: f64, k: usize) -> Option<f64> {
    let a = f.abs();
    let int_digits = format!("{:.0}", a.trunc());
    let frac_nonzero = a.fract() != 0.0;
    let padded = format!("{}{int_digits}", "0".repeat((k + 1).saturating_sub(int_digits.len())));
    let (head, tail) = padded.split_at(padded.len() - k);
    let first = *tail.as_bytes().first()?;
    let rest_nonzero = tail[1..].bytes().any(|b| b != b'0') || frac_nonzero;
    let last_odd = head.as_bytes().last().is_some_and(|d| (d - b'0') % 2 == 1);
    let up = first > b'5' || (first == b'5' && (rest_nonzero || last_odd));
    let mut digits = head.as_bytes().to_vec();
    if up {
        let mut i = digits.len();
        loop {
            if i == 0 {
                digits.insert(0, b'1');
                break;
            }
            i -= 1;
            if digits[i] == b'9' {
                digits[i] = b'0';
            } else {
                digits[i] += 1;
                break;
            }
        }
    }
    let text = format!("{}e{k}", std::str::from_utf8(&digits).ok()?);
    let r: f64 = text.parse().ok()?;
    // (A result past the largest float: CPython raises OverflowError; not modelled.)
    r.is_finite().then(|| r.copysign(f))
}
