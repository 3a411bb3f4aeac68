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

pub mod args;
pub mod commands;
pub mod formats;
pub mod json_schema;
pub mod mcp;
pub mod new;
pub mod timings;
