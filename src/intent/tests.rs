//! The parser's own tests, on a fixed vocabulary shaped like the example harness's.

use super::*;

fn s(v: &[&str]) -> Vec<String> {
    v.iter().map(|x| x.to_string()).collect()
}

type V = Vocabulary;

trait Example {
    fn new(extra_scenarios: &[(&str, &str)]) -> Self;
    fn vocab(&self) -> &Vocabulary;
}

impl Example for Vocabulary {
    fn new(extra_scenarios: &[(&str, &str)]) -> Vocabulary {
        let mut scenarios: Vec<(String, String)> = [
            ("attention", "decode_gqa"),
            ("attention", "prefill"),
            ("attention", "prefill_chunked"),
            ("gemm", "dense"),
            ("grouped_gemm", "group_masked"),
            ("grouped_gemm", "group_contiguous"),
        ]
        .iter()
        .map(|(o, s)| (o.to_string(), s.to_string()))
        .collect();
        scenarios.extend(extra_scenarios.iter().map(|(o, s)| (o.to_string(), s.to_string())));
        Vocabulary {
            ops: s(&["attention", "gemm", "grouped_gemm"]),
            scenarios,
            backends: s(&[
                "halops",
                "fa2",
                "fa3",
                "cudnn",
                "fi",
                "fi(trtllm-gen)",
                "fi_trtllm",
                "cublas",
            ]),
            fields: s(&[
                "s_kv_list",
                "batch_sizes",
                "num_q_heads",
                "num_kv_heads",
                "prefix_len_list",
                "chunk_len_list",
                "shapes",
                "mtp_steps_list",
                "head_dim",
                "causal",
                "use_cuda_graph",
                "refcheck",
                "refcheck_reference",
                "cache_quant_type",
                "page_size",
                "layout",
            ]),
            modes: s(&["bf16", "w8a8-mxfp8", "w4a4-nvfp4"]),
            dtype_words: s(&["bfloat16", "float8_e4m3fn", "fp8", "e4m3"]),
            gpus: s(&["b200", "h100", "h20"]),
            field_values: vec![("cache_quant_type".into(), s(&["none", "per_tensor", "per_token"]))],
            flags: s(&["causal", "use_cuda_graph", "refcheck"]),
            text_fields: s(&["refcheck_reference", "cache_quant_type", "layout"]),
            item_parts: vec![("shapes".into(), s(&["m", "n", "k"]))],
            row_arity: vec![],
            backend_modules: vec![],
        }
    }
    fn vocab(&self) -> &Vocabulary {
        self
    }
}

/// As [`p`], with the items of `shapes` unpacked into these parts by the code.
fn p_parts(text: &str, parts: &[&str]) -> Intent {
    let mut v = V::new(&[]);
    v.item_parts = vec![("shapes".into(), s(parts))];
    parse(text, v.vocab())
}

fn p(text: &str) -> Intent {
    let v = V::new(&[]);
    parse(text, v.vocab())
}

fn ints(v: &[i64]) -> Vec<Num> {
    v.iter().map(|x| Num::Int(*x)).collect()
}

fn list<'a>(it: &'a Intent, f: &str) -> Option<&'a Vec<Num>> {
    it.lists.iter().find(|(n, _)| n == f).map(|(_, l)| l)
}

/// The one number given a field, if one.
fn one(it: &Intent, f: &str) -> Option<i64> {
    match list(it, f).map(Vec::as_slice) {
        Some([n]) => n.as_i64(),
        _ => None,
    }
}

fn heads(it: &Intent) -> (Option<i64>, Option<i64>) {
    (one(it, "num_q_heads"), one(it, "num_kv_heads"))
}

fn rows(field: &str, r: &[&[i64]]) -> Vec<(String, Vec<Vec<i64>>)> {
    vec![(field.to_string(), r.iter().map(|x| x.to_vec()).collect())]
}

#[test]
fn chinese_decode_fp8() {
    for text in ["给 decode 加个 FP8 的配置", "给decode加个FP8的配置"] {
        let it = p(text);
        assert_eq!(it.scenarios, s(&["decode_gqa"]), "{text}");
        assert_eq!(it.dtype, Some(DtypeWord::Fp8E4m3));
        assert_eq!(it.mode, None);
        assert_eq!(it.op, None);
        assert!(it.words.is_empty(), "{:?}", it.words);
        assert!(it.lists.is_empty() && it.unlabeled.is_empty());
    }
}

#[test]
fn group_masked_nvfp4_shapes() {
    let it = p("add group_masked w4a4-nvfp4 shapes [16, 256, 4096, 7168] [32, 512, 7168, 4096]");
    assert_eq!(it.scenarios, s(&["group_masked"]));
    assert_eq!(it.mode.as_deref(), Some("w4a4-nvfp4"));
    assert_eq!(it.dtype, None);
    assert_eq!(
        it.items,
        rows("shapes", &[&[16, 256, 4096, 7168], &[32, 512, 7168, 4096]])
    );
    assert!(it.lists.is_empty() && it.unlabeled.is_empty());
    assert!(it.words.is_empty(), "{:?}", it.words);
    // Nested brackets, no label.
    let it = p("group masked [[1,2,3],[4,5,6]]");
    assert_eq!(it.scenarios, s(&["group_masked"]));
    assert_eq!(it.items, rows("shapes", &[&[1, 2, 3], &[4, 5, 6]]));
    let it = p("grouped masked");
    assert_eq!(it.scenarios, s(&["group_masked"]));
    let it = p("分组 masked");
    assert_eq!(it.scenarios, s(&["group_masked"]));
}

#[test]
fn decode_lists_and_backends() {
    let it = p("decode bf16 s_kv 1k 4k 16k batch 1/16/64 对比 fa2 和 fi(trtllm-gen)");
    assert_eq!(it.scenarios, s(&["decode_gqa"]));
    assert_eq!(it.dtype, Some(DtypeWord::Bf16));
    assert_eq!(it.mode.as_deref(), Some("bf16"));
    assert_eq!(list(&it, "s_kv_list"), Some(&ints(&[1024, 4096, 16384])));
    assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 16, 64])));
    assert_eq!(it.backends, s(&["fa2", "fi(trtllm-gen)"]));
    assert!(it.unlabeled.is_empty());
    assert!(it.words.is_empty(), "{:?}", it.words);
}

#[test]
fn decode_range_heads_mtp() {
    let it = p("decode fp8 batch 1 到 64 翻倍, q头 64 kv头 8, mtp 1");
    assert_eq!(it.scenarios, s(&["decode_gqa"]));
    assert_eq!(it.dtype, Some(DtypeWord::Fp8E4m3));
    assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 2, 4, 8, 16, 32, 64])));
    assert_eq!(heads(&it), (Some(64), Some(8)));
    assert_eq!(list(&it, "mtp_steps_list"), Some(&ints(&[1])));
    assert!(it.unlabeled.is_empty());
    assert!(it.words.is_empty(), "{:?}", it.words);
}

#[test]
fn head_geometry_forms() {
    for text in [
        "64 q heads 8 kv heads",
        "q heads 64 kv heads 8",
        "q头 64 kv头 8",
        "q头64 kv头8",
        "64 个 q 头, 8 个 kv 头",
        "query heads 64 kv heads 8",
        "num_q_heads=64 num_kv_heads=8",
        "batch 1/16/32 q heads 64, kv heads 8",
    ] {
        let it = p(text);
        assert_eq!(heads(&it), (Some(64), Some(8)), "{text}");
        assert!(it.unlabeled.is_empty(), "{text}: {:?}", it.unlabeled);
    }
    let it = p("batch 1/16/32 q heads 64, kv heads 8");
    assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 16, 32])));
    // `heads` alone names two fields here: neither is taken, the numbers are said.
    for text in ["heads 64/8", "64/8 heads"] {
        let it = p(text);
        assert_eq!(heads(&it), (None, None), "{text}");
        assert_eq!(it.unlabeled, vec![ints(&[64, 8])], "{text}");
        assert_eq!(it.ambiguous.len(), 1, "{text}");
        assert_eq!(it.ambiguous[0].fields, s(&["num_q_heads", "num_kv_heads"]), "{text}");
    }
}

#[test]
fn gqa_and_mtp_forms() {
    for text in ["gqa 8", "GQA8", "gqa=8", "GQA: 8"] {
        assert_eq!(p(text).gqa, Some(8), "{text}");
    }
    let mtp = |t: &str| list(&p(t), "mtp_steps_list").cloned();
    assert_eq!(mtp("mtp 0/1/2"), Some(ints(&[0, 1, 2])));
    assert_eq!(mtp("mtp=1,2"), Some(ints(&[1, 2])));
    assert_eq!(mtp("mtp1"), Some(ints(&[1])));
    // Config-name words are not parsed for gqa.
    let it = p("decode_c16_gqa14_fp8");
    assert_eq!(it.gqa, None);
}

#[test]
fn dense_mnk_cross_product() {
    let it = p("dense mxfp8 M in 1,16,128, N=8192, K=8192");
    assert_eq!(it.scenarios, s(&["dense"]));
    assert_eq!(it.mode.as_deref(), Some("w8a8-mxfp8"));
    assert_eq!(it.dtype, None);
    assert_eq!(
        it.items,
        vec![(
            "shapes".to_string(),
            vec![vec![1, 8192, 8192], vec![16, 8192, 8192], vec![128, 8192, 8192]]
        )]
    );
    assert!(it.unlabeled.is_empty() && it.lists.is_empty());
    assert!(it.words.is_empty(), "{:?}", it.words);
}

#[test]
fn item_parts_are_the_codes_names_in_its_order() {
    let grouped = ["num_experts", "max_m", "n", "k"];
    // Each part by its name, by a piece of it (`experts`, `m` for `max_m`), with the numbers
    // after or before it; the cross product in the code's order of the parts.
    for text in [
        "num_experts 8 max_m 4096 8192 n 4096 k 7168",
        "8 experts max m 4096 8192 n 4096 k 7168",
        "k 7168 n 4096 m 4096 8192 experts 8",
    ] {
        let it = p_parts(text, &grouped);
        assert_eq!(
            it.items,
            vec![(
                "shapes".to_string(),
                vec![vec![8, 4096, 4096, 7168], vec![8, 8192, 4096, 7168]]
            )],
            "{text}"
        );
        assert!(
            it.unlabeled.is_empty() && it.incomplete_items.is_empty(),
            "{text}: {it:?}"
        );
    }
    // A part not given: nothing is built, and what was given is kept to be said.
    let it = p_parts("experts 8 m 4096 n 4096", &grouped);
    assert!(it.items.is_empty());
    assert_eq!(it.incomplete_items.len(), 1);
    assert_eq!(it.incomplete_items[0].given[3], None);
    assert_eq!(it.incomplete_items[0].given[0], Some(ints(&[8])));
    // The order is the code's, whatever the words: a harness that unpacks `k, m, n`.
    let it = p_parts("m 128 n 256 k 512", &["k", "m", "n"]);
    assert_eq!(it.items, vec![("shapes".to_string(), vec![vec![512, 128, 256]])]);
    // In Chinese: `专家数` is experts, `取` introduces the values.
    let it = p_parts("专家数 8, m 取 128 和 256, n 4096, k 7168", &grouped);
    assert_eq!(
        it.items,
        vec![(
            "shapes".to_string(),
            vec![vec![8, 128, 4096, 7168], vec![8, 256, 4096, 7168]]
        )],
        "{it:?}"
    );
    // No unpacking in the code: `m`, `n`, `k` are no names, their numbers are said.
    let it = p_parts("m 128 n 256 k 512", &[]);
    assert!(it.items.is_empty());
    assert_eq!(it.unlabeled.len(), 3, "{it:?}");
}

#[test]
fn dense_dims_gpu() {
    let it = p("dense bf16 128x4096x4096 on h100");
    assert_eq!(it.scenarios, s(&["dense"]));
    assert_eq!(it.dtype, Some(DtypeWord::Bf16));
    assert_eq!(it.items, rows("shapes", &[&[128, 4096, 4096]]));
    assert_eq!(it.gpu.as_deref(), Some("h100"));
    assert!(it.words.is_empty(), "{:?}", it.words);
    assert_eq!(p("矩阵乘 128×4096×4096 H100 上").gpu.as_deref(), Some("h100"));
    let it = p("矩阵乘 128×4096×4096 H100 上");
    assert_eq!(it.op.as_deref(), Some("gemm"));
    assert_eq!(it.items, rows("shapes", &[&[128, 4096, 4096]]));
    assert_eq!(p("on h20").gpu.as_deref(), Some("h20"));
    assert_eq!(p("on h200").gpu, None);
}

#[test]
fn prefill_chunked_prefix_chunk() {
    let it = p("prefill_chunked prefix 0 1k chunk 512 1024");
    assert_eq!(it.scenarios, s(&["prefill_chunked"]));
    assert_eq!(list(&it, "prefix_len_list"), Some(&ints(&[0, 1024])));
    assert_eq!(list(&it, "chunk_len_list"), Some(&ints(&[512, 1024])));
    assert!(it.unlabeled.is_empty() && it.words.is_empty());
    assert_eq!(p("chunked prefill").scenarios, s(&["prefill_chunked"]));
    assert_eq!(p("prefill").scenarios, s(&["prefill"]));
    assert_eq!(p("attention prefill").op.as_deref(), Some("attention"));
}

#[test]
fn decode_heads_seq_range() {
    let it = p("decode q heads 64 kv heads 8 seq 1K~32K x2");
    assert_eq!(it.scenarios, s(&["decode_gqa"]));
    assert_eq!(heads(&it), (Some(64), Some(8)));
    assert_eq!(
        list(&it, "s_kv_list"),
        Some(&ints(&[1024, 2048, 4096, 8192, 16384, 32768]))
    );
    assert!(it.unlabeled.is_empty() && it.words.is_empty());
}

#[test]
fn labels() {
    let it = p("batch 1、16、64");
    assert_eq!(it.lists, vec![("batch_sizes".to_string(), ints(&[1, 16, 64]))]);
    assert_eq!(list(&p("batch_sizes=1,8"), "batch_sizes"), Some(&ints(&[1, 8])));
    assert_eq!(list(&p("bs 2"), "batch_sizes"), Some(&ints(&[2])));
    assert_eq!(list(&p("批 1/2"), "batch_sizes"), Some(&ints(&[1, 2])));
    assert_eq!(
        list(&p("prefix_len_list: 0 1024"), "prefix_len_list"),
        Some(&ints(&[0, 1024]))
    );
    assert_eq!(list(&p("seq len 2k"), "s_kv_list"), Some(&ints(&[2048])));
    assert_eq!(list(&p("上下文 4k"), "s_kv_list"), Some(&ints(&[4096])));
    assert_eq!(list(&p("head dim 128"), "head_dim"), Some(&ints(&[128])));
    assert_eq!(list(&p("mtp_steps 1 2"), "mtp_steps_list"), Some(&ints(&[1, 2])));
    assert_eq!(list(&p("batch [1, 8]"), "batch_sizes"), Some(&ints(&[1, 8])));
    // Unknown label: numbers unlabeled, word reported.
    let it = p("layers 32");
    assert_eq!(it.unlabeled, vec![ints(&[32])]);
    assert_eq!(it.words, s(&["layers"]));
}

#[test]
fn ranges_unlabeled() {
    assert_eq!(p("1-64 doubling").unlabeled, vec![ints(&[1, 2, 4, 8, 16, 32, 64])]);
    let it = p("1-64 doubling");
    assert!(it.words.is_empty() && it.lists.is_empty());
}

#[test]
fn parse_numbers_forms() {
    let d = ints(&[1, 2, 4, 8, 16, 32, 64]);
    for t in [
        "1 到 64 翻倍",
        "1~64 x2",
        "1-64 doubling",
        "1..64 x2",
        "1 to 64 doubling",
        "1~64x2",
        "1-64",
    ] {
        assert_eq!(parse_numbers(t), Some(d.clone()), "{t}");
    }
    assert_eq!(parse_numbers("1~64 x4"), Some(ints(&[1, 4, 16, 64])));
    assert_eq!(parse_numbers("1-8 step 2"), Some(ints(&[1, 3, 5, 7])));
    assert_eq!(parse_numbers("1 到 8 步长 2"), Some(ints(&[1, 3, 5, 7])));
    assert_eq!(parse_numbers("3-7"), Some(ints(&[3, 4, 5, 6, 7])));
    assert_eq!(parse_numbers("1k 4k 16k"), Some(ints(&[1024, 4096, 16384])));
    assert_eq!(parse_numbers("1/16/64"), Some(ints(&[1, 16, 64])));
    assert_eq!(parse_numbers("1，16，64"), Some(ints(&[1, 16, 64])));
    assert_eq!(parse_numbers("[1, 8]"), Some(ints(&[1, 8])));
    assert_eq!(parse_numbers("32768"), Some(ints(&[32768])));
    assert_eq!(parse_numbers("1.5"), Some(vec![Num::Float(1.5)]));
    assert_eq!(parse_numbers("1.5k"), Some(ints(&[1536])));
    assert_eq!(parse_numbers("3-100000").map(|v| v.len()), Some(MAX_RANGE_ITEMS));
    assert_eq!(parse_numbers("bf16"), None);
    assert_eq!(parse_numbers(""), None);
    assert_eq!(parse_numbers("1 2 abc"), None);
    assert_eq!(parse_numbers("[[1],[2]]"), None);
    assert!(matches!(
        parse_numbers("99999999999999999999").as_deref(),
        Some([Num::Float(_)])
    ));
    assert!(
        parse_numbers("99999999999999999999k 1-99999999999999999999 9223372036854775807-9223372036854775807 x9")
            .is_some()
    );
}

#[test]
fn modes_and_dtypes() {
    for t in ["w4a4-nvfp4", "w4a4 nvfp4", "nvfp4", "W4A4_NVFP4"] {
        let it = p(t);
        assert_eq!(it.mode.as_deref(), Some("w4a4-nvfp4"), "{t}");
        assert_eq!(it.dtype, None, "{t}");
    }
    for t in ["W8A8 MXFP8", "mxfp8"] {
        assert_eq!(p(t).mode.as_deref(), Some("w8a8-mxfp8"), "{t}");
    }
    let cases = [
        ("bfloat16", DtypeWord::Bf16),
        ("torch.bfloat16", DtypeWord::Bf16),
        ("half", DtypeWord::Fp16),
        ("float32", DtypeWord::Fp32),
        ("float8_e4m3fn", DtypeWord::Fp8E4m3),
        ("e4m3", DtypeWord::Fp8E4m3),
        ("fp8_e5m2", DtypeWord::Fp8E5m2),
        ("e2m1", DtypeWord::Fp4),
        ("FP4", DtypeWord::Fp4),
    ];
    for (t, d) in cases {
        let it = p(t);
        assert_eq!(it.dtype, Some(d), "{t}");
        assert_eq!(it.mode, None, "{t}");
        assert!(it.words.is_empty(), "{t}: {:?}", it.words);
    }
    // nvfp4 is Fp4 when no mode owns it alone.
    let mut v = V::new(&[]);
    v.modes = s(&["w4a4-nvfp4", "w4a16-nvfp4"]);
    let it = parse("nvfp4", v.vocab());
    assert_eq!((it.mode, it.dtype), (None, Some(DtypeWord::Fp4)));
}

#[test]
fn backends_forms() {
    assert_eq!(p("vs fa2").backends, s(&["fa2"]));
    assert_eq!(p("compare with fa2 and fi").backends, s(&["fa2", "fi"]));
    assert_eq!(p("对比fa2和cudnn").backends, s(&["fa2", "cudnn"]));
    assert_eq!(p("后端 FI_TRTLLM, halops").backends, s(&["fi_trtllm", "halops"]));
    assert_eq!(
        p("fi(trtllm-gen) fi fa2 fa2").backends,
        s(&["fi(trtllm-gen)", "fi", "fa2"])
    );
    assert!(p("fix fa22 final").backends.is_empty());
}

#[test]
fn fields_set_by_words() {
    let named = |f: &str, negated: bool| (f.to_string(), Setting::Named { negated });
    let value = |f: &str, v: &str| (f.to_string(), Setting::Value(v.to_string()));
    let it = p("prefill bf16 non-causal, use cuda graph, no refcheck");
    assert_eq!(
        it.settings,
        vec![
            named("causal", true),
            named("use_cuda_graph", false),
            named("refcheck", true)
        ]
    );
    let it = p("decode causal=false refcheck_reference fi cache_quant_type per-tensor");
    assert_eq!(
        it.settings,
        vec![
            value("causal", "false"),
            value("refcheck_reference", "fi"),
            value("cache_quant_type", "per-tensor")
        ]
    );
    assert!(
        it.backends.is_empty(),
        "the reference is no backend to compare: {:?}",
        it.backends
    );
    assert_eq!(
        p("decode use_cuda_graph: on").settings,
        vec![value("use_cuda_graph", "on")]
    );
    assert_eq!(p("decode 不要 refcheck").settings, vec![named("refcheck", true)]);
    assert_eq!(p("decode causal 为 false").settings, vec![value("causal", "false")]);
    assert_eq!(p("prefill 非因果").settings, vec![named("causal", true)]);
    // A word after a field that is no value of it is not taken for one.
    let it = p("decode cache_quant_type frobnicate");
    assert_eq!(it.settings, vec![named("cache_quant_type", false)]);
    assert_eq!(it.words, s(&["frobnicate"]));
    // Negations as people write them, in both languages.
    for t in [
        "skip refcheck",
        "disable the refcheck",
        "without refcheck",
        "把 refcheck 关了",
        "不做 refcheck",
        "无需 refcheck",
        "跳过 refcheck",
        "不需要 refcheck",
    ] {
        let it = p(&format!("decode {t}"));
        let off = it.settings == vec![named("refcheck", true)] || it.settings == vec![value("refcheck", "off")];
        assert!(off, "{t}: {:?}", it.settings);
    }
    assert_eq!(
        p("decode don't use cuda graph").settings,
        vec![named("use_cuda_graph", true)]
    );
    assert_eq!(p("prefill 不是因果的").settings, vec![named("causal", true)]);
    assert_eq!(
        p("decode with cuda graph").settings,
        vec![named("use_cuda_graph", false)]
    );
    assert_eq!(
        p("decode without cuda graph").settings,
        vec![named("use_cuda_graph", true)]
    );
    // `on` after a negated field is a place, not a value; a backend after a yes/no field is
    // a backend.
    let it = p("prefill non-causal on b200");
    assert_eq!(
        (it.settings, it.gpu.as_deref()),
        (vec![named("causal", true)], Some("b200"))
    );
    let it = p("prefill causal fa3 and cudnn");
    assert_eq!(
        (it.settings, it.backends),
        (vec![named("causal", false)], s(&["fa3", "cudnn"]))
    );
    // A word that may turn a named switch off, close after it: neither on nor off.
    assert_eq!(
        p("prefill with causal masking off").settings,
        vec![("causal".to_string(), Setting::Unclear)]
    );
    // A field holding a free word takes the next word, unless the sentence knows it as
    // something else.
    assert_eq!(p("conv layout nchw").settings, vec![value("layout", "nchw")]);
    assert_eq!(p("conv layout please").settings, vec![named("layout", false)]);
    assert_eq!(p("conv layout decode").settings, vec![named("layout", false)]);
    // A compared value written with spaces.
    assert_eq!(
        p("decode cache_quant_type per token").settings,
        vec![value("cache_quant_type", "pertoken")]
    );
    // Numbers after a field stay with the list labels.
    let it = p("decode page size 32");
    assert!(it.settings.is_empty(), "{:?}", it.settings);
    assert_eq!(list(&it, "page_size"), Some(&ints(&[32])));
}

#[test]
fn heads_after_a_comma_that_ends_another_clause() {
    // Was: `vs fi, 128 q heads` left 128 out and took the 8 of `8 kv heads` for the q heads.
    let it = p("decode vs fi, 128 q heads 8 kv heads");
    assert_eq!(heads(&it), (Some(128), Some(8)));
    assert!(it.unlabeled.is_empty(), "{:?}", it.unlabeled);
}

#[test]
fn a_plain_fp8_yields_to_the_variant_named_beside_it() {
    assert_eq!(p("decode fp8 e5m2").dtype, Some(DtypeWord::Fp8E5m2));
    assert_eq!(p("decode e5m2 fp8").dtype, Some(DtypeWord::Fp8E5m2));
    assert_eq!(p("decode fp8 e4m3").dtype, Some(DtypeWord::Fp8E4m3));
    assert_eq!(p("decode fp8").dtype, Some(DtypeWord::Fp8E4m3));
    let it = p("decode bf16 then fp8 e5m2");
    assert_eq!(it.dtype, Some(DtypeWord::Bf16));
    assert_eq!(it.also_named, s(&["fp8", "e5m2"]));
    assert!(p("decode e5m2 fp8").also_named.is_empty());
    assert!(p("decode fp8, not bf16").also_named.is_empty());
    assert_eq!(p("decode fp8 on b300").unlisted_gpus, s(&["b300"]));
    assert_eq!(p("decode fp8 on the gb300 please").unlisted_gpus, s(&["gb300"]));
    assert!(p("decode fp8 on b200").unlisted_gpus.is_empty());
    // Two modes: the first named is the config's, the other is said (was: the one with more
    // parts, then the registry's first, whatever the sentence's order).
    let it = p("dense w4a4-nvfp4 and w8a8-mxfp8");
    assert_eq!(
        (it.mode.as_deref(), it.also_named.clone()),
        (Some("w4a4-nvfp4"), s(&["w8a8-mxfp8"]))
    );
    let it = p("dense w8a8-mxfp8 then w4a4-nvfp4");
    assert_eq!(
        (it.mode.as_deref(), it.also_named.clone()),
        (Some("w8a8-mxfp8"), s(&["w4a4-nvfp4"]))
    );
    assert_eq!(p("dense nvfp4").mode.as_deref(), Some("w4a4-nvfp4"));
    let it = p("decode fp8 on b200 and h100");
    assert_eq!((it.gpu.as_deref(), it.also_named), (Some("b200"), s(&["h100"])));
}

#[test]
fn backends_the_registry_lacks() {
    // Words where backends are listed, which name none: said, never dropped unseen.
    let it = p("decode vs fa9");
    assert_eq!(it.unlisted_backends, s(&["fa9"]));
    // Chatter after the list is no backend.
    assert!(p("decode fp8 vs fi, ok").unlisted_backends.is_empty());
    assert!(p("decode fp8 vs fi, okay thanks").unlisted_backends.is_empty());
    let it = p("compare with fi, cutlass and fa2");
    assert_eq!(
        (it.backends, it.unlisted_backends),
        (s(&["fi", "fa2"]), s(&["cutlass"]))
    );
    assert_eq!(p("对比 fi 和 fa9").unlisted_backends, s(&["fa9"]));
    assert_eq!(p("对比fa9和cudnn").unlisted_backends, s(&["fa9"]));
    // The list ends at the next thing that is no name: a number, a field, a new sentence.
    let it = p("decode against fi with 64 q heads frobnicate");
    assert!(it.unlisted_backends.is_empty(), "{:?}", it.unlisted_backends);
    assert_eq!(it.words, s(&["frobnicate"]));
    assert!(p("decode frobnicate fp8").unlisted_backends.is_empty());
}

#[test]
fn ambiguous_scenarios() {
    let v = V::new(&[("mla", "decode_mla")]);
    let it = parse("decode", v.vocab());
    assert_eq!(it.scenarios, s(&["decode_gqa", "decode_mla"]));
    let it = parse("decode gqa", v.vocab());
    assert_eq!(it.scenarios, s(&["decode_gqa"]));
    let it = parse("解码 mla", v.vocab());
    assert_eq!(it.scenarios, s(&["decode_mla"]));
    assert_eq!(p("group").scenarios, s(&["group_masked", "group_contiguous"]));
}

#[test]
fn leftover_words() {
    let it = p("decode frobnicate 随便 fp8");
    assert_eq!(it.words, s(&["frobnicate", "随便"]));
}

#[test]
fn empty_and_odd_input() {
    assert_eq!(p(""), Intent::default());
    assert_eq!(p("   \n\t "), Intent::default());
    let it = p("99999999999999999999");
    assert!(matches!(it.unlabeled.as_slice(), [l] if matches!(l.as_slice(), [Num::Float(_)])));
    for t in [
        "İ̇ẞ🎉\u{0}\u{200b}ﬀ ٣٤ [[[[ ]]]] ]] [ , / ~ - .. 到 翻倍 x2 step",
        "batch",
        "batch =",
        "q heads",
        "heads / 8",
        "1~",
        "~1",
        "[1, 2",
        "mtp",
        "gqa",
        "m 1 n 2",
        "1 到",
        "k k k 1k",
        "x9999999999999999999999",
        "1-8 step 0",
        "0-8 x2",
        "fi(trtllm-gen",
        "(((",
        "9223372036854775807-9223372036854775807 step 9223372036854775807",
        "1~9223372036854775807",
        "1-9223372036854775807 x9223372036854775807",
        "causal",
        "non-",
        "-causal",
        "causal=",
        "causal:",
        "= causal",
        "no",
        "use cuda",
        "cache_quant_type=",
        "cache_quant_type per-",
        "refcheck_reference",
        "不要",
        "非",
        "vs",
        "vs ,",
    ] {
        let _ = p(t);
        let _ = parse_numbers(t);
    }
}

/// Garbage of every kind the parser reads, 10,000 characters of it: no panic, and the items it
/// makes stay bounded. (Its time is measured, not asserted: `scripts/README.md`, *Intents*.)
#[test]
fn garbage_is_bounded() {
    let pattern =
        "1-4097 x2 [[[ 99999999999999999999k ~~ 到 翻倍 q头 kv头 héllo 🎉 ,/、batch 64 heads 1k~1m M in 1,2 N=3 ";
    let mut text = String::new();
    while text.chars().count() < 10_000 {
        text.push_str(pattern);
    }
    let text: String = text.chars().take(10_000).collect();
    let it = p(&text);
    let total: usize =
        it.unlabeled.iter().map(|l| l.len()).sum::<usize>() + it.lists.iter().map(|(_, l)| l.len()).sum::<usize>();
    assert!(total <= MAX_TOTAL_ITEMS);
    let _ = parse_numbers(&text);
    let _ = p(&"[".repeat(10_000));
    let _ = p(&"9".repeat(10_000));
    let _ = p(&"1 ".repeat(5_000));
    let _ = p(&"头".repeat(10_000));
    let _ = p(&"vs fa9, ".repeat(2_000));
    let _ = p(&"no non-causal use cuda graph = ".repeat(1_000));
    let _ = p(&"32 q heads kv heads head dim 8 fa4 paged fi trtllm gen 1Ki 2万 ".repeat(500));
    let _ = p(&"MLA decod flashinfer x_y ".repeat(1_000));
}

/// A vocabulary like a harness whose names differ from the example's: norm and MoE fields
/// (`hidden_size_list`, `num_tokens_list`), an MLA decode (`num_heads`, `q_len`,
/// `qk_rope_dim`), and a GEMM whose items are unpacked from `mnk`.
fn other_harness() -> V {
    let mut v = V::new(&[]);
    v.scenarios = [
        ("norm", "rmsnorm"),
        ("moe", "fused_moe"),
        ("attention", "mla_decode"),
        ("gemm", "dense"),
    ]
    .iter()
    .map(|(o, s)| (o.to_string(), s.to_string()))
    .collect();
    v.ops = s(&["norm", "moe", "attention", "gemm"]);
    v.fields = s(&[
        "scenario",
        "gpu_type",
        "num_tokens_list",
        "num_tokens",
        "hidden_size_list",
        "num_experts",
        "topk",
        "intermediate_size",
        "eps",
        "num_heads",
        "kv_lora_rank",
        "qk_rope_dim",
        "q_len",
        "seq_lens",
        "page_size",
        "batch_sizes",
        "batch_size",
        "mnk",
        "dtype",
        "backends",
        "refcheck",
        "refcheck_reference",
    ]);
    v.flags = s(&["refcheck"]);
    v.text_fields = s(&["refcheck_reference"]);
    v.field_values = vec![];
    v.item_parts = vec![("mnk".into(), s(&["m", "n", "k"]))];
    v.backends = s(&[
        "halops",
        "vllm",
        "flashmla",
        "torch-ref",
        "deep-gemm",
        "fa4",
        "fa4_paged",
    ]);
    v
}

fn po(text: &str) -> Intent {
    let v = other_harness();
    parse(text, v.vocab())
}

#[test]
fn a_number_right_before_a_field_word_ends_the_list_before_it() {
    // Was: batch [1, 2, 32], q heads 8, kv heads inferred.
    let it = p("chunked prefill bf16, prefix 0 4096, chunk 512 1024, batch 1 2, 32 q heads 8 kv heads");
    assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 2])));
    assert_eq!(list(&it, "prefix_len_list"), Some(&ints(&[0, 4096])));
    assert_eq!(list(&it, "chunk_len_list"), Some(&ints(&[512, 1024])));
    assert_eq!(heads(&it), (Some(32), Some(8)));
    assert!(it.unlabeled.is_empty(), "{:?}", it.unlabeled);
    // Was: batch [1, 32].
    let it = p("decode bf16 batch 1，32 个 q 头");
    assert_eq!(
        (list(&it, "batch_sizes"), heads(&it)),
        (Some(&ints(&[1])), (Some(32), None))
    );
    // Punctuation joins one list's numbers and ends it at the next field word.
    let it = p("batch 1, 4, 16, s_kv 2048 8192");
    assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 4, 16])));
    assert_eq!(list(&it, "s_kv_list"), Some(&ints(&[2048, 8192])));
    let it = p("batch 1；4；16；s_kv 2k");
    assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 4, 16])));
    // Numbers before a field word with nothing after it are that field's.
    assert_eq!(
        list(&p("decode 1, 16, 64 batch"), "batch_sizes"),
        Some(&ints(&[1, 16, 64]))
    );
    // A field word followed by its own numbers leaves those before it to the field before.
    let it = p("batch 1 2 s_kv 4k");
    assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[1, 2])));
}

#[test]
fn fields_are_named_by_the_words_of_their_names() {
    let it = po("rmsnorm bf16 hidden 4096 7168 tokens 1 128");
    assert_eq!(list(&it, "hidden_size_list"), Some(&ints(&[4096, 7168])));
    assert_eq!(
        list(&it, "num_tokens_list"),
        Some(&ints(&[1, 128])),
        "the list, not the scalar the entry injects"
    );
    assert_eq!(one(&po("mla decode 128 heads"), "num_heads"), Some(128));
    assert_eq!(one(&po("mla decode 头 64"), "num_heads"), Some(64));
    let it = po("rmsnorm 隐藏 4096，词元数 1 到 8 翻倍");
    assert_eq!(list(&it, "hidden_size_list"), Some(&ints(&[4096])));
    assert_eq!(list(&it, "num_tokens_list"), Some(&ints(&[1, 2, 4, 8])));
    let it = po("fused moe 256 experts, topk 8, intermediate 2048, kv lora rank 512, rope dim 64");
    for (f, v) in [
        ("num_experts", 256),
        ("topk", 8),
        ("intermediate_size", 2048),
        ("kv_lora_rank", 512),
        ("qk_rope_dim", 64),
    ] {
        assert_eq!(one(&it, f), Some(v), "{f}: {it:?}");
    }
    assert_eq!(list(&po("eps 1e-5"), "eps"), Some(&vec![Num::Float(1e-5)]));
    // Everyday forms of the example's words.
    assert_eq!(list(&p("sequence 4k"), "s_kv_list"), Some(&ints(&[4096])));
    assert_eq!(list(&p("kv 1k"), "s_kv_list"), Some(&ints(&[1024])));
    assert_eq!(one(&p("query heads 16"), "num_q_heads"), Some(16));
    assert_eq!(one(&p("头维度 64"), "head_dim"), Some(64));
}

#[test]
fn words_that_name_several_fields_name_none() {
    // `heads` beside two heads fields: asked, never guessed.
    let it = p("decode heads 64 s_kv 1k");
    assert_eq!(heads(&it), (None, None));
    assert_eq!(it.unlabeled, vec![ints(&[64])]);
    assert_eq!(
        it.ambiguous,
        vec![AmbiguousWords {
            words: "heads 64".into(),
            fields: s(&["num_q_heads", "num_kv_heads"]),
            values: ints(&[64]),
        }]
    );
    assert_eq!(list(&it, "s_kv_list"), Some(&ints(&[1024])));
    // `q` and `heads` are two fields here (`q_len`, `num_heads`): `32 q heads` names
    // neither, and the 32 is said (was: bound to `q_len`).
    let it = po("mla decode 32 q heads, seq 1k");
    assert!(one(&it, "q_len").is_none() && one(&it, "num_heads").is_none(), "{it:?}");
    assert_eq!(it.unlabeled, vec![ints(&[32])]);
    assert_eq!(it.ambiguous[0].fields, s(&["q_len", "num_heads"]));
    // `head dim 64` where the scenario has no head_dim: not `qk_rope_dim`.
    let it = po("mla decode head dim 64");
    assert!(it.lists.is_empty(), "{:?}", it.lists);
    assert_eq!(it.unlabeled, vec![ints(&[64])]);
    // Side by side with numbers on both sides, each takes its own.
    let it = po("8 experts topk 2");
    assert_eq!((one(&it, "num_experts"), one(&it, "topk")), (Some(8), Some(2)));
}

#[test]
fn shapes_go_to_the_field_whose_items_the_code_unpacks() {
    let two = rows("mnk", &[&[64, 7168, 2048], &[4096, 2048, 7168]]);
    for t in [
        "dense shape：64x7168x2048、4096x2048x7168",
        "dense 64×7168×2048, 4096×2048×7168",
        "dense shapes [64, 7168, 2048] [4096, 2048, 7168]",
        "dense mnk [[64, 7168, 2048], [4096, 2048, 7168]]",
        "dense m 64 4096 n 7168 2048 k 2048 7168",
    ] {
        let it = po(t);
        if t.contains(" m 64") {
            // Parts given as lists make the cross product.
            assert_eq!(it.items[0].1.len(), 8, "{t}");
            continue;
        }
        assert_eq!(it.items, two, "{t}");
        assert!(it.unlabeled.is_empty() && it.lists.is_empty(), "{t}: {it:?}");
    }
    assert_eq!(po("dense m=64 n=7168 k=2048").items, rows("mnk", &[&[64, 7168, 2048]]));
    // Where no field's items are unpacked, shapes are said one by one, never taken for a
    // list of plain numbers.
    let mut v = other_harness();
    v.item_parts.clear();
    let it = parse("dense 64x7168x2048、4096x2048x7168", v.vocab());
    assert!(it.items.is_empty());
    assert_eq!(it.unlabeled, vec![ints(&[64, 7168, 2048]), ints(&[4096, 2048, 7168])]);
    // Named by the field's own name, they are its items.
    let it = parse("dense mnk 64x7168x2048", v.vocab());
    assert_eq!(it.items, rows("mnk", &[&[64, 7168, 2048]]));
}

#[test]
fn backends_as_the_user_says_them() {
    let v = other_harness();
    for (t, want) in [
        ("vs fa4 paged", "fa4_paged"),
        ("vs FA4-PAGED", "fa4_paged"),
        ("vs fa4paged", "fa4_paged"),
        ("vs fa4", "fa4"),
        ("vs Torch Ref", "torch-ref"),
        ("vs deep_gemm", "deep-gemm"),
        ("vs DeepGemm", "deep-gemm"),
    ] {
        let it = parse(t, v.vocab());
        assert_eq!(it.backends, s(&[want]), "{t}");
        assert!(it.words.is_empty() && it.unlisted_backends.is_empty(), "{t}: {it:?}");
    }
    assert_eq!(p("fi trtllm gen").backends, s(&["fi(trtllm-gen)"]));
    assert_eq!(p("FI-TRTLLM and fi").backends, s(&["fi_trtllm", "fi"]));
    // By the module the runners are built from: one backend, or a question.
    let mut v = V::new(&[]);
    v.backend_modules = vec![
        ("fi".into(), s(&["flashinfer"])),
        ("fi(trtllm-gen)".into(), s(&["flashinfer"])),
        ("fi_trtllm".into(), s(&["flashinfer"])),
        ("cudnn".into(), s(&["cudnn_frontend"])),
    ];
    let it = parse("decode vs FlashInfer and cudnn frontend", v.vocab());
    assert_eq!(it.backends, s(&["cudnn"]));
    assert_eq!(
        it.backend_choices,
        vec![("FlashInfer".to_string(), s(&["fi", "fi(trtllm-gen)", "fi_trtllm"]))]
    );
    assert!(it.unlisted_backends.is_empty() && it.unknown_names.is_empty(), "{it:?}");
    // A registry key wins over a module of the same name.
    v.backends.push("flashinfer".into());
    assert_eq!(parse("vs flashinfer", v.vocab()).backends, s(&["flashinfer"]));
}

#[test]
fn words_that_look_like_names_and_are_none_are_said() {
    let it = p("add a MLA decode config, bf16, batch 1, s_kv 4k");
    assert_eq!(
        it.unknown_names,
        vec![UnknownName {
            word: "MLA".into(),
            closest: s(&["decode_gqa"])
        }]
    );
    let it = p("decod fp8 batch 1");
    assert_eq!(it.unknown_names.len(), 1);
    assert_eq!(it.unknown_names[0].closest, s(&["decode_gqa"]));
    assert_eq!(
        p("dense bf16 vs cutlas").unknown_names.len(),
        0,
        "said as a backend instead"
    );
    assert_eq!(p("dense bf16 vs cutlas").unlisted_backends, s(&["cutlas"]));
    assert_eq!(p("decode bf16 with fa9 please").unknown_names[0].word, "fa9");
    for t in [
        "add a config for the moon landing",
        "my decode config please",
        "a quick decode sweep",
        "decode 随便 bf16",
    ] {
        assert!(p(t).unknown_names.is_empty(), "{t}: {:?}", p(t).unknown_names);
    }
}

#[test]
fn every_binding_is_said_with_its_words() {
    let it = p("decode bf16 batch 1、2，32 个 q 头, s_kv=1k vs fi, no refcheck, on h100");
    let said: Vec<(String, String, J)> = it
        .understood
        .iter()
        .map(|u| (u.field.clone(), u.words.clone(), u.value.clone()))
        .collect();
    assert_eq!(
        said,
        vec![
            ("mode".into(), "bf16".into(), J::from("bf16")),
            ("batch_sizes".into(), "batch 1、2".into(), J::from(vec![1, 2])),
            ("num_q_heads".into(), "32 个 q 头".into(), J::from(32)),
            ("s_kv_list".into(), "s_kv=1k".into(), J::from(1024)),
            ("backends".into(), "fi".into(), J::from("fi")),
            ("refcheck".into(), "no refcheck".into(), J::from(false)),
            ("gpu_type".into(), "h100".into(), J::from("h100")),
        ]
    );
    // The words that named the mode or dtype, all of them (the caller rewrites the field and
    // the value as the scenario takes them).
    let first = |t: &str| p(t).understood.first().map(|u| (u.field.clone(), u.words.clone()));
    assert_eq!(first("decode FP8 batch 1"), Some(("dtype".into(), "FP8".into())));
    assert_eq!(
        first("dense w4a4 nvfp4 m 128"),
        Some(("mode".into(), "w4a4 nvfp4".into()))
    );
    assert_eq!(
        first("dense w4a4-nvfp4 m 128"),
        Some(("mode".into(), "w4a4-nvfp4".into()))
    );
    let it = p_parts("8 experts max m 4096 8192", &["num_experts", "max_m", "n", "k"]);
    assert_eq!(it.understood[0].words, "8 experts");
    assert_eq!(it.understood[1].value, serde_json::json!({"max_m": [4096, 8192]}));
}

#[test]
fn number_suffixes() {
    let it = p("s_kv 1k 4K 1Ki 2万 1.5k 1e3");
    assert_eq!(
        list(&it, "s_kv_list"),
        Some(&ints(&[1024, 4096, 1024, 20_000, 1536, 1000]))
    );
    assert_eq!(parse_numbers("1Ki 2ki 3万"), Some(ints(&[1024, 2048, 30_000])));
    // `e` after a number starts a word where it is no exponent.
    let it = p("decode fp8 e4m3 batch 8");
    assert_eq!(it.dtype, Some(DtypeWord::Fp8E4m3));
    assert_eq!(list(&it, "batch_sizes"), Some(&ints(&[8])));
}

/// Every number in the sentence is bound (it is in `understood`) or said (`unlabeled`, or a
/// part of items given incompletely): none dropped.
#[test]
fn no_number_is_dropped() {
    let fragments = [
        "batch 1 2",
        "32 q heads",
        "8 kv heads",
        "s_kv 1k 4k",
        "，",
        ", ",
        "; ",
        "、",
        "7 9",
        "heads 64",
        "q头 16",
        "mtp 0/2",
        "gqa 4",
        "m 128 n 256 k 512",
        "128x4096x4096",
        "[16, 256, 4096]",
        "vs fi",
        "批 1 到 64 翻倍",
        "seq 1 to 16 doubling",
        "page_size=32",
        "head dim 128",
        "prefix 0 1k",
        "chunk 512",
        "layers 12",
        "3-7",
        "no refcheck",
        "on h100",
        "2万",
        "1Ki",
        "64 个 q 头",
    ];
    let mut seed: u64 = 0x5eed;
    for _ in 0..400 {
        let mut text = String::from("decode ");
        for _ in 0..6 {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            text.push_str(fragments[(seed >> 33) as usize % fragments.len()]);
            text.push(' ');
        }
        let it = p(&text);
        let mut bound: Vec<f64> = Vec::new();
        for u in &it.understood {
            json_numbers(&u.value, &mut bound);
        }
        for l in it
            .unlabeled
            .iter()
            .chain(it.incomplete_items.iter().flat_map(|p| p.given.iter().flatten()))
        {
            bound.extend(l.iter().map(num_f64));
        }
        for n in numbers_in(&text) {
            assert!(bound.contains(&n), "{n} in {text:?} is neither bound nor said: {it:?}");
        }
    }
}

fn num_f64(n: &Num) -> f64 {
    match n {
        Num::Int(i) => *i as f64,
        Num::Float(f) => *f,
    }
}

fn json_numbers(v: &J, out: &mut Vec<f64>) {
    match v {
        J::Number(n) => out.extend(n.as_f64()),
        J::Array(a) => a.iter().for_each(|x| json_numbers(x, out)),
        J::Object(m) => m.values().for_each(|x| json_numbers(x, out)),
        _ => {}
    }
}

/// The numbers of a sentence, read independently of the parser: digits not inside a word
/// (`h100`, `fp8`), with `k`/`Ki`/`万` scaled; `AxB` is two numbers.
fn numbers_in(text: &str) -> Vec<f64> {
    let c: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let prev = i.checked_sub(1).map(|p| c[p]);
        let after_dims = matches!(prev, Some('x' | '×')) && i >= 2 && c[i - 2].is_ascii_digit();
        let starts =
            c[i].is_ascii_digit() && (after_dims || !prev.is_some_and(|p| p.is_ascii_alphanumeric() || p == '_'));
        if !starts {
            i += 1;
            continue;
        }
        let s = i;
        while i < c.len() && c[i].is_ascii_digit() {
            i += 1;
        }
        let mut v: f64 = c[s..i].iter().collect::<String>().parse().unwrap_or(f64::NAN);
        if c.get(i) == Some(&'k') || c.get(i) == Some(&'K') {
            v *= 1024.0;
        } else if c.get(i) == Some(&'万') {
            v *= 10_000.0;
        }
        out.push(v);
    }
    out
}

/// A vocabulary of other names: latent-attention head dims, experts and top-k, two fields of
/// rows, a yes/no field.
fn other(fields: &[&str]) -> Vocabulary {
    Vocabulary {
        ops: s(&["attention"]),
        scenarios: vec![("attention".into(), "mla_decode".into())],
        backends: s(&["halops", "flashmla"]),
        fields: s(fields),
        flags: s(&["causal"]),
        ..Vocabulary::default()
    }
}

#[test]
fn a_word_that_names_a_value_sets_the_one_field_that_has_it() {
    let it = p("decode fp8 per-token quant batch 1");
    assert_eq!(
        it.settings,
        vec![("cache_quant_type".to_string(), Setting::Value("per_token".into()))]
    );
    assert!(it
        .understood
        .iter()
        .any(|u| u.field == "cache_quant_type" && u.words == "per-token quant"));
    // Where backends are compared it is still a value, never a backend.
    let it = p("decode fp8 vs fi, per-tensor 量化");
    assert_eq!(
        it.settings,
        vec![("cache_quant_type".to_string(), Setting::Value("per_tensor".into()))]
    );
    assert!(it.unlisted_backends.is_empty(), "{:?}", it.unlisted_backends);
    assert_eq!(it.backends, s(&["fi"]));
}

#[test]
fn a_backend_after_a_negation_is_left_out_and_the_negation_is_no_name() {
    for text in ["decode bf16 vs fa2 without halops", "decode bf16 对比 fa2，不要 halops"] {
        let it = p(text);
        assert_eq!(it.backends, s(&["fa2"]), "{text}");
        assert_eq!(it.removed_backends, s(&["halops"]), "{text}");
        assert!(it.unlisted_backends.is_empty(), "{text}: {:?}", it.unlisted_backends);
    }
}

#[test]
fn a_model_family_is_no_gpu_and_no_unknown_name() {
    let it = p("在 h100 上测 MoE decode bf16");
    assert_eq!(it.gpu.as_deref(), Some("h100"));
    assert!(it.unlisted_gpus.is_empty(), "{:?}", it.unlisted_gpus);
    assert!(it.unknown_names.is_empty(), "{:?}", it.unknown_names);
}

#[test]
fn field_words_side_by_side_take_the_numbers_on_both_sides() {
    let v = other(&[
        "num_heads",
        "qk_rope_head_dim",
        "qk_nope_head_dim",
        "kv_lora_rank",
        "kv_lens",
    ]);
    let it = parse("mla decode 16 heads rope dim 64", &v);
    assert_eq!(one(&it, "num_heads"), Some(16), "{it:?}");
    assert_eq!(one(&it, "qk_rope_head_dim"), Some(64), "{it:?}");
    // A field's whole name written out, after a number another field word took.
    let it = parse(
        "mla decode 64 heads qk rope head dim 32 kv lora rank 256 kv lens 2k",
        &v,
    );
    assert_eq!(one(&it, "num_heads"), Some(64), "{it:?}");
    assert_eq!(one(&it, "qk_rope_head_dim"), Some(32), "{it:?}");
    assert_eq!(one(&it, "kv_lora_rank"), Some(256), "{it:?}");
    assert_eq!(one(&it, "kv_lens"), Some(2048), "{it:?}");
    assert!(it.unlabeled.is_empty(), "{:?}", it.unlabeled);
    // `top-k` is one phrase; a yes/no field named before a number leaves the number to the next.
    let v = other(&["num_experts", "top_k", "causal", "num_heads"]);
    let it = parse("256 experts top-k 8", &v);
    assert_eq!(
        (one(&it, "num_experts"), one(&it, "top_k")),
        (Some(256), Some(8)),
        "{it:?}"
    );
    let it = parse("causal 12 heads", &v);
    assert_eq!(
        it.settings,
        vec![("causal".to_string(), Setting::Named { negated: false })]
    );
    assert_eq!(one(&it, "num_heads"), Some(12), "{it:?}");
}

#[test]
fn a_shape_goes_to_the_field_whose_items_hold_that_many_numbers() {
    let mut v = other(&["mnk", "tiles"]);
    v.item_parts = vec![
        ("mnk".into(), s(&["m", "n", "k"])),
        ("tiles".into(), s(&["tile_m", "tile_n"])),
    ];
    let it = parse("add a shape 64x7168x2048、4096x2048x7168", &v);
    assert_eq!(it.items, rows("mnk", &[&[64, 7168, 2048], &[4096, 2048, 7168]]));
    let it = parse("64x7168x2048 and 128x256", &v);
    assert!(
        it.items
            .iter()
            .any(|(f, r)| f == "mnk" && r == &vec![vec![64, 7168, 2048]]),
        "{:?}",
        it.items
    );
    assert!(
        it.items.iter().any(|(f, r)| f == "tiles" && r == &vec![vec![128, 256]]),
        "{:?}",
        it.items
    );
    // Where the unpacking is unseen, the rows the configs hold say the length.
    let mut v = other(&["mnk", "batch_sizes"]);
    v.row_arity = vec![("mnk".into(), 3)];
    let it = parse("shape：64x7168x2048、4096x2048x7168", &v);
    assert_eq!(it.items, rows("mnk", &[&[64, 7168, 2048], &[4096, 2048, 7168]]));
}
