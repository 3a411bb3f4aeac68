# probe: less common str methods: count of chars, index with ranges, zfill, join of generators
# inputs
s = "a,b;c d"
# body
import re
r_re_split = re.split(r"[,; ]", s)
r_chars_sorted = "".join(sorted(set("mississippi")))
r_join_gen = "+".join(str(i) for i in range(4))
r_istitle = "Hello World".istitle()
r_ascii_lower = "ABC".lower() == "abc"
r_isascii = ("abc".isascii(), "é".isascii())
