# probe: a compiled pattern's groupindex is a mapping of group names to numbers, read with dict() and []
# inputs
pat = r"(?P<m>\d+)x(?P<n>\d+)"
# body
import re
p = re.compile(pat)
r_groups = p.groups
r_groupindex = dict(p.groupindex)
r_m = p.groupindex["m"]
r_names = sorted(p.groupindex)
