# probe: groupdict with and without default for unmatched named groups, groups(default), group() with several names and indices
# inputs
s = "key=val"
t = "key"
# body
import re
p = re.compile(r"(?P<k>\w+)(?:=(?P<v>\w+))?")
m1 = p.match(s)
m2 = p.match(t)
r_gd1 = m1.groupdict()
r_gd2 = m2.groupdict()
r_gd2_default = m2.groupdict("none")
r_groups2 = m2.groups()
r_groups2_default = m2.groups(0)
r_multi = m1.group("k", 2, 0)
r_multi2 = m2.group(1, "v")
try:
    m1.group(3)
except IndexError as e:
    r_err_idx = type(e).__name__
try:
    m1.group("nope")
except IndexError as e:
    r_err_name = type(e).__name__
r_getitem = (m1["k"], m1[2], m2[2])
