# probe: isdigit/isnumeric/isdecimal/isalpha/isalnum over unicode digits, fractions, superscripts, CJK numerals, and int() of them
# inputs
vals = ["123", "½", "²", "٣", "①", "一", "Ⅻ", "١٢", "𝟙", "0x1", "1_0", " 1", "", "३"]
# body
r_digit = [v.isdigit() for v in vals]
r_numeric = [v.isnumeric() for v in vals]
r_decimal = [v.isdecimal() for v in vals]
r_alnum = [v.isalnum() for v in vals]
r_alpha = [v.isalpha() for v in vals]
r_ascii = [v.isascii() for v in vals]
r_printable = ["a\tb".isprintable(), "".isprintable(), "é".isprintable(), "\x7f".isprintable()]
ints = []
for v in vals:
    try:
        ints.append(int(v))
    except ValueError as e:
        ints.append(type(e).__name__)
r_ints = ints
