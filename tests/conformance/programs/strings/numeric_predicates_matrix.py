# probe: isdigit vs isdecimal vs isnumeric vs isalnum vs isalpha on ASCII, superscripts, fractions, Arabic-Indic, Roman numerals, CJK
# inputs
chars = ["7", "\u00b2", "\u00bd", "\u0663", "\u2167", "\u4e00", "\u2460", "a", "\u00e9", " ", "", "1a", "-1", "\u0661\u0662"]
# body
r_digit = [c.isdigit() for c in chars]
r_decimal = [c.isdecimal() for c in chars]
r_numeric = [c.isnumeric() for c in chars]
r_alnum = [c.isalnum() for c in chars]
r_alpha = [c.isalpha() for c in chars]
r_int_ok = []
for c in chars:
    try:
        r_int_ok.append(int(c))
    except ValueError as e:
        r_int_ok.append(type(e).__name__)
