//! The numbers of a sentence read without the intent parser, and the numbers of a JSON value:
//! what the intent tables compare `new`'s bindings with.

use serde_json::Value as J;

/// Every number a JSON value holds, depth first.
pub fn json_numbers(v: &J, out: &mut Vec<f64>) {
    match v {
        J::Number(n) => out.extend(n.as_f64()),
        J::Array(a) => a.iter().for_each(|x| json_numbers(x, out)),
        J::Object(m) => m.values().for_each(|x| json_numbers(x, out)),
        _ => {}
    }
}

/// The numbers of a sentence, read without the parser: digits not inside a word (`h100`,
/// `fp8`, `w8a8`), with a fraction or an exponent, scaled by `k`/`K`/`Ki` (1024) or `万`
/// (10,000); `AxBxC` and `A×B×C` are three numbers.
pub fn numbers_in(text: &str) -> Vec<f64> {
    let c: Vec<char> = text.chars().collect();
    let digits = |mut i: usize| {
        while i < c.len() && c[i].is_ascii_digit() {
            i += 1;
        }
        i
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let prev = i.checked_sub(1).map(|p| c[p]);
        let in_dims = matches!(prev, Some('x' | '×')) && i >= 2 && c[i - 2].is_ascii_digit();
        if !c[i].is_ascii_digit() || (!in_dims && prev.is_some_and(|p| p.is_ascii_alphanumeric() || p == '_')) {
            i += 1;
            continue;
        }
        let s = i;
        i = digits(i);
        if c.get(i) == Some(&'.') && c.get(i + 1).is_some_and(|d| d.is_ascii_digit()) {
            i = digits(i + 1);
        }
        if c.get(i) == Some(&'e') && matches!(c.get(i + 1), Some('-' | '+')) {
            i = digits(i + 2);
        }
        let mut v: f64 = c[s..i].iter().collect::<String>().parse().expect("a number");
        match (c.get(i), c.get(i + 1)) {
            (Some('k' | 'K'), Some('i')) => v *= 1024.0,
            (Some('k' | 'K'), next) if !next.is_some_and(|n| n.is_ascii_alphanumeric()) => v *= 1024.0,
            (Some('万'), _) => v *= 10_000.0,
            _ => {}
        }
        out.push(v);
    }
    out
}
