//! Command-line arguments, in two stages: first only what the user typed is validated (here),
//! then the commands build the real objects. Errors are one line; usage is printed on `--help`.

use std::path::PathBuf;

pub const USAGE: &str = "\
gen-config — generate and check HALOps benchmark configs from the harness's own code

usage:
  gen-config [--root DIR] schema [OP | OP/SCENARIO] [--json]
  gen-config [--root DIR] check [CONFIG.yaml ...] [--all] [--op OP] [--verbose] [--json]
  gen-config [--root DIR] new \"INTENT\" [--set FIELD=VALUE]... [--name NAME] [--dry-run] [--yes]
                               [--force] [--smoke] [--keep-marks | --strip-marks] [--json]

  --root DIR   the benchmark root (the folder holding benchmark.py); default: ./benchmark,
               else the nearest folder upward whose benchmark.py defines OP_REGISTRY
  --json       print exactly one JSON document on stdout (nothing is ever asked)

exit codes: 0 done, 1 done with errors in a config (or an intent that can't become one),
            2 could not do the job (bad arguments, no harness, unreadable files, refused write)";

#[derive(Debug, Default)]
pub struct Args {
    pub root: Option<PathBuf>,
    pub json: bool,
    pub command: Command,
}

#[derive(Debug, Default)]
pub enum Command {
    #[default]
    Help,
    Version,
    Schema {
        target: Option<String>,
    },
    Check {
        paths: Vec<PathBuf>,
        all: bool,
        op: Option<String>,
        verbose: bool,
    },
    New(NewArgs),
}

#[derive(Debug, Default, Clone)]
pub struct NewArgs {
    pub intent: String,
    pub sets: Vec<(String, String)>,
    pub name: Option<String>,
    pub dry_run: bool,
    pub yes: bool,
    pub force: bool,
    pub smoke: bool,
    pub marks: Option<bool>,
    pub op: Option<String>,
}

pub fn parse(argv: &[String]) -> Result<Args, String> {
    let mut args = Args::default();
    let mut rest: Vec<&str> = Vec::new();
    let mut command: Option<&str> = None;
    let value = |it: &mut std::iter::Peekable<std::slice::Iter<'_, String>>, flag: &str| -> Result<String, String> {
        it.next()
            .map(|s| s.to_string())
            .ok_or_else(|| format!("`{flag}` needs a value"))
    };
    let mut raw = argv.iter().peekable();
    while let Some(a) = raw.next() {
        let a = a.as_str();
        match a {
            "--root" => args.root = Some(PathBuf::from(value(&mut raw, "--root")?)),
            _ if a.starts_with("--root=") => args.root = Some(PathBuf::from(&a["--root=".len()..])),
            "--json" => args.json = true,
            "-h" | "--help" if command.is_none() => {
                return Ok(Args {
                    command: Command::Help,
                    ..args
                })
            }
            "-V" | "--version" if command.is_none() => {
                return Ok(Args {
                    command: Command::Version,
                    ..args
                })
            }
            _ if command.is_none() && !a.starts_with('-') => command = Some(a),
            _ if command.is_none() => {
                return Err(format!(
                    "unknown option `{a}` before the command; see `gen-config --help`"
                ))
            }
            _ => rest.push(a),
        }
    }
    let Some(command) = command else {
        return Ok(Args {
            command: Command::Help,
            ..args
        });
    };
    let mut rest = rest.into_iter().map(str::to_string).collect::<Vec<_>>().into_iter();
    args.command = match command {
        "schema" => {
            let mut target = None;
            for a in rest.by_ref() {
                if a == "-h" || a == "--help" {
                    return Ok(Args {
                        command: Command::Help,
                        ..args
                    });
                }
                if a.starts_with('-') {
                    return Err(format!("unknown option `{a}` for `schema`"));
                }
                if target.replace(a.clone()).is_some() {
                    return Err("`schema` takes one OP or OP/SCENARIO".into());
                }
            }
            Command::Schema { target }
        }
        "check" => {
            let (mut paths, mut all, mut op, mut verbose) = (Vec::new(), false, None, false);
            while let Some(a) = rest.next() {
                match a.as_str() {
                    "--all" => all = true,
                    "--verbose" | "-v" => verbose = true,
                    "--op" => op = Some(rest.next().ok_or("`--op` needs a value")?),
                    "-h" | "--help" => {
                        return Ok(Args {
                            command: Command::Help,
                            ..args
                        })
                    }
                    s if s.starts_with("--op=") => op = Some(s["--op=".len()..].to_string()),
                    s if s.starts_with('-') => return Err(format!("unknown option `{s}` for `check`")),
                    _ => paths.push(PathBuf::from(a)),
                }
            }
            if paths.is_empty() && !all {
                return Err("`check` needs config files or `--all`".into());
            }
            Command::Check {
                paths,
                all,
                op,
                verbose,
            }
        }
        "new" => {
            let mut n = NewArgs::default();
            let mut words = Vec::new();
            while let Some(a) = rest.next() {
                match a.as_str() {
                    "--set" => {
                        let kv = rest.next().ok_or("`--set` needs FIELD=VALUE")?;
                        n.sets.push(split_set(&kv)?);
                    }
                    s if s.starts_with("--set=") => n.sets.push(split_set(&s["--set=".len()..])?),
                    "--name" => n.name = Some(rest.next().ok_or("`--name` needs a value")?),
                    s if s.starts_with("--name=") => n.name = Some(s["--name=".len()..].to_string()),
                    "--op" => n.op = Some(rest.next().ok_or("`--op` needs a value")?),
                    "--dry-run" => n.dry_run = true,
                    "--yes" | "-y" => n.yes = true,
                    "--force" => n.force = true,
                    "--smoke" => n.smoke = true,
                    "--keep-marks" => n.marks = Some(true),
                    "--strip-marks" => n.marks = Some(false),
                    "-h" | "--help" => {
                        return Ok(Args {
                            command: Command::Help,
                            ..args
                        })
                    }
                    s if s.starts_with('-') && s.len() > 1 && !s[1..].starts_with(|c: char| c.is_ascii_digit()) => {
                        return Err(format!("unknown option `{s}` for `new`"));
                    }
                    _ => words.push(a),
                }
            }
            n.intent = words.join(" ");
            if n.intent.trim().is_empty() && n.sets.is_empty() {
                return Err("`new` needs an intent, e.g. gen-config new \"add an FP8 config for decode\"".into());
            }
            Command::New(n)
        }
        other => {
            return Err(format!(
                "unknown command `{other}`; the commands are `schema`, `check` and `new`"
            ))
        }
    };
    Ok(args)
}

fn split_set(kv: &str) -> Result<(String, String), String> {
    match kv.split_once('=') {
        Some((k, v)) if !k.trim().is_empty() => Ok((k.trim().to_string(), v.to_string())),
        _ => Err(format!(
            "`--set {kv}`: expected FIELD=VALUE, e.g. --set s_kv_list=[1024,4096]"
        )),
    }
}
