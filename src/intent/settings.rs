//! Fields set by a word or by naming them: yes/no fields by name or negation (`non-causal`,
//! `不要 refcheck`), a word after a field's name as its value (`cache_quant_type per-tensor`).

use super::*;

/// Fields named in the sentence with a word value or none: see [`Intent::settings`]. Numbers
/// after a field's name are left to the list labels.
pub(super) fn settings_pass(
    toks: &[Tok],
    used: &mut [bool],
    lex: &Lex,
    it: &mut Intent,
    src: &Source,
    understood: &mut Vec<(usize, Understood)>,
) {
    let word = |k: usize| match toks.get(k) {
        Some(Tok::Word(w)) => Some(w.as_str()),
        _ => None,
    };
    let mut i = 0;
    while i < toks.len() {
        if used[i] {
            i += 1;
            continue;
        }
        let Some((fi, end)) = field_at(toks, used, i, lex) else {
            i += 1;
            continue;
        };
        let (field, lower_field) = (&lex.fields[fi].0, &lex.fields[fi].1);
        let flag = lex.flags.contains(lower_field);
        let negation = negation_before(toks, used, i);
        let start = negation.unwrap_or(i);
        let mut j = end;
        let separated = match toks.get(j) {
            Some(Tok::Sep('=' | ':')) => true,
            Some(Tok::Word(w)) if VALUE_SEPARATORS.contains(&w.as_str()) => true,
            _ => false,
        };
        if separated {
            j += 1;
        }
        let value = value_at(toks, used, j, lex, lower_field, flag, separated, negation.is_some());
        match value {
            Some((v, next)) => {
                let value = match yes_no(&v) {
                    Some(b) if flag => J::Bool(b),
                    _ => J::String(v.clone()),
                };
                understood.push((
                    start,
                    Understood {
                        field: field.clone(),
                        words: src.words(start, next),
                        value,
                    },
                ));
                it.settings.push((field.clone(), Setting::Value(v)));
                mark(used, start, next);
                i = next;
            }
            // `page size 32`: numbers are the list labels' business — never a yes/no field's
            // (`causal 12 heads` names `causal`, and the 12 is the heads').
            None if !flag && matches!(toks.get(j), Some(Tok::Num(_) | Tok::Dims(_) | Tok::Sep('['))) => i = end,
            None if separated => i = end,
            None => {
                // A yes/no field with a word that may turn it off close after it, in its clause:
                // neither is taken.
                let off_after = flag
                    && negation.is_none()
                    && (end..(end + 3).min(toks.len()))
                        .take_while(|&k| !matches!(toks[k], Tok::Sep(',' | ';' | '.')))
                        .any(|k| word(k).is_some_and(|w| OFF_WORDS.contains(&w)));
                let setting = if off_after {
                    Setting::Unclear
                } else {
                    Setting::Named {
                        negated: negation.is_some(),
                    }
                };
                if flag && !off_after {
                    understood.push((
                        start,
                        Understood {
                            field: field.clone(),
                            words: src.words(start, end),
                            value: J::Bool(negation.is_none()),
                        },
                    ));
                }
                it.settings.push((field.clone(), setting));
                if let Some(n) = negation {
                    mark(used, n, i);
                }
                i = end;
            }
        }
    }
}

/// The token of a negation right before a field's name (`no refcheck`, `non-causal`, `don't use
/// cuda graph`, `skip the refcheck`), over fillers and `-`.
pub(super) fn negation_before(toks: &[Tok], used: &[bool], i: usize) -> Option<usize> {
    let mut b = i;
    for _ in 0..4 {
        let prev = b.checked_sub(1)?;
        if used[prev] {
            return None;
        }
        match &toks[prev] {
            Tok::Word(w) if NEGATIONS.contains(&w.as_str()) => return Some(prev),
            Tok::Word(w) if NEGATION_FILLERS.contains(&w.as_str()) => b = prev,
            Tok::Sep('-' | '\'') => b = prev,
            _ => return None,
        }
    }
    None
}

/// The word value at `j` after a field's name, and where it ends: a backend for a field that
/// holds names, a yes/no word for a yes/no field, a value the code compares the field with
/// (spelled with `-`, `_` or spaces), any word after `=`, or a free word for a text field.
#[allow(clippy::too_many_arguments)] // the field's facts, each a plain value; a struct would only rename them
fn value_at(
    toks: &[Tok],
    used: &[bool],
    j: usize,
    lex: &Lex,
    lower_field: &str,
    flag: bool,
    separated: bool,
    negated: bool,
) -> Option<(String, usize)> {
    let candidates: &[String] = lex
        .field_values
        .iter()
        .find(|(f, _)| f == lower_field)
        .map(|(_, v)| v.as_slice())
        .unwrap_or(&[]);
    match toks.get(j) {
        _ if used.get(j).copied().unwrap_or(true) => None,
        // A backend is a value of a field that holds names (`refcheck_reference fi`), never of
        // a yes/no field (`causal fa3` lists a backend).
        Some(Tok::Backend(b)) if !flag => Some((b.clone(), j + 1)),
        Some(Tok::Word(_)) if flag => hyphenated(toks, used, j).filter(|(v, _)| {
            // Any word after `=` (a wrong one is said later); else a yes/no word, but not `on`
            // (`on b200` is a place) and not after a negation.
            separated || (yes_no(v).is_some() && v != "on" && !negated)
        }),
        Some(Tok::Word(_)) => {
            // A value the code compares the field with, spelled with `-`, `_` or spaces
            // (`per-tensor`, `per token`); any word after `=`.
            let mut found = None;
            let mut joined = String::new();
            for (k, (t, u)) in toks.iter().zip(used.iter()).enumerate().skip(j).take(3) {
                let (Tok::Word(w), false) = (t, *u) else { break };
                joined.push_str(w);
                if candidates.iter().any(|c| compact(c) == compact(&joined)) {
                    found = Some((joined.clone(), k + 1));
                }
            }
            let free_word = lex.text_fields.iter().any(|f| f == lower_field);
            found.or_else(|| {
                hyphenated(toks, used, j).filter(|(v, _)| {
                    separated
                        || candidates.iter().any(|c| compact(c) == compact(v))
                        || (free_word && candidates.is_empty() && !lex.knows(v))
                })
            })
        }
        _ => None,
    }
}

/// Words that name a value of a field without the field (`per-token quant`, `per-tensor 量化`,
/// `gelu_tanh`): the one field whose code compares it with that value is set to it. A value of
/// the driver, the backends, the GPU or the scenario is said by other means; a yes/no, stop or
/// everyday word, or a word of the scenario's own name, names no value. The words of the field's
/// name that follow (`quant`, `量化`) go with it.
pub(super) fn value_words_pass(
    toks: &[Tok],
    used: &mut [bool],
    lex: &Lex,
    it: &mut Intent,
    src: &Source,
    understood: &mut Vec<(usize, Understood)>,
) {
    let scenario_parts: Vec<String> = lex
        .scenarios
        .iter()
        .flat_map(|(o, _, l)| name_parts(l).into_iter().chain(name_parts(o)))
        .collect();
    let distinctive = |v: &str| {
        v.chars().count() >= 3
            && v.chars().any(|c| c.is_alphabetic())
            && yes_no(v).is_none()
            && !is_stop(v)
            && !EVERYDAY.contains(&v)
            && !FAMILY_WORDS.contains(&v)
            && !scenario_parts.iter().any(|p| compact(p) == compact(v))
    };
    let fields: Vec<(&String, &Vec<String>)> = lex
        .field_values
        .iter()
        .filter(|(f, _)| !set_by_other_means(f) && f != REFCHECK_REFERENCE_FIELD)
        .filter(|(f, _)| !it.settings.iter().any(|(s, _)| lower(s) == *f))
        .map(|(f, vals)| (f, vals))
        .collect();
    let word = |used: &[bool], k: usize| match (toks.get(k), used.get(k)) {
        (Some(Tok::Word(w)), Some(false)) => Some(w.as_str()),
        _ => None,
    };
    let mut i = 0;
    while i < toks.len() {
        if word(used, i).is_none() {
            i += 1;
            continue;
        }
        // The longest run of words (joined by nothing, `-` or a space) that is one field's value.
        let mut found: Option<(usize, &String, String)> = None;
        let mut joined = String::new();
        let mut k = i;
        for _ in 0..3 {
            let Some(w) = word(used, k) else { break };
            joined.push_str(w);
            let owners: Vec<(&String, &String)> = fields
                .iter()
                .filter_map(|(f, vals)| vals.iter().find(|v| compact(v) == compact(&joined)).map(|v| (*f, v)))
                .collect();
            if let [(f, v)] = owners.as_slice() {
                if distinctive(v) {
                    found = Some((k + 1, f, v.to_string()));
                }
            }
            k += 1;
            if matches!(toks.get(k), Some(Tok::Sep('-'))) {
                k += 1;
            }
        }
        let Some((mut end, field, value)) = found else {
            i += 1;
            continue;
        };
        let name_words = canon_words(field);
        for _ in 0..2 {
            match word(used, end) {
                Some(w) if canon_words(w).iter().all(|c| name_words.contains(c)) => end += 1,
                _ => break,
            }
        }
        let name = lex
            .fields
            .iter()
            .find(|(_, l)| l == field)
            .map(|(n, _)| n.clone())
            .unwrap_or_else(|| field.clone());
        understood.push((
            i,
            Understood {
                field: name.clone(),
                words: src.words(i, end),
                value: J::String(value.clone()),
            },
        ));
        it.settings.push((name, Setting::Value(value)));
        mark(used, i, end);
        i = end;
    }
}
