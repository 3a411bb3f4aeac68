//! Every word of a doc's prose that `docs` understands, in English and Chinese, in one table to
//! review: how a doc says a field is required, swept or plain, gives a default, says a backend
//! rejects a value, or states a divisibility. Names (fields, backends, values) never live here:
//! they come from the harness's code. Phrases are matched on the doc's tokens (a CJK character is
//! a token), so `默认值` matches `默认值为 64` and `multiple of` matches `a multiple of 64`.

use super::markdown::{tokenize, Tok};

/// The field must be set (`cfg[...]`): the `R` of a legend, `required`.
pub const REQUIRED: &[&str] = &["R", "required", "必填", "必需", "必选"];
/// The field is a list the code loops over.
pub const SWEEP: &[&str] = &["sweep", "swept", "扫描", "遍历"];
/// The field is one value, not swept. Read before [`SWEEP`] (`not swept`, `不扫描`).
pub const PLAIN: &[&str] = &["not swept", "plain", "scalar", "不扫描", "普通", "标量"];
/// What follows is the default value.
pub const DEFAULT: &[&str] = &["default", "defaults", "默认值", "默认", "缺省"];
/// A backend does not take a dtype or mode.
pub const REJECT: &[&str] = &[
    "rejects",
    "reject",
    "rejected",
    "refuses",
    "refuse",
    "refused",
    "不支持",
    "拒绝",
];
/// `X is a multiple of D`: the divisor follows (English).
pub const MULTIPLE_OF: &[&str] = &["a multiple of", "multiple of", "multiples of", "divisible by"];
/// `X 是 D 的倍数`: the divisor comes before (Chinese).
pub const MULTIPLE_OF_AFTER: &[&str] = &["的整数倍", "的倍数"];
/// `an even N`: the subject follows (English); a multiple of 2.
pub const EVEN: &[&str] = &["even"];
/// `N 为偶数`: the subject comes before (Chinese).
pub const EVEN_AFTER: &[&str] = &["偶数"];
/// Words that may stand between a keyword and what it is about (`is rejected by`, `defaults to`,
/// `被 … 拒绝`, `必须为`).
pub const FILLER: &[&str] = &[
    "is", "are", "be", "by", "to", "of", "a", "an", "the", "each", "every", "must", "always", "also", "被", "由", "为",
    "是", "须", "必", "要", "每", "个", "都", "也",
];
/// Words that join the items of a list (`a, b and c`).
pub const JOINERS: &[&str] = &["and", "or", "和", "或", "与", "及"];

/// Every phrase of the lists above, split into words once.
fn words_of(phrase: &str) -> Vec<Tok> {
    use std::collections::HashMap;
    use std::sync::OnceLock;
    static SPLIT: OnceLock<HashMap<&'static str, Vec<Tok>>> = OnceLock::new();
    let split = SPLIT.get_or_init(|| {
        [
            REQUIRED,
            SWEEP,
            PLAIN,
            DEFAULT,
            REJECT,
            MULTIPLE_OF,
            MULTIPLE_OF_AFTER,
            EVEN,
            EVEN_AFTER,
        ]
        .iter()
        .flat_map(|l| l.iter())
        .map(|p| {
            let mut w = Vec::new();
            tokenize(p, 0, &mut w);
            (*p, w)
        })
        .collect()
    });
    split.get(phrase).cloned().unwrap_or_else(|| {
        let mut w = Vec::new();
        tokenize(phrase, 0, &mut w);
        w
    })
}

/// How many tokens `phrase` takes at `toks[i..]`, if it stands there. ASCII words compare across
/// case, but a one-letter word exactly (`R`, not `r`).
pub fn phrase_at(toks: &[Tok], i: usize, phrase: &str) -> Option<usize> {
    // Most positions hold none of the phrases: a look at the first word settles those.
    let first = toks.get(i).and_then(Tok::word)?;
    let words = words_of(phrase);
    if !words
        .first()
        .and_then(Tok::word)
        .is_some_and(|w| w.eq_ignore_ascii_case(first))
    {
        return None;
    }
    for (k, w) in words.iter().enumerate() {
        let (Some(want), Some(have)) = (w.word(), toks.get(i + k).and_then(Tok::word)) else {
            return None;
        };
        let same = if want.chars().count() == 1 {
            want == have
        } else {
            want.eq_ignore_ascii_case(have)
        };
        if !same {
            return None;
        }
    }
    (!words.is_empty()).then_some(words.len())
}

/// The longest phrase of `list` standing at `toks[i..]`, as the tokens it takes.
pub fn any_at(toks: &[Tok], i: usize, list: &[&str]) -> Option<usize> {
    list.iter().filter_map(|p| phrase_at(toks, i, p)).max()
}

/// Whether any phrase of `list` stands anywhere in `toks`.
pub fn contains(toks: &[Tok], list: &[&str]) -> bool {
    (0..toks.len()).any(|i| any_at(toks, i, list).is_some())
}

/// The token is one of [`FILLER`] (or a `:`/`=` between a keyword and its value).
pub fn is_filler(t: &Tok) -> bool {
    t.is_punct(&[':', '：', '='])
        || t.word()
            .is_some_and(|w| FILLER.iter().any(|f| f.eq_ignore_ascii_case(w)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        let mut v = vec![];
        tokenize(s, 0, &mut v);
        v
    }

    #[test]
    fn phrases_match_whole_words_in_either_language() {
        let t = toks("each a Multiple of 64");
        assert_eq!(any_at(&t, 1, MULTIPLE_OF), Some(3));
        assert_eq!(any_at(&t, 2, MULTIPLE_OF), Some(2));
        let t = toks("必须是 64 的倍数，默认值为 128");
        assert_eq!(any_at(&t, 4, MULTIPLE_OF_AFTER), Some(3));
        assert_eq!(any_at(&t, 8, DEFAULT), Some(3));
        // `R` is the legend's letter; a lone `r` is not.
        assert!(contains(&toks("R, sweep"), REQUIRED));
        assert!(!contains(&toks("r sweep"), REQUIRED));
        assert!(contains(&toks("not swept"), PLAIN));
    }
}
