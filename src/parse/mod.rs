//! Parsing: the harness's Python (through Ruff's parser) and config YAML (with positions).

pub mod python;
pub mod yaml;
