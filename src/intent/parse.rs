//! [`parse`]: the passes over the tokens, in order — names, labelled number lists bound to the
//! fields beside them, settings, shapes, backends and GPUs, what is left — and the record of
//! every binding made ([`Understood`]).

use super::*;

/// Where the tokens came from in the sentence, to say the words of a binding as written.
pub(super) struct Source<'t> {
    pub(super) text: &'t str,
    pub(super) spans: &'t [(usize, usize)],
}

impl Source<'_> {
    /// The text of tokens `[a, b)` as written.
    pub(super) fn words(&self, a: usize, b: usize) -> String {
        let last = b.checked_sub(1).filter(|&l| l >= a);
        match (self.spans.get(a), last.and_then(|l| self.spans.get(l))) {
            (Some(s), Some(e)) => self.text.get(s.0..e.1.max(s.0)).unwrap_or("").trim().to_string(),
            _ => String::new(),
        }
    }
}

/// Numbers taken for a field, a part, the head ratio, several fields at once (`resolved`
/// `Several`) or none (`None`), with the field's words (tokens).
pub(super) struct Binding {
    pub(super) resolved: Option<Resolved>,
    pub(super) items: Vec<Item>,
    pub(super) label: Option<(usize, usize)>,
}

impl Binding {
    /// The tokens the binding was written with: its field's words and its numbers.
    pub(super) fn span(&self) -> (usize, usize) {
        let mut s = self.label.map_or(usize::MAX, |l| l.0);
        let mut e = self.label.map_or(0, |l| l.1);
        for i in &self.items {
            s = s.min(i.start);
            e = e.max(i.end);
        }
        (s.min(e), e)
    }
}

/// Field words found in the sentence: tokens `[start, end)` and what they name.
pub(super) struct Label {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) resolved: Resolved,
}

pub(super) struct State {
    pub(super) lists: Vec<(String, Vec<Num>)>,
    pub(super) rows: Vec<(String, Vec<Vec<i64>>)>,
    pub(super) unlabeled: Vec<Vec<Num>>,
    /// Per field of `Lex::item_parts`, the numbers given per part.
    pub(super) parts: Vec<Vec<Option<Vec<Num>>>>,
    /// (the binding's first token, the binding)
    pub(super) understood: Vec<(usize, Understood)>,
    pub(super) ambiguous: Vec<AmbiguousWords>,
    pub(super) gqa: Option<i64>,
}

/// One number as itself, several as a list.
pub(super) fn nums_json(nums: &[Num]) -> J {
    match nums {
        [one] => one.to_json(),
        more => J::Array(more.iter().map(Num::to_json).collect()),
    }
}

pub(super) fn rows_json(rows: &[Vec<i64>]) -> J {
    J::Array(
        rows.iter()
            .map(|r| J::Array(r.iter().map(|x| J::from(*x)).collect()))
            .collect(),
    )
}

/// How many numbers each item written whole holds (`64x7168x2048` → 3), when they agree.
pub(super) fn shaped_arity(items: &[Item]) -> Option<usize> {
    let mut lens = items
        .iter()
        .filter(|i| !matches!(i.piece, Piece::Nums(_)))
        .map(|i| i.piece.nums().len());
    let first = lens.next()?;
    lens.all(|l| l == first).then_some(first)
}

impl State {
    pub(super) fn understood(&mut self, at: usize, field: String, words: String, value: J) {
        self.understood.push((at, Understood { field, words, value }));
    }

    /// Numbers bound to a field: a list, or rows for a field whose items are rows (or where
    /// the sentence wrote rows: `128x4096x4096`, `[1, 2] [3, 4]`).
    pub(super) fn bind_field(&mut self, fi: usize, items: &[Item], words: String, at: usize, lex: &Lex) {
        let Some((name, _)) = lex.fields.get(fi) else { return };
        let written_as_rows = items.iter().any(|i| matches!(i.piece, Piece::Dims(_)))
            || items.iter().filter(|i| matches!(i.piece, Piece::Bracket(_))).count() >= 2;
        if !(lex.row_fields.get(fi).copied().unwrap_or(false) || written_as_rows) {
            let flat: Vec<Num> = items.iter().flat_map(|i| i.piece.nums().iter().cloned()).collect();
            if flat.is_empty() {
                return;
            }
            self.understood(at, name.clone(), words, nums_json(&flat));
            match self.lists.iter_mut().find(|(n, _)| n == name) {
                Some((_, existing)) => existing.extend(flat),
                None => self.lists.push((name.clone(), flat)),
            }
            return;
        }
        // Rows: each group; numbers written plainly (`shapes 16 256 4096 7168`) make one row.
        let mut rows: Vec<Vec<Num>> = Vec::new();
        let mut plain: Vec<Num> = Vec::new();
        for i in items {
            match &i.piece {
                Piece::Nums(v) => plain.extend(v.iter().cloned()),
                group => {
                    if !plain.is_empty() {
                        rows.push(std::mem::take(&mut plain));
                    }
                    rows.push(group.nums().to_vec());
                }
            }
        }
        if !plain.is_empty() {
            rows.push(plain);
        }
        let mut whole: Vec<Vec<i64>> = Vec::new();
        for r in rows {
            match r.iter().map(Num::as_i64).collect::<Option<Vec<i64>>>() {
                Some(v) if !v.is_empty() => whole.push(v),
                // A row with a number that is no whole one is no item: said, not dropped.
                _ => self.unlabeled.push(r),
            }
        }
        if whole.is_empty() {
            return;
        }
        self.understood(at, name.clone(), words, rows_json(&whole));
        let slot = match self.rows.iter().position(|(n, _)| n == name) {
            Some(k) => &mut self.rows[k].1,
            None => {
                self.rows.push((name.clone(), Vec::new()));
                let last = self.rows.len() - 1;
                &mut self.rows[last].1
            }
        };
        let room = MAX_SHAPES.saturating_sub(slot.len());
        slot.extend(whole.into_iter().take(room));
    }

    pub(super) fn apply(&mut self, b: Binding, lex: &Lex, src: &Source) {
        let (from, to) = b.span();
        let words = src.words(from, to);
        let flat: Vec<Num> = b.items.iter().flat_map(|i| i.piece.nums().iter().cloned()).collect();
        if flat.is_empty() {
            return;
        }
        match b.resolved {
            Some(Resolved::One(Aim::Field(fi))) => self.bind_field(fi, &b.items, words, from, lex),
            Some(Resolved::One(Aim::Part(fi, pi))) => {
                let Some((field, parts)) = lex.item_parts.get(fi) else {
                    return;
                };
                let part = parts.get(pi).cloned().unwrap_or_default();
                let mut value = serde_json::Map::new();
                value.insert(part, nums_json(&flat));
                self.understood(from, field.clone(), words, J::Object(value));
                if let Some(slot) = self.parts.get_mut(fi).and_then(|f| f.get_mut(pi)) {
                    slot.get_or_insert_with(Vec::new).extend(flat);
                }
            }
            Some(Resolved::One(Aim::Gqa)) => {
                let mut rest = flat;
                if self.gqa.is_none() {
                    if let Some(k) = rest.iter().position(|n| n.as_i64().is_some()) {
                        let v = rest.remove(k).as_i64();
                        self.gqa = v;
                        self.understood(
                            from,
                            HEAD_RATIO_WORD.to_string(),
                            words,
                            v.map(J::from).unwrap_or(J::Null),
                        );
                    }
                }
                if !rest.is_empty() {
                    self.unlabeled.push(rest);
                }
            }
            // `shape 64x7168x2048` where the scenario has several fields of rows: the one whose
            // items hold that many numbers.
            Some(Resolved::Several(aims))
                if shaped_arity(&b.items).is_some_and(|n| {
                    lex.shape_field_for(Some(n))
                        .is_some_and(|fi| aims.contains(&Aim::Field(fi)))
                }) =>
            {
                if let Some(fi) = lex.shape_field_for(shaped_arity(&b.items)) {
                    self.bind_field(fi, &b.items, words, from, lex);
                }
            }
            Some(Resolved::Several(aims)) => {
                let mut fields: Vec<String> = Vec::new();
                for a in aims {
                    let n = lex.aim_name(a);
                    if !fields.contains(&n) {
                        fields.push(n);
                    }
                }
                self.ambiguous.push(AmbiguousWords {
                    words,
                    fields,
                    values: flat.clone(),
                });
                self.unlabeled.push(flat);
            }
            None => {
                let shaped = b.items.iter().any(|i| !matches!(i.piece, Piece::Nums(_)));
                match lex.shape_field_for(shaped_arity(&b.items)) {
                    // Shapes written alone: the field whose items the code unpacks.
                    Some(fi) if shaped => self.bind_field(fi, &b.items, words, from, lex),
                    // Each shape said on its own, so none is taken for a list of plain numbers.
                    _ if shaped => {
                        for i in &b.items {
                            self.unlabeled.push(i.piece.nums().to_vec());
                        }
                    }
                    _ => self.unlabeled.push(flat),
                }
            }
        }
    }

    /// Items from their parts: the cross product, in the code's order of the parts; with the
    /// rows written whole, per field.
    pub(super) fn items(&mut self, lex: &Lex, it: &mut Intent) {
        let mut items = std::mem::take(&mut self.rows);
        for (fi, given) in std::mem::take(&mut self.parts).into_iter().enumerate() {
            if given.iter().all(Option::is_none) {
                continue;
            }
            let Some((field, names)) = lex.item_parts.get(fi) else {
                continue;
            };
            if given.iter().any(Option::is_none) {
                it.incomplete_items.push(PartialItems {
                    field: field.clone(),
                    parts: names.clone(),
                    given,
                });
                continue;
            }
            let mut ints: Vec<Vec<i64>> = Vec::new();
            for values in given.iter().flatten() {
                let (whole, not): (Vec<&Num>, Vec<&Num>) = values.iter().partition(|n| n.as_i64().is_some());
                if !not.is_empty() {
                    self.unlabeled.push(not.into_iter().cloned().collect());
                }
                ints.push(whole.iter().filter_map(|n| n.as_i64()).collect());
            }
            let mut rows: Vec<Vec<i64>> = vec![vec![]];
            for values in &ints {
                let mut next = Vec::new();
                'grow: for row in &rows {
                    for v in values {
                        if next.len() >= MAX_SHAPES {
                            break 'grow;
                        }
                        let mut r = row.clone();
                        r.push(*v);
                        next.push(r);
                    }
                }
                rows = next;
            }
            // A part whose numbers are none of them whole leaves no rows.
            if rows.is_empty() {
                continue;
            }
            match items.iter_mut().find(|(f, _)| f == field) {
                Some((_, existing)) => existing.extend(rows),
                None => items.push((field.clone(), rows)),
            }
        }
        it.items = items;
    }
}

/// Parses `text` against `vocab`. Never panics; what can't be placed lands in `unlabeled`,
/// `ambiguous`, `words` and `unknown_names`.
pub fn parse(text: &str, vocab: &Vocabulary) -> Intent {
    let lex = Lex::new(vocab);
    let (toks, spans) = tokenize(text, &names_of(vocab));
    let src = Source { text, spans: &spans };
    let mut used = vec![false; toks.len()];
    let mut it = Intent::default();
    let mut budget = Budget(MAX_TOTAL_ITEMS);
    let mut st = State {
        lists: Vec::new(),
        rows: Vec::new(),
        unlabeled: Vec::new(),
        parts: lex.item_parts.iter().map(|(_, ps)| vec![None; ps.len()]).collect(),
        understood: Vec::new(),
        ambiguous: Vec::new(),
        gqa: None,
    };

    settings_pass(&toks, &mut used, &lex, &mut it, &src, &mut st.understood);
    value_words_pass(&toks, &mut used, &lex, &mut it, &src, &mut st.understood);

    let (mut vals, in_value) = number_values(&toks, &used, &mut budget);
    let (labels, mut bindings) = field_words(&toks, &used, &in_value, &lex);

    // Which numbers each field word takes.
    bind_labels(&toks, &used, &labels, &mut vals, &mut bindings);
    for v in vals.iter_mut() {
        if v.left() > 0 {
            bindings.push(Binding {
                resolved: None,
                items: v.take_rest(),
                label: None,
            });
        }
    }
    bindings.sort_by_key(|b| b.span().0);
    for b in bindings {
        let (s, e) = b.span();
        mark(&mut used, s, e);
        st.apply(b, &lex, &src);
    }

    let (free, cjk_left) = names_and_words(&toks, &used, &in_value, &src, &mut it, &mut st);

    st.items(&lex, &mut it);
    it.gqa = st.gqa;
    it.lists = std::mem::take(&mut st.lists);
    it.unlabeled = std::mem::take(&mut st.unlabeled);
    it.ambiguous = std::mem::take(&mut st.ambiguous);
    let (left, driver_at) = match_names(&lex, &free, &cjk_left, &mut it);
    // The mode or dtype word, as a binding of the field that takes it (the caller knows which
    // field that is and how the code spells the value: it rewrites this one).
    if let Some((at, last)) = driver_at {
        let field = if it.mode.is_some() { MODE_FIELD } else { DTYPE_FIELD };
        let words = src.words(at, last + 1);
        let value = it
            .mode
            .clone()
            .map(J::String)
            .unwrap_or_else(|| J::String(words.clone()));
        st.understood.push((
            at,
            Understood {
                field: field.to_string(),
                words,
                value,
            },
        ));
    }
    st.understood.sort_by_key(|(at, _)| *at);
    it.understood = st.understood.into_iter().map(|(_, u)| u).collect();

    it.unlisted_backends = in_backend_lists(&toks, &used, &left, &lex);
    it.unlisted_gpus = at_gpu_places(&toks, &left);
    it.unknown_names = unknown_names(&lex, vocab, &toks, &src, &left, &it);
    it
}

/// Numbers as written together (`1, 4, 16`, `1 到 64 翻倍`, `128x4096`, `[1, 2]`), and the
/// tokens they cover.
fn number_values(toks: &[Tok], used: &[bool], budget: &mut Budget) -> (Vec<Val>, Vec<bool>) {
    let n = toks.len();
    let mut vals: Vec<Val> = Vec::new();
    let mut i = 0;
    while i < n {
        if !used[i] && matches!(toks[i], Tok::Num(_) | Tok::Dims(_) | Tok::Sep('[')) {
            if let Some(v) = parse_value(toks, used, i, budget) {
                i = v.end.max(i + 1);
                if !v.items.is_empty() {
                    vals.push(v);
                }
                continue;
            }
        }
        i += 1;
    }
    let mut in_value = vec![false; n];
    for v in &vals {
        mark(&mut in_value, v.start, v.end);
    }
    (vals, in_value)
}

/// Field words: at each place, the longest phrase that names a field or an item part; a word
/// that is a field and its number at once (`gqa8`) is a binding already.
fn field_words(toks: &[Tok], used: &[bool], in_value: &[bool], lex: &Lex) -> (Vec<Label>, Vec<Binding>) {
    let n = toks.len();
    let free_word = |k: usize| match toks.get(k) {
        Some(Tok::Word(w)) if !used[k] && !in_value[k] => Some(w.as_str()),
        _ => None,
    };
    let mut labels: Vec<Label> = Vec::new();
    let mut bindings: Vec<Binding> = Vec::new();
    let mut i = 0;
    while i < n {
        let Some(w) = free_word(i) else {
            i += 1;
            continue;
        };
        if let Some((aim, num)) = lex.compact(w) {
            bindings.push(Binding {
                resolved: Some(Resolved::One(aim)),
                items: vec![Item {
                    piece: Piece::Nums(vec![num]),
                    start: i,
                    end: i + 1,
                }],
                label: None,
            });
            i += 1;
            continue;
        }
        // The words of a phrase from here: side by side, or joined by `-` (`top-k`).
        let mut at = vec![i];
        while at.len() < MAX_PHRASE_TOKENS {
            let last = at[at.len() - 1];
            let next = if free_word(last + 1).is_some() {
                last + 1
            } else if matches!(toks.get(last + 1), Some(Tok::Sep('-'))) && free_word(last + 2).is_some() {
                last + 2
            } else {
                break;
            };
            at.push(next);
        }
        // The longest phrase that names something, preferring one with the noun of what it names.
        let mut found = None;
        let mut with_noun = None;
        for n in (1..=at.len()).rev() {
            let Some(raw) = at[..n].iter().map(|&k| free_word(k)).collect::<Option<Vec<&str>>>() else {
                continue;
            };
            if let Some(r) = lex.resolve(&raw) {
                let len = at[n - 1] + 1 - i;
                if found.is_none() {
                    found = Some((len, r.clone()));
                }
                if with_noun.is_none() && lex.has_noun(&raw) {
                    with_noun = Some((len, r));
                }
            }
        }
        let found = with_noun.or(found);
        match found {
            Some((len, resolved)) => {
                let prev_end = labels.last().map(|l: &Label| l.end);
                match split_between_numbers(toks, used, in_value, lex, i, len, prev_end) {
                    Some((cut, first, second)) => {
                        labels.push(Label {
                            start: i,
                            end: cut,
                            resolved: first,
                        });
                        labels.push(Label {
                            start: cut,
                            end: i + len,
                            resolved: second,
                        });
                    }
                    None => labels.push(Label {
                        start: i,
                        end: i + len,
                        resolved,
                    }),
                }
                i += len;
            }
            None => i += 1,
        }
    }
    (labels, bindings)
}

/// A phrase of field words with numbers on both sides (`16 heads rope dim 64`) that is two field
/// phrases side by side (`heads` | `rope dim`), each naming one field of its own: where it is
/// cut and what each part names. Taken whole, the phrase would take the numbers after it and
/// leave those before it to no field. Numbers a field word before them takes (`dim 32 kv lora
/// rank 256`: the 32 is the dim's) are no reason to cut.
fn split_between_numbers(
    toks: &[Tok],
    used: &[bool],
    in_value: &[bool],
    lex: &Lex,
    start: usize,
    len: usize,
    prev_label_end: Option<usize>,
) -> Option<(usize, Resolved, Resolved)> {
    let number_before = start
        .checked_sub(1)
        .is_some_and(|b| in_value.get(b).copied().unwrap_or(false));
    let mut value_start = start;
    while value_start > 0 && in_value.get(value_start - 1).copied().unwrap_or(false) {
        value_start -= 1;
    }
    let taken_before = prev_label_end.is_some_and(|e| skip_connectors(toks, used, e) == value_start);
    if taken_before {
        return None;
    }
    let number_after = in_value
        .get(skip_connectors(toks, used, start + len))
        .copied()
        .unwrap_or(false);
    if len < 2 || !number_before || !number_after {
        return None;
    }
    let words = |a: usize, b: usize| -> Option<Vec<&str>> {
        (a..b)
            .map(|k| match toks.get(k) {
                Some(Tok::Word(w)) => Some(w.as_str()),
                _ => None,
            })
            .collect()
    };
    for cut in start + 1..start + len {
        let (Some(a), Some(b)) = (words(start, cut), words(cut, start + len)) else {
            continue;
        };
        if let (Some(Resolved::One(x)), Some(Resolved::One(y))) = (lex.resolve(&a), lex.resolve(&b)) {
            if x != y {
                return Some((cut, Resolved::One(x), Resolved::One(y)));
            }
        }
    }
    None
}

/// Backends and the GPU among the tokens no number or field took (recorded in `it` and
/// understood); the words left for names, and the Chinese ones.
fn names_and_words(
    toks: &[Tok],
    used: &[bool],
    in_value: &[bool],
    src: &Source,
    it: &mut Intent,
    st: &mut State,
) -> (Words, Words) {
    let mut free: Vec<(usize, String)> = Vec::new();
    let mut cjk_left: Vec<(usize, String)> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if used[i] || in_value[i] {
            continue;
        }
        match t {
            // `without halops`, `不要 halops`: named to be left out.
            Tok::Backend(b) if negation_before(toks, used, i).is_some() => {
                if !it.removed_backends.contains(b) {
                    it.removed_backends.push(b.clone());
                }
            }
            Tok::Backend(b) => {
                if !it.backends.contains(b) {
                    it.backends.push(b.clone());
                    st.understood(i, BACKENDS_FIELD.to_string(), src.words(i, i + 1), J::String(b.clone()));
                }
            }
            Tok::Gpu(g) => match &it.gpu {
                None => {
                    it.gpu = Some(g.clone());
                    st.understood(i, GPU_FIELD.to_string(), src.words(i, i + 1), J::String(g.clone()));
                }
                Some(first) if first != g && !it.also_named.contains(g) => it.also_named.push(g.clone()),
                Some(_) => {}
            },
            Tok::Choice(backends) => {
                let w = src.words(i, i + 1);
                if !it.backend_choices.iter().any(|(x, _)| x.eq_ignore_ascii_case(&w)) {
                    it.backend_choices.push((w, backends.clone()));
                }
            }
            Tok::Word(w) => free.push((i, w.clone())),
            Tok::Cjk(s) => cjk_left.push((i, s.clone())),
            Tok::Num(_) | Tok::Dims(_) | Tok::Sep(_) => {}
        }
    }

    (free, cjk_left)
}

/// Which numbers each field word takes. A field word takes the numbers right after it (with
/// `=`, `:`, `is` … between); one with none after it takes the number right before it, which
/// ends the list of the field before that (`batch 1, 2, 32 q heads`: batch 1 and 2). Fields are
/// read from the last, so `64 q heads 8 kv heads` gives the 8 to the kv heads and then the 64
/// to the q heads. Field words side by side (`8 experts max m 4096`) take the numbers before
/// and after them; with numbers on one side only (`32 q heads` where `q` and `heads` are two
/// fields), they are one phrase that names no field, and the numbers are said.
pub(super) fn bind_labels(
    toks: &[Tok],
    used: &[bool],
    labels: &[Label],
    vals: &mut [Val],
    bindings: &mut Vec<Binding>,
) {
    let n = toks.len();
    let mut starting: Vec<Option<usize>> = vec![None; n + 1];
    let mut ending: Vec<Option<usize>> = vec![None; n + 1];
    for (vi, v) in vals.iter().enumerate() {
        if let Some(s) = starting.get_mut(v.start) {
            *s = Some(vi);
        }
        if let Some(e) = ending.get_mut(v.end) {
            *e = Some(vi);
        }
    }
    let after = |l: &Label| starting.get(skip_connectors(toks, used, l.end)).copied().flatten();
    // Values a field word right before them takes (part of) from the front.
    let mut has_field_before = vec![false; vals.len()];
    for l in labels {
        if let Some(v) = after(l) {
            has_field_before[v] = true;
        }
    }
    // Runs of field words side by side.
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for (li, l) in labels.iter().enumerate() {
        match runs.last_mut() {
            Some(r) if labels[r.1 - 1].end == l.start => r.1 = li + 1,
            _ => runs.push((li, li + 1)),
        }
    }
    let take_before = |vals: &mut [Val], v: usize| {
        if has_field_before[v] {
            vals[v].take_last()
        } else {
            vals[v].take_rest()
        }
    };
    for &(a, b) in runs.iter().rev() {
        let (first, last) = (&labels[a], &labels[b - 1]);
        let after_v = after(last).filter(|&v| vals[v].left() > 0);
        let before_v = ending
            .get(first.start)
            .copied()
            .flatten()
            .filter(|&v| vals[v].left() > 0);
        let bind = |resolved: &Resolved, items: Vec<Item>, label: (usize, usize)| Binding {
            resolved: Some(resolved.clone()),
            items,
            label: Some(label),
        };
        if b - a == 1 {
            if let Some(v) = after_v {
                bindings.push(bind(&last.resolved, vals[v].take_rest(), (last.start, last.end)));
            } else if let Some(v) = before_v {
                bindings.push(bind(&first.resolved, take_before(vals, v), (first.start, first.end)));
            }
            continue;
        }
        match (before_v, after_v) {
            (Some(bv), Some(av)) => {
                bindings.push(bind(&last.resolved, vals[av].take_rest(), (last.start, last.end)));
                bindings.push(bind(&first.resolved, take_before(vals, bv), (first.start, first.end)));
            }
            (None, None) => {}
            (bv, av) => {
                let mut aims: Vec<Aim> = Vec::new();
                for l in &labels[a..b] {
                    for aim in l.resolved.aims() {
                        if !aims.contains(&aim) {
                            aims.push(aim);
                        }
                    }
                }
                let items = match (bv, av) {
                    (Some(v), _) => take_before(vals, v),
                    (_, Some(v)) => vals[v].take_rest(),
                    _ => Vec::new(),
                };
                let resolved = match aims.as_slice() {
                    [one] => Resolved::One(*one),
                    _ => Resolved::Several(aims),
                };
                bindings.push(bind(&resolved, items, (first.start, last.end)));
            }
        }
    }
}
/// A field the sentence sets by other means (the driver, backends, the GPU, batch sizes).
pub(super) fn set_by_other_means(field: &str) -> bool {
    DRIVER_FIELDS.contains(&field)
        || [
            BACKENDS_FIELD,
            SCENARIO_FIELD,
            GPU_FIELD,
            BATCH_SIZES_FIELD,
            BATCH_SIZE_FIELD,
        ]
        .contains(&field)
}

/// The field whose name starts at token `i` (`causal`, `use_cuda_graph`, `use cuda graph`):
/// its index in `lex.fields` and the token after it. The longest name wins.
pub(super) fn field_at(toks: &[Tok], used: &[bool], i: usize, lex: &Lex) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    for (fi, (_, l)) in lex.fields.iter().enumerate() {
        if set_by_other_means(l) {
            continue;
        }
        let parts: Vec<&str> = l.split('_').filter(|p| !p.is_empty()).collect();
        let spelled = |parts: &[&str]| {
            parts.iter().enumerate().all(|(k, p)| {
                !used.get(i + k).copied().unwrap_or(true) && matches!(toks.get(i + k), Some(Tok::Word(w)) if w == p)
            })
        };
        let end = if matches!(&toks[i], Tok::Word(w) if w == l) {
            i + 1
        } else if parts.len() >= 2 && spelled(&parts) {
            i + parts.len()
        } else if parts.len() >= 3 && lex.flags.contains(l) && spelled(&parts[1..]) {
            // A switch without its leading verb: `cuda graph` for `use_cuda_graph`.
            i + parts.len() - 1
        } else {
            continue;
        };
        if best.is_none_or(|(_, e)| end > e) {
            best = Some((fi, end));
        }
    }
    best
}

/// Words (and hyphens between them) from `j`: `per-tensor`, `per_tensor`. Returns the word and
/// the token after it.
pub(super) fn hyphenated(toks: &[Tok], used: &[bool], j: usize) -> Option<(String, usize)> {
    let Some(Tok::Word(w)) = toks.get(j) else { return None };
    if used[j] {
        return None;
    }
    let mut out = w.clone();
    let mut k = j + 1;
    while let (Some(Tok::Sep('-')), Some(Tok::Word(next))) = (toks.get(k), toks.get(k + 1)) {
        if used[k + 1] {
            break;
        }
        out.push('-');
        out.push_str(next);
        k += 2;
    }
    Some((out, k))
}
