//! Arbitrary bytes → the config YAML parser. Any `Err` is fine; a panic or a hang is a bug.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = gen_config::parse::yaml::parse_config(&text);
});
