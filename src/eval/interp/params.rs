//! Binding a call's arguments to a function's parameters: positional, keyword, defaults,
//! `*args`/`**kwargs`, values of unknown length spread into the call (`*xs`, `**kw`), and the
//! config spread into keyword arguments (`f(**cfg)`, a namespace over it).

use super::*;

impl<'a> Interp<'a> {
    /// Binds a call's arguments to a function's parameters as Python does, with Python's
    /// TypeError for a call that does not fit. `loose`: from that positional argument on, the
    /// call's arguments are not known (`*xs`, `**kw` of an unknown value); the parameters they
    /// may fill are unknown, and no error is claimed that they might have avoided.
    /// (A little over the usual length: Python's binding steps in their order — positional,
    /// keywords, the spread config, defaults — each using what the one before left.)
    pub(super) fn bind_params(
        &mut self,
        env: &Rc<Env<'a>>,
        func: &Func<'a>,
        p: &'a ast::Parameters,
        mut args: Vec<Value<'a>>,
        kwargs: Vec<(Rc<str>, Value<'a>)>,
        spreads: Spreads<'a>,
    ) -> R<'a, ()> {
        let Spreads { loose, config: spread } = spreads;
        let n_positional = p.posonlyargs.len() + p.args.len();
        if loose.is_none()
            && spread.is_none()
            && kwargs.is_empty()
            && p.kwonlyargs.is_empty()
            && p.vararg.is_none()
            && p.kwarg.is_none()
            && args.len() <= n_positional
        {
            return self.bind_plain(env, func, p, args);
        }
        // What arguments of unknown number may bring: unknown values from their fields.
        let loose_taint = loose.map_or(0, |(_, t)| t);
        if let Some((i, _)) = loose {
            args.truncate(i);
        }
        if args.len() > n_positional && p.vararg.is_none() {
            return Err(self.too_many_positional(func, n_positional, args.len(), loose.is_some()));
        }
        let positional: Vec<&ast::ParameterWithDefault> = p.posonlyargs.iter().chain(p.args.iter()).collect();
        let mut args = args.into_iter();
        let mut bound: Vec<Option<Value<'a>>> = vec![None; positional.len()];
        for slot in bound.iter_mut() {
            match args.next() {
                Some(a) => *slot = Some(a),
                None => break,
            }
        }
        let extra: Vec<Value<'a>> = args.collect();
        let mut kw_extra = Dict::default();
        let mut kwonly: Vec<Option<Value<'a>>> = vec![None; p.kwonlyargs.len()];
        // A keyword binds a plain parameter by name; a positional-only one's name goes to
        // `**kwargs` like any other name.
        let n_posonly = p.posonlyargs.len();
        // What the config spread (`**cfg`) gives a parameter is read from the config, as
        // `cfg[name]` where the parameter has no default, `cfg.get(name, default)` where it has.
        for (k, v) in kwargs {
            let named = |pp: &&ast::ParameterWithDefault| pp.parameter.name.id.as_str() == &*k;
            let at = positional.iter().position(named);
            // (A keyword from a dict not known exactly may not be there: its error is not
            // decided, and the binding goes on without it.)
            let maybe = v.taint & INEXACT;
            if let Some(i) = at.filter(|&i| i >= n_posonly) {
                if bound[i].is_some() {
                    let message = format!("{}() got multiple values for argument '{k}'", func.name);
                    self.fail::<()>("TypeError", message, maybe)?;
                    continue;
                }
                let v = match spread_gave(&spread, &k) {
                    true => self
                        .spread_read(&spread, &k, func.defaults.get(i).and_then(Option::as_ref))
                        .unwrap_or(v),
                    false => v,
                };
                bound[i] = Some(v);
            } else if let Some(i) = p.kwonlyargs.iter().position(|pp| named(&pp)) {
                let v = match spread_gave(&spread, &k) {
                    true => self
                        .spread_read(&spread, &k, func.kw_defaults.get(i).and_then(Option::as_ref))
                        .unwrap_or(v),
                    false => v,
                };
                kwonly[i] = Some(v);
            } else if p.kwarg.is_some() {
                kw_extra.insert(Value::new(V::Str(k)), v, self.cur);
            } else if at.is_some() {
                let message = format!(
                    "{}() got some positional-only arguments passed as keyword arguments: '{k}'",
                    func.name
                );
                self.fail::<()>("TypeError", message, maybe)?;
            } else {
                let message = format!("{}() got an unexpected keyword argument '{k}'", func.name);
                self.fail::<()>("TypeError", message, maybe)?;
            }
        }
        // Arguments of unknown number may not fit: too many or too few, a keyword the function
        // does not take or one it is given twice, a key that is no string.
        if loose.is_some() {
            self.may_raise_unseen();
        }
        // A parameter the spread config may fill (an open config in a probe, or a key it lacks);
        // then a parameter no argument filled takes its default; without one it is Python's
        // TypeError, unless arguments of unknown number might have filled it.
        if spread.is_some() {
            for (i, pp) in positional.iter().enumerate().skip(n_posonly) {
                if bound[i].is_none() {
                    bound[i] = Some(self.spread_param(&spread, pp, func.defaults.get(i)));
                }
            }
            for (i, pp) in p.kwonlyargs.iter().enumerate() {
                if kwonly[i].is_none() {
                    kwonly[i] = Some(self.spread_param(&spread, pp, func.kw_defaults.get(i)));
                }
            }
        }
        let mut fill = |given: Option<Value<'a>>, default: Option<&Option<Value<'a>>>, kind: &str, pp| match given {
            Some(v) => Ok(v),
            None if loose.is_some() => Ok(Value::unknown(loose_taint)),
            None => default
                .cloned()
                .flatten()
                .ok_or_else(|| self.missing_argument(func, kind, pp)),
        };
        for (i, pp) in positional.iter().enumerate() {
            let v = fill(bound[i].take(), func.defaults.get(i), "", pp)?;
            env.set(pp.parameter.name.id.as_str(), v);
        }
        for (i, pp) in p.kwonlyargs.iter().enumerate() {
            let v = fill(kwonly[i].take(), func.kw_defaults.get(i), "keyword-only ", pp)?;
            env.set(pp.parameter.name.id.as_str(), v);
        }
        Self::bind_rest(env, p, extra, kw_extra, loose.map(|_| loose_taint));
        Ok(())
    }

    /// The usual call: positional arguments into plain parameters, in a scope just made.
    fn bind_plain(
        &mut self,
        env: &Rc<Env<'a>>,
        func: &Func<'a>,
        p: &'a ast::Parameters,
        args: Vec<Value<'a>>,
    ) -> R<'a, ()> {
        let mut vars = env.vars.borrow_mut();
        let numbered = !vars.has_extra();
        let mut args = args.into_iter();
        for (i, pp) in p.posonlyargs.iter().chain(p.args.iter()).enumerate() {
            let v = match args.next() {
                Some(a) => a,
                None => match func.defaults.get(i).cloned().flatten() {
                    Some(d) => d,
                    None => {
                        drop(vars);
                        return Err(self.missing_argument(func, "", pp));
                    }
                },
            };
            let name = &pp.parameter.name;
            let v = if numbered { vars.set_param(i, v) } else { Err(v) };
            if let Err(v) = v {
                let (key, _) = node_key(&name.node_index, name.id.as_str());
                vars.set_k(key, Name::Ast(name.id.as_str()), v);
            }
        }
        Ok(())
    }

    /// Python's TypeError for more positional arguments than a function takes.
    fn too_many_positional(&mut self, func: &Func<'a>, n_positional: usize, given_n: usize, loose: bool) -> Flow<'a> {
        let takes = match func.defaults.iter().filter(|d| d.is_some()).count() {
            0 => format!("{n_positional}"),
            d => format!("from {} to {n_positional}", n_positional - d),
        };
        let given = if loose { "at least " } else { "" };
        let (n, s, were) = (
            given_n,
            if n_positional == 1 { "" } else { "s" },
            if given_n == 1 { "was" } else { "were" },
        );
        self.error(
            "TypeError",
            format!(
                "{}() takes {takes} positional argument{s} but {given}{n} {were} given",
                func.name
            ),
            0,
        )
    }

    /// `*args` and `**kwargs` get what no other parameter took (unknown when arguments of
    /// unknown number were spread into the call: `loose`).
    fn bind_rest(
        env: &Rc<Env<'a>>,
        p: &'a ast::Parameters,
        extra: Vec<Value<'a>>,
        kw_extra: Dict<'a>,
        loose: Option<Taint>,
    ) {
        if let Some(va) = &p.vararg {
            let v = if let Some(loose_taint) = loose {
                Value::unknown(loose_taint)
            } else {
                Value::tuple(extra)
            };
            env.set(va.name.id.as_str(), v);
        }
        if let Some(ka) = &p.kwarg {
            let v = if let Some(loose_taint) = loose {
                Value::unknown(loose_taint)
            } else {
                Value::dict(kw_extra)
            };
            env.set(ka.name.id.as_str(), v);
        }
    }

    /// `SimpleNamespace(**cfg, x=1)`: with the config spread into it, a namespace over a copy of
    /// the config (its fields then read as attributes, `ns.dtype`, each a read of that field);
    /// else an object holding the keyword arguments as attributes.
    pub(super) fn namespace(&mut self, spread: Option<Spread<'a>>, kwargs: Kwargs<'a>) -> Value<'a> {
        let Some(sp) = spread else {
            return self.namespace_of(kwargs);
        };
        let (c, keys) = *sp;
        let mut ns = c.borrow().clone();
        ns.attrs = true;
        for (k, v) in kwargs {
            if !keys.contains(&k) {
                ns.set(&k, v, true);
            }
        }
        Value::new(V::Config(Rc::new(RefCell::new(ns))))
    }

    /// `SimpleNamespace(x=1)`: an object holding the keyword arguments as attributes.
    pub(in crate::eval) fn namespace_of(&mut self, kwargs: Kwargs<'a>) -> Value<'a> {
        let base = Value::new(V::Builtin(Builtin::Namespace));
        let class = Rc::new(Class::new(Rc::from("SimpleNamespace"), vec![base], vec![]));
        Value::new(V::Instance(Rc::new(Instance::new(Value::new(V::Class(class)), kwargs))))
    }

    /// A parameter's value from the config spread into the call: a read of that field, as
    /// `cfg[name]` without a default, `cfg.get(name, default)` with one; `None` where the config
    /// lacks it.
    #[cold]
    #[inline(never)]
    pub(super) fn spread_read(
        &mut self,
        spread: &Option<Spread<'a>>,
        name: &str,
        default: Option<&Value<'a>>,
    ) -> Option<Value<'a>> {
        let (c, _) = &**spread.as_ref()?;
        let kind = match default {
            Some(d) => ReadKind::Optional(to_json(d)),
            None => ReadKind::Required,
        };
        let c = c.clone();
        self.config_get(&c, name, kind)
    }

    /// A parameter no argument filled, from the config spread into the call: the field's value,
    /// the default where the config lacks it, or — without a default — the missing field (a
    /// finding), so the rest is still checked.
    #[cold]
    #[inline(never)]
    pub(super) fn spread_param(
        &mut self,
        spread: &Option<Spread<'a>>,
        pp: &ast::ParameterWithDefault,
        default: Option<&Option<Value<'a>>>,
    ) -> Value<'a> {
        let name = pp.parameter.name.id.as_str();
        let default = default.and_then(Option::as_ref);
        match (self.spread_read(spread, name, default), default) {
            (Some(v), _) => v,
            (None, Some(d)) => self.config_default(name, d.clone()),
            (None, None) => self.missing_key(name),
        }
    }

    /// `kind`: "" or "keyword-only ".
    pub(super) fn missing_argument(&mut self, func: &Func<'a>, kind: &str, p: &ast::ParameterWithDefault) -> Flow<'a> {
        self.error(
            "TypeError",
            format!(
                "{}() missing required {kind}argument: '{}'",
                func.name, p.parameter.name.id
            ),
            0,
        )
    }
}

/// A call spreading a value of unknown length (`*xs`, `**kw`): from this positional argument on,
/// its arguments are not known; what is known of them is the config fields they come from.
pub(super) type Loose = (usize, Taint);

/// A call spreading the config into keyword arguments (`_sweep(**cfg)`): the config, and the
/// keyword names its known entries gave. A parameter filled from it is a read of that field.
/// Boxed: it is rare, and it passes through every call (one word when absent).
pub(super) type Spread<'a> = Box<(Rc<RefCell<Config<'a>>>, Vec<Rc<str>>)>;

/// Whether the keyword `k` is one the config spread into the call gave.
pub(super) fn spread_gave(spread: &Option<Spread>, k: &str) -> bool {
    spread.as_ref().is_some_and(|s| s.1.iter().any(|x| &**x == k))
}

/// What a call's arguments spread: values of unknown length (`*xs`, `**kw`), the config
/// (`**cfg`).
pub struct Spreads<'a> {
    pub(super) loose: Option<Loose>,
    pub(super) config: Option<Spread<'a>>,
}
