# probe: an enum-keyed table of tile configs looked up by a value string, Enum(value) failing with ValueError, members iterated
# inputs
dtype = "fp8"
# body
import enum
class DType(enum.Enum):
    BF16 = "bf16"
    FP16 = "fp16"
    FP8 = "fp8"
TILES = {DType.BF16: (128, 128), DType.FP16: (128, 64), DType.FP8: (256, 128)}
dt = DType(dtype)
r_tile = TILES[dt]
r_name = dt.name
r_all = [(d.value, TILES[d][0]) for d in DType]
try:
    DType("int4")
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
r_by_name = DType["FP16"].value
try:
    DType["fp16"]
    r_bad_name = "ok"
except KeyError as e:
    r_bad_name = type(e).__name__
r_get = TILES.get(DType(dtype), (64, 64))
r_is = DType(dtype) is DType.FP8
r_sorted = sorted(TILES, key=lambda d: d.value)[0].name
