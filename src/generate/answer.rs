//! One syntax for a field's value, wherever it is typed: an answer at a prompt, `--set
//! FIELD=VALUE`, an MCP `answers` entry.
//!
//! In: the scenario (its fields, registry, driver, the configs that pass) and the text. Out: the
//! value as the config holds it, or why the text is no value of that field (a line for people).
//! The text is read as the field's kind asks:
//!
//! - a list of numbers: a YAML flow list (`[1024, 4096]`), or numbers as people write them, with
//!   or without commas (`1k 4k 16k`, `1k,4k`, `1 到 64 翻倍`, `1-8 step 2`);
//! - a list of items the code unpacks (`shapes`, `mnk`): a YAML flow list of lists, the items
//!   without the outer brackets (`[8, 1024, 4096, 7168], [8, 512, 4096, 7168]`), or written
//!   `64x7168x2048, 4096x2048x7168`; one item alone is a list of one;
//! - the backends: names, with or without brackets and commas (`fa2, fi`, `[halops, fi]`), as
//!   the registry spells them or across case and `-`/`_`/`(`;
//! - the dtype or mode: the code's own spelling, or any the sentence's reader maps to one the
//!   code takes (`bf16` → `bfloat16` where the code takes torch names, `NVFP4` → `w4a4-nvfp4`);
//! - anything else: one YAML scalar (`32`, `true`, `per_tensor`), a number as people write it
//!   (`4k`), a yes/no word for a yes/no field, a value the code compares the field with spelled
//!   with `-`, `_` or spaces (`per-token` → `per_token`).
//!
//! Nothing is checked against the harness's asserts here: that is `check`'s job, on the whole
//! config.

use serde_json::Value as J;

use super::{driver_of, driver_value, vocabulary, Existing};
use crate::discover::Harness;
use crate::eval::Data;
use crate::intent::{self, Num, Vocabulary};
use crate::lang::Lang;
use crate::model::{Model, Scenario};
use crate::parse::yaml::parse_node;
use crate::say;
use crate::seed::BACKENDS_FIELD;

/// Reads answers for the fields of one scenario.
pub struct Reader<'a> {
    h: &'a Harness,
    op: &'a str,
    sc: &'a Scenario,
    existing: &'a [Existing],
    vocab: Vocabulary,
    lang: Lang,
}

/// What a field's value is made of, as the code reads it.
enum Kind {
    Backends,
    Driver(String),
    /// Items of this many numbers (`None`: the length is not known).
    Rows(Option<usize>),
    List,
    Scalar,
}

impl<'a> Reader<'a> {
    pub fn new(
        h: &'a Harness,
        model: &'a Model,
        op: &'a str,
        sc: &'a Scenario,
        existing: &'a [Existing],
        lang: Lang,
    ) -> Reader<'a> {
        Reader {
            h,
            op,
            sc,
            existing,
            vocab: vocabulary(h, model, Some((op, sc, existing))),
            lang,
        }
    }

    fn kind(&self, field: &str) -> Kind {
        if field == BACKENDS_FIELD {
            return Kind::Backends;
        }
        if driver_of(self.sc).as_deref() == Some(field) {
            return Kind::Driver(field.to_string());
        }
        let f = self.sc.field(field);
        if let Some(f) = f.filter(|f| !f.parts.is_empty()) {
            return Kind::Rows(Some(f.parts.len()));
        }
        if let Some((_, n)) = self.vocab.row_arity.iter().find(|(x, _)| x == field) {
            return Kind::Rows(Some(*n));
        }
        let listy = f.is_some_and(|f| f.sweep || matches!(f.default, Some(J::Array(_))))
            || self.existing_values(field).iter().any(|d| matches!(d, Data::List(_)));
        if listy {
            let rows = self
                .existing_values(field)
                .iter()
                .any(|d| matches!(d, Data::List(items) if items.iter().any(|i| matches!(i, Data::List(_)))));
            return if rows { Kind::Rows(None) } else { Kind::List };
        }
        Kind::Scalar
    }

    fn existing_values(&self, field: &str) -> Vec<Data> {
        self.existing
            .iter()
            .filter(|e| e.scenario() == Some(self.sc.name.as_str()))
            .filter_map(|e| e.doc.get(field))
            .map(|x| x.value.node.to_data())
            .collect()
    }

    /// The value `text` gives `field`, or why it gives none.
    pub fn read(&self, field: &str, text: &str) -> Result<Data, String> {
        let text = text.trim();
        if text.is_empty() {
            return Err(say!(self.lang, "no value given", "没有给出值"));
        }
        if !balanced(text) {
            return Err(say!(
                self.lang,
                "`{}`: a `[` or `]` has no partner",
                "`{}`：有不成对的 `[` 或 `]`",
                text
            ));
        }
        match self.kind(field) {
            Kind::Backends => self
                .backends(text)
                .map(|v| Data::List(v.into_iter().map(Data::Str).collect())),
            Kind::Driver(d) => self.driver(&d, text).map(Data::Str),
            Kind::Rows(n) => self.rows(field, n, text),
            Kind::List => self.list(field, text),
            Kind::Scalar => Ok(self.scalar(field, text)),
        }
    }

    /// Registry names, as written or across case and separators.
    pub fn backends(&self, text: &str) -> Result<Vec<String>, String> {
        let lang = self.lang;
        let registry: Vec<&str> = self.sc.backends.iter().map(|b| b.name.as_str()).collect();
        if let Ok(Some(node)) = parse_node(text) {
            if let Data::List(items) = node.node.to_data() {
                if items.iter().any(|i| !matches!(i, Data::Str(_))) {
                    return Err(say!(
                        lang,
                        "`{}` is not a list of backend names",
                        "`{}` 不是 backend 名字的列表",
                        text
                    ));
                }
            }
        }
        let mut names: Vec<String> = Vec::new();
        for w in list_words(text) {
            let found = registry
                .iter()
                .find(|b| b.eq_ignore_ascii_case(&w))
                .or_else(|| {
                    registry
                        .iter()
                        .find(|b| intent::compact(&b.to_lowercase()) == intent::compact(&w.to_lowercase()))
                })
                .map(|b| b.to_string());
            match found {
                Some(b) => {
                    if !names.contains(&b) {
                        names.push(b);
                    }
                }
                None => {
                    let hint = crate::diag::did_you_mean(&w, registry.iter().copied())
                        .map(|m| say!(lang, "; did you mean `{}`?", "；是不是 `{}`？", m))
                        .unwrap_or_default();
                    return Err(say!(
                        lang,
                        "`{}` is not a backend of `{}` (its registry: {}){}",
                        "`{}` 不是 `{}` 的 backend（registry：{}）{}",
                        w,
                        self.sc.name,
                        registry.join(", "),
                        hint
                    ));
                }
            }
        }
        if names.is_empty() {
            return Err(say!(lang, "name at least one backend", "至少写一个 backend"));
        }
        Ok(names)
    }

    /// The code's spelling, or one the sentence's reader maps to a spelling the code takes.
    fn driver(&self, field: &str, text: &str) -> Result<String, String> {
        let (h, op, sc) = (self.h, self.op, self.sc);
        if crate::model::driver_accepts(h, op, sc, text) {
            return Ok(text.to_string());
        }
        let same: Vec<&Existing> = self
            .existing
            .iter()
            .filter(|e| e.scenario() == Some(sc.name.as_str()))
            .collect();
        let it = intent::parse(text, &self.vocab);
        if let Some(v) = driver_value(h, op, sc, &same, &self.vocab, &it, field) {
            if v != text && crate::model::driver_accepts(h, op, sc, &v) {
                return Ok(v);
            }
        }
        let known: Vec<String> = sc
            .candidates_of(field)
            .iter()
            .filter_map(|v| v.as_str().map(str::to_string))
            .collect();
        let guess = crate::check::dtype_guess(text, &known)
            .or_else(|| crate::diag::did_you_mean(text, known.iter().map(String::as_str)).map(str::to_string))
            .map(|g| say!(self.lang, "; did you mean `{}`?", "；是不是 `{}`？", g))
            .unwrap_or_default();
        Err(say!(
            self.lang,
            "`{}`'s code does not take {} `{}`{}",
            "`{}` 的代码不接受 {} `{}`{}",
            sc.name,
            field,
            text,
            guess
        ))
    }

    /// Items of `n` numbers each (any one length when `n` is not known).
    fn rows(&self, field: &str, n: Option<usize>, text: &str) -> Result<Data, String> {
        let lang = self.lang;
        let bad = || {
            say!(
                lang,
                "`{}` is not a list of items of numbers (e.g. `[[64, 7168, 2048]]`, `64x7168x2048, 4096x2048x7168`)",
                "`{}` 不是由数字组成的项的列表（例如 `[[64, 7168, 2048]]`、`64x7168x2048, 4096x2048x7168`）",
                text
            )
        };
        // Items that are mappings (`[{m: 64, n: 7168, k: 2048}]`), where the code reads them so.
        if self.sc.field(field).is_some_and(|f| f.keyed) {
            if let Ok(Some(node)) = parse_node(text) {
                if let Data::List(items) = node.node.to_data() {
                    if !items.is_empty() && items.iter().all(|i| matches!(i, Data::Map(_))) {
                        return Ok(Data::List(items));
                    }
                }
            }
        }
        let items = rows_of(text, n).ok_or_else(bad)?;
        let want = n.or_else(|| items.first().map(Vec::len));
        if let Some(i) = items.iter().find(|i| Some(i.len()) != want) {
            return Err(say!(
                lang,
                "each item of `{}` has {} numbers in the code; `{:?}` has {}",
                "代码里 `{}` 的每一项有 {} 个数；`{:?}` 有 {} 个",
                field,
                want.unwrap_or_default(),
                i,
                i.len()
            ));
        }
        let keys = self.sc.field(field).filter(|f| f.keyed).map(|f| f.parts.clone());
        Ok(Data::List(
            items
                .into_iter()
                .map(|r| match &keys {
                    Some(keys) => Data::Map(keys.iter().cloned().zip(r.into_iter().map(Data::Int)).collect()),
                    None => Data::List(r.into_iter().map(Data::Int).collect()),
                })
                .collect(),
        ))
    }

    /// Numbers as people write them, or a YAML flow list; words where the field holds words.
    fn list(&self, field: &str, text: &str) -> Result<Data, String> {
        if let Some(nums) = intent::parse_numbers(text) {
            return Ok(Data::List(nums.iter().map(num_data).collect()));
        }
        if text.starts_with('[') {
            if let Ok(Some(node)) = parse_node(text) {
                if let Data::List(items) = node.node.to_data() {
                    return Ok(Data::List(items));
                }
            }
        }
        let holds_words = self
            .existing_values(field)
            .iter()
            .chain(
                self.sc
                    .field(field)
                    .and_then(|f| f.default.as_ref())
                    .map(Data::from_json)
                    .iter(),
            )
            .any(|d| matches!(d, Data::List(items) if items.iter().any(|i| matches!(i, Data::Str(_)))));
        let words = list_words(text);
        if holds_words && !words.is_empty() {
            return Ok(Data::List(words.into_iter().map(Data::Str).collect()));
        }
        Err(say!(
            self.lang,
            "`{}` is not a list of numbers (e.g. `1k 4k 16k`, `[1024, 4096]`)",
            "`{}` 不是数字列表（例如 `1k 4k 16k`、`[1024, 4096]`）",
            text
        ))
    }

    /// One value: a yes/no word for a yes/no field, a value the code compares the field with (as
    /// the code spells it), a number as people write it, else a YAML scalar.
    fn scalar(&self, field: &str, text: &str) -> Data {
        let is_flag = self.vocab.flags.iter().any(|f| f == field);
        if is_flag {
            if let Some(b) = intent::yes_no(text) {
                return Data::Bool(b);
            }
        }
        let compared = self
            .sc
            .candidates_of(field)
            .iter()
            .filter_map(J::as_str)
            .find(|c| intent::compact(&c.to_lowercase()) == intent::compact(&text.to_lowercase()));
        if let Some(c) = compared {
            return Data::Str(c.to_string());
        }
        if let Some([one]) = intent::parse_numbers(text).as_deref() {
            return num_data(one);
        }
        match parse_node(text) {
            Ok(Some(node)) => node.node.to_data(),
            Ok(None) => Data::Null,
            Err(_) => Data::Str(text.to_string()),
        }
    }
}

fn num_data(n: &Num) -> Data {
    match n {
        Num::Int(i) => Data::Int(*i),
        Num::Float(f) => Data::Float(*f),
    }
}

/// Items of whole numbers as written: a YAML flow list of lists, items without the outer brackets,
/// `AxBxC` groups, or one item's numbers alone (when that is `n` of them).
fn rows_of(text: &str, n: Option<usize>) -> Option<Vec<Vec<i64>>> {
    let ints = |d: &Data| -> Option<Vec<i64>> {
        match d {
            Data::List(x) => x
                .iter()
                .map(|v| match v {
                    Data::Int(i) => Some(*i),
                    _ => None,
                })
                .collect(),
            _ => None,
        }
    };
    let from_yaml = |t: &str| -> Option<Vec<Vec<i64>>> {
        let Data::List(items) = parse_node(t).ok()??.node.to_data() else {
            return None;
        };
        if items.iter().all(|i| matches!(i, Data::List(_))) {
            items.iter().map(ints).collect()
        } else {
            // One item's numbers alone: `[8, 4096, 4096, 7168]`.
            let one = ints(&Data::List(items))?;
            (Some(one.len()) == n).then(|| vec![one])
        }
    };
    let t = text.trim();
    if t.starts_with('[') {
        if let Some(r) = from_yaml(t).or_else(|| from_yaml(&format!("[{t}]"))) {
            return (!r.is_empty()).then_some(r);
        }
    }
    if let Some(r) = shape_words(t) {
        return Some(r);
    }
    let nums = intent::parse_numbers(t)?;
    let one: Vec<i64> = nums.iter().map(Num::as_i64).collect::<Option<_>>()?;
    (Some(one.len()) == n).then(|| vec![one])
}

/// `64x7168x2048, 4096×2048×7168` → the items.
fn shape_words(answer: &str) -> Option<Vec<Vec<i64>>> {
    let items: Vec<Vec<i64>> = answer
        .split([',', ' ', '，', '、', ';', '；'])
        .filter(|w| !w.trim().is_empty())
        .map(|w| {
            let parts: Vec<&str> = w.split(['x', 'X', '×', '*']).collect();
            if parts.len() < 2 {
                return None;
            }
            parts
                .iter()
                .map(|n| n.trim().parse::<i64>().ok())
                .collect::<Option<Vec<i64>>>()
        })
        .collect::<Option<Vec<_>>>()?;
    (!items.is_empty()).then_some(items)
}

/// The words of a list of names: `[a, b]`, `a, b`, `a b`, `a、b`.
pub fn list_words(answer: &str) -> Vec<String> {
    answer
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split([',', ' ', '，', '、', ';', '；'])
        .map(|w| w.trim().trim_matches(['"', '\'', '[', ']']))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// A value as `--set FIELD=VALUE` and the config file write it: YAML flow (`[1024, 4096]`,
/// `[[64, 7168, 2048]]`, `w4a4-nvfp4`).
pub fn flow(d: &Data) -> String {
    super::emit::flow(d)
}

/// Whether `text` is a value in the one syntax at all, whatever the field (for the command line's
/// first look at `--set`): a YAML value, items without their outer brackets, or numbers or shapes
/// as people write them.
pub fn well_formed(text: &str) -> bool {
    parse_node(text).is_ok()
        || (balanced(text)
            && (parse_node(&format!("[{}]", text.trim())).is_ok()
                || intent::parse_numbers(text).is_some()
                || shape_words(text).is_some()))
}

/// Every `[` closed by a `]` after it.
fn balanced(text: &str) -> bool {
    let mut depth: i64 = 0;
    for c in text.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return false;
        }
    }
    depth == 0
}

/// The scenario an answer names among `candidates`: one of them as written (also `op/name`, any
/// case), or the one whose name has every word of the answer (`dense` among `prefill_dense` and
/// `prefill_chunked`). Else why not, with the nearest name.
pub fn scenario(answer: &str, candidates: &[String], lang: Lang) -> Result<String, String> {
    let word = answer.trim().rsplit('/').next().unwrap_or(answer).trim();
    if let Some(s) = candidates.iter().find(|s| s.eq_ignore_ascii_case(word)) {
        return Ok(s.clone());
    }
    let compact = intent::compact(&word.to_lowercase());
    if let Some(s) = candidates
        .iter()
        .find(|s| intent::compact(&s.to_lowercase()) == compact)
    {
        return Ok(s.clone());
    }
    let words: Vec<String> = word
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let having: Vec<&String> = candidates
        .iter()
        .filter(|s| {
            let parts: Vec<String> = s.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase).collect();
            !words.is_empty() && words.iter().all(|w| parts.contains(w))
        })
        .collect();
    if let [one] = having.as_slice() {
        return Ok((*one).clone());
    }
    let hint = crate::diag::did_you_mean(word, candidates.iter().map(String::as_str))
        .map(|m| say!(lang, "; did you mean `{}`?", "；是不是 `{}`？", m))
        .unwrap_or_default();
    Err(say!(
        lang,
        "`{}` is none of {}{}",
        "`{}` 不在这些场景里：{}{}",
        answer.trim(),
        candidates.join(", "),
        hint
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_well_formed_when_yaml_or_written_as_people_write_it() {
        for ok in [
            "[1024,4096]",
            "1k,4k",
            "1k 4k",
            "64x7168x2048,4096x2048x7168",
            "[8,512,4096,7168], [8,1024,4096,7168]",
            "fa2,fi",
            "nvfp4",
        ] {
            assert!(well_formed(ok), "{ok}");
        }
        for bad in ["[1024, 4096", "[[1, 2]", "[1, 2]]"] {
            assert!(
                !well_formed(bad),
                "{bad}: {:?}",
                parse_node(bad).map(|n| n.map(|n| n.node))
            );
        }
    }
}
