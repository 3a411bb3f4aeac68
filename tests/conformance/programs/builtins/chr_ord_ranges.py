# probe: chr/ord at the edges: max code point, surrogates, negative, bools and floats, bytes of length one, strings not of length one
# inputs
top = 0x10FFFF
# body
def attempt(f, x):
    try:
        return f(x)
    except (ValueError, TypeError, OverflowError) as e:
        return type(e).__name__
r_float = attempt(chr, 65.0)
r_str = attempt(chr, "A")
r_ord = (attempt(ord, ""), attempt(ord, "ab"), attempt(ord, b"a"), attempt(ord, bytearray(b"z")), attempt(ord, b"ab"), attempt(ord, 5))
r_round_trip = [ord(chr(c)) for c in (0, 127, 128, 255, 256, 0xFFFF, 0x10000)]
r_astral_len = len(chr(0x1F600))
r_top = (attempt(chr, top) == "\U0010ffff", attempt(chr, top + 1))
r_neg = attempt(chr, -1)
r_huge = attempt(chr, 2**70)
r_surrogate = ord(chr(0xD800))
r_bool = (attempt(chr, True), attempt(chr, False) == "\x00")
