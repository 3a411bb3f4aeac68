# probe: a Match object is truthy, its repr shows span and text, a Pattern's repr is re.compile(...), equal patterns compare equal, matches support [] with numbers and names, len is refused
# inputs
s = "id=42"
# body
import re
m = re.search(r"(?P<key>\w+)=(\d+)", s)
r_bool = bool(m)
r_repr = repr(m)
r_pattern_repr = repr(re.compile(r"\d+"))
r_pattern_str = str(re.compile("a|b"))
r_eq = (re.compile("x") == re.compile("x"), re.compile("x") == re.compile("y"))
r_items = (m[0], m[1], m["key"], m[2])
r_type_names = (type(m).__name__, type(m.re).__name__)
try:
    len(m)
    r_len = "has len"
except TypeError as e:
    r_len = type(e).__name__
r_expand = m.expand(r"\2 for \g<key>")
r_cond = "yes" if re.match("z", s) else "no"
r_or = re.match("z", s) or "fallback"
