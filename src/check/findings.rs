//! The run's findings as diagnostics: `constraint` (an assert, or a raise on arithmetic of the
//! config's values), `bad-value` (a raise on a value not among those the code allows), `bad-type`,
//! `bad-dtype`, `missing-field` (the run's `KeyError`), `backend-unsupported` and `backend-skipped`
//! (an adapter's raise, uncaught or caught), and `unchecked` (what depends on run-time values).
//!
//! Why: these are what the harness's own code decides at each sweep point; the diagnostic names the
//! field most to blame, the failing point, every distinct failing value of that field and the line
//! that decides.
//!
//! Example: `s_kv_list: [1000, 4096, 1001]` with a page size of 64 is "`s_kv % page_size == 0`
//! fails at s_kv_list = 1000, 1001 (…)", at the `1000` item, decided at the assert.

use super::adapters::{backend_unsupported, judged_on};
use super::dtype::dtype_help;
use super::string_number;
use super::sweep_point::{named_point, pos_for};
use super::*;

/// The config field (set in this config, not `backends`) that chose the adapter a finding fired
/// in.
fn chooser<'f>(f: &'f Finding, doc: &ConfigDoc) -> Option<&'f str> {
    f.chosen_by
        .iter()
        .find(|x| *x != BACKENDS_FIELD && *x != SCENARIO_FIELD && doc.get(x).is_some())
        .map(String::as_str)
}

/// The config field most to blame for a finding: one the config sets whose value is a coordinate
/// of the failing sweep point (`mtp_steps_list=8` rather than the heads it multiplies), else one
/// the config sets, else any field the failing condition was computed from.
fn blame<'f>(f: &'f Finding, doc: &ConfigDoc, point: &[(String, J)]) -> Option<&'f str> {
    let candidates = || f.fields.iter().filter(|x| *x != "scenario");
    let swept = candidates().find(|x| doc.get(x).is_some() && point.iter().any(|(k, _)| k == *x));
    let present = candidates().find(|x| doc.get(x).is_some());
    swept.or(present).or_else(|| candidates().next()).map(String::as_str)
}

/// Where a diagnostic's sweep point goes in its message, until the group of points it stands for
/// is known (the text is then made by [`at_points`]).
const AT_POINT: &str = "\u{1}";

/// ` at s_kv_list = 1000, 1001 (18 sweep points; the first: batch_sizes=1, …)` for a diagnostic
/// that fails at `count` points whose coordinate of `field` takes `values`; ` at <point>` for one
/// point; ` at <point> (and at N more sweep points)` where `field` is no coordinate.
fn at_points(point: &[(String, J)], field: Option<&str>, values: &[J], count: usize) -> String {
    let first = point_text(point);
    let l = lang();
    match (count, field) {
        (0 | 1, _) => say!(l, " at {first}", "（扫描点 {first}）"),
        (n, Some(x)) if !values.is_empty() => say!(
            l,
            " at {x} = {} ({n} sweep points; the first: {first})",
            "（{x} = {}，共 {n} 个扫描点；第一个：{first}）",
            values.iter().map(J::to_string).collect::<Vec<_>>().join(", ")
        ),
        (n, _) => match l {
            Lang::En => format!(
                " at {first} (and at {} more sweep point{})",
                n - 1,
                if n == 2 { "" } else { "s" }
            ),
            Lang::Zh => format!("（扫描点 {first}，另有 {} 个扫描点）", n - 1),
        },
    }
}

/// The diagnostics of the run's findings, and, for the findings a static diagnostic already
/// says (same field), the line where the run failed on it: the line that decides it.
pub(super) fn findings_to_diags<'s>(
    h: &Harness,
    op: &str,
    sc: &'s Scenario,
    doc: &ConfigDoc,
    findings: Vec<Finding>,
    static_fields: &[String],
    judged: &mut Option<Cow<'s, Scenario>>,
) -> (Vec<Diag>, Vec<(String, Loc, bool)>) {
    struct Group {
        diag: Diag,
        key: (&'static str, Option<Loc>, Option<String>, Option<String>),
        /// The failing points it stands for, and the distinct values of its field's coordinate
        /// at them, each with its item's place in the YAML.
        count: usize,
        values: Vec<(J, Option<Pos>)>,
    }
    let mut groups: Vec<Group> = Vec::new();
    let failed: Vec<&str> = findings
        .iter()
        .filter(|f| !f.uncertain && f.kind != FindingKind::Budget && f.caught.is_none())
        .flat_map(|f| f.fields.iter().map(String::as_str))
        .chain(static_fields.iter().map(String::as_str))
        .collect();
    let mut cx = Ctx {
        h,
        op,
        sc,
        doc,
        static_fields,
        judged,
        failed: failed.into_iter().map(str::to_string).collect(),
        unchecked_seen: Vec::new(),
        lent: Vec::new(),
    };
    for f in &findings {
        let named = named_point(h, sc, f);
        let field = string_number::blame(f, doc, &named)
            .or_else(|| blame(f, doc, &named))
            .map(str::to_string);
        let point = (!named.is_empty()).then(|| named.clone());
        let a = At {
            f,
            src: loc(h, f.src),
            field,
            at: point.as_ref().map(|_| AT_POINT.to_string()).unwrap_or_default(),
            named,
        };
        let Some(diag) = cx.diag(&a) else { continue };
        let At { field, named, .. } = a;
        let key = (
            diag.code.as_str(),
            diag.source.clone(),
            diag.field.clone(),
            f.backend.clone(),
        );
        // The value of the blamed field's coordinate at this point, and its item in the YAML.
        let value = field
            .as_deref()
            .and_then(|x| named.iter().find(|(k, _)| k == x))
            .map(|(_, v)| (v.clone(), pos_for(doc, field.as_deref(), &named)));
        match groups.iter_mut().find(|g| g.key == key) {
            Some(g) => {
                g.count += 1;
                if let Some(v) = value.filter(|v| !g.values.iter().any(|x| x.0 == v.0)) {
                    g.values.push(v);
                }
            }
            None => {
                let mut diag = diag;
                if diag.code != Code::Unchecked {
                    diag.point = point;
                }
                groups.push(Group {
                    diag,
                    key,
                    count: 1,
                    values: value.into_iter().collect(),
                });
            }
        }
    }
    let diags = groups
        .into_iter()
        .map(|g| {
            let mut d = g.diag;
            let values: Vec<J> = g.values.iter().map(|v| v.0.clone()).collect();
            let text = match &d.point {
                Some(p) => at_points(p, d.field.as_deref(), &values, g.count),
                None => String::new(),
            };
            if d.message.contains(AT_POINT) {
                d.message = d.message.replace(AT_POINT, &text);
            } else if d.point.is_some() && g.count > 1 {
                // A message that names no point (the backend fails whatever the point) still
                // says how many there are.
                let more = g.count - 1;
                d.message.push_str(&match lang() {
                    Lang::En => format!(" (and at {more} more sweep point{})", if more == 1 { "" } else { "s" }),
                    Lang::Zh => format!("（另有 {more} 个扫描点）"),
                });
            }
            if d.point.is_some() {
                d.points = Some(g.count);
                if !g.values.is_empty() {
                    d.values = Some(g.values);
                }
            }
            d
        })
        .collect();
    (diags, cx.lent)
}

/// The help of a dtype torch has no kernel for: the dtypes the scenario's code takes (each tried
/// on it) that torch's random kernels take too.
fn kernel_help(h: &Harness, op: &str, sc: &Scenario) -> String {
    let mut takes = crate::model::driver_values(h, op, sc);
    takes.retain(|v| torch::lookup(v).is_some_and(torch::has_random_kernel));
    if takes.is_empty() {
        return lang()
            .pick(
                "torch has no kernel for this dtype on this line; the code would have to make the tensor in another dtype and convert it (`.to(dtype)`)",
                "torch 在这一行没有这个 dtype 的内核；代码需要先用另一种 dtype 生成张量再转换（`.to(dtype)`）",
            )
            .to_string();
    }
    say!(
        lang(),
        "torch has no kernel for this dtype on this line; dtypes this code takes: {}",
        "torch 在这一行没有这个 dtype 的内核；这段代码接受的 dtype：{}",
        names(takes.iter().map(String::as_str))
    )
}

/// What the findings of one run share while they become diagnostics.
struct Ctx<'c, 's> {
    h: &'c Harness,
    op: &'c str,
    sc: &'s Scenario,
    doc: &'c ConfigDoc,
    static_fields: &'c [String],
    /// The adapters judged on the config's dtype/mode, once, when a diagnostic needs it.
    judged: &'c mut Option<Cow<'s, Scenario>>,
    /// Fields the config already fails on: what is unknown after, because of them, is no news.
    failed: Vec<String>,
    /// Lines already said as not decided.
    unchecked_seen: Vec<Loc>,
    /// Failures a static diagnostic already says (same field): the field, the line, and whether
    /// it is a string iterated as a list (no failure in Python).
    lent: Vec<(String, Loc, bool)>,
}

/// A finding with what it is said with: its line, the field to blame, its sweep point named by
/// fields, and where the point goes in a message ([`AT_POINT`], or nothing without a point).
struct At<'f> {
    f: &'f Finding,
    src: Loc,
    field: Option<String>,
    named: Vec<(String, J)>,
    at: String,
}

impl Ctx<'_, '_> {
    /// The diagnostic of a finding, by its kind; `None` where it says nothing new.
    fn diag(&mut self, a: &At) -> Option<Diag> {
        let (f, doc) = (a.f, self.doc);
        match &f.kind {
            FindingKind::Budget => Some(
                Diag::new(
                    Code::Unchecked,
                    say!(lang(), "the analysis stopped early: {}", "分析提前停止：{}", f.message),
                )
                .source(Some(a.src.clone())),
            ),
            _ if f.uncertain => self.unchecked(a),
            FindingKind::MissingKey(k) => self.missing_key(a, k),
            FindingKind::Assert | FindingKind::Raise if f.in_adapter && f.caught.is_some() => self.backend_skipped(a),
            FindingKind::Assert | FindingKind::Raise
                if f.in_adapter && f.backend.is_none() && chooser(f, doc).is_some() =>
            {
                self.chosen_adapter(a)
            }
            FindingKind::Assert | FindingKind::Raise if f.in_adapter && f.backend.is_some() => self.adapter(a),
            FindingKind::Assert => self.assert_fails(a),
            FindingKind::Raise => self.raise(a),
            FindingKind::Error(class) => self.error(a, class),
        }
    }

    /// A check reached through what the tool can't compute: `unchecked`, once a line, and not
    /// where the config already fails on its fields.
    fn unchecked(&mut self, a: &At) -> Option<Diag> {
        let (f, src) = (a.f, &a.src);
        if self.unchecked_seen.contains(src) || f.fields.iter().any(|x| self.failed.contains(x)) {
            return None;
        }
        let what = match &f.kind {
            FindingKind::Assert | FindingKind::Raise if f.text.is_empty() => say!(lang(), "this check", "这项检查"),
            FindingKind::Assert | FindingKind::Raise => format!("`{}`", f.text),
            FindingKind::Error(class) => say!(lang(), "whether `{class}` is raised here", "这里是否抛出 `{class}`"),
            FindingKind::MissingKey(k) => say!(
                lang(),
                "whether `{k}` is needed here (read with `cfg[\"{k}\"]` on a path the tool can't decide)",
                "这里是否需要 `{k}`（在工具无法判定的路径上以 `cfg[\"{k}\"]` 读取）"
            ),
            FindingKind::Budget => return None,
        };
        self.unchecked_seen.push(src.clone());
        // What the answer rests on: the construct the tool does not model, and its line.
        let (message, source) = match &f.because {
            Some(b) => {
                let inc = crate::model::Incomplete {
                    src: Some(loc(self.h, b.src)),
                    what: String::new(),
                    kind: Some(b.kind),
                    text: b.text.clone(),
                };
                let why = match (lang(), b.kind) {
                    (Lang::En, crate::eval::interp::FallbackKind::NotModelled) => {
                        format!("it rests on `{}`, which the tool does not model", b.text)
                    }
                    (Lang::Zh, crate::eval::interp::FallbackKind::NotModelled) => {
                        format!("它依赖于工具不支持的 `{}`", b.text)
                    }
                    _ => super::incomplete_why(&inc),
                };
                (
                    say!(
                        lang(),
                        "{what} is not decided statically: {why}",
                        "{what} 无法静态判定：{why}"
                    ),
                    inc.src,
                )
            }
            None => (
                say!(
                    lang(),
                    "{what} depends on run-time values; not decided statically",
                    "{what} 取决于运行时的值；无法静态判定"
                ),
                None,
            ),
        };
        let mut d = Diag::new(Code::Unchecked, message).source(Some(src.clone()));
        if let Some(s) = source.filter(|s| s != src) {
            d = d.help(say!(lang(), "see {}:{}", "见 {}:{}", s.file, s.line));
        }
        Some(d)
    }

    /// The run's `KeyError` on the config: `missing-field`, unless a static diagnostic says it.
    fn missing_key(&mut self, a: &At, k: &String) -> Option<Diag> {
        let (sc, doc, static_fields) = (self.sc, self.doc, self.static_fields);
        let src = &a.src;
        let d = {
            if static_fields.contains(k) || doc.get(k).is_some() {
                self.lent.push((k.clone(), src.clone(), false));
                return None;
            }
            Diag::new(
                Code::MissingField,
                say!(
                    lang(),
                    "`{k}` is required here (read with `cfg[\"{k}\"]`)",
                    "这里需要 `{k}`（以 `cfg[\"{k}\"]` 读取）"
                ),
            )
            .field(k.clone())
            .source(Some(src.clone()))
            .help(example_help(sc, k))
        };
        Some(d)
    }

    /// An adapter's raise the harness catches: `backend-skipped`.
    fn backend_skipped(&mut self, a: &At) -> Option<Diag> {
        let (h, sc, doc) = (self.h, self.sc, self.doc);
        let (f, src) = (a.f, &a.src);
        let d = {
            let b = f.backend.clone().unwrap_or_default();
            let caught = f.caught.map(|c| loc(h, c));
            let driver = sc.driver.clone().unwrap_or_else(|| crate::seed::DTYPE_FIELD.into());
            let value = doc.get(&driver).map(|e| node_text(&e.value.node));
            let l = lang();
            let what = match &value {
                Some(v) => format!("{driver} `{v}`"),
                None => say!(l, "this config", "此配置"),
            };
            let from_default = doc.get(BACKENDS_FIELD).is_none();
            let who = if b.is_empty() {
                say!(l, "a backend", "某个 backend")
            } else {
                format!("backend `{b}`")
            };
            let mut d = Diag::new(
                Code::BackendSkipped,
                say!(
                    l,
                    "{who}{} is skipped for {what}: its adapter raises{} and the harness catches it{}",
                    "{who}{} 在 {what} 下被跳过：其适配器抛出异常{}，harness 捕获了它{}",
                    match (from_default, l) {
                        (false, _) => "",
                        (true, Lang::En) => " (from the code's default `backends`)",
                        (true, Lang::Zh) => "（来自代码默认的 `backends`）",
                    },
                    if f.message.is_empty() {
                        String::new()
                    } else {
                        say!(l, " ({})", "（{}）", f.message)
                    },
                    a.at
                ),
            )
            .field(BACKENDS_FIELD)
            .at(backend_pos(doc, &b))
            .source(Some(src.clone()));
            if let Some(c) = caught {
                d = d.help(say!(
                    lang(),
                    "caught at {c}; the run goes on without it",
                    "在 {c} 被捕获；运行跳过它继续进行"
                ));
            }
            d
        };
        Some(d)
    }

    /// An adapter the config chose by another field than `backends` (the refcheck reference's):
    /// that choice is what to change.
    fn chosen_adapter(&mut self, a: &At) -> Option<Diag> {
        let (h, op, sc, doc) = (self.h, self.op, self.sc, self.doc);
        let (f, src) = (a.f, &a.src);
        let d = {
            let by = chooser(f, doc).unwrap_or_default().to_string();
            let chosen = doc.get(&by).map(|e| node_text(&e.value.node)).unwrap_or_default();
            let driver = sc.driver.clone().unwrap_or_else(|| crate::seed::DTYPE_FIELD.into());
            let value = doc.get(&driver).map(|e| node_text(&e.value.node)).unwrap_or_default();
            let judged = self.judged.get_or_insert_with(|| judged_on(h, op, sc, &value));
            let mut d = backend_unsupported(judged, doc, &driver, &value, &chosen, &f.message, src.clone());
            d.field = Some(by.clone());
            d.config = doc.get(&by).map(|e| e.value.pos);
            // The adapter's message in either language starts with "backend `X` ".
            let rest = d.message.trim_start_matches(&format!("backend `{chosen}` "));
            d.message = say!(
                lang(),
                "`{by}` is `{chosen}`, which {}",
                "`{by}` 为 `{chosen}`，它{}",
                rest
            );
            d
        };
        Some(d)
    }

    /// An adapter's raise on the config's dtype or mode: `backend-unsupported`.
    fn adapter(&mut self, a: &At) -> Option<Diag> {
        let (h, op, sc, doc) = (self.h, self.op, self.sc, self.doc);
        let (f, src) = (a.f, &a.src);
        let d = {
            let b = f.backend.clone().unwrap_or_default();
            let driver = sc.driver.clone().unwrap_or_else(|| crate::seed::DTYPE_FIELD.into());
            let value = doc.get(&driver).map(|e| node_text(&e.value.node)).unwrap_or_default();
            let judged = self.judged.get_or_insert_with(|| judged_on(h, op, sc, &value));
            backend_unsupported(judged, doc, &driver, &value, &b, &f.message, src.clone())
        };
        Some(d)
    }

    /// An assert that fails: `constraint`.
    fn assert_fails(&mut self, a: &At) -> Option<Diag> {
        let doc = self.doc;
        let (f, src, field, named) = (a.f, &a.src, &a.field, &a.named);
        let d = {
            let mut d = Diag::new(
                Code::Constraint,
                say!(lang(), "`{}` fails{}", "`{}` 不成立{}", f.text, a.at),
            )
            .source(Some(src.clone()))
            .at(pos_for(doc, field.as_deref(), named));
            if let Some(x) = &field {
                d = d.field(x.clone());
            }
            let mut help = String::new();
            if !f.message.is_empty() {
                help.push_str(&say!(
                    lang(),
                    "the harness says: {}",
                    "harness 给出的信息：{}",
                    f.message
                ));
            }
            let involved: Vec<&str> = f
                .fields
                .iter()
                .map(String::as_str)
                .filter(|x| *x != "scenario")
                .collect();
            if involved.len() > 1 {
                if !help.is_empty() {
                    help.push_str(lang().pick("; ", "；"));
                }
                help.push_str(&say!(
                    lang(),
                    "it involves {}",
                    "涉及 {}",
                    names(involved.iter().copied())
                ));
            }
            if !help.is_empty() {
                d = d.help(help);
            }
            d
        };
        Some(d)
    }

    /// A raise: `bad-value` where its guard tests membership, else `constraint`.
    fn raise(&mut self, a: &At) -> Option<Diag> {
        let (sc, doc, static_fields) = (self.sc, self.doc, self.static_fields);
        let (f, src, field, named) = (a.f, &a.src, &a.field, &a.named);
        let d = {
            if let Some(x) = field.as_ref().filter(|x| static_fields.contains(x)) {
                self.lent.push((
                    x.clone(),
                    src.clone(),
                    matches!(&f.kind, FindingKind::Error(c) if c == crate::eval::interp::LIST_EXPECTED),
                ));
                return None;
            }
            let code = if f.membership { Code::BadValue } else { Code::Constraint };
            let cond = if f.text.is_empty() {
                String::new()
            } else {
                say!(lang(), " (`{}`)", "（`{}`）", f.text)
            };
            let mut d = Diag::new(
                code,
                say!(
                    lang(),
                    "the harness raises{cond}{}: {}",
                    "harness 抛出异常{cond}{}：{}",
                    a.at,
                    f.message
                ),
            )
            .source(Some(src.clone()))
            .at(pos_for(doc, field.as_deref(), named));
            if let Some(x) = &field {
                d = d.field(x.clone());
                if let Some(help) = allowed_help(sc, x).filter(|_| code == Code::BadValue) {
                    d = d.help(help);
                }
            }
            d
        };
        Some(d)
    }

    /// A built-in error (`KeyError`, `TypeError`, …): its code from its class and the field.
    fn error(&mut self, a: &At, class: &str) -> Option<Diag> {
        let (h, op, sc, doc, static_fields) = (self.h, self.op, self.sc, self.doc, self.static_fields);
        let (f, src, field, named) = (a.f, &a.src, &a.field, &a.named);
        let d = {
            // A class built from the config refusing a field it does not take says more than
            // the field's static `unknown-field` (the harness fails, it does not ignore it).
            let refused = class == "TypeError" && f.message.contains("unexpected keyword argument");
            if let Some(x) = field.as_ref().filter(|x| static_fields.contains(x) && !refused) {
                self.lent.push((
                    x.clone(),
                    src.clone(),
                    matches!(&f.kind, FindingKind::Error(c) if c == crate::eval::interp::LIST_EXPECTED),
                ));
                return None;
            }
            let is_dtype =
                field.as_deref() == sc.driver.as_deref() && sc.driver.as_deref() == Some(crate::seed::DTYPE_FIELD);
            let absent = field.as_deref().is_some_and(|x| doc.get(x).is_none());
            let present = field.as_deref().is_some_and(|x| doc.get(x).is_some());
            let code = match class {
                // A class built from the config (`Settings(**cfg)`) that lacks an argument,
                // or is given one it does not take.
                "TypeError" if absent && f.message.contains("missing") && f.message.contains("required") => {
                    Code::MissingField
                }
                "TypeError" if present && f.message.contains("unexpected keyword argument") => Code::UnknownField,
                "AttributeError" if f.message.contains("'torch'") => Code::BadDtype,
                "TypeError" if is_dtype && f.message.starts_with("torch.") => Code::BadDtype,
                // Torch has no kernel for the dtype (`randn` of `int8` or of an FP8 type).
                "NotImplementedError" if is_dtype => Code::BadDtype,
                "KeyError" if is_dtype => Code::BadDtype,
                "KeyError" => Code::BadValue,
                // Refused for not being among the values the code names (an enum's member).
                "ValueError" if f.membership => Code::BadValue,
                "TypeError" | "ValueError" | "IndexError" => Code::BadType,
                c if c == crate::eval::interp::LIST_EXPECTED => Code::BadType,
                // Arithmetic on the config's values the code can't do; a size torch refuses
                // (the only built-in `RuntimeError` the evaluator raises: a negative dimension).
                "ZeroDivisionError" | "OverflowError" | "RuntimeError" => Code::Constraint,
                _ if field.is_some() => Code::BadValue,
                _ => Code::Unchecked,
            };
            let what = if class == crate::eval::interp::LIST_EXPECTED {
                f.message.clone()
            } else {
                say!(
                    lang(),
                    "the harness would fail with {class}: {}",
                    "harness 会因 {class} 失败：{}",
                    f.message
                )
            };
            let mut d = Diag::new(code, format!("{what}{}", a.at))
                .source(Some(src.clone()))
                .at(pos_for(doc, field.as_deref(), named));
            if let Some(x) = &field {
                d = d.field(x.clone());
            }
            if let Some(help) = field
                .as_deref()
                .and_then(|x| allowed_help(sc, x))
                .filter(|_| code == Code::BadValue)
            {
                d = d.help(help);
            }
            if code == Code::BadDtype && class == "NotImplementedError" {
                d = d.help(kernel_help(h, op, sc));
            } else if code == Code::BadDtype {
                if let Some(v) = field
                    .as_deref()
                    .and_then(|x| doc.get(x))
                    .map(|e| node_text(&e.value.node))
                {
                    d = match dtype_help(h, op, sc, &v, class == "KeyError") {
                        Some(h) => d.help(h),
                        None => d,
                    };
                }
            }
            if code == Code::BadType && class != crate::eval::interp::LIST_EXPECTED {
                if let Some(help) = field.as_deref().and_then(|x| string_number::help(doc, x, named)) {
                    d = d.help(help);
                }
            }
            d
        };
        Some(d)
    }
}

/// "values the code allows: …" for a field refused for a value the code does not name.
fn allowed_help(sc: &Scenario, field: &str) -> Option<String> {
    let c = sc.candidates_of(field);
    (!c.is_empty()).then(|| {
        say!(
            lang(),
            "values the code allows: {}",
            "代码允许的取值：{}",
            c.iter().map(J::to_string).collect::<Vec<_>>().join(", ")
        )
    })
}
