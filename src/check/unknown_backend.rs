//! `unknown-backend` (error): a backend the scenario's registry (`_get_backends()`) lacks; and
//! `bad-type` (error) on a `backends` that is not a list of names.
//!
//! Why: the harness looks each backend up in the registry and fails on a name it lacks (or, where
//! it filters, silently measures fewer backends). Said before the run; its source is then the line
//! where the run fails on it, and one the run went through without using (an empty sweep) becomes
//! `unused-value`.
//!
//! Example: `backends: [halops, fa9]` on `decode_gqa` is "`fa9` is not a backend of
//! `decode_gqa`", help "did you mean `fa2`?", at the `fa9` item.

use super::*;

/// The config's backends that are no names, or not the scenario's.
pub(super) fn check(sc: &Scenario, doc: &ConfigDoc) -> Vec<Diag> {
    let mut out = Vec::new();
    let registry: Vec<&str> = sc.backends.iter().map(|b| b.name.as_str()).collect();
    if let Some(e) = doc.get(BACKENDS_FIELD) {
        match &e.value.node {
            Node::Seq(items) => {
                for it in items {
                    match &it.node {
                        Node::Str(b) => {
                            if let (Some(inc), false) = (&sc.backends_incomplete, registry.contains(&b.as_str())) {
                                // The registry is not known exactly: `b` may be in it.
                                out.push(
                                    Diag::new(
                                        Code::Unchecked,
                                        say!(
                                            lang(),
                                            "`{b}` is not among the backends the tool found for `{}`, but its registry is not known exactly: {}",
                                            "工具没有为 `{}` 找到 backend `{b}`，但其注册表无法确切得知：{}",
                                            sc.name,
                                            super::incomplete_why(inc)
                                        ),
                                    )
                                    .field(BACKENDS_FIELD)
                                    .at(Some(it.pos))
                                    .source(inc.src.clone().or_else(|| sc.registry_src.clone())),
                                );
                            } else if !registry.is_empty() && !registry.contains(&b.as_str()) {
                                let label = say!(lang(), "backends of `{}`", "`{}` 的 backend", sc.name);
                                let help = suggest(b, &registry, &label);
                                let src = sc.registry_src.clone();
                                out.push(
                                    Diag::new(
                                        Code::UnknownBackend,
                                        say!(
                                            lang(),
                                            "`{b}` is not a backend of `{}`",
                                            "`{b}` 不是 `{}` 的 backend",
                                            sc.name
                                        ),
                                    )
                                    .field(BACKENDS_FIELD)
                                    .at(Some(it.pos))
                                    .help(help)
                                    .source(src),
                                );
                            }
                        }
                        _ => out.push(
                            Diag::new(
                                Code::BadType,
                                say!(
                                    lang(),
                                    "each backend must be a name (a string)",
                                    "每个 backend 都必须是名字（字符串）"
                                ),
                            )
                            .field(BACKENDS_FIELD)
                            .at(Some(it.pos)),
                        ),
                    }
                }
            }
            _ => out.push(
                Diag::new(
                    Code::BadType,
                    say!(
                        lang(),
                        "`backends` must be a list of backend names",
                        "`backends` 必须是 backend 名字的列表"
                    ),
                )
                .field(BACKENDS_FIELD)
                .at(Some(e.value.pos))
                .help(say!(
                    lang(),
                    "e.g. `backends: [{HALOPS}]`",
                    "例如 `backends: [{HALOPS}]`"
                )),
            ),
        }
    }
    out
}
