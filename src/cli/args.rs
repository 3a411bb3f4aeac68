//! Command-line arguments, in two stages: [`Cli`] is what the user may type, declared with clap
//! (help, suggestions for a mistyped flag, completions and the man page all come from it); then
//! [`parse`] checks what clap can't (a `--set` value is YAML, a `--keep-marks`/`--strip-marks`
//! pair) and builds the [`Args`] the commands run on. Every error is one line; a usage error is
//! exit 2, as the contract says.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};
use gen_config::lang::Lang;

const ABOUT: &str = "Generate and check HALOps benchmark configs from the harness's own code";

const LONG_ABOUT: &str = "\
Generate and check HALOps benchmark configs by reading the harness's current Python code — never from
memory, never by running it. Every fact carries the file:line it comes from.";

const AFTER_HELP: &str = "\
Exit codes: 0 done, 1 done with errors in a config (or an intent that can't become one),
            2 could not do the job (bad arguments, no harness, unreadable files, refused write).
The JSON of every command follows docs/contract.md.";

/// What the user may type, as clap parses it.
#[derive(Parser, Debug)]
#[command(
    name = "gen-config",
    version,
    about = ABOUT,
    long_about = LONG_ABOUT,
    after_help = AFTER_HELP,
    propagate_version = true,
    disable_help_subcommand = false
)]
pub struct Cli {
    /// The benchmark root (the folder holding benchmark.py); default: ./benchmark, else the nearest
    /// folder upward whose benchmark.py defines OP_REGISTRY
    #[arg(long, global = true, value_name = "DIR")]
    pub root: Option<PathBuf>,

    /// Print exactly one JSON document on stdout (docs/contract.md); nothing is ever asked
    #[arg(long, global = true)]
    pub json: bool,

    #[command(subcommand)]
    pub command: Option<CliCommand>,
}

#[derive(Subcommand, Debug)]
pub enum CliCommand {
    /// Describe what the code says a config may be: fields, backends, constraints, GPUs
    #[command(
        after_help = "Examples:\n  gen-config schema\n  gen-config schema attention/decode_gqa --json\n  \
                            gen-config schema --json-schema gemm/dense > dense.schema.json\n  \
                            gen-config schema --write-json-schemas .schemas"
    )]
    Schema {
        /// One op, or one scenario of an op
        #[arg(value_name = "OP | OP/SCENARIO")]
        target: Option<String>,
        /// Print a JSON Schema (draft 2020-12) of that scenario's configs, for editors
        #[arg(long, value_name = "OP/SCENARIO", conflicts_with_all = ["target", "write_json_schemas"])]
        json_schema: Option<String>,
        /// Write one JSON Schema per scenario (DIR/OP/SCENARIO.schema.json) and one per op for a
        /// config of any of its scenarios (DIR/OP.schema.json); with OP, that op's only
        #[arg(long, value_name = "DIR")]
        write_json_schemas: Option<PathBuf>,
        /// Neither read nor write the cache (.gen-config-cache/ beside benchmark.py); also
        /// GEN_CONFIG_NO_CACHE=1
        #[arg(long)]
        no_cache: bool,
    },
    /// Check configs against the harness's code, at every sweep point
    #[command(
        after_help = "Examples:\n  gen-config check configs/attention/decode_c16_gqa8_fp8.yaml\n  \
                            gen-config check --all --format github\n  gen-config check --all --format sarif > gen-config.sarif"
    )]
    Check {
        /// Config files to check
        #[arg(value_name = "CONFIG.yaml")]
        paths: Vec<PathBuf>,
        /// Check every configs/<folder>/*.yaml (the ops' folders first)
        #[arg(long)]
        all: bool,
        /// The op of configs whose folder is not an op; with --all, only that op's folder
        #[arg(long, value_name = "OP")]
        op: Option<String>,
        /// Also show what could not be decided statically (`unchecked`)
        #[arg(long, short)]
        verbose: bool,
        /// Output format: human, json (as --json), github (workflow commands), sarif (SARIF 2.1.0)
        #[arg(long, value_enum, value_name = "FORMAT")]
        format: Option<Format>,
        /// Language of the messages for people (zh or en)
        #[arg(long, value_name = "LANG", value_parser = ["zh", "en"])]
        lang: Option<String>,
        /// Neither read nor write the cache (.gen-config-cache/ beside benchmark.py); also
        /// GEN_CONFIG_NO_CACHE=1
        #[arg(long)]
        no_cache: bool,
    },
    /// Turn an intent (Chinese or English) into a config, checked, and write it
    #[command(after_help = "Values (one syntax for --set, the prompts and MCP `answers`):\n  \
                      a list of numbers   [1024,4096]  1k,4k  '1k 4k 16k'  '1 到 64 翻倍'  1-8 step 2\n  \
                      items (shapes)      '[[64,7168,2048]]'  '[64,7168,2048], [4096,2048,7168]'  64x7168x2048,4096x2048x7168\n  \
                      backends            fa2,fi  '[halops, fi(trtllm-gen)]'  (halops stays first unless the intent says `without halops`)\n  \
                      dtype / mode        bfloat16  bf16  nvfp4  (any spelling the intent takes, written as the code takes it)\n  \
                      anything else       one YAML scalar: 32  true  per_tensor  per-tensor  4k\n\n\
                      Examples:\n  gen-config new \"给 decode 加个 FP8 的配置, batch 1/16/64, s_kv 1k 4k 16k 对比 fi\" --dry-run\n  \
                            gen-config new \"add a dense bf16 gemm config\" --set 'shapes=[[4096, 4096, 7168]]' --yes\n  \
                            gen-config new \"decode bf16 vs fi\" --set s_kv_list=1k,4k --set batch_sizes=1,16 --yes")]
    New {
        /// The intent, in words (quoted or not)
        #[arg(value_name = "INTENT", num_args = 0.., allow_negative_numbers = true)]
        words: Vec<String>,
        /// Set a field (answers a question); the value as at a prompt: a YAML flow value
        /// (`s_kv_list=[1024,4096]`), numbers as people write them (`s_kv_list=1k,4k`,
        /// `'s_kv_list=1k 4k'`), items without outer brackets (`'shapes=[8,512,4096,7168], [8,1024,4096,7168]'`
        /// or `shapes=64x7168x2048,4096x2048x7168`), names (`backends=fa2,fi`), the dtype or mode
        /// as the intent names it (`mode=nvfp4`)
        #[arg(long = "set", value_name = "FIELD=VALUE", value_parser = split_set)]
        sets: Vec<(String, String)>,
        /// The file name (configs/<op>/<NAME>.yaml); default: made from the key parameters
        #[arg(long, value_name = "NAME")]
        name: Option<String>,
        /// The op, where the intent alone does not say it
        #[arg(long, value_name = "OP")]
        op: Option<String>,
        /// Show the config, checked, and write nothing
        #[arg(long)]
        dry_run: bool,
        /// Write without asking (the only way to write without a terminal or with --json)
        #[arg(long, short)]
        yes: bool,
        /// Replace an existing file of the same name
        #[arg(long)]
        force: bool,
        /// After writing, run the harness once with the config (halops only, one iteration) when
        /// this machine can; else say it was skipped and why
        #[arg(long)]
        smoke: bool,
        /// Keep the `# inferred` marks on inferred fields (default: as the op's existing configs do)
        #[arg(long)]
        keep_marks: bool,
        /// Drop the `# inferred` marks
        #[arg(long)]
        strip_marks: bool,
        /// Start the file with a yaml-language-server modeline pointing at the scenario's JSON Schema
        #[arg(long)]
        schema_modeline: bool,
        /// Language of the messages for people (zh or en)
        #[arg(long, value_name = "LANG", value_parser = ["zh", "en"])]
        lang: Option<String>,
    },
    /// Check the harness's docs (docs/*.md) against its code, or write their tables from it
    #[command(after_help = "Examples:\n  gen-config docs\n  gen-config docs --format github\n  \
                            gen-config docs --write            # the tables between <!-- gen-config:begin --> and <!-- gen-config:end -->")]
    Docs {
        /// Write the tables between each doc's gen-config markers (docs/config_schema.md gets a
        /// block at its end if it has none); the prose around them is kept byte for byte
        #[arg(long)]
        write: bool,
        /// Output format: human, json (as --json), github (workflow commands), sarif (SARIF 2.1.0)
        #[arg(long, value_enum, value_name = "FORMAT")]
        format: Option<Format>,
        /// Language of the messages for people, and of the tables --write writes (default: the
        /// doc's own)
        #[arg(long, value_name = "LANG", value_parser = ["zh", "en"])]
        lang: Option<String>,
    },
    /// Serve the Model Context Protocol over stdio (tools: schema, check, new)
    Mcp,
    /// Serve the Language Server Protocol over stdio: `check`'s diagnostics while a config is
    /// typed, hover, completion and quick fixes (the root is found from each document)
    Lsp {
        /// Language of the messages for people (zh or en; default: the editor's locale)
        #[arg(long, value_name = "LANG", value_parser = ["zh", "en"])]
        lang: Option<String>,
    },
    /// Print a shell completion script: gen-config completions bash > ~/.local/share/bash-completion/completions/gen-config
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff): gen-config man > gen-config.1
    Man,
    /// The harness's names, one a line, for the completion scripts (not for people)
    #[command(name = "__names", hide = true)]
    Names {
        #[arg(value_enum)]
        what: NameKind,
    },
}

/// What `__names` lists: the ops (for `--op`), or every OP and OP/SCENARIO (for `schema`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum NameKind {
    Ops,
    Targets,
}

/// How `check` prints its reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Compiler-style text
    #[default]
    Human,
    /// The contract's JSON document
    Json,
    /// GitHub Actions workflow commands (::error file=…,line=…,col=…::…)
    Github,
    /// One SARIF 2.1.0 log
    Sarif,
}

/// The validated arguments the commands run on.
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
    Schema {
        target: Option<String>,
        json_schema: Option<String>,
        write_json_schemas: Option<PathBuf>,
        /// `--no-cache` (or `GEN_CONFIG_NO_CACHE`): describe afresh, store nothing.
        no_cache: bool,
    },
    Check {
        paths: Vec<PathBuf>,
        all: bool,
        op: Option<String>,
        verbose: bool,
        format: Format,
        /// `--lang`: the language of the messages for people (English unless given).
        lang: Option<String>,
        /// `--no-cache` (or `GEN_CONFIG_NO_CACHE`): check every config afresh, store nothing.
        no_cache: bool,
    },
    New(NewArgs),
    Docs {
        write: bool,
        format: Format,
        /// `--lang`: the language of the messages (and of the tables written).
        lang: Option<String>,
    },
    Mcp,
    Lsp {
        lang: Option<String>,
    },
    Completions(clap_complete::Shell),
    Man,
    /// `__names`: what the completion scripts offer, asked of the harness.
    Names(NameKind),
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
    /// `--lang zh|en`: the language of the messages for people.
    pub lang: Option<String>,
    /// `--schema-modeline`: start the written file with a yaml-language-server modeline.
    pub schema_modeline: bool,
}

/// What parsing the command line came to.
pub enum Parsed {
    Run(Args),
    /// `--help`, `--version`: print this on stdout, exit 0.
    Print(String),
}

/// A usage error: one line, exit 2.
#[derive(Debug)]
pub struct UsageError(pub String);

pub fn parse(argv: &[String]) -> Result<Parsed, UsageError> {
    let cli = match Cli::try_parse_from(std::iter::once("gen-config".to_string()).chain(argv.iter().cloned())) {
        Ok(c) => c,
        Err(e) => {
            use clap::error::ErrorKind;
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => Ok(Parsed::Print(e.render().to_string())),
                ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => Ok(Parsed::Print(e.render().to_string())),
                _ => Err(UsageError(one_line(&e, argv))),
            };
        }
    };
    let command = match cli.command {
        None => return Ok(Parsed::Print(help_text())),
        Some(CliCommand::Schema {
            target,
            json_schema,
            write_json_schemas,
            no_cache,
        }) => Command::Schema {
            target,
            json_schema,
            write_json_schemas,
            no_cache,
        },
        Some(CliCommand::Check {
            paths,
            all,
            op,
            verbose,
            format,
            lang,
            no_cache,
        }) => {
            // Said in the language `--lang` asks for, as every message of `check` is.
            let l = lang.as_deref().and_then(Lang::parse).unwrap_or_default();
            if paths.is_empty() && !all {
                return Err(UsageError(
                    l.pick(
                        "`check` needs config files or `--all`; see `gen-config check --help`",
                        "`check` 需要配置文件或 `--all`；见 `gen-config check --help`",
                    )
                    .into(),
                ));
            }
            let format = match (format, cli.json) {
                (None, true) => Format::Json,
                (None, false) => Format::Human,
                (Some(f), false) => f,
                (Some(Format::Json), true) => Format::Json,
                (Some(f), true) => {
                    let f = f
                        .to_possible_value()
                        .map(|v| v.get_name().to_string())
                        .unwrap_or_default();
                    return Err(UsageError(gen_config::say!(
                        l,
                        "`--json` is `--format json`: it can't go with `--format {f}`",
                        "`--json` 就是 `--format json`：不能与 `--format {f}` 同用"
                    )));
                }
            };
            Command::Check {
                paths,
                all,
                op,
                verbose,
                format,
                lang,
                no_cache,
            }
        }
        Some(CliCommand::New {
            words,
            sets,
            name,
            op,
            dry_run,
            yes,
            force,
            smoke,
            keep_marks,
            strip_marks,
            schema_modeline,
            lang,
        }) => {
            if keep_marks && strip_marks {
                return Err(UsageError(
                    "`--keep-marks` and `--strip-marks` can't be used together: pick one".into(),
                ));
            }
            let intent = words.join(" ");
            if intent.trim().is_empty() && sets.is_empty() {
                return Err(UsageError(
                    "`new` needs an intent, e.g. gen-config new \"add an FP8 config for decode\"".into(),
                ));
            }
            Command::New(NewArgs {
                intent,
                sets,
                name,
                dry_run,
                yes,
                force,
                smoke,
                marks: match (keep_marks, strip_marks) {
                    (true, _) => Some(true),
                    (_, true) => Some(false),
                    _ => None,
                },
                op,
                lang,
                schema_modeline,
            })
        }
        Some(CliCommand::Docs { write, format, lang }) => {
            let format = output_format(format, cli.json)?;
            if write && matches!(format, Format::Github | Format::Sarif) {
                return Err(UsageError(
                    "`docs --write` reports what it wrote: use `--format human` or `--json`".into(),
                ));
            }
            Command::Docs { write, format, lang }
        }
        Some(CliCommand::Mcp) => Command::Mcp,
        Some(CliCommand::Lsp { lang }) => Command::Lsp { lang },
        Some(CliCommand::Completions { shell }) => Command::Completions(shell),
        Some(CliCommand::Man) => Command::Man,
        Some(CliCommand::Names { what }) => Command::Names(what),
    };
    Ok(Parsed::Run(Args {
        root: cli.root,
        json: cli.json,
        command,
    }))
}

/// `docs`' `--format` and `--json` together: one format (`--json` is `--format json`), as `check` takes them.
fn output_format(format: Option<Format>, json: bool) -> Result<Format, UsageError> {
    match (format, json) {
        (None, true) => Ok(Format::Json),
        (None, false) => Ok(Format::Human),
        (Some(f), false) => Ok(f),
        (Some(Format::Json), true) => Ok(Format::Json),
        (Some(f), true) => Err(UsageError(format!(
            "`--json` is `--format json`: it can't go with `--format {}`",
            f.to_possible_value()
                .map(|v| v.get_name().to_string())
                .unwrap_or_default()
        ))),
    }
}

/// The top-level help, as `gen-config --help` prints it.
pub fn help_text() -> String {
    use clap::CommandFactory;
    Cli::command().render_long_help().to_string()
}

/// The command as clap knows it (completions, the man page).
pub fn command() -> clap::Command {
    use clap::CommandFactory;
    Cli::command()
}

/// A clap error as one line: its message, the values it takes, its tip (a similar flag), and
/// where the help of the command typed is.
fn one_line(e: &clap::Error, argv: &[String]) -> String {
    let text = e.render().to_string();
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or("bad arguments");
    let first = first.strip_prefix("error: ").unwrap_or(first);
    let mut out = first.to_string();
    for l in lines {
        if let Some(tip) = l.strip_prefix("tip:") {
            out.push_str("; ");
            out.push_str(tip.trim());
        } else if l.starts_with("[possible values:") {
            out.push(' ');
            out.push_str(l);
        }
    }
    let names: Vec<String> = command().get_subcommands().map(|c| c.get_name().to_string()).collect();
    let help = match argv.iter().find(|a| names.contains(a)) {
        Some(c) => format!("gen-config {c} --help"),
        None => "gen-config --help".into(),
    };
    out.push_str(&format!("; see `{help}`"));
    out
}

/// `--set FIELD=VALUE`: the field a name, the value one YAML value (as the config would hold it).
fn split_set(kv: &str) -> Result<(String, String), String> {
    let (k, v) = match kv.split_once('=') {
        Some((k, v)) if !k.trim().is_empty() => (k.trim().to_string(), v.to_string()),
        _ => {
            return Err(format!(
                "`{kv}`: expected FIELD=VALUE, e.g. --set s_kv_list=[1024,4096]"
            ))
        }
    };
    if let Err(e) = gen_config::parse::yaml::parse_node(&v) {
        // Items without their outer brackets and numbers as people write them are values too.
        if !gen_config::generate::answer::well_formed(&v) {
            let at = e.pos.map(|p| format!(" at column {}", p.col)).unwrap_or_default();
            return Err(format!(
                "the value of `{k}` is not valid YAML{at} ({}); write a YAML flow value, e.g. --set {k}=[1024,4096]",
                e.message
            ));
        }
    }
    Ok((k, v))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &[&str]) -> Result<Parsed, UsageError> {
        parse(&line.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn the_clap_definition_is_consistent() {
        command().debug_assert();
    }

    #[test]
    fn intent_words_may_sit_between_flags_and_negative_numbers_are_words() {
        let Ok(Parsed::Run(a)) = args(&["new", "decode", "--yes", "fp8", "-1", "--set", "x=[1]"]) else {
            panic!("parsed")
        };
        let Command::New(n) = a.command else { panic!("new") };
        assert_eq!(n.intent, "decode fp8 -1");
        assert!(n.yes);
        assert_eq!(n.sets, [("x".to_string(), "[1]".to_string())]);
    }

    #[test]
    fn usage_errors_are_one_line() {
        for bad in [
            vec!["check", "x.yaml", "--verbos"],
            vec!["new", "x", "--keep-marks", "--strip-marks"],
            vec!["new", "x", "--set", "s_kv_list=[1024, 4096"],
            vec!["new", "x", "--set", "=3"],
            vec!["check"],
            vec!["frobnicate"],
            vec!["check", "x.yaml", "--json", "--format", "sarif"],
        ] {
            match args(&bad) {
                Err(UsageError(m)) => assert_eq!(m.lines().count(), 1, "{bad:?}: {m}"),
                Ok(_) => panic!("{bad:?} parsed"),
            }
        }
        let Err(UsageError(m)) = args(&["check", "x.yaml", "--verbos"]) else {
            panic!()
        };
        assert!(m.contains("--verbose"), "{m}");
        let Err(UsageError(m)) = args(&["new", "x", "--set", "s_kv_list=[1024, 4096"]) else {
            panic!()
        };
        assert!(m.contains("--set") && m.contains("s_kv_list"), "{m}");
    }
}
