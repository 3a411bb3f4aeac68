NAME = "gemm-mod"
