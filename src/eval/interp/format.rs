//! Printf-style string formatting (`fmt % args`), as Python does it.

use super::*;
use crate::eval::pyformat::{self, Show};

/// An error Python raises while formatting: its class and message.
type Fail = (&'static str, String);
/// A value converted: (sign, prefix, digits or text, numeric).
type Converted = (&'static str, &'static str, String, bool);

/// `fmt % args` as Python's printf-style formatting does it: `Ok(None)` when the result depends
/// on something unknown (an unknown argument, a mapping other than a plain dict of strings known
/// exactly, an object), `Err` with the error Python raises (`"64" % 8`: TypeError, not all
/// arguments converted; `"%(n)s" % {}`: KeyError, whose message is the missing key).
pub(super) fn percent_format(fmt: &str, args: &Value) -> Result<Option<String>, Fail> {
    if let V::Dict(d) = &args.kind {
        // `"%(name)s" % {"name": …}`: each `%(key)` is looked up in the dict, and a conversion
        // without a key takes the dict itself. Only a plain dict known exactly whose keys are
        // all strings: a `defaultdict` makes missing keys, and another key may equal a string.
        let Ok(d) = d.try_borrow() else { return Ok(None) };
        let plain =
            d.is_plain() && args.inexact_bits() == 0 && d.entries.iter().all(|(k, _, _)| matches!(k.kind, V::Str(_)));
        return if plain {
            format_each(fmt, args, Some(&d.entries))
        } else {
            Ok(None)
        };
    }
    if args.is_unknown() || matches!(args.kind, V::Config(_) | V::Instance(_)) {
        // A mapping (`%(name)s`, or no conversion at all) or an object of unknown type.
        return Ok(None);
    }
    format_each(fmt, args, None)
}

/// `fmt`'s conversions when each is `%s` or `%r` (flags, width and precision as numbers, no
/// `*`, no `%(key)`), with every `%r` written `%s`: the objects they take can be shown first, in
/// order, by their own `__str__`/`__repr__`, and the text formatted from those strings.
/// `None` for any other format (one whose errors or calls come between the conversions).
pub(super) fn text_conversions(fmt: &str) -> Option<(Vec<bool>, String)> {
    let mut reprs = Vec::new();
    let mut out = String::with_capacity(fmt.len());
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c != '%' {
            continue;
        }
        // Flags, width, precision and length, as Python reads them: anything else fails the
        // format before its argument is shown.
        fn take(chars: &mut std::iter::Peekable<std::str::Chars>, ok: fn(char) -> bool, out: &mut String) {
            while let Some(f) = chars.next_if(|f| ok(*f)) {
                out.push(f);
            }
        }
        take(&mut chars, |f| "#0- +".contains(f), &mut out);
        take(&mut chars, |f| f.is_ascii_digit(), &mut out);
        if chars.next_if_eq(&'.').is_some() {
            out.push('.');
            take(&mut chars, |f| f.is_ascii_digit(), &mut out);
        }
        if let Some(l) = chars.next_if(|l| "hlL".contains(*l)) {
            out.push(l);
        }
        match chars.next()? {
            '%' if out.ends_with('%') => out.push('%'),
            's' => {
                reprs.push(false);
                out.push('s');
            }
            'r' => {
                reprs.push(true);
                out.push('s');
            }
            _ => return None,
        }
    }
    Some((reprs, out))
}

/// The conversions of `fmt`, each taking the next of `args`' items, or, given a dict's
/// `entries`, the value of its `%(key)` (the dict itself for a conversion without one).
fn format_each<'a>(
    fmt: &str,
    args: &Value<'a>,
    entries: Option<&[(Value<'a>, Value<'a>, Src)]>,
) -> Result<Option<String>, Fail> {
    let type_error = |m: String| -> Fail { ("TypeError", m) };
    // Any other object with items (a list) is taken as a mapping, too: no conversion, no error.
    let mapping_like = matches!(args.kind, V::List(_));
    let items: Vec<Value> = match &args.kind {
        V::Tuple(t) => t.as_ref().clone(),
        _ => vec![args.clone()],
    };
    let mut next = items.iter();
    let mut out = String::new();
    let mut unknown = false;
    let mut converted = false;
    // (A mapping's) whether its one argument was taken: by a `%(key)`, or as the dict itself.
    let mut mapping_used = false;
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        // `%(key)`: the key runs to its closing parenthesis (nested ones counted, as Python
        // does).
        let mut keyed: Option<Value> = None;
        if chars.peek() == Some(&'(') {
            let Some(entries) = entries else { return Ok(None) };
            chars.next();
            let mut depth = 1;
            let mut key = String::new();
            for k in chars.by_ref() {
                depth += match k {
                    '(' => 1,
                    ')' => -1,
                    _ => 0,
                };
                if depth == 0 {
                    break;
                }
                key.push(k);
            }
            if depth != 0 {
                return Err(("ValueError", "incomplete format key".into()));
            }
            mapping_used = true;
            match entries
                .iter()
                .find(|(k, _, _)| matches!(&k.kind, V::Str(s) if **s == *key))
            {
                Some((_, v, _)) => keyed = Some(v.clone()),
                // (A `KeyError`'s message is the key itself: its `args`.)
                None => return Err(("KeyError", key)),
            }
        }
        // (`%%` is a `%` only where nothing stands between the two.)
        let bare = keyed.is_none() && chars.peek() == Some(&'%');
        let mut flags = String::new();
        while let Some(&f) = chars.peek().filter(|f| "#0- +".contains(**f)) {
            flags.push(f);
            chars.next();
        }
        // A number in the spec, or `*` (taken from the arguments): `Some(None)` when unknown.
        let used = mapping_used;
        let mut number = |chars: &mut std::iter::Peekable<std::str::Chars>,
                          star_negative: &mut bool|
         -> Result<Option<Option<usize>>, Fail> {
            if chars.peek() == Some(&'*') && entries.is_some() {
                // From a mapping, `*` takes the dict itself, not an int (or nothing, once taken).
                return Err(type_error(
                    if used {
                        "not enough arguments for format string"
                    } else {
                        "* wants int"
                    }
                    .into(),
                ));
            }
            if chars.peek() == Some(&'*') {
                chars.next();
                return match next.next() {
                    // (A negative width left-justifies; a negative precision is 0.)
                    Some(
                        v @ Value {
                            kind: V::Int(_) | V::Bool(_),
                            ..
                        },
                    ) => {
                        let n = v.as_int().unwrap_or(0);
                        if n < 0 {
                            *star_negative = true;
                        }
                        Ok(Some(Some(n.unsigned_abs().min(1 << 16) as usize)))
                    }
                    Some(v) if v.is_unknown() => Ok(Some(None)),
                    Some(_) => Err(type_error("* wants int".into())),
                    None => Err(type_error("not enough arguments for format string".into())),
                };
            }
            let mut n: Option<usize> = None;
            while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                n = Some((n.unwrap_or(0) * 10 + d as usize).min(1 << 16));
                chars.next();
            }
            Ok(n.map(Some))
        };
        let mut star_negative = false;
        let width = number(&mut chars, &mut star_negative)?;
        if std::mem::take(&mut star_negative) {
            flags.push('-');
        }
        let precision = if chars.peek() == Some(&'.') {
            chars.next();
            let p = number(&mut chars, &mut star_negative)?.unwrap_or(Some(0));
            match star_negative {
                true => Some(Some(0)),
                false => Some(p),
            }
        } else {
            None
        };
        // (One length modifier, read and ignored: `%lld` is `d` after `l`, `l`.)
        chars.next_if(|l| "hlL".contains(*l));
        let Some(conv) = chars.next() else {
            return Err(("ValueError", "incomplete format".into()));
        };
        if conv == '%' && bare {
            out.push('%');
            continue;
        }
        converted = true;
        let v = match (&keyed, entries) {
            (Some(v), _) => v,
            // Python's next argument from a mapping is the dict itself, once, and only before
            // any `%(key)` (which takes its place).
            (None, Some(_)) if mapping_used => return Err(type_error("not enough arguments for format string".into())),
            (None, Some(_)) => {
                mapping_used = true;
                args
            }
            (None, None) => match next.next() {
                Some(v) => v,
                None => return Err(type_error("not enough arguments for format string".into())),
            },
        };
        let (Some(width), Some(precision)) = (width.unwrap_or(Some(0)), precision.map_or(Some(None), |p| p.map(Some)))
        else {
            unknown = true;
            continue;
        };
        if matches!(v.kind, V::Instance(_)) {
            // An object shows itself by its own code, which may raise before the rest of the
            // format is read (a count that does not match comes after it).
            return Ok(None);
        }
        if v.is_unknown() || matches!(v.kind, V::Config(_)) {
            // Its value is not known.
            unknown = true;
            continue;
        }
        let Some(converted_value) = convert(conv, v, &flags, precision)? else {
            return Ok(None);
        };
        pad_into(&mut out, &flags, width, converted_value);
    }
    if entries.is_none() && next.next().is_some() && (converted || !mapping_like) {
        return Err(type_error(
            "not all arguments converted during string formatting".into(),
        ));
    }
    Ok((!unknown).then_some(out))
}

/// One conversion (`%d`, `%5.2f`, `%-8s`, …) of `v`: its sign, prefix (`0x`), digits or text, and
/// whether it is numeric (`0` pads it); `Ok(None)` when the result depends on something unknown.
fn convert(conv: char, v: &Value, flags: &str, precision: Option<usize>) -> Result<Option<Converted>, Fail> {
    let type_error = |m: String| -> Fail { ("TypeError", m) };
    let number_value = || -> Result<f64, Fail> {
        match &v.kind {
            V::Int(i) => Ok(*i as f64),
            V::Bool(b) => Ok(f64::from(u8::from(*b))),
            V::Float(f) => Ok(*f),
            _ => Err(type_error(format!(
                "%{conv} format: a real number is required, not {}",
                v.type_name()
            ))),
        }
    };
    // (sign, prefix, digits) of a number, or the text of a string conversion.
    let sign_of = |negative: bool| {
        if negative {
            "-"
        } else if flags.contains('+') {
            "+"
        } else if flags.contains(' ') {
            " "
        } else {
            ""
        }
    };
    Ok(Some(match conv {
        // An object's text is the object model's (`Interp::display_value`): not known here.
        's' | 'r' | 'a' if !super::display::display_is_plain(v, 0) => return Ok(None),
        's' | 'r' | 'a' => {
            let show = match conv {
                's' => Show::Str,
                'r' => Show::Repr,
                _ => Show::Ascii,
            };
            let Some(t) = pyformat::display(v, show) else {
                return Ok(None);
            };
            let t = match precision {
                Some(p) => t.chars().take(p).collect(),
                None => t,
            };
            ("", "", t, false)
        }
        'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
            let i: i128 = match &v.kind {
                V::Int(i) => i128::from(*i),
                V::Bool(b) => i128::from(u8::from(*b)),
                V::Float(f) if matches!(conv, 'd' | 'i' | 'u') => {
                    // (Past `i128`, `as` would saturate: not known.)
                    if !f.is_finite() || f.abs() >= 1.7e38 {
                        return Ok(None);
                    }
                    f.trunc() as i128
                }
                V::Float(_) => return Err(type_error(format!("%{conv} format: an integer is required, not float"))),
                // Not a number: `number_value` says so as Python does.
                _ if matches!(conv, 'd' | 'i' | 'u') => return number_value().map(|_| None),
                _ => {
                    return Err(type_error(format!(
                        "%{conv} format: an integer is required, not {}",
                        v.type_name()
                    )))
                }
            };
            let m = i.unsigned_abs();
            let digits = match conv {
                'x' => format!("{m:x}"),
                'X' => format!("{m:X}"),
                'o' => format!("{m:o}"),
                _ => m.to_string(),
            };
            let digits = match precision {
                Some(p) if p > digits.len() => format!("{}{digits}", "0".repeat(p - digits.len())),
                _ => digits,
            };
            let prefix = match (conv, flags.contains('#')) {
                ('x', true) => "0x",
                ('X', true) => "0X",
                ('o', true) => "0o",
                _ => "",
            };
            (sign_of(i < 0), prefix, digits, true)
        }
        'f' | 'F' => {
            let x = number_value()?;
            if !x.is_finite() {
                return Ok(None);
            }
            let p = precision.unwrap_or(6);
            let mut digits = format!("{:.*}", p, x.abs());
            // (`#` keeps the point with no digit after it.)
            if p == 0 && flags.contains('#') {
                digits.push('.');
            }
            (sign_of(x.is_sign_negative()), "", digits, true)
        }
        'e' | 'E' | 'g' | 'G' => {
            let x = number_value()?;
            if !x.is_finite() {
                return Ok(None);
            }
            let spec = format!(
                "{}.{}{conv}",
                if flags.contains('#') { "#" } else { "" },
                precision.unwrap_or(6)
            );
            let Ok(Some(digits)) = pyformat::format_value(&Value::new(V::Float(x.abs())), &spec) else {
                return Ok(None);
            };
            (sign_of(x.is_sign_negative()), "", digits, true)
        }
        'c' => {
            let c = match &v.kind {
                V::Int(_) | V::Bool(_) => match u32::try_from(v.as_int().unwrap_or(-1)) {
                    Ok(n) if n < 0x11_0000 => match char::from_u32(n) {
                        Some(c) => c,
                        // A surrogate: Python's one-character string, which no Rust one is.
                        None => return Ok(None),
                    },
                    _ => return Err(("OverflowError", "%c arg not in range(0x110000)".into())),
                },
                V::Str(s) if s.chars().count() == 1 => s.chars().next().unwrap_or(' '),
                _ => return Err(type_error("%c requires an int or a unicode character".into())),
            };
            ("", "", c.to_string(), false)
        }
        other => {
            return Err((
                "ValueError",
                format!("unsupported format character '{other}' ({:#x})", u32::from(other)),
            ))
        }
    }))
}

/// `out` gets one converted value padded to `width` as the flags say (`-` left, `0` zeros).
fn pad_into(out: &mut String, flags: &str, width: usize, (sign, prefix, body, numeric): Converted) {
    let len = sign.len() + prefix.len() + body.chars().count();
    let pad = width.saturating_sub(len);
    if flags.contains('-') {
        out.push_str(sign);
        out.push_str(prefix);
        out.push_str(&body);
        out.extend(std::iter::repeat_n(' ', pad));
    } else if flags.contains('0') && numeric {
        out.push_str(sign);
        out.push_str(prefix);
        out.extend(std::iter::repeat_n('0', pad));
        out.push_str(&body);
    } else {
        out.extend(std::iter::repeat_n(' ', pad));
        out.push_str(sign);
        out.push_str(prefix);
        out.push_str(&body);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_format_formats_and_fails_like_python() {
        // Expected values printed by CPython 3.11.
        let int = Value::int;
        let st = |x: &str| Value::str(x);
        let tup = |v: Vec<Value<'static>>| Value::tuple(v);
        let ok = |f: &str, a: Value| percent_format(f, &a).expect("formats").expect("known");
        assert_eq!(ok("%d", int(5)), "5");
        assert_eq!(ok("%5d", int(42)), "   42");
        assert_eq!(ok("%-5d|", int(42)), "42   |");
        assert_eq!(ok("%05d", int(-42)), "-0042");
        assert_eq!(ok("%.2f", Value::new(V::Float(1.23456))), "1.23");
        assert_eq!(ok("%8.3f", Value::new(V::Float(2.5))), "   2.500");
        assert_eq!(ok("%s-%s", tup(vec![st("a"), int(1)])), "a-1");
        assert_eq!(ok("%r", st("x")), "'x'");
        assert_eq!(ok("%x %X %o", tup(vec![int(255), int(255), int(8)])), "ff FF 10");
        assert_eq!(
            ok("%.3s|%5s|%-5s|", tup(vec![st("abcdef"), st("ab"), st("ab")])),
            "abc|   ab|ab   |"
        );
        assert_eq!(ok("%d%%", int(50)), "50%");
        assert_eq!(ok("%i", Value::bool(true)), "1");
        assert_eq!(ok("%d", Value::new(V::Float(3.9))), "3");
        assert_eq!(
            ok(
                "%x|%+d|% d|%#x|%#o|%#X",
                tup(vec![int(-255), int(5), int(5), int(255), int(8), int(255)])
            ),
            "-ff|+5| 5|0xff|0o10|0XFF"
        );
        assert_eq!(
            ok("%.3d|%08.3d|%-+5d|%05x", tup(vec![int(5), int(-5), int(3), int(-255)])),
            "005|-0000005|+3   |-00ff"
        );
        assert_eq!(ok("%+.2f", Value::new(V::Float(2.5))), "+2.50");
        assert_eq!(ok("abc", Value::list(vec![])), "abc");
        let err = |f: &str, a: Value| percent_format(f, &a).expect_err("fails");
        assert_eq!(
            err("64", int(8)),
            (
                "TypeError",
                "not all arguments converted during string formatting".to_string()
            )
        );
        assert_eq!(
            err("%d %d", tup(vec![int(1)])),
            ("TypeError", "not enough arguments for format string".to_string())
        );
        assert_eq!(
            err("%d", st("x")),
            ("TypeError", "%d format: a real number is required, not str".to_string())
        );
        assert_eq!(err("%", int(1)).0, "ValueError");
        assert_eq!(err("%z", int(1)).0, "ValueError");
        // What depends on an unknown value is unknown, not guessed.
        assert_eq!(percent_format("%d", &Value::unknown(0)), Ok(None));
        assert_eq!(
            percent_format("%s and %s", &tup(vec![int(1), Value::unknown(0)])),
            Ok(None)
        );
        assert_eq!(
            ok(
                "%.3e|%g",
                tup(vec![Value::new(V::Float(1.0)), Value::new(V::Float(1e-5))])
            ),
            "1.000e+00|1e-05"
        );
        assert_eq!(percent_format("%*d", &tup(vec![Value::unknown(0), int(1)])), Ok(None));
    }

    #[test]
    fn percent_format_takes_a_dict_as_python_does() {
        // Expected values printed by CPython 3.11.
        let dict = |entries: Vec<(&str, Value<'static>)>| {
            Value::dict(Dict::from_entries(
                entries
                    .into_iter()
                    .map(|(k, v)| (Value::str(k), v, Src::default()))
                    .collect(),
            ))
        };
        let d = dict(vec![("name", Value::str("decode")), ("n", Value::int(7))]);
        let ok = |f: &str, a: &Value| percent_format(f, a).expect("formats").expect("known");
        assert_eq!(ok("%(name)s:%(n)04d|%(n)x|%(name)r", &d), "decode:0007|7|'decode'");
        assert_eq!(ok("%(n)d%%", &d), "7%");
        assert_eq!(ok("plain", &d), "plain");
        assert_eq!(ok("%s", &dict(vec![("a", Value::int(1))])), "{'a': 1}");
        assert_eq!(ok("%(a(b))s", &dict(vec![("a(b)", Value::str("paren"))])), "paren");
        let err = |f: &str, a: &Value| percent_format(f, a).expect_err("fails");
        assert_eq!(err("%(nope)s", &d), ("KeyError", "nope".to_string()));
        assert_eq!(err("%(name)d", &d).0, "TypeError");
        assert_eq!(err("%(name", &d), ("ValueError", "incomplete format key".to_string()));
        let not_enough = ("TypeError", "not enough arguments for format string".to_string());
        assert_eq!(err("%(n)d %s", &d), not_enough);
        assert_eq!(err("%s %s", &d), not_enough);
        assert_eq!(err("%*d", &d), ("TypeError", "* wants int".to_string()));
        // Not known: a key that is not a string (it may equal one), a dict not known exactly, a
        // `defaultdict` (which makes the keys it lacks), a tuple where a mapping is wanted.
        let int_key = Value::dict(Dict::from_entries(vec![(
            Value::int(1),
            Value::str("one"),
            Src::default(),
        )]));
        assert_eq!(percent_format("%(1)s", &int_key), Ok(None));
        let inexact = dict(vec![("n", Value::int(7))]);
        inexact.mark_inexact(INEXACT);
        assert_eq!(percent_format("%(nope)s", &inexact), Ok(None));
        let mut dd = Dict::from_entries(vec![]);
        dd.flavor = Flavor::Default(Value::unknown(0));
        assert_eq!(percent_format("%(a)s", &Value::dict(dd)), Ok(None));
        assert_eq!(percent_format("%(a)s", &Value::tuple(vec![Value::str("a")])), Ok(None));
    }
}
