# probe: backreferences \1 and (?P=name), in patterns and with ignorecase; conditional (?(1)...)
# inputs
s = "abab xyxy aa Aa"
# body
import re
r_num = re.findall(r"(\w\w)\1", s)
r_named = re.findall(r"(?P<p>\w)(?P=p)", s)
r_named_i = re.findall(r"(?P<p>\w)(?P=p)", s, re.I)
r_cond = [bool(re.fullmatch(r"(<)?\w+(?(1)>)", t)) for t in ["<a>", "a", "<a", "a>"]]
r_cond_named = re.fullmatch(r"(?P<q>')?x(?(q)')", "'x'").groups()
r_sub_backref = re.sub(r"(\w)\1", r"[\1]", "aabcc")
