//! The methods of `str`.

use super::*;

impl<'a> Interp<'a> {
    pub(super) fn str_method(
        &mut self,
        s: &str,
        name: &str,
        args: &[Value<'a>],
        kwargs: &Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let sarg = |i: usize| args.get(i).and_then(|v| v.as_str().map(str::to_string));
        if args.iter().any(|a| a.is_unknown()) {
            return Ok(Value::unknown(t));
        }
        let st = |x: &str| Value::str(x).with_taint(t);
        Ok(match name {
            "lower" | "casefold" => st(&s.to_lowercase()),
            "upper" => st(&s.to_uppercase()),
            "strip" => st(match sarg(0) {
                Some(c) => s.trim_matches(|x| c.contains(x)),
                None => s.trim(),
            }),
            "lstrip" => st(match sarg(0) {
                Some(c) => s.trim_start_matches(|x| c.contains(x)),
                None => s.trim_start(),
            }),
            "rstrip" => st(match sarg(0) {
                Some(c) => s.trim_end_matches(|x| c.contains(x)),
                None => s.trim_end(),
            }),
            "startswith" | "endswith" => {
                let prefixes: Vec<String> = match args.first().map(|a| &a.kind) {
                    Some(V::Tuple(x)) => x.iter().filter_map(|v| v.as_str().map(str::to_string)).collect(),
                    _ => sarg(0).into_iter().collect(),
                };
                let r = prefixes.iter().any(|p| {
                    if name == "startswith" {
                        s.starts_with(p.as_str())
                    } else {
                        s.ends_with(p.as_str())
                    }
                });
                Value::bool(r).with_taint(t)
            }
            "replace" => match (sarg(0), sarg(1)) {
                (Some(a), Some(b)) if !a.is_empty() => st(&s.replace(&a, &b)),
                _ => Value::unknown(t),
            },
            "split" | "rsplit" => {
                let parts: Vec<Value> = match sarg(0) {
                    Some(sep) if !sep.is_empty() => s.split(sep.as_str()).map(st).collect(),
                    _ => s.split_whitespace().map(st).collect(),
                };
                Value::list(parts).with_taint(t)
            }
            "join" => return self.str_join(s, args, t),
            // An object's text is the object model's (`Interp::display_value`), not known here.
            "format"
                if !args
                    .iter()
                    .chain(kwargs.iter().map(|(_, v)| v))
                    .all(|v| crate::eval::interp::display_is_plain(v, 0)) =>
            {
                let bits = self.inexact(FallbackKind::NotModelled, "str.format of an object");
                Value::unknown(t | bits)
            }
            "format" => st(&str_format(s, args, kwargs)),
            "isdigit" | "isnumeric" | "isdecimal" => {
                Value::bool(!s.is_empty() && s.chars().all(|c| c.is_ascii_digit())).with_taint(t)
            }
            "isalpha" => Value::bool(!s.is_empty() && s.chars().all(char::is_alphabetic)).with_taint(t),
            "find" | "index" => match sarg(0) {
                Some(x) => match s.find(x.as_str()) {
                    Some(p) => Value::int(s[..p].chars().count() as i64).with_taint(t),
                    None if name == "find" => Value::int(-1).with_taint(t),
                    None => return self.fail("ValueError", "substring not found".into(), t),
                },
                None => Value::unknown(t),
            },
            "count" => match sarg(0) {
                Some(x) if !x.is_empty() => Value::int(s.matches(x.as_str()).count() as i64).with_taint(t),
                _ => Value::unknown(t),
            },
            "partition" => match sarg(0) {
                Some(x) if !x.is_empty() => match s.split_once(x.as_str()) {
                    Some((a, b)) => Value::tuple(vec![st(a), st(&x), st(b)]),
                    None => Value::tuple(vec![st(s), st(""), st("")]),
                },
                _ => Value::unknown(t),
            },
            "removeprefix" => match sarg(0) {
                Some(x) => st(s.strip_prefix(x.as_str()).unwrap_or(s)),
                None => Value::unknown(t),
            },
            "removesuffix" => match sarg(0) {
                Some(x) => st(s.strip_suffix(x.as_str()).unwrap_or(s)),
                None => Value::unknown(t),
            },
            "zfill" | "ljust" | "rjust" | "center" | "title" | "capitalize" | "encode" | "splitlines" => {
                Value::unknown(t)
            }
            _ => return self.fail("AttributeError", format!("'str' object has no attribute '{name}'"), t),
        })
    }

    /// `s.join(items)`: every item a string, or a TypeError as Python raises.
    fn str_join(&mut self, s: &str, args: &[Value<'a>], t: Taint) -> R<'a, Value<'a>> {
        let Some(it) = args.first() else {
            return Ok(Value::unknown(t));
        };
        let Some(items) = self.iterate(it)? else {
            return Ok(Value::unknown(t));
        };
        let mut parts = Vec::new();
        let mut taint = t;
        for i in items {
            taint |= i.taint;
            match i.as_str() {
                Some(x) => parts.push(x.to_string()),
                None if i.is_unknown() => return Ok(Value::unknown(taint)),
                None => {
                    return self.fail(
                        "TypeError",
                        format!("sequence item: expected str instance, {} found", i.type_name()),
                        taint,
                    )
                }
            }
        }
        if parts.iter().map(|p| p.len() + s.len()).sum::<usize>() > MAX_STR {
            return Ok(Value::unknown(taint));
        }
        Ok(Value::str(&parts.join(s)).with_taint(taint))
    }
}

/// `s.format(*args, **kwargs)`: each `{}` / `{0}` / `{name}` replaced by its argument's `str`
/// (the format spec after `:` or `!` is not applied).
fn str_format<'a>(s: &str, args: &[Value<'a>], kwargs: &Kw<'a>) -> String {
    let mut out = String::new();
    let mut auto = 0usize;
    let mut rest = s;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        if let Some(stripped) = after.strip_prefix('{') {
            out.push('{');
            rest = stripped;
            continue;
        }
        let Some(close) = after.find('}') else { break };
        let field = after[..close].split([':', '!']).next().unwrap_or("");
        let v = if field.is_empty() {
            auto += 1;
            args.get(auto - 1).cloned()
        } else if let Ok(i) = field.parse::<usize>() {
            args.get(i).cloned()
        } else {
            kw(kwargs, field)
        };
        out.push_str(&v.map(|v| to_display(&v, false)).unwrap_or_default());
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}
