//! gen-config: read a HALOps benchmark harness's Python, statically, and from it describe
//! (`schema`), judge (`check`) and write (`new`) benchmark configs.
//!
//! The pipeline, one module per stage: [`discover`] the harness → [`parse`] Python and YAML →
//! [`eval`] the harness's code → [`model`] what it says (fields, backends, constraints) →
//! [`check`] configs against it → [`generate`] new ones from an intent → [`render`] for people
//! and for JSON. The core never prints; the binary (`src/main.rs`) owns the terminal.

/// A JSON object from `"key": value` pairs, each value turned into JSON with
/// `serde_json::Value::from` and moved in. (`serde_json::json!` serializes each value it is given
/// anew: a nested document is deep-copied once per level, ~0.35 s for a 1,000-scenario schema.)
macro_rules! obj {
    ({ $($k:literal : $v:expr),* $(,)? }) => {{
        let mut m = serde_json::Map::new();
        $( m.insert($k.to_string(), serde_json::Value::from($v)); )*
        serde_json::Value::Object(m)
    }};
}

pub mod check;
pub mod diag;
pub mod discover;
pub mod docs;
pub mod eval;
pub mod generate;
pub mod intent;
pub mod lang;
pub mod model;
pub mod par;
pub mod parse;
pub mod render;
pub mod seed;
pub mod smoke;
