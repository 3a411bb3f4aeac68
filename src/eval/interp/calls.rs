//! Functions and classes: making them (`def`, `lambda`, `class`), calling them, instances and
//! dataclasses. Binding a call's arguments to parameters is in `params`.

use super::operators::union_taint;
use super::params::{spread_gave, Spreads};
use super::state::SuperCell;
use super::*;

impl<'a> Interp<'a> {
    /// The scope a function defined in `env` closes over (a class body's enclosing scope). It
    /// is tracked: the function may end up in it, a cycle only emptying the scope breaks.
    pub(super) fn closure_env(&mut self, env: &Rc<Env<'a>>) -> Rc<Env<'a>> {
        let mut cur = env.clone();
        while cur.is_class {
            match cur.parent.clone() {
                Some(p) => cur = p,
                None => break,
            }
        }
        if cur.parent.is_some() {
            self.track(&cur);
        }
        cur
    }

    pub(super) fn eval_defaults(
        &mut self,
        env: &Rc<Env<'a>>,
        params: &'a ast::Parameters,
    ) -> R<'a, (Defaults<'a>, Defaults<'a>)> {
        let mut defaults = Vec::new();
        for p in params.posonlyargs.iter().chain(params.args.iter()) {
            defaults.push(match &p.default {
                Some(d) => Some(self.eval(env, d)?),
                None => None,
            });
        }
        let mut kw = Vec::new();
        for p in params.kwonlyargs.iter() {
            kw.push(match &p.default {
                Some(d) => Some(self.eval(env, d)?),
                None => None,
            });
        }
        Ok((defaults, kw))
    }

    /// A `def`'s annotations, evaluated after its defaults as CPython 3.11 does (the plain
    /// parameters', the positional-only ones', `*args`', the keyword-only ones', `**kwargs`',
    /// then the return's), unless its module has `from __future__ import annotations`:
    /// a name not defined there is Python's `NameError` (`def clone(self) -> Node` in `Node`'s
    /// own body). What they give is not kept: `__annotations__` is not modelled.
    fn eval_annotations(&mut self, env: &Rc<Env<'a>>, f: &'a ast::StmtFunctionDef) -> R<'a, ()> {
        if self.h.module(self.cur.module).lazy_annotations {
            return Ok(());
        }
        let p = &f.parameters;
        let plain = p.args.iter().chain(p.posonlyargs.iter());
        let star = p.vararg.iter().map(|a| &**a);
        let kwonly = p.kwonlyargs.iter().map(|a| &a.parameter);
        let starstar = p.kwarg.iter().map(|a| &**a);
        let params = plain.map(|a| &a.parameter).chain(star).chain(kwonly).chain(starstar);
        for a in params
            .filter_map(|a| a.annotation.as_deref())
            .chain(f.returns.as_deref())
        {
            self.eval(env, a)?;
        }
        Ok(())
    }

    /// A definition's decorators, evaluated before anything else of it (its defaults, its bases),
    /// top to bottom, as CPython evaluates them.
    fn eval_decorators(&mut self, env: &Rc<Env<'a>>, list: &'a [ast::Decorator]) -> R<'a, Vec<Value<'a>>> {
        list.iter().map(|d| self.eval(env, &d.expression)).collect()
    }

    pub(super) fn make_function(&mut self, env: &Rc<Env<'a>>, f: &'a ast::StmtFunctionDef) -> R<'a, Value<'a>> {
        // The decorators are evaluated first, top to bottom; applied last, bottom to top.
        let decorators = self.eval_decorators(env, &f.decorator_list)?;
        let (defaults, kw_defaults) = self.eval_defaults(env, &f.parameters)?;
        self.eval_annotations(env, f)?;
        let offset = f.name.range().start().to_u32();
        let mut v = Value::new(V::Func(Rc::new(Func {
            name: Rc::from(self.h.module(self.cur.module).written_name(&f.name)),
            body: FuncBody::Def(f),
            module: self.cur.module,
            env: self.closure_env(env),
            defaults,
            kw_defaults,
            offset,
            owner: RefCell::new(None),
            attrs: Default::default(),
        })));
        self.note_class_cell(env, &v);
        for (d, dv) in f.decorator_list.iter().zip(decorators).rev() {
            v = match &dv.kind {
                V::Builtin(Builtin::Property) => Value::new(V::Property(Rc::new(v.with_taint(dv.taint & INEXACT)))),
                V::Builtin(Builtin::CachedProperty) => Value::new(V::CachedProperty(Rc::new(v))),
                V::Builtin(Builtin::Staticmethod) => Value::new(V::StaticMethod(Rc::new(v))),
                V::Builtin(Builtin::Classmethod) => Value::new(V::ClassMethod(Rc::new(v))),
                V::Builtin(Builtin::Dataclass) => v,
                // `typing.final`, `no_type_check`, `overload`.
                V::Builtin(Builtin::Noop) => {
                    self.typing_decorated(&v);
                    v
                }
                V::Builtin(Builtin::AbstractMethod) => {
                    self.mark_abstract(&v);
                    v
                }
                // `@p.setter` / `@p.deleter`: the property with that part.
                V::Method(m) if matches!(m.0.kind, V::Property(_)) => self.call(&dv, vec![v.clone()], vec![])?,
                k if matches!(
                    k,
                    V::Func(_)
                        | V::Bound(_)
                        | V::Class(_)
                        | V::Partial(_)
                        | V::Instance(_)
                        | V::Builtin(
                            Builtin::Singledispatch | Builtin::LruCache | Builtin::Cache | Builtin::ContextManager
                        )
                ) || matches!(k, V::Method(m) if matches!(m.0.kind, V::Dispatch(_))) =>
                {
                    let r = self.call(&dv, vec![v.clone()], vec![])?;
                    // What the decorator returns is what the name is bound to (`None` too); one
                    // the tool can't see through stands for the function, not known exactly.
                    if r.is_unknown() {
                        let text = self.snippet(&d.expression);
                        let bits = self.inexact(FallbackKind::NotModelled, &format!("@{text}"));
                        v.with_taint(bits | r.taint)
                    } else {
                        r
                    }
                }
                _ => {
                    // A decorator the tool can't see is handed the function (a library one it
                    // does not model, such as `functools.total_ordering`, runs none of its code).
                    if matches!(dv.kind, V::Unknown | V::Native(_)) {
                        self.handed_to_unseen(std::slice::from_ref(&v));
                    }
                    let text = self.snippet(&d.expression);
                    let bits = self.inexact(FallbackKind::NotModelled, &format!("@{text}"));
                    v.with_taint(bits)
                }
            };
        }
        Ok(v)
    }

    /// `class C(bases, **keywords): body`, as `type` makes it: the body run in its own scope,
    /// its functions owned by the class (for `super()`), the class registered with its bases
    /// (`__subclasses__()`), each attribute's `__set_name__` and the bases' `__init_subclass__`
    /// run, then the decorators. A base, metaclass or keyword the evaluator does not model
    /// leaves the class inexact (see `value.rs`): what it has beyond its own body is not known.
    pub(super) fn make_class(&mut self, env: &Rc<Env<'a>>, c: &'a ast::StmtClassDef) -> R<'a, Value<'a>> {
        let decorators = self.eval_decorators(env, &c.decorator_list)?;
        let mut bases = Vec::new();
        let mut keywords: Vec<(Rc<str>, Value<'a>)> = Vec::new();
        let mut metaclass = None;
        let mut abc_meta = false;
        if let Some(args) = &c.arguments {
            for b in args.args.iter() {
                // `Generic[T]`, `Box[T]`: the class subscripted (its `__mro_entries__`).
                if let Expr::Subscript(s) = b {
                    let head = self.eval(env, &s.value)?;
                    if self.generic_base(&head) {
                        self.eval(env, &s.slice)?;
                        bases.push(head);
                        continue;
                    }
                }
                let v = self.eval(env, b)?;
                match b {
                    Expr::Starred(_) => match self.items_of(&v)? {
                        Some(items) => bases.extend(items),
                        None => bases.push(Value::unknown(v.taint)),
                    },
                    _ => bases.push(v),
                }
            }
            for k in args.keywords.iter() {
                let v = self.eval(env, &k.value)?;
                match k.arg.as_ref().map(|a| a.id.as_str()) {
                    Some("metaclass") => metaclass = Some(v),
                    Some(name) => keywords.push((Rc::from(name), v)),
                    None => {
                        let bits = self.inexact(FallbackKind::NotModelled, "class keywords from `**`");
                        metaclass = Some(Value::unknown(bits));
                    }
                }
            }
        }
        // `object` is not kept (it ends every MRO); `abc.ABC` and `typing.Generic` are classes
        // (`abc.rs`); what else is not a class of the harness's is a base the tool does not model.
        let name = self.h.module(self.cur.module).written_name(&c.name);
        let mut inexact = 0;
        let mut kept = Vec::new();
        let is_enum = Self::has_enum_base(&bases);
        let mut namedtuple = false;
        // A base or metaclass the tool can't see: its code (`__init_subclass__`, the
        // metaclass's `__new__`) is handed the class.
        let mut unseen = false;
        // The bases as written (`object` too): what a metaclass is handed.
        let written_bases = bases.clone();
        for b in bases {
            match &b.kind {
                V::Builtin(Builtin::Object) => {}
                // A metaclass (`metaclass.rs`).
                V::Builtin(Builtin::Type | Builtin::AbcMeta) => kept.push(b),
                // An enum's data type (`class Mode(str, Enum)`): `enums.rs`.
                V::Builtin(Builtin::Str | Builtin::Int) if is_enum => kept.push(b),
                // `class P(typing.NamedTuple)`: a namedtuple class (made so below).
                V::Builtin(Builtin::TypingNamedTuple) if !namedtuple => {
                    namedtuple = true;
                    inexact |= b.taint & INEXACT;
                    kept.push(Value::new(V::Builtin(Builtin::Tuple)));
                }
                V::Class(_) | V::ExcType(_) => {
                    inexact |= b.taint & INEXACT;
                    kept.push(b);
                }
                _ => {
                    let what = format!("class {name}({})", to_display(&b, false));
                    inexact |= b.taint & INEXACT | self.inexact(FallbackKind::NotModelled, &what);
                    unseen |= matches!(b.kind, V::Unknown | V::Native(_));
                    kept.push(b);
                }
            }
        }
        // A metaclass the tool follows exactly (`metaclass.rs`); a body with annotations gives
        // the namespace an `__annotations__` the tool does not make.
        let annotated = c.body.iter().any(|s| matches!(s, Stmt::AnnAssign(_)));
        let follow = keywords.is_empty() && !is_enum && !namedtuple && inexact == 0 && !annotated;
        let class_meta = self.class_metaclass(metaclass.as_ref(), &kept, follow);
        if let super::metaclass::ClassMeta::Conflict = class_meta {
            let message = "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases";
            return self.fail("TypeError", message.to_string(), 0);
        }
        let followed = matches!(class_meta, super::metaclass::ClassMeta::Exact(_));
        // A metaclass's own `mro()` orders the class's lookups: not followed.
        let mut metas = metaclass
            .iter()
            .cloned()
            .chain(kept.iter().filter_map(|b| match &b.kind {
                V::Class(c) => c.meta.borrow().clone(),
                _ => None,
            }));
        if metas.any(|m| defines(&m, "mro")) {
            inexact |= self.inexact(FallbackKind::NotModelled, "a metaclass's own mro()");
        }
        match &metaclass {
            None => {}
            Some(m) if matches!(m.kind, V::Builtin(Builtin::AbcMeta)) => abc_meta = true,
            Some(_) if followed => {}
            Some(m) => {
                unseen |= matches!(m.kind, V::Unknown | V::Native(_));
                let what = format!("class {name}(metaclass=…)");
                inexact |= self.inexact(FallbackKind::NotModelled, &what);
            }
        }
        let cenv = Env::new_class(env.clone(), self.cur.module);
        self.born(&cenv);
        self.track(&cenv);
        // `__qualname__`, bound in the body as Python does: where the class is written
        // (`Outer.Inner`, `f.<locals>.C`), as CPython's compiler names it.
        let at = c.name.range().start().to_u32();
        let qualname: Option<Rc<str>> = self.h.module(self.cur.module).qualname_at(at).map(Rc::from);
        if let Some(q) = &qualname {
            cenv.set("__qualname__", Value::new(V::Str(q.clone())));
        }
        self.stack.class_cells.push(Vec::new());
        let body = self.exec_block(&cenv, &c.body);
        let cells = self.stack.class_cells.pop().unwrap_or_default();
        body?;
        let mut attrs = Vec::new();
        let mut fields: Vec<(Rc<str>, Option<Value<'a>>)> = Vec::new();
        let mut field_bits = 0;
        // An annotation in an `if`, `for`, `try`… of the body is in `__annotations__` where it
        // ran: which ones did is not followed.
        if annotates_inside(&c.body) {
            field_bits |= self.inexact(
                FallbackKind::NotModelled,
                "an annotation inside a statement of a class body",
            );
        }
        let globals = self.module_scope(self.cur.module);
        for s in &c.body {
            if let Stmt::AnnAssign(a) = s {
                // (`(x): int` is no name's annotation.)
                if !a.simple {
                    continue;
                }
                if let Expr::Name(n) = &*a.target {
                    // `ClassVar`s are not fields; `KW_ONLY` and `InitVar` are not modelled (nor
                    // are they special to a `NamedTuple`, whose `ClassVar` is refused).
                    match annotation_kind(&cenv, globals.as_ref(), &a.annotation) {
                        Ok(Some("ClassVar")) if !namedtuple => continue,
                        Ok(None) => {}
                        Ok(Some(_)) | Err(()) => {
                            field_bits |=
                                self.inexact(FallbackKind::NotModelled, "a ClassVar, KW_ONLY or InitVar field");
                            if namedtuple {
                                self.may_raise_unseen();
                            }
                        }
                    }
                    // A name annotated twice is one field, where it was first.
                    if fields.iter().any(|f| &*f.0 == n.id.as_str()) {
                        continue;
                    }
                    // A `field(...)` argument not modelled leaves the dataclass inexact.
                    field_bits |= cenv.vars.borrow().get(n.id.as_str()).map_or(0, |v| v.taint & INEXACT);
                    let default = match cenv.vars.borrow().get(n.id.as_str()) {
                        Some(Value {
                            kind: V::Builtin(Builtin::Field),
                            ..
                        })
                        | None => None,
                        Some(v) => Some(v.clone()),
                    };
                    fields.push((Rc::from(n.id.as_str()), default));
                }
            }
        }
        let mut qualname = qualname;
        for (k, v) in cenv.vars.borrow().iter() {
            if k.as_str() == "__qualname__" {
                // As `type()` takes it out of the namespace (a body may set its own).
                qualname = v.as_str().filter(|_| v.is_exact()).map(Rc::from);
                continue;
            }
            attrs.push((k.to_rc(), v.clone()));
        }
        // `type.__new__` refuses a slot that is also a class variable.
        if !matches!(class_meta, super::metaclass::ClassMeta::Exact(_)) {
            if let Some(name) = slot_conflict(name, &attrs) {
                let message = format!("'{name}' in __slots__ conflicts with class variable");
                return self.fail("ValueError", message, 0);
            }
        }
        // `type.__new__` refuses the bases; a metaclass runs before it (one followed reaches it
        // in `metaclass.rs`; whether one not followed does is not known).
        if inexact == 0 && !self.mro_consistent(&kept) {
            match class_meta {
                super::metaclass::ClassMeta::Exact(_) => {}
                super::metaclass::ClassMeta::Other => {
                    self.may_raise_unseen();
                    inexact |= self.inexact(FallbackKind::NotModelled, "bases with no consistent MRO");
                }
                _ => {
                    let message = "Cannot create a consistent method resolution order (MRO)".to_string();
                    return self.fail("TypeError", message, 0);
                }
            }
        }
        let kept_len = kept.len();
        crate::eval::value::eq_clears_hash(&mut attrs);
        let class = Rc::new(Class::new(Rc::from(name), kept, attrs));
        *class.qualname.borrow_mut() = qualname;
        class.inexact.set(inexact);
        if abc_meta {
            self.note_abc_meta(&class);
        }
        self.freeze_abstracts(&class);
        for f in &cells {
            own_function(f, &class);
        }
        if namedtuple {
            let made = kept_len == 1 && inexact == 0 && field_bits == 0 && metaclass.is_none();
            if !(made && self.typing_namedtuple(&class, &fields)?) {
                let bits = self.inexact(FallbackKind::NotModelled, &format!("class {name}(NamedTuple)"));
                class.inexact.set(class.inexact.get() | bits);
            }
        }
        // A metaclass followed registers it when its `type.__new__` makes it.
        if !followed {
            self.register_subclass(&class);
        }
        let mut v = Value::new(V::Class(class.clone()));
        if unseen {
            let mut handed = vec![v.clone()];
            handed.extend(keywords.iter().map(|k| k.1.clone()));
            self.handed_to_unseen(&handed);
        }
        if is_enum {
            self.make_enum(&v, !keywords.is_empty() || metaclass.is_some(), &fresh_values(&c.body))?;
        }
        if class_inexact(&v) != 0 && class.bases.iter().any(super::enums::enum_ancestor) {
            // An enum the tool does not know exactly: `EnumType` may refuse it.
            self.unknown_op(class_inexact(&v));
        }
        match &class_meta {
            super::metaclass::ClassMeta::Exact(meta) => {
                let doc = match c.body.first() {
                    Some(Stmt::Expr(e)) if matches!(&*e.value, Expr::StringLiteral(_)) => {
                        Some(self.eval(&cenv, &e.value)?)
                    }
                    _ => None,
                };
                v = self.run_metaclass(meta, &v, &written_bases, doc, &c.body)?;
            }
            super::metaclass::ClassMeta::Other => {
                // A metaclass not followed: whether its `__new__` hands the class to
                // `type.__new__`, which runs these, is not known.
                let bits = inexact | class.inexact.get() | self.inexact(FallbackKind::NotModelled, "a metaclass");
                let r = self.undecided(bits, |me| me.class_hooks(&v, keywords));
                self.join(r, Ok(()), bits)?;
            }
            super::metaclass::ClassMeta::Type | super::metaclass::ClassMeta::Conflict => {
                self.class_hooks(&v, keywords)?;
            }
        }
        // A metaclass's `type.__new__` handed another namespace made another class: it is the
        // statement's from now on.
        let class = match &v.kind {
            V::Class(made) => made.clone(),
            _ => class,
        };
        let meta = match metaclass {
            Some(m) => Some(m),
            None => class.bases.iter().find_map(|b| match &b.kind {
                V::Class(bc) => bc.meta.borrow().clone(),
                _ => None,
            }),
        };
        if let Some(m) = meta.filter(|m| matches!(m.kind, V::Class(_)) && !followed) {
            *class.meta.borrow_mut() = Some(m.clone());
            self.metaclass_hooks(&m, &v, inexact | class.inexact.get())?;
        }
        for (d, dv) in c.decorator_list.iter().zip(decorators).rev() {
            match &dv.kind {
                V::Builtin(Builtin::Dataclass) => {
                    self.make_dataclass(&v, fields.clone(), &[], field_bits)?;
                }
                // `@dataclass(frozen=True, ...)`.
                V::Partial(p) if matches!(p.0.kind, V::Builtin(Builtin::Dataclass)) && p.1.is_empty() => {
                    self.make_dataclass(&v, fields.clone(), &p.2, field_bits | (dv.taint & INEXACT))?;
                }
                V::Builtin(Builtin::Noop) => {}
                V::Func(_)
                | V::Bound(_)
                | V::Partial(_)
                | V::Class(_)
                | V::Instance(_)
                | V::Builtin(Builtin::EnumUnique) => {
                    let r = self.call(&dv, vec![v.clone()], vec![])?;
                    if r.is_unknown() {
                        let text = self.snippet(&d.expression);
                        let bits = self.inexact(FallbackKind::NotModelled, &format!("@{text}"));
                        class.inexact.set(class.inexact.get() | bits | (r.taint & INEXACT));
                    } else {
                        v = r;
                    }
                }
                _ => {
                    // A decorator the tool can't see is handed the class (a library one it does
                    // not model, such as `functools.total_ordering`, runs none of its code).
                    if matches!(dv.kind, V::Unknown | V::Native(_)) {
                        self.handed_to_unseen(std::slice::from_ref(&v));
                    }
                    let text = self.snippet(&d.expression);
                    let bits = self.inexact(FallbackKind::NotModelled, &format!("@{text}"));
                    class.inexact.set(class.inexact.get() | bits);
                    // A decorator not modelled may refuse the class (`enum.unique`).
                    self.unknown_op(bits);
                }
            }
        }
        Ok(v)
    }

    /// `__set_name__(owner, name)` of each attribute of a new class whose class defines it.
    pub(super) fn set_names(&mut self, cls: &Value<'a>) -> R<'a, ()> {
        let V::Class(c) = &cls.kind else { return Ok(()) };
        let attrs: Vec<(Rc<str>, Value<'a>)> = c.attrs.borrow().clone();
        for (n, (name, v)) in attrs.iter().enumerate() {
            // A `cached_property` under a second name refuses it (wrapped, as any error here).
            if let V::CachedProperty(f) = &v.kind {
                let first = attrs[..n]
                    .iter()
                    .find(|(_, w)| matches!(&w.kind, V::CachedProperty(g) if Rc::ptr_eq(f, g)));
                if let Some((first, _)) = first {
                    let message = format!(
                        "Cannot assign the same cached_property to two different names ('{first}' and '{name}')."
                    );
                    let cause = self.exc_instance("TypeError", &message);
                    let message = format!(
                        "Error calling __set_name__ on 'cached_property' instance '{name}' in '{}'",
                        c.name
                    );
                    return Err(self.error_from("RuntimeError", message, &cause));
                }
            }
            if let V::Instance(i) = &v.kind {
                if defines(&i.class, "__set_name__") {
                    let m = self.special_method(v, "__set_name__")?;
                    match self.call(&m, vec![cls.clone(), Value::new(V::Str(name.clone()))], vec![]) {
                        // Wrapped by 3.11 (a note added to it from 3.12).
                        Err(Flow::Exc(e)) => {
                            let message = format!(
                                "Error calling __set_name__ on '{}' instance '{name}' in '{}'",
                                super::object_hooks::class_name(&i.class),
                                c.name
                            );
                            return Err(self.error_from("RuntimeError", message, &e.value));
                        }
                        r => {
                            r?;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// What `type.__new__` runs once it has made a class: its attributes' `__set_name__`, then
    /// its base's `__init_subclass__`. Where one raises, the class made stays among its bases'
    /// subclasses until CPython's garbage collector frees it (a class holds cycles): when is not
    /// known, so neither are those lists.
    pub(super) fn class_hooks(&mut self, cls: &Value<'a>, keywords: Vec<(Rc<str>, Value<'a>)>) -> R<'a, ()> {
        let r = self.set_names(cls).and_then(|()| self.init_subclass(cls, keywords));
        if r.is_err() {
            if let V::Class(c) = &cls.kind {
                let bits = self.inexact(
                    FallbackKind::NotModelled,
                    "a class whose making raised, until it is collected",
                );
                for b in c.bases.iter() {
                    if let V::Class(bc) = &b.kind {
                        bc.subclasses_inexact.set(bc.subclasses_inexact.get() | bits);
                    }
                }
            }
        }
        r
    }

    /// A new class's bases' `__init_subclass__` (the first in its MRO after itself), with the
    /// class's keywords; `object`'s takes none.
    pub(super) fn init_subclass(&mut self, cls: &Value<'a>, keywords: Vec<(Rc<str>, Value<'a>)>) -> R<'a, ()> {
        let mro = self.mro(cls);
        for base in mro.iter().skip(1) {
            let V::Class(bc) = &base.kind else { continue };
            let found = bc
                .attrs
                .borrow()
                .iter()
                .find(|(k, _)| &**k == "__init_subclass__")
                .map(|a| a.1.clone());
            if let Some(f) = found {
                // Implicitly a class method.
                let f = match &f.kind {
                    V::ClassMethod(inner) => (**inner).clone(),
                    _ => f,
                };
                self.call(&f, vec![cls.clone()], keywords)?;
                return Ok(());
            }
        }
        if !keywords.is_empty() {
            if class_inexact(cls) != 0 || !bases_known(cls) {
                // What the class has that the tool does not see may take them.
                self.may_raise_unseen();
                return Ok(());
            }
            let name = match &cls.kind {
                V::Class(c) => c.name.to_string(),
                _ => String::new(),
            };
            let msg = format!("{name}.__init_subclass__() takes no keyword arguments");
            return self.fail("TypeError", msg, 0);
        }
        Ok(())
    }

    #[inline(never)]
    pub(super) fn make_lambda(&mut self, env: &Rc<Env<'a>>, l: &'a ast::ExprLambda) -> R<'a, Value<'a>> {
        let (defaults, kw_defaults) = match &l.parameters {
            Some(p) => self.eval_defaults(env, p)?,
            None => (vec![], vec![]),
        };
        let offset = l.range().start().to_u32();
        let v = Value::new(V::Func(Rc::new(Func {
            name: Rc::from("<lambda>"),
            body: FuncBody::Lambda(l),
            module: self.cur.module,
            env: self.closure_env(env),
            defaults,
            kw_defaults,
            offset,
            owner: RefCell::new(None),
            attrs: Default::default(),
        })));
        self.note_class_cell(env, &v);
        Ok(v)
    }

    /// A function made directly in a class body (`env`): its class, once made, is its
    /// `__class__` cell, wherever the function ends up (a property's setter, a decorator's
    /// closure, a list), and only then (a function defined elsewhere and set on the class has
    /// none).
    fn note_class_cell(&mut self, env: &Rc<Env<'a>>, f: &Value<'a>) {
        if env.is_class {
            if let Some(cells) = self.stack.class_cells.last_mut() {
                cells.push(f.clone());
            }
        }
    }

    pub fn call(&mut self, f: &Value<'a>, args: Vec<Value<'a>>, kwargs: Vec<(Rc<str>, Value<'a>)>) -> R<'a, Value<'a>> {
        // A callee not known exactly (looked up in an inexact table): the call may be another's,
        // or not happen; what it does is undecided, and so is what it returns.
        let bits = f.taint & INEXACT;
        if bits != 0 && !matches!(f.kind, V::Unknown) {
            let exact = Value {
                taint: f.taint & !INEXACT,
                ..f.clone()
            };
            // It may not be callable at all on what Python holds; or be other code, which may
            // do anything the program's code could with what it is handed.
            self.may_raise(bits);
            self.other_code_may_run(&args, &kwargs);
            let r = self.undecided(bits, |me| me.call(&exact, args, kwargs));
            return match r {
                Ok(v) => Ok(v.with_taint(bits)),
                Err(Flow::Exc(e)) => {
                    self.swallow(Flow::Exc(e), bits);
                    Ok(Value::unknown(bits))
                }
                Err(other) => Err(other),
            };
        }
        // A function whose defaults or code were replaced (a partial whose keywords may have
        // been): code the tool does not follow, which may do anything the program's code could.
        if self.altered(f) {
            let t = passed(&args, &kwargs).iter().fold(f.taint, |t, a| t | a.taint);
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "a function whose defaults or code were replaced",
            );
            self.memo_opaque(t);
            self.give_away(f.clone());
            self.exec_unseen(None, &args, &kwargs);
            return Ok(self.unknown_op(t | bits));
        }
        // A callee chosen by values the run does not know (a config's, an unknown input's): where
        // nothing is taken to work, Python's may be other code the run gave away.
        if f.taint & FIELD_BITS != 0 && !matches!(f.kind, V::Unknown) {
            self.other_code_may_run(&args, &kwargs);
        }
        // Taken at once: a built-in called here may call user functions with arguments of its own.
        let loose = self.stack.loose_call.take();
        let spread = self.stack.config_spread.take();
        self.step()?;
        match &f.kind {
            // A function the config chose (`ref_adapt, ref_run = backends[cfg["refcheck_reference"]]`):
            // what fails inside it is the choice's to answer for too.
            V::Func(func) if f.taint != 0 => {
                self.stack.loose_call = loose;
                self.stack.config_spread = spread;
                self.path.chosen_by.push(f.taint);
                let r = self.call_func(func.clone(), args, kwargs);
                self.path.chosen_by.pop();
                r
            }
            V::Func(func) => {
                self.stack.loose_call = loose;
                self.stack.config_spread = spread;
                self.call_func(func.clone(), args, kwargs)
            }
            V::Bound(b) => {
                let mut all = vec![b.0.clone()];
                all.extend(args);
                let inner = b.1.clone();
                self.stack.loose_call = loose.map(|(i, t)| (i + 1, t));
                self.stack.config_spread = spread;
                self.call(&inner, all, kwargs)
            }
            V::Partial(p) => {
                let mut all = p.1.clone();
                all.extend(args);
                // A keyword given at the call replaces the partial's own.
                let mut kw = p.2.clone();
                for (k, v) in kwargs {
                    match kw.iter_mut().find(|e| e.0 == k) {
                        Some(slot) => slot.1 = v,
                        None => kw.push((k, v)),
                    }
                }
                let inner = p.0.clone();
                self.stack.loose_call = loose.map(|(i, t)| (i + p.1.len(), t));
                self.stack.config_spread = spread;
                self.call(&inner, all, kw)
            }
            V::Builtin(Builtin::Namespace) => Ok(self.namespace(spread, kwargs)),
            V::Builtin(Builtin::DataclassInit) => {
                let spreads = Spreads { loose, config: spread };
                self.dataclass_init_call(args, kwargs, Some(spreads))
            }
            // `object`'s own, handed a `*args` or `**kwargs` of a length not known.
            V::Builtin(b @ (Builtin::ObjectInit | Builtin::ObjectInitSubclass | Builtin::ObjectNew))
                if loose.is_some() || spread.is_some() =>
            {
                self.object_call_spread(*b, args)
            }
            // `operator.or_(a, b)`: `a | b`; given a `*args` or `**kwargs` of a length not
            // known, what it gives is not known.
            V::Builtin(Builtin::Op(op)) => match loose.is_none() && spread.is_none() {
                true => self.operator_call(*op, args, &kwargs, f.taint),
                false => {
                    let t = passed(&args, &kwargs).iter().fold(f.taint, |t, a| t | a.taint);
                    let bits = self.inexact(FallbackKind::NotModelled, "arguments of a length not known");
                    Ok(self.unknown_op(t | bits))
                }
            },
            V::Builtin(_) if loose.is_some() => self.call_loose_builtin(None, args, kwargs, f.taint),
            V::Builtin(b) => {
                let (mut args, mut kwargs) = (args, kwargs);
                if loose.is_none() && spread.is_none() {
                    if let Some(r) = self.builtin_refuses(*b, args.len(), &kwargs, f.taint) {
                        return r;
                    }
                    crate::eval::builtins::keywords_in_place(*b, &mut args, &mut kwargs);
                }
                self.call_builtin(*b, args, kwargs)
            }
            V::Method(m) if loose.is_some() => {
                let recv = m.0.clone();
                self.call_loose_builtin(Some(&recv), args, kwargs, f.taint)
            }
            V::Method(m) => {
                let (recv, name) = (m.0.clone(), m.1.clone());
                if loose.is_none() && spread.is_none() {
                    if let Some(r) = self.method_refuses(&recv, &name, args.len(), &kwargs) {
                        return r;
                    }
                }
                self.call_method(&recv, &name, args, kwargs)
            }
            V::Class(c) if c.enum_info.borrow().is_some() => {
                let info = c.enum_info.borrow().clone();
                match info {
                    Some(info) => self.enum_call(f, info, args, kwargs),
                    None => Ok(Value::unknown(f.taint)),
                }
            }
            // An enum the tool does not model: what calling it gives is not known, and its own
            // hooks (`_missing_`) may run, handed what it was.
            V::Class(_) if class_inexact(f) != 0 && super::enums::enum_ancestor(f) => {
                let t = args
                    .iter()
                    .chain(kwargs.iter().map(|k| &k.1))
                    .fold(f.taint, |t, a| t | a.taint);
                let mut handed = super::undecided::passed(&args, &kwargs);
                handed.push(f.clone());
                self.handed_to_unseen(&handed);
                Ok(self.unknown_op(t | class_inexact(f)))
            }
            // A metaclass called as a function (`Meta(name, bases, ns)`, `Meta(obj)`): not
            // followed (its class statements are: `metaclass.rs`).
            V::Class(_) if super::patterns::is_metaclass(f) => {
                let t = args
                    .iter()
                    .chain(kwargs.iter().map(|k| &k.1))
                    .fold(f.taint, |t, a| t | a.taint);
                let bits = self.inexact(FallbackKind::NotModelled, "calling a metaclass");
                Ok(self.unknown_op(t | bits))
            }
            V::Class(c) if c.meta.borrow().is_some() => {
                // A metaclass's `__call__` makes the object (`type.__call__` behind it is not
                // followed: what it returns is not known).
                let meta = c.meta.borrow().clone().unwrap_or_else(|| Value::unknown(0));
                match self.class_attr(&meta, "__call__") {
                    Some(call) if matches!(call.kind, V::Func(_)) => {
                        let mut all = vec![f.clone()];
                        all.extend(args);
                        self.call(&call, all, kwargs)
                    }
                    _ => {
                        let spreads = Spreads { loose, config: spread };
                        self.instantiate(f.clone(), c.clone(), args, kwargs, spreads)
                    }
                }
            }
            V::Class(c) => {
                let spreads = Spreads { loose, config: spread };
                self.instantiate(f.clone(), c.clone(), args, kwargs, spreads)
            }
            V::ExcType(name) => {
                if loose.is_none() && spread.is_none() {
                    if let Some(message) = exception_keywords_refused(name, name, &kwargs) {
                        return self.fail("TypeError", message, 0);
                    }
                }
                // `OSError(errno, strerror)`: the subclass of that error number.
                let name = match (&**name, args.first()) {
                    ("OSError", Some(n)) if args.len() >= 2 && loose.is_none() => match (&n.kind, n.is_exact()) {
                        (V::Int(_) | V::Bool(_), true) => super::exceptions::oserror_for_errno(n.as_int().unwrap_or(0)),
                        (V::Str(_) | V::Float(_) | V::None, true) => "OSError",
                        _ => return Ok(self.unknown_op(n.taint)),
                    },
                    (other, _) => other,
                };
                let msg = args.first().map(|a| to_display(a, false)).unwrap_or_default();
                let v = self.exc_instance(name, &msg);
                if let V::Instance(i) = &v.kind {
                    i.attrs.borrow_mut()[0].1 = Value::tuple(args);
                }
                Ok(v)
            }
            V::Dispatch(d) => {
                let d = d.clone();
                match self.dispatch_target(&d, args.first()) {
                    Some(target) => {
                        self.stack.loose_call = loose;
                        self.stack.config_spread = spread;
                        self.call(&target, args, kwargs)
                    }
                    // Which function runs is not known: as a call of one the tool can't see,
                    // which may be any it holds.
                    None => {
                        self.give_away(f.clone());
                        let bits = d.inexact.get() | self.inexact(FallbackKind::NotModelled, "a singledispatch call");
                        self.call(&Value::unknown(bits), args, kwargs)
                    }
                }
            }
            V::Cached(c) => {
                let c = c.clone();
                self.call_cached(&c, args, kwargs, loose.is_none() && spread.is_none())
            }
            V::StaticMethod(inner) => {
                let inner = (**inner).clone();
                self.stack.loose_call = loose;
                self.stack.config_spread = spread;
                self.call(&inner, args, kwargs)
            }
            // An object whose class defines `__call__` (a timer, a runner).
            V::Instance(i) if self.class_attr(&i.class, "__call__").is_some() => {
                let method = self.special_method(f, "__call__")?;
                self.stack.loose_call = loose;
                self.stack.config_spread = spread;
                self.call(&method, args, kwargs)
            }
            // One of a class the tool can't see all of may be callable.
            V::Instance(i) if class_inexact(&i.class) != 0 || !bases_known(&i.class) => {
                let t = args
                    .iter()
                    .chain(kwargs.iter().map(|k| &k.1))
                    .fold(f.taint, |t, a| t | a.taint);
                self.events.opaque_taint |= t & FIELD_BITS;
                self.unseen_code_called();
                self.args_to_unseen(&args, &kwargs);
                Ok(Value::unknown(t | class_inexact(&i.class)))
            }
            V::Super(_) => Ok(Value::unknown(f.taint)),
            V::Unknown | V::Native(_) => {
                let mut t = 0;
                for a in args.iter().chain(kwargs.iter().map(|k| &k.1)) {
                    t |= a.taint;
                }
                self.events.opaque_taint |= t & FIELD_BITS;
                self.memo_opaque(t);
                self.unseen_code_called();
                // What it is handed it may change, and the code it is handed it may run.
                self.args_to_unseen(&args, &kwargs);
                self.callbacks_may_run(&args, &kwargs)?;
                Ok(self.unknown_op(t | f.taint))
            }
            _ => self.fail(
                "TypeError",
                format!("'{}' object is not callable", f.type_name()),
                f.taint,
            ),
        }
    }

    /// A built-in function or method handed a `*args` or `**kwargs` whose length or keys are
    /// not known (`sorted(xs, **opts)`): what it gives is not known, and Python may refuse the
    /// arguments. The container it is a method of may be changed as any of its methods changes
    /// it (`d.update(**opts)`), and a function among the arguments may be called by it.
    pub(super) fn call_loose_builtin(
        &mut self,
        recv: Option<&Value<'a>>,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let handed = passed(&args, &kwargs);
        let t = handed.iter().fold(t, |t, a| t | a.taint);
        let bits = self.inexact(
            FallbackKind::NotModelled,
            "a built-in given arguments of a length not known",
        );
        if let Some(r) = recv.filter(|r| matches!(r.kind, V::List(_) | V::Dict(_) | V::Set(_))) {
            self.changed(r);
            r.mark_inexact(bits);
        }
        let callbacks: Vec<Value<'a>> = handed
            .into_iter()
            .filter(|a| matches!(a.kind, V::Func(_) | V::Bound(_) | V::Partial(_)))
            .collect();
        if !callbacks.is_empty() {
            self.args_to_unseen(&callbacks, &[]);
            self.callbacks_may_run(&callbacks, &[])?;
        }
        Ok(self.unknown_op(t | bits))
    }

    pub(super) fn instantiate(
        &mut self,
        cls_value: Value<'a>,
        class: Rc<Class<'a>>,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
        spreads: Spreads<'a>,
    ) -> R<'a, Value<'a>> {
        let Spreads { loose, config: spread } = spreads;
        if crate::eval::builtins::is_chainmap_class(&class) {
            return self.chainmap_new(&cls_value, args, kwargs, loose.is_some() || spread.is_some());
        }
        if let Some(nt) = crate::eval::builtins::nt_class_of(&cls_value) {
            return self.nt_new(&cls_value, &nt, args, kwargs, loose.is_some() || spread.is_some());
        }
        // A class with a base or hook the tool does not model may refuse these arguments.
        if !self.assume_env && class_inexact(&cls_value) != 0 {
            self.maybe_raised();
        }
        // A base the tool can't see: its `__new__` and `__init__` are handed the arguments, and
        // the class, whose methods they may call on the new object. A built-in base (`dict`),
        // not modelled either, is CPython's: its constructor is handed the arguments only.
        if !self.assume_env && !bases_known(&cls_value) {
            self.unseen_code_called();
            let mut handed = super::undecided::passed(&args, &kwargs);
            if unseen_base(&cls_value) {
                handed.push(cls_value.clone());
            }
            self.handed_to_unseen(&handed);
        }
        // The config handed whole to such a base (`class Cfg(dict)` made from it): the object
        // stands for the config the tool no longer follows, and any field may be read from it.
        if self.assume_env
            && self.events.config_escape.is_none()
            && !bases_known(&cls_value)
            && (spread.is_some() || config_among(&args, &kwargs).is_some())
        {
            self.note_config_handed_on();
        }
        // A class's own `__new__` makes the object (a static method, given the class); what it
        // returns is `__init__`ed only if it is an instance of the class.
        let inst = match self.class_attr(&cls_value, "__new__") {
            Some(new) => {
                let new = match &new.kind {
                    V::StaticMethod(inner) => (**inner).clone(),
                    _ => new,
                };
                let mut all = vec![cls_value.clone()];
                all.extend(args.iter().cloned());
                let made = self.call(&new, all, kwargs.clone())?;
                let mine = match &made.kind {
                    V::Instance(i) => match &i.class.kind {
                        V::Class(c) => self.subclass_of(c, &class),
                        _ => false,
                    },
                    _ => false,
                };
                if !mine {
                    return Ok(made);
                }
                made
            }
            None => {
                self.check_instantiable(&cls_value)?;
                // `object.__new__`: arguments it refuses unless the class has an `__init__`.
                if self.class_attr(&cls_value, "__init__").is_none() && self.object_based(&cls_value) {
                    let excess = !args.is_empty() || !kwargs.is_empty();
                    let spread = loose.is_some() || spread.is_some();
                    let t = union_taint(&args) | kwargs.iter().fold(0, |t, k| t | k.1.taint);
                    self.object_refuses(ObjectMethod::New, &cls_value, excess && !spread, spread, t)?;
                }
                Value::new(V::Instance(Rc::new(Instance::new(cls_value.clone(), vec![]))))
            }
        };
        // (The `__init__` of the object's own class: a subclass's, where `__new__` made one.)
        let made_class = match &inst.kind {
            V::Instance(i) => i.class.clone(),
            _ => cls_value.clone(),
        };
        let init = self.init_of(&made_class);
        if let Some(Init::Own(init)) = &init {
            if let V::Func(_) = init.kind {
                let mut all = vec![inst.clone()];
                all.extend(args);
                self.stack.loose_call = loose.map(|(i, t)| (i + 1, t));
                self.stack.config_spread = spread;
                let r = self.call(init, all, kwargs)?;
                // `__init__` must give `None`.
                match &r.kind {
                    V::None => {}
                    V::Unknown => self.may_raise_unseen(),
                    _ => {
                        let message = format!("__init__() should return None, not '{}'", r.type_name());
                        return self.fail("TypeError", message, r.taint | r.inexact_bits());
                    }
                }
                return Ok(inst);
            }
        }
        if let Some(Init::Dataclass(class, fields)) = init {
            let spreads = Spreads { loose, config: spread };
            self.dataclass_init(&inst, &class, &fields, args, kwargs, spreads)?;
        } else if self.is_exception_class(&cls_value) {
            // `BaseException`'s own `__new__` and `__init__`.
            if loose.is_none() && spread.is_none() && self.class_attr(&cls_value, "__new__").is_none() {
                let builtin = crate::eval::interp::exc_class_names(&cls_value)
                    .into_iter()
                    .find(|n| !n.starts_with("class:"))
                    .unwrap_or_default();
                let cname = super::object_hooks::class_name(&cls_value);
                if let Some(message) = exception_keywords_refused(&builtin, &cname, &kwargs) {
                    return self.fail("TypeError", message, 0);
                }
            }
            self.set_attr(&inst, "args", Value::tuple(args));
        }
        Ok(inst)
    }

    /// The `__init__` `@dataclass` made for `class` (its `fields`), run on `inst` (an object of
    /// `class` or of a class derived from it): the fields set from the arguments or their
    /// defaults, then `__post_init__` where the dataclass has one.
    pub(super) fn dataclass_init(
        &mut self,
        inst: &Value<'a>,
        class: &Rc<Class<'a>>,
        fields: &DataFields<'a>,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
        spreads: Spreads<'a>,
    ) -> R<'a, ()> {
        let Spreads { loose, config: spread } = spreads;
        let cls_value = match &inst.kind {
            V::Instance(i) => i.class.clone(),
            _ => Value::new(V::Class(class.clone())),
        };
        // A dataclass the tool does not see all of: what its `__init__` takes is not known.
        let cbits = class_inexact(&cls_value);
        // The generated `__init__` takes the fields and nothing else.
        if loose.is_none() {
            let cls = class.name.clone();
            if args.len() > fields.len() {
                let message = format!(
                    "{cls}.__init__() takes {} positional arguments but {} were given",
                    fields.len() + 1,
                    args.len() + 1
                );
                return self.fail("TypeError", message, union_taint(&args) | cbits);
            }
            if let Some((k, v)) = kwargs.iter().find(|(k, _)| !fields.iter().any(|(n, _)| **n == **k)) {
                let taint = match &spread {
                    Some(_) => Self::field_bit(self.field_id(k)),
                    None => v.taint,
                };
                let message = format!("{cls}.__init__() got an unexpected keyword argument '{k}'");
                return self.fail("TypeError", message, taint | cbits);
            }
        } else {
            // Arguments of unknown number may not fit (too many, a keyword it does not take).
            self.may_raise_unseen();
        }
        // A keyword the config spread gave (`Settings(**cfg)`) is a read of that field.
        for (i, (name, default)) in fields.iter().enumerate() {
            let given = args.get(i).cloned().or_else(|| {
                kwargs
                    .iter()
                    .find(|k| *k.0 == **name && !spread_gave(&spread, &k.0))
                    .map(|k| k.1.clone())
            });
            // Past a `*args` or `**kwargs` of a length or keys not known, what a field gets (an
            // item of it, a key of it, or its default) is not known.
            let given = match (given, loose) {
                (_, Some((at, lt))) if i >= at && spread.is_none() => {
                    let bits = self.inexact(FallbackKind::NotModelled, "arguments of a length not known");
                    Some(Value::unknown(lt | bits))
                }
                (g, _) => g,
            };
            let v = match given {
                Some(v) => v,
                None => {
                    let default = match default.clone() {
                        None => None,
                        Some(d) => match as_field_spec(&d) {
                            Some((_, factory)) if !is_dataclass_missing(&factory) => {
                                Some(self.call(&factory, vec![], vec![])?)
                            }
                            Some((d, _)) if !is_dataclass_missing(&d) => Some(d),
                            Some(_) => None,
                            None if is_dataclass_missing(&d) => None,
                            None => Some(d),
                        },
                    };
                    match (&spread, default) {
                        (Some(_), default) => match self.spread_read(&spread, name, default.as_ref()) {
                            Some(v) => v,
                            None => match default {
                                Some(d) => self.config_default(name, d),
                                None => self.missing_key(name),
                            },
                        },
                        (None, Some(d)) => d,
                        (None, None) if loose.is_some() => Value::unknown(0),
                        (None, None) => {
                            let message = format!(
                                "{}.__init__() missing 1 required positional argument: '{name}'",
                                class.name
                            );
                            let taint = Self::field_bit(self.field_id(name));
                            return self.fail("TypeError", message, taint | cbits);
                        }
                    }
                }
            };
            // A frozen dataclass's `__init__` sets its fields with `object.__setattr__`; another's
            // assigns them (`self.name = value`), through a frozen base's `__setattr__`, the
            // class's own, or a descriptor.
            if class.frozen.get() {
                self.set_attr(inst, name, v);
            } else {
                self.assign_attr(inst, name, v)?;
            }
        }
        // Called when the dataclass has one (the object's, as `self.__post_init__()` finds it).
        if self
            .class_attr(&Value::new(V::Class(class.clone())), "__post_init__")
            .is_some()
        {
            if let Some(post) = self.class_attr(&cls_value, "__post_init__") {
                self.call(&post, vec![inst.clone()], vec![])?;
            }
        }
        Ok(())
    }

    /// [`Builtin::DataclassInit`] called: the dataclass and the object first, then what the
    /// `__init__` is given.
    pub(crate) fn dataclass_init_given(
        &mut self,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
    ) -> R<'a, Value<'a>> {
        self.dataclass_init_call(args, kwargs, None)
    }

    /// [`Self::dataclass_init_given`], with what the call spreads.
    pub(super) fn dataclass_init_call(
        &mut self,
        mut args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
        spreads: Option<Spreads<'a>>,
    ) -> R<'a, Value<'a>> {
        let spreads = spreads.unwrap_or(Spreads {
            loose: None,
            config: None,
        });
        let rest = args.split_off(args.len().min(2));
        let fields = match args.first().map(|c| &c.kind) {
            Some(V::Class(c)) => c.dataclass_fields.borrow().clone().map(|f| (c.clone(), f)),
            _ => None,
        };
        let (Some((class, fields)), Some(inst)) = (fields, args.get(1)) else {
            return Ok(self.unknown_op(0));
        };
        let spreads = Spreads {
            loose: spreads.loose.map(|(i, t)| (i.saturating_sub(2), t)),
            config: spreads.config,
        };
        self.dataclass_init(inst, &class, &fields, rest, kwargs, spreads)?;
        Ok(Value::none())
    }

    /// What a zero-argument `super()` in the running call means: the class that defined its
    /// function, and the value of its first parameter now; else why it fails, as CPython says.
    /// (The error: its class and message.)
    pub(crate) fn zero_arg_super(&self) -> Result<(Value<'a>, Value<'a>), (&'static str, &'static str)> {
        let runtime = |m| ("RuntimeError", m);
        let Some(Some(cell)) = self.stack.supers.last() else {
            return Err(runtime("super(): __class__ cell not found"));
        };
        if cell.comprehension {
            return Err((
                "TypeError",
                "super(type, obj): obj must be an instance or subtype of type",
            ));
        }
        let first = cell.first.ok_or(runtime("super(): no arguments"))?;
        let v = cell.env.vars.borrow().get_k(name_key(first), first).cloned();
        Ok((cell.class.clone(), v.ok_or(runtime("super(): arg[0] deleted"))?))
    }

    /// Python's truth of a value, a class's `__bool__` or `__len__` called; `None` when it
    /// can't be known.
    #[inline]
    pub(crate) fn truth(&mut self, v: &Value<'a>) -> R<'a, Option<bool>> {
        // Only an instance's class can have a say (the rest is out of line: this runs on every
        // `if` and `while`).
        if matches!(v.kind, V::Instance(_)) {
            return self.instance_truth(v);
        }
        Ok(v.truthy())
    }

    fn instance_truth(&mut self, v: &Value<'a>) -> R<'a, Option<bool>> {
        let bits = v.inexact_bits();
        if bits != 0 {
            // Not known exactly (another object on what Python holds, or this one changed): its
            // `__bool__` may run or not, and what it gives is not known.
            if let V::Instance(i) = &v.kind {
                if defines(&i.class, "__bool__") || defines(&i.class, "__len__") {
                    self.may_raise(bits);
                    let r = self.undecided(bits, |me| me.truth_dunder(v).map(|_| ()));
                    if let Err(flow) = r {
                        match flow {
                            Flow::Exc(_) => self.swallow(flow, bits),
                            other => return Err(other),
                        }
                    }
                    return Ok(None);
                }
            }
            return Ok(v.truthy());
        }
        self.truth_dunder(v)
    }

    /// The truth of an object as its class's `__bool__` or `__len__` gives it.
    fn truth_dunder(&mut self, v: &Value<'a>) -> R<'a, Option<bool>> {
        if let V::Instance(i) = &v.kind {
            for (dunder, is_len) in [("__bool__", false), ("__len__", true)] {
                if defines(&i.class, dunder) {
                    let m = self.special_method(v, dunder)?;
                    let r = self.call(&m, vec![], vec![])?;
                    // `__bool__` must give a bool, `__len__` an int.
                    let wrong = if is_len {
                        !matches!(r.kind, V::Int(_) | V::Bool(_) | V::Unknown | V::Instance(_))
                    } else {
                        !matches!(r.kind, V::Bool(_) | V::Unknown)
                    };
                    // What it gave is not known: it may be of a type Python refuses here.
                    if matches!(r.kind, V::Unknown) || (is_len && matches!(r.kind, V::Instance(_))) {
                        self.may_raise_unseen();
                    }
                    if wrong {
                        let taint = r.taint | r.inexact_bits();
                        if is_len {
                            return self.not_an_integer(r.type_name(), taint);
                        }
                        let message = format!("__bool__ should return bool, returned {}", r.type_name());
                        return self.fail("TypeError", message, taint);
                    }
                    if is_len && matches!(r.as_int(), Some(n) if n < 0) && r.is_exact() {
                        return self.fail("ValueError", "__len__() should return >= 0".into(), r.taint);
                    }
                    return Ok(if is_len {
                        r.as_int().filter(|_| r.is_exact()).map(|n| n != 0)
                    } else {
                        r.truthy()
                    });
                }
            }
        }
        Ok(v.truthy())
    }

    /// Whether class `c` is `target` or derives from it.
    pub(super) fn subclass_of(&self, c: &Rc<Class<'a>>, target: &Rc<Class<'a>>) -> bool {
        let mut todo = vec![c.clone()];
        let mut seen = 0;
        while let Some(x) = todo.pop() {
            seen += 1;
            if seen > 64 {
                return false;
            }
            if Rc::ptr_eq(&x, target) {
                return true;
            }
            for b in x.bases.iter() {
                if let V::Class(bc) = &b.kind {
                    todo.push(bc.clone());
                }
            }
        }
        false
    }

    /// The `@dataclass` fields of a class, or of an instance's class: its own, or the nearest
    /// dataclass's in its MRO (a class derived from a dataclass without the decorator is one,
    /// with the same fields).
    pub fn dataclass_of(&self, v: &Value<'a>) -> Option<DataFields<'a>> {
        let class = match &v.kind {
            V::Class(_) => v.clone(),
            V::Instance(i) => i.class.clone(),
            _ => return None,
        };
        self.mro(&class).iter().find_map(|c| match &c.kind {
            V::Class(cl) => cl.dataclass_fields.borrow().clone(),
            _ => None,
        })
    }

    /// The `__init__` a class's objects are made with: the first class of its MRO to define one,
    /// or to be a dataclass (whose `__init__` `@dataclass` made, unless its body wrote one).
    pub(crate) fn init_of(&self, cls: &Value<'a>) -> Option<Init<'a>> {
        // (Without a dataclass anywhere, as `class_attr` finds it: most classes.)
        if !crate::eval::value::has_dataclass(cls) {
            return self.class_attr(cls, "__init__").map(Init::Own);
        }
        self.mro(cls).iter().find_map(|k| {
            let V::Class(kc) = &k.kind else { return None };
            if let Some((_, v)) = kc.attrs.borrow().iter().find(|(n, _)| &**n == "__init__") {
                return Some(Init::Own(v.clone()));
            }
            let fields = kc.dataclass_fields.borrow().clone()?;
            Some(Init::Dataclass(kc.clone(), fields))
        })
    }

    /// Look an attribute up a class and its bases, in its MRO's order.
    pub fn class_attr(&self, cls: &Value<'a>, name: &str) -> Option<Value<'a>> {
        let own = |cl: &Class<'a>| {
            cl.attrs
                .borrow()
                .iter()
                .find(|(k, _)| &**k == name)
                .map(|a| a.1.clone())
        };
        // A single base at each step: the chain of bases is the MRO.
        let mut cur = cls.clone();
        for _ in 0..64 {
            let V::Class(cl) = &cur.kind else { return None };
            if let Some(v) = own(cl) {
                return Some(v);
            }
            match &cl.bases[..] {
                [] => return None,
                [b] => cur = b.clone(),
                // Two bases or more: what follows is this class's MRO (CPython's C3 order,
                // not the bases depth first: `class D(B, C)` over `B(A)` and `C(A)` finds `C`'s
                // before `A`'s).
                _ => {
                    return self.mro(&cur).iter().skip(1).find_map(|c| match &c.kind {
                        V::Class(k) => own(k),
                        _ => None,
                    })
                }
            }
        }
        None
    }

    pub fn call_func(
        &mut self,
        func: Rc<Func<'a>>,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
    ) -> R<'a, Value<'a>> {
        let loose = self.stack.loose_call.take();
        let spread = self.stack.config_spread.take();
        if self.budget.depth >= self.budget.limits.max_depth {
            return Err(self.stop(format!(
                "call depth over {} (recursion?) at `{}`",
                self.budget.limits.max_depth, func.name
            )));
        }
        if self.h.module(func.module).error.is_some() {
            self.memo_poison();
            self.events.broken = Some(func.module);
            return Err(Flow::Abort(format!("`{}` is in a file with a syntax error", func.name)));
        }
        let (params, scope): (Option<&'a ast::Parameters>, _) = match func.body {
            FuncBody::Def(d) => (Some(&d.parameters), scope_id(&d.node_index)),
            FuncBody::Lambda(l) => (l.parameters.as_deref(), scope_id(&l.node_index)),
        };
        // A generator function's (or `async def`'s) call makes a generator (a coroutine); its
        // body runs when it is pulled from (`generators.rs`), as this call with `gen_body` set.
        let as_body = std::mem::take(&mut self.stack.gen_body);
        if !as_body {
            if let FuncBody::Def(d) = func.body {
                let yields = scope
                    .and_then(|i| self.h.module(func.module).scopes.get(i))
                    .is_some_and(|s| s.generator);
                if yields || d.is_async {
                    let kind = if d.is_async { "coroutine" } else { "generator" };
                    // Python binds the arguments at the call: an error there is the call's. (With
                    // the config spread in, what binding reads of it is read when the body runs.)
                    if spread.is_none() {
                        let env = Env::new(Some(func.env.clone()), func.module);
                        let spreads = Spreads { loose, config: None };
                        self.bind_params(&env, &func, &d.parameters, args.clone(), kwargs.clone(), spreads)?;
                    }
                    let spreads = Spreads { loose, config: spread };
                    return Ok(self.make_generator(func, args, kwargs, spreads, kind));
                }
            }
        }
        let memo_key = match (&loose, &spread) {
            _ if as_body => None,
            (None, None) => match self.memo_begin(&func, &args, &kwargs) {
                Begin::Hit(v) => return Ok(v),
                Begin::Record(k) => Some(k),
                Begin::Skip => None,
            },
            _ => None,
        };
        let h: &'a Harness = self.h;
        if self.entry.reach.is_some() && !self.events.scenario_reached && func.module != h.entry {
            self.note_reach(func.module, &args, &kwargs);
        }
        let env = match scope.and_then(|i| h.module(func.module).scopes.get(i)) {
            Some(scope) => Env::function(func.env.clone(), func.module, scope),
            None => Env::new(Some(func.env.clone()), func.module),
        };
        self.born(&env);
        let owner = func.owner.borrow().as_ref().and_then(|w| w.upgrade());
        let super_context = owner.map(|o| SuperCell {
            class: Value::new(V::Class(o)),
            env: env.clone(),
            first: params
                .and_then(|p| p.posonlyargs.iter().chain(p.args.iter()).next())
                .map(|p| p.parameter.name.id.as_str()),
            comprehension: false,
        });
        if let Some(p) = params {
            let spreads = Spreads { loose, config: spread };
            if let Err(e) = self.bind_params(&env, &func, p, args, kwargs, spreads) {
                if as_body {
                    self.stack.gen_end = Some(Err(e));
                    return Ok(Value::list(vec![]));
                }
                let r = Err(e);
                if let Some(k) = memo_key {
                    self.memo_end(k, &r, false);
                }
                return r;
            }
        }
        let saved = self.cur;
        self.cur = Src {
            module: func.module,
            offset: func.offset,
        };
        self.budget.depth += 1;
        if self.budget.depth > self.memo.high.0 {
            self.memo.high.0 = self.budget.depth;
        }
        self.stack.frames.push(Frame::new(func.name.clone(), env.serial.get()));
        self.stack.supers.push(super_context);
        // The inexactness of a built-in's inputs is not the function's it calls back.
        let ctx = std::mem::take(&mut self.path.ctx_inexact);
        let r = match func.body {
            FuncBody::Def(d) => match self.exec_block(&env, &d.body) {
                Ok(()) => Ok(Value::none()),
                Err(Flow::Return(v)) => Ok(v),
                Err(e) => Err(e),
            },
            FuncBody::Lambda(l) => self.eval(&env, &l.body),
        };
        self.path.ctx_inexact = ctx;
        let frame = self.stack.frames.pop();
        self.stack.supers.pop();
        let r = match &frame {
            Some(f) => self.end_frame(f, r),
            None => r,
        };
        self.budget.depth -= 1;
        self.cur = saved;
        if let Some(k) = memo_key {
            let generator = matches!(frame, Some(Frame { yields: Some(_), .. }));
            self.memo_end(k, &r, generator);
        }
        // Judging adapters (a probe with `recover_backends`): once a backend's adapter has
        // accepted its inputs, the rest of that backend's iteration (timing, refcheck, metrics)
        // says nothing about the verdict; skip to the next backend.
        if self.recover_backends
            && self.mode == Mode::Probe
            && r.is_ok()
            && !self.path.backend_ctx.is_empty()
            && is_adapter_name(&func.name)
            && !self.in_adapter()
        {
            return Err(Flow::NextBackend);
        }
        if as_body {
            let items = match &frame {
                Some(Frame { yields: Some(slot), .. }) => self.take_yields(slot),
                _ => vec![],
            };
            self.stack.gen_end = Some(r);
            return Ok(Value::list(items));
        }
        if let Some(Frame { yields: Some(slot), .. }) = frame {
            let items = self.take_yields(&slot);
            // PEP 479: a `StopIteration` out of a generator's body is a `RuntimeError`.
            if let Err(Flow::Exc(e)) = &r {
                if exc_is(&e.value, "StopIteration") {
                    return Err(self.error_from("RuntimeError", "generator raised StopIteration".into(), &e.value));
                }
            }
            r?;
            return Ok(Value::list(items));
        }
        r
    }
}

impl<'a> Interp<'a> {
    /// A function of the harness's handed to code the tool can't see (a timing callback, a
    /// pool's task, a thread's target) may be called by it. Where nothing is taken to work (the
    /// corpus) that is [`Self::args_to_unseen`]'s; in a harness's runs, where that code is taken
    /// to change tensors only, each such function (or method) runs once, where the path is
    /// undecided, on arguments not known: what it changes is not known after, and what it
    /// raises may be raised. One already running so (it hands itself on again) is not run
    /// again inside itself.
    fn callbacks_may_run(&mut self, args: &[Value<'a>], kwargs: &[(Rc<str>, Value<'a>)]) -> R<'a, ()> {
        if !self.assume_env {
            return Ok(());
        }
        for a in args.iter().chain(kwargs.iter().map(|k| &k.1)) {
            if !matches!(a.kind, V::Func(_) | V::Bound(_)) {
                continue;
            }
            let id = harness_function(a).map_or(0, |(f, _)| Rc::as_ptr(&f) as usize);
            if id != 0 && self.stack.callbacks.contains(&id) {
                continue;
            }
            let bits = self.inexact(
                FallbackKind::NotModelled,
                "a function handed to code the tool can't see",
            );
            self.stack.callbacks.push(id);
            let r = self.run_where_undecided(a, None, bits);
            self.stack.callbacks.pop();
            r?;
        }
        Ok(())
    }

    /// A hook of the harness's Python may or may not call here (`__getattr__` for an attribute
    /// that may be there, `_missing_` for a value not known): run with `args` where the path
    /// is undecided (`bits`), what it does marked and an error it raises not decided. One
    /// already running so (a `_missing_` that calls its class again) is not run inside itself.
    pub(crate) fn hook_may_run(&mut self, f: &Value<'a>, args: Vec<Value<'a>>, bits: Taint) -> R<'a, ()> {
        let id = harness_function(f).map_or(0, |(g, _)| Rc::as_ptr(&g) as usize);
        if id != 0 && self.stack.callbacks.contains(&id) {
            return Ok(());
        }
        self.stack.callbacks.push(id);
        let r = self.undecided(bits, |me| me.call(f, args, vec![]));
        self.stack.callbacks.pop();
        match r {
            Ok(_) => Ok(()),
            Err(e @ Flow::Exc(_)) => {
                self.swallow(e, bits);
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    /// Run `f` (a function of the harness's, or a method) once where the path is undecided
    /// (marked with `bits`), on arguments not known: `given` of them, or as many as it must be
    /// given. Any other callable: handed on as code the tool can't see ([`Self::handed_to_unseen`]).
    pub(crate) fn run_where_undecided(&mut self, f: &Value<'a>, given: Option<usize>, bits: Taint) -> R<'a, ()> {
        if matches!(f.kind, V::Builtin(_) | V::None) {
            return Ok(());
        }
        let Some((func, bound)) = harness_function(f) else {
            self.handed_to_unseen(std::slice::from_ref(f));
            return Ok(());
        };
        let (positional, keywords) = required_params(&func);
        let n = given.unwrap_or(positional.saturating_sub(bound));
        let args = (0..n).map(|_| Value::unknown(bits)).collect();
        let named = match given {
            Some(_) => Vec::new(),
            None => keywords.into_iter().map(|k| (k, Value::unknown(bits))).collect(),
        };
        let callee = f.clone();
        let r = self.undecided(bits, |me| me.call(&callee, args, named).map(|_| ()));
        self.join(r, Ok(()), bits)
    }

    /// What a generator's body yielded (its frame's slot in the yield store), the slot freed
    /// when it is the last.
    fn take_yields(&mut self, slot: &[usize]) -> Vec<Value<'a>> {
        let items = slot
            .first()
            .and_then(|&i| self.stack.yield_store.get(i).cloned())
            .unwrap_or_default();
        if let Some(&i) = slot.first() {
            if i + 1 == self.stack.yield_store.len() {
                self.stack.yield_store.pop();
            }
        }
        items
    }

    /// A class just made is its bases' subclass (`__subclasses__()`); made where the run was
    /// undecided, their lists of subclasses are not known exactly.
    pub(super) fn register_subclass(&self, class: &Rc<Class<'a>>) {
        for b in class.bases.iter() {
            if let V::Class(bc) = &b.kind {
                bc.subclasses.borrow_mut().push(Rc::downgrade(class));
                bc.subclasses_inexact.set(bc.subclasses_inexact.get() | self.havoc());
            }
        }
    }
}

/// What makes a class's objects: an `__init__` of a class's own, or one `@dataclass` made.
pub(crate) enum Init<'a> {
    Own(Value<'a>),
    Dataclass(Rc<Class<'a>>, DataFields<'a>),
}

/// A function defined in a class's body belongs to it (what its `super()` starts after), also
/// as a static or class method or a property.
pub(super) fn own_function<'a>(v: &Value<'a>, class: &Rc<Class<'a>>) {
    own_function_in_place_of(v, class, None);
}

/// [`own_function`]; with `before`, the class it takes the place of (a metaclass's
/// `type.__new__` made it from the statement's namespace, changed): a function `before` owned
/// (or one whose owner is gone) is the new class's too, as CPython's class cell is.
pub(super) fn own_function_in_place_of<'a>(v: &Value<'a>, class: &Rc<Class<'a>>, before: Option<&Rc<Class<'a>>>) {
    match &v.kind {
        V::Func(f) => {
            let take = match before {
                None => f.owner.borrow().is_none(),
                Some(old) => f
                    .owner
                    .borrow()
                    .as_ref()
                    .and_then(|w| w.upgrade())
                    .is_none_or(|w| Rc::ptr_eq(&w, old)),
            };
            if take {
                *f.owner.borrow_mut() = Some(Rc::downgrade(class));
            }
        }
        V::StaticMethod(inner) | V::ClassMethod(inner) | V::Property(inner) | V::CachedProperty(inner) => {
            own_function_in_place_of(inner, class, before)
        }
        _ => {}
    }
}

/// A backend's adapter, by the seed's naming convention (`adapt_*`, `_adapt_fi`, an `ADAPTERS` table).
/// (Case does not matter; compared without making a lowercase copy: a probe asks this of every
/// frame of the stack at every adapter check.)
pub(super) fn is_adapter_name(name: &str) -> bool {
    name.trim_start_matches('_')
        .as_bytes()
        .get(..5)
        .is_some_and(|p| p.eq_ignore_ascii_case(b"adapt"))
}

impl<'a> Interp<'a> {
    /// A call of a wrapper `functools.wraps` updated: the wrapper runs, under the name of the
    /// function it wraps (which is its `__name__` in Python: an adapter wrapped by a decorator is
    /// still an adapter).
    pub(crate) fn call_wrapped(
        &mut self,
        wrapper: &Value<'a>,
        wrapped: &Value<'a>,
        args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
    ) -> R<'a, Value<'a>> {
        let name = match &wrapped.kind {
            V::Func(f) => f.name.clone(),
            _ => return self.call(wrapper, args, kwargs),
        };
        let serial = self.stack.frames.last().map_or(0, |f| f.serial);
        self.stack.frames.push(Frame::new(name, serial));
        let r = self.call(wrapper, args, kwargs);
        self.stack.frames.pop();
        r
    }
}

/// A dataclass annotation `dataclasses` treats apart: `ClassVar[...]`, `InitVar[...]`, `KW_ONLY`,
/// as `dataclasses` tells them: the object a name or attribute gives (by the name `typing` and
/// `dataclasses` give it); a string's leading name (or `module.name`) as the module binds it.
/// `Err`: not known (`InitVar`, `KW_ONLY`, a `ClassVar` the tool can't see).
fn annotation_kind<'a>(
    class: &Rc<Env<'a>>,
    globals: Option<&Rc<Env<'a>>>,
    e: &Expr,
) -> Result<Option<&'static str>, ()> {
    const KINDS: [&str; 3] = ["ClassVar", "InitVar", "KW_ONLY"];
    let named = |n: &str| KINDS.iter().find(|k| **k == n).copied();
    // What a name bound to `v` is to `dataclasses`, the name it is bound under being `n`.
    // (A name bound where the path was undecided may be unbound, or bound to another.)
    let unsure = |v: &Option<Value<'a>>| {
        v.as_ref()
            .is_some_and(|v| v.taint & INEXACT != 0 || v.inexact_bits() != 0)
    };
    let bound = |n: &str, v: Option<Value<'a>>| match v.as_ref().map(|v| &v.kind) {
        _ if unsure(&v) => Err(()),
        Some(V::Native(Native::TypingClassVar)) => Ok(Some("ClassVar")),
        // (`InitVar`, `KW_ONLY`: `dataclasses`' own, not modelled; `ClassVar` bound to what the
        // tool can't see. A name of another kind is taken to be no alias of them.)
        Some(V::Unknown) if named(n).is_some() => Err(()),
        Some(_) if named(n).is_some() && n != "ClassVar" => Err(()),
        _ => Ok(None),
    };
    match e {
        Expr::Subscript(s) => annotation_kind(class, globals, &s.value),
        Expr::Name(n) => bound(n.id.as_str(), class.lookup(n.id.as_str())),
        Expr::Attribute(a) => Ok(named(a.attr.id.as_str())),
        Expr::StringLiteral(s) => {
            let text = s.value.to_str();
            let word = |t: &str| -> usize { t.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(t.len()) };
            let t = text.trim_start();
            let (first, rest) = t.split_at(word(t));
            let rest = rest.trim_start();
            let Some(globals) = globals else { return Err(()) };
            match rest.strip_prefix('.') {
                // `module.name`: the module the class's module binds, and its attribute.
                Some(after) if !first.is_empty() => {
                    let after = after.trim_start();
                    let name = &after[..word(after)];
                    let module = globals.lookup(first);
                    match module.as_ref().map(|v| &v.kind) {
                        _ if unsure(&module) => Err(()),
                        Some(V::Native(Native::Typing | Native::Dataclasses)) => Ok(named(name)),
                        Some(V::Unknown) if named(name).is_some() => Err(()),
                        _ => Ok(None),
                    }
                }
                _ if first.is_empty() => Ok(None),
                _ => bound(first, globals.lookup(first)),
            }
        }
        _ => Ok(None),
    }
}

/// The names a class body binds once, at its top, each to what a call there made (`A =
/// auto()`): an `auto()` object bound to any other name (`X = Y = auto()`, `X = a`) may be one
/// already given a value.
fn fresh_values(body: &[Stmt]) -> Vec<&str> {
    let mut once: Vec<&str> = Vec::new();
    let mut more: Vec<&str> = Vec::new();
    for s in body {
        if let Stmt::Assign(a) = s {
            for t in &a.targets {
                if let Expr::Name(n) = t {
                    let fresh = a.targets.len() == 1 && matches!(&*a.value, Expr::Call(_));
                    match fresh && !once.contains(&n.id.as_str()) {
                        true => once.push(n.id.as_str()),
                        false => more.push(n.id.as_str()),
                    }
                }
            }
        }
    }
    once.retain(|n| !more.contains(n));
    once
}

/// Whether a class body has an annotated name inside one of its statements (an `if`, a loop, a
/// `try`, a `with`, a `match`), not at its top.
fn annotates_inside(body: &[Stmt]) -> bool {
    fn has(stmts: &[Stmt]) -> bool {
        stmts.iter().any(|s| match s {
            Stmt::AnnAssign(_) => true,
            _ => inside(s),
        })
    }
    fn inside(s: &Stmt) -> bool {
        match s {
            Stmt::If(i) => has(&i.body) || i.elif_else_clauses.iter().any(|c| has(&c.body)),
            Stmt::For(f) => has(&f.body) || has(&f.orelse),
            Stmt::While(w) => has(&w.body) || has(&w.orelse),
            Stmt::With(w) => has(&w.body),
            Stmt::Try(t) => {
                has(&t.body)
                    || has(&t.orelse)
                    || has(&t.finalbody)
                    || t.handlers.iter().any(|h| match h {
                        ast::ExceptHandler::ExceptHandler(h) => has(&h.body),
                    })
            }
            Stmt::Match(m) => m.cases.iter().any(|c| has(&c.body)),
            _ => false,
        }
    }
    body.iter().any(inside)
}

/// The function of the harness's `f` calls, and how many arguments it binds itself (a method
/// of one: its object).
fn harness_function<'a>(f: &Value<'a>) -> Option<(Rc<Func<'a>>, usize)> {
    match &f.kind {
        V::Func(x) => Some((x.clone(), 0)),
        V::Bound(b) => match &b.1.kind {
            V::Func(x) => Some((x.clone(), 1)),
            _ => None,
        },
        _ => None,
    }
}

/// The positional parameters a function must be given (how many) and its keyword-only ones
/// without a default (their names).
fn required_params(f: &Func) -> (usize, Vec<Rc<str>>) {
    let params = match f.body {
        FuncBody::Def(d) => Some(&*d.parameters),
        FuncBody::Lambda(l) => l.parameters.as_deref(),
    };
    let Some(p) = params else { return (0, Vec::new()) };
    let positional = p
        .posonlyargs
        .iter()
        .chain(p.args.iter())
        .filter(|a| a.default.is_none())
        .count();
    let keywords = p
        .kwonlyargs
        .iter()
        .filter(|a| a.default.is_none())
        .map(|a| Rc::from(a.parameter.name.id.as_str()))
        .collect();
    (positional, keywords)
}

/// A name `__slots__` (known exactly: a string, or a tuple of them) gives that the class
/// body also bound.
fn slot_conflict(class: &str, attrs: &[(Rc<str>, Value)]) -> Option<Rc<str>> {
    let slots = &attrs.iter().find(|(k, _)| &**k == "__slots__")?.1;
    if slots.inexact_bits() != 0 || slots.taint & INEXACT != 0 {
        return None;
    }
    let names: Vec<&Value> = match &slots.kind {
        V::Str(_) => vec![slots],
        V::Tuple(items) => items.iter().collect(),
        _ => return None,
    };
    names.iter().find_map(|n| {
        let n = n.as_str().filter(|_| n.is_exact())?;
        let attr = crate::eval::builtins::mangled_slot(class, n);
        attrs.iter().any(|(k, _)| **k == *attr).then(|| Rc::from(n))
    })
}

/// What a built-in exception type (`builtin`; `shown`, the class called: it, or one deriving
/// from it that defines neither `__new__` nor `__init__`) refuses of keyword arguments: all but
/// `ImportError`'s `name` and `path`, `AttributeError`'s `name` and `obj`, `NameError`'s `name`
/// (3.10 on).
fn exception_keywords_refused(builtin: &str, shown: &str, kwargs: &[(Rc<str>, Value)]) -> Option<String> {
    let taken: &[&str] = match builtin {
        "ImportError" | "ModuleNotFoundError" => &["name", "path"],
        "AttributeError" => &["name", "obj"],
        "NameError" | "UnboundLocalError" => &["name"],
        _ => &[],
    };
    let (k, _) = kwargs.iter().find(|(k, _)| !taken.contains(&&**k))?;
    Some(match taken.is_empty() {
        true => format!("{shown}() takes no keyword arguments"),
        false => format!("'{k}' is an invalid keyword argument for {shown}()"),
    })
}
