//! The harness's names as the parser meets them ([`Lex`]): the fields a phrase names (through
//! the words of each field's name and the lexicon), the parts a field's items unpack into, the
//! dtype and mode words, and how loosely a written name may match.

use super::*;

/// What a phrase names: a field, a part of a field's items, or the head ratio.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Aim {
    /// Index in `Lex::fields`.
    Field(usize),
    /// (index in `Lex::item_parts`, part index).
    Part(usize, usize),
    Gqa,
}

#[derive(Debug, Clone, PartialEq)]
pub(super) enum Resolved {
    One(Aim),
    /// Several fields fit the words equally: none is taken.
    Several(Vec<Aim>),
}

impl Resolved {
    pub(super) fn aims(&self) -> Vec<Aim> {
        match self {
            Resolved::One(a) => vec![*a],
            Resolved::Several(v) => v.clone(),
        }
    }
}

/// A field or item part numbers can be bound to, with the canonical words of its name.
pub(super) struct Target {
    pub(super) aim: Aim,
    /// As the code spells it, lowercase.
    pub(super) name: String,
    pub(super) words: Vec<String>,
    /// Its words that are not soft, without repeats.
    pub(super) core: Vec<String>,
}

impl Target {
    pub(super) fn new(aim: Aim, name: &str) -> Target {
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
    pub(super) fn fit(&self, phrase: &[String]) -> Option<(usize, i64, bool)> {
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

pub(super) struct Lex {
    pub(super) ops: Vec<(String, String)>,
    /// (op lower, scenario, scenario lower)
    pub(super) scenarios: Vec<(String, String, String)>,
    pub(super) fields: Vec<(String, String)>,
    pub(super) modes: Vec<(String, String)>,
    pub(super) dtype_words: Vec<String>,
    /// Field (lowercase) → its compared values (lowercase).
    pub(super) field_values: Vec<(String, Vec<String>)>,
    /// Yes/no fields (lowercase).
    pub(super) flags: Vec<String>,
    /// Fields holding a free word (lowercase).
    pub(super) text_fields: Vec<String>,
    /// (field, its items' parts lowercase).
    pub(super) item_parts: Vec<(String, Vec<String>)>,
    /// The fields numbers can be bound to (not a yes/no or word field, not one the sentence sets
    /// by other means) and the item parts.
    pub(super) targets: Vec<Target>,
    /// Per field (index in `fields`): its items are rows (the code unpacks them, or its name
    /// says shape).
    pub(super) row_fields: Vec<bool>,
    /// The one field shapes written with no field word go to.
    pub(super) shape_field: Option<usize>,
    /// Per field (index in `fields`): how many numbers an item holds, where the code's unpacking
    /// (its parts) or the configs that pass say so.
    pub(super) arity: Vec<Option<usize>>,
}

impl Lex {
    /// A word the sentence gives a meaning of its own: a stop word, or part of a field, op,
    /// scenario, mode or dtype name.
    pub(super) fn knows(&self, w: &str) -> bool {
        let part_of = |name: &str| name == w || name.split(['_', '-']).any(|p| p == w);
        is_stop(w)
            || self.fields.iter().any(|(_, l)| part_of(l))
            || self.ops.iter().any(|(_, l)| part_of(l))
            || self.scenarios.iter().any(|(_, _, l)| part_of(l))
            || self.modes.iter().any(|(_, l)| part_of(l))
            || self.item_parts.iter().any(|(_, ps)| ps.iter().any(|p| part_of(p)))
            || dtype_of(w, self).is_some()
    }

    pub(super) fn new(v: &Vocabulary) -> Lex {
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
            arity: Vec::new(),
        };
        let mut unpacked: Vec<String> = lex.item_parts.iter().map(|(f, _)| lower(f.trim())).collect();
        unpacked.extend(v.row_arity.iter().map(|(f, _)| lower(f.trim())));
        lex.arity = lex
            .fields
            .iter()
            .map(|(_, l)| {
                let parts = lex.item_parts.iter().find(|(f, _)| lower(f.trim()) == *l);
                parts
                    .map(|(_, ps)| ps.len())
                    .or_else(|| v.row_arity.iter().find(|(f, _)| lower(f.trim()) == *l).map(|(_, n)| *n))
            })
            .collect();
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

    /// The field shapes of `arity` numbers written with no field word go to: the one field whose
    /// items hold that many numbers (a scenario may unpack `mnk` into three and `tiles` into
    /// two), else the one field of rows whose length nothing says.
    pub(super) fn shape_field_for(&self, arity: Option<usize>) -> Option<usize> {
        let takes = |fi: usize| self.targets.iter().any(|t| t.aim == Aim::Field(fi));
        if let Some(n) = arity {
            let fitting: Vec<usize> = (0..self.fields.len())
                .filter(|&fi| takes(fi) && self.arity.get(fi).copied().flatten() == Some(n))
                .collect();
            if let [one] = fitting.as_slice() {
                return Some(*one);
            }
        }
        self.shape_field
            .filter(|fi| arity.is_none() || self.arity.get(*fi).copied().flatten().is_none_or(|a| Some(a) == arity))
    }

    /// Whether the phrase has the noun of the name it fits best (`heads` of `num_heads`, not of
    /// `qk_rope_head_dim`, whose noun is `dim`): of two phrases from one place, the longest with
    /// its noun is the field word (`64 heads qk rope head dim 32` is `heads`, then `qk rope head
    /// dim`).
    pub(super) fn has_noun(&self, raw: &[&str]) -> bool {
        if let [one] = raw {
            if self.targets.iter().any(|t| t.name == *one) {
                return true;
            }
        }
        let mut phrase: Vec<String> = Vec::new();
        for w in raw {
            phrase.extend(canon_words(w));
        }
        self.targets
            .iter()
            .filter_map(|t| t.fit(&phrase))
            .max()
            .is_some_and(|(_, _, noun)| noun)
    }

    /// The field or item part a phrase (the words of 1–4 tokens, lowercase) names.
    pub(super) fn resolve(&self, raw: &[&str]) -> Option<Resolved> {
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
    pub(super) fn aim_name(&self, aim: Aim) -> String {
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
    pub(super) fn compact(&self, w: &str) -> Option<(Aim, Num)> {
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
pub(super) fn name_parts(s: &str) -> Vec<String> {
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
pub(super) fn loose_eq(a: &str, b: &str) -> bool {
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

pub(super) fn dtype_of(w: &str, lex: &Lex) -> Option<DtypeWord> {
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
