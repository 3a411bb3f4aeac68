//! Intent parsing for `gen-config`.
//!
//! **In:** one free-form sentence (Chinese, English or mixed) describing the
//! benchmark config a user wants, plus a [`Vocabulary`] of harness names (ops,
//! scenarios, backends, config fields, modes, dtype spellings, GPUs) that the
//! caller loads at run time. This module knows no harness names itself: only
//! everyday words (English and Chinese) and torch dtype names.
//!
//! **Out:** an [`Intent`]: the op, the scenario candidates (best first), the
//! dtype family, mode, backends and GPU the sentence names; number lists
//! assigned to config fields (`batch 1/16/64` → `batch_sizes`); shapes; head
//! geometry, gqa and mtp; plus number lists without a label and leftover
//! words, for error messages. Nothing is checked beyond name matching; the
//! caller decides what the intent means for the harness.
//!
//! [`parse_numbers`] parses one number list as people write it: `1k 4k 16k`,
//! `1/16/64`, `1、16、64`, `1 到 64 翻倍`, `1~64 x2`, `1-8 step 2`, `[1, 8]`.
//!
//! Parsing never panics, whatever the input; its time is linear in the input
//! length (times the vocabulary size) and range expansions are capped.

use std::collections::HashSet;

use crate::model::{BACKENDS_FIELD, DRIVER_FIELDS};

/// Harness names, all supplied by the caller at run time.
#[derive(Debug, Clone, Copy)]
pub struct Vocabulary<'a> {
    pub ops: &'a [String],
    /// (op, scenario)
    pub scenarios: &'a [(String, String)],
    /// Union of all backend names, e.g. "halops", "fa2", "fi(trtllm-gen)".
    pub backends: &'a [String],
    /// All config field names, e.g. "s_kv_list", "batch_sizes", "shapes".
    pub fields: &'a [String],
    /// e.g. "bf16", "w8a8-mxfp8", "w4a4-nvfp4".
    pub modes: &'a [String],
    /// Dtype spellings the harness accepts somewhere, e.g. "float8_e4m3fn".
    pub dtype_words: &'a [String],
    /// e.g. "b200", "h100", "h20".
    pub gpus: &'a [String],
    /// Field → the string values the code compares it with (`cache_quant_type` → `none`,
    /// `per_tensor`, ...): a word after the field's name is its value if it is one of these.
    pub field_values: &'a [(String, Vec<String>)],
    /// Yes/no fields (the code's default is `True`/`False`): named, they are switched on or off.
    pub flags: &'a [String],
    /// Fields that hold a free word (the code's default is a string, `layout` → `nhwc`): the word
    /// after the name is the value, if it is no other name the sentence knows.
    pub text_fields: &'a [String],
    /// Swept fields whose items the code unpacks, with the parts' names in order (`shapes` →
    /// `m`, `n`, `k`): numbers after a part's name build the field's items.
    pub item_parts: &'a [(String, Vec<String>)],
}

/// One number as the user wrote it (`1k` becomes `Int(1024)`).
#[derive(Debug, Clone, PartialEq)]
pub enum Num {
    Int(i64),
    Float(f64),
}

impl Num {
    /// The value as an integer, if it is one (an integral float counts).
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Num::Int(v) => Some(*v),
            Num::Float(f) => {
                if f.is_finite() && f.fract() == 0.0 && f.abs() < 9.0e15 {
                    Some(*f as i64)
                } else {
                    None
                }
            }
        }
    }
}

/// What the sentence asks for. Every name in it comes from the vocabulary,
/// except `words` (leftovers, lowercased).
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Intent {
    /// An op named (exactly or loosely). Not inferred from the scenario.
    pub op: Option<String>,
    /// Candidate scenarios, best first; several if ambiguous.
    pub scenarios: Vec<String>,
    /// The dtype family asked for.
    pub dtype: Option<DtypeWord>,
    /// A mode from the vocabulary, matched loosely.
    pub mode: Option<String>,
    /// Backends mentioned, in order, without repeats.
    pub backends: Vec<String>,
    /// The first GPU mentioned.
    pub gpu: Option<String>,
    /// Words naming a second dtype family or GPU (`bf16 and fp8`, `on b200 and h100`): a config
    /// has one of each, so these are left for another config.
    pub also_named: Vec<String>,
    /// Field name (from the vocabulary) → values, in order of mention.
    pub lists: Vec<(String, Vec<Num>)>,
    pub shapes: Option<Vec<Vec<i64>>>,
    /// Items built from numbers given per part (`m 128 256 n 4096 k 7168`, the cross product in
    /// the code's order of the parts): field → items.
    pub items: Vec<(String, Vec<Vec<i64>>)>,
    /// Fields whose item parts were given only in part: nothing is built from them.
    pub incomplete_items: Vec<PartialItems>,
    pub num_q_heads: Option<i64>,
    pub num_kv_heads: Option<i64>,
    pub gqa: Option<i64>,
    pub mtp: Option<Vec<i64>>,
    /// Number lists with no recognizable label, in order.
    pub unlabeled: Vec<Vec<Num>>,
    /// Leftover significant words, for error messages.
    pub words: Vec<String>,
    /// Leftover words where backends are named (`vs fa2`, `compare with x and y`, `对比 fa2`):
    /// backends the scenario's registry does not have.
    pub unlisted_backends: Vec<String>,
    /// Leftover words where a GPU is named (`on b300`, `gpu b300`): GPUs the harness's specs do
    /// not have.
    pub unlisted_gpus: Vec<String>,
    /// Fields named with a word value or none (`causal=false`, `non-causal`, `use cuda graph`,
    /// `cache_quant_type per_tensor`), in order of mention. Numbers after a field name are in
    /// `lists`.
    pub settings: Vec<(String, Setting)>,
}

/// A field's item parts, some given numbers and some not (`experts 8 m 4096`, no `n`, `k`).
#[derive(Debug, Clone, PartialEq)]
pub struct PartialItems {
    pub field: String,
    /// The parts, in the code's order.
    pub parts: Vec<String>,
    /// The numbers given per part; `None` where not given.
    pub given: Vec<Option<Vec<Num>>>,
}

/// What the sentence says of one field, besides numbers.
#[derive(Debug, Clone, PartialEq)]
pub enum Setting {
    /// `field=word`, `field: word`, `field word` (a yes/no word, a backend, or a value the code
    /// compares the field with). Words are lowercased; a backend keeps its spelling.
    Value(String),
    /// The field named alone, or after a negation (`no refcheck`, `non-causal`, `不要 refcheck`).
    Named { negated: bool },
    /// A yes/no field named with words around it that may turn it off (`causal masking off`,
    /// `refcheck, please not`): neither on nor off is taken.
    Unclear,
}

/// A dtype family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DtypeWord {
    Bf16,
    Fp16,
    Fp32,
    Fp8E4m3,
    Fp8E5m2,
    Fp4,
}

/// Most values one range (`1~100000`) expands to.
const MAX_RANGE_ITEMS: usize = 4096;
/// Most numbers one parse produces in all.
const MAX_TOTAL_ITEMS: usize = 1 << 16;
/// Most shapes one parse produces.
const MAX_SHAPES: usize = 4096;

// ---------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    /// Lowercase ASCII word (`[a-z][a-z0-9_]*`) or a Chinese keyword mapped to English.
    Word(String),
    Num(Num),
    /// `128x4096x4096`
    Dims(Vec<i64>),
    /// ASCII punctuation; `~` also stands for `..`, `到`, `至`.
    Sep(char),
    /// Non-ASCII text that is no known keyword.
    Cjk(String),
    Backend(String),
    Gpu(String),
}

/// Chinese keywords → English token. `""` = filler (dropped), `"~"` = range.
const CJK_WORDS: &[(&str, &str)] = &[
    ("解码", "decode"),
    ("预填充", "prefill"),
    ("预填", "prefill"),
    ("分组", "group"),
    ("稠密", "dense"),
    ("密集", "dense"),
    ("注意力", "attention"),
    ("矩阵乘法", "gemm"),
    ("矩阵乘", "gemm"),
    ("分块", "chunk"),
    ("前缀", "prefix"),
    ("批大小", "batch"),
    ("批次", "batch"),
    ("批量", "batch"),
    ("批", "batch"),
    ("上下文长度", "seq"),
    ("上下文", "seq"),
    ("序列长度", "seq"),
    ("序列", "seq"),
    ("头维度", "head_dim"),
    ("头", "heads"),
    ("对比", "vs"),
    ("不要", "no"),
    ("不需要", "no"),
    ("无需", "no"),
    ("不做", "no"),
    ("不是", "no"),
    ("跳过", "skip"),
    ("关了", "off"),
    ("把", ""),
    ("不用", "no"),
    ("关闭", "no"),
    ("关掉", "no"),
    ("禁用", "no"),
    ("去掉", "no"),
    ("不", "no"),
    ("无", "no"),
    ("因果", "causal"),
    ("非", "non"),
    ("开启", "enable"),
    ("打开", "enable"),
    ("启用", "enable"),
    ("比较", "vs"),
    ("和", "and"),
    ("与", "and"),
    ("跟", "and"),
    ("及", "and"),
    ("后端", "backends"),
    ("到", "~"),
    ("至", "~"),
    ("翻倍", "doubling"),
    ("倍增", "doubling"),
    ("步长", "step"),
    ("形状", "shapes"),
    ("专家数", "experts"),
    ("专家", "experts"),
    ("取值", "is"),
    ("取", "is"),
    ("为", "is"),
    ("是", "is"),
    ("等于", "is"),
    ("在", "on"),
    ("上", "on"),
    ("的", ""),
    ("给", ""),
    ("加个", ""),
    ("加一个", ""),
    ("一个", ""),
    ("加", ""),
    ("个", ""),
    ("配置", ""),
    ("请", ""),
    ("帮我", ""),
    ("生成", ""),
    ("新增", ""),
    ("添加", ""),
    ("增加", ""),
    ("一下", ""),
    ("用", ""),
    ("跑", ""),
    ("测试", ""),
    ("测", ""),
    ("下", ""),
    ("精度", ""),
];

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Full-width and other look-alike characters → their ASCII forms.
fn normalize_char(c: char) -> char {
    match c {
        '，' | '、' => ',',
        '：' => ':',
        '；' | '。' => ';',
        '～' | '〜' => '~',
        '（' => '(',
        '）' => ')',
        '［' | '【' => '[',
        '］' | '】' => ']',
        '＝' => '=',
        '／' => '/',
        '－' | '–' | '—' => '-',
        '×' | '✕' | '✖' => 'x',
        '＊' => '*',
        '．' => '.',
        '\u{FF10}'..='\u{FF19}' => char::from_u32(c as u32 - 0xFF10 + '0' as u32).unwrap_or(c),
        '\u{FF21}'..='\u{FF3A}' | '\u{FF41}'..='\u{FF5A}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        _ => c,
    }
}

fn lower_chars(s: &str) -> Vec<char> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        let c = normalize_char(c);
        if c.is_ascii() {
            out.push(c.to_ascii_lowercase());
        } else {
            out.extend(c.to_lowercase());
        }
    }
    out
}

fn lower(s: &str) -> String {
    lower_chars(s).into_iter().collect()
}

type Spans = Vec<Option<(usize, Tok)>>;

/// Backend and GPU names found verbatim in the text, longest names first, as
/// whole tokens. Returns, per start position, the span length and its token.
fn find_spans(chars: &[char], backends: &[String], gpus: &[String]) -> Spans {
    let n = chars.len();
    let mut at: Spans = vec![None; n];
    let mut covered = vec![false; n];
    let mut names: Vec<(Vec<char>, Tok)> = Vec::new();
    for b in backends {
        names.push((lower_chars(b.trim()), Tok::Backend(b.clone())));
    }
    for g in gpus {
        names.push((lower_chars(g.trim()), Tok::Gpu(g.clone())));
    }
    names.retain(|(l, _)| !l.is_empty());
    names.sort_by_key(|n| std::cmp::Reverse(n.0.len()));
    for (name, tok) in &names {
        let len = name.len();
        if len > n {
            continue;
        }
        let first_word = name.first().is_some_and(|c| is_word_char(*c));
        let last_word = name.last().is_some_and(|c| is_word_char(*c));
        let mut s = 0;
        while s + len <= n {
            let end = s + len;
            let hit = chars[s..end] == name[..]
                && !covered[s..end].iter().any(|&c| c)
                && (!first_word || s == 0 || !is_word_char(chars[s - 1]))
                && (!last_word || end == n || !is_word_char(chars[end]))
                && !(last_word
                    && chars.get(end) == Some(&'.')
                    && chars.get(end + 1).is_some_and(|c| c.is_ascii_alphabetic()));
            if hit {
                at[s] = Some((len, tok.clone()));
                for c in &mut covered[s..end] {
                    *c = true;
                }
                s = end;
            } else {
                s += 1;
            }
        }
    }
    at
}

fn float_to_num(x: f64) -> Num {
    if x.is_finite() && x.fract() == 0.0 && x.abs() < 9.0e15 {
        Num::Int(x as i64)
    } else {
        Num::Float(x)
    }
}

fn scale(n: Num, f: i64) -> Num {
    match n {
        Num::Int(v) => match v.checked_mul(f) {
            Some(p) => Num::Int(p),
            None => Num::Float(v as f64 * f as f64),
        },
        Num::Float(x) => float_to_num(x * f as f64),
    }
}

/// One number starting at the digit `chars[i]`: `32768`, `1.5`, `4k`.
fn scan_num(chars: &[char], i: usize) -> (Option<Num>, usize) {
    let n = chars.len();
    let mut j = i;
    while j < n && chars[j].is_ascii_digit() {
        j += 1;
    }
    let mut is_float = false;
    if j + 1 < n && chars[j] == '.' && chars[j + 1].is_ascii_digit() {
        is_float = true;
        j += 1;
        while j < n && chars[j].is_ascii_digit() {
            j += 1;
        }
    }
    let s: String = chars[i..j].iter().collect();
    let mut num = if is_float {
        s.parse::<f64>().ok().map(Num::Float)
    } else {
        match s.parse::<i64>() {
            Ok(v) => Some(Num::Int(v)),
            Err(_) => s.parse::<f64>().ok().map(Num::Float),
        }
    };
    if j < n && chars[j] == 'k' {
        let k_ok = match chars.get(j + 1) {
            None => true,
            Some('x') | Some('*') => chars.get(j + 2).is_some_and(|c| c.is_ascii_digit()),
            Some(c) => !is_word_char(*c),
        };
        if k_ok {
            j += 1;
            num = num.map(|x| scale(x, 1024));
        }
    }
    (num, j)
}

/// A number or a `AxBxC` group starting at the digit `chars[i]`.
fn scan_number_token(chars: &[char], i: usize, toks: &mut Vec<Tok>) -> usize {
    let (first, mut j) = scan_num(chars, i);
    let mut parts = vec![first];
    while j + 1 < chars.len() && (chars[j] == 'x' || chars[j] == '*') && chars[j + 1].is_ascii_digit() {
        let (n, nj) = scan_num(chars, j + 1);
        parts.push(n);
        j = nj;
    }
    if parts.len() >= 2 {
        let ints: Option<Vec<i64>> = parts.iter().map(|p| p.as_ref().and_then(Num::as_i64)).collect();
        if let Some(d) = ints {
            toks.push(Tok::Dims(d));
            return j;
        }
    }
    for n in parts.into_iter().flatten() {
        toks.push(Tok::Num(n));
    }
    j
}

/// Splits a run of CJK characters into known keywords and leftover text.
fn push_cjk(run: &[char], toks: &mut Vec<Tok>) {
    let mut rest = String::new();
    let mut p = 0;
    while p < run.len() {
        let mut best: Option<(usize, &str)> = None;
        for (kw, mapped) in CJK_WORDS {
            let kc = kw.chars().count();
            if kc > 0 && p + kc <= run.len() && run[p..p + kc].iter().copied().eq(kw.chars()) {
                let better = match best {
                    None => true,
                    Some((l, _)) => kc > l,
                };
                if better {
                    best = Some((kc, mapped));
                }
            }
        }
        match best {
            Some((kc, mapped)) => {
                if !rest.is_empty() {
                    toks.push(Tok::Cjk(std::mem::take(&mut rest)));
                }
                match mapped {
                    "" => {}
                    "~" => toks.push(Tok::Sep('~')),
                    m => toks.push(Tok::Word(m.to_string())),
                }
                p += kc;
            }
            None => {
                rest.push(run[p]);
                p += 1;
            }
        }
    }
    if !rest.is_empty() {
        toks.push(Tok::Cjk(rest));
    }
}

/// Splits ASCII runs from CJK runs; backend and GPU names become single tokens.
fn tokenize(text: &str, backends: &[String], gpus: &[String]) -> Vec<Tok> {
    let chars = lower_chars(text);
    let spans = find_spans(&chars, backends, gpus);
    let n = chars.len();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < n {
        if let Some(Some((len, tok))) = spans.get(i) {
            toks.push(tok.clone());
            i += (*len).max(1);
            continue;
        }
        let c = chars[i];
        if c.is_ascii_alphabetic() {
            let start = i;
            while i < n && is_word_char(chars[i]) && (i == start || spans[i].is_none()) {
                i += 1;
            }
            toks.push(Tok::Word(chars[start..i].iter().collect()));
        } else if c.is_ascii_digit() {
            i = scan_number_token(&chars, i, &mut toks).max(i + 1);
        } else if c == '.' && chars.get(i + 1) == Some(&'.') {
            toks.push(Tok::Sep('~'));
            i += 2;
        } else if c.is_ascii_punctuation() {
            toks.push(Tok::Sep(c));
            i += 1;
        } else if !c.is_ascii() && c.is_alphanumeric() {
            let start = i;
            while i < n && !chars[i].is_ascii() && chars[i].is_alphanumeric() && (i == start || spans[i].is_none()) {
                i += 1;
            }
            push_cjk(&chars[start..i], &mut toks);
        } else {
            i += 1;
        }
    }
    toks
}

// ---------------------------------------------------------------------------
// Token helpers
// ---------------------------------------------------------------------------

fn is_used(used: &[bool], k: usize) -> bool {
    used.get(k).copied().unwrap_or(true)
}

fn word_at<'t>(toks: &'t [Tok], used: &[bool], k: usize) -> Option<&'t str> {
    match toks.get(k) {
        Some(Tok::Word(w)) if !is_used(used, k) => Some(w.as_str()),
        _ => None,
    }
}

fn num_at(toks: &[Tok], used: &[bool], k: usize) -> Option<Num> {
    match toks.get(k) {
        Some(Tok::Num(n)) if !is_used(used, k) => Some(n.clone()),
        _ => None,
    }
}

fn int_at(toks: &[Tok], used: &[bool], k: usize) -> Option<i64> {
    num_at(toks, used, k).and_then(|n| n.as_i64())
}

fn sep_at(toks: &[Tok], k: usize) -> Option<char> {
    match toks.get(k) {
        Some(Tok::Sep(c)) => Some(*c),
        _ => None,
    }
}

fn mark(used: &mut [bool], from: usize, to: usize) {
    let to = to.min(used.len());
    if from < to {
        for u in &mut used[from..to] {
            *u = true;
        }
    }
}

/// Skips `=`, `:`, "in", "is", ... between a label and its value.
fn skip_connectors(toks: &[Tok], used: &[bool], mut j: usize) -> usize {
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

struct Budget(usize);

impl Budget {
    fn push(&mut self, out: &mut Vec<Num>, n: Num) {
        if self.0 > 0 {
            self.0 -= 1;
            out.push(n);
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Step {
    Geo(i64),
    Arith(i64),
}

fn is_pow2(v: i64) -> bool {
    v > 0 && v & (v - 1) == 0
}

/// Expands `a..b` into `out` (geometric or arithmetic), capped.
fn expand(a: &Num, b: &Num, step: Option<Step>, out: &mut Vec<Num>, budget: &mut Budget) {
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
fn range_sep(toks: &[Tok], used: &[bool], k: usize) -> Option<usize> {
    if is_used(used, k) {
        return None;
    }
    match toks.get(k) {
        Some(Tok::Sep('~')) | Some(Tok::Sep('-')) => Some(k + 1),
        Some(Tok::Word(w)) if matches!(w.as_str(), "to" | "through" | "till" | "until" | "upto") => Some(k + 1),
        _ => None,
    }
}

fn factor_word(w: &str) -> Option<i64> {
    let rest = w.strip_prefix('x')?;
    if rest.is_empty() || !rest.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    rest.parse().ok()
}

fn is_doubling_word(w: &str) -> bool {
    matches!(
        w,
        "doubling" | "double" | "doubled" | "doubles" | "pow2" | "power2" | "geometric"
    )
}

/// A step spec after a range: `x2`, `x 4`, `*2`, `doubling`, `翻倍`, `step 2`, `步长 2`.
fn step_spec(toks: &[Tok], used: &[bool], k: usize) -> (Option<Step>, usize) {
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

fn is_list_joiner(toks: &[Tok], used: &[bool], k: usize) -> bool {
    if is_used(used, k) {
        return false;
    }
    match toks.get(k) {
        Some(Tok::Sep(',')) | Some(Tok::Sep('/')) => true,
        Some(Tok::Word(w)) => matches!(w.as_str(), "and" | "or"),
        _ => false,
    }
}

/// A number list starting at the number `toks[j]`; returns it and the index after it.
fn parse_list(toks: &[Tok], used: &[bool], j: usize, budget: &mut Budget) -> (Vec<Num>, usize) {
    let mut out = Vec::new();
    let mut k = j;
    while let Some(a) = num_at(toks, used, k) {
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
        if num_at(toks, used, k).is_some() {
            continue;
        }
        if is_list_joiner(toks, used, k) && num_at(toks, used, k + 1).is_some() {
            k += 1;
            continue;
        }
        break;
    }
    (out, k)
}

/// Bracket groups starting at `[`: the innermost groups of integers.
fn parse_brackets(toks: &[Tok], used: &[bool], j: usize) -> (Vec<Vec<i64>>, usize) {
    let mut groups = Vec::new();
    let mut cur: Vec<i64> = Vec::new();
    let mut depth = 0usize;
    let mut k = j;
    while k < toks.len() && !is_used(used, k) {
        match &toks[k] {
            Tok::Sep('[') => {
                depth += 1;
                if !cur.is_empty() {
                    groups.push(std::mem::take(&mut cur));
                }
            }
            Tok::Sep(']') => {
                if !cur.is_empty() {
                    groups.push(std::mem::take(&mut cur));
                }
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    k += 1;
                    break;
                }
            }
            Tok::Num(n) => {
                if let Some(v) = n.as_i64() {
                    cur.push(v);
                }
            }
            Tok::Dims(d) => {
                if !cur.is_empty() {
                    groups.push(std::mem::take(&mut cur));
                }
                groups.push(d.clone());
            }
            Tok::Sep(',' | '/' | ';' | '*' | '(' | ')') => {}
            Tok::Word(w) if w == "x" => {}
            _ => break,
        }
        k += 1;
    }
    if !cur.is_empty() {
        groups.push(cur);
    }
    groups.truncate(MAX_SHAPES);
    (groups, k.max(j + 1))
}

enum Value {
    List(Vec<Num>),
    Shapes(Vec<Vec<i64>>),
}

/// A value starting at `toks[j]`: bracket groups or `AxB` groups (shapes) or a number list.
fn parse_value(toks: &[Tok], used: &[bool], j: usize, budget: &mut Budget) -> Option<(Value, usize)> {
    if is_used(used, j) {
        return None;
    }
    match toks.get(j)? {
        Tok::Sep('[') => {
            let mut groups = Vec::new();
            let mut k = j;
            while sep_at(toks, k) == Some('[') && !is_used(used, k) {
                let (g, nk) = parse_brackets(toks, used, k);
                groups.extend(g);
                k = nk;
                if sep_at(toks, k) == Some(',') && sep_at(toks, k + 1) == Some('[') {
                    k += 1;
                }
            }
            Some((Value::Shapes(groups), k))
        }
        Tok::Dims(_) => {
            let mut groups = Vec::new();
            let mut k = j;
            while let Some(Tok::Dims(d)) = toks.get(k) {
                if is_used(used, k) {
                    break;
                }
                groups.push(d.clone());
                k += 1;
                if matches!(sep_at(toks, k), Some(',' | ';' | '/')) && matches!(toks.get(k + 1), Some(Tok::Dims(_))) {
                    k += 1;
                }
            }
            Some((Value::Shapes(groups), k))
        }
        Tok::Num(_) => {
            let (l, k) = parse_list(toks, used, j, budget);
            Some((Value::List(l), k))
        }
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Vocabulary matching
// ---------------------------------------------------------------------------

struct Lex {
    ops: Vec<(String, String)>,
    /// (op lower, scenario, scenario lower)
    scenarios: Vec<(String, String, String)>,
    fields: Vec<(String, String)>,
    modes: Vec<(String, String)>,
    dtype_words: Vec<String>,
    /// Field (lowercase) → its compared values (lowercase).
    field_values: Vec<(String, Vec<String>)>,
    /// Yes/no fields (lowercase).
    flags: Vec<String>,
    /// Fields holding a free word (lowercase).
    text_fields: Vec<String>,
    /// (field, its items' parts lowercase).
    item_parts: Vec<(String, Vec<String>)>,
}

impl Lex {
    /// A word the sentence gives a meaning of its own: a stop word, or part of a field, op,
    /// scenario, mode or dtype name.
    fn knows(&self, w: &str) -> bool {
        let part_of = |name: &str| name == w || name.split(['_', '-']).any(|p| p == w);
        is_stop(w)
            || self.fields.iter().any(|(_, l)| part_of(l))
            || self.ops.iter().any(|(_, l)| part_of(l))
            || self.scenarios.iter().any(|(_, _, l)| part_of(l))
            || self.modes.iter().any(|(_, l)| part_of(l))
            || self.item_parts.iter().any(|(_, ps)| ps.iter().any(|p| part_of(p)))
            || dtype_of(w, self).is_some()
    }

    fn new(v: &Vocabulary) -> Lex {
        let pair = |s: &String| (s.clone(), lower(s.trim()));
        Lex {
            ops: v.ops.iter().map(pair).collect(),
            scenarios: v
                .scenarios
                .iter()
                .map(|(o, s)| (lower(o.trim()), s.clone(), lower(s.trim())))
                .collect(),
            fields: v.fields.iter().map(pair).collect(),
            modes: v.modes.iter().map(pair).collect(),
            dtype_words: v.dtype_words.iter().map(|d| lower(d.trim())).collect(),
            field_values: v
                .field_values
                .iter()
                .map(|(f, vals)| (lower(f.trim()), vals.iter().map(|x| lower(x.trim())).collect()))
                .collect(),
            flags: v.flags.iter().map(|f| lower(f.trim())).collect(),
            text_fields: v.text_fields.iter().map(|f| lower(f.trim())).collect(),
            item_parts: v
                .item_parts
                .iter()
                .map(|(f, ps)| (f.clone(), ps.iter().map(|p| lower(p.trim())).collect()))
                .collect(),
        }
    }

    /// The item part a word names: a part's name (`max_m`, `max m`), else the one part with a
    /// piece of that name (`experts` → `num_experts`, `m` → `max_m` when no part is `m`).
    fn item_part(&self, w: &str) -> Option<(usize, usize)> {
        for (fi, (_, ps)) in self.item_parts.iter().enumerate() {
            if let Some(pi) = ps.iter().position(|p| p == w) {
                return Some((fi, pi));
            }
        }
        let mut found = None;
        for (fi, (_, ps)) in self.item_parts.iter().enumerate() {
            for (pi, p) in ps.iter().enumerate() {
                if p.split('_').any(|piece| variants(piece).iter().any(|v| v == w)) {
                    if found.is_some() {
                        return None;
                    }
                    found = Some((fi, pi));
                }
            }
        }
        found
    }
}

fn name_parts(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|p| !p.is_empty())
        .map(String::from)
        .collect()
}

/// Letters and digits only, as written: `per-tensor`, `per_tensor` and `per tensor` are alike.
pub fn compact(s: &str) -> String {
    s.chars().filter(|c| c.is_alphanumeric()).collect()
}

/// Equal, or equal up to an English suffix ("grouped" ~ "group", "heads" ~ "head").
fn loose_eq(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    let (s, l) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if s.len() < 3 {
        return false;
    }
    match l.strip_prefix(s) {
        Some(suf) => matches!(suf, "ed" | "d" | "s" | "es" | "ing"),
        None => false,
    }
}

fn dtype_of(w: &str, lex: &Lex) -> Option<DtypeWord> {
    let builtin = match w {
        "bf16" | "bfloat16" | "bf_16" => Some(DtypeWord::Bf16),
        "fp16" | "half" | "float16" | "f16" => Some(DtypeWord::Fp16),
        "fp32" | "float32" | "float" | "f32" => Some(DtypeWord::Fp32),
        "fp8" | "e4m3" | "e4m3fn" | "float8_e4m3fn" | "float8_e4m3" | "fp8_e4m3" | "fp8e4m3" | "float8_e4m3fnuz"
        | "mxfp8" => Some(DtypeWord::Fp8E4m3),
        "e5m2" | "fp8_e5m2" | "float8_e5m2" | "fp8e5m2" | "float8_e5m2fnuz" => Some(DtypeWord::Fp8E5m2),
        "fp4" | "nvfp4" | "mxfp4" | "e2m1" | "fp4_e2m1" | "float4_e2m1fn_x2" => Some(DtypeWord::Fp4),
        _ => None,
    };
    if builtin.is_some() {
        return builtin;
    }
    if !lex.dtype_words.iter().any(|d| d == w) {
        return None;
    }
    if w.contains("e5m2") {
        Some(DtypeWord::Fp8E5m2)
    } else if w.contains("e2m1") || w.contains("fp4") || w.contains("float4") {
        Some(DtypeWord::Fp4)
    } else if w.contains("e4m3") || w.contains("fp8") || w.contains("float8") {
        Some(DtypeWord::Fp8E4m3)
    } else if w.contains("bf16") || w.contains("bfloat") {
        Some(DtypeWord::Bf16)
    } else if w.contains("fp16") || w.contains("float16") || w.contains("half") {
        Some(DtypeWord::Fp16)
    } else if w.contains("fp32") || w.contains("float32") {
        Some(DtypeWord::Fp32)
    } else {
        None
    }
}

enum Label {
    Field(String),
    Shapes,
    Gqa,
    Mtp,
    /// A part of a field's items: (index in `Lex::item_parts`, part index).
    Part(usize, usize),
}

/// A name and its forms without `_list` / `_sizes` / trailing `s`.
fn variants(s: &str) -> Vec<String> {
    let mut v = vec![s.to_string()];
    for suf in ["_list", "_lists", "_sizes", "_size"] {
        if let Some(b) = s.strip_suffix(suf) {
            if !b.is_empty() {
                v.push(b.to_string());
            }
        }
    }
    let n = v.len();
    for k in 0..n {
        if let Some(b) = v[k].strip_suffix('s') {
            if !b.is_empty() {
                let b = b.to_string();
                v.push(b);
            }
        }
    }
    v
}

fn is_listy(f: &str) -> bool {
    f.ends_with("_list") || f.ends_with('s')
}

/// The best field matching `pred`: list-like names first, then shorter names.
fn pick_field(lex: &Lex, pred: impl Fn(&str) -> bool) -> Option<String> {
    lex.fields
        .iter()
        .filter(|(_, l)| pred(l))
        .min_by_key(|(_, l)| (!is_listy(l), l.len()))
        .map(|(o, _)| o.clone())
}

fn field_label(name: String) -> Label {
    if lower(&name) == "shapes" {
        Label::Shapes
    } else {
        Label::Field(name)
    }
}

fn resolve_label(w: &str, lex: &Lex) -> Option<Label> {
    match w {
        "gqa" => return Some(Label::Gqa),
        "mtp" => return Some(Label::Mtp),
        "shape" | "shapes" => return Some(Label::Shapes),
        _ => {}
    }
    if let Some((orig, _)) = lex.fields.iter().find(|(_, l)| l == w) {
        return Some(field_label(orig.clone()));
    }
    if let Some((fi, pi)) = lex.item_part(w) {
        return Some(Label::Part(fi, pi));
    }
    let keys: &[&str] = match w {
        "batch" | "bs" | "bsz" | "batch_size" | "batchsize" | "batches" => &["batch"],
        "seq" | "seqlen" | "seq_len" | "seqlens" | "seq_lens" | "kv" | "kv_len" | "kvlen" | "kv_lens" | "context"
        | "ctx" | "context_len" | "ctx_len" | "seq_kv" | "skv" | "s_kv" | "sequence" | "sequence_length"
        | "seq_length" | "kv_seq" | "kv_seq_len" | "seqlen_kv" => &["s_kv", "seq", "kv_len", "context"],
        "prefix" | "prefixes" | "prefix_len" | "prefix_lens" => &["prefix"],
        "chunk" | "chunks" | "chunk_len" | "chunk_lens" | "chunk_size" => &["chunk"],
        "head_dim" | "hdim" | "headdim" | "head_size" => &["head_dim"],
        _ => &[],
    };
    for key in keys {
        if let Some(f) = pick_field(lex, |f| f.contains(key)) {
            return Some(field_label(f));
        }
    }
    let wv = variants(w);
    pick_field(lex, |f| variants(f).iter().any(|v| wv.contains(v))).map(field_label)
}

/// `gqa8` → 8 (for prefix "gqa").
fn compact_num(w: &str, prefix: &str) -> Option<i64> {
    let rest = w.strip_prefix(prefix)?;
    if rest.is_empty() || !rest.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    rest.parse().ok()
}

// ---------------------------------------------------------------------------
// Head geometry
// ---------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq)]
enum HeadKind {
    Q,
    Kv,
    Both,
}

fn head_marker(toks: &[Tok], used: &[bool], i: usize) -> Option<(HeadKind, usize)> {
    let w = word_at(toks, used, i)?;
    let next = word_at(toks, used, i + 1);
    let next_heads = matches!(next, Some("heads" | "head"));
    match w {
        "q" | "query" | "qo" if next_heads => Some((HeadKind::Q, 2)),
        "kv" if next_heads => Some((HeadKind::Kv, 2)),
        "q_heads" | "qheads" | "num_q_heads" | "num_qo_heads" | "n_q_heads" | "query_heads" | "num_query_heads" => {
            Some((HeadKind::Q, 1))
        }
        "kv_heads" | "kvheads" | "num_kv_heads" | "n_kv_heads" | "num_key_value_heads" => Some((HeadKind::Kv, 1)),
        "heads" | "head" | "num_heads" => {
            if matches!(next, Some("dim" | "dims" | "size" | "sizes")) {
                None
            } else {
                Some((HeadKind::Both, 1))
            }
        }
        _ => None,
    }
}

fn head_after(toks: &[Tok], used: &[bool], end: usize) -> Option<usize> {
    let j = skip_connectors(toks, used, end);
    int_at(toks, used, j).map(|_| j)
}

fn head_before(toks: &[Tok], used: &[bool], start: usize) -> Option<usize> {
    let idx = start.checked_sub(1)?;
    int_at(toks, used, idx)?;
    // `8, 128 q heads` is a list, not a count of heads; `vs fi, 128 q heads` is one.
    let in_list = idx.checked_sub(1).is_some_and(|p| {
        sep_at(toks, p).is_some_and(|c| matches!(c, '/' | ',' | '~' | '-'))
            && p.checked_sub(1).is_some_and(|n| int_at(toks, used, n).is_some())
    });
    if in_list {
        None
    } else {
        Some(idx)
    }
}

/// `64 q heads 8 kv heads`, `q头 64 kv头 8`, `heads 64/8`, `64/8 heads`, `num_q_heads=64`.
fn heads_pass(toks: &[Tok], used: &mut [bool], it: &mut Intent) {
    let mut markers = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        match head_marker(toks, used, i) {
            Some((k, span)) => {
                markers.push((k, i, i + span));
                i += span;
            }
            None => i += 1,
        }
    }
    // Numbers after or before the markers? The first unambiguous marker decides.
    let mut prefer_after = true;
    for &(k, s, e) in &markers {
        if k == HeadKind::Both {
            continue;
        }
        match (
            head_before(toks, used, s).is_some(),
            head_after(toks, used, e).is_some(),
        ) {
            (true, false) => {
                prefer_after = false;
                break;
            }
            (false, true) => break,
            _ => {}
        }
    }
    for &(k, s, e) in &markers {
        match k {
            HeadKind::Both => {
                let j = skip_connectors(toks, used, e);
                if let Some(q) = int_at(toks, used, j) {
                    let mut last = j;
                    let mut kv = None;
                    if matches!(sep_at(toks, j + 1), Some('/' | ',')) {
                        kv = int_at(toks, used, j + 2);
                        if kv.is_some() {
                            last = j + 2;
                        }
                    }
                    set_heads(it, Some(q), kv);
                    mark(used, s, last + 1);
                } else if s >= 3
                    && int_at(toks, used, s - 1).is_some()
                    && sep_at(toks, s - 2) == Some('/')
                    && int_at(toks, used, s - 3).is_some()
                {
                    set_heads(it, int_at(toks, used, s - 3), int_at(toks, used, s - 1));
                    mark(used, s - 3, e);
                } else if let Some(b) = head_before(toks, used, s) {
                    set_heads(it, int_at(toks, used, b), None);
                    mark(used, b, e);
                }
            }
            HeadKind::Q | HeadKind::Kv => {
                let b = head_before(toks, used, s);
                let a = head_after(toks, used, e);
                let (pick, from, to) = match (b, a) {
                    (Some(b), Some(a)) => {
                        if prefer_after {
                            (a, s, a + 1)
                        } else {
                            (b, b, e)
                        }
                    }
                    (Some(b), None) => (b, b, e),
                    (None, Some(a)) => (a, s, a + 1),
                    (None, None) => continue,
                };
                let v = int_at(toks, used, pick);
                if k == HeadKind::Q {
                    set_heads(it, v, None);
                } else {
                    set_heads(it, None, v);
                }
                mark(used, from, to);
            }
        }
    }
}

fn set_heads(it: &mut Intent, q: Option<i64>, kv: Option<i64>) {
    if it.num_q_heads.is_none() {
        it.num_q_heads = q;
    }
    if it.num_kv_heads.is_none() {
        it.num_kv_heads = kv;
    }
}

// ---------------------------------------------------------------------------
// Parse
// ---------------------------------------------------------------------------

const STOPWORDS: &[&str] = &[
    "a",
    "an",
    "the",
    "add",
    "adding",
    "for",
    "with",
    "and",
    "or",
    "on",
    "in",
    "at",
    "to",
    "of",
    "config",
    "configs",
    "configuration",
    "please",
    "pls",
    "plz",
    "thanks",
    "thank",
    "thx",
    "cheers",
    "ok",
    "okay",
    "new",
    "make",
    "create",
    "generate",
    "gen",
    "run",
    "test",
    "tests",
    "bench",
    "benchmark",
    "me",
    "use",
    "using",
    "vs",
    "versus",
    "compare",
    "compared",
    "against",
    "also",
    "plus",
    "some",
    "case",
    "cases",
    "from",
    "by",
    "is",
    "are",
    "be",
    "i",
    "want",
    "need",
    "like",
    "let",
    "it",
    "this",
    "that",
    "one",
    "entry",
    "entries",
    "backend",
    "backends",
    "op",
    "scenario",
    "gpu",
    "dtype",
    "type",
    "precision",
    "mode",
    "torch",
    "x",
    "set",
    "value",
    "values",
    "list",
    "can",
    "you",
    "we",
    "should",
    "include",
    "including",
    "only",
    "just",
    "too",
    "as",
    "but",
    "so",
    "then",
    "same",
    "step",
    "steps",
    "stride",
    "doubling",
    "double",
    "via",
    "into",
    "all",
    "up",
    "till",
    "until",
    "through",
];

fn is_stop(w: &str) -> bool {
    STOPWORDS.contains(&w) || factor_word(w).is_some() || is_doubling_word(w)
}

struct State {
    lists: Vec<(String, Vec<Num>)>,
    shapes: Vec<Vec<i64>>,
    unlabeled: Vec<Vec<Num>>,
    /// Per field of `Lex::item_parts`, the numbers given per part.
    parts: Vec<Vec<Option<Vec<Num>>>>,
}

impl State {
    fn add_shapes(&mut self, s: Vec<Vec<i64>>) {
        for g in s {
            if self.shapes.len() >= MAX_SHAPES {
                break;
            }
            if !g.is_empty() {
                self.shapes.push(g);
            }
        }
    }
}

fn apply_label(label: Label, val: Value, st: &mut State, it: &mut Intent) {
    let nums = |v: Value| -> Vec<Num> {
        match v {
            Value::List(l) => l,
            Value::Shapes(s) => s.into_iter().flatten().map(Num::Int).collect(),
        }
    };
    match label {
        Label::Field(f) => {
            let l = nums(val);
            if l.is_empty() {
                return;
            }
            match st.lists.iter_mut().find(|(n, _)| *n == f) {
                Some((_, existing)) => existing.extend(l),
                None => st.lists.push((f, l)),
            }
        }
        Label::Shapes => match val {
            Value::Shapes(s) => st.add_shapes(s),
            Value::List(l) => {
                let v: Vec<i64> = l.iter().filter_map(Num::as_i64).collect();
                st.add_shapes(vec![v]);
            }
        },
        Label::Gqa => {
            if it.gqa.is_none() {
                it.gqa = nums(val).iter().find_map(Num::as_i64);
            }
        }
        Label::Mtp => {
            let v: Vec<i64> = nums(val).iter().filter_map(Num::as_i64).collect();
            if !v.is_empty() {
                it.mtp.get_or_insert_with(Vec::new).extend(v);
            }
        }
        Label::Part(fi, pi) => {
            let l = nums(val);
            if let Some(slot) = st.parts.get_mut(fi).and_then(|f| f.get_mut(pi)) {
                slot.get_or_insert_with(Vec::new).extend(l);
            }
        }
    }
}

/// An item part's name at `j` (one or two words) that no value follows, and where it ends: the
/// name for the numbers before it (`8 experts max_m 4096`).
fn part_word_at(toks: &[Tok], used: &[bool], j: usize, lex: &Lex) -> Option<(Label, usize)> {
    for span in [2usize, 1] {
        let Some(key) = label_key(toks, used, j, span) else {
            continue;
        };
        if let Some((fi, pi)) = lex.item_part(&key) {
            let value_follows = matches!(toks.get(j + span), Some(Tok::Num(_) | Tok::Dims(_) | Tok::Sep('[')));
            return (!value_follows).then_some((Label::Part(fi, pi), j + span));
        }
    }
    None
}

/// The label key for a span of 1 or 2 unused words at `i` ("seq len" → "seq_len").
fn label_key(toks: &[Tok], used: &[bool], i: usize, span: usize) -> Option<String> {
    let a = word_at(toks, used, i)?;
    if span == 1 {
        return Some(a.to_string());
    }
    let b = word_at(toks, used, i + 1)?;
    Some(format!("{a}_{b}"))
}

/// Parses `text` against `vocab`. Never panics; unknown things land in
/// `unlabeled` / `words`.
pub fn parse(text: &str, vocab: &Vocabulary) -> Intent {
    let lex = Lex::new(vocab);
    let toks = tokenize(text, vocab.backends, vocab.gpus);
    let mut used = vec![false; toks.len()];
    let mut it = Intent::default();
    let mut budget = Budget(MAX_TOTAL_ITEMS);
    let mut st = State {
        lists: Vec::new(),
        shapes: Vec::new(),
        unlabeled: Vec::new(),
        parts: lex.item_parts.iter().map(|(_, ps)| vec![None; ps.len()]).collect(),
    };

    heads_pass(&toks, &mut used, &mut it);
    settings_pass(&toks, &mut used, &lex, &mut it);

    let mut free: Vec<(usize, String)> = Vec::new();
    let mut cjk_left: Vec<(usize, String)> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        if used[i] {
            i += 1;
            continue;
        }
        match &toks[i] {
            Tok::Backend(b) => {
                if !it.backends.contains(b) {
                    it.backends.push(b.clone());
                }
                i += 1;
            }
            Tok::Gpu(g) => {
                match &it.gpu {
                    None => it.gpu = Some(g.clone()),
                    Some(first) if first != g && !it.also_named.contains(g) => it.also_named.push(g.clone()),
                    Some(_) => {}
                }
                i += 1;
            }
            Tok::Word(w) => {
                if let Some(v) = compact_num(w, "gqa") {
                    if it.gqa.is_none() {
                        it.gqa = Some(v);
                    }
                    used[i] = true;
                    i += 1;
                    continue;
                }
                if let Some(v) = compact_num(w, "mtp") {
                    it.mtp.get_or_insert_with(Vec::new).push(v);
                    used[i] = true;
                    i += 1;
                    continue;
                }
                let mut handled = false;
                for span in [2usize, 1] {
                    let Some(key) = label_key(&toks, &used, i, span) else {
                        continue;
                    };
                    let Some(label) = resolve_label(&key, &lex) else {
                        continue;
                    };
                    let j = skip_connectors(&toks, &used, i + span);
                    if let Some((val, next)) = parse_value(&toks, &used, j, &mut budget) {
                        apply_label(label, val, &mut st, &mut it);
                        let next = next.max(i + span);
                        mark(&mut used, i, next);
                        i = next;
                        handled = true;
                        break;
                    }
                }
                if !handled {
                    free.push((i, w.clone()));
                    i += 1;
                }
            }
            Tok::Num(_) | Tok::Dims(_) | Tok::Sep('[') => match parse_value(&toks, &used, i, &mut budget) {
                Some((val, next)) => {
                    // `8 experts`: the numbers come before an item part's name.
                    let part = match &val {
                        Value::List(_) => part_word_at(&toks, &used, next, &lex),
                        Value::Shapes(_) => None,
                    };
                    let mut end = next.max(i + 1);
                    match (part, val) {
                        (Some((label, after)), val) => {
                            apply_label(label, val, &mut st, &mut it);
                            end = after;
                        }
                        (None, Value::List(l)) => {
                            if !l.is_empty() {
                                st.unlabeled.push(l);
                            }
                        }
                        (None, Value::Shapes(s)) => st.add_shapes(s),
                    }
                    mark(&mut used, i, end);
                    i = end;
                }
                None => i += 1,
            },
            Tok::Cjk(s) => {
                cjk_left.push((i, s.clone()));
                i += 1;
            }
            Tok::Sep(_) => i += 1,
        }
    }

    // Items from their parts: the cross product, in the code's order of the parts.
    for (fi, given) in std::mem::take(&mut st.parts).into_iter().enumerate() {
        if given.iter().all(Option::is_none) {
            continue;
        }
        let (field, names) = &lex.item_parts[fi];
        if given.iter().any(Option::is_none) {
            it.incomplete_items.push(PartialItems {
                field: field.clone(),
                parts: names.clone(),
                given,
            });
            continue;
        }
        let ints: Vec<Vec<i64>> = given
            .iter()
            .map(|l| l.iter().flatten().filter_map(Num::as_i64).collect())
            .collect();
        let mut rows: Vec<Vec<i64>> = vec![vec![]];
        for values in &ints {
            let mut next = Vec::new();
            'grow: for row in &rows {
                for v in values {
                    if next.len() >= MAX_SHAPES {
                        break 'grow;
                    }
                    let mut r = row.clone();
                    r.push(*v);
                    next.push(r);
                }
            }
            rows = next;
        }
        // A part whose numbers are none of them whole leaves no rows.
        if !rows.is_empty() {
            it.items.push((field.clone(), rows));
        }
    }

    it.lists = st.lists;
    it.unlabeled = st.unlabeled;
    if !st.shapes.is_empty() {
        it.shapes = Some(st.shapes);
    }

    let left = match_names(&lex, &free, &cjk_left, &mut it);
    it.unlisted_backends = in_backend_lists(&toks, &used, &left, &lex);
    it.unlisted_gpus = at_gpu_places(&toks, &left);
    it
}

/// A field the sentence sets by other means (the driver, backends, the GPU, batch sizes).
fn set_by_other_means(field: &str) -> bool {
    DRIVER_FIELDS.contains(&field)
        || field == BACKENDS_FIELD
        || matches!(field, "scenario" | "gpu_type" | "batch_sizes" | "batch_size")
}
/// Words before a field that turn it off.
const NEGATIONS: &[&str] = &[
    "no",
    "non",
    "not",
    "without",
    "disable",
    "disabled",
    "disabling",
    "skip",
    "skipping",
    "dont",
    "don",
    "never",
];
/// Words that may stand between a negation and the field (`don't use`, `disable the`).
const NEGATION_FILLERS: &[&str] = &["the", "a", "an", "t", "do", "any"];
/// Words between a field and its value.
const VALUE_SEPARATORS: &[&str] = &["is", "to", "as"];
const YES_WORDS: &[&str] = &["true", "yes", "on", "enable", "enabled"];
const NO_WORDS: &[&str] = &["false", "no", "off", "disable", "disabled", "none"];
/// Words after a yes/no field that may turn it off (`causal masking off`).
const OFF_WORDS: &[&str] = &[
    "off", "no", "not", "false", "disabled", "disable", "skip", "skipped", "without", "none", "never",
];

/// `true` / `false` for a yes/no word.
pub fn yes_no(w: &str) -> Option<bool> {
    let w = w.to_lowercase();
    if YES_WORDS.contains(&w.as_str()) {
        Some(true)
    } else if NO_WORDS.contains(&w.as_str()) {
        Some(false)
    } else {
        None
    }
}

/// The field whose name starts at token `i` (`causal`, `use_cuda_graph`, `use cuda graph`):
/// its index in `lex.fields` and the token after it. The longest name wins.
fn field_at(toks: &[Tok], used: &[bool], i: usize, lex: &Lex) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    for (fi, (_, l)) in lex.fields.iter().enumerate() {
        if set_by_other_means(l) {
            continue;
        }
        let parts: Vec<&str> = l.split('_').filter(|p| !p.is_empty()).collect();
        let spelled = |parts: &[&str]| {
            parts.iter().enumerate().all(|(k, p)| {
                !used.get(i + k).copied().unwrap_or(true) && matches!(toks.get(i + k), Some(Tok::Word(w)) if w == p)
            })
        };
        let end = if matches!(&toks[i], Tok::Word(w) if w == l) {
            i + 1
        } else if parts.len() >= 2 && spelled(&parts) {
            i + parts.len()
        } else if parts.len() >= 3 && lex.flags.contains(l) && spelled(&parts[1..]) {
            // A switch without its leading verb: `cuda graph` for `use_cuda_graph`.
            i + parts.len() - 1
        } else {
            continue;
        };
        if best.is_none_or(|(_, e)| end > e) {
            best = Some((fi, end));
        }
    }
    best
}

/// Words (and hyphens between them) from `j`: `per-tensor`, `per_tensor`. Returns the word and
/// the token after it.
fn hyphenated(toks: &[Tok], used: &[bool], j: usize) -> Option<(String, usize)> {
    let Some(Tok::Word(w)) = toks.get(j) else { return None };
    if used[j] {
        return None;
    }
    let mut out = w.clone();
    let mut k = j + 1;
    while let (Some(Tok::Sep('-')), Some(Tok::Word(next))) = (toks.get(k), toks.get(k + 1)) {
        if used[k + 1] {
            break;
        }
        out.push('-');
        out.push_str(next);
        k += 2;
    }
    Some((out, k))
}

/// Fields named in the sentence with a word value or none: see [`Intent::settings`]. Numbers
/// after a field's name are left to the list labels.
fn settings_pass(toks: &[Tok], used: &mut [bool], lex: &Lex, it: &mut Intent) {
    let word = |k: usize| match toks.get(k) {
        Some(Tok::Word(w)) => Some(w.as_str()),
        _ => None,
    };
    let mut i = 0;
    while i < toks.len() {
        if used[i] {
            i += 1;
            continue;
        }
        let Some((fi, end)) = field_at(toks, used, i, lex) else {
            i += 1;
            continue;
        };
        let (field, lower_field) = (&lex.fields[fi].0, &lex.fields[fi].1);
        let flag = lex.flags.contains(lower_field);
        // A negation before: `no refcheck`, `non-causal`, `don't use cuda graph`, `skip the refcheck`.
        let mut negation = None;
        let mut b = i;
        for _ in 0..4 {
            let Some(prev) = b.checked_sub(1) else { break };
            if used[prev] {
                break;
            }
            match &toks[prev] {
                Tok::Word(w) if NEGATIONS.contains(&w.as_str()) => {
                    negation = Some(prev);
                    break;
                }
                Tok::Word(w) if NEGATION_FILLERS.contains(&w.as_str()) => b = prev,
                Tok::Sep('-' | '\'') => b = prev,
                _ => break,
            }
        }
        let start = negation.unwrap_or(i);
        let mut j = end;
        let separated = match toks.get(j) {
            Some(Tok::Sep('=' | ':')) => true,
            Some(Tok::Word(w)) if VALUE_SEPARATORS.contains(&w.as_str()) => true,
            _ => false,
        };
        if separated {
            j += 1;
        }
        let candidates: &[String] = lex
            .field_values
            .iter()
            .find(|(f, _)| f == lower_field)
            .map(|(_, v)| v.as_slice())
            .unwrap_or(&[]);
        let value: Option<(String, usize)> = match toks.get(j) {
            _ if used.get(j).copied().unwrap_or(true) => None,
            // A backend is a value of a field that holds names (`refcheck_reference fi`), never of
            // a yes/no field (`causal fa3` lists a backend).
            Some(Tok::Backend(b)) if !flag => Some((b.clone(), j + 1)),
            Some(Tok::Word(_)) if flag => hyphenated(toks, used, j).filter(|(v, _)| {
                // Any word after `=` (a wrong one is said later); else a yes/no word, but not `on`
                // (`on b200` is a place) and not after a negation.
                separated || (yes_no(v).is_some() && v != "on" && negation.is_none())
            }),
            Some(Tok::Word(_)) => {
                // A value the code compares the field with, spelled with `-`, `_` or spaces
                // (`per-tensor`, `per token`); any word after `=`.
                let mut found = None;
                let mut joined = String::new();
                for (k, (t, u)) in toks.iter().zip(used.iter()).enumerate().skip(j).take(3) {
                    let (Tok::Word(w), false) = (t, *u) else { break };
                    joined.push_str(w);
                    if candidates.iter().any(|c| compact(c) == compact(&joined)) {
                        found = Some((joined.clone(), k + 1));
                    }
                }
                let free_word = lex.text_fields.contains(lower_field);
                found.or_else(|| {
                    hyphenated(toks, used, j).filter(|(v, _)| {
                        separated
                            || candidates.iter().any(|c| compact(c) == compact(v))
                            || (free_word && candidates.is_empty() && !lex.knows(v))
                    })
                })
            }
            _ => None,
        };
        match value {
            Some((v, next)) => {
                it.settings.push((field.clone(), Setting::Value(v)));
                mark(used, start, next);
                i = next;
            }
            // `page size 32`: numbers are the list labels' business.
            None if matches!(toks.get(j), Some(Tok::Num(_) | Tok::Dims(_) | Tok::Sep('['))) => i = end,
            None if separated => i = end,
            None => {
                // A yes/no field with a word that may turn it off close after it, in its clause:
                // neither is taken.
                let off_after = flag
                    && negation.is_none()
                    && (end..(end + 3).min(toks.len()))
                        .take_while(|&k| !matches!(toks[k], Tok::Sep(',' | ';' | '.')))
                        .any(|k| word(k).is_some_and(|w| OFF_WORDS.contains(&w)));
                let setting = if off_after {
                    Setting::Unclear
                } else {
                    Setting::Named {
                        negated: negation.is_some(),
                    }
                };
                it.settings.push((field.clone(), setting));
                if let Some(n) = negation {
                    mark(used, n, i);
                }
                i = end;
            }
        }
    }
}

/// The leftover words (`left`, in token order) where a GPU is named: after `on`, `gpu` or
/// `gpu_type` (and `the`).
fn at_gpu_places(toks: &[Tok], left: &[(usize, String)]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if !matches!(t, Tok::Word(w) if matches!(w.as_str(), "on" | "gpu" | "gpus" | "gpu_type")) {
            continue;
        }
        let mut j = i + 1;
        while matches!(toks.get(j), Some(Tok::Word(w)) if w == "the" || w == "a" || w == "an")
            || matches!(toks.get(j), Some(Tok::Sep('=' | ':')))
        {
            j += 1;
        }
        if let Ok(k) = left.binary_search_by_key(&j, |(x, _)| *x) {
            let w = &left[k].1;
            if !out.contains(w) {
                out.push(w.clone());
            }
        }
    }
    out
}

/// Words that introduce the backends to compare.
const COMPARE_WORDS: &[&str] = &["vs", "versus", "compare", "compared", "against"];
/// Words that may stand between the names in a list of backends.
const LIST_CONNECTORS: &[&str] = &["with", "and", "or", "to"];

/// The leftover words (`left`: token index, word) that stand in a list of backends: after a
/// compare word, among backend names and connectors, each word standing alone. A field's name,
/// or anything else, ends the list.
fn in_backend_lists(toks: &[Tok], used: &[bool], left: &[(usize, String)], lex: &Lex) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut listing = false;
    for (i, t) in toks.iter().enumerate() {
        let names_field = matches!(t, Tok::Word(w) if lex.fields.iter().any(|(_, l)| l == w))
            || (!used[i] && field_at(toks, used, i, lex).is_some());
        match t {
            _ if names_field => listing = false,
            Tok::Word(w) if COMPARE_WORDS.contains(&w.as_str()) => listing = true,
            Tok::Backend(_) | Tok::Sep(',' | '/' | '&' | '+') => {}
            Tok::Word(w) if LIST_CONNECTORS.contains(&w.as_str()) => {}
            Tok::Word(_) if listing => {
                // A name stands alone: next comes the end, a separator, a connector or a name.
                let alone = match toks.get(i + 1) {
                    None | Some(Tok::Sep(_) | Tok::Backend(_)) => true,
                    Some(Tok::Word(n)) => LIST_CONNECTORS.contains(&n.as_str()),
                    _ => false,
                };
                // `left` is in token order.
                match left.binary_search_by_key(&i, |(j, _)| *j).ok().map(|k| &left[k]) {
                    Some((_, w)) if alone => {
                        if !out.contains(w) {
                            out.push(w.clone());
                        }
                    }
                    _ => listing = false,
                }
            }
            _ => listing = false,
        }
    }
    out
}

/// Mode, dtype, op, scenarios and leftover words from the free words.
/// Returns the leftover words with their token index.
fn match_names(
    lex: &Lex,
    free: &[(usize, String)],
    cjk_left: &[(usize, String)],
    it: &mut Intent,
) -> Vec<(usize, String)> {
    let mut atom_set: HashSet<String> = HashSet::new();
    let mut atoms: Vec<String> = Vec::new();
    let mut compacts: HashSet<String> = HashSet::new();
    let mut whole: HashSet<&str> = HashSet::new();
    for (_, w) in free {
        whole.insert(w.as_str());
        compacts.insert(compact(w));
        let mut add = |a: &str| {
            if !a.is_empty() && atom_set.insert(a.to_string()) {
                atoms.push(a.to_string());
            }
        };
        add(w);
        if w.contains('_') {
            for p in w.split('_') {
                add(p);
            }
        }
    }
    let has_loose = |p: &str| atom_set.contains(p) || atoms.iter().any(|a| loose_eq(a, p));

    // Mode: one named in full (all its parts) and not part of another named in full (a mode
    // `mxfp8` yields to `w8a8-mxfp8`), the first the sentence names; else one distinctive part.
    let mode_parts: Vec<Vec<String>> = lex.modes.iter().map(|(_, l)| name_parts(l)).collect();
    let full_modes: Vec<usize> = (0..mode_parts.len())
        .filter(|&mi| {
            let ps = &mode_parts[mi];
            (!ps.is_empty() && ps.iter().all(|p| atom_set.contains(p))) || compacts.contains(&compact(&lex.modes[mi].1))
        })
        .collect();
    // Where the sentence first names a mode: its first word that is the mode or one of its parts.
    let named_at = |mi: usize| {
        let whole = compact(&lex.modes[mi].1);
        free.iter()
            .position(|(_, w)| {
                compact(w) == whole || mode_parts[mi].iter().any(|p| w == p || w.split('_').any(|a| a == p))
            })
            .unwrap_or(usize::MAX)
    };
    let within = |mi: usize, oj: usize| {
        mode_parts[oj].len() > mode_parts[mi].len() && mode_parts[mi].iter().all(|p| mode_parts[oj].contains(p))
    };
    let mut best_mode: Option<(usize, usize)> = full_modes
        .iter()
        .copied()
        .filter(|&mi| !full_modes.iter().any(|&oj| within(mi, oj)))
        .min_by_key(|&mi| named_at(mi))
        .map(|mi| (mi, mode_parts[mi].len()));
    if best_mode.is_none() {
        let cands: Vec<usize> = (0..mode_parts.len())
            .filter(|&mi| {
                mode_parts[mi].iter().any(|p| {
                    atom_set.contains(p)
                        && !mode_parts
                            .iter()
                            .enumerate()
                            .any(|(oj, ops)| oj != mi && ops.contains(p))
                })
            })
            .collect();
        if cands.len() == 1 {
            best_mode = Some((cands[0], mode_parts[cands[0]].len()));
        }
    }
    let mut explained: Vec<String> = Vec::new();
    let mut mode_words: Vec<String> = Vec::new();
    if let Some((mi, _)) = best_mode {
        // Another mode named in full, not part of this one: left for another config.
        for (oj, ps) in mode_parts.iter().enumerate() {
            let full = (!ps.is_empty() && ps.iter().all(|p| atom_set.contains(p)))
                || compacts.contains(&compact(&lex.modes[oj].1));
            let within = ps.iter().all(|p| mode_parts[mi].contains(p));
            if oj != mi && full && !within && !it.also_named.contains(&lex.modes[oj].0) {
                it.also_named.push(lex.modes[oj].0.clone());
                explained.extend(ps.iter().cloned());
            }
        }
        it.mode = Some(lex.modes[mi].0.clone());
        mode_words.push(lex.modes[mi].1.clone());
        mode_words.extend(mode_parts[mi].iter().cloned());
        explained.extend(mode_words.iter().cloned());
    }
    let mode_multi = best_mode.is_some_and(|(mi, _)| mode_parts[mi].len() > 1);
    let mode_compact = best_mode.map(|(mi, _)| compact(&lex.modes[mi].1));

    // Dtype: first dtype word not consumed by a multi-part mode; a plain `fp8` yields to the
    // variant named beside it (`fp8 e5m2`).
    let plain_fp8 = |w: &str| matches!(w, "fp8" | "float8");
    let is_fp8 = |d: DtypeWord| matches!(d, DtypeWord::Fp8E4m3 | DtypeWord::Fp8E5m2);
    let mut first_plain_fp8 = false;
    for (idx, w) in free {
        if mode_multi && (mode_words.contains(w) || mode_compact.as_deref() == Some(&compact(w))) {
            continue;
        }
        let Some(d) = dtype_of(w, lex) else { continue };
        let Some(first) = it.dtype else {
            it.dtype = Some(d);
            first_plain_fp8 = plain_fp8(w);
            continue;
        };
        if first == d {
            continue;
        }
        if is_fp8(first) && is_fp8(d) && (first_plain_fp8 || plain_fp8(w)) {
            if first_plain_fp8 {
                it.dtype = Some(d);
                first_plain_fp8 = false;
            }
            continue;
        }
        // `fp8, not bf16` names bf16 only to rule it out.
        let ruled_out = free
            .iter()
            .any(|(j, prev)| j + 1 == *idx && NEGATIONS.contains(&prev.as_str()));
        if !ruled_out && !it.also_named.contains(w) {
            it.also_named.push(w.clone());
        }
    }

    // Op: named exactly (score 2) or all parts loosely (score 1).
    let mut best_op: Option<(usize, u8)> = None;
    for (oi, (_, l)) in lex.ops.iter().enumerate() {
        let ps = name_parts(l);
        let score = if whole.contains(l.as_str()) || compacts.contains(&compact(l)) {
            2
        } else if !ps.is_empty() && ps.iter().all(|p| has_loose(p)) {
            1
        } else {
            0
        };
        let better = match best_op {
            None => score > 0,
            Some((_, s)) => score > s,
        };
        if better {
            best_op = Some((oi, score));
        }
    }
    let op_lower = best_op.map(|(oi, _)| lex.ops[oi].1.clone());
    if let Some((oi, _)) = best_op {
        it.op = Some(lex.ops[oi].0.clone());
        explained.push(lex.ops[oi].1.clone());
        explained.extend(name_parts(&lex.ops[oi].1));
    }

    // Scenarios.
    struct Cand {
        idx: usize,
        full: bool,
        exact: bool,
        hits: usize,
        parts: Vec<String>,
    }
    let mut cands: Vec<Cand> = Vec::new();
    for (si, (_, _, l)) in lex.scenarios.iter().enumerate() {
        let ps = name_parts(l);
        if ps.is_empty() {
            continue;
        }
        let exact = whole.contains(l.as_str()) || compacts.contains(&compact(l));
        let matched: Vec<bool> = ps.iter().map(|p| has_loose(p)).collect();
        let full = exact || matched.iter().all(|&m| m);
        let hits = if full {
            ps.len()
        } else {
            ps.iter()
                .zip(&matched)
                .filter(|(p, &m)| {
                    m && p.chars().count() >= 3
                        && dtype_of(p, lex).is_none()
                        && !mode_parts.iter().any(|mp| mp.contains(p))
                })
                .count()
        };
        if full || hits > 0 {
            cands.push(Cand {
                idx: si,
                full,
                exact,
                hits,
                parts: ps,
            });
        }
    }
    if let Some(op) = &op_lower {
        if cands.iter().any(|c| &lex.scenarios[c.idx].0 == op) {
            cands.retain(|c| &lex.scenarios[c.idx].0 == op);
        }
    }
    let any_full = cands.iter().any(|c| c.full);
    let mut chosen: Vec<&Cand> = if any_full {
        let fulls: Vec<&Cand> = cands.iter().filter(|c| c.full).collect();
        // Drop a full match whose parts are a strict subset of another's ("prefill" vs "prefill_chunked").
        fulls
            .iter()
            .copied()
            .filter(|c| {
                !fulls.iter().any(|o| {
                    o.parts.len() > c.parts.len() && c.parts.iter().all(|p| o.parts.iter().any(|q| loose_eq(p, q)))
                })
            })
            .collect()
    } else {
        let max = cands.iter().map(|c| c.hits).max().unwrap_or(0);
        cands.iter().filter(|c| c.hits == max && max > 0).collect()
    };
    chosen.sort_by(|a, b| b.hits.cmp(&a.hits).then(b.exact.cmp(&a.exact)).then(a.idx.cmp(&b.idx)));
    for c in &chosen {
        let name = &lex.scenarios[c.idx].1;
        if !it.scenarios.contains(name) {
            it.scenarios.push(name.clone());
        }
        explained.push(lex.scenarios[c.idx].2.clone());
        explained.extend(c.parts.iter().cloned());
    }

    // Fields the sentence named are understood.
    for (f, _) in &it.settings {
        let f = lower(f);
        explained.extend(f.split('_').filter(|p| !p.is_empty()).map(str::to_string));
        explained.push(f);
    }
    // Leftover words, in text order.
    let is_explained = |w: &str| -> bool {
        explained.iter().any(|e| loose_eq(e, w))
            || mode_compact.as_deref() == Some(&compact(w))
            || dtype_of(w, lex).is_some()
    };
    let mut left: Vec<(usize, String)> = Vec::new();
    for (idx, w) in free {
        if is_stop(w) || is_explained(w) {
            continue;
        }
        if w.contains('_')
            && w.split('_')
                .filter(|p| !p.is_empty())
                .all(|p| is_stop(p) || is_explained(p))
        {
            continue;
        }
        left.push((*idx, w.clone()));
    }
    left.extend(cjk_left.iter().cloned());
    left.sort_by_key(|(idx, _)| *idx);
    for (_, w) in &left {
        if !it.words.contains(w) {
            it.words.push(w.clone());
        }
    }
    left
}

/// Parses one number list the way people write it (`1k 4k 16k`, `1/16/64`,
/// `1 到 64 翻倍`, `1-8 step 2`, `[1, 8]`); also used for `--set` values that
/// are plain words. `None` unless the whole text is one non-empty number list.
pub fn parse_numbers(text: &str) -> Option<Vec<Num>> {
    let toks = tokenize(text, &[], &[]);
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
            if groups.len() != 1 {
                return None;
            }
            let v: Vec<Num> = groups.into_iter().flatten().map(Num::Int).collect();
            (v, next)
        }
        Tok::Num(_) => parse_list(toks, &used, 0, &mut budget),
        _ => return None,
    };
    if next == toks.len() && !vals.is_empty() {
        Some(vals)
    } else {
        None
    }
}

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    struct V {
        ops: Vec<String>,
        scenarios: Vec<(String, String)>,
        backends: Vec<String>,
        fields: Vec<String>,
        modes: Vec<String>,
        dtype_words: Vec<String>,
        gpus: Vec<String>,
        field_values: Vec<(String, Vec<String>)>,
        flags: Vec<String>,
        text_fields: Vec<String>,
        item_parts: Vec<(String, Vec<String>)>,
    }

    impl V {
        fn new(extra_scenarios: &[(&str, &str)]) -> V {
            let mut scenarios: Vec<(String, String)> = [
                ("attention", "decode_gqa"),
                ("attention", "prefill"),
                ("attention", "prefill_chunked"),
                ("gemm", "dense"),
                ("grouped_gemm", "group_masked"),
                ("grouped_gemm", "group_contiguous"),
            ]
            .iter()
            .map(|(o, s)| (o.to_string(), s.to_string()))
            .collect();
            scenarios.extend(extra_scenarios.iter().map(|(o, s)| (o.to_string(), s.to_string())));
            V {
                ops: s(&["attention", "gemm", "grouped_gemm"]),
                scenarios,
                backends: s(&[
                    "halops",
                    "fa2",
                    "fa3",
                    "cudnn",
                    "fi",
                    "fi(trtllm-gen)",
                    "fi_trtllm",
                    "cublas",
                ]),
                fields: s(&[
                    "s_kv_list",
                    "batch_sizes",
                    "num_q_heads",
                    "num_kv_heads",
                    "prefix_len_list",
                    "chunk_len_list",
                    "shapes",
                    "mtp_steps_list",
                    "head_dim",
                    "causal",
                    "use_cuda_graph",
                    "refcheck",
                    "refcheck_reference",
                    "cache_quant_type",
                    "page_size",
                    "layout",
                ]),
                modes: s(&["bf16", "w8a8-mxfp8", "w4a4-nvfp4"]),
                dtype_words: s(&["bfloat16", "float8_e4m3fn", "fp8", "e4m3"]),
                gpus: s(&["b200", "h100", "h20"]),
                field_values: vec![("cache_quant_type".into(), s(&["none", "per_tensor", "per_token"]))],
                flags: s(&["causal", "use_cuda_graph", "refcheck"]),
                text_fields: s(&["refcheck_reference", "cache_quant_type", "layout"]),
                item_parts: vec![("shapes".into(), s(&["m", "n", "k"]))],
            }
        }
        fn vocab(&self) -> Vocabulary<'_> {
            Vocabulary {
                ops: &self.ops,
                scenarios: &self.scenarios,
                backends: &self.backends,
                fields: &self.fields,
                modes: &self.modes,
                dtype_words: &self.dtype_words,
                gpus: &self.gpus,
                field_values: &self.field_values,
                flags: &self.flags,
                text_fields: &self.text_fields,
                item_parts: &self.item_parts,
            }
        }
    }

    /// As [`p`], with the items of `shapes` unpacked into these parts by the code.
    fn p_parts(text: &str, parts: &[&str]) -> Intent {
        let mut v = V::new(&[]);
        v.item_parts = vec![("shapes".into(), s(parts))];
        parse(text, &v.vocab())
    }

    fn p(text: &str) -> Intent {
        let v = V::new(&[]);
        parse(text, &v.vocab())
    }

    fn ints(v: &[i64]) -> Vec<Num> {
        v.iter().map(|x| Num::Int(*x)).collect()
    }

    fn list<'a>(it: &'a Intent, f: &str) -> Option<&'a Vec<Num>> {
        it.lists.iter().find(|(n, _)| n == f).map(|(_, l)| l)
    }

    #[test]
    fn chinese_decode_fp8() {
        for text in ["给 decode 加个 FP8 的配置", "给decode加个FP8的配置"] {
            let it = p(text);
            assert_eq!(it.scenarios, s(&["decode_gqa"]), "{text}");
            assert_eq!(it.dtype, Some(DtypeWord::Fp8E4m3));
            assert_eq!(it.mode, None);
            assert_eq!(it.op, None);
            assert!(it.words.is_empty(), "{:?}", it.words);
            assert!(it.lists.is_empty() && it.unlabeled.is_empty());
        }
    }

    #[test]
    fn group_masked_nvfp4_shapes() {
        let it = p("add group_masked w4a4-nvfp4 shapes [16, 256, 4096, 7168] [32, 512, 7168, 4096]");
        assert_eq!(it.scenarios, s(&["group_masked"]));
        assert_eq!(it.mode.as_deref(), Some("w4a4-nvfp4"));
        assert_eq!(it.dtype, None);
        assert_eq!(
            it.shapes,
            Some(vec![vec![16, 256, 4096, 7168], vec![32, 512, 7168, 4096]])
        );
        assert!(it.lists.is_empty() && it.unlabeled.is_empty());
        assert!(it.words.is_empty(), "{:?}", it.words);
        // Nested brackets, no label.
        let it = p("group masked [[1,2,3],[4,5,6]]");
        assert_eq!(it.scenarios, s(&["group_masked"]));
        assert_eq!(it.shapes, Some(vec![vec![1, 2, 3], vec![4, 5, 6]]));
        let it = p("grouped masked");
        assert_eq!(it.scenarios, s(&["group_masked"]));
        let it = p("分组 masked");
        assert_eq!(it.scenarios, s(&["group_masked"]));
    }

    #[test]
    fn decode_lists_and_backends() {
        let it = p("decode bf16 s_kv 1k 4k 16k batch 1/16/64 对比 fa2 和 fi(trtllm-gen)");
        assert_eq!(it.scenarios, s(&["decode_gqa"]));
        assert_eq!(it.dtype, Some(DtypeWord::Bf16));
        assert_eq!(it.mode.as_deref(), Some("bf16"));
        assert_eq!(list(&it, "s_kv_list"), Some(&ints(&[1024, 4096, 16384])));
        assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 16, 64])));
        assert_eq!(it.backends, s(&["fa2", "fi(trtllm-gen)"]));
        assert!(it.unlabeled.is_empty());
        assert!(it.words.is_empty(), "{:?}", it.words);
    }

    #[test]
    fn decode_range_heads_mtp() {
        let it = p("decode fp8 batch 1 到 64 翻倍, q头 64 kv头 8, mtp 1");
        assert_eq!(it.scenarios, s(&["decode_gqa"]));
        assert_eq!(it.dtype, Some(DtypeWord::Fp8E4m3));
        assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 2, 4, 8, 16, 32, 64])));
        assert_eq!(it.num_q_heads, Some(64));
        assert_eq!(it.num_kv_heads, Some(8));
        assert_eq!(it.mtp, Some(vec![1]));
        assert!(it.unlabeled.is_empty());
        assert!(it.words.is_empty(), "{:?}", it.words);
    }

    #[test]
    fn head_geometry_forms() {
        for text in [
            "64 q heads 8 kv heads",
            "q heads 64 kv heads 8",
            "q头 64 kv头 8",
            "q头64 kv头8",
            "heads 64/8",
            "64/8 heads",
            "num_q_heads=64 num_kv_heads=8",
            "batch 1/16/32 q heads 64, kv heads 8",
        ] {
            let it = p(text);
            assert_eq!((it.num_q_heads, it.num_kv_heads), (Some(64), Some(8)), "{text}");
        }
        let it = p("batch 1/16/32 q heads 64, kv heads 8");
        assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 16, 32])));
        assert!(it.lists.iter().all(|(f, _)| !f.contains("heads")));
    }

    #[test]
    fn gqa_and_mtp_forms() {
        for text in ["gqa 8", "GQA8", "gqa=8", "GQA: 8"] {
            assert_eq!(p(text).gqa, Some(8), "{text}");
        }
        assert_eq!(p("mtp 0/1/2").mtp, Some(vec![0, 1, 2]));
        assert_eq!(p("mtp=1,2").mtp, Some(vec![1, 2]));
        assert_eq!(p("mtp1").mtp, Some(vec![1]));
        // Config-name words are not parsed for gqa.
        let it = p("decode_c16_gqa14_fp8");
        assert_eq!(it.gqa, None);
    }

    #[test]
    fn dense_mnk_cross_product() {
        let it = p("dense mxfp8 M in 1,16,128, N=8192, K=8192");
        assert_eq!(it.scenarios, s(&["dense"]));
        assert_eq!(it.mode.as_deref(), Some("w8a8-mxfp8"));
        assert_eq!(it.dtype, None);
        assert_eq!(
            it.items,
            vec![(
                "shapes".to_string(),
                vec![vec![1, 8192, 8192], vec![16, 8192, 8192], vec![128, 8192, 8192]]
            )]
        );
        assert!(it.unlabeled.is_empty() && it.lists.is_empty());
        assert!(it.words.is_empty(), "{:?}", it.words);
    }

    #[test]
    fn item_parts_are_the_codes_names_in_its_order() {
        let grouped = ["num_experts", "max_m", "n", "k"];
        // Each part by its name, by a piece of it (`experts`, `m` for `max_m`), with the numbers
        // after or before it; the cross product in the code's order of the parts.
        for text in [
            "num_experts 8 max_m 4096 8192 n 4096 k 7168",
            "8 experts max m 4096 8192 n 4096 k 7168",
            "k 7168 n 4096 m 4096 8192 experts 8",
        ] {
            let it = p_parts(text, &grouped);
            assert_eq!(
                it.items,
                vec![(
                    "shapes".to_string(),
                    vec![vec![8, 4096, 4096, 7168], vec![8, 8192, 4096, 7168]]
                )],
                "{text}"
            );
            assert!(
                it.unlabeled.is_empty() && it.incomplete_items.is_empty(),
                "{text}: {it:?}"
            );
        }
        // A part not given: nothing is built, and what was given is kept to be said.
        let it = p_parts("experts 8 m 4096 n 4096", &grouped);
        assert!(it.items.is_empty());
        assert_eq!(it.incomplete_items.len(), 1);
        assert_eq!(it.incomplete_items[0].given[3], None);
        assert_eq!(it.incomplete_items[0].given[0], Some(ints(&[8])));
        // The order is the code's, whatever the words: a harness that unpacks `k, m, n`.
        let it = p_parts("m 128 n 256 k 512", &["k", "m", "n"]);
        assert_eq!(it.items, vec![("shapes".to_string(), vec![vec![512, 128, 256]])]);
        // In Chinese: `专家数` is experts, `取` introduces the values.
        let it = p_parts("专家数 8, m 取 128 和 256, n 4096, k 7168", &grouped);
        assert_eq!(
            it.items,
            vec![(
                "shapes".to_string(),
                vec![vec![8, 128, 4096, 7168], vec![8, 256, 4096, 7168]]
            )],
            "{it:?}"
        );
        // No unpacking in the code: `m`, `n`, `k` are no names, their numbers are said.
        let it = p_parts("m 128 n 256 k 512", &[]);
        assert!(it.items.is_empty());
        assert_eq!(it.unlabeled.len(), 3, "{it:?}");
    }

    #[test]
    fn dense_dims_gpu() {
        let it = p("dense bf16 128x4096x4096 on h100");
        assert_eq!(it.scenarios, s(&["dense"]));
        assert_eq!(it.dtype, Some(DtypeWord::Bf16));
        assert_eq!(it.shapes, Some(vec![vec![128, 4096, 4096]]));
        assert_eq!(it.gpu.as_deref(), Some("h100"));
        assert!(it.words.is_empty(), "{:?}", it.words);
        assert_eq!(p("矩阵乘 128×4096×4096 H100 上").gpu.as_deref(), Some("h100"));
        let it = p("矩阵乘 128×4096×4096 H100 上");
        assert_eq!(it.op.as_deref(), Some("gemm"));
        assert_eq!(it.shapes, Some(vec![vec![128, 4096, 4096]]));
        assert_eq!(p("on h20").gpu.as_deref(), Some("h20"));
        assert_eq!(p("on h200").gpu, None);
    }

    #[test]
    fn prefill_chunked_prefix_chunk() {
        let it = p("prefill_chunked prefix 0 1k chunk 512 1024");
        assert_eq!(it.scenarios, s(&["prefill_chunked"]));
        assert_eq!(list(&it, "prefix_len_list"), Some(&ints(&[0, 1024])));
        assert_eq!(list(&it, "chunk_len_list"), Some(&ints(&[512, 1024])));
        assert!(it.unlabeled.is_empty() && it.words.is_empty());
        assert_eq!(p("chunked prefill").scenarios, s(&["prefill_chunked"]));
        assert_eq!(p("prefill").scenarios, s(&["prefill"]));
        assert_eq!(p("attention prefill").op.as_deref(), Some("attention"));
    }

    #[test]
    fn decode_heads_seq_range() {
        let it = p("decode heads 64/8 seq 1K~32K x2");
        assert_eq!(it.scenarios, s(&["decode_gqa"]));
        assert_eq!((it.num_q_heads, it.num_kv_heads), (Some(64), Some(8)));
        assert_eq!(
            list(&it, "s_kv_list"),
            Some(&ints(&[1024, 2048, 4096, 8192, 16384, 32768]))
        );
        assert!(it.unlabeled.is_empty() && it.words.is_empty());
    }

    #[test]
    fn labels() {
        let it = p("batch 1、16、64");
        assert_eq!(it.lists, vec![("batch_sizes".to_string(), ints(&[1, 16, 64]))]);
        assert_eq!(list(&p("batch_sizes=1,8"), "batch_sizes"), Some(&ints(&[1, 8])));
        assert_eq!(list(&p("bs 2"), "batch_sizes"), Some(&ints(&[2])));
        assert_eq!(list(&p("批 1/2"), "batch_sizes"), Some(&ints(&[1, 2])));
        assert_eq!(
            list(&p("prefix_len_list: 0 1024"), "prefix_len_list"),
            Some(&ints(&[0, 1024]))
        );
        assert_eq!(list(&p("seq len 2k"), "s_kv_list"), Some(&ints(&[2048])));
        assert_eq!(list(&p("上下文 4k"), "s_kv_list"), Some(&ints(&[4096])));
        assert_eq!(list(&p("head dim 128"), "head_dim"), Some(&ints(&[128])));
        assert_eq!(list(&p("mtp_steps 1 2"), "mtp_steps_list"), Some(&ints(&[1, 2])));
        assert_eq!(list(&p("batch [1, 8]"), "batch_sizes"), Some(&ints(&[1, 8])));
        // Unknown label: numbers unlabeled, word reported.
        let it = p("layers 32");
        assert_eq!(it.unlabeled, vec![ints(&[32])]);
        assert_eq!(it.words, s(&["layers"]));
    }

    #[test]
    fn ranges_unlabeled() {
        assert_eq!(p("1-64 doubling").unlabeled, vec![ints(&[1, 2, 4, 8, 16, 32, 64])]);
        let it = p("1-64 doubling");
        assert!(it.words.is_empty() && it.lists.is_empty());
    }

    #[test]
    fn parse_numbers_forms() {
        let d = ints(&[1, 2, 4, 8, 16, 32, 64]);
        for t in [
            "1 到 64 翻倍",
            "1~64 x2",
            "1-64 doubling",
            "1..64 x2",
            "1 to 64 doubling",
            "1~64x2",
            "1-64",
        ] {
            assert_eq!(parse_numbers(t), Some(d.clone()), "{t}");
        }
        assert_eq!(parse_numbers("1~64 x4"), Some(ints(&[1, 4, 16, 64])));
        assert_eq!(parse_numbers("1-8 step 2"), Some(ints(&[1, 3, 5, 7])));
        assert_eq!(parse_numbers("1 到 8 步长 2"), Some(ints(&[1, 3, 5, 7])));
        assert_eq!(parse_numbers("3-7"), Some(ints(&[3, 4, 5, 6, 7])));
        assert_eq!(parse_numbers("1k 4k 16k"), Some(ints(&[1024, 4096, 16384])));
        assert_eq!(parse_numbers("1/16/64"), Some(ints(&[1, 16, 64])));
        assert_eq!(parse_numbers("1，16，64"), Some(ints(&[1, 16, 64])));
        assert_eq!(parse_numbers("[1, 8]"), Some(ints(&[1, 8])));
        assert_eq!(parse_numbers("32768"), Some(ints(&[32768])));
        assert_eq!(parse_numbers("1.5"), Some(vec![Num::Float(1.5)]));
        assert_eq!(parse_numbers("1.5k"), Some(ints(&[1536])));
        assert_eq!(parse_numbers("3-100000").map(|v| v.len()), Some(MAX_RANGE_ITEMS));
        assert_eq!(parse_numbers("bf16"), None);
        assert_eq!(parse_numbers(""), None);
        assert_eq!(parse_numbers("1 2 abc"), None);
        assert_eq!(parse_numbers("[[1],[2]]"), None);
        assert!(matches!(
            parse_numbers("99999999999999999999").as_deref(),
            Some([Num::Float(_)])
        ));
        assert!(parse_numbers(
            "99999999999999999999k 1-99999999999999999999 9223372036854775807-9223372036854775807 x9"
        )
        .is_some());
    }

    #[test]
    fn modes_and_dtypes() {
        for t in ["w4a4-nvfp4", "w4a4 nvfp4", "nvfp4", "W4A4_NVFP4"] {
            let it = p(t);
            assert_eq!(it.mode.as_deref(), Some("w4a4-nvfp4"), "{t}");
            assert_eq!(it.dtype, None, "{t}");
        }
        for t in ["W8A8 MXFP8", "mxfp8"] {
            assert_eq!(p(t).mode.as_deref(), Some("w8a8-mxfp8"), "{t}");
        }
        let cases = [
            ("bfloat16", DtypeWord::Bf16),
            ("torch.bfloat16", DtypeWord::Bf16),
            ("half", DtypeWord::Fp16),
            ("float32", DtypeWord::Fp32),
            ("float8_e4m3fn", DtypeWord::Fp8E4m3),
            ("e4m3", DtypeWord::Fp8E4m3),
            ("fp8_e5m2", DtypeWord::Fp8E5m2),
            ("e2m1", DtypeWord::Fp4),
            ("FP4", DtypeWord::Fp4),
        ];
        for (t, d) in cases {
            let it = p(t);
            assert_eq!(it.dtype, Some(d), "{t}");
            assert_eq!(it.mode, None, "{t}");
            assert!(it.words.is_empty(), "{t}: {:?}", it.words);
        }
        // nvfp4 is Fp4 when no mode owns it alone.
        let mut v = V::new(&[]);
        v.modes = s(&["w4a4-nvfp4", "w4a16-nvfp4"]);
        let it = parse("nvfp4", &v.vocab());
        assert_eq!((it.mode, it.dtype), (None, Some(DtypeWord::Fp4)));
    }

    #[test]
    fn backends_forms() {
        assert_eq!(p("vs fa2").backends, s(&["fa2"]));
        assert_eq!(p("compare with fa2 and fi").backends, s(&["fa2", "fi"]));
        assert_eq!(p("对比fa2和cudnn").backends, s(&["fa2", "cudnn"]));
        assert_eq!(p("后端 FI_TRTLLM, halops").backends, s(&["fi_trtllm", "halops"]));
        assert_eq!(
            p("fi(trtllm-gen) fi fa2 fa2").backends,
            s(&["fi(trtllm-gen)", "fi", "fa2"])
        );
        assert!(p("fix fa22 final").backends.is_empty());
    }

    #[test]
    fn fields_set_by_words() {
        let named = |f: &str, negated: bool| (f.to_string(), Setting::Named { negated });
        let value = |f: &str, v: &str| (f.to_string(), Setting::Value(v.to_string()));
        let it = p("prefill bf16 non-causal, use cuda graph, no refcheck");
        assert_eq!(
            it.settings,
            vec![
                named("causal", true),
                named("use_cuda_graph", false),
                named("refcheck", true)
            ]
        );
        let it = p("decode causal=false refcheck_reference fi cache_quant_type per-tensor");
        assert_eq!(
            it.settings,
            vec![
                value("causal", "false"),
                value("refcheck_reference", "fi"),
                value("cache_quant_type", "per-tensor")
            ]
        );
        assert!(
            it.backends.is_empty(),
            "the reference is no backend to compare: {:?}",
            it.backends
        );
        assert_eq!(
            p("decode use_cuda_graph: on").settings,
            vec![value("use_cuda_graph", "on")]
        );
        assert_eq!(p("decode 不要 refcheck").settings, vec![named("refcheck", true)]);
        assert_eq!(p("decode causal 为 false").settings, vec![value("causal", "false")]);
        assert_eq!(p("prefill 非因果").settings, vec![named("causal", true)]);
        // A word after a field that is no value of it is not taken for one.
        let it = p("decode cache_quant_type frobnicate");
        assert_eq!(it.settings, vec![named("cache_quant_type", false)]);
        assert_eq!(it.words, s(&["frobnicate"]));
        // Negations as people write them, in both languages.
        for t in [
            "skip refcheck",
            "disable the refcheck",
            "without refcheck",
            "把 refcheck 关了",
            "不做 refcheck",
            "无需 refcheck",
            "跳过 refcheck",
            "不需要 refcheck",
        ] {
            let it = p(&format!("decode {t}"));
            let off = it.settings == vec![named("refcheck", true)] || it.settings == vec![value("refcheck", "off")];
            assert!(off, "{t}: {:?}", it.settings);
        }
        assert_eq!(
            p("decode don't use cuda graph").settings,
            vec![named("use_cuda_graph", true)]
        );
        assert_eq!(p("prefill 不是因果的").settings, vec![named("causal", true)]);
        assert_eq!(
            p("decode with cuda graph").settings,
            vec![named("use_cuda_graph", false)]
        );
        assert_eq!(
            p("decode without cuda graph").settings,
            vec![named("use_cuda_graph", true)]
        );
        // `on` after a negated field is a place, not a value; a backend after a yes/no field is
        // a backend.
        let it = p("prefill non-causal on b200");
        assert_eq!(
            (it.settings, it.gpu.as_deref()),
            (vec![named("causal", true)], Some("b200"))
        );
        let it = p("prefill causal fa3 and cudnn");
        assert_eq!(
            (it.settings, it.backends),
            (vec![named("causal", false)], s(&["fa3", "cudnn"]))
        );
        // A word that may turn a named switch off, close after it: neither on nor off.
        assert_eq!(
            p("prefill with causal masking off").settings,
            vec![("causal".to_string(), Setting::Unclear)]
        );
        // A field holding a free word takes the next word, unless the sentence knows it as
        // something else.
        assert_eq!(p("conv layout nchw").settings, vec![value("layout", "nchw")]);
        assert_eq!(p("conv layout please").settings, vec![named("layout", false)]);
        assert_eq!(p("conv layout decode").settings, vec![named("layout", false)]);
        // A compared value written with spaces.
        assert_eq!(
            p("decode cache_quant_type per token").settings,
            vec![value("cache_quant_type", "pertoken")]
        );
        // Numbers after a field stay with the list labels.
        let it = p("decode page size 32");
        assert!(it.settings.is_empty(), "{:?}", it.settings);
        assert_eq!(list(&it, "page_size"), Some(&ints(&[32])));
    }

    #[test]
    fn heads_after_a_comma_that_ends_another_clause() {
        // Was: `vs fi, 128 q heads` left 128 out and took the 8 of `8 kv heads` for the q heads.
        let it = p("decode vs fi, 128 q heads 8 kv heads");
        assert_eq!((it.num_q_heads, it.num_kv_heads), (Some(128), Some(8)));
        assert!(it.unlabeled.is_empty(), "{:?}", it.unlabeled);
    }

    #[test]
    fn a_plain_fp8_yields_to_the_variant_named_beside_it() {
        assert_eq!(p("decode fp8 e5m2").dtype, Some(DtypeWord::Fp8E5m2));
        assert_eq!(p("decode e5m2 fp8").dtype, Some(DtypeWord::Fp8E5m2));
        assert_eq!(p("decode fp8 e4m3").dtype, Some(DtypeWord::Fp8E4m3));
        assert_eq!(p("decode fp8").dtype, Some(DtypeWord::Fp8E4m3));
        let it = p("decode bf16 then fp8 e5m2");
        assert_eq!(it.dtype, Some(DtypeWord::Bf16));
        assert_eq!(it.also_named, s(&["fp8", "e5m2"]));
        assert!(p("decode e5m2 fp8").also_named.is_empty());
        assert!(p("decode fp8, not bf16").also_named.is_empty());
        assert_eq!(p("decode fp8 on b300").unlisted_gpus, s(&["b300"]));
        assert_eq!(p("decode fp8 on the gb300 please").unlisted_gpus, s(&["gb300"]));
        assert!(p("decode fp8 on b200").unlisted_gpus.is_empty());
        // Two modes: the first named is the config's, the other is said (was: the one with more
        // parts, then the registry's first, whatever the sentence's order).
        let it = p("dense w4a4-nvfp4 and w8a8-mxfp8");
        assert_eq!(
            (it.mode.as_deref(), it.also_named.clone()),
            (Some("w4a4-nvfp4"), s(&["w8a8-mxfp8"]))
        );
        let it = p("dense w8a8-mxfp8 then w4a4-nvfp4");
        assert_eq!(
            (it.mode.as_deref(), it.also_named.clone()),
            (Some("w8a8-mxfp8"), s(&["w4a4-nvfp4"]))
        );
        assert_eq!(p("dense nvfp4").mode.as_deref(), Some("w4a4-nvfp4"));
        let it = p("decode fp8 on b200 and h100");
        assert_eq!((it.gpu.as_deref(), it.also_named), (Some("b200"), s(&["h100"])));
    }

    #[test]
    fn backends_the_registry_lacks() {
        // Words where backends are listed, which name none: said, never dropped unseen.
        let it = p("decode vs fa9");
        assert_eq!(it.unlisted_backends, s(&["fa9"]));
        // Chatter after the list is no backend.
        assert!(p("decode fp8 vs fi, ok").unlisted_backends.is_empty());
        assert!(p("decode fp8 vs fi, okay thanks").unlisted_backends.is_empty());
        let it = p("compare with fi, cutlass and fa2");
        assert_eq!(
            (it.backends, it.unlisted_backends),
            (s(&["fi", "fa2"]), s(&["cutlass"]))
        );
        assert_eq!(p("对比 fi 和 fa9").unlisted_backends, s(&["fa9"]));
        assert_eq!(p("对比fa9和cudnn").unlisted_backends, s(&["fa9"]));
        // The list ends at the next thing that is no name: a number, a field, a new sentence.
        let it = p("decode against fi with 64 q heads frobnicate");
        assert!(it.unlisted_backends.is_empty(), "{:?}", it.unlisted_backends);
        assert_eq!(it.words, s(&["frobnicate"]));
        assert!(p("decode frobnicate fp8").unlisted_backends.is_empty());
    }

    #[test]
    fn ambiguous_scenarios() {
        let v = V::new(&[("mla", "decode_mla")]);
        let it = parse("decode", &v.vocab());
        assert_eq!(it.scenarios, s(&["decode_gqa", "decode_mla"]));
        let it = parse("decode gqa", &v.vocab());
        assert_eq!(it.scenarios, s(&["decode_gqa"]));
        let it = parse("解码 mla", &v.vocab());
        assert_eq!(it.scenarios, s(&["decode_mla"]));
        assert_eq!(p("group").scenarios, s(&["group_masked", "group_contiguous"]));
    }

    #[test]
    fn leftover_words() {
        let it = p("decode frobnicate 随便 fp8");
        assert_eq!(it.words, s(&["frobnicate", "随便"]));
    }

    #[test]
    fn empty_and_odd_input() {
        assert_eq!(p(""), Intent::default());
        assert_eq!(p("   \n\t "), Intent::default());
        let it = p("99999999999999999999");
        assert!(matches!(it.unlabeled.as_slice(), [l] if matches!(l.as_slice(), [Num::Float(_)])));
        for t in [
            "İ̇ẞ🎉\u{0}\u{200b}ﬀ ٣٤ [[[[ ]]]] ]] [ , / ~ - .. 到 翻倍 x2 step",
            "batch",
            "batch =",
            "q heads",
            "heads / 8",
            "1~",
            "~1",
            "[1, 2",
            "mtp",
            "gqa",
            "m 1 n 2",
            "1 到",
            "k k k 1k",
            "x9999999999999999999999",
            "1-8 step 0",
            "0-8 x2",
            "fi(trtllm-gen",
            "(((",
            "9223372036854775807-9223372036854775807 step 9223372036854775807",
            "1~9223372036854775807",
            "1-9223372036854775807 x9223372036854775807",
            "causal",
            "non-",
            "-causal",
            "causal=",
            "causal:",
            "= causal",
            "no",
            "use cuda",
            "cache_quant_type=",
            "cache_quant_type per-",
            "refcheck_reference",
            "不要",
            "非",
            "vs",
            "vs ,",
        ] {
            let _ = p(t);
            let _ = parse_numbers(t);
        }
    }

    #[test]
    fn garbage_is_fast() {
        let pattern =
            "1-4097 x2 [[[ 99999999999999999999k ~~ 到 翻倍 q头 kv头 héllo 🎉 ,/、batch 64 heads 1k~1m M in 1,2 N=3 ";
        let mut text = String::new();
        while text.chars().count() < 10_000 {
            text.push_str(pattern);
        }
        let text: String = text.chars().take(10_000).collect();
        let start = std::time::Instant::now();
        let it = p(&text);
        let total: usize =
            it.unlabeled.iter().map(|l| l.len()).sum::<usize>() + it.lists.iter().map(|(_, l)| l.len()).sum::<usize>();
        assert!(total <= MAX_TOTAL_ITEMS);
        let _ = parse_numbers(&text);
        let _ = p(&"[".repeat(10_000));
        let _ = p(&"9".repeat(10_000));
        let _ = p(&"1 ".repeat(5_000));
        let _ = p(&"头".repeat(10_000));
        let _ = p(&"vs fa9, ".repeat(2_000));
        let _ = p(&"no non-causal use cuda graph = ".repeat(1_000));
        assert!(start.elapsed().as_secs() < 5, "took {:?}", start.elapsed());
    }
}
