//! Tokens: the sentence cut into numbers, words, separators and the harness's names (backends,
//! GPUs, the modules runners are built from), found across case, spaces, `-`, `_` and
//! parentheses, longest first; Chinese runs cut into words by the lexicon.

use super::*;

#[derive(Debug, Clone, PartialEq)]
pub(super) enum Tok {
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

pub(super) fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Full-width and other look-alike characters → their ASCII forms.
pub(super) fn normalize_char(c: char) -> char {
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
pub(super) fn lower_text(s: &str) -> (Vec<char>, Vec<(usize, usize)>) {
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

pub(super) fn lower(s: &str) -> String {
    lower_text(s).0.into_iter().collect()
}

/// A name found in the text as one token: a backend, a GPU, or a module backends are built from.
pub(super) struct Name {
    /// Its letter-and-digit runs, lowercase (`fi(trtllm-gen)` → fi, trtllm, gen).
    pub(super) chunks: Vec<Vec<char>>,
    /// The runs joined (`fitrtllmgen`): a name written without separators.
    pub(super) joined: Vec<char>,
    /// The name ends with `)`: a `)` after its last run belongs to it.
    pub(super) ends_paren: bool,
    pub(super) tok: Tok,
    /// Backends before GPUs before modules, where a name is all three.
    pub(super) rank: u8,
}

impl Name {
    pub(super) fn new(name: &str, tok: Tok, rank: u8) -> Name {
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
pub(super) fn names_of(v: &Vocabulary) -> Vec<Name> {
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

pub(super) type Spans = Vec<Option<(usize, Tok)>>;

/// Characters that may separate the runs of a name as written: `fa4 paged`, `fa4-paged`,
/// `fi(trtllm-gen)`, `flash_attn.cute`.
pub(super) fn name_gap(c: char) -> bool {
    matches!(c, ' ' | '\t' | '-' | '_' | '(' | ')' | '.')
}

/// Names found in the text as whole words, longest first, case and separators aside. Returns,
/// per start position, the span length and its token.
pub(super) fn find_spans(chars: &[char], names: &[Name]) -> Spans {
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

pub(super) fn float_to_num(x: f64) -> Num {
    if x.is_finite() && x.fract() == 0.0 && x.abs() < 9.0e15 {
        Num::Int(x as i64)
    } else {
        Num::Float(x)
    }
}

pub(super) fn scale(n: Num, f: i64) -> Num {
    match n {
        Num::Int(v) => match v.checked_mul(f) {
            Some(p) => Num::Int(p),
            None => Num::Float(v as f64 * f as f64),
        },
        Num::Float(x) => float_to_num(x * f as f64),
    }
}

/// One number starting at the digit `chars[i]`: `32768`, `1.5`, `1e-5`, `4k`, `4Ki`, `2万`.
pub(super) fn scan_num(chars: &[char], i: usize) -> (Option<Num>, usize) {
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
pub(super) type Placed = (Tok, usize, usize);

/// A number or a `AxBxC` group starting at the digit `chars[i]`.
pub(super) fn scan_number_token(chars: &[char], i: usize, toks: &mut Vec<Placed>) -> usize {
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
pub(super) fn cjk_word_at(run: &[char], p: usize) -> Option<(usize, &'static str)> {
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
pub(super) fn push_cjk(run: &[char], base: usize, toks: &mut Vec<Placed>) {
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
pub(super) fn tokenize(text: &str, names: &[Name]) -> (Vec<Tok>, Vec<(usize, usize)>) {
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
