# probe: fullmatch vs match vs search, with compiled pos and endpos, and ^ with pos
# inputs
s = "abc123"
# body
import re
p = re.compile(r"\d+")
r_match = p.match(s)
r_search = p.search(s).group()
r_full = p.fullmatch(s)
r_full_pos = p.fullmatch(s, 3).group()
r_match_pos = p.match(s, 3).span()
r_endpos = p.search(s, 0, 5).group()
r_caret_pos = re.compile(r"^\d").search(s, 3)
r_A_pos = re.compile(r"\A\d").match(s, 3)
q = re.compile(r"a|ab")
r_full_alt = q.fullmatch("ab").group()
r_match_alt = q.match("ab").group()
r_full_endpos = re.compile(r"ab").fullmatch("abc", 0, 2) is not None
