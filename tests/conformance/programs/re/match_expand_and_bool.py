# probe: Match.expand with templates, truthiness of match and None, match in conditionals and walrus
# inputs
s = "2024-06-01"
# body
import re
m = re.match(r"(?P<y>\d+)-(?P<m>\d+)-(?P<d>\d+)", s)
r_expand = m.expand(r"\g<d>/\g<m>/\g<y>")
r_expand_num = m.expand(r"\3.\2.\1")
r_bool = bool(m)
r_none = re.match(r"x", s) is None
if (n := re.search(r"-(\d+)-", s)):
    r_walrus = n.group(1)
r_tuple = m.span("m")
r_regs_len = len(m.regs)
r_or = (re.match("z", s) or "fallback")
