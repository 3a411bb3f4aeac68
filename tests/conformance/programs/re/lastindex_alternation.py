# probe: lastindex and lastgroup with alternations, nested groups and non-capturing groups
# inputs
a = "ab"
b = "cd"
# body
import re
p = re.compile(r"(?P<x>a(b))|(?P<y>c)(d)")
m1 = p.match(a)
m2 = p.match(b)
r_m1 = (m1.lastindex, m1.lastgroup, m1.groups())
r_m2 = (m2.lastindex, m2.lastgroup, m2.groups())
m3 = re.match(r"(?:x)(y)?", "x")
r_m3 = (m3.lastindex, m3.lastgroup)
m4 = re.match(r"((a)(b))", "ab")
r_m4 = (m4.lastindex, m4.lastgroup, m4.span(2), m4.span(3))
m5 = re.match(r"(a)|b", "b")
r_m5 = (m5.lastindex, m5.group(1), m5.span(1), m5.start(1))
