//! What a doc says against what the code says: the drift, as diagnostics.
//!
//! In: [`Said`] (a doc's sections, claims, constraints, rejections and mentions), the [`Model`],
//! what gen-config's own blocks already cover. Out: [`Diag`]s, each at the doc's line (`config`)
//! with the Python line that decides it (`source`). What the doc says in general (outside an op's
//! or a scenario's section) is never judged, only counted as naming a field; a name the code does
//! not know is judged only where the doc's structure says it is a field, an op or a scenario.
//!
//! The drift found, one code each: an op or scenario the doc describes and the code lacks
//! (`doc-unknown-op`, `doc-unknown-scenario`) or the code has and the doc omits
//! (`doc-missing-op`, `doc-missing-scenario`); a field the doc describes that the code never reads
//! (`doc-unknown-field`) or one the code reads that a section listing fields leaves out
//! (`doc-missing-field`); a default or "required" (`doc-default`), a list of values
//! (`doc-values`), which backend rejects which dtype or mode (`doc-rejects`), a swept or plain
//! field (`doc-sweep`) that differs; a constraint the code no longer checks or checks with another
//! bound (`doc-constraint`), and an `assert` the doc does not mention (`doc-missing-constraint`).

use serde_json::Value as J;

use super::claims::{is_ident, Claim, DocRelation, Said, Scope, Unknown};
use super::relation::{self, Bound, Kind};
use crate::diag::{did_you_mean, Code, Diag};
use crate::discover::Harness;
use crate::lang::messages;
use crate::model::{driver_accepts, ConstraintInfo, Field, Loc, Model, Op, Scenario};
use crate::parse::yaml::Pos;
use crate::say;
use crate::seed::{BACKENDS_FIELD, DTYPE_FIELD};

/// What gen-config's own blocks in the doc already describe (they are checked on their own).
#[derive(Default)]
pub struct Covered {
    pub all: bool,
    pub ops: Vec<String>,
    pub scenarios: Vec<(String, String)>,
}

/// A constant of the code: the file, the module-level name, the string keys into it.
pub type ConstantKey = (String, String, Vec<String>);

pub struct Ctx<'a> {
    pub h: &'a Harness,
    pub model: &'a Model,
    pub said: &'a Said,
    /// A byte offset of the doc as a position.
    pub pos: &'a dyn Fn(usize) -> Pos,
    /// The doc the seed names for the fields of every scenario (`docs/config_schema.md`): the
    /// one expected to describe every op.
    pub schema_doc: bool,
    pub covered: &'a Covered,
    /// The code's constants read so far: (file, name, keys) → the number it holds.
    pub constants: std::cell::RefCell<Vec<(ConstantKey, Option<f64>)>>,
}

impl Ctx<'_> {
    /// A bound of the code's constraint at `file` with its constants read (`MAX_ROWS_PER_CTA` →
    /// 64, `MODES["bf16"]["k_align"]` → 8); a field's name stays a name.
    fn code_bound(&self, b: Bound, file: &str, sc: &Scenario) -> Bound {
        let (name, keys) = match &b {
            Bound::Name(n) if key_of(sc, n, None).is_none() => (n.clone(), vec![]),
            Bound::Item(n, k) => (n.clone(), k.clone()),
            _ => return b,
        };
        let key = (file.to_string(), name, keys);
        let cached = self.constants.borrow().iter().find(|(k, _)| *k == key).map(|(_, v)| *v);
        let value = match cached {
            Some(v) => v,
            None => {
                let keys: Vec<&str> = key.2.iter().map(String::as_str).collect();
                let v = crate::model::module_constant(self.h, &key.0, &key.1, &keys).and_then(|j| j.as_f64());
                self.constants.borrow_mut().push((key.clone(), v));
                v
            }
        };
        match value {
            Some(n) => Bound::Num(n),
            None => b,
        }
    }
}

pub fn compare(cx: &Ctx) -> Vec<Diag> {
    let mut out = Vec::new();
    unknown_sections(cx, &mut out);
    missing_sections(cx, &mut out);
    fields(cx, &mut out);
    constraints(cx, &mut out);
    rejections(cx, &mut out);
    out
}

fn diag(cx: &Ctx, code: Code, at: usize, message: String) -> Diag {
    Diag::new(code, message).at(Some((cx.pos)(at)))
}

/// `a`, `b`, `c` in backticks.
fn ticked<S: AsRef<str>>(names: &[S]) -> String {
    names
        .iter()
        .map(|n| format!("`{}`", n.as_ref()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A scenario the comparison can judge: read, and on every path to its end (else a field it
/// does not seem to read may be read where the tool could not follow).
fn fully_read(sc: &Scenario) -> bool {
    sc.unreadable.is_none() && sc.stopped.is_none() && sc.config_escape.is_none()
}

fn scenarios_in<'m>(model: &'m Model, scope: &Scope) -> Vec<(&'m Op, &'m Scenario)> {
    let readable = |s: &Scenario| s.unreadable.is_none();
    match scope {
        Scope::Scenario(o, s) => model
            .op(o)
            .and_then(|op| op.scenarios.iter().find(|x| &x.name == s).map(|sc| (op, sc)))
            .filter(|(_, sc)| readable(sc))
            .into_iter()
            .collect(),
        Scope::Op(o) => model
            .op(o)
            .map(|op| op.scenarios.iter().filter(|s| readable(s)).map(|s| (op, s)).collect())
            .unwrap_or_default(),
        _ => vec![],
    }
}

fn heading_at(said: &Said, scope: &Scope) -> Option<usize> {
    said.sections.iter().find(|(s, _)| s == scope).map(|(_, at)| *at)
}

// ---- ops and scenarios ----------------------------------------------------------------------

fn unknown_sections(cx: &Ctx, out: &mut Vec<Diag>) {
    let l = messages();
    for h in cx.said.headings.iter().filter(|h| h.describes) {
        match &h.unknown {
            Some(Unknown::Op(name)) => {
                let ops: Vec<&str> = cx.model.ops.iter().map(|o| o.name.as_str()).collect();
                let help = match did_you_mean(name, ops.iter().copied()) {
                    Some(m) => say!(l, "did you mean `{m}`?", "是不是 `{m}`？"),
                    None => say!(l, "the ops are {}", "op 有 {}", ticked(&ops)),
                };
                out.push(
                    diag(
                        cx,
                        Code::DocUnknownOp,
                        h.at,
                        say!(
                            l,
                            "the doc describes an op `{name}`, which `OP_REGISTRY` does not have",
                            "文档描述了 op `{name}`，但 `OP_REGISTRY` 中没有它"
                        ),
                    )
                    .help(help)
                    .source(cx.model.ops.first().map(|o| o.src.clone())),
                );
            }
            Some(Unknown::Scenario(op, name)) => {
                let Some(o) = cx.model.op(op) else { continue };
                let names: Vec<&str> = o.scenarios.iter().map(|s| s.name.as_str()).collect();
                let help = match did_you_mean(name, names.iter().copied()) {
                    Some(m) => say!(l, "did you mean `{m}`?", "是不是 `{m}`？"),
                    None => say!(
                        l,
                        "the scenarios of `{op}` are {}",
                        "`{op}` 的场景有 {}",
                        ticked(&names)
                    ),
                };
                out.push(
                    diag(
                        cx,
                        Code::DocUnknownScenario,
                        h.at,
                        say!(
                            l,
                            "the doc describes a scenario `{op}/{name}`, which the `SCENARIOS` of `{op}` does not have",
                            "文档描述了场景 `{op}/{name}`，但 `{op}` 的 `SCENARIOS` 中没有它"
                        ),
                    )
                    .help(help)
                    .source(Some(o.src.clone())),
                );
            }
            None => {}
        }
    }
}

fn missing_sections(cx: &Ctx, out: &mut Vec<Diag>) {
    let l = messages();
    let said = cx.said;
    let has_scenario = |o: &str, s: &str| {
        cx.covered.scenarios.iter().any(|(a, b)| a == o && b == s)
            || said
                .sections
                .iter()
                .any(|(sc, _)| *sc == Scope::Scenario(o.into(), s.into()))
    };
    for op in &cx.model.ops {
        if op.error.is_some() || cx.covered.all || cx.covered.ops.contains(&op.name) {
            continue;
        }
        // An op's section with sections for some of its scenarios is read as meant to describe
        // them all (a doc about one scenario, `## attention/decode_gqa`, is not).
        let Some(at) = heading_at(said, &Scope::Op(op.name.clone())) else {
            continue;
        };
        let described: Vec<&str> = op
            .scenarios
            .iter()
            .filter(|s| has_scenario(&op.name, &s.name))
            .map(|s| s.name.as_str())
            .collect();
        if described.is_empty() {
            continue;
        }
        for s in op.scenarios.iter().filter(|s| !described.contains(&s.name.as_str())) {
            out.push(
                diag(
                    cx,
                    Code::DocMissingScenario,
                    at,
                    say!(
                        l,
                        "scenario `{}/{}` (in `SCENARIOS`) has no section in this doc",
                        "场景 `{}/{}`（在 `SCENARIOS` 中）在此文档中没有章节",
                        op.name,
                        s.name
                    ),
                )
                .help(say!(
                    l,
                    "add a `{}` section beside the others (or `<!-- gen-config:begin {}/{} -->` … `<!-- gen-config:end -->` to have it written)",
                    "在其他场景旁加一个 `{}` 章节（或加 `<!-- gen-config:begin {}/{} -->` … `<!-- gen-config:end -->` 由工具生成）",
                    s.name,
                    op.name,
                    s.name
                ))
                .source(s.src.clone().or(Some(op.src.clone()))),
            );
        }
    }
    if !cx.schema_doc || cx.covered.all {
        return;
    }
    let first = said.sections.first().map(|(_, at)| *at);
    let Some(first) = first else { return };
    for op in &cx.model.ops {
        let described = cx.covered.ops.contains(&op.name)
            || cx.covered.scenarios.iter().any(|(o, _)| *o == op.name)
            || said.sections.iter().any(|(s, _)| s.op() == Some(op.name.as_str()));
        if !described {
            out.push(
                diag(
                    cx,
                    Code::DocMissingOp,
                    first,
                    say!(
                        l,
                        "op `{}` (in `OP_REGISTRY`) has no section in this doc",
                        "op `{}`（在 `OP_REGISTRY` 中）在此文档中没有章节",
                        op.name
                    ),
                )
                .help(say!(
                    l,
                    "add a `## {}` section with its scenarios",
                    "加一个 `## {}` 章节并描述它的场景",
                    op.name
                ))
                .source(Some(op.src.clone())),
            );
        }
    }
}

// ---- fields ---------------------------------------------------------------------------------

/// Names the code gives to things other than fields (backends, values, ops, scenarios, GPUs): a
/// doc writing `` `fa2` (FlashAttention 2) `` is not describing a field.
fn other_name(model: &Model, op: &Op, name: &str) -> bool {
    model.op(name).is_some()
        // A key the entry layer sets from the command line (`dry_run_iters`): read, not a field.
        || op.scenarios.iter().any(|s| s.injected_reads.iter().any(|k| k == name))
        || model.gpus.iter().any(|g| g.name == name)
        || op.scenarios.iter().any(|s| {
            s.name == name
                || s.backend(name).is_some()
                || s.candidates
                    .iter()
                    .any(|(_, vs)| vs.iter().any(|v| v.as_str() == Some(name)))
                || s.backends.iter().any(|b| b.unsupported.iter().any(|(v, _)| v == name))
        })
}

fn fields(cx: &Ctx, out: &mut Vec<Diag>) {
    let l = messages();
    for c in &cx.said.claims {
        let in_scope = scenarios_in(cx.model, &c.scope);
        let Some((op, _)) = in_scope.first() else { continue };
        if !is_ident(&c.name) {
            continue;
        }
        let reading: Vec<(&Scenario, &Field)> = in_scope
            .iter()
            .filter_map(|(_, s)| s.field(&c.name).map(|f| (*s, f)))
            .collect();
        if reading.is_empty() {
            if !other_name(cx.model, op, &c.name) && in_scope.iter().all(|(_, s)| fully_read(s)) {
                out.push(unknown_field(cx, c, &in_scope));
            }
            continue;
        }
        let marks_sweep = cx
            .said
            .claims
            .iter()
            .any(|x| x.scope == c.scope && x.facts.sweep.is_some_and(|s| s.0));
        for (sc, f) in &reading {
            let who = format!("{}/{}", op.name, sc.name);
            if let Some(d) = default_drift(cx, c, f, &who) {
                out.push(d);
            }
            if let Some(d) = sweep_drift(cx, c, f, &who, marks_sweep) {
                out.push(d);
            }
        }
        values_drift(cx, c, op, &reading, out);
    }
    // Fields the code reads that a section listing fields does not name.
    for (scope, at) in &cx.said.sections {
        let Scope::Scenario(o, s) = scope else { continue };
        if !cx.said.claims.iter().any(|c| c.scope == *scope) {
            continue;
        }
        let Some(sc) = cx.model.scenario(o, s).filter(|s| s.unreadable.is_none()) else {
            continue;
        };
        let named = |f: &str| {
            cx.said
                .mentions
                .iter()
                .any(|(sc, n)| n == f && (sc == scope || *sc == Scope::Op(o.clone()) || *sc == Scope::General))
        };
        for f in sc.fields.iter().filter(|f| !named(&f.name)) {
            let what = match (&f.default, f.required) {
                (_, true) => say!(l, "required", "必填"),
                (Some(d), false) => say!(l, "default `{d}`", "默认 `{d}`"),
                (None, false) => say!(l, "optional", "可选"),
            };
            out.push(
                diag(
                    cx,
                    Code::DocMissingField,
                    *at,
                    say!(
                        l,
                        "`{o}/{s}` reads `{}` ({what}), which this section does not name",
                        "`{o}/{s}` 读取 `{}`（{what}），但本节没有提到它",
                        f.name
                    ),
                )
                .field(f.name.clone())
                .help(say!(
                    l,
                    "describe `{}` here, or where every scenario's common fields are",
                    "在本节或描述公共字段的地方说明 `{}`",
                    f.name
                ))
                .source(Some(f.src.clone())),
            );
        }
    }
}

fn unknown_field(cx: &Ctx, c: &Claim, in_scope: &[(&Op, &Scenario)]) -> Diag {
    let l = messages();
    let (op, _) = in_scope[0];
    let who = match &c.scope {
        Scope::Scenario(o, s) => format!("`{o}/{s}`"),
        _ => say!(l, "no scenario of `{}`", "`{}` 的任何场景都不", op.name),
    };
    let fields: Vec<&str> = in_scope
        .iter()
        .flat_map(|(_, s)| s.fields.iter().map(|f| f.name.as_str()))
        .collect();
    let help = match did_you_mean(&c.name, fields.iter().copied()) {
        Some(m) => say!(l, "did you mean `{m}`?", "是不是 `{m}`？"),
        None => say!(
            l,
            "the code never reads it: drop it from the doc, or see `gen-config schema` for the fields",
            "代码从不读取它：从文档中删掉，或用 `gen-config schema` 查看字段"
        ),
    };
    let message = match &c.scope {
        Scope::Scenario(..) => say!(
            l,
            "the doc describes a field `{}`, which {who} never reads",
            "文档描述了字段 `{}`，但 {who} 从不读取它",
            c.name
        ),
        _ => say!(
            l,
            "the doc describes a field `{}`, which {who} reads",
            "文档描述了字段 `{}`，但{who}读取它",
            c.name
        ),
    };
    let src = in_scope.iter().find_map(|(_, s)| s.src.clone());
    diag(cx, Code::DocUnknownField, c.at, message)
        .field(c.name.clone())
        .help(help)
        .source(src)
}

/// A value a doc writes (`128`, `[halops]`, `none`, `None`) as the JSON the code's defaults are.
fn doc_value(s: &str) -> J {
    let s = s.trim();
    if s == "None" {
        return J::Null;
    }
    // A number as Python writes it (`1e-6` is a string to YAML 1.1, a float to Python).
    if let Ok(i) = s.parse::<i64>() {
        return J::from(i);
    }
    if let Some(n) = s.parse::<f64>().ok().and_then(serde_json::Number::from_f64) {
        return J::Number(n);
    }
    match crate::parse::yaml::parse_node(s) {
        Ok(Some(n)) => n.node.to_data().to_json(),
        Ok(None) => J::Null,
        Err(_) => J::String(s.to_string()),
    }
}

/// Equal as values: numbers by value (`128` and `128.0`), lists item by item.
fn same_value(a: &J, b: &J) -> bool {
    match (a, b) {
        (J::Number(x), J::Number(y)) => x.as_f64() == y.as_f64(),
        (J::Array(x), J::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same_value(p, q)),
        _ => a == b,
    }
}

fn default_drift(cx: &Ctx, c: &Claim, f: &Field, who: &str) -> Option<Diag> {
    let l = messages();
    let name = &f.name;
    let code_default = f.default.clone().unwrap_or(J::Null);
    // `null`: the code's default is `None`, or one the tool could not read (a dataclass's
    // default behind `Settings(**cfg)`): only a doc's default for a required field is judged.
    let known = !code_default.is_null();
    let (message, at, help) = match (&c.facts.default, c.facts.required, f.required) {
        (Some((v, at)), _, true) => (
            say!(
                l,
                "the doc gives `{name}` the default `{v}`; `{who}` requires it (`cfg[\"{name}\"]`)",
                "文档给 `{name}` 默认值 `{v}`；`{who}` 要求必须设置（`cfg[\"{name}\"]`）"
            ),
            *at,
            say!(l, "say `{name}` is required", "写明 `{name}` 必填"),
        ),
        (Some((v, at)), _, false) if known && !same_value(&doc_value(v), &code_default) => (
            say!(
                l,
                "the doc says `{name}` defaults to `{v}`; `{who}`'s default is `{code_default}`",
                "文档说 `{name}` 默认为 `{v}`；`{who}` 的默认值是 `{code_default}`"
            ),
            *at,
            say!(l, "write `{code_default}`", "改为 `{code_default}`"),
        ),
        (None, true, false) if known => (
            say!(
                l,
                "the doc says `{name}` is required; `{who}` defaults it to `{code_default}`",
                "文档说 `{name}` 必填；`{who}` 给它的默认值是 `{code_default}`"
            ),
            c.at,
            say!(
                l,
                "write its default, `{code_default}`",
                "写上它的默认值 `{code_default}`"
            ),
        ),
        _ => return None,
    };
    Some(
        diag(cx, Code::DocDefault, at, message)
            .field(name.clone())
            .help(help)
            .source(Some(f.src.clone())),
    )
}

fn sweep_drift(cx: &Ctx, c: &Claim, f: &Field, who: &str, marks_sweep: bool) -> Option<Diag> {
    if f.name == BACKENDS_FIELD {
        // A list of backends, each run at every point: no sweep dimension of its own.
        return None;
    }
    let l = messages();
    let name = &f.name;
    let said = c.facts.sweep.or((marks_sweep && c.annotated).then_some((false, c.at)));
    let (message, at) = match (said, f.sweep) {
        (Some((true, at)), false) => (
            say!(
                l,
                "the doc says `{name}` is swept; `{who}` reads it as one value",
                "文档说 `{name}` 是扫描参数；`{who}` 把它当作单个值读取"
            ),
            at,
        ),
        (Some((false, at)), true) if c.facts.sweep.is_some() => (
            say!(
                l,
                "the doc says `{name}` is a plain value; `{who}` loops over it",
                "文档说 `{name}` 是普通参数；`{who}` 会遍历它"
            ),
            at,
        ),
        (Some((false, at)), true) => (
            say!(
                l,
                "the doc marks the swept fields but not `{name}`; `{who}` loops over it",
                "文档标出了扫描参数，却没有标 `{name}`；`{who}` 会遍历它"
            ),
            at,
        ),
        _ => return None,
    };
    Some(
        diag(cx, Code::DocSweep, at, message)
            .field(name.clone())
            .source(Some(f.src.clone())),
    )
}

/// A value of the code's as a doc writes it (`bf16`, `64`).
fn plain(v: &J) -> String {
    match v {
        J::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn values_drift(cx: &Ctx, c: &Claim, op: &Op, reading: &[(&Scenario, &Field)], out: &mut Vec<Diag>) {
    let Some(list) = &c.facts.values else { return };
    let l = messages();
    let name = &c.name;
    let said: Vec<&str> = list.iter().map(|(v, _)| v.as_str()).collect();
    let named = |v: &str| said.contains(&v) || c.facts.named.iter().any(|n| n == v);
    let who = match &c.scope {
        Scope::Scenario(o, s) => format!("`{o}/{s}`"),
        _ => say!(l, "any scenario of `{}`", "`{}` 的任何场景", op.name),
    };
    // What the code takes, per scenario reading the field; `None`: an open set (the dtype field
    // takes any torch dtype name the code resolves): only what the doc lists is judged.
    let is_driver = |sc: &Scenario| sc.driver.as_deref() == Some(name.as_str());
    // The driver field (`dtype`, `mode`): a value is taken when a run with it meets no error
    // blamed on it (not every value the code compares it with is one it takes).
    let takes = |sc: &Scenario, v: &str| -> bool {
        if *name == BACKENDS_FIELD {
            sc.backend(v).is_some()
        } else if is_driver(sc) {
            driver_accepts(cx.h, &op.name, sc, v)
        } else {
            sc.candidates_of(name).iter().any(|x| plain(x) == v)
        }
    };
    // The values the code takes, where they are a closed set (the dtype field takes any torch
    // dtype name the code resolves: an open one).
    let closed = |sc: &Scenario| -> Vec<(String, Loc)> {
        let src = sc.field(name).map(|f| f.src.clone());
        let with_src = |vs: Vec<String>| -> Vec<(String, Loc)> {
            vs.into_iter().filter_map(|v| src.clone().map(|s| (v, s))).collect()
        };
        if *name == BACKENDS_FIELD {
            sc.backends.iter().map(|b| (b.name.clone(), b.src.clone())).collect()
        } else if *name == DTYPE_FIELD {
            vec![]
        } else if is_driver(sc) {
            let taken = sc
                .candidates_of(name)
                .iter()
                .map(plain)
                .filter(|v| driver_accepts(cx.h, &op.name, sc, v))
                .collect();
            with_src(taken)
        } else {
            with_src(sc.candidates_of(name).iter().map(plain).collect())
        }
    };
    if *name != BACKENDS_FIELD && *name != DTYPE_FIELD && reading.iter().all(|(s, _)| s.candidates_of(name).is_empty())
    {
        // The code compares the field with nothing: no set of values to hold a list to.
        return;
    }
    for (v, at) in list {
        if reading.iter().any(|(sc, _)| takes(sc, v)) {
            continue;
        }
        let all: Vec<String> = reading
            .iter()
            .flat_map(|(sc, _)| closed(sc).into_iter().map(|x| x.0))
            .collect();
        let mut d = diag(
            cx,
            Code::DocValues,
            *at,
            if *name == BACKENDS_FIELD {
                say!(l, "`{v}` is not a backend of {who}", "`{v}` 不是 {who} 的 backend")
            } else {
                say!(
                    l,
                    "the doc lists `{v}` for `{name}`, which {who} does not take",
                    "文档为 `{name}` 列出了 `{v}`，但 {who} 不接受它"
                )
            },
        )
        .field(name.clone());
        if let Some(m) = did_you_mean(v, all.iter().map(String::as_str)) {
            d = d.help(say!(l, "did you mean `{m}`?", "是不是 `{m}`？"));
        }
        let src = reading.first().map(|(sc, f)| {
            if *name == BACKENDS_FIELD {
                sc.registry_src.clone().unwrap_or_else(|| f.src.clone())
            } else {
                f.src.clone()
            }
        });
        out.push(d.source(src));
    }
    let mut missing: Vec<(String, Loc)> = Vec::new();
    for (sc, _) in reading {
        for (v, src) in closed(sc) {
            if !named(&v) && !missing.iter().any(|(x, _)| *x == v) {
                missing.push((v, src));
            }
        }
    }
    if let Some((_, src)) = missing.first() {
        let vs: Vec<&str> = missing.iter().map(|(v, _)| v.as_str()).collect();
        let message = if *name == BACKENDS_FIELD {
            say!(
                l,
                "{who} also has backends the doc's list leaves out: {}",
                "{who} 还有文档列表没有列出的 backend：{}",
                ticked(&vs)
            )
        } else {
            say!(
                l,
                "{who} also takes values for `{name}` the doc's list leaves out: {}",
                "{who} 的 `{name}` 还接受文档列表没有列出的值：{}",
                ticked(&vs)
            )
        };
        let at = list.first().map_or(c.at, |x| x.1);
        out.push(
            diag(cx, Code::DocValues, at, message)
                .field(name.clone())
                .source(Some(src.clone())),
        );
    }
}

// ---- constraints ----------------------------------------------------------------------------

/// What a relation is about, as the scenario's fields: a field it names (`num_q_heads`), a part
/// of a swept field's items (`K` → `shapes.k`), the field whose items it is about (its claim).
fn doc_keys(d: &DocRelation, sc: &Scenario) -> Vec<String> {
    let mut keys: Vec<String> = Vec::new();
    for n in &d.rel.names {
        if let Some(k) = key_of(sc, n, None) {
            if !keys.contains(&k) {
                keys.push(k);
            }
        }
    }
    // The field whose items it is about, where it names no field itself (`each >= 0`, `a
    // multiple of 64`).
    if let Some(s) = d.subject.as_ref().filter(|s| sc.field(s).is_some()) {
        if keys.is_empty() {
            keys.push(s.clone());
        }
    }
    keys
}

/// A name as a key: a field's own name, or `field.part` for a part of a swept field's items
/// (among `fields` only, when given: the fields the code's test was computed from).
fn key_of(sc: &Scenario, n: &str, fields: Option<&[String]>) -> Option<String> {
    if let Some(f) = sc.field(n) {
        return Some(f.name.clone());
    }
    sc.fields
        .iter()
        .filter(|f| fields.is_none_or(|fs| fs.contains(&f.name)))
        .find_map(|f| {
            f.parts
                .iter()
                .find(|p| p.eq_ignore_ascii_case(n))
                .map(|p| format!("{}.{p}", f.name))
        })
}

/// What a code constraint is about: the fields its test was computed from, a swept field
/// narrowed to the parts of its items the test names (`k % 32 == 0` → `shapes.k`).
fn code_keys(c: &ConstraintInfo, names: &[String], sc: &Scenario) -> Vec<String> {
    let mut keys: Vec<String> = Vec::new();
    let mut narrowed: Vec<String> = Vec::new();
    for n in names {
        if let Some(k) = key_of(sc, n, Some(&c.fields)) {
            if let Some((f, _)) = k.split_once('.') {
                narrowed.push(f.to_string());
            }
            if !keys.contains(&k) {
                keys.push(k);
            }
        }
    }
    for f in &c.fields {
        if !narrowed.contains(f) && !keys.contains(f) {
            keys.push(f.clone());
        }
    }
    keys
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Fit {
    Same,
    /// The same check with another bound: how far the code's is from the doc's, where both are
    /// numbers.
    Differs(Option<f64>),
    Unrelated,
}

fn fit(cx: &Ctx, d: &DocRelation, dkeys: &[String], c: &ConstraintInfo, sc: &Scenario) -> Fit {
    let Some(cr) = relation::of_expr(&c.text) else {
        return Fit::Unrelated;
    };
    // An order and an equality are both comparisons (`m >= num_experts` is what the code's
    // `per_expert == 0` guards); a divisibility or a membership is its own kind.
    let comparison = |k: Kind| matches!(k, Kind::Order | Kind::Equal);
    if cr.kind != d.rel.kind && !(comparison(cr.kind) && comparison(d.rel.kind)) {
        return Fit::Unrelated;
    }
    let ckeys = code_keys(c, &cr.names, sc);
    let related = if dkeys.is_empty() {
        let lower = |v: &[String]| v.iter().map(|n| n.to_lowercase()).collect::<Vec<_>>();
        let (dn, cn) = (lower(&d.rel.names), lower(&cr.names));
        !dn.is_empty() && dn.iter().all(|n| cn.contains(n))
    } else {
        dkeys.iter().all(|k| ckeys.contains(k))
    };
    if !related {
        return Fit::Unrelated;
    }
    let code_bound = cx.code_bound(cr.bound.clone(), &c.src.file, sc);
    let same_bound = match (&d.rel.bound, &code_bound) {
        (Bound::Num(a), Bound::Num(b)) => a == b,
        (Bound::Name(a), Bound::Name(b)) => {
            // Two fields differ; a name of the code's own (a local) may stand for either.
            match (key_of(sc, a, None), key_of(sc, b, None)) {
                (Some(x), Some(y)) => x == y,
                _ => true,
            }
        }
        (Bound::Num(_), Bound::Name(n)) | (Bound::Name(n), Bound::Num(_)) => {
            // A field against a number differs; a constant the tool could not read may not.
            key_of(sc, n, None).is_none()
        }
        _ => true,
    };
    match (same_bound, &d.rel.bound, &code_bound) {
        (true, _, _) => Fit::Same,
        (false, Bound::Num(a), Bound::Num(b)) => Fit::Differs(Some((a - b).abs())),
        (false, _, _) => Fit::Differs(None),
    }
}

/// Whether a doc relation is about this scenario at all: it names its fields, or names the code's
/// constraints use.
fn about(d: &DocRelation, dkeys: &[String], sc: &Scenario) -> bool {
    !dkeys.is_empty()
        || sc.constraints.iter().any(|c| {
            relation::of_expr(&c.text).is_some_and(|cr| {
                d.rel
                    .names
                    .iter()
                    .any(|n| cr.names.iter().any(|m| m.eq_ignore_ascii_case(n)))
            })
        })
}

fn constraint_text(c: &ConstraintInfo) -> String {
    let l = messages();
    let t = if c.is_assert {
        format!("assert {}", c.text)
    } else {
        say!(l, "raise if {}", "条件 {} 时 raise", c.text)
    };
    match &c.when {
        Some(w) => say!(l, "`{t}` (when {w})", "`{t}`（当 {w} 时）"),
        None => format!("`{t}`"),
    }
}

fn constraints(cx: &Ctx, out: &mut Vec<Diag>) {
    let l = messages();
    // The doc's constraints that are shape checks (an order, a divisibility): judged.
    for d in &cx.said.relations {
        if !matches!(d.rel.kind, Kind::Divides | Kind::Order) {
            continue;
        }
        let in_scope = scenarios_in(cx.model, &d.scope);
        let mut about_any = false;
        // The differing constraint nearest to what the doc says.
        let mut differs: Option<(&ConstraintInfo, f64)> = None;
        let mut same = false;
        for (_, sc) in &in_scope {
            let keys = doc_keys(d, sc);
            if !about(d, &keys, sc) {
                continue;
            }
            about_any = true;
            for c in &sc.constraints {
                match fit(cx, d, &keys, c, sc) {
                    Fit::Same => same = true,
                    Fit::Differs(by) => {
                        let by = by.unwrap_or(f64::INFINITY);
                        if differs.is_none_or(|(_, d)| by < d) {
                            differs = Some((c, by));
                        }
                    }
                    Fit::Unrelated => {}
                }
            }
        }
        if same || !about_any {
            continue;
        }
        let who = match &d.scope {
            Scope::Scenario(o, s) => format!("`{o}/{s}`"),
            Scope::Op(o) => say!(l, "any scenario of `{o}`", "`{o}` 的任何场景"),
            _ => continue,
        };
        let diag_ = match differs.map(|x| x.0) {
            Some(c) => diag(
                cx,
                Code::DocConstraint,
                d.at,
                say!(
                    l,
                    "the doc says `{}`; the code checks {}",
                    "文档写的是 `{}`；代码检查的是 {}",
                    d.text,
                    constraint_text(c)
                ),
            )
            .source(Some(c.src.clone())),
            None => diag(
                cx,
                Code::DocConstraint,
                d.at,
                say!(
                    l,
                    "the doc says `{}`, but no assert or raise of {who} checks that",
                    "文档写了 `{}`，但 {who} 没有任何 assert 或 raise 检查它",
                    d.text
                ),
            )
            .help(say!(
                l,
                "drop it, or see `gen-config schema` for the constraints the code checks",
                "删掉它，或用 `gen-config schema` 查看代码检查的约束"
            ))
            .source(in_scope.first().and_then(|(_, s)| s.src.clone())),
        };
        out.push(match &d.subject {
            Some(s) => diag_.field(s.clone()),
            None => diag_,
        });
    }
    // The code's asserts a scenario's section (listing fields) does not mention.
    for (scope, at) in &cx.said.sections {
        let Scope::Scenario(o, s) = scope else { continue };
        if !cx.said.claims.iter().any(|c| c.scope == *scope) {
            continue;
        }
        let Some(sc) = cx.model.scenario(o, s).filter(|s| s.unreadable.is_none()) else {
            continue;
        };
        let mine: Vec<&DocRelation> = cx
            .said
            .relations
            .iter()
            .filter(|d| d.scope == *scope || d.scope == Scope::Op(o.clone()) || d.scope == Scope::General)
            .collect();
        for c in sc.constraints.iter().filter(|c| c.is_assert) {
            let mentioned = mine
                .iter()
                .any(|d| fit(cx, d, &doc_keys(d, sc), c, sc) != Fit::Unrelated)
                || cx.said.claims.iter().any(|k| {
                    // A field of the assert's whose description gives numbers (`16, 32, 64 or
                    // 128`): what it says about them is prose the tool does not read.
                    (k.scope == *scope || k.scope == Scope::Op(o.clone()))
                        && c.fields.contains(&k.name)
                        && k.facts.numbers
                });
            if mentioned {
                continue;
            }
            out.push(
                diag(
                    cx,
                    Code::DocMissingConstraint,
                    *at,
                    say!(
                        l,
                        "`{o}/{s}` checks {}, which the doc does not state (as a code span gen-config reads)",
                        "`{o}/{s}` 检查 {}，但文档没有写出它（以 gen-config 能读的代码片段形式）",
                        constraint_text(c)
                    ),
                )
                .help(say!(
                    l,
                    "write it in this section, e.g. `{}`",
                    "在本节写上它，例如 `{}`",
                    c.text
                ))
                .source(Some(c.src.clone())),
            );
        }
    }
}

// ---- rejections -----------------------------------------------------------------------------

/// The dtype names or modes of a scenario's driver field: those the code names and those its
/// adapters were judged on.
fn driver_values(sc: &Scenario) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    if let Some(d) = &sc.driver {
        out.extend(
            sc.candidates_of(d)
                .iter()
                .filter_map(|v| v.as_str().map(str::to_string)),
        );
        if d == DTYPE_FIELD {
            out.extend(crate::eval::torch::floating_names().map(str::to_string));
        }
    }
    for b in &sc.backends {
        out.extend(b.unsupported.iter().map(|(v, _)| v.clone()));
    }
    out
}

/// (backend, value, where the doc says it) pairs of a rejection, for one scenario.
fn pairs(r: &super::claims::Rejection, sc: &Scenario) -> Vec<(String, String, usize)> {
    let values = driver_values(sc);
    let is_b = |n: &str| sc.backend(n).is_some();
    let is_v = |n: &str| values.iter().any(|v| v == n);
    let mut out = Vec::new();
    for (side, other) in [(&r.left, &r.right), (&r.right, &r.left)] {
        for (b, at) in side.iter().filter(|(n, _)| is_b(n)) {
            for (v, _) in other.iter().filter(|(n, _)| is_v(n)) {
                out.push((b.clone(), v.clone(), *at));
            }
        }
    }
    out
}

fn rejections(cx: &Ctx, out: &mut Vec<Diag>) {
    let l = messages();
    for r in &cx.said.rejections {
        let in_scope = scenarios_in(cx.model, &r.scope);
        let mut said: Vec<(String, String, usize)> = Vec::new();
        for (_, sc) in &in_scope {
            for p in pairs(r, sc) {
                if !said.iter().any(|x| x.0 == p.0 && x.1 == p.1) {
                    said.push(p);
                }
            }
        }
        for (b, v, at) in said {
            let having: Vec<&Scenario> = in_scope
                .iter()
                .map(|(_, s)| *s)
                .filter(|s| s.judged && s.backend(&b).is_some())
                .collect();
            if having.is_empty()
                || having
                    .iter()
                    .any(|s| s.backend(&b).is_some_and(|x| x.unsupported.iter().any(|u| u.0 == v)))
            {
                continue;
            }
            let src = having[0].backend(&b).map(|x| x.src.clone());
            out.push(
                diag(
                    cx,
                    Code::DocRejects,
                    at,
                    say!(
                        l,
                        "the doc says `{b}` rejects `{v}`; its adapter takes it",
                        "文档说 `{b}` 不支持 `{v}`；它的适配器接受它"
                    ),
                )
                .source(src),
            );
        }
    }
    // What the doc says a scenario's backends reject, against all that reject it.
    for (scope, _) in &cx.said.sections {
        let Scope::Scenario(o, s) = scope else { continue };
        let Some(sc) = cx.model.scenario(o, s).filter(|s| s.judged && s.unreadable.is_none()) else {
            continue;
        };
        let mut said: Vec<(String, String, usize)> = Vec::new();
        for r in cx.said.rejections.iter().filter(|r| r.scope == *scope) {
            said.extend(pairs(r, sc));
        }
        let mut values: Vec<(&str, usize)> = Vec::new();
        for (_, v, at) in &said {
            if !values.iter().any(|x| x.0 == v) {
                values.push((v, *at));
            }
        }
        for (v, at) in values {
            for b in &sc.backends {
                let Some((_, src)) = b.unsupported.iter().find(|u| u.0 == v) else {
                    continue;
                };
                if said.iter().any(|x| x.0 == b.name && x.1 == v) {
                    continue;
                }
                out.push(
                    diag(
                        cx,
                        Code::DocRejects,
                        at,
                        say!(
                            l,
                            "`{}` also rejects `{v}` (its adapter raises), which the doc does not say",
                            "`{}` 也不支持 `{v}`（它的适配器会 raise），文档没有写",
                            b.name
                        ),
                    )
                    .source(Some(src.clone())),
                );
            }
        }
    }
}
