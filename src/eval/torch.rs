//! What the evaluator knows of torch itself (not of any harness): its dtype names, their aliases,
//! sizes and kinds. `getattr(torch, name)` resolves through this table exactly as torch would.

use std::collections::HashMap;

use crate::eval::value::FxBuild;

/// One torch dtype: canonical name, aliases torch also exposes, size in bytes, bits, kind.
pub struct DtypeInfo {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub itemsize: i64,
    pub bits: i64,
    pub floating: bool,
    pub signed: bool,
}

pub const DTYPES: &[DtypeInfo] = &[
    DtypeInfo {
        name: "float32",
        aliases: &["float"],
        itemsize: 4,
        bits: 32,
        floating: true,
        signed: true,
    },
    DtypeInfo {
        name: "float64",
        aliases: &["double"],
        itemsize: 8,
        bits: 64,
        floating: true,
        signed: true,
    },
    DtypeInfo {
        name: "float16",
        aliases: &["half"],
        itemsize: 2,
        bits: 16,
        floating: true,
        signed: true,
    },
    DtypeInfo {
        name: "bfloat16",
        aliases: &[],
        itemsize: 2,
        bits: 16,
        floating: true,
        signed: true,
    },
    DtypeInfo {
        name: "float8_e4m3fn",
        aliases: &[],
        itemsize: 1,
        bits: 8,
        floating: true,
        signed: true,
    },
    DtypeInfo {
        name: "float8_e5m2",
        aliases: &[],
        itemsize: 1,
        bits: 8,
        floating: true,
        signed: true,
    },
    DtypeInfo {
        name: "float8_e4m3fnuz",
        aliases: &[],
        itemsize: 1,
        bits: 8,
        floating: true,
        signed: true,
    },
    DtypeInfo {
        name: "float8_e5m2fnuz",
        aliases: &[],
        itemsize: 1,
        bits: 8,
        floating: true,
        signed: true,
    },
    DtypeInfo {
        name: "float8_e8m0fnu",
        aliases: &[],
        itemsize: 1,
        bits: 8,
        floating: true,
        signed: false,
    },
    DtypeInfo {
        name: "float4_e2m1fn_x2",
        aliases: &[],
        itemsize: 1,
        bits: 8,
        floating: true,
        signed: true,
    },
    DtypeInfo {
        name: "complex64",
        aliases: &["cfloat"],
        itemsize: 8,
        bits: 64,
        floating: false,
        signed: true,
    },
    DtypeInfo {
        name: "complex128",
        aliases: &["cdouble"],
        itemsize: 16,
        bits: 128,
        floating: false,
        signed: true,
    },
    DtypeInfo {
        name: "uint8",
        aliases: &[],
        itemsize: 1,
        bits: 8,
        floating: false,
        signed: false,
    },
    DtypeInfo {
        name: "int8",
        aliases: &[],
        itemsize: 1,
        bits: 8,
        floating: false,
        signed: true,
    },
    DtypeInfo {
        name: "int16",
        aliases: &["short"],
        itemsize: 2,
        bits: 16,
        floating: false,
        signed: true,
    },
    DtypeInfo {
        name: "int32",
        aliases: &["int"],
        itemsize: 4,
        bits: 32,
        floating: false,
        signed: true,
    },
    DtypeInfo {
        name: "int64",
        aliases: &["long"],
        itemsize: 8,
        bits: 64,
        floating: false,
        signed: true,
    },
    DtypeInfo {
        name: "uint16",
        aliases: &[],
        itemsize: 2,
        bits: 16,
        floating: false,
        signed: false,
    },
    DtypeInfo {
        name: "uint32",
        aliases: &[],
        itemsize: 4,
        bits: 32,
        floating: false,
        signed: false,
    },
    DtypeInfo {
        name: "uint64",
        aliases: &[],
        itemsize: 8,
        bits: 64,
        floating: false,
        signed: false,
    },
    DtypeInfo {
        name: "bool",
        aliases: &[],
        itemsize: 1,
        bits: 8,
        floating: false,
        signed: false,
    },
];

/// The dtype that `getattr(torch, name)` returns, if `name` is a dtype attribute of torch.
pub fn lookup(name: &str) -> Option<u8> {
    // Looked up for every attribute the harness reads from torch (`torch.randn` as much as
    // `torch.bfloat16`): by hash, each name and alias once.
    static BY_NAME: std::sync::OnceLock<HashMap<&'static str, u8, FxBuild>> = std::sync::OnceLock::new();
    let table = BY_NAME.get_or_init(|| {
        let mut t = HashMap::default();
        for (i, d) in DTYPES.iter().enumerate().rev() {
            t.insert(d.name, i as u8);
            for a in d.aliases {
                t.insert(*a, i as u8);
            }
        }
        t
    });
    table.get(name).copied()
}

pub fn info(id: u8) -> &'static DtypeInfo {
    &DTYPES[(id as usize).min(DTYPES.len() - 1)]
}

/// Floating dtype names a benchmark config asks for: the candidates a probe tries on adapters.
/// (torch's other float8 variants — `fnuz`, `e8m0fnu` — are scale formats, not compute dtypes.)
pub fn floating_names() -> impl Iterator<Item = &'static str> {
    DTYPES
        .iter()
        .filter(|d| {
            d.floating && !d.name.ends_with("fnuz") && !d.name.starts_with("float8_e8m0") && d.name != "float64"
        })
        .map(|d| d.name)
}

/// The dtype's name in torch's own messages (its `ScalarType`: `Char` for `int8`, `Float8_e4m3fn`
/// for `float8_e4m3fn`), as `"normal_kernel_cuda" not implemented for 'Char'` names it.
pub fn scalar_type_name(id: u8) -> &'static str {
    match info(id).name {
        "float32" => "Float",
        "float64" => "Double",
        "float16" => "Half",
        "bfloat16" => "BFloat16",
        "float8_e4m3fn" => "Float8_e4m3fn",
        "float8_e5m2" => "Float8_e5m2",
        "float8_e4m3fnuz" => "Float8_e4m3fnuz",
        "float8_e5m2fnuz" => "Float8_e5m2fnuz",
        "float8_e8m0fnu" => "Float8_e8m0fnu",
        "float4_e2m1fn_x2" => "Float4_e2m1fn_x2",
        "complex64" => "ComplexFloat",
        "complex128" => "ComplexDouble",
        "uint8" => "Byte",
        "int8" => "Char",
        "int16" => "Short",
        "int32" => "Int",
        "int64" => "Long",
        "uint16" => "UInt16",
        "uint32" => "UInt32",
        "uint64" => "UInt64",
        "bool" => "Bool",
        other => other,
    }
}

/// Whether torch's random-number kernels (`normal_`, `uniform_`: what `randn` and `rand` fill a
/// tensor with) take this dtype: the 32-, 64- and 16-bit floats and bfloat16, and the complex
/// types through their real parts; not the integers, `bool`, nor the 8- and 4-bit floats.
pub fn has_random_kernel(id: u8) -> bool {
    matches!(
        info(id).name,
        "float32" | "float64" | "float16" | "bfloat16" | "complex64" | "complex128"
    )
}

/// True for a 4-bit float dtype name (torch's own naming: `float4_*`).
pub fn is_fp4(name: &str) -> bool {
    lookup(name).is_some_and(|i| info(i).name.starts_with("float4"))
}
