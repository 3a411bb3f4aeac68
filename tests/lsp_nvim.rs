//! `gen-config lsp` with a real editor: Neovim, headless, its own LSP client driven by a script
//! (`tests/nvim/session.lua`) that opens a bad config, receives the diagnostics, hovers on a
//! field, completes a field name and its value, and applies the quick fix of a typo'd field.
//! What the editor saw is compared with `check --json` and `schema --json` of the same text.
//!
//! Neovim comes from the Debian package `neovim` (`.ci/run` installs it). Without it this test
//! fails, saying so: it never passes by skipping.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::*;
use serde_json::Value as J;

const BAD: &str = "\
scenario: decode_gqa
dtype: bfloat16
num_q_heads: 64
num_kv_heads: 8
head_dim: 128
page_size: 64
batch_sizes: [1, 4]
s_kv_lst: [1024, 4096]
backends: [halops, fi, fa9]
";

fn nvim() -> String {
    let found = Command::new("nvim")
        .arg("--version")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .output();
    match found {
        Ok(o) if o.status.success() => "nvim".into(),
        _ => panic!(
            "Neovim (`nvim`) is not installed, so gen-config's language server can't be tested with a real \
             editor: install the Debian package `neovim` (.ci/run does: apt-get install neovim)"
        ),
    }
}

/// What `check --json --verbose` says of the config at `path` holding `text`.
fn check(root: &Path, path: &Path, text: &str) -> Vec<J> {
    std::fs::write(path, text).expect("write");
    let run = run(root, &["check", &path.to_string_lossy(), "--json", "--verbose"]);
    run.json()["files"][0]["diagnostics"]
        .as_array()
        .cloned()
        .expect("diagnostics")
}

/// The editor's diagnostics are check's: code, place, message with its help.
fn assert_same(seen: &J, expected: &[J]) {
    let seen = seen.as_array().expect("diagnostics");
    let mut expected: Vec<&J> = expected.iter().collect();
    let place = |d: &J| {
        (
            d["config"]["line"].as_u64().map_or(0, |l| l - 1),
            d["config"]["column"].as_u64().map_or(0, |c| c - 1),
        )
    };
    expected.sort_by_key(|d| place(d));
    assert_eq!(seen.len(), expected.len(), "editor: {seen:?}\ncheck: {expected:?}");
    for (s, e) in seen.iter().zip(expected) {
        assert_eq!(s["code"], e["code"], "{s}\n{e}");
        assert_eq!((s["lnum"].as_u64(), s["col"].as_u64()), {
            let (l, c) = place(e);
            (Some(l), Some(c))
        });
        let mut message = e["message"].as_str().unwrap_or("").to_string();
        if let Some(h) = e["help"].as_str() {
            message.push_str(&format!("\nhelp: {h}"));
        }
        assert_eq!(s["message"], message.as_str());
    }
}

#[test]
fn neovim_opens_a_bad_config_gets_diagnostics_hovers_completes_and_applies_a_quick_fix() {
    let nvim = nvim();
    let h = Harness::example("nvim");
    let root = std::fs::canonicalize(&h.root).expect("root");
    let config = root.join("configs/attention/nvim_bad.yaml");
    let expected = check(&root, &config, BAD);
    let out = h.dir.join("seen.json");
    let script = manifest_dir().join("tests/nvim/session.lua");
    let mut child = Command::new(&nvim)
        .args(["--headless", "--clean", "-n", "-i", "NONE", "-c"])
        .arg(format!("luafile {}", script.display()))
        .env("GEN_CONFIG_BIN", BIN)
        .env("CONFIG", &config)
        .env("ROOT", &root)
        .env("OUT", &out)
        .current_dir(&h.dir.path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start nvim");
    let deadline = Instant::now() + Duration::from_secs(240);
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the Neovim session did not end within 4 minutes");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let seen: J = serde_json::from_str(&std::fs::read_to_string(&out).unwrap_or_default()).unwrap_or_else(|e| {
        let mut err = String::new();
        if let Some(mut s) = child.stderr.take() {
            use std::io::Read;
            let _ = s.read_to_string(&mut err);
        }
        panic!("the session wrote no result ({e}); nvim exited {status:?}: {err}")
    });
    assert!(seen.get("error").is_none(), "the session failed: {}", seen["error"]);
    assert!(status.success(), "{status:?}");

    // The diagnostics on opening are check's.
    assert_same(&seen["opened"], &expected);
    let opened: Vec<&str> = seen["opened"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|d| d["code"].as_str())
        .collect();
    assert!(
        opened.contains(&"unknown-field") && opened.contains(&"unknown-backend"),
        "{opened:?}"
    );

    // Hover: the field as `schema --json` has it.
    let schema = h.run(&["schema", "attention/decode_gqa", "--json"]).json();
    let page = field(scenario(&schema, "attention", "decode_gqa"), "page_size");
    let hover = seen["hover"].as_str().expect("a hover");
    assert!(
        hover.contains("**`page_size`**") && hover.contains(&src(&page["source"])),
        "{hover}"
    );

    // Completion of a field name, then of a value the code gives.
    let labels: Vec<&str> = seen["completion"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(J::as_str)
        .collect();
    assert!(labels.contains(&"refcheck_reference"), "{labels:?}");
    assert!(
        !labels.contains(&"page_size"),
        "a field the config has is not offered: {labels:?}"
    );
    assert_eq!(seen["completed_line"], "refcheck_reference: ");
    let backends = names(&scenario(&schema, "attention", "decode_gqa")["backends"]);
    let values: Vec<String> = seen["value_completion"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|v| v.as_str().map(str::to_string))
        .collect();
    assert_eq!(values, backends);
    assert_eq!(seen["value_line"], "refcheck_reference: golden");

    // The quick fix: check's did-you-mean, applied; the diagnostics after it are check's.
    let typo = expected
        .iter()
        .find(|d| d["code"] == "unknown-field")
        .expect("unknown-field");
    let want = typo["help"]
        .as_str()
        .and_then(|h| h.split('`').nth(1))
        .expect("a suggestion");
    assert_eq!(
        seen["actions"],
        serde_json::json!([format!("replace `s_kv_lst` with `{want}`")])
    );
    let fixed = format!("{}\n", seen["fixed_text"].as_str().expect("text"));
    assert!(fixed.contains(&format!("{want}: [1024, 4096]")), "{fixed}");
    assert_same(&seen["after_fix"], &check(&root, &config, &fixed));
}
