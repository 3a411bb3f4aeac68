//! `halops-not-first` (warning): `halops` is not the first backend, and the scenario does not move
//! it to the front.
//!
//! Why: the first backend is the baseline every other is compared with; with another one first,
//! the report's speedups silently change meaning. A scenario whose code reorders the backends
//! (the model's `reorders_backends`) is exempt.
//!
//! Example: `backends: [deepgemm, halops]` on `gemm/dense` is "`halops` is not first, and `dense`
//! does not move it to the front: the baseline silently becomes `deepgemm`".

use super::*;

/// `halops` after another backend, where the scenario keeps the config's order.
pub(super) fn check(sc: &Scenario, doc: &ConfigDoc) -> Vec<Diag> {
    let mut out = Vec::new();
    let Some((items, names, i)) = halops_at(doc) else {
        return out;
    };
    if i > 0 && !sc.reorders_backends {
        out.push(
            Diag::new(
                Code::HalopsNotFirst,
                say!(
                    lang(),
                    "`{HALOPS}` is not first, and `{}` does not move it to the front: the baseline silently becomes `{}`",
                    "`{HALOPS}` 不在第一位，而 `{}` 不会把它移到最前：基线会悄悄变成 `{}`",
                    sc.name,
                    names[0]
                ),
            )
            .field(BACKENDS_FIELD)
            .at(Some(items[i].pos))
            .help(say!(lang(), "put `{HALOPS}` first", "把 `{HALOPS}` 放在第一位"))
            .source(sc.src.clone()),
        );
    }
    out
}

/// Whether the config lists `halops` after another backend: the one case [`check`] asks whether
/// the scenario's code reorders them.
pub(super) fn halops_not_first(doc: &ConfigDoc) -> bool {
    halops_at(doc).is_some_and(|(_, _, i)| i > 0)
}

/// The config's `backends` items, their names, and where `halops` is among the names.
fn halops_at(doc: &ConfigDoc) -> Option<(&[crate::parse::yaml::Spanned], Vec<&str>, usize)> {
    let e = doc.get(BACKENDS_FIELD)?;
    let Node::Seq(items) = &e.value.node else { return None };
    let names: Vec<&str> = items
        .iter()
        .filter_map(|it| match &it.node {
            Node::Str(b) => Some(b.as_str()),
            _ => None,
        })
        .collect();
    let i = names.iter().position(|n| *n == HALOPS)?;
    Some((items, names, i))
}
