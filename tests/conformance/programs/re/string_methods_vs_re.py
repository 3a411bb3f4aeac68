# probe: patterns with unicode classes \d \w \s on non-ascii, re.ASCII flag differences
# inputs
s = "a\u00e91\u0663 _\u00a0b"
# body
import re
r_w = re.findall(r"\w", s)
r_w_ascii = re.findall(r"\w", s, re.A)
r_d = re.findall(r"\d", s)
r_d_ascii = re.findall(r"\d", s, re.ASCII)
r_s = len(re.findall(r"\s", s))
r_s_ascii = len(re.findall(r"\s", s, re.A))
r_i_unicode = bool(re.match(r"\u00c9", "\u00e9", re.I))
r_i_ascii = bool(re.match(r"\u00c9", "\u00e9", re.I | re.A))
r_bytes = re.findall(rb"\w+", b"ab \xe9c")
try:
    re.findall(r"\w", b"ab")
except TypeError as e:
    r_mix = type(e).__name__
