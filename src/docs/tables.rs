//! The tables `docs --write` puts between a doc's gen-config markers, made from the model alone.
//!
//! In: the [`Model`], what the block covers (every op, one op, one scenario), the language, the
//! heading level to start at. Out: Markdown — per scenario its fields (required / default, swept
//! with its items' parts, the values the code compares it with, where it is read), its backends
//! (which dtypes or modes each adapter rejects, the imports it is registered behind, whether the
//! code moves `halops` first), its constraints with the condition under which the code checks
//! them; for every op, the GPUs. Every fact with its Python `file:line`. The same model gives the
//! same text, byte for byte: a second `--write` with no code change changes nothing.

use serde_json::Value as J;

use crate::lang::Lang;
use crate::model::{Loc, Model, Op, Scenario};
use crate::seed::{BACKENDS_FIELD, HALOPS};

/// What a block covers, as its begin marker says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    All,
    Op(String),
    Scenario(String, String),
}

/// The line every block starts with; it also tells which language a block was written in.
pub fn note(lang: Lang) -> &'static str {
    lang.pick(
        "_Written by `gen-config docs --write` from the harness's code: change the code, then run it again._",
        "_由 `gen-config docs --write` 根据 harness 的代码生成：请修改代码，然后重新运行。_",
    )
}

/// The block's text (between the markers' lines), with `\n` line ends.
pub fn render(model: &Model, target: &Target, lang: Lang, level: u8) -> String {
    let mut out = String::new();
    out.push('\n');
    out.push_str(note(lang));
    out.push_str("\n\n");
    let h = |n: u8| "#".repeat(n.clamp(1, 6) as usize);
    match target {
        Target::All => {
            for op in &model.ops {
                out.push_str(&format!("{} {}\n\n", h(level), op.name));
                op_body(&mut out, op, lang, Some(level + 1));
            }
            gpus(&mut out, model, lang, level);
        }
        Target::Op(o) => {
            if let Some(op) = model.op(o) {
                op_body(&mut out, op, lang, Some(level));
            }
        }
        Target::Scenario(o, s) => {
            if let Some(op) = model.op(o) {
                if let Some(sc) = op.scenarios.iter().find(|x| &x.name == s) {
                    scenario(&mut out, op, sc, lang, None);
                }
            }
        }
    }
    out
}

fn op_body(out: &mut String, op: &Op, lang: Lang, level: Option<u8>) {
    if let Some(e) = &op.error {
        match lang {
            Lang::En => out.push_str(&format!("Its scenarios cannot be read: {}.\n\n", code(e))),
            Lang::Zh => out.push_str(&format!("无法读取它的场景：{}。\n\n", code(e))),
        }
    }
    for sc in &op.scenarios {
        scenario(out, op, sc, lang, level);
    }
}

/// A code span of any text (backticks inside it widen the fence), with `|` escaped for tables.
fn code(s: &str) -> String {
    let s = s.replace('|', "\\|").replace('\n', " ");
    if s.contains('`') {
        format!("`` {s} ``")
    } else {
        format!("`{s}`")
    }
}

fn at(l: &Loc) -> String {
    code(&l.to_string())
}

/// A value as a config holds it, as JSON (`64`, `"none"`, `["halops"]`, `null`).
fn value(v: &J) -> String {
    code(&v.to_string())
}

/// A value the code compares with, as a doc lists it (`bf16`; a number or `null` as JSON).
fn listed(v: &J) -> String {
    match v {
        J::String(s) => code(s),
        other => code(&other.to_string()),
    }
}

fn scenario(out: &mut String, op: &Op, sc: &Scenario, lang: Lang, level: Option<u8>) {
    if let Some(level) = level {
        out.push_str(&format!(
            "{} {}/{}\n\n",
            "#".repeat(level.clamp(1, 6) as usize),
            op.name,
            sc.name
        ));
    }
    if let Some(src) = &sc.src {
        match lang {
            Lang::En => out.push_str(&format!("Run function: {}.\n\n", at(src))),
            Lang::Zh => out.push_str(&format!("运行函数：{}。\n\n", at(src))),
        }
    }
    if let Some((l, col, msg)) = &sc.unreadable {
        let (place, msg) = (code(&format!("{l}:{col}")), code(msg));
        match lang {
            Lang::En => out.push_str(&format!("Cannot be read: {place}: {msg}.\n\n")),
            Lang::Zh => out.push_str(&format!("无法读取：{place}：{msg}。\n\n")),
        }
        return;
    }
    fields(out, sc, lang);
    backends(out, sc, lang);
    constraints(out, sc, lang);
}

fn fields(out: &mut String, sc: &Scenario, lang: Lang) {
    out.push_str(lang.pick(
        "| field | required / default | swept | values the code compares it with | read at |\n",
        "| 字段 | 必填 / 默认值 | 扫描 | 代码比较的取值 | 读取位置 |\n",
    ));
    out.push_str("|---|---|---|---|---|\n");
    for f in &sc.fields {
        let need = if f.required {
            lang.pick("required", "必填").to_string()
        } else {
            value(f.default.as_ref().unwrap_or(&J::Null))
        };
        let parts = f.parts.iter().map(|p| code(p)).collect::<Vec<_>>().join(", ");
        let items = match (f.parts.is_empty(), f.keyed) {
            (true, _) => String::new(),
            (false, true) => format!("{} {parts}", lang.pick("items keyed", "元素的键")),
            (false, false) => format!("{} {parts}", lang.pick("items", "元素")),
        };
        let swept = match (f.sweep, items.is_empty()) {
            (true, true) => lang.pick("swept", "扫描").to_string(),
            (true, false) => format!("{}{}{items}", lang.pick("swept", "扫描"), lang.pick("; ", "；")),
            (false, _) => items,
        };
        let values = sc
            .candidates_of(&f.name)
            .iter()
            .map(listed)
            .collect::<Vec<_>>()
            .join(", ");
        out.push_str(&format!(
            "| {} | {need} | {swept} | {values} | {} |\n",
            code(&f.name),
            at(&f.src)
        ));
    }
    out.push('\n');
}

fn backends(out: &mut String, sc: &Scenario, lang: Lang) {
    if sc.backends.is_empty() {
        out.push_str(lang.pick(
            "No backend registry (`_get_backends()`) beside the run function.\n\n",
            "运行函数旁没有 backend 注册表（`_get_backends()`）。\n\n",
        ));
        return;
    }
    let registry = sc
        .registry_src
        .as_ref()
        .map(|l| match lang {
            Lang::En => format!(" (registry at {})", at(l)),
            Lang::Zh => format!("（注册表位于 {}）", at(l)),
        })
        .unwrap_or_default();
    let order = if sc.reorders_backends {
        match lang {
            Lang::En => format!(
                "the code moves {} to the front of {}",
                code(HALOPS),
                code(BACKENDS_FIELD)
            ),
            Lang::Zh => format!("代码会把 {} 移到 {} 的最前面", code(HALOPS), code(BACKENDS_FIELD)),
        }
    } else {
        match lang {
            Lang::En => format!(
                "{} keeps its order: the first that runs is the baseline",
                code(BACKENDS_FIELD)
            ),
            Lang::Zh => format!("{} 保持原顺序：第一个运行的是基准", code(BACKENDS_FIELD)),
        }
    };
    match lang {
        Lang::En => out.push_str(&format!("Backends{registry}; {order}.\n\n")),
        Lang::Zh => out.push_str(&format!("Backend{registry}；{order}。\n\n")),
    }
    let driver = sc.driver.as_deref().map(code).unwrap_or_default();
    match lang {
        Lang::En => out.push_str(&format!(
            "| backend | rejects ({driver}) | registered only if these import | registered at |\n"
        )),
        Lang::Zh => out.push_str(&format!(
            "| backend | 不支持的 {driver} | 仅当这些模块可导入时注册 | 注册位置 |\n"
        )),
    }
    out.push_str("|---|---|---|---|\n");
    for b in &sc.backends {
        let mut by_line: Vec<(String, Vec<String>)> = Vec::new();
        for (v, l) in &b.unsupported {
            let k = at(l);
            match by_line.iter_mut().find(|x| x.0 == k) {
                Some(x) => x.1.push(code(v)),
                None => by_line.push((k, vec![code(v)])),
            }
        }
        let rejects = by_line
            .iter()
            .map(|(l, vs)| format!("{} ({l})", vs.join(", ")))
            .collect::<Vec<_>>()
            .join("; ");
        let requires = b
            .requires
            .iter()
            .map(|(m, l)| format!("{} ({})", code(m), at(l)))
            .collect::<Vec<_>>()
            .join(", ");
        out.push_str(&format!(
            "| {} | {rejects} | {requires} | {} |\n",
            code(&b.name),
            at(&b.src)
        ));
    }
    out.push('\n');
}

fn constraints(out: &mut String, sc: &Scenario, lang: Lang) {
    if sc.constraints.is_empty() {
        out.push_str(lang.pick(
            "Constraints: none (no `assert` or guarded `raise` on the way).\n\n",
            "约束：无（途经的代码没有 `assert` 或带条件的 `raise`）。\n\n",
        ));
        return;
    }
    out.push_str(lang.pick(
        "Constraints (every `assert` and guarded `raise` on the way):\n\n| constraint | when | at |\n",
        "约束（途经的每个 `assert` 和带条件的 `raise`）：\n\n| 约束 | 条件 | 位置 |\n",
    ));
    out.push_str("|---|---|---|\n");
    for c in &sc.constraints {
        let text = if c.is_assert {
            format!("assert {}", c.text)
        } else {
            format!("raise if {}", c.text)
        };
        let when = c.when.as_deref().map(code).unwrap_or_default();
        out.push_str(&format!("| {} | {when} | {} |\n", code(&text), at(&c.src)));
    }
    out.push('\n');
}

fn gpus(out: &mut String, model: &Model, lang: Lang, level: u8) {
    if model.gpus.is_empty() {
        return;
    }
    out.push_str(&format!(
        "{} {}\n\n",
        "#".repeat(level.clamp(1, 6) as usize),
        lang.pick("GPUs (`GPU_SPECS`)", "GPU（`GPU_SPECS`）")
    ));
    out.push_str(lang.pick("| GPU | FP4 peak | at |\n", "| GPU | FP4 峰值 | 位置 |\n"));
    out.push_str("|---|---|---|\n");
    for g in &model.gpus {
        let fp4 = match (g.fp4, lang) {
            (true, Lang::En) => "yes",
            (false, Lang::En) => "no",
            (true, Lang::Zh) => "有",
            (false, Lang::Zh) => "无",
        };
        out.push_str(&format!("| {} | {fp4} | {} |\n", code(&g.name), at(&g.src)));
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_spans_hold_any_text_in_a_table_cell() {
        assert_eq!(code("a | b"), "`a \\| b`");
        assert_eq!(code("x`y"), "`` x`y ``");
        assert_eq!(listed(&J::from("bf16")), "`bf16`");
        assert_eq!(value(&J::from("none")), "`\"none\"`");
    }
}
