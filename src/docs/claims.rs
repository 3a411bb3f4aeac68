//! What a doc says, read from its structure — never from its lines as text.
//!
//! In: a [`Doc`] (its blocks and tokens), the ops and scenarios the code has (to tell which
//! headings name them), and the byte ranges gen-config wrote itself (not read as prose). Out:
//! [`Said`] — the doc's sections, each in a [`Scope`] (a scenario, an op, the doc in general, or a
//! heading that names something the code lacks), and in them:
//!
//! - field claims: a table row whose first cell is backticked names (`| `page_size` | `64` | … |`),
//!   a backticked name followed by parentheses (`` `head_dim` (`128`) ``), a list item that starts
//!   with one (`- `head_dim`: default 128`); with what the claim says — required (`R`), a default
//!   (the first lone code span, or the one after `default`), swept or plain, a list of values;
//! - constraints: code spans that are Python comparisons (`num_q_heads % num_kv_heads == 0`), a
//!   `%` alone (`K % 32`), an order on a claimed field's items (`>= 0`), and the phrases of
//!   [`lexicon`](super::lexicon) (`a multiple of 64`, `an even N`);
//! - rejections: backticked backends and values joined by a reject word (`` `fa2` rejects
//!   `float8_e4m3fn` ``, `` `w4a4-nvfp4` is rejected by `cublas`, `torch` ``);
//! - mentions: every name the section writes.
//!
//! Which names are fields, backends or values is left to the comparison, which knows the code.

use super::lexicon as lx;
use super::markdown::{Block, BlockKind, Doc, Tok};
use super::relation::{self, Bound, Kind, Relation};
use crate::model::Model;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Not under a heading that names an op or a scenario: what it says holds for every one.
    General,
    Op(String),
    Scenario(String, String),
    /// Under a heading naming an op or scenario the code does not have: left alone.
    Unknown,
}

impl Scope {
    /// The op this scope is about.
    pub fn op(&self) -> Option<&str> {
        match self {
            Scope::Op(o) | Scope::Scenario(o, _) => Some(o),
            _ => None,
        }
    }
}

/// A heading that names something the code does not have.
#[derive(Clone, Debug, PartialEq)]
pub enum Unknown {
    Op(String),
    /// In an op's section (or written `op/name`): (op, name).
    Scenario(String, String),
}

#[derive(Clone, Debug)]
pub struct Heading {
    pub at: usize,
    pub level: u8,
    pub scope: Option<Scope>,
    pub unknown: Option<Unknown>,
    /// For an unknown heading: its section describes fields (claims), or has subsections that
    /// name scenarios-like things: it describes an op or a scenario, not just a topic.
    pub describes: bool,
}

/// What a claim says about a field.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Facts {
    pub required: bool,
    /// The default as written, and where.
    pub default: Option<(String, usize)>,
    /// Swept (`true`) or plain (`false`), where the doc says so, and where.
    pub sweep: Option<(bool, usize)>,
    /// A list of values it gives (modes, dtypes, backends, allowed values).
    pub values: Option<Vec<(String, usize)>>,
    /// Every code span of the claim (quotes stripped): what it names anywhere.
    pub named: Vec<String>,
    /// Its notes give a number (`16, 32, 64 or 128`): a limit said in prose.
    pub numbers: bool,
}

#[derive(Clone, Debug)]
pub struct Claim {
    pub scope: Scope,
    pub name: String,
    pub at: usize,
    pub facts: Facts,
    /// It gives more than the name (an annotation, a table cell).
    pub annotated: bool,
}

#[derive(Clone, Debug)]
pub struct DocRelation {
    pub scope: Scope,
    /// As the doc writes it.
    pub text: String,
    pub at: usize,
    pub rel: Relation,
    /// The field whose items it is about (the claim it sits in), if any.
    pub subject: Option<String>,
}

#[derive(Clone, Debug)]
pub struct Rejection {
    pub scope: Scope,
    pub at: usize,
    /// The code spans before and after the reject word (one side backends, the other values).
    pub left: Vec<(String, usize)>,
    pub right: Vec<(String, usize)>,
}

#[derive(Default)]
pub struct Said {
    pub headings: Vec<Heading>,
    pub claims: Vec<Claim>,
    pub relations: Vec<DocRelation>,
    pub rejections: Vec<Rejection>,
    /// Every name written in a scope (code spans and words).
    pub mentions: Vec<(Scope, String)>,
    /// The sections (op and scenario) the doc has, with their heading's place.
    pub sections: Vec<(Scope, usize)>,
}

/// A Python identifier (what a config field is named).
pub fn is_ident(s: &str) -> bool {
    let mut c = s.chars();
    c.next().is_some_and(|f| f.is_ascii_alphabetic() || f == '_') && c.all(|x| x.is_ascii_alphanumeric() || x == '_')
}

/// What a list of values may hold as one item: a name or number (`w4a4-nvfp4`, `fi(trtllm-gen)`,
/// `0.5`), not an expression or a flow list.
fn value_like(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('(')
        && s.chars().all(|c| c.is_alphanumeric() || "_-.()".contains(c))
        && s.matches('(').count() == s.matches(')').count()
}

/// A value as a doc writes it in a code span, its quotes taken off (`"none"` → `none`).
pub fn unquote(s: &str) -> &str {
    let s = s.trim();
    for q in ['"', '\''] {
        if let Some(inner) = s.strip_prefix(q).and_then(|x| x.strip_suffix(q)) {
            return inner;
        }
    }
    s
}

const OPEN: &[char] = &['(', '（', '[', '【'];
const CLOSE: &[char] = &[')', '）', ']', '】'];
const SEPARATORS: &[char] = &[',', ';', '，', '；'];
const LIST_SEPARATORS: &[char] = &[',', '、', '/', '，'];
const SENTENCE_END: &[char] = &['.', '。'];

pub fn read(doc: &Doc, text: &str, model: &Model, skip: &[std::ops::Range<usize>]) -> Said {
    let blocks: Vec<&Block> = doc
        .blocks
        .iter()
        .filter(|b| !skip.iter().any(|r| r.contains(&b.at)))
        .collect();
    let mut said = Said::default();
    let op_levels: Vec<u8> = blocks
        .iter()
        .filter_map(|b| match b.kind {
            BlockKind::Heading(l) => {
                let (scope, _) = classify(&b.toks, l, None, model, &[]);
                matches!(scope, Some(Scope::Op(_))).then_some(l)
            }
            _ => None,
        })
        .collect();
    // The heading stack: (level, scope it opens, its index in `said.headings`).
    let mut stack: Vec<(u8, Option<Scope>, usize)> = Vec::new();
    let mut scope_of_block: Vec<Scope> = Vec::new();
    for b in &blocks {
        if let BlockKind::Heading(level) = b.kind {
            while stack.last().is_some_and(|(l, _, _)| *l >= level) {
                stack.pop();
            }
            let context = stack.iter().rev().find_map(|(_, s, _)| s.clone());
            let (scope, unknown) = classify(&b.toks, level, context.as_ref(), model, &op_levels);
            let scope = scope.or_else(|| unknown.as_ref().map(|_| Scope::Unknown));
            if let Some(s @ (Scope::Op(_) | Scope::Scenario(..))) = &scope {
                said.sections.push((s.clone(), b.at));
            }
            // A heading under an unknown one makes that one "describe" something.
            if let Some((_, Some(Scope::Unknown), i)) = stack.iter().rev().find(|(_, s, _)| s.is_some()) {
                if unknown.is_some() || scope.as_ref().is_some_and(|s| *s != Scope::Unknown) {
                    said.headings[*i].describes = true;
                }
            }
            // `## attention/decode_mla` names a scenario as plainly as a doc can: said as it is.
            let explicit = unknown.is_some() && heading_names(&b.toks).iter().any(|(n, _)| n.contains('/'));
            said.headings.push(Heading {
                at: b.at,
                level,
                scope: scope.clone(),
                unknown,
                describes: explicit,
            });
            stack.push((level, scope, said.headings.len() - 1));
            scope_of_block.push(Scope::General);
            continue;
        }
        let scope = stack
            .iter()
            .rev()
            .find_map(|(_, s, _)| s.clone())
            .unwrap_or(Scope::General);
        scope_of_block.push(scope);
    }
    let mut header: Option<&Block> = None;
    for (b, scope) in blocks.iter().zip(&scope_of_block) {
        match b.kind {
            BlockKind::Row(true) => {
                header = Some(b);
                continue;
            }
            BlockKind::Row(false) => {}
            BlockKind::Heading(_) => {
                header = None;
                continue;
            }
            _ => header = None,
        }
        let spans = claims_of(b, header, scope, &mut said);
        if *scope == Scope::Unknown {
            if !spans.is_empty() {
                // Field claims under an unknown heading: it describes a scenario or an op.
                if let Some(h) = said
                    .headings
                    .iter_mut()
                    .rev()
                    .find(|h| h.at < b.at && h.unknown.is_some())
                {
                    h.describes = true;
                }
            }
            continue;
        }
        for t in &b.toks {
            if let Some(n) = t.name().map(unquote) {
                if is_ident(n) {
                    said.mentions.push((scope.clone(), n.to_string()));
                }
            }
        }
        relations_of(b, text, scope, &spans, &mut said);
        rejections_of(b, scope, &mut said);
    }
    said
}

/// The names a heading writes: each code span (`true`) and word, with an `op/name` pair joined.
fn heading_names(toks: &[Tok]) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        match &toks[i] {
            Tok::Code(c, _) => out.push((c.clone(), true)),
            Tok::Word(w, _) => {
                if let (Some(Tok::Punct('/', _)), Some(Tok::Word(b, _))) = (toks.get(i + 1), toks.get(i + 2)) {
                    out.push((format!("{w}/{b}"), false));
                    i += 3;
                    continue;
                }
                out.push((w.clone(), false));
            }
            Tok::Punct(..) => {}
        }
        i += 1;
    }
    out
}

/// What a heading opens: a known scope, or the name of something unknown.
fn classify(
    toks: &[Tok],
    level: u8,
    context: Option<&Scope>,
    model: &Model,
    op_levels: &[u8],
) -> (Option<Scope>, Option<Unknown>) {
    let names = heading_names(toks);
    // A heading that is one name alone (`### decode_gqa`, `## `gemm``).
    let alone = names.len() == 1;
    let context_op = context.and_then(Scope::op).and_then(|o| model.op(o));
    for (n, code) in &names {
        if let Some((o, s)) = n.split_once('/') {
            if let Some(op) = model.op(o) {
                if op.scenarios.iter().any(|x| x.name == s) {
                    return (Some(Scope::Scenario(o.into(), s.into())), None);
                }
                if op.error.is_none() && is_ident(s) {
                    return (None, Some(Unknown::Scenario(o.into(), s.into())));
                }
            }
            continue;
        }
        // A backticked name anywhere; a word when it is the heading's only one, across case
        // (`## Attention`). (`# Dense prefill` is about no `dense`.)
        if !(*code || alone) {
            continue;
        }
        let same = |a: &str| if *code { a == n } else { a.eq_ignore_ascii_case(n) };
        if let Some(op) = model.ops.iter().find(|o| same(&o.name)) {
            return (Some(Scope::Op(op.name.clone())), None);
        }
        if let Some(op) = context_op {
            if let Some(sc) = op.scenarios.iter().find(|x| same(&x.name)) {
                return (Some(Scope::Scenario(op.name.clone(), sc.name.clone())), None);
            }
        } else {
            let owners: Vec<(&str, &str)> = model
                .ops
                .iter()
                .filter_map(|o| {
                    o.scenarios
                        .iter()
                        .find(|x| same(&x.name))
                        .map(|x| (o.name.as_str(), x.name.as_str()))
                })
                .collect();
            if let [(o, sc)] = owners.as_slice() {
                return (Some(Scope::Scenario(o.to_string(), sc.to_string())), None);
            }
        }
    }
    // One name alone that reads like a code name: a backticked identifier, or a lowercase one.
    if let [(n, code)] = names.as_slice() {
        let code_like = is_ident(n) && (*code || !n.chars().any(|c| c.is_ascii_uppercase()));
        if code_like {
            match (context, context_op) {
                (Some(Scope::Op(_)), Some(op)) if op.error.is_none() => {
                    return (None, Some(Unknown::Scenario(op.name.clone(), n.clone())));
                }
                (None | Some(Scope::General), _) if op_levels.contains(&level) => {
                    return (None, Some(Unknown::Op(n.clone())));
                }
                _ => {}
            }
        }
    }
    (None, None)
}

/// The token ranges of a block's field claims (for which claim a relation sits in).
struct ClaimSpan {
    name: Option<String>,
    range: std::ops::Range<usize>,
}

/// The field claims of one block, added to `said`; their token spans are returned.
fn claims_of(b: &Block, header: Option<&Block>, scope: &Scope, said: &mut Said) -> Vec<ClaimSpan> {
    let mut spans = Vec::new();
    match b.kind {
        BlockKind::Row(false) => {
            let Some(first) = b.cells.first() else { return spans };
            // A `default` column (named so in the header) gives the default; the second cell
            // otherwise says it (`R`, `` `64` ``).
            let default_col = header
                .and_then(|h| h.cells.iter().position(|c| lx::contains(c, lx::DEFAULT)))
                .filter(|&i| i >= 1);
            let names: Vec<(String, usize)> = first
                .iter()
                .filter_map(|t| match t {
                    Tok::Code(c, at) if is_ident(c) => Some((c.clone(), *at)),
                    _ => None,
                })
                .collect();
            let only_names = first.iter().all(|t| {
                matches!(t, Tok::Code(c, _) if is_ident(c))
                    || t.is_punct(LIST_SEPARATORS)
                    || t.word().is_some_and(|w| lx::JOINERS.contains(&w))
            });
            if names.is_empty() || !only_names {
                return spans;
            }
            let mut ann: Vec<Tok> = b.cells.get(1).cloned().unwrap_or_default();
            if let Some(i) = default_col.filter(|&i| i > 1) {
                if let Some(cell) = b.cells.get(i).filter(|c| !c.is_empty()) {
                    let at = cell[0].at();
                    ann.push(Tok::Punct(',', at));
                    ann.push(Tok::Word(lx::DEFAULT[0].to_string(), at));
                    ann.extend(cell.iter().cloned());
                }
            }
            let mut notes: Vec<Tok> = Vec::new();
            for (i, c) in b.cells.iter().enumerate().skip(2) {
                if Some(i) == default_col {
                    continue;
                }
                if let Some(first) = c.first() {
                    notes.push(Tok::Punct(';', first.at()));
                }
                notes.extend(c.iter().cloned());
            }
            let per_name = split_per_name(&ann, names.len());
            for (k, (name, at)) in names.iter().enumerate() {
                let (ann, own) = match &per_name {
                    Some(parts) => (parts[k].clone(), true),
                    None => (ann.clone(), names.len() == 1),
                };
                let mut facts = facts(&ann, &notes);
                if !own {
                    // One annotation for several names: its default and values are no one's.
                    facts.default = None;
                    facts.values = None;
                }
                said.claims.push(Claim {
                    scope: scope.clone(),
                    name: name.clone(),
                    at: *at,
                    facts,
                    annotated: !ann.is_empty(),
                });
            }
            let single = (names.len() == 1).then(|| names[0].0.clone());
            spans.push(ClaimSpan {
                name: single,
                range: 0..b.toks.len(),
            });
        }
        BlockKind::Paragraph | BlockKind::Item => {
            let toks = &b.toks;
            let starts = |i: usize| -> bool {
                matches!(&toks[i], Tok::Code(c, _) if is_ident(c))
                    && toks.get(i + 1).is_some_and(|t| t.is_punct(&['(', '（']))
            };
            let mut i = 0;
            while i < toks.len() {
                let item_head = b.kind == BlockKind::Item && i == 0 && !starts(0);
                if !(starts(i) || item_head && matches!(&toks[0], Tok::Code(c, _) if is_ident(c))) {
                    i += 1;
                    continue;
                }
                let Tok::Code(name, at) = &toks[i] else {
                    i += 1;
                    continue;
                };
                let (ann, after) = if item_head {
                    // `- `name`: what it is.` — the first sentence annotates it.
                    let mut j = 1;
                    while toks.get(j).is_some_and(|t| t.is_punct(&[':', '：', '—', '–'])) {
                        j += 1;
                    }
                    let end = (j..toks.len())
                        .find(|&k| toks[k].is_punct(SENTENCE_END))
                        .unwrap_or(toks.len());
                    (toks[j..end].to_vec(), end)
                } else {
                    let close = matching_close(toks, i + 1);
                    (toks[i + 2..close].to_vec(), (close + 1).min(toks.len()))
                };
                // The rest of its sentence, up to the next claim.
                let mut end = after;
                while end < toks.len() && !toks[end].is_punct(SENTENCE_END) && !starts(end) {
                    end += 1;
                }
                let notes = toks[after..end].to_vec();
                said.claims.push(Claim {
                    scope: scope.clone(),
                    name: name.clone(),
                    at: *at,
                    facts: facts(&ann, &notes),
                    annotated: !ann.is_empty() || !notes.is_empty(),
                });
                spans.push(ClaimSpan {
                    name: Some(name.clone()),
                    range: i..end,
                });
                i = end.max(i + 1);
            }
        }
        _ => {}
    }
    spans
}

/// The index of the bracket closing the one at `open` (or the end).
fn matching_close(toks: &[Tok], open: usize) -> usize {
    let mut depth = 0usize;
    for (k, t) in toks.iter().enumerate().skip(open) {
        if t.is_punct(OPEN) {
            depth += 1;
        } else if t.is_punct(CLOSE) {
            depth = depth.saturating_sub(1);
            if depth == 0 {
                return k;
            }
        }
    }
    toks.len()
}

/// `` `64` / `8` / `128` `` for a row naming three fields: one part per name, when the `/`s
/// (outside brackets) split it into as many.
fn split_per_name(ann: &[Tok], n: usize) -> Option<Vec<Vec<Tok>>> {
    if n < 2 {
        return None;
    }
    let mut parts = vec![Vec::new()];
    let mut depth = 0usize;
    for t in ann {
        if t.is_punct(OPEN) {
            depth += 1;
        } else if t.is_punct(CLOSE) {
            depth = depth.saturating_sub(1);
        }
        if depth == 0 && t.is_punct(&['/']) {
            parts.push(Vec::new());
        } else if let Some(p) = parts.last_mut() {
            p.push(t.clone());
        }
    }
    (parts.len() == n).then_some(parts)
}

/// Split at separators outside brackets.
fn elements(toks: &[Tok], seps: &[char]) -> Vec<Vec<Tok>> {
    let mut out = vec![Vec::new()];
    let mut depth = 0usize;
    for t in toks {
        if t.is_punct(OPEN) {
            depth += 1;
        } else if t.is_punct(CLOSE) {
            depth = depth.saturating_sub(1);
        }
        if depth == 0 && t.is_punct(seps) {
            out.push(Vec::new());
        } else if let Some(e) = out.last_mut() {
            e.push(t.clone());
        }
    }
    out.retain(|e| !e.is_empty());
    out
}

/// What an annotation (and the notes after it) say about a field.
fn facts(ann: &[Tok], notes: &[Tok]) -> Facts {
    let mut f = Facts::default();
    // `(`[halops]`: `halops fa2 …`)`: what follows a colon is a list of values.
    let colon = {
        let mut depth = 0usize;
        ann.iter().position(|t| {
            if t.is_punct(OPEN) {
                depth += 1;
            } else if t.is_punct(CLOSE) {
                depth = depth.saturating_sub(1);
            }
            depth == 0 && t.is_punct(&[':', '：'])
        })
    };
    let (head, after_colon) = match colon {
        Some(c) => (&ann[..c], &ann[c + 1..]),
        None => (ann, &[][..]),
    };
    f.required = lx::contains(head, lx::REQUIRED);
    for i in 0..head.len() {
        if lx::any_at(head, i, lx::PLAIN).is_some() {
            f.sweep = Some((false, head[i].at()));
            break;
        }
        if lx::any_at(head, i, lx::SWEEP).is_some() {
            f.sweep = Some((true, head[i].at()));
            break;
        }
    }
    // `default 128`, `默认值为 `64``.
    for i in 0..head.len() {
        if let Some(n) = lx::any_at(head, i, lx::DEFAULT) {
            let mut k = i + n;
            while k < head.len() && lx::is_filler(&head[k]) {
                k += 1;
            }
            if let Some(t) = head.get(k).filter(|t| t.name().is_some()) {
                f.default = t.name().map(|v| (v.to_string(), t.at()));
            }
            break;
        }
    }
    let elems = elements(head, SEPARATORS);
    let lone_code = |e: &Vec<Tok>| -> Option<(String, usize)> {
        match e.as_slice() {
            [Tok::Code(c, at)] => Some((c.clone(), *at)),
            _ => None,
        }
    };
    let all_codes = elems.len() >= 2
        && elems
            .iter()
            .all(|e| lone_code(e).is_some_and(|(c, _)| value_like(unquote(&c))));
    if all_codes {
        f.values = Some(
            elems
                .iter()
                .filter_map(lone_code)
                .map(|(c, at)| (unquote(&c).to_string(), at))
                .collect(),
        );
    } else if f.default.is_none() {
        if let Some((c, at)) = elems.first().and_then(lone_code) {
            if relation::of_expr(&c).is_none() && relation::of_item_expr(&c).is_none() {
                f.default = Some((c, at));
            }
        }
    }
    if f.values.is_none() {
        // After a colon, else in the annotation past its default, else in the notes.
        let past_default = match &f.default {
            Some((_, at)) => head.iter().position(|t| t.at() > *at).map_or(&[][..], |i| &head[i..]),
            None => head,
        };
        f.values = first_list(after_colon)
            .or_else(|| first_list(past_default))
            .or_else(|| first_list(notes));
    }
    f.numbers = notes
        .iter()
        .filter_map(Tok::name)
        .any(|n| unquote(n).parse::<f64>().is_ok());
    f.named = ann
        .iter()
        .chain(notes)
        .filter_map(Tok::code)
        .flat_map(|c| c.split_whitespace().map(|x| unquote(x).to_string()).collect::<Vec<_>>())
        .collect();
    f
}

/// The first list of values in a run of tokens: two or more code spans joined only by commas,
/// slashes or `and`/`or`; or one code span of names separated by spaces (`halops fa2 golden`).
fn first_list(toks: &[Tok]) -> Option<Vec<(String, usize)>> {
    let mut i = 0;
    while i < toks.len() {
        if let Tok::Code(c, at) = &toks[i] {
            let parts: Vec<&str> = c.split_whitespace().collect();
            if parts.len() >= 2 && parts.iter().all(|p| value_like(unquote(p))) {
                return Some(parts.iter().map(|p| (unquote(p).to_string(), *at)).collect());
            }
            if value_like(unquote(c)) {
                let mut items = vec![(unquote(c).to_string(), *at)];
                let mut k = i + 1;
                loop {
                    let mut j = k;
                    while j < toks.len()
                        && (toks[j].is_punct(LIST_SEPARATORS)
                            || toks[j].word().is_some_and(|w| lx::JOINERS.contains(&w)))
                    {
                        j += 1;
                    }
                    match toks.get(j) {
                        Some(Tok::Code(c, at)) if j > k && value_like(unquote(c)) => {
                            items.push((unquote(c).to_string(), *at));
                            k = j + 1;
                        }
                        _ => break,
                    }
                }
                if items.len() >= 2 {
                    return Some(items);
                }
            }
        }
        i += 1;
    }
    None
}

/// The constraints one block states.
fn relations_of(b: &Block, text: &str, scope: &Scope, spans: &[ClaimSpan], said: &mut Said) {
    let toks = &b.toks;
    let subject_at =
        |i: usize| -> Option<String> { spans.iter().find(|s| s.range.contains(&i)).and_then(|s| s.name.clone()) };
    let source = |from: usize, to: usize| -> String {
        let end = toks.get(to).map_or(from, |t| tok_end(t, text));
        text.get(from..end.max(from))
            .unwrap_or("")
            .replace('`', "")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let push = |said: &mut Said, text: String, at: usize, rel: Relation, subject: Option<String>| {
        said.relations.push(DocRelation {
            scope: scope.clone(),
            text,
            at,
            rel,
            subject,
        });
    };
    for (i, from, src, r) in prose_relations(toks, text) {
        push(said, src, from, r, subject_at(i));
    }
    // A phrase read covers its tokens (`a multiple of` is not read again as `multiple of`).
    let mut past = 0;
    for (i, t) in toks.iter().enumerate() {
        if i < past {
            continue;
        }
        if let Tok::Code(c, at) = t {
            if let Some(r) = relation::of_expr(c) {
                push(said, c.clone(), *at, r, subject_at(i));
            } else if let (Some(r), Some(s)) = (relation::of_item_expr(c), subject_at(i)) {
                push(said, c.clone(), *at, r, Some(s));
            }
            continue;
        }
        // `a multiple of 64`: the divisor follows; `64 的倍数`: it comes before.
        if let Some(n) = lx::any_at(toks, i, lx::MULTIPLE_OF) {
            past = i + n;
            let Some(d) = next_name(toks, i + n) else { continue };
            let subject = subject_at(i);
            let named = match &subject {
                Some(_) => None,
                None => prev_name(toks, i),
            };
            if subject.is_none() && named.is_none() {
                continue;
            }
            let from = named.map_or(toks[i].at(), |k| toks[k].at());
            let rel = divides(named.map(|k| name_of(&toks[k])), &toks[d]);
            push(said, source(from, d), from, rel, subject);
        } else if let Some(n) = lx::any_at(toks, i, lx::MULTIPLE_OF_AFTER) {
            past = i + n;
            let Some(d) = prev_name(toks, i) else { continue };
            let subject = subject_at(i);
            let named = match &subject {
                Some(_) => None,
                None => prev_name(toks, d),
            };
            if subject.is_none() && named.is_none() {
                continue;
            }
            let from = named.map_or(toks[d].at(), |k| toks[k].at());
            let rel = divides(named.map(|k| name_of(&toks[k])), &toks[d]);
            push(said, source(from, i + n - 1), from, rel, subject);
        } else if let Some(n) = lx::any_at(toks, i, lx::EVEN) {
            let Some(s) = next_name(toks, i + n) else { continue };
            let rel = Relation {
                kind: Kind::Divides,
                names: vec![name_of(&toks[s])],
                bound: Bound::Num(2.0),
            };
            push(said, source(toks[i].at(), s), toks[i].at(), rel, None);
        } else if lx::any_at(toks, i, lx::EVEN_AFTER).is_some() {
            let Some(s) = prev_name(toks, i) else { continue };
            let rel = Relation {
                kind: Kind::Divides,
                names: vec![name_of(&toks[s])],
                bound: Bound::Num(2.0),
            };
            push(said, source(toks[s].at(), i), toks[s].at(), rel, None);
        }
    }
}

fn name_of(t: &Tok) -> String {
    t.name().map(|n| unquote(n).to_string()).unwrap_or_default()
}

/// `subject % divisor == 0` as a relation.
fn divides(subject: Option<String>, divisor: &Tok) -> Relation {
    let d = name_of(divisor);
    let bound = match d.parse::<f64>() {
        Ok(n) => Bound::Num(n),
        Err(_) if is_ident(&d) => Bound::Name(d.clone()),
        Err(_) => Bound::Unknown,
    };
    let mut names: Vec<String> = subject.into_iter().collect();
    if matches!(bound, Bound::Name(_)) {
        names.push(d);
    }
    Relation {
        kind: Kind::Divides,
        names,
        bound,
    }
}

/// Where a token ends in the doc's text.
fn tok_end(t: &Tok, text: &str) -> usize {
    match t {
        Tok::Word(w, at) => at + w.len(),
        Tok::Punct(c, at) => at + c.len_utf8(),
        Tok::Code(_, at) => {
            let rest = text.get(*at..).unwrap_or("");
            let fence = rest.len() - rest.trim_start_matches('`').len();
            let close = "`".repeat(fence.max(1));
            rest.get(fence..)
                .and_then(|r| r.find(&close))
                .map_or(*at + rest.len(), |i| at + fence + i + close.len())
        }
    }
}

/// Comparisons written as plain text (`` `bf16` (k % 8) ``): each run of words and operators
/// between code spans and separators that parses as a Python comparison or `%`.
fn prose_relations(toks: &[Tok], text: &str) -> Vec<(usize, usize, String, Relation)> {
    let stop = |t: &Tok| {
        matches!(t, Tok::Code(..)) || t.is_punct(&[',', ';', '(', ')', '，', '；', '（', '）', '.', '。', ':', '：'])
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        if stop(&toks[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < toks.len() && !stop(&toks[i]) {
            i += 1;
        }
        let run = &toks[start..i];
        let operator = run
            .iter()
            .any(|t| t.word() == Some("%") || t.is_punct(&['<', '>', '=']));
        if run.len() < 3 || !operator {
            continue;
        }
        let (from, to) = (run[0].at(), tok_end(&run[run.len() - 1], text));
        let Some(src) = text.get(from..to) else { continue };
        if let Some(r) = relation::of_expr(src).filter(|r| matches!(r.kind, Kind::Divides | Kind::Order)) {
            out.push((start, from, src.split_whitespace().collect::<Vec<_>>().join(" "), r));
        }
    }
    out
}

/// The next token that is a name or a number, past filler words.
fn next_name(toks: &[Tok], from: usize) -> Option<usize> {
    let mut k = from;
    while k < toks.len() && lx::is_filler(&toks[k]) {
        k += 1;
    }
    toks.get(k)
        .filter(|t| {
            t.name()
                .is_some_and(|n| is_ident(unquote(n)) || unquote(n).parse::<f64>().is_ok())
        })
        .map(|_| k)
}

/// The token before `before` that is a name or a number, past filler words.
fn prev_name(toks: &[Tok], before: usize) -> Option<usize> {
    let mut k = before;
    while k > 0 {
        k -= 1;
        if lx::is_filler(&toks[k]) {
            continue;
        }
        return toks[k]
            .name()
            .filter(|n| is_ident(unquote(n)) || unquote(n).parse::<f64>().is_ok())
            .map(|_| k);
    }
    None
}

/// The rejections one block states.
fn rejections_of(b: &Block, scope: &Scope, said: &mut Said) {
    let toks = &b.toks;
    for i in 0..toks.len() {
        let Some(n) = lx::any_at(toks, i, lx::REJECT) else {
            continue;
        };
        let left = codes_backward(toks, i);
        let right = codes_forward(toks, i + n);
        if !left.is_empty() && !right.is_empty() {
            said.rejections.push(Rejection {
                scope: scope.clone(),
                at: toks[i].at(),
                left,
                right,
            });
        }
    }
}

/// The code spans of a list, split at spaces inside a span.
fn push_codes(out: &mut Vec<(String, usize)>, c: &str, at: usize) {
    for p in c.split_whitespace() {
        out.push((unquote(p).to_string(), at));
    }
}

fn is_joint(t: &Tok) -> bool {
    t.is_punct(LIST_SEPARATORS) || t.word().is_some_and(|w| lx::JOINERS.contains(&w))
}

/// The code spans of the list right after `from` (past filler words).
fn codes_forward(toks: &[Tok], from: usize) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let mut k = from;
    while k < toks.len() && lx::is_filler(&toks[k]) {
        k += 1;
    }
    while let Some(Tok::Code(c, at)) = toks.get(k) {
        push_codes(&mut out, c, *at);
        let mut j = k + 1;
        while j < toks.len() && is_joint(&toks[j]) {
            j += 1;
        }
        if j == k + 1 || !matches!(toks.get(j), Some(Tok::Code(..))) {
            break;
        }
        k = j;
    }
    out
}

/// The code spans of the list right before `before` (past filler words), in their order.
fn codes_backward(toks: &[Tok], before: usize) -> Vec<(String, usize)> {
    let mut k = before;
    while k > 0 && lx::is_filler(&toks[k - 1]) {
        k -= 1;
    }
    let mut found: Vec<(String, usize)> = Vec::new();
    while k > 0 {
        let Tok::Code(c, at) = &toks[k - 1] else { break };
        let mut part = Vec::new();
        push_codes(&mut part, c, *at);
        part.extend(found);
        found = part;
        let mut j = k - 1;
        while j > 0 && is_joint(&toks[j - 1]) {
            j -= 1;
        }
        if j == k - 1 || j == 0 || !matches!(toks[j - 1], Tok::Code(..)) {
            break;
        }
        k = j;
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts_of(s: &str) -> Facts {
        let d = Doc::read(s);
        let toks = &d.blocks[0].toks;
        let close = matching_close(toks, 1);
        facts(&toks[2..close], &toks[close + 1..])
    }

    #[test]
    fn an_annotation_says_required_default_sweep_and_values() {
        let f = facts_of("`s_kv_list` (R, sweep) each a multiple of `page_size`");
        assert!(f.required);
        assert_eq!(f.sweep.map(|s| s.0), Some(true));
        assert_eq!(f.default, None);
        let f = facts_of("`head_dim` (`128`)");
        assert_eq!(f.default.map(|d| d.0), Some("128".into()));
        let f = facts_of("`backends` (`[halops]`: `halops fa2 golden`; `fa2` rejects FP8)");
        assert_eq!(f.default.map(|d| d.0), Some("[halops]".into()));
        let v: Vec<String> = f.values.unwrap_or_default().into_iter().map(|v| v.0).collect();
        assert_eq!(v, ["halops", "fa2", "golden"]);
        let f = facts_of("`mode` (R) is one of `bf16`, `w8a8-mxfp8` or `w4a4-nvfp4` (`MODES` in `quant.py`)");
        let v: Vec<String> = f.values.unwrap_or_default().into_iter().map(|v| v.0).collect();
        assert_eq!(v, ["bf16", "w8a8-mxfp8", "w4a4-nvfp4"]);
        let f = facts_of("`dtype` (`bfloat16`, `float16`)");
        assert_eq!(f.default, None);
        assert_eq!(f.values.map(|v| v.len()), Some(2));
        let f = facts_of("`head_dim` (默认值为 `64`，不扫描)");
        assert_eq!(f.default.map(|d| d.0), Some("64".into()));
        assert_eq!(f.sweep.map(|s| s.0), Some(false));
    }
}
