from .registry import REGISTRY, register, ORDER
from .ops import gemm, attention
from .ops.gemm import gemm_bf16 as default_gemm
