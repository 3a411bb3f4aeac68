//! gen-config's own blocks in a doc: `<!-- gen-config:begin [OP | OP/SCENARIO] -->` … `<!--
//! gen-config:end -->`, found by the Markdown parser as HTML blocks at the top level.
//!
//! In: a [`Doc`]'s markers and the model (which ops and scenarios a begin marker may name). Out:
//! the [`Region`]s (what each covers, the bytes between the markers' lines, the heading level its
//! tables start at), or the [`Problem`]s that make the markers unusable — a begin without an end,
//! an end without a begin, a begin inside a block, an end naming another target, a target the
//! code lacks. What lies outside the regions is the maintainer's, and is never rewritten.

use super::markdown::{BlockKind, Doc, Malformed, MarkerKind};
use super::tables::Target;
use crate::diag::{did_you_mean, Code};
use crate::lang::messages;
use crate::model::Model;
use crate::say;

#[derive(Clone, Debug)]
pub struct Region {
    pub target: Target,
    /// Byte offset of the begin marker.
    pub begin: usize,
    /// The bytes between the begin marker's line and the end marker's line (what is rewritten).
    pub inner: std::ops::Range<usize>,
    /// Where the region ends (after the end marker).
    pub end: usize,
    /// The heading level its tables start at: one below the heading it stands under.
    pub level: u8,
}

/// Why the markers can't be used, at a byte offset.
#[derive(Clone, Debug)]
pub struct Problem {
    pub at: usize,
    pub code: Code,
    pub message: String,
    pub help: Option<String>,
}

pub fn regions(doc: &Doc, model: &Model) -> (Vec<Region>, Vec<Problem>) {
    let l = messages();
    let mut regions = Vec::new();
    let mut problems = Vec::new();
    let mut open: Option<(usize, usize, String)> = None;
    let problem = |at: usize, message: String, help: Option<String>| Problem {
        at,
        code: Code::DocMarkers,
        message,
        help,
    };
    for m in &doc.markers {
        match &m.kind {
            MarkerKind::Malformed(why) => problems.push(problem(
                m.start,
                malformed_text(why),
                Some(say!(
                    l,
                    "write `<!-- gen-config:begin -->` and `<!-- gen-config:end -->` each on a line of its own",
                    "把 `<!-- gen-config:begin -->` 和 `<!-- gen-config:end -->` 各写在单独一行"
                )),
            )),
            MarkerKind::Begin(arg) => {
                if let Some((at, _, _)) = &open {
                    let (line, _) = line_of(doc, *at);
                    problems.push(problem(
                        m.start,
                        say!(
                            l,
                            "a `gen-config:begin` inside the block opened at line {line}",
                            "在第 {line} 行打开的块里又出现了 `gen-config:begin`"
                        ),
                        Some(say!(
                            l,
                            "close that block with `<!-- gen-config:end -->` first",
                            "先用 `<!-- gen-config:end -->` 关闭那个块"
                        )),
                    ));
                    continue;
                }
                let (_, after) = doc.line_bounds(m.end.saturating_sub(1).max(m.start));
                open = Some((m.start, after, arg.clone()));
            }
            MarkerKind::End(arg) => {
                let Some((begin, inner_start, target)) = open.take() else {
                    problems.push(problem(
                        m.start,
                        say!(
                            l,
                            "a `gen-config:end` with no `gen-config:begin` before it",
                            "`gen-config:end` 之前没有 `gen-config:begin`"
                        ),
                        None,
                    ));
                    continue;
                };
                if !arg.is_empty() && *arg != target {
                    problems.push(problem(
                        m.start,
                        say!(
                            l,
                            "`gen-config:end {arg}` closes the block begun as `gen-config:begin {target}`",
                            "`gen-config:end {arg}` 关闭的是以 `gen-config:begin {target}` 开始的块"
                        ),
                        Some(say!(
                            l,
                            "write `<!-- gen-config:end {target} -->` (or `<!-- gen-config:end -->`)",
                            "写成 `<!-- gen-config:end {target} -->`（或 `<!-- gen-config:end -->`）"
                        )),
                    ));
                    continue;
                }
                let (inner_end, _) = doc.line_bounds(m.start);
                match resolve(&target, model) {
                    Ok(t) => regions.push(Region {
                        target: t,
                        begin,
                        inner: inner_start..inner_end.max(inner_start),
                        end: m.end,
                        level: 0,
                    }),
                    Err(p) => problems.push(Problem { at: begin, ..p }),
                }
            }
        }
    }
    if let Some((at, _, _)) = open {
        problems.push(problem(
            at,
            say!(
                l,
                "a `gen-config:begin` with no `gen-config:end` after it",
                "`gen-config:begin` 之后没有 `gen-config:end`"
            ),
            Some(say!(
                l,
                "add `<!-- gen-config:end -->` on a line of its own where the written tables end",
                "在生成的表格结束处单独一行加上 `<!-- gen-config:end -->`"
            )),
        ));
    }
    // Each region's tables start one level below the heading it stands under (outside blocks).
    let levels: Vec<u8> = regions
        .iter()
        .map(|r| {
            doc.blocks
                .iter()
                .filter(|b| b.at < r.begin && !regions.iter().any(|x| (x.begin..x.end).contains(&b.at)))
                .filter_map(|b| match b.kind {
                    BlockKind::Heading(l) => Some(l),
                    _ => None,
                })
                .next_back()
                .map_or(2, |l| (l + 1).min(6))
        })
        .collect();
    for (r, l) in regions.iter_mut().zip(levels) {
        r.level = l;
    }
    (regions, problems)
}

/// Why a marker is malformed, in the language of the messages.
fn malformed_text(why: &Malformed) -> String {
    let l = messages();
    match why {
        Malformed::Inline => say!(
            l,
            "a gen-config marker must stand on a line of its own",
            "gen-config 标记必须单独占一行"
        ),
        Malformed::NotOneComment => say!(
            l,
            "a gen-config marker is one HTML comment alone on its lines, `<!-- gen-config:begin -->`",
            "gen-config 标记是单独成行的一个 HTML 注释，`<!-- gen-config:begin -->`"
        ),
        Malformed::NoPrefix => say!(
            l,
            "a gen-config marker starts with `gen-config:` right after `<!--`",
            "gen-config 标记在 `<!--` 之后紧接着 `gen-config:`"
        ),
        Malformed::Nested => say!(
            l,
            "a gen-config marker must stand at the top level, not in a list or a quote",
            "gen-config 标记必须在顶层，不能在列表或引用里"
        ),
        Malformed::UnknownVerb(v) => say!(
            l,
            "`gen-config:{v}` is no marker: use `gen-config:begin` and `gen-config:end`",
            "`gen-config:{v}` 不是标记：请用 `gen-config:begin` 和 `gen-config:end`"
        ),
    }
}

fn line_of(doc: &Doc, at: usize) -> (usize, usize) {
    let (start, _) = doc.line_bounds(at);
    (doc.line_number(start), start)
}

/// A begin marker's argument as what its block covers: nothing for every op, `OP`, `OP/SCENARIO`.
fn resolve(arg: &str, model: &Model) -> Result<Target, Problem> {
    let l = messages();
    let arg = arg.trim();
    if arg.is_empty() {
        return Ok(Target::All);
    }
    let (o, s) = match arg.split_once('/') {
        Some((o, s)) => (o, Some(s)),
        None => (arg, None),
    };
    let Some(op) = model.op(o) else {
        let ops: Vec<&str> = model.ops.iter().map(|x| x.name.as_str()).collect();
        let hint = did_you_mean(o, ops.iter().copied())
            .map(|m| say!(l, "did you mean `{m}`?", "是不是 `{m}`？"))
            .unwrap_or_else(|| {
                say!(
                    l,
                    "give nothing (every op), an op ({}) or OP/SCENARIO",
                    "不写（全部 op）、写一个 op（{}）或 OP/SCENARIO",
                    ops.join(", ")
                )
            });
        return Err(Problem {
            at: 0,
            code: Code::DocUnknownOp,
            message: say!(
                l,
                "the marker names `{o}`, which is not an op of `OP_REGISTRY`",
                "标记写的是 `{o}`，它不是 `OP_REGISTRY` 中的 op"
            ),
            help: Some(hint),
        });
    };
    match s {
        None => Ok(Target::Op(op.name.clone())),
        Some(s) if op.scenarios.iter().any(|x| x.name == s) => Ok(Target::Scenario(op.name.clone(), s.to_string())),
        Some(s) => {
            let names: Vec<&str> = op.scenarios.iter().map(|x| x.name.as_str()).collect();
            let hint = did_you_mean(s, names.iter().copied())
                .map(|m| say!(l, "did you mean `{o}/{m}`?", "是不是 `{o}/{m}`？"))
                .unwrap_or_else(|| say!(l, "the scenarios of `{o}`: {}", "`{o}` 的场景：{}", names.join(", ")));
            Err(Problem {
                at: 0,
                code: Code::DocUnknownScenario,
                message: say!(
                    l,
                    "the marker names `{o}/{s}`, which is not a scenario of `{o}`",
                    "标记写的是 `{o}/{s}`，它不是 `{o}` 的场景"
                ),
                help: Some(hint),
            })
        }
    }
}
