//! `object`'s own `__new__`, `__init__` and `__init_subclass__`, where a class's MRO reaches them:
//! what they refuse. CPython's `object.__new__` and `object.__init__` take arguments only where
//! the class overrides the other one: `C(1)` of a class with neither is `TypeError: C() takes no
//! arguments`; `super().__init__(x)` reaching `object` from a class's own `__init__` is `TypeError:
//! object.__init__() takes exactly one argument`; `super().__new__(cls, x)` from its own
//! `__new__`, `object.__new__() takes exactly one argument`. `object.__init_subclass__` takes
//! none. Decided for a class known exactly whose MRO is the harness's classes (`abc.ABC` and
//! `typing.Generic` among them) and `object`; for any other, whether they raise is not known.

use super::operators::union_taint;
use super::*;

/// Which of `object`'s methods refuses arguments.
#[derive(Clone, Copy)]
pub(crate) enum ObjectMethod {
    New,
    Init,
}

impl<'a> Interp<'a> {
    /// Whether what `object`'s `__new__` and `__init__` do with `cls` is decided: `cls` is known
    /// exactly, and every class in its MRO is the harness's own (no dataclass, enum, named
    /// tuple or protocol, whose making the tool models apart), `object` last.
    pub(super) fn object_based(&self, cls: &Value<'a>) -> bool {
        let V::Class(c) = &cls.kind else { return false };
        if class_inexact(cls) != 0
            || crate::eval::builtins::is_chainmap_class(c)
            || crate::eval::builtins::nt_class_of(cls).is_some()
        {
            return false;
        }
        self.mro(cls).iter().all(|k| match &k.kind {
            V::Class(kc) => {
                kc.enum_info.borrow().is_none() && kc.dataclass_fields.borrow().is_none() && !self.is_protocol(k)
            }
            V::Builtin(Builtin::Object) => true,
            _ => false,
        })
    }

    /// `object.__new__(cls, ...)` or `object.__init__(obj, ...)` given more than the class or the
    /// object (`excess`; `spread`: a `*args`/`**kwargs` of a length not known): CPython's
    /// `TypeError` where `cls` overrides neither the method called nor the other one in a way
    /// that lets it pass; not known for a class [`Self::object_based`] does not decide.
    pub(crate) fn object_refuses(
        &mut self,
        method: ObjectMethod,
        cls: &Value<'a>,
        excess: bool,
        spread: bool,
        taint: Taint,
    ) -> R<'a, ()> {
        if !excess && !spread {
            return Ok(());
        }
        if !self.object_based(cls) {
            self.may_raise_unseen();
            return Ok(());
        }
        let overrides = |name| self.class_attr(cls, name).is_some();
        let message = match method {
            ObjectMethod::New if overrides("__new__") => {
                Some("object.__new__() takes exactly one argument (the type to instantiate)".to_string())
            }
            ObjectMethod::New if !overrides("__init__") => Some(format!("{}() takes no arguments", class_of_name(cls))),
            ObjectMethod::Init if overrides("__init__") => {
                Some("object.__init__() takes exactly one argument (the instance to initialize)".to_string())
            }
            ObjectMethod::Init if !overrides("__new__") => Some(format!(
                "{}.__init__() takes exactly one argument (the instance to initialize)",
                class_of_name(cls)
            )),
            _ => None,
        };
        match message {
            // How many a spread gives is not known: none passes.
            Some(_) if !excess => {
                self.may_raise_unseen();
                Ok(())
            }
            Some(m) => Err(self.error("TypeError", m, taint)),
            None => Ok(()),
        }
    }

    /// `object.__new__`, `__init__` or `__init_subclass__` handed a `*args` or `**kwargs` of a
    /// length not known (`args`: the class or object first): refused if it gives anything, as
    /// far as the class decides; `__new__` makes the instance.
    pub(super) fn object_call_spread(&mut self, b: Builtin, args: Vec<Value<'a>>) -> R<'a, Value<'a>> {
        let t = union_taint(&args);
        let first = args.into_iter().next();
        match (b, first) {
            (
                Builtin::ObjectInit,
                Some(Value {
                    kind: V::Instance(i), ..
                }),
            ) => {
                self.object_refuses(ObjectMethod::Init, &i.class, false, true, t)?;
                Ok(Value::none())
            }
            (Builtin::ObjectInitSubclass, Some(cls)) => self.object_init_subclass(&cls, 0, false, true, t),
            (Builtin::ObjectNew, Some(cls @ Value { kind: V::Class(_), .. })) if !is_metaclass(&cls) => {
                self.object_refuses(ObjectMethod::New, &cls, false, true, t)?;
                Ok(Value::new(V::Instance(Rc::new(Instance::new(cls, vec![])))))
            }
            _ => Ok(self.unknown_op(t)),
        }
    }

    /// `object.__init_subclass__(cls, ...)`, reached by a class's `super().__init_subclass__`:
    /// it takes nothing but the class.
    pub(crate) fn object_init_subclass(
        &mut self,
        cls: &Value<'a>,
        args: usize,
        keywords: bool,
        spread: bool,
        taint: Taint,
    ) -> R<'a, Value<'a>> {
        if args == 0 && !keywords && !spread {
            return Ok(Value::none());
        }
        if spread && args == 0 && !keywords || class_inexact(cls) != 0 {
            self.may_raise_unseen();
            return Ok(Value::none());
        }
        let name = match &cls.kind {
            V::Class(c) => c.qualname.borrow().clone().unwrap_or_else(|| c.name.clone()),
            _ => Rc::from("object"),
        };
        let message = if keywords {
            format!("{name}.__init_subclass__() takes no keyword arguments")
        } else {
            format!("{name}.__init_subclass__() takes no arguments ({args} given)")
        };
        Err(self.error("TypeError", message, taint))
    }
}

/// A class's `__name__` (CPython's `tp_name`, what `object`'s errors name it by).
fn class_of_name(cls: &Value) -> String {
    match &cls.kind {
        V::Class(c) => c.name.to_string(),
        _ => "object".into(),
    }
}
