//! `check --lang zh|en`: the messages for people (each diagnostic's `message` and `help`, the
//! frame around them, the summary lines) in Chinese with `--lang zh`, English otherwise; the
//! codes, fields, positions, deciding lines, sweep points and exit codes the same in both.

mod common;

use common::*;
use serde_json::Value as J;

/// The example: FP8 on `decode_gqa` with an unaligned `s_kv` and a backend whose adapter
/// refuses FP8 (two errors).
const FP8_DECODE: &str =
    "scenario: decode_gqa\ndtype: fp8\nbatch_sizes: [1]\ns_kv_list: [1000]\nbackends: [halops, fa2]\n";

/// `tests/fixtures/configs/<rel>`, as typed from the crate's folder.
fn config(rel: &str) -> String {
    format!("tests/fixtures/configs/{rel}")
}

/// `gen-config check ARGS` on the example harness.
fn check(args: &[&str]) -> Run {
    let mut all = vec!["check"];
    all.extend_from_slice(args);
    run(&example_root(), &all)
}

fn has_cjk(s: &str) -> bool {
    s.chars().any(|c| matches!(c as u32, 0x4E00..=0x9FFF))
}

/// What a human check output says apart from its words: each diagnostic's severity and code,
/// the places (`-->`, `:::`), the YAML and Python lines shown and their underlines, and that
/// a help is there.
fn skeleton(out: &str) -> Vec<String> {
    out.lines()
        .map(|l| {
            let t = l.trim_start();
            if let Some(i) = l.find("]: ").filter(|_| !l.starts_with(' ')) {
                l[..i + 1].to_string()
            } else if t.starts_with(":::") {
                l.rsplit_once("  ").map_or(l, |x| x.0).to_string()
            } else if t.starts_with("= ") {
                "= help".to_string()
            } else if ["ok: ", "invalid: ", "通过：", "无效："]
                .iter()
                .any(|s| l.starts_with(s))
            {
                "summary".to_string()
            } else if l.contains(" configs checked: ") || l.starts_with("检查了 ") {
                "configs checked".to_string()
            } else {
                l.to_string()
            }
        })
        .collect()
}

/// The check document without the texts that follow the language.
fn without_texts(mut doc: J) -> J {
    for f in doc["files"].as_array_mut().expect("files") {
        for d in f["diagnostics"].as_array_mut().expect("diagnostics") {
            let d = d.as_object_mut().expect("diagnostic");
            d.remove("message");
            d.remove("help");
        }
    }
    doc
}

#[test]
fn lang_zh_says_the_same_diagnostics_in_chinese_and_english_stays_the_default() {
    let dir = TempDir::new("check-lang");
    let p = dir.write("attention/fp8.yaml", FP8_DECODE);
    let p = p.to_string_lossy();
    let en = check(&[&p]);
    let zh = check(&[&p, "--lang", "zh"]);
    en.assert_code(1);
    zh.assert_code(1);
    assert_eq!(
        check(&[&p, "--lang", "en"]).stdout,
        en.stdout,
        "--lang en is the default"
    );

    // English: as it always was.
    assert!(!has_cjk(&en.stdout), "{}", en.stdout);
    assert!(en.stdout.contains("(decided here)"), "{}", en.stdout);
    assert!(
        en.stdout
            .contains("(attention/decode_gqa): 1 point checked, 2 errors\n"),
        "{}",
        en.stdout
    );

    // Chinese: the messages, the help, the frame and the summary; the codes as they are.
    let o = &zh.stdout;
    for want in [
        "error[constraint]: `s_kv % page_size == 0` 不成立（扫描点 batch_sizes=1, s_kv_list=1000, mtp_steps_list=0）\n",
        "error[backend-unsupported]: backend `fa2` 不支持 dtype `fp8`：其适配器会抛出异常（没有扫描点执行到这个 backend）\n",
        "  ::: kernel/attention/scenarios/decode_gqa.py:32  （在此判定）\n",
        "   = 提示：harness 给出的信息：s_kv=1000 is not a multiple of page_size=64；涉及 `s_kv_list`, `page_size`\n",
        "   = 提示：`decode_gqa` 中接受 `fp8` 的 backend：",
        "(attention/decode_gqa)：检查了 1 个扫描点，2 个错误\n",
    ] {
        assert!(o.contains(want), "wanted {want:?} in:\n{o}");
    }
    assert!(o.contains(&format!("无效：{p} ")), "{o}");
    for english in [
        "decided here",
        "help:",
        "point checked",
        "invalid:",
        "fails at",
        "does not support",
    ] {
        assert!(!o.contains(english), "{english:?} left in:\n{o}");
    }

    // The same diagnostics, at the same places, decided by the same lines.
    assert_eq!(skeleton(o), skeleton(&en.stdout), "\nen:\n{}\nzh:\n{o}", en.stdout);
}

#[test]
fn lang_zh_json_has_the_same_keys_codes_and_positions_with_chinese_texts() {
    let dir = TempDir::new("check-lang-json");
    let p = dir.write("attention/fp8.yaml", FP8_DECODE);
    let p = p.to_string_lossy();
    let en = check(&[&p, "--json"]);
    let zh = check(&[&p, "--json", "--lang", "zh"]);
    en.assert_code(1);
    zh.assert_code(1);
    let (en, zh) = (en.json(), zh.json());
    assert_eq!(without_texts(zh.clone()), without_texts(en.clone()));
    let (ed, zd) = (&en["files"][0]["diagnostics"], &zh["files"][0]["diagnostics"]);
    assert_eq!(zd.as_array().map(Vec::len), Some(2));
    for (e, z) in ed.as_array().unwrap().iter().zip(zd.as_array().unwrap()) {
        // Same keys, in the same order.
        let keys = |d: &J| d.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
        assert_eq!(keys(z), keys(e));
        for text in ["message", "help"] {
            let (et, zt) = (e[text].as_str().unwrap(), z[text].as_str().unwrap());
            assert!(!has_cjk(et), "{et}");
            assert!(has_cjk(zt), "{zt}");
        }
    }
    assert_eq!(
        zd[0]["message"],
        "`s_kv % page_size == 0` 不成立（扫描点 batch_sizes=1, s_kv_list=1000, mtp_steps_list=0）"
    );
    assert_eq!(
        ed[0]["message"],
        "`s_kv % page_size == 0` fails at batch_sizes=1, s_kv_list=1000, mtp_steps_list=0"
    );
}

#[test]
fn lang_zh_human_output_matches_the_snapshot_and_says_what_english_says() {
    let files = [
        config("attention/fp8_on_fa2.yaml"),
        config("gemm/grouped_contiguous_small_max_m.yaml"),
        config("gemm/halops_not_first.yaml"),
        config("attention/typo_field.yaml"),
    ];
    let mut args: Vec<&str> = files.iter().map(String::as_str).collect();
    let en = check(&args);
    args.extend(["--lang", "zh"]);
    let zh = check(&args);
    en.assert_code(1);
    zh.assert_code(1);
    assert!(
        zh.stdout.ends_with("\n检查了 4 个配置：1 个有效，3 个无效\n"),
        "{}",
        zh.stdout
    );
    assert_eq!(skeleton(&zh.stdout), skeleton(&en.stdout));
    assert_snapshot(
        "check_human_zh.txt",
        &filter_path(&zh.stdout, &manifest_dir(), "<crate>"),
    );
}

#[test]
fn lang_zh_follows_into_the_ci_formats_with_the_same_codes_and_places() {
    let files = [
        config("attention/fp8_on_fa2.yaml"),
        config("gemm/halops_not_first.yaml"),
    ];
    let mut args: Vec<&str> = files.iter().map(String::as_str).collect();
    args.extend(["--format", "github"]);
    let en = check(&args);
    args.extend(["--lang", "zh"]);
    let zh = check(&args);
    en.assert_code(1);
    zh.assert_code(1);
    let props = |out: &str| -> Vec<String> {
        out.lines()
            .map(|l| l.rsplit_once("::").map(|x| x.0).unwrap_or(l).to_string())
            .collect()
    };
    assert_eq!(props(&zh.stdout), props(&en.stdout));
    // The deciding Python line as a path from the working directory, as the YAML's is.
    assert!(
        zh.stdout.contains("%0A判定于 examples/halops-bench/benchmark/kernel/"),
        "{}",
        zh.stdout
    );
    assert!(zh.stdout.contains("%0A提示："), "{}", zh.stdout);

    let sarif = |lang: &str| {
        let mut a: Vec<&str> = files.iter().map(String::as_str).collect();
        a.extend(["--format", "sarif", "--lang", lang]);
        let r = check(&a);
        r.assert_code(1);
        r.json()
    };
    let (en, zh) = (sarif("en"), sarif("zh"));
    let results = |doc: &J| doc["runs"][0]["results"].as_array().unwrap().clone();
    let (er, zr) = (results(&en), results(&zh));
    assert_eq!(er.len(), zr.len());
    for (e, z) in er.iter().zip(&zr) {
        for key in ["ruleId", "ruleIndex", "level", "locations", "properties"] {
            assert_eq!(e[key], z[key], "{key}");
        }
        assert!(has_cjk(z["message"]["text"].as_str().unwrap()), "{z}");
    }
    let rule = &zh["runs"][0]["tool"]["driver"]["rules"][0];
    assert!(has_cjk(rule["shortDescription"]["text"].as_str().unwrap()), "{rule}");
    assert_eq!(rule["id"], en["runs"][0]["tool"]["driver"]["rules"][0]["id"]);
}

#[test]
fn lang_zh_says_why_nothing_could_be_checked_in_chinese_and_a_bad_lang_is_a_usage_error() {
    let r = check(&["no/such.yaml", "--lang", "zh"]);
    r.assert_code(2);
    assert_eq!(
        r.stderr,
        "error: 没有能检查的配置：no/such.yaml: 无法读取该文件：文件不存在\n"
    );

    let r = check(&["no/such.yaml", "--lang", "klingon"]);
    r.assert_code(2);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains("--lang"), "{}", r.stderr);
    assert!(r.stdout.is_empty(), "{}", r.stdout);
}

/// Every text for people in a `check --json --lang zh` document: each diagnostic's message and
/// help, and the document's error.
fn texts(doc: &J) -> Vec<String> {
    let mut out = Vec::new();
    for f in doc["files"].as_array().into_iter().flatten() {
        for d in f["diagnostics"].as_array().into_iter().flatten() {
            for key in ["message", "help"] {
                if let Some(t) = d[key].as_str() {
                    out.push(format!("{} {key}: {t}", f["path"]));
                }
            }
        }
    }
    if let Some(e) = doc["error"].as_str() {
        out.push(format!("error: {e}"));
    }
    out
}

#[test]
fn regression_every_message_of_check_goes_through_the_catalogue() {
    // Was: the empty-file message, "not valid UTF-8" and "`check` needs config files or `--all`"
    // stayed English with `--lang zh`. Every text for people, in every way `check` can end, must
    // be Chinese (names, codes and the harness's own words may stand inside it).
    let dir = TempDir::new("check-lang-all");
    let mut files: Vec<String> = Vec::new();
    for op in ["attention", "gemm", "unsorted"] {
        for e in std::fs::read_dir(fixture(&format!("configs/{op}")))
            .expect("fixtures")
            .flatten()
        {
            files.push(e.path().to_string_lossy().into_owned());
        }
    }
    let inputs: [(&str, &[u8]); 14] = [
        ("empty.yaml", b""),
        ("bytes.yaml", b"scenario: dense\nmode: \xff\xfe\n"),
        ("list.yaml", b"- scenario: dense\n"),
        ("scalar.yaml", b"dense\n"),
        ("nothing.yaml", b"~\n"),
        ("two.yaml", b"scenario: dense\n---\nscenario: dense\n"),
        ("tab.yaml", b"scenario: dense\nshapes:\n\t- [1, 2, 3]\n"),
        ("alias.yaml", b"scenario: dense\nmode: *nowhere\n"),
        ("open.yaml", b"scenario: dense\nshapes: [[1, 2, 3]\n"),
        ("tag.yaml", b"scenario: dense\nshapes: !!python/tuple [1, 2, 3]\n"),
        ("merge.yaml", b"scenario: dense\nmode: <<\n"),
        ("key.yaml", b"scenario: dense\n[a]: 1\n"),
        (
            "string_sweep.yaml",
            b"scenario: dense\nmode: bf16\nbatch_sizes: 1,2\nshapes: [[128, 7168, 2048]]\n",
        ),
        (
            "nan.yaml",
            b"scenario: dense\nmode: bf16\nshapes: [[1e3, 7168, 2048]]\n",
        ),
    ];
    for (name, bytes) in inputs {
        files.push(dir.write(&format!("gemm/{name}"), bytes).to_string_lossy().into_owned());
    }
    files.push(
        dir.write("attention/fp8.yaml", FP8_DECODE)
            .to_string_lossy()
            .into_owned(),
    );
    files.push("no/such.yaml".into());
    let mut args: Vec<&str> = files.iter().map(String::as_str).collect();
    args.extend(["--json", "--lang", "zh"]);
    let doc = check(&args).json();
    assert!(
        doc["files"].as_array().is_some_and(|f| f.len() == files.len()),
        "{doc:#}"
    );
    let mut english = Vec::new();
    for t in texts(&doc) {
        if !has_cjk(&t) {
            english.push(t);
        }
    }
    // The runs that can't do the job, and the CI formats' own words.
    let empty = TempDir::new("check-lang-empty");
    let nowhere = TempDir::new("check-lang-nowhere");
    let ok = config("unsorted/dense_bf16.yaml");
    let empty_dir = empty.path.to_string_lossy().into_owned();
    for (cwd, a) in [
        (None, vec!["check", "--lang", "zh"]),
        (None, vec!["check", empty_dir.as_str(), "--lang", "zh"]),
        (None, vec!["check", &ok, "--op", "conv", "--lang", "zh"]),
        (None, vec!["check", &ok, "--json", "--format", "sarif", "--lang", "zh"]),
        (Some(nowhere.path.clone()), vec!["check", "x.yaml", "--lang", "zh"]),
    ] {
        let r = match &cwd {
            Some(c) => run_in(c, &a),
            None => check(&a[1..]),
        };
        r.assert_code(2);
        for l in r.stderr.lines().filter(|l| !has_cjk(l)) {
            english.push(format!("{a:?}: {l}"));
        }
    }
    assert!(english.is_empty(), "not in the catalogue:\n{}", english.join("\n"));
}
