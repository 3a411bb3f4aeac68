//! Arbitrary text → the Python module parser (and its line index). Syntax errors are recorded,
//! never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    let m = gen_config::parse::python::PyModule::parse(
        "kernel/fuzz/scenarios/fuzzed.py".to_string(),
        "kernel.fuzz.scenarios.fuzzed".to_string(),
        false,
        text,
    );
    if let Some(e) = &m.error {
        assert!(e.line >= 1, "syntax error line is 1-based");
    }
    for s in &m.body {
        let _ = m.line_of(s);
    }
});
