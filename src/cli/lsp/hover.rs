//! Hover: what the harness's code says about the thing under the cursor, each fact with the
//! `file:line` it comes from (a link into the harness).
//!
//! - on a field: required or its default, swept or plain (and the parts of an item the code
//!   unpacks), where it is read, the values the code compares it with or takes, and the
//!   constraints that name it (by the field's name, its items' parts, or the name its sweep loop
//!   gives an item), each with the condition under which the code meets it;
//! - on a backend name (in `backends`, or the refcheck reference): where it is registered, the
//!   modules it is built from, the imports it needs, the values its adapter refuses;
//! - on `gpu_type` or its value: the GPU's row of the specs;
//! - on the scenario's name: where it is, its backends.
//!
//! In: the loaded harness, a config's text and a position. Out: Markdown, in the language of the
//! messages.

use std::path::Path;

use lsp_types::{Hover, HoverContents, MarkupContent, MarkupKind, Position, Range};

use gen_config::lang::messages;
use gen_config::model::{Loc, Model, Scenario};
use gen_config::parse::yaml::{ConfigDoc, Entry, Node};
use gen_config::say;
use gen_config::seed::{BACKENDS_FIELD, GPU_FIELD, REFCHECK_REFERENCE_FIELD, SCENARIO_FIELD};

use super::text::{chars_of, line_text, path_uri, token_len, units_of, Encoding};
use super::workspace::Loaded;

/// What the cursor is on.
pub enum Target<'d> {
    /// A field's key.
    Key(&'d Entry),
    /// A scalar of a field's value (a list item or the value itself) and its 1-based line and
    /// column.
    Value(&'d Entry, &'d str, u32, u32),
    /// Elsewhere in a field's value.
    InValue(&'d Entry),
}

/// The top-level field, and the part of it, at a position.
pub fn target<'d>(doc: &'d ConfigDoc, text: &str, pos: Position, enc: Encoding) -> Option<Target<'d>> {
    let line = pos.line + 1;
    let col = chars_of(line_text(text, pos.line), pos.character, enc) as u32 + 1;
    let entry = doc
        .entries
        .iter()
        .filter(|e| e.key_pos.line <= line)
        .max_by_key(|e| (e.key_pos.line, e.key_pos.col))?;
    if line == entry.key_pos.line
        && col >= entry.key_pos.col
        && col < entry.key_pos.col + entry.key.chars().count() as u32
    {
        return Some(Target::Key(entry));
    }
    let lt = line_text(text, pos.line);
    let on = |p: gen_config::parse::yaml::Pos| {
        p.line == line
            && col >= p.col
            && (col as usize) <= p.col as usize + token_len(lt, p.col.saturating_sub(1) as usize)
    };
    let scalars: Vec<(&str, gen_config::parse::yaml::Pos)> = match &entry.value.node {
        Node::Str(s) => vec![(s.as_str(), entry.value.pos)],
        Node::Seq(items) => items
            .iter()
            .filter_map(|i| match &i.node {
                Node::Str(s) => Some((s.as_str(), i.pos)),
                _ => None,
            })
            .collect(),
        _ => vec![],
    };
    match scalars.into_iter().find(|(_, p)| on(*p)) {
        Some((s, p)) => Some(Target::Value(entry, s, p.line, p.col)),
        None if line <= last_line(&entry.value) && !lt.trim().is_empty() => Some(Target::InValue(entry)),
        None => None,
    }
}

/// The last line a value has a node on.
fn last_line(v: &gen_config::parse::yaml::Spanned) -> u32 {
    let inner = match &v.node {
        Node::Seq(items) => items.iter().map(last_line).max(),
        Node::Map(m) => m.iter().map(|(_, _, x)| last_line(x)).max(),
        _ => None,
    };
    inner.unwrap_or(0).max(v.pos.line)
}

/// The hover at a position of a config.
pub fn hover(l: &mut Loaded, root: &Path, path: &Path, text: &str, pos: Position, enc: Encoding) -> Option<Hover> {
    let (doc, op, sc) = l.locate(path, text)?;
    let t = target(&doc, text, pos, enc)?;
    let (field, range) = match &t {
        Target::Key(e) => (e.key.clone(), key_range(text, e, enc)),
        Target::Value(e, _, line, col) => (e.key.clone(), value_range(text, *line, *col, enc)),
        Target::InValue(e) => (e.key.clone(), None),
    };
    let driver = match l.described(&op, &sc) {
        Some((_, s)) if s.driver.as_deref() == Some(field.as_str()) => l.driver_values(&op, &sc),
        _ => (vec![], false),
    };
    l.described(&op, &sc)?;
    let (h, model, s) = l.view(&op, &sc)?;
    let link = |loc: &Loc| -> String { format!("[{}]({}#L{})", loc, path_uri(&root.join(&loc.file)), loc.line) };
    let text_md = match &t {
        Target::Value(_, name, _, _) if field == BACKENDS_FIELD || field == REFCHECK_REFERENCE_FIELD => {
            match s.backend(name) {
                Some(_) => backend_md(s, &op, name, &link),
                None => field_md(h, s, &op, &field, &driver, &link),
            }
        }
        Target::Value(_, name, _, _) if field == GPU_FIELD => {
            gpu_md(h, model, s, name, &link).unwrap_or_else(|| field_md(h, s, &op, &field, &driver, &link))
        }
        Target::Value(_, _, _, _) if field == SCENARIO_FIELD => scenario_md(s, &op, &link),
        Target::Key(e) if field == GPU_FIELD => {
            let mut md = field_md(h, s, &op, &field, &driver, &link);
            if let Node::Str(g) = &e.value.node {
                if let Some(row) = gpu_md(h, model, s, g, &link) {
                    md.push_str("\n\n---\n\n");
                    md.push_str(&row);
                }
            }
            md
        }
        _ => field_md(h, s, &op, &field, &driver, &link),
    };
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: text_md,
        }),
        range,
    })
}

fn key_range(text: &str, e: &Entry, enc: Encoding) -> Option<Range> {
    let l = e.key_pos.line.checked_sub(1)?;
    let lt = line_text(text, l);
    let start = e.key_pos.col.saturating_sub(1) as usize;
    let end = start + e.key.chars().count();
    Some(Range::new(
        Position::new(l, units_of(lt, start, enc)),
        Position::new(l, units_of(lt, end, enc)),
    ))
}

fn value_range(text: &str, line: u32, col: u32, enc: Encoding) -> Option<Range> {
    Some(super::text::token_range(text, line, col, enc))
}

fn code_list(values: impl IntoIterator<Item = String>) -> String {
    values
        .into_iter()
        .map(|v| format!("`{v}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the code says about one field of the scenario.
fn field_md(
    h: &gen_config::discover::Harness,
    s: &Scenario,
    op: &str,
    name: &str,
    (driver_values, open): &(Vec<String>, bool),
    link: &dyn Fn(&Loc) -> String,
) -> String {
    let l = messages();
    let mut md = format!("**`{name}`** — `{op}/{}`\n\n", s.name);
    let Some(f) = s.field(name) else {
        md.push_str(&say!(
            l,
            "not read by `{}`'s code (the harness ignores it)",
            "`{}` 的代码不读取它（harness 会忽略它）",
            s.name
        ));
        return md;
    };
    let mut lines: Vec<String> = Vec::new();
    let default = f.default.as_ref().filter(|d| !d.is_null());
    lines.push(match (f.always, f.required, default) {
        (true, _, _) => l.pick("required", "必填").to_string(),
        (false, true, _) => l
            .pick("required on some paths through the code", "在代码的部分路径上必填")
            .to_string(),
        (false, false, Some(d)) => say!(l, "optional, default `{d}`", "可选，默认 `{d}`"),
        (false, false, None) => say!(l, "optional, default `None`", "可选，默认 `None`"),
    });
    if f.sweep {
        let mut sw = l
            .pick("swept: a list, each item one run", "扫描：一个列表，每一项运行一次")
            .to_string();
        if !f.parts.is_empty() {
            let parts = if f.keyed {
                format!("{{{}}}", f.parts.join(", "))
            } else {
                f.parts.join(", ")
            };
            sw.push_str(&say!(l, "; items: `{parts}`", "；每项：`{parts}`"));
        }
        lines.push(sw);
    } else {
        lines.push(l.pick("plain (not swept)", "普通字段（不扫描）").to_string());
    }
    lines.push(say!(l, "read at {}", "读取于 {}", link(&f.src)));
    if !driver_values.is_empty() {
        lines.push(say!(
            l,
            "values the code takes (each tried on the code): {}",
            "代码接受的取值（逐个在代码上试过）：{}",
            code_list(driver_values.iter().cloned())
        ));
        if *open {
            lines.push(
                l.pick(
                    "others too: the code takes values it does not name",
                    "也接受其他取值：代码接受它未列出的取值",
                )
                .to_string(),
            );
        }
        for b in s.backends.iter().filter(|b| !b.unsupported.is_empty()) {
            lines.push(say!(
                l,
                "backend `{}` refuses {}",
                "backend `{}` 不支持 {}",
                b.name,
                b.unsupported
                    .iter()
                    .map(|(v, at)| format!("`{v}` ({})", link(at)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    } else {
        let seen = s.candidates_of(name);
        if !seen.is_empty() {
            lines.push(say!(
                l,
                "the code compares it with {}",
                "代码把它与 {} 比较",
                code_list(seen.iter().map(|v| v.to_string()))
            ));
        }
    }
    if name == BACKENDS_FIELD && !s.backends.is_empty() {
        lines.push(say!(
            l,
            "backends of the registry: {}",
            "注册表中的 backend：{}",
            code_list(s.backends.iter().map(|b| b.name.clone()))
        ));
        lines.push(if s.reorders_backends {
            l.pick("the code moves `halops` to the front", "代码会把 `halops` 移到最前")
                .to_string()
        } else {
            l.pick(
                "the order is kept: the first backend is the baseline",
                "保持原顺序：第一个 backend 是基线",
            )
            .to_string()
        });
    }
    md.push_str(&lines.iter().map(|x| format!("- {x}")).collect::<Vec<_>>().join("\n"));
    let names = bound_names(h, s, name);
    let constraints: Vec<String> = s
        .constraints
        .iter()
        .filter(|c| names_any(&c.text, &names) || c.when.as_deref().is_some_and(|w| names_any(w, &names)))
        .map(|c| {
            let t = if c.is_assert {
                format!("`assert {}`", c.text)
            } else {
                say!(l, "`raise` if `{}`", "`{}` 时 `raise`", c.text)
            };
            let when = c
                .when
                .as_ref()
                .map(|w| say!(l, " when `{w}`", "，条件 `{w}`"))
                .unwrap_or_default();
            format!("- {t}{when} — {}", link(&c.src))
        })
        .collect();
    if !constraints.is_empty() {
        md.push_str(&format!("\n\n{}\n", l.pick("constraints on it:", "涉及它的约束：")));
        md.push_str(&constraints.join("\n"));
    }
    md
}

/// The names the code gives a field's values: the field's own name, the parts of an item it
/// unpacks, and the targets of the loops that go over it (read from their `for` lines).
fn bound_names(h: &gen_config::discover::Harness, s: &Scenario, field: &str) -> Vec<String> {
    let mut names = vec![field.to_string()];
    if let Some(f) = s.field(field) {
        names.extend(f.parts.iter().cloned());
    }
    for (at, f) in &s.sweep_sites {
        if f != field {
            continue;
        }
        let Some(text) = h.text_of(&at.file) else {
            continue;
        };
        let line = line_text(text, at.line.saturating_sub(1)).trim();
        let Some(rest) = line.strip_prefix("for ").or_else(|| line.strip_prefix("async for ")) else {
            continue;
        };
        let targets = rest.split(" in ").next().unwrap_or("");
        names.extend(identifiers(targets).map(str::to_string));
    }
    names.sort();
    names.dedup();
    names
}

fn identifiers(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty() && !w.starts_with(|c: char| c.is_ascii_digit()))
}

/// Whether `text` names any of `names` (as an identifier, or as a quoted key).
fn names_any(text: &str, names: &[String]) -> bool {
    identifiers(text).any(|w| names.iter().any(|n| n == w))
}

/// A backend of the scenario.
fn backend_md(s: &Scenario, op: &str, name: &str, link: &dyn Fn(&Loc) -> String) -> String {
    let l = messages();
    let Some(b) = s.backend(name) else { return String::new() };
    let mut lines = vec![say!(l, "registered at {}", "注册于 {}", link(&b.src))];
    if !b.modules.is_empty() {
        lines.push(say!(
            l,
            "built from {}",
            "由 {} 构建",
            code_list(b.modules.iter().cloned())
        ));
    }
    for (m, at) in &b.requires {
        lines.push(say!(
            l,
            "registered only where `{m}` imports ({})",
            "仅在 `{m}` 可导入时注册（{}）",
            link(at)
        ));
    }
    if b.unsupported.is_empty() {
        lines.push(match &s.driver {
            Some(d) => say!(
                l,
                "its adapter refuses no `{d}` the code takes",
                "它的 adapter 不拒绝代码接受的任何 `{d}`"
            ),
            None => l
                .pick("its adapter refuses nothing", "它的 adapter 什么都不拒绝")
                .to_string(),
        });
    } else {
        let d = s.driver.clone().unwrap_or_default();
        lines.push(say!(
            l,
            "its adapter refuses `{d}` {}",
            "它的 adapter 拒绝 `{d}` {}",
            b.unsupported
                .iter()
                .map(|(v, at)| format!("`{v}` ({})", link(at)))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    format!(
        "**{} `{name}`** — `{op}/{}`\n\n{}",
        l.pick("backend", "backend"),
        s.name,
        lines.iter().map(|x| format!("- {x}")).collect::<Vec<_>>().join("\n")
    )
}

/// A GPU's row of the specs the scenario's code looks `gpu_type` up in.
fn gpu_md(
    h: &gen_config::discover::Harness,
    model: &Model,
    s: &Scenario,
    name: &str,
    link: &dyn Fn(&Loc) -> String,
) -> Option<String> {
    let l = messages();
    let gpus = if s.gpus.is_empty() { &model.gpus } else { &s.gpus };
    let g = gpus.iter().find(|g| g.name == name)?;
    let row = h
        .text_of(&g.src.file)
        .map(|t| line_text(t, g.src.line.saturating_sub(1)).trim().to_string())
        .unwrap_or_default();
    let fp4 = if g.fp4 {
        l.pick("has an FP4 peak", "有 FP4 峰值")
    } else {
        l.pick("has no FP4 peak", "没有 FP4 峰值")
    };
    Some(format!(
        "**GPU `{name}`** — {fp4} — {}\n\n```python\n{row}\n```",
        link(&g.src)
    ))
}

/// The scenario a config names.
fn scenario_md(s: &Scenario, op: &str, link: &dyn Fn(&Loc) -> String) -> String {
    let l = messages();
    let mut lines = Vec::new();
    if let Some(src) = &s.src {
        lines.push(say!(l, "runs from {}", "入口 {}", link(src)));
    }
    if !s.backends.is_empty() {
        lines.push(say!(
            l,
            "backends: {}",
            "backend：{}",
            code_list(s.backends.iter().map(|b| b.name.clone()))
        ));
    }
    let required: Vec<String> = s.fields.iter().filter(|f| f.always).map(|f| f.name.clone()).collect();
    if !required.is_empty() {
        lines.push(say!(l, "required fields: {}", "必填字段：{}", code_list(required)));
    }
    format!(
        "**{} `{op}/{}`**\n\n{}",
        l.pick("scenario", "场景"),
        s.name,
        lines.iter().map(|x| format!("- {x}")).collect::<Vec<_>>().join("\n")
    )
}
