//! `check --format github|sarif`: the reports as CI reads them. In: the [`Report`]s of a check
//! and where paths are relative to. Out: GitHub Actions workflow commands (one a diagnostic, so a
//! pull request shows them on the YAML line), or one SARIF 2.1.0 log (each result's location the
//! YAML position, the Python line that decides it a related location), for code scanning.
//!
//! Every path they name is relative to the working directory (the repository's root, where CI
//! runs `gen-config --root benchmark check --all`): GitHub resolves an annotation's `file` and a
//! SARIF `uri` against the checkout, whatever base id the log declares. A path outside the
//! working directory stays absolute (a `file://` URI in SARIF).

use std::path::{Path, PathBuf};

use serde_json::{json, Value as J};

use gen_config::check::Report;
use gen_config::diag::{Code, Diag, Severity};
use gen_config::lang::{messages, Lang};

pub const SARIF_SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// Where the paths of a check's output are from: the working directory, and the harness root
/// the deciding Python lines are relative to.
pub struct Bases<'p> {
    pub cwd: &'p Path,
    pub root: &'p Path,
}

impl Bases<'_> {
    /// `path` relative to the working directory, if it is under it (`None` otherwise). A
    /// relative `path` is relative to it already.
    fn relative_to_cwd(&self, path: &Path) -> Option<PathBuf> {
        if path.is_relative() {
            return Some(path.components().collect());
        }
        let canonical = std::fs::canonicalize(self.cwd).ok();
        let rel = [Some(self.cwd), canonical.as_deref()]
            .into_iter()
            .flatten()
            .find_map(|base| path.strip_prefix(base).ok().map(Path::to_path_buf));
        rel
    }

    /// A config's path as the report gives it, relative to the working directory when it is
    /// under it, else as given.
    fn config(&self, shown: &str) -> String {
        self.relative_to_cwd(Path::new(shown))
            .map(|p| slashes(&p))
            .unwrap_or_else(|| shown.to_string())
    }

    /// A harness file (relative to the root) as a path from the working directory, when the
    /// root is under it.
    fn harness_file(&self, rel: &str) -> Option<String> {
        self.relative_to_cwd(&self.root.join(rel)).map(|p| slashes(&p))
    }
}

fn slashes(p: &Path) -> String {
    p.to_string_lossy().replace('\\', "/")
}

/// One workflow command a diagnostic: `::error file=PATH,line=L,col=C,title=CODE::MESSAGE`
/// (`::warning`, and `::notice` for what could not be decided, shown with `verbose` only).
pub fn github(reports: &[Report], verbose: bool, bases: &Bases) -> String {
    let mut out = String::new();
    for r in reports {
        for d in &r.diagnostics {
            let command = match d.severity() {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Info if verbose => "notice",
                Severity::Info => continue,
            };
            let mut props = vec![format!("file={}", property(&bases.config(&r.path)))];
            if let Some(p) = d.config {
                props.push(format!("line={}", p.line));
                props.push(format!("col={}", p.col));
            }
            props.push(format!("title={}", property(d.code.as_str())));
            let mut message = d.message.clone();
            if let Some(s) = &d.source {
                // The Python file as a path from where the workflow runs, as the YAML's is.
                let at = match bases.harness_file(&s.file) {
                    Some(f) => format!("{f}:{}", s.line),
                    None => s.to_string(),
                };
                message.push_str(&gen_config::say!(messages(), "\ndecided at {at}", "\n判定于 {at}"));
            }
            if let Some(h) = &d.help {
                message.push_str(&gen_config::say!(messages(), "\nhelp: {h}", "\n提示：{h}"));
            }
            out.push_str(&format!("::{command} {}::{}\n", props.join(","), data(&message)));
        }
    }
    out
}

/// A workflow command's message: `%`, CR and LF escaped, as the runner unescapes them.
fn data(s: &str) -> String {
    s.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

/// A workflow command's property value: also `:` and `,`.
fn property(s: &str) -> String {
    data(s).replace(':', "%3A").replace(',', "%2C")
}

/// One SARIF 2.1.0 log of the reports. Config paths and the Python files are relative to
/// `SRCROOT` (the working directory) when they are under it; Python files outside it are
/// relative to `HARNESSROOT` (the harness root), other configs absolute `file://` URIs.
pub fn sarif(reports: &[Report], bases: &Bases) -> J {
    let (cwd, root) = (bases.cwd, bases.root);
    let mut rule_ids: Vec<Code> = Vec::new();
    let mut results = Vec::new();
    for r in reports {
        for d in &r.diagnostics {
            if !rule_ids.contains(&d.code) {
                rule_ids.push(d.code);
            }
            results.push(result(r, d, &rule_ids, bases));
        }
    }
    let rules: Vec<J> = rule_ids
        .iter()
        .map(|c| {
            json!({
                "id": c.as_str(),
                "name": c.as_str(),
                "shortDescription": {"text": rule_text(*c, messages())},
                "defaultConfiguration": {"level": level(c.severity())},
            })
        })
        .collect();
    json!({
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "gen-config",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules,
            }},
            "originalUriBaseIds": {
                "SRCROOT": {"uri": dir_uri(cwd)},
                "HARNESSROOT": {"uri": dir_uri(root)},
            },
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    })
}

fn result(r: &Report, d: &Diag, rules: &[Code], bases: &Bases) -> J {
    let mut message = d.message.clone();
    if let Some(h) = &d.help {
        message.push_str(&gen_config::say!(messages(), " (help: {h})", "（提示：{h}）"));
    }
    let shown = bases.config(&r.path);
    let artifact = if Path::new(&shown).is_absolute() {
        json!({"uri": file_uri(Path::new(&shown))})
    } else {
        json!({"uri": uri_path(&shown), "uriBaseId": "SRCROOT"})
    };
    let mut physical = json!({"artifactLocation": artifact});
    if let Some(p) = d.config {
        physical["region"] = json!({"startLine": p.line, "startColumn": p.col});
    }
    let mut res = json!({
        "ruleId": d.code.as_str(),
        "ruleIndex": rules.iter().position(|c| *c == d.code).unwrap_or(0),
        "level": level(d.severity()),
        "message": {"text": message},
        "locations": [{"physicalLocation": physical}],
    });
    if let Some(s) = &d.source {
        res["relatedLocations"] = json!([{
            "id": 1,
            "message": {"text": messages().pick("the harness's code that decides it", "判定它的 harness 代码")},
            "physicalLocation": {
                "artifactLocation": match bases.harness_file(&s.file) {
                    Some(f) => json!({"uri": uri_path(&f), "uriBaseId": "SRCROOT"}),
                    None => json!({"uri": uri_path(&s.file), "uriBaseId": "HARNESSROOT"}),
                },
                "region": {"startLine": s.line},
            },
        }]);
    }
    let mut props = serde_json::Map::new();
    if let Some(f) = &d.field {
        props.insert("field".into(), J::from(f.as_str()));
    }
    // The same keys, with the same values, as the diagnostic's JSON.
    let json = d.to_json();
    for key in ["point", "points", "values", "positions"] {
        if !json[key].is_null() {
            props.insert(key.into(), json[key].clone());
        }
    }
    if !props.is_empty() {
        res["properties"] = J::Object(props);
    }
    res
}

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

/// What each code means, as the contract's table says.
fn rule_text(c: Code, lang: Lang) -> &'static str {
    let (en, zh) = rule_texts(c);
    lang.pick(en, zh)
}

/// [`rule_text`] in English and in Chinese.
fn rule_texts(c: Code) -> (&'static str, &'static str) {
    match c {
        Code::Yaml => ("the file is not a YAML mapping", "文件不是 YAML 映射"),
        Code::Python => (
            "a harness file the config depends on can't be parsed",
            "配置依赖的某个 harness 文件无法解析",
        ),
        Code::UnknownOp => ("no op can be found for the config", "找不到配置所属的 op"),
        Code::UnknownScenario => (
            "`scenario` is not in the op's SCENARIOS",
            "`scenario` 不在该 op 的 SCENARIOS 中",
        ),
        Code::MissingField => (
            "a field the code reads with cfg[...] is absent",
            "代码用 cfg[...] 读取的字段缺失",
        ),
        Code::UnknownField => ("a field no code path reads", "没有任何代码路径读取的字段"),
        Code::BadType => ("a value of the wrong shape", "值的形态不对"),
        Code::BadDtype => (
            "the dtype name does not resolve the way the code resolves it",
            "dtype 名字无法按代码的方式解析",
        ),
        Code::BadValue => ("a value the code rejects with a raise", "代码用 raise 拒绝的值"),
        Code::UnknownBackend => (
            "a backend not in the scenario's registry",
            "backend 不在该场景的 registry 中",
        ),
        Code::BackendUnsupported => (
            "the backend's adapter raises for this dtype or mode",
            "该 backend 的适配器对这个 dtype 或 mode 抛出异常",
        ),
        Code::Constraint => (
            "an assert or a size check of the harness fails at some sweep point",
            "harness 的某个 assert 或尺寸检查在某个扫描点不成立",
        ),
        Code::BadRefcheckReference => (
            "`refcheck_reference` is not a backend of the scenario",
            "`refcheck_reference` 不是该场景的 backend",
        ),
        Code::UnknownGpu => ("`gpu_type` is not in GPU_SPECS", "`gpu_type` 不在 GPU_SPECS 中"),
        Code::HalopsNotFirst => (
            "`halops` is not first and the scenario does not reorder backends",
            "`halops` 不在第一位，而该场景不会重排 backend",
        ),
        Code::Fp4Gpu => (
            "an FP4 dtype or mode with a GPU whose spec has no FP4 peak",
            "FP4 的 dtype 或 mode 配上了规格中没有 FP4 峰值的 GPU",
        ),
        Code::NoBatchSizes => (
            "neither `batch_sizes` nor `batch_size` is set",
            "`batch_sizes` 和 `batch_size` 都没有设置",
        ),
        Code::BackendSkipped => (
            "the backend's failure is caught by the harness: the run goes on without it",
            "该 backend 的失败被 harness 捕获：运行会跳过它继续进行",
        ),
        Code::DuplicateKey => (
            "a key appears twice; the loader keeps the last value",
            "某个键出现了两次；加载器保留后一个值",
        ),
        Code::UnusedValue => (
            "a field the code reads on no path this config takes",
            "此配置走的任何路径都不读取的字段",
        ),
        Code::EmptySweep => (
            "a swept list is empty: nothing is measured",
            "某个扫描列表为空：什么都不会测量",
        ),
        Code::Io => (
            "a config file named on the command line can't be read",
            "命令行给出的配置文件无法读取",
        ),
        Code::Unchecked => (
            "something the analysis could not decide statically",
            "分析无法静态判定的内容",
        ),
        Code::DocUnknownOp => (
            "a doc describes an op the code does not have",
            "文档描述了代码中没有的 op",
        ),
        Code::DocUnknownScenario => (
            "a doc describes a scenario the code does not have",
            "文档描述了代码中没有的场景",
        ),
        Code::DocMissingOp => (
            "an op of the code has no section in the doc",
            "代码中的某个 op 在文档中没有章节",
        ),
        Code::DocMissingScenario => (
            "a scenario of the code has no section in the doc",
            "代码中的某个场景在文档中没有章节",
        ),
        Code::DocUnknownField => (
            "a doc describes a field the code never reads",
            "文档描述了代码从不读取的字段",
        ),
        Code::DocMissingField => (
            "a field the code reads is not named in a section that lists fields",
            "代码读取的字段没有出现在列出字段的章节中",
        ),
        Code::DocDefault => (
            "a default (or required) in the doc differs from the code",
            "文档中的默认值（或必填）与代码不同",
        ),
        Code::DocValues => (
            "a list of values in the doc differs from the code",
            "文档中的取值列表与代码不同",
        ),
        Code::DocRejects => (
            "which backend rejects which dtype or mode differs from the code",
            "哪个 backend 不支持哪个 dtype 或 mode 与代码不同",
        ),
        Code::DocSweep => (
            "a field the doc calls swept or plain is the other in the code",
            "文档说是扫描/普通参数的字段在代码中正相反",
        ),
        Code::DocConstraint => (
            "a constraint in the doc the code no longer checks, or checks with another bound",
            "文档中的约束代码已不再检查，或检查的界限不同",
        ),
        Code::DocMissingConstraint => (
            "an assert of the code the doc does not mention",
            "文档没有提到代码中的某个 assert",
        ),
        Code::DocOutdated => (
            "the tables gen-config wrote in the doc are out of date",
            "gen-config 在文档中生成的表格已过时",
        ),
        Code::DocMarkers => (
            "the doc's gen-config markers are malformed",
            "文档中的 gen-config 标记格式不对",
        ),
    }
}

/// `file:///abs/dir/` (with the slash SARIF wants on a base).
fn dir_uri(p: &Path) -> String {
    let mut u = file_uri(&std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf()));
    if !u.ends_with('/') {
        u.push('/');
    }
    u
}

fn file_uri(p: &Path) -> String {
    format!("file://{}", uri_path(&p.to_string_lossy()))
}

/// A path as a URI path: every byte outside the unreserved set and `/` percent-encoded.
fn uri_path(p: &str) -> String {
    let mut out = String::new();
    for b in p.replace('\\', "/").bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workflow_command_values_are_escaped() {
        assert_eq!(property("a,b:c%\n"), "a%2Cb%3Ac%25%0A");
        assert_eq!(data("x: 1, 2\r\n"), "x: 1, 2%0D%0A");
        assert_eq!(uri_path("configs/my file.yaml"), "configs/my%20file.yaml");
        assert_eq!(uri_path("名.yaml"), "%E5%90%8D.yaml");
    }
}
