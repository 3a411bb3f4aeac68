//! `gen-config`: the binary. Parses arguments, runs the command on a thread with a large stack
//! (deeply nested input must end as an error, never as a stack overflow), and exits with the
//! contract's code: 0 done, 1 done with errors, 2 could not do the job.

mod cli;

use std::process::ExitCode;

/// The evaluator and parsers recurse on nested input; give them room.
const STACK_BYTES: usize = gen_config::par::WORKER_STACK;

/// The evaluator allocates and frees many small values (scopes, argument lists, strings) across
/// threads; mimalloc does this with less work than the system allocator (measured: `schema` of
/// 1,000 scenarios ~10% less CPU, `check` ~5%). Its blocks are always aligned to the machine
/// word, so an allocation that needs no more is asked for as a plain block: mimalloc's aligned
/// entry points take a slower path, and over-allocate for blocks over 1 KiB (measured: `check`
/// ~4% fewer instructions).
struct MiMalloc;

const WORD: usize = std::mem::align_of::<usize>();

// SAFETY: every pointer comes from mimalloc, with at least the layout's alignment (a plain block
// only where the alignment is at most the word, which every mimalloc block has), and goes back to
// it; mimalloc is thread-safe.
unsafe impl std::alloc::GlobalAlloc for MiMalloc {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        use libmimalloc_sys as mi;
        // SAFETY: plain calls into mimalloc with a non-zero size (GlobalAlloc's contract).
        unsafe {
            if layout.align() <= WORD {
                mi::mi_malloc(layout.size()).cast()
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        use libmimalloc_sys as mi;
        // SAFETY: as in `alloc`.
        unsafe {
            if layout.align() <= WORD {
                mi::mi_zalloc(layout.size()).cast()
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, _layout: std::alloc::Layout) {
        // SAFETY: `ptr` came from mimalloc (`alloc`, `alloc_zeroed` or `realloc` here).
        unsafe { libmimalloc_sys::mi_free(ptr.cast()) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        use libmimalloc_sys as mi;
        // SAFETY: `ptr` came from mimalloc; the new block keeps the layout's alignment.
        unsafe {
            if layout.align() <= WORD {
                mi::mi_realloc(ptr.cast(), new_size).cast()
            } else {
                mi::mi_realloc_aligned(ptr.cast(), new_size, layout.align()).cast()
            }
        }
    }
}

#[global_allocator]
static GLOBAL: MiMalloc = MiMalloc;

unsafe extern "C" {
    fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
}

/// `mi_option_purge_delay` in mimalloc v3's `mi_option_e`, as libmimalloc-sys =0.1.49 bundles it
/// (Cargo.toml pins that version: the crate names no constant for it).
const MI_OPTION_PURGE_DELAY: std::ffi::c_int = 15;

/// No transparent huge pages for this process (Linux; `PR_SET_THP_DISABLE` of `prctl(2)`).
#[cfg(target_os = "linux")]
fn no_huge_pages() {
    use std::ffi::{c_int, c_ulong};
    unsafe extern "C" {
        fn prctl(option: c_int, ...) -> c_int;
    }
    const PR_SET_THP_DISABLE: c_int = 41;
    // SAFETY: `prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0)` sets the process's flag and nothing else;
    // its result is not needed (where it fails, the run is only slower).
    unsafe {
        prctl(
            PR_SET_THP_DISABLE,
            1 as c_ulong,
            0 as c_ulong,
            0 as c_ulong,
            0 as c_ulong,
        )
    };
}
#[cfg(not(target_os = "linux"))]
fn no_huge_pages() {}

fn main() -> ExitCode {
    // A run is short and its memory is reused at once: giving freed pages back to the OS (after
    // mimalloc's purge delay) only to fault them in again costs system time (measured on a
    // `check` of 10,000 configs: page faults 7,000 -> 420, ~3% less CPU).
    // SAFETY: sets one of mimalloc's options; any value is valid for it.
    unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) };
    // Nor are transparent huge pages worth it. mimalloc asks for them on its arenas, and where
    // the system gives them on request each first touch of a 2 MiB page has the kernel clear all
    // of it (measured on the same check: system time 3.0 s -> 0.3 s, wall 4.7 s -> 3.1 s).
    // mimalloc's own option is read when it starts, before `main`: the process's flag is set
    // instead, which the kernel reads at each page fault.
    no_huge_pages();
    // A bug must still end as the contract says: one line, exit 2 — whether panics unwind (tests)
    // or abort (the release build, which is faster without unwinding paths).
    std::panic::set_hook(Box::new(|info| {
        let what = info.to_string().replace('\n', " ");
        eprintln!("error: internal failure (this is a bug in gen-config): {what}");
        std::process::exit(2);
    }));
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let args = match cli::args::parse(&argv) {
        Ok(cli::args::Parsed::Run(a)) => a,
        Ok(cli::args::Parsed::Print(text)) => {
            use std::io::Write as _;
            let _ = write!(std::io::stdout(), "{}", text.trim_end_matches('\n').to_string() + "\n");
            return ExitCode::SUCCESS;
        }
        Err(cli::args::UsageError(e)) => {
            // Even a usage error keeps the promise of one JSON document on stdout, in the shape of
            // the command's own.
            if argv.iter().any(|a| a == "--json") {
                let command = argv.iter().find_map(|a| cli::commands::Kind::named(a));
                cli::print_json(&cli::commands::failure_json(command, &e));
            }
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let worker = std::thread::Builder::new().stack_size(STACK_BYTES).spawn(move || {
        gen_config::par::roomy_thread();
        cli::commands::run(args)
    });
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => {
            eprintln!("error: internal failure (this is a bug in gen-config)");
            ExitCode::from(2)
        }
    }
}
