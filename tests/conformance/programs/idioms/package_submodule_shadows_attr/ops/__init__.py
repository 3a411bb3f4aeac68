dense = "placeholder"
gemm = "gemm-attr"
NAMES = ["dense"]
