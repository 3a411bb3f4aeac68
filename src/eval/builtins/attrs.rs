//! Attribute lookup (`obj.name`) on every kind of value: modules, torch values, paths, the
//! config as a namespace, instances and classes (with methods bound), built-in values.

use super::*;
use crate::eval::value::{binds_as_method, function_of};

impl<'a> Interp<'a> {
    pub fn get_attr(&mut self, obj: &Value<'a>, name: &str) -> R<'a, Value<'a>> {
        let bits = obj.taint & INEXACT;
        if bits != 0 {
            // What it is is not known exactly: nor what it has (it may lack the attribute).
            self.may_raise(bits);
            return self.with_inexact_inputs(bits, |me| me.get_attr_exact(obj, name));
        }
        self.get_attr_exact(obj, name)
    }

    fn get_attr_exact(&mut self, obj: &Value<'a>, name: &str) -> R<'a, Value<'a>> {
        let t = obj.taint;
        let method = |recv: &Value<'a>| Value::new(V::Method(Rc::new((recv.clone(), Rc::from(name)))));
        // What Python has that the evaluator does not model: not known, never an error.
        let has = |ty: &str| pytypes::python_type_has(ty, name);
        match &obj.kind {
            // A wrapper given attributes of its own: not followed (but what it is for).
            V::Partial(_) | V::Cached(_) | V::Dispatch(_)
                if self.wrapper_written(obj)
                    && !matches!(
                        name,
                        "cache_clear" | "cache_info" | "cache_parameters" | "register" | "func" | "args" | "keywords"
                    ) =>
            {
                let bits = self.inexact(FallbackKind::NotModelled, "a wrapper's own attribute");
                Ok(self.unknown_op(t | bits))
            }
            V::Gen(_) => Ok(match name {
                "send" | "close" | "throw" | "__next__" | "__iter__" => method(obj),
                _ => Value::unknown(t | self.inexact(FallbackKind::NotModelled, name)),
            }),
            // Its namespace, live (found on the module type before the module's own names).
            V::Module(m) if name == "__dict__" => Ok(Value::new(V::Globals(*m)).with_taint(t)),
            V::Module(m) => match self.module_attr(*m, name)? {
                // Bound where the path was undecided: on the other path it is not there
                // (`AttributeError`, `hasattr` false).
                Some(v) if v.inexact_bits() != 0 && !self.assume_env && self.may_be_unbound(name) => {
                    self.read_inexact_name(name, &v);
                    Ok(Value::unknown(v.taint))
                }
                Some(v) => Ok(v),
                None => {
                    // A module's own `__getattr__` (PEP 562) is asked for a name it lacks.
                    if let Some(v) = self.module_getattr_hook(*m, name)? {
                        return Ok(v.with_taint(t));
                    }
                    if let Some(v) = self.missing_module_attr(*m, name) {
                        return Ok(v);
                    }
                    // Read where the module has none, CPython makes it an empty dict and keeps
                    // it in the module's namespace.
                    if name == "__annotations__" {
                        self.module_listing_unsure(*m);
                    }
                    let open = self.module_open_names(*m);
                    if open != 0 || (name.starts_with("__") && name.ends_with("__")) {
                        let bits = open | self.inexact(FallbackKind::NotModelled, name);
                        return Ok(Value::unknown(t | bits));
                    }
                    let mname = self.h.module(*m).name.clone();
                    let message = match self.module_running(*m) {
                        true => format!(
                            "partially initialized module '{mname}' has no attribute '{name}' (most likely due to a circular import)"
                        ),
                        false => format!("module '{mname}' has no attribute '{name}'"),
                    };
                    self.fail("AttributeError", message, t)
                }
            },
            V::Native(n) => Ok(self.native_attr(*n, name)),
            V::Globals(_) => Ok(match has("dict") {
                Some(true) => method(obj),
                Some(false) => {
                    return self.fail("AttributeError", format!("'dict' object has no attribute '{name}'"), t)
                }
                None => Value::unknown(t | self.inexact(FallbackKind::NotModelled, name)),
            }),
            V::Cached(c) => match name {
                "cache_clear" | "cache_info" | "cache_parameters" => Ok(method(obj)),
                _ => {
                    let f = c.func.clone();
                    self.wrapper_attr(&f, name, t)
                }
            },
            V::Dispatch(d) => match name {
                "register" => Ok(method(obj)),
                _ => {
                    let base = d.base.clone();
                    self.wrapper_attr(&base, name, t)
                }
            },
            V::Re(o) => Ok(match self.re_attr(o, name, t) {
                Some(v) => v,
                None => method(obj),
            }),
            V::File(f) => {
                let f = f.clone();
                Ok(self.file_attr(obj, &f, name))
            }
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
                // A sequence of its own type, not modelled.
                None if name == "parents" => {
                    let bits = self.inexact(FallbackKind::NotModelled, "a path's parents");
                    Value::unknown(t | bits)
                }
                None => method(obj),
            }),
            // A namespace's own attribute (`ns.__dict__`, `ns.__class__`) is no field: its
            // `__dict__` is the config as a dict the tool does not follow, from which any field
            // may be read.
            V::Config(c) if c.borrow().attrs && name.starts_with("__") && name.ends_with("__") => {
                if name == "__dict__" {
                    self.note_config_handed_on();
                }
                Ok(Value::unknown(t))
            }
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
                    _ => Value::unknown(t),
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
            V::Super(s) => {
                let (owner, o) = (s.0.clone(), s.1.clone());
                self.super_attr(&owner, &o, name)
            }
            V::Class(_) => self.class_value_attr(obj, name, t),
            // What `contextlib.contextmanager` makes, and a wrapper `functools.wraps` updated: a
            // function, with the wrapped one's names.
            V::Partial(p) if let Some(f) = function_of(p) => {
                let f = f.clone();
                self.wrapper_attr(&f, name, t)
            }
            // `functools.partial`'s `func`, `args`, `keywords`.
            V::Partial(p) if matches!(name, "func" | "args" | "keywords") => Ok(match name {
                "func" => p.0.clone(),
                "args" => Value::tuple(p.1.clone()),
                // A copy, not the partial's own dict: what is written through it is not followed,
                // so the partial's calls from now on are not known.
                _ => {
                    let mut d = Dict::default();
                    for (k, v) in p.2.iter() {
                        d.insert(Value::new(V::Str(k.clone())), v.clone(), self.cur);
                    }
                    self.callable_altered(obj);
                    Value::dict(d)
                }
            }
            .with_taint(t)),
            V::Property(_) if matches!(name, "setter" | "deleter" | "getter") => Ok(method(obj)),
            V::Func(f) => {
                let f = f.clone();
                self.func_attr(&f, name, t)
            }
            V::Dict(d) if !d.borrow().is_plain() => {
                let flavor = d.borrow().flavor.clone();
                Ok(self.flavored_dict_attr(obj, flavor, name, t))
            }
            V::Config(_) if has("dict") == Some(true) => Ok(method(obj)),
            // A read-only mapping (an enum's `__members__`): the methods that only read.
            V::View(p) if p.kind == ViewKind::Proxy && matches!(name, "get" | "keys" | "values" | "items" | "copy") => {
                Ok(method(obj))
            }
            // A range's `start`, `stop`, `step`, and what a list has that it does not: its own.
            V::List(_) if obj.is_range() => Ok(match (name, obj.range_span()) {
                ("count" | "index", _) => method(obj),
                ("start", Some([x, _, _])) | ("stop", Some([_, x, _])) | ("step", Some([_, _, x])) => {
                    Value::int(x).with_taint(t)
                }
                // What a list does not have, a range has not either (but the three above).
                _ if has("list") == Some(false) => {
                    let message = format!("'range' object has no attribute '{name}'");
                    return self.fail("AttributeError", message, t);
                }
                _ => Value::unknown(t | self.inexact(FallbackKind::NotModelled, name)),
            }),
            V::Str(_) | V::List(_) | V::Dict(_) | V::Set(_) | V::Tuple(_) | V::Config(_) => {
                if has(obj.type_name()) == Some(false) {
                    return self.fail(
                        "AttributeError",
                        format!("'{}' object has no attribute '{name}'", obj.type_name()),
                        t,
                    );
                }
                Ok(method(obj))
            }
            V::Int(_) | V::Float(_) | V::Bool(_) => Ok(match name {
                // (A bool's are ints: `True.real` is `1`; a float's `imag` is `0.0`.)
                "real" | "numerator" if matches!(obj.kind, V::Bool(_)) => {
                    Value::int(obj.as_int().unwrap_or(0)).with_taint(t)
                }
                "real" => obj.clone(),
                "imag" if matches!(obj.kind, V::Float(_)) => Value::new(V::Float(0.0)).with_taint(t),
                "imag" => Value::int(0).with_taint(t),
                "numerator" if !matches!(obj.kind, V::Float(_)) => obj.clone(),
                "denominator" if !matches!(obj.kind, V::Float(_)) => Value::int(1).with_taint(t),
                "bit_length" | "bit_count" | "is_integer" | "to_bytes" => method(obj),
                _ if has(obj.type_name()) == Some(false) => {
                    return self.fail(
                        "AttributeError",
                        format!("'{}' object has no attribute '{name}'", obj.type_name()),
                        t,
                    )
                }
                _ => {
                    let bits = self.inexact(FallbackKind::NotModelled, &format!("{}.{name}", obj.type_name()));
                    Value::unknown(t | bits)
                }
            }),
            V::None => match has("NoneType") {
                Some(true) => Ok(Value::unknown(t)),
                _ => self.fail(
                    "AttributeError",
                    format!("'NoneType' object has no attribute '{name}'"),
                    t,
                ),
            },
            V::ExcType(n) => Ok(match name {
                "__name__" | "__qualname__" => Value::new(V::Str(n.clone())),
                _ => Value::unknown(t),
            }),
            // `str.lower`, `dict.get`: a method of a built-in type, unbound; `int.__name__`.
            V::Builtin(b) => Ok(match (builtin_type_name(*b), name) {
                (Some(ty), "__name__" | "__qualname__") => Value::str(ty).with_taint(t),
                // `object.__setattr__(self, name, v)`: the attribute set past the class's own
                // `__setattr__` (a frozen dataclass's `__post_init__` sets its defaults so, a
                // class's own `__setattr__` ends so); `object.__delattr__` likewise.
                (Some("object"), "__setattr__") => Value::new(V::Builtin(Builtin::ObjectSetattr)),
                (Some("object"), "__delattr__") => Value::new(V::Builtin(Builtin::ObjectDelattr)),
                // `object.__new__(cls)` (a class's own `__new__` ends so).
                (Some("object"), "__new__") => Value::new(V::Builtin(Builtin::ObjectNew)),
                // A metaclass's `type.__new__(mcs, name, bases, ns)` (`interp/metaclass.rs`).
                (Some("type"), "__new__") => Value::new(V::Builtin(Builtin::TypeNew)),
                // A class method: bound to the class, whatever it is called on.
                (Some("dict"), "fromkeys") => method(&Value::dict(Dict::default())),
                (_, "from_iterable") if *b == Builtin::Chain => Value::new(V::Builtin(Builtin::ChainFromIterable)),
                (Some(ty), _) if unbound_methods_of(*b) && has(ty) == Some(true) => method(obj),
                _ => Value::unknown(t),
            }),
            V::Unknown => Ok(self.unknown_op(t)),
            _ => Ok(Value::unknown(t)),
        }
    }

    /// Names a module's scope may hold that the tool does not know (`from opaque import *`).
    fn module_open_names(&mut self, m: u32) -> Taint {
        match self.import_module(m) {
            Ok(env) => env.open_names.get(),
            Err(_) => 0,
        }
    }

    /// `Cls.name`: the class's own or an inherited attribute (a static method unwrapped, a class
    /// method bound to the class), or what every class has (`__name__`, `__bases__`, `__mro__`,
    /// `__subclasses__`…). A class the tool does not know exactly may have what it can't find.
    fn class_value_attr(&mut self, obj: &Value<'a>, name: &str, t: Taint) -> R<'a, Value<'a>> {
        if let Some(v) = self.enum_class_attr(obj, name, t) {
            return Ok(v);
        }
        // `D.__init__` of a dataclass (or a class derived from one) that writes none: the one
        // `@dataclass` made, where the MRO finds it.
        if name == "__init__" {
            if let Some(crate::eval::interp::Init::Dataclass(dc, _)) = self.init_of(obj) {
                let class = Value::new(V::Class(dc));
                let init = Value::new(V::Builtin(Builtin::DataclassInit));
                return Ok(Value::new(V::Partial(Rc::new((init, vec![class], vec![])))).with_taint(t));
            }
        }
        if let Some(v) = self.class_attr(obj, name) {
            // A descriptor read on the class: `__get__(None, cls)`.
            if let V::Instance(d) = &v.kind {
                if let Some(get) = self.class_attr(&d.class, "__get__") {
                    let get = self.bind_attr(&v, get)?;
                    return self.call(&get, vec![Value::none(), obj.clone()], vec![]);
                }
            }
            let bits = class_data_inexact(obj, &v) | self.reshaped_bits(obj);
            // Set where the path was undecided: it may not be there.
            self.may_raise(bits);
            let v = v.with_taint(bits);
            return Ok(match &v.kind {
                V::StaticMethod(f) => (**f).clone().with_taint(bits),
                V::ClassMethod(f) => Value::new(V::Bound(Rc::new((obj.clone(), (**f).clone())))).with_taint(bits),
                _ => v,
            });
        }
        // Not the class's: its metaclass's, when it has one the tool follows.
        if let Some(v) = self.metaclass_attr(obj, name) {
            return Ok(v.with_taint(t));
        }
        let V::Class(c) = &obj.kind else {
            return Ok(Value::unknown(t));
        };
        Ok(match name {
            "__name__" => Value::new(V::Str(c.name.clone())),
            "__qualname__" => match c.qualname.borrow().clone() {
                Some(q) => Value::new(V::Str(q)),
                None => {
                    Value::unknown(t | self.inexact(FallbackKind::NotModelled, "the __qualname__ of a local class"))
                }
            },
            // A class written with no base has `object` for its base.
            "__bases__" if c.bases.is_empty() => Value::tuple(vec![Value::new(V::Builtin(Builtin::Object))]),
            "__bases__" => Value::tuple(c.bases.clone()),
            "__mro__" => Value::tuple(self.mro(obj)),
            "__subclasses__" | "mro" => Value::new(V::Method(Rc::new((obj.clone(), Rc::from(name))))),
            "__abstractmethods__" if self.is_abc_meta(obj) => match self.abstract_methods_attr(obj) {
                Some(v) => v,
                None => Value::unknown(t),
            },
            // `ABCMeta`'s own (`register` makes virtual subclasses `isinstance` does not see).
            _ if (name == "register" || name.starts_with("_abc_")) && self.is_abc_meta(obj) => {
                let bits = self.inexact(FallbackKind::NotModelled, &format!("ABCMeta.{name}"));
                c.inexact.set(c.inexact.get() | bits);
                Value::unknown(t | bits)
            }
            _ => {
                let bits = class_inexact(obj);
                if bits != 0 || !crate::eval::interp::bases_known(obj) {
                    self.unknown_attr_may_be_code(obj, obj);
                    // Not known to be there: Python may raise AttributeError.
                    self.unknown_op(t | bits)
                } else if (name.starts_with("__") && name.ends_with("__")) || defines(obj, "__slots__") {
                    // (A slot is a member descriptor of its class, not modelled.)
                    let bits = self.inexact(FallbackKind::NotModelled, &format!("{}.{name}", c.name));
                    Value::unknown(t | bits)
                } else {
                    return self.fail(
                        "AttributeError",
                        format!("type object '{}' has no attribute '{name}'", c.name),
                        t,
                    );
                }
            }
        })
    }

    /// The class's `__getattr__` asked for `name` where the object may hold it (`bits`): run
    /// in an undecided region (what it does marked, an error it raises not decided); what the
    /// read gives is not known.
    fn getattr_hook_maybe(&mut self, obj: &Value<'a>, hook: Value<'a>, name: &str, bits: Taint) -> R<'a, Value<'a>> {
        let bits = match bits & INEXACT {
            0 => self.inexact(FallbackKind::Undecided, "an attribute that may not be there"),
            b => b,
        };
        let g = self.bind_attr(obj, hook)?;
        self.hook_may_run(&g, vec![Value::str(name)], bits)?;
        Ok(Value::unknown(bits))
    }

    /// `obj.name` on an instance: its own attribute, else its class's (a method bound to it),
    /// else the class's `__getattr__`; on a class the tool does not know exactly (a base it
    /// can't see, a hook it does not run), an unknown value rather than an AttributeError.
    fn instance_attr(&mut self, obj: &Value<'a>, i: &Instance<'a>, name: &str, t: Taint) -> R<'a, Value<'a>> {
        if let Some(v) = self.enum_member_attr(obj, name, t) {
            return Ok(v);
        }
        if let Some(v) = self.enum_value_attr(obj, name)? {
            return Ok(v);
        }
        // A class's own `__getattribute__` decides every read (and may do anything): not
        // modelled; the object is not known exactly after it.
        if defines(&i.class, "__getattribute__") {
            let bits = self.inexact(FallbackKind::NotModelled, "a class's own __getattribute__");
            i.inexact.set(i.inexact.get() | bits);
            // It ran, and may have done anything its code could.
            let hook = self
                .class_attr(&i.class, "__getattribute__")
                .unwrap_or_else(Value::none);
            self.exec_unseen(None, &[obj.clone(), hook], &[]);
            return Ok(self.unknown_op(t | bits));
        }
        let own = i.inexact.get();
        if name == "__dict__" && super::collections::nt_class_of(&i.class).is_some() {
            // A namedtuple has none (its subclasses may): not modelled.
            let bits = self.inexact(FallbackKind::NotModelled, "a namedtuple's __dict__");
            return Ok(self.unknown_op(t | bits));
        }
        if matches!(&i.class.kind, V::Class(c) if c.holds_objects.get()) {
            let mark = self.events.findings.len();
            let got = self.descriptor_get(obj, &i.class, name).transpose();
            if let Some(got) = got {
                return self.or_getattr(obj, &i.class, name, got, mark);
            }
        }
        // A namedtuple's field, where a subclass's attribute of that name stands before it:
        // which one Python gives (the instance may have a `__dict__`) is not followed.
        if let Some(nt) = super::collections::nt_class_of(&i.class) {
            if super::collections::nt_fields(&nt).iter().any(|f| &**f == name)
                && self.defined_before_nt(&i.class, &nt, name)
            {
                let bits = self.inexact(
                    FallbackKind::NotModelled,
                    "a namedtuple's field shadowed by its subclass",
                );
                return Ok(self.unknown_op(t | bits));
            }
        }
        // What every exception holds outside its `__dict__` (`args`, `__cause__`): a class
        // attribute of that name stands before it; which one Python gives then is not followed.
        if matches!(
            name,
            "args" | "__cause__" | "__context__" | "__suppress_context__" | "__traceback__"
        ) && self.is_exception_class(&i.class)
            && self.class_attr(&i.class, name).is_some()
        {
            let bits = self.inexact(FallbackKind::NotModelled, "an exception's field shadowed by its class");
            return Ok(self.unknown_op(t | bits));
        }
        let found = i
            .attrs
            .borrow()
            .iter()
            .find(|(k, _)| &**k == name)
            .map(|(_, v)| v.clone());
        if let Some(v) = found {
            // Set (or deleted) where the path was undecided: it may not be there on the other
            // path, where a `cached_property` of the class runs.
            let maybe = (own | v.taint) & INEXACT;
            if maybe != 0 {
                match self.class_attr(&i.class, name).map(|c| c.kind) {
                    Some(V::CachedProperty(getter)) => return self.cached_property_get(obj, &getter, name),
                    // Where it is not there, the class's `__getattr__` runs.
                    None => {
                        if let Some(hook) = self.class_attr(&i.class, "__getattr__") {
                            return self.getattr_hook_maybe(obj, hook, name, maybe | t);
                        }
                    }
                    _ => {}
                }
            }
            self.may_raise(own);
            return Ok(v.with_taint(own));
        }
        let class = i.class.clone();
        match self.class_attr(&class, name) {
            Some(v) => {
                let mut bits = class_data_inexact(&class, &v) | self.reshaped_bits(&class);
                // Its own attributes not known exactly (written through `__dict__`, `setattr`
                // of a name not known): one may stand before the class's function. Only where
                // nothing is taken to work (a harness's objects' methods are read as written),
                // or where the object was given another class.
                if !self.assume_env || self.reclassed(obj) {
                    bits |= own;
                }
                self.may_raise(bits);
                let mark = self.events.findings.len();
                let got = self.bind_attr_named(obj, v, name);
                Ok(self.or_getattr(obj, &class, name, got, mark)?.with_taint(bits))
            }
            None => {
                // (`__class__` and `__dict__` are found before a class's `__getattr__` is asked.)
                match name {
                    "__class__" => return Ok(class),
                    "__dict__" if self.slots_refuse(&class, "__dict__") == Some(true) => {}
                    "__dict__" => {
                        // A copy, not the live view Python gives: what is written through it
                        // (or to the object after) is not seen, so neither is known exactly.
                        let bits = self.inexact(FallbackKind::NotModelled, "an object's __dict__");
                        i.inexact.set(i.inexact.get() | bits);
                        return Ok(self.own_dict_copy(&i.attrs.borrow(), own | bits));
                    }
                    _ => {}
                }
                if let Some(g) = self.class_attr(&class, "__getattr__") {
                    // Its own attributes not known exactly: it may be among them.
                    if own != 0 {
                        return self.getattr_hook_maybe(obj, g, name, own | t);
                    }
                    let g = self.bind_attr(obj, g)?;
                    return self.call(&g, vec![Value::str(name)], vec![]);
                }
                // A namedtuple's attributes are its classes', its fields and a tuple's.
                if own == 0
                    && super::collections::nt_class_of(&class).is_some()
                    && pytypes::python_type_has("tuple", name) == Some(false)
                {
                    let cname = match &class.kind {
                        V::Class(c) => c.name.clone(),
                        _ => Rc::from("tuple"),
                    };
                    return self.fail(
                        "AttributeError",
                        format!("'{cname}' object has no attribute '{name}'"),
                        t,
                    );
                }
                // Not known to be there, nor known not to be: Python may raise AttributeError.
                if matches!(class.kind, V::ExcType(_)) || self.is_exception_class(&class) {
                    // The methods every exception has that change it (`add_note` appends to the
                    // `__notes__` it finds, the class's too): not modelled.
                    if matches!(name, "add_note" | "with_traceback") {
                        let mut roots = vec![obj.clone()];
                        roots.extend(self.class_attr(&class, "__notes__"));
                        self.handed_to_unseen(&roots);
                    }
                    return Ok(self.unknown_op(t));
                }
                let bits = own | class_inexact(&class);
                if bits != 0 || !crate::eval::interp::bases_known(&class) {
                    self.unknown_attr_may_be_code(obj, &class);
                    return Ok(self.unknown_op(t | bits));
                }
                if let V::Class(c) = &class.kind {
                    if name.starts_with("__") && name.ends_with("__") {
                        let bits = self.inexact(FallbackKind::NotModelled, &format!("{}.{name}", c.name));
                        return Ok(Value::unknown(t | bits));
                    }
                    return self.fail(
                        "AttributeError",
                        format!("'{}' object has no attribute '{name}'", c.name),
                        t,
                    );
                }
                Ok(Value::unknown(t))
            }
        }
    }

    /// A class's method resolution order, as far as the evaluator knows its bases (C3, as
    /// Python computes it; `object` last).
    pub fn mro(&self, cls: &Value<'a>) -> Vec<Value<'a>> {
        fn merge<'a>(mut seqs: Vec<Vec<Value<'a>>>) -> Option<Vec<Value<'a>>> {
            // A base that is not a class of the harness's is one with every other of its kind
            // (two unknown bases are taken as one: what they are is not known anyway).
            let same = |a: &Value<'a>, b: &Value<'a>| match (&a.kind, &b.kind) {
                (V::Class(x), V::Class(y)) => Rc::ptr_eq(x, y),
                (V::Builtin(x), V::Builtin(y)) => x == y,
                (V::ExcType(x), V::ExcType(y)) => x == y,
                (V::Class(_), _) | (_, V::Class(_)) => false,
                _ => std::mem::discriminant(&a.kind) == std::mem::discriminant(&b.kind),
            };
            let mut out = Vec::new();
            for _ in 0..4096 {
                seqs.retain(|s| !s.is_empty());
                if seqs.is_empty() {
                    return Some(out);
                }
                let head = seqs
                    .iter()
                    .map(|s| s[0].clone())
                    .find(|c| !seqs.iter().any(|s| s[1..].iter().any(|x| same(x, c))))?;
                for s in seqs.iter_mut() {
                    if same(&s[0], &head) {
                        s.remove(0);
                    }
                }
                out.push(head);
            }
            None
        }
        fn linearize<'a>(c: &Value<'a>, depth: usize) -> Vec<Value<'a>> {
            if depth > 32 {
                return vec![c.clone()];
            }
            match &c.kind {
                V::Class(cl) => {
                    let mut seqs: Vec<Vec<Value<'a>>> = cl.bases.iter().map(|b| linearize(b, depth + 1)).collect();
                    seqs.push(cl.bases.clone());
                    let mut out = vec![c.clone()];
                    match merge(seqs) {
                        Some(rest) => out.extend(rest),
                        None => out.extend(cl.bases.iter().cloned()),
                    }
                    out
                }
                // A built-in exception: its own hierarchy (`KeyError`, `LookupError`,
                // `Exception`, `BaseException`).
                V::ExcType(name) => std::iter::once(c.clone())
                    .chain(crate::eval::interp::exception_ancestors(name).map(|p| Value::new(V::ExcType(Rc::from(p)))))
                    .collect(),
                _ => vec![c.clone()],
            }
        }
        let mut out = linearize(cls, 0);
        let object = Value::new(V::Builtin(Builtin::Object));
        out.retain(|c| !matches!(c.kind, V::Builtin(Builtin::Object)));
        out.push(object);
        out
    }

    /// The special method `name` Python calls for `obj` (`len(obj)`, `obj + x`, `str(obj)`):
    /// looked up on its type, past an attribute of that name the object holds itself.
    pub(crate) fn special_method(&mut self, obj: &Value<'a>, name: &str) -> R<'a, Value<'a>> {
        if let V::Instance(i) = &obj.kind {
            if i.attrs.borrow().iter().any(|(k, _)| &**k == name) {
                if let Some(f) = self.class_attr(&i.class, name) {
                    return self.bind_attr_named(obj, f, name);
                }
            }
        }
        self.get_attr(obj, name)
    }

    /// [`Self::bind_attr`] of the class attribute `name` read from `obj`: a `cached_property`
    /// read from an instance is [`Self::cached_property_get`]. Read from the class, it is the
    /// descriptor.
    fn bind_attr_named(&mut self, obj: &Value<'a>, v: Value<'a>, name: &str) -> R<'a, Value<'a>> {
        match &v.kind {
            V::CachedProperty(getter) if matches!(obj.kind, V::Instance(_)) => {
                self.cached_property_get(obj, getter, name)
            }
            V::Property(inner) => self.property_read(obj, inner, name),
            _ => self.bind_attr(obj, v),
        }
    }

    /// A `cached_property` named `name` read from the instance `obj` (directly or through
    /// `super()`), as its `__get__` does: what the instance keeps under the name, or the
    /// getter's result, then kept there past any `__setattr__` (a frozen dataclass's too).
    pub(super) fn cached_property_get(&mut self, obj: &Value<'a>, getter: &Value<'a>, name: &str) -> R<'a, Value<'a>> {
        let compute = |me: &mut Self| -> R<'a, Value<'a>> {
            let r = me.call(getter, vec![obj.clone()], vec![])?;
            me.set_attr(obj, name, r.clone());
            Ok(r)
        };
        if let V::Instance(i) = &obj.kind {
            // An object without a `__dict__` has nowhere to keep it.
            if self.slots_refuse(&i.class, "__dict__") == Some(true) {
                let cname = match &i.class.kind {
                    V::Class(c) => c.name.to_string(),
                    _ => String::new(),
                };
                let message = format!("No '__dict__' attribute on '{cname}' instance to cache '{name}' property.");
                return self.fail("TypeError", message, obj.taint);
            }
            let kept = i.attrs.borrow().iter().find(|(k, _)| &**k == name).map(|a| a.1.clone());
            if let Some(k) = kept {
                // Kept, or deleted, where the path was undecided: on the other path the getter
                // runs.
                let absent_bits = (i.inexact.get() | k.taint) & INEXACT;
                if absent_bits == 0 {
                    return Ok(k);
                }
                let r = self.undecided(absent_bits, compute)?;
                return Ok(Value::unknown(k.taint | r.taint | absent_bits));
            }
        }
        compute(self)
    }

    /// An attribute of a function that wraps `wrapped` (one `singledispatch`, `lru_cache`,
    /// `contextmanager` or `wraps` made): `__wrapped__`, and the names `functools.update_wrapper`
    /// copies from it; the others not modelled.
    fn wrapper_attr(&mut self, wrapped: &Value<'a>, name: &str, t: Taint) -> R<'a, Value<'a>> {
        match name {
            "__wrapped__" => Ok(wrapped.clone()),
            // Copied when it was wrapped: a name the function was given since (or before: the
            // tool does not tell) may not be the wrapper's.
            "__name__" | "__qualname__" | "__doc__" | "__module__" if renamed(wrapped) => Ok(Value::unknown(
                t | self.inexact(FallbackKind::NotModelled, "a wrapped function renamed"),
            )),
            "__name__" | "__qualname__" | "__doc__" | "__module__" => self.get_attr(wrapped, name),
            _ => Ok(Value::unknown(t | self.inexact(FallbackKind::NotModelled, name))),
        }
    }

    pub(crate) fn bind_attr(&mut self, obj: &Value<'a>, v: Value<'a>) -> R<'a, Value<'a>> {
        Ok(match &v.kind {
            // (A cached function binds as its wrapper's `__get__` does.)
            _ if binds_as_method(&v) => Value::new(V::Bound(Rc::new((obj.clone(), v)))),
            V::Property(inner) => {
                let g = property::property_parts(inner).0;
                self.call(&g, vec![obj.clone()], vec![])?
            }
            // (Bound by its name, it is kept in the instance: `bind_attr_named`.)
            V::CachedProperty(getter) if matches!(obj.kind, V::Instance(_)) => {
                self.call(getter, vec![obj.clone()], vec![])?
            }
            V::StaticMethod(f) => (**f).clone(),
            // A namedtuple's method: bound as a function is.
            V::Builtin(Builtin::NtMethod(_) | Builtin::CmMethod(_)) => Value::new(V::Bound(Rc::new((obj.clone(), v)))),
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

/// The name of a built-in that is a type (`int`, `list`, `enumerate`…), as `__name__` gives it.
pub(super) fn builtin_type_name(b: Builtin) -> Option<&'static str> {
    use Builtin as B;
    Some(match b {
        B::Int => "int",
        B::Float => "float",
        B::Str => "str",
        B::Bool => "bool",
        B::List => "list",
        B::Tuple => "tuple",
        B::Dict => "dict",
        B::Set => "set",
        B::Frozenset => "frozenset",
        B::Range => "range",
        B::Enumerate => "enumerate",
        B::Zip => "zip",
        B::Map => "map",
        B::Filter => "filter",
        B::Reversed => "reversed",
        B::Type => "type",
        B::Object => "object",
        B::DefaultDict => "defaultdict",
        B::OrderedDict => "OrderedDict",
        B::Counter => "Counter",
        _ => return None,
    })
}

/// The built-in types whose methods, taken from the type (`str.lower`), the tool calls on their
/// first argument.
pub(super) fn unbound_methods_of(b: Builtin) -> bool {
    use Builtin as B;
    matches!(b, B::Str | B::List | B::Tuple | B::Dict | B::Set | B::Frozenset)
}

/// The inexactness of a data attribute found on a class the tool does not know exactly: a base
/// or metaclass it can't see may make a class's own data something else (an enum's members are
/// instances, not the values written in its body). Functions are taken as written: what calls
/// them is what the harness's code does.
fn class_data_inexact(cls: &Value, found: &Value) -> Taint {
    // (A method deleted where the path was undecided is kept, marked.)
    let own = found.taint & INEXACT;
    match found.kind {
        V::Func(_) | V::StaticMethod(_) | V::ClassMethod(_) | V::Property(_) => own,
        _ => own | class_inexact(cls),
    }
}

impl<'a> Interp<'a> {
    /// `obj.name` through a descriptor of its class: a data descriptor (`__set__`/`__delete__`)
    /// first, before the instance's own attribute; one with `__get__` only when the instance has
    /// no such attribute. `None`: no descriptor decides it.
    fn descriptor_get(&mut self, obj: &Value<'a>, class: &Value<'a>, name: &str) -> R<'a, Option<Value<'a>>> {
        let Some(d) = self.class_attr(class, name) else {
            return Ok(None);
        };
        if let V::Property(inner) = &d.kind {
            return self.property_read(obj, inner, name).map(Some);
        }
        let V::Instance(di) = &d.kind else { return Ok(None) };
        let Some(get) = self.class_attr(&di.class, "__get__") else {
            return Ok(None);
        };
        let data = defines(&di.class, "__set__") || defines(&di.class, "__delete__");
        if !data {
            if let V::Instance(i) = &obj.kind {
                if i.attrs.borrow().iter().any(|(k, _)| &**k == name) {
                    return Ok(None);
                }
            }
        }
        let get = self.bind_attr(&d, get)?;
        let v = self.call(&get, vec![obj.clone(), class.clone()], vec![])?;
        let own = match &obj.kind {
            V::Instance(i) => i.inexact.get(),
            _ => 0,
        };
        Ok(Some(v.with_taint(class_inexact(class) | own)))
    }

    /// What a descriptor of the class of `obj` gave for `name` (`got`); where it raised
    /// `AttributeError` (a property's getter), Python asks the class's `__getattr__` then, if it
    /// has one. `mark`: the count of findings before the descriptor ran.
    fn or_getattr(
        &mut self,
        obj: &Value<'a>,
        class: &Value<'a>,
        name: &str,
        got: R<'a, Value<'a>>,
        mark: usize,
    ) -> R<'a, Value<'a>> {
        let Err(Flow::Exc(e)) = got else { return got };
        let fallback = match crate::eval::interp::exc_class_names(&e.value)
            .iter()
            .any(|c| c == "AttributeError")
        {
            true => self.class_attr(class, "__getattr__"),
            false => None,
        };
        let Some(g) = fallback else {
            return Err(Flow::Exc(e));
        };
        let at = self.cur;
        self.caught_finding(&e, mark, at);
        let g = self.bind_attr(obj, g)?;
        self.call(&g, vec![Value::str(name)], vec![])
    }

    /// An attribute of `obj` (of class `class`) answered unknown: it may be code the run did not
    /// see put there — a method of a base the tool can't see (not CPython's), bound to `obj`
    /// (which may call back into what `obj` reaches), or a function of a metaclass the tool does
    /// not follow (of `obj`'s class or its bases). Calling it may run that code
    /// ([`Self::give_away`]). What a `setattr` of a name not known stored is given away where it
    /// is stored.
    fn unknown_attr_may_be_code(&mut self, obj: &Value<'a>, class: &Value<'a>) {
        if crate::eval::interp::unseen_base_code(class) {
            self.give_away(obj.clone());
        }
        for k in self.mro(class) {
            if let V::Class(c) = &k.kind {
                let meta = c.meta.borrow().clone();
                if let Some(m) = meta.filter(|m| matches!(m.kind, V::Class(_))) {
                    self.give_away(m);
                }
            }
        }
    }

    /// `f.name` of a function: what was set on it (its own attributes), else what Python gives
    /// every function (its names), else Python's `AttributeError`.
    fn func_attr(&mut self, f: &Rc<Func<'a>>, name: &str, t: Taint) -> R<'a, Value<'a>> {
        let own = f.attrs.inexact();
        if let Some(v) = f.attrs.get(name) {
            // Set where the path was undecided: it may not be there on the other path.
            self.may_raise(own);
            return Ok(v.with_taint(t | own));
        }
        let every = pytypes::python_type_has("function", name) == Some(true);
        if own != 0 {
            // Set where the tool could not follow: any of them may have been.
            if !every {
                self.may_raise(own);
            }
            return Ok(Value::unknown(t | own));
        }
        Ok(match name {
            // A lambda is named after what it is bound to for the tool's own rules
            // (`name_lambdas`); Python's name for it stays `<lambda>`.
            "__name__" if matches!(f.body, FuncBody::Lambda(_)) => Value::str("<lambda>").with_taint(t),
            "__name__" => Value::new(V::Str(f.name.clone())).with_taint(t),
            "__qualname__" => self.func_qualname(f, t),
            "__dict__" => {
                // A copy, not the live dict Python gives: what is written through it (or to
                // the function after) is not seen, so neither is known exactly.
                let bits = self.inexact(FallbackKind::NotModelled, "a function's __dict__");
                f.attrs.mark_inexact(bits);
                self.own_dict_copy(&f.attrs.list(), bits)
            }
            _ if every => Value::unknown(t),
            _ => {
                let message = format!("'function' object has no attribute '{name}'");
                return self.fail("AttributeError", message, t);
            }
        })
    }

    /// An object's or function's `__dict__` as the tool gives it: a copy of its attributes, not
    /// the live dict Python gives (marked with `bits`), given away (what is written through it
    /// may be the object's: a function too).
    fn own_dict_copy(&mut self, attrs: &[(Rc<str>, Value<'a>)], bits: Taint) -> Value<'a> {
        let d = crate::eval::value::attrs_dict(attrs);
        d.mark_inexact(bits);
        self.give_away(d.clone());
        d
    }

    /// `f.__qualname__`: where its `def` (or lambda) is written (`C.m`, `f.<locals>.g`), as
    /// CPython's compiler names it.
    fn func_qualname(&mut self, f: &Func<'a>, t: Taint) -> Value<'a> {
        match self.h.module(f.module).qualname_at(f.offset) {
            Some(q) => Value::str(q).with_taint(t),
            None => Value::unknown(t | self.inexact(FallbackKind::NotModelled, "the __qualname__ of a local function")),
        }
    }

    /// Whether `__slots__` refuses `name` on instances of `class`: `Some(true)` when every class
    /// of its MRO declares slots and none is `name`; `None` when not known.
    pub(crate) fn slots_refuse(&self, class: &Value<'a>, name: &str) -> Option<bool> {
        if class_inexact(class) != 0 || !crate::eval::interp::bases_known(class) {
            return None;
        }
        for c in self.mro(class) {
            let V::Class(cl) = &c.kind else {
                if matches!(c.kind, V::Builtin(Builtin::Object)) {
                    continue;
                }
                return None;
            };
            let slots = cl
                .attrs
                .borrow()
                .iter()
                .find(|(k, _)| &**k == "__slots__")
                .map(|(_, v)| v.clone());
            let slots = slots?;
            let names: Vec<Value<'a>> = match &slots.kind {
                V::Str(_) => vec![slots.clone()],
                V::Tuple(t) => t.to_vec(),
                V::List(l) => l.borrow().items.clone(),
                _ => return None,
            };
            for n in names {
                match n.as_str() {
                    _ if !n.is_exact() => return None,
                    Some(s) if s == "__dict__" || mangled_slot(&cl.name, s) == name => return Some(false),
                    Some(_) => {}
                    None => return None,
                }
            }
        }
        Some(true)
    }

    /// `obj.name = v` through a data descriptor of its class (`__set__`): `true` when one took it.
    pub(crate) fn descriptor_set(&mut self, obj: &Value<'a>, name: &str, v: &Value<'a>) -> R<'a, bool> {
        let V::Instance(i) = &obj.kind else { return Ok(false) };
        if !matches!(&i.class.kind, V::Class(c) if c.holds_objects.get()) {
            return Ok(false);
        }
        if self.slots_refuse(&i.class, name) == Some(true) {
            let cname = match &i.class.kind {
                V::Class(c) => c.name.to_string(),
                _ => String::new(),
            };
            let message = format!("'{cname}' object has no attribute '{name}'");
            self.fail::<Value<'a>>("AttributeError", message, obj.taint | v.taint)?;
            return Ok(true);
        }
        let Some(d) = self.class_attr(&i.class, name) else {
            return Ok(false);
        };
        if let V::Property(inner) = &d.kind {
            self.property_write(obj, inner, name, Some(v))?;
            return Ok(true);
        }
        self.data_descriptor_write(obj, &d, Some(v))
    }

    /// `obj.name = v` (`v` given) or `del obj.name` where the class's attribute `d` is an object:
    /// a data descriptor's `__set__` or `__delete__` does it (one that has only the other of the
    /// two refuses: `AttributeError`); `false` when `d` is no data descriptor.
    pub(crate) fn data_descriptor_write(
        &mut self,
        obj: &Value<'a>,
        d: &Value<'a>,
        v: Option<&Value<'a>>,
    ) -> R<'a, bool> {
        let V::Instance(di) = &d.kind else { return Ok(false) };
        let set = self.class_attr(&di.class, "__set__");
        let delete = self.class_attr(&di.class, "__delete__");
        let (wanted, other) = match v {
            Some(_) => (set, delete),
            None => (delete, set),
        };
        match (wanted, v) {
            (Some(f), _) => {
                let f = self.bind_attr(d, f)?;
                let args = std::iter::once(obj.clone()).chain(v.cloned()).collect();
                self.call(&f, args, vec![])?;
                Ok(true)
            }
            (None, _) if other.is_none() => Ok(false),
            (None, v) => {
                let missing = if v.is_some() { "__set__" } else { "__delete__" };
                self.fail::<Value<'a>>("AttributeError", missing.to_string(), obj.taint)?;
                Ok(true)
            }
        }
    }
}

/// Whether `f` is a function given a name or doc of its own since it was made (or one not known).
fn renamed(f: &Value) -> bool {
    matches!(&f.kind, V::Func(f) if f.attrs.any_set(&["__name__", "__qualname__", "__doc__", "__module__"]))
}

/// A name in a class's `__slots__` as the attribute it makes: a private one (`__x`) mangled with
/// the class's name (`_A__x`), as `type()` does.
pub(crate) fn mangled_slot<'s>(class: &str, slot: &'s str) -> std::borrow::Cow<'s, str> {
    let stripped = class.trim_start_matches('_');
    if !slot.starts_with("__") || slot.ends_with("__") || slot.contains('.') || stripped.is_empty() {
        return slot.into();
    }
    format!("_{stripped}{slot}").into()
}
