//! A `check` report as LSP diagnostics: one a diagnostic `check` reports, with the YAML range,
//! the code, the message and help in the language of the messages, the failing sweep point (in
//! the message, as `check` words it, and in `data`, the contract's JSON of the diagnostic), and
//! the Python line that decides it as `relatedInformation` (with the YAML places of the other
//! values that fail the same way).
//!
//! In: a [`Report`], the config's text, the root and its harness (for the Python lines). Out:
//! `lsp_types::Diagnostic` values.

use std::path::Path;

use lsp_types::{
    Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString, Position, Range, Uri,
};

use gen_config::check::Report;
use gen_config::diag::{Diag, Severity};
use gen_config::discover::Harness;
use gen_config::lang::messages;
use gen_config::model::Loc;

use super::text::{line_range, line_text, path_uri, token_range, Encoding};

/// The name the diagnostics go by in an editor.
pub const SOURCE: &str = "gen-config";

/// The diagnostics of a report on a config with this text.
pub fn of_report(
    r: &Report,
    text: &str,
    uri: &Uri,
    root: &Path,
    h: Option<&Harness>,
    enc: Encoding,
) -> Vec<Diagnostic> {
    r.diagnostics
        .iter()
        .map(|d| of_diag(d, text, uri, root, h, enc))
        .collect()
}

/// Where a diagnostic stands in the config: its token, or the first line for one about the file
/// as a whole.
pub fn range_of(d: &Diag, text: &str, enc: Encoding) -> Range {
    match d.config {
        Some(p) => token_range(text, p.line, p.col, enc),
        None => line_range(text, 0, enc),
    }
}

fn of_diag(d: &Diag, text: &str, uri: &Uri, root: &Path, h: Option<&Harness>, enc: Encoding) -> Diagnostic {
    let l = messages();
    let mut message = d.message.clone();
    if let Some(help) = &d.help {
        message.push('\n');
        message.push_str(l.pick("help: ", "提示："));
        message.push_str(help);
    }
    let mut related = Vec::new();
    if let Some(src) = &d.source {
        if let Some(at) = python_location(src, root, h, enc) {
            let decided = l.pick("decided here", "在此判定");
            let line = at.1.trim();
            related.push(DiagnosticRelatedInformation {
                location: at.0,
                message: if line.is_empty() {
                    decided.to_string()
                } else {
                    format!("{decided}: {line}")
                },
            });
        }
    }
    // The other values of the field that fail the same way, each at its YAML item.
    for (value, pos) in d.values.iter().flatten().skip(1) {
        if let Some(p) = pos {
            related.push(DiagnosticRelatedInformation {
                location: Location::new(uri.clone(), token_range(text, p.line, p.col, enc)),
                message: gen_config::say!(l, "fails at {} too", "在 {} 处同样失败", value),
            });
        }
    }
    Diagnostic {
        range: range_of(d, text, enc),
        severity: Some(match d.severity() {
            Severity::Error => DiagnosticSeverity::ERROR,
            Severity::Warning => DiagnosticSeverity::WARNING,
            // What `check` says only with `--verbose`: shown, but quietly.
            Severity::Info => DiagnosticSeverity::HINT,
        }),
        code: Some(NumberOrString::String(d.code.as_str().to_string())),
        code_description: None,
        source: Some(SOURCE.to_string()),
        message,
        related_information: (!related.is_empty()).then_some(related),
        tags: None,
        data: Some(d.to_json()),
    }
}

/// The location of a Python line (its text from the harness as loaded, else from the file), and
/// that text.
pub fn python_location(src: &Loc, root: &Path, h: Option<&Harness>, enc: Encoding) -> Option<(Location, String)> {
    let path = root.join(&src.file);
    let uri: Uri = path_uri(&path).parse().ok()?;
    let text = h
        .and_then(|h| h.text_of(&src.file))
        .map(str::to_string)
        .or_else(|| gen_config::discover::read_text(&path).ok())
        .unwrap_or_default();
    let line = src.line.saturating_sub(1);
    let range = if text.is_empty() {
        Range::new(Position::new(line, 0), Position::new(line, 0))
    } else {
        line_range(&text, line, enc)
    };
    Some((Location::new(uri, range), line_text(&text, line).to_string()))
}
