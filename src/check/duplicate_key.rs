//! `duplicate-key` (warning): a key given twice in the YAML.
//!
//! Why: PyYAML's loader keeps the last value without a word, so the first one a person reads is
//! not the one the harness runs. The check judges the last value, as the harness does.
//!
//! Example: `page_size: 64` on line 6 and `page_size: 32` on line 9 is said at line 9, "given
//! twice (lines 6 and 9)".

use super::*;

/// Each key the YAML gives twice, at its second place.
pub(super) fn check(doc: &ConfigDoc) -> Vec<Diag> {
    let mut out = Vec::new();
    for d in &doc.duplicates {
        let what = match (d.top_level, lang()) {
            (true, Lang::En) => "field",
            (false, Lang::En) => "key",
            (true, Lang::Zh) => "字段",
            (false, Lang::Zh) => "键",
        };
        out.push(
            Diag::new(
                Code::DuplicateKey,
                say!(
                    lang(),
                    "{what} `{}` is given twice (lines {} and {}): the harness's loader keeps the last value, which is the one checked",
                    "{what} `{}` 出现了两次（第 {} 行和第 {} 行）：harness 的加载器保留后一个值，检查的也是它",
                    d.key,
                    d.first.line,
                    d.again.line
                ),
            )
            .field(d.key.clone())
            .at(Some(d.again))
            .help(say!(lang(), "remove one of the two `{}`", "删去两个 `{}` 中的一个", d.key)),
        );
    }
    out
}
