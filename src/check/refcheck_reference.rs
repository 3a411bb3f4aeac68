//! `bad-refcheck-reference` (error): `refcheck_reference` names no backend of the scenario, where
//! the code fails on it.
//!
//! Why: the refcheck compares every backend with the reference; a name the registry lacks fails
//! the run (or checks nothing). Said with the backends it could name.
//!
//! Example: `refcheck_reference: goldn` is "`goldn` is not a backend of `decode_gqa`, so it can't
//! be the refcheck reference", help "did you mean `golden`?".

use super::*;

/// `refcheck_reference` (the seed's field) naming no backend of the scenario, where the code
/// fails on it: said as `bad-refcheck-reference`, with the backends it could name.
pub(super) fn name_bad_references(sc: &Scenario, doc: &ConfigDoc, diags: &mut [Diag]) {
    const FIELD: &str = crate::seed::REFCHECK_REFERENCE_FIELD;
    let Some(entry) = doc.get(FIELD) else { return };
    let Node::Str(r) = &entry.value.node else { return };
    if sc.backend(r).is_some() || sc.backends.is_empty() {
        return;
    }
    let registry: Vec<&str> = sc.backends.iter().map(|b| b.name.as_str()).collect();
    for d in diags.iter_mut() {
        if d.field.as_deref() == Some(FIELD) && matches!(d.code, Code::BadValue | Code::Constraint | Code::BadType) {
            d.code = Code::BadRefcheckReference;
            d.config = Some(entry.value.pos);
            d.message = say!(
                lang(),
                "`{r}` is not a backend of `{}`, so it can't be the refcheck reference ({})",
                "`{r}` 不是 `{}` 的 backend，不能作为 refcheck 的参照（{}）",
                sc.name,
                d.message
            );
            let label = say!(lang(), "backends of `{}`", "`{}` 的 backend", sc.name);
            d.help = Some(suggest(r, &registry, &label));
        }
    }
}
