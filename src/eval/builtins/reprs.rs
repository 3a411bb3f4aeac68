//! `str()` / `repr()` of an object: its class's own `__str__`/`__repr__` called, else the text
//! Python's types give without one: exceptions (from their `args`), dataclasses (their fields),
//! `types.SimpleNamespace`. In: the instance; out: the text, or unknown (a fallback bit) where
//! Python's text is not known here (`object`'s default has an address in it).

use super::*;
use crate::eval::interp::exc_class_names;

impl<'a> Interp<'a> {
    pub(crate) fn instance_text(&mut self, v: &Value<'a>, repr: bool, t: Taint) -> R<'a, Value<'a>> {
        self.instance_text_in(v, repr, t, &mut Vec::new())
    }

    /// [`Self::instance_text`]; `shown`: the dataclasses whose generated `__repr__` is running
    /// (by address), each shown as `...` inside itself, as `reprlib.recursive_repr` has it.
    fn instance_text_in(&mut self, v: &Value<'a>, repr: bool, t: Taint, shown: &mut Vec<usize>) -> R<'a, Value<'a>> {
        let V::Instance(i) = &v.kind else {
            return Ok(Value::unknown(t));
        };
        let class = i.class.clone();
        if class_inexact(&class) != 0 {
            return Ok(Value::unknown(t | class_inexact(&class)));
        }
        if let Some(r) = self.enum_text(v, repr)? {
            return Ok(r.with_taint(t));
        }
        let is_exc = self.is_exception_class(&class);
        // `str` looks for `__str__` first; an exception's is `BaseException.__str__`, not its
        // `__repr__`.
        let own: &[&str] = if repr {
            &["__repr__"]
        } else if is_exc {
            &["__str__"]
        } else {
            &["__str__", "__repr__"]
        };
        for name in own {
            if defines(&class, name) {
                let m = self.special_method(v, name)?;
                let r = self.call(&m, vec![], vec![])?;
                return Ok(match r.kind {
                    V::Str(_) => r.with_taint(t),
                    _ => self.unknown_op(t | r.taint),
                });
            }
        }
        let text = if is_exc {
            exception_text(v, i, repr)
        } else if let Some(fields) = self.dataclass_of(v).filter(|_| class_qualname(&class).is_some()) {
            // (`__qualname__`, as the generated `__repr__` shows it.)
            let name = class_qualname(&class).unwrap_or_else(|| Rc::from(""));
            let at = Rc::as_ptr(i) as usize;
            if shown.contains(&at) {
                return Ok(Value::str("...").with_taint(t));
            }
            shown.push(at);
            let attrs = i.attrs.borrow().clone();
            let mut parts = Vec::new();
            let mut ok = true;
            for (f, _) in fields.iter() {
                let Some((_, fv)) = attrs.iter().find(|a| a.0 == *f) else {
                    ok = false;
                    break;
                };
                let shown = match &fv.kind {
                    V::Instance(_) => match self.instance_text_in(fv, true, 0, shown)?.kind {
                        V::Str(s) => Some(s.to_string()),
                        _ => None,
                    },
                    _ => plain_repr(fv),
                };
                match shown {
                    Some(s) => parts.push(format!("{f}={s}")),
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            shown.pop();
            ok.then(|| format!("{name}({})", parts.join(", ")))
        } else if is_namespace_class(&class) {
            let attrs = i.attrs.borrow();
            let parts: Option<Vec<String>> = attrs
                .iter()
                .map(|(k, fv)| plain_repr(fv).map(|s| format!("{k}={s}")))
                .collect();
            parts.map(|p| format!("namespace({})", p.join(", ")))
        } else {
            None
        };
        Ok(match text {
            Some(s) => Value::str(&s).with_taint(t),
            None => {
                let what = if repr {
                    "repr() of an object"
                } else {
                    "str() of an object"
                };
                let bits = self.inexact(FallbackKind::NotModelled, what);
                Value::unknown(t | bits)
            }
        })
    }
}

/// `BaseException.__str__` / `__repr__` from the exception's `args`; `None` where its type has
/// a text of its own (`OSError`'s `[Errno n]`, `SyntaxError`'s location...) or its args are not
/// plain values.
fn exception_text(v: &Value, i: &Instance, repr: bool) -> Option<String> {
    let names = exc_class_names(v);
    const OWN_TEXT: &[&str] = &[
        "OSError",
        "SyntaxError",
        "UnicodeError",
        "ImportError",
        "BaseExceptionGroup",
    ];
    if names.iter().any(|n| OWN_TEXT.contains(&n.as_str())) {
        return None;
    }
    let attrs = i.attrs.borrow();
    let (_, args) = attrs.iter().find(|(k, _)| &**k == "args")?;
    let V::Tuple(args) = &args.kind else { return None };
    // `str()` of one string argument is the string itself, whatever it holds (its repr, which
    // the other cases need, is not).
    if !repr && args.len() == 1 && !names.iter().any(|n| n == "KeyError") {
        if let V::Str(s) = &args[0].kind {
            return args[0].is_exact().then(|| s.to_string());
        }
    }
    let shown: Option<Vec<String>> = args.iter().map(plain_repr).collect();
    let shown = shown?;
    if repr {
        let name = match &i.class.kind {
            V::ExcType(n) => n.clone(),
            V::Class(c) => c.name.clone(),
            _ => return None,
        };
        return Some(format!("{name}({})", shown.join(", ")));
    }
    Some(match args.len() {
        0 => String::new(),
        1 if names.iter().any(|n| n == "KeyError") => shown[0].clone(),
        1 => match &args[0].kind {
            V::Str(s) => s.to_string(),
            _ => shown[0].clone(),
        },
        _ => format!("({})", shown.join(", ")),
    })
}

/// `repr` of a value whose text the evaluator knows exactly as CPython writes it: `None`, bools,
/// numbers, strings without quotes or escapes to choose, and lists, tuples and dicts of them.
fn plain_repr(v: &Value) -> Option<String> {
    fn plain(v: &Value, depth: usize) -> bool {
        if depth > 16 || !v.is_exact() {
            return false;
        }
        match &v.kind {
            V::None | V::Bool(_) | V::Int(_) => true,
            V::Float(f) => f.is_finite(),
            V::Str(s) => s.chars().all(|c| c != '\'' && c != '\\' && !c.is_control()),
            V::List(l) => l.borrow().items.iter().all(|x| plain(x, depth + 1)),
            V::Tuple(t) => t.iter().all(|x| plain(x, depth + 1)),
            V::Dict(d) => {
                d.borrow().is_plain()
                    && d.borrow()
                        .entries
                        .iter()
                        .all(|(k, x, _)| plain(k, depth + 1) && plain(x, depth + 1))
            }
            _ => false,
        }
    }
    plain(v, 0).then(|| to_display(v, true))
}

/// A class's `__qualname__`, where known.
fn class_qualname(class: &Value) -> Option<Rc<str>> {
    match &class.kind {
        V::Class(c) => c.qualname.borrow().clone(),
        _ => None,
    }
}
