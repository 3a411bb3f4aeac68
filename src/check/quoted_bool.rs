//! `bad-type` (error) on a yes/no field given a quoted no.
//!
//! Why: Python takes any non-empty string as true, so `refcheck: "false"` runs the refcheck. A
//! field is yes/no when the code's default for it is `True` or `False`.
//!
//! Example: `refcheck: "false"` is "`refcheck` is the string "false", which Python takes as true",
//! with the help `write `refcheck: false` (no quotes)`.

use super::*;

/// The yes/no fields given a string that says no.
pub(super) fn check(sc: &Scenario, doc: &ConfigDoc) -> Vec<Diag> {
    let mut out = Vec::new();
    // A yes/no field (the code's default is `True`/`False`) given a quoted no: Python takes any
    // non-empty string as true, so `refcheck: "false"` runs the refcheck.
    for e in &doc.entries {
        let Some(f) = sc.field(&e.key) else { continue };
        let (Some(J::Bool(default)), Node::Str(v)) = (&f.default, &e.value.node) else {
            continue;
        };
        if matches!(unquoted(v), Node::Bool(false)) {
            let py = if *default { "True" } else { "False" };
            out.push(
                Diag::new(
                    Code::BadType,
                    say!(
                        lang(),
                        "`{}` is the string \"{v}\", which Python takes as true; the code's default is `{py}`",
                        "`{}` 是字符串 \"{v}\"，Python 会把它当作真；代码的默认值是 `{py}`",
                        e.key
                    ),
                )
                .field(e.key.clone())
                .at(Some(e.value.pos))
                .source(Some(f.src.clone()))
                .help(say!(
                    lang(),
                    "write `{}: false` (no quotes)",
                    "写成 `{}: false`（不加引号）",
                    e.key
                )),
            );
        }
    }
    out
}
