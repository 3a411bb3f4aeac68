//! Formatting fields of text, as CPython does it: f-strings (conversions `!r`/`!s`/`!a`, format
//! specs with nested fields, `{x=}`), `str.format`/`str.format_map` (auto and manual numbering,
//! keywords, `.attr` and `[key]` accessors, nested specs) and `format(v, spec)`.
//!
//! In: the values and the spec text. Out: the text when every field is known exactly (the text
//! of a value and the spec mini-language are in [`crate::eval::pyformat`]); an unknown result
//! when a field is unknown or its text is not modelled (marked inexact then); Python's error when
//! CPython certainly raises.

use super::*;
use crate::eval::pyformat::{self, Show};

/// What a field's text could not be: unknown (an unknown value: its taint) or not modelled.
pub(crate) type Field = Option<String>;

impl<'a> Interp<'a> {
    /// `format(conv(v), spec)`, the text of one replacement field; `None` when it is not known
    /// (then `t` gets why: the value's taint, or a fallback's bit).
    pub(crate) fn format_field(
        &mut self,
        v: &Value<'a>,
        conv: Option<char>,
        spec: &str,
        t: &mut Taint,
    ) -> R<'a, Field> {
        *t |= v.taint;
        if v.is_unknown() {
            if !spec.is_empty() || conv.is_some() {
                // Its type may refuse the spec.
                self.unknown_op(v.taint);
            }
            return Ok(None);
        }
        let converted;
        let v = match conv {
            None => v,
            Some(c) => {
                let show = match c {
                    'r' => Show::Repr,
                    'a' => Show::Ascii,
                    _ => Show::Str,
                };
                match self.display(v, show, t)? {
                    Some(s) => {
                        converted = Value::str(&s).with_taint(v.taint);
                        &converted
                    }
                    None => return Ok(None),
                }
            }
        };
        if matches!(v.kind, V::Instance(_)) {
            // Its class may define `__format__` (or `__str__`, which `object.__format__` uses).
            if let Some(r) = self.format_instance(v, &Value::str(spec))? {
                *t |= r.taint;
                return Ok(r.as_str().map(str::to_string));
            }
            return self.object_text(v, "__format__", t);
        }
        if matches!(v.kind, V::List(_) | V::Tuple(_) | V::Dict(_) | V::Config(_)) {
            *t |= deep_inexact(v);
        }
        // A class of the harness's, known whole, without a metaclass: `type.__format__`.
        if let V::Class(c) = &v.kind {
            let plain_class = c.meta.borrow().is_none()
                && c.enum_info.borrow().is_none()
                && super::object_hooks::class_known_whole(v);
            if plain_class && !spec.is_empty() {
                let message = "unsupported format string passed to type.__format__".to_string();
                return self.fail("TypeError", message, *t | v.inexact_bits());
            }
        }
        match pyformat::format_value(v, spec) {
            Ok(Some(s)) => Ok(Some(s)),
            Ok(None) => {
                *t |= self.inexact(FallbackKind::NotModelled, "format of a value");
                // Its type may refuse the spec.
                if !spec.is_empty() {
                    self.may_raise_unseen();
                }
                Ok(None)
            }
            Err((class, msg)) => {
                let bits = *t | v.inexact_bits();
                if (bits | self.path.ctx_inexact) & INEXACT != 0 {
                    // A value not known exactly, or a path not decided: its type may not be the
                    // one that refuses the spec. Not known whether it raises.
                    self.unknown_op(bits);
                    return Ok(None);
                }
                self.fail::<Option<String>>(class, msg, bits)
            }
        }
    }

    /// `str(v)`, `repr(v)` or `ascii(v)`; `None` when not known (`t` gets why).
    pub(crate) fn display(&mut self, v: &Value<'a>, show: Show, t: &mut Taint) -> R<'a, Field> {
        *t |= v.taint;
        if v.is_unknown() {
            return Ok(None);
        }
        if matches!(v.kind, V::Instance(_)) {
            let dunder = if show == Show::Str { "__str__" } else { "__repr__" };
            return self.object_text(v, dunder, t);
        }
        if matches!(v.kind, V::List(_) | V::Tuple(_) | V::Dict(_)) && show != Show::Ascii && !display_is_plain(v, 0) {
            // Items that show through their own `__repr__`: run, as Python runs them.
            let r = self.display_value(v, true)?;
            *t |= r.taint;
            return Ok(r.as_str().map(str::to_string));
        }
        if matches!(v.kind, V::List(_) | V::Tuple(_) | V::Dict(_) | V::Config(_)) {
            // Its text is made from its items: their inexactness too.
            *t |= deep_inexact(v);
        }
        match pyformat::display(v, show) {
            Some(s) => Ok(Some(s)),
            None => {
                *t |= self.inexact(FallbackKind::NotModelled, "str/repr of a value");
                Ok(None)
            }
        }
    }

    /// The text an object makes of itself (`__str__`, `__repr__`, `__format__`): the hook for
    /// calling a class's own dunder. Not modelled yet: not known, and its code may raise.
    fn object_text(&mut self, v: &Value<'a>, dunder: &str, t: &mut Taint) -> R<'a, Field> {
        if matches!(v.kind, V::Instance(_)) && matches!(dunder, "__str__" | "__repr__") {
            let r = self.instance_text(v, dunder == "__repr__", *t)?;
            *t |= r.taint;
            if let V::Str(s) = &r.kind {
                return Ok(Some(s.to_string()));
            }
            return Ok(None);
        }
        *t |= self.inexact(FallbackKind::NotModelled, dunder);
        self.may_raise_unseen();
        Ok(None)
    }

    /// An f-string's parts (or a nested format spec's) appended to `out`; `false` when a field
    /// is not known (`t` gets why).
    pub(super) fn fstring_elements(
        &mut self,
        env: &Rc<Env<'a>>,
        elements: &'a ast::InterpolatedStringElements,
        out: &mut String,
        t: &mut Taint,
    ) -> R<'a, bool> {
        let mut known = true;
        for el in elements.iter() {
            match el {
                ast::InterpolatedStringElement::Literal(l) => out.push_str(&l.value),
                ast::InterpolatedStringElement::Interpolation(i) => {
                    let v = self.eval(env, &i.expression)?;
                    if let Some(dt) = &i.debug_text {
                        out.push_str(dt.leading());
                        // The expression's text as written (its spaces and line breaks kept).
                        let m = self.h.module(self.cur.module);
                        out.push_str(m.file.text_at(ruff_text_size::Ranged::range(&*i.expression)));
                        out.push_str(dt.trailing());
                    }
                    let mut spec = String::new();
                    let spec_known = match &i.format_spec {
                        Some(fs) => self.fstring_elements(env, &fs.elements, &mut spec, t)?,
                        None => true,
                    };
                    let conv = match i.conversion {
                        ast::ConversionFlag::Repr => Some('r'),
                        ast::ConversionFlag::Str => Some('s'),
                        ast::ConversionFlag::Ascii => Some('a'),
                        // `{x=}` shows the repr unless a spec is given.
                        ast::ConversionFlag::None if i.debug_text.is_some() && i.format_spec.is_none() => Some('r'),
                        ast::ConversionFlag::None => None,
                    };
                    // A field the run can't format (its spec, or its text, not known): Python
                    // may raise there (a spec its type refuses, a `__repr__` that raises).
                    if !spec_known {
                        *t |= v.taint;
                        known = false;
                        self.may_raise_unseen();
                        continue;
                    }
                    match self.format_field(&v, conv, &spec, t)? {
                        Some(s) => out.push_str(&s),
                        None => {
                            known = false;
                            self.may_raise_unseen();
                        }
                    }
                }
            }
        }
        Ok(known)
    }

    /// `fmt.format(*args, **kwargs)`, or `fmt.format_map(mapping)` (`mapping` given): the text,
    /// or unknown when a field is not known.
    pub(crate) fn str_format(
        &mut self,
        fmt: &str,
        args: &[Value<'a>],
        kwargs: &[(Rc<str>, Value<'a>)],
        mapping: Option<&Value<'a>>,
        taint: Taint,
    ) -> R<'a, Value<'a>> {
        let mut t = taint;
        let mut auto = Some(0usize);
        let mut manual = false;
        let mut out = String::new();
        match self.format_fields(fmt, args, kwargs, mapping, &mut auto, &mut manual, &mut out, &mut t, 0)? {
            Some(true) => Ok(Value::str(&out).with_taint(t)),
            // A field it can't format: Python may raise there.
            Some(false) => Ok(self.unknown_op(t)),
            None => Ok(Value::unknown(t)),
        }
    }

    /// The replacement fields of `fmt` (a format string or a spec inside one, `depth` deep)
    /// appended to `out`: `Some(false)` when one is not known, `None` when Python raised (or
    /// the error was skipped).
    #[allow(clippy::too_many_arguments)]
    fn format_fields(
        &mut self,
        fmt: &str,
        args: &[Value<'a>],
        kwargs: &[(Rc<str>, Value<'a>)],
        mapping: Option<&Value<'a>>,
        auto: &mut Option<usize>,
        manual: &mut bool,
        out: &mut String,
        t: &mut Taint,
        depth: usize,
    ) -> R<'a, Option<bool>> {
        let mut known = true;
        let mut rest = fmt;
        while let Some(p) = rest.find(['{', '}']) {
            out.push_str(&rest[..p]);
            let brace = rest.as_bytes()[p];
            let after = &rest[p + 1..];
            if brace == b'}' {
                match after.strip_prefix('}') {
                    Some(r) => {
                        out.push('}');
                        rest = r;
                        continue;
                    }
                    None => {
                        return self.fail::<Option<bool>>(
                            "ValueError",
                            "Single '}' encountered in format string".into(),
                            *t,
                        )
                    }
                }
            }
            if let Some(r) = after.strip_prefix('{') {
                out.push('{');
                rest = r;
                continue;
            }
            // The field runs to its matching `}`, nested `{}` counted; `[...]` may hold braces.
            // (`[` opens an index only in the field's name: a spec may hold one, `{0:[<5}`.)
            let mut level = 1;
            let mut in_index = false;
            let mut in_name = true;
            let mut end = None;
            for (k, c) in after.char_indices() {
                match c {
                    '[' if !in_index && in_name => in_index = true,
                    ']' if in_index => in_index = false,
                    '!' | ':' if !in_index => in_name = false,
                    '{' if !in_index => level += 1,
                    '}' if !in_index => {
                        level -= 1;
                        if level == 0 {
                            end = Some(k);
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let Some(end) = end else {
                return self.fail::<Option<bool>>("ValueError", "expected '}' before end of string".into(), *t);
            };
            let field = &after[..end];
            rest = &after[end + 1..];
            // `name[.attr|[key]]*`, then `!c`, then `:spec`.
            let mut cut = field.len();
            let mut bracket = false;
            for (k, c) in field.char_indices() {
                match c {
                    '[' => bracket = true,
                    ']' => bracket = false,
                    '!' | ':' if !bracket => {
                        cut = k;
                        break;
                    }
                    _ => {}
                }
            }
            let name = &field[..cut];
            let mut tail = &field[cut..];
            let mut conv = None;
            if let Some(c) = tail.strip_prefix('!') {
                let mut cs = c.chars();
                let ch = cs.next();
                tail = cs.as_str();
                if !(tail.is_empty() || tail.starts_with(':')) || ch.is_none() {
                    return self.fail::<Option<bool>>(
                        "ValueError",
                        "expected ':' after conversion specifier".into(),
                        *t,
                    );
                }
                match ch {
                    Some(c @ ('r' | 's' | 'a')) => conv = Some(c),
                    Some(c) => {
                        return self.fail::<Option<bool>>("ValueError", format!("Unknown conversion specifier {c}"), *t)
                    }
                    None => {}
                }
            }
            let spec_src = tail.strip_prefix(':').unwrap_or("");
            let Some(value) = self.field_value(name, args, kwargs, mapping, auto, manual, t)? else {
                return Ok(None);
            };
            let mut spec = String::new();
            if spec_src.contains('{') {
                if depth >= 1 {
                    return self.fail::<Option<bool>>("ValueError", "Max string recursion exceeded".into(), *t);
                }
                match self.format_fields(spec_src, args, kwargs, mapping, auto, manual, &mut spec, t, depth + 1)? {
                    Some(true) => {}
                    Some(false) => {
                        known = false;
                        continue;
                    }
                    None => return Ok(None),
                }
            } else {
                spec.push_str(spec_src);
            }
            let Some(value) = value else {
                known = false;
                continue;
            };
            match self.format_field(&value, conv, &spec, t)? {
                Some(s) => out.push_str(&s),
                None => known = false,
            }
        }
        out.push_str(rest);
        Ok(Some(known))
    }

    /// The value a field names: `Ok(None)` when Python raised (or the error was skipped),
    /// `Ok(Some(None))` when it is not known.
    #[allow(clippy::too_many_arguments)]
    fn field_value(
        &mut self,
        name: &str,
        args: &[Value<'a>],
        kwargs: &[(Rc<str>, Value<'a>)],
        mapping: Option<&Value<'a>>,
        auto: &mut Option<usize>,
        manual: &mut bool,
        t: &mut Taint,
    ) -> R<'a, Option<Option<Value<'a>>>> {
        let first_end = name.find(['.', '[']).unwrap_or(name.len());
        let (first, mut accessors) = name.split_at(first_end);
        if first.contains('{') {
            return self.fail::<Option<Option<Value<'a>>>>("ValueError", "unexpected '{' in field name".into(), *t);
        }
        let too_many = "Too many decimal digits in format string";
        let number = match field_number(first) {
            FieldNumber::Unicode => {
                self.unknown_op(*t);
                return Ok(Some(None));
            }
            FieldNumber::TooLarge => return self.fail::<Option<Option<Value<'a>>>>("ValueError", too_many.into(), *t),
            FieldNumber::Number(i) => Some(i),
            FieldNumber::Name => None,
        };
        let mut v = if first.is_empty() {
            if *manual {
                return self.fail::<Option<Option<Value<'a>>>>(
                    "ValueError",
                    "cannot switch from manual field specification to automatic field numbering".into(),
                    *t,
                );
            }
            let Some(i) = *auto else { return Ok(Some(None)) };
            *auto = Some(i + 1);
            self.positional_field(i, args, mapping, t)?
        } else if let Some(i) = number {
            if auto.is_some_and(|n| n > 0) {
                return self.fail::<Option<Option<Value<'a>>>>(
                    "ValueError",
                    "cannot switch from automatic field numbering to manual field specification".into(),
                    *t,
                );
            }
            *manual = true;
            self.positional_field(i, args, mapping, t)?
        } else {
            match mapping {
                Some(m) => {
                    let r = self.get_item(m, &Value::str(first))?;
                    Some(Some(r))
                }
                None => match kwargs.iter().find(|k| &*k.0 == first) {
                    Some(k) => Some(Some(k.1.clone())),
                    None => {
                        return self.fail::<Option<Option<Value<'a>>>>("KeyError", format!("'{first}'"), *t);
                    }
                },
            }
        };
        while let Some(Some(cur)) = &v {
            if accessors.is_empty() {
                break;
            }
            if cur.is_unknown() {
                *t |= cur.taint;
                self.unknown_op(cur.taint);
                return Ok(Some(None));
            }
            if let Some(a) = accessors.strip_prefix('.') {
                let e = a.find(['.', '[']).unwrap_or(a.len());
                if e == 0 {
                    return self.fail::<Option<Option<Value<'a>>>>(
                        "ValueError",
                        "Empty attribute in format string".into(),
                        *t,
                    );
                }
                let r = self.get_attr(cur, &a[..e])?;
                accessors = &a[e..];
                v = Some(Some(r));
            } else if let Some(a) = accessors.strip_prefix('[') {
                let Some(e) = a.find(']') else {
                    return self.fail::<Option<Option<Value<'a>>>>(
                        "ValueError",
                        "Missing ']' in format string".into(),
                        *t,
                    );
                };
                let key = &a[..e];
                if key.is_empty() {
                    return self.fail::<Option<Option<Value<'a>>>>(
                        "ValueError",
                        "Empty attribute in format string".into(),
                        *t,
                    );
                }
                let k = match field_number(key) {
                    FieldNumber::Unicode => {
                        self.unknown_op(*t);
                        return Ok(Some(None));
                    }
                    FieldNumber::TooLarge => {
                        return self.fail::<Option<Option<Value<'a>>>>("ValueError", too_many.into(), *t)
                    }
                    FieldNumber::Number(i) => Value::int(i as i64),
                    FieldNumber::Name => Value::str(key),
                };
                let r = self.get_item(cur, &k)?;
                accessors = &a[e + 1..];
                v = Some(Some(r));
            } else {
                return self.fail::<Option<Option<Value<'a>>>>(
                    "ValueError",
                    "Only '.' or '[' may follow ']' in format field specifier".into(),
                    *t,
                );
            }
        }
        Ok(v)
    }

    fn positional_field(
        &mut self,
        i: usize,
        args: &[Value<'a>],
        mapping: Option<&Value<'a>>,
        t: &mut Taint,
    ) -> R<'a, Option<Option<Value<'a>>>> {
        if mapping.is_some() {
            return self.fail::<Option<Option<Value<'a>>>>(
                "ValueError",
                "Format string contains positional fields".into(),
                *t,
            );
        }
        match args.get(i) {
            Some(v) => Ok(Some(Some(v.clone()))),
            None => self.fail::<Option<Option<Value<'a>>>>(
                "IndexError",
                format!("Replacement index {i} out of range for positional args tuple"),
                *t,
            ),
        }
    }
}

/// How `str.format` reads a field's name or an index in it (`{0}`, `{0[1]}`).
enum FieldNumber {
    /// ASCII digits: a position, an int index.
    Number(usize),
    /// ASCII digits past `Py_ssize_t`: "Too many decimal digits".
    TooLarge,
    /// Other Unicode decimal digits (`{\u0660}`), which Python reads as a number too: not
    /// followed.
    Unicode,
    /// A keyword, a key.
    Name,
}

fn field_number(s: &str) -> FieldNumber {
    if s.is_empty() || !s.chars().all(char::is_numeric) {
        return FieldNumber::Name;
    }
    if !s.bytes().all(|b| b.is_ascii_digit()) {
        return FieldNumber::Unicode;
    }
    match s.parse::<i64>() {
        Ok(i) => FieldNumber::Number(i as usize),
        Err(_) => FieldNumber::TooLarge,
    }
}
