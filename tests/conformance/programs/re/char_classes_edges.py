# probe: character classes: ranges, negation, escapes inside classes, ] first, - at edges, \s on unicode separators, case folding with ranges
# inputs
s = "a-]^\\b\x1c\u2028Z_9"
# body
import re
r_dash = re.findall(r"[-a]", s)
r_dash_end = re.findall(r"[a-]", s)
r_bracket = re.findall(r"[]a]", s)
r_caret = re.findall(r"[\^]", s)
r_neg = re.findall(r"[^a-z\W]", s)
r_backslash = re.findall(r"[\\]", s)
r_space_unicode = len(re.findall(r"\s", s))
r_space_ascii = len(re.findall(r"\s", s, re.A))
r_range_i = re.findall(r"[a-c]", "ABCD", re.I)
r_w_class = re.findall(r"[\w-]+", "ab-c d_e")
r_kelvin = bool(re.match(r"k", "\u212a", re.I))
r_long_s = bool(re.match(r"s", "\u017f", re.I))
r_kelvin_ascii = bool(re.match(r"k", "\u212a", re.I | re.A))
