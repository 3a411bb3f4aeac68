//! `empty-sweep` (warning): a sweep loop of the config's run went over nothing because the config
//! set a list it comes from to `[]`.
//!
//! Why: the harness runs and measures nothing, without a word. Found from what the run does (the
//! loop yields no point), not from field names: `batch_sizes: []` is none, since the code falls
//! back to batch 1.
//!
//! Example: `s_kv_list: []` on `decode_gqa` is "`s_kv_list` is empty: the loop over it never
//! runs, so nothing is measured", decided at `for s_kv in s_kv_list:`.

use super::*;

/// The run's sweep loops that went over nothing, each blamed on the field the config set to an
/// empty list that the loop's items come from (the field it goes over as given, else one of those
/// its items were made from: `prefix_len_list: []` under `for p, c in points`). A loop over
/// nothing where the config set no such list (a default, a filter) is the code's own choice.
pub(super) fn check(h: &Harness, doc: &ConfigDoc, run: &crate::eval::Run) -> Vec<Diag> {
    let mut out: Vec<Diag> = Vec::new();
    for (site, field, fields) in &run.events.empty_sweeps {
        let empty = field.iter().chain(fields).find_map(|x| {
            let e = doc.get(x)?;
            matches!(&e.value.node, Node::Seq(items) if items.is_empty()).then_some(e)
        });
        let Some(e) = empty else { continue };
        if out.iter().any(|d| d.field.as_deref() == Some(e.key.as_str())) {
            continue;
        }
        out.push(
            Diag::new(
                Code::EmptySweep,
                say!(
                    lang(),
                    "`{}` is empty: the loop over it never runs, so nothing is measured",
                    "`{}` 为空：遍历它的循环一次也不执行，什么都不会测量",
                    e.key
                ),
            )
            .field(e.key.clone())
            .at(Some(e.value.pos))
            .source(Some(loc(h, *site)))
            .help(say!(
                lang(),
                "give `{}` at least one value",
                "给 `{}` 至少一个值",
                e.key
            )),
        );
    }
    out
}
