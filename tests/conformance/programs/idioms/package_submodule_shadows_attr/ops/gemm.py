KIND = "gemm-module"
