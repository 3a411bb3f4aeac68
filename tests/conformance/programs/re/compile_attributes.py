# probe: compiled pattern attributes: pattern, groups, groupindex, flags bits; match attributes re, string, pos, endpos
# inputs
src = r"(?P<a>\d)(\w)(?P<b>x)?"
# body
import re
p = re.compile(src, re.I)
r_pattern = p.pattern
r_groups = p.groups
r_groupindex = dict(p.groupindex)
r_has_i = bool(p.flags & re.I)
r_has_u = bool(p.flags & re.U)
m = p.search("--1a", 1, 4)
r_m = (m.re is p, m.string, m.pos, m.endpos, m.group())
r_same = re.compile(p) is p
try:
    re.compile(p, re.M)
except ValueError as e:
    r_err = type(e).__name__
r_eq = re.compile(src, re.I) == p
