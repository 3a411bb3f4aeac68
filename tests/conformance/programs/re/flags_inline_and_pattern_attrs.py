# probe: inline flags at the start (?i) (?m) (?s) (?a) and combinations: Pattern.flags values, their effect on matching, a flag group not at the start is an error
# inputs
text = "Alpha\nbeta\nGAMMA"
# body
import re
def info(p):
    try:
        c = re.compile(p)
        return (c.flags, c.findall(text))
    except re.error as e:
        return type(e).__name__
r_plain = info(r"^\w")
r_ignore = info(r"(?i)a\w*")
r_multi = info(r"(?m)^\w")
r_dotall = info(r"(?s)a.b")
r_ascii = info(r"(?a)\w+")
r_combined = info(r"(?im)^[a-c]\w*$")
r_twice = info(r"(?i)(?m)^g\w+")
r_late = info(r"a(?i)b")
r_dot_no_s = re.findall(r"a.b", "a\nb axb")
r_dot_s = re.findall(r"(?s)a.b", "a\nb axb")
r_ignore_class = re.findall(r"(?i)[^a-z]+", "abcXYZ123def")
r_ignore_backref = re.fullmatch(r"(?i)(ab)\1", "abAB") is not None
