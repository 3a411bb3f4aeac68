//! `gen-config`: the binary. Parses arguments, runs the command on a thread with a large stack
//! (deeply nested input must end as an error, never as a stack overflow), and exits with the
//! contract's code: 0 done, 1 done with errors, 2 could not do the job.

mod cli;

use std::process::ExitCode;

/// The evaluator and parsers recurse on nested input; give them room.
const STACK_BYTES: usize = 256 * 1024 * 1024;

/// glibc grows each thread's heap 128 KiB at a time, one `mprotect` each: a few hundred system
/// calls for a small harness. Grow it in larger steps (memory is still only touched as used).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn tune_allocator() {
    const M_TOP_PAD: i32 = -2;
    extern "C" {
        fn mallopt(param: i32, value: i32) -> i32;
    }
    // SAFETY: `mallopt` only sets an allocator parameter; it is called before any other thread.
    unsafe {
        mallopt(M_TOP_PAD, 16 << 20);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn tune_allocator() {}

fn main() -> ExitCode {
    tune_allocator();
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
