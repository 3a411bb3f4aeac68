//! Python's built-in functions and the methods of built-in values (str, list, dict, the config
//! mapping), attribute lookup, and the few library functions the evaluator models (`copy`,
//! `itertools.product`, `importlib.import_module`, `math`, `functools.partial`, `torch.finfo`).

use std::cell::RefCell;
use std::rc::Rc;

use super::interp::{dedupe, num_f, seq_items, Flow, Interp, ReadKind, MUTATORS, R};
use super::torch;
use super::value::*;

type Kw<'a> = Vec<(Rc<str>, Value<'a>)>;

/// The longest list the harness's code may grow (append/extend); past it, growth is dropped.
const MAX_LIST: usize = 1_000_000;
/// The longest string `join`/`format` builds; past it, the result is unknown.
const MAX_STR: usize = 1 << 20;

/// A path argument's text: a string or a `pathlib` path.
fn path_text<'v>(v: &'v Value) -> Option<&'v str> {
    match &v.kind {
        V::Path(p) => Some(p),
        _ => v.as_str(),
    }
}

fn kw<'a>(kwargs: &Kw<'a>, name: &str) -> Option<Value<'a>> {
    kwargs.iter().find(|k| &*k.0 == name).map(|k| k.1.clone())
}

fn all_taint<'a>(args: &[Value<'a>], kwargs: &Kw<'a>) -> Taint {
    args.iter()
        .chain(kwargs.iter().map(|k| &k.1))
        .fold(0, |t, v| t | v.taint)
}

impl<'a> Interp<'a> {
    pub fn call_builtin(&mut self, b: Builtin, args: Vec<Value<'a>>, kwargs: Kw<'a>) -> R<'a, Value<'a>> {
        use Builtin as B;
        let t = all_taint(&args, &kwargs);
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        if args.iter().any(|a| a.is_unknown()) {
            // The result is unknown, but a config field handed to an iterating built-in
            // (`enumerate(cfg["seq_lens"])`, `zip(cfg["lows"], cfg["highs"])`) is still swept.
            let iterated: &[Value<'a>] = match b {
                B::Zip | B::Product | B::Chain => &args,
                B::Map => args.get(1..).unwrap_or(&[]),
                B::Filter => args.get(1..2).unwrap_or(&[]),
                B::Enumerate | B::Reversed | B::Iter | B::Set | B::Frozenset => args.get(..1).unwrap_or(&[]),
                B::Min | B::Max | B::Sum | B::Any | B::All | B::Prod if args.len() == 1 => &args,
                _ => &[],
            };
            for a in iterated.iter().filter(|a| a.is_unknown() && a.origin.is_some()) {
                self.iterate(a)?;
            }
        }
        if args.iter().any(|a| a.is_unknown())
            && !matches!(
                b,
                B::IsTensor
                    | B::Print
                    | B::Isinstance
                    | B::Getattr
                    | B::Hasattr
                    | B::Setattr
                    | B::Partial
                    | B::Property
                    | B::Staticmethod
                    | B::Classmethod
                    | B::Noop
                    | B::Dataclass
                    | B::Field
                    | B::Type
                    | B::Callable
                    | B::Repr
                    | B::Str
                    | B::List
                    | B::Tuple
                    | B::Sorted
                    | B::Dict
                    | B::ArgParser
                    | B::ParseArgs
                    | B::ParseKnownArgs
                    | B::YamlLoad
                    | B::SysExit
                    | B::TensorSized
                    | B::TensorFull
                    | B::TensorRandint
                    | B::TensorRandperm
                    | B::TensorArange
                    | B::TensorLike
            )
        {
            return Ok(unknown);
        }
        Ok(match b {
            B::Namespace => self.namespace_of(kwargs),
            B::Len => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                let n = match &v.kind {
                    V::Str(s) => s.chars().count(),
                    V::List(l) | V::Set(l) => l.borrow().len(),
                    V::Tuple(x) => x.len(),
                    V::Dict(d) => d.borrow().entries.len(),
                    V::Config(c) if !c.borrow().probe => c.borrow().entries.len(),
                    V::Config(_) | V::Unknown | V::Instance(_) => return Ok(unknown),
                    // A tensor's length is its first dimension.
                    V::Tensor(x) => match x.shape.as_deref() {
                        Some([Some(n), ..]) => {
                            self.tensor_read();
                            *n as usize
                        }
                        _ => return Ok(unknown),
                    },
                    _ => {
                        return Err(self.error(
                            "TypeError",
                            format!("object of type '{}' has no len()", v.type_name()),
                            t,
                        ))
                    }
                };
                Value::int(n as i64).with_taint(t)
            }
            B::Min | B::Max => {
                let items = if args.len() == 1 {
                    match self.iterate(&args[0])? {
                        Some(i) => i,
                        None => return Ok(unknown),
                    }
                } else {
                    args.clone()
                };
                let key = kw(&kwargs, "key");
                if items.is_empty() {
                    if let Some(d) = kw(&kwargs, "default") {
                        return Ok(d);
                    }
                    return Err(self.error(
                        "ValueError",
                        format!("{}() arg is an empty sequence", if b == B::Min { "min" } else { "max" }),
                        t,
                    ));
                }
                let mut best = items[0].clone();
                let mut best_k = match &key {
                    Some(k) => self.call(k, vec![best.clone()], vec![])?,
                    None => best.clone(),
                };
                for it in items.into_iter().skip(1) {
                    let k = match &key {
                        Some(f) => self.call(f, vec![it.clone()], vec![])?,
                        None => it.clone(),
                    };
                    let op = if b == B::Min {
                        ruff_python_ast::CmpOp::Lt
                    } else {
                        ruff_python_ast::CmpOp::Gt
                    };
                    match self.compare(op, &k, &best_k)? {
                        Some(true) => {
                            best = it;
                            best_k = k;
                        }
                        Some(false) => {}
                        None => return Ok(unknown),
                    }
                }
                best.with_taint(t)
            }
            B::Int => match arg(0).map(|v| v.kind) {
                None => Value::int(0),
                Some(V::Int(i)) => Value::int(i).with_taint(t),
                Some(V::Bool(x)) => Value::int(x as i64).with_taint(t),
                Some(V::Float(f)) if f.is_finite() => Value::int(f.trunc() as i64).with_taint(t),
                Some(V::Str(s)) => match s.trim().replace('_', "").parse::<i64>() {
                    Ok(i) => Value::int(i).with_taint(t),
                    Err(_) => {
                        return Err(self.error(
                            "ValueError",
                            format!("invalid literal for int() with base 10: '{s}'"),
                            t,
                        ))
                    }
                },
                _ => unknown,
            },
            B::Float => match arg(0).map(|v| v.kind) {
                None => Value::new(V::Float(0.0)),
                Some(V::Int(i)) => Value::new(V::Float(i as f64)).with_taint(t),
                Some(V::Bool(x)) => Value::new(V::Float(x as i64 as f64)).with_taint(t),
                Some(V::Float(f)) => Value::new(V::Float(f)).with_taint(t),
                Some(V::Str(s)) => match s.trim().parse::<f64>() {
                    Ok(f) => Value::new(V::Float(f)).with_taint(t),
                    Err(_) => {
                        return Err(self.error("ValueError", format!("could not convert string to float: '{s}'"), t))
                    }
                },
                _ => unknown,
            },
            B::Str => match arg(0) {
                None => Value::str(""),
                Some(v) if v.is_unknown() => unknown,
                Some(v) => Value::str(&to_display(&v, false)).with_taint(t),
            },
            B::Repr => match arg(0) {
                Some(v) if !v.is_unknown() => Value::str(&to_display(&v, true)).with_taint(t),
                _ => unknown,
            },
            B::Bool => match arg(0).and_then(|v| v.truthy()) {
                Some(x) => Value::bool(x).with_taint(t),
                None if args.is_empty() => Value::bool(false),
                None => unknown,
            },
            B::List | B::Tuple | B::Set | B::Frozenset | B::Sorted => {
                let Some(v) = arg(0) else {
                    return Ok(match b {
                        B::List | B::Sorted => Value::list(vec![]),
                        B::Tuple => Value::tuple(vec![]),
                        _ => Value::new(V::Set(Rc::new(RefCell::new(vec![])))),
                    });
                };
                let origin = v.origin;
                let Some(mut items) = self.iterate(&v)? else {
                    let mut u = Value::unknown(t);
                    u.origin = origin;
                    return Ok(u);
                };
                if b == B::Sorted {
                    items = self.sort_values(
                        items,
                        kw(&kwargs, "key"),
                        kw(&kwargs, "reverse").and_then(|r| r.truthy()).unwrap_or(false),
                    )?;
                }
                let mut out = match b {
                    B::List | B::Sorted => Value::list(items),
                    B::Tuple => Value::tuple(items),
                    _ => Value::new(V::Set(Rc::new(RefCell::new(dedupe(items))))),
                }
                .with_taint(t);
                out.origin = origin;
                out
            }
            B::Dict => {
                let mut d = Dict::default();
                if let Some(v) = arg(0) {
                    match &v.kind {
                        V::Config(c) => {
                            let mut c = c.borrow().clone();
                            for (k, v) in kwargs {
                                c.set(&k, v, true);
                            }
                            return Ok(Value::new(V::Config(Rc::new(RefCell::new(c)))));
                        }
                        V::Dict(src) => d = src.borrow().clone(),
                        V::Unknown => return Ok(unknown),
                        _ => {
                            if let Some(items) = self.iterate(&v)? {
                                for it in items {
                                    let pair = seq_items(&it);
                                    if pair.len() == 2 {
                                        d.insert(pair[0].clone(), pair[1].clone(), self.cur);
                                    }
                                }
                            }
                        }
                    }
                }
                for (k, v) in kwargs {
                    d.insert(Value::new(V::Str(k)), v, self.cur);
                }
                Value::dict(d)
            }
            B::Range => {
                let ints: Vec<i64> = args.iter().filter_map(|a| a.as_int()).collect();
                if ints.len() != args.len() {
                    return Ok(unknown);
                }
                let (start, stop, step) = match ints.as_slice() {
                    [stop] => (0, *stop, 1),
                    [a, b] => (*a, *b, 1),
                    [a, b, c] => (*a, *b, *c),
                    _ => return Ok(unknown),
                };
                if step == 0 {
                    return Err(self.error("ValueError", "range() arg 3 must not be zero".into(), t));
                }
                let mut out = Vec::new();
                let mut i = start;
                while (step > 0 && i < stop) || (step < 0 && i > stop) {
                    out.push(Value::int(i).with_taint(t));
                    if out.len() > 100_000 {
                        return Ok(unknown);
                    }
                    i = match i.checked_add(step) {
                        Some(x) => x,
                        None => break,
                    };
                }
                Value::list(out).with_taint(t)
            }
            B::Enumerate => {
                let Some(items) = self.iterate(&arg(0).unwrap_or_else(Value::none))? else {
                    return Ok(unknown);
                };
                let start = kw(&kwargs, "start").or(arg(1)).and_then(|s| s.as_int()).unwrap_or(0);
                Value::list(
                    items
                        .into_iter()
                        .enumerate()
                        .map(|(i, v)| Value::tuple(vec![Value::int(start + i as i64), v]))
                        .collect(),
                )
                .with_taint(t)
            }
            B::Zip => {
                let mut lists = Vec::new();
                for a in &args {
                    match self.iterate(a)? {
                        Some(i) => lists.push(i),
                        None => return Ok(unknown),
                    }
                }
                let n = lists.iter().map(|l| l.len()).min().unwrap_or(0);
                Value::list(
                    (0..n)
                        .map(|i| Value::tuple(lists.iter().map(|l| l[i].clone()).collect()))
                        .collect(),
                )
                .with_taint(t)
            }
            B::Product => {
                let mut lists = Vec::new();
                for a in &args {
                    match self.iterate(a)? {
                        Some(i) => lists.push(i),
                        None => return Ok(unknown),
                    }
                }
                let mut out: Vec<Vec<Value>> = vec![vec![]];
                for l in &lists {
                    let mut next = Vec::new();
                    for prefix in &out {
                        for x in l {
                            let mut p = prefix.clone();
                            p.push(x.clone());
                            next.push(p);
                        }
                    }
                    if next.len() > 100_000 {
                        return Ok(unknown);
                    }
                    out = next;
                }
                Value::list(out.into_iter().map(Value::tuple).collect()).with_taint(t)
            }
            B::Chain => {
                let mut out = Vec::new();
                for a in &args {
                    match self.iterate(a)? {
                        Some(i) => out.extend(i),
                        None => return Ok(unknown),
                    }
                }
                Value::list(out).with_taint(t)
            }
            B::Isinstance => {
                let (Some(v), Some(ty)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                if v.is_unknown() {
                    return Ok(unknown);
                }
                let tys = match &ty.kind {
                    V::Tuple(x) => x.as_ref().clone(),
                    _ => vec![ty.clone()],
                };
                let mut result = Some(false);
                for ty in tys {
                    let m = match (&ty.kind, &v.kind) {
                        (V::Builtin(B::Int), V::Int(_) | V::Bool(_)) => Some(true),
                        (V::Builtin(B::Float), V::Float(_)) => Some(true),
                        (V::Builtin(B::Str), V::Str(_)) => Some(true),
                        (V::Builtin(B::Bool), V::Bool(_)) => Some(true),
                        (V::Builtin(B::List), V::List(_)) => Some(true),
                        (V::Builtin(B::Tuple), V::Tuple(_)) => Some(true),
                        (V::Builtin(B::Dict), V::Dict(_) | V::Config(_)) => Some(true),
                        (V::Builtin(B::Set), V::Set(_)) => Some(true),
                        (V::Builtin(_), _) => Some(false),
                        (V::Class(c), V::Instance(i)) => Some(self.instance_of(&i.class, c)),
                        (V::ExcType(_), V::Instance(_)) => Some(self.is_exception_class(&ty)),
                        (V::Unknown, _) => None,
                        _ => Some(false),
                    };
                    match m {
                        Some(true) => return Ok(Value::bool(true).with_taint(t)),
                        None => result = None,
                        _ => {}
                    }
                }
                match result {
                    Some(x) => Value::bool(x).with_taint(t),
                    None => unknown,
                }
            }
            B::Getattr => {
                let (Some(obj), Some(name)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                let Some(n) = name.as_str() else {
                    if name.is_unknown() {
                        return Ok(Value::unknown(t));
                    }
                    // `getattr(torch, 16)`: Python refuses a name that is not a string.
                    let msg = format!("attribute name must be string, not '{}'", name.type_name());
                    return self.soft_error("TypeError", msg, t);
                };
                let n = n.to_string();
                let default = arg(2);
                if let (V::Config(c), Some(d)) = (&obj.kind, &default) {
                    if c.borrow().attrs {
                        // `getattr(ns, "x", d)` on a namespace over the config: `cfg.get("x", d)`.
                        let c = c.clone();
                        return Ok(match self.config_get(&c, &n, ReadKind::Optional(to_json(d))) {
                            Some(v) => v,
                            None => self.config_default(&n, d.clone()),
                        });
                    }
                }
                if let V::Native(super::value::Native::Torch) = obj.kind {
                    // `getattr(torch, name)`: a dtype name resolves, anything else is an AttributeError.
                    return match torch::lookup(&n) {
                        Some(d) => Ok(Value::new(V::Dtype(d)).with_taint(t)),
                        None => match default {
                            Some(d) => Ok(d),
                            None => {
                                self.soft_error("AttributeError", format!("module 'torch' has no attribute '{n}'"), t)
                            }
                        },
                    };
                }
                match self.get_attr(&obj, &n) {
                    Ok(v) => v.with_taint(t),
                    Err(Flow::Exc(e)) => match default {
                        Some(d) => d,
                        None => return Err(Flow::Exc(e)),
                    },
                    Err(e) => return Err(e),
                }
            }
            B::Hasattr => {
                let (Some(obj), Some(name)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                let Some(n) = name.as_str() else { return Ok(unknown) };
                let n = n.to_string();
                if let V::Native(super::value::Native::Torch) = obj.kind {
                    return Ok(if torch::lookup(&n).is_some() {
                        Value::bool(true)
                    } else {
                        unknown
                    });
                }
                match self.get_attr(&obj, &n) {
                    Ok(v) if v.is_unknown() => unknown,
                    Ok(_) => Value::bool(true),
                    Err(Flow::Exc(_)) => Value::bool(false),
                    Err(e) => return Err(e),
                }
            }
            B::Setattr => {
                if let (Some(obj), Some(name), Some(v)) = (arg(0), arg(1), arg(2)) {
                    if let Some(n) = name.as_str() {
                        self.set_attr(&obj, n, v);
                    }
                }
                Value::none()
            }
            B::Abs => match arg(0).map(|v| v.kind) {
                Some(V::Int(i)) => Value::int(i.saturating_abs()).with_taint(t),
                Some(V::Float(f)) => Value::new(V::Float(f.abs())).with_taint(t),
                _ => unknown,
            },
            B::Sum | B::Prod => {
                let Some(items) = self.iterate(&arg(0).unwrap_or_else(Value::none))? else {
                    return Ok(unknown);
                };
                let mut acc = arg(1).unwrap_or_else(|| Value::int(if b == B::Sum { 0 } else { 1 }));
                let op = if b == B::Sum {
                    ruff_python_ast::Operator::Add
                } else {
                    ruff_python_ast::Operator::Mult
                };
                for i in items {
                    acc = self.binop(op, acc, i)?;
                }
                acc.with_taint(t)
            }
            B::Any | B::All => {
                let Some(items) = self.iterate(&arg(0).unwrap_or_else(Value::none))? else {
                    return Ok(unknown);
                };
                let mut unknown_seen = false;
                for i in items {
                    match i.truthy() {
                        Some(x) if x == (b == B::Any) => return Ok(Value::bool(x).with_taint(t)),
                        None => unknown_seen = true,
                        _ => {}
                    }
                }
                if unknown_seen {
                    unknown
                } else {
                    Value::bool(b == B::All).with_taint(t)
                }
            }
            B::Round => match arg(0).map(|v| v.kind) {
                Some(V::Float(f)) => match arg(1).and_then(|n| n.as_int()) {
                    Some(n) => {
                        let p = 10f64.powi(n.clamp(-300, 300) as i32);
                        Value::new(V::Float((f * p).round() / p)).with_taint(t)
                    }
                    None => Value::int(f.round() as i64).with_taint(t),
                },
                Some(V::Int(i)) => Value::int(i).with_taint(t),
                _ => unknown,
            },
            B::Divmod => {
                let (Some(a), Some(c)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                let q = self.binop(ruff_python_ast::Operator::FloorDiv, a.clone(), c.clone())?;
                let r = self.binop(ruff_python_ast::Operator::Mod, a, c)?;
                Value::tuple(vec![q, r]).with_taint(t)
            }
            B::Pow => {
                let (Some(a), Some(c)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                self.binop(ruff_python_ast::Operator::Pow, a, c)?
            }
            B::Ceil | B::Floor => match arg(0) {
                Some(v) if matches!(v.kind, V::Int(_) | V::Float(_) | V::Bool(_)) => {
                    let f = num_f(&v);
                    Value::int(if b == B::Ceil { f.ceil() } else { f.floor() } as i64).with_taint(t)
                }
                _ => unknown,
            },
            B::Log2 | B::Sqrt => match arg(0) {
                Some(v) if matches!(v.kind, V::Int(_) | V::Float(_)) => {
                    let f = num_f(&v);
                    if f <= 0.0 && b == B::Log2 || f < 0.0 {
                        return Err(self.error("ValueError", "math domain error".into(), t));
                    }
                    Value::new(V::Float(if b == B::Log2 { f.log2() } else { f.sqrt() })).with_taint(t)
                }
                _ => unknown,
            },
            B::Gcd => {
                let mut g: i64 = 0;
                for a in &args {
                    let Some(mut x) = a.as_int() else { return Ok(unknown) };
                    x = x.saturating_abs();
                    let mut y = g;
                    let mut xx = x;
                    while y != 0 {
                        let r = xx % y;
                        xx = y;
                        y = r;
                    }
                    g = xx;
                }
                Value::int(g).with_taint(t)
            }
            B::Map => {
                let Some(f) = arg(0) else { return Ok(unknown) };
                let mut lists = Vec::new();
                for a in &args[1..] {
                    match self.iterate(a)? {
                        Some(i) => lists.push(i),
                        None => return Ok(unknown),
                    }
                }
                let n = lists.iter().map(|l| l.len()).min().unwrap_or(0);
                let mut out = Vec::new();
                for i in 0..n {
                    let call_args = lists.iter().map(|l| l[i].clone()).collect();
                    out.push(self.call(&f, call_args, vec![])?);
                }
                Value::list(out).with_taint(t)
            }
            B::Filter => {
                let (Some(f), Some(it)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                let Some(items) = self.iterate(&it)? else {
                    return Ok(unknown);
                };
                let mut out = Vec::new();
                for i in items {
                    let keep = if matches!(f.kind, V::None) {
                        i.truthy()
                    } else {
                        self.call(&f, vec![i.clone()], vec![])?.truthy()
                    };
                    match keep {
                        Some(true) => out.push(i),
                        Some(false) => {}
                        None => return Ok(unknown),
                    }
                }
                Value::list(out).with_taint(t)
            }
            B::Reversed => {
                let Some(mut items) = self.iterate(&arg(0).unwrap_or_else(Value::none))? else {
                    return Ok(unknown);
                };
                items.reverse();
                Value::list(items).with_taint(t)
            }
            B::Iter => arg(0).unwrap_or(unknown),
            B::Next => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                match self.iterate(&v)? {
                    Some(items) => match items.into_iter().next() {
                        Some(x) => x,
                        None => match arg(1) {
                            Some(d) => d,
                            None => return Err(self.error("StopIteration", String::new(), t)),
                        },
                    },
                    None => unknown,
                }
            }
            B::Type => match arg(0) {
                Some(v) => match &v.kind {
                    V::Instance(i) => i.class.clone(),
                    V::Int(_) => Value::new(V::Builtin(B::Int)),
                    V::Float(_) => Value::new(V::Builtin(B::Float)),
                    V::Str(_) => Value::new(V::Builtin(B::Str)),
                    V::Bool(_) => Value::new(V::Builtin(B::Bool)),
                    V::List(_) => Value::new(V::Builtin(B::List)),
                    V::Tuple(_) => Value::new(V::Builtin(B::Tuple)),
                    V::Dict(_) | V::Config(_) => Value::new(V::Builtin(B::Dict)),
                    _ => unknown,
                },
                None => unknown,
            },
            B::Globals => {
                // The module scope of the running code, as a dict (read-only snapshot).
                let module = self.cur.module;
                let env = self.import_module(module)?;
                let mut d = Dict::default();
                let mut names: Vec<_> = env.vars.borrow().iter().map(|(k, v)| (k.to_rc(), v.clone())).collect();
                names.sort_by(|a, b| a.0.cmp(&b.0));
                for (k, v) in names {
                    d.insert(Value::new(V::Str(k)), v, self.cur);
                }
                Value::dict(d)
            }
            B::Callable => match arg(0).map(|v| v.kind) {
                Some(
                    V::Func(_)
                    | V::Builtin(_)
                    | V::Bound(_)
                    | V::Method(_)
                    | V::Class(_)
                    | V::ExcType(_)
                    | V::Partial(_),
                ) => Value::bool(true),
                Some(V::Unknown) | Some(V::Instance(_)) => unknown,
                Some(_) => Value::bool(false),
                None => unknown,
            },
            B::Property => Value::new(V::Property(Rc::new(arg(0).unwrap_or(unknown)))),
            B::Staticmethod => Value::new(V::StaticMethod(Rc::new(arg(0).unwrap_or(unknown)))),
            B::Classmethod => Value::new(V::ClassMethod(Rc::new(arg(0).unwrap_or(unknown)))),
            B::Partial => {
                let Some(f) = arg(0) else { return Ok(unknown) };
                Value::new(V::Partial(Rc::new((f, args[1..].to_vec(), kwargs))))
            }
            B::Reduce => {
                let (Some(f), Some(it)) = (arg(0), arg(1)) else {
                    return Ok(unknown);
                };
                let Some(items) = self.iterate(&it)? else {
                    return Ok(unknown);
                };
                let mut iter = items.into_iter();
                let mut acc = match arg(2).or_else(|| iter.next()) {
                    Some(a) => a,
                    None => {
                        return Err(self.error(
                            "TypeError",
                            "reduce() of empty iterable with no initial value".into(),
                            t,
                        ))
                    }
                };
                for i in iter {
                    acc = self.call(&f, vec![acc, i], vec![])?;
                }
                acc
            }
            B::ImportModule => {
                let Some(name) = arg(0).and_then(|v| v.as_str().map(str::to_string)) else {
                    return Ok(unknown);
                };
                let full = if let Some(rel) = name.strip_prefix('.') {
                    let pkg = kw(&kwargs, "package")
                        .or(arg(1))
                        .and_then(|p| p.as_str().map(str::to_string))
                        .unwrap_or_default();
                    let mut base: Vec<&str> = pkg.split('.').collect();
                    let mut rest = rel;
                    while let Some(r) = rest.strip_prefix('.') {
                        base.pop();
                        rest = r;
                    }
                    format!("{}.{}", base.join("."), rest)
                } else {
                    name.clone()
                };
                match self.module_value(&full)? {
                    Some(m) => m,
                    None => return Err(self.error("ModuleNotFoundError", format!("No module named '{full}'"), t)),
                }
            }
            B::CopyCopy | B::CopyDeepcopy => {
                let Some(v) = arg(0) else { return Ok(unknown) };
                copy_value(&v, b == B::CopyDeepcopy, 0)
            }
            B::IsTensor => match arg(0) {
                Some(Value { kind: V::Tensor(_), .. }) => Value::bool(true),
                Some(v) if !v.is_unknown() && !matches!(v.kind, V::Instance(_)) => Value::bool(false),
                _ => unknown,
            },
            // As torch: `finfo` of an integer (or bool) dtype and `iinfo` of a float one are
            // TypeErrors.
            B::Finfo | B::Iinfo => match arg(0).map(|v| v.kind) {
                Some(V::Dtype(d)) => {
                    let floating = torch::info(d).floating || torch::info(d).name.starts_with("complex");
                    let (wants_float, name, other) = match b {
                        B::Finfo => (true, "finfo", "iinfo"),
                        _ => (false, "iinfo", "finfo"),
                    };
                    if floating != wants_float {
                        let kind = if wants_float { "a floating point" } else { "an integer" };
                        let message = format!(
                            "torch.{name}() requires {kind} input type. Use torch.{other} to handle 'torch.{name}'"
                        );
                        return self.soft_error("TypeError", message, t);
                    }
                    Value::new(V::Finfo(d)).with_taint(t)
                }
                _ => unknown,
            },
            B::Dataclass => match arg(0) {
                // `@dataclass` used bare is handled at the class; `dataclass(cls)` called directly:
                Some(v) => v,
                None => Value::new(V::Builtin(B::Dataclass)),
            },
            B::Field => match (kw(&kwargs, "default"), kw(&kwargs, "default_factory")) {
                (Some(d), None) => d,
                (None, None) => dataclass_missing(),
                (d, f) => field_spec(
                    None,
                    d.unwrap_or_else(dataclass_missing),
                    f.unwrap_or_else(dataclass_missing),
                ),
            },
            B::DataclassFields => {
                let Some(fields) = arg(0).and_then(|v| self.dataclass_of(&v)) else {
                    return Err(self.error(
                        "TypeError",
                        "must be called with a dataclass type or instance".into(),
                        t,
                    ));
                };
                let specs = fields
                    .iter()
                    .map(|(name, default)| {
                        let (d, f) = match default {
                            None => (dataclass_missing(), dataclass_missing()),
                            Some(v) => as_field_spec(v).unwrap_or_else(|| (v.clone(), dataclass_missing())),
                        };
                        field_spec(Some(name), d, f)
                    })
                    .collect();
                Value::tuple(specs)
            }
            B::Asdict | B::DataclassReplace => {
                let Some(V::Instance(inst)) = arg(0).map(|v| v.kind) else {
                    return Ok(unknown);
                };
                let Some(fields) = arg(0).and_then(|v| self.dataclass_of(&v)) else {
                    return Ok(unknown);
                };
                let attrs = inst.attrs.borrow().clone();
                let value_of = |name: &str| {
                    attrs
                        .iter()
                        .find(|a| &*a.0 == name)
                        .map(|a| a.1.clone())
                        .unwrap_or_else(|| Value::unknown(0))
                };
                if b == B::Asdict {
                    let mut d = Dict::default();
                    for (name, _) in &fields {
                        d.insert(Value::new(V::Str(name.clone())), value_of(name), self.cur);
                    }
                    Value::dict(d)
                } else {
                    let mut kw_all: Vec<(Rc<str>, Value<'a>)> =
                        fields.iter().map(|(name, _)| (name.clone(), value_of(name))).collect();
                    for (k, v) in kwargs {
                        match kw_all.iter_mut().find(|x| x.0 == k) {
                            Some(slot) => slot.1 = v,
                            None => kw_all.push((k, v)),
                        }
                    }
                    let cls = inst.class.clone();
                    self.call(&cls, vec![], kw_all)?
                }
            }
            B::Noop => match arg(0) {
                Some(v) if matches!(v.kind, V::Func(_)) => v,
                _ => Value::new(V::Builtin(B::Noop)),
            },
            B::Print | B::Object | B::Super | B::Opaque | B::GetAttrTorch => unknown,
            B::ArgParser => Value::new(V::Native(super::value::Native::ArgParser)),
            B::ParseArgs => self.entry.entry_args.clone().unwrap_or(unknown),
            B::ParseKnownArgs => match self.entry.entry_args.clone() {
                Some(ns) => Value::tuple(vec![ns, Value::list(vec![])]),
                None => unknown,
            },
            B::YamlLoad => match self.entry.entry_config.clone() {
                Some(cfg) => {
                    self.events.config_loaded = true;
                    cfg
                }
                None => unknown,
            },
            B::SysExit => {
                let code = arg(0).unwrap_or_else(Value::none);
                let msg = to_display(&code, false);
                let v = self.call(&Value::new(V::ExcType(Rc::from("SystemExit"))), vec![code], vec![])?;
                let mut e = self.error("SystemExit", msg, t);
                if let Flow::Exc(x) = &mut e {
                    x.value = v;
                }
                return Err(e);
            }
            B::TensorSized | B::TensorFull | B::TensorRandint | B::TensorRandperm | B::TensorArange | B::TensorLike => {
                // The fields its size comes from reach the kernels, as for any torch call.
                self.events.opaque_taint |= t;
                self.memo_opaque(t);
                match super::tensor::factory(b, &args, &kwargs) {
                    Some(v) => v.with_taint(t),
                    None => unknown,
                }
            }
            B::TorchDictGet => match arg(0).as_ref().and_then(|k| k.as_str()) {
                Some(k) => match torch::lookup(k) {
                    Some(d) => Value::new(V::Dtype(d)).with_taint(t),
                    None => arg(1).unwrap_or_else(Value::none),
                },
                None => unknown,
            },
            B::PathNew => {
                let parts: Option<Vec<&str>> = args.iter().map(path_text).collect();
                match parts {
                    Some(parts) => super::paths::path_value(&super::paths::pure_path(&parts)).with_taint(t),
                    None => unknown,
                }
            }
            B::PathJoin
            | B::PathBasename
            | B::PathDirname
            | B::PathSplit
            | B::PathSplitext
            | B::PathNormpath
            | B::PathAbspath
            | B::PathExpanduser => {
                let parts: Option<Vec<&str>> = args.iter().map(path_text).collect();
                match parts {
                    Some(parts) if !parts.is_empty() => super::paths::call(b, &parts).unwrap_or(unknown).with_taint(t),
                    _ => unknown,
                }
            }
        })
    }

    fn instance_of(&self, class: &Value<'a>, target: &Rc<Class<'a>>) -> bool {
        let mut todo = vec![class.clone()];
        let mut n = 0;
        while let Some(c) = todo.pop() {
            n += 1;
            if n > 64 {
                return false;
            }
            if let V::Class(cl) = &c.kind {
                if Rc::ptr_eq(cl, target) {
                    return true;
                }
                todo.extend(cl.bases.iter().cloned());
            }
        }
        false
    }

    fn sort_values(&mut self, items: Vec<Value<'a>>, key: Option<Value<'a>>, reverse: bool) -> R<'a, Vec<Value<'a>>> {
        let mut keyed = Vec::with_capacity(items.len());
        for i in items {
            let k = match &key {
                Some(f) if !matches!(f.kind, V::None) => self.call(f, vec![i.clone()], vec![])?,
                _ => i.clone(),
            };
            keyed.push((k, i));
        }
        // Insertion sort through the evaluator's own comparison (stable, like Python's).
        let mut out: Vec<(Value<'a>, Value<'a>)> = Vec::with_capacity(keyed.len());
        for (k, v) in keyed {
            let mut pos = out.len();
            while pos > 0 {
                match self.compare(ruff_python_ast::CmpOp::Lt, &k, &out[pos - 1].0)? {
                    Some(true) => pos -= 1,
                    _ => break,
                }
            }
            out.insert(pos, (k, v));
        }
        let mut vals: Vec<Value<'a>> = out.into_iter().map(|p| p.1).collect();
        if reverse {
            vals.reverse();
        }
        Ok(vals)
    }

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
            V::Tensor(x) => Ok(match super::tensor::attr(x, name) {
                Some(v) => {
                    self.tensor_read();
                    v.with_taint(t)
                }
                None if matches!(name, "device" | "grad" | "data" | "T" | "mT" | "real" | "imag") => Value::unknown(t),
                None => method(obj),
            }),
            V::Path(p) => Ok(match super::paths::path_attr(p, name) {
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
            V::Instance(i) => {
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
                            if c.dataclass_fields.borrow().is_some() || self.class_attr(&class, "__getattr__").is_some()
                            {
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

    fn bind_attr(&mut self, obj: &Value<'a>, v: Value<'a>) -> R<'a, Value<'a>> {
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

    pub fn call_method(
        &mut self,
        recv: &Value<'a>,
        name: &str,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
    ) -> R<'a, Value<'a>> {
        let r = self.call_method_on(recv, name, args, kwargs);
        if matches!(recv.kind, V::List(_) | V::Dict(_) | V::Set(_) | V::Config(_)) && MUTATORS.contains(&name) {
            self.touched(recv);
        }
        r
    }

    fn call_method_on(
        &mut self,
        recv: &Value<'a>,
        name: &str,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
    ) -> R<'a, Value<'a>> {
        let t = recv.taint | all_taint(&args, &kwargs);
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        match &recv.kind {
            V::Tensor(x) => {
                let x = x.clone();
                return Ok(match super::tensor::method(recv, &x, name, &args, &kwargs) {
                    Some(v) => {
                        self.tensor_read();
                        v.with_taint(t)
                    }
                    None => {
                        // A kernel on it: what it is handed reaches the kernels.
                        self.events.opaque_taint |= t;
                        self.memo_opaque(t);
                        unknown
                    }
                });
            }
            V::Path(p) => {
                let parts: Option<Vec<&str>> = args.iter().map(path_text).collect();
                return Ok(parts
                    .and_then(|parts| super::paths::path_method(p, name, &parts))
                    .map_or(unknown, |v| v.with_taint(t)));
            }
            V::Config(c) => {
                let c = c.clone();
                let key = arg(0).and_then(|k| k.as_str().map(str::to_string));
                return Ok(match (name, key) {
                    ("get", Some(k)) => {
                        let d = arg(1).or_else(|| kw(&kwargs, "default")).unwrap_or_else(Value::none);
                        let kind = ReadKind::Optional(to_json(&d));
                        match self.config_get(&c, &k, kind) {
                            Some(v) => v,
                            None => self.config_default(&k, d),
                        }
                    }
                    ("pop", Some(k)) => {
                        let d = arg(1);
                        let kind = match &d {
                            Some(d) => ReadKind::Optional(to_json(d)),
                            None => ReadKind::Required,
                        };
                        let v = self.config_get(&c, &k, kind);
                        c.borrow_mut().entries.retain(|e| &*e.key != k.as_str());
                        match (v, d) {
                            (Some(v), _) => v,
                            (None, Some(d)) => self.config_default(&k, d),
                            (None, None) => self.missing_key(&k),
                        }
                    }
                    ("setdefault", Some(k)) => {
                        let d = arg(1).unwrap_or_else(Value::none);
                        match self.config_get(&c, &k, ReadKind::Optional(to_json(&d))) {
                            Some(v) => v,
                            None => {
                                c.borrow_mut().set(&k, d.clone(), true);
                                self.config_default(&k, d)
                            }
                        }
                    }
                    ("__getitem__", Some(k)) => {
                        let key = Value::str(&k);
                        self.get_item(recv, &key)?
                    }
                    ("__contains__", Some(k)) => match self.contains(recv, &Value::str(&k))? {
                        Some(b) => Value::bool(b),
                        None => unknown,
                    },
                    ("copy", _) => Value::new(V::Config(Rc::new(RefCell::new(c.borrow().clone())))),
                    ("update", _) => {
                        if let Some(V::Dict(d)) = arg(0).map(|a| a.kind) {
                            for (k, v, _) in d.borrow().entries.iter() {
                                if let Some(ks) = k.as_str() {
                                    c.borrow_mut().set(ks, v.clone(), true);
                                }
                            }
                        }
                        for (k, v) in kwargs {
                            c.borrow_mut().set(&k, v, true);
                        }
                        Value::none()
                    }
                    ("keys", _) | ("items", _) | ("values", _) => {
                        if c.borrow().probe {
                            self.note_config_gone_over();
                            return Ok(unknown);
                        }
                        let entries: Vec<_> = c
                            .borrow()
                            .entries
                            .iter()
                            .map(|e| (e.key.clone(), e.value.clone(), e.injected))
                            .collect();
                        let mut out = Vec::new();
                        for (k, v, injected) in entries {
                            if !injected {
                                self.record_read(&k, ReadKind::Contains);
                            }
                            out.push(match name {
                                "keys" => Value::new(V::Str(k)),
                                "values" => v,
                                _ => Value::tuple(vec![Value::new(V::Str(k)), v]),
                            });
                        }
                        Value::list(out)
                    }
                    _ => unknown,
                });
            }
            V::Dict(d) => {
                let d = d.clone();
                return Ok(match name {
                    "get" => {
                        let Some(k) = arg(0) else { return Ok(unknown) };
                        let k = self.resolve(&k).unwrap_or(k);
                        if k.origin.is_some() {
                            self.note_gpu_lookup(&k, &d);
                        }
                        let default = arg(1).unwrap_or_else(Value::none);
                        if k.is_unknown() {
                            if let Some(v) = self.choose_entry(&d, &k)? {
                                return Ok(v.with_taint(t));
                            }
                            self.note_keys(&k, &d);
                            return Ok(unknown);
                        }
                        let found = d.borrow().get(&k);
                        match found {
                            Some(v) => v.with_taint(t),
                            None if d.borrow().has_unknown_key() => unknown,
                            None => default.with_taint(t),
                        }
                    }
                    "keys" => Value::list(d.borrow().entries.iter().map(|e| e.0.clone()).collect()).with_taint(t),
                    "values" => Value::list(d.borrow().entries.iter().map(|e| e.1.clone()).collect()).with_taint(t),
                    "items" => Value::list(
                        d.borrow()
                            .entries
                            .iter()
                            .map(|e| Value::tuple(vec![e.0.clone(), e.1.clone()]))
                            .collect(),
                    )
                    .with_taint(t),
                    "pop" => {
                        let Some(k) = arg(0) else { return Ok(unknown) };
                        let removed = d.borrow_mut().remove(&k);
                        match (removed, arg(1)) {
                            (Some(v), _) => v,
                            (None, Some(def)) => def,
                            (None, None) => return Err(self.error("KeyError", to_display(&k, true), t)),
                        }
                    }
                    "setdefault" => {
                        let Some(k) = arg(0) else { return Ok(unknown) };
                        let existing = d.borrow().get(&k);
                        match existing {
                            Some(v) => v,
                            None => {
                                let v = arg(1).unwrap_or_else(Value::none);
                                d.borrow_mut().insert(k, v.clone(), self.cur);
                                v
                            }
                        }
                    }
                    "update" => {
                        if let Some(other) = arg(0) {
                            match &other.kind {
                                V::Dict(o) => {
                                    let entries = o.borrow().entries.clone();
                                    let mut d = d.borrow_mut();
                                    d.entries.reserve(entries.len());
                                    for (k, v, s) in entries {
                                        d.insert(k, v, s);
                                    }
                                }
                                V::Config(o) => {
                                    let entries = o.borrow().entries.clone();
                                    for e in entries {
                                        d.borrow_mut().insert(Value::new(V::Str(e.key)), e.value, self.cur);
                                    }
                                }
                                _ => {}
                            }
                        }
                        for (k, v) in kwargs {
                            d.borrow_mut().insert(Value::new(V::Str(k)), v, self.cur);
                        }
                        Value::none()
                    }
                    "copy" => Value::dict(d.borrow().clone()).with_taint(t),
                    "clear" => {
                        d.borrow_mut().entries.clear();
                        Value::none()
                    }
                    "__contains__" => match arg(0) {
                        Some(k) => match self.contains(recv, &k)? {
                            Some(b) => Value::bool(b),
                            None => unknown,
                        },
                        None => unknown,
                    },
                    "__getitem__" => match arg(0) {
                        Some(k) => self.get_item(recv, &k)?,
                        None => unknown,
                    },
                    _ => unknown,
                });
            }
            V::List(l) => {
                let l = l.clone();
                return Ok(match name {
                    "append" => {
                        if let Some(v) = arg(0) {
                            if l.borrow().len() < MAX_LIST {
                                l.borrow_mut().push(v);
                            }
                        }
                        Value::none()
                    }
                    "extend" => {
                        if let Some(v) = arg(0) {
                            match self.iterate(&v)? {
                                Some(items) if l.borrow().len() + items.len() <= MAX_LIST => {
                                    l.borrow_mut().extend(items)
                                }
                                _ => l.borrow_mut().push(Value::unknown(v.taint)),
                            }
                        }
                        Value::none()
                    }
                    "insert" => {
                        if let (Some(i), Some(v)) = (arg(0).and_then(|i| i.as_int()), arg(1)) {
                            let n = l.borrow().len() as i64;
                            let idx = if i < 0 { (i + n).max(0) } else { i.min(n) };
                            l.borrow_mut().insert(idx as usize, v);
                        }
                        Value::none()
                    }
                    "pop" => {
                        let n = l.borrow().len() as i64;
                        let i = arg(0).and_then(|i| i.as_int()).unwrap_or(-1);
                        let idx = if i < 0 { i + n } else { i };
                        if idx < 0 || idx >= n {
                            return Err(self.error("IndexError", "pop from empty list".into(), t));
                        }
                        l.borrow_mut().remove(idx as usize)
                    }
                    "remove" => {
                        let Some(v) = arg(0) else { return Ok(unknown) };
                        let pos = l.borrow().iter().position(|x| py_eq(x, &v) == Some(true));
                        match pos {
                            Some(p) => {
                                l.borrow_mut().remove(p);
                                Value::none()
                            }
                            None => return Err(self.error("ValueError", "list.remove(x): x not in list".into(), t)),
                        }
                    }
                    "index" => {
                        let Some(v) = arg(0) else { return Ok(unknown) };
                        let pos = l.borrow().iter().position(|x| py_eq(x, &v) == Some(true));
                        match pos {
                            Some(p) => Value::int(p as i64).with_taint(t),
                            None => {
                                return Err(self.error(
                                    "ValueError",
                                    format!("{} is not in list", to_display(&v, true)),
                                    t,
                                ))
                            }
                        }
                    }
                    "count" => {
                        let Some(v) = arg(0) else { return Ok(unknown) };
                        Value::int(l.borrow().iter().filter(|x| py_eq(x, &v) == Some(true)).count() as i64)
                            .with_taint(t)
                    }
                    "copy" => {
                        let mut v = Value::list(l.borrow().clone()).with_taint(t);
                        v.origin = recv.origin;
                        v
                    }
                    "sort" => {
                        let items = l.borrow().clone();
                        let sorted = self.sort_values(
                            items,
                            kw(&kwargs, "key"),
                            kw(&kwargs, "reverse").and_then(|r| r.truthy()).unwrap_or(false),
                        )?;
                        *l.borrow_mut() = sorted;
                        Value::none()
                    }
                    "reverse" => {
                        l.borrow_mut().reverse();
                        Value::none()
                    }
                    "clear" => {
                        l.borrow_mut().clear();
                        Value::none()
                    }
                    _ => {
                        return Err(self.error("AttributeError", format!("'list' object has no attribute '{name}'"), t))
                    }
                });
            }
            V::Set(s) => {
                let s = s.clone();
                return Ok(match name {
                    "add" => {
                        if let Some(v) = arg(0) {
                            if s.borrow().iter().all(|x| py_eq(x, &v) != Some(true)) {
                                s.borrow_mut().push(v);
                            }
                        }
                        Value::none()
                    }
                    "update" => {
                        if let Some(v) = arg(0) {
                            if let Some(items) = self.iterate(&v)? {
                                for i in items {
                                    if s.borrow().iter().all(|x| py_eq(x, &i) != Some(true)) {
                                        s.borrow_mut().push(i);
                                    }
                                }
                            }
                        }
                        Value::none()
                    }
                    "discard" | "remove" => {
                        if let Some(v) = arg(0) {
                            s.borrow_mut().retain(|x| py_eq(x, &v) != Some(true));
                        }
                        Value::none()
                    }
                    "issubset" | "issuperset" | "union" | "intersection" | "difference" => unknown,
                    _ => unknown,
                });
            }
            V::Tuple(x) => {
                return Ok(match name {
                    "index" => {
                        let Some(v) = arg(0) else { return Ok(unknown) };
                        match x.iter().position(|i| py_eq(i, &v) == Some(true)) {
                            Some(p) => Value::int(p as i64).with_taint(t),
                            None => return Err(self.error("ValueError", "tuple.index(x): x not in tuple".into(), t)),
                        }
                    }
                    "count" => {
                        let Some(v) = arg(0) else { return Ok(unknown) };
                        Value::int(x.iter().filter(|i| py_eq(i, &v) == Some(true)).count() as i64).with_taint(t)
                    }
                    _ => unknown,
                });
            }
            V::Str(s) => {
                let s = s.clone();
                return self.str_method(&s, name, &args, &kwargs, t);
            }
            _ => {}
        }
        Ok(unknown)
    }

    fn str_method(&mut self, s: &str, name: &str, args: &[Value<'a>], kwargs: &Kw<'a>, t: Taint) -> R<'a, Value<'a>> {
        let sarg = |i: usize| args.get(i).and_then(|v| v.as_str().map(str::to_string));
        if args.iter().any(|a| a.is_unknown()) {
            return Ok(Value::unknown(t));
        }
        let st = |x: &str| Value::str(x).with_taint(t);
        Ok(match name {
            "lower" | "casefold" => st(&s.to_lowercase()),
            "upper" => st(&s.to_uppercase()),
            "strip" => st(match sarg(0) {
                Some(c) => s.trim_matches(|x| c.contains(x)),
                None => s.trim(),
            }),
            "lstrip" => st(match sarg(0) {
                Some(c) => s.trim_start_matches(|x| c.contains(x)),
                None => s.trim_start(),
            }),
            "rstrip" => st(match sarg(0) {
                Some(c) => s.trim_end_matches(|x| c.contains(x)),
                None => s.trim_end(),
            }),
            "startswith" | "endswith" => {
                let prefixes: Vec<String> = match args.first().map(|a| &a.kind) {
                    Some(V::Tuple(x)) => x.iter().filter_map(|v| v.as_str().map(str::to_string)).collect(),
                    _ => sarg(0).into_iter().collect(),
                };
                let r = prefixes.iter().any(|p| {
                    if name == "startswith" {
                        s.starts_with(p.as_str())
                    } else {
                        s.ends_with(p.as_str())
                    }
                });
                Value::bool(r).with_taint(t)
            }
            "replace" => match (sarg(0), sarg(1)) {
                (Some(a), Some(b)) if !a.is_empty() => st(&s.replace(&a, &b)),
                _ => Value::unknown(t),
            },
            "split" | "rsplit" => {
                let parts: Vec<Value> = match sarg(0) {
                    Some(sep) if !sep.is_empty() => s.split(sep.as_str()).map(st).collect(),
                    _ => s.split_whitespace().map(st).collect(),
                };
                Value::list(parts).with_taint(t)
            }
            "join" => {
                let Some(it) = args.first() else {
                    return Ok(Value::unknown(t));
                };
                let Some(items) = self.iterate(it)? else {
                    return Ok(Value::unknown(t));
                };
                let mut parts = Vec::new();
                let mut taint = t;
                for i in items {
                    taint |= i.taint;
                    match i.as_str() {
                        Some(x) => parts.push(x.to_string()),
                        None if i.is_unknown() => return Ok(Value::unknown(taint)),
                        None => {
                            return Err(self.error(
                                "TypeError",
                                format!("sequence item: expected str instance, {} found", i.type_name()),
                                taint,
                            ))
                        }
                    }
                }
                if parts.iter().map(|p| p.len() + s.len()).sum::<usize>() > MAX_STR {
                    return Ok(Value::unknown(taint));
                }
                Value::str(&parts.join(s)).with_taint(taint)
            }
            "format" => {
                let mut out = String::new();
                let mut auto = 0usize;
                let mut rest = s;
                while let Some(open) = rest.find('{') {
                    out.push_str(&rest[..open]);
                    let after = &rest[open + 1..];
                    if let Some(stripped) = after.strip_prefix('{') {
                        out.push('{');
                        rest = stripped;
                        continue;
                    }
                    let Some(close) = after.find('}') else { break };
                    let field = after[..close].split([':', '!']).next().unwrap_or("");
                    let v = if field.is_empty() {
                        auto += 1;
                        args.get(auto - 1).cloned()
                    } else if let Ok(i) = field.parse::<usize>() {
                        args.get(i).cloned()
                    } else {
                        kw(kwargs, field)
                    };
                    out.push_str(&v.map(|v| to_display(&v, false)).unwrap_or_default());
                    rest = &after[close + 1..];
                }
                out.push_str(rest);
                st(&out)
            }
            "isdigit" | "isnumeric" | "isdecimal" => {
                Value::bool(!s.is_empty() && s.chars().all(|c| c.is_ascii_digit())).with_taint(t)
            }
            "isalpha" => Value::bool(!s.is_empty() && s.chars().all(char::is_alphabetic)).with_taint(t),
            "find" | "index" => match sarg(0) {
                Some(x) => match s.find(x.as_str()) {
                    Some(p) => Value::int(s[..p].chars().count() as i64).with_taint(t),
                    None if name == "find" => Value::int(-1).with_taint(t),
                    None => return Err(self.error("ValueError", "substring not found".into(), t)),
                },
                None => Value::unknown(t),
            },
            "count" => match sarg(0) {
                Some(x) if !x.is_empty() => Value::int(s.matches(x.as_str()).count() as i64).with_taint(t),
                _ => Value::unknown(t),
            },
            "partition" => match sarg(0) {
                Some(x) if !x.is_empty() => match s.split_once(x.as_str()) {
                    Some((a, b)) => Value::tuple(vec![st(a), st(&x), st(b)]),
                    None => Value::tuple(vec![st(s), st(""), st("")]),
                },
                _ => Value::unknown(t),
            },
            "removeprefix" => match sarg(0) {
                Some(x) => st(s.strip_prefix(x.as_str()).unwrap_or(s)),
                None => Value::unknown(t),
            },
            "removesuffix" => match sarg(0) {
                Some(x) => st(s.strip_suffix(x.as_str()).unwrap_or(s)),
                None => Value::unknown(t),
            },
            "zfill" | "ljust" | "rjust" | "center" | "title" | "capitalize" | "encode" | "splitlines" => {
                Value::unknown(t)
            }
            _ => return Err(self.error("AttributeError", format!("'str' object has no attribute '{name}'"), t)),
        })
    }
}

/// `copy.copy` / `copy.deepcopy` of a value; the config mapping stays a config mapping.
pub fn copy_value<'a>(v: &Value<'a>, deep: bool, depth: usize) -> Value<'a> {
    if depth > 64 {
        return v.clone();
    }
    let inner = |x: &Value<'a>| {
        if deep {
            copy_value(x, true, depth + 1)
        } else {
            x.clone()
        }
    };
    let mut out = match &v.kind {
        V::List(l) => Value::list(l.borrow().iter().map(inner).collect()),
        V::Dict(d) => {
            let mut nd = Dict::default();
            for (k, val, s) in d.borrow().entries.iter() {
                nd.insert(k.clone(), inner(val), *s);
            }
            Value::dict(nd)
        }
        V::Set(l) => Value::new(V::Set(Rc::new(RefCell::new(l.borrow().iter().map(inner).collect())))),
        V::Config(c) => {
            let mut nc = c.borrow().clone();
            for e in nc.entries.iter_mut() {
                e.value = inner(&e.value);
            }
            Value::new(V::Config(Rc::new(RefCell::new(nc))))
        }
        _ => v.clone(),
    };
    out.taint = v.taint;
    out.origin = v.origin;
    out
}
