//! `unknown-field` (error): a field none of the scenario's code reads.
//!
//! Why: the harness ignores a field it does not read, so a typo (`s_kv_lst`) silently runs the
//! default instead. Only where every path through the code was followed to its end: where a path
//! stopped on what the tool could not follow, or the whole config goes to code it can't see into
//! (`lib.run(**cfg)`, `cfg.items()`), the field is `unchecked` (info) instead.
//!
//! Example: `typo_field: 1` on `decode_gqa` is "`typo_field` is not read by `decode_gqa`", with
//! "did you mean" when a field read is close.

use super::*;

/// The config's fields the scenario's code reads on no path.
pub(super) fn check(sc: &Scenario, doc: &ConfigDoc) -> Vec<Diag> {
    let mut out = Vec::new();
    let field_names: Vec<&str> = sc.fields.iter().map(|f| f.name.as_str()).collect();
    for e in &doc.entries {
        if sc.field(&e.key).is_none() && doc.shared.binary_search(&e.key).is_err() {
            let mut d = match (&sc.config_escape, &sc.stopped) {
                // A path stopped where the tool could not follow: what it reads after is unknown.
                (_, Some((at, why))) => Diag::new(
                    Code::Unchecked,
                    format!(
                        "`{}` is read by none of `{}`'s code the tool followed, but a path through it stopped at {at} ({why}); what is read after that is not known",
                        e.key, sc.name
                    ),
                )
                .source(Some(at.clone())),
                // The whole config goes where the tool can't follow: that code may read it.
                (Some((at, over)), None) => Diag::new(
                    Code::Unchecked,
                    format!(
                        "`{}` is read by none of `{}`'s code the tool can read, but {} ({at}), which may use it",
                        e.key,
                        sc.name,
                        if *over {
                            "the code goes over the config's keys"
                        } else {
                            "the config is handed whole to a call the tool can't see into"
                        }
                    ),
                )
                .source(Some(at.clone())),
                (None, None) => Diag::new(
                    Code::UnknownField,
                    format!(
                        "`{}` is not read by `{}` (the harness would silently ignore it)",
                        e.key, sc.name
                    ),
                )
                .source(sc.src.clone()),
            }
            .field(e.key.clone())
            .at(Some(e.key_pos));
            if let Some(m) = did_you_mean(&e.key, field_names.iter().copied()) {
                d = d.help(format!("did you mean `{m}`?"));
            }
            out.push(d);
        }
    }
    out
}
