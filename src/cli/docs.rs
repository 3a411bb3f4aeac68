//! `docs`: the harness's docs checked against its code, or (`--write`) their tables written from
//! it. In: the loaded harness and the flags. Out: the reports on stdout — compiler-style text, the
//! JSON of `check --json` (one entry in `files` per doc), GitHub workflow commands or SARIF — the
//! docs written (atomically: a temporary file beside each, renamed over it), and the exit code:
//! 0 the docs agree (or were written), 1 drift, 2 the job could not be done.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use gen_config::check::Report;
use gen_config::diag::{Diag, Severity};
use gen_config::discover::{Fatal, Harness};
use gen_config::docs::{self, DocReport, Rewrite};
use gen_config::lang::{messages, Lang};
use gen_config::model::{self, Model, Selection};
use gen_config::seed::{DOCS_DIR, SCHEMA_DOC};
use gen_config::{render, say};
use serde_json::Value as J;

use super::args::Format;
use super::timings::phase;
use super::{EXIT_FAIL, EXIT_INVALID, EXIT_OK};

pub fn run(h: &Harness, write: bool, format: Format, lang: Option<&str>) -> Result<u8, Fatal> {
    let model = model::build(h, &Selection::default());
    phase("describe scenarios");
    super::commands::entry_ok(&model)?;
    let found = docs::find(&h.root);
    if write {
        return write_docs(h, &model, &found, format, lang.and_then(Lang::parse));
    }
    let l = messages();
    if found.is_empty() {
        return Err(Fatal(say!(
            l,
            "{}: no Markdown doc (`*.md`) to check",
            "{}：没有可检查的 Markdown 文档（`*.md`）",
            h.root.join(DOCS_DIR).display()
        )));
    }
    if found.iter().all(|d| d.text.is_err()) {
        let why: Vec<String> = found
            .iter()
            .filter_map(|d| d.text.as_ref().err().map(|e| format!("{} {e}", d.rel)))
            .collect();
        return Err(Fatal(say!(
            l,
            "no doc could be read: {}",
            "没有能读取的文档：{}",
            why.join(l.pick("; ", "；"))
        )));
    }
    let reports: Vec<DocReport> = found
        .iter()
        .map(|d| match &d.text {
            Ok(text) => docs::check(h, &model, &d.rel, text),
            Err(why) => docs::unreadable(&d.rel, why),
        })
        .collect();
    phase("check the docs");
    match format {
        Format::Json => super::print_json(&reports_json(&from_cwd(&reports, &h.root), None)),
        Format::Github | Format::Sarif => {
            // Paths from the working directory, as `check`'s (CI runs from the repository's root).
            let cwd = std::env::current_dir().unwrap_or_else(|_| h.root.clone());
            let bases = super::formats::Bases {
                cwd: &cwd,
                root: &h.root,
            };
            let as_reports = as_check(&from_cwd(&reports, &h.root));
            match format {
                Format::Github => out!("{}", super::formats::github(&as_reports, false, &bases)),
                _ => super::print_json(&super::formats::sarif(&as_reports, &bases)),
            }
        }
        Format::Human => {
            let mut out = std::io::stdout().lock();
            for (r, d) in reports.iter().zip(&found) {
                let _ = out.write_all(human(r, d.text.as_deref().ok(), h).as_bytes());
            }
            if reports.len() > 1 {
                let _ = writeln!(out, "\n{}", total(&reports));
            }
        }
    }
    phase("write the output");
    Ok(if reports.iter().all(DocReport::valid) {
        EXIT_OK
    } else {
        EXIT_INVALID
    })
}

/// The doc reports as `check`'s, for the CI formats (a doc has no op, scenario or sweep points).
/// The reports with each doc's path from the working directory (absolute when outside it), as
/// `check` gives a config's: what CI and editors open.
fn from_cwd(reports: &[DocReport], root: &std::path::Path) -> Vec<DocReport> {
    let cwd = std::env::current_dir().ok();
    let canonical = cwd.as_deref().and_then(|c| std::fs::canonicalize(c).ok());
    let root_abs = std::path::absolute(root).unwrap_or_else(|_| root.to_path_buf());
    reports
        .iter()
        .map(|r| {
            let abs = root_abs.join(&r.path);
            let shown = [cwd.as_deref(), canonical.as_deref()]
                .into_iter()
                .flatten()
                .find_map(|base| {
                    abs.strip_prefix(base)
                        .ok()
                        .map(|p| p.to_string_lossy().replace('\\', "/"))
                })
                .unwrap_or_else(|| abs.to_string_lossy().to_string());
            DocReport {
                path: shown,
                ..r.clone()
            }
        })
        .collect()
}

fn as_check(reports: &[DocReport]) -> Vec<Report> {
    reports
        .iter()
        .map(|r| Report {
            path: r.path.clone(),
            op: None,
            scenario: None,
            points: 0,
            diagnostics: r.diagnostics.clone(),
        })
        .collect()
}

/// `check --json`'s document: one entry a doc, with the ops and scenarios it describes and, after
/// `--write`, whether it was written.
fn reports_json(reports: &[DocReport], written: Option<&[bool]>) -> J {
    let files: Vec<J> = reports
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut f = serde_json::json!({
                "path": r.path, "op": null, "scenario": null, "valid": r.valid(), "points": 0,
                "described": r.described,
                "diagnostics": r.diagnostics.iter().map(Diag::to_json).collect::<Vec<_>>(),
            });
            if let Some(w) = written {
                f["written"] = J::from(w.get(i).copied().unwrap_or(false));
            }
            f
        })
        .collect();
    serde_json::json!({ "files": files })
}

/// One doc's diagnostics, compiler-style with the doc's line and the Python line, and its
/// summary line.
fn human(r: &DocReport, text: Option<&str>, h: &Harness) -> String {
    let l = messages();
    let mut out = String::new();
    for d in &r.diagnostics {
        out.push_str(&render::diag_human(d, &r.path, text, h));
    }
    let errors = r.diagnostics.iter().filter(|d| d.severity() == Severity::Error).count();
    let warnings = r
        .diagnostics
        .iter()
        .filter(|d| d.severity() == Severity::Warning)
        .count();
    // The scenarios it describes (an op's name only where none of its scenarios is).
    let scenarios: Vec<&str> = r
        .described
        .iter()
        .filter(|d| d.contains('/'))
        .map(String::as_str)
        .collect();
    let what = if scenarios.is_empty() {
        r.described.join(", ")
    } else {
        scenarios.join(", ")
    };
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let unread = r.diagnostics.iter().any(|d| d.code == gen_config::diag::Code::Io);
    let line = if unread {
        say!(
            l,
            "not checked: {}: it could not be read\n",
            "未检查：{}：无法读取\n",
            r.path
        )
    } else if errors > 0 {
        match l {
            Lang::En => format!(
                "drift: {}: {errors} error{} (the code wins: fix the doc)\n",
                r.path,
                plural(errors)
            ),
            Lang::Zh => format!("不一致：{}：{errors} 个错误（以代码为准：请修改文档）\n", r.path),
        }
    } else if r.described.is_empty() {
        say!(
            l,
            "ok: {}: names no op or scenario in its headings (nothing to hold against the code)\n",
            "通过：{}：标题中没有提到 op 或场景（没有可与代码对照的内容）\n",
            r.path
        )
    } else if warnings > 0 {
        match l {
            Lang::En => format!(
                "ok: {}: {warnings} warning{} (describes {what})\n",
                r.path,
                plural(warnings)
            ),
            Lang::Zh => format!("通过：{}：{warnings} 个警告（描述了 {what}）\n", r.path),
        }
    } else {
        say!(
            l,
            "ok: {}: agrees with the code (describes {what})\n",
            "通过：{}：与代码一致（描述了 {what}）\n",
            r.path
        )
    };
    out.push_str(&line);
    out
}

fn total(reports: &[DocReport]) -> String {
    let unread = reports
        .iter()
        .filter(|r| r.diagnostics.iter().any(|d| d.code == gen_config::diag::Code::Io))
        .count();
    let drift = reports.iter().filter(|r| !r.valid()).count() - unread;
    let n = reports.len();
    let agree = n - drift - unread;
    let mut line = say!(
        messages(),
        "{n} docs checked: {drift} drift from the code, {agree} agree",
        "检查了 {n} 个文档：{drift} 个与代码不一致，{agree} 个一致"
    );
    if unread > 0 {
        line.push_str(&say!(
            messages(),
            ", {unread} could not be read",
            "，{unread} 个无法读取"
        ));
    }
    line
}

/// `docs --write`: every doc's blocks written from the code — or none, if any doc's markers are
/// malformed (each said, with its line).
fn write_docs(
    h: &Harness,
    model: &Model,
    found: &[docs::DocFile],
    format: Format,
    lang: Option<Lang>,
) -> Result<u8, Fatal> {
    let l = messages();
    let mut todo: Vec<(String, PathBuf, Option<&str>)> = Vec::new();
    let mut refusals: Vec<String> = Vec::new();
    for d in found {
        match &d.text {
            Ok(t) => todo.push((d.rel.clone(), d.path.clone(), Some(t.as_str()))),
            // A doc that can't be read can't be rewritten safely; only the schema doc must be.
            Err(why) if d.rel == SCHEMA_DOC => refusals.push(format!("{} {why}", d.rel)),
            Err(why) => eprintln!(
                "{}",
                say!(l, "warning: {} {why}; not written", "警告：{} {why}；未写入", d.rel)
            ),
        }
    }
    if !found.iter().any(|d| d.rel == SCHEMA_DOC) {
        todo.push((SCHEMA_DOC.to_string(), h.root.join(SCHEMA_DOC), None));
    }
    let mut plans: Vec<(String, PathBuf, Option<&str>, Rewrite)> = Vec::new();
    for (rel, path, text) in todo {
        match docs::rewrite(model, &rel, text, lang) {
            Ok(r) => plans.push((rel, path, text, r)),
            Err(problems) => {
                for p in problems {
                    refusals.push(format!("{rel}:{}: {}", p.line, p.message));
                }
            }
        }
    }
    if !refusals.is_empty() {
        let nothing = say!(l, "nothing was written", "没有写入任何文件");
        if format == Format::Json {
            super::print_json(&super::commands::failure_json(
                Some(super::commands::Kind::Check),
                &format!("{}; {nothing}", refusals.join("; ")),
            ));
        }
        for r in &refusals {
            eprintln!("error: {r}");
        }
        eprintln!("{nothing}");
        return Ok(EXIT_FAIL);
    }
    let mut reports = Vec::new();
    let mut written = Vec::new();
    let mut lines = Vec::new();
    for (rel, path, before, plan) in &plans {
        let wrote = match plan {
            Rewrite::NoBlocks => continue,
            Rewrite::Unchanged => {
                lines.push(say!(
                    l,
                    "unchanged: {rel} (its tables already say what the code says)",
                    "未改动：{rel}（表格已与代码一致）"
                ));
                false
            }
            Rewrite::Changed(text) => {
                write_atomically(path, text, *before).map_err(|e| Fatal(format!("{rel}: {e}")))?;
                lines.push(match before {
                    Some(_) => say!(l, "wrote {rel}", "已写入 {rel}"),
                    None => say!(l, "wrote {rel} (new)", "已写入 {rel}（新文件）"),
                });
                true
            }
        };
        reports.push(DocReport {
            path: rel.clone(),
            described: vec![],
            diagnostics: vec![],
        });
        written.push(wrote);
    }
    phase("write the docs");
    if format == Format::Json {
        super::print_json(&reports_json(&from_cwd(&reports, &h.root), Some(&written)));
    } else {
        for line in lines {
            outln!("{line}");
        }
    }
    Ok(EXIT_OK)
}

/// Replace `path` with `text` without a moment in which it is half-written: a temporary file in
/// the same folder (the original's permissions), then a rename over it. A link is followed (the
/// file it points to is the one replaced). `before` is what the file held when read: if it
/// changed since (someone saved it meanwhile), nothing is replaced.
fn write_atomically(path: &Path, text: &str, before: Option<&str>) -> Result<(), String> {
    let l = messages();
    let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let dir = target
        .parent()
        .ok_or_else(|| say!(l, "no folder to write in", "没有可写入的文件夹"))?;
    std::fs::create_dir_all(dir).map_err(|e| say!(l, "cannot create the folder: {e}", "无法创建文件夹：{e}"))?;
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.gen-config-{}.tmp", std::process::id()));
    let result = (|| -> std::io::Result<()> {
        let mut f = std::fs::OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        if let Ok(meta) = std::fs::metadata(&target) {
            std::fs::set_permissions(&tmp, meta.permissions())?;
        }
        Ok(())
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(say!(l, "cannot write: {e}", "无法写入：{e}"));
    }
    let now = std::fs::read(&target).ok();
    let unchanged = match (before, &now) {
        (Some(b), Some(n)) => b.as_bytes() == n.as_slice(),
        (None, None) => true,
        _ => false,
    };
    if !unchanged {
        let _ = std::fs::remove_file(&tmp);
        return Err(say!(
            l,
            "changed while gen-config was writing it; nothing replaced: run `gen-config docs --write` again",
            "在 gen-config 写入期间被修改；未替换：请重新运行 `gen-config docs --write`"
        ));
    }
    std::fs::rename(&tmp, &target).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        say!(l, "cannot replace it: {e}", "无法替换：{e}")
    })
}
