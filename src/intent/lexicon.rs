//! Every everyday word the intent parser knows, in English and Chinese: the one table of
//! synonyms and abbreviations that field names are read through, the words that join, negate,
//! compare and connect, and those that are never names. The only domain vocabulary held in
//! Rust; it names no field, backend or scenario of any harness (those come from the code).

use super::*;

/// Everyday words and abbreviations, English and Chinese, and the canonical words they stand for
/// (several words where one spelling says two things: `seqlen` → seq len). Field names are read
/// through this table as the sentence is (`s_kv_list` → seq, kv, list), so `sequence 4k` names
/// `s_kv_list` and `隐藏 4096` names `hidden_size_list`. Chinese spellings also cut a run of
/// Chinese text into words. This is the only domain vocabulary the parser holds: it names no
/// field, backend or scenario of any harness.
pub(super) const SYNONYMS: &[(&str, &[&str])] = &[
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
    ("quant", &["quantization", "quantized", "quantize", "量化"]),
    ("moe", &["混合专家"]),
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
pub(super) const SOFT_WORDS: &[&str] = &["len", "size", "list", "num"];

/// The word for query heads per KV head: a ratio the caller turns into head counts.
pub(super) const HEAD_RATIO_WORD: &str = "gqa";

/// The words of a field's name that make it part of the attention heads' geometry, which the
/// seed lets be inferred from the scenario's configs (`num_q_heads`, `head_dim`, and in latent
/// attention `qk_rope_head_dim`, `kv_lora_rank`).
pub(super) const HEAD_GEOMETRY_WORDS: &[&str] = &["head", "rope", "lora"];

/// Model families: words that say what kind of model a config is for (`MoE`), never a GPU, a
/// backend or an unknown name when the harness has no op or scenario of that name.
pub(super) const FAMILY_WORDS: &[&str] = &["moe", "llm", "transformer"];

/// The canonical word for an item of numbers written whole (`128x4096x4096`): it names the field
/// whose items the code unpacks, whatever that field is called.
pub(super) const SHAPE_WORD: &str = "shape";

/// Chinese grammar: fillers, negations, connectors, range words → English token. `""` = filler
/// (dropped), `"~"` = range. (Chinese words for things are in [`SYNONYMS`].)
pub(super) const CJK_GRAMMAR: &[(&str, &str)] = &[
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

pub(super) const STOPWORDS: &[&str] = &[
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

/// Words before a field that turn it off.
pub(super) const NEGATIONS: &[&str] = &[
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
pub(super) const NEGATION_FILLERS: &[&str] = &["the", "a", "an", "t", "do", "any"];

/// Words between a field and its value.
pub(super) const VALUE_SEPARATORS: &[&str] = &["is", "to", "as"];

pub(super) const YES_WORDS: &[&str] = &["true", "yes", "on", "enable", "enabled"];

pub(super) const NO_WORDS: &[&str] = &["false", "no", "off", "disable", "disabled", "none"];

/// Words after a yes/no field that may turn it off (`causal masking off`).
pub(super) const OFF_WORDS: &[&str] = &[
    "off", "no", "not", "false", "disabled", "disable", "skip", "skipped", "without", "none", "never",
];

/// Words that introduce the backends to compare.
pub(super) const COMPARE_WORDS: &[&str] = &["vs", "versus", "compare", "compared", "against"];

/// Words that may stand between the names in a list of backends.
pub(super) const LIST_CONNECTORS: &[&str] = &["with", "and", "or", "to"];

/// Everyday words, besides the stop words, never taken for a harness name.
pub(super) const EVERYDAY: &[&str] = &[
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

/// The canonical words for one word (lowercase): from [`SYNONYMS`], else without a plural `s`.
pub(super) fn canon_into(w: &str, out: &mut Vec<String>) {
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
pub(super) fn canon_words(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    for piece in name.split(|c: char| !c.is_alphanumeric()).filter(|p| !p.is_empty()) {
        canon_into(piece, &mut out);
    }
    out
}

pub(super) fn is_stop(w: &str) -> bool {
    STOPWORDS.contains(&w) || factor_word(w).is_some() || is_doubling_word(w)
}

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
