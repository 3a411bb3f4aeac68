# probe: lookbehind (fixed width), negative lookahead/behind, \b with underscores and digits, empty matches around lookarounds
# inputs
s = "price: $30, cost: $4, 5 free_x"
# body
import re
r_lb = re.findall(r"(?<=\$)\d+", s)
r_nlb = re.findall(r"(?<!\$)\b\d+", s)
r_nla = re.findall(r"\b\w+(?!:)\b", "a: b c:")
r_b_under = re.findall(r"\bfree\b", s)
r_b_digits = re.findall(r"\b\d", "a1 2b 3")
r_alt_lb = re.findall(r"(?<=a|b)c", "ac bc cc")
try:
    re.compile(r"(?<=a|bc)d")
    r_var_width = "ok"
except re.error as e:
    r_var_width = type(e).__name__
r_lookahead_split = re.split(r"(?=[A-Z])", "helloWorldFoo")
r_sub_lookbehind = re.sub(r"(?<=\d)(?=(\d{3})+$)", ",", "1234567")
