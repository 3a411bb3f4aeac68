# probe: a compiled pattern's match/search/fullmatch/findall with pos and endpos: ^ does not match at pos, \Z and $ do match at endpos, the Match's pos/endpos/string/re
# inputs
s = "xxabcxx"
# body
import re
p = re.compile(r"abc")
r_search_pos = p.search(s, 2).span()
r_search_past = p.search(s, 3)
r_match_pos = p.match(s, 2).span()
r_match_no_pos = p.match(s)
r_full_window = p.fullmatch(s, 2, 5) is not None
r_full_short = p.fullmatch(s, 2, 4)
caret = re.compile(r"^a")
r_caret_pos = caret.search(s, 2)
dollar = re.compile(r"c$")
r_dollar_endpos = dollar.search(s, 0, 5).span()
m = p.search(s, 1, 6)
r_m_pos = (m.pos, m.endpos, m.string, m.re is p)
r_findall_window = re.compile(r"x").findall(s, 1, 6)
r_neg_pos = p.search(s, -100).span()
r_big_endpos = p.search(s, 0, 100).span()
