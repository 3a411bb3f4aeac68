//! `new` on three harnesses written for this table from a plain reading of Python, in other
//! vocabularies than the example's (`tests/fixtures/vocab/`):
//!
//! - `ffn-moe`: MoE experts and a dense gated MLP — `(hidden, inter)` pairs (`ffn_dims`,
//!   `mlp_dims`), experts and top-k, an activation quantization with values `per-token` /
//!   `per-tensor`, an entry layer that reads `dtype` only to pick the roofline peak (a scenario
//!   driven by `mode` never reads it), backend modules the checkout lacks;
//! - `mla-serve`: latent attention with rope/lora head dims read with defaults
//!   (`cfg.get("qk_rope_head_dim", 64)`), GQA decode whose `fi`, `fi(trtllm-gen)` and
//!   `fi_trtllm` are all built from `from kernel.attention.backends import flashinfer` (a module
//!   not in the checkout), an encoder prefill whose one config turns `causal` off;
//! - `gemm-lab`: `mnk` triples, `(batch, m, n, k)` problems, and a scenario that unpacks two
//!   fields (`mnk` into three, `tiles` into two), alignment asserts per mode.
//!
//! Each intent (half Chinese, half English) gives the whole config `new --json --dry-run`
//! proposes, which the harness's code accepts, or the one question it must ask — and under the
//! table, the rule it stands on: every number of every intent is bound to a field or said.

mod common;

use std::path::PathBuf;

use serde_json::Value as J;

use common::numbers::{json_numbers, numbers_in};

#[derive(Clone, Copy, Debug, PartialEq)]
enum H {
    FfnMoe,
    MlaServe,
    GemmLab,
}
use H::*;

impl H {
    fn root(self) -> PathBuf {
        common::fixture(match self {
            FfnMoe => "vocab/ffn-moe/benchmark",
            MlaServe => "vocab/mla-serve/benchmark",
            GemmLab => "vocab/gemm-lab/benchmark",
        })
    }
}

/// What `new` must make of an intent.
enum Want {
    /// This config, which the check accepts (`status: ok`).
    Config(&'static str),
    /// This one question (field, and words its prompt has), with the config so far.
    Asks(&'static str, &'static str, &'static str),
}
use Want::*;

struct Row {
    h: H,
    intent: &'static str,
    want: Want,
    /// The numbers of the sentence said as left out; every other one is bound.
    said: &'static [f64],
}

#[rustfmt::skip]
const ROWS: &[Row] = &[
    // ---- ffn-moe ------------------------------------------------------------------------------
    Row {
        h: FfnMoe,
        intent: "expert ffn bf16 8 experts top-k 2 hidden 4096 inter 14336 tokens 1 64 batch 1 vs triton",
        want: Config(r#"{"scenario": "expert_ffn", "dtype": "bfloat16", "num_experts": 8, "top_k": 2, "ffn_dims": [[4096, 14336]], "token_counts": [1, 64], "batch_sizes": [1], "backends": ["halops", "triton"]}"#),
        said: &[],
    },
    Row {
        // `per-token quant` names a value of `act_quant`, the one field the code compares with it.
        h: FfnMoe,
        intent: "expert_ffn fp8 256 experts top 8 hidden 7168 inter 2048 tokens 1 16 128 batch 1 per-token quant vs vllm",
        want: Config(r#"{"scenario": "expert_ffn", "dtype": "float8_e4m3fn", "num_experts": 256, "top_k": 8, "act_quant": "per-token", "ffn_dims": [[7168, 2048]], "token_counts": [1, 16, 128], "batch_sizes": [1], "backends": ["halops", "vllm"]}"#),
        said: &[],
    },
    Row {
        h: FfnMoe,
        intent: "给 expert ffn 加个 bf16 配置，专家 64 个，top-k 6，hidden 2048 inter 1408，tokens 1 到 1024 翻倍，批 1，对比 torch",
        want: Config(r#"{"scenario": "expert_ffn", "dtype": "bfloat16", "num_experts": 64, "top_k": 6, "ffn_dims": [[2048, 1408]], "token_counts": [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024], "batch_sizes": [1], "backends": ["halops", "torch"]}"#),
        said: &[],
    },
    Row {
        // `MoE` is a model family, not a GPU; `per-tensor 量化` is `act_quant`, not a backend.
        h: FfnMoe,
        intent: "在 h20 上测 MoE expert ffn：fp8，256 个专家，top8，hidden 7168 inter 2048，tokens 16，批 1，per-tensor 量化，对比 triton",
        want: Config(r#"{"scenario": "expert_ffn", "dtype": "float8_e4m3fn", "num_experts": 256, "top_k": 8, "act_quant": "per-tensor", "ffn_dims": [[7168, 2048]], "token_counts": [16], "batch_sizes": [1], "backends": ["halops", "triton"], "gpu_type": "h20"}"#),
        said: &[],
    },
    Row {
        h: FfnMoe,
        intent: "给 expert_ffn 加个 fp8 配置：256 个专家 top 8，hidden 7168 inter 2048，词元 1 到 128 翻倍，批 1，per-token 量化，对比 vllm",
        want: Config(r#"{"scenario": "expert_ffn", "dtype": "float8_e4m3fn", "num_experts": 256, "top_k": 8, "act_quant": "per-token", "ffn_dims": [[7168, 2048]], "token_counts": [1, 2, 4, 8, 16, 32, 64, 128], "batch_sizes": [1], "backends": ["halops", "vllm"]}"#),
        said: &[],
    },
    Row {
        // `top_k` has a default (2): inferred, not asked.
        h: FfnMoe,
        intent: "expert ffn bf16 8 experts hidden 4096 inter 14336 tokens 64 vs triton",
        want: Asks("batch_sizes", "batch_sizes", r#"{"scenario": "expert_ffn", "dtype": "bfloat16", "num_experts": 8, "top_k": 2, "ffn_dims": [[4096, 14336]], "token_counts": [64], "backends": ["halops", "triton"]}"#),
        said: &[],
    },
    Row {
        // A comparison target that is no backend is asked about, never dropped.
        h: FfnMoe,
        intent: "expert ffn bf16 8 experts hidden 4096 inter 14336 tokens 1 batch 1 vs flashinfer",
        want: Asks("backends", "`flashinfer` is not a backend of `expert_ffn`", r#"{"scenario": "expert_ffn", "dtype": "bfloat16", "num_experts": 8, "top_k": 2, "ffn_dims": [[4096, 14336]], "token_counts": [1], "batch_sizes": [1]}"#),
        said: &[],
    },
    Row {
        // `expert_gemm` runs on `mode`; the entry reads `dtype` only for the roofline peak, and
        // the scenario's configs leave it out: so does this one, and nothing asks it.
        h: FfnMoe,
        intent: "expert gemm w8a8-fp8 8 experts m 4096 n 4096 k 7168 vs deep_gemm",
        want: Config(r#"{"scenario": "expert_gemm", "mode": "w8a8-fp8", "problems": [[8, 4096, 4096, 7168]], "backends": ["halops", "deep_gemm"]}"#),
        said: &[],
    },
    Row {
        h: FfnMoe,
        intent: "expert_gemm NVFP4 problems 8x1024x4096x7168, 16x2048x7168x2048 vs cutlass grouped",
        want: Config(r#"{"scenario": "expert_gemm", "mode": "w4a4-nvfp4", "problems": [[8, 1024, 4096, 7168], [16, 2048, 7168, 2048]], "backends": ["halops", "cutlass_grouped"]}"#),
        said: &[],
    },
    Row {
        h: FfnMoe,
        intent: "给 expert_gemm 加一组 shape：8x64x7168x2048、8x4096x2048x7168，bf16，对比 torch",
        want: Config(r#"{"scenario": "expert_gemm", "mode": "bf16", "problems": [[8, 64, 7168, 2048], [8, 4096, 2048, 7168]], "backends": ["halops", "torch"]}"#),
        said: &[],
    },
    Row {
        h: FfnMoe,
        intent: "expert gemm bf16 专家 8，m 1024 2048，n 4096，k 7168，对比 deep gemm",
        want: Config(r#"{"scenario": "expert_gemm", "mode": "bf16", "problems": [[8, 1024, 4096, 7168], [8, 2048, 4096, 7168]], "backends": ["halops", "deep_gemm"]}"#),
        said: &[],
    },
    Row {
        h: FfnMoe,
        intent: "topk gating 256 experts top-k 8 tokens 1 128 4096 batch 1 float32 vs torch",
        want: Config(r#"{"scenario": "topk_gating", "num_experts": 256, "top_k": 8, "renormalize": true, "token_counts": [1, 128, 4096], "backends": ["halops", "torch"], "dtype": "float32", "batch_sizes": [1]}"#),
        said: &[],
    },
    Row {
        h: FfnMoe,
        intent: "topk_gating fp32 专家数 128 top 4 词元 1k 4k 批 1 不要 renormalize 对比 vllm",
        want: Config(r#"{"scenario": "topk_gating", "num_experts": 128, "top_k": 4, "renormalize": false, "token_counts": [1024, 4096], "backends": ["halops", "vllm"], "dtype": "float32", "batch_sizes": [1]}"#),
        said: &[],
    },
    Row {
        h: FfnMoe,
        intent: "swiglu bf16 hidden 4096 inter 14336 tokens 1 128 batch 1 vs liger",
        want: Config(r#"{"scenario": "swiglu", "dtype": "bfloat16", "mlp_dims": [[4096, 14336]], "token_counts": [1, 128], "batch_sizes": [1], "backends": ["halops", "liger"]}"#),
        said: &[],
    },
    Row {
        h: FfnMoe,
        intent: "给 swiglu 加个 bf16 配置：隐藏 7168 中间 18432，词元 1、16、256，批 1，对比 liger 和 torch",
        want: Config(r#"{"scenario": "swiglu", "dtype": "bfloat16", "mlp_dims": [[7168, 18432]], "token_counts": [1, 16, 256], "batch_sizes": [1], "backends": ["halops", "liger", "torch"]}"#),
        said: &[],
    },
    Row {
        h: FfnMoe,
        intent: "swiglu 加个 fp16 配置，gelu_tanh，hidden 4096 inter 11008，词元 64，批 1 8，对比 torch",
        want: Config(r#"{"scenario": "swiglu", "dtype": "float16", "mlp_dims": [[4096, 11008]], "token_counts": [64], "batch_sizes": [1, 8], "backends": ["halops", "torch"], "activation": "gelu_tanh"}"#),
        said: &[],
    },
    Row {
        h: FfnMoe,
        intent: "swiglu bf16 hidden 4096 inter 14336 tokens 1 batch 1",
        want: Asks("backends", "which backends should run", r#"{"scenario": "swiglu", "dtype": "bfloat16", "mlp_dims": [[4096, 14336]], "token_counts": [1], "batch_sizes": [1]}"#),
        said: &[],
    },
    // ---- mla-serve ----------------------------------------------------------------------------
    Row {
        // The rope and lora dims come from the scenario's config; the nope dim from the code's
        // default: each inferred, none asked.
        h: MlaServe,
        intent: "mla decode bf16 128 heads kv 1k 4k batch 1 vs flashmla",
        want: Config(r#"{"scenario": "mla_decode", "dtype": "bf16", "num_heads": 128, "kv_lora_rank": 512, "qk_rope_head_dim": 64, "batch_sizes": [1], "kv_lens": [1024, 4096], "backends": ["halops", "flashmla"], "qk_nope_head_dim": 128}"#),
        said: &[],
    },
    Row {
        h: MlaServe,
        intent: "mla decode bf16 64 heads qk rope head dim 32 kv lora rank 256 kv lens 2k batch 8 vs flashmla",
        want: Config(r#"{"scenario": "mla_decode", "dtype": "bf16", "num_heads": 64, "kv_lora_rank": 256, "qk_rope_head_dim": 32, "batch_sizes": [8], "kv_lens": [2048], "backends": ["halops", "flashmla"], "qk_nope_head_dim": 128}"#),
        said: &[],
    },
    Row {
        h: MlaServe,
        intent: "mla decode fp8 16 heads rope dim 64 lora rank 512 kv lens 4k batch 4 vs fi trtllm",
        want: Config(r#"{"scenario": "mla_decode", "dtype": "fp8", "num_heads": 16, "kv_lora_rank": 512, "qk_rope_head_dim": 64, "batch_sizes": [4], "kv_lens": [4096], "backends": ["halops", "fi_trtllm"], "qk_nope_head_dim": 128}"#),
        said: &[],
    },
    Row {
        h: MlaServe,
        intent: "给 mla decode 加个 bf16 配置：128 个头，kv 长度 4k 到 32k 翻倍，批 1 到 64 翻倍，对比 flashmla 和 fi",
        want: Config(r#"{"scenario": "mla_decode", "dtype": "bf16", "num_heads": 128, "kv_lora_rank": 512, "qk_rope_head_dim": 64, "batch_sizes": [1, 2, 4, 8, 16, 32, 64], "kv_lens": [4096, 8192, 16384, 32768], "backends": ["halops", "flashmla", "fi"], "qk_nope_head_dim": 128}"#),
        said: &[],
    },
    Row {
        // `flashinfer` is the module `fi` and `fi_trtllm` are built from: which, is asked.
        h: MlaServe,
        intent: "mla decode bf16 num_heads=32 kv_lens=[2048] batch 16 vs flashinfer",
        want: Asks("backends", "`flashinfer` is what several backends are built from: `fi`, `fi_trtllm`", r#"{"scenario": "mla_decode", "dtype": "bf16", "num_heads": 32, "kv_lora_rank": 512, "qk_rope_head_dim": 64, "batch_sizes": [16], "kv_lens": [2048], "qk_nope_head_dim": 128}"#),
        said: &[],
    },
    Row {
        h: MlaServe,
        intent: "mla 解码 bf16，32 个头，rope head dim 64，nope head dim 128，kv 8k，批 2，对比 flashmla",
        want: Config(r#"{"scenario": "mla_decode", "dtype": "bf16", "num_heads": 32, "kv_lora_rank": 512, "qk_rope_head_dim": 64, "batch_sizes": [2], "kv_lens": [8192], "backends": ["halops", "flashmla"], "qk_nope_head_dim": 128}"#),
        said: &[],
    },
    Row {
        // The issue's sentence, on a harness whose flashinfer wrapper module is not in the
        // checkout: which flashinfer backends is asked, fa2 kept.
        h: MlaServe,
        intent: "B200 上测 decode，GQA 64 个 q 头 8 个 kv 头，bf16，batch 1 到 64，context 8k，对比 fa2 和 flashinfer",
        want: Asks("backends", "除 `halops`, `fa2` 外要哪几个", r#"{"scenario": "gqa_decode", "dtype": "bf16", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "batch_sizes": [1, 2, 4, 8, 16, 32, 64], "context_lens": [8192], "gpu_type": "b200"}"#),
        said: &[],
    },
    Row {
        h: MlaServe,
        intent: "gqa decode bf16 32 q heads 8 kv heads head dim 128 page size 32 context 4k 16k batch 4 vs fi(trtllm-gen)",
        want: Config(r#"{"scenario": "gqa_decode", "dtype": "bf16", "num_q_heads": 32, "num_kv_heads": 8, "head_dim": 128, "batch_sizes": [4], "context_lens": [4096, 16384], "backends": ["halops", "fi(trtllm-gen)"], "page_size": 32}"#),
        said: &[],
    },
    Row {
        h: MlaServe,
        intent: "gqa decode fp8 64 q heads context 8k batch 1 vs fi trtllm gen",
        want: Config(r#"{"scenario": "gqa_decode", "dtype": "fp8", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "batch_sizes": [1], "context_lens": [8192], "backends": ["halops", "fi(trtllm-gen)"]}"#),
        said: &[],
    },
    Row {
        // `halops` leaves only when the sentence says so.
        h: MlaServe,
        intent: "gqa decode bf16 64 q heads context 2k batch 1 vs fa2 without halops",
        want: Config(r#"{"scenario": "gqa_decode", "dtype": "bf16", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "batch_sizes": [1], "context_lens": [2048], "backends": ["fa2"]}"#),
        said: &[],
    },
    Row {
        h: MlaServe,
        intent: "gqa 解码 bf16，32 个 q 头，4 个 kv 头，上下文 1k 2k，批 8，不要 halops，对比 fi 和 fa2",
        want: Config(r#"{"scenario": "gqa_decode", "dtype": "bf16", "num_q_heads": 32, "num_kv_heads": 4, "head_dim": 128, "batch_sizes": [8], "context_lens": [1024, 2048], "backends": ["fi", "fa2"]}"#),
        said: &[],
    },
    Row {
        // `causal: false` comes from the scenario's one config (said at confirmation).
        h: MlaServe,
        intent: "encoder prefill fp16 16 heads seq 128 512 batch 8 vs fa2",
        want: Config(r#"{"scenario": "encoder_prefill", "dtype": "fp16", "causal": false, "num_heads": 16, "head_dim": 64, "batch_sizes": [8], "seq_lens": [128, 512], "backends": ["halops", "fa2"]}"#),
        said: &[],
    },
    Row {
        h: MlaServe,
        intent: "encoder prefill bf16 causal 12 heads seq 1k batch 1 vs sdpa",
        want: Config(r#"{"scenario": "encoder_prefill", "dtype": "bf16", "causal": true, "num_heads": 12, "head_dim": 64, "batch_sizes": [1], "seq_lens": [1024], "backends": ["halops", "sdpa"]}"#),
        said: &[],
    },
    Row {
        h: MlaServe,
        intent: "给 encoder prefill 加个 fp16 配置，16 个头，头维度 128，序列 256 512，批 32，非因果，对比 sdpa",
        want: Config(r#"{"scenario": "encoder_prefill", "dtype": "fp16", "causal": false, "num_heads": 16, "head_dim": 128, "batch_sizes": [32], "seq_lens": [256, 512], "backends": ["halops", "sdpa"]}"#),
        said: &[],
    },
    Row {
        h: MlaServe,
        intent: "encoder prefill bf16 heads 16 seq 512 batch 1 vs fa2 and xformers",
        want: Asks("backends", "`xformers` is not a backend of `encoder_prefill`", r#"{"scenario": "encoder_prefill", "dtype": "bf16", "causal": false, "num_heads": 16, "head_dim": 64, "batch_sizes": [1], "seq_lens": [512]}"#),
        said: &[],
    },
    Row {
        h: MlaServe,
        intent: "在 h100 上测 encoder prefill，bf16，8 个头，序列 2k，批 4，对比 sdpa",
        want: Config(r#"{"scenario": "encoder_prefill", "dtype": "bf16", "causal": false, "num_heads": 8, "head_dim": 64, "batch_sizes": [4], "seq_lens": [2048], "backends": ["halops", "sdpa"], "gpu_type": "h100"}"#),
        said: &[],
    },
    // ---- gemm-lab -----------------------------------------------------------------------------
    Row {
        // Two fields of rows: shapes of three go to `mnk`, the tiles are the folder's.
        h: GemmLab,
        intent: "给 tuned 加一组 shape：64x7168x2048、4096x2048x7168，bf16，对比 triton",
        want: Config(r#"{"scenario": "tuned", "mode": "bf16", "mnk": [[64, 7168, 2048], [4096, 2048, 7168]], "tiles": [[128, 128], [128, 256]], "backends": ["halops", "triton"]}"#),
        said: &[],
    },
    Row {
        h: GemmLab,
        intent: "tuned bf16 shape 64x7168x2048 tiles 128x128, 256x128 vs triton",
        want: Config(r#"{"scenario": "tuned", "mode": "bf16", "mnk": [[64, 7168, 2048]], "tiles": [[128, 128], [256, 128]], "backends": ["halops", "triton"]}"#),
        said: &[],
    },
    Row {
        h: GemmLab,
        intent: "tuned bf16 m 128 n 4096 k 4096 tile m 128 tile n 256 vs triton",
        want: Config(r#"{"scenario": "tuned", "mode": "bf16", "mnk": [[128, 4096, 4096]], "tiles": [[128, 256]], "backends": ["halops", "triton"]}"#),
        said: &[],
    },
    Row {
        h: GemmLab,
        intent: "tuned fp8 mnk 8192x8192x8192 tiles 64x128 vs halops",
        want: Config(r#"{"scenario": "tuned", "mode": "fp8_rowwise", "mnk": [[8192, 8192, 8192]], "tiles": [[64, 128]], "backends": ["halops"]}"#),
        said: &[],
    },
    Row {
        h: GemmLab,
        intent: "matmul fp8 mnk 64x7168x2048 batch 1 vs deep_gemm",
        want: Config(r#"{"scenario": "matmul", "mode": "fp8_rowwise", "mnk": [[64, 7168, 2048]], "batch_sizes": [1], "backends": ["halops", "deep_gemm"]}"#),
        said: &[],
    },
    Row {
        h: GemmLab,
        intent: "matmul bf16 m 1 16 128 n 7168 k 2048 batch 1 vs cublas",
        want: Config(r#"{"scenario": "matmul", "mode": "bf16", "mnk": [[1, 7168, 2048], [16, 7168, 2048], [128, 7168, 2048]], "batch_sizes": [1], "backends": ["halops", "cublas"]}"#),
        said: &[],
    },
    Row {
        h: GemmLab,
        intent: "给 matmul 加个 fp8 配置，形状 4096x4096x4096，批 1 2 4，在 h100 上，对比 deep_gemm",
        want: Config(r#"{"scenario": "matmul", "mode": "fp8_rowwise", "mnk": [[4096, 4096, 4096]], "batch_sizes": [1, 2, 4], "backends": ["halops", "deep_gemm"], "gpu_type": "h100"}"#),
        said: &[],
    },
    Row {
        // `matmul` named as spelled wins over `batched`, which `batch` only resembles.
        h: GemmLab,
        intent: "matmul NVFP4 shape 128x4096x4096 batch 1 on b200",
        want: Asks("backends", "which backends should run", r#"{"scenario": "matmul", "mode": "w4a4_nvfp4", "mnk": [[128, 4096, 4096]], "batch_sizes": [1], "gpu_type": "b200"}"#),
        said: &[],
    },
    Row {
        h: GemmLab,
        intent: "matmul bf16 on b300 m 1 16 n 7168 k 2048 batch 1 vs cublas without halops",
        want: Config(r#"{"scenario": "matmul", "mode": "bf16", "mnk": [[1, 7168, 2048], [16, 7168, 2048]], "batch_sizes": [1], "backends": ["cublas"], "gpu_type": "b300"}"#),
        said: &[],
    },
    Row {
        h: GemmLab,
        intent: "matmul bf16 mnk 4096x4096x4096 batch 1 vs cutlass",
        want: Asks("backends", "`cutlass` is not a backend of `matmul`", r#"{"scenario": "matmul", "mode": "bf16", "mnk": [[4096, 4096, 4096]], "batch_sizes": [1]}"#),
        said: &[],
    },
    Row {
        // `batch` here is the part of `problems`' items, not the batch sizes.
        h: GemmLab,
        intent: "batched bf16 batch 64 m 128 n 128 k 64 vs torch",
        want: Config(r#"{"scenario": "batched", "mode": "bf16", "problems": [[64, 128, 128, 64]], "backends": ["halops", "torch"]}"#),
        said: &[],
    },
    Row {
        h: GemmLab,
        intent: "给 batched 加一组 bf16 形状 [4, 1024, 1024, 1024]，对比 torch",
        want: Config(r#"{"scenario": "batched", "mode": "bf16", "problems": [[4, 1024, 1024, 1024]], "backends": ["halops", "torch"]}"#),
        said: &[],
    },
    Row {
        h: GemmLab,
        intent: "batched bf16 问题 8x256x4096x4096、32x128x4096x4096，对比 torch",
        want: Config(r#"{"scenario": "batched", "mode": "bf16", "problems": [[8, 256, 4096, 4096], [32, 128, 4096, 4096]], "backends": ["halops", "torch"]}"#),
        said: &[],
    },
    Row {
        h: GemmLab,
        intent: "给 matmul 加个 bf16 配置，m 取 64 和 128，n 7168，k 2048，批 1，对比 cublas",
        want: Config(r#"{"scenario": "matmul", "mode": "bf16", "mnk": [[64, 7168, 2048], [128, 7168, 2048]], "batch_sizes": [1], "backends": ["halops", "cublas"]}"#),
        said: &[],
    },
];

/// `new "<intent>" --json --dry-run` on the row's harness: what differs from the row, if anything.
fn mismatch(row: &Row) -> Option<String> {
    let out = common::run(&row.h.root(), &["new", row.intent, "--json", "--dry-run"]);
    let doc = out.json();
    let mut wrong = Vec::new();
    let fields: Vec<&str> = doc["questions"]
        .as_array()
        .map(|a| a.iter().filter_map(|q| q["field"].as_str()).collect())
        .unwrap_or_default();
    let (status, config, question) = match &row.want {
        Config(c) => ("ok", *c, None),
        Asks(f, words, c) => ("needs_input", *c, Some((*f, *words))),
    };
    if doc["status"] != status {
        wrong.push(format!(
            "status {} (want {status}): {}",
            doc["status"], doc["diagnostics"]
        ));
    }
    let want: J = serde_json::from_str(config).expect("the row's config is JSON");
    if doc["config"] != want {
        wrong.push(format!("config\n    got:  {}\n    want: {want}", doc["config"]));
    }
    match question {
        None if !fields.is_empty() => wrong.push(format!("asks {fields:?}")),
        Some((f, words)) => {
            let prompt = doc["questions"][0]["prompt"].as_str().unwrap_or("");
            if fields != [f] || !prompt.contains(words) {
                wrong.push(format!("asks {fields:?} ({prompt}), want only `{f}` saying “{words}”"));
            }
        }
        None => {}
    }
    // Every number of the sentence is bound (in `understood`) or among those said.
    let mut bound = Vec::new();
    for u in doc["understood"].as_array().into_iter().flatten() {
        json_numbers(&u["value"], &mut bound);
    }
    for n in numbers_in(row.intent) {
        if !bound.contains(&n) && !row.said.contains(&n) {
            wrong.push(format!("{n} is neither in `understood` nor said"));
        }
    }
    (!wrong.is_empty()).then(|| format!("{:?} `{}`:\n  {}", row.h, row.intent, wrong.join("\n  ")))
}

#[test]
fn the_table_has_forty_intents_over_three_harnesses_in_both_languages() {
    assert!(ROWS.len() >= 40, "{} intents", ROWS.len());
    let chinese = ROWS
        .iter()
        .filter(|r| r.intent.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)))
        .count();
    assert!(
        chinese * 3 >= ROWS.len() && chinese * 3 <= ROWS.len() * 2,
        "{chinese} of {}",
        ROWS.len()
    );
    for h in [FfnMoe, MlaServe, GemmLab] {
        assert!(ROWS.iter().filter(|r| r.h == h).count() >= 12, "{h:?}");
        assert!(
            ROWS.iter().any(|r| r.h == h && matches!(r.want, Asks(..))),
            "{h:?} asks nothing"
        );
    }
}

#[test]
fn every_intent_gives_its_config_or_its_one_question() {
    let half = ROWS.len() / 2;
    let (a, b) = ROWS.split_at(half);
    let wrong: Vec<String> = std::thread::scope(|s| {
        let first = s.spawn(|| a.iter().filter_map(mismatch).collect::<Vec<_>>());
        let mut w: Vec<String> = b.iter().filter_map(mismatch).collect();
        let mut all = first.join().expect("worker");
        all.append(&mut w);
        all
    });
    assert!(
        wrong.is_empty(),
        "{} of {} intents differ:\n{}",
        wrong.len(),
        ROWS.len(),
        wrong.join("\n")
    );
}

/// The fixture harnesses are harnesses: every config they hold passes `check` (else `new` would
/// learn from nothing).
#[test]
fn the_vocabulary_harnesses_check_clean() {
    for h in [FfnMoe, MlaServe, GemmLab] {
        let out = common::run(&h.root(), &["check", "--all", "--json"]);
        let doc = out.json();
        for f in doc["files"].as_array().expect("files") {
            assert_eq!(f["valid"], true, "{h:?}: {f}");
        }
        assert!(doc["files"].as_array().is_some_and(|a| a.len() >= 3), "{h:?}");
    }
}
