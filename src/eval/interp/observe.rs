//! What the analysis observes as the code runs: reads of the config, findings with their sweep
//! point and blamed fields, values compared with fields (candidates), the GPU table, the item
//! keys and unpackings of a field's items, and where the config escapes or reaches the
//! scenarios.

use super::calls::is_adapter_name;
use super::*;

impl<'a> Interp<'a> {
    pub(super) fn point(&self) -> Vec<(String, serde_json::Value)> {
        self.path
            .sweep
            .iter()
            .map(|s| (s.key.clone(), s.value.clone()))
            .collect()
    }

    pub(super) fn axes(&self) -> Vec<Axis> {
        self.path
            .sweep
            .iter()
            .map(|s| Axis {
                site: s.site,
                field: s.origin.then(|| s.key.clone()),
                parts: s.parts.iter().map(|t| self.taint_fields(*t)).collect(),
            })
            .collect()
    }

    /// What this path has decided about the config fields that decide whether the code gets
    /// here, as `(field, value, equal)`: those of the tests of the `if`s it is in (but the
    /// `own` one: a raise's guard is its condition, not when it applies) and of the values that
    /// chose the functions it is in (`_MAKERS[mode](...)`).
    pub(super) fn decided(&self, own: Option<usize>) -> Vec<(String, serde_json::Value, bool)> {
        let guards = self
            .path
            .guards
            .iter()
            .enumerate()
            .filter(|(i, _)| Some(*i) != own)
            .fold(0, |a, (_, g)| a | g.taint);
        let control = self.path.chosen_by.iter().fold(guards, |a, t| a | t);
        let known = self.path.known.iter().map(|k| (k, true));
        let excluded = self.path.excluded.iter().map(|k| (k, false));
        known
            .chain(excluded)
            .filter(|((f, _), _)| *f < 64 && control & Self::field_bit(*f) != 0)
            .filter_map(|((f, v), eq)| Some((self.fields.get(*f as usize)?.to_string(), to_json(v)?, eq)))
            .collect()
    }

    /// Inside a backend's adapter: a function named `adapt*` (any case, leading `_` ignored), or
    /// a lambda bound to such a name or kept in such a table (`ADAPTERS = {"x": lambda ...}`).
    pub(super) fn in_adapter(&self) -> bool {
        self.stack.frames.iter().any(|f| is_adapter_name(&f.name))
    }

    pub(super) fn finding(
        &self,
        kind: FindingKind,
        text: String,
        message: String,
        taint: Taint,
        membership: bool,
    ) -> Finding {
        Finding {
            kind,
            src: self.cur,
            text,
            message,
            fields: self.taint_fields(taint),
            membership,
            point: self.point(),
            axes: self.axes(),
            backend: self.path.backend_ctx.last().map(|b| b.to_string()),
            in_adapter: self.in_adapter(),
            uncertain: self.path.uncertain > 0,
            caught: None,
            chosen_by: match self.path.chosen_by.as_slice() {
                [] => vec![],
                s => self.taint_fields(s.iter().fold(0, |a, t| a | t)),
            },
            because: None,
            sweep: self.sweep_serials(),
        }
    }

    pub(crate) fn record(&mut self, f: Finding) {
        if self.beyond_where_python_stops(&f) {
            // Not said, but met: a call that met it is not one to answer again without running
            // (another run may not have gone on past that value first).
            self.events.not_said += 1;
            self.memo_poison();
            return;
        }
        self.events.findings.push(f);
    }

    /// `f` fired on a path a check followed past a config value the code can't use (see
    /// [`Self::soft_error`]), at that sweep point or one inside it, from the same fields alone:
    /// CPython stopped at the first, and this one follows from the same value, so it is not said.
    /// One that other fields decide too is still said (the rest of the config is checked).
    fn beyond_where_python_stops(&self, f: &Finding) -> bool {
        if f.fields.is_empty() || matches!(f.kind, FindingKind::Budget) || self.events.went_on_past.is_empty() {
            return false;
        }
        self.events
            .went_on_past
            .iter()
            .any(|(point, fields)| f.sweep.starts_with(point) && f.fields.iter().all(|x| fields.contains(x)))
    }

    /// The sweep point the run is at, as its iterations' serials.
    pub(super) fn sweep_serials(&self) -> Vec<u64> {
        self.path.sweep.iter().map(|l| l.serial).collect()
    }

    /// In a probe, what says the parts of a field's items (a shape's `m, n, k`): a loop over the
    /// field itself whose target unpacks each item into plain names (`for m, n, k in shapes`), or
    /// whose item variable is unpacked so in the loop's scope (`for shape in shapes:` then
    /// `num_experts, max_m, n, k = shape`). A loop over anything made from the field
    /// (`enumerate(shapes)`) says nothing of its items.
    #[cold]
    #[inline(never)]
    pub(super) fn note_item_parts(&mut self, env: &Rc<Env<'a>>, target: &'a Expr, field: u16) {
        match target {
            Expr::Name(n) => {
                let item = (Rc::as_ptr(env) as usize, n.id.as_str(), field);
                if !self.path.item_vars.contains(&item) {
                    self.path.item_vars.push(item);
                }
            }
            _ => self.note_unpack(target, field),
        }
    }

    /// The field whose item the loop variable `name` of this scope holds, if it does.
    pub(super) fn item_var(&self, env: &Rc<Env<'a>>, name: &str) -> Option<u16> {
        let at = Rc::as_ptr(env) as usize;
        self.path
            .item_vars
            .iter()
            .rev()
            .find(|(e, n, _)| *e == at && *n == name)
            .map(|&(_, _, field)| field)
    }

    /// `item["key"]` on a loop variable holding an item of a field: a part of a mapping item.
    #[cold]
    #[inline(never)]
    pub(super) fn note_item_key(&mut self, env: &Rc<Env<'a>>, s: &ast::ExprSubscript) {
        let (Expr::Name(n), Expr::StringLiteral(k)) = (&*s.value, &*s.slice) else {
            return;
        };
        let Some(field) = self.item_var(env, n.id.as_str()) else {
            return;
        };
        let Some(field) = self.fields.get(field as usize).map(|f| f.to_string()) else {
            return;
        };
        let key = k.value.to_str().to_string();
        self.memo_poison();
        match self.events.item_keys.iter_mut().find(|(f, _)| *f == field) {
            Some((_, keys)) => {
                if !keys.contains(&key) {
                    keys.push(key);
                }
            }
            None => self.events.item_keys.push((field, vec![key])),
        }
    }

    #[cold]
    #[inline(never)]
    pub(super) fn note_unpack(&mut self, target: &Expr, field: u16) {
        let elts = match target {
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => elts,
            _ => return,
        };
        let names: Option<Vec<String>> = elts
            .iter()
            .map(|e| match e {
                Expr::Name(n) => Some(n.id.to_string()),
                _ => None,
            })
            .collect();
        let (Some(names), Some(field)) = (names, self.fields.get(field as usize)) else {
            return;
        };
        if names.len() >= 2 && !self.events.unpacks.iter().any(|(f, _)| **f == **field) {
            self.events.unpacks.push((field.to_string(), names));
        }
    }

    /// A harness function outside `benchmark.py` is called in a run from the harness's start:
    /// does that tell the config got into the op's scenarios ([`Reach`])?
    pub(super) fn note_reach(&mut self, module: u32, args: &[Value<'a>], kwargs: &Kwargs<'a>) {
        let reached = match &self.entry.reach {
            Some(Reach::Package(p)) => {
                let name = &self.h.module(module).name;
                name == p || name.strip_prefix(p.as_str()).is_some_and(|r| r.starts_with('.'))
            }
            Some(Reach::ConfigHandedOn) => config_among(args, kwargs).is_some(),
            None => false,
        };
        self.events.scenario_reached |= reached;
    }

    /// In a probe, the config gone over key by key (`cfg.items()`, `for k in cfg`): any field
    /// may be used there.
    pub(in crate::eval) fn note_config_gone_over(&mut self) {
        if self.events.config_escape.is_none() {
            self.memo_poison();
            self.events.config_escape = Some((self.cur, true));
        }
    }

    /// The whole config handed to a call the tool can't see into, which may read any field —
    /// unless the call only writes it out (`json.dump(cfg, f)`, `logger.info(cfg)`: Python's
    /// serializers and loggers read no field). What a writer returns holds the config (the text
    /// of `json.dumps(cfg)`, which `json.loads` gives back): the bits of its fields, which the
    /// caller adds to the result (see [`Self::holds_written_config`]); else 0.
    #[cold]
    #[inline(never)]
    pub(super) fn note_config_escape(
        &mut self,
        func: &Expr,
        args: &[Value<'a>],
        kwargs: &Kwargs<'a>,
        spread: bool,
    ) -> Taint {
        let module = match func {
            Expr::Attribute(a) => match &*a.value {
                Expr::Name(n) => Some(n.id.as_str()),
                _ => None,
            },
            _ => None,
        };
        let logs = matches!(
            module,
            Some("pprint" | "logging" | "logger" | "log" | "LOGGER" | "LOG" | "_logger" | "_log")
        );
        let writes_out = logs || matches!(module, Some("json" | "yaml" | "pickle"));
        let mut config = None;
        for a in args.iter().chain(kwargs.iter().map(|k| &k.1)) {
            if let V::Config(c) = &a.kind {
                config = Some(c.clone());
            } else if !logs && !matches!(module, Some("hashlib" | "hmac")) && self.holds_written_config(a) {
                // The config's text read back (`pickle.loads(pickle.dumps(cfg))`), or handed to
                // code that may (a text only logged or hashed is not).
                self.note_config_handed_on();
                return 0;
            }
        }
        if !spread && config.is_none() {
            return 0;
        }
        if !writes_out {
            self.note_config_handed_on();
            return 0;
        }
        match config {
            Some(c) => self.config_written(&c),
            None => 0,
        }
    }

    /// The config `c` made into a value that holds it (a text of it): the bits of its fields,
    /// for that value to carry ([`Self::holds_written_config`]).
    pub(in crate::eval) fn config_written(&mut self, c: &RefCell<Config<'a>>) -> Taint {
        // A probe's config holds the fields read so far only: every field the run knows of.
        let keys: Vec<Rc<str>> = match c.borrow().probe {
            true => self.fields.clone(),
            false => c.borrow().entries.iter().map(|e| e.key.clone()).collect(),
        };
        let bits = keys.iter().fold(0, |t, k| t | Self::field_bit(self.field_id(k)));
        self.events.config_written_out |= bits;
        bits
    }

    /// `v` may hold the whole config as a writer wrote it out ([`Self::note_config_escape`]):
    /// it carries every field that text was made of.
    pub(in crate::eval) fn holds_written_config(&self, v: &Value<'a>) -> bool {
        let bits = self.events.config_written_out;
        bits != 0 && v.taint & bits == bits
    }

    /// The whole config handed to code that may read any field of it.
    pub(in crate::eval) fn note_config_handed_on(&mut self) {
        self.memo_poison();
        self.events.config_escape = Some((self.cur, false));
    }

    /// A value a config field may have (compared with it, or a key it is looked up by).
    pub(super) fn note_candidate(&mut self, field: u16, v: &Value<'a>) {
        self.memo_poison();
        if let Some(j) = to_json(v) {
            if matches!(j, serde_json::Value::String(_) | serde_json::Value::Number(_))
                && self.explored.candidates_seen.insert((field, j.to_string()))
            {
                self.events
                    .candidates
                    .push((self.fields[field as usize].to_string(), j));
            }
        }
    }

    /// The keys of a dict an unknown config value looks up: the values the code allows for it.
    /// A dict looked up with the GPU field's value (`GPU_SPECS.get(cfg["gpu_type"])`, `gpu in
    /// specs`): in a probe, the first such table is the harness's GPUs; in a check, whether the
    /// config's GPU is in it.
    pub fn note_gpu_lookup(&mut self, key: &Value<'a>, d: &Rc<RefCell<Dict<'a>>>) {
        let Some(o) = key.origin else { return };
        if self.fields.get(o as usize).is_none_or(|f| &**f != GPU_FIELD) {
            return;
        }
        match self.mode {
            Mode::Probe => {
                if key.is_unknown() && self.events.gpu_table.is_empty() {
                    self.events.gpu_table = d
                        .borrow()
                        .entries
                        .iter()
                        .filter_map(|(k, v, src)| Some((k.as_str()?.to_string(), *src, has_fp4_peak(v, 0))))
                        .collect();
                }
            }
            Mode::Check => {
                if key.is_unknown() {
                    return;
                }
                if d.borrow().get(key).is_some() {
                    self.events.gpu_found = true;
                } else if !self.events.gpu_misses.contains(&self.cur) {
                    self.events.gpu_misses.push(self.cur);
                }
            }
        }
    }

    pub fn note_keys(&mut self, key: &Value<'a>, d: &Rc<RefCell<Dict<'a>>>) {
        // Judging adapters (`recover_backends`) needs no candidates.
        if let (Some(field), Mode::Probe, false) = (key.origin, self.mode, self.recover_backends) {
            let keys: Vec<Value<'a>> = d.borrow().entries.iter().map(|e| e.0.clone()).collect();
            for k in &keys {
                self.note_candidate(field, k);
            }
        }
    }

    /// Remember values a config field is compared with: the values the code allows.
    #[inline]
    pub(super) fn note_candidates(&mut self, l: &Value<'a>, r: &Value<'a>, op: ast::CmpOp) {
        // A check notes nothing: decided here, without a call on every comparison.
        if self.notes_candidates() {
            self.note_candidates_of(l, r, op);
        }
    }

    /// Whether this run notes the values config fields are compared with (a probe describing a
    /// scenario does; a check, or a probe judging adapters, does not).
    #[inline]
    pub(super) fn notes_candidates(&self) -> bool {
        self.mode != Mode::Check && !self.recover_backends
    }

    fn note_candidates_of(&mut self, l: &Value<'a>, r: &Value<'a>, op: ast::CmpOp) {
        let (field_side, other) = match (l.origin, r.origin) {
            (Some(o), _) => (o, r),
            (None, Some(o)) => (o, l),
            _ => return,
        };
        // A container already noted for this field (the same `SCENARIOS` dict on every path)
        // adds nothing new.
        let container = match &other.kind {
            V::List(x) | V::Set(x) => Rc::as_ptr(x) as usize,
            V::Tuple(x) => Rc::as_ptr(x) as usize,
            V::Dict(d) => Rc::as_ptr(d) as usize,
            _ => 0,
        };
        if container != 0 {
            if !self
                .explored
                .candidates_seen
                .insert((field_side, format!("@{container:x}")))
            {
                return;
            }
            // Kept alive, so no other container takes its address during the exploration.
            self.explored.noted_containers.push(other.clone());
        }
        let mut push = |v: &Value<'a>| self.note_candidate(field_side, v);
        match op {
            ast::CmpOp::In | ast::CmpOp::NotIn if l.origin.is_some() => match &other.kind {
                V::List(x) | V::Set(x) => x.borrow().iter().for_each(&mut push),
                V::Tuple(x) => x.iter().for_each(&mut push),
                V::Dict(d) => d.borrow().entries.iter().for_each(|e| push(&e.0)),
                _ => {}
            },
            ast::CmpOp::Eq | ast::CmpOp::NotEq => push(other),
            _ => {}
        }
    }

    pub fn record_read(&mut self, key: &str, kind: ReadKind) {
        // Reads describe a scenario (a probe); a check only needs to know which fields its path
        // read.
        if self.mode == Mode::Check {
            let id = self.field_id(key);
            self.events.read_fields |= Self::field_bit(id);
            return;
        }
        // Read after a `get`/`in` of it, or where the path is undecided (Python may not read it
        // there): no read that makes it required.
        let guarded = self.path.uncertain > 0
            || self
                .events
                .reads
                .iter()
                .any(|r| r.field == key && matches!(r.kind, ReadKind::Contains | ReadKind::Optional(_)));
        let src = self.cur;
        self.events.reads.push(Read {
            field: key.to_string(),
            kind,
            src,
            guarded,
        });
    }

    /// Read `key` from a config mapping: the value (tainted, with its origin) or, when absent,
    /// `None` after recording the read.
    pub fn config_get(&mut self, c: &Rc<RefCell<Config<'a>>>, key: &str, kind: ReadKind) -> Option<Value<'a>> {
        self.memo_poison();
        let entry = c.borrow().find(key).map(|e| (e.value.clone(), e.injected));
        let id = self.field_id(key);
        let bit = Self::field_bit(id);
        match entry {
            Some((v, true)) => {
                if !self.events.injected_reads.iter().any(|k| k == key) {
                    self.events.injected_reads.push(key.to_string());
                }
                Some(v)
            }
            Some((v, false)) => {
                self.record_read(key, kind);
                let mut v = v.with_taint(bit);
                v.origin = Some(id);
                Some(v)
            }
            None => {
                self.record_read(key, kind);
                if c.borrow().probe {
                    Some(Value {
                        kind: V::Unknown,
                        taint: bit,
                        origin: Some(id),
                    })
                } else {
                    None
                }
            }
        }
    }

    /// A required config key that is absent (`cfg["x"]`, `cfg.pop("x")`): a finding, and an
    /// unknown value so the rest of the config is still checked.
    pub fn missing_key(&mut self, k: &str) -> Value<'a> {
        let id = self.field_id(k);
        let f = self.finding(
            FindingKind::MissingKey(k.to_string()),
            String::new(),
            format!("KeyError: '{k}'"),
            Self::field_bit(id),
            false,
        );
        self.record(f);
        Value::unknown(Self::field_bit(id))
    }

    /// A config field's default, tainted and with its origin, as the check sees it.
    pub fn config_default(&mut self, key: &str, d: Value<'a>) -> Value<'a> {
        let id = self.field_id(key);
        let mut v = d.with_taint(Self::field_bit(id));
        v.origin = Some(id);
        v
    }
}

/// A GPU spec "has an FP4 peak" when a key or attribute of it (or of a mapping or object it
/// holds) names FP4 and holds a non-zero value: `"fp4_tflops": 9000.0`, `{"peak": {"fp4": …}}`,
/// `GpuSpec(fp4_tflops=None)` has none.
/// The config itself among a call's arguments (`f(cfg)`, `f(x=cfg)`), if it is.
pub(crate) fn config_among<'v, 'a>(
    args: &'v [Value<'a>],
    kwargs: &'v [(Rc<str>, Value<'a>)],
) -> Option<&'v Rc<RefCell<Config<'a>>>> {
    args.iter()
        .chain(kwargs.iter().map(|k| &k.1))
        .find_map(|a| match &a.kind {
            V::Config(c) => Some(c),
            _ => None,
        })
}

pub fn has_fp4_peak(spec: &Value, depth: usize) -> bool {
    if depth > 3 {
        return false;
    }
    let named = |k: &str| k.to_lowercase().contains("fp4");
    let holds = |k: &str, v: &Value| {
        (named(k) && v.truthy() == Some(true) && !matches!(v.kind, V::Dict(_))) || has_fp4_peak(v, depth + 1)
    };
    match &spec.kind {
        V::Dict(d) => d
            .borrow()
            .entries
            .iter()
            .any(|(k, v, _)| k.as_str().is_some_and(|k| holds(k, v))),
        V::Instance(i) => i.attrs.borrow().iter().any(|(k, v)| holds(k, v)),
        _ => false,
    }
}
