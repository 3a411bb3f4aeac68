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
                    say!(
                        lang(),
                        "`{}` is read by none of `{}`'s code the tool followed, but a path through it stopped at {at} ({why}); what is read after that is not known",
                        "工具跟踪到的 `{1}` 代码都没有读取 `{0}`，但其中一条路径停在了 {at}（{why}）；之后读取了什么无从得知",
                        e.key,
                        sc.name
                    ),
                )
                .source(Some(at.clone())),
                // The whole config goes where the tool can't follow: that code may read it.
                (Some((at, over)), None) => Diag::new(
                    Code::Unchecked,
                    say!(
                        lang(),
                        "`{}` is read by none of `{}`'s code the tool can read, but {} ({at}), which may use it",
                        "工具能读到的 `{1}` 代码都没有读取 `{0}`，但{2}（{at}），那里可能用到它",
                        e.key,
                        sc.name,
                        match (*over, lang()) {
                            (true, Lang::En) => "the code goes over the config's keys",
                            (false, Lang::En) => "the config is handed whole to a call the tool can't see into",
                            (true, Lang::Zh) => "代码会遍历配置的键",
                            (false, Lang::Zh) => "整个配置被交给了一个工具看不到内部的调用",
                        }
                    ),
                )
                .source(Some(at.clone())),
                (None, None) => Diag::new(
                    Code::UnknownField,
                    say!(
                        lang(),
                        "`{}` is not read by `{}` (the harness would silently ignore it)",
                        "`{}` 没有被 `{}` 读取（harness 会悄悄忽略它）",
                        e.key,
                        sc.name
                    ),
                )
                .source(sc.src.clone()),
            }
            .field(e.key.clone())
            .at(Some(e.key_pos));
            if let Some(m) = did_you_mean(&e.key, field_names.iter().copied()) {
                d = d.help(say!(lang(), "did you mean `{m}`?", "是不是想写 `{m}`？"));
            }
            out.push(d);
        }
    }
    out
}
