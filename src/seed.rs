//! The seed's own conventions: the names the HALOps description fixes for every harness, which
//! the code of a harness does not tell. Everything else about a harness (its ops, scenarios,
//! fields, backends, defaults, limits, GPUs, dtype aliases) is read from its code.

/// The backend under test.
pub const HALOPS: &str = "halops";
/// The config's list of backends.
pub const BACKENDS_FIELD: &str = "backends";
/// The config field naming the target GPU (looked up in the harness's GPU specs).
pub const GPU_FIELD: &str = "gpu_type";
/// The entry layer's sweep of batch sizes, and the scalar it hands each scenario.
pub const BATCH_SIZES_FIELD: &str = "batch_sizes";
pub const BATCH_SIZE_FIELD: &str = "batch_size";
/// The config field naming the backend the refcheck compares against.
pub const REFCHECK_REFERENCE_FIELD: &str = "refcheck_reference";
/// The scenario a config runs.
pub const SCENARIO_FIELD: &str = "scenario";
/// Fields whose values select what a backend's adapter must support.
pub const DRIVER_FIELDS: &[&str] = &[DTYPE_FIELD, MODE_FIELD];
/// The driver field holding a torch dtype name (or the scenario's own alias of one).
pub const DTYPE_FIELD: &str = "dtype";
/// The driver field holding a mode the scenario's code names (`w4a4-nvfp4`).
pub const MODE_FIELD: &str = "mode";
/// A scenario module's backend registry function.
pub const REGISTRY_FUNCTIONS: &[&str] = &["_get_backends", "get_backends"];
/// The mark on a value the user did not give.
pub const INFERRED_MARK: &str = "# inferred";
/// The harness's human-readable docs: every Markdown file under this folder of the root.
pub const DOCS_DIR: &str = "docs";
/// The doc the seed names for the fields, sweeps and constraints of every scenario.
pub const SCHEMA_DOC: &str = "docs/config_schema.md";
