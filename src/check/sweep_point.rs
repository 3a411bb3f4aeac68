//! How a sweep point is named and placed: each coordinate by the config field its values come
//! from (the field a loop goes over, also where the code loops over what it made in its place; per
//! part, for a loop over items built from several fields), and the YAML item of the failing value.
//!
//! Why: a point must read the same in every config and every output, in the config's own words.
//!
//! Example: `for prefix_len, chunk_len in points` over `[(p, c) for p in prefix_len_list for c in
//! chunk_len_list]` gives `prefix_len_list=0, chunk_len_list=1000`; `for bs in batch_sizes` over
//! the code's `[cfg.get("batch_size", 1)]` gives `batch_sizes=1`.

use super::*;

/// A finding's sweep point with each coordinate named by the config field its values come from,
/// as the code says, the same whatever the config: the field the loop goes over as given (in this
/// run, or, where the field is absent and the loop goes over what the code made in its place, in
/// the scenario's other paths: `batch_sizes=1`); else, per part of an item the loop unpacks, the
/// one swept field the part comes from (`prefix_len_list=0, chunk_len_list=1000`); else the one
/// swept field the item comes from; else the loop's own target, as the code writes it.
pub(super) fn named_point(h: &Harness, sc: &Scenario, f: &Finding) -> Vec<(String, J)> {
    let one = |fields: &[String]| -> Option<String> {
        let swept: Vec<&String> = fields
            .iter()
            .filter(|x| sc.field(x).is_some_and(|f| f.sweep) && *x != BACKENDS_FIELD)
            .collect();
        match swept.as_slice() {
            [x] => Some((*x).clone()),
            _ => None,
        }
    };
    let mut out: Vec<(String, J)> = Vec::new();
    for (i, (key, value)) in f.point.iter().enumerate() {
        let Some(axis) = f.axes.get(i) else {
            out.push((key.clone(), value.clone()));
            continue;
        };
        let site = loc(h, axis.site);
        let field = axis
            .field
            .clone()
            .or_else(|| sc.sweep_sites.iter().find(|(l, _)| *l == site).map(|(_, x)| x.clone()));
        let mut named: Vec<(String, J)> = match field {
            Some(x) => vec![(x, value.clone())],
            None => {
                let parts: Option<Vec<String>> = axis.parts.iter().map(|p| one(p)).collect();
                match (parts, value) {
                    (Some(names), J::Array(items)) if names.len() > 1 && items.len() == names.len() => {
                        names.into_iter().zip(items.iter().cloned()).collect()
                    }
                    _ => {
                        let all: Vec<String> = axis.parts.iter().flatten().cloned().collect();
                        vec![(one(&all).unwrap_or_else(|| key.clone()), value.clone())]
                    }
                }
            }
        };
        // Two coordinates by one name (two loops over the same field) keep the loops' own names.
        if named.iter().any(|(n, _)| out.iter().any(|(o, _)| o == n)) {
            named = vec![(key.clone(), value.clone())];
        }
        out.extend(named);
    }
    out
}

/// Where in the YAML a finding points: the list element of the failing sweep point when the
/// field is a list, else the field's key.
pub(super) fn pos_for(doc: &ConfigDoc, field: Option<&str>, point: &[(String, J)]) -> Option<Pos> {
    let field = field?;
    let e = doc.get(field)?;
    if let Node::Seq(items) = &e.value.node {
        if let Some((_, v)) = point.iter().find(|(k, _)| k == field) {
            if let Some(item) = items.iter().find(|i| &i.node.to_data().to_json() == v) {
                return Some(item.pos);
            }
        }
    }
    Some(e.key_pos)
}
