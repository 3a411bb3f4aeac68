//! What the sentence names that is no number: backends where backends are listed (`vs fa2`,
//! `对比 fi`), GPUs where a GPU is named (`on h100`), and words that look like a harness name
//! and are none ([`UnknownName`]), with the closest names.

use super::*;

/// The leftover words (`left`, in token order) where a GPU is named: after `on`, `gpu` or
/// `gpu_type` (and `the`).
pub(super) fn at_gpu_places(toks: &[Tok], left: &[(usize, String)]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if !matches!(t, Tok::Word(w) if matches!(w.as_str(), "on" | "gpu" | "gpus") || w == GPU_FIELD) {
            continue;
        }
        let mut j = i + 1;
        while matches!(toks.get(j), Some(Tok::Word(w)) if w == "the" || w == "a" || w == "an")
            || matches!(toks.get(j), Some(Tok::Sep('=' | ':')))
        {
            j += 1;
        }
        if let Ok(k) = left.binary_search_by_key(&j, |(x, _)| *x) {
            let w = &left[k].1;
            // `在 h100 上测 MoE`: a model family where a GPU may stand is no GPU.
            if FAMILY_WORDS.contains(&w.as_str()) {
                continue;
            }
            if !out.contains(w) {
                out.push(w.clone());
            }
        }
    }
    out
}

/// The leftover words (`left`: token index, word) that stand in a list of backends: after a
/// compare word, among backend names and connectors, each word standing alone. A field's name,
/// or anything else, ends the list.
pub(super) fn in_backend_lists(toks: &[Tok], used: &[bool], left: &[(usize, String)], lex: &Lex) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut listing = false;
    for (i, t) in toks.iter().enumerate() {
        let names_field = matches!(t, Tok::Word(w) if lex.fields.iter().any(|(_, l)| l == w))
            || (!used[i] && field_at(toks, used, i, lex).is_some());
        match t {
            _ if names_field => listing = false,
            Tok::Word(w) if COMPARE_WORDS.contains(&w.as_str()) => listing = true,
            Tok::Backend(_) | Tok::Choice(_) | Tok::Sep(',' | '/' | '&' | '+') => {}
            // `vs cublas without halops`: a negation says which to leave out; it is no name.
            Tok::Word(w) if LIST_CONNECTORS.contains(&w.as_str()) || NEGATIONS.contains(&w.as_str()) => {}
            Tok::Word(_) if listing => {
                // A name stands alone: next comes the end, a separator, a connector or a name.
                let alone = match toks.get(i + 1) {
                    None | Some(Tok::Sep(_) | Tok::Backend(_) | Tok::Choice(_)) => true,
                    Some(Tok::Word(n)) => LIST_CONNECTORS.contains(&n.as_str()),
                    _ => false,
                };
                // `left` is in token order.
                match left.binary_search_by_key(&i, |(j, _)| *j).ok().map(|k| &left[k]) {
                    Some((_, w)) if alone => {
                        if !out.contains(w) {
                            out.push(w.clone());
                        }
                    }
                    _ => listing = false,
                }
            }
            _ => listing = false,
        }
    }
    out
}

/// Words with their token index.
pub(super) type Words = Vec<(usize, String)>;

/// Mode, dtype, op, scenarios and leftover words from the free words.
/// Returns the leftover words with their token index, and the tokens of the words that named
/// the mode or dtype (the mode's when both are named), first to last.
pub(super) fn match_names(
    lex: &Lex,
    free: &[(usize, String)],
    cjk_left: &[(usize, String)],
    it: &mut Intent,
) -> (Words, Option<(usize, usize)>) {
    let fw = FreeWords::new(free);
    let mode_parts: Vec<Vec<String>> = lex.modes.iter().map(|(_, l)| name_parts(l)).collect();
    let mut explained: Vec<String> = Vec::new();
    let mode = match_mode(lex, free, &fw, &mode_parts, it, &mut explained);
    let dtype_at = match_dtype(lex, free, &mode, it);
    let op_lower = match_op(lex, &fw, it, &mut explained);
    match_scenarios(lex, &fw, &mode_parts, op_lower.as_deref(), it, &mut explained);
    let driver_at = mode.at.or(dtype_at.map(|at| (at, at)));
    (leftover_words(lex, free, cjk_left, &mode, it, explained), driver_at)
}

/// The free words, indexed for matching names: each word and its `_` parts (atoms), their
/// compact forms, the words whole.
struct FreeWords<'w> {
    atom_set: HashSet<String>,
    atoms: Vec<String>,
    compacts: HashSet<String>,
    whole: HashSet<&'w str>,
}

impl<'w> FreeWords<'w> {
    fn new(free: &'w [(usize, String)]) -> Self {
        let mut fw = FreeWords {
            atom_set: HashSet::new(),
            atoms: Vec::new(),
            compacts: HashSet::new(),
            whole: HashSet::new(),
        };
        for (_, w) in free {
            fw.whole.insert(w.as_str());
            fw.compacts.insert(compact(w));
            let mut add = |a: &str| {
                if !a.is_empty() && fw.atom_set.insert(a.to_string()) {
                    fw.atoms.push(a.to_string());
                }
            };
            add(w);
            if w.contains('_') {
                for p in w.split('_') {
                    add(p);
                }
            }
        }
        fw
    }

    /// A part of a name is among the words, as written or loosely.
    fn has_loose(&self, p: &str) -> bool {
        self.atom_set.contains(p) || self.atoms.iter().any(|a| loose_eq(a, p))
    }
}

/// The mode the sentence names: its words (the mode and its parts), whether it has several
/// parts, and its compact form.
struct ModeMatch {
    /// The tokens of the words that name it (from the first to the last of its parts there).
    at: Option<(usize, usize)>,
    words: Vec<String>,
    multi: bool,
    compact: Option<String>,
}

/// Mode: one named in full (all its parts) and not part of another named in full (a mode
/// `mxfp8` yields to `w8a8-mxfp8`), the first the sentence names; else one distinctive part.
/// Another mode named in full is left for another config (`also_named`).
fn match_mode(
    lex: &Lex,
    free: &[(usize, String)],
    fw: &FreeWords,
    mode_parts: &[Vec<String>],
    it: &mut Intent,
    explained: &mut Vec<String>,
) -> ModeMatch {
    let full_modes: Vec<usize> = (0..mode_parts.len())
        .filter(|&mi| {
            let ps = &mode_parts[mi];
            (!ps.is_empty() && ps.iter().all(|p| fw.atom_set.contains(p)))
                || fw.compacts.contains(&compact(&lex.modes[mi].1))
        })
        .collect();
    // Where the sentence first names a mode: its first word that is the mode or one of its parts.
    let named_at = |mi: usize| {
        let whole = compact(&lex.modes[mi].1);
        free.iter()
            .position(|(_, w)| {
                compact(w) == whole || mode_parts[mi].iter().any(|p| w == p || w.split('_').any(|a| a == p))
            })
            .unwrap_or(usize::MAX)
    };
    let within = |mi: usize, oj: usize| {
        mode_parts[oj].len() > mode_parts[mi].len() && mode_parts[mi].iter().all(|p| mode_parts[oj].contains(p))
    };
    let mut best_mode: Option<(usize, usize)> = full_modes
        .iter()
        .copied()
        .filter(|&mi| !full_modes.iter().any(|&oj| within(mi, oj)))
        .min_by_key(|&mi| named_at(mi))
        .map(|mi| (mi, mode_parts[mi].len()));
    if best_mode.is_none() {
        let cands: Vec<usize> = (0..mode_parts.len())
            .filter(|&mi| {
                mode_parts[mi].iter().any(|p| {
                    fw.atom_set.contains(p)
                        && !mode_parts
                            .iter()
                            .enumerate()
                            .any(|(oj, ops)| oj != mi && ops.contains(p))
                })
            })
            .collect();
        if cands.len() == 1 {
            best_mode = Some((cands[0], mode_parts[cands[0]].len()));
        }
    }
    let mut mode_words: Vec<String> = Vec::new();
    if let Some((mi, _)) = best_mode {
        // Another mode named in full, not part of this one: left for another config.
        for (oj, ps) in mode_parts.iter().enumerate() {
            let full = (!ps.is_empty() && ps.iter().all(|p| fw.atom_set.contains(p)))
                || fw.compacts.contains(&compact(&lex.modes[oj].1));
            let within = ps.iter().all(|p| mode_parts[mi].contains(p));
            if oj != mi && full && !within && !it.also_named.contains(&lex.modes[oj].0) {
                it.also_named.push(lex.modes[oj].0.clone());
                explained.extend(ps.iter().cloned());
            }
        }
        it.mode = Some(lex.modes[mi].0.clone());
        mode_words.push(lex.modes[mi].1.clone());
        mode_words.extend(mode_parts[mi].iter().cloned());
        explained.extend(mode_words.iter().cloned());
    }
    let mode_multi = best_mode.is_some_and(|(mi, _)| mode_parts[mi].len() > 1);
    let mode_compact = best_mode.map(|(mi, _)| compact(&lex.modes[mi].1));
    ModeMatch {
        at: best_mode.and_then(|(mi, _)| {
            let (start, _) = free.get(named_at(mi))?;
            let names_it = |w: &str| {
                compact(w) == compact(&lex.modes[mi].1)
                    || mode_parts[mi].iter().any(|p| w == p || w.split('_').any(|a| a == p))
            };
            // Its parts written one after another (`w4a4-nvfp4`, `w4a4 nvfp4`).
            let reach = start + 2 * mode_parts[mi].len();
            let end = free
                .iter()
                .filter(|(idx, w)| *idx >= *start && *idx <= reach && names_it(w))
                .map(|(idx, _)| *idx)
                .max()
                .unwrap_or(*start);
            Some((*start, end))
        }),
        words: mode_words,
        multi: mode_multi,
        compact: mode_compact,
    }
}

/// Dtype: the first dtype word not consumed by a multi-part mode; a plain `fp8` yields to the
/// variant named beside it (`fp8 e5m2`); another dtype named is left for another config, unless
/// it is named to rule it out (`fp8, not bf16`).
fn match_dtype(lex: &Lex, free: &[(usize, String)], mode: &ModeMatch, it: &mut Intent) -> Option<usize> {
    let mut at = None;
    let plain_fp8 = |w: &str| matches!(w, "fp8" | "float8");
    let is_fp8 = |d: DtypeWord| matches!(d, DtypeWord::Fp8E4m3 | DtypeWord::Fp8E5m2);
    let mut first_plain_fp8 = false;
    for (idx, w) in free {
        if mode.multi && (mode.words.contains(w) || mode.compact.as_deref() == Some(&compact(w))) {
            continue;
        }
        let Some(d) = dtype_of(w, lex) else { continue };
        let Some(first) = it.dtype else {
            it.dtype = Some(d);
            at = Some(*idx);
            first_plain_fp8 = plain_fp8(w);
            continue;
        };
        if first == d {
            continue;
        }
        if is_fp8(first) && is_fp8(d) && (first_plain_fp8 || plain_fp8(w)) {
            if first_plain_fp8 {
                it.dtype = Some(d);
                at = Some(*idx);
                first_plain_fp8 = false;
            }
            continue;
        }
        // `fp8, not bf16` names bf16 only to rule it out.
        let ruled_out = free
            .iter()
            .any(|(j, prev)| j + 1 == *idx && NEGATIONS.contains(&prev.as_str()));
        if !ruled_out && !it.also_named.contains(w) {
            it.also_named.push(w.clone());
        }
    }
    at
}

/// Op: named exactly (score 2) or all parts loosely (score 1). Its lowercase name.
fn match_op(lex: &Lex, fw: &FreeWords, it: &mut Intent, explained: &mut Vec<String>) -> Option<String> {
    let mut best_op: Option<(usize, u8)> = None;
    for (oi, (_, l)) in lex.ops.iter().enumerate() {
        let ps = name_parts(l);
        let score = if fw.whole.contains(l.as_str()) || fw.compacts.contains(&compact(l)) {
            2
        } else if !ps.is_empty() && ps.iter().all(|p| fw.has_loose(p)) {
            1
        } else {
            0
        };
        let better = match best_op {
            None => score > 0,
            Some((_, s)) => score > s,
        };
        if better {
            best_op = Some((oi, score));
        }
    }
    let op_lower = best_op.map(|(oi, _)| lex.ops[oi].1.clone());
    if let Some((oi, _)) = best_op {
        it.op = Some(lex.ops[oi].0.clone());
        explained.push(lex.ops[oi].1.clone());
        explained.extend(name_parts(&lex.ops[oi].1));
    }
    op_lower
}

/// Scenarios: those named in full (and not a strict part of another named in full: `prefill`
/// beside `prefill_chunked`), else those with the most distinctive parts named; within the op
/// named, if any of them is its.
fn match_scenarios(
    lex: &Lex,
    fw: &FreeWords,
    mode_parts: &[Vec<String>],
    op_lower: Option<&str>,
    it: &mut Intent,
    explained: &mut Vec<String>,
) {
    struct Cand {
        idx: usize,
        full: bool,
        exact: bool,
        /// Every part of its name is among the words as written (not only like one: `batch` is
        /// `batched` loosely).
        strict: bool,
        hits: usize,
        parts: Vec<String>,
    }
    let mut cands: Vec<Cand> = Vec::new();
    for (si, (_, _, l)) in lex.scenarios.iter().enumerate() {
        let ps = name_parts(l);
        if ps.is_empty() {
            continue;
        }
        let exact = fw.whole.contains(l.as_str()) || fw.compacts.contains(&compact(l));
        let matched: Vec<bool> = ps.iter().map(|p| fw.has_loose(p)).collect();
        let full = exact || matched.iter().all(|&m| m);
        let hits = if full {
            ps.len()
        } else {
            ps.iter()
                .zip(&matched)
                .filter(|(p, &m)| {
                    m && p.chars().count() >= 3
                        && dtype_of(p, lex).is_none()
                        && !mode_parts.iter().any(|mp| mp.contains(p))
                })
                .count()
        };
        if full || hits > 0 {
            cands.push(Cand {
                idx: si,
                full,
                exact,
                strict: exact || ps.iter().all(|p| fw.atom_set.contains(p)),
                hits,
                parts: ps,
            });
        }
    }
    if let Some(op) = op_lower {
        if cands.iter().any(|c| lex.scenarios[c.idx].0 == op) {
            cands.retain(|c| lex.scenarios[c.idx].0 == op);
        }
    }
    let any_full = cands.iter().any(|c| c.full);
    // A scenario named as it is spelled (`matmul`) wins over one a word only resembles (`batch`
    // is `batched` loosely, and here the batch sizes' word).
    let any_exact = cands.iter().any(|c| c.exact);
    let mut chosen: Vec<&Cand> = if any_full {
        let fulls: Vec<&Cand> = cands.iter().filter(|c| c.full && (c.strict || !any_exact)).collect();
        // Drop a full match whose parts are a strict subset of another's ("prefill" vs "prefill_chunked").
        fulls
            .iter()
            .copied()
            .filter(|c| {
                !fulls.iter().any(|o| {
                    o.parts.len() > c.parts.len() && c.parts.iter().all(|p| o.parts.iter().any(|q| loose_eq(p, q)))
                })
            })
            .collect()
    } else {
        let max = cands.iter().map(|c| c.hits).max().unwrap_or(0);
        cands.iter().filter(|c| c.hits == max && max > 0).collect()
    };
    chosen.sort_by(|a, b| b.hits.cmp(&a.hits).then(b.exact.cmp(&a.exact)).then(a.idx.cmp(&b.idx)));
    for c in &chosen {
        let name = &lex.scenarios[c.idx].1;
        if !it.scenarios.contains(name) {
            it.scenarios.push(name.clone());
        }
        explained.push(lex.scenarios[c.idx].2.clone());
        explained.extend(c.parts.iter().cloned());
    }
}

/// The words no name, field, dtype or stop word explains, in text order (with the Chinese ones
/// left): recorded in `words`.
fn leftover_words(
    lex: &Lex,
    free: &[(usize, String)],
    cjk_left: &[(usize, String)],
    mode: &ModeMatch,
    it: &mut Intent,
    mut explained: Vec<String>,
) -> Vec<(usize, String)> {
    // Fields the sentence named are understood.
    for (f, _) in &it.settings {
        let f = lower(f);
        explained.extend(f.split('_').filter(|p| !p.is_empty()).map(str::to_string));
        explained.push(f);
    }
    // Leftover words, in text order.
    let is_explained = |w: &str| -> bool {
        explained.iter().any(|e| loose_eq(e, w))
            || mode.compact.as_deref() == Some(&compact(w))
            || dtype_of(w, lex).is_some()
    };
    let mut left: Vec<(usize, String)> = Vec::new();
    for (idx, w) in free {
        if is_stop(w) || is_explained(w) {
            continue;
        }
        if w.contains('_')
            && w.split('_')
                .filter(|p| !p.is_empty())
                .all(|p| is_stop(p) || is_explained(p))
        {
            continue;
        }
        left.push((*idx, w.clone()));
    }
    left.extend(cjk_left.iter().cloned());
    left.sort_by_key(|(idx, _)| *idx);
    for (_, w) in &left {
        if !it.words.contains(w) {
            it.words.push(w.clone());
        }
    }
    left
}

/// Names of the harness: its scenarios, ops, backends and the modules they come from.
pub(super) fn harness_names(vocab: &Vocabulary) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut add = |n: &String| {
        if !names.contains(n) {
            names.push(n.clone());
        }
    };
    vocab.scenarios.iter().for_each(|(_, s)| add(s));
    vocab.ops.iter().for_each(&mut add);
    vocab.backends.iter().for_each(&mut add);
    for (_, mods) in &vocab.backend_modules {
        mods.iter().for_each(&mut add);
    }
    names
}

/// The harness's names within a few edits of `w`, or that it begins (`cutlass` → `cutlass_grouped`),
/// nearest first.
pub(super) fn closest_names(w: &str, names: &[String]) -> Vec<String> {
    let len = w.chars().count();
    let limit = (len / 3).max(1);
    let mut near: Vec<(usize, &String)> = Vec::new();
    for name in names {
        let l = lower(name);
        let mut d = crate::diag::levenshtein(w, &l);
        for part in name_parts(&l).iter().filter(|p| p.chars().count() >= 3) {
            d = d.min(crate::diag::levenshtein(w, part));
        }
        if len >= 3 && (l.starts_with(w) || name_parts(&l).iter().any(|p| p == w)) {
            d = 0;
        }
        if d <= limit {
            near.push((d, name));
        }
    }
    near.sort_by_key(|(d, _)| *d);
    near.into_iter().take(3).map(|(_, n)| n.clone()).collect()
}

/// Leftover words that look like a scenario, op or backend name and are none of the harness's:
/// written with capitals inside (`MLA`), digits (`fa9`) or `_`; standing beside a scenario's or
/// op's word (`mla decode`); or a few edits from a name (`decod`). Stop words, everyday words,
/// Chinese text, and names already said where backends or GPUs are listed are not.
pub(super) fn unknown_names(
    lex: &Lex,
    vocab: &Vocabulary,
    toks: &[Tok],
    src: &Source,
    left: &[(usize, String)],
    it: &Intent,
) -> Vec<UnknownName> {
    let names = harness_names(vocab);
    let name_words: Vec<String> = lex
        .scenarios
        .iter()
        .flat_map(|(_, _, l)| name_parts(l))
        .chain(lex.ops.iter().flat_map(|(_, l)| name_parts(l)))
        .filter(|p| p.chars().count() >= 3)
        .collect();
    let names_a_thing =
        |k: usize| matches!(toks.get(k), Some(Tok::Word(x)) if name_words.iter().any(|p| loose_eq(p, x)));
    let mut out: Vec<UnknownName> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    for (idx, w) in left {
        if out.len() >= MAX_UNKNOWN_NAMES {
            break;
        }
        if !w.is_ascii()
            || w.len() < 2
            || is_stop(w)
            || EVERYDAY.contains(&w.as_str())
            || FAMILY_WORDS.contains(&w.as_str())
            || it.unlisted_backends.contains(w)
            || it.unlisted_gpus.contains(w)
            || !seen.insert(w.clone())
        {
            continue;
        }
        let written = src.words(*idx, idx + 1);
        let capitals = written.chars().filter(|c| c.is_ascii_uppercase()).count() >= 2;
        let digits = w.chars().any(|c| c.is_ascii_digit());
        let beside = idx.checked_sub(1).is_some_and(names_a_thing) || names_a_thing(idx + 1);
        let closest = closest_names(w, &names);
        if !(capitals || digits || w.contains('_') || beside || !closest.is_empty()) {
            continue;
        }
        // `MLA decode`: nothing like `MLA`, but the scenario it qualifies is the nearest thing.
        let closest = if closest.is_empty() && beside {
            it.scenarios.clone()
        } else {
            closest
        };
        out.push(UnknownName { word: written, closest });
    }
    out
}
