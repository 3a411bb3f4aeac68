# probe: groups that did not take part are None (or the default), nested groups are numbered by their opening parenthesis, a repeated group keeps its last iteration, named and numbered access agree
# inputs
s = "2024-05"
# body
import re
m = re.fullmatch(r"(?P<y>\d{4})(-(?P<m>\d\d)(-(?P<d>\d\d))?)?", s)
r_groups = m.groups()
r_groups_default = m.groups("?")
r_dict = m.groupdict()
r_dict_default = m.groupdict(0)
r_named_numbered = (m["y"] == m[1], m["m"] == m[3], m.group("d") is None)
r_spans = (m.span(2), m.span(4), m.start("d"), m.end("m"))
r_multi = m.group(1, "m", 0)
rep = re.fullmatch(r"(?:(\d)[,;])*(\d)", "1,2;3")
r_repeat_last = rep.groups()
nest = re.match(r"((a)(b(c)))", "abcd")
r_nested = [nest.group(i) for i in range(5)]
alt = re.match(r"(a)|(b)|(c)", "c")
r_alt = (alt.groups(), alt.groups(""))
try:
    m.group(6)
except IndexError as e:
    r_bad_group = type(e).__name__
try:
    m.group("x")
except IndexError as e:
    r_bad_name = type(e).__name__
