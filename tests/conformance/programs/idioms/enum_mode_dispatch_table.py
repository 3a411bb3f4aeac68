# probe: a dispatch table keyed by enum members: lookup from a str via Enum(value), a missing member in the table (KeyError), dict.get with default, members as keys equal to their str values only for str-mixin enums
# inputs
mode = "w8a8"
# body
import enum
class Mode(enum.Enum):
    BF16 = "bf16"
    W8A8 = "w8a8"
    W4A4 = "w4a4"
class SMode(str, enum.Enum):
    BF16 = "bf16"
    W8A8 = "w8a8"
BITS = {Mode.BF16: 16, Mode.W8A8: 8}
r_bits = BITS[Mode(mode)]
try:
    BITS[Mode.W4A4]
    r_missing = "ok"
except KeyError as e:
    r_missing = type(e).__name__
r_get = BITS.get(Mode.W4A4, 4)
r_by_str = BITS.get(mode)
SBITS = {SMode.BF16: 16, SMode.W8A8: 8}
r_sby_str = SBITS.get(mode)
r_str_key_in = "bf16" in SBITS
r_plain_eq = Mode.BF16 == "bf16"
r_smode_eq = SMode.BF16 == "bf16"
r_hash_eq = hash(SMode.BF16) == hash("bf16")
r_table = {m.value: BITS.get(m, 0) for m in Mode}
r_sorted_by_bits = [m.name for m in sorted(BITS, key=BITS.get)]
