//! The command line as clap gives it: each command's own help (`schema --help`, `help new`), a
//! suggestion for a mistyped flag, usage errors as one line and exit 2 (`--keep-marks` with
//! `--strip-marks`, a `--set` value that is not YAML), shell completions and a man page from the
//! same definition; and `check` on files that can't be read: each one an `io` diagnostic in its
//! place, the others checked, exit 2 only when nothing could be.

mod common;

use std::process::Command;

use common::*;

#[test]
fn each_command_has_its_own_help_with_every_flag() {
    for (cmd, flags) in [
        (
            "schema",
            &["--json-schema", "--write-json-schemas", "--json", "--root"][..],
        ),
        (
            "check",
            &["--all", "--op", "--verbose", "--format", "--lang", "--json"][..],
        ),
        (
            "new",
            &[
                "--set",
                "--name",
                "--dry-run",
                "--yes",
                "--force",
                "--smoke",
                "--keep-marks",
                "--strip-marks",
                "--schema-modeline",
                "--lang",
            ][..],
        ),
    ] {
        for args in [vec![cmd, "--help"], vec!["help", cmd], vec![cmd, "-h"]] {
            let r = run_in(&manifest_dir(), &args);
            r.assert_code(0);
            assert!(
                r.stdout.contains(&format!("Usage: gen-config {cmd}")),
                "{args:?}: not {cmd}'s help:\n{}",
                r.stdout
            );
            for f in flags {
                assert!(r.stdout.contains(f), "{args:?}: no {f}:\n{}", r.stdout);
            }
        }
    }
    // What the flags do is said, not only their names.
    let new = run_in(&manifest_dir(), &["new", "--help"]).stdout;
    for words in ["run the harness once", "Replace an existing file", "# inferred"] {
        assert!(new.contains(words), "{words:?} not in:\n{new}");
    }
    let top = run_in(&manifest_dir(), &["--help"]);
    top.assert_code(0);
    for c in ["schema", "check", "new", "mcp", "completions", "man"] {
        assert!(top.stdout.contains(c), "{c} missing:\n{}", top.stdout);
    }
    assert!(top.stdout.contains("Exit codes"), "{}", top.stdout);
    let none = run_in(&manifest_dir(), &[]);
    none.assert_code(0);
    assert!(none.stdout.contains("Usage: gen-config"));
    let v = run_in(&manifest_dir(), &["--version"]);
    v.assert_code(0);
    assert_eq!(v.stdout, format!("gen-config {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn usage_errors_are_one_line_and_exit_2() {
    let ok = "tests/fixtures/configs/unsorted/dense_bf16.yaml";
    for (args, says) in [
        (vec!["check", ok, "--verbos"], "a similar argument exists: '--verbose'"),
        (vec!["check", ok, "--formt", "github"], "'--format'"),
        (vec!["check", ok, "--format", "xml"], "human, json, github, sarif"),
        (vec!["check", ok, "--json", "--format", "sarif"], "`--format json`"),
        (
            vec!["new", "decode fp8", "--keep-marks", "--strip-marks"],
            "can't be used together",
        ),
        (vec!["new", "decode fp8", "--set", "s_kv_list=[1024, 4096"], "--set"),
        (vec!["new", "decode fp8", "--set", "pagesize"], "FIELD=VALUE"),
        (vec!["new", "decode fp8", "--lang", "fr"], "zh"),
        (vec!["frobnicate"], "frobnicate"),
        (vec!["completions", "tcsh"], "bash"),
    ] {
        let r = run(&example_root(), &args);
        r.assert_code(2);
        if !args.contains(&"--json") {
            assert!(r.stdout.is_empty(), "{args:?}: {}", r.stdout);
        }
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
        assert!(r.stderr.starts_with("error: "), "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(says), "{args:?}: wanted {says:?} in {}", r.stderr);
    }
    // The --set error names the field and the flag, and nothing was made of the config.
    let r = run(
        &example_root(),
        &["new", "decode fp8", "--set", "s_kv_list=[1024, 4096", "--json"],
    );
    r.assert_code(2);
    let doc = r.json();
    assert_eq!(doc["status"], "error");
    assert!(
        doc["error"]
            .as_str()
            .is_some_and(|e| e.contains("s_kv_list") && e.contains("--set")),
        "{doc}"
    );
    assert_eq!(doc["written"], false);
    // A well-formed --set still goes through.
    let r = run(
        &example_root(),
        &[
            "new",
            "decode bf16 s_kv 1k batch 1 vs fi",
            "--set",
            "page_size=32",
            "--dry-run",
            "--json",
        ],
    );
    r.assert_code(0);
    assert_eq!(r.json()["config"]["page_size"], 32);
}

#[test]
fn completions_and_the_man_page_come_from_the_same_definition() {
    let bash = run_in(&manifest_dir(), &["completions", "bash"]);
    bash.assert_code(0);
    for w in [
        "--json-schema",
        "--write-json-schemas",
        "--keep-marks",
        "--format",
        "github",
        "sarif",
        "mcp",
    ] {
        assert!(bash.stdout.contains(w), "bash completion lacks {w}");
    }
    // Bash itself loads it and registers it.
    let tmp = TempDir::new("completions");
    let script = tmp.write("gen-config.bash", &bash.stdout);
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!("source {} && complete -p gen-config", script.display()))
        .output()
        .expect("bash");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("gen-config"));
    // Completing `gen-config check --fo` offers --format.
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source {}; COMP_WORDS=(gen-config check --fo); COMP_CWORD=2; COMP_LINE='gen-config check --fo'; \
             COMP_POINT=21; $(complete -p gen-config | grep -o -- '-F [^ ]*' | cut -c4-) gen-config --fo check; \
             printf '%s\\n' \"${{COMPREPLY[@]}}\"",
            script.display()
        ))
        .output()
        .expect("bash");
    assert!(
        String::from_utf8_lossy(&out.stdout).lines().any(|l| l == "--format"),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let zsh = run_in(&manifest_dir(), &["completions", "zsh"]);
    zsh.assert_code(0);
    assert!(
        zsh.stdout.starts_with("#compdef gen-config"),
        "{}",
        &zsh.stdout[..80.min(zsh.stdout.len())]
    );
    assert!(zsh.stdout.contains("--json-schema"));
    let fish = run_in(&manifest_dir(), &["completions", "fish"]);
    fish.assert_code(0);
    assert!(fish.stdout.contains("complete -c gen-config") && fish.stdout.contains("json-schema"));

    let man = run_in(&manifest_dir(), &["man"]);
    man.assert_code(0);
    assert!(
        man.stdout.starts_with(".ie") || man.stdout.contains(".TH gen-config"),
        "{}",
        &man.stdout[..200]
    );
    // groff renders it (where the machine has groff; it ships with man-db).
    let page = tmp.write("gen-config.1", &man.stdout);
    if let Ok(out) = Command::new("groff").args(["-man", "-Tutf8"]).arg(&page).output() {
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8_lossy(&out.stdout);
        for w in ["gen-config", "schema", "check", "benchmark root", "completions"] {
            assert!(text.contains(w), "the rendered page lacks {w}");
        }
    }
}

#[test]
fn check_reports_an_unreadable_file_in_its_place_and_checks_the_others() {
    let ok = "tests/fixtures/configs/unsorted/dense_bf16.yaml";
    let bad = "tests/fixtures/configs/gemm/k_misaligned.yaml";
    // A folder with no config in it can't be read as configs (one with configs is every config
    // in it: `tests/check.rs`).
    let empty = TempDir::new("check-empty-folder");
    let folder = empty.path.to_string_lossy().into_owned();
    let r = run(&example_root(), &["check", ok, "missing.yaml", bad, &folder, "--json"]);
    r.assert_code(1);
    let doc = r.json();
    assert!(doc.get("error").is_none(), "{doc}");
    let files = doc["files"].as_array().expect("files");
    let paths: Vec<&str> = files.iter().filter_map(|f| f["path"].as_str()).collect();
    assert_eq!(paths, [ok, "missing.yaml", bad, folder.as_str()]);
    assert_eq!(files[0]["valid"], true);
    assert_eq!(codes(&files[1]), ["io"]);
    assert!(diag(&files[1], "io")["message"]
        .as_str()
        .expect("m")
        .contains("no such file"));
    assert_eq!(diag(&files[1], "io")["severity"], "error");
    assert_eq!(files[1]["valid"], false);
    assert!(codes(&files[2]).contains(&"constraint".to_string()));
    assert!(diag(&files[3], "io")["message"].as_str().expect("m").contains("folder"));

    // Nothing could be checked: exit 2, still one document with an entry per file.
    let r = run(
        &example_root(),
        &["check", "missing.yaml", "also-missing.yaml", "--json"],
    );
    r.assert_code(2);
    let doc = r.json();
    assert_eq!(doc["files"].as_array().expect("files").len(), 2);
    assert!(doc["error"].as_str().is_some_and(|e| e.contains("missing.yaml")));

    // People see the same: the others checked, the unreadable one said in its place.
    let r = run(&example_root(), &["check", ok, "missing.yaml"]);
    r.assert_code(1);
    assert!(
        r.stdout.contains("error[io]: cannot read the file: no such file"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains(&format!("ok: {ok}")), "{}", r.stdout);
    assert!(r.stdout.contains("1 could not be read"), "{}", r.stdout);

    // A file that can't be opened (no permission) is io too; run as root it can be read, so
    // only check that where the permission holds.
    let tmp = TempDir::new("check-io");
    let locked = tmp.write("locked.yaml", read(&manifest_dir().join(ok)));
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).expect("chmod");
    if std::fs::File::open(&locked).is_err() {
        let r = run(&example_root(), &["check", &locked.to_string_lossy(), ok, "--json"]);
        r.assert_code(1);
        assert_eq!(codes(&r.json()["files"][0]), ["io"]);
    }
    // Bad bytes are the file's YAML error, not io: it was read.
    let bytes = tmp.write("gemm/bad_bytes.yaml", b"scenario: dense\nmode: \xff\n");
    let r = run(&example_root(), &["check", &bytes.to_string_lossy(), "--json"]);
    r.assert_code(1);
    assert_eq!(codes(only_file(&r.json())), ["yaml"]);
}

#[test]
fn the_skill_is_in_both_languages_and_its_commands_run() {
    let skill = read(&manifest_dir().join("skills/gen-config/SKILL.md"));
    assert!(skill.starts_with("---\nname: gen-config\ndescription: "), "frontmatter");
    for heading in [
        "## When to use",
        "## Steps",
        "## Rules",
        "## 何时使用",
        "## 步骤",
        "## 规则",
    ] {
        assert!(skill.contains(heading), "{heading} missing");
    }
    // Every complete command it shows (no placeholder) runs on the example as the skill says.
    let mut ran = 0;
    for cmd in skill
        .split('`')
        .filter(|s| s.starts_with("gen-config ") && s.contains("--json"))
    {
        if cmd.contains("...") || cmd.contains("FILE") {
            continue;
        }
        let mut args: Vec<String> = Vec::new();
        let mut rest = &cmd["gen-config ".len()..];
        while !rest.is_empty() {
            rest = rest.trim_start();
            if let Some(q) = rest.strip_prefix('"') {
                let end = q.find('"').expect("closing quote");
                args.push(q[..end].to_string());
                rest = &q[end + 1..];
            } else {
                let end = rest.find(' ').unwrap_or(rest.len());
                args.push(rest[..end].to_string());
                rest = &rest[end..];
            }
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = run(&example_root(), &args);
        assert!([0, 1].contains(&r.code), "{cmd}: exit {}\n{}", r.code, r.stderr);
        r.json();
        ran += 1;
    }
    assert!(ran >= 2, "only {ran} commands of the skill ran");
    // The MCP tools it names are the server's.
    for tool in ["`schema {", "`check {", "`new {"] {
        assert!(skill.contains(tool), "{tool}");
    }
}

#[test]
fn completion_offers_the_harness_own_op_and_scenario_names_asking_the_binary() {
    // A dynamic completion: the script asks `gen-config __names`, so the names are the harness's
    // as it is now (with the command line's --root), never written into the script.
    let bash = run_in(&manifest_dir(), &["completions", "bash"]);
    bash.assert_code(0);
    let tmp = TempDir::new("completions-names");
    let script = tmp.write("gen-config.bash", &bash.stdout);
    let bin_dir = std::path::Path::new(BIN)
        .parent()
        .expect("bin dir")
        .to_string_lossy()
        .into_owned();
    let complete = |words: &[&str]| -> Vec<String> {
        let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!(
                "export PATH='{bin_dir}':$PATH; source {}; COMP_WORDS=({}); COMP_CWORD={}; \
                 $(complete -p gen-config | grep -o -- '-F [^ ]*' | cut -c4-) gen-config \"${{COMP_WORDS[COMP_CWORD]}}\" \"${{COMP_WORDS[COMP_CWORD-1]}}\"; \
                 printf '%s\\n' \"${{COMPREPLY[@]}}\"",
                script.display(),
                quoted.join(" "),
                words.len() - 1
            ))
            .output()
            .expect("bash");
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_string)
            .collect()
    };
    let root = example_root().to_string_lossy().into_owned();
    assert_eq!(
        complete(&["gen-config", "--root", &root, "schema", "attention/de"]),
        ["attention/decode_gqa"]
    );
    assert_eq!(
        complete(&["gen-config", "--root", &root, "check", "x.yaml", "--op", "g"]),
        ["gemm"]
    );
    let targets = complete(&["gen-config", "--root", &root, "schema", "--json-schema", "gemm/"]);
    assert_eq!(targets, ["gemm/dense", "gemm/grouped_contiguous", "gemm/group_masked"]);
    // Everything else is still clap's.
    assert!(complete(&["gen-config", "check", "--fo"]).contains(&"--format".to_string()));
    // The names come from the harness: a scenario added is offered.
    let h = Harness::example("completions-added");
    h.write(
        "kernel/gemm/scenarios/dense_copy.py",
        read(&h.root.join("kernel/gemm/scenarios/dense.py")),
    );
    h.patch(
        "kernel/gemm/scenarios/__init__.py",
        "_NAMES = (\"dense\",",
        "_NAMES = (\"dense\", \"dense_copy\",",
    );
    let r = run(&h.root, &["__names", "targets"]);
    r.assert_code(0);
    assert!(r.stdout.lines().any(|l| l == "gemm/dense_copy"), "{}", r.stdout);
    // Not a command for people: absent from the help.
    assert!(!run_in(&manifest_dir(), &["--help"]).stdout.contains("__names"));
}

#[test]
fn regression_a_shortened_scenario_name_gets_a_did_you_mean() {
    // Was: `schema attention/decode` listed every scenario, with no suggestion.
    for (target, says) in [
        ("attention/decode", "did you mean `decode_gqa`?"),
        (
            "attention/prefill",
            "did you mean one of `prefill_dense`, `prefill_chunked`?",
        ),
        ("gemm/grouped_contig", "did you mean `grouped_contiguous`?"),
    ] {
        let r = run(&example_root(), &["schema", target]);
        r.assert_code(2);
        assert!(r.stderr.contains(says), "{target}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    }
}
