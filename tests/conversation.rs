//! `new` in a real terminal: the binary is driven through a pseudo-terminal
//! (`tests/pty/converse.py`), as a person types at it. One conversation to a config that runs,
//! in the intent's language: the scenario first when it is open, then what it decides; each
//! answer checked as it is typed, read as the intent reads words (`dense`, `NVFP4`, items without
//! their outer brackets) and shown as it was read; an answer to "which of them, besides …?" added
//! to what the intent named; a rejected config repaired by answering, with values that pass even
//! while another field fails; the marks question; `e` to edit in the editor (`editor`, then `vi`,
//! when `$VISUAL` and `$EDITOR` are unset), and after an edit the code rejects, Enter edits again;
//! what was learned from one config said before the write; Ctrl-D ends it.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::*;
use serde_json::{json, Value as J};

struct Talk {
    code: i64,
    output: String,
}

/// Run `gen-config --root ROOT ARGS` in a pseudo-terminal with these steps.
fn converse(root: &std::path::Path, args: &[&str], steps: J, env: J) -> Talk {
    let mut argv = vec![BIN.to_string(), "--root".into(), root.to_string_lossy().into_owned()];
    argv.extend(args.iter().map(|a| a.to_string()));
    let mut env = env;
    env["NO_COLOR"] = json!("1");
    let script = json!({"argv": argv, "env": env, "steps": steps, "timeout": 30});
    let python = std::env::var("GEN_CONFIG_PYTHON").unwrap_or_else(|_| "python3".into());
    let mut child = Command::new(python)
        .arg(manifest_dir().join("tests/pty/converse.py"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 runs tests/pty/converse.py");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.to_string().as_bytes())
        .expect("write the script");
    let out = child.wait_with_output().expect("converse.py");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let j: J = serde_json::from_slice(&out.stdout).expect("one JSON document");
    assert!(
        j["failed"].is_null(),
        "waited in vain for {}:\n{}",
        j["failed"],
        j["output"].as_str().unwrap_or("")
    );
    Talk {
        code: j["code"].as_i64().unwrap_or(-1),
        output: j["output"].as_str().unwrap_or_default().to_string(),
    }
}

fn expect(re: &str) -> J {
    json!({"expect": re})
}
fn send(text: &str) -> J {
    json!({"send": text})
}

/// A private copy of the example harness (the conversations write).
fn example_copy(tag: &str) -> TempDir {
    let dir = TempDir::new(tag);
    copy_tree(&example_root(), &dir.path);
    dir
}

#[test]
fn a_chinese_intent_gets_the_scenario_question_then_the_fields_in_chinese_and_a_written_config() {
    let dir = example_copy("talk-zh");
    let t = converse(
        &dir.path,
        &["new", "给 prefill 加个 bf16 配置，对比 fa3", "--name", "zh_talk"],
        json!([
            // Round one: the scenario (two prefill scenarios, and both have fa3).
            expect("选哪个"),
            expect("> "),
            send("prefill_dense\n"),
            // Round two: what that scenario decides, in Chinese, all at once.
            expect("请回答"),
            expect("batch_sizes"),
            expect("> "),
            send("1, 4\n"),
            expect("seq_lens"),
            expect("> "),
            send("1k 4k\n"),
            // The folder's configs carry no marks: the default keeps its style.
            expect("要保留标记吗"),
            send("\n"),
            expect(r"写入 configs/attention/zh_talk\.yaml？\[Y/n/e\]"),
            send("y\n"),
            expect("已写入"),
        ]),
        json!({}),
    );
    assert_eq!(t.code, 0, "{}", t.output);
    let text = read(&dir.path.join("configs/attention/zh_talk.yaml"));
    assert!(text.contains("scenario: prefill_dense"), "{text}");
    assert!(text.contains("batch_sizes: [1, 4]"), "{text}");
    assert!(text.contains("seq_lens: [1024, 4096]"), "{text}");
    assert!(!text.contains("# inferred"), "marks dropped, as the folder: {text}");
    assert!(!t.output.contains("please answer"), "no English prompt: {}", t.output);
}

#[test]
fn an_english_session_checks_each_answer_as_it_is_typed() {
    let dir = example_copy("talk-en");
    let t = converse(
        &dir.path,
        &[
            "new",
            "add a prefill dense config vs fa2",
            "--name",
            "en_talk",
            "--keep-marks",
        ],
        json!([
            expect("please answer"),
            expect("batch_sizes"),
            expect("> "),
            send("1 4\n"),
            // A dtype the code can't take is asked again, with the nearest it takes; `bf16` is
            // taken as the intent takes it, spelled as `getattr(torch, ...)` needs, and shown so.
            expect("dtype"),
            expect("> "),
            send("bfloat61\n"),
            expect("does not take dtype `bfloat61`; did you mean `bfloat16`"),
            expect("> "),
            send("bf16\n"),
            expect("→ bfloat16"),
            expect("seq_lens"),
            expect("> "),
            send("lots\n"),
            expect("not a list of numbers"),
            expect("> "),
            send("2k\n"),
            expect(r"write configs/attention/en_talk\.yaml\? \[Y/n/e\]"),
            send("y\n"),
            expect("wrote"),
        ]),
        json!({}),
    );
    assert_eq!(t.code, 0, "{}", t.output);
    let text = read(&dir.path.join("configs/attention/en_talk.yaml"));
    assert!(text.contains("dtype: bfloat16"), "{text}");
    assert!(text.contains("seq_lens: [2048]"), "{text}");
    assert!(
        text.contains("# inferred"),
        "--keep-marks answered the marks question: {text}"
    );
    assert!(!t.output.contains("keep them in this file"), "not asked: {}", t.output);
}

#[test]
fn a_config_the_code_rejects_is_repaired_by_answering_the_field_to_blame() {
    // FP8 decode with fa2: fa2's adapter raises for FP8. Asked for `backends`, the first
    // suggestion (it passes the same check, and swaps fa2 for a backend that takes FP8, so the
    // comparison stays one) is taken with Enter.
    let dir = example_copy("talk-repair");
    let t = converse(
        &dir.path,
        &[
            "new",
            "decode fp8 batch 1 s_kv 1k vs fa2",
            "--name",
            "repaired",
            "--strip-marks",
        ],
        json!([
            expect("rejects this config"),
            expect("backends"),
            expect("> "),
            send("\n"),
            expect(r"write configs/attention/repaired\.yaml\?"),
            send("y\n"),
            expect("valid"),
        ]),
        json!({}),
    );
    assert_eq!(t.code, 0, "{}", t.output);
    let text = read(&dir.path.join("configs/attention/repaired.yaml"));
    assert!(!text.contains("fa2"), "{text}");
    assert!(text.contains("backends:\n  - halops\n  - fi\n"), "{text}");
}

#[test]
fn e_edits_the_proposal_in_the_editor_and_it_is_checked_again() {
    let dir = example_copy("talk-edit");
    let editor = dir.write(
        "edit.sh",
        "#!/bin/sh\nsed -i 's/^s_kv_list: .*/s_kv_list: [8192]/' \"$1\"\n",
    );
    let _ = Command::new("chmod").arg("+x").arg(&editor).status();
    let t = converse(
        &dir.path,
        &[
            "new",
            "decode bf16 batch 1 s_kv 1k vs fi",
            "--name",
            "edited",
            "--strip-marks",
        ],
        json!([
            expect(r"\[Y/n/e\]"),
            send("e\n"),
            expect("s_kv_list: \\[8192\\]"),
            expect(r"\[Y/n/e\]"),
            send("y\n"),
            expect("wrote"),
        ]),
        json!({"EDITOR": editor.to_string_lossy()}),
    );
    assert_eq!(t.code, 0, "{}", t.output);
    let text = read(&dir.path.join("configs/attention/edited.yaml"));
    assert!(text.contains("s_kv_list: [8192]"), "{text}");
}

#[test]
fn a_dropped_halops_is_put_back_n_writes_nothing_and_ctrl_d_ends_it() {
    let dir = example_copy("talk-halops");
    let t = converse(
        &dir.path,
        &[
            "new",
            "decode bf16 batch 1 s_kv 1k",
            "--name",
            "nohalops",
            "--strip-marks",
        ],
        json!([
            expect("backends"),
            expect("> "),
            send("fa2, fi\n"),
            expect("put back first"),
            expect(r"\[Y/n/e\]"),
            send("n\n"),
            expect("nothing written"),
        ]),
        json!({}),
    );
    assert_eq!(t.code, 0, "{}", t.output);
    assert!(t.output.contains("[halops, fa2, fi]"), "{}", t.output);
    assert!(!dir.path.join("configs/attention/nohalops.yaml").exists());
    // Ctrl-D at a question: the conversation ends, nothing is taken, exit 130.
    let t = converse(
        &dir.path,
        &["new", "decode bf16", "--name", "stopped"],
        json!([expect("> "), {"eof": true}, expect("aborted")]),
        json!({}),
    );
    assert_eq!(t.code, 130, "{}", t.output);
    assert!(!dir.path.join("configs/attention/stopped.yaml").exists());
}

#[test]
fn an_answer_to_which_besides_adds_to_the_backends_the_intent_named() {
    // The issue's sentence: `fa2`, and `flashinfer`, which three backends are built from.
    // Answering `fi` keeps `fa2`.
    let dir = example_copy("talk-besides");
    let t = converse(
        &dir.path,
        &[
            "new",
            "B200 上测 decode，GQA 64 个 q 头 8 个 kv 头，bf16，batch 1 到 64，对比 fa2 和 flashinfer",
            "--name",
            "besides",
            "--strip-marks",
        ],
        json!([
            expect("s_kv_list"),
            expect("> "),
            send("1k 4k\n"),
            expect(r"→ \[1024, 4096\]"),
            expect("除 `halops`, `fa2` 外要哪几个"),
            expect("> "),
            send("fi\n"),
            expect(r"写入 configs/attention/besides\.yaml？\[Y/n/e\]"),
            send("y\n"),
            expect("已写入"),
        ]),
        json!({}),
    );
    assert_eq!(t.code, 0, "{}", t.output);
    let text = read(&dir.path.join("configs/attention/besides.yaml"));
    assert!(text.contains("backends:\n  - halops\n  - fa2\n  - fi\n"), "{text}");
    assert!(text.contains("s_kv_list: [1024, 4096]"), "{text}");
}

#[test]
fn the_prompts_take_what_the_intent_takes() {
    let dir = example_copy("talk-words");
    // The scenario: `dense` names `prefill_dense` among the two prefill scenarios.
    let t = converse(
        &dir.path,
        &["new", "prefill bf16 vs fa3", "--lang", "en", "--dry-run"],
        json!([
            expect("which one"),
            expect("> "),
            send("dense\n"),
            expect("scenario: attention/prefill_dense"),
            expect("> "),
            {"eof": true},
            expect("aborted"),
        ]),
        json!({}),
    );
    assert_eq!(t.code, 130, "{}", t.output);
    // The mode: `NVFP4` (and `nvfp4`) as the intent reads it; a word the code can't take is asked
    // again with the nearest it takes.
    let t = converse(
        &dir.path,
        &[
            "new",
            "dense batch 1 shapes 128x4096x4096 vs cutlass",
            "--lang",
            "en",
            "--dry-run",
        ],
        json!([
            expect("mode"),
            expect("> "),
            send("nvfp5\n"),
            expect("does not take mode `nvfp5`"),
            expect("> "),
            send("NVFP4\n"),
            expect("→ w4a4-nvfp4"),
            expect("dry run"),
        ]),
        json!({}),
    );
    assert_eq!(t.code, 0, "{}", t.output);
    assert!(t.output.contains("mode: w4a4-nvfp4"), "{}", t.output);
    // The shapes: items without the outer brackets.
    let t = converse(
        &dir.path,
        &[
            "new",
            "group masked nvfp4 vs cutlass grouped",
            "--lang",
            "en",
            "--dry-run",
        ],
        json!([
            expect("shapes"),
            expect("> "),
            send("[16,256,4096,7168], [32,512,7168,4096]\n"),
            expect(r"→ \[\[16, 256, 4096, 7168\], \[32, 512, 7168, 4096\]\]"),
            expect("dry run"),
        ]),
        json!({}),
    );
    assert_eq!(t.code, 0, "{}", t.output);
}

#[test]
fn a_repair_of_two_errors_offers_values_that_pass_and_keeps_every_item() {
    // K = 7000 where the code asserts `k % 32 == 0` for NVFP4, and cublas, whose adapter rejects
    // NVFP4: two errors. The first repair already offers values that clear its own errors (the
    // failing K rounded to the alignment the assert names, the other item kept), and what comes
    // before says a repair follows.
    let dir = example_copy("talk-repair-two");
    let t = converse(
        &dir.path,
        &[
            "new",
            "dense nvfp4 shape 128x4096x7000, 256x4096x4096 batch 1 vs cublas",
            "--name",
            "two",
            "--strip-marks",
            "--lang",
            "en",
        ],
        json!([
            expect(
                "nothing is written yet: the harness's code rejects this config \\(see above\\), so a repair follows"
            ),
            expect(r"shapes — `shapes` is now \[\[128, 4096, 7000\], \[256, 4096, 4096\]\]"),
            expect(r"values that pass: \[\[128, 4096, 7008\], \[256, 4096, 4096\]\]"),
            expect("> "),
            send("\n"),
            expect("backends —"),
            expect("values that pass: "),
            expect("> "),
            send("\n"),
            expect(r"write configs/gemm/two\.yaml\? \[Y/n/e\]"),
            send("y\n"),
            expect(r"read back and re-checked: valid"),
        ]),
        json!({}),
    );
    assert_eq!(t.code, 0, "{}", t.output);
    let text = read(&dir.path.join("configs/gemm/two.yaml"));
    assert!(
        text.contains("  - [128, 4096, 7008]\n  - [256, 4096, 4096]\n"),
        "{text}"
    );
    assert!(!text.contains("cublas"), "{text}");
    assert!(
        !t.output.contains("not written: the harness's code rejects"),
        "{}",
        t.output
    );
}

#[test]
fn after_an_edit_the_code_rejects_enter_edits_again_and_only_y_writes_it_said_invalid() {
    let dir = example_copy("talk-edit-invalid");
    // The edit breaks the config (a K the alignment assert refuses); editing again changes nothing.
    let editor = dir.write(
        "edit.sh",
        "#!/bin/sh\nsed -i 's/\\[4096, 4096, 4096\\]/[4096, 4096, 4001]/' \"$1\"\n",
    );
    let _ = Command::new("chmod").arg("+x").arg(&editor).status();
    let t = converse(
        &dir.path,
        &[
            "new",
            "dense nvfp4 shape 4096x4096x4096 batch 1 vs cutlass",
            "--name",
            "edited_bad",
            "--strip-marks",
            "--lang",
            "en",
        ],
        json!([
            expect(r"\[Y/n/e\]"),
            send("e\n"),
            expect("the edited config is not valid"),
            expect(r"although it is INVALID\? \[y/n/E\]"),
            // Enter is "edit again", never "write".
            send("\n"),
            expect(r"although it is INVALID\? \[y/n/E\]"),
            send("y\n"),
            expect(r"read back and re-checked: INVALID"),
        ]),
        json!({"EDITOR": editor.to_string_lossy(), "VISUAL": ""}),
    );
    assert_eq!(t.code, 1, "written, and invalid: {}", t.output);
    let text = read(&dir.path.join("configs/gemm/edited_bad.yaml"));
    assert!(text.contains("[4096, 4096, 4001]"), "{text}");
}

#[test]
fn without_visual_or_editor_the_editor_is_editor_then_vi_as_git_does() {
    let dir = example_copy("talk-editor-fallback");
    let bin = dir.path.join("bin");
    std::fs::create_dir_all(&bin).expect("bin");
    let editor = bin.join("editor");
    std::fs::write(
        &editor,
        "#!/bin/sh\nsed -i 's/^s_kv_list: .*/s_kv_list: [2048]/' \"$1\"\n",
    )
    .expect("editor");
    let _ = Command::new("chmod").arg("+x").arg(&editor).status();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let t = converse(
        &dir.path,
        &[
            "new",
            "decode bf16 batch 1 s_kv 1k vs fi",
            "--name",
            "fallback",
            "--strip-marks",
            "--lang",
            "en",
        ],
        json!([
            expect(r"\[Y/n/e\]"),
            send("e\n"),
            expect(r"s_kv_list: \[2048\]"),
            expect(r"\[Y/n/e\]"),
            send("y\n"),
            expect("wrote"),
        ]),
        json!({"EDITOR": "", "VISUAL": "", "PATH": path}),
    );
    assert_eq!(t.code, 0, "{}", t.output);
    assert!(read(&dir.path.join("configs/attention/fallback.yaml")).contains("s_kv_list: [2048]"));
}

#[test]
fn what_was_learned_from_one_config_and_the_inferred_geometry_are_pointed_out_at_confirmation() {
    // The encoder's one config turns `causal` off, where the code's default is on; its head_dim
    // comes from that config too. Both are said before the write is asked.
    let dir = TempDir::new("talk-sibling");
    copy_tree(&fixture("vocab/mla-serve/benchmark"), &dir.path);
    let t = converse(
        &dir.path,
        &[
            "new",
            "encoder prefill fp16 16 heads seq 128 512 batch 8 vs fa2",
            "--lang",
            "en",
            "--strip-marks",
        ],
        json!([
            expect("note: `head_dim: 64` is inferred from the existing encoder_prefill configs"),
            expect(
                "note: `causal: false` comes from configs/attention/bert_encoder.yaml, while the code's default is `true`: it changes what is measured"
            ),
            expect(r"\[Y/n/e\]"),
            send("n\n"),
            expect("nothing written"),
        ]),
        json!({}),
    );
    assert_eq!(t.code, 0, "{}", t.output);
}
