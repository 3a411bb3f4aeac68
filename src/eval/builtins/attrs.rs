//! Attribute lookup (`obj.name`) on every kind of value: modules, torch values, paths, the
//! config as a namespace, instances and classes (with methods bound), built-in values.

use super::*;

impl<'a> Interp<'a> {
    pub fn get_attr(&mut self, obj: &Value<'a>, name: &str) -> R<'a, Value<'a>> {
        let t = obj.taint;
        let method = |recv: &Value<'a>| Value::new(V::Method(Rc::new((recv.clone(), Rc::from(name)))));
        match &obj.kind {
            V::Module(m) => match self.module_attr(*m, name)? {
                Some(v) => Ok(v),
                None => {
                    if let Some(v) = self.missing_module_attr(*m, name) {
                        return Ok(v);
                    }
                    let mname = self.h.module(*m).name.clone();
                    Err(self.error(
                        "AttributeError",
                        format!("module '{mname}' has no attribute '{name}'"),
                        t,
                    ))
                }
            },
            V::Native(n) => Ok(self.native_attr(*n, name)),
            V::Tensor(x) => Ok(match crate::eval::tensor::attr(x, name) {
                Some(v) => {
                    self.tensor_read();
                    v.with_taint(t)
                }
                None if matches!(name, "device" | "grad" | "data" | "T" | "mT" | "real" | "imag") => Value::unknown(t),
                None => method(obj),
            }),
            V::Path(p) => Ok(match crate::eval::paths::path_attr(p, name) {
                Some(v) => v.with_taint(t),
                None => method(obj),
            }),
            // `ns.dtype` on a namespace over the config: `cfg["dtype"]`.
            V::Config(c) if c.borrow().attrs => {
                let c = c.clone();
                Ok(match self.config_get(&c, name, ReadKind::Required) {
                    Some(v) => v,
                    None => self.missing_key(name),
                })
            }
            V::Dtype(d) => {
                let info = torch::info(*d);
                Ok(match name {
                    "itemsize" => Value::int(info.itemsize),
                    "is_floating_point" => Value::bool(info.floating),
                    "is_signed" => Value::bool(info.signed),
                    "is_complex" => Value::bool(info.name.starts_with("complex")),
                    "to_real" | "to_complex" => Value::unknown(t),
                    _ => {
                        return Err(self.error(
                            "AttributeError",
                            format!("'torch.dtype' object has no attribute '{name}'"),
                            t,
                        ))
                    }
                }
                .with_taint(t))
            }
            V::Finfo(d) => {
                let info = torch::info(*d);
                Ok(match name {
                    "bits" => Value::int(info.bits).with_taint(t),
                    _ => Value::unknown(t),
                })
            }
            V::Instance(i) => self.instance_attr(obj, i, name, t),
            V::Class(_) => match self.class_attr(obj, name) {
                Some(v) => match &v.kind {
                    V::StaticMethod(f) => Ok((**f).clone()),
                    V::ClassMethod(f) => Ok(Value::new(V::Bound(Rc::new((obj.clone(), (**f).clone()))))),
                    _ => Ok(v),
                },
                None if name == "__name__" => Ok(match &obj.kind {
                    V::Class(c) => Value::new(V::Str(c.name.clone())),
                    _ => Value::unknown(0),
                }),
                None => Ok(Value::unknown(t)),
            },
            V::Func(f) => Ok(match name {
                "__name__" => Value::new(V::Str(f.name.clone())),
                _ => Value::unknown(t),
            }),
            V::Str(_) | V::List(_) | V::Dict(_) | V::Set(_) | V::Tuple(_) | V::Config(_) => Ok(method(obj)),
            V::Int(_) | V::Float(_) | V::Bool(_) => Ok(match name {
                "real" => obj.clone(),
                "bit_length" | "is_integer" | "to_bytes" => method(obj),
                _ => {
                    return Err(self.error(
                        "AttributeError",
                        format!("'{}' object has no attribute '{name}'", obj.type_name()),
                        t,
                    ))
                }
            }),
            V::None => Err(self.error(
                "AttributeError",
                format!("'NoneType' object has no attribute '{name}'"),
                t,
            )),
            V::ExcType(n) => Ok(match name {
                "__name__" => Value::new(V::Str(n.clone())),
                _ => Value::unknown(t),
            }),
            _ => Ok(Value::unknown(t)),
        }
    }

    /// `obj.name` on an instance: its own attribute, else its class's (a method bound to it);
    /// on a class the tool can't see all of (an exception, a dataclass, one with `__getattr__`),
    /// an unknown value rather than an AttributeError.
    fn instance_attr(&mut self, obj: &Value<'a>, i: &Instance<'a>, name: &str, t: Taint) -> R<'a, Value<'a>> {
        if let Some((_, v)) = i.attrs.borrow().iter().find(|(k, _)| &**k == name) {
            return Ok(v.clone());
        }
        let class = i.class.clone();
        match self.class_attr(&class, name) {
            Some(v) => self.bind_attr(obj, v),
            None => {
                if matches!(class.kind, V::ExcType(_)) || self.is_exception_class(&class) {
                    return Ok(Value::unknown(t));
                }
                if let V::Class(c) = &class.kind {
                    if c.dataclass_fields.borrow().is_some() || self.class_attr(&class, "__getattr__").is_some() {
                        return Ok(Value::unknown(t));
                    }
                    return Err(self.error(
                        "AttributeError",
                        format!("'{}' object has no attribute '{name}'", c.name),
                        t,
                    ));
                }
                Ok(Value::unknown(t))
            }
        }
    }

    pub(super) fn bind_attr(&mut self, obj: &Value<'a>, v: Value<'a>) -> R<'a, Value<'a>> {
        Ok(match &v.kind {
            V::Func(_) => Value::new(V::Bound(Rc::new((obj.clone(), v)))),
            V::Property(getter) => {
                let g = (**getter).clone();
                self.call(&g, vec![obj.clone()], vec![])?
            }
            V::StaticMethod(f) => (**f).clone(),
            V::ClassMethod(f) => {
                let cls = match &obj.kind {
                    V::Instance(i) => i.class.clone(),
                    _ => obj.clone(),
                };
                Value::new(V::Bound(Rc::new((cls, (**f).clone()))))
            }
            _ => v,
        })
    }
}
