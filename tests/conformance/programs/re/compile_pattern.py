# probe: re.compile: a Pattern's methods and attributes, inline flags, a pattern passed again
# inputs
spec = "H100-SXM"
words = "Alpha beta GAMMA"
# body
import re
p = re.compile(r"([A-Z]+)(\d+)(?:-(\w+))?")
r_attrs = (p.pattern, p.groups, p.flags)
m = p.fullmatch(spec)
r_groups = m.groups()
r_match = p.match(spec).group(2)
r_search = p.search("gpu: " + spec).start()
r_findall = p.findall(spec + " A1 B22-x")
r_sub = p.sub(r"<\1>", spec)
r_split = re.compile(r"-").split(spec)
r_again = re.compile(p) is p
r_again_match = re.match(p, spec).group(1)
r_eq = re.compile(r"a+") == re.compile(r"a+")
r_ne = re.compile(r"a+") != re.compile(r"b+")
ci = re.compile(r"(?i)gamma|alpha")
r_ci = ci.findall(words)
r_ci_flags = ci.flags
r_ci_class = re.findall(r"(?i)[a-c]\w+", words)
r_multiline = re.findall(r"(?m)^\w", "ab\ncd\nef")
r_dotall = re.fullmatch(r"(?s)a.b", "a\nb") is not None
r_dot = re.fullmatch(r"a.b", "a\nb") is None
