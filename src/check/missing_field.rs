//! `missing-field` (error), said before the run: a field every path reads with `cfg[...]`.
//!
//! Why: absent, the harness fails with a `KeyError` whatever the other fields say. A field read
//! with `cfg[...]` on some paths only is said by the run, where the config's own path reads it;
//! one the run went through without reading (its sweep is empty) is dropped after the run.
//!
//! Example: a `decode_gqa` config without `s_kv_list` is "`s_kv_list` is required by
//! `decode_gqa` (read with `cfg["s_kv_list"]`)".

use super::*;

/// The fields every path through the scenario requires that the config lacks.
pub(super) fn check(sc: &Scenario, doc: &ConfigDoc) -> Vec<Diag> {
    let mut out = Vec::new();
    // Required on every path: absent, the run fails whatever the rest says (a field required on
    // some paths only is said by the run, where the config's path reads it).
    for f in sc
        .fields
        .iter()
        .filter(|f| f.always && f.name != "scenario" && sc.stopped.is_none())
    {
        if doc.get(&f.name).is_none() {
            out.push(
                Diag::new(
                    Code::MissingField,
                    say!(
                        lang(),
                        "`{}` is required by `{}` (read with `cfg[\"{}\"]`)",
                        "`{}` 是 `{}` 的必填字段（以 `cfg[\"{}\"]` 读取）",
                        f.name,
                        sc.name,
                        f.name
                    ),
                )
                .field(f.name.clone())
                .source(Some(f.src.clone()))
                .help(example_help(sc, &f.name)),
            );
        }
    }
    out
}
