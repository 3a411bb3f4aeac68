//! Code actions: a `quickfix` for each diagnostic that has a single fix — the name `check`'s help
//! suggests ("did you mean `x`?") for a field, a scenario, a backend, the refcheck reference, a
//! dtype or mode, or a GPU, where the harness's code takes that name; and `halops` moved to the
//! front of `backends`.
//!
//! In: the loaded harness, a config's text and its report. Out: code actions whose edits change
//! only the token the diagnostic is on (or, for `halops`, the list's items up to it).

use std::collections::HashMap;

use lsp_types::{CodeAction, CodeActionKind, Diagnostic, Position, Range, TextEdit, Uri, WorkspaceEdit};

use gen_config::check::Report;
use gen_config::diag::{Code, Diag};
use gen_config::lang::messages;
use gen_config::parse::yaml::{parse_config, Node, Pos};
use gen_config::say;
use gen_config::seed::{BACKENDS_FIELD, HALOPS};

use super::text::{line_text, token_len, units_of, Encoding};
use super::workspace::Loaded;

/// The name a help suggests, as `check` words it in either language (`did you mean `x`?`).
pub fn suggested(help: &str) -> Option<&str> {
    ["did you mean `", "是不是想写 `"]
        .iter()
        .find_map(|p| help.strip_prefix(p))
        .and_then(|rest| rest.split('`').next())
        .filter(|s| !s.is_empty())
}

fn overlaps(a: &Range, b: &Range) -> bool {
    !(a.end < b.start || b.end < a.start)
}

/// The quick fixes for the diagnostics of `report` (each with its LSP form in `lsp`) that touch
/// `range`.
pub fn quick_fixes(
    l: &mut Loaded,
    uri: &Uri,
    text: &str,
    report: &Report,
    lsp: &[Diagnostic],
    range: Range,
    enc: Encoding,
) -> Vec<CodeAction> {
    let mut out = Vec::new();
    for (d, ld) in report.diagnostics.iter().zip(lsp) {
        if !overlaps(&ld.range, &range) {
            continue;
        }
        let Some((title, edits)) = single_fix(l, text, report, d, enc) else {
            continue;
        };
        out.push(CodeAction {
            title,
            kind: Some(CodeActionKind::QUICKFIX),
            diagnostics: Some(vec![ld.clone()]),
            edit: Some(WorkspaceEdit {
                changes: Some(HashMap::from([(uri.clone(), edits)])),
                ..Default::default()
            }),
            is_preferred: Some(true),
            ..Default::default()
        });
    }
    out
}

/// The one fix of a diagnostic, if it has one: a title and the edits.
fn single_fix(l: &mut Loaded, text: &str, report: &Report, d: &Diag, enc: Encoding) -> Option<(String, Vec<TextEdit>)> {
    let lang = messages();
    if d.code == Code::HalopsNotFirst {
        let edits = halops_first(text, enc)?;
        return Some((say!(lang, "put `{HALOPS}` first", "把 `{HALOPS}` 放在第一位"), edits));
    }
    let want = suggested(d.help.as_deref()?)?.to_string();
    let op = report.op.clone()?;
    let doc = parse_config(text).ok()?;
    // The token to replace: the field's key, the backend's item, or the field's value.
    let entry = doc.get(d.field.as_deref()?);
    let at = match d.code {
        Code::UnknownField | Code::Unchecked => entry?.key_pos,
        Code::UnknownBackend => d.config?,
        _ => match entry? {
            e if matches!(e.value.node, Node::Str(_)) => e.value.pos,
            _ => return None,
        },
    };
    let takes = match d.code {
        Code::UnknownScenario => l.registry.scenario(&op, &want).is_some(),
        Code::UnknownField | Code::Unchecked => {
            let sc = report.scenario.clone()?;
            let (_, s) = l.described(&op, &sc)?;
            // A field the config already has would be a repeated key, not a fix.
            s.field(&want).is_some() && doc.get(&want).is_none()
        }
        Code::UnknownBackend | Code::BadRefcheckReference => {
            let sc = report.scenario.clone()?;
            l.described(&op, &sc)?.1.backend(&want).is_some()
        }
        Code::UnknownGpu => {
            let sc = report.scenario.clone()?;
            let (m, s) = l.described(&op, &sc)?;
            let gpus = if s.gpus.is_empty() { &m.gpus } else { &s.gpus };
            gpus.iter().any(|g| g.name == want)
        }
        Code::BadDtype => {
            let sc = report.scenario.clone()?;
            l.driver_accepts(&op, &sc, &want)
        }
        _ => false,
    };
    if !takes {
        return None;
    }
    let (edit, old) = replace_token(text, at, &want, enc);
    Some((
        say!(lang, "replace `{old}` with `{want}`", "把 `{old}` 改成 `{want}`"),
        vec![edit],
    ))
}

/// The range and text of the token at `at`.
fn token_at(text: &str, at: Pos, enc: Encoding) -> (Range, String) {
    let l = at.line.saturating_sub(1);
    let lt = line_text(text, l);
    let start = at.col.saturating_sub(1) as usize;
    let len = token_len(lt, start);
    let range = Range::new(
        Position::new(l, units_of(lt, start, enc)),
        Position::new(l, units_of(lt, start + len, enc)),
    );
    (range, lt.chars().skip(start).take(len).collect())
}

/// An edit that puts `new` in place of the token at `at` (in the same quotes, if it has them),
/// and the token's text without them.
fn replace_token(text: &str, at: Pos, new: &str, enc: Encoding) -> (TextEdit, String) {
    let (range, old) = token_at(text, at, enc);
    let quote = old.chars().next().filter(|c| matches!(c, '"' | '\'') && old.len() > 1);
    let new_text = match quote {
        Some(q) => format!("{q}{new}{q}"),
        None => new.to_string(),
    };
    let shown = old.trim_matches(['"', '\'']).to_string();
    (TextEdit::new(range, new_text), shown)
}

/// Edits that move `halops` to the front of `backends`, the others keeping their order: the first
/// item takes `halops`'s text and each item up to it the text of the one before it.
fn halops_first(text: &str, enc: Encoding) -> Option<Vec<TextEdit>> {
    let doc = parse_config(text).ok()?;
    let Node::Seq(items) = &doc.get(BACKENDS_FIELD)?.value.node else {
        return None;
    };
    let i = items
        .iter()
        .position(|it| matches!(&it.node, Node::Str(s) if s == HALOPS))?;
    if i == 0 {
        return None;
    }
    let tokens: Vec<(Range, String)> = items[..=i].iter().map(|it| token_at(text, it.pos, enc)).collect();
    let mut order = vec![tokens[i].1.clone()];
    order.extend(tokens[..i].iter().map(|t| t.1.clone()));
    Some(
        tokens
            .iter()
            .zip(order)
            .map(|((range, _), new)| TextEdit::new(*range, new))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_suggestion_is_read_in_both_languages() {
        assert_eq!(suggested("did you mean `s_kv_list`?"), Some("s_kv_list"));
        assert_eq!(suggested("是不是想写 `bfloat16`？代码用 …"), Some("bfloat16"));
        assert_eq!(suggested("backends of `x`: `a`, `b`"), None);
        assert_eq!(suggested("did you mean ``?"), None);
    }

    #[test]
    fn a_token_is_replaced_in_its_quotes() {
        let text = "backends: [halops, 'fa9']\n";
        let (e, old) = replace_token(text, Pos { line: 1, col: 20 }, "fa2", Encoding::Utf16);
        assert_eq!((e.new_text.as_str(), old.as_str()), ("'fa2'", "fa9"));
        assert_eq!((e.range.start.character, e.range.end.character), (19, 24));
    }
}
