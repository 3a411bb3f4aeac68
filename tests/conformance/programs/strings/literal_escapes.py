# probe: string literal escapes: octal (1-3 digits, above 0o377), \x, \u, \U, \N{name}, unknown escapes kept, raw strings, line continuation, implicit concatenation
# inputs
base = "x"
# body
r_octal = ["\0", "\7", "\101", "\1010", "\400", "\777", "\08"]
r_octal_eq = ("\101" == "A", "\400" == "\u0100", "\777" == "\u01ff", "\0" == "\x00", len("\1010"), len("\08"))
r_hex = ["\x41", "\x7f", "\xe9", "\u00e9", "\u20ac", "\U0001F600", "\U00000041"]
r_named = ["\N{BULLET}", "\N{LATIN SMALL LETTER E WITH ACUTE}", "\N{EM DASH}", "\N{DEGREE SIGN}C"]
r_unknown = ["\d", "\q", "a\ b", "\%"]
r_unknown_len = [len(s) for s in r_unknown]
r_raw = [r"\n", r"\x41", r"a\\b", r"\N{BULLET}", R"\t"]
r_raw_len = [len(s) for s in r_raw]
r_cont = "ab\
cd"
r_concat = "a" "b" 'c' """d""" r"\e" + base
r_controls = ("\a" == "\x07", "\b" == "\x08", "\f" == "\x0c", "\v" == "\x0b", len("\a\b\f\n\r\t\v"))
r_quotes = ['it\'s', "say \"hi\"", '''a'b"c''', """x""" + "'"]
r_fstring_escape = [f"{base}\t{{}}\x41", f"\N{BULLET} {base!r}", rf"\d{base}"]
