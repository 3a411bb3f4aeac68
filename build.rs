//! The build's identity for the check cache (src/check/cache.rs): a hash of every source file
//! this crate is built from, as `GEN_CONFIG_SOURCE_HASH`. A cached check result is only as good
//! as the code that made it; the version number alone does not change between two builds of
//! different code, so a result is keyed by this too. Any file that can't be read is hashed as
//! such (a build never fails for it: the worst case is a cache that misses).

use std::hash::Hasher;
use std::path::{Path, PathBuf};

fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        match e.file_type() {
            Ok(t) if t.is_dir() => files_under(&p, out),
            Ok(_) => out.push(p),
            Err(_) => {}
        }
    }
}

fn main() {
    let mut files = Vec::new();
    files_under(Path::new("src"), &mut files);
    for f in ["Cargo.toml", "Cargo.lock", "build.rs"] {
        files.push(PathBuf::from(f));
    }
    files.sort();
    // Two SipHash-1-3 states told apart by a first byte: 128 bits, so two different sources
    // share an identity with negligible odds.
    let mut a = std::hash::DefaultHasher::new();
    let mut b = std::hash::DefaultHasher::new();
    b.write_u8(0x5b);
    for f in &files {
        let name = f.to_string_lossy();
        let bytes = std::fs::read(f).unwrap_or_default();
        for h in [&mut a, &mut b] {
            h.write(name.as_bytes());
            h.write_u8(0);
            h.write_usize(bytes.len());
            h.write(&bytes);
        }
    }
    println!(
        "cargo:rustc-env=GEN_CONFIG_SOURCE_HASH={:016x}{:016x}",
        a.finish(),
        b.finish()
    );
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=Cargo.toml");
    println!("cargo:rerun-if-changed=Cargo.lock");
    println!("cargo:rerun-if-changed=build.rs");
}
