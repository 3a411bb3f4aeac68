//! `functools.singledispatch`: a function that runs, for its first argument, the one
//! registered for the nearest class in that argument's method resolution order (`object`'s:
//! the function decorated).
//!
//! Registration follows `register(cls)` (a decorator), `register(cls, func)` and `register(func)`
//! with the class read from its first parameter's annotation (a name or an attribute, read in
//! the module's scope, as `typing.get_type_hints` reads it there). What it can't follow — a
//! class not known exactly, an annotation of another form, a registration where the path is
//! undecided — leaves the function's choice not known: its calls are then calls of a function
//! the tool can't see. A call is decided when the argument is a built-in value or an object of
//! a class known exactly, and every class registered is a built-in type or such a class that
//! decides no `isinstance` of its own (no protocol, no ABC with a `__subclasshook__`).

use super::*;
use crate::eval::value::Dispatch;

use crate::eval::builtins::PLAIN_TYPES as PLAIN;

impl<'a> Interp<'a> {
    /// `f.register(…)`.
    pub(crate) fn dispatch_register(
        &mut self,
        recv: &Value<'a>,
        d: &Rc<Dispatch<'a>>,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
    ) -> R<'a, Value<'a>> {
        let unknown =
            |me: &mut Self, why: &str| Value::unknown(me.dispatch_unfollowed(d, FallbackKind::NotModelled, why));
        if !kwargs.is_empty() {
            return Ok(unknown(self, "a singledispatch registration by keyword"));
        }
        let class_like =
            |v: &Value<'a>| v.inexact_bits() == 0 && matches!(v.kind, V::Class(_) | V::Builtin(_) | V::ExcType(_));
        match args.as_slice() {
            // `@f.register(int)`: a decorator that registers what it is given.
            [cls] if class_like(cls) => {
                let method = Value::new(V::Method(Rc::new((recv.clone(), Rc::from("register")))));
                Ok(Value::new(V::Partial(Rc::new((method, vec![cls.clone()], vec![])))))
            }
            [cls, func] if class_like(cls) => {
                self.dispatch_add(d, cls.clone(), func.clone());
                Ok(func.clone())
            }
            // `@f.register` on `def _(x: int)`.
            [func] => {
                let V::Func(f) = &func.kind else {
                    return Ok(unknown(self, "a singledispatch registration"));
                };
                let annotation = match f.body {
                    FuncBody::Def(def) => def
                        .parameters
                        .posonlyargs
                        .iter()
                        .chain(def.parameters.args.iter())
                        .next()
                        .and_then(|p| p.parameter.annotation.as_deref()),
                    FuncBody::Lambda(_) => None,
                };
                let readable = matches!(annotation, Some(Expr::Name(_) | Expr::Attribute(_)));
                let (Some(annotation), true, true) = (annotation, readable, f.env.parent.is_none()) else {
                    self.dispatch_unfollowed(d, FallbackKind::NotModelled, "an annotation");
                    return Ok(func.clone());
                };
                let env = f.env.clone();
                let cls = self.eval(&env, annotation)?;
                if class_like(&cls) {
                    self.dispatch_add(d, cls, func.clone());
                } else {
                    self.dispatch_unfollowed(d, FallbackKind::NotModelled, "an annotation");
                }
                Ok(func.clone())
            }
            _ => Ok(unknown(self, "a singledispatch registration")),
        }
    }

    fn dispatch_add(&mut self, d: &Dispatch<'a>, cls: Value<'a>, func: Value<'a>) {
        // Made where the path is undecided: Python may not have made it.
        if !self.path.regions.is_empty() {
            self.dispatch_unfollowed(d, FallbackKind::Undecided, "a singledispatch registration");
        }
        d.registry.borrow_mut().push((cls, func));
        // What a call answered before may now be another function's.
        self.memo_forget();
    }

    /// A registration the tool can't follow: which function a call runs is not known (the bits
    /// of why, returned).
    fn dispatch_unfollowed(&mut self, d: &Dispatch<'a>, kind: FallbackKind, why: &str) -> Taint {
        let bits = self.inexact(kind, why);
        d.inexact.set(d.inexact.get() | bits);
        bits
    }

    /// The function a call with first argument `arg` runs; `None` when it is not known.
    pub(super) fn dispatch_target(&mut self, d: &Dispatch<'a>, arg: Option<&Value<'a>>) -> Option<Value<'a>> {
        let arg = arg?;
        if d.inexact.get() != 0 || !arg.is_exact() {
            return None;
        }
        let registry = d.registry.borrow();
        for (cls, _) in registry.iter() {
            let plain = match &cls.kind {
                V::Builtin(b) => *b == Builtin::Object || PLAIN.contains(b),
                V::Class(_) => {
                    class_inexact(cls) == 0
                        && bases_known(cls)
                        && !self.is_protocol(cls)
                        && !self.isinstance_open(cls)
                        && enum_of(cls).is_none()
                }
                _ => false,
            };
            if !plain {
                return None;
            }
        }
        let b = |x: Builtin| Value::new(V::Builtin(x));
        let mut mro = match &arg.kind {
            // `NoneType`: registered only through `type(None)` or `types.NoneType`, which the
            // tool does not know (a registration it then can't follow).
            V::None => vec![],
            V::Bool(_) => vec![b(Builtin::Bool), b(Builtin::Int)],
            V::Int(_) => vec![b(Builtin::Int)],
            V::Float(_) => vec![b(Builtin::Float)],
            V::Str(_) => vec![b(Builtin::Str)],
            V::List(_) => vec![b(Builtin::List)],
            V::Tuple(_) => vec![b(Builtin::Tuple)],
            V::Dict(x) if x.borrow().is_plain() => vec![b(Builtin::Dict)],
            V::Config(_) => vec![b(Builtin::Dict)],
            V::Set(_) if arg.is_frozen() => vec![b(Builtin::Frozenset)],
            V::Set(_) => vec![b(Builtin::Set)],
            V::Instance(i) if class_inexact(&i.class) == 0 && bases_known(&i.class) && enum_of(&i.class).is_none() => {
                self.mro(&i.class)
            }
            _ => return None,
        };
        mro.retain(|c| !matches!(c.kind, V::Builtin(Builtin::Object)));
        mro.push(b(Builtin::Object));
        let same = |x: &Value<'a>, y: &Value<'a>| match (&x.kind, &y.kind) {
            (V::Builtin(p), V::Builtin(q)) => p == q,
            (V::Class(p), V::Class(q)) => Rc::ptr_eq(p, q),
            _ => false,
        };
        for c in &mro {
            if let Some((_, f)) = registry.iter().rev().find(|(k, _)| same(k, c)) {
                return Some(f.clone());
            }
        }
        Some(d.base.clone())
    }
}
