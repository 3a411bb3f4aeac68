//! `new`: placeholder.
use gen_config::discover::{Fatal, Harness};
pub fn run(_h: &Harness, _n: &super::args::NewArgs, _json: bool) -> Result<u8, Fatal> {
    Err(Fatal("`new` is not built yet".into()))
}
