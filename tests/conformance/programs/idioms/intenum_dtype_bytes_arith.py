# probe: IntEnum dtype sizes used in arithmetic and comparisons, int() and format, mixing with plain ints as dict keys
# inputs
n = 1024
key = 2
# body
import enum
class Bytes(enum.IntEnum):
    I8 = 1
    F16 = 2
    F32 = 4
r_bytes = [n * b for b in Bytes]
r_sum = sum(Bytes)
r_cmp = Bytes.F16 < Bytes.F32 and Bytes.F16 == 2
r_int = int(Bytes.F32)
r_type = type(Bytes.F32 + 0).__name__
d = {Bytes.F16: "half"}
r_plain_key = d.get(key, "miss")
d[2] = "two"
r_len_after = len(d)
r_val_after = d[Bytes.F16]
r_fmt = f"{Bytes.F16:03d}"
r_str = str(int(Bytes.I8))
r_lookup = Bytes(key).name
try:
    Bytes(3)
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
r_max = max(Bytes).name
