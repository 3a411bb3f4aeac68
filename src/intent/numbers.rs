//! Number lists as people write them: items joined by separators and connectors, ranges and
//! doubling ranges (`1 到 64 翻倍`, `1-8 step 2`), brackets and shapes written whole, with a
//! budget so no range grows without end; and [`parse_numbers`] for one list on its own.

use super::*;

pub(super) fn is_used(used: &[bool], k: usize) -> bool {
    used.get(k).copied().unwrap_or(true)
}

pub(super) fn word_at<'t>(toks: &'t [Tok], used: &[bool], k: usize) -> Option<&'t str> {
    match toks.get(k) {
        Some(Tok::Word(w)) if !is_used(used, k) => Some(w.as_str()),
        _ => None,
    }
}

pub(super) fn num_at(toks: &[Tok], used: &[bool], k: usize) -> Option<Num> {
    match toks.get(k) {
        Some(Tok::Num(n)) if !is_used(used, k) => Some(n.clone()),
        _ => None,
    }
}

pub(super) fn int_at(toks: &[Tok], used: &[bool], k: usize) -> Option<i64> {
    num_at(toks, used, k).and_then(|n| n.as_i64())
}

pub(super) fn sep_at(toks: &[Tok], k: usize) -> Option<char> {
    match toks.get(k) {
        Some(Tok::Sep(c)) => Some(*c),
        _ => None,
    }
}

pub(super) fn mark(used: &mut [bool], from: usize, to: usize) {
    let to = to.min(used.len());
    if from < to {
        for u in &mut used[from..to] {
            *u = true;
        }
    }
}

/// Skips `=`, `:`, "in", "is", ... between a label and its value.
pub(super) fn skip_connectors(toks: &[Tok], used: &[bool], mut j: usize) -> usize {
    let mut steps = 0;
    while steps < 4 && !is_used(used, j) {
        let conn = match toks.get(j) {
            Some(Tok::Sep('=')) | Some(Tok::Sep(':')) => true,
            Some(Tok::Word(w)) => matches!(w.as_str(), "in" | "is" | "of" | "from" | "are" | "as" | "equals" | "be"),
            _ => false,
        };
        if !conn {
            break;
        }
        j += 1;
        steps += 1;
    }
    j
}

pub(super) struct Budget(pub(super) usize);

impl Budget {
    pub(super) fn push(&mut self, out: &mut Vec<Num>, n: Num) {
        if self.0 > 0 {
            self.0 -= 1;
            out.push(n);
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Step {
    Geo(i64),
    Arith(i64),
}

pub(super) fn is_pow2(v: i64) -> bool {
    v > 0 && v & (v - 1) == 0
}

/// Expands `a..b` into `out` (geometric or arithmetic), capped.
pub(super) fn expand(a: &Num, b: &Num, step: Option<Step>, out: &mut Vec<Num>, budget: &mut Budget) {
    let (x, y) = match (a, b) {
        (Num::Int(x), Num::Int(y)) => (*x, *y),
        _ => {
            budget.push(out, a.clone());
            budget.push(out, b.clone());
            return;
        }
    };
    let (lo, hi) = if x <= y { (x, y) } else { (y, x) };
    let default = if is_pow2(lo) && is_pow2(hi) {
        Step::Geo(2)
    } else {
        Step::Arith(1)
    };
    let step = match step {
        Some(Step::Geo(f)) if f >= 2 => Step::Geo(f),
        Some(Step::Arith(s)) if s >= 1 => Step::Arith(s),
        _ => default,
    };
    let cap = MAX_RANGE_ITEMS.min(budget.0);
    let mut made = 0;
    match step {
        Step::Geo(f) => {
            let mut v = lo;
            if v <= 0 {
                budget.push(out, Num::Int(v));
                made += 1;
                v = 1;
            }
            while v <= hi && made < cap {
                budget.push(out, Num::Int(v));
                made += 1;
                v = match v.checked_mul(f) {
                    Some(nv) => nv,
                    None => break,
                };
            }
        }
        Step::Arith(s) => {
            let mut v = lo;
            while v <= hi && made < cap {
                budget.push(out, Num::Int(v));
                made += 1;
                v = match v.checked_add(s) {
                    Some(nv) => nv,
                    None => break,
                };
            }
        }
    }
}

/// Index after a range separator at `k` (`~`, `-`, `..`, `到`, "to").
pub(super) fn range_sep(toks: &[Tok], used: &[bool], k: usize) -> Option<usize> {
    if is_used(used, k) {
        return None;
    }
    match toks.get(k) {
        Some(Tok::Sep('~')) | Some(Tok::Sep('-')) => Some(k + 1),
        Some(Tok::Word(w)) if matches!(w.as_str(), "to" | "through" | "till" | "until" | "upto") => Some(k + 1),
        _ => None,
    }
}

pub(super) fn factor_word(w: &str) -> Option<i64> {
    let rest = w.strip_prefix('x')?;
    if rest.is_empty() || !rest.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    rest.parse().ok()
}

pub(super) fn is_doubling_word(w: &str) -> bool {
    matches!(
        w,
        "doubling" | "double" | "doubled" | "doubles" | "pow2" | "power2" | "geometric"
    )
}

/// A step spec after a range: `x2`, `x 4`, `*2`, `doubling`, `翻倍`, `step 2`, `步长 2`.
pub(super) fn step_spec(toks: &[Tok], used: &[bool], k: usize) -> (Option<Step>, usize) {
    if let Some(w) = word_at(toks, used, k) {
        if let Some(f) = factor_word(w) {
            return (Some(Step::Geo(f)), k + 1);
        }
        if w == "x" {
            if let Some(f) = int_at(toks, used, k + 1) {
                return (Some(Step::Geo(f)), k + 2);
            }
        }
        if is_doubling_word(w) {
            return (Some(Step::Geo(2)), k + 1);
        }
        if matches!(w, "step" | "steps" | "stride" | "by") {
            let j = skip_connectors(toks, used, k + 1);
            if let Some(s) = int_at(toks, used, j) {
                return (Some(Step::Arith(s)), j + 1);
            }
        }
    } else if sep_at(toks, k) == Some('*') && !is_used(used, k) {
        if let Some(f) = int_at(toks, used, k + 1) {
            return (Some(Step::Geo(f)), k + 2);
        }
    }
    (None, k)
}

pub(super) fn is_list_joiner(toks: &[Tok], used: &[bool], k: usize) -> bool {
    if is_used(used, k) {
        return false;
    }
    match toks.get(k) {
        Some(Tok::Sep(',' | '/' | ';')) => true,
        Some(Tok::Word(w)) => matches!(w.as_str(), "and" | "or"),
        _ => false,
    }
}

/// What one item of a value holds.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Piece {
    /// A number, or a range's numbers.
    Nums(Vec<Num>),
    /// `[16, 256, 4096]`: one bracketed group.
    Bracket(Vec<Num>),
    /// `128x4096x4096`.
    Dims(Vec<Num>),
}

impl Piece {
    pub(super) fn nums(&self) -> &[Num] {
        match self {
            Piece::Nums(v) | Piece::Bracket(v) | Piece::Dims(v) => v,
        }
    }
}

/// One item of a value and the tokens `[start, end)` it was written with.
#[derive(Debug, Clone)]
pub(super) struct Item {
    pub(super) piece: Piece,
    pub(super) start: usize,
    pub(super) end: usize,
}

/// Numbers written together (`1, 16, 64`; `1 到 64 翻倍`; `[1, 2] [3, 4]`; `64x7168x2048、4096x2048x7168`)
/// in tokens `[start, end)`. Fields take its items from the front (the field before it) and
/// from the back (a field named right after it).
#[derive(Debug)]
pub(super) struct Val {
    pub(super) items: Vec<Item>,
    pub(super) start: usize,
    pub(super) end: usize,
    /// Items taken from the front and from the back so far.
    pub(super) front: usize,
    pub(super) back: usize,
}

impl Val {
    pub(super) fn left(&self) -> usize {
        self.items.len().saturating_sub(self.front + self.back)
    }
    /// Every item not taken yet.
    pub(super) fn take_rest(&mut self) -> Vec<Item> {
        let (a, b) = (self.front, self.items.len().saturating_sub(self.back));
        self.front = b.max(a);
        self.items.get(a..b).map(<[Item]>::to_vec).unwrap_or_default()
    }
    /// The last item not taken yet.
    pub(super) fn take_last(&mut self) -> Vec<Item> {
        if self.left() == 0 {
            return vec![];
        }
        self.back += 1;
        self.items
            .get(self.items.len() - self.back)
            .cloned()
            .into_iter()
            .collect()
    }
}

/// A number list starting at the number `toks[j]`: its items (a number, or a range with its
/// step) and the index after it.
pub(super) fn parse_list(toks: &[Tok], used: &[bool], j: usize, budget: &mut Budget) -> (Vec<Item>, usize) {
    let mut items = Vec::new();
    let mut k = j;
    while let Some(a) = num_at(toks, used, k) {
        let start = k;
        let mut out = Vec::new();
        k += 1;
        let mut done = false;
        if let Some(b_at) = range_sep(toks, used, k) {
            if let Some(b) = num_at(toks, used, b_at) {
                let (step, nk) = step_spec(toks, used, b_at + 1);
                expand(&a, &b, step, &mut out, budget);
                k = nk;
                done = true;
            } else if let Some(Tok::Dims(d)) = toks.get(b_at) {
                // "1~64x2"
                if d.len() == 2 && !is_used(used, b_at) {
                    expand(&a, &Num::Int(d[0]), Some(Step::Geo(d[1])), &mut out, budget);
                    k = b_at + 1;
                    done = true;
                }
            }
        }
        if !done {
            budget.push(&mut out, a);
        }
        items.push(Item {
            piece: Piece::Nums(out),
            start,
            end: k,
        });
        if num_at(toks, used, k).is_some() {
            continue;
        }
        if is_list_joiner(toks, used, k) && num_at(toks, used, k + 1).is_some() {
            k += 1;
            continue;
        }
        break;
    }
    (items, k)
}

/// Bracket groups starting at `[`: the innermost groups of numbers.
pub(super) fn parse_brackets(toks: &[Tok], used: &[bool], j: usize) -> (Vec<Piece>, usize) {
    let mut groups = Vec::new();
    let mut cur: Vec<Num> = Vec::new();
    let mut depth = 0usize;
    let mut k = j;
    while k < toks.len() && !is_used(used, k) {
        match &toks[k] {
            Tok::Sep('[') => {
                depth += 1;
                if !cur.is_empty() {
                    groups.push(Piece::Bracket(std::mem::take(&mut cur)));
                }
            }
            Tok::Sep(']') => {
                if !cur.is_empty() {
                    groups.push(Piece::Bracket(std::mem::take(&mut cur)));
                }
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    k += 1;
                    break;
                }
            }
            Tok::Num(n) => cur.push(n.clone()),
            Tok::Dims(d) => {
                if !cur.is_empty() {
                    groups.push(Piece::Bracket(std::mem::take(&mut cur)));
                }
                groups.push(Piece::Dims(d.iter().map(|x| Num::Int(*x)).collect()));
            }
            Tok::Sep(',' | '/' | ';' | '*' | '(' | ')') => {}
            Tok::Word(w) if w == "x" => {}
            _ => break,
        }
        k += 1;
    }
    if !cur.is_empty() {
        groups.push(Piece::Bracket(cur));
    }
    groups.truncate(MAX_SHAPES);
    (groups, k.max(j + 1))
}

/// A value starting at `toks[j]`: bracket groups, `AxB` groups, or a number list.
pub(super) fn parse_value(toks: &[Tok], used: &[bool], j: usize, budget: &mut Budget) -> Option<Val> {
    if is_used(used, j) {
        return None;
    }
    let mut items = Vec::new();
    let mut k = j;
    match toks.get(j)? {
        Tok::Sep('[') => {
            while sep_at(toks, k) == Some('[') && !is_used(used, k) {
                let (groups, nk) = parse_brackets(toks, used, k);
                items.extend(groups.into_iter().map(|piece| Item {
                    piece,
                    start: k,
                    end: nk,
                }));
                k = nk;
                if matches!(sep_at(toks, k), Some(',' | ';'))
                    && sep_at(toks, k + 1) == Some('[')
                    && !is_used(used, k + 1)
                {
                    k += 1;
                }
            }
        }
        Tok::Dims(_) => {
            while let Some(Tok::Dims(d)) = toks.get(k) {
                if is_used(used, k) || items.len() >= MAX_SHAPES {
                    break;
                }
                items.push(Item {
                    piece: Piece::Dims(d.iter().map(|x| Num::Int(*x)).collect()),
                    start: k,
                    end: k + 1,
                });
                k += 1;
                if matches!(sep_at(toks, k), Some(',' | ';' | '/'))
                    && matches!(toks.get(k + 1), Some(Tok::Dims(_)))
                    && !is_used(used, k + 1)
                {
                    k += 1;
                }
            }
        }
        Tok::Num(_) => {
            let (l, nk) = parse_list(toks, used, j, budget);
            items = l;
            k = nk;
        }
        _ => return None,
    }
    let end = k.max(j + 1);
    Some(Val {
        items,
        start: j,
        end,
        front: 0,
        back: 0,
    })
}

/// Parses one number list the way people write it (`1k 4k 16k`, `1/16/64`,
/// `1 到 64 翻倍`, `1-8 step 2`, `[1, 8]`); also used for `--set` values that
/// are plain words. `None` unless the whole text is one non-empty number list.
pub fn parse_numbers(text: &str) -> Option<Vec<Num>> {
    let (toks, _) = tokenize(text, &[]);
    let mut end = toks.len();
    while end > 0 && matches!(toks[end - 1], Tok::Sep(',' | '/' | ';' | '.')) {
        end -= 1;
    }
    let toks = &toks[..end];
    let used = vec![false; toks.len()];
    let mut budget = Budget(MAX_TOTAL_ITEMS);
    let (vals, next) = match toks.first()? {
        Tok::Sep('[') => {
            let (groups, next) = parse_brackets(toks, &used, 0);
            match groups.as_slice() {
                [Piece::Bracket(v)] if v.iter().all(|n| n.as_i64().is_some()) => (v.clone(), next),
                _ => return None,
            }
        }
        Tok::Num(_) => {
            let (items, next) = parse_list(toks, &used, 0, &mut budget);
            (items.into_iter().flat_map(|i| i.piece.nums().to_vec()).collect(), next)
        }
        _ => return None,
    };
    if next == toks.len() && !vals.is_empty() {
        Some(vals)
    } else {
        None
    }
}
