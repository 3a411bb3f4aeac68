//! What a path decides: the side of a branch on an unknown condition (from the script, or the
//! side no run of the exploration has taken), and what it found out about config fields (a value
//! a field has, values it has not), so that lookups on the same field agree.

use super::*;

impl<'a> Interp<'a> {
    /// Decide an unknown condition: in a probe, from the script or by default `false` (recorded);
    /// in a check, `None`.
    pub(super) fn decide<T>(&mut self, site: &T, v: &Value<'a>) -> R<'a, Option<bool>> {
        self.decide_key(site as *const T as usize, v.taint | v.inexact_bits())
    }

    pub(super) fn decide_key(&mut self, key: usize, taint: Taint) -> R<'a, Option<bool>> {
        // Only a condition computed from config fields is worth exploring both ways; one on a
        // run-time value (a tensor, a device query) takes the branch that doesn't raise.
        // Nor is one on an inexact value: which side it takes is not the field's to say.
        if self.mode == Mode::Check || taint & FIELD_BITS == 0 || is_inexact(taint) {
            return Ok(None);
        }
        if let Some(&(_, choice)) = self.path.sites.iter().find(|(k, _)| *k == key) {
            return Ok(Some(choice));
        }
        let i = self.events.trace.len();
        if i >= self.budget.limits.max_decisions {
            return Err(self.stop("too many undecidable branches on one path"));
        }
        // Past the script, take the side of this branch no run of the exploration has taken
        // yet (the usual side first): one run then covers many new sides at once.
        let choice = match self.path.script.get(i) {
            Some(&c) => c,
            None => self.explored.covered.contains(&(key, false)) && !self.explored.covered.contains(&(key, true)),
        };
        self.explored.covered.insert((key, choice));
        self.events.trace.push((key, choice));
        self.path.sites.push((key, choice));
        Ok(Some(choice))
    }

    /// In a probe, a lookup with an unknown key taken from a config field tries each key in turn
    /// (one decision per key), so the code behind each entry is explored.
    pub fn choose_entry(&mut self, d: &Rc<RefCell<Dict<'a>>>, key: &Value<'a>) -> R<'a, Option<Value<'a>>> {
        let Some(field) = key.origin else { return Ok(None) };
        if self.mode != Mode::Probe || key.taint & FIELD_BITS == 0 || key.inexact_bits() != 0 {
            return Ok(None);
        }
        let entries: Vec<(Value<'a>, Value<'a>)> =
            d.borrow().entries.iter().map(|e| (e.0.clone(), e.1.clone())).collect();
        let base = (1usize << 62) | ((self.cur.module as usize) << 40) | ((self.cur.offset as usize) << 8);
        for (i, (k, v)) in entries.into_iter().enumerate().take(64) {
            if self.is_excluded(field, &k) {
                continue;
            }
            let taken = self.decide_key(base | i, key.taint)?;
            self.remember(field, k, taken);
            if taken == Some(true) {
                return Ok(Some(v));
            }
        }
        Ok(None)
    }

    /// Whether this path has found its config field `key` to be none of the keys of `d` (every
    /// one excluded, `d` known exactly): a lookup there misses.
    pub fn excluded_from(&self, d: &Rc<RefCell<Dict<'a>>>, key: &Value<'a>) -> bool {
        let Some(field) = key.origin else { return false };
        let d = d.borrow();
        d.inexact == 0
            && !d.entries.is_empty()
            && !d.has_unknown_key()
            && d.entries.iter().all(|(k, _, _)| self.is_excluded(field, k))
    }

    pub(super) fn is_excluded(&self, field: u16, v: &Value<'a>) -> bool {
        self.path
            .excluded
            .iter()
            .any(|(f, x)| *f == field && py_eq(x, v) == Some(true))
    }

    /// A config field's unknown value, as this path has decided it (`mode` found to be "bf16" by
    /// an earlier lookup or comparison); other values as they are.
    pub fn resolve(&self, v: &Value<'a>) -> Option<Value<'a>> {
        let field = v.origin?;
        if !v.is_unknown() {
            return None;
        }
        let (_, known) = self.path.known.iter().find(|(f, _)| *f == field)?;
        let mut out = known.clone();
        out.taint = v.taint;
        out.origin = v.origin;
        Some(out)
    }

    /// `field == constant` on an unknown field value, in a probe: decided here, and remembered,
    /// so that later lookups and comparisons on the same field agree with it.
    pub(super) fn decide_equal(
        &mut self,
        site: usize,
        field_value: &Value<'a>,
        constant: &Value<'a>,
    ) -> R<'a, Option<bool>> {
        let Some(field) = field_value.origin else {
            return Ok(None);
        };
        if !field_value.is_unknown()
            || is_inexact(field_value.taint | constant.taint)
            || !matches!(constant.kind, V::Str(_) | V::Int(_) | V::Bool(_) | V::None)
            || self.mode != Mode::Probe
        {
            return Ok(None);
        }
        if self.is_excluded(field, constant) {
            return Ok(Some(false));
        }
        let eq = self.decide_key(site, field_value.taint | constant.taint)?;
        self.remember(field, constant.clone(), eq);
        Ok(eq)
    }

    /// Keep what this path decided about `field` being `v`: it is (known), it is not (excluded).
    pub(super) fn remember(&mut self, field: u16, v: Value<'a>, decided: Option<bool>) {
        match decided {
            Some(true) => self.path.known.push((field, v)),
            Some(false) => self.path.excluded.push((field, v)),
            None => {}
        }
    }
}
