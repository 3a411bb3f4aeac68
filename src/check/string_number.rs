//! A number the YAML holds as a string (`"64"`, or `1e3`, which PyYAML's YAML 1.1 reads as a
//! string): where the harness's code fails on it with a `TypeError`, the field to blame is the one
//! holding that string (not another field the failing expression also used), the caret is on it,
//! and the help says how to write the number.
//!
//! Why: `batch * seq_len` with `seq_lens: [1024, 1e3]` fails as `can't multiply sequence by
//! non-int of type 'str'`, which blames nothing a person can see; the value to change is `1e3`.
//!
//! Example: `seq_lens: [1024, 1e3]` is `bad-type` on `seq_lens` at `1e3`, help "`1e3` is a string
//! to PyYAML (…); write `1000` or `1.0e+3`"; `num_q_heads: "64"` has help "write `64` without
//! quotes"; and a whole number written as a float where the code needs an int (`num_q_heads:
//! 32.0` as a torch size) has help "write `32`".

use super::*;

/// How a string the config holds reads as a number: quoted (`"64"`, which unquoted is a number
/// to PyYAML too), or a spelling Python's `float()` reads and PyYAML does not (`1e3`).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Spelled {
    Quoted,
    NotYaml(f64),
}

/// Whether `s` is a number held as a string, and how.
fn spelled(s: &str) -> Option<Spelled> {
    match unquoted(s) {
        Node::Int(_) | Node::Float(_) => return Some(Spelled::Quoted),
        Node::Str(_) => {}
        _ => return None,
    }
    // What Python's `float()` reads: digits, an optional dot, an exponent (no words: `inf`,
    // `nan`, which YAML spells `.inf`).
    let t = s.trim();
    let body = t.strip_prefix(['-', '+']).unwrap_or(t);
    let numeric = !body.is_empty()
        && body
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '-' | '+' | '_'))
        && body.starts_with(|c: char| c.is_ascii_digit() || c == '.');
    if !numeric {
        return None;
    }
    t.replace('_', "")
        .parse::<f64>()
        .ok()
        .filter(|f| f.is_finite())
        .map(Spelled::NotYaml)
}

/// The field that holds a number as a string at this finding's sweep point, among the fields the
/// failing operation was computed from: the coordinate of the point that is such a string, else a
/// field the config sets to one. Only for a `TypeError` (what such a string causes).
pub(super) fn blame<'f>(f: &'f Finding, doc: &ConfigDoc, point: &[(String, J)]) -> Option<&'f str> {
    if !matches!(&f.kind, FindingKind::Error(c) if c == "TypeError") {
        return None;
    }
    let fields = || f.fields.iter().filter(|x| doc.get(x).is_some());
    let in_point = fields().find(|x| {
        point
            .iter()
            .any(|(k, v)| k == *x && v.as_str().is_some_and(|s| spelled(s).is_some()))
    });
    in_point
        .or_else(|| {
            fields().find(|x| matches!(doc.get(x).map(|e| &e.value.node), Some(Node::Str(s)) if spelled(s).is_some()))
        })
        .map(String::as_str)
}

/// The help for a `bad-type` on `field` whose value at the point (or in the config) is a number
/// held as a string (how to write it so PyYAML reads a number), or a whole number written as a
/// float.
pub(super) fn help(doc: &ConfigDoc, field: &str, point: &[(String, J)]) -> Option<String> {
    let at_point = point.iter().find(|(k, _)| k == field).map(|(_, v)| v.clone());
    let given = at_point.or_else(|| match doc.get(field).map(|e| &e.value.node) {
        Some(n @ (Node::Str(_) | Node::Float(_))) => Some(n.to_data().to_json()),
        _ => None,
    })?;
    if let Some(f) = given
        .as_f64()
        .filter(|f| given.is_f64() && f.fract() == 0.0 && f.abs() < 1e15)
    {
        return Some(say!(
            lang(),
            "`{given}` is a float where the code needs an int; write `{}`",
            "`{given}` 是浮点数，而代码这里需要整数；写成 `{}`",
            f as i64
        ));
    }
    let value = given.as_str()?.to_string();
    Some(match spelled(&value)? {
        Spelled::Quoted => say!(
            lang(),
            "`\"{value}\"` is quoted, so it is a string; write `{value}` without quotes",
            "`\"{value}\"` 带引号，所以是字符串；去掉引号写成 `{value}`"
        ),
        Spelled::NotYaml(n) => {
            let plain = plain_number(n);
            let yaml = yaml_float(n);
            say!(
                lang(),
                "`{value}` is a string to PyYAML (a YAML 1.1 float needs a dot and a signed exponent); write `{plain}` or `{yaml}`",
                "`{value}` 在 PyYAML 看来是字符串（YAML 1.1 的浮点数要有小数点和带符号的指数）；写成 `{plain}` 或 `{yaml}`"
            )
        }
    })
}

/// `1000` for 1000.0, `0.0025` for 0.0025: the number as it is written without an exponent.
fn plain_number(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{}", n as i64)
    } else {
        format!("{n}")
    }
}

/// The spelling PyYAML reads as a float: a dot in the mantissa and a signed exponent (`1.0e+3`,
/// `2.5e-3`).
fn yaml_float(n: f64) -> String {
    let s = format!("{n:e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let mantissa = if mantissa.contains('.') {
        mantissa.to_string()
    } else {
        format!("{mantissa}.0")
    };
    let exp = if exp.starts_with('-') {
        exp.to_string()
    } else {
        format!("+{exp}")
    };
    format!("{mantissa}e{exp}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_held_as_strings_are_told_from_words() {
        assert_eq!(spelled("64"), Some(Spelled::Quoted));
        assert_eq!(spelled("1.5"), Some(Spelled::Quoted));
        assert_eq!(spelled("1e3"), Some(Spelled::NotYaml(1000.0)));
        assert_eq!(spelled("1.0e3"), Some(Spelled::NotYaml(1000.0)));
        assert_eq!(spelled("25E-4"), Some(Spelled::NotYaml(0.0025)));
        // PyYAML reads `2.5E-3` as a float: quoted, it was a number.
        assert_eq!(spelled("2.5E-3"), Some(Spelled::Quoted));
        for word in ["bfloat16", "inf", "nan", "e3", "fp8", "", "1e", "w4a4-nvfp4"] {
            assert_eq!(spelled(word), None, "{word}");
        }
    }

    #[test]
    fn the_suggested_spellings_are_numbers_to_pyyaml() {
        for (n, plain, yaml) in [
            (1000.0, "1000", "1.0e+3"),
            (0.0025, "0.0025", "2.5e-3"),
            (1.5e10, "15000000000", "1.5e+10"),
        ] {
            assert_eq!(plain_number(n), plain);
            assert_eq!(yaml_float(n), yaml);
            // PyYAML's resolver (as the tool reads YAML) takes both as the number.
            assert!(matches!(unquoted(plain), Node::Int(_) | Node::Float(_)), "{plain}");
            assert_eq!(unquoted(yaml), Node::Float(n), "{yaml}");
        }
    }
}
