# probe: IGNORECASE with ranges that straddle the cases ([Z-a], [^A-Z]), categories (\W, \w), literal letters, named and numbered backreferences, and with sub and split
# inputs
s = "Zebra_[x]^`aZ-09"
# body
import re
r_straddle = re.findall(r"(?i)[Z-a]", s)
r_straddle_plain = re.findall(r"[Z-a]", s)
r_neg_upper = re.findall(r"(?i)[^A-Z]+", s)
r_nonword = re.findall(r"(?i)\W", s)
r_word_runs = re.findall(r"(?i)[a-z]+", s)
r_backref = re.findall(r"(?i)(z)\w*?\1", "zaZ Zz zq")
r_named_backref = re.fullmatch(r"(?i)(?P<w>ab)-(?P=w)", "Ab-aB") is not None
r_sub = re.sub(r"(?i)z", "#", s)
r_split = re.split(r"(?i)[x-z]", s)
r_word_boundary = re.findall(r"(?i)\bz\w*", "zed Zoo azz")
r_literal_mixed = re.fullmatch(r"(?i)Hello World", "hELLO wORLD") is not None
r_class_escape = re.findall(r"(?i)[\x41-\x43]", "abcdABCD")
