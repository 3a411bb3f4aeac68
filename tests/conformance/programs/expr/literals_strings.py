# probe: string literal spellings: escapes, raw, implicit concatenation, triple quotes
# inputs
n = 1
# body
r_escape = "a\tb\n"
r_len_escape = len("\x41\u00e9\\")
r_raw = r"a\tb"
r_concat = "ab" "cd" 'ef'
r_triple = """x
y"""
r_quote = 'it\'s'
r_unicode = "\N{GREEK SMALL LETTER ALPHA}"
r_bytes = b"ab\x00"
r_mixed_concat = ("x" * n) + 'y'
