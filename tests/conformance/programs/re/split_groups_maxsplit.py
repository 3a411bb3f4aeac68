# probe: re.split with capturing groups (some unmatched, giving None), maxsplit, empty matches, split at edges
# inputs
s = "a,b;c,,d"
k = 2
# body
import re
r_plain = re.split(r"[,;]", s)
r_capture = re.split(r"([,;])", s)
r_two_groups = re.split(r"(,)|(;)", s)
r_max = re.split(r"[,;]", s, maxsplit=k)
r_max_capture = re.split(r"([,;])", s, k)
r_edges = re.split(r",", ",a,")
r_empty = re.split(r"x*", "ab")
r_nomatch = re.split(r"z", s)
r_ws = re.split(r"\s+", "  a  b ")
r_neg_max = re.split(r",", s, maxsplit=-1)
