//! The methods of `str`, as CPython has them (`split`/`rsplit` with `maxsplit`, `find` and
//! friends with `start`/`end`, `replace` with a count, padding, case, predicates, `partition`,
//! `splitlines`, `expandtabs`, `translate`, `format`/`format_map`).
//!
//! In: the receiver's text and the call's arguments. Out: the result, Python's error when CPython
//! certainly raises, or an unknown result (marked inexact) for what is not modelled: non-ASCII
//! case mappings and predicates whose Unicode tables the tool does not have, arguments of
//! unusual types.

use super::*;
use crate::eval::pyformat::is_py_space;

/// `start`/`end` of a search as Python adjusts them to a string of `len` characters.
fn bounds(len: usize, start: Option<i64>, end: Option<i64>) -> (i64, i64) {
    let len = len as i64;
    let mut e = end.unwrap_or(len);
    if e > len {
        e = len;
    } else if e < 0 {
        e = (e + len).max(0);
    }
    let mut st = start.unwrap_or(0);
    if st < 0 {
        st = (st + len).max(0);
    }
    (st, e)
}

/// The byte offset of character `i` of `s` (its length past the end).
fn byte_at(s: &str, ascii: bool, i: usize) -> usize {
    if ascii {
        return i.min(s.len());
    }
    s.char_indices().nth(i).map_or(s.len(), |(b, _)| b)
}

/// One character's answer to a predicate: `None` when the tool lacks the Unicode table.
type Pred = fn(char) -> Option<bool>;

fn latin1_letter(c: char) -> bool {
    let u = u32::from(c);
    matches!(u, 0xaa | 0xb5 | 0xba) || (0xc0..=0xff).contains(&u) && u != 0xd7 && u != 0xf7
}

fn pred_alpha(c: char) -> Option<bool> {
    if c.is_ascii() || u32::from(c) <= 0xff {
        return Some(c.is_ascii_alphabetic() || latin1_letter(c));
    }
    if !c.is_alphabetic() {
        return Some(false);
    }
    None
}

fn pred_decimal(c: char) -> Option<bool> {
    if c.is_ascii() || !c.is_numeric() {
        return Some(c.is_ascii_digit());
    }
    None
}

fn pred_numeric(c: char) -> Option<bool> {
    if c.is_ascii() {
        return Some(c.is_ascii_digit());
    }
    if c.is_numeric() && crate::eval::pyformat::unicode_stable(c) {
        return Some(true);
    }
    None
}

impl<'a> Interp<'a> {
    /// A call of a `str` method the tool does not model with these arguments: not known, and
    /// Python may raise.
    fn str_not_modelled(&mut self, what: &str, t: Taint) -> Value<'a> {
        let bits = self.inexact(FallbackKind::NotModelled, what);
        self.may_raise_unseen();
        Value::unknown(t | bits)
    }

    pub(super) fn str_method(
        &mut self,
        s: &str,
        name: &str,
        args: &[Value<'a>],
        kwargs: &Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        if args.iter().any(|a| a.is_unknown()) || kwargs.iter().any(|k| k.1.is_unknown()) {
            return Ok(Value::unknown(t));
        }
        // Argument `i` (or keyword `k`): `Some(None)` when absent or `None`.
        let arg = |i: usize, k: &str| -> Option<Value<'a>> {
            args.get(i)
                .cloned()
                .or_else(|| (!k.is_empty()).then(|| kw(kwargs, k)).flatten())
        };
        let ascii = s.is_ascii();
        let st = |x: &str| Value::str(x).with_taint(t);
        match name {
            "format" => return self.str_format(s, args, kwargs, None, t),
            "format_map" => {
                return match args.first() {
                    Some(m) if args.len() == 1 && kwargs.is_empty() => self.str_format(s, &[], &[], Some(m), t),
                    _ => Ok(self.str_not_modelled("str.format_map", t)),
                }
            }
            "join" => return self.str_join(s, args, t),
            _ => {}
        }
        // Text arguments (or `None`) and integer arguments (or `None`); anything else is not
        // modelled here.
        let text = |v: &Option<Value<'a>>| -> Result<Option<String>, ()> {
            match v.as_ref().map(|v| &v.kind) {
                None | Some(V::None) => Ok(None),
                Some(V::Str(x)) => Ok(Some(x.to_string())),
                _ => Err(()),
            }
        };
        let int = |v: &Option<Value<'a>>| -> Result<Option<i64>, ()> {
            match v.as_ref().map(|v| &v.kind) {
                None | Some(V::None) => Ok(None),
                Some(V::Int(i)) => Ok(Some(*i)),
                Some(V::Bool(b)) => Ok(Some(i64::from(*b))),
                _ => Err(()),
            }
        };
        macro_rules! need {
            ($e:expr) => {
                match $e {
                    Ok(x) => x,
                    Err(()) => return Ok(self.str_not_modelled(name, t)),
                }
            };
        }
        let n_chars = || if ascii { s.len() } else { s.chars().count() };
        Ok(match name {
            // (Case mappings Unicode added after Python's tables are not Python's.)
            "lower" | "upper" if !ascii && !s.chars().all(crate::eval::pyformat::unicode_stable) => {
                return Ok(self.str_not_modelled(name, t))
            }
            "lower" => st(&s.to_lowercase()),
            "upper" => st(&s.to_uppercase()),
            "casefold" => {
                if !s.chars().all(|c| u32::from(c) <= 0xff) {
                    return Ok(self.str_not_modelled("str.casefold", t));
                }
                let mut out = String::with_capacity(s.len());
                for c in s.chars() {
                    match c {
                        'ß' => out.push_str("ss"),
                        'µ' => out.push('\u{3bc}'),
                        c => out.extend(c.to_lowercase()),
                    }
                }
                st(&out)
            }
            "swapcase" | "title" | "capitalize" if !ascii => return Ok(self.str_not_modelled(name, t)),
            "swapcase" => st(&s
                .chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect::<String>()),
            "title" => {
                let mut prev_cased = false;
                let out: String = s
                    .chars()
                    .map(|c| {
                        let r = if prev_cased {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        };
                        prev_cased = c.is_ascii_alphabetic();
                        r
                    })
                    .collect();
                st(&out)
            }
            "capitalize" => {
                let mut out = String::with_capacity(s.len());
                for (i, c) in s.chars().enumerate() {
                    out.push(if i == 0 {
                        c.to_ascii_uppercase()
                    } else {
                        c.to_ascii_lowercase()
                    });
                }
                st(&out)
            }
            "strip" | "lstrip" | "rstrip" => {
                let chars = match text(&arg(0, "chars")) {
                    Ok(c) => c,
                    Err(()) => {
                        let a = arg(0, "chars").map(|v| v.type_name()).unwrap_or("");
                        return self.fail("TypeError", format!("{name} arg must be None or str, not {a}"), t);
                    }
                };
                let keep = |c: char| match &chars {
                    Some(set) => set.contains(c),
                    None => is_py_space(c),
                };
                st(match name {
                    "strip" => s.trim_matches(keep),
                    "lstrip" => s.trim_start_matches(keep),
                    _ => s.trim_end_matches(keep),
                })
            }
            "startswith" | "endswith" => {
                let prefixes: Vec<String> = match args.first().map(|a| &a.kind) {
                    Some(V::Str(x)) => vec![x.to_string()],
                    Some(V::Tuple(x)) if x.iter().all(|v| v.as_str().is_some()) => {
                        x.iter().filter_map(|v| v.as_str().map(str::to_string)).collect()
                    }
                    Some(V::Tuple(_)) | None => return Ok(self.str_not_modelled(name, t)),
                    Some(_) => {
                        let a = args[0].type_name();
                        return self.fail(
                            "TypeError",
                            format!("{name} first arg must be str or a tuple of str, not {a}"),
                            t,
                        );
                    }
                };
                let start = need!(int(&arg(1, "")));
                let end = need!(int(&arg(2, "")));
                let len = n_chars();
                let (lo, hi) = bounds(len, start, end);
                let r = prefixes.iter().any(|p| {
                    let pl = p.chars().count() as i64;
                    if hi - pl < lo {
                        return false;
                    }
                    let (a, b) = if name == "startswith" {
                        (lo, lo + pl)
                    } else {
                        (hi - pl, hi)
                    };
                    let (a, b) = (byte_at(s, ascii, a as usize), byte_at(s, ascii, b as usize));
                    &s[a..b] == p.as_str()
                });
                Value::bool(r).with_taint(t)
            }
            "replace" => {
                let (Some(V::Str(old)), Some(V::Str(new))) =
                    (args.first().map(|v| &v.kind), args.get(1).map(|v| &v.kind))
                else {
                    return Ok(self.str_not_modelled(name, t));
                };
                // A count given is an int: `None` is refused, as CPython refuses it.
                if let Some(Value { kind: V::None, .. }) = arg(2, "count") {
                    return self.not_an_integer("NoneType", t);
                }
                let count = need!(int(&arg(2, "count")));
                let limit = match count {
                    Some(c) if c >= 0 => c as usize,
                    _ => usize::MAX,
                };
                let out = if old.is_empty() {
                    // `new` before every character and at the end, `count` times at most.
                    let mut out = String::new();
                    let mut done = 0;
                    for c in s.chars() {
                        if done < limit {
                            out.push_str(new);
                            done += 1;
                        }
                        out.push(c);
                    }
                    if done < limit {
                        out.push_str(new);
                    }
                    out
                } else {
                    s.replacen(&**old, new, limit)
                };
                if out.len() > MAX_STR {
                    return Ok(Value::unknown(t));
                }
                st(&out)
            }
            "split" | "rsplit" => {
                let sep = need!(text(&arg(0, "sep")));
                if let Some(Value { kind: V::None, .. }) = arg(1, "maxsplit") {
                    return self.not_an_integer("NoneType", t);
                }
                let maxsplit = need!(int(&arg(1, "maxsplit")));
                let max = match maxsplit {
                    Some(m) if m >= 0 => m as usize,
                    _ => usize::MAX,
                };
                let parts: Vec<&str> = match sep.as_deref() {
                    Some("") => return self.fail("ValueError", "empty separator".into(), t),
                    Some(sep) if name == "split" => s.splitn(max.saturating_add(1), sep).collect(),
                    Some(sep) => {
                        let mut p: Vec<&str> = s.rsplitn(max.saturating_add(1), sep).collect();
                        p.reverse();
                        p
                    }
                    None => split_ws(s, max, name == "rsplit"),
                };
                Value::list(parts.into_iter().map(st).collect()).with_taint(t)
            }
            "splitlines" => {
                let keep = match arg(0, "keepends").map(|v| v.kind) {
                    None => false,
                    Some(V::Bool(b)) => b,
                    Some(V::Int(i)) => i != 0,
                    _ => return Ok(self.str_not_modelled(name, t)),
                };
                Value::list(splitlines(s, keep).into_iter().map(st).collect()).with_taint(t)
            }
            "find" | "rfind" | "index" | "rindex" | "count" => {
                let Some(V::Str(sub)) = args.first().map(|v| &v.kind) else {
                    return Ok(self.str_not_modelled(name, t));
                };
                let start = need!(int(&arg(1, "")));
                let end = need!(int(&arg(2, "")));
                let len = n_chars();
                let (lo, hi) = bounds(len, start, end);
                let sub_len = sub.chars().count() as i64;
                if name == "count" {
                    let n = if hi - lo < sub_len || lo > len as i64 {
                        0
                    } else if sub.is_empty() {
                        hi - lo + 1
                    } else {
                        let (a, b) = (byte_at(s, ascii, lo as usize), byte_at(s, ascii, hi as usize));
                        s[a..b].matches(&**sub).count() as i64
                    };
                    return Ok(Value::int(n).with_taint(t));
                }
                let found = if hi - lo < sub_len {
                    None
                } else {
                    let (a, b) = (byte_at(s, ascii, lo as usize), byte_at(s, ascii, hi as usize));
                    let hay = &s[a..b];
                    let at = if name.starts_with('r') {
                        hay.rfind(&**sub)
                    } else {
                        hay.find(&**sub)
                    };
                    at.map(|p| lo + hay[..p].chars().count() as i64)
                };
                match found {
                    Some(i) => Value::int(i).with_taint(t),
                    None if name.ends_with("find") => Value::int(-1).with_taint(t),
                    None => return self.fail("ValueError", "substring not found".into(), t),
                }
            }
            "partition" | "rpartition" => {
                let Some(V::Str(sep)) = args.first().map(|v| &v.kind) else {
                    return Ok(self.str_not_modelled(name, t));
                };
                if sep.is_empty() {
                    return self.fail("ValueError", "empty separator".into(), t);
                }
                let cut = if name == "partition" {
                    s.split_once(&**sep)
                } else {
                    s.rsplit_once(&**sep)
                };
                match cut {
                    Some((a, b)) => Value::tuple(vec![st(a), st(sep), st(b)]),
                    None if name == "partition" => Value::tuple(vec![st(s), st(""), st("")]),
                    None => Value::tuple(vec![st(""), st(""), st(s)]),
                }
                .with_taint(t)
            }
            "removeprefix" | "removesuffix" => {
                let Some(V::Str(x)) = args.first().map(|v| &v.kind) else {
                    return Ok(self.str_not_modelled(name, t));
                };
                st(if name == "removeprefix" {
                    s.strip_prefix(&**x).unwrap_or(s)
                } else {
                    s.strip_suffix(&**x).unwrap_or(s)
                })
            }
            "center" | "ljust" | "rjust" | "zfill" => {
                let Some(V::Int(width)) = args.first().map(|v| v.kind.clone()) else {
                    return Ok(self.str_not_modelled(name, t));
                };
                let fill = match args.get(1).map(|v| &v.kind) {
                    None => ' ',
                    Some(V::Str(f)) if name != "zfill" && f.chars().count() == 1 => f.chars().next().unwrap_or(' '),
                    Some(V::Str(_)) if name != "zfill" => {
                        return self.fail(
                            "TypeError",
                            "The fill character must be exactly one character long".into(),
                            t,
                        )
                    }
                    _ => return Ok(self.str_not_modelled(name, t)),
                };
                let len = n_chars() as i64;
                if width as usize > MAX_STR {
                    return Ok(Value::unknown(t));
                }
                let marg = (width - len).max(0) as usize;
                let rep = |c: char, k: usize| std::iter::repeat_n(c, k).collect::<String>();
                let out = match name {
                    "ljust" => format!("{s}{}", rep(fill, marg)),
                    "rjust" => format!("{}{s}", rep(fill, marg)),
                    "center" => {
                        let left = marg / 2 + (marg & width as usize & 1);
                        format!("{}{s}{}", rep(fill, left), rep(fill, marg - left))
                    }
                    _ => match s.strip_prefix(['+', '-']) {
                        Some(rest) => format!("{}{}{rest}", &s[..1], rep('0', marg)),
                        None => format!("{}{s}", rep('0', marg)),
                    },
                };
                st(&out)
            }
            "expandtabs" => {
                let size = match arg(0, "tabsize").map(|v| v.kind) {
                    None => 8,
                    Some(V::Int(i)) if (0..=1024).contains(&i) => i as usize,
                    _ => return Ok(self.str_not_modelled(name, t)),
                };
                let mut out = String::with_capacity(s.len());
                let mut col = 0usize;
                for c in s.chars() {
                    match c {
                        '\t' => {
                            if size > 0 {
                                let k = size - col % size;
                                out.extend(std::iter::repeat_n(' ', k));
                                col += k;
                            }
                        }
                        '\n' | '\r' => {
                            out.push(c);
                            col = 0;
                        }
                        c => {
                            out.push(c);
                            col += 1;
                        }
                    }
                }
                st(&out)
            }
            "translate" => {
                let Some(V::Dict(table)) = args.first().map(|v| &v.kind) else {
                    return Ok(self.str_not_modelled(name, t));
                };
                let table = table.borrow();
                if table.inexact != 0 || table.has_unknown_key() {
                    return Ok(self.str_not_modelled(name, t));
                }
                let mut out = String::with_capacity(s.len());
                for c in s.chars() {
                    match table.get(&Value::int(i64::from(u32::from(c)))).map(|v| v.kind) {
                        None => out.push(c),
                        Some(V::None) => {}
                        Some(V::Str(x)) => out.push_str(&x),
                        Some(V::Int(i)) => match u32::try_from(i).ok().and_then(char::from_u32) {
                            Some(ch) => out.push(ch),
                            None => return Ok(self.str_not_modelled(name, t)),
                        },
                        Some(_) => return Ok(self.str_not_modelled(name, t)),
                    }
                }
                st(&out)
            }
            "isascii" => Value::bool(ascii).with_taint(t),
            "isspace" => Value::bool(!s.is_empty() && s.chars().all(is_py_space)).with_taint(t),
            "isdigit" | "isdecimal" | "isnumeric" | "isalpha" | "isalnum" | "isprintable" => {
                let p: Pred = match name {
                    "isalpha" => pred_alpha,
                    "isnumeric" => pred_numeric,
                    "isalnum" => |c| match (pred_alpha(c), pred_numeric(c)) {
                        (Some(true), _) | (_, Some(true)) => Some(true),
                        (Some(false), Some(false)) => Some(false),
                        _ => None,
                    },
                    "isprintable" => |c| {
                        crate::eval::pyformat::str_repr(&c.to_string(), false)
                            .map(|r| r.chars().count() == 3 || matches!(c, '\'' | '"' | '\\'))
                    },
                    _ => pred_decimal,
                };
                let mut all = Some(!s.is_empty() || name == "isprintable");
                for c in s.chars() {
                    match p(c) {
                        Some(true) => {}
                        Some(false) => {
                            all = Some(false);
                            break;
                        }
                        None => all = None,
                    }
                }
                match all {
                    Some(b) => Value::bool(b).with_taint(t),
                    None => return Ok(self.str_not_modelled(name, t)),
                }
            }
            "isupper" | "islower" | "istitle" | "isidentifier" if !ascii => return Ok(self.str_not_modelled(name, t)),
            "isupper" => {
                Value::bool(s.chars().any(|c| c.is_ascii_uppercase()) && !s.chars().any(|c| c.is_ascii_lowercase()))
                    .with_taint(t)
            }
            "islower" => {
                Value::bool(s.chars().any(|c| c.is_ascii_lowercase()) && !s.chars().any(|c| c.is_ascii_uppercase()))
                    .with_taint(t)
            }
            "istitle" => {
                // Upper-case letters only after uncased ones, lower-case only after cased; one
                // cased letter at least.
                let (mut prev_cased, mut any, mut ok) = (false, false, true);
                for c in s.chars() {
                    if c.is_ascii_uppercase() {
                        ok &= !prev_cased;
                        prev_cased = true;
                        any = true;
                    } else if c.is_ascii_lowercase() {
                        ok &= prev_cased;
                        prev_cased = true;
                        any = true;
                    } else {
                        prev_cased = false;
                    }
                }
                Value::bool(ok && any).with_taint(t)
            }
            "isidentifier" => {
                let mut cs = s.chars();
                let ok = cs.next().is_some_and(|c| c == '_' || c.is_ascii_alphabetic())
                    && cs.all(|c| c == '_' || c.is_ascii_alphanumeric());
                Value::bool(ok).with_taint(t)
            }
            _ => {
                if crate::eval::builtins::pytypes::python_type_has("str", name) == Some(false) {
                    return self.fail("AttributeError", format!("'str' object has no attribute '{name}'"), t);
                }
                // `encode`, `maketrans` and the like.
                return Ok(self.str_not_modelled(name, t));
            }
        })
    }

    /// `s.join(items)`: every item a string, or a TypeError as Python raises.
    fn str_join(&mut self, s: &str, args: &[Value<'a>], t: Taint) -> R<'a, Value<'a>> {
        let Some(it) = args.first() else {
            return Ok(Value::unknown(t));
        };
        // (Python makes a list of them first.)
        let Some(items) = self.iterate_as(it, Take::Whole)? else {
            return Ok(Value::unknown(t));
        };
        let mut parts = Vec::new();
        let mut taint = t;
        for i in items {
            taint |= i.taint;
            let i = self.enum_operand(&i, "__str__", true).unwrap_or(i);
            match i.as_str() {
                Some(x) => parts.push(x.to_string()),
                None if i.is_unknown() => return Ok(Value::unknown(taint)),
                // An object of a class the tool can't see all of may be a `str`.
                None if matches!(&i.kind, V::Instance(c) if !crate::eval::interp::bases_known(&c.class)) => {
                    return Ok(Value::unknown(taint))
                }
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

/// `s.split(None, max)` / `s.rsplit(None, max)`: runs of whitespace separate, none at the ends;
/// after `max` splits the rest is one part (its whitespace on the far side kept).
fn split_ws(s: &str, max: usize, from_right: bool) -> Vec<&str> {
    let mut parts = Vec::new();
    if !from_right {
        let mut rest = s.trim_start_matches(is_py_space);
        while !rest.is_empty() {
            if parts.len() == max {
                parts.push(rest);
                break;
            }
            match rest.find(is_py_space) {
                Some(e) => {
                    parts.push(&rest[..e]);
                    rest = rest[e..].trim_start_matches(is_py_space);
                }
                None => {
                    parts.push(rest);
                    break;
                }
            }
        }
    } else {
        let mut rest = s.trim_end_matches(is_py_space);
        while !rest.is_empty() {
            if parts.len() == max {
                parts.push(rest);
                break;
            }
            match rest.rfind(is_py_space) {
                Some(e) => {
                    let c = rest[e..].chars().next().map_or(1, char::len_utf8);
                    parts.push(&rest[e + c..]);
                    rest = rest[..e].trim_end_matches(is_py_space);
                }
                None => {
                    parts.push(rest);
                    break;
                }
            }
        }
        parts.reverse();
    }
    parts
}

/// `s.splitlines(keepends)`: lines end at `\n`, `\r\n`, `\r`, `\v`, `\f`, `\x1c`-`\x1e`,
/// `\x85`, `\u2028`, `\u2029`.
fn splitlines(s: &str, keep: bool) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut it = s.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        let is_break = matches!(
            c,
            '\n' | '\r' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}' | '\u{2029}'
        );
        if !is_break {
            continue;
        }
        let mut end = i + c.len_utf8();
        if c == '\r' && it.peek().is_some_and(|(_, n)| *n == '\n') {
            it.next();
            end += 1;
        }
        out.push(&s[start..if keep { end } else { i }]);
        start = end;
    }
    if start < s.len() {
        out.push(&s[start..]);
    }
    out
}
