//! Rendering: the model and the reports for people (compiler-style text, tables) and for
//! programs (the JSON of the contract). Pure functions from values to strings.

use std::borrow::Cow;

use serde_json::Value as J;

use crate::check::Report;
use crate::diag::{Diag, Severity};
use crate::discover::Harness;
use crate::lang::{messages, Lang};
use crate::model::{Loc, Model, Scenario};
use crate::say;

fn src_json(l: &Loc) -> J {
    obj!({"file": l.file.as_str(), "line": l.line})
}

// ---- schema ---------------------------------------------------------------------------------

/// Whether a table is known exactly, and if not why: `null`, or `{"what": …, "source": Src}`.
fn incomplete_json(i: &Option<crate::model::Incomplete>) -> J {
    match i {
        None => J::Null,
        Some(i) => obj!({"what": i.what.as_str(), "source": i.src.as_ref().map(src_json)}),
    }
}

pub fn schema_json(root: &str, model: &Model) -> J {
    obj!({
        "root": root,
        "complete": model.ops_incomplete.is_none(),
        "incomplete": incomplete_json(&model.ops_incomplete),
        "ops": model.ops.iter().map(|op| obj!({
            "name": op.name.as_str(),
            "source": src_json(&op.src),
            "error": op.error.clone(),
            "complete": op.incomplete.is_none(),
            "incomplete": incomplete_json(&op.incomplete),
            "scenarios": op.scenarios.iter().map(scenario_json).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "gpus": model.gpus.iter().map(|g| obj!({"name": g.name.as_str(), "fp4": g.fp4, "source": src_json(&g.src)})).collect::<Vec<_>>(),
        "problems": model.problems.clone(),
    })
}

/// [`schema_json`] as text (compact, as `to_string` writes it), each scenario rendered on a
/// worker: the same bytes, sooner for a harness of a thousand scenarios.
pub fn schema_json_text(root: &str, model: &Model) -> String {
    let all: Vec<&Scenario> = model.ops.iter().flat_map(|o| o.scenarios.iter()).collect();
    let mut rendered = crate::par::map(&all, |s| scenario_json(s).to_string()).into_iter();
    let text = |j: J| j.to_string();
    let mut out = String::new();
    out.push_str(&format!(
        "{{\"root\":{},\"complete\":{},\"incomplete\":{},\"ops\":[",
        text(J::from(root)),
        model.ops_incomplete.is_none(),
        text(incomplete_json(&model.ops_incomplete))
    ));
    for (i, op) in model.ops.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&format!(
            "{{\"name\":{},\"source\":{},\"error\":{},\"complete\":{},\"incomplete\":{},\"scenarios\":[",
            text(J::from(op.name.as_str())),
            text(src_json(&op.src)),
            text(J::from(op.error.clone())),
            op.incomplete.is_none(),
            text(incomplete_json(&op.incomplete))
        ));
        for j in 0..op.scenarios.len() {
            if j > 0 {
                out.push(',');
            }
            let s = rendered.next().flatten();
            out.push_str(&s.unwrap_or_else(|| text(scenario_json(&op.scenarios[j]))));
        }
        out.push_str("]}");
    }
    let gpus: Vec<J> = model
        .gpus
        .iter()
        .map(|g| obj!({"name": g.name.as_str(), "fp4": g.fp4, "source": src_json(&g.src)}))
        .collect();
    out.push_str(&format!(
        "],\"gpus\":{},\"problems\":{}}}",
        text(J::from(gpus)),
        text(J::from(model.problems.clone()))
    ));
    out
}

fn scenario_json(s: &Scenario) -> J {
    obj!({
        "name": s.name.as_str(),
        "source": s.src.as_ref().map(src_json),
        "unreadable": s.unreadable.as_ref().map(|(l, col, msg)| obj!({"file": l.file.as_str(), "line": l.line, "column": *col, "message": msg.as_str()})),
        "reorders_backends": s.reorders_backends,
        "driver": s.driver.clone(),
        "takes": s.takes.clone(),
        "fields": s.fields.iter().map(|f| obj!({
            "name": f.name.as_str(), "required": f.required, "default": f.default.clone(),
            "sweep": f.sweep, "source": src_json(&f.src),
            "values": s.candidates_of(&f.name),
            "parts": f.parts.clone(), "keyed": f.keyed,
        })).collect::<Vec<_>>(),
        "backends_complete": s.backends_incomplete.is_none(),
        "backends_incomplete": incomplete_json(&s.backends_incomplete),
        "backends": s.backends.iter().map(|b| obj!({
            "name": b.name.as_str(), "source": src_json(&b.src),
            "unsupported": b.unsupported.iter().map(|(v, l)| obj!({"value": v.as_str(), "source": src_json(l)})).collect::<Vec<_>>(),
            "requires": b.requires.iter().map(|(m, l)| obj!({"import": m.as_str(), "source": src_json(l)})).collect::<Vec<_>>(),
            "modules": b.modules.clone(),
        })).collect::<Vec<_>>(),
        "unresolved_imports": s.unresolved_imports.iter().map(|(m, l)| obj!({"module": m.as_str(), "source": src_json(l)})).collect::<Vec<_>>(),
        "constraints": s.constraints.iter().map(|c| obj!({
            "text": c.text.as_str(), "kind": if c.is_assert { "assert" } else { "raise" }, "when": c.when.clone(), "source": src_json(&c.src),
        })).collect::<Vec<_>>(),
        "notes": s.notes.clone(),
    })
}

pub fn schema_human(model: &Model) -> String {
    let mut out = String::new();
    for p in &model.problems {
        out.push_str(&format!("warning: {p}\n"));
    }
    if let Some(i) = &model.ops_incomplete {
        out.push_str(&format!(
            "ops not known exactly: `OP_REGISTRY` is built from {}{}\n",
            i.what,
            incomplete_at(i)
        ));
    }
    for op in &model.ops {
        out.push_str(&format!("op {}  ({})\n", op.name, op.src));
        if let Some(e) = &op.error {
            out.push_str(&format!("  error: {e}\n"));
        }
        if let Some(i) = &op.incomplete {
            out.push_str(&format!(
                "  scenarios not known exactly: built from {}{}\n",
                i.what,
                incomplete_at(i)
            ));
        }
        for s in &op.scenarios {
            out.push('\n');
            let src = s.src.as_ref().map(|l| format!("  ({l})")).unwrap_or_default();
            out.push_str(&format!("  scenario {}/{}{src}\n", op.name, s.name));
            if let Some((l, col, msg)) = &s.unreadable {
                out.push_str(&format!("    unreadable: {}:{}:{col}: {msg}\n", l.file, l.line));
                for n in &s.notes {
                    out.push_str(&format!("    note: {n}\n"));
                }
                continue;
            }
            schema_fields(&mut out, s);
            if let Some(d) = &s.driver {
                out.push_str(&format!("    adapters judged on: {d}\n"));
                if !s.takes.is_empty() {
                    out.push_str(&format!("    {d} the code takes: {}\n", s.takes.join(", ")));
                }
            }
            schema_backends(&mut out, s);
            schema_constraints(&mut out, s);
            schema_unseen_imports(&mut out, s);
            for n in &s.notes {
                out.push_str(&format!("    note: {n}\n"));
            }
        }
        out.push('\n');
    }
    if !model.gpus.is_empty() {
        out.push_str("gpus (GPU_SPECS):\n");
        for g in &model.gpus {
            out.push_str(&format!(
                "  {:<8} {}  {}\n",
                g.name,
                if g.fp4 { "fp4 peak" } else { "no fp4 peak" },
                g.src
            ));
        }
    }
    out
}

/// A scenario's fields, one a line: required or default, swept (with its items' parts), the
/// values the code compares it with, where it is read.
fn schema_fields(out: &mut String, s: &Scenario) {
    out.push_str("    fields:\n");
    let w = s.fields.iter().map(|f| f.name.len()).max().unwrap_or(4);
    for f in &s.fields {
        let default = f.default.as_ref().filter(|d| !d.is_null());
        let kind = match (f.required, default) {
            (true, None) => "required".to_string(),
            (true, Some(d)) => format!("required (= {d} where read with a default)"),
            (false, d) => format!("= {}", d.map(J::to_string).unwrap_or_else(|| "null".into())),
        };
        let items = match (f.parts.is_empty(), f.keyed) {
            (true, _) => String::new(),
            (false, true) => format!(", items: {{{}}}", f.parts.join(", ")),
            (false, false) => format!(", items: {}", f.parts.join(", ")),
        };
        let sweep = match f.sweep {
            true => format!("  [swept{items}]"),
            false if !items.is_empty() => format!("  [{}]", &items[2..]),
            false => String::new(),
        };
        let values = s.candidates_of(&f.name);
        let values = if values.is_empty() {
            String::new()
        } else {
            let more = if s.open_values.contains(&f.name) { ", …" } else { "" };
            format!(
                "  values: {}{more}",
                values.iter().map(J::to_string).collect::<Vec<_>>().join(", ")
            )
        };
        out.push_str(&format!(
            "      {:<w$}  {kind}{sweep}{values}   {}\n",
            f.name,
            f.src,
            w = w
        ));
    }
}

/// A scenario's backends, one a line: where registered, the modules it is built from, the
/// imports it needs, the values its adapter rejects; and whether the code moves `halops` first.
fn schema_backends(out: &mut String, s: &Scenario) {
    out.push_str(&format!(
        "    backends{}:\n",
        if s.reorders_backends {
            " (the code moves halops to the front)"
        } else {
            " (order kept: the first is the baseline)"
        }
    ));
    if let Some(i) = &s.backends_incomplete {
        out.push_str(&format!(
            "      (not known exactly: built from {}{})\n",
            i.what,
            incomplete_at(i)
        ));
    }
    let w = s.backends.iter().map(|b| b.name.len()).max().unwrap_or(4);
    for b in &s.backends {
        let rejects = if b.unsupported.is_empty() {
            String::new()
        } else {
            let mut by_line: Vec<(String, Vec<&str>)> = Vec::new();
            for (v, l) in &b.unsupported {
                let k = l.to_string();
                match by_line.iter_mut().find(|x| x.0 == k) {
                    Some(x) => x.1.push(v),
                    None => by_line.push((k, vec![v])),
                }
            }
            format!(
                "  rejects {}",
                by_line
                    .iter()
                    .map(|(l, vs)| format!("{} ({l})", vs.join(", ")))
                    .collect::<Vec<_>>()
                    .join("; ")
            )
        };
        let requires = if b.requires.is_empty() {
            String::new()
        } else {
            format!(
                "  if {} imports",
                b.requires
                    .iter()
                    .map(|(m, l)| format!("`{m}` ({l})"))
                    .collect::<Vec<_>>()
                    .join(" and ")
            )
        };
        let modules = if b.modules.is_empty() {
            String::new()
        } else {
            format!("  modules: {}", b.modules.join(", "))
        };
        out.push_str(&format!(
            "      {:<w$}  {}{modules}{requires}{rejects}\n",
            b.name,
            b.src,
            w = w
        ));
    }
}

/// ` (file:line)` of where a table stops being known exactly.
fn incomplete_at(i: &crate::model::Incomplete) -> String {
    i.src.as_ref().map(|l| format!(" ({l})")).unwrap_or_default()
}

/// A scenario's asserts and raises, with when they apply.
fn schema_constraints(out: &mut String, s: &Scenario) {
    if !s.constraints.is_empty() {
        out.push_str("    constraints:\n");
        for c in &s.constraints {
            let t = if c.is_assert {
                format!("assert {}", c.text)
            } else {
                format!("raise if {}", c.text)
            };
            let when = c.when.as_ref().map(|w| format!("   when {w}")).unwrap_or_default();
            out.push_str(&format!("      {t}{when}   {}\n", c.src));
        }
    } else {
        out.push_str("    constraints: none (no assert or raise on the way)\n");
    }
}

/// The modules a scenario's code imports that the checkout lacks.
fn schema_unseen_imports(out: &mut String, s: &Scenario) {
    if !s.unresolved_imports.is_empty() {
        let mut modules: Vec<(&str, Vec<String>)> = Vec::new();
        for (m, l) in &s.unresolved_imports {
            match modules.iter_mut().find(|x| x.0 == m.as_str()) {
                Some(x) => x.1.push(l.to_string()),
                None => modules.push((m, vec![l.to_string()])),
            }
        }
        out.push_str(&format!(
            "    not in the checkout (taken as importing, their values unknown): {}\n",
            modules
                .iter()
                .map(|(m, at)| format!("{m} ({})", at.join(", ")))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
}

// ---- check ----------------------------------------------------------------------------------

pub fn check_json(reports: &[Report]) -> J {
    obj!({
        "files": reports.iter().map(file_json).collect::<Vec<_>>()
    })
}

/// [`check_json`] as text (compact, as `to_string` writes it), each report rendered on a worker:
/// the same bytes, sooner for ten thousand configs.
pub fn check_json_text(reports: &[Report]) -> String {
    let files = crate::par::map(reports, |r| file_json(r).to_string());
    let mut out = String::from("{\"files\":[");
    for (i, (text, r)) in files.into_iter().zip(reports).enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&text.unwrap_or_else(|| file_json(r).to_string()));
    }
    out.push_str("]}");
    out
}

fn file_json(r: &Report) -> J {
    obj!({
        "path": r.path.as_str(), "op": r.op.clone(), "scenario": r.scenario.clone(), "valid": r.valid(),
        "points": r.points,
        "diagnostics": r.diagnostics.iter().map(Diag::to_json).collect::<Vec<_>>(),
    })
}

/// Compiler-style text for one report; `yaml` is the config's text, for showing its lines.
/// Where a diagnostic's Python line is read from: the harness loaded, or the files the check
/// cache read (a check answered from it parses nothing).
pub trait Sources {
    /// The text of the harness file `rel` (relative to the root), if it could be read.
    fn source_text(&self, rel: &str) -> Option<&str>;
}

impl Sources for Harness {
    fn source_text(&self, rel: &str) -> Option<&str> {
        self.text_of(rel)
    }
}

impl Sources for crate::check::cache::Cache {
    fn source_text(&self, rel: &str) -> Option<&str> {
        self.source(rel)
    }
}

/// No sources: nothing was loaded (every config unreadable, no cache).
impl Sources for () {
    fn source_text(&self, _: &str) -> Option<&str> {
        None
    }
}

pub fn report_human(r: &Report, yaml: Option<&str>, h: &dyn Sources, verbose: bool) -> String {
    let mut out = String::new();
    for d in &r.diagnostics {
        if d.severity() == Severity::Info && !verbose {
            continue;
        }
        out.push_str(&diag_human(d, &r.path, yaml, h));
    }
    let errors = r.diagnostics.iter().filter(|d| d.severity() == Severity::Error).count();
    let warnings = r
        .diagnostics
        .iter()
        .filter(|d| d.severity() == Severity::Warning)
        .count();
    let infos = r.diagnostics.iter().filter(|d| d.severity() == Severity::Info).count();
    let what = match (&r.op, &r.scenario) {
        (Some(o), Some(s)) => format!(" ({o}/{s})"),
        _ => String::new(),
    };
    let l = messages();
    // `2 errors` / `2 个错误`.
    let count = |n: usize, en: &str, zh: &str| match l {
        Lang::En => format!("{n} {en}{}", if n == 1 { "" } else { "s" }),
        Lang::Zh => format!("{n} 个{zh}"),
    };
    // A file that could not be read was not checked: said as the summary line says it.
    let unread = r.diagnostics.iter().any(|d| d.code == crate::diag::Code::Io);
    let status = match (errors == 0, unread, l) {
        (_, true, Lang::En) => "could not be read",
        (_, true, Lang::Zh) => "无法读取",
        (true, _, Lang::En) => "ok",
        (false, _, Lang::En) => "invalid",
        (true, _, Lang::Zh) => "通过",
        (false, _, Lang::Zh) => "无效",
    };
    let mut tail = vec![say!(l, "{} checked", "检查了 {}", count(r.points, "point", "扫描点"))];
    if unread {
        tail.clear();
    }
    if errors > 0 {
        tail.push(count(errors, "error", "错误"));
    }
    if warnings > 0 {
        tail.push(count(warnings, "warning", "警告"));
    }
    if infos > 0 && !verbose {
        tail.push(say!(
            l,
            "{infos} not decidable statically (--verbose)",
            "{infos} 项无法静态判定（--verbose 可见）"
        ));
    }
    out.push_str(&say!(
        l,
        "{status}: {}{what}: {}\n",
        "{status}：{}{what}：{}\n",
        r.path,
        tail.join(l.pick(", ", "，"))
    ));
    out
}

pub fn diag_human(d: &Diag, path: &str, yaml: Option<&str>, h: &dyn Sources) -> String {
    let mut out = format!(
        "{}[{}]: {}\n",
        d.severity().as_str(),
        d.code.as_str(),
        shorten(&d.message)
    );
    let yline = d.config.and_then(|p| {
        yaml.and_then(|t| t.lines().nth(p.line.saturating_sub(1) as usize))
            .map(|l| (p, l))
    });
    let pline = d.source.as_ref().and_then(|s| {
        h.source_text(&s.file)?
            .lines()
            .nth(s.line.saturating_sub(1) as usize)
            .map(|l| (s, l))
    });
    let width = [d.config.map(|p| p.line), d.source.as_ref().map(|s| s.line)]
        .iter()
        .flatten()
        .map(|n| n.to_string().len())
        .max()
        .unwrap_or(1);
    let pad = " ".repeat(width);
    let decided = messages().pick("(decided here)", "（在此判定）");
    match d.config {
        Some(p) => out.push_str(&format!("{pad}--> {path}:{}:{}\n", p.line, p.col)),
        None => out.push_str(&format!("{pad}--> {path}\n")),
    }
    if let Some((p, line)) = yline {
        // A tab is shown as one space, so the underline stands under the column it names.
        let line = line.replace('\t', " ");
        let (line, col) = clip(&line, p.col.saturating_sub(1) as usize);
        out.push_str(&format!("{pad} |\n{:>width$} | {line}\n", p.line));
        let len = underline_len(&line, col);
        // Terminal columns, not characters: a CJK character takes two.
        let lead: usize = line.chars().take(col).map(cells).sum();
        let marks: usize = line.chars().skip(col).take(len).map(cells).sum();
        let label = d.field.as_deref().map(|f| format!(" `{f}`")).unwrap_or_default();
        out.push_str(&format!(
            "{pad} | {}{}{label}\n",
            " ".repeat(lead),
            "^".repeat(marks.clamp(1, 60))
        ));
    }
    if let Some((s, line)) = pline {
        out.push_str(&format!(
            "{pad} |\n{pad}::: {}:{}  {decided}\n{:>width$} | {}\n",
            s.file,
            s.line,
            s.line,
            clip(line.trim_end(), 0).0
        ));
    } else if let Some(s) = &d.source {
        out.push_str(&format!("{pad}::: {}  {decided}\n", s));
    }
    if let Some(help) = &d.help {
        let label = messages().pick("help: ", "提示：");
        out.push_str(&format!("{pad} = {label}{}\n", shorten(help)));
    }
    out.push('\n');
    out
}

/// The terminal columns a character takes, as Unicode's East Asian Width says (`unicode-width`):
/// two for the wide ones (CJK ideographs, kana, hangul, full-width forms, most emoji), none for a
/// combining mark, else one.
fn cells(c: char) -> usize {
    unicode_width::UnicodeWidthChar::width(c).unwrap_or(1)
}

/// Characters of a source line shown at most.
const SHOWN_CHARS: usize = 160;

/// A source line as shown: one longer than [`SHOWN_CHARS`] is shown around `col` (a character
/// index), cut with `…` at either end. Returns the text shown and where `col` is in it.
fn clip(line: &str, col: usize) -> (Cow<'_, str>, usize) {
    let n = line.chars().count();
    if n <= SHOWN_CHARS {
        return (Cow::Borrowed(line), col);
    }
    // The underlined value starts a quarter of the way in, unless the line starts closer.
    let start = col.saturating_sub(SHOWN_CHARS / 4).min(n - SHOWN_CHARS);
    let end = start + SHOWN_CHARS;
    let mut shown = String::new();
    if start > 0 {
        shown.push('…');
    }
    shown.extend(line.chars().skip(start).take(SHOWN_CHARS));
    if end < n {
        shown.push('…');
    }
    (Cow::Owned(shown), col - start + usize::from(start > 0))
}

/// Characters of a message or help shown at most (the harness's own message may print a whole
/// config); `--json` keeps them whole.
const SHOWN_MESSAGE_CHARS: usize = 300;

fn shorten(text: &str) -> Cow<'_, str> {
    let n = text.chars().count();
    if n <= SHOWN_MESSAGE_CHARS {
        return Cow::Borrowed(text);
    }
    let kept: String = text.chars().take(SHOWN_MESSAGE_CHARS).collect();
    Cow::Owned(say!(
        messages(),
        "{kept}… ({} more characters; --json has it whole)",
        "{kept}…（还有 {} 个字符；--json 中有完整内容）",
        n - SHOWN_MESSAGE_CHARS
    ))
}

/// How many characters to underline from `col`: a flow list or mapping (`[64, 4096, 7168]`) up to
/// its closing bracket (the end of the line if it continues), anything else up to the next `:`,
/// `,` or closing bracket.
fn underline_len(line: &str, col: usize) -> usize {
    let mut chars = line.chars().skip(col).peekable();
    let len = match chars.peek() {
        Some('[' | '{') => {
            let mut depth = 0usize;
            let mut n = 0;
            for c in chars {
                n += 1;
                match c {
                    '[' | '{' => depth += 1,
                    ']' | '}' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
            }
            n
        }
        // A Markdown code span (a doc's line; YAML never starts a value with a backtick): to its
        // closing backtick.
        Some('`') => {
            let n = chars.skip(1).take_while(|c| *c != '`').count();
            n + 2
        }
        _ => chars.take_while(|c| !matches!(c, ':' | ',' | ']' | '}')).count(),
    };
    len.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_check_rendered_on_workers_is_the_documents_text_byte_for_byte() {
        let report = |path: &str, diags: Vec<Diag>| Report {
            path: path.into(),
            op: Some("gemm".into()),
            scenario: None,
            points: 3,
            diagnostics: diags,
        };
        let d = Diag::new(crate::diag::Code::UnknownField, "a \"quoted\" message\n").field("k");
        let reports = vec![
            report("a.yaml", vec![]),
            report("dir/b \u{4e2d}.yaml", vec![d.clone(), d]),
            report("c", vec![]),
        ];
        assert_eq!(check_json_text(&reports), check_json(&reports).to_string());
        assert_eq!(check_json_text(&[]), check_json(&[]).to_string());
    }

    #[test]
    fn the_schema_rendered_on_workers_is_the_documents_text_byte_for_byte() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/halops-bench/benchmark");
        let h = crate::discover::load(&root).expect("the example loads");
        let mut model = crate::model::build(&h, &Default::default());
        // Every part present: an op with an error and a table not known exactly, a problem.
        model.problems.push("kernel/x.py: not valid UTF-8 (byte 3)".into());
        model.ops[0].error = Some("it \"failed\"".into());
        model.ops_incomplete = model.ops[1].scenarios[0]
            .src
            .clone()
            .map(|src| crate::model::Incomplete {
                what: "a call".into(),
                src: Some(src),
                kind: None,
                text: "f()".into(),
            });
        assert!(model.ops.iter().map(|o| o.scenarios.len()).sum::<usize>() > 3);
        let text = schema_json_text("/x/\"y\"", &model);
        assert_eq!(text, schema_json("/x/\"y\"", &model).to_string());
        let empty = Model { ops: vec![], ..model };
        assert_eq!(schema_json_text("", &empty), schema_json("", &empty).to_string());
    }

    #[test]
    fn a_long_source_line_is_shown_around_its_column_and_cut_with_ellipses() {
        let short = "dtype: bf16";
        assert_eq!(clip(short, 7), (Cow::Borrowed(short), 7));

        // A 3,000-character flow list whose bad item is at column 2,000.
        let line: String = format!("s_kv_list: [{}]", "7, ".repeat(1000));
        let col = 2000;
        let (shown, at) = clip(&line, col);
        assert_eq!(shown.chars().count(), SHOWN_CHARS + 2, "{shown}");
        assert!(shown.starts_with('…') && shown.ends_with('…'), "{shown}");
        assert_eq!(shown.chars().nth(at), line.chars().nth(col));
        assert_eq!(at, SHOWN_CHARS / 4 + 1);

        // Near the start: no cut there; near the end: none there.
        let (head, at) = clip(&line, 3);
        assert!(!head.starts_with('…') && head.ends_with('…'));
        assert_eq!(at, 3);
        let last = line.chars().count() - 1;
        let (tail, at) = clip(&line, last);
        assert!(tail.starts_with('…') && !tail.ends_with('…'));
        assert_eq!(tail.chars().nth(at), line.chars().nth(last));
        // Multi-byte characters are counted as characters, not bytes.
        let wide = "名".repeat(400);
        let (w, at) = clip(&wide, 200);
        assert_eq!(w.chars().nth(at), Some('名'));
        assert_eq!(w.chars().count(), SHOWN_CHARS + 2);
    }

    #[test]
    fn wide_characters_take_two_terminal_columns() {
        assert_eq!("dtype: 半精度".chars().map(cells).sum::<usize>(), 13);
        assert_eq!("ｆｐ８".chars().map(cells).sum::<usize>(), 6);
        assert_eq!("bf16 é".chars().map(cells).sum::<usize>(), 6);
        // A combining accent takes no column of its own; an emoji takes two.
        assert_eq!("e\u{301}".chars().map(cells).sum::<usize>(), 1);
        assert_eq!("🚀x".chars().map(cells).sum::<usize>(), 3);
    }

    #[test]
    fn a_long_message_is_shortened_for_people_and_says_where_the_rest_is() {
        assert_eq!(
            shorten("s_kv=1000 is not a multiple of 64"),
            "s_kv=1000 is not a multiple of 64"
        );
        let long = format!("all: {}", "名x".repeat(400));
        let short = shorten(&long);
        assert!(short.starts_with("all: 名x名x"), "{short}");
        assert!(
            short.ends_with(&format!(
                "… ({} more characters; --json has it whole)",
                805 - SHOWN_MESSAGE_CHARS
            )),
            "{short}"
        );
    }
}
