# probe: int() with prefixes and explicit bases: "0x10" with base 16 is accepted, "0b1" in base 16 is hex digits, base 0 refuses leading zeros, whitespace and signs before prefixes
# inputs
texts = ["0x10", "0b1", "0o17", "010", "-0x1f", " 0X_ff ", "0_0", "00"]
# body
def conv(t, b):
    try:
        return int(t, b)
    except ValueError as e:
        return type(e).__name__
r_b0 = [conv(t, 0) for t in texts]
r_b16 = [conv(t, 16) for t in texts]
r_b8 = [conv(t, 8) for t in texts]
r_b2 = [conv(t, 2) for t in texts]
r_b36 = [conv(t, 36) for t in ("z", "Z", "10", "k9")]
try:
    int("10", 37)
    r_b37 = "ok"
except ValueError as e:
    r_b37 = type(e).__name__
r_hex_fmt = [format(conv("ff", 16), f) for f in ("x", "#x", "08b", "#o")]
