//! Parsing: the harness's Python (through Ruff's parser) and config YAML (with positions), into
//! the config values both share ([`data::Data`]).

pub mod data;
mod mangle;
pub mod python;
pub mod yaml;
