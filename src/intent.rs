//! Intent parsing for `gen-config`.
//!
//! **In:** one free-form sentence (Chinese, English or mixed) describing the
//! benchmark config a user wants, plus a [`Vocabulary`] of harness names (ops,
//! scenarios, backends and the modules their runners come from, config fields and
//! the parts their items unpack into, modes, dtype spellings, GPUs) that the
//! caller reads from the harness's code at run time.
//!
//! **Out:** an [`Intent`]: the op, the scenario candidates (best first), the
//! dtype family, mode, backends and GPU the sentence names; numbers bound to
//! config fields (`batch 1/16/64` → `batch_sizes`) and to the parts of a field's
//! items; every binding made, with the words it came from ([`Intent::understood`]);
//! and what could not be placed, to be said: numbers without a field, words that
//! name several fields, words that look like a harness name and are none.
//!
//! **Words.** A field is named by the words of its own name (`num_q_heads` → num,
//! q, heads; `hidden_size_list` → hidden, size, list), as the code spells it or
//! in the everyday forms of [`SYNONYMS`] (`seq`/`sequence`/`序列`, `头`/heads).
//! That table is the only domain vocabulary held here; no field, backend or
//! scenario name is. A phrase of up to three words names the field all of whose
//! words it uses (`q heads` → `num_q_heads`; `hidden` → `hidden_size_list`);
//! `len`, `size`, `list` and `num` may be left out or added. Where a phrase fits
//! several fields equally, it names none: the numbers it was given are said.
//! Backends are found by their registry key, whatever the case and whether
//! spaces, `-`, `_` or parentheses separate its parts (`FA4 paged` → `fa4_paged`,
//! `fi trtllm gen` → `fi(trtllm-gen)`), longest first; or by the module their
//! runner is built from (`flashinfer`), which may name several (then asked).
//!
//! **Numbers** bind by position. A field word takes the numbers right after it
//! (`batch 1 16 64`, `s_kv: 1k`); a field word with no number after it takes
//! the one right before it (`32 q heads`, `32 个 q 头`), which ends the list of
//! the field before (`batch 1, 2, 32 q heads` is batch 1 and 2). Commas, `、`,
//! `;`, `/`, `and` join one list's items and end it where what follows is no
//! number of it. Shapes (`128x4096x4096`, `M×N×K`, `[M, N, K]`, `m=64 n=7168
//! k=2048`) go to the field whose items the code unpacks.
//!
//! [`parse_numbers`] parses one number list as people write it: `1k 4k 16k`,
//! `1Ki`, `2万`, `1/16/64`, `1、16、64`, `1 到 64 翻倍`, `1~64 x2`, `1-8 step 2`, `[1, 8]`.
//!
//! Parsing never panics, whatever the input; its time is linear in the input
//! length (times the vocabulary size) and range expansions are capped.

use std::collections::HashSet;

use serde_json::Value as J;

use crate::seed::{BACKENDS_FIELD, BATCH_SIZES_FIELD, BATCH_SIZE_FIELD, DRIVER_FIELDS, GPU_FIELD, SCENARIO_FIELD};

/// Harness names, all supplied by the caller at run time.
#[derive(Debug, Clone, Default)]
pub struct Vocabulary {
    pub ops: Vec<String>,
    /// (op, scenario)
    pub scenarios: Vec<(String, String)>,
    /// Union of all backend names, e.g. "halops", "fa2", "fi(trtllm-gen)".
    pub backends: Vec<String>,
    /// All config field names, e.g. "s_kv_list", "batch_sizes", "shapes".
    pub fields: Vec<String>,
    /// e.g. "bf16", "w8a8-mxfp8", "w4a4-nvfp4".
    pub modes: Vec<String>,
    /// Dtype spellings the harness accepts somewhere, e.g. "float8_e4m3fn".
    pub dtype_words: Vec<String>,
    /// e.g. "b200", "h100", "h20".
    pub gpus: Vec<String>,
    /// Field → the string values the code compares it with (`cache_quant_type` → `none`,
    /// `per_tensor`, ...): a word after the field's name is its value if it is one of these.
    pub field_values: Vec<(String, Vec<String>)>,
    /// Yes/no fields (the code's default is `True`/`False`): named, they are switched on or off.
    pub flags: Vec<String>,
    /// Fields that hold a free word (the code's default is a string, `layout` → `nhwc`): the word
    /// after the name is the value, if it is no other name the sentence knows.
    pub text_fields: Vec<String>,
    /// Swept fields whose items the code unpacks, with the parts' names in order (`shapes` →
    /// `m`, `n`, `k`): numbers after a part's name build the field's items.
    pub item_parts: Vec<(String, Vec<String>)>,
    /// Backend → the modules or packages its runner is built from (`fi` → `flashinfer`): a module
    /// named in the sentence names the backends built from it.
    pub backend_modules: Vec<(String, Vec<String>)>,
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

    /// The number as JSON (`null` for a float JSON can't hold).
    pub fn to_json(&self) -> J {
        match self {
            Num::Int(v) => J::from(*v),
            Num::Float(f) => serde_json::Number::from_f64(*f).map(J::Number).unwrap_or(J::Null),
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
    /// Field name (from the vocabulary) → values, in order of mention. Head counts
    /// (`32 q heads` → `num_q_heads`) and steps (`mtp 1` → `mtp_steps_list`) are here too, under
    /// the field the words name.
    pub lists: Vec<(String, Vec<Num>)>,
    /// Not set any more: shapes are bound to the field whose items the code unpacks, in `items`.
    pub shapes: Option<Vec<Vec<i64>>>,
    /// Items of a field: built from numbers given per part (`m 128 256 n 4096 k 7168`, the cross
    /// product in the code's order of the parts), or written whole (`128x4096x4096`,
    /// `[16, 256, 4096, 7168]`): field → items.
    pub items: Vec<(String, Vec<Vec<i64>>)>,
    /// Fields whose item parts were given only in part: nothing is built from them.
    pub incomplete_items: Vec<PartialItems>,
    /// Not set any more: the numbers are in `lists`, under the field the words name.
    pub num_q_heads: Option<i64>,
    /// Not set any more: as `num_q_heads`.
    pub num_kv_heads: Option<i64>,
    /// `gqa 8`, `GQA8`: query heads per KV head (a ratio, no field of its own).
    pub gqa: Option<i64>,
    /// Not set any more: as `num_q_heads`.
    pub mtp: Option<Vec<i64>>,
    /// Number lists with no field they could be bound to, in order: no field word beside them,
    /// or one that names several fields (those are in `ambiguous` too).
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
    /// Every binding made from the sentence, in the sentence's order: numbers to fields and item
    /// parts, settings, backends, the GPU.
    pub understood: Vec<Understood>,
    /// Words that look like a scenario, op or backend name (not a number, not an everyday word)
    /// and are none of the harness's, with the names closest to them.
    pub unknown_names: Vec<UnknownName>,
    /// Words that name several backends (a module several runners are built from, `flashinfer`),
    /// as written, with the backends: which one is meant is asked.
    pub backend_choices: Vec<(String, Vec<String>)>,
    /// Words that name several fields equally (`heads` beside `num_q_heads` and `num_kv_heads`),
    /// with the numbers given them (which are in `unlabeled` too).
    pub ambiguous: Vec<AmbiguousWords>,
}

/// One binding the parser made: the config field, the words of the sentence it came from (as
/// written), and the value taken from them.
#[derive(Debug, Clone, PartialEq)]
pub struct Understood {
    pub field: String,
    pub words: String,
    pub value: J,
}

/// A word that looks like a harness name and is none, with the harness's names closest to it.
#[derive(Debug, Clone, PartialEq)]
pub struct UnknownName {
    /// As written.
    pub word: String,
    pub closest: Vec<String>,
}

/// Words that name several fields (or item parts) equally, and the numbers given them.
#[derive(Debug, Clone, PartialEq)]
pub struct AmbiguousWords {
    /// As written.
    pub words: String,
    /// The fields (for an item part, the part's name), in the code's order.
    pub fields: Vec<String>,
    pub values: Vec<Num>,
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
/// Most words one field phrase has (`kv lora rank`).
const MAX_PHRASE_TOKENS: usize = 3;
/// Most unknown names reported.
const MAX_UNKNOWN_NAMES: usize = 16;

// ---------------------------------------------------------------------------
// Words: the one table of everyday vocabulary
// ---------------------------------------------------------------------------

/// Everyday words and abbreviations, English and Chinese, and the canonical words they stand for
/// (several words where one spelling says two things: `seqlen` → seq len). Field names are read
/// through this table as the sentence is (`s_kv_list` → seq, kv, list), so `sequence 4k` names
/// `s_kv_list` and `隐藏 4096` names `hidden_size_list`. Chinese spellings also cut a run of
/// Chinese text into words. This is the only domain vocabulary the parser holds: it names no
/// field, backend or scenario of any harness.
const SYNONYMS: &[(&str, &[&str])] = &[
    // Dimensions and counts that field names are made of.
    (
        "seq",
        &["s", "sequence", "sequences", "context", "ctx", "序列", "上下文"],
    ),
    ("seq len", &["seqlen", "seqlens", "ctxlen"]),
    ("len", &["length", "lengths", "lens", "长度"]),
    ("token", &["tok", "toks", "tokens", "词元", "令牌"]),
    ("batch", &["bs", "bsz", "batches", "批", "批次", "批量"]),
    ("size", &["sizes", "大小", "尺寸"]),
    ("num", &["number", "numbers", "count", "数", "个数", "数量", "数目"]),
    ("head", &["heads", "头"]),
    ("head dim", &["hdim", "headdim"]),
    ("q", &["query", "queries", "qo", "查询"]),
    ("kv", &["键值"]),
    ("dim", &["dims", "dimension", "dimensions", "维度", "维"]),
    ("hidden", &["隐藏", "隐层"]),
    ("intermediate", &["inter", "中间"]),
    ("expert", &["experts", "专家"]),
    ("chunk", &["chunks", "分块"]),
    ("prefix", &["prefixes", "前缀"]),
    ("page", &["pages", "页"]),
    ("layer", &["layers", "层"]),
    ("shape", &["shapes", "形状"]),
    ("causal", &["因果"]),
    // Scenario and op words as said in Chinese.
    ("decode", &["解码"]),
    ("prefill", &["预填充", "预填"]),
    ("group", &["分组"]),
    ("dense", &["稠密", "密集"]),
    ("attention", &["注意力"]),
    ("gemm", &["矩阵乘法", "矩阵乘"]),
];

/// Canonical words a field's name may have or lack: `batch` names `batch_sizes`, `hidden`
/// names `hidden_size_list`, `num experts` names `experts`.
const SOFT_WORDS: &[&str] = &["len", "size", "list", "num"];

/// The word for query heads per KV head: a ratio the caller turns into head counts.
const HEAD_RATIO_WORD: &str = "gqa";

/// The canonical word for an item of numbers written whole (`128x4096x4096`): it names the field
/// whose items the code unpacks, whatever that field is called.
const SHAPE_WORD: &str = "shape";

/// The canonical words for one word (lowercase): from [`SYNONYMS`], else without a plural `s`.
fn canon_into(w: &str, out: &mut Vec<String>) {
    let lookup = |w: &str| -> Option<&'static str> {
        SYNONYMS
            .iter()
            .find(|(c, spellings)| *c == w || spellings.contains(&w))
            .map(|(c, _)| *c)
    };
    let found = lookup(w).or_else(|| {
        let stem = w.strip_suffix('s').filter(|s| s.len() >= 3 && !s.ends_with('s'))?;
        lookup(stem).or(Some(""))
    });
    match found {
        Some("") => out.push(w[..w.len() - 1].to_string()),
        Some(c) => out.extend(c.split(' ').map(str::to_string)),
        None => out.push(w.to_string()),
    }
}

/// The canonical words of a name or phrase: split at anything not a letter or digit
/// (`num_q_heads` → num, q, head).
fn canon_words(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    for piece in name.split(|c: char| !c.is_alphanumeric()).filter(|p| !p.is_empty()) {
        canon_into(piece, &mut out);
    }
    out
}

// ---------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    /// Lowercase ASCII word (`[a-z][a-z0-9_]*`) or a Chinese word mapped to English.
    Word(String),
    Num(Num),
    /// `128x4096x4096`
    Dims(Vec<i64>),
    /// ASCII punctuation; `~` also stands for `..`, `到`, `至`.
    Sep(char),
    /// Non-ASCII text that is no known word.
    Cjk(String),
    Backend(String),
    Gpu(String),
    /// A module or package several backends are built from: which one is asked.
    Choice(Vec<String>),
}

/// Chinese grammar: fillers, negations, connectors, range words → English token. `""` = filler
/// (dropped), `"~"` = range. (Chinese words for things are in [`SYNONYMS`].)
const CJK_GRAMMAR: &[(&str, &str)] = &[
    ("对比", "vs"),
    ("比较", "vs"),
    ("不要", "no"),
    ("不需要", "no"),
    ("无需", "no"),
    ("不做", "no"),
    ("不是", "no"),
    ("不用", "no"),
    ("关闭", "no"),
    ("关掉", "no"),
    ("禁用", "no"),
    ("去掉", "no"),
    ("不", "no"),
    ("无", "no"),
    ("跳过", "skip"),
    ("关了", "off"),
    ("非", "non"),
    ("开启", "enable"),
    ("打开", "enable"),
    ("启用", "enable"),
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
    ("取值", "is"),
    ("取", "is"),
    ("为", "is"),
    ("是", "is"),
    ("等于", "is"),
    ("在", "on"),
    ("上", "on"),
    ("把", ""),
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

/// The text lowercased and normalized, with the byte range in the original text each character
/// came from.
fn lower_text(s: &str) -> (Vec<char>, Vec<(usize, usize)>) {
    let mut chars = Vec::with_capacity(s.len());
    let mut src = Vec::with_capacity(s.len());
    for (b, c) in s.char_indices() {
        let range = (b, b + c.len_utf8());
        let c = normalize_char(c);
        if c.is_ascii() {
            chars.push(c.to_ascii_lowercase());
            src.push(range);
        } else {
            for l in c.to_lowercase() {
                chars.push(l);
                src.push(range);
            }
        }
    }
    (chars, src)
}

fn lower(s: &str) -> String {
    lower_text(s).0.into_iter().collect()
}

/// A name found in the text as one token: a backend, a GPU, or a module backends are built from.
struct Name {
    /// Its letter-and-digit runs, lowercase (`fi(trtllm-gen)` → fi, trtllm, gen).
    chunks: Vec<Vec<char>>,
    /// The runs joined (`fitrtllmgen`): a name written without separators.
    joined: Vec<char>,
    /// The name ends with `)`: a `)` after its last run belongs to it.
    ends_paren: bool,
    tok: Tok,
    /// Backends before GPUs before modules, where a name is all three.
    rank: u8,
}

impl Name {
    fn new(name: &str, tok: Tok, rank: u8) -> Name {
        let lowered: Vec<char> = lower(name.trim()).chars().collect();
        let mut chunks: Vec<Vec<char>> = Vec::new();
        let mut cur = Vec::new();
        for &c in &lowered {
            if c.is_ascii_alphanumeric() {
                cur.push(c);
            } else if !cur.is_empty() {
                chunks.push(std::mem::take(&mut cur));
            }
        }
        if !cur.is_empty() {
            chunks.push(cur);
        }
        Name {
            joined: chunks.concat(),
            chunks,
            ends_paren: lowered.last() == Some(&')'),
            tok,
            rank,
        }
    }
}

/// The names the text is searched for: the registry's backends, the GPUs, and the modules the
/// backends' runners are built from (one backend, or a choice of several).
fn names_of(v: &Vocabulary) -> Vec<Name> {
    let mut names: Vec<Name> = Vec::new();
    for b in &v.backends {
        names.push(Name::new(b, Tok::Backend(b.clone()), 0));
    }
    for g in &v.gpus {
        names.push(Name::new(g, Tok::Gpu(g.clone()), 1));
    }
    let mut modules: Vec<(String, Vec<String>)> = Vec::new();
    for (backend, mods) in &v.backend_modules {
        for m in mods {
            let key = lower(m.trim());
            match modules.iter_mut().find(|(k, _)| *k == key) {
                Some((_, bs)) if !bs.contains(backend) => bs.push(backend.clone()),
                Some(_) => {}
                None => modules.push((key, vec![backend.clone()])),
            }
        }
    }
    for (m, bs) in modules {
        let tok = match bs.as_slice() {
            [one] => Tok::Backend(one.clone()),
            _ => Tok::Choice(bs),
        };
        names.push(Name::new(&m, tok, 2));
    }
    names.retain(|n| !n.chunks.is_empty());
    // Longest first (in runs, then letters), so `fa4 paged` is never `fa4` and a stray word.
    names.sort_by_key(|n| {
        (
            std::cmp::Reverse(n.chunks.len()),
            std::cmp::Reverse(n.joined.len()),
            n.rank,
        )
    });
    names
}

type Spans = Vec<Option<(usize, Tok)>>;

/// Characters that may separate the runs of a name as written: `fa4 paged`, `fa4-paged`,
/// `fi(trtllm-gen)`, `flash_attn.cute`.
fn name_gap(c: char) -> bool {
    matches!(c, ' ' | '\t' | '-' | '_' | '(' | ')' | '.')
}

/// Names found in the text as whole words, longest first, case and separators aside. Returns,
/// per start position, the span length and its token.
fn find_spans(chars: &[char], names: &[Name]) -> Spans {
    let n = chars.len();
    let mut at: Spans = vec![None; n];
    let mut covered = vec![false; n];
    // The text's letter-and-digit runs.
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < n {
        if chars[i].is_ascii_alphanumeric() {
            let s = i;
            while i < n && chars[i].is_ascii_alphanumeric() {
                i += 1;
            }
            runs.push((s, i));
        } else {
            i += 1;
        }
    }
    let run_is = |r: (usize, usize), w: &[char]| chars[r.0..r.1] == *w;
    for name in names {
        let k = name.chunks.len();
        for c in 0..runs.len() {
            let in_sequence = c + k <= runs.len()
                && (0..k).all(|t| run_is(runs[c + t], &name.chunks[t]))
                && (0..k - 1).all(|t| {
                    let gap = &chars[runs[c + t].1..runs[c + t + 1].0];
                    gap.len() <= 3 && gap.iter().all(|&g| name_gap(g))
                });
            let last = if in_sequence {
                c + k - 1
            } else if k >= 2 && run_is(runs[c], &name.joined) {
                c
            } else {
                continue;
            };
            let (s, mut e) = (runs[c].0, runs[last].1);
            let bounded = (s == 0 || !is_word_char(chars[s - 1]))
                && (e == n || !is_word_char(chars[e]))
                // `torch.bfloat16`, `flash_attn.cute`: a module path, not the name.
                && !(chars.get(e) == Some(&'.') && chars.get(e + 1).is_some_and(|c| c.is_ascii_alphabetic()));
            if !bounded {
                continue;
            }
            if name.ends_paren && chars.get(e) == Some(&')') {
                e += 1;
            }
            if covered[s..e].iter().any(|&x| x) {
                continue;
            }
            at[s] = Some((e - s, name.tok.clone()));
            for x in &mut covered[s..e] {
                *x = true;
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

/// One number starting at the digit `chars[i]`: `32768`, `1.5`, `1e-5`, `4k`, `4Ki`, `2万`.
fn scan_num(chars: &[char], i: usize) -> (Option<Num>, usize) {
    let n = chars.len();
    let digits = |mut j: usize| {
        while j < n && chars[j].is_ascii_digit() {
            j += 1;
        }
        j
    };
    let mut j = digits(i);
    let mut is_float = false;
    if j + 1 < n && chars[j] == '.' && chars[j + 1].is_ascii_digit() {
        is_float = true;
        j = digits(j + 1);
    }
    // An exponent (`1e-5`, `2.5e3`), not a word that starts with `e` (`8 e4m3`).
    if j < n && chars[j] == 'e' {
        let sign = usize::from(matches!(chars.get(j + 1), Some('-' | '+')));
        if chars.get(j + 1 + sign).is_some_and(|c| c.is_ascii_digit()) {
            let end = digits(j + 1 + sign);
            if end == n || !is_word_char(chars[end]) {
                is_float = true;
                j = end;
            }
        }
    }
    let s: String = chars[i..j].iter().collect();
    let mut num = if is_float {
        s.parse::<f64>().ok().map(float_to_num)
    } else {
        match s.parse::<i64>() {
            Ok(v) => Some(Num::Int(v)),
            Err(_) => s.parse::<f64>().ok().map(Num::Float),
        }
    };
    let ends_here = |k: usize| match chars.get(k) {
        None => true,
        Some('x') | Some('*') => chars.get(k + 1).is_some_and(|c| c.is_ascii_digit()),
        Some(c) => !is_word_char(*c),
    };
    if j < n && chars[j] == 'k' {
        if ends_here(j + 1) {
            j += 1;
            num = num.map(|x| scale(x, 1024));
        } else if chars.get(j + 1) == Some(&'i') && ends_here(j + 2) {
            j += 2;
            num = num.map(|x| scale(x, 1024));
        }
    } else if j < n && chars[j] == '万' {
        j += 1;
        num = num.map(|x| scale(x, 10_000));
    }
    (num, j)
}

/// A token and the characters (lowered) it spans.
type Placed = (Tok, usize, usize);

/// A number or a `AxBxC` group starting at the digit `chars[i]`.
fn scan_number_token(chars: &[char], i: usize, toks: &mut Vec<Placed>) -> usize {
    let (first, mut j) = scan_num(chars, i);
    let mut parts = vec![(first, i, j)];
    while j + 1 < chars.len() && (chars[j] == 'x' || chars[j] == '*') && chars[j + 1].is_ascii_digit() {
        let (n, nj) = scan_num(chars, j + 1);
        parts.push((n, j + 1, nj));
        j = nj;
    }
    if parts.len() >= 2 {
        let ints: Option<Vec<i64>> = parts.iter().map(|p| p.0.as_ref().and_then(Num::as_i64)).collect();
        if let Some(d) = ints {
            toks.push((Tok::Dims(d), i, j));
            return j;
        }
    }
    for (n, s, e) in parts {
        if let Some(n) = n {
            toks.push((Tok::Num(n), s, e));
        }
    }
    j
}

/// Chinese words known here, longest first: grammar, and the Chinese spellings of [`SYNONYMS`].
/// Returns the word's length in characters and what it maps to.
fn cjk_word_at(run: &[char], p: usize) -> Option<(usize, &'static str)> {
    let mut best: Option<(usize, &'static str)> = None;
    let mut consider = |kw: &str, mapped: &'static str| {
        let kc = kw.chars().count();
        if kc > 0
            && p + kc <= run.len()
            && run[p..p + kc].iter().copied().eq(kw.chars())
            && best.is_none_or(|(l, _)| kc > l)
        {
            best = Some((kc, mapped));
        }
    };
    for (kw, mapped) in CJK_GRAMMAR {
        consider(kw, mapped);
    }
    for (canonical, spellings) in SYNONYMS {
        for s in spellings.iter().filter(|s| !s.is_ascii()) {
            consider(s, canonical);
        }
    }
    best
}

/// Splits a run of CJK characters (starting at character `base`) into known words and leftover
/// text.
fn push_cjk(run: &[char], base: usize, toks: &mut Vec<Placed>) {
    let mut rest = String::new();
    let mut rest_at = 0;
    let mut p = 0;
    while p < run.len() {
        match cjk_word_at(run, p) {
            Some((kc, mapped)) => {
                if !rest.is_empty() {
                    toks.push((Tok::Cjk(std::mem::take(&mut rest)), base + rest_at, base + p));
                }
                let (s, e) = (base + p, base + p + kc);
                match mapped {
                    "" => {}
                    "~" => toks.push((Tok::Sep('~'), s, e)),
                    m => {
                        for w in m.split(' ') {
                            toks.push((Tok::Word(w.to_string()), s, e));
                        }
                    }
                }
                p += kc;
            }
            None => {
                if rest.is_empty() {
                    rest_at = p;
                }
                rest.push(run[p]);
                p += 1;
            }
        }
    }
    if !rest.is_empty() {
        toks.push((Tok::Cjk(rest), base + rest_at, base + run.len()));
    }
}

/// Splits ASCII runs from CJK runs; backend, GPU and module names become single tokens. Returns
/// the tokens and, for each, the byte range of the original text it came from.
fn tokenize(text: &str, names: &[Name]) -> (Vec<Tok>, Vec<(usize, usize)>) {
    let (chars, src) = lower_text(text);
    let spans = find_spans(&chars, names);
    let n = chars.len();
    let mut placed: Vec<Placed> = Vec::new();
    let mut i = 0;
    while i < n {
        if let Some(Some((len, tok))) = spans.get(i) {
            let end = i + (*len).max(1);
            placed.push((tok.clone(), i, end));
            i = end;
            continue;
        }
        let c = chars[i];
        if c.is_ascii_alphabetic() {
            let start = i;
            while i < n && is_word_char(chars[i]) && (i == start || spans[i].is_none()) {
                i += 1;
            }
            placed.push((Tok::Word(chars[start..i].iter().collect()), start, i));
        } else if c.is_ascii_digit() {
            i = scan_number_token(&chars, i, &mut placed).max(i + 1);
        } else if c == '.' && chars.get(i + 1) == Some(&'.') {
            placed.push((Tok::Sep('~'), i, i + 2));
            i += 2;
        } else if c.is_ascii_punctuation() {
            placed.push((Tok::Sep(c), i, i + 1));
            i += 1;
        } else if !c.is_ascii() && c.is_alphanumeric() {
            let start = i;
            while i < n && !chars[i].is_ascii() && chars[i].is_alphanumeric() && (i == start || spans[i].is_none()) {
                i += 1;
            }
            push_cjk(&chars[start..i], start, &mut placed);
        } else {
            i += 1;
        }
    }
    let byte_range = |s: usize, e: usize| -> (usize, usize) {
        match (src.get(s), e.checked_sub(1).and_then(|l| src.get(l))) {
            (Some(a), Some(b)) if e > s => (a.0, b.1),
            (Some(a), _) => (a.0, a.1),
            _ => (text.len(), text.len()),
        }
    };
    let spans: Vec<(usize, usize)> = placed.iter().map(|(_, s, e)| byte_range(*s, *e)).collect();
    (placed.into_iter().map(|(t, _, _)| t).collect(), spans)
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
        Some(Tok::Sep(',' | '/' | ';')) => true,
        Some(Tok::Word(w)) => matches!(w.as_str(), "and" | "or"),
        _ => false,
    }
}

/// What one item of a value holds.
#[derive(Debug, Clone, PartialEq)]
enum Piece {
    /// A number, or a range's numbers.
    Nums(Vec<Num>),
    /// `[16, 256, 4096]`: one bracketed group.
    Bracket(Vec<Num>),
    /// `128x4096x4096`.
    Dims(Vec<Num>),
}

impl Piece {
    fn nums(&self) -> &[Num] {
        match self {
            Piece::Nums(v) | Piece::Bracket(v) | Piece::Dims(v) => v,
        }
    }
}

/// One item of a value and the tokens `[start, end)` it was written with.
#[derive(Debug, Clone)]
struct Item {
    piece: Piece,
    start: usize,
    end: usize,
}

/// Numbers written together (`1, 16, 64`; `1 到 64 翻倍`; `[1, 2] [3, 4]`; `64x7168x2048、4096x2048x7168`)
/// in tokens `[start, end)`. Fields take its items from the front (the field before it) and
/// from the back (a field named right after it).
#[derive(Debug)]
struct Val {
    items: Vec<Item>,
    start: usize,
    end: usize,
    /// Items taken from the front and from the back so far.
    front: usize,
    back: usize,
}

impl Val {
    fn left(&self) -> usize {
        self.items.len().saturating_sub(self.front + self.back)
    }
    /// Every item not taken yet.
    fn take_rest(&mut self) -> Vec<Item> {
        let (a, b) = (self.front, self.items.len().saturating_sub(self.back));
        self.front = b.max(a);
        self.items.get(a..b).map(<[Item]>::to_vec).unwrap_or_default()
    }
    /// The last item not taken yet.
    fn take_last(&mut self) -> Vec<Item> {
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
fn parse_list(toks: &[Tok], used: &[bool], j: usize, budget: &mut Budget) -> (Vec<Item>, usize) {
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
fn parse_brackets(toks: &[Tok], used: &[bool], j: usize) -> (Vec<Piece>, usize) {
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
fn parse_value(toks: &[Tok], used: &[bool], j: usize, budget: &mut Budget) -> Option<Val> {
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

// ---------------------------------------------------------------------------
// The harness's names, and the fields a phrase names
// ---------------------------------------------------------------------------

/// What a phrase names: a field, a part of a field's items, or the head ratio.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Aim {
    /// Index in `Lex::fields`.
    Field(usize),
    /// (index in `Lex::item_parts`, part index).
    Part(usize, usize),
    Gqa,
}

#[derive(Debug, Clone, PartialEq)]
enum Resolved {
    One(Aim),
    /// Several fields fit the words equally: none is taken.
    Several(Vec<Aim>),
}

impl Resolved {
    fn aims(&self) -> Vec<Aim> {
        match self {
            Resolved::One(a) => vec![*a],
            Resolved::Several(v) => v.clone(),
        }
    }
}

/// A field or item part numbers can be bound to, with the canonical words of its name.
struct Target {
    aim: Aim,
    /// As the code spells it, lowercase.
    name: String,
    words: Vec<String>,
    /// Its words that are not soft, without repeats.
    core: Vec<String>,
}

impl Target {
    fn new(aim: Aim, name: &str) -> Target {
        let words = canon_words(name);
        let mut core: Vec<String> = Vec::new();
        for w in &words {
            if !SOFT_WORDS.contains(&w.as_str()) && !core.contains(w) {
                core.push(w.clone());
            }
        }
        Target {
            aim,
            name: name.to_string(),
            words,
            core,
        }
    }

    /// How well the phrase (canonical words) names this target: the number of its core words
    /// the phrase has, minus the number it lacks, and whether it has the last (the noun of the
    /// name: `heads` is more `num_q_heads` than `head_dim`). `None` if the phrase has a word the
    /// name has not (soft words aside), or only stop words of it.
    fn fit(&self, phrase: &[String]) -> Option<(usize, i64, bool)> {
        if !phrase
            .iter()
            .all(|w| self.words.contains(w) || SOFT_WORDS.contains(&w.as_str()))
        {
            return None;
        }
        let matched: Vec<&String> = self.core.iter().filter(|c| phrase.contains(c)).collect();
        if !matched.iter().any(|c| !is_stop(c)) {
            return None;
        }
        let noun = self.core.last().is_some_and(|c| phrase.contains(c));
        Some((matched.len(), matched.len() as i64 - self.core.len() as i64, noun))
    }
}

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
    /// The fields numbers can be bound to (not a yes/no or word field, not one the sentence sets
    /// by other means) and the item parts.
    targets: Vec<Target>,
    /// Per field (index in `fields`): its items are rows (the code unpacks them, or its name
    /// says shape).
    row_fields: Vec<bool>,
    /// The one field shapes written with no field word go to.
    shape_field: Option<usize>,
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
        let mut lex = Lex {
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
            targets: Vec::new(),
            row_fields: Vec::new(),
            shape_field: None,
        };
        let unpacked: Vec<String> = lex.item_parts.iter().map(|(f, _)| lower(f.trim())).collect();
        for (fi, (_, l)) in lex.fields.iter().enumerate() {
            let takes_numbers = !set_by_other_means(l)
                && !lex.flags.contains(l)
                && !lex.text_fields.contains(l)
                && !lex.field_values.iter().any(|(f, vals)| f == l && !vals.is_empty());
            if takes_numbers || *l == BATCH_SIZES_FIELD || *l == BATCH_SIZE_FIELD {
                lex.targets.push(Target::new(Aim::Field(fi), l));
            }
        }
        for (pi_field, (_, parts)) in lex.item_parts.iter().enumerate() {
            for (pi, p) in parts.iter().enumerate() {
                lex.targets.push(Target::new(Aim::Part(pi_field, pi), p));
            }
        }
        lex.row_fields = lex
            .fields
            .iter()
            .map(|(_, l)| unpacked.contains(l) || canon_words(l).iter().any(|w| w == SHAPE_WORD))
            .collect();
        let takes = |fi: &usize| lex.targets.iter().any(|t| t.aim == Aim::Field(*fi));
        let unpacked_fields: Vec<usize> = (0..lex.fields.len())
            .filter(|fi| unpacked.contains(&lex.fields[*fi].1) && takes(fi))
            .collect();
        let shaped: Vec<usize> = (0..lex.fields.len())
            .filter(|fi| lex.row_fields[*fi] && takes(fi))
            .collect();
        lex.shape_field = match (unpacked_fields.as_slice(), shaped.as_slice()) {
            ([one], _) => Some(*one),
            ([], [one]) => Some(*one),
            _ => None,
        };
        lex
    }

    /// The field or item part a phrase (the words of 1–3 tokens, lowercase) names.
    fn resolve(&self, raw: &[&str]) -> Option<Resolved> {
        // Spelled as the code spells it (`num_q_heads`, `max_m`).
        if let [one] = raw {
            if let Some(t) = self.targets.iter().find(|t| t.name == *one) {
                return Some(Resolved::One(t.aim));
            }
        }
        let mut phrase: Vec<String> = Vec::new();
        for w in raw {
            phrase.extend(canon_words(w));
        }
        if phrase.is_empty() || phrase.len() > 2 * MAX_PHRASE_TOKENS {
            return None;
        }
        let mut best: Option<(usize, i64, bool)> = None;
        let mut tied: Vec<&Target> = Vec::new();
        for t in &self.targets {
            let Some(score) = t.fit(&phrase) else { continue };
            if best.is_none_or(|b| score > b) {
                best = Some(score);
                tied.clear();
            }
            if best == Some(score) {
                tied.push(t);
            }
        }
        let words_are = |w: &str| phrase.iter().all(|p| p == w);
        if tied.is_empty() {
            if words_are(HEAD_RATIO_WORD) {
                return Some(Resolved::One(Aim::Gqa));
            }
            if words_are(SHAPE_WORD) {
                let rows: Vec<Aim> = self
                    .targets
                    .iter()
                    .filter(|t| matches!(t.aim, Aim::Field(fi) if self.row_fields[fi]))
                    .map(|t| t.aim)
                    .collect();
                return match (self.shape_field, rows.as_slice()) {
                    (Some(fi), _) => Some(Resolved::One(Aim::Field(fi))),
                    (None, []) => None,
                    (None, _) => Some(Resolved::Several(rows)),
                };
            }
            return None;
        }
        if let [one] = tied.as_slice() {
            return Some(Resolved::One(one.aim));
        }
        // One name in two forms (`batch_size`, `batch_sizes`; `num_tokens`, `num_tokens_list`):
        // the list, which a sentence's numbers are.
        let same_name = tied.iter().all(|t| {
            matches!(t.aim, Aim::Field(_))
                && t.core.len() == tied[0].core.len()
                && t.core.iter().all(|c| tied[0].core.contains(c))
        });
        if same_name {
            let listy = |t: &&&Target| {
                let kind = if t.words.iter().any(|w| w == "list") {
                    0
                } else if t.name.ends_with('s') {
                    1
                } else {
                    2
                };
                (kind, t.name.len())
            };
            if let Some(t) = tied.iter().min_by_key(listy) {
                return Some(Resolved::One(t.aim));
            }
        }
        // A part of the items being built before another field with the same word (`m` is
        // `max_m` of the shapes, not `align_m`).
        let parts: Vec<&&Target> = tied.iter().filter(|t| matches!(t.aim, Aim::Part(..))).collect();
        if let [one] = parts.as_slice() {
            return Some(Resolved::One(one.aim));
        }
        Some(Resolved::Several(tied.iter().map(|t| t.aim).collect()))
    }

    /// The name of what an aim names: the field, or the item part.
    fn aim_name(&self, aim: Aim) -> String {
        match aim {
            Aim::Field(fi) => self.fields.get(fi).map(|f| f.0.clone()).unwrap_or_default(),
            Aim::Part(fi, pi) => self
                .item_parts
                .get(fi)
                .and_then(|(_, ps)| ps.get(pi))
                .cloned()
                .unwrap_or_default(),
            Aim::Gqa => HEAD_RATIO_WORD.to_string(),
        }
    }

    /// `gqa8`, `mtp1`: a word of three letters or more naming one field, and a number, written
    /// as one (`sm90`, `fp8`, `h100` are too short to say which).
    fn compact(&self, w: &str) -> Option<(Aim, Num)> {
        let split = w.find(|c: char| c.is_ascii_digit())?;
        let (letters, digits) = w.split_at(split);
        if letters.len() < 3
            || !letters.chars().all(|c| c.is_ascii_lowercase())
            || !digits.chars().all(|c| c.is_ascii_digit())
            || dtype_of(w, self).is_some()
            || self.modes.iter().any(|(_, m)| name_parts(m).iter().any(|p| p == w))
        {
            return None;
        }
        match self.resolve(&[letters])? {
            Resolved::One(aim) => digits.parse().ok().map(|v| (aim, Num::Int(v))),
            Resolved::Several(_) => None,
        }
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

/// Where the tokens came from in the sentence, to say the words of a binding as written.
struct Source<'t> {
    text: &'t str,
    spans: &'t [(usize, usize)],
}

impl Source<'_> {
    /// The text of tokens `[a, b)` as written.
    fn words(&self, a: usize, b: usize) -> String {
        let last = b.checked_sub(1).filter(|&l| l >= a);
        match (self.spans.get(a), last.and_then(|l| self.spans.get(l))) {
            (Some(s), Some(e)) => self.text.get(s.0..e.1.max(s.0)).unwrap_or("").trim().to_string(),
            _ => String::new(),
        }
    }
}

/// Numbers taken for a field, a part, the head ratio, several fields at once (`resolved`
/// `Several`) or none (`None`), with the field's words (tokens).
struct Binding {
    resolved: Option<Resolved>,
    items: Vec<Item>,
    label: Option<(usize, usize)>,
}

impl Binding {
    /// The tokens the binding was written with: its field's words and its numbers.
    fn span(&self) -> (usize, usize) {
        let mut s = self.label.map_or(usize::MAX, |l| l.0);
        let mut e = self.label.map_or(0, |l| l.1);
        for i in &self.items {
            s = s.min(i.start);
            e = e.max(i.end);
        }
        (s.min(e), e)
    }
}

/// Field words found in the sentence: tokens `[start, end)` and what they name.
struct Label {
    start: usize,
    end: usize,
    resolved: Resolved,
}

struct State {
    lists: Vec<(String, Vec<Num>)>,
    rows: Vec<(String, Vec<Vec<i64>>)>,
    unlabeled: Vec<Vec<Num>>,
    /// Per field of `Lex::item_parts`, the numbers given per part.
    parts: Vec<Vec<Option<Vec<Num>>>>,
    /// (the binding's first token, the binding)
    understood: Vec<(usize, Understood)>,
    ambiguous: Vec<AmbiguousWords>,
    gqa: Option<i64>,
}

/// One number as itself, several as a list.
fn nums_json(nums: &[Num]) -> J {
    match nums {
        [one] => one.to_json(),
        more => J::Array(more.iter().map(Num::to_json).collect()),
    }
}

fn rows_json(rows: &[Vec<i64>]) -> J {
    J::Array(
        rows.iter()
            .map(|r| J::Array(r.iter().map(|x| J::from(*x)).collect()))
            .collect(),
    )
}

impl State {
    fn understood(&mut self, at: usize, field: String, words: String, value: J) {
        self.understood.push((at, Understood { field, words, value }));
    }

    /// Numbers bound to a field: a list, or rows for a field whose items are rows (or where
    /// the sentence wrote rows: `128x4096x4096`, `[1, 2] [3, 4]`).
    fn bind_field(&mut self, fi: usize, items: &[Item], words: String, at: usize, lex: &Lex) {
        let Some((name, _)) = lex.fields.get(fi) else { return };
        let written_as_rows = items.iter().any(|i| matches!(i.piece, Piece::Dims(_)))
            || items.iter().filter(|i| matches!(i.piece, Piece::Bracket(_))).count() >= 2;
        if !(lex.row_fields.get(fi).copied().unwrap_or(false) || written_as_rows) {
            let flat: Vec<Num> = items.iter().flat_map(|i| i.piece.nums().iter().cloned()).collect();
            if flat.is_empty() {
                return;
            }
            self.understood(at, name.clone(), words, nums_json(&flat));
            match self.lists.iter_mut().find(|(n, _)| n == name) {
                Some((_, existing)) => existing.extend(flat),
                None => self.lists.push((name.clone(), flat)),
            }
            return;
        }
        // Rows: each group; numbers written plainly (`shapes 16 256 4096 7168`) make one row.
        let mut rows: Vec<Vec<Num>> = Vec::new();
        let mut plain: Vec<Num> = Vec::new();
        for i in items {
            match &i.piece {
                Piece::Nums(v) => plain.extend(v.iter().cloned()),
                group => {
                    if !plain.is_empty() {
                        rows.push(std::mem::take(&mut plain));
                    }
                    rows.push(group.nums().to_vec());
                }
            }
        }
        if !plain.is_empty() {
            rows.push(plain);
        }
        let mut whole: Vec<Vec<i64>> = Vec::new();
        for r in rows {
            match r.iter().map(Num::as_i64).collect::<Option<Vec<i64>>>() {
                Some(v) if !v.is_empty() => whole.push(v),
                // A row with a number that is no whole one is no item: said, not dropped.
                _ => self.unlabeled.push(r),
            }
        }
        if whole.is_empty() {
            return;
        }
        self.understood(at, name.clone(), words, rows_json(&whole));
        let slot = match self.rows.iter().position(|(n, _)| n == name) {
            Some(k) => &mut self.rows[k].1,
            None => {
                self.rows.push((name.clone(), Vec::new()));
                let last = self.rows.len() - 1;
                &mut self.rows[last].1
            }
        };
        let room = MAX_SHAPES.saturating_sub(slot.len());
        slot.extend(whole.into_iter().take(room));
    }

    fn apply(&mut self, b: Binding, lex: &Lex, src: &Source) {
        let (from, to) = b.span();
        let words = src.words(from, to);
        let flat: Vec<Num> = b.items.iter().flat_map(|i| i.piece.nums().iter().cloned()).collect();
        if flat.is_empty() {
            return;
        }
        match b.resolved {
            Some(Resolved::One(Aim::Field(fi))) => self.bind_field(fi, &b.items, words, from, lex),
            Some(Resolved::One(Aim::Part(fi, pi))) => {
                let Some((field, parts)) = lex.item_parts.get(fi) else {
                    return;
                };
                let part = parts.get(pi).cloned().unwrap_or_default();
                let mut value = serde_json::Map::new();
                value.insert(part, nums_json(&flat));
                self.understood(from, field.clone(), words, J::Object(value));
                if let Some(slot) = self.parts.get_mut(fi).and_then(|f| f.get_mut(pi)) {
                    slot.get_or_insert_with(Vec::new).extend(flat);
                }
            }
            Some(Resolved::One(Aim::Gqa)) => {
                let mut rest = flat;
                if self.gqa.is_none() {
                    if let Some(k) = rest.iter().position(|n| n.as_i64().is_some()) {
                        let v = rest.remove(k).as_i64();
                        self.gqa = v;
                        self.understood(
                            from,
                            HEAD_RATIO_WORD.to_string(),
                            words,
                            v.map(J::from).unwrap_or(J::Null),
                        );
                    }
                }
                if !rest.is_empty() {
                    self.unlabeled.push(rest);
                }
            }
            Some(Resolved::Several(aims)) => {
                let mut fields: Vec<String> = Vec::new();
                for a in aims {
                    let n = lex.aim_name(a);
                    if !fields.contains(&n) {
                        fields.push(n);
                    }
                }
                self.ambiguous.push(AmbiguousWords {
                    words,
                    fields,
                    values: flat.clone(),
                });
                self.unlabeled.push(flat);
            }
            None => {
                let shaped = b.items.iter().any(|i| !matches!(i.piece, Piece::Nums(_)));
                match lex.shape_field {
                    // Shapes written alone: the field whose items the code unpacks.
                    Some(fi) if shaped => self.bind_field(fi, &b.items, words, from, lex),
                    // Each shape said on its own, so none is taken for a list of plain numbers.
                    _ if shaped => {
                        for i in &b.items {
                            self.unlabeled.push(i.piece.nums().to_vec());
                        }
                    }
                    _ => self.unlabeled.push(flat),
                }
            }
        }
    }

    /// Items from their parts: the cross product, in the code's order of the parts; with the
    /// rows written whole, per field.
    fn items(&mut self, lex: &Lex, it: &mut Intent) {
        let mut items = std::mem::take(&mut self.rows);
        for (fi, given) in std::mem::take(&mut self.parts).into_iter().enumerate() {
            if given.iter().all(Option::is_none) {
                continue;
            }
            let Some((field, names)) = lex.item_parts.get(fi) else {
                continue;
            };
            if given.iter().any(Option::is_none) {
                it.incomplete_items.push(PartialItems {
                    field: field.clone(),
                    parts: names.clone(),
                    given,
                });
                continue;
            }
            let mut ints: Vec<Vec<i64>> = Vec::new();
            for values in given.iter().flatten() {
                let (whole, not): (Vec<&Num>, Vec<&Num>) = values.iter().partition(|n| n.as_i64().is_some());
                if !not.is_empty() {
                    self.unlabeled.push(not.into_iter().cloned().collect());
                }
                ints.push(whole.iter().filter_map(|n| n.as_i64()).collect());
            }
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
            if rows.is_empty() {
                continue;
            }
            match items.iter_mut().find(|(f, _)| f == field) {
                Some((_, existing)) => existing.extend(rows),
                None => items.push((field.clone(), rows)),
            }
        }
        it.items = items;
    }
}

/// Parses `text` against `vocab`. Never panics; what can't be placed lands in `unlabeled`,
/// `ambiguous`, `words` and `unknown_names`.
pub fn parse(text: &str, vocab: &Vocabulary) -> Intent {
    let lex = Lex::new(vocab);
    let (toks, spans) = tokenize(text, &names_of(vocab));
    let src = Source { text, spans: &spans };
    let n = toks.len();
    let mut used = vec![false; n];
    let mut it = Intent::default();
    let mut budget = Budget(MAX_TOTAL_ITEMS);
    let mut st = State {
        lists: Vec::new(),
        rows: Vec::new(),
        unlabeled: Vec::new(),
        parts: lex.item_parts.iter().map(|(_, ps)| vec![None; ps.len()]).collect(),
        understood: Vec::new(),
        ambiguous: Vec::new(),
        gqa: None,
    };

    settings_pass(&toks, &mut used, &lex, &mut it, &src, &mut st.understood);

    // Numbers as written together.
    let mut vals: Vec<Val> = Vec::new();
    let mut i = 0;
    while i < n {
        if !used[i] && matches!(toks[i], Tok::Num(_) | Tok::Dims(_) | Tok::Sep('[')) {
            if let Some(v) = parse_value(&toks, &used, i, &mut budget) {
                i = v.end.max(i + 1);
                if !v.items.is_empty() {
                    vals.push(v);
                }
                continue;
            }
        }
        i += 1;
    }
    let mut in_value = vec![false; n];
    for v in &vals {
        mark(&mut in_value, v.start, v.end);
    }
    let free_word = |k: usize| match toks.get(k) {
        Some(Tok::Word(w)) if !used[k] && !in_value[k] => Some(w.as_str()),
        _ => None,
    };

    // Field words: at each place, the longest phrase that names a field or an item part.
    let mut labels: Vec<Label> = Vec::new();
    let mut bindings: Vec<Binding> = Vec::new();
    let mut i = 0;
    while i < n {
        let Some(w) = free_word(i) else {
            i += 1;
            continue;
        };
        if let Some((aim, num)) = lex.compact(w) {
            bindings.push(Binding {
                resolved: Some(Resolved::One(aim)),
                items: vec![Item {
                    piece: Piece::Nums(vec![num]),
                    start: i,
                    end: i + 1,
                }],
                label: None,
            });
            i += 1;
            continue;
        }
        let mut found = None;
        for len in (1..=MAX_PHRASE_TOKENS).rev() {
            let raw: Option<Vec<&str>> = (i..i + len).map(free_word).collect();
            if let Some(r) = raw.and_then(|raw| lex.resolve(&raw)) {
                found = Some((len, r));
                break;
            }
        }
        match found {
            Some((len, resolved)) => {
                labels.push(Label {
                    start: i,
                    end: i + len,
                    resolved,
                });
                i += len;
            }
            None => i += 1,
        }
    }

    // Which numbers each field word takes.
    bind_labels(&toks, &used, &labels, &mut vals, &mut bindings);
    for v in vals.iter_mut() {
        if v.left() > 0 {
            bindings.push(Binding {
                resolved: None,
                items: v.take_rest(),
                label: None,
            });
        }
    }
    bindings.sort_by_key(|b| b.span().0);
    for b in bindings {
        let (s, e) = b.span();
        mark(&mut used, s, e);
        st.apply(b, &lex, &src);
    }

    // Backends, the GPU, and the words left for names.
    let mut free: Vec<(usize, String)> = Vec::new();
    let mut cjk_left: Vec<(usize, String)> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if used[i] || in_value[i] {
            continue;
        }
        match t {
            Tok::Backend(b) => {
                if !it.backends.contains(b) {
                    it.backends.push(b.clone());
                    st.understood(i, BACKENDS_FIELD.to_string(), src.words(i, i + 1), J::String(b.clone()));
                }
            }
            Tok::Gpu(g) => match &it.gpu {
                None => {
                    it.gpu = Some(g.clone());
                    st.understood(i, GPU_FIELD.to_string(), src.words(i, i + 1), J::String(g.clone()));
                }
                Some(first) if first != g && !it.also_named.contains(g) => it.also_named.push(g.clone()),
                Some(_) => {}
            },
            Tok::Choice(backends) => {
                let w = src.words(i, i + 1);
                if !it.backend_choices.iter().any(|(x, _)| x.eq_ignore_ascii_case(&w)) {
                    it.backend_choices.push((w, backends.clone()));
                }
            }
            Tok::Word(w) => free.push((i, w.clone())),
            Tok::Cjk(s) => cjk_left.push((i, s.clone())),
            Tok::Num(_) | Tok::Dims(_) | Tok::Sep(_) => {}
        }
    }

    st.items(&lex, &mut it);
    it.gqa = st.gqa;
    it.lists = std::mem::take(&mut st.lists);
    it.unlabeled = std::mem::take(&mut st.unlabeled);
    it.ambiguous = std::mem::take(&mut st.ambiguous);
    st.understood.sort_by_key(|(at, _)| *at);
    it.understood = st.understood.into_iter().map(|(_, u)| u).collect();

    let left = match_names(&lex, &free, &cjk_left, &mut it);
    it.unlisted_backends = in_backend_lists(&toks, &used, &left, &lex);
    it.unlisted_gpus = at_gpu_places(&toks, &left);
    it.unknown_names = unknown_names(&lex, vocab, &toks, &src, &left, &it);
    it
}

/// Which numbers each field word takes. A field word takes the numbers right after it (with
/// `=`, `:`, `is` … between); one with none after it takes the number right before it, which
/// ends the list of the field before that (`batch 1, 2, 32 q heads`: batch 1 and 2). Fields are
/// read from the last, so `64 q heads 8 kv heads` gives the 8 to the kv heads and then the 64
/// to the q heads. Field words side by side (`8 experts max m 4096`) take the numbers before
/// and after them; with numbers on one side only (`32 q heads` where `q` and `heads` are two
/// fields), they are one phrase that names no field, and the numbers are said.
fn bind_labels(toks: &[Tok], used: &[bool], labels: &[Label], vals: &mut [Val], bindings: &mut Vec<Binding>) {
    let n = toks.len();
    let mut starting: Vec<Option<usize>> = vec![None; n + 1];
    let mut ending: Vec<Option<usize>> = vec![None; n + 1];
    for (vi, v) in vals.iter().enumerate() {
        if let Some(s) = starting.get_mut(v.start) {
            *s = Some(vi);
        }
        if let Some(e) = ending.get_mut(v.end) {
            *e = Some(vi);
        }
    }
    let after = |l: &Label| starting.get(skip_connectors(toks, used, l.end)).copied().flatten();
    // Values a field word right before them takes (part of) from the front.
    let mut has_field_before = vec![false; vals.len()];
    for l in labels {
        if let Some(v) = after(l) {
            has_field_before[v] = true;
        }
    }
    // Runs of field words side by side.
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for (li, l) in labels.iter().enumerate() {
        match runs.last_mut() {
            Some(r) if labels[r.1 - 1].end == l.start => r.1 = li + 1,
            _ => runs.push((li, li + 1)),
        }
    }
    let take_before = |vals: &mut [Val], v: usize| {
        if has_field_before[v] {
            vals[v].take_last()
        } else {
            vals[v].take_rest()
        }
    };
    for &(a, b) in runs.iter().rev() {
        let (first, last) = (&labels[a], &labels[b - 1]);
        let after_v = after(last).filter(|&v| vals[v].left() > 0);
        let before_v = ending
            .get(first.start)
            .copied()
            .flatten()
            .filter(|&v| vals[v].left() > 0);
        let bind = |resolved: &Resolved, items: Vec<Item>, label: (usize, usize)| Binding {
            resolved: Some(resolved.clone()),
            items,
            label: Some(label),
        };
        if b - a == 1 {
            if let Some(v) = after_v {
                bindings.push(bind(&last.resolved, vals[v].take_rest(), (last.start, last.end)));
            } else if let Some(v) = before_v {
                bindings.push(bind(&first.resolved, take_before(vals, v), (first.start, first.end)));
            }
            continue;
        }
        match (before_v, after_v) {
            (Some(bv), Some(av)) => {
                bindings.push(bind(&last.resolved, vals[av].take_rest(), (last.start, last.end)));
                bindings.push(bind(&first.resolved, take_before(vals, bv), (first.start, first.end)));
            }
            (None, None) => {}
            (bv, av) => {
                let mut aims: Vec<Aim> = Vec::new();
                for l in &labels[a..b] {
                    for aim in l.resolved.aims() {
                        if !aims.contains(&aim) {
                            aims.push(aim);
                        }
                    }
                }
                let items = match (bv, av) {
                    (Some(v), _) => take_before(vals, v),
                    (_, Some(v)) => vals[v].take_rest(),
                    _ => Vec::new(),
                };
                let resolved = match aims.as_slice() {
                    [one] => Resolved::One(*one),
                    _ => Resolved::Several(aims),
                };
                bindings.push(bind(&resolved, items, (first.start, last.end)));
            }
        }
    }
}
/// A field the sentence sets by other means (the driver, backends, the GPU, batch sizes).
fn set_by_other_means(field: &str) -> bool {
    DRIVER_FIELDS.contains(&field)
        || [
            BACKENDS_FIELD,
            SCENARIO_FIELD,
            GPU_FIELD,
            BATCH_SIZES_FIELD,
            BATCH_SIZE_FIELD,
        ]
        .contains(&field)
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
fn settings_pass(
    toks: &[Tok],
    used: &mut [bool],
    lex: &Lex,
    it: &mut Intent,
    src: &Source,
    understood: &mut Vec<(usize, Understood)>,
) {
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
                let value = match yes_no(&v) {
                    Some(b) if flag => J::Bool(b),
                    _ => J::String(v.clone()),
                };
                understood.push((
                    start,
                    Understood {
                        field: field.clone(),
                        words: src.words(start, next),
                        value,
                    },
                ));
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
                if flag && !off_after {
                    understood.push((
                        start,
                        Understood {
                            field: field.clone(),
                            words: src.words(start, end),
                            value: J::Bool(negation.is_none()),
                        },
                    ));
                }
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
            Tok::Backend(_) | Tok::Choice(_) | Tok::Sep(',' | '/' | '&' | '+') => {}
            Tok::Word(w) if LIST_CONNECTORS.contains(&w.as_str()) => {}
            Tok::Word(_) if listing => {
                // A name stands alone: next comes the end, a separator, a connector or a name.
                let alone = match toks.get(i + 1) {
                    None | Some(Tok::Sep(_) | Tok::Backend(_) | Tok::Choice(_)) => true,
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

/// Everyday words, besides the stop words, never taken for a harness name.
const EVERYDAY: &[&str] = &[
    "my",
    "our",
    "your",
    "their",
    "his",
    "her",
    "its",
    "another",
    "other",
    "others",
    "quick",
    "simple",
    "small",
    "big",
    "large",
    "huge",
    "tiny",
    "basic",
    "standard",
    "default",
    "usual",
    "typical",
    "normal",
    "regular",
    "common",
    "good",
    "nice",
    "short",
    "long",
    "full",
    "whole",
    "first",
    "second",
    "last",
    "next",
    "more",
    "less",
    "different",
    "similar",
    "here",
    "there",
    "now",
    "today",
    "again",
    "maybe",
    "very",
    "really",
    "bit",
    "little",
    "lot",
    "lots",
    "few",
    "many",
    "much",
    "each",
    "every",
    "any",
    "both",
    "either",
    "kind",
    "sort",
    "way",
    "try",
    "check",
    "get",
    "give",
    "show",
    "write",
    "put",
    "would",
    "could",
    "sweep",
    "sweeps",
    "kernel",
    "kernels",
    "variant",
    "version",
    "setting",
    "settings",
    "perf",
    "performance",
    "speed",
    "latency",
    "throughput",
    "measure",
    "measuring",
    "file",
    "yaml",
    "setup",
    "hi",
    "hey",
    "hello",
    "what",
    "which",
    "how",
    "why",
    "when",
    "where",
    "who",
    "not",
    "no",
    "yes",
    "than",
    "still",
    "over",
    "under",
    "about",
    "around",
    "per",
    "between",
    "without",
    "within",
    "sizes",
    "size",
    "do",
    "does",
    "did",
    "go",
    "have",
    "has",
    "had",
    "will",
    "shall",
    "may",
    "might",
    "must",
    "too",
    "well",
    "new",
    "old",
];

/// Names of the harness: its scenarios, ops, backends and the modules they come from.
fn harness_names(vocab: &Vocabulary) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut add = |n: &String| {
        if !names.contains(n) {
            names.push(n.clone());
        }
    };
    vocab.scenarios.iter().for_each(|(_, s)| add(s));
    vocab.ops.iter().for_each(&mut add);
    vocab.backends.iter().for_each(&mut add);
    for (_, mods) in &vocab.backend_modules {
        mods.iter().for_each(&mut add);
    }
    names
}

/// The harness's names within a few edits of `w`, or that it begins (`cutlass` → `cutlass_grouped`),
/// nearest first.
fn closest_names(w: &str, names: &[String]) -> Vec<String> {
    let len = w.chars().count();
    let limit = (len / 3).max(1);
    let mut near: Vec<(usize, &String)> = Vec::new();
    for name in names {
        let l = lower(name);
        let mut d = crate::diag::levenshtein(w, &l);
        for part in name_parts(&l).iter().filter(|p| p.chars().count() >= 3) {
            d = d.min(crate::diag::levenshtein(w, part));
        }
        if len >= 3 && (l.starts_with(w) || name_parts(&l).iter().any(|p| p == w)) {
            d = 0;
        }
        if d <= limit {
            near.push((d, name));
        }
    }
    near.sort_by_key(|(d, _)| *d);
    near.into_iter().take(3).map(|(_, n)| n.clone()).collect()
}

/// Leftover words that look like a scenario, op or backend name and are none of the harness's:
/// written with capitals inside (`MLA`), digits (`fa9`) or `_`; standing beside a scenario's or
/// op's word (`mla decode`); or a few edits from a name (`decod`). Stop words, everyday words,
/// Chinese text, and names already said where backends or GPUs are listed are not.
fn unknown_names(
    lex: &Lex,
    vocab: &Vocabulary,
    toks: &[Tok],
    src: &Source,
    left: &[(usize, String)],
    it: &Intent,
) -> Vec<UnknownName> {
    let names = harness_names(vocab);
    let name_words: Vec<String> = lex
        .scenarios
        .iter()
        .flat_map(|(_, _, l)| name_parts(l))
        .chain(lex.ops.iter().flat_map(|(_, l)| name_parts(l)))
        .filter(|p| p.chars().count() >= 3)
        .collect();
    let names_a_thing =
        |k: usize| matches!(toks.get(k), Some(Tok::Word(x)) if name_words.iter().any(|p| loose_eq(p, x)));
    let mut out: Vec<UnknownName> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    for (idx, w) in left {
        if out.len() >= MAX_UNKNOWN_NAMES {
            break;
        }
        if !w.is_ascii()
            || w.len() < 2
            || is_stop(w)
            || EVERYDAY.contains(&w.as_str())
            || it.unlisted_backends.contains(w)
            || it.unlisted_gpus.contains(w)
            || !seen.insert(w.clone())
        {
            continue;
        }
        let written = src.words(*idx, idx + 1);
        let capitals = written.chars().filter(|c| c.is_ascii_uppercase()).count() >= 2;
        let digits = w.chars().any(|c| c.is_ascii_digit());
        let beside = idx.checked_sub(1).is_some_and(names_a_thing) || names_a_thing(idx + 1);
        let closest = closest_names(w, &names);
        if !(capitals || digits || w.contains('_') || beside || !closest.is_empty()) {
            continue;
        }
        // `MLA decode`: nothing like `MLA`, but the scenario it qualifies is the nearest thing.
        let closest = if closest.is_empty() && beside {
            it.scenarios.clone()
        } else {
            closest
        };
        out.push(UnknownName { word: written, closest });
    }
    out
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

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    type V = Vocabulary;

    trait Example {
        fn new(extra_scenarios: &[(&str, &str)]) -> Self;
        fn vocab(&self) -> &Vocabulary;
    }

    impl Example for Vocabulary {
        fn new(extra_scenarios: &[(&str, &str)]) -> Vocabulary {
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
            Vocabulary {
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
                backend_modules: vec![],
            }
        }
        fn vocab(&self) -> &Vocabulary {
            self
        }
    }

    /// As [`p`], with the items of `shapes` unpacked into these parts by the code.
    fn p_parts(text: &str, parts: &[&str]) -> Intent {
        let mut v = V::new(&[]);
        v.item_parts = vec![("shapes".into(), s(parts))];
        parse(text, v.vocab())
    }

    fn p(text: &str) -> Intent {
        let v = V::new(&[]);
        parse(text, v.vocab())
    }

    fn ints(v: &[i64]) -> Vec<Num> {
        v.iter().map(|x| Num::Int(*x)).collect()
    }

    fn list<'a>(it: &'a Intent, f: &str) -> Option<&'a Vec<Num>> {
        it.lists.iter().find(|(n, _)| n == f).map(|(_, l)| l)
    }

    /// The one number given a field, if one.
    fn one(it: &Intent, f: &str) -> Option<i64> {
        match list(it, f).map(Vec::as_slice) {
            Some([n]) => n.as_i64(),
            _ => None,
        }
    }

    fn heads(it: &Intent) -> (Option<i64>, Option<i64>) {
        (one(it, "num_q_heads"), one(it, "num_kv_heads"))
    }

    fn rows(field: &str, r: &[&[i64]]) -> Vec<(String, Vec<Vec<i64>>)> {
        vec![(field.to_string(), r.iter().map(|x| x.to_vec()).collect())]
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
            it.items,
            rows("shapes", &[&[16, 256, 4096, 7168], &[32, 512, 7168, 4096]])
        );
        assert!(it.lists.is_empty() && it.unlabeled.is_empty());
        assert!(it.words.is_empty(), "{:?}", it.words);
        // Nested brackets, no label.
        let it = p("group masked [[1,2,3],[4,5,6]]");
        assert_eq!(it.scenarios, s(&["group_masked"]));
        assert_eq!(it.items, rows("shapes", &[&[1, 2, 3], &[4, 5, 6]]));
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
        assert_eq!(heads(&it), (Some(64), Some(8)));
        assert_eq!(list(&it, "mtp_steps_list"), Some(&ints(&[1])));
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
            "64 个 q 头, 8 个 kv 头",
            "query heads 64 kv heads 8",
            "num_q_heads=64 num_kv_heads=8",
            "batch 1/16/32 q heads 64, kv heads 8",
        ] {
            let it = p(text);
            assert_eq!(heads(&it), (Some(64), Some(8)), "{text}");
            assert!(it.unlabeled.is_empty(), "{text}: {:?}", it.unlabeled);
        }
        let it = p("batch 1/16/32 q heads 64, kv heads 8");
        assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 16, 32])));
        // `heads` alone names two fields here: neither is taken, the numbers are said.
        for text in ["heads 64/8", "64/8 heads"] {
            let it = p(text);
            assert_eq!(heads(&it), (None, None), "{text}");
            assert_eq!(it.unlabeled, vec![ints(&[64, 8])], "{text}");
            assert_eq!(it.ambiguous.len(), 1, "{text}");
            assert_eq!(it.ambiguous[0].fields, s(&["num_q_heads", "num_kv_heads"]), "{text}");
        }
    }

    #[test]
    fn gqa_and_mtp_forms() {
        for text in ["gqa 8", "GQA8", "gqa=8", "GQA: 8"] {
            assert_eq!(p(text).gqa, Some(8), "{text}");
        }
        let mtp = |t: &str| list(&p(t), "mtp_steps_list").cloned();
        assert_eq!(mtp("mtp 0/1/2"), Some(ints(&[0, 1, 2])));
        assert_eq!(mtp("mtp=1,2"), Some(ints(&[1, 2])));
        assert_eq!(mtp("mtp1"), Some(ints(&[1])));
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
        assert_eq!(it.items, rows("shapes", &[&[128, 4096, 4096]]));
        assert_eq!(it.gpu.as_deref(), Some("h100"));
        assert!(it.words.is_empty(), "{:?}", it.words);
        assert_eq!(p("矩阵乘 128×4096×4096 H100 上").gpu.as_deref(), Some("h100"));
        let it = p("矩阵乘 128×4096×4096 H100 上");
        assert_eq!(it.op.as_deref(), Some("gemm"));
        assert_eq!(it.items, rows("shapes", &[&[128, 4096, 4096]]));
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
        let it = p("decode q heads 64 kv heads 8 seq 1K~32K x2");
        assert_eq!(it.scenarios, s(&["decode_gqa"]));
        assert_eq!(heads(&it), (Some(64), Some(8)));
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
        let it = parse("nvfp4", v.vocab());
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
        assert_eq!(heads(&it), (Some(128), Some(8)));
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
        let it = parse("decode", v.vocab());
        assert_eq!(it.scenarios, s(&["decode_gqa", "decode_mla"]));
        let it = parse("decode gqa", v.vocab());
        assert_eq!(it.scenarios, s(&["decode_gqa"]));
        let it = parse("解码 mla", v.vocab());
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
        let _ = p(&"32 q heads kv heads head dim 8 fa4 paged fi trtllm gen 1Ki 2万 ".repeat(500));
        let _ = p(&"MLA decod flashinfer x_y ".repeat(1_000));
        assert!(start.elapsed().as_secs() < 5, "took {:?}", start.elapsed());
    }

    /// A vocabulary like a harness whose names differ from the example's: norm and MoE fields
    /// (`hidden_size_list`, `num_tokens_list`), an MLA decode (`num_heads`, `q_len`,
    /// `qk_rope_dim`), and a GEMM whose items are unpacked from `mnk`.
    fn other_harness() -> V {
        let mut v = V::new(&[]);
        v.scenarios = [
            ("norm", "rmsnorm"),
            ("moe", "fused_moe"),
            ("attention", "mla_decode"),
            ("gemm", "dense"),
        ]
        .iter()
        .map(|(o, s)| (o.to_string(), s.to_string()))
        .collect();
        v.ops = s(&["norm", "moe", "attention", "gemm"]);
        v.fields = s(&[
            "scenario",
            "gpu_type",
            "num_tokens_list",
            "num_tokens",
            "hidden_size_list",
            "num_experts",
            "topk",
            "intermediate_size",
            "eps",
            "num_heads",
            "kv_lora_rank",
            "qk_rope_dim",
            "q_len",
            "seq_lens",
            "page_size",
            "batch_sizes",
            "batch_size",
            "mnk",
            "dtype",
            "backends",
            "refcheck",
            "refcheck_reference",
        ]);
        v.flags = s(&["refcheck"]);
        v.text_fields = s(&["refcheck_reference"]);
        v.field_values = vec![];
        v.item_parts = vec![("mnk".into(), s(&["m", "n", "k"]))];
        v.backends = s(&[
            "halops",
            "vllm",
            "flashmla",
            "torch-ref",
            "deep-gemm",
            "fa4",
            "fa4_paged",
        ]);
        v
    }

    fn po(text: &str) -> Intent {
        let v = other_harness();
        parse(text, v.vocab())
    }

    #[test]
    fn a_number_right_before_a_field_word_ends_the_list_before_it() {
        // Was: batch [1, 2, 32], q heads 8, kv heads inferred.
        let it = p("chunked prefill bf16, prefix 0 4096, chunk 512 1024, batch 1 2, 32 q heads 8 kv heads");
        assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 2])));
        assert_eq!(list(&it, "prefix_len_list"), Some(&ints(&[0, 4096])));
        assert_eq!(list(&it, "chunk_len_list"), Some(&ints(&[512, 1024])));
        assert_eq!(heads(&it), (Some(32), Some(8)));
        assert!(it.unlabeled.is_empty(), "{:?}", it.unlabeled);
        // Was: batch [1, 32].
        let it = p("decode bf16 batch 1，32 个 q 头");
        assert_eq!(
            (list(&it, "batch_sizes"), heads(&it)),
            (Some(&ints(&[1])), (Some(32), None))
        );
        // Punctuation joins one list's numbers and ends it at the next field word.
        let it = p("batch 1, 4, 16, s_kv 2048 8192");
        assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 4, 16])));
        assert_eq!(list(&it, "s_kv_list"), Some(&ints(&[2048, 8192])));
        let it = p("batch 1；4；16；s_kv 2k");
        assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 4, 16])));
        // Numbers before a field word with nothing after it are that field's.
        assert_eq!(
            list(&p("decode 1, 16, 64 batch"), "batch_sizes"),
            Some(&ints(&[1, 16, 64]))
        );
        // A field word followed by its own numbers leaves those before it to the field before.
        let it = p("batch 1 2 s_kv 4k");
        assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 2])));
    }

    #[test]
    fn fields_are_named_by_the_words_of_their_names() {
        let it = po("rmsnorm bf16 hidden 4096 7168 tokens 1 128");
        assert_eq!(list(&it, "hidden_size_list"), Some(&ints(&[4096, 7168])));
        assert_eq!(
            list(&it, "num_tokens_list"),
            Some(&ints(&[1, 128])),
            "the list, not the scalar the entry injects"
        );
        assert_eq!(one(&po("mla decode 128 heads"), "num_heads"), Some(128));
        assert_eq!(one(&po("mla decode 头 64"), "num_heads"), Some(64));
        let it = po("rmsnorm 隐藏 4096，词元数 1 到 8 翻倍");
        assert_eq!(list(&it, "hidden_size_list"), Some(&ints(&[4096])));
        assert_eq!(list(&it, "num_tokens_list"), Some(&ints(&[1, 2, 4, 8])));
        let it = po("fused moe 256 experts, topk 8, intermediate 2048, kv lora rank 512, rope dim 64");
        for (f, v) in [
            ("num_experts", 256),
            ("topk", 8),
            ("intermediate_size", 2048),
            ("kv_lora_rank", 512),
            ("qk_rope_dim", 64),
        ] {
            assert_eq!(one(&it, f), Some(v), "{f}: {it:?}");
        }
        assert_eq!(list(&po("eps 1e-5"), "eps"), Some(&vec![Num::Float(1e-5)]));
        // Everyday forms of the example's words.
        assert_eq!(list(&p("sequence 4k"), "s_kv_list"), Some(&ints(&[4096])));
        assert_eq!(list(&p("kv 1k"), "s_kv_list"), Some(&ints(&[1024])));
        assert_eq!(one(&p("query heads 16"), "num_q_heads"), Some(16));
        assert_eq!(one(&p("头维度 64"), "head_dim"), Some(64));
    }

    #[test]
    fn words_that_name_several_fields_name_none() {
        // `heads` beside two heads fields: asked, never guessed.
        let it = p("decode heads 64 s_kv 1k");
        assert_eq!(heads(&it), (None, None));
        assert_eq!(it.unlabeled, vec![ints(&[64])]);
        assert_eq!(
            it.ambiguous,
            vec![AmbiguousWords {
                words: "heads 64".into(),
                fields: s(&["num_q_heads", "num_kv_heads"]),
                values: ints(&[64]),
            }]
        );
        assert_eq!(list(&it, "s_kv_list"), Some(&ints(&[1024])));
        // `q` and `heads` are two fields here (`q_len`, `num_heads`): `32 q heads` names
        // neither, and the 32 is said (was: bound to `q_len`).
        let it = po("mla decode 32 q heads, seq 1k");
        assert!(one(&it, "q_len").is_none() && one(&it, "num_heads").is_none(), "{it:?}");
        assert_eq!(it.unlabeled, vec![ints(&[32])]);
        assert_eq!(it.ambiguous[0].fields, s(&["q_len", "num_heads"]));
        // `head dim 64` where the scenario has no head_dim: not `qk_rope_dim`.
        let it = po("mla decode head dim 64");
        assert!(it.lists.is_empty(), "{:?}", it.lists);
        assert_eq!(it.unlabeled, vec![ints(&[64])]);
        // Side by side with numbers on both sides, each takes its own.
        let it = po("8 experts topk 2");
        assert_eq!((one(&it, "num_experts"), one(&it, "topk")), (Some(8), Some(2)));
    }

    #[test]
    fn shapes_go_to_the_field_whose_items_the_code_unpacks() {
        let two = rows("mnk", &[&[64, 7168, 2048], &[4096, 2048, 7168]]);
        for t in [
            "dense shape：64x7168x2048、4096x2048x7168",
            "dense 64×7168×2048, 4096×2048×7168",
            "dense shapes [64, 7168, 2048] [4096, 2048, 7168]",
            "dense mnk [[64, 7168, 2048], [4096, 2048, 7168]]",
            "dense m 64 4096 n 7168 2048 k 2048 7168",
        ] {
            let it = po(t);
            if t.contains(" m 64") {
                // Parts given as lists make the cross product.
                assert_eq!(it.items[0].1.len(), 8, "{t}");
                continue;
            }
            assert_eq!(it.items, two, "{t}");
            assert!(it.unlabeled.is_empty() && it.lists.is_empty(), "{t}: {it:?}");
        }
        assert_eq!(po("dense m=64 n=7168 k=2048").items, rows("mnk", &[&[64, 7168, 2048]]));
        // Where no field's items are unpacked, shapes are said one by one, never taken for a
        // list of plain numbers.
        let mut v = other_harness();
        v.item_parts.clear();
        let it = parse("dense 64x7168x2048、4096x2048x7168", v.vocab());
        assert!(it.items.is_empty());
        assert_eq!(it.unlabeled, vec![ints(&[64, 7168, 2048]), ints(&[4096, 2048, 7168])]);
        // Named by the field's own name, they are its items.
        let it = parse("dense mnk 64x7168x2048", v.vocab());
        assert_eq!(it.items, rows("mnk", &[&[64, 7168, 2048]]));
    }

    #[test]
    fn backends_as_the_user_says_them() {
        let v = other_harness();
        for (t, want) in [
            ("vs fa4 paged", "fa4_paged"),
            ("vs FA4-PAGED", "fa4_paged"),
            ("vs fa4paged", "fa4_paged"),
            ("vs fa4", "fa4"),
            ("vs Torch Ref", "torch-ref"),
            ("vs deep_gemm", "deep-gemm"),
            ("vs DeepGemm", "deep-gemm"),
        ] {
            let it = parse(t, v.vocab());
            assert_eq!(it.backends, s(&[want]), "{t}");
            assert!(it.words.is_empty() && it.unlisted_backends.is_empty(), "{t}: {it:?}");
        }
        assert_eq!(p("fi trtllm gen").backends, s(&["fi(trtllm-gen)"]));
        assert_eq!(p("FI-TRTLLM and fi").backends, s(&["fi_trtllm", "fi"]));
        // By the module the runners are built from: one backend, or a question.
        let mut v = V::new(&[]);
        v.backend_modules = vec![
            ("fi".into(), s(&["flashinfer"])),
            ("fi(trtllm-gen)".into(), s(&["flashinfer"])),
            ("fi_trtllm".into(), s(&["flashinfer"])),
            ("cudnn".into(), s(&["cudnn_frontend"])),
        ];
        let it = parse("decode vs FlashInfer and cudnn frontend", v.vocab());
        assert_eq!(it.backends, s(&["cudnn"]));
        assert_eq!(
            it.backend_choices,
            vec![("FlashInfer".to_string(), s(&["fi", "fi(trtllm-gen)", "fi_trtllm"]))]
        );
        assert!(it.unlisted_backends.is_empty() && it.unknown_names.is_empty(), "{it:?}");
        // A registry key wins over a module of the same name.
        v.backends.push("flashinfer".into());
        assert_eq!(parse("vs flashinfer", v.vocab()).backends, s(&["flashinfer"]));
    }

    #[test]
    fn words_that_look_like_names_and_are_none_are_said() {
        let it = p("add a MLA decode config, bf16, batch 1, s_kv 4k");
        assert_eq!(
            it.unknown_names,
            vec![UnknownName {
                word: "MLA".into(),
                closest: s(&["decode_gqa"])
            }]
        );
        let it = p("decod fp8 batch 1");
        assert_eq!(it.unknown_names.len(), 1);
        assert_eq!(it.unknown_names[0].closest, s(&["decode_gqa"]));
        assert_eq!(
            p("dense bf16 vs cutlas").unknown_names.len(),
            0,
            "said as a backend instead"
        );
        assert_eq!(p("dense bf16 vs cutlas").unlisted_backends, s(&["cutlas"]));
        assert_eq!(p("decode bf16 with fa9 please").unknown_names[0].word, "fa9");
        for t in [
            "add a config for the moon landing",
            "my decode config please",
            "a quick decode sweep",
            "decode 随便 bf16",
        ] {
            assert!(p(t).unknown_names.is_empty(), "{t}: {:?}", p(t).unknown_names);
        }
    }

    #[test]
    fn every_binding_is_said_with_its_words() {
        let it = p("decode bf16 batch 1、2，32 个 q 头, s_kv=1k vs fi, no refcheck, on h100");
        let said: Vec<(String, String, J)> = it
            .understood
            .iter()
            .map(|u| (u.field.clone(), u.words.clone(), u.value.clone()))
            .collect();
        assert_eq!(
            said,
            vec![
                ("batch_sizes".into(), "batch 1、2".into(), J::from(vec![1, 2])),
                ("num_q_heads".into(), "32 个 q 头".into(), J::from(32)),
                ("s_kv_list".into(), "s_kv=1k".into(), J::from(1024)),
                ("backends".into(), "fi".into(), J::from("fi")),
                ("refcheck".into(), "no refcheck".into(), J::from(false)),
                ("gpu_type".into(), "h100".into(), J::from("h100")),
            ]
        );
        let it = p_parts("8 experts max m 4096 8192", &["num_experts", "max_m", "n", "k"]);
        assert_eq!(it.understood[0].words, "8 experts");
        assert_eq!(it.understood[1].value, serde_json::json!({"max_m": [4096, 8192]}));
    }

    #[test]
    fn number_suffixes() {
        let it = p("s_kv 1k 4K 1Ki 2万 1.5k 1e3");
        assert_eq!(
            list(&it, "s_kv_list"),
            Some(&ints(&[1024, 4096, 1024, 20_000, 1536, 1000]))
        );
        assert_eq!(parse_numbers("1Ki 2ki 3万"), Some(ints(&[1024, 2048, 30_000])));
        // `e` after a number starts a word where it is no exponent.
        let it = p("decode fp8 e4m3 batch 8");
        assert_eq!(it.dtype, Some(DtypeWord::Fp8E4m3));
        assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[8])));
    }

    /// Every number in the sentence is bound (it is in `understood`) or said (`unlabeled`, or a
    /// part of items given incompletely): none dropped.
    #[test]
    fn no_number_is_dropped() {
        let fragments = [
            "batch 1 2",
            "32 q heads",
            "8 kv heads",
            "s_kv 1k 4k",
            "，",
            ", ",
            "; ",
            "、",
            "7 9",
            "heads 64",
            "q头 16",
            "mtp 0/2",
            "gqa 4",
            "m 128 n 256 k 512",
            "128x4096x4096",
            "[16, 256, 4096]",
            "vs fi",
            "批 1 到 64 翻倍",
            "seq 1 to 16 doubling",
            "page_size=32",
            "head dim 128",
            "prefix 0 1k",
            "chunk 512",
            "layers 12",
            "3-7",
            "no refcheck",
            "on h100",
            "2万",
            "1Ki",
            "64 个 q 头",
        ];
        let mut seed: u64 = 0x5eed;
        for _ in 0..400 {
            let mut text = String::from("decode ");
            for _ in 0..6 {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                text.push_str(fragments[(seed >> 33) as usize % fragments.len()]);
                text.push(' ');
            }
            let it = p(&text);
            let mut bound: Vec<f64> = Vec::new();
            for u in &it.understood {
                json_numbers(&u.value, &mut bound);
            }
            for l in it
                .unlabeled
                .iter()
                .chain(it.incomplete_items.iter().flat_map(|p| p.given.iter().flatten()))
            {
                bound.extend(l.iter().map(num_f64));
            }
            for n in numbers_in(&text) {
                assert!(bound.contains(&n), "{n} in {text:?} is neither bound nor said: {it:?}");
            }
        }
    }

    fn num_f64(n: &Num) -> f64 {
        match n {
            Num::Int(i) => *i as f64,
            Num::Float(f) => *f,
        }
    }

    fn json_numbers(v: &J, out: &mut Vec<f64>) {
        match v {
            J::Number(n) => out.extend(n.as_f64()),
            J::Array(a) => a.iter().for_each(|x| json_numbers(x, out)),
            J::Object(m) => m.values().for_each(|x| json_numbers(x, out)),
            _ => {}
        }
    }

    /// The numbers of a sentence, read independently of the parser: digits not inside a word
    /// (`h100`, `fp8`), with `k`/`Ki`/`万` scaled; `AxB` is two numbers.
    fn numbers_in(text: &str) -> Vec<f64> {
        let c: Vec<char> = text.chars().collect();
        let mut out = Vec::new();
        let mut i = 0;
        while i < c.len() {
            let prev = i.checked_sub(1).map(|p| c[p]);
            let after_dims = matches!(prev, Some('x' | '×')) && i >= 2 && c[i - 2].is_ascii_digit();
            let starts =
                c[i].is_ascii_digit() && (after_dims || !prev.is_some_and(|p| p.is_ascii_alphanumeric() || p == '_'));
            if !starts {
                i += 1;
                continue;
            }
            let s = i;
            while i < c.len() && c[i].is_ascii_digit() {
                i += 1;
            }
            let mut v: f64 = c[s..i].iter().collect::<String>().parse().unwrap_or(f64::NAN);
            if c.get(i) == Some(&'k') || c.get(i) == Some(&'K') {
                v *= 1024.0;
            } else if c.get(i) == Some(&'万') {
                v *= 10_000.0;
            }
            out.push(v);
        }
        out
    }
}
