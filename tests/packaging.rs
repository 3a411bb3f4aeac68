//! gen-config where HALOps users work, with the real clients: the Python wheel (maturin's `bin`
//! bindings) builds and installs into a fresh virtualenv whose `gen-config` runs; and the hooks
//! of `.pre-commit-hooks.yaml`, installed by the real `pre-commit` from this crate's files, block a
//! commit that stages a bad config (the diagnostic shown), pass a good one, and check every config
//! again when the harness's Python changes.
//!
//! Both build the binary from source as a user's machine does, with the dev profile and this test
//! run's target folder (the release profile's whole-program LTO would add minutes to CI and says
//! nothing about the packaging).

mod common;
mod pyenv;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::*;

/// The target folder this test binary was built in (`<target>/debug/gen-config`'s grandparent).
fn target_dir() -> PathBuf {
    Path::new(BIN)
        .parent()
        .and_then(Path::parent)
        .expect("the binary sits in <target>/<profile>/")
        .to_path_buf()
}

fn sh(cmd: &mut Command) -> Output {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    out
}

fn ok(cmd: &mut Command) -> String {
    let out = sh(cmd);
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}):\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The crate's files a build needs, copied into `to` (no target folder, no local virtualenv).
fn copy_crate(to: &Path) {
    for f in [
        "Cargo.toml",
        "Cargo.lock",
        "pyproject.toml",
        "README.md",
        ".pre-commit-hooks.yaml",
    ] {
        std::fs::create_dir_all(to).expect("mkdir");
        std::fs::copy(manifest_dir().join(f), to.join(f)).unwrap_or_else(|e| panic!("copy {f}: {e}"));
    }
    copy_tree(&manifest_dir().join("src"), &to.join("src"));
}

fn git(dir: &Path) -> Command {
    let mut c = Command::new("git");
    c.current_dir(dir)
        .env("GIT_AUTHOR_NAME", "test")
        .env("GIT_AUTHOR_EMAIL", "test@example.invalid")
        .env("GIT_COMMITTER_NAME", "test")
        .env("GIT_COMMITTER_EMAIL", "test@example.invalid")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("HOME", dir)
        .args(["-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"]);
    c
}

#[test]
fn the_wheel_builds_and_installs_into_a_fresh_virtualenv_where_gen_config_runs() {
    let python = pyenv::python_with(&["maturin", "venv"]);
    let tmp = TempDir::new("wheel");
    let dist = tmp.join("dist");
    ok(Command::new(&python)
        .args(["-m", "maturin", "build", "--profile", "dev", "--manifest-path"])
        .arg(manifest_dir().join("Cargo.toml"))
        .arg("--target-dir")
        .arg(target_dir())
        .arg("--out")
        .arg(&dist));
    let wheels: Vec<PathBuf> = std::fs::read_dir(&dist)
        .expect("dist")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "whl"))
        .collect();
    assert_eq!(wheels.len(), 1, "{wheels:?}");
    let name = wheels[0].file_name().expect("name").to_string_lossy().into_owned();
    assert!(
        name.starts_with(&format!("gen_config-{}-py3-none-", env!("CARGO_PKG_VERSION"))),
        "{name}"
    );
    // A fresh virtualenv, the wheel alone (no index: nothing else is needed).
    let venv = tmp.join("venv");
    ok(Command::new(&python).args(["-m", "venv"]).arg(&venv));
    ok(Command::new(venv.join("bin/python"))
        .args([
            "-m",
            "pip",
            "install",
            "--no-index",
            "--disable-pip-version-check",
            "--quiet",
        ])
        .arg(&wheels[0]));
    let installed = venv.join("bin/gen-config");
    assert!(installed.exists(), "pip put no gen-config in the virtualenv's bin/");
    let version = ok(Command::new(&installed).arg("--version"));
    assert_eq!(version.trim(), format!("gen-config {}", env!("CARGO_PKG_VERSION")));
    let out = ok(Command::new(&installed).arg("--root").arg(example_root()).arg("schema"));
    assert!(
        out.contains("op attention") && out.contains("scenario gemm/grouped_contiguous"),
        "{out}"
    );
    // It is on the virtualenv's PATH, as `pip install` users get it.
    let path = format!(
        "{}:{}",
        venv.join("bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = ok(Command::new("sh")
        .args(["-c", "command -v gen-config"])
        .env("PATH", path));
    assert_eq!(PathBuf::from(out.trim()), installed);
}

#[test]
fn pre_commit_blocks_a_bad_config_passes_a_good_one_and_rechecks_when_python_changes() {
    let python = pyenv::python_with(&["pre_commit"]);
    let tmp = TempDir::new("pre-commit");
    // The hook repository: this crate's files, committed (pre-commit clones a revision).
    let hooks = tmp.join("gen-config");
    copy_crate(&hooks);
    ok(git(&hooks).args(["init", "-q"]));
    ok(git(&hooks).args(["add", "-A"]));
    ok(git(&hooks).args(["commit", "-q", "-m", "gen-config"]));
    let rev = ok(git(&hooks).args(["rev-parse", "HEAD"])).trim().to_string();

    // A repository holding the example harness at ./benchmark, using the hooks.
    let work = tmp.join("work");
    copy_tree(&example_root(), &work.join("benchmark"));
    std::fs::write(
        work.join(".pre-commit-config.yaml"),
        format!(
            "repos:\n  - repo: {}\n    rev: {rev}\n    hooks:\n      - id: gen-config-check\n      - id: gen-config-check-all\n      - id: gen-config-docs\n",
            hooks.display()
        ),
    )
    .expect("write config");
    ok(git(&work).args(["init", "-q"]));
    ok(git(&work).args(["add", "-A"]));
    ok(git(&work).args(["commit", "-q", "-m", "the harness"]));
    let cache = tmp.join("pre-commit-cache");
    let env = |c: &mut Command| {
        c.env("PRE_COMMIT_HOME", &cache)
            .env("MATURIN_PEP517_ARGS", "--profile dev")
            .env("CARGO_TARGET_DIR", target_dir())
            .env_remove("GEN_CONFIG_TIMINGS");
    };
    let mut install = Command::new(&python);
    install.args(["-m", "pre_commit", "install"]).current_dir(&work);
    env(&mut install);
    ok(&mut install);
    let commits = |work: &Path| ok(git(work).args(["rev-list", "--count", "HEAD"])).trim().to_string();
    let commit = |msg: &str| {
        let mut c = git(&work);
        c.args(["commit", "-m", msg]);
        env(&mut c);
        sh(&mut c)
    };

    // A bad config: the commit is blocked, the diagnostic shown.
    std::fs::copy(
        fixture("configs/gemm/k_misaligned.yaml"),
        work.join("benchmark/configs/gemm/k_misaligned.yaml"),
    )
    .expect("copy");
    ok(git(&work).args(["add", "benchmark/configs/gemm/k_misaligned.yaml"]));
    let out = commit("a bad config");
    let shown = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!out.status.success(), "the commit went through:\n{shown}");
    assert!(shown.contains("error[constraint]"), "{shown}");
    assert!(
        shown.contains("benchmark/configs/gemm/k_misaligned.yaml:6:5"),
        "{shown}"
    );
    assert!(shown.contains("kernel/gemm/quant.py:30"), "{shown}");
    assert_eq!(commits(&work), "1");

    // A good one instead: it passes.
    ok(git(&work).args(["rm", "-q", "--cached", "benchmark/configs/gemm/k_misaligned.yaml"]));
    std::fs::remove_file(work.join("benchmark/configs/gemm/k_misaligned.yaml")).expect("rm");
    std::fs::copy(
        fixture("configs/unsorted/dense_bf16.yaml"),
        work.join("benchmark/configs/gemm/dense_copy.yaml"),
    )
    .expect("copy");
    ok(git(&work).args(["add", "benchmark/configs/gemm/dense_copy.yaml"]));
    let out = commit("a good config");
    let shown = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "the commit was blocked:\n{shown}");
    assert!(
        shown.contains("gen-config check (HALOps benchmark configs)") && shown.contains("Passed"),
        "{shown}"
    );
    assert_eq!(commits(&work), "2");

    // The harness's Python changes under configs nobody staged: every config is checked again.
    let registry = work.join("benchmark/kernel/gemm/scenarios/grouped_contiguous.py");
    patch_file(
        &work.join("benchmark"),
        "kernel/gemm/scenarios/grouped_contiguous.py",
        "\"cutlass_grouped\": (",
        "\"cutlass_grp\": (",
    );
    ok(git(&work).arg("add").arg(&registry));
    let out = commit("rename a backend");
    let shown = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!out.status.success(), "the commit went through:\n{shown}");
    assert!(shown.contains("error[unknown-backend]"), "{shown}");
    assert!(shown.contains("grouped_contiguous_w4a4_nvfp4.yaml"), "{shown}");
    // And the docs still list the old name: gen-config-docs says so, at the doc's line.
    assert!(shown.contains("error[doc-values]"), "{shown}");
    assert!(shown.contains("docs/config_schema.md:"), "{shown}");
    assert_eq!(commits(&work), "2");
}
