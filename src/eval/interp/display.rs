//! `str(v)`, `repr(v)` and `format(v, spec)` of any value, as Python shows it: the object model's
//! display hooks. In: a value (and a format spec). Out: its text as a `str` value (with the
//! value's taint), or an unknown value marked inexact when the text is not known exactly.
//!
//! Plain values (numbers, strings, containers of them) are shown by [`to_display`]; an instance
//! whose class defines `__str__`/`__repr__`/`__format__` is shown by calling it, as Python does;
//! an exception by its `args`. What Python shows with an address or a module path (an object's
//! default repr, a function, a class) is not known here: unknown, never a guess. Other parts of
//! the evaluator (f-strings, `%`, `str.format`, collections' reprs) call these hooks for what
//! is not plain.

use super::*;

impl<'a> Interp<'a> {
    /// `str(v)` (`repr` false) or `repr(v)`: a `str` value, or unknown (marked) when not known.
    pub fn display_value(&mut self, v: &Value<'a>, repr: bool) -> R<'a, Value<'a>> {
        if v.is_unknown() {
            return Ok(Value::unknown(v.taint));
        }
        if display_is_plain(v, 0) {
            return Ok(Value::str(&to_display(v, repr)).with_taint(v.taint | deep_inexact(v)));
        }
        let mut out = String::new();
        let mut taint = v.taint;
        if self.display_into(v, repr, 0, &mut out, &mut taint)? {
            Ok(Value::str(&out).with_taint(taint))
        } else {
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "the text of an object Python shows with its address",
            );
            Ok(Value::unknown(taint | bits))
        }
    }

    /// `format(v, spec)` of an instance whose class defines `__format__` (called with the spec),
    /// else, for an empty spec, `str(v)`; `None` when `v` is not such an instance (the caller
    /// formats built-in values itself).
    pub fn format_instance(&mut self, v: &Value<'a>, spec: &Value<'a>) -> R<'a, Option<Value<'a>>> {
        let V::Instance(i) = &v.kind else { return Ok(None) };
        if let Some(r) = self.enum_format(v, spec)? {
            return Ok(Some(r));
        }
        if defines(&i.class, "__format__") {
            let m = self.special_method(v, "__format__")?;
            let r = self.call(&m, vec![spec.clone()], vec![])?;
            return Ok(Some(self.checked_text(r, "__format__")?));
        }
        if spec.as_str() == Some("") {
            return Ok(Some(self.display_value(v, false)?));
        }
        if !matches!(i.class.kind, V::Class(_)) || class_inexact(&i.class) != 0 || !bases_known(&i.class) {
            // (Its class may refuse the spec.)
            let bits = self.inexact(FallbackKind::NotModelled, "format() of an object");
            return Ok(Some(self.unknown_op(v.taint | spec.taint | bits)));
        }
        // `object.__format__` takes no spec.
        let name = match &i.class.kind {
            V::Class(c) => c.name.to_string(),
            _ => String::new(),
        };
        self.fail(
            "TypeError",
            format!("unsupported format string passed to {name}.__format__"),
            v.taint | spec.taint,
        )
        .map(Some)
    }

    /// What a `__str__`/`__repr__`/`__format__` returned: a `str`, else Python's TypeError.
    fn checked_text(&mut self, r: Value<'a>, dunder: &str) -> R<'a, Value<'a>> {
        match &r.kind {
            V::Str(_) | V::Unknown => Ok(r),
            _ => self.fail(
                "TypeError",
                format!("{dunder} returned non-string (type {})", r.type_name()),
                r.taint,
            ),
        }
    }

    /// Append the text of `v` to `out`, OR its taint into `taint`; `false` when not known.
    fn display_into(
        &mut self,
        v: &Value<'a>,
        repr: bool,
        depth: usize,
        out: &mut String,
        taint: &mut Taint,
    ) -> R<'a, bool> {
        *taint |= v.taint | v.inexact_bits();
        if depth > 48 || out.len() > 1 << 16 {
            return Ok(false);
        }
        if display_is_plain(v, 0) {
            out.push_str(&to_display(v, repr));
            return Ok(true);
        }
        let items = |me: &mut Self, items: &[Value<'a>], out: &mut String, taint: &mut Taint| -> R<'a, bool> {
            for (n, x) in items.iter().enumerate() {
                if n > 0 {
                    out.push_str(", ");
                }
                if !me.display_into(x, true, depth + 1, out, taint)? {
                    return Ok(false);
                }
            }
            Ok(true)
        };
        match &v.kind {
            V::List(l) => {
                let l = l.borrow().items.clone();
                out.push('[');
                if !items(self, &l, out, taint)? {
                    return Ok(false);
                }
                out.push(']');
                Ok(true)
            }
            V::Tuple(t) => {
                out.push('(');
                if !items(self, t, out, taint)? {
                    return Ok(false);
                }
                out.push_str(if t.len() == 1 { ",)" } else { ")" });
                Ok(true)
            }
            // A `collections` dict's text: not modelled.
            V::Dict(d) if !d.borrow().is_plain() => Ok(false),
            V::Dict(d) => {
                let entries: Vec<_> = d
                    .borrow()
                    .entries
                    .iter()
                    .map(|(k, v, _)| (k.clone(), v.clone()))
                    .collect();
                out.push('{');
                for (n, (k, x)) in entries.iter().enumerate() {
                    if n > 0 {
                        out.push_str(", ");
                    }
                    if !self.display_into(k, true, depth + 1, out, taint)? {
                        return Ok(false);
                    }
                    out.push_str(": ");
                    if !self.display_into(x, true, depth + 1, out, taint)? {
                        return Ok(false);
                    }
                }
                out.push('}');
                Ok(true)
            }
            V::Instance(_) if enum_of(&self.instance_class(v)).is_some() => {
                let r = self.enum_text(v, repr)?.unwrap_or_else(|| Value::unknown(0));
                *taint |= r.taint;
                Ok(match r.as_str() {
                    Some(s) if r.is_exact() => {
                        out.push_str(s);
                        true
                    }
                    _ => false,
                })
            }
            V::Instance(i) => {
                let dunder = if repr { "__repr__" } else { "__str__" };
                let own = if repr {
                    None
                } else {
                    self.user_dunder(&i.class, "__str__")
                };
                let found = own.or_else(|| self.user_dunder(&i.class, "__repr__"));
                if let Some(d) = found {
                    let m = self.bind_attr(v, d)?;
                    let r = self.call(&m, vec![], vec![])?;
                    let r = self.checked_text(r, dunder)?;
                    *taint |= r.taint | i.inexact.get();
                    return Ok(match r.as_str() {
                        Some(s) if !r.is_unknown() => {
                            out.push_str(s);
                            true
                        }
                        _ => false,
                    });
                }
                if self.is_exception_class(&i.class) && class_inexact(&i.class) == 0 {
                    return self.exception_text(v, i, repr, depth, out, taint);
                }
                Ok(false)
            }
            _ => Ok(false),
        }
    }

    /// A `__str__`/`__repr__` a class of the harness's defines (itself or a base), not the one
    /// every object has.
    fn user_dunder(&self, cls: &Value<'a>, name: &str) -> Option<Value<'a>> {
        if !matches!(cls.kind, V::Class(_)) {
            return None;
        }
        self.class_attr(cls, name)
    }

    /// `str(e)` / `repr(e)` of an exception: from its `args` as `BaseException` shows them.
    fn exception_text(
        &mut self,
        v: &Value<'a>,
        i: &Instance<'a>,
        repr: bool,
        depth: usize,
        out: &mut String,
        taint: &mut Taint,
    ) -> R<'a, bool> {
        let args = i
            .attrs
            .borrow()
            .iter()
            .find(|(k, _)| &**k == "args")
            .map(|(_, a)| a.clone());
        let Some(Value {
            kind: V::Tuple(args),
            taint: at,
            ..
        }) = args
        else {
            return Ok(false);
        };
        *taint |= at | i.inexact.get();
        let name = match &i.class.kind {
            V::Class(c) => c.name.to_string(),
            V::ExcType(n) => n.to_string(),
            _ => return Ok(false),
        };
        let key_error = name == "KeyError" || exc_is(v, "KeyError");
        if repr {
            out.push_str(&name);
            out.push('(');
            for (n, x) in args.iter().enumerate() {
                if n > 0 {
                    out.push_str(", ");
                }
                if !self.display_into(x, true, depth + 1, out, taint)? {
                    return Ok(false);
                }
            }
            out.push(')');
            return Ok(true);
        }
        match args.len() {
            0 => Ok(true),
            1 => self.display_into(&args[0], key_error, depth + 1, out, taint),
            _ => self.display_into(&Value::tuple(args.to_vec()), true, depth + 1, out, taint),
        }
    }
}

/// Whether [`to_display`] shows `v` as Python does: numbers, strings, `None`, and lists,
/// tuples and dicts of them (sets only of those whose order is the evaluator's).
pub fn display_is_plain(v: &Value, depth: usize) -> bool {
    if depth > 48 {
        return false;
    }
    match &v.kind {
        V::None | V::Bool(_) | V::Int(_) | V::Float(_) | V::Str(_) | V::Path(_) | V::Dtype(_) => true,
        V::List(l) => {
            let l = l.borrow();
            l.range.is_some() || l.items.iter().all(|x| display_is_plain(x, depth + 1))
        }
        V::Tuple(t) => t.iter().all(|x| display_is_plain(x, depth + 1)),
        V::Set(l) => l.borrow().items.iter().all(|x| display_is_plain(x, depth + 1)),
        V::Dict(d) => {
            d.borrow().is_plain()
                && d.borrow()
                    .entries
                    .iter()
                    .all(|(k, x, _)| display_is_plain(k, depth + 1) && display_is_plain(x, depth + 1))
        }
        V::Config(_) => true,
        _ => false,
    }
}
