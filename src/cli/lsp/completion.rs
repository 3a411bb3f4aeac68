//! Completion: field names the scenario's code reads that the config does not have yet (required
//! ones first), and values where the code gives them: scenario names of the op, backend names of
//! the scenario's registry (in `backends` and as the refcheck reference), the dtype spellings or
//! modes its code takes (each tried on the code), GPU names of the specs, and the values the code
//! compares a field with.
//!
//! In: the loaded harness, a config's text as it is being typed (it need not parse) and a
//! position. Out: completion items, each replacing the word before the cursor.

use std::path::Path;

use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionTextEdit, Documentation, MarkupContent, MarkupKind, Position, Range,
    TextEdit,
};

use gen_config::lang::messages;
use gen_config::model::Scenario;
use gen_config::say;
use gen_config::seed::{BACKENDS_FIELD, GPU_FIELD, REFCHECK_REFERENCE_FIELD, SCENARIO_FIELD};

use super::text::{chars_of, line_text, units_of, Encoding};
use super::workspace::Loaded;

/// Where the cursor is, as far as the text typed so far tells.
#[derive(Debug, PartialEq)]
enum Slot {
    /// A top-level key is being typed.
    Key,
    /// A value of this top-level field (or an item of its list).
    Value(String),
}

/// A character that can't be part of a name being typed.
fn stops_word(c: char) -> bool {
    c.is_whitespace() || matches!(c, '[' | ']' | '{' | '}' | ',' | ':' | '"' | '\'' | '#')
}

fn indent(line: &str) -> usize {
    line.chars().take_while(|c| *c == ' ' || *c == '\t').count()
}

/// The top-level key a line starts with (`key: ...`), if it does.
fn top_key(line: &str) -> Option<&str> {
    if indent(line) > 0 || line.starts_with(['#', '-']) {
        return None;
    }
    let (k, _) = line.split_once(':')?;
    let k = k.trim().trim_matches(['"', '\'']);
    (!k.is_empty()).then_some(k)
}

fn slot(text: &str, line: u32, before: &str) -> Option<Slot> {
    if before.trim_start().starts_with('#') {
        return None;
    }
    if indent(before) == 0 && !before.contains(':') && !before.starts_with('-') {
        return Some(Slot::Key);
    }
    if let Some(k) = top_key(before) {
        return Some(Slot::Value(k.to_string()));
    }
    // An indented line (a block list's item, a continued flow list): the field above it.
    (0..line)
        .rev()
        .map(|l| line_text(text, l))
        .find(|l| indent(l) == 0 && !l.trim().is_empty() && !l.starts_with('#'))
        .and_then(top_key)
        .map(|k| Slot::Value(k.to_string()))
}

/// The text of the field the cursor is in, from its key's line up to the cursor.
fn field_text(text: &str, line: u32, before: &str) -> String {
    let start = (0..line)
        .rev()
        .find(|l| top_key(line_text(text, *l)).is_some())
        .filter(|_| top_key(before).is_none())
        .unwrap_or(line);
    let mut out: Vec<&str> = (start..line).map(|l| line_text(text, l)).collect();
    out.push(before);
    out.join("\n")
}

/// The keys the text has at the top level, and its `scenario`'s value.
fn keys_and_scenario(text: &str) -> (Vec<String>, Option<String>) {
    let mut keys = Vec::new();
    let mut scenario = None;
    for line in text.lines() {
        if let Some(k) = top_key(line) {
            if k == SCENARIO_FIELD {
                let v = line.split_once(':').map(|x| x.1).unwrap_or("");
                let v = v.split(" #").next().unwrap_or("").trim().trim_matches(['"', '\'']);
                if !v.is_empty() {
                    scenario = Some(v.to_string());
                }
            }
            keys.push(k.to_string());
        }
    }
    (keys, scenario)
}

/// The completion items at a position.
pub fn complete(l: &mut Loaded, path: &Path, text: &str, pos: Position, enc: Encoding) -> Vec<CompletionItem> {
    let lt = line_text(text, pos.line);
    let cur = chars_of(lt, pos.character, enc);
    let before: String = lt.chars().take(cur).collect();
    let chars: Vec<char> = before.chars().collect();
    let word_start = chars.iter().rposition(|c| stops_word(*c)).map_or(0, |i| i + 1);
    let range = Range::new(
        Position::new(pos.line, units_of(lt, word_start, enc)),
        Position::new(pos.line, units_of(lt, cur, enc)),
    );
    let Some(slot) = slot(text, pos.line, &before) else {
        return vec![];
    };
    let (keys, scenario) = keys_and_scenario(text);
    let op = l.folder_op(path).or_else(|| {
        let s = scenario.as_deref()?;
        let owners: Vec<&str> = l
            .registry
            .ops
            .iter()
            .filter(|o| o.scenarios.iter().any(|x| x.name == s))
            .map(|o| o.name.as_str())
            .collect();
        (owners.len() == 1).then(|| owners[0].to_string())
    });
    let lang = messages();
    match slot {
        Slot::Key => {
            let known = match (&op, &scenario) {
                (Some(o), Some(s)) => l.described(o, s).map(|(_, sc)| sc.clone()),
                _ => None,
            };
            let Some(sc) = known else {
                if keys.iter().any(|k| k == SCENARIO_FIELD) {
                    return vec![];
                }
                let detail = lang.pick("the scenario this config runs", "此配置运行的场景");
                return vec![key_item(SCENARIO_FIELD, detail.to_string(), "0", range)];
            };
            sc.fields
                .iter()
                .filter(|f| !keys.contains(&f.name))
                .map(|f| {
                    let default = f.default.as_ref().filter(|d| !d.is_null());
                    let mut detail = match (f.always, default) {
                        (true, _) => lang.pick("required", "必填").to_string(),
                        (false, Some(d)) => say!(lang, "default {d}", "默认 {d}"),
                        (false, None) => lang.pick("optional", "可选").to_string(),
                    };
                    if f.sweep {
                        detail.push_str(lang.pick(", swept", "，扫描"));
                    }
                    detail.push_str(&format!(" — {}", f.src));
                    key_item(&f.name, detail, if f.always { "0" } else { "1" }, range)
                })
                .collect()
        }
        Slot::Value(field) => {
            let values: Vec<(String, String)> = if field == SCENARIO_FIELD {
                l.registry
                    .ops
                    .iter()
                    .filter(|o| op.as_ref().is_none_or(|x| *x == o.name))
                    .flat_map(|o| {
                        o.scenarios
                            .iter()
                            .map(move |s| (s.name.clone(), format!("{}/{}", o.name, s.name)))
                    })
                    .collect()
            } else {
                let (Some(o), Some(s)) = (&op, &scenario) else {
                    return vec![];
                };
                let driver = l
                    .described(o, s)
                    .and_then(|(_, sc)| sc.driver.clone())
                    .filter(|d| *d == field);
                let driver_values = match driver {
                    Some(_) => l.driver_values(o, s).0,
                    None => vec![],
                };
                let Some((model, sc)) = l.described(o, s) else {
                    return vec![];
                };
                values_of(model, sc, &field, &driver_values, &field_text(text, pos.line, &before))
            };
            values
                .into_iter()
                .enumerate()
                .map(|(i, (v, detail))| CompletionItem {
                    label: v.clone(),
                    kind: Some(CompletionItemKind::VALUE),
                    detail: Some(detail),
                    sort_text: Some(format!("{i:04}")),
                    filter_text: Some(v.clone()),
                    text_edit: Some(CompletionTextEdit::Edit(TextEdit::new(range, v))),
                    ..Default::default()
                })
                .collect()
        }
    }
}

fn key_item(name: &str, detail: String, rank: &str, range: Range) -> CompletionItem {
    CompletionItem {
        label: name.to_string(),
        kind: Some(CompletionItemKind::FIELD),
        detail: Some(detail.clone()),
        documentation: Some(Documentation::MarkupContent(MarkupContent {
            kind: MarkupKind::Markdown,
            value: format!("`{name}`: {detail}"),
        })),
        sort_text: Some(format!("{rank}{name}")),
        filter_text: Some(name.to_string()),
        text_edit: Some(CompletionTextEdit::Edit(TextEdit::new(range, format!("{name}: ")))),
        ..Default::default()
    }
}

/// The values the code gives for a field, each with a word on where it comes from.
fn values_of(
    model: &gen_config::model::Model,
    sc: &Scenario,
    field: &str,
    driver_values: &[String],
    typed: &str,
) -> Vec<(String, String)> {
    let lang = messages();
    if field == BACKENDS_FIELD || field == REFCHECK_REFERENCE_FIELD {
        let at = sc.registry_src.as_ref().map(|l| l.to_string()).unwrap_or_default();
        // In a list, the names it does not hold yet.
        let listed: Vec<&str> = typed
            .split(['[', ']', ',', ' ', ':', '\n'])
            .filter(|w| !w.is_empty())
            .collect();
        return sc
            .backends
            .iter()
            .filter(|b| field != BACKENDS_FIELD || !listed.contains(&b.name.as_str()))
            .map(|b| {
                (
                    b.name.clone(),
                    say!(lang, "a backend of `{}` — {at}", "`{}` 的 backend — {at}", sc.name),
                )
            })
            .collect();
    }
    if field == GPU_FIELD {
        let gpus = if sc.gpus.is_empty() { &model.gpus } else { &sc.gpus };
        return gpus
            .iter()
            .map(|g| {
                let fp4 = if g.fp4 {
                    lang.pick(", FP4 peak", "，有 FP4 峰值")
                } else {
                    ""
                };
                (g.name.clone(), format!("GPU{fp4} — {}", g.src))
            })
            .collect();
    }
    if !driver_values.is_empty() {
        return driver_values
            .iter()
            .map(|v| (v.clone(), lang.pick("taken by the code", "代码接受的取值").to_string()))
            .collect();
    }
    let mut out: Vec<(String, String)> = sc
        .candidates_of(field)
        .iter()
        .map(|v| {
            (
                v.as_str().map(str::to_string).unwrap_or_else(|| v.to_string()),
                lang.pick("the code compares it with this", "代码与之比较的取值")
                    .to_string(),
            )
        })
        .collect();
    if let Some(d) = sc
        .field(field)
        .and_then(|f| f.default.as_ref())
        .filter(|d| !d.is_null())
    {
        let v = d.as_str().map(str::to_string).unwrap_or_else(|| d.to_string());
        if !out.iter().any(|(x, _)| *x == v) {
            out.push((v, lang.pick("the code's default", "代码中的默认值").to_string()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_slot_is_read_from_the_text_typed_so_far() {
        let text = "scenario: dense\nbackends:\n  - halops\n  - de\ndty";
        assert_eq!(slot(text, 4, "dty"), Some(Slot::Key));
        assert_eq!(slot(text, 3, "  - de"), Some(Slot::Value("backends".into())));
        assert_eq!(slot(text, 0, "scenario: de"), Some(Slot::Value("scenario".into())));
        assert_eq!(slot(text, 0, "# sce"), None);
        assert_eq!(field_text(text, 3, "  - de"), "backends:\n  - halops\n  - de");
        assert_eq!(field_text(text, 0, "scenario: de"), "scenario: de");
        assert_eq!(
            keys_and_scenario(text),
            (
                vec!["scenario".to_string(), "backends".to_string()],
                Some("dense".to_string())
            )
        );
    }
}
