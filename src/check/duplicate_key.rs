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
        let what = if d.top_level { "field" } else { "key" };
        out.push(
            Diag::new(
                Code::DuplicateKey,
                format!(
                    "{what} `{}` is given twice (lines {} and {}): the harness's loader keeps the last value, which is the one checked",
                    d.key, d.first.line, d.again.line
                ),
            )
            .field(d.key.clone())
            .at(Some(d.again))
            .help(format!("remove one of the two `{}`", d.key)),
        );
    }
    out
}
