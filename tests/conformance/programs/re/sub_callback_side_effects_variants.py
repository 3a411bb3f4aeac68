# probe: replacement functions of re.sub, re.subn, Pattern.sub and Pattern.subn run once per match, in order, with their side effects visible afterwards
# inputs
s = "x1y22z"
# body
import re
log = []
def rep(m):
    log.append(m.span())
    return "<" + m.group() + ">"
r_sub = re.sub(r"\d+", rep, s)
r_subn = re.subn(r"\d", rep, s)
p = re.compile(r"[a-z]")
r_psub = p.sub(rep, s, count=2)
r_psubn = p.subn(rep, s)
r_log = list(log)
r_len = len(log)
