//! `re` on `str`: the module's functions, a `Pattern`'s and a `Match`'s methods and attributes,
//! `m[g]` ([`crate::eval::regex`] matches).
//!
//! In: the call's arguments. Out: what CPython gives, the `IndexError` of a group a match does
//! not have, or an unknown result for anything else: an argument not known exactly or of
//! another type, `flags`, `pos`/`endpos`, a callable replacement, a pattern or subject the
//! matcher does not cover. An unknown result there may be an error in Python (`re.error`, a
//! `TypeError`): the caller's "unknown from a case not modelled" says so.

use super::*;
use crate::eval::regex::{self, Piece, Regex, Spans};
use crate::eval::value::{ReFn, ReObj, RePattern};

/// A subject longer than this is not matched (the matcher nests once per repeated character).
const MAX_SUBJECT: usize = 2_000;

/// The arguments of a call bound to parameter names, positional then keyword; `None` for too
/// many, a keyword not among them, or one given twice (Python's `TypeError`, left unknown).
fn bind<'v, 'a>(args: &'v [Value<'a>], kwargs: &'v Kw<'a>, names: &[&str]) -> Option<Vec<Option<&'v Value<'a>>>> {
    if args.len() > names.len() {
        return None;
    }
    let mut out: Vec<Option<&Value>> = args.iter().map(Some).collect();
    out.resize(names.len(), None);
    for (k, v) in kwargs {
        let i = names.iter().position(|n| **n == **k)?;
        if out[i].is_some() {
            return None;
        }
        out[i] = Some(v);
    }
    Some(out)
}

/// Exact text.
fn text<'v>(v: Option<&'v Value>) -> Option<&'v Rc<str>> {
    match v {
        Some(Value { kind: V::Str(s), .. }) if v.is_some_and(Value::is_exact) => Some(s),
        _ => None,
    }
}

/// An exact count (`count`, `maxsplit`): absent is 0; a negative one is not taken on.
fn count(v: Option<&Value>) -> Option<usize> {
    match v {
        None => Some(0),
        Some(x) if x.is_exact() && matches!(x.kind, V::Int(_) | V::Bool(_)) => {
            x.as_int().and_then(|n| usize::try_from(n).ok())
        }
        Some(_) => None,
    }
}

/// `flags` absent or an exact 0 (any other value is not modelled: `re.I` is an enum member).
fn no_flags(v: Option<&Value>) -> bool {
    v.is_none_or(|f| f.is_exact() && matches!(f.kind, V::Int(0)))
}

/// A subject the matcher takes: exact text, ASCII, not too long.
fn subject(v: Option<&Value>) -> Option<Rc<str>> {
    text(v).filter(|s| s.is_ascii() && s.len() <= MAX_SUBJECT).cloned()
}

fn sub_str<'a>(s: &str, span: (usize, usize)) -> Value<'a> {
    // ASCII: a character is a byte.
    Value::str(&s[span.0..span.1])
}

impl<'a> Interp<'a> {
    /// The pattern a call names: a `Pattern`, or exact text compiled (`None`: not covered).
    fn re_pattern(&mut self, v: Option<&Value<'a>>, flags: Option<&Value<'a>>) -> Option<Rc<RePattern>> {
        if !no_flags(flags) {
            return None;
        }
        if let Some(Value { kind: V::Re(o), .. }) = v {
            return match &**o {
                ReObj::Pattern(p) => Some(p.clone()),
                ReObj::Match { .. } => None,
            };
        }
        let t = text(v)?;
        let re = Regex::new(t).ok()?;
        Some(Rc::new(RePattern { text: t.clone(), re }))
    }

    /// `re.<f>(…)`.
    pub(super) fn re_builtin(&mut self, f: ReFn, args: Vec<Value<'a>>, kwargs: Kw<'a>, t: Taint) -> R<'a, Value<'a>> {
        let unknown = Value::unknown(t);
        let names: &[&str] = match f {
            ReFn::Compile => &["pattern", "flags"],
            ReFn::Escape => &["pattern"],
            ReFn::Match | ReFn::Fullmatch | ReFn::Search | ReFn::Findall | ReFn::Finditer => {
                &["pattern", "string", "flags"]
            }
            ReFn::Sub | ReFn::Subn => &["pattern", "repl", "string", "count", "flags"],
            ReFn::Split => &["pattern", "string", "maxsplit", "flags"],
        };
        let Some(a) = bind(&args, &kwargs, names) else {
            return Ok(unknown);
        };
        if f == ReFn::Escape {
            return Ok(match text(a[0]) {
                Some(s) => Value::str(&regex::escape(s)).with_taint(t),
                None => unknown,
            });
        }
        let flags = a[names.len() - 1];
        let Some(p) = self.re_pattern(a[0], flags) else {
            return Ok(unknown);
        };
        if f == ReFn::Compile {
            // `re.compile(p)` of a pattern is that pattern.
            if let Some(v @ Value { kind: V::Re(_), .. }) = a[0] {
                return Ok(v.clone().with_taint(t));
            }
            return Ok(Value::new(V::Re(Rc::new(ReObj::Pattern(p)))).with_taint(t));
        }
        self.re_apply(&p, f, &a[1..names.len() - 1], t)
    }

    /// A pattern's search `f` with its arguments after the pattern (`string`; `repl, string,
    /// count`; `string, maxsplit`).
    fn re_apply(&mut self, p: &Rc<RePattern>, f: ReFn, a: &[Option<&Value<'a>>], t: Taint) -> R<'a, Value<'a>> {
        let unknown = Value::unknown(t);
        // A replacement that is no text (a function called for each match): its code runs, with
        // what the tool can't tell.
        if let (ReFn::Sub | ReFn::Subn, Some(r)) = (f, a[0]) {
            if !matches!(r.kind, V::Str(_)) {
                self.handed_to_unseen(std::slice::from_ref(r));
                self.may_raise_unseen();
                return Ok(self.unknown_op(t));
            }
        }
        let (repl, s, n) = match f {
            ReFn::Sub | ReFn::Subn => (a[0], a.get(1).copied().flatten(), count(a.get(2).copied().flatten())),
            ReFn::Split => (None, a[0], count(a.get(1).copied().flatten())),
            _ => (None, a[0], Some(0)),
        };
        let (Some(s), Some(n)) = (subject(s), n) else {
            return Ok(unknown);
        };
        let chars: Vec<char> = s.chars().collect();
        let found = match f {
            ReFn::Match | ReFn::Fullmatch | ReFn::Search => {
                let (anchored, full) = (f != ReFn::Search, f == ReFn::Fullmatch);
                let Ok(m) = p.re.find(&chars, 0, anchored, full, false) else {
                    return Ok(unknown);
                };
                return Ok(match m {
                    Some(spans) => self.re_match(p, &s, spans, t),
                    None => Value::none().with_taint(t),
                });
            }
            _ => match p.re.find_all(&chars, n) {
                Ok(all) => all,
                Err(_) => return Ok(unknown),
            },
        };
        let group_text = |spans: &Spans, g: usize, missing: Value<'a>| match spans[g] {
            Some(x) => sub_str(&s, x).with_taint(t),
            None => missing,
        };
        Ok(match f {
            ReFn::Findall => {
                let items = found
                    .iter()
                    .map(|m| match p.re.groups {
                        0 => group_text(m, 0, Value::str("")),
                        1 => group_text(m, 1, Value::str("").with_taint(t)),
                        k => Value::tuple(
                            (1..=k)
                                .map(|g| group_text(m, g, Value::str("").with_taint(t)))
                                .collect(),
                        )
                        .with_taint(t),
                    })
                    .collect();
                Value::list(items).with_taint(t)
            }
            ReFn::Finditer => {
                let items = found.into_iter().map(|m| self.re_match(p, &s, m, t)).collect();
                self.new_iter("callable_iterator", items, None, t)
            }
            ReFn::Split => {
                let mut out = Vec::new();
                let mut last = 0;
                for m in &found {
                    let (b, e) = m[0].unwrap_or((last, last));
                    out.push(sub_str(&s, (last, b)).with_taint(t));
                    out.extend((1..=p.re.groups).map(|g| group_text(m, g, Value::none().with_taint(t))));
                    last = e;
                }
                out.push(sub_str(&s, (last, s.len())).with_taint(t));
                Value::list(out).with_taint(t)
            }
            ReFn::Sub | ReFn::Subn => {
                let Some(r) = text(repl) else { return Ok(unknown) };
                let Ok(pieces) = regex::template(r, &p.re) else {
                    return Ok(unknown);
                };
                let mut out = String::new();
                let mut last = 0;
                for m in &found {
                    let (b, e) = m[0].unwrap_or((last, last));
                    out.push_str(&s[last..b]);
                    for piece in &pieces {
                        match piece {
                            Piece::Text(x) => out.push_str(x),
                            Piece::Group(g) => {
                                if let Some((gb, ge)) = m[*g] {
                                    out.push_str(&s[gb..ge]);
                                }
                            }
                        }
                    }
                    last = e;
                }
                out.push_str(&s[last..]);
                let text = Value::str(&out).with_taint(t);
                if f == ReFn::Subn {
                    Value::tuple(vec![text, Value::int(found.len() as i64).with_taint(t)]).with_taint(t)
                } else {
                    text
                }
            }
            ReFn::Compile | ReFn::Escape | ReFn::Match | ReFn::Fullmatch | ReFn::Search => unknown,
        })
    }

    fn re_match(&mut self, p: &Rc<RePattern>, s: &Rc<str>, spans: Spans, t: Taint) -> Value<'a> {
        Value::new(V::Re(Rc::new(ReObj::Match {
            pattern: p.clone(),
            string: s.clone(),
            spans,
        })))
        .with_taint(t)
    }

    /// An attribute of a `Pattern` or `Match` that is not a method (`None`: a method, or not
    /// known).
    pub(super) fn re_attr(&mut self, o: &ReObj, name: &str, t: Taint) -> Option<Value<'a>> {
        Some(match (o, name) {
            (ReObj::Pattern(p), "pattern") => Value::new(V::Str(p.text.clone())).with_taint(t),
            (ReObj::Pattern(p), "flags") => Value::int(p.re.flags.value()).with_taint(t),
            (ReObj::Pattern(p), "groups") => Value::int(p.re.groups as i64).with_taint(t),
            (ReObj::Match { string, .. }, "string") => Value::new(V::Str(string.clone())).with_taint(t),
            (ReObj::Match { pattern, .. }, "re") => {
                Value::new(V::Re(Rc::new(ReObj::Pattern(pattern.clone())))).with_taint(t)
            }
            (ReObj::Match { .. }, "pos") => Value::int(0).with_taint(t),
            (ReObj::Match { string, .. }, "endpos") => Value::int(string.len() as i64).with_taint(t),
            // Data, not methods: not modelled.
            (ReObj::Match { .. }, "lastindex" | "lastgroup" | "regs") | (ReObj::Pattern(_), "groupindex") => {
                let bits = self.inexact(FallbackKind::NotModelled, name);
                Value::unknown(t | bits)
            }
            _ => return None,
        })
    }

    /// Which group `g` names in a match (an `int` or a group's name): `Ok(None)` when it is not
    /// known, `Err` for Python's `IndexError`.
    fn re_group_index(&mut self, p: &RePattern, g: &Value<'a>, t: Taint) -> R<'a, Option<usize>> {
        if !g.is_exact() {
            return Ok(None);
        }
        let found = match &g.kind {
            V::Int(_) | V::Bool(_) => g
                .as_int()
                .and_then(|i| usize::try_from(i).ok())
                .filter(|&i| i <= p.re.groups),
            V::Str(name) => p.re.names.iter().find(|(n, _)| **n == **name).map(|x| x.1),
            _ => return Ok(None),
        };
        match found {
            Some(i) => Ok(Some(i)),
            None => self.fail("IndexError", "no such group".into(), t | g.taint),
        }
    }

    /// `m[g]`.
    pub fn re_item(&mut self, o: &ReObj, key: &Value<'a>, t: Taint) -> R<'a, Value<'a>> {
        let ReObj::Match { pattern, string, spans } = o else {
            return self.fail("TypeError", "'re.Pattern' object is not subscriptable".into(), t);
        };
        Ok(match self.re_group_index(pattern, key, t)? {
            Some(g) => spans[g].map_or(Value::none(), |x| sub_str(string, x)).with_taint(t),
            None => Value::unknown(t),
        })
    }

    /// A method of a `Pattern` or `Match`.
    pub(super) fn re_method(
        &mut self,
        o: &ReObj,
        name: &str,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let unknown = Value::unknown(t);
        match o {
            ReObj::Pattern(p) => {
                const SEARCH: &[&str] = &["string", "pos", "endpos"];
                let (f, names): (ReFn, &[&str]) = match name {
                    "match" => (ReFn::Match, SEARCH),
                    "fullmatch" => (ReFn::Fullmatch, SEARCH),
                    "search" => (ReFn::Search, SEARCH),
                    "findall" => (ReFn::Findall, SEARCH),
                    "finditer" => (ReFn::Finditer, SEARCH),
                    "sub" => (ReFn::Sub, &["repl", "string", "count"]),
                    "subn" => (ReFn::Subn, &["repl", "string", "count"]),
                    "split" => (ReFn::Split, &["string", "maxsplit"]),
                    _ => return Ok(unknown),
                };
                let Some(a) = bind(&args, &kwargs, names) else {
                    return Ok(unknown);
                };
                // `pos`/`endpos` are not modelled.
                let searches = matches!(
                    f,
                    ReFn::Match | ReFn::Fullmatch | ReFn::Search | ReFn::Findall | ReFn::Finditer
                );
                if searches && a[1..].iter().any(Option::is_some) {
                    return Ok(unknown);
                }
                let p = p.clone();
                self.re_apply(&p, f, &a, t)
            }
            ReObj::Match { pattern, string, spans } => {
                let group = |g: usize, missing: &Value<'a>| {
                    spans[g].map_or(missing.clone(), |x| sub_str(string, x)).with_taint(t)
                };
                match name {
                    "group" if kwargs.is_empty() => {
                        if args.is_empty() {
                            return Ok(group(0, &Value::none()));
                        }
                        let mut out = Vec::new();
                        for g in &args {
                            match self.re_group_index(pattern, g, t)? {
                                Some(g) => out.push(group(g, &Value::none())),
                                None => return Ok(unknown),
                            }
                        }
                        Ok(if out.len() == 1 {
                            out.pop().unwrap_or(unknown)
                        } else {
                            Value::tuple(out).with_taint(t)
                        })
                    }
                    "groups" | "groupdict" => {
                        let Some(a) = bind(&args, &kwargs, &["default"]) else {
                            return Ok(unknown);
                        };
                        let missing = a[0].cloned().unwrap_or_else(Value::none);
                        if name == "groups" {
                            let items = (1..=pattern.re.groups).map(|g| group(g, &missing)).collect();
                            return Ok(Value::tuple(items).with_taint(t));
                        }
                        let mut d = Dict::default();
                        for (n, g) in &pattern.re.names {
                            d.insert(Value::str(n).with_taint(t), group(*g, &missing), self.cur);
                        }
                        Ok(Value::dict(d).with_taint(t))
                    }
                    "start" | "end" | "span" if kwargs.is_empty() && args.len() <= 1 => {
                        let g = match args.first() {
                            None => 0,
                            Some(g) => match self.re_group_index(pattern, g, t)? {
                                Some(g) => g,
                                None => return Ok(unknown),
                            },
                        };
                        let (b, e) = spans[g].map_or((-1, -1), |(b, e)| (b as i64, e as i64));
                        Ok(match name {
                            "start" => Value::int(b).with_taint(t),
                            "end" => Value::int(e).with_taint(t),
                            _ => Value::tuple(vec![Value::int(b).with_taint(t), Value::int(e).with_taint(t)])
                                .with_taint(t),
                        })
                    }
                    _ => Ok(unknown),
                }
            }
        }
    }
}
