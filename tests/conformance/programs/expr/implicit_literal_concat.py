# probe: adjacent literal concatenation across plain, raw, f-strings and escapes; raw strings keep backslashes
# inputs
x = 5
# body
r_plain = "a" "b" 'c'
r_raw = r"\n" "\n"
r_mixed = f"{x}" "{x}" r"\t" f"{x!r:>3}"
r_len = len(r"\x41" "\x41")
r_paren = ("one "
           "two "
           f"{x * 2}")
r_raw_quote = r"a\"b"
r_escapes = "\101\x42\u0043\U00000044\N{LATIN SMALL LETTER E}"
r_octal = ("\0", "\7", "\18", "\777" == chr(0o777))
r_line_cont = "a\
b"
