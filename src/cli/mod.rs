//! The command line: arguments in, the terminal and the exit code out. The only layer that prints.

/// Print to stdout, ignoring a closed pipe (`gen-config schema | head` must not panic).
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($arg)*);
    }};
}

/// [`out!`] with a newline.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

/// Print one JSON document and a newline on stdout, written at once (a large document formatted
/// piecewise into the line-buffered stdout costs thousands of small writes).
pub fn print_json(doc: &serde_json::Value) {
    use std::io::Write as _;
    let mut buf = doc.to_string().into_bytes();
    buf.push(b'\n');
    let _ = std::io::stdout().lock().write_all(&buf);
}

/// Exit codes (the contract's): done; done, with errors in a config; could not do the job.
pub const EXIT_OK: u8 = 0;
pub const EXIT_INVALID: u8 = 1;
pub const EXIT_FAIL: u8 = 2;

/// Is a person at the terminal (prompts allowed)? Not with `--json`, a pipe on either side of
/// the conversation, or `CI` set.
pub fn interactive(json: bool) -> bool {
    use std::io::IsTerminal as _;
    !json && std::io::stdin().is_terminal() && std::io::stderr().is_terminal() && std::env::var_os("CI").is_none()
}

pub mod args;
pub mod commands;
pub mod completions;
pub mod docs;
pub mod formats;
pub mod json_schema;
pub mod lsp;
pub mod mcp;
pub mod new;
pub mod timings;
