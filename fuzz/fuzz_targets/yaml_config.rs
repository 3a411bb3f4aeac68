//! Arbitrary bytes → the config YAML parser, judging tags as PyYAML's safe loader does or not at
//! all (the input's length picks). Any `Err` is fine; a panic or a hang is a bug.
#![no_main]

use gen_config::parse::yaml::{parse_config_with, Tags};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let tags = if data.len() % 2 == 0 { Tags::SafeOnly } else { Tags::Any };
    let _ = parse_config_with(&text, tags);
});
