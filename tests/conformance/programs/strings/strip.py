# probe: strip, lstrip, rstrip with and without a character set
# inputs
s = "  \t hello \n "
p = "xxhixyx"
# body
r_strip = s.strip()
r_lstrip = s.lstrip()
r_rstrip = s.rstrip()
r_chars = p.strip("x")
r_chars_set = p.strip("xy")
r_lchars = p.lstrip("x")
r_none = "abc".strip("")
r_all = "aaa".strip("a")
