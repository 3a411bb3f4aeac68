//! A config's values as the harness's loader gives them to its code (PyYAML's `safe_load`: null,
//! bools, ints, floats, strings, lists, mappings): what YAML is read into, what the evaluator
//! runs a config with, and what the JSON output shows.

/// A config value, as the harness's code receives it.
#[derive(Clone, Debug, PartialEq)]
pub enum Data {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    List(Vec<Data>),
    Map(Vec<(String, Data)>),
}

impl Data {
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::Value as J;
        match self {
            Data::Null => J::Null,
            Data::Bool(b) => J::Bool(*b),
            Data::Int(i) => J::from(*i),
            Data::Float(f) => serde_json::Number::from_f64(*f).map(J::Number).unwrap_or(J::Null),
            Data::Str(s) => J::String(s.clone()),
            Data::List(l) => J::Array(l.iter().map(Data::to_json).collect()),
            Data::Map(m) => J::Object(m.iter().map(|(k, v)| (k.clone(), v.to_json())).collect()),
        }
    }

    pub fn from_json(j: &serde_json::Value) -> Data {
        use serde_json::Value as J;
        match j {
            J::Null => Data::Null,
            J::Bool(b) => Data::Bool(*b),
            J::Number(n) => match n.as_i64() {
                Some(i) => Data::Int(i),
                None => Data::Float(n.as_f64().unwrap_or(0.0)),
            },
            J::String(s) => Data::Str(s.clone()),
            J::Array(a) => Data::List(a.iter().map(Data::from_json).collect()),
            J::Object(o) => Data::Map(o.iter().map(|(k, v)| (k.clone(), Data::from_json(v))).collect()),
        }
    }
}
