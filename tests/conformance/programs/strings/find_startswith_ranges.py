# probe: startswith/endswith with a tuple and start/end, find/rfind/index/rindex/count with ranges, their errors
# inputs
s = "conv2d_fp16_nhwc"
pre = ("conv", "gemm")
# body
r_sw = (s.startswith(pre), s.startswith(("x", "y")), s.startswith("2d", 4), s.startswith("conv", 1), s.startswith("", 100))
r_sw_end = (s.startswith("conv2", 0, 4), s.endswith("fp16", 0, 11), s.endswith(("nhwc", "nchw")), s.endswith("d", -100, 6))
r_sw_neg = (s.startswith("nhwc", -4), s.endswith("conv", None, 4))
r_find = (s.find("_"), s.rfind("_"), s.find("_", 7), s.find("_", 7, 9), s.find("zz"), s.find(""), s.find("", 100), s.rfind(""))
r_count = (s.count("_"), s.count(""), s.count("c", 1), "aaaa".count("aa"))
r_index = (s.index("fp"), s.rindex("c"))
try:
    s.index("x")
    r_index_err = "ok"
except ValueError as e:
    r_index_err = type(e).__name__
try:
    s.rindex("conv", 1)
    r_rindex_err = "ok"
except ValueError as e:
    r_rindex_err = type(e).__name__
try:
    s.startswith(["conv"])
    r_sw_list = "ok"
except TypeError as e:
    r_sw_list = type(e).__name__
try:
    s.find(None)
    r_find_none = "ok"
except TypeError as e:
    r_find_none = type(e).__name__
