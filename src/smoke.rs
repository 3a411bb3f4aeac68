//! The smoke run: `python benchmark.py --config=<op>/<name>.yaml --backend=halops
//! --dry-run-iters=1 --repeat-iters=1` in the harness root, when the machine can run it.
//!
//! In: the root, the config's path under `configs/`, the scenario's module. Out: a [`Smoke`]
//! result — passed, failed (with the tail of the output) or skipped (with the reason). A run
//! that did not happen is never reported as one.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Clone, Debug, PartialEq)]
pub enum SmokeStatus {
    Passed,
    Failed,
    Skipped,
}

#[derive(Clone, Debug)]
pub struct Smoke {
    pub status: SmokeStatus,
    pub reason: String,
    pub command: String,
}

impl SmokeStatus {
    pub fn as_str(&self) -> &'static str {
        match self {
            SmokeStatus::Passed => "passed",
            SmokeStatus::Failed => "failed",
            SmokeStatus::Skipped => "skipped",
        }
    }
}

/// How long the smoke run may take (seconds); `GEN_CONFIG_SMOKE_TIMEOUT` overrides.
const DEFAULT_TIMEOUT: u64 = 900;
/// How many lines of output a failure shows.
const TAIL_LINES: usize = 20;

fn python() -> Option<&'static str> {
    ["python3", "python"].into_iter().find(|p| {
        Command::new(p)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

/// Can this machine run the config? Import the scenario's module (that pulls in torch and the
/// kernels if the harness needs them) and, if torch came in, ask it for a GPU.
fn precheck(py: &str, root: &Path, module: &str) -> Result<(), String> {
    let script = format!(
        "import importlib, sys\nsys.path.insert(0, '.')\ntry:\n    importlib.import_module({module:?})\nexcept BaseException as e:\n    print(f'{{type(e).__name__}}: {{e}}'); sys.exit(3)\nif 'torch' in sys.modules:\n    import torch\n    if not torch.cuda.is_available():\n        print('torch sees no GPU'); sys.exit(3)\n"
    );
    let out = Command::new(py)
        .arg("-c")
        .arg(script)
        .current_dir(root)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot start {py}: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let text = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let err = String::from_utf8_lossy(&out.stderr);
    let last = if text.is_empty() {
        err.lines().last().unwrap_or("import failed").to_string()
    } else {
        text
    };
    Err(format!("the harness can't run here ({last})"))
}

pub fn run(root: &Path, config_rel: &str, module: &str) -> Smoke {
    let command =
        format!("python benchmark.py --config={config_rel} --backend=halops --dry-run-iters=1 --repeat-iters=1");
    let Some(py) = python() else {
        return Smoke {
            status: SmokeStatus::Skipped,
            reason: "no Python on this machine".into(),
            command,
        };
    };
    if let Err(reason) = precheck(py, root, module) {
        return Smoke {
            status: SmokeStatus::Skipped,
            reason,
            command,
        };
    }
    let timeout = std::env::var("GEN_CONFIG_SMOKE_TIMEOUT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_TIMEOUT);
    let child = Command::new(py)
        .args([
            "benchmark.py",
            &format!("--config={config_rel}"),
            "--backend=halops",
            "--dry-run-iters=1",
            "--repeat-iters=1",
        ])
        .current_dir(root)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => {
            return Smoke {
                status: SmokeStatus::Skipped,
                reason: format!("cannot start {py}: {e}"),
                command,
            }
        }
    };
    let (mut so, mut se) = (child.stdout.take(), child.stderr.take());
    let out_reader = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(o) = so.as_mut() {
            let _ = o.read_to_string(&mut s);
        }
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(e) = se.as_mut() {
            let _ = e.read_to_string(&mut s);
        }
        s
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() > Duration::from_secs(timeout) => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(50)),
            Err(_) => break None,
        }
    };
    let out = out_reader.join().unwrap_or_default();
    let err = err_reader.join().unwrap_or_default();
    let all = format!("{out}{err}");
    let tail: Vec<&str> = all
        .lines()
        .rev()
        .take(TAIL_LINES)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    match status {
        Some(s) if s.success() => Smoke {
            status: SmokeStatus::Passed,
            reason: format!(
                "exit 0 in {:.1} s; last output: {}",
                start.elapsed().as_secs_f64(),
                tail.last().copied().unwrap_or("(none)")
            ),
            command,
        },
        Some(s) => Smoke {
            status: SmokeStatus::Failed,
            reason: format!(
                "exit {}:\n{}",
                s.code().map(|c| c.to_string()).unwrap_or_else(|| "by signal".into()),
                tail.join("\n")
            ),
            command,
        },
        None => Smoke {
            status: SmokeStatus::Failed,
            reason: format!("no result within {timeout} s (killed):\n{}", tail.join("\n")),
            command,
        },
    }
}
