//! `new`'s sentence on three harnesses whose fields are named differently: the bundled example,
//! and the two written from the seed alone (`tests/fixtures/unseen/`: `hidden_size_list`,
//! `num_tokens_list`, `num_heads`, `mnk`, `seq_lens`, `prefix_lens`, …).
//!
//! A table of intents, half Chinese, half English (numbers before and after field words, mixed
//! punctuation, `k`/`K`/`Ki`/`万`, ranges and doubling ranges, shapes as people write them,
//! backends as people spell them), each with the whole config `new --json --dry-run` proposes
//! and the questions it leaves open. Under it, the rule the table stands on: every number of
//! every intent is bound to a field (`understood`, and the config holds it there) or said as left
//! out (`unlabeled`, or an item part given without the others) — none dropped, none moved
//! unseen.

mod common;

use common::numbers::{json_numbers, numbers_in};

use std::path::PathBuf;

use serde_json::Value as J;

use gen_config::intent::{self, Intent, Num, Vocabulary};
use gen_config::model::{self, Selection};

#[derive(Clone, Copy, Debug)]
enum H {
    /// `examples/halops-bench/benchmark`
    Example,
    /// `tests/fixtures/unseen/moe-norm/benchmark`
    MoeNorm,
    /// `tests/fixtures/unseen/attn-gemm/benchmark`
    AttnGemm,
}
use H::*;

impl H {
    fn root(self) -> PathBuf {
        match self {
            Example => common::example_root(),
            MoeNorm => common::fixture("unseen/moe-norm/benchmark"),
            AttnGemm => common::fixture("unseen/attn-gemm/benchmark"),
        }
    }
}

/// One intent and what `new` makes of it.
struct Row {
    h: H,
    intent: &'static str,
    /// The whole proposed config (inferred fields too), as JSON.
    config: &'static str,
    /// The fields still asked, in order.
    questions: &'static [&'static str],
    /// The numbers of the sentence that are said as left out (no field, or words that name
    /// several): every other number is bound.
    said: &'static [f64],
}

#[rustfmt::skip]
const ROWS: &[Row] = &[
    // the bundled example
    Row {
        h: Example,
        intent: "decode bf16, batch 1, 4, 16, s_kv 2048 8192, vs fi",
        config: r#"{"scenario": "decode_gqa", "dtype": "bfloat16", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1, 4, 16], "s_kv_list": [2048, 8192], "mtp_steps_list": [0, 1, 3], "backends": ["halops", "fi"], "cache_quant_type": "none", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "decode fp8 batch 1 2, 32 q heads 8 kv heads, s_kv 4K, vs fi_trtllm",
        config: r#"{"scenario": "decode_gqa", "dtype": "fp8", "num_q_heads": 32, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1, 2], "s_kv_list": [4096], "mtp_steps_list": [0, 1, 3], "backends": ["halops", "fi_trtllm"], "cache_quant_type": "per_tensor", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "decode bf16 q heads 128 kv heads 8 mtp 0/4 s_kv 4096 batch 1 vs fi",
        config: r#"{"scenario": "decode_gqa", "dtype": "bfloat16", "num_q_heads": 128, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1], "s_kv_list": [4096], "mtp_steps_list": [0, 4], "backends": ["halops", "fi"], "cache_quant_type": "none", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "chunked prefill bf16, prefix 0 4096, chunk 512 1024, batch 1 2, 32 q heads 8 kv heads, backends halops fi",
        config: r#"{"scenario": "prefill_chunked", "dtype": "bfloat16", "num_q_heads": 32, "num_kv_heads": 8, "head_dim": 128, "batch_sizes": [1, 2], "prefix_len_list": [0, 4096], "chunk_len_list": [512, 1024], "backends": ["halops", "fi"], "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "prefill dense bf16 seq 1k to 8k doubling batch 1; 2 vs fa3, non-causal",
        config: r#"{"scenario": "prefill_dense", "dtype": "bfloat16", "num_q_heads": 32, "num_kv_heads": 8, "head_dim": 128, "batch_sizes": [1, 2], "seq_lens": [1024, 2048, 4096, 8192], "backends": ["halops", "fa3"], "causal": false, "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "dense bf16 batch 1 shapes 128x4096x4096, 256x4096x7168 vs cublas",
        config: r#"{"scenario": "dense", "mode": "bf16", "batch_sizes": [1], "shapes": [[128, 4096, 4096], [256, 4096, 7168]], "backends": ["halops", "cublas"], "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "dense mxfp8 m 1 16 128 n 8192 k 8192 batch 1 vs deepgemm",
        config: r#"{"scenario": "dense", "mode": "w8a8-mxfp8", "batch_sizes": [1], "shapes": [[1, 8192, 8192], [16, 8192, 8192], [128, 8192, 8192]], "backends": ["halops", "deepgemm"], "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "grouped contiguous bf16 8 experts max m 4096 8192 n 4096 k 7168 vs deepgemm",
        config: r#"{"scenario": "grouped_contiguous", "mode": "bf16", "shapes": [[8, 4096, 4096, 7168], [8, 8192, 4096, 7168]], "backends": ["halops", "deepgemm"], "align_m": 128, "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "group masked nvfp4 shapes [16, 256, 4096, 7168]; [32, 512, 7168, 4096] vs cutlass grouped",
        config: r#"{"scenario": "group_masked", "mode": "w4a4-nvfp4", "shapes": [[16, 256, 4096, 7168], [32, 512, 7168, 4096]], "backends": ["halops", "cutlass_grouped"], "expected_m_ratio": 0.5, "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "decode bf16 s_kv 1Ki 4Ki batch 8 page size 32 vs FA4 paged",
        config: r#"{"scenario": "decode_gqa", "dtype": "bfloat16", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "page_size": 32, "batch_sizes": [8], "s_kv_list": [1024, 4096], "mtp_steps_list": [0, 1, 3], "backends": ["halops", "fa4_paged"], "cache_quant_type": "none", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "decode bf16 batch 1 s_kv 1k vs fi, 7 9",
        config: r#"{"scenario": "decode_gqa", "dtype": "bfloat16", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1], "s_kv_list": [1024], "mtp_steps_list": [0, 1, 3], "backends": ["halops", "fi"], "cache_quant_type": "none", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[7.0, 9.0],
    },
    Row {
        h: Example,
        intent: "decode bf16 heads 32/4 s_kv 1k batch 1 vs fi",
        config: r#"{"scenario": "decode_gqa", "dtype": "bfloat16", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1], "s_kv_list": [1024], "mtp_steps_list": [0, 1, 3], "backends": ["halops", "fi"], "cache_quant_type": "none", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[32.0, 4.0],
    },
    Row {
        h: Example,
        intent: "给 decode 加个 bf16 配置，batch 1、8、64，s_kv 1k 到 8k 翻倍，对比 fi",
        config: r#"{"scenario": "decode_gqa", "dtype": "bfloat16", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1, 8, 64], "s_kv_list": [1024, 2048, 4096, 8192], "mtp_steps_list": [0, 1, 3], "backends": ["halops", "fi"], "cache_quant_type": "none", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "decode fp8，批 1 到 64 翻倍，q头 64 kv头 8，mtp 1，s_kv 4k，对比 fi",
        config: r#"{"scenario": "decode_gqa", "dtype": "fp8", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1, 2, 4, 8, 16, 32, 64], "s_kv_list": [4096], "mtp_steps_list": [1], "backends": ["halops", "fi"], "cache_quant_type": "per_tensor", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "decode bf16 batch 1，32 个 q 头，8 个 kv 头，s_kv 2k，对比 fa2",
        config: r#"{"scenario": "decode_gqa", "dtype": "bfloat16", "num_q_heads": 32, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1], "s_kv_list": [2048], "mtp_steps_list": [0, 1, 3], "backends": ["halops", "fa2"], "cache_quant_type": "none", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "预填充 dense bf16 序列长度 2k 4k，批 1，对比 fa3，非因果",
        config: r#"{"scenario": "prefill_dense", "dtype": "bfloat16", "num_q_heads": 32, "num_kv_heads": 8, "head_dim": 128, "batch_sizes": [1], "seq_lens": [2048, 4096], "backends": ["halops", "fa3"], "causal": false, "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        // `fa2` is no prefill_chunked backend: what stands for it is asked, not dropped.
        intent: "chunked prefill bf16 前缀 0 1k，分块 512 1024，批 2，对比 fi 和 fa2",
        config: r#"{"scenario": "prefill_chunked", "dtype": "bfloat16", "num_q_heads": 32, "num_kv_heads": 8, "head_dim": 128, "batch_sizes": [2], "prefix_len_list": [0, 1024], "chunk_len_list": [512, 1024], "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &["backends"],
        said: &[],
    },
    Row {
        h: Example,
        intent: "dense bf16 形状：64x7168x2048、4096x2048x7168，批 1，对比 cublas",
        config: r#"{"scenario": "dense", "mode": "bf16", "batch_sizes": [1], "shapes": [[64, 7168, 2048], [4096, 2048, 7168]], "backends": ["halops", "cublas"], "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "dense mxfp8 M 取 1、16、128，N=8192，K=8192，批 1，对比 deepgemm",
        config: r#"{"scenario": "dense", "mode": "w8a8-mxfp8", "batch_sizes": [1], "shapes": [[1, 8192, 8192], [16, 8192, 8192], [128, 8192, 8192]], "backends": ["halops", "deepgemm"], "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "分组 contiguous bf16 专家数 8，max m 4096，n 4096，k 7168，对比 deepgemm",
        config: r#"{"scenario": "grouped_contiguous", "mode": "bf16", "shapes": [[8, 4096, 4096, 7168]], "backends": ["halops", "deepgemm"], "align_m": 128, "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "group masked nvfp4 形状 [16, 256, 4096, 7168]，对比 cutlass_grouped",
        config: r#"{"scenario": "group_masked", "mode": "w4a4-nvfp4", "shapes": [[16, 256, 4096, 7168]], "backends": ["halops", "cutlass_grouped"], "expected_m_ratio": 0.5, "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "decode bf16 上下文 4万 8万 批 1 对比 fi",
        config: r#"{"scenario": "decode_gqa", "dtype": "bfloat16", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1], "s_kv_list": [40000, 80000], "mtp_steps_list": [0, 1, 3], "backends": ["halops", "fi"], "cache_quant_type": "none", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "decode bf16 头维度 128，批 1，s_kv 1k，对比 fi",
        config: r#"{"scenario": "decode_gqa", "dtype": "bfloat16", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1], "s_kv_list": [1024], "mtp_steps_list": [0, 1, 3], "backends": ["halops", "fi"], "cache_quant_type": "none", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: Example,
        intent: "decode bf16 批 4，s_kv 1k；2k；4k，64 个 q 头 8 个 kv 头，对比 fi 和 fa4 paged",
        config: r#"{"scenario": "decode_gqa", "dtype": "bfloat16", "num_q_heads": 64, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [4], "s_kv_list": [1024, 2048, 4096], "mtp_steps_list": [0, 1, 3], "backends": ["halops", "fi", "fa4_paged"], "cache_quant_type": "none", "refcheck": true, "refcheck_reference": "golden", "cold_l2_cache": true, "use_cuda_graph": false}"#,
        questions: &[],
        said: &[],
    },
    // moe-norm: `hidden_size_list`, `num_tokens_list` (swept by the entry), `num_experts`, `topk`; `mnk` whose unpacking the reader does not see (its configs say rows of three)
    Row {
        h: MoeNorm,
        intent: "rmsnorm bf16 hidden 4096 7168 tokens 1 128 vs vllm",
        config: r#"{"scenario": "rmsnorm", "num_tokens_list": [1, 128], "hidden_size_list": [4096, 7168], "dtype": "bf16", "eps": 1e-05, "backends": ["halops", "vllm"]}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "rmsnorm fp16, tokens 1 to 4096 x4, hidden 8k, eps 1e-5, vs flashinfer",
        config: r#"{"scenario": "rmsnorm", "num_tokens_list": [1, 4, 16, 64, 256, 1024, 4096], "hidden_size_list": [8192], "dtype": "float16", "weight_offset": 1.0, "backends": ["halops", "flashinfer"], "refcheck_reference": "torch_ref", "cold_l2_cache": false, "eps": 1e-05}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "add_rmsnorm bf16 hidden size 4096, num tokens 1 64 4096, vs vllm and ext",
        config: r#"{"scenario": "add_rmsnorm", "num_tokens_list": [1, 64, 4096], "hidden_size_list": [4096], "dtype": "bfloat16", "eps": 1e-06, "backends": ["halops", "vllm", "ext"], "refcheck": true}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "fused moe bf16 tokens 1 16 128, hidden 7168, 256 experts, topk 8, intermediate 2048, vs triton",
        config: r#"{"scenario": "fused_moe", "num_tokens_list": [1, 16, 128], "hidden_size_list": [7168], "num_experts": 256, "topk": 8, "intermediate_size": 2048, "dtype": "bfloat16", "backends": ["halops", "triton"], "refcheck": true}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "grouped_gemm bf16 8 experts mnk 4096x4096x7168 8192x7168x2048 vs deep gemm",
        config: r#"{"scenario": "grouped_gemm", "mode": "bf16", "num_experts": 8, "mnk": [[4096, 4096, 7168], [8192, 7168, 2048]], "backends": ["halops", "deep_gemm"], "refcheck": true}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: MoeNorm,
        // `map(tuple, cfg["mnk"])` hides the unpacking from the reader; the configs that pass
        // hold rows of three, so shapes of three go there.
        intent: "grouped gemm bf16 8 experts shape：64x7168x2048、4096x2048x7168 vs cutlass",
        config: r#"{"scenario": "grouped_gemm", "mode": "bf16", "num_experts": 8, "mnk": [[64, 7168, 2048], [4096, 2048, 7168]], "backends": ["halops", "cutlass"], "refcheck": true}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "rmsnorm bf16 tokens 1k 4k, hidden 2048, weight offset 1, vs torch ref",
        config: r#"{"scenario": "rmsnorm", "num_tokens_list": [1024, 4096], "hidden_size_list": [2048], "dtype": "bf16", "eps": 1e-05, "backends": ["halops", "torch_ref"], "weight_offset": 1}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "fused_moe bf16 num_tokens_list: [1, 8], hidden_size_list: [4096], num_experts=8, topk=2, intermediate_size=14336 vs triton, cutlass",
        config: r#"{"scenario": "fused_moe", "num_tokens_list": [1, 8], "hidden_size_list": [4096], "num_experts": 8, "topk": 2, "intermediate_size": 14336, "dtype": "bfloat16", "backends": ["halops", "triton", "cutlass"], "refcheck": true}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "rmsnorm bf16 heads 32 hidden 4096 tokens 1 vs vllm",
        config: r#"{"scenario": "rmsnorm", "num_tokens_list": [1], "hidden_size_list": [4096], "dtype": "bf16", "eps": 1e-05, "backends": ["halops", "vllm"]}"#,
        questions: &["num_tokens"],
        said: &[32.0],
    },
    Row {
        h: MoeNorm,
        intent: "fused moe bf16 on h100, tokens 1 2 4, hidden 4096, experts 8, topk 2, intermediate 1024, vs halops",
        config: r#"{"scenario": "fused_moe", "num_tokens_list": [1, 2, 4], "hidden_size_list": [4096], "num_experts": 8, "topk": 2, "intermediate_size": 1024, "dtype": "bfloat16", "backends": ["halops"], "refcheck": true, "gpu_type": "h100"}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "rmsnorm bf16 hidden 1.5k tokens 8 vs vllm",
        config: r#"{"scenario": "rmsnorm", "num_tokens_list": [8], "hidden_size_list": [1536], "dtype": "bf16", "eps": 1e-05, "backends": ["halops", "vllm"]}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "rmsnorm bf16，隐藏 4096 7168，词元 1 128，对比 vllm",
        config: r#"{"scenario": "rmsnorm", "num_tokens_list": [1, 128], "hidden_size_list": [4096, 7168], "dtype": "bf16", "eps": 1e-05, "backends": ["halops", "vllm"]}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "rmsnorm fp16 词元数 1 到 1024 翻倍，隐藏 8k，对比 flashinfer",
        config: r#"{"scenario": "rmsnorm", "num_tokens_list": [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024], "hidden_size_list": [8192], "dtype": "float16", "weight_offset": 1.0, "backends": ["halops", "flashinfer"], "refcheck_reference": "torch_ref", "cold_l2_cache": false}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "add_rmsnorm bf16 隐藏大小 4096、8192，词元 64，对比 ext",
        config: r#"{"scenario": "add_rmsnorm", "num_tokens_list": [64], "hidden_size_list": [4096, 8192], "dtype": "bfloat16", "eps": 1e-06, "backends": ["halops", "ext"], "refcheck": true}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "fused_moe bf16 词元 1、16、128，隐藏 7168，专家 256 个，topk 8，中间 2048，对比 triton 和 vllm",
        config: r#"{"scenario": "fused_moe", "num_tokens_list": [1, 16, 128], "hidden_size_list": [7168], "num_experts": 256, "topk": 8, "intermediate_size": 2048, "dtype": "bfloat16", "backends": ["halops", "triton", "vllm"], "refcheck": true}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "fused_moe fp16 128 个词元，隐藏 4096，8 个专家，topk 2，intermediate 14336，对比 triton",
        config: r#"{"scenario": "fused_moe", "num_tokens_list": [128], "hidden_size_list": [4096], "num_experts": 8, "topk": 2, "intermediate_size": 14336, "dtype": "float16", "renormalize": false, "backends": ["halops", "triton"], "refcheck": false, "cold_l2_cache": true}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "grouped_gemm bf16 专家数 8，mnk 4096x4096x7168，对比 deep_gemm",
        config: r#"{"scenario": "grouped_gemm", "mode": "bf16", "num_experts": 8, "mnk": [[4096, 4096, 7168]], "backends": ["halops", "deep_gemm"], "refcheck": true}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "rmsnorm bf16，词元 1k 4k，隐藏 2048，对比 torch_ref，在 h100 上",
        config: r#"{"scenario": "rmsnorm", "num_tokens_list": [1024, 4096], "hidden_size_list": [2048], "dtype": "bf16", "eps": 1e-05, "backends": ["halops", "torch_ref"], "gpu_type": "h100"}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "fused_moe bf16 词元 1 2，隐藏 4096，专家 8，topk 2，中间 1024 对比 halops 在 mi300x 上",
        config: r#"{"scenario": "fused_moe", "num_tokens_list": [1, 2], "hidden_size_list": [4096], "num_experts": 8, "topk": 2, "intermediate_size": 1024, "dtype": "bfloat16", "backends": ["halops"], "refcheck": true, "gpu_type": "mi300x"}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "rmsnorm bf16 隐藏 4096 批 1 2 对比 vllm",
        config: r#"{"scenario": "rmsnorm", "num_tokens_list": [1, 64, 4096], "hidden_size_list": [4096], "dtype": "bf16", "eps": 1e-05, "backends": ["halops", "vllm"]}"#,
        questions: &["num_tokens"],
        said: &[1.0, 2.0],
    },
    Row {
        h: MoeNorm,
        intent: "add_rmsnorm fp16 隐藏 4096 词元 1 到 64 x4 对比 vllm",
        config: r#"{"scenario": "add_rmsnorm", "num_tokens_list": [1, 4, 16, 64], "hidden_size_list": [4096], "dtype": "float16", "residual_in_fp32": true, "backends": ["halops", "vllm"], "refcheck": true, "refcheck_reference": "torch_ref"}"#,
        questions: &["num_tokens"],
        said: &[],
    },
    Row {
        h: MoeNorm,
        intent: "grouped_gemm w8a8-mxfp8 专家 16 个；mnk：128x4096x7168；对比 cutlass",
        config: r#"{"name": "gg_mxfp8_b200", "scenario": "grouped_gemm", "mode": "w8a8-mxfp8", "num_experts": 16, "mnk": [[128, 4096, 7168]], "backends": ["halops", "cutlass"], "refcheck": true, "refcheck_reference": "torch_ref"}"#,
        questions: &[],
        said: &[],
    },
    // attn-gemm: `num_heads`, `kv_lora_rank`, `qk_rope_dim`, `seq_lens`, `prefix_lens`, `chunk_sizes`, `max_seq_len`, items unpacked from `mnk` and `shapes`
    Row {
        h: AttnGemm,
        intent: "mla decode bf16 128 heads, kv lora rank 512, rope dim 64, batch 1 4, seq 1k 4k, vs flashmla",
        config: r#"{"scenario": "mla_decode", "backends": ["halops", "flashmla"], "dtype": "bfloat16", "num_heads": 128, "kv_lora_rank": 512, "qk_rope_dim": 64, "batch_sizes": [1, 4], "seq_lens": [1024, 4096]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "mla decode fp8 num_heads=64 kv_lora_rank=512 qk_rope_dim=64 seq lens 4096 8192 batch 1 vs flashmla, fa3",
        config: r#"{"scenario": "mla_decode", "backends": ["halops", "flashmla", "fa3"], "dtype": "float8_e4m3fn", "num_heads": 64, "kv_lora_rank": 512, "qk_rope_dim": 64, "q_len": 2, "batch_sizes": [1], "seq_lens": [4096, 8192], "cold_l2_cache": true}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "mla decode bf16 32 q heads, kv lora rank 512, rope dim 64, seq 1k, batch 1, vs flashmla",
        config: r#"{"scenario": "mla_decode", "backends": ["halops", "flashmla"], "dtype": "bfloat16", "num_heads": 16, "kv_lora_rank": 512, "qk_rope_dim": 64, "batch_sizes": [1], "seq_lens": [1024]}"#,
        questions: &[],
        said: &[32.0],
    },
    Row {
        h: AttnGemm,
        intent: "paged prefill bf16 prefix 0 4096 chunk 512 1024 batch 1 2, 32 q heads 8 kv heads vs native",
        config: r#"{"scenario": "paged_prefill", "backends": ["halops", "native"], "dtype": "bfloat16", "num_q_heads": 32, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1, 2], "prefix_lens": [0, 4096], "chunk_sizes": [512, 1024]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "dense bf16 shapes 64x7168x2048, 4096x2048x7168 batch 1 vs torch",
        config: r#"{"scenario": "dense", "backends": ["halops", "torch"], "mode": "bf16", "mnk": [[64, 7168, 2048], [4096, 2048, 7168]], "refcheck": true, "batch_sizes": [1]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "dense bf16 m=64 n=7168 k=2048 batch 1 vs torch",
        config: r#"{"scenario": "dense", "backends": ["halops", "torch"], "mode": "bf16", "mnk": [[64, 7168, 2048]], "refcheck": true, "batch_sizes": [1]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "dense bf16 [128, 4096, 4096] batch 2 vs deep-gemm",
        config: r#"{"scenario": "dense", "backends": ["halops", "deep-gemm"], "mode": "bf16", "mnk": [[128, 4096, 4096]], "refcheck": true, "batch_sizes": [2]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "grouped bf16 4 groups m 128 n 4096 k 7168 vs deep gemm",
        config: r#"{"scenario": "grouped", "backends": ["halops", "deep-gemm"], "mode": "bf16", "layout": "contiguous", "shapes": [[4, 128, 4096, 7168]]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "mla decode bf16 on h200, 16 heads, kv lora rank 512, rope dim 64, page size 32, seq 2k, batch 8, vs torch ref",
        config: r#"{"scenario": "mla_decode", "backends": ["halops", "torch-ref"], "dtype": "bfloat16", "num_heads": 16, "kv_lora_rank": 512, "qk_rope_dim": 64, "batch_sizes": [8], "seq_lens": [2048], "gpu_type": "h200", "page_size": 32}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        // `qk_rope_dim` is head geometry (rope): inferred from the mla_decode configs, said.
        intent: "mla decode bf16 head dim 64 kv lora rank 512 seq 1k batch 1 vs flashmla",
        config: r#"{"scenario": "mla_decode", "backends": ["halops", "flashmla"], "dtype": "bfloat16", "num_heads": 16, "kv_lora_rank": 512, "qk_rope_dim": 64, "batch_sizes": [1], "seq_lens": [1024]}"#,
        questions: &[],
        said: &[64.0],
    },
    Row {
        h: AttnGemm,
        intent: "paged prefill fp16 max seq 16k, prefix 0 1k 2k, chunk 1k, batch 1 to 8 doubling, q heads 64 kv heads 8, vs native",
        config: r#"{"scenario": "paged_prefill", "backends": ["halops", "native"], "dtype": "float16", "num_q_heads": 64, "num_kv_heads": 8, "page_size": 32, "max_seq_len": 16384, "batch_sizes": [1, 2, 4, 8], "prefix_lens": [0, 1024, 2048], "chunk_sizes": [1024], "head_dim": 128}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "mla decode bf16，128 个头，kv lora rank 512，rope 维度 64，批 1、4，序列 1k 4k，对比 flashmla",
        config: r#"{"scenario": "mla_decode", "backends": ["halops", "flashmla"], "dtype": "bfloat16", "num_heads": 128, "kv_lora_rank": 512, "qk_rope_dim": 64, "batch_sizes": [1, 4], "seq_lens": [1024, 4096]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "paged prefill bf16 前缀 0 4096，分块 512，批 1，q 头 32，kv 头 8，对比 native",
        config: r#"{"scenario": "paged_prefill", "backends": ["halops", "native"], "dtype": "bfloat16", "num_q_heads": 32, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1], "prefix_lens": [0, 4096], "chunk_sizes": [512]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "paged prefill bf16 前缀 0、4096；分块 1024；批 2；32 个 q 头；8 个 kv 头；对比 fa3",
        config: r#"{"scenario": "paged_prefill", "backends": ["halops", "fa3"], "dtype": "bfloat16", "num_q_heads": 32, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [2], "prefix_lens": [0, 4096], "chunk_sizes": [1024]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "dense bf16 形状：64x7168x2048、4096x2048x7168，批 1，对比 torch",
        config: r#"{"scenario": "dense", "backends": ["halops", "torch"], "mode": "bf16", "mnk": [[64, 7168, 2048], [4096, 2048, 7168]], "refcheck": true, "batch_sizes": [1]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "dense bf16 m 取 64 和 128，n 7168，k 2048，批 1，对比 torch",
        config: r#"{"scenario": "dense", "backends": ["halops", "torch"], "mode": "bf16", "mnk": [[64, 7168, 2048], [128, 7168, 2048]], "refcheck": true, "batch_sizes": [1]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "grouped bf16 分组数 4，m 128，n 4096，k 7168，对比 deep-gemm",
        config: r#"{"scenario": "grouped", "backends": ["halops", "deep-gemm"], "mode": "bf16", "layout": "contiguous", "shapes": [[4, 128, 4096, 7168]]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "mla decode bf16 头 64，kv lora rank 512，rope dim 64，序列 1万 2万，批 1，对比 flashmla",
        config: r#"{"scenario": "mla_decode", "backends": ["halops", "flashmla"], "dtype": "bfloat16", "num_heads": 64, "kv_lora_rank": 512, "qk_rope_dim": 64, "batch_sizes": [1], "seq_lens": [10000, 20000]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "paged prefill bf16 最大序列 32k 前缀 0，分块 512，批 1，q 头 32 kv 头 8，对比 native",
        config: r#"{"scenario": "paged_prefill", "backends": ["halops", "native"], "dtype": "bfloat16", "num_q_heads": 32, "num_kv_heads": 8, "head_dim": 128, "page_size": 64, "batch_sizes": [1], "prefix_lens": [0], "chunk_sizes": [512], "max_seq_len": 32768}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "dense fp8 批 1 到 8 翻倍 形状 128x4096x4096 对比 torch",
        config: r#"{"scenario": "dense", "backends": ["halops", "torch"], "mode": "fp8-blockwise", "out_dtype": "bfloat16", "mnk": [[128, 4096, 4096]], "batch_sizes": [1, 2, 4, 8]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "grouped bf16 4 个分组，m 128 256，n 4096，k 7168，对比 torch",
        config: r#"{"scenario": "grouped", "backends": ["halops", "torch"], "mode": "bf16", "layout": "contiguous", "shapes": [[4, 128, 4096, 7168], [4, 256, 4096, 7168]]}"#,
        questions: &[],
        said: &[],
    },
    Row {
        h: AttnGemm,
        intent: "mla 解码 bf16 头 32，kv lora rank 512，rope 维度 64，序列长度 4k，批 2，在 h100 上，对比 torch ref",
        config: r#"{"scenario": "mla_decode", "backends": ["halops", "torch-ref"], "dtype": "bfloat16", "num_heads": 32, "kv_lora_rank": 512, "qk_rope_dim": 64, "batch_sizes": [2], "seq_lens": [4096], "gpu_type": "h100"}"#,
        questions: &[],
        said: &[],
    },
];

fn question_fields(doc: &J) -> Vec<String> {
    doc["questions"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|q| q["field"].as_str().unwrap_or("").to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// `new "<intent>" --json --dry-run` on the row's harness: what differs from the row, if
/// anything.
fn mismatch(row: &Row) -> Option<String> {
    let out = common::run(&row.h.root(), &["new", row.intent, "--json", "--dry-run"]);
    let doc = out.json();
    let want: J = serde_json::from_str(row.config).expect("the row's config is JSON");
    let mut wrong = Vec::new();
    if doc["config"] != want {
        wrong.push(format!("config\n    got:  {}\n    want: {}", doc["config"], want));
    }
    if question_fields(&doc) != row.questions {
        wrong.push(format!(
            "questions\n    got:  {:?}\n    want: {:?}",
            question_fields(&doc),
            row.questions
        ));
    }
    // Where `new` says what it understood, every number is there or among those said.
    if let Some(understood) = doc.get("understood").and_then(J::as_array) {
        let mut bound = Vec::new();
        for u in understood {
            json_numbers(&u["value"], &mut bound);
        }
        for n in numbers_in(row.intent) {
            if !bound.contains(&n) && !row.said.contains(&n) {
                wrong.push(format!("{n} is neither in `understood` nor said"));
            }
        }
    }
    (!wrong.is_empty()).then(|| format!("{:?} `{}`:\n  {}", row.h, row.intent, wrong.join("\n  ")))
}

#[test]
fn the_table_is_half_chinese_half_english_over_three_harnesses() {
    let chinese = ROWS
        .iter()
        .filter(|r| r.intent.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)))
        .count();
    assert!(ROWS.len() >= 60, "{} intents", ROWS.len());
    assert!(
        chinese * 2 >= ROWS.len() - 1 && chinese * 2 <= ROWS.len() + 1,
        "{chinese} of {}",
        ROWS.len()
    );
    for h in [Example, MoeNorm, AttnGemm] {
        assert!(
            ROWS.iter()
                .filter(|r| matches!((r.h, h), (Example, Example) | (MoeNorm, MoeNorm) | (AttnGemm, AttnGemm)))
                .count()
                >= 15
        );
    }
}

#[test]
fn every_intent_gives_its_config() {
    // Two workers: each run reads a harness (a few hundred milliseconds).
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

// ---- no number dropped or moved --------------------------------------------------------------

/// The vocabulary `new` reads the sentence with, for one scenario of a harness: its fields,
/// backends (and the modules they are built from), dtype or mode names, GPUs, yes/no and word
/// fields, and the parts its items unpack into (`generate::vocabulary`, with the configs it learns from).
struct Words(Vocabulary);

impl Words {
    fn of(h: H, scenario: &str) -> Words {
        let harness = gen_config::discover::load(&h.root()).expect("the harness loads");
        let registry = model::build(
            &harness,
            &Selection {
                only: Some(vec![]),
                ..Default::default()
            },
        );
        let op = registry
            .ops
            .iter()
            .find(|o| o.scenarios.iter().any(|s| s.name == scenario))
            .map(|o| o.name.clone())
            .expect("the scenario is the harness's");
        let m = model::build(
            &harness,
            &Selection {
                only: Some(vec![(op.clone(), scenario.to_string())]),
                ..Default::default()
            },
        );
        let sc = m.scenario(&op, scenario).expect("probed");
        // The configs `new` learns from: those of the op's folder the check accepts.
        let (existing, _) = gen_config::generate::good_existing(
            &harness,
            &m,
            &op,
            sc,
            gen_config::generate::load_existing(&harness, &op),
        );
        Words(gen_config::generate::vocabulary(
            &harness,
            &m,
            Some((&op, sc, &existing)),
        ))
    }

    fn parse(&self, text: &str) -> Intent {
        intent::parse(text, &self.0)
    }
}

fn num_f64(n: &Num) -> f64 {
    match n {
        Num::Int(i) => *i as f64,
        Num::Float(f) => *f,
    }
}

#[test]
fn the_number_reader_of_these_tests_reads_as_people_write() {
    assert_eq!(
        numbers_in("s_kv 1k、4K；1Ki 2万 fp8 h100 w8a8 64x7168×2048 1e-5 1.5k x4"),
        vec![1024.0, 4096.0, 1024.0, 20_000.0, 64.0, 7168.0, 2048.0, 1e-5, 1536.0]
    );
}

/// Every number of every intent is bound (in `understood`, and the config holds it under that
/// field) or said (`unlabeled`, or a part of items given without the others): exactly the row's
/// `said` ones are said.
#[test]
fn no_number_is_dropped_or_moved_unseen() {
    let mut wrong: Vec<String> = Vec::new();
    let mut vocabularies: Vec<((String, String), Words)> = Vec::new();
    for row in ROWS {
        let config: J = serde_json::from_str(row.config).expect("the row's config is JSON");
        let scenario = config["scenario"].as_str().expect("a scenario").to_string();
        let key = (format!("{:?}", row.h), scenario.clone());
        if !vocabularies.iter().any(|(k, _)| *k == key) {
            vocabularies.push((key.clone(), Words::of(row.h, &scenario)));
        }
        let words = &vocabularies.iter().find(|(k, _)| *k == key).expect("made").1;
        let it = words.parse(row.intent);
        let mut bound: Vec<f64> = Vec::new();
        for u in &it.understood {
            let mut here = Vec::new();
            json_numbers(&u.value, &mut here);
            // Bound to a field: the config holds the numbers there (a ratio like gqa is no field).
            if let Some(held) = config.get(&u.field) {
                let mut there = Vec::new();
                json_numbers(held, &mut there);
                for n in &here {
                    if !there.contains(n) {
                        wrong.push(format!(
                            "`{}`: {n} from `{}` is bound to `{}`, which holds {held}",
                            row.intent, u.words, u.field
                        ));
                    }
                }
            }
            bound.extend(here);
        }
        let mut said: Vec<f64> = it.unlabeled.iter().flatten().map(num_f64).collect();
        said.extend(
            it.incomplete_items
                .iter()
                .flat_map(|p| p.given.iter().flatten().flatten())
                .map(num_f64),
        );
        for n in numbers_in(row.intent) {
            if !bound.contains(&n) && !said.contains(&n) {
                wrong.push(format!("`{}`: {n} is neither bound nor said: {it:?}", row.intent));
            }
        }
        let mut want = row.said.to_vec();
        want.sort_by(f64::total_cmp);
        said.sort_by(f64::total_cmp);
        if said != want {
            wrong.push(format!("`{}`: said {said:?}, the row says {want:?}", row.intent));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
