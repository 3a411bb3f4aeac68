//! Diagnostics as data: what is wrong, where in the YAML, which Python line decides it, at which
//! sweep point, and what to do. Every rendering (human, JSON) is made from this one value.

use serde_json::Value as J;

use crate::model::Loc;
use crate::parse::yaml::Pos;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    Info,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
        }
    }
}

/// The stable diagnostic codes of the contract, with their severity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    Yaml,
    Python,
    UnknownOp,
    UnknownScenario,
    MissingField,
    UnknownField,
    BadType,
    BadDtype,
    BadValue,
    UnknownBackend,
    BackendUnsupported,
    Constraint,
    BadRefcheckReference,
    UnknownGpu,
    HalopsNotFirst,
    Fp4Gpu,
    NoBatchSizes,
    BackendSkipped,
    DuplicateKey,
    UnusedValue,
    EmptySweep,
    Io,
    Unchecked,
    // `docs`: a doc that drifts from the code (src/docs/compare.rs says each).
    DocUnknownOp,
    DocUnknownScenario,
    DocMissingOp,
    DocMissingScenario,
    DocUnknownField,
    DocMissingField,
    DocDefault,
    DocValues,
    DocRejects,
    DocSweep,
    DocConstraint,
    DocMissingConstraint,
    DocOutdated,
    DocMarkers,
}

impl Code {
    /// Every code (the check cache reads a code back by its name; one missing here is a miss).
    pub const ALL: [Code; 37] = [
        Code::Yaml,
        Code::Python,
        Code::UnknownOp,
        Code::UnknownScenario,
        Code::MissingField,
        Code::UnknownField,
        Code::BadType,
        Code::BadDtype,
        Code::BadValue,
        Code::UnknownBackend,
        Code::BackendUnsupported,
        Code::Constraint,
        Code::BadRefcheckReference,
        Code::UnknownGpu,
        Code::HalopsNotFirst,
        Code::Fp4Gpu,
        Code::NoBatchSizes,
        Code::BackendSkipped,
        Code::DuplicateKey,
        Code::UnusedValue,
        Code::EmptySweep,
        Code::Io,
        Code::Unchecked,
        Code::DocUnknownOp,
        Code::DocUnknownScenario,
        Code::DocMissingOp,
        Code::DocMissingScenario,
        Code::DocUnknownField,
        Code::DocMissingField,
        Code::DocDefault,
        Code::DocValues,
        Code::DocRejects,
        Code::DocSweep,
        Code::DocConstraint,
        Code::DocMissingConstraint,
        Code::DocOutdated,
        Code::DocMarkers,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Code::Yaml => "yaml",
            Code::Python => "python",
            Code::UnknownOp => "unknown-op",
            Code::UnknownScenario => "unknown-scenario",
            Code::MissingField => "missing-field",
            Code::UnknownField => "unknown-field",
            Code::BadType => "bad-type",
            Code::BadDtype => "bad-dtype",
            Code::BadValue => "bad-value",
            Code::UnknownBackend => "unknown-backend",
            Code::BackendUnsupported => "backend-unsupported",
            Code::Constraint => "constraint",
            Code::BadRefcheckReference => "bad-refcheck-reference",
            Code::UnknownGpu => "unknown-gpu",
            Code::HalopsNotFirst => "halops-not-first",
            Code::Fp4Gpu => "fp4-gpu",
            Code::NoBatchSizes => "no-batch-sizes",
            Code::BackendSkipped => "backend-skipped",
            Code::DuplicateKey => "duplicate-key",
            Code::UnusedValue => "unused-value",
            Code::EmptySweep => "empty-sweep",
            Code::Io => "io",
            Code::Unchecked => "unchecked",
            Code::DocUnknownOp => "doc-unknown-op",
            Code::DocUnknownScenario => "doc-unknown-scenario",
            Code::DocMissingOp => "doc-missing-op",
            Code::DocMissingScenario => "doc-missing-scenario",
            Code::DocUnknownField => "doc-unknown-field",
            Code::DocMissingField => "doc-missing-field",
            Code::DocDefault => "doc-default",
            Code::DocValues => "doc-values",
            Code::DocRejects => "doc-rejects",
            Code::DocSweep => "doc-sweep",
            Code::DocConstraint => "doc-constraint",
            Code::DocMissingConstraint => "doc-missing-constraint",
            Code::DocOutdated => "doc-outdated",
            Code::DocMarkers => "doc-markers",
        }
    }

    pub fn severity(self) -> Severity {
        match self {
            Code::HalopsNotFirst
            | Code::Fp4Gpu
            | Code::NoBatchSizes
            | Code::BackendSkipped
            | Code::DuplicateKey
            | Code::UnusedValue
            | Code::EmptySweep => Severity::Warning,
            // The code's assert is certain; that the doc's prose does not state it is only as
            // far as the tool reads prose.
            Code::DocMissingConstraint => Severity::Warning,
            Code::Unchecked => Severity::Info,
            _ => Severity::Error,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Diag {
    pub code: Code,
    pub field: Option<String>,
    pub message: String,
    pub help: Option<String>,
    pub config: Option<Pos>,
    pub source: Option<Loc>,
    pub point: Option<Vec<(String, J)>>,
    /// How many sweep points fail this way (`point` is the first).
    pub points: Option<usize>,
    /// The distinct values of `field`'s coordinate at those points, in the order met, each with
    /// the place of its item in the YAML (`s_kv_list: [1000, 4096, 1001]` → 1000 and 1001).
    pub values: Option<Vec<(J, Option<Pos>)>>,
}

impl Diag {
    pub fn new(code: Code, message: impl Into<String>) -> Self {
        Diag {
            code,
            field: None,
            message: message.into(),
            help: None,
            config: None,
            source: None,
            point: None,
            points: None,
            values: None,
        }
    }
    pub fn field(mut self, f: impl Into<String>) -> Self {
        self.field = Some(f.into());
        self
    }
    pub fn help(mut self, h: impl Into<String>) -> Self {
        self.help = Some(h.into());
        self
    }
    pub fn at(mut self, p: Option<Pos>) -> Self {
        self.config = p;
        self
    }
    pub fn source(mut self, l: Option<Loc>) -> Self {
        self.source = l;
        self
    }
    pub fn severity(&self) -> Severity {
        self.code.severity()
    }

    pub fn to_json(&self) -> J {
        obj!({
            "severity": self.severity().as_str(),
            "code": self.code.as_str(),
            "field": self.field.clone(),
            "message": self.message.as_str(),
            "help": self.help.clone(),
            "config": self.config.map(pos_json),
            "source": self.source.as_ref().map(|s| obj!({"file": s.file.as_str(), "line": s.line})),
            "point": self.point.as_ref().map(|p| J::Object(p.iter().cloned().collect())),
            "points": self.points,
            "values": self.values.as_ref().map(|v| v.iter().map(|x| x.0.clone()).collect::<Vec<_>>()),
            "positions": self.values.as_ref().map(|v| v.iter().map(|x| x.1.map(pos_json)).collect::<Vec<_>>()),
        })
    }
}

fn pos_json(p: Pos) -> J {
    obj!({"line": p.line, "column": p.col})
}

/// The diagnostics of one config in the order of the YAML: those without a place in it first
/// (they are about the file as a whole: a field it lacks, the harness it can't be read with), in
/// the order found; then by line, then column. Stable: diagnostics at one place keep their order.
pub fn sort_by_place(diags: &mut [Diag]) {
    diags.sort_by_key(|d| d.config.map(|p| (p.line, p.col)));
}

/// `a=1, b=[2, 3]` for a sweep point.
pub fn point_text(p: &[(String, J)]) -> String {
    p.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ")
}

/// The closest candidate by edit distance (Levenshtein, from `strsim`), if close enough to be a
/// likely typo: at most a third of the longer word's characters differ.
pub fn did_you_mean<'c>(word: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<&'c str> {
    let w = word.to_lowercase();
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        let d = levenshtein(&w, &c.to_lowercase());
        let limit = (c.chars().count().max(w.chars().count()) / 3).max(1);
        if d <= limit && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, c));
        }
    }
    best.map(|b| b.1)
}

/// Edit distance over at most the first 256 characters of each word (bounded work on any input).
pub fn levenshtein(a: &str, b: &str) -> usize {
    let cut = |s: &str| -> String { s.chars().take(256).collect() };
    strsim::levenshtein(&cut(a), &cut(b))
}
