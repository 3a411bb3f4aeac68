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
//! in the everyday forms of `lexicon.rs` (`seq`/`sequence`/`序列`, `头`/heads).
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
//!
//! **Files**, in the order a sentence goes through them: `lexicon.rs` (every everyday word),
//! `tokens.rs` (the sentence cut into numbers, words and the harness's names), `numbers.rs`
//! (lists, ranges, shapes), `names.rs` (which field a phrase names), `parse.rs` (the passes and the
//! bindings), `settings.rs` (fields set by a word), `mentions.rs` (backends, GPUs, unknown names).

use std::collections::HashSet;

use serde_json::Value as J;

use crate::seed::{
    BACKENDS_FIELD, BATCH_SIZES_FIELD, BATCH_SIZE_FIELD, DRIVER_FIELDS, DTYPE_FIELD, GPU_FIELD, MODE_FIELD,
    REFCHECK_REFERENCE_FIELD, SCENARIO_FIELD,
};

mod lexicon;
mod mentions;
mod names;
mod numbers;
mod parse;
mod settings;
#[cfg(test)]
mod tests;
mod tokens;

use lexicon::*;
use mentions::*;
use names::*;
use numbers::*;
use parse::*;
use settings::*;
use tokens::*;

pub use lexicon::yes_no;
pub use names::compact;
pub use numbers::parse_numbers;
pub use parse::parse;

/// The everyday words a field's name is made of, as the sentence is read (`num_q_heads` → num,
/// q, head; `head_dim` → head, dim): what a caller may know a field by without its name.
pub fn name_words(name: &str) -> Vec<String> {
    canon_words(&name.to_lowercase())
}

/// A field of the attention heads' geometry, by the everyday words of its name (`num_q_heads`,
/// `head_dim`, `qk_rope_head_dim`, `kv_lora_rank`).
pub fn is_head_geometry(name: &str) -> bool {
    name_words(name)
        .iter()
        .any(|w| HEAD_GEOMETRY_WORDS.contains(&w.as_str()))
}

/// A word a sentence uses for itself and never for a harness's thing: a stop word, an everyday
/// word, a model family (`the`, `kernel`, `moe`).
pub fn is_everyday(word: &str) -> bool {
    let w = word.to_lowercase();
    is_stop(&w) || EVERYDAY.contains(&w.as_str()) || FAMILY_WORDS.contains(&w.as_str())
}

/// The word for query heads per KV head (`gqa 8`): the ratio the caller turns into head counts.
pub const HEAD_RATIO: &str = HEAD_RATIO_WORD;

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
    /// Swept fields whose items are rows of this many numbers by other evidence than the code's
    /// unpacking, which the reader did not see (the scenario's configs that pass `check` all hold
    /// such rows): a shape written whole of that length goes there.
    pub row_arity: Vec<(String, usize)>,
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
    /// Backends named to be left out (`without halops`, `不要 halops`): the only way `halops`, the
    /// backend under test, leaves the config.
    pub removed_backends: Vec<String>,
    /// The first GPU mentioned.
    pub gpu: Option<String>,
    /// Words naming a second dtype family or GPU (`bf16 and fp8`, `on b200 and h100`): a config
    /// has one of each, so these are left for another config.
    pub also_named: Vec<String>,
    /// Field name (from the vocabulary) → values, in order of mention. Head counts
    /// (`32 q heads` → `num_q_heads`) and steps (`mtp 1` → `mtp_steps_list`) are here too, under
    /// the field the words name.
    pub lists: Vec<(String, Vec<Num>)>,
    /// Items of a field: built from numbers given per part (`m 128 256 n 4096 k 7168`, the cross
    /// product in the code's order of the parts), or written whole (`128x4096x4096`,
    /// `[16, 256, 4096, 7168]`): field → items.
    pub items: Vec<(String, Vec<Vec<i64>>)>,
    /// Fields whose item parts were given only in part: nothing is built from them.
    pub incomplete_items: Vec<PartialItems>,
    /// `gqa 8`, `GQA8`: query heads per KV head (a ratio, no field of its own).
    pub gqa: Option<i64>,
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
/// Most words one field phrase has (`qk rope head dim`).
const MAX_PHRASE_TOKENS: usize = 4;
/// Most unknown names reported.
const MAX_UNKNOWN_NAMES: usize = 16;
