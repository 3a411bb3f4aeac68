//! Python's `enum` (as CPython 3.11 has it): `Enum`, `IntEnum`, `StrEnum`, `Flag`, `IntFlag`,
//! `auto()`, `@unique`, data-type mixins (`class Mode(str, Enum)`). In: a class whose bases
//! include one of these, when its body has run. Out: its members (instances of the class, made
//! once, in definition order, aliases for repeated values), and what the class and its members
//! do: `Mode(value)`, `Mode[name]`, iteration, `len`, `__members__`, `.name`/`.value`, their
//! text, equality (a mixin's member equals its value), `|`/`&` of flags.
//!
//! Every enum class has the `enum` module itself among its bases' bases (the mark
//! [`Native::Enum`]), so what is not modelled here (an operator, an attribute of `EnumType`,
//! `hash()`) is not known, never a wrong value: the generic object code treats a class with a
//! base it can't see so. A class body this does not model (`__new__`, `_ignore_`, a nested class,
//! a value not known exactly, a `Flag` member that is not a single bit, ...) leaves the class
//! marked inexact, as before the module was modelled.

use super::*;
use crate::eval::value::{enum_of, enum_value, EnumBase, EnumInfo};

impl<'a> Interp<'a> {
    /// The `enum` module's class `which`, made once per interpreter.
    pub(crate) fn enum_base(&mut self, which: EnumBase) -> Value<'a> {
        if let Some((_, v)) = self.caches.enum_bases.iter().find(|(w, _)| *w == which) {
            return v.clone();
        }
        let builtin = |b| Value::new(V::Builtin(b));
        let (name, bases, flag, mixin, value_text) = match which {
            EnumBase::Enum => ("Enum", vec![Value::new(V::Native(Native::Enum))], false, None, false),
            EnumBase::IntEnum => (
                "IntEnum",
                vec![builtin(Builtin::Int), self.enum_base(EnumBase::Enum)],
                false,
                Some(Builtin::Int),
                true,
            ),
            EnumBase::StrEnum => (
                "StrEnum",
                vec![builtin(Builtin::Str), self.enum_base(EnumBase::Enum)],
                false,
                Some(Builtin::Str),
                true,
            ),
            EnumBase::Flag => ("Flag", vec![self.enum_base(EnumBase::Enum)], true, None, false),
            EnumBase::IntFlag => (
                "IntFlag",
                vec![builtin(Builtin::Int), self.enum_base(EnumBase::Flag)],
                true,
                Some(Builtin::Int),
                true,
            ),
        };
        let class = Rc::new(Class::new(Rc::from(name), bases, vec![]));
        *class.enum_info.borrow_mut() = Some(Rc::new(EnumInfo {
            base: Some(which),
            flag,
            mixin,
            value_text,
            str_enum: which == EnumBase::StrEnum,
            members: Vec::new(),
            canonical: Vec::new(),
            pseudo: RefCell::new(Vec::new()),
        }));
        let v = Value::new(V::Class(class));
        self.caches.enum_bases.push((which, v.clone()));
        v
    }

    /// Whether a base of a class being made is an enum class (then `str`/`int` bases are its
    /// data type, not a base the tool does not model).
    pub(super) fn has_enum_base(bases: &[Value<'a>]) -> bool {
        bases.iter().any(|b| enum_of(b).is_some())
    }

    /// A class derived from an enum class, its body run: its members made (see the module doc).
    pub(super) fn make_enum(&mut self, cls: &Value<'a>, keywords: bool, fresh: &[&str]) -> R<'a, ()> {
        let V::Class(c) = &cls.kind else { return Ok(()) };
        let parents: Vec<(Value<'a>, Rc<EnumInfo<'a>>)> = c
            .bases
            .iter()
            .filter_map(|b| enum_of(b).map(|i| (b.clone(), i)))
            .collect();
        let Some((parent, pinfo)) = parents.first().cloned() else {
            return Ok(());
        };
        let name = c.name.clone();
        // Not modelled: the class not known exactly, and the code Python runs for each member
        // (its `__new__`, `__init__`, `_generate_next_value_`) handed on, run with what the tool
        // can't tell.
        let refuse = |me: &mut Self, why: &str| -> R<'a, ()> {
            let bits = me.inexact(FallbackKind::NotModelled, &format!("enum class {name}: {why}"));
            c.inexact.set(c.inexact.get() | bits);
            let code: Vec<Value<'a>> = ["__new__", "__init__", "_generate_next_value_"]
                .iter()
                .filter_map(|n| me.class_attr(cls, n))
                .filter(|f| !matches!(f.kind, V::Builtin(_)))
                .collect();
            if !code.is_empty() {
                me.handed_to_unseen(&code);
                me.may_raise_unseen();
            }
            Ok(())
        };
        if c.inexact.get() != 0 {
            return refuse(self, "its body not known exactly");
        }
        if keywords {
            return refuse(self, "class keywords");
        }
        if parents.len() > 1 {
            return refuse(self, "two enum bases");
        }
        if !pinfo.canonical.is_empty() {
            if pinfo.flag {
                return refuse(self, "a flag extended");
            }
            let pname = match &parent.kind {
                V::Class(p) => p.name.clone(),
                _ => Rc::from(""),
            };
            return self.fail(
                "TypeError",
                format!("<enum '{name}'> cannot extend <enum '{pname}'>"),
                0,
            );
        }
        // The bases: data types before the enum base, which is last.
        let mut mixin = pinfo.mixin;
        for (n, b) in c.bases.iter().enumerate() {
            let last = n + 1 == c.bases.len();
            match &b.kind {
                _ if enum_of(b).is_some() => {
                    if !last {
                        return refuse(self, "an enum base before another base");
                    }
                }
                V::Builtin(x @ (Builtin::Str | Builtin::Int)) => {
                    if mixin.is_some_and(|m| m != *x) || (mixin.is_some() && pinfo.mixin.is_none()) {
                        return refuse(self, "two data types");
                    }
                    mixin = Some(*x);
                }
                V::Class(_) if class_inexact(b) == 0 && bases_known(b) => {}
                _ => return refuse(self, "a base not modelled"),
            }
        }
        if self.class_attr(cls, "__new__").is_some() {
            return refuse(self, "__new__");
        }
        // A flag's own `_missing_` makes what a value no member is (`F(3)`, `A | B`).
        if pinfo.flag
            && self
                .class_attr(cls, "_missing_")
                .is_some_and(|m| !matches!(m.kind, V::Builtin(_)))
        {
            return refuse(self, "a flag's own _missing_");
        }
        let init = self
            .class_attr(cls, "__init__")
            .filter(|f| matches!(f.kind, V::Func(_)));
        let gen_own = c
            .attrs
            .borrow()
            .iter()
            .position(|(k, _)| &**k == "_generate_next_value_");
        let generate = match self.class_attr(cls, "_generate_next_value_") {
            Some(Value {
                kind: V::StaticMethod(f),
                ..
            }) => Some((*f).clone()),
            Some(f @ Value { kind: V::Func(_), .. }) => Some(f),
            Some(_) => return refuse(self, "_generate_next_value_"),
            None => None,
        };
        let attrs: Vec<(Rc<str>, Value<'a>)> = c.attrs.borrow().clone();
        let private = format!("_{name}__");
        // (name, value) of each member, in order; the position of its class attribute.
        let mut found: Vec<(Rc<str>, Value<'a>, usize)> = Vec::new();
        let mut last_values: Vec<Value<'a>> = Vec::new();
        for (pos, (k, v)) in attrs.iter().enumerate() {
            let dunder = k.len() > 4 && k.starts_with("__") && k.ends_with("__");
            // A private name (`__x`, mangled or not) is no member.
            if dunder || k.starts_with(&private) || k.starts_with("__") {
                continue;
            }
            if matches!(&**k, "_generate_next_value_" | "_missing_") {
                continue;
            }
            let sunder = k.len() > 2 && k.starts_with('_') && k.ends_with('_');
            if sunder || matches!(&**k, "name" | "value") {
                return refuse(self, &format!("the name {k}"));
            }
            let descriptor = match &v.kind {
                V::Func(_) | V::Property(_) | V::CachedProperty(_) | V::StaticMethod(_) | V::ClassMethod(_) => true,
                V::Instance(i) => {
                    defines(&i.class, "__get__") || defines(&i.class, "__set__") || defines(&i.class, "__delete__")
                }
                _ => false,
            };
            if descriptor {
                continue;
            }
            // (`auto()` inside a value, `(auto(), "x")`: not followed.)
            if matches!(&v.kind, V::Tuple(items) if items.iter().any(|x| matches!(x.kind, V::Builtin(Builtin::EnumAutoValue))))
            {
                return refuse(self, "auto() inside a value");
            }
            let value = if matches!(v.kind, V::Builtin(Builtin::EnumAutoValue)) {
                // (An `auto()` object made elsewhere, or bound to two names, may have its value
                // already: not followed.)
                if !fresh.contains(&&**k) {
                    return refuse(self, "an auto() object not made where it is bound");
                }
                if gen_own.is_some_and(|g| g > pos) {
                    return refuse(self, "_generate_next_value_ after a member");
                }
                let count = found.len() as i64;
                let made = match &generate {
                    Some(g) => {
                        let args = vec![
                            Value::new(V::Str(k.clone())),
                            Value::int(1),
                            Value::int(count),
                            Value::list(last_values.clone()),
                        ];
                        let g = g.clone();
                        Some(self.call(&g, args, vec![])?)
                    }
                    None => auto_value(&pinfo, mixin, k, &last_values),
                };
                match made {
                    Some(m) if m.is_exact() => m,
                    _ => return refuse(self, "an auto() value"),
                }
            } else {
                v.clone()
            };
            let allowed = match &value.kind {
                V::Unknown
                | V::Builtin(_)
                | V::Class(_)
                | V::Partial(_)
                | V::Bound(_)
                | V::Method(_)
                | V::Native(_)
                | V::Module(_)
                | V::Gen(_)
                | V::Iter(_)
                | V::Tensor(_)
                | V::Super(_)
                | V::ExcType(_)
                | V::Config(_)
                | V::View(_) => false,
                _ => value.is_exact(),
            };
            if !allowed {
                return refuse(self, &format!("the value of {k}"));
            }
            let typed = match mixin {
                Some(Builtin::Str) => matches!(value.kind, V::Str(_)),
                Some(_) => matches!(value.kind, V::Int(_)),
                None => true,
            };
            let flag_ok = !pinfo.flag || matches!(value.kind, V::Int(n) if n > 0 && n & (n - 1) == 0);
            if !typed || !flag_ok {
                return refuse(self, &format!("the value of {k}"));
            }
            last_values.push(value.clone());
            found.push((k.clone(), value, pos));
        }
        // Members, aliases for a value already had.
        let mut members: Vec<(Rc<str>, Value<'a>)> = Vec::new();
        let mut canonical: Vec<Value<'a>> = Vec::new();
        for (k, value, _) in found.iter() {
            let mut alias = None;
            for m in canonical.iter() {
                let mv = own_value(m);
                match py_eq(&mv, value) {
                    Some(true) => {
                        alias = Some(m.clone());
                        break;
                    }
                    Some(false) => {}
                    None => return refuse(self, "values compared by their own __eq__"),
                }
            }
            let member = match alias {
                Some(m) => m,
                None => {
                    let m = member_object(cls, Value::new(V::Str(k.clone())), value.clone());
                    canonical.push(m.clone());
                    m
                }
            };
            members.push((k.clone(), member));
        }
        {
            let mut cattrs = c.attrs.borrow_mut();
            for ((_, member), (_, _, pos)) in members.iter().zip(found.iter()) {
                cattrs[*pos].1 = member.clone();
            }
        }
        let info = |members: &[(Rc<str>, Value<'a>)], canonical: &[Value<'a>]| {
            Some(Rc::new(EnumInfo {
                base: None,
                flag: pinfo.flag,
                mixin,
                value_text: pinfo.value_text,
                str_enum: pinfo.str_enum,
                members: members.to_vec(),
                canonical: canonical.to_vec(),
                pseudo: RefCell::new(Vec::new()),
            }))
        };
        self.caches.enum_classes.push(Rc::downgrade(c));
        // `__init__` of each member in turn, with its value as the arguments (a tuple spread), as
        // Python makes them: the class holding the members before it; an alias's own object
        // made and initialised too, then dropped for the member it is an alias of.
        let mut value_changed = false;
        if let Some(init) = init {
            // (How many of the members made so far are no alias: the next one that is none is
            // `canonical[made]`.)
            let mut made = 0;
            for (n, ((k, member), (_, value, _))) in members.iter().zip(found.iter()).enumerate() {
                *c.enum_info.borrow_mut() = info(&members[..n], &canonical[..made]);
                let obj = match canonical.get(made).is_some_and(|m| super::pristine::same(m, member)) {
                    true => {
                        made += 1;
                        member.clone()
                    }
                    false => member_object(cls, Value::new(V::Str(k.clone())), value.clone()),
                };
                let mut args = vec![obj.clone()];
                match &value.kind {
                    V::Tuple(items) => args.extend(items.iter().cloned()),
                    _ => args.push(value.clone()),
                }
                self.call(&init, args, vec![])?;
                // Its `_value_` set anew: which members are aliases, and what a lookup by value
                // finds, Python decides on what it holds then (not followed).
                value_changed |= !super::pristine::same(&own_value(&obj), value);
            }
        }
        *c.enum_info.borrow_mut() = info(&members, &canonical);
        if value_changed {
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "an enum member's _value_ set by its __init__",
            );
            c.inexact.set(c.inexact.get() | bits);
        }
        Ok(())
    }

    /// `auto`, `unique`, and what `auto()` gives.
    pub(crate) fn enum_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value<'a>>,
        kwargs: Kwargs<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        match b {
            Builtin::EnumAuto if args.is_empty() && kwargs.is_empty() => {
                Ok(Value::new(V::Builtin(Builtin::EnumAutoValue)))
            }
            Builtin::EnumUnique if args.len() == 1 && kwargs.is_empty() => {
                let cls = args[0].clone();
                let Some(info) = enum_of(&cls).filter(|i| i.base.is_none()) else {
                    return Ok(self.unknown_op(t));
                };
                let aliases: Vec<String> = info
                    .members
                    .iter()
                    .filter_map(|(k, m)| {
                        let own = match &m.kind {
                            V::Instance(i) => i
                                .attrs
                                .borrow()
                                .iter()
                                .find(|(a, _)| &**a == "_name_")
                                .map(|x| x.1.clone()),
                            _ => None,
                        };
                        match own.as_ref().and_then(|o| o.as_str()) {
                            Some(n) if n != &**k => Some(format!("{k} -> {n}")),
                            _ => None,
                        }
                    })
                    .collect();
                if aliases.is_empty() {
                    return Ok(cls);
                }
                let name = match &cls.kind {
                    V::Class(c) => c.name.clone(),
                    _ => Rc::from(""),
                };
                let msg = format!("duplicate values found in <enum '{name}'>: {}", aliases.join(", "));
                self.fail("ValueError", msg, t)
            }
            _ => Ok(self.unknown_op(t)),
        }
    }

    /// `Cls(value)`: the member with that value (a member itself as it is), else `_missing_`'s
    /// answer, else Python's ValueError.
    pub(super) fn enum_call(
        &mut self,
        cls: &Value<'a>,
        info: Rc<EnumInfo<'a>>,
        args: Vec<Value<'a>>,
        kwargs: Kwargs<'a>,
    ) -> R<'a, Value<'a>> {
        let t = cls.taint
            | args
                .iter()
                .chain(kwargs.iter().map(|k| &k.1))
                .fold(0, |t, a| t | a.taint);
        if info.base.is_some() || args.len() != 1 || !kwargs.is_empty() {
            let bits = self.inexact(FallbackKind::NotModelled, "the enum functional API");
            return Ok(self.unknown_op(t | bits));
        }
        let v = &args[0];
        if let Some(field) = v.origin {
            let values: Vec<Value<'a>> = info.canonical.iter().filter_map(enum_value).collect();
            self.note_enum_candidates(field, &values);
            // Its own `_missing_` may take other spellings (aliases, another case).
            if self.notes_candidates() && self.class_attr(cls, "_missing_").is_some() {
                let name = self.fields[field as usize].to_string();
                if !self.events.open_values.contains(&name) {
                    self.events.open_values.push(name);
                }
            }
        }
        if !v.is_exact() {
            self.enum_missing_maybe(cls, v, t | v.inexact_bits())?;
            return Ok(self.unknown_op(t | v.inexact_bits()));
        }
        if let V::Instance(i) = &v.kind {
            if same_class(&i.class, cls) {
                return Ok(v.clone().with_taint(t));
            }
        }
        for m in info.canonical.iter() {
            let mv = enum_value(m).unwrap_or_else(|| Value::unknown(0));
            match py_eq(&mv, v) {
                Some(true) => return Ok(m.clone().with_taint(t)),
                Some(false) => {}
                None => {
                    self.enum_missing_maybe(cls, v, t)?;
                    return Ok(self.unknown_op(t));
                }
            }
        }
        if info.flag {
            if let V::Int(n) = v.kind {
                if let Some(m) = self.flag_member(cls, &info, n) {
                    return Ok(m.with_taint(t));
                }
                let bits = self.inexact(FallbackKind::NotModelled, "a flag value that is no member");
                return Ok(self.unknown_op(t | bits));
            }
        }
        if let Some(missing) = self.class_attr(cls, "_missing_") {
            let Some(f) = missing_callable(cls, &missing) else {
                let bits = self.inexact(FallbackKind::NotModelled, "_missing_");
                return Ok(self.unknown_op(t | bits));
            };
            let r = self.call(&f, vec![v.clone()], vec![])?;
            match &r.kind {
                V::Instance(i) if same_class(&i.class, cls) && r.is_exact() => return Ok(r.with_taint(t)),
                V::None if r.is_exact() => {}
                _ => return Ok(self.unknown_op(t | r.taint | r.inexact_bits())),
            }
        }
        let shown = self.display_value(v, true)?;
        let qualname = match &cls.kind {
            V::Class(c) => c.qualname.borrow().clone(),
            _ => None,
        };
        match (shown.as_str().filter(|_| shown.is_exact()), qualname) {
            (Some(s), Some(q)) => self.soft_refusal("ValueError", format!("{s} is not a valid {q}"), t, true),
            _ => {
                let bits = self.inexact(FallbackKind::NotModelled, "the message of an enum's ValueError");
                self.fail("ValueError", String::new(), t | bits)
            }
        }
    }

    /// `Cls(value)` where whether `value` is a member's is not known: the class's own
    /// `_missing_` may run (undecided: what it does marked, an error it raises not decided).
    fn enum_missing_maybe(&mut self, cls: &Value<'a>, v: &Value<'a>, t: Taint) -> R<'a, ()> {
        let Some(f) = self
            .class_attr(cls, "_missing_")
            .and_then(|m| missing_callable(cls, &m))
        else {
            return Ok(());
        };
        let bits = match t & INEXACT {
            0 => self.inexact(FallbackKind::Undecided, "an enum's _missing_ that may run"),
            b => b,
        };
        self.hook_may_run(&f, vec![v.clone()], bits)
    }

    /// A config field's value looked up in an enum (`Mode(cfg["mode"])`, `Layout[cfg["layout"]]`):
    /// the members' values (names) are the values the code takes for it, as those of a table
    /// the field is looked up in are.
    fn note_enum_candidates(&mut self, field: u16, values: &[Value<'a>]) {
        if !self.notes_candidates() {
            return;
        }
        for v in values {
            self.note_candidate(field, v);
        }
    }

    /// The member of a flag with value `n`: a member, or the combination of members (one object
    /// per value); `None` when bits are no member's.
    fn flag_member(&mut self, cls: &Value<'a>, info: &EnumInfo<'a>, n: i64) -> Option<Value<'a>> {
        if n < 0 {
            return None;
        }
        let values: Vec<i64> = info
            .canonical
            .iter()
            .map(|m| enum_value(m).and_then(|v| v.as_int()).unwrap_or(0))
            .collect();
        if let Some(i) = values.iter().position(|v| *v == n) {
            return Some(info.canonical[i].clone());
        }
        let all = values.iter().fold(0, |a, v| a | v);
        if n & !all != 0 {
            return None;
        }
        for p in info.pseudo.borrow().iter() {
            if enum_value(p).and_then(|v| v.as_int()) == Some(n) {
                return Some(p.clone());
            }
        }
        // Its name: its members' names, joined by `|` (in definition order, which is known to
        // be CPython's when it is the order of the values).
        let ascending = values.windows(2).all(|w| w[0] < w[1]);
        let name = if n == 0 {
            Value::none()
        } else if ascending {
            let names: Vec<String> = info
                .canonical
                .iter()
                .zip(values.iter())
                .filter(|(_, v)| n & **v != 0)
                .filter_map(|(m, _)| member_name(m))
                .collect();
            Value::str(&names.join("|"))
        } else {
            let bits = self.inexact(FallbackKind::NotModelled, "the name of a flag combination");
            Value::unknown(bits)
        };
        let m = member_object(cls, name, Value::int(n));
        info.pseudo.borrow_mut().push(m.clone());
        Some(m)
    }

    /// `Cls[name]`: the member (or alias) of that name, else a KeyError.
    pub(super) fn enum_getitem(&mut self, cls: &Value<'a>, info: &EnumInfo<'a>, key: &Value<'a>) -> R<'a, Value<'a>> {
        let t = cls.taint | key.taint;
        if let Some(field) = key.origin {
            let names: Vec<Value<'a>> = info.members.iter().map(|(k, _)| Value::str(k)).collect();
            self.note_enum_candidates(field, &names);
        }
        if info.base.is_some() || !key.is_exact() {
            return Ok(self.unknown_op(t | key.inexact_bits()));
        }
        match &key.kind {
            V::Str(s) => match info.members.iter().find(|(k, _)| **k == **s) {
                Some((_, m)) => Ok(m.clone().with_taint(t)),
                None => self.soft_error("KeyError", to_display(key, true), t),
            },
            _ => Ok(self.unknown_op(t)),
        }
    }

    /// An attribute of an enum class the object model does not find in its namespace:
    /// `__members__`; `None` for the generic lookup (members are class attributes).
    pub(crate) fn enum_class_attr(&mut self, cls: &Value<'a>, name: &str, t: Taint) -> Option<Value<'a>> {
        let info = enum_of(cls)?;
        match name {
            "__members__" if info.base.is_none() => {
                let entries = info
                    .members
                    .iter()
                    .map(|(k, m)| (Value::new(V::Str(k.clone())), m.clone(), Src::default()))
                    .collect();
                let d = Value::dict(Dict::from_entries(entries));
                Some(
                    Value::new(V::View(Rc::new(DictView {
                        dict: d,
                        kind: ViewKind::Proxy,
                        live: None,
                    })))
                    .with_taint(t),
                )
            }
            "_member_names_" if info.base.is_none() => {
                let names = info
                    .canonical
                    .iter()
                    .filter_map(member_name)
                    .map(|n| Value::str(&n))
                    .collect();
                Some(Value::list(names).with_taint(t))
            }
            "__mro__" | "__members__" | "name" | "value" | "mro" => {
                let bits = self.inexact(FallbackKind::NotModelled, &format!("an enum class's {name}"));
                Some(Value::unknown(t | bits))
            }
            "__bases__" if info.base.is_some() => {
                let bits = self.inexact(FallbackKind::NotModelled, "an enum class's __bases__");
                Some(Value::unknown(t | bits))
            }
            _ => None,
        }
    }

    /// `member.name` / `member.value` (unless its class defines its own).
    pub(crate) fn enum_member_attr(&mut self, obj: &Value<'a>, name: &str, t: Taint) -> Option<Value<'a>> {
        let V::Instance(i) = &obj.kind else { return None };
        let own = match name {
            "name" => "_name_",
            "value" => "_value_",
            _ => return None,
        };
        enum_of(&i.class)?;
        if self.class_attr(&i.class, name).is_some() {
            return None;
        }
        let attrs = i.attrs.borrow();
        let v = attrs.iter().find(|(k, _)| &**k == own)?.1.clone();
        Some(v.with_taint(t | i.inexact.get()))
    }

    /// `Cls.name = v` (`del Cls.name`: `deleting`) on an enum class: a member is neither
    /// reassigned nor deleted (`true`: Python's error). On a class derived from an enum the tool
    /// does not know exactly, it may be refused.
    pub(crate) fn enum_refuses_set(&mut self, cls: &Value<'a>, name: &str, t: Taint, deleting: bool) -> R<'a, bool> {
        if class_inexact(cls) != 0 && enum_ancestor(cls) {
            self.unknown_op(class_inexact(cls));
            return Ok(false);
        }
        let Some(info) = enum_of(cls) else { return Ok(false) };
        if info.members.iter().any(|(k, _)| &**k == name) {
            let message = match deleting {
                true => format!("cannot delete member '{name}'"),
                false => format!("cannot reassign member '{name}'"),
            };
            self.fail::<Value<'a>>("AttributeError", message, t)?;
            return Ok(true);
        }
        Ok(false)
    }

    /// `member.name = v` / `member.value = v`: refused by Python (its message not modelled).
    pub(crate) fn enum_member_refuses_set(&mut self, obj: &Value<'a>, name: &str, t: Taint) -> R<'a, bool> {
        // A value not known exactly (a class attribute of an enum the tool does not model is
        // one of its members, not what the body wrote) may refuse any attribute.
        if !obj.is_exact() && !matches!(obj.kind, V::Instance(_) | V::Class(_) | V::Module(_) | V::Config(_)) {
            self.unknown_op(obj.taint);
            return Ok(false);
        }
        let V::Instance(i) = &obj.kind else { return Ok(false) };
        if enum_of(&i.class).is_none() || !matches!(name, "name" | "value") {
            return Ok(false);
        }
        let bits = self.inexact(
            FallbackKind::NotModelled,
            "the message of an enum member's AttributeError",
        );
        self.fail::<Value<'a>>("AttributeError", String::new(), t | bits)?;
        Ok(true)
    }

    /// `str(member)` (`repr` false) or `repr(member)`: its class's own `__str__`/`__repr__`,
    /// else the enum's text; `None` when `v` is no enum member.
    pub(crate) fn enum_text(&mut self, v: &Value<'a>, repr: bool) -> R<'a, Option<Value<'a>>> {
        let V::Instance(i) = &v.kind else { return Ok(None) };
        let Some(info) = enum_of(&i.class) else { return Ok(None) };
        let dunder = if repr { "__repr__" } else { "__str__" };
        if let Some(f) = self.class_attr(&i.class, dunder) {
            let m = self.bind_attr(v, f)?;
            let r = self.call(&m, vec![], vec![])?;
            return Ok(Some(match r.kind {
                V::Str(_) | V::Unknown => r,
                _ => self.unknown_op(r.taint),
            }));
        }
        let cname = match &i.class.kind {
            V::Class(c) => c.name.clone(),
            _ => return Ok(None),
        };
        let (value, name) = {
            let attrs = i.attrs.borrow();
            let get = |k: &str| attrs.iter().find(|(a, _)| &**a == k).map(|(_, x)| x.clone());
            (get("_value_"), get("_name_"))
        };
        let (Some(value), Some(name)) = (value, name) else {
            return Ok(Some(self.unknown_op(v.taint)));
        };
        let t = v.taint | i.inexact.get() | name.taint;
        if !repr && info.value_text {
            return Ok(Some(self.display_value(&value, false)?.with_taint(t)));
        }
        let text = match (&name.kind, repr) {
            (V::Str(n), false) => format!("{cname}.{n}"),
            (V::None, false) => {
                let s = self.display_value(&value, true)?;
                match s.as_str().filter(|_| s.is_exact()) {
                    Some(s) => format!("{cname}({s})"),
                    None => return Ok(Some(Value::unknown(t | s.taint))),
                }
            }
            (V::Str(_) | V::None, true) => {
                let s = self.display_value(&value, true)?;
                let Some(s) = s.as_str().filter(|_| s.is_exact()) else {
                    return Ok(Some(Value::unknown(t | s.taint)));
                };
                match &name.kind {
                    V::Str(n) => format!("<{cname}.{n}: {s}>"),
                    _ => format!("<{cname}: {s}>"),
                }
            }
            _ => return Ok(Some(Value::unknown(t))),
        };
        Ok(Some(Value::str(&text).with_taint(t)))
    }

    /// `format(member, spec)`: its value's for `IntEnum`/`StrEnum`/`IntFlag`, else its `str()`
    /// formatted; `None` when `v` is no enum member or its class defines `__format__`.
    pub(crate) fn enum_format(&mut self, v: &Value<'a>, spec: &Value<'a>) -> R<'a, Option<Value<'a>>> {
        let V::Instance(i) = &v.kind else { return Ok(None) };
        let Some(info) = enum_of(&i.class) else { return Ok(None) };
        if self.class_attr(&i.class, "__format__").is_some() {
            return Ok(None);
        }
        let Some(spec_s) = spec.as_str().filter(|_| spec.is_exact()).map(str::to_string) else {
            return Ok(Some(self.unknown_op(v.taint | spec.taint)));
        };
        // (`IntEnum`'s `format` is `int.__format__`: the value's, past a `__str__` of the
        // class's own but for an empty spec, where it is `str(member)`.)
        let own_value = info.value_text && (!spec_s.is_empty() || self.class_attr(&i.class, "__str__").is_none());
        let shown = if own_value {
            enum_value(v).unwrap_or_else(|| Value::unknown(0))
        } else {
            match self.enum_text(v, false)? {
                Some(s) => s,
                None => return Ok(None),
            }
        };
        if !shown.is_exact() {
            return Ok(Some(Value::unknown(v.taint | shown.taint)));
        }
        let mut t = v.taint | spec.taint | shown.taint;
        let r = self.format_field(&shown, None, &spec_s, &mut t)?;
        Ok(Some(match r {
            // `str.__format__` of a `StrEnum` member that needs no padding gives the member
            // itself, not a `str`: not modelled.
            Some(s) if own_value && !spec_s.is_empty() && shown.as_str() == Some(s.as_str()) => {
                let bits = self.inexact(FallbackKind::NotModelled, "format() of a StrEnum member");
                Value::unknown(t | bits)
            }
            Some(s) => Value::str(&s).with_taint(t),
            None => Value::unknown(t),
        }))
    }

    /// `a | b`, `a & b`, `a ^ b` of two members of one flag; `None` for the generic operators.
    pub(crate) fn enum_binop(&mut self, op: ast::Operator, l: &Value<'a>, r: &Value<'a>) -> Option<Value<'a>> {
        let (V::Instance(a), V::Instance(b)) = (&l.kind, &r.kind) else {
            return None;
        };
        if !same_class(&a.class, &b.class) {
            return None;
        }
        let info = enum_of(&a.class).filter(|i| i.flag && i.base.is_none())?;
        let (x, y) = (enum_value(l)?.as_int()?, enum_value(r)?.as_int()?);
        let n = match op {
            ast::Operator::BitOr => x | y,
            ast::Operator::BitAnd => x & y,
            ast::Operator::BitXor => x ^ y,
            _ => return None,
        };
        let m = self.flag_member(&a.class, &info, n)?;
        Some(m.with_taint(l.taint | r.taint))
    }

    /// `isinstance(member, ty)` of an enum's member; `None` when not known.
    pub(crate) fn enum_isinstance(&self, class: &Value<'a>, ty: &Value<'a>) -> Option<bool> {
        let info = enum_of(class)?;
        match &ty.kind {
            V::Class(t) => match &class.kind {
                V::Class(c) => Some(self.subclass_of(c, t)),
                _ => None,
            },
            V::Builtin(Builtin::Object) => Some(true),
            V::Builtin(b @ (Builtin::Str | Builtin::Int)) => Some(info.mixin == Some(*b)),
            V::Builtin(
                Builtin::Float
                | Builtin::Bool
                | Builtin::List
                | Builtin::Tuple
                | Builtin::Dict
                | Builtin::Set
                | Builtin::Frozenset,
            )
            | V::ExcType(_) => Some(false),
            _ => None,
        }
    }

    /// `x in Cls`: as 3.11 has it, a member of the class is in it, another enum's member is
    /// not, anything else is a TypeError (with a warning).
    pub(crate) fn enum_contains(&mut self, cls: &Value<'a>, item: &Value<'a>) -> R<'a, Option<bool>> {
        let Some(info) = enum_of(cls) else { return Ok(None) };
        if !item.is_exact() || info.base.is_some() {
            return Ok(None);
        }
        match &item.kind {
            V::Instance(i) if enum_of(&i.class).is_some() => {
                if !same_class(&i.class, cls) {
                    return Ok(Some(false));
                }
                let name = member_name(item);
                Ok(Some(info.members.iter().any(|(k, _)| Some(&**k) == name.as_deref())))
            }
            V::Instance(_) => Ok(None),
            _ => {
                let ty = item.type_name();
                let msg = format!("unsupported operand type(s) for 'in': '{ty}' and 'EnumType'");
                self.fail("TypeError", msg, item.taint | cls.taint)
            }
        }
    }

    /// Iteration over an enum class: its members in definition order, aliases left out.
    pub(crate) fn enum_items(&self, cls: &Value<'a>) -> Option<Vec<Value<'a>>> {
        let info = enum_of(cls)?;
        Some(info.canonical.clone())
    }

    /// The class of an instance (unknown for anything else).
    pub(crate) fn instance_class(&self, v: &Value<'a>) -> Value<'a> {
        match &v.kind {
            V::Instance(i) => i.class.clone(),
            _ => Value::unknown(0),
        }
    }

    /// The value a member of an enum with a data type stands for in an operator (`dunder`) its
    /// class does not define itself (with its taint); `None` for anything else. A flag's
    /// member only in comparisons (`|` of an `IntFlag` is a member again).
    #[inline]
    pub(crate) fn enum_operand(&self, v: &Value<'a>, dunder: &str, comparison: bool) -> Option<Value<'a>> {
        // Most operands are not instances: decided here, without a call.
        if !matches!(v.kind, V::Instance(_)) {
            return None;
        }
        self.enum_instance_operand(v, dunder, comparison)
    }

    fn enum_instance_operand(&self, v: &Value<'a>, dunder: &str, comparison: bool) -> Option<Value<'a>> {
        let V::Instance(i) = &v.kind else { return None };
        let info = enum_of(&i.class)?;
        info.mixin?;
        if (info.flag && !comparison) || class_inexact(&i.class) != 0 || self.class_attr(&i.class, dunder).is_some() {
            return None;
        }
        Some(enum_value(v)?.with_taint(v.taint | i.inexact.get()))
    }

    /// An attribute a member of an enum with a data type has as its value has it
    /// (`Dtype.BF16.upper`), when neither it nor its class has its own; `None` otherwise.
    pub(crate) fn enum_value_attr(&mut self, obj: &Value<'a>, name: &str) -> R<'a, Option<Value<'a>>> {
        let V::Instance(i) = &obj.kind else { return Ok(None) };
        let Some(info) = enum_of(&i.class) else { return Ok(None) };
        if info.mixin.is_none() || info.flag || name.starts_with('_') || class_inexact(&i.class) != 0 {
            return Ok(None);
        }
        if i.attrs.borrow().iter().any(|(k, _)| &**k == name) || self.class_attr(&i.class, name).is_some() {
            return Ok(None);
        }
        let Some(value) = enum_value(obj) else { return Ok(None) };
        if crate::eval::builtins::pytypes::python_type_has(value.type_name(), name) != Some(true) {
            return Ok(None);
        }
        let value = value.with_taint(obj.taint | i.inexact.get());
        self.get_attr(&value, name).map(Some)
    }

    /// `a in b` of two members of one flag: whether `a`'s bits are all in `b`'s.
    pub(crate) fn flag_contains(&self, container: &Value<'a>, item: &Value<'a>) -> Option<bool> {
        let (V::Instance(c), V::Instance(i)) = (&container.kind, &item.kind) else {
            return None;
        };
        if !same_class(&c.class, &i.class) || self.class_attr(&c.class, "__contains__").is_some() {
            return None;
        }
        enum_of(&c.class).filter(|e| e.flag && e.base.is_none())?;
        let (x, y) = (enum_value(item)?.as_int()?, enum_value(container)?.as_int()?);
        Some(x & y == x)
    }
}

/// `auto()`'s value as the enum's `_generate_next_value_` makes it in 3.11: `Enum` one more than
/// the last value (1 first), `StrEnum` the name lower-cased, `Flag` the next power of two; `None`
/// where it is not modelled.
fn auto_value<'a>(info: &EnumInfo<'a>, mixin: Option<Builtin>, name: &str, last: &[Value<'a>]) -> Option<Value<'a>> {
    if info.str_enum {
        return name.is_ascii().then(|| Value::str(&name.to_ascii_lowercase()));
    }
    if mixin == Some(Builtin::Str) {
        return None;
    }
    let ints: Option<Vec<i64>> = last
        .iter()
        .map(|v| match v.kind {
            V::Int(n) => Some(n),
            _ => None,
        })
        .collect();
    let ints = ints?;
    if info.flag {
        let Some(max) = ints.iter().copied().max() else {
            return Some(Value::int(1));
        };
        if max < 0 {
            return None;
        }
        let high = 63 - max.leading_zeros() as i64;
        return (high + 1 < 62).then(|| Value::int(1 << (high + 1)));
    }
    match ints.last() {
        None => Some(Value::int(1)),
        Some(l) if ints.iter().all(|x| x <= l) => l.checked_add(1).map(Value::int),
        _ => None,
    }
}

fn same_class<'a>(a: &Value<'a>, b: &Value<'a>) -> bool {
    matches!((&a.kind, &b.kind), (V::Class(x), V::Class(y)) if Rc::ptr_eq(x, y))
}

fn member_name(m: &Value) -> Option<String> {
    let V::Instance(i) = &m.kind else { return None };
    let attrs = i.attrs.borrow();
    attrs
        .iter()
        .find(|(k, _)| &**k == "_name_")
        .and_then(|(_, v)| v.as_str().map(str::to_string))
}

/// A member's `_value_` as made (before its class is known to be an enum).
/// A member object of enum class `cls`: its `_name_` (a string, or `None` for a flag value that
/// is no member) and `_value_`.
fn member_object<'a>(cls: &Value<'a>, name: Value<'a>, value: Value<'a>) -> Value<'a> {
    let attrs = vec![(Rc::from("_value_"), value), (Rc::from("_name_"), name)];
    Value::new(V::Instance(Rc::new(Instance::new(cls.clone(), attrs))))
}

fn own_value<'a>(m: &Value<'a>) -> Value<'a> {
    let V::Instance(i) = &m.kind else {
        return Value::unknown(0);
    };
    let attrs = i.attrs.borrow();
    attrs
        .iter()
        .find(|(k, _)| &**k == "_value_")
        .map_or_else(|| Value::unknown(0), |(_, v)| v.clone())
}

/// Whether a class is or derives from an enum class (one the tool models or not).
pub(super) fn enum_ancestor(cls: &Value) -> bool {
    fn walk(c: &Value, depth: usize) -> bool {
        if depth > 32 {
            return false;
        }
        match &c.kind {
            V::Native(Native::Enum) => true,
            V::Class(cl) => cl.enum_info.borrow().is_some() || cl.bases.iter().any(|b| walk(b, depth + 1)),
            _ => false,
        }
    }
    walk(cls, 0)
}

/// An enum's `_missing_` (a class or static method) as `Cls(value)` calls it; `None` for one
/// of another kind (not modelled).
fn missing_callable<'a>(cls: &Value<'a>, missing: &Value<'a>) -> Option<Value<'a>> {
    match &missing.kind {
        V::ClassMethod(f) => Some(Value::new(V::Bound(Rc::new((cls.clone(), (**f).clone()))))),
        V::StaticMethod(f) => Some((**f).clone()),
        _ => None,
    }
}
