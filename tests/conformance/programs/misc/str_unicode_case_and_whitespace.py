# probe: table cells with non-ASCII text: upper/lower/title/capitalize/casefold of ß, İ, ǆ, apostrophes; strip/split on Unicode whitespace and separators; splitlines on \x1c \x85 \u2028
# inputs
names = ["straße", "İstanbul", "ǆungla", "they're bf16", "ﬁle"]
text = "a\u3000b\x1cc\x85d\u2028e\xa0f"
# body
r_upper = [s.upper() for s in names]
r_lower = [s.lower() for s in names]
r_lens = [(len(s), len(s.upper()), len(s.lower())) for s in names]
r_title = [s.title() for s in names]
r_cap = [s.capitalize() for s in names]
r_fold = [s.casefold() for s in names]
r_swap = [s.swapcase() for s in names]
r_split = text.split()
r_split_sp = text.split(" ")
r_lines = text.splitlines()
r_strip = "\u3000\x1c x \x85\xa0".strip()
r_isspace = [c.isspace() for c in "\u3000\x1c\x85\xa0\u200b\t"]
r_isupper = ["ǅ".isupper(), "ǅ".istitle(), "ǅ".islower(), "ß".islower(), "ß".isupper()]
r_center = "ß".upper().center(6, "*")
r_ljust = [s.ljust(8, ".") for s in ("é", "e\u0301")]
r_ident = [s.isidentifier() for s in ("gemm_f16", "ﬁle", "1x", "straße", "_")]
