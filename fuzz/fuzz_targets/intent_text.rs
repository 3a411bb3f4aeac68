//! Arbitrary text → the intent parser (`new`'s sentence), against a vocabulary like the example
//! harness's: names, numbers, switches, negations in both languages. Any result is fine; a panic
//! or a hang is a bug.
#![no_main]

use gen_config::intent::{parse, parse_numbers, Vocabulary};
use libfuzzer_sys::fuzz_target;

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let ops = strings(&["attention", "gemm"]);
    let scenarios: Vec<(String, String)> = [
        ("attention", "decode_gqa"),
        ("attention", "prefill_dense"),
        ("attention", "prefill_chunked"),
        ("gemm", "dense"),
        ("gemm", "grouped_contiguous"),
        ("gemm", "group_masked"),
    ]
    .iter()
    .map(|(o, s)| (o.to_string(), s.to_string()))
    .collect();
    let backends = strings(&["halops", "fa2", "fa3", "fi", "fi(trtllm-gen)", "cutlass_grouped", "golden"]);
    let fields = strings(&[
        "s_kv_list",
        "batch_sizes",
        "num_q_heads",
        "num_kv_heads",
        "shapes",
        "mtp_steps_list",
        "page_size",
        "causal",
        "use_cuda_graph",
        "cold_l2_cache",
        "refcheck",
        "refcheck_reference",
        "cache_quant_type",
    ]);
    let modes = strings(&["bf16", "w8a8-mxfp8", "w4a4-nvfp4"]);
    let dtype_words = strings(&["bfloat16", "float8_e4m3fn", "fp8", "e4m3"]);
    let gpus = strings(&["b200", "h100", "h20"]);
    let field_values = vec![(
        "cache_quant_type".to_string(),
        strings(&["none", "per_tensor", "per_token"]),
    )];
    let flags = strings(&["causal", "use_cuda_graph", "cold_l2_cache", "refcheck"]);
    let text_fields = strings(&["refcheck_reference", "cache_quant_type"]);
    let item_parts = vec![("shapes".to_string(), strings(&["num_experts", "max_m", "n", "k"]))];
    let vocab = Vocabulary {
        ops,
        scenarios,
        backends,
        fields,
        modes,
        dtype_words,
        gpus,
        field_values,
        flags,
        text_fields,
        item_parts,
        backend_modules: vec![("fi".to_string(), strings(&["flashinfer"]))],
    };
    let _ = parse(&text, &vocab);
    let _ = parse_numbers(&text);
});
