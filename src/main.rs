//! `gen-config`: the binary. Parses arguments, runs the command on a thread with a large stack
//! (deeply nested input must end as an error, never as a stack overflow), and exits with the
//! contract's code: 0 done, 1 done with errors, 2 could not do the job.

mod cli;

use std::process::ExitCode;

/// The evaluator and parsers recurse on nested input; give them room.
const STACK_BYTES: usize = 256 * 1024 * 1024;

/// The evaluator allocates and frees many small values (scopes, argument lists, strings) across
/// threads; mimalloc does this with less work than the system allocator (measured: `schema` of
/// 1,000 scenarios ~10% less CPU, `check` ~5%).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    // A bug must still end as the contract says: one line, exit 2 — whether panics unwind (tests)
    // or abort (the release build, which is faster without unwinding paths).
    std::panic::set_hook(Box::new(|info| {
        let what = info.to_string().replace('\n', " ");
        eprintln!("error: internal failure (this is a bug in gen-config): {what}");
        std::process::exit(2);
    }));
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let args = match cli::args::parse(&argv) {
        Ok(a) => a,
        Err(e) => {
            // Even a usage error keeps the promise of one JSON document on stdout.
            if argv.iter().any(|a| a == "--json") {
                use std::io::Write as _;
                let _ = writeln!(std::io::stdout(), "{}", serde_json::json!({ "error": e }));
            }
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let worker = std::thread::Builder::new()
        .stack_size(STACK_BYTES)
        .spawn(move || cli::commands::run(args));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => {
            eprintln!("error: internal failure (this is a bug in gen-config)");
            ExitCode::from(2)
        }
    }
}
