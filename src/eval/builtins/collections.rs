//! `collections`' `namedtuple`, `defaultdict`, `OrderedDict` and `Counter`, and `typing.NamedTuple`.
//!
//! The three dict types are dicts ([`V::Dict`]) of a [`Flavor`]: `isinstance(d, dict)`, and
//! everything a dict does, holds as for a dict; what the subclass changes is modelled here
//! (a missing key, `move_to_end`, `most_common`, …) and what it adds that is not modelled
//! (Counter arithmetic, their texts) is not known.
//!
//! A namedtuple class is a class of the harness's whose one base is `tuple` (so what the
//! evaluator does not model of it is unknown, as for any class with a built-in base), holding
//! `_fields`, `_field_defaults`, `__match_args__` and built-in methods ([`Builtin::NtMethod`])
//! that give its instances their tuple behaviour: an instance holds its fields as its
//! attributes, in order.

use super::*;
use crate::parse::python::ast::CmpOp;

/// The namedtuple class `cls` is or derives from (every class on the way known exactly).
pub(crate) fn nt_class_of<'a>(cls: &Value<'a>) -> Option<Rc<Class<'a>>> {
    let mut todo = vec![cls.clone()];
    let mut n = 0;
    while let Some(c) = todo.pop() {
        n += 1;
        if n > 64 {
            return None;
        }
        let V::Class(cl) = &c.kind else { continue };
        if cl.inexact.get() != 0 {
            return None;
        }
        if is_nt_class(cl) {
            return Some(cl.clone());
        }
        todo.extend(cl.bases.iter().cloned());
    }
    None
}

fn is_nt_class(cl: &Class) -> bool {
    cl.bases.len() == 1
        && matches!(cl.bases[0].kind, V::Builtin(Builtin::Tuple))
        && cl
            .attrs
            .borrow()
            .iter()
            .any(|(k, v)| &**k == "__len__" && matches!(v.kind, V::Builtin(Builtin::NtMethod(NtOp::Len))))
}

/// A namedtuple class's fields, in order.
pub(crate) fn nt_fields(cl: &Class) -> Vec<Rc<str>> {
    let attrs = cl.attrs.borrow();
    let Some((_, f)) = attrs.iter().find(|(k, _)| &**k == "_fields") else {
        return Vec::new();
    };
    match &f.kind {
        V::Tuple(items) => items
            .iter()
            .filter_map(|x| match &x.kind {
                V::Str(s) => Some(s.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// A namedtuple class's defaults, by field.
fn nt_defaults<'a>(cl: &Class<'a>) -> Vec<(Value<'a>, Value<'a>)> {
    let attrs = cl.attrs.borrow();
    match attrs.iter().find(|(k, _)| &**k == "_field_defaults").map(|a| &a.1.kind) {
        Some(V::Dict(d)) => d
            .borrow()
            .entries
            .iter()
            .map(|(k, v, _)| (k.clone(), v.clone()))
            .collect(),
        _ => Vec::new(),
    }
}

/// The tuple a namedtuple instance is (marked as the instance is); `None` for anything else.
pub(crate) fn nt_tuple<'a>(v: &Value<'a>) -> Option<Value<'a>> {
    let V::Instance(i) = &v.kind else { return None };
    let nt = nt_class_of(&i.class)?;
    let attrs = i.attrs.borrow();
    let mut items = Vec::new();
    for f in nt_fields(&nt) {
        items.push(attrs.iter().find(|(k, _)| **k == *f)?.1.clone());
    }
    Some(Value::tuple(items).with_taint(i.inexact.get()))
}

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
];

/// Whether `s` is an identifier as `str.isidentifier` says (`None`: beyond ASCII, not told).
fn is_identifier(s: &str) -> Option<bool> {
    if !s.is_ascii() {
        return None;
    }
    let mut chars = s.chars();
    Some(match chars.next() {
        Some(c) if c == '_' || c.is_ascii_alphabetic() => chars.all(|c| c == '_' || c.is_ascii_alphanumeric()),
        _ => false,
    })
}

fn callable_kind(v: &Value) -> Option<bool> {
    match &v.kind {
        V::Func(_) | V::Bound(_) | V::Builtin(_) | V::Class(_) | V::ExcType(_) | V::Partial(_) | V::Method(_) => {
            Some(true)
        }
        V::Int(_) | V::Float(_) | V::Bool(_) | V::Str(_) | V::List(_) | V::Tuple(_) | V::Dict(_) | V::Set(_) => {
            Some(false)
        }
        _ => None,
    }
}

impl<'a> Interp<'a> {
    /// What the tool does not model of these types: unknown, and Python may raise there.
    fn not_modelled_op(&mut self, t: Taint, what: &str) -> Value<'a> {
        let bits = self.inexact(FallbackKind::NotModelled, what);
        self.unknown_op(t | bits)
    }

    /// A namedtuple class: `name`, its fields, their defaults, and attributes of its own (a
    /// `typing.NamedTuple` body's) kept over the namedtuple's.
    pub(crate) fn make_nt_class(
        &mut self,
        name: Rc<str>,
        fields: &[Rc<str>],
        defaults: Vec<(Rc<str>, Value<'a>)>,
        own: Vec<(Rc<str>, Value<'a>)>,
    ) -> Value<'a> {
        let strs = || Value::tuple(fields.iter().map(|f| Value::new(V::Str(f.clone()))).collect());
        let mut d = Dict::default();
        for (k, v) in defaults {
            d.insert(Value::new(V::Str(k)), v, self.cur);
        }
        let m = |op: NtOp| Value::new(V::Builtin(Builtin::NtMethod(op)));
        let mut attrs: Vec<(Rc<str>, Value<'a>)> = vec![
            (Rc::from("_fields"), strs()),
            (Rc::from("_field_defaults"), Value::dict(d)),
            (Rc::from("__match_args__"), strs()),
            (Rc::from("_make"), Value::new(V::ClassMethod(Rc::new(m(NtOp::Make))))),
            (Rc::from("_replace"), m(NtOp::Replace)),
            (Rc::from("_asdict"), m(NtOp::Asdict)),
            (Rc::from("__getitem__"), m(NtOp::GetItem)),
            (Rc::from("__len__"), m(NtOp::Len)),
            (Rc::from("__iter__"), m(NtOp::Iter)),
            (Rc::from("__contains__"), m(NtOp::Contains)),
            (Rc::from("__hash__"), m(NtOp::Hash)),
            (Rc::from("__eq__"), m(NtOp::Eq)),
            (Rc::from("__lt__"), m(NtOp::Lt)),
            (Rc::from("__le__"), m(NtOp::Le)),
            (Rc::from("__gt__"), m(NtOp::Gt)),
            (Rc::from("__ge__"), m(NtOp::Ge)),
            (Rc::from("__add__"), m(NtOp::Add)),
            (Rc::from("__radd__"), m(NtOp::RAdd)),
            (Rc::from("count"), m(NtOp::Count)),
            (Rc::from("index"), m(NtOp::Index)),
        ];
        for (k, v) in own {
            match attrs.iter_mut().find(|a| a.0 == k) {
                Some(a) => a.1 = v,
                None => attrs.push((k, v)),
            }
        }
        let class = Rc::new(Class::new(name, vec![Value::new(V::Builtin(Builtin::Tuple))], attrs));
        Value::new(V::Class(class))
    }

    /// `typing.NamedTuple` as a base: the class made (as `type` makes it) from a body whose
    /// annotations are the fields becomes a namedtuple class, its body's other attributes kept.
    pub(crate) fn typing_namedtuple(
        &mut self,
        class: &Rc<Class<'a>>,
        fields: &[(Rc<str>, Option<Value<'a>>)],
    ) -> R<'a, bool> {
        const PROHIBITED: &[&str] = &[
            "__new__",
            "__init__",
            "__slots__",
            "__getnewargs__",
            "_fields",
            "_field_defaults",
            "_make",
            "_replace",
            "_asdict",
            "_source",
        ];
        let mut defaults: Vec<Rc<str>> = Vec::new();
        for (name, default) in fields {
            match default {
                Some(_) => defaults.push(name.clone()),
                None if !defaults.is_empty() => {
                    let s = if defaults.len() > 1 { "s" } else { "" };
                    let names: Vec<&str> = defaults.iter().map(|d| &**d).collect();
                    let message = format!(
                        "Non-default namedtuple field {name} cannot follow default field{s} {}",
                        names.join(", ")
                    );
                    self.fail::<()>("TypeError", message, 0)?;
                    return Ok(false);
                }
                None => {}
            }
        }
        let names: Vec<Rc<str>> = fields.iter().map(|f| f.0.clone()).collect();
        if !self.check_nt_names(&class.name, &names)? {
            return Ok(false);
        }
        let own: Vec<(Rc<str>, Value<'a>)> = class.attrs.borrow().clone();
        if let Some((k, _)) = own.iter().find(|(k, _)| PROHIBITED.contains(&&**k)) {
            self.fail::<()>(
                "AttributeError",
                format!("Cannot overwrite NamedTuple attribute {k}"),
                0,
            )?;
            return Ok(false);
        }
        let made = self.make_nt_class(
            class.name.clone(),
            &names,
            fields
                .iter()
                .filter_map(|(k, d)| d.clone().map(|d| (k.clone(), d)))
                .collect(),
            vec![],
        );
        let V::Class(made) = &made.kind else { return Ok(false) };
        let bits = self.inexact(FallbackKind::NotModelled, "a namedtuple field read on its class");
        let mut attrs = made.attrs.borrow().clone();
        for (k, v) in own {
            if names.contains(&k) {
                // The field's getter on the class: not modelled.
                attrs.push((k, Value::unknown(bits)));
                continue;
            }
            match attrs.iter_mut().find(|a| a.0 == k) {
                Some(a) => a.1 = v,
                None => attrs.push((k, v)),
            }
        }
        *class.attrs.borrow_mut() = attrs;
        Ok(true)
    }

    /// The checks `namedtuple` makes of its names: identifiers, not keywords, fields not
    /// starting with `_`, no field twice.
    fn check_nt_names(&mut self, typename: &str, fields: &[Rc<str>]) -> R<'a, bool> {
        for n in std::iter::once(typename).chain(fields.iter().map(|f| &**f)) {
            match is_identifier(n) {
                None => return Ok(false),
                Some(false) => {
                    let message = format!("Type names and field names must be valid identifiers: '{n}'");
                    self.fail::<()>("ValueError", message, 0)?;
                    return Ok(false);
                }
                Some(true) if KEYWORDS.contains(&n) => {
                    let message = format!("Type names and field names cannot be a keyword: '{n}'");
                    self.fail::<()>("ValueError", message, 0)?;
                    return Ok(false);
                }
                Some(true) => {}
            }
        }
        let mut seen: Vec<&str> = Vec::new();
        for f in fields {
            if f.starts_with('_') {
                self.fail::<()>(
                    "ValueError",
                    format!("Field names cannot start with an underscore: '{f}'"),
                    0,
                )?;
                return Ok(false);
            }
            if seen.contains(&&**f) {
                self.fail::<()>("ValueError", format!("Encountered duplicate field name: '{f}'"), 0)?;
                return Ok(false);
            }
            seen.push(f);
        }
        Ok(true)
    }

    /// Making an instance of a namedtuple class (or of a subclass of one): its fields from the
    /// arguments as `__new__` binds them.
    pub(crate) fn nt_new(
        &mut self,
        cls: &Value<'a>,
        nt: &Rc<Class<'a>>,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
        loose: bool,
    ) -> R<'a, Value<'a>> {
        let t = all_taint(&args, &kwargs);
        // A subclass's own `__new__`/`__init__`, or arguments whose number is not known.
        let own_ctor = self.mro(cls).iter().take_while(|c| !matches!(&c.kind, V::Class(x) if Rc::ptr_eq(x, nt))).any(
            |c| matches!(&c.kind, V::Class(x) if x.attrs.borrow().iter().any(|(k, _)| &**k == "__new__" || &**k == "__init__")),
        );
        if own_ctor || loose {
            let bits = self.inexact(FallbackKind::NotModelled, "a namedtuple made this way");
            return Ok(self.unknown_op(t | bits));
        }
        let fields = nt_fields(nt);
        let defaults = nt_defaults(nt);
        let cname = nt.name.clone();
        if args.len() > fields.len() {
            let message = format!(
                "{cname}.__new__() takes {} positional arguments but {} were given",
                fields.len() + 1,
                args.len() + 1
            );
            return self.fail("TypeError", message, t);
        }
        let mut values: Vec<Option<Value<'a>>> = vec![None; fields.len()];
        for (i, a) in args.into_iter().enumerate() {
            values[i] = Some(a);
        }
        for (k, v) in kwargs {
            match fields.iter().position(|f| *f == k) {
                Some(i) if values[i].is_some() => {
                    let message = format!("{cname}.__new__() got multiple values for argument '{k}'");
                    return self.fail("TypeError", message, t);
                }
                Some(i) => values[i] = Some(v),
                None => {
                    let message = format!("{cname}.__new__() got an unexpected keyword argument '{k}'");
                    return self.fail("TypeError", message, t);
                }
            }
        }
        let mut attrs = Vec::with_capacity(fields.len());
        let mut missing = Vec::new();
        for (f, v) in fields.iter().zip(values) {
            let v = v.or_else(|| {
                defaults
                    .iter()
                    .find(|(k, _)| k.as_str() == Some(f))
                    .map(|d| d.1.clone())
            });
            match v {
                Some(v) => attrs.push((f.clone(), v)),
                None => missing.push(format!("'{f}'")),
            }
        }
        if !missing.is_empty() {
            let s = if missing.len() > 1 { "s" } else { "" };
            let message = format!(
                "{cname}.__new__() missing {} required positional argument{s}: {}",
                missing.len(),
                missing.join(" and ")
            );
            return self.fail("TypeError", message, t);
        }
        Ok(Value::new(V::Instance(Rc::new(Instance::new(cls.clone(), attrs)))))
    }

    /// A built-in of `collections` or `typing.NamedTuple`, or a namedtuple's method.
    pub(super) fn collections_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        use Builtin as B;
        let not_modelled = |me: &mut Self, what: &str| me.not_modelled_op(t, what);
        match b {
            B::DefaultDict => {
                let factory = args.first().cloned().unwrap_or_else(Value::none);
                match callable_kind(&factory) {
                    _ if matches!(factory.kind, V::None) => {}
                    Some(true) => {}
                    Some(false) => return self.fail("TypeError", "first argument must be callable or None".into(), t),
                    None => return Ok(not_modelled(self, "defaultdict(…)")),
                }
                let rest = args.get(1..).map(<[_]>::to_vec).unwrap_or_default();
                let d = self.container_builtin(B::Dict, rest, kwargs, t)?;
                Ok(self.flavored(d, Flavor::Default(factory), t))
            }
            B::OrderedDict => {
                let d = self.container_builtin(B::Dict, args, kwargs, t)?;
                Ok(self.flavored(d, Flavor::Ordered, t))
            }
            B::Counter => {
                let d = Rc::new(RefCell::new(Dict {
                    flavor: Flavor::Counter,
                    ..Dict::default()
                }));
                let v = Value::new(V::Dict(d.clone()));
                if args.len() > 1 {
                    return Ok(not_modelled(self, "Counter(…)"));
                }
                // (`Counter(None)` is an empty one.)
                if let Some(src) = args.first().filter(|a| !matches!(a.kind, V::None)) {
                    if !self.counter_add(&d, src, 1)? {
                        return Ok(not_modelled(self, "Counter(…)"));
                    }
                }
                if !kwargs.is_empty() && !self.counter_add_kwargs(&d, kwargs, 1) {
                    return Ok(not_modelled(self, "Counter(…)"));
                }
                Ok(v.with_taint(t & FIELD_BITS))
            }
            B::Namedtuple => self.namedtuple_call(args, kwargs, t),
            B::TypingNamedTuple => {
                // `NamedTuple("P", [("x", int), ...])`.
                let (Some(name), Some(spec), true) = (args.first(), args.get(1), kwargs.is_empty()) else {
                    return Ok(not_modelled(self, "NamedTuple(…)"));
                };
                let (V::Str(name), Some(pairs)) = (&name.kind, self.iterate(spec)?) else {
                    return Ok(not_modelled(self, "NamedTuple(…)"));
                };
                let mut fields = Vec::new();
                for p in pairs {
                    match &p.kind {
                        V::Tuple(x) if x.len() == 2 && x[0].as_str().is_some() => {
                            fields.push(Rc::from(x[0].as_str().unwrap_or_default()));
                        }
                        _ => return Ok(not_modelled(self, "NamedTuple(…)")),
                    }
                }
                if spec.inexact_bits() != 0 || !self.check_nt_names(name, &fields)? {
                    return Ok(not_modelled(self, "NamedTuple(…)"));
                }
                Ok(self.make_nt_class(name.clone(), &fields, vec![], vec![]))
            }
            B::NtMethod(op) => self.nt_method(op, args, kwargs, t),
            B::CmMethod(op) => self.cm_method(op, args, kwargs, t),
            _ => Ok(Value::unknown(t)),
        }
    }

    /// A dict made by `dict(...)` given a [`Flavor`]; what is not a dict (`dict(cfg)`) unknown.
    fn flavored(&mut self, d: Value<'a>, flavor: Flavor<'a>, t: Taint) -> Value<'a> {
        match &d.kind {
            V::Dict(x) => {
                x.borrow_mut().flavor = flavor;
                d
            }
            _ => self.not_modelled_op(t, "a collections dict of this"),
        }
    }

    /// `collections.namedtuple(typename, field_names, *, rename=False, defaults=None, module=None)`.
    fn namedtuple_call(&mut self, args: Vec<Value<'a>>, kwargs: Kw<'a>, t: Taint) -> R<'a, Value<'a>> {
        let not_modelled = |me: &mut Self| me.not_modelled_op(t, "namedtuple(…)");
        let typename = args.first().cloned().or_else(|| kw(&kwargs, "typename"));
        let spec = args.get(1).cloned().or_else(|| kw(&kwargs, "field_names"));
        let (Some(typename), Some(spec)) = (typename, spec) else {
            return Ok(not_modelled(self));
        };
        if args.len() > 2
            || kwargs
                .iter()
                .any(|(k, _)| !matches!(&**k, "typename" | "field_names" | "rename" | "defaults" | "module"))
        {
            return Ok(not_modelled(self));
        }
        if let Some(r) = kw(&kwargs, "rename") {
            if !matches!(r.kind, V::Bool(false) | V::None) {
                return Ok(not_modelled(self));
            }
        }
        let V::Str(name) = &typename.kind else {
            return Ok(not_modelled(self));
        };
        let fields: Vec<Rc<str>> = match &spec.kind {
            V::Str(s) => s.replace(',', " ").split_whitespace().map(Rc::from).collect(),
            _ => {
                let Some(items) = self.iterate(&spec)? else {
                    return Ok(not_modelled(self));
                };
                if spec.inexact_bits() != 0 {
                    return Ok(not_modelled(self));
                }
                let mut out = Vec::new();
                for x in items {
                    match &x.kind {
                        V::Str(s) => out.push(s.clone()),
                        _ => return Ok(not_modelled(self)),
                    }
                }
                out
            }
        };
        let defaults = match kw(&kwargs, "defaults") {
            None => Vec::new(),
            Some(d) if matches!(d.kind, V::None) => Vec::new(),
            Some(d) => match self.iterate(&d)? {
                Some(items) if d.inexact_bits() == 0 => items,
                _ => return Ok(not_modelled(self)),
            },
        };
        if !self.check_nt_names(name, &fields)? {
            return Ok(not_modelled(self));
        }
        if defaults.len() > fields.len() {
            return self.fail("TypeError", "Got more default values than field names".into(), t);
        }
        let skip = fields.len() - defaults.len();
        let defaults: Vec<(Rc<str>, Value<'a>)> = fields[skip..].iter().cloned().zip(defaults).collect();
        Ok(self.make_nt_class(name.clone(), &fields, defaults, vec![]))
    }

    /// Whether a class of `class`'s MRO before the namedtuple class `nt` (a subclass of it)
    /// defines `name`, which then stands before the namedtuple's own.
    pub(crate) fn defined_before_nt(&self, class: &Value<'a>, nt: &Rc<Class<'a>>, name: &str) -> bool {
        for c in self.mro(class) {
            let V::Class(c) = &c.kind else { return false };
            if Rc::ptr_eq(c, nt) {
                return false;
            }
            if c.attrs.borrow().iter().any(|(k, _)| &**k == name) {
                return true;
            }
        }
        false
    }

    /// A namedtuple's method: `args[0]` the instance (the class for `_make`).
    fn nt_method(&mut self, op: NtOp, args: Vec<Value<'a>>, kwargs: Kw<'a>, t: Taint) -> R<'a, Value<'a>> {
        let not_implemented = || Value::new(V::Builtin(Builtin::NotImplemented));
        let Some(me) = args.first().cloned() else {
            return Ok(Value::unknown(t));
        };
        // How many arguments each takes, `self` counted; only `_replace` takes keywords.
        let (fewest, most) = match op {
            NtOp::Len | NtOp::Iter | NtOp::Hash | NtOp::Asdict | NtOp::Replace => (1, 1),
            NtOp::Index => (2, 4),
            _ => (2, 2),
        };
        let keywords_refused = !kwargs.is_empty() && !matches!(op, NtOp::Replace | NtOp::Make);
        if args.len() < fewest || args.len() > most || keywords_refused {
            let message = format!("a namedtuple's {op:?} takes {} to {} arguments", fewest - 1, most - 1);
            return self.fail("TypeError", message, 0);
        }
        if op == NtOp::Make {
            let (Some(nt), Some(src), true) = (nt_class_of(&me), args.get(1), kwargs.is_empty()) else {
                return Ok(self.not_modelled_op(t, "_make(…)"));
            };
            let Some(items) = self.iterate(src)? else {
                return Ok(Value::unknown(t));
            };
            if src.inexact_bits() != 0 {
                return Ok(self.unknown_op(t | src.inexact_bits()));
            }
            let fields = nt_fields(&nt);
            if items.len() != fields.len() {
                let message = format!("Expected {} arguments, got {}", fields.len(), items.len());
                return self.fail("TypeError", message, t);
            }
            let attrs = fields.into_iter().zip(items).collect();
            return Ok(Value::new(V::Instance(Rc::new(Instance::new(me, attrs)))));
        }
        let Some(tuple) = nt_tuple(&me) else {
            return Ok(Value::unknown(
                t | self.inexact(FallbackKind::NotModelled, "a namedtuple method"),
            ));
        };
        let items = seq_items(&tuple);
        let arg1 = args.get(1).cloned();
        let as_tuple = |v: &Value<'a>| match &v.kind {
            V::Tuple(_) => Some(v.clone()),
            _ => nt_tuple(v),
        };
        Ok(match op {
            NtOp::GetItem => match arg1 {
                Some(k) => self.get_item(&tuple, &k)?,
                None => Value::unknown(t),
            },
            NtOp::Len => Value::int(items.len() as i64).with_taint(tuple.taint),
            NtOp::Iter => self.new_iter("tuple_iterator", items, None, tuple.taint),
            NtOp::Contains => match arg1 {
                Some(x) => self.compare_values(CmpOp::In, &x, &tuple)?,
                None => Value::unknown(t),
            },
            NtOp::Hash => self.hash_value(&tuple, t)?,
            NtOp::Eq | NtOp::Lt | NtOp::Le | NtOp::Gt | NtOp::Ge => {
                let Some(other) = arg1.as_ref().and_then(as_tuple) else {
                    return Ok(not_implemented());
                };
                let cmp = match op {
                    NtOp::Eq => CmpOp::Eq,
                    NtOp::Lt => CmpOp::Lt,
                    NtOp::Le => CmpOp::LtE,
                    NtOp::Gt => CmpOp::Gt,
                    _ => CmpOp::GtE,
                };
                self.compare_values(cmp, &tuple, &other)?
            }
            NtOp::Add | NtOp::RAdd => {
                let Some(other) = arg1.as_ref().and_then(as_tuple) else {
                    return Ok(not_implemented());
                };
                let theirs = seq_items(&other);
                let all = if op == NtOp::Add {
                    items.into_iter().chain(theirs).collect()
                } else {
                    theirs.into_iter().chain(items).collect()
                };
                Value::tuple(all).with_taint(tuple.taint | other.taint)
            }
            NtOp::Count | NtOp::Index => {
                let name = if op == NtOp::Count { "count" } else { "index" };
                self.call_method(&tuple, name, args[1..].to_vec(), kwargs)?
            }
            NtOp::Asdict => {
                let V::Instance(i) = &me.kind else {
                    return Ok(Value::unknown(t));
                };
                let mut d = Dict::default();
                if let Some(nt) = nt_class_of(&i.class) {
                    for (f, v) in nt_fields(&nt).into_iter().zip(items) {
                        d.insert(Value::new(V::Str(f)), v, self.cur);
                    }
                }
                let d = Value::dict(d);
                d.mark_inexact(tuple.inexact_bits());
                d
            }
            NtOp::Replace => {
                let V::Instance(i) = &me.kind else {
                    return Ok(Value::unknown(t));
                };
                // (It makes the new one with `self._make`: a subclass's own not followed.)
                if nt_class_of(&i.class).is_some_and(|nt| self.defined_before_nt(&i.class, &nt, "_make")) {
                    return Ok(self.not_modelled_op(t, "_replace(…) with a _make of its own"));
                }
                if args.len() > 1 {
                    let message = format!("_replace() takes 1 positional argument but {} were given", args.len());
                    return self.fail("TypeError", message, t);
                }
                let Some(nt) = nt_class_of(&i.class) else {
                    return Ok(Value::unknown(t));
                };
                let fields = nt_fields(&nt);
                let unexpected: Vec<String> = kwargs
                    .iter()
                    .filter(|(k, _)| !fields.contains(k))
                    .map(|(k, _)| format!("'{k}'"))
                    .collect();
                if !unexpected.is_empty() {
                    let message = format!("Got unexpected field names: [{}]", unexpected.join(", "));
                    return self.fail("ValueError", message, t);
                }
                let attrs = fields
                    .into_iter()
                    .zip(items)
                    .map(|(f, v)| {
                        let v = kwargs.iter().find(|(k, _)| *k == f).map_or(v, |k| k.1.clone());
                        (f, v)
                    })
                    .collect();
                let new = Instance::new(i.class.clone(), attrs);
                new.inexact.set(tuple.inexact_bits());
                Value::new(V::Instance(Rc::new(new)))
            }
            NtOp::Make => Value::unknown(t),
        })
    }

    /// A method of a `defaultdict`, `OrderedDict` or `Counter`: what the type adds or changes;
    /// the rest as a dict's.
    pub(super) fn flavored_dict_method(
        &mut self,
        recv: &Value<'a>,
        d: Rc<RefCell<Dict<'a>>>,
        name: &str,
        args: &[Value<'a>],
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let flavor = d.borrow().flavor.clone();
        let arg = |i: usize| args.get(i).cloned();
        let not_modelled = |me: &mut Self, changes: bool| {
            let bits = me.inexact(FallbackKind::NotModelled, &format!("{}.{name}", flavor_name(&d)));
            if changes {
                d.borrow_mut().inexact |= bits;
            }
            me.unknown_op(t | bits)
        };
        match (&flavor, name) {
            (Flavor::Ordered, "move_to_end") => {
                let Some(k) = arg(0).or_else(|| kw(&kwargs, "key")) else {
                    return Ok(not_modelled(self, false));
                };
                let last = match arg(1).or_else(|| kw(&kwargs, "last")).map(|l| l.truthy()) {
                    None => Some(true),
                    Some(l) => l,
                };
                let (Some(last), true) = (last, k.is_exact()) else {
                    return Ok(not_modelled(self, true));
                };
                let pos = d
                    .borrow()
                    .entries
                    .iter()
                    .position(|(key, _, _)| py_eq(key, &k) == Some(true));
                match pos {
                    Some(i) => {
                        let mut db = d.borrow_mut();
                        let e = db.entries.remove(i);
                        if last {
                            db.entries.push(e);
                        } else {
                            db.entries.insert(0, e);
                        }
                    }
                    None if d.borrow().has_unknown_key() || d.borrow().maybe_has(&k) => {
                        return Ok(not_modelled(self, true));
                    }
                    None => {
                        let r = self.fail("KeyError", to_display(&k, true), t);
                        return self.key_error(&k, r);
                    }
                }
                Ok(Value::none())
            }
            (Flavor::Ordered, "popitem") if args.len() + kwargs.len() <= 1 => {
                let last = match arg(0).or_else(|| kw(&kwargs, "last")).map(|l| l.truthy()) {
                    None => Some(true),
                    Some(l) => l,
                };
                let Some(last) = last else {
                    return Ok(not_modelled(self, true));
                };
                let e = {
                    let mut db = d.borrow_mut();
                    if db.entries.is_empty() {
                        None
                    } else if last {
                        db.entries.pop()
                    } else {
                        Some(db.entries.remove(0))
                    }
                };
                match e {
                    Some((k, v, _)) => Ok(Value::tuple(vec![k, v]).with_taint(t)),
                    None => self.fail("KeyError", "'dictionary is empty'".into(), t),
                }
            }
            (Flavor::Counter, "update" | "subtract") => {
                let sign = if name == "update" { 1 } else { -1 };
                if args.len() > 1 {
                    return Ok(not_modelled(self, true));
                }
                if let Some(src) = arg(0) {
                    if !matches!(src.kind, V::None) && !self.counter_add(&d, &src, sign)? {
                        return Ok(not_modelled(self, true));
                    }
                }
                if !kwargs.is_empty() && !self.counter_add_kwargs(&d, kwargs, sign) {
                    return Ok(not_modelled(self, true));
                }
                Ok(Value::none())
            }
            (Flavor::Counter, "most_common" | "elements" | "total") => {
                let counts: Option<Vec<(Value<'a>, i64)>> = d
                    .borrow()
                    .entries
                    .iter()
                    .map(|(k, v, _)| match v.kind {
                        V::Int(n) => Some((k.clone(), n)),
                        _ => None,
                    })
                    .collect();
                let bits = d.borrow().inexact;
                let Some(counts) = counts.filter(|_| bits == 0) else {
                    return Ok(not_modelled(self, false));
                };
                Ok(match name {
                    "total" if args.is_empty() => Value::int(counts.iter().map(|c| c.1).sum()).with_taint(t),
                    "elements" if args.is_empty() => {
                        let items = counts
                            .iter()
                            .flat_map(|(k, n)| std::iter::repeat_n(k.clone(), (*n).clamp(0, 1 << 20) as usize))
                            .collect();
                        self.new_iter("chain", items, None, t)
                    }
                    "most_common" => {
                        let n = match arg(0).or_else(|| kw(&kwargs, "n")) {
                            None => None,
                            Some(v) if matches!(v.kind, V::None) => None,
                            Some(v) => match v.as_int() {
                                Some(n) if !matches!(v.kind, V::Bool(_)) => Some(n.max(0) as usize),
                                _ => return Ok(not_modelled(self, false)),
                            },
                        };
                        let mut sorted = counts;
                        // Stable, greatest count first (`sorted(..., reverse=True)` keeps ties in order).
                        sorted.sort_by_key(|c| std::cmp::Reverse(c.1));
                        if let Some(n) = n {
                            sorted.truncate(n);
                        }
                        Value::list(
                            sorted
                                .into_iter()
                                .map(|(k, n)| Value::tuple(vec![k, Value::int(n)]))
                                .collect(),
                        )
                        .with_taint(t)
                    }
                    _ => not_modelled(self, false),
                })
            }
            (Flavor::Counter, "fromkeys") => Ok(not_modelled(self, false)),
            (_, "copy") | (_, "fromkeys") if !args.is_empty() || !kwargs.is_empty() => Ok(not_modelled(self, false)),
            _ => self.dict_method(recv, d, name, args, kwargs, t),
        }
    }

    /// `dict.fromkeys(iterable, value)`: a new dict of each key of `iterable`, in its order, every
    /// one holding `value` itself (one object for all). The keys of a dict or a set are stored
    /// with the hashes they have there (an object's own `__hash__` is not run again, as CPython
    /// takes them); any other iterable's are hashed as each is added.
    pub(super) fn dict_fromkeys(&mut self, iterable: &Value<'a>, value: Value<'a>, t: Taint) -> R<'a, Value<'a>> {
        let hashed = match &iterable.kind {
            V::Dict(d) => matches!(d.borrow().flavor, Flavor::Plain),
            V::Set(_) => true,
            _ => false,
        };
        let Some(keys) = self.iterate_as(iterable, Take::Compared)? else {
            return Ok(self.unknown_op(t | iterable.taint));
        };
        let mut d = Dict::default();
        if objects_undecided(&keys) {
            // Which objects are equal keys is not known.
            d.inexact |= INEXACT_OBJECT_KEYS;
        }
        for k in keys {
            if !hashed {
                self.hash_for_key(&k, 0)?;
            }
            if !k.is_exact() {
                // Which entry it makes (or overwrites) is not known.
                d.inexact |= k.inexact_bits() | (k.taint & INEXACT);
            }
            d.insert(k, value.clone(), self.cur);
        }
        d.inexact |= iterable.inexact_bits();
        Ok(Value::dict(d).with_taint(t))
    }

    /// `defaultdict.default_factory` and the methods a dict of a [`Flavor`] has.
    pub(super) fn flavored_dict_attr(
        &mut self,
        obj: &Value<'a>,
        flavor: Flavor<'a>,
        name: &str,
        t: Taint,
    ) -> Value<'a> {
        let method = Value::new(V::Method(Rc::new((obj.clone(), Rc::from(name)))));
        match (&flavor, name) {
            (Flavor::Default(f), "default_factory") => f.clone().with_taint(t),
            (Flavor::Ordered, "move_to_end") | (Flavor::Counter, "most_common" | "elements" | "total" | "subtract") => {
                method
            }
            _ if pytypes::python_type_has("dict", name) == Some(true) && !name.starts_with("__") => method,
            _ => self.not_modelled_op(t, &format!("{}.{name}", flavor.type_name())),
        }
    }

    /// A missing key read by `d[key]` from a dict of a [`Flavor`]: `Some(value)` when the type
    /// gives one (a Counter's 0, a defaultdict's factory's result, put in), `None` for a dict's
    /// `KeyError`.
    pub(crate) fn dict_missing(
        &mut self,
        obj: &Value<'a>,
        d: &Rc<RefCell<Dict<'a>>>,
        key: &Value<'a>,
        t: Taint,
    ) -> R<'a, Option<Value<'a>>> {
        let flavor = d.borrow().flavor.clone();
        Ok(match flavor {
            Flavor::Counter => Some(Value::int(0).with_taint(t)),
            Flavor::Default(f) if !matches!(f.kind, V::None) => {
                let v = self.call(&f, vec![], vec![])?;
                self.changed(obj);
                d.borrow_mut().insert(key.clone(), v.clone(), self.cur);
                self.touched(obj);
                Some(v.with_taint(t))
            }
            _ => None,
        })
    }

    /// A `defaultdict` read at a key it may lack: its factory may run (undecided: what it does
    /// marked, an error it raises not decided).
    pub(crate) fn default_factory_maybe(&mut self, d: &Rc<RefCell<Dict<'a>>>, bits: Taint) -> R<'a, ()> {
        let Flavor::Default(f) = d.borrow().flavor.clone() else {
            return Ok(());
        };
        if matches!(f.kind, V::None) {
            return Ok(());
        }
        self.hook_may_run(&f, vec![], bits)
    }

    /// `Counter`'s counting: each item of an iterable counted once, or a mapping's counts added
    /// (`sign` -1: subtracted); `false` when what it is given is not modelled.
    fn counter_add(&mut self, d: &Rc<RefCell<Dict<'a>>>, src: &Value<'a>, sign: i64) -> R<'a, bool> {
        let pairs: Vec<(Value<'a>, Value<'a>)> = match &src.kind {
            V::Dict(m) => m
                .borrow()
                .entries
                .iter()
                .map(|(k, v, _)| (k.clone(), v.clone()))
                .collect(),
            V::Config(_) | V::Instance(_) | V::Unknown => return Ok(false),
            _ => match self.iterate(src)? {
                Some(items) => items.into_iter().map(|k| (k, Value::int(1))).collect(),
                None => return Ok(false),
            },
        };
        if src.inexact_bits() != 0 {
            return Ok(false);
        }
        for (k, n) in pairs {
            let V::Int(n) = n.kind else { return Ok(false) };
            if !self.counter_bump(d, k, n * sign) {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn counter_add_kwargs(&mut self, d: &Rc<RefCell<Dict<'a>>>, kwargs: Kw<'a>, sign: i64) -> bool {
        for (k, n) in kwargs {
            let V::Int(n) = n.kind else { return false };
            if !self.counter_bump(d, Value::new(V::Str(k)), n * sign) {
                return false;
            }
        }
        true
    }

    fn counter_bump(&mut self, d: &Rc<RefCell<Dict<'a>>>, k: Value<'a>, n: i64) -> bool {
        if !k.is_exact()
            || matches!(
                k.kind,
                V::List(_) | V::Dict(_) | V::Set(_) | V::Instance(_) | V::Unknown | V::Config(_)
            )
            // (A tuple holding a list is no key either.)
            || crate::eval::value::unhashable(&k).is_some()
        {
            return false;
        }
        let cur = d.borrow().get(&k);
        let now = match cur.map(|c| c.kind) {
            None => 0,
            Some(V::Int(c)) => c,
            Some(_) => return false,
        };
        let Some(sum) = now.checked_add(n) else { return false };
        d.borrow_mut().insert(k, Value::int(sum), self.cur);
        true
    }
}

fn flavor_name(d: &Rc<RefCell<Dict>>) -> &'static str {
    d.borrow().flavor.type_name()
}

/// Whether `cl` is `collections.ChainMap` ([`Interp::make_chainmap_class`]).
pub(crate) fn is_chainmap_class(cl: &Class) -> bool {
    cl.attrs
        .borrow()
        .iter()
        .any(|(k, v)| &**k == "__getitem__" && matches!(v.kind, V::Builtin(Builtin::CmMethod(CmOp::GetItem))))
}

/// The `maps` of a ChainMap (an instance of the class or of a subclass of it, made by it).
pub(crate) fn chainmap_of<'a>(v: &Value<'a>) -> Option<Rc<RefCell<Items<'a>>>> {
    let V::Instance(i) = &v.kind else { return None };
    let mut todo = vec![i.class.clone()];
    let mut found = false;
    let mut n = 0;
    while let Some(c) = todo.pop() {
        n += 1;
        let V::Class(cl) = &c.kind else { continue };
        if n > 64 || cl.inexact.get() != 0 {
            return None;
        }
        if is_chainmap_class(cl) {
            found = true;
            break;
        }
        todo.extend(cl.bases.iter().cloned());
    }
    if !found || i.inexact.get() != 0 {
        return None;
    }
    maps_attr(i)
}

/// The list an instance holds as `maps` (what a ChainMap made by the tool holds).
fn maps_attr<'a>(i: &Instance<'a>) -> Option<Rc<RefCell<Items<'a>>>> {
    let attrs = i.attrs.borrow();
    match attrs.iter().find(|(k, _)| &**k == "maps").map(|m| &m.1.kind) {
        Some(V::List(l)) => Some(l.clone()),
        _ => None,
    }
}

/// A map of a ChainMap the lookups here read: a plain dict, or a `types.MappingProxyType` over
/// one (read-only, read as the dict).
fn plain_map<'a>(m: &Value<'a>) -> Option<Rc<RefCell<Dict<'a>>>> {
    match &m.kind {
        V::Dict(d) if d.borrow().is_plain() => Some(d.clone()),
        V::View(v) if v.kind == ViewKind::Proxy => match &v.dict.kind {
            V::Dict(d) if d.borrow().is_plain() => Some(d.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// Whether a ChainMap (an instance holding `maps`) holds the config among its maps.
fn holds_config(me: &Value) -> bool {
    let V::Instance(i) = &me.kind else { return false };
    maps_attr(i).is_some_and(|l| l.borrow().items.iter().any(|m| matches!(m.kind, V::Config(_))))
}

/// What a ChainMap's lookup found.
enum Lookup<'a> {
    Found(Value<'a>),
    Missing { config: Option<Rc<str>> },
    Unknown,
}

impl<'a> Interp<'a> {
    /// `collections.ChainMap`: a class whose instances hold their `maps`; what it has beyond the
    /// methods here is not known (its base is not one the tool sees).
    pub(crate) fn make_chainmap_class(&mut self) -> Value<'a> {
        let m = |op: CmOp| Value::new(V::Builtin(Builtin::CmMethod(op)));
        let attrs: Vec<(Rc<str>, Value<'a>)> = vec![
            (Rc::from("__getitem__"), m(CmOp::GetItem)),
            (Rc::from("__setitem__"), m(CmOp::SetItem)),
            (Rc::from("__delitem__"), m(CmOp::DelItem)),
            (Rc::from("__len__"), m(CmOp::Len)),
            (Rc::from("__iter__"), m(CmOp::Iter)),
            (Rc::from("__contains__"), m(CmOp::Contains)),
            (Rc::from("get"), m(CmOp::Get)),
            (Rc::from("__eq__"), m(CmOp::Eq)),
            (Rc::from("new_child"), m(CmOp::NewChild)),
            (Rc::from("parents"), Value::new(V::Property(Rc::new(m(CmOp::Parents))))),
        ];
        let class = Rc::new(Class::new(Rc::from("ChainMap"), vec![Value::unknown(0)], attrs));
        Value::new(V::Class(class))
    }

    /// `ChainMap(*maps)`.
    pub(crate) fn chainmap_new(
        &mut self,
        cls: &Value<'a>,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
        loose: bool,
    ) -> R<'a, Value<'a>> {
        let t = all_taint(&args, &kwargs);
        if loose || !kwargs.is_empty() {
            if args
                .iter()
                .chain(kwargs.iter().map(|k| &k.1))
                .any(|a| matches!(a.kind, V::Config(_)))
            {
                self.note_config_gone_over();
            }
            return Ok(self.not_modelled_op(t, "ChainMap(…)"));
        }
        let maps = if args.is_empty() {
            vec![Value::dict(Dict::default())]
        } else {
            args
        };
        let attrs = vec![(Rc::from("maps"), Value::list(maps))];
        Ok(Value::new(V::Instance(Rc::new(Instance::new(cls.clone(), attrs)))))
    }

    /// `key` looked up through `maps` in order. The config as one of them: a key it lacks falls
    /// to the later maps, so their value (or `get`'s default) is its default, read there.
    fn cm_lookup(&mut self, maps: &[Value<'a>], key: &Value<'a>, get_default: Option<&Value<'a>>) -> Lookup<'a> {
        if !key.is_exact() || key.is_unknown() {
            return Lookup::Unknown;
        }
        let mut config = None;
        for (i, m) in maps.iter().enumerate() {
            if let Some(d) = plain_map(m) {
                let db = d.borrow();
                if db.inexact != 0 {
                    return Lookup::Unknown;
                }
                if let Some(v) = db.get(key) {
                    return Lookup::Found(v.with_taint(m.taint));
                }
                if db.has_unknown_key() || db.maybe_has(key) {
                    return Lookup::Unknown;
                }
                continue;
            }
            match &m.kind {
                V::Config(c) => {
                    let Some(ks) = key.as_str() else { return Lookup::Unknown };
                    let default = match self.cm_lookup_plain(&maps[i + 1..], key) {
                        Some(Some(v)) => Some(v),
                        Some(None) => get_default.cloned(),
                        None => return Lookup::Unknown,
                    };
                    let kind = match &default {
                        Some(d) => ReadKind::Optional(to_json(d)),
                        None => ReadKind::Required,
                    };
                    let c = c.clone();
                    match (self.config_get(&c, ks, kind), default) {
                        (Some(v), _) => return Lookup::Found(v),
                        (None, Some(d)) => return Lookup::Found(self.config_default(ks, d)),
                        (None, None) => config = Some(Rc::from(ks)),
                    }
                }
                _ => return Lookup::Unknown,
            }
        }
        Lookup::Missing { config }
    }

    /// `key` in plain dicts known exactly: `Some(Some(v))` found, `Some(None)` in none of them,
    /// `None` when that is not known.
    fn cm_lookup_plain(&self, maps: &[Value<'a>], key: &Value<'a>) -> Option<Option<Value<'a>>> {
        for m in maps {
            let d = plain_map(m)?;
            let db = d.borrow();
            if db.inexact != 0 {
                return None;
            }
            if let Some(v) = db.get(key) {
                return Some(Some(v));
            }
            if db.has_unknown_key() || db.maybe_has(key) {
                return None;
            }
        }
        Some(None)
    }

    /// The keys of plain dicts known exactly, in a ChainMap's order (the last map's first).
    fn cm_keys(&self, maps: &[Value<'a>]) -> Option<Vec<Value<'a>>> {
        let mut d = Dict::default();
        for m in maps.iter().rev() {
            let x = plain_map(m)?;
            let xb = x.borrow();
            if xb.inexact != 0 || xb.has_unknown_key() || !m.is_exact() {
                return None;
            }
            for (k, _, s) in xb.entries.iter() {
                d.insert(k.clone(), Value::none(), *s);
            }
        }
        if d.inexact != 0 {
            return None;
        }
        Some(d.entries.into_iter().map(|e| e.0).collect())
    }

    /// A ChainMap's method: `args[0]` the instance.
    pub(super) fn cm_method(&mut self, op: CmOp, args: Vec<Value<'a>>, kwargs: Kw<'a>, t: Taint) -> R<'a, Value<'a>> {
        let Some(me) = args.first().cloned() else {
            return Ok(Value::unknown(t));
        };
        // What the tool does not model of a ChainMap holding the config may read any field.
        let config = holds_config(&me);
        let not_modelled = |me: &mut Self| {
            if config {
                me.note_config_gone_over();
            }
            me.not_modelled_op(t, "a ChainMap method")
        };
        let Some(maps) = chainmap_of(&me) else {
            return Ok(not_modelled(self));
        };
        if maps.borrow().inexact != 0 {
            return Ok(not_modelled(self));
        }
        let list: Vec<Value<'a>> = maps.borrow().items.clone();
        let arg1 = args.get(1).cloned();
        let class = match &me.kind {
            V::Instance(i) => i.class.clone(),
            _ => return Ok(Value::unknown(t)),
        };
        let new = |maps: Vec<Value<'a>>| {
            Value::new(V::Instance(Rc::new(Instance::new(
                class.clone(),
                vec![(Rc::from("maps"), Value::list(maps))],
            ))))
        };
        Ok(match op {
            CmOp::GetItem | CmOp::Get => {
                let Some(key) = arg1 else { return Ok(Value::unknown(t)) };
                // Each map is a dict looked up at the key: one Python can't hash fails there.
                self.hashable(&key, t)?;
                let default = match op {
                    CmOp::Get => Some(
                        args.get(2)
                            .cloned()
                            .or_else(|| kw(&kwargs, "default"))
                            .unwrap_or_else(Value::none),
                    ),
                    _ => None,
                };
                match self.cm_lookup(&list, &key, default.as_ref()) {
                    Lookup::Found(v) => v,
                    Lookup::Unknown => not_modelled(self),
                    Lookup::Missing { .. } if default.is_some() => default.unwrap_or_else(Value::none),
                    // As `cfg["x"]` of a key the config lacks: said as its finding.
                    Lookup::Missing { config: Some(k) } => self.missing_key(&k),
                    Lookup::Missing { config: None } => {
                        let r = self.fail("KeyError", to_display(&key, true), t);
                        return self.key_error(&key, r);
                    }
                }
            }
            CmOp::Contains => {
                let Some(key) = arg1 else { return Ok(Value::unknown(t)) };
                if !list.is_empty() {
                    self.hashable(&key, t)?;
                }
                let mut answer = Some(false);
                for m in &list {
                    let r = self.compare_values(CmpOp::In, &key, m)?;
                    match r.truthy() {
                        Some(true) if r.is_exact() => return Ok(Value::bool(true).with_taint(t | r.taint)),
                        Some(false) if r.is_exact() => {}
                        _ => answer = None,
                    }
                }
                match answer {
                    Some(b) => Value::bool(b).with_taint(t),
                    None => not_modelled(self),
                }
            }
            CmOp::SetItem => {
                let (Some(key), Some(v), Some(first)) = (arg1, args.get(2).cloned(), list.first().cloned()) else {
                    return Ok(not_modelled(self));
                };
                self.set_item(&first, key, v)?;
                Value::none()
            }
            CmOp::DelItem => {
                let (Some(key), Some(first)) = (arg1, list.first().cloned()) else {
                    return Ok(not_modelled(self));
                };
                let V::Dict(d) = &first.kind else {
                    return Ok(not_modelled(self));
                };
                self.hashable(&key, t)?;
                if !key.is_exact()
                    || d.borrow().inexact != 0
                    || d.borrow().has_unknown_key()
                    || d.borrow().maybe_has(&key)
                {
                    let bits = self.inexact(FallbackKind::NotModelled, "del of a ChainMap key");
                    first.mark_inexact(bits);
                    return Ok(self.unknown_op(t | bits));
                }
                self.changed(&first);
                let removed = d.borrow_mut().remove(&key);
                self.touched(&first);
                if removed.is_none() {
                    let message = format!("'Key not found in the first mapping: {}'", to_display(&key, true));
                    return self.fail("KeyError", message, t);
                }
                Value::none()
            }
            CmOp::Len => match self.cm_keys(&list) {
                Some(keys) => Value::int(keys.len() as i64).with_taint(t),
                None => not_modelled(self),
            },
            CmOp::Iter => match self.cm_keys(&list) {
                Some(keys) => self.new_iter("dict_keyiterator", keys, None, t),
                None => not_modelled(self),
            },
            CmOp::NewChild => {
                if !kwargs.iter().all(|(k, _)| &**k == "m") || args.len() > 2 {
                    return Ok(not_modelled(self));
                }
                let m = match arg1.or_else(|| kw(&kwargs, "m")) {
                    Some(m) if !matches!(m.kind, V::None) => m,
                    _ => Value::dict(Dict::default()),
                };
                new(std::iter::once(m).chain(list).collect())
            }
            // `ChainMap(*self.maps[1:])`: of one map, a ChainMap of one new empty dict.
            CmOp::Parents => match list.len() {
                0 | 1 => new(vec![Value::new(V::Dict(Default::default()))]),
                _ => new(list.into_iter().skip(1).collect()),
            },
            // `Mapping.__eq__`: `dict(self.items()) == dict(other.items())`; not a mapping:
            // `NotImplemented`.
            CmOp::Eq => {
                let Some(other) = arg1 else {
                    return Ok(Value::unknown(t));
                };
                let theirs = match &other.kind {
                    V::Dict(d) if d.borrow().inexact == 0 => {
                        let mut x = d.borrow().clone();
                        x.flavor = Flavor::Plain;
                        Some(x)
                    }
                    V::Instance(_) if chainmap_of(&other).is_some() => self.chainmap_dict(&other),
                    V::None | V::Bool(_) | V::Int(_) | V::Float(_) | V::Str(_) | V::List(_) | V::Tuple(_) => {
                        return Ok(Value::new(V::Builtin(Builtin::NotImplemented)));
                    }
                    _ => None,
                };
                match (self.chainmap_dict(&me), theirs) {
                    (Some(a), Some(b)) => match py_eq(&Value::dict(a), &Value::dict(b)) {
                        Some(x) => Value::bool(x).with_taint(t),
                        None => not_modelled(self),
                    },
                    _ => not_modelled(self),
                }
            }
        })
    }

    /// `dict(chainmap)` of plain dicts known exactly: their entries, the first map's winning.
    pub(crate) fn chainmap_dict(&mut self, v: &Value<'a>) -> Option<Dict<'a>> {
        let maps = chainmap_of(v)?;
        if maps.borrow().inexact != 0 {
            return None;
        }
        let list: Vec<Value<'a>> = maps.borrow().items.clone();
        self.cm_keys(&list)?;
        let mut d = Dict::default();
        for m in list.iter().rev() {
            let x = plain_map(m)?;
            for (k, val, s) in x.borrow().entries.iter() {
                d.insert(k.clone(), val.clone(), *s);
            }
        }
        Some(d)
    }
}
