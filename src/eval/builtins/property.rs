//! `property`: a getter, and what `@p.setter` / `@p.deleter` add. In: the property value and
//! the instance (and the value set). Out: the getter's result, the setter or deleter run, or
//! Python's AttributeError when the property has none.
//!
//! A property is `V::Property(inner)`: `inner` the getter, or, once a setter or deleter is
//! added, the tuple `(getter, setter, deleter)` (`None` where absent).

use super::*;

/// The getter, setter and deleter of a property.
pub fn property_parts<'a>(inner: &Value<'a>) -> (Value<'a>, Option<Value<'a>>, Option<Value<'a>>) {
    if let V::Tuple(t) = &inner.kind {
        if t.len() == 3 {
            // A property set where the path was undecided: each part is a callee not known
            // exactly either.
            let mark = inner.taint & INEXACT;
            let some = |v: &Value<'a>| (!matches!(v.kind, V::None)).then(|| v.clone().with_taint(mark));
            return (t[0].clone().with_taint(mark), some(&t[1]), some(&t[2]));
        }
    }
    (inner.clone(), None, None)
}

impl<'a> Interp<'a> {
    /// `p.setter(f)`, `p.deleter(f)`, `p.getter(f)`: a new property with that part replaced.
    pub(super) fn property_method(&mut self, inner: &Value<'a>, name: &str, args: &[Value<'a>]) -> Option<Value<'a>> {
        let f = args.first()?.clone();
        let (g, s, d) = property_parts(inner);
        let none = Value::none;
        let parts = match name {
            "setter" => (g, Some(f), d),
            "deleter" => (g, s, Some(f)),
            "getter" => (f, s, d),
            _ => return None,
        };
        let t = Value::tuple(vec![
            parts.0,
            parts.1.unwrap_or_else(none),
            parts.2.unwrap_or_else(none),
        ]);
        Some(Value::new(V::Property(Rc::new(t))))
    }

    /// `obj.name` through a property of its class: its getter's result, or Python's
    /// AttributeError when it has none.
    pub(crate) fn property_read(&mut self, obj: &Value<'a>, inner: &Value<'a>, name: &str) -> R<'a, Value<'a>> {
        let g = property_parts(inner).0;
        if matches!(g.kind, V::None) {
            return self.property_lacks(obj, name, "getter", g.taint);
        }
        self.call(&g, vec![obj.clone()], vec![])
    }

    /// `obj.name = v` (`v` given) or `del obj.name` through a property of its class.
    pub(crate) fn property_write(
        &mut self,
        obj: &Value<'a>,
        inner: &Value<'a>,
        name: &str,
        v: Option<&Value<'a>>,
    ) -> R<'a, ()> {
        let (_, setter, deleter) = property_parts(inner);
        let (f, what) = match v {
            Some(_) => (setter, "setter"),
            None => (deleter, "deleter"),
        };
        match f {
            Some(f) => {
                let mut args = vec![obj.clone()];
                args.extend(v.cloned());
                self.call(&f, args, vec![])?;
                Ok(())
            }
            None => self.property_lacks(obj, name, what, 0),
        }
    }

    /// Python's AttributeError for a property `name` of `obj` without a getter, setter or
    /// deleter (`what`).
    fn property_lacks<T: crate::eval::interp::Undecided<'a>>(
        &mut self,
        obj: &Value<'a>,
        name: &str,
        what: &str,
        t: Taint,
    ) -> R<'a, T> {
        let cname = match &obj.kind {
            V::Instance(i) => match &i.class.kind {
                V::Class(c) => c.name.to_string(),
                _ => "object".into(),
            },
            _ => "object".into(),
        };
        let message = format!("property '{name}' of '{cname}' object has no {what}");
        self.fail("AttributeError", message, obj.taint | t)
    }
}
