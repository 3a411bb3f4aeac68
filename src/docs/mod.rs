//! `docs`: the harness's Markdown docs (`docs/config_schema.md` and the others under `docs/`)
//! checked against its code, and their tables written from it.
//!
//! In: the harness, its [`Model`], each doc's text. Out: a [`DocReport`] per doc — diagnostics at
//! the doc's lines, each with the Python line that decides it — or a doc's new text.
//!
//! The stages, one file each: [`markdown`] reads a doc with a real Markdown parser into blocks and
//! tokens; [`blocks`] finds gen-config's own regions between its markers; [`claims`] reads what the
//! prose says (sections naming ops and scenarios, field claims, constraints, rejections), with the
//! words of [`lexicon`]; [`relation`] turns constraints (the doc's and the code's) into relations
//! both can be compared on; [`compare`] judges the prose against the model; [`tables`] writes a
//! region's tables. What the prose says that can't be matched to an op or a scenario is left
//! alone. Nothing here prints or writes a file: the CLI does (atomically).

pub mod blocks;
pub mod claims;
pub mod compare;
pub mod lexicon;
pub mod markdown;
pub mod relation;
pub mod tables;

use std::path::{Path, PathBuf};

use crate::diag::{Code, Diag};
use crate::discover::Harness;
use crate::lang::{messages, Lang};
use crate::model::Model;
use crate::parse::yaml::Pos;
use crate::say;
use crate::seed::{DOCS_DIR, SCHEMA_DOC};

use blocks::Region;
use markdown::Doc;
use tables::Target;

/// The largest doc read (a larger one is an `io` diagnostic).
const MAX_DOC_BYTES: u64 = 4 * 1024 * 1024;
/// How many docs are read at most, and how deep under `docs/`.
const MAX_DOCS: usize = 1000;
const MAX_DEPTH: usize = 8;

/// A doc under `docs/`: its path relative to the root, and its text (or why it can't be read).
pub struct DocFile {
    pub rel: String,
    pub path: PathBuf,
    pub text: Result<String, String>,
}

/// Every Markdown file under the root's `docs/` (hidden ones skipped), sorted by path, read.
pub fn find(root: &Path) -> Vec<DocFile> {
    let mut paths = Vec::new();
    walk(&root.join(DOCS_DIR), 0, &mut paths);
    paths.sort();
    paths.truncate(MAX_DOCS);
    paths
        .into_iter()
        .map(|path| {
            let rel = path
                .strip_prefix(root)
                .map(|r| r.to_string_lossy().replace('\\', "/"))
                .unwrap_or_else(|_| path.display().to_string());
            let text = read(&path);
            DocFile { rel, path, text }
        })
        .collect()
}

fn walk(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) {
    if depth > MAX_DEPTH || out.len() >= MAX_DOCS {
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let p = e.path();
        if p.is_dir() {
            walk(&p, depth + 1, out);
        } else if name.to_lowercase().ends_with(".md") {
            out.push(p);
        }
    }
}

/// A doc's text, or why it can't be read (one line).
pub fn read(path: &Path) -> Result<String, String> {
    let l = messages();
    let meta = std::fs::metadata(path).map_err(|e| say!(l, "cannot be read: {e}", "无法读取：{e}"))?;
    if meta.len() > MAX_DOC_BYTES {
        return Err(say!(
            l,
            "is larger than {} MB; not read",
            "大于 {} MB，未读取",
            MAX_DOC_BYTES / 1024 / 1024
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| say!(l, "cannot be read: {e}", "无法读取：{e}"))?;
    String::from_utf8(bytes).map_err(|e| {
        say!(
            l,
            "is not UTF-8 text (bad byte at offset {})",
            "不是 UTF-8 文本（第 {} 字节处有错误字节）",
            e.utf8_error().valid_up_to()
        )
    })
}

/// What `docs` found in one doc.
#[derive(Clone)]
pub struct DocReport {
    pub path: String,
    /// The ops and scenarios it describes (by section, or in gen-config's blocks).
    pub described: Vec<String>,
    pub diagnostics: Vec<Diag>,
}

impl DocReport {
    pub fn valid(&self) -> bool {
        !self
            .diagnostics
            .iter()
            .any(|d| d.severity() == crate::diag::Severity::Error)
    }
}

/// A doc that can't be read, as its report.
pub fn unreadable(rel: &str, why: &str) -> DocReport {
    DocReport {
        path: rel.to_string(),
        described: vec![],
        diagnostics: vec![Diag::new(Code::Io, format!("{rel} {why}"))],
    }
}

fn pos(doc: &Doc, text: &str, at: usize) -> Pos {
    let (line, col) = doc.line_col(text, at);
    Pos { line, col }
}

/// The language a doc's prose is in (outside gen-config's blocks).
fn prose_lang(doc: &Doc, regions: &[Region]) -> Lang {
    let outside = doc
        .blocks
        .iter()
        .filter(|b| !regions.iter().any(|r| (r.begin..r.end).contains(&b.at)));
    if markdown::prose_is_chinese(outside) {
        Lang::Zh
    } else {
        Lang::En
    }
}

/// The language a region was written in (its words, as the parser reads them), else the prose's
/// when it is empty.
fn region_lang(doc: &Doc, r: &Region, prose: Lang) -> Lang {
    let inside: Vec<&markdown::Block> = doc.blocks.iter().filter(|b| r.inner.contains(&b.at)).collect();
    if inside.is_empty() {
        prose
    } else if markdown::prose_is_chinese(inside) {
        Lang::Zh
    } else {
        Lang::En
    }
}

/// The newline a doc's block is written with: that of the begin marker's line.
fn newline_at(text: &str, r: &Region) -> &'static str {
    if text[..r.inner.start.min(text.len())].ends_with("\r\n") {
        "\r\n"
    } else {
        "\n"
    }
}

/// Check one doc against the code.
pub fn check(h: &Harness, model: &Model, rel: &str, text: &str) -> DocReport {
    let l = messages();
    let doc = Doc::read(text);
    let (regions, problems) = blocks::regions(&doc, model);
    let at = |offset: usize| pos(&doc, text, offset);
    let mut diags: Vec<Diag> = problems
        .iter()
        .map(|p| {
            let d = Diag::new(p.code, p.message.clone()).at(Some(at(p.at)));
            match &p.help {
                Some(h) => d.help(h.clone()),
                None => d,
            }
        })
        .collect();
    let skip: Vec<std::ops::Range<usize>> = regions.iter().map(|r| r.begin..r.end).collect();
    let said = claims::read(&doc, text, model, &skip);
    let mut covered = compare::Covered::default();
    for r in &regions {
        match &r.target {
            Target::All => covered.all = true,
            Target::Op(o) => covered.ops.push(o.clone()),
            Target::Scenario(o, s) => covered.scenarios.push((o.clone(), s.clone())),
        }
    }
    let cx = compare::Ctx {
        h,
        model,
        said: &said,
        pos: &at,
        schema_doc: rel == SCHEMA_DOC,
        covered: &covered,
        constants: Default::default(),
    };
    diags.extend(compare::compare(&cx));
    // gen-config's own blocks: what `--write` would write now.
    let prose = prose_lang(&doc, &regions);
    for r in &regions {
        let lang = region_lang(&doc, r, prose);
        let want = tables::render(model, &r.target, lang, r.level);
        let have = text.get(r.inner.clone()).unwrap_or("").replace("\r\n", "\n");
        if have == want {
            continue;
        }
        let k = have
            .lines()
            .zip(want.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| have.lines().count().min(want.lines().count()));
        let raw = text.get(r.inner.clone()).unwrap_or("");
        let line_at = r.inner.start + raw.split_inclusive('\n').take(k).map(str::len).sum::<usize>();
        let expected = want.lines().nth(k).unwrap_or("");
        diags.push(
            Diag::new(
                Code::DocOutdated,
                say!(
                    l,
                    "the tables gen-config wrote here are not what the code says now; from this line on, the code says: {}",
                    "gen-config 在此写的表格与代码现在的内容不同；从这一行起，代码的内容是：{}",
                    shorten(expected)
                ),
            )
            .at(Some(at(line_at)))
            .source(python_place(expected))
            .help(say!(
                l,
                "run `gen-config docs --write` to write them again",
                "运行 `gen-config docs --write` 重新生成"
            )),
        );
    }
    crate::diag::sort_by_place(&mut diags);
    diags.dedup_by(|a, b| a.code == b.code && a.config == b.config && a.message == b.message);
    let mut described: Vec<String> = Vec::new();
    let mut add = |s: String| {
        if !described.contains(&s) {
            described.push(s);
        }
    };
    for (s, _) in &said.sections {
        match s {
            claims::Scope::Op(o) => add(o.clone()),
            claims::Scope::Scenario(o, s) => add(format!("{o}/{s}")),
            _ => {}
        }
    }
    for r in &regions {
        match &r.target {
            Target::All => model.ops.iter().for_each(|o| add(o.name.clone())),
            Target::Op(o) => add(o.clone()),
            Target::Scenario(o, s) => add(format!("{o}/{s}")),
        }
    }
    DocReport {
        path: rel.to_string(),
        described,
        diagnostics: diags,
    }
}

/// The Python `file:line` a written table line ends with (its last cell), if it has one.
fn python_place(line: &str) -> Option<crate::model::Loc> {
    let spans = line.split('`').skip(1).step_by(2);
    spans
        .filter_map(|s| {
            let (file, n) = s.rsplit_once(':')?;
            let line = n.parse::<u32>().ok()?;
            file.ends_with(".py").then(|| crate::model::Loc {
                file: file.to_string(),
                line,
            })
        })
        .last()
}

/// A line shown in a message: its first 100 characters.
fn shorten(s: &str) -> String {
    let s = s.trim();
    if s.chars().count() <= 100 {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(100).collect::<String>())
    }
}

/// Why a doc's markers refuse a write: at a line, what is wrong.
#[derive(Debug, Clone)]
pub struct Refusal {
    pub line: u32,
    pub message: String,
}

/// What `--write` does to one doc.
#[derive(Debug, PartialEq)]
pub enum Rewrite {
    /// It has no gen-config block (and is not the seed's schema doc): left as it is.
    NoBlocks,
    /// Its blocks already hold what the code says.
    Unchanged,
    /// Its new text.
    Changed(String),
}

/// A doc's text with its gen-config blocks written from the code. The seed's schema doc without
/// markers gets one block at its end (or is made, when missing: `text` `None`); another doc
/// without markers is left as it is. The tables are in `lang` if given, else in the language a
/// block is already written in, else in that of the doc's prose.
pub fn rewrite(model: &Model, rel: &str, text: Option<&str>, lang: Option<Lang>) -> Result<Rewrite, Vec<Refusal>> {
    let Some(text) = text else {
        if rel != SCHEMA_DOC {
            return Ok(Rewrite::NoBlocks);
        }
        let lang = lang.unwrap_or_default();
        let title = lang.pick("# Config schema\n\n", "# 配置字段\n\n");
        let level = 2;
        return Ok(Rewrite::Changed(format!(
            "{title}<!-- gen-config:begin -->\n{}<!-- gen-config:end -->\n",
            tables::render(model, &Target::All, lang, level)
        )));
    };
    let doc = Doc::read(text);
    let (regions, problems) = blocks::regions(&doc, model);
    if !problems.is_empty() {
        let mut refusals: Vec<Refusal> = problems
            .iter()
            .map(|p| Refusal {
                line: doc.line_number(p.at) as u32,
                message: p.message.clone(),
            })
            .collect();
        refusals.sort_by_key(|r| r.line);
        return Err(refusals);
    }
    let prose = prose_lang(&doc, &regions);
    let asked = lang;
    let lang = asked.unwrap_or(prose);
    if regions.is_empty() {
        if rel != SCHEMA_DOC {
            return Ok(Rewrite::NoBlocks);
        }
        // One block at the end, in a section of its own at the level of the doc's sections
        // (its tables one below, as the next `--write` will find them).
        let section = doc
            .blocks
            .iter()
            .filter_map(|b| match b.kind {
                markdown::BlockKind::Heading(l) if l >= 2 => Some(l),
                _ => None,
            })
            .min()
            .unwrap_or(2)
            .min(5);
        let nl = if text.contains("\r\n") { "\r\n" } else { "\n" };
        let mut out = text.to_string();
        if !out.is_empty() && !out.ends_with('\n') {
            out.push_str(nl);
        }
        let block = format!(
            "\n{} {}\n\n<!-- gen-config:begin -->\n{}<!-- gen-config:end -->\n",
            "#".repeat(section as usize),
            lang.pick("From the code", "根据代码生成"),
            tables::render(model, &Target::All, lang, section + 1)
        );
        out.push_str(&block.replace('\n', nl));
        return Ok(Rewrite::Changed(out));
    }
    let mut out = String::with_capacity(text.len() + 4096);
    let mut last = 0;
    for r in &regions {
        let nl = newline_at(text, r);
        // The language asked for, else the one the block is in (else the prose's).
        let lang = asked.unwrap_or_else(|| region_lang(&doc, r, prose));
        out.push_str(&text[last..r.inner.start]);
        out.push_str(&tables::render(model, &r.target, lang, r.level).replace('\n', nl));
        last = r.inner.end;
    }
    out.push_str(&text[last..]);
    Ok(if out == text {
        Rewrite::Unchanged
    } else {
        Rewrite::Changed(out)
    })
}
