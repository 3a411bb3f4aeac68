//! The written form of a proposal: its YAML (in the template's list style, `# inferred` marks
//! on the values the user did not give) and its file name (in the style of the folder's names).

use super::{data_text, short_word, Existing, Slot};
use crate::check::node_text;
use crate::eval::Data;
use crate::model::Scenario;
use crate::parse::yaml::{parse_node, Node};
use crate::seed::INFERRED_MARK;

/// A file stem in the style of the existing names: the template's name with its dtype/mode and
/// gqa parts replaced by this config's.
pub(super) fn file_stem(
    sc: &Scenario,
    slots: &[Slot],
    template: Option<&Existing>,
    driver: Option<&str>,
    q: Option<&str>,
    kv: Option<&str>,
) -> String {
    let get = |n: Option<&str>| {
        n.and_then(|n| slots.iter().find(|s| s.name == n))
            .map(|s| data_text(&s.value))
    };
    let new_driver = get(driver).map(|v| short_word(&v));
    let gqa = match (
        get(q).and_then(|v| v.parse::<i64>().ok()),
        get(kv).and_then(|v| v.parse::<i64>().ok()),
    ) {
        (Some(a), Some(b)) if b > 0 && a % b == 0 => Some(a / b),
        _ => None,
    };
    if let Some(t) = template.filter(|t| t.scenario() == Some(sc.name.as_str())) {
        let old_driver = driver
            .and_then(|d| t.doc.get(d))
            .map(|e| short_word(&node_text(&e.value.node)));
        let mut stem = t.stem.clone();
        if let (Some(o), Some(n)) = (&old_driver, &new_driver) {
            if stem.contains(o.as_str()) {
                stem = stem.replacen(o.as_str(), n, 1);
            } else {
                stem = format!("{stem}_{n}");
            }
        }
        if let Some(g) = gqa {
            let word = crate::intent::HEAD_RATIO;
            if let Some(i) = stem.find(word) {
                let at = i + word.len();
                let digits = stem[at..].chars().take_while(|c| c.is_ascii_digit()).count();
                stem.replace_range(at..at + digits, &g.to_string());
            }
        }
        return stem;
    }
    let mut parts = vec![sc.name.clone()];
    if let Some(g) = gqa {
        parts.push(format!("{}{g}", crate::intent::HEAD_RATIO));
    }
    if let Some(d) = new_driver {
        parts.push(d);
    }
    parts.join("_")
}

/// A value in YAML flow style, as a config line and `--set` write it.
pub(super) fn flow(d: &Data) -> String {
    scalar_yaml(d)
}

/// A float as YAML 1.1 (PyYAML's loader) reads back as that float: Python's `repr`, with a `.0`
/// in a mantissa without a point (`1e-05` is a string there, `1.0e-05` a float), and `.inf`,
/// `-.inf`, `.nan`.
fn yaml_float(f: f64) -> String {
    if f.is_nan() {
        return ".nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { ".inf" } else { "-.inf" }.into();
    }
    let text = crate::eval::pyformat::float_repr(f);
    match text.split_once('e') {
        Some((mantissa, exp)) if !mantissa.contains('.') => format!("{mantissa}.0e{exp}"),
        _ => text,
    }
}

fn scalar_yaml(d: &Data) -> String {
    match d {
        Data::Null => "null".into(),
        Data::Bool(b) => if *b { "true" } else { "false" }.into(),
        Data::Int(i) => i.to_string(),
        Data::Float(f) => yaml_float(*f),
        Data::Str(s) => quote_if_needed(s),
        Data::List(items) => format!("[{}]", items.iter().map(scalar_yaml).collect::<Vec<_>>().join(", ")),
        Data::Map(m) => format!(
            "{{{}}}",
            m.iter()
                .map(|(k, v)| format!("{}: {}", quote_if_needed(k), scalar_yaml(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Quote a string that PyYAML would otherwise read as something else.
fn quote_if_needed(s: &str) -> String {
    let plain_ok = !s.is_empty()
        && parse_node(s)
            .ok()
            .flatten()
            .is_some_and(|n| n.node == Node::Str(s.to_string()))
        && !s.contains(": ")
        && !s.contains(" #")
        && !s.starts_with([
            '[', '{', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`', '#', ',', '?', '-',
        ])
        && !s.ends_with(':');
    if plain_ok {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "''"))
    }
}

pub(super) fn emit_yaml(slots: &[Slot], template: Option<&Existing>, marks: bool) -> String {
    let block_style = |field: &str| -> Option<bool> {
        let e = template?.doc.get(field)?;
        match &e.value.node {
            Node::Seq(_) => Some(!e.value.flow),
            _ => None,
        }
    };
    let mut out = String::new();
    for s in slots {
        let mark = if s.inferred && marks {
            format!("  {INFERRED_MARK}")
        } else {
            String::new()
        };
        match &s.value {
            Data::List(items) if !items.is_empty() => {
                let nested = items.iter().any(|i| matches!(i, Data::List(_) | Data::Map(_)));
                let all_str = items.iter().all(|i| matches!(i, Data::Str(_)));
                let block = block_style(&s.name).unwrap_or(nested || all_str);
                if block {
                    out.push_str(&format!("{}:{mark}\n", s.name));
                    for i in items {
                        out.push_str(&format!("  - {}\n", scalar_yaml(i)));
                    }
                } else {
                    out.push_str(&format!("{}: {}{mark}\n", s.name, scalar_yaml(&s.value)));
                }
            }
            v => out.push_str(&format!("{}: {}{mark}\n", s.name, scalar_yaml(v))),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::yaml_float;

    #[test]
    fn a_float_is_written_as_pyyaml_reads_back_that_float() {
        // What PyYAML's safe_load reads each of these as (checked with PyYAML 6.0.3): a float.
        for (f, want) in [
            (1e-5, "1.0e-05"),
            (1e16, "1.0e+16"),
            (1.5e300, "1.5e+300"),
            (0.0001, "0.0001"),
            (2.5, "2.5"),
            (3.0, "3.0"),
            (f64::INFINITY, ".inf"),
            (f64::NEG_INFINITY, "-.inf"),
            (f64::NAN, ".nan"),
        ] {
            assert_eq!(yaml_float(f), want, "{f}");
        }
    }
}
