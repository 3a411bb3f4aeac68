# probe: parsing harness size strings: "1k"/"4K"/"2M"/"1.5G" suffixes, "4096x7168" shapes, "bf16"-style dtype names, key=value lists, with strip/lower/removeprefix/removesuffix/partition/rsplit, and the errors bad strings raise
# inputs
sizes = ["1k", "4K", "2M", "1.5G", "512", " 64 ", "0x100", "1_000"]
shape = "4096x7168"
dtypes = "bf16, fp8_e4m3 ,FP32,,int8"
kv = "M=128,N=256,K=64,tag=a=b"
# body
MULT = {"k": 1024, "m": 1024 ** 2, "g": 1024 ** 3}
def parse_size(s):
    s = s.strip().lower()
    if s and s[-1] in MULT:
        return int(float(s[:-1]) * MULT[s[-1]])
    return int(s, 0)
r_sizes = [parse_size(s) for s in sizes]
r_shape = tuple(int(x) for x in shape.split("x"))
r_shape_partition = shape.partition("x")
r_shape_rsplit = "1x2x3x4".rsplit("x", 1)
r_shape_split1 = "1x2x3x4".split("x", 1)
r_shape_lower = "4096X7168".lower().split("x")
r_dtypes = [d.strip().lower() for d in dtypes.split(",") if d.strip()]
r_bits = {d: int(d.lstrip("abcdefghijklmnopqrstuvwxyz").split("_")[0] or 0) for d in r_dtypes}
r_prefix = [d.removeprefix("fp") for d in r_dtypes]
r_suffix = ["model.pt".removesuffix(".pt"), "model".removesuffix(".pt"), "x.pt.pt".removesuffix(".pt"), "abc".removeprefix("")]
r_kv = dict(item.split("=", 1) for item in kv.split(","))
r_kv_partition = [item.partition("=") for item in kv.split(",")]
r_kv_int = {k: int(v) for k, v in r_kv.items() if v.isdigit()}
r_strip_chars = ["--lr=0.1".lstrip("-"), "xxhixx".strip("x"), "1.500".rstrip("0").rstrip("."), "100".rstrip("0").rstrip("."), "  \t\n a b \n".strip()]
errors = {}
for bad in ["", "1.5", "k", "12q", "0x", "1e3", "--3"]:
    try:
        errors[bad] = parse_size(bad)
    except ValueError as e:
        errors[bad] = type(e).__name__
r_errors = errors
try:
    int("4096x7168")
except ValueError as e:
    r_err_msg = str(e)
try:
    float("1.5G")
except ValueError as e:
    r_err_float_msg = str(e)
try:
    a, b = "1x2x3".split("x")
except ValueError as e:
    r_unpack = (type(e).__name__, str(e))
try:
    a, b, c = "1x2".split("x")
except ValueError as e:
    r_unpack_few = (type(e).__name__, str(e))
