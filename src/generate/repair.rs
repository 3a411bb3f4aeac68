//! Repairs: for a config the harness's code rejects, the values of one blamed field that make the
//! code accept it, nearest first.
//!
//! In: the request, the rejected proposal and the field to blame. Out: `--set` values (YAML flow)
//! each of which, tried with the same check, leaves no error on that field and adds none
//! elsewhere — so a repair question offers suggestions even when another field fails too.
//!
//! Nearest first: a failing item of a list is changed as little as the code needs and the other
//! items are kept (a `k` of 7000 where the code asserts `k % 32 == 0` becomes 7008 or 6976, by the
//! modulus the assert itself names, else by the nearest multiple of a power of two that passes);
//! a failing backend is swapped for one that takes the config's values; then the list without its
//! failing items (offered, never silently taken), the values of the folder's configs that pass,
//! the code's default and, for the driver, the values the code takes.

use super::answer::flow;
use super::{driver_of, propose, Existing, Proposal, Request, Status};
use crate::diag::{Diag, Severity};
use crate::discover::Harness;
use crate::eval::Data;
use crate::model::{Model, Scenario};
use crate::seed::BACKENDS_FIELD;

/// Most values one repair offers.
const MAX_OFFERS: usize = 4;
/// Most checks one repair runs (each is the whole check of a config).
const MAX_TRIALS: usize = 48;

/// What a repair is tried on.
pub struct Repair<'a, 'r> {
    pub h: &'a Harness,
    pub model: &'a Model,
    pub op: &'a str,
    pub sc: &'a Scenario,
    pub existing: &'a [Existing],
    pub req: &'a Request<'r>,
}

impl Repair<'_, '_> {
    /// The values of `field` that pass, nearest first (at most a few).
    pub fn passing(&self, p: &Proposal, field: &str) -> Vec<String> {
        let errors: Vec<&Diag> = p
            .diagnostics
            .iter()
            .filter(|d| d.severity() == Severity::Error)
            .collect();
        let elsewhere = errors.iter().filter(|d| d.field.as_deref() != Some(field)).count();
        let current = p.config.iter().find(|(k, _)| k == field).map(|(_, v)| v.clone());
        let mut trials = 0;
        let mut out: Vec<String> = Vec::new();
        // A failing item of a list: its nearest version that passes alone, all of them at once.
        if let Some(Data::List(items)) = &current {
            let failing = failing_items(items, &errors, field);
            if !failing.is_empty() && field != BACKENDS_FIELD {
                let mut fixed = items.clone();
                let mut all = true;
                for i in &failing {
                    match self.nearest_item(field, &items[*i], &errors, &mut trials) {
                        Some(v) => fixed[*i] = v,
                        None => all = false,
                    }
                }
                if all {
                    let text = flow(&Data::List(fixed));
                    if self.passes(field, &text, elsewhere, &mut trials) {
                        out.push(text);
                    }
                }
            }
        }
        for c in self.candidates(field, current.as_ref(), &errors) {
            if out.len() >= MAX_OFFERS || trials >= MAX_TRIALS {
                break;
            }
            if !out.contains(&c) && self.passes(field, &c, elsewhere, &mut trials) {
                out.push(c);
            }
        }
        // A scalar number the code rejects: the nearest that passes.
        if out.is_empty() {
            if let Some(Data::Int(v)) = current {
                for c in nearby(v, None) {
                    if trials >= MAX_TRIALS {
                        break;
                    }
                    let text = c.to_string();
                    if self.passes(field, &text, elsewhere, &mut trials) {
                        out.push(text);
                        break;
                    }
                }
            }
        }
        out
    }

    /// The request with `field` set to `value`, checked: no error on `field`, and no more errors
    /// elsewhere than `elsewhere`.
    fn passes(&self, field: &str, value: &str, elsewhere: usize, trials: &mut usize) -> bool {
        *trials += 1;
        let mut sets = self.req.sets.to_vec();
        sets.retain(|(k, _)| k != field);
        sets.push((field.to_string(), value.to_string()));
        let trial = Request {
            sets: &sets,
            ..*self.req
        };
        let q = propose(self.h, self.model, self.op, self.sc, self.existing, &trial);
        if matches!(q.status, Status::Error | Status::NeedsInput) {
            return false;
        }
        let errs: Vec<&Diag> = q
            .diagnostics
            .iter()
            .filter(|d| d.severity() == Severity::Error)
            .collect();
        !errs.iter().any(|d| d.field.as_deref() == Some(field))
            && errs.iter().filter(|d| d.field.as_deref() != Some(field)).count() <= elsewhere
    }

    /// The nearest version of one failing item (a row, or a number) that the code takes alone.
    fn nearest_item(&self, field: &str, item: &Data, errors: &[&Diag], trials: &mut usize) -> Option<Data> {
        let parts: Vec<String> = self.sc.field(field).map(|f| f.parts.clone()).unwrap_or_default();
        let moduli = self.moduli(errors, field);
        let mut tries: Vec<Data> = Vec::new();
        match item {
            Data::List(row) => {
                let ints: Option<Vec<i64>> = row
                    .iter()
                    .map(|x| match x {
                        Data::Int(i) => Some(*i),
                        _ => None,
                    })
                    .collect();
                let ints = ints?;
                // Changes of one part, smallest first; a part the assert names by its modulus.
                let mut changes: Vec<(i64, usize, i64)> = Vec::new();
                for (pi, v) in ints.iter().enumerate() {
                    let named = parts
                        .get(pi)
                        .and_then(|p| moduli.iter().find(|(n, _)| n == p).map(|(_, m)| *m));
                    for c in nearby(*v, named) {
                        changes.push(((c - v).abs(), pi, c));
                    }
                }
                changes.sort_by_key(|(d, pi, _)| (*d, *pi));
                for (_, pi, c) in changes {
                    let mut r = ints.clone();
                    r[pi] = c;
                    tries.push(Data::List(r.into_iter().map(Data::Int).collect()));
                }
            }
            Data::Int(v) => tries.extend(nearby(*v, None).into_iter().map(Data::Int)),
            _ => return None,
        }
        for t in tries.into_iter().take(16) {
            if *trials >= MAX_TRIALS {
                return None;
            }
            // The item alone: the other failing items don't hide that this one passes.
            let text = flow(&Data::List(vec![t.clone()]));
            if self.passes_alone(field, &text, trials) {
                return Some(t);
            }
        }
        None
    }

    /// As [`Self::passes`], judging only the errors on `field`.
    fn passes_alone(&self, field: &str, value: &str, trials: &mut usize) -> bool {
        *trials += 1;
        let mut sets = self.req.sets.to_vec();
        sets.retain(|(k, _)| k != field);
        sets.push((field.to_string(), value.to_string()));
        let trial = Request {
            sets: &sets,
            ..*self.req
        };
        let q = propose(self.h, self.model, self.op, self.sc, self.existing, &trial);
        !matches!(q.status, Status::Error | Status::NeedsInput)
            && !q
                .diagnostics
                .iter()
                .any(|d| d.severity() == Severity::Error && d.field.as_deref() == Some(field))
    }

    /// The moduli the failing asserts name (`k % 32 == 0` → (`k`, 32)), read from the code's own
    /// constraint at the line each diagnostic is decided at.
    fn moduli(&self, errors: &[&Diag], field: &str) -> Vec<(String, i64)> {
        let mut out = Vec::new();
        for d in errors.iter().filter(|d| d.field.as_deref() == Some(field)) {
            let Some(src) = &d.source else { continue };
            for c in self
                .sc
                .constraints
                .iter()
                .filter(|c| c.src.file == src.file && c.src.line == src.line)
            {
                if let Some(m) = modulus(&c.text) {
                    if !out.contains(&m) {
                        out.push(m);
                    }
                }
            }
        }
        out
    }

    /// The other values to try, in order.
    fn candidates(&self, field: &str, current: Option<&Data>, errors: &[&Diag]) -> Vec<String> {
        let sc = self.sc;
        let mut out: Vec<String> = Vec::new();
        if let Some(Data::List(items)) = current {
            let failing = failing_items(items, errors, field);
            let failing_values: Vec<&Data> = failing.iter().map(|i| &items[*i]).collect();
            let without: Vec<Data> = items.iter().filter(|i| !failing_values.contains(i)).cloned().collect();
            if field == BACKENDS_FIELD {
                // Swap a failing backend for another of the registry (a comparison stays one),
                // before dropping it.
                for b in &sc.backends {
                    let mut with = without.clone();
                    let name = Data::Str(b.name.clone());
                    if !with.contains(&name) {
                        with.push(name);
                        out.push(flow(&Data::List(with)));
                    }
                }
            }
            if !without.is_empty() && without.len() < items.len() {
                out.push(flow(&Data::List(without)));
            }
        }
        for e in self.existing.iter().filter(|e| e.scenario() == Some(sc.name.as_str())) {
            if let Some(v) = e.doc.get(field) {
                out.push(flow(&v.value.node.to_data()));
            }
        }
        if let Some(d) = sc.field(field).and_then(|f| f.default.clone()).filter(|d| !d.is_null()) {
            out.push(flow(&Data::from_json(&d)));
        }
        if Some(field) == driver_of(sc).as_deref() {
            for c in sc.candidates_of(field) {
                if let Some(s) = c.as_str() {
                    out.push(s.to_string());
                }
            }
        }
        let mut seen = Vec::new();
        out.retain(|x| {
            let new = !seen.contains(x);
            seen.push(x.clone());
            new
        });
        out
    }
}

/// The items of a list at the sweep points where an error blamed on `field` fails, or the
/// backends such an error names (an error on another field at a point of this one says nothing
/// of this one's items).
fn failing_items(items: &[Data], errors: &[&Diag], field: &str) -> Vec<usize> {
    (0..items.len())
        .filter(|&i| {
            let item = &items[i];
            let as_json = item.to_json();
            errors.iter().filter(|d| d.field.as_deref() == Some(field)).any(|d| {
                d.point
                    .as_ref()
                    .is_some_and(|pt| pt.iter().any(|(k, v)| k == field && *v == as_json))
                    || d.values
                        .as_ref()
                        .is_some_and(|vs| d.field.as_deref() == Some(field) && vs.iter().any(|(v, _)| *v == as_json))
                    || (field == BACKENDS_FIELD
                        && matches!(item, Data::Str(s) if d.message.contains(&format!("`{s}`"))))
            })
        })
        .collect()
}

/// `k % 32 == 0` → (`k`, 32): the one form of an alignment assert read here; any other text is
/// none (the nearest multiple of a power of two is tried instead).
fn modulus(text: &str) -> Option<(String, i64)> {
    let (lhs, rhs) = text.split_once("==")?;
    if rhs.trim() != "0" {
        return None;
    }
    let (name, m) = lhs.split_once('%')?;
    let name = name.trim();
    let m: i64 = m.trim().parse().ok()?;
    let plain = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_');
    (plain && m > 1).then(|| (name.to_string(), m))
}

/// Values near `v`, nearest first: the multiples of `modulus` around it, else of each power of
/// two up to 1024 (positive only).
fn nearby(v: i64, modulus: Option<i64>) -> Vec<i64> {
    let steps: Vec<i64> = match modulus {
        Some(m) => vec![m],
        None => (1..=10).map(|j| 1i64 << j).collect(),
    };
    let mut out: Vec<i64> = Vec::new();
    for m in steps {
        let down = v - v.rem_euclid(m);
        for c in [down, down + m] {
            if c > 0 && c != v && !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out.sort_by_key(|c| ((c - v).abs(), *c));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_alignment_assert_names_its_part_and_modulus() {
        assert_eq!(modulus("k % 32 == 0"), Some(("k".to_string(), 32)));
        assert_eq!(modulus("inter % 128 == 0"), Some(("inter".to_string(), 128)));
        assert_eq!(modulus("num_q_heads % num_kv_heads == 0"), None);
        assert_eq!(modulus("k % 32 == 1"), None);
    }

    #[test]
    fn nearby_values_are_nearest_first_and_positive() {
        assert_eq!(nearby(7000, Some(32)), vec![7008, 6976]);
        assert_eq!(nearby(7001, None)[..2], [7000, 7002]);
        assert!(nearby(1, Some(64)).iter().all(|c| *c > 0));
    }
}
