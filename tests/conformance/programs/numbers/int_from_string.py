# probe: int() of strings with bases 0/2/8/16/36, prefixes, underscores, signs, whitespace; the errors
# inputs
texts = ["0x_ff", "0b1010", "0o17", "017", "0", "00", "  -0x1F  ", "1_000", "1__0", "_1", "1_", "+5", "- 5", "0X1f", "0B11", "z", "\t12\n", "１２", "0_0"]
bases = [0, 0, 0, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 0, 0, 36, 10, 10, 0]
# body
out = []
for text, base in zip(texts, bases):
    try:
        out.append(int(text, base))
    except ValueError as e:
        out.append(type(e).__name__)
r_results = out
r_base36 = int("Zz", 36)
r_base2 = int("-1_0_1", 2)
r_base16_prefix = int("0xff", 16)
r_base8_prefix = int("0o7", 8)
r_base2_prefix = int("0b1", 2)
try:
    int("0x10", 10)
except ValueError as e:
    r_prefix_wrong = type(e).__name__
    r_prefix_msg = str(e)
try:
    int("12", 1)
except ValueError as e:
    r_base1 = type(e).__name__
try:
    int("12", 37)
except ValueError as e:
    r_base37 = type(e).__name__
try:
    int(12, 10)
except TypeError as e:
    r_int_with_base = type(e).__name__
try:
    int("1.5")
except ValueError as e:
    r_float_text = str(e)
r_bytes = int(b" 42 ")
r_bool_base = int("11", True + True)
r_neg_zero = int("-0")
r_base_kw = int("7", base=8)
