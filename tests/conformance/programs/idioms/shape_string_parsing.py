# probe: parsing shape strings from configs ("4096x4096x8192"): split/map(int) with a bad entry (ValueError at the first), whitespace, underscores in ints, removesuffix/removeprefix, partition and rsplit of names
# inputs
specs = ["4096x4096x8192", "64x 128x256", "1_024x8x8", "12x8k", "x8"]
name = "gemm/dense_bf16.yaml"
# body
parsed = []
for s in specs:
    try:
        parsed.append(tuple(map(int, s.split("x"))))
    except ValueError as e:
        parsed.append(type(e).__name__)
r_parsed = parsed
r_stem = name.removesuffix(".yaml").removeprefix("gemm/")
r_nosuffix = name.removesuffix(".yml")
r_part = name.partition("/")
r_rpart = name.rpartition("_")
r_rsplit = name.rsplit("_", 1)
r_split_max = "a_b_c_d".split("_", 2)
r_dtype = name.split("/")[-1].split(".")[0].split("_")[-1]
r_int_ws = [int(" 42 "), int("0x1f", 16), int("0b101", 0), int("-0")]
try:
    int("4.0")
    r_int_float_str = "ok"
except ValueError as e:
    r_int_float_str = type(e).__name__
r_float_str = int(float("4.0"))
