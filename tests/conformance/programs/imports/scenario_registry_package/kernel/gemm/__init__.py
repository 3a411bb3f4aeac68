OPS = ["gemm"]
