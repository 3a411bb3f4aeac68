# probe: re.error on bad patterns: unbalanced parens, bad repeat, bad escapes, unknown group reference, bad group names; re.error is not ValueError-derived? (it is Exception)
# inputs
pats = ["(a", "a)", "*a", "a**", "[a", r"(?P<1>a)", r"\1(a)", r"(?P=nope)", "a{2,1}", "(?<=a+)b", r"\8"]
# body
import re
r_results = []
for p in pats:
    try:
        re.compile(p)
        r_results.append("ok")
    except re.error as e:
        r_results.append(type(e).__name__)
r_is_sub = issubclass(re.error, Exception)
r_is_value = issubclass(re.error, ValueError)
try:
    re.sub("(a)", r"\2", "a")
except re.error as e:
    r_sub_err = type(e).__name__
try:
    re.sub("(a)", r"\g<x>", "a")
except IndexError as e:
    r_sub_name = type(e).__name__
except re.error as e:
    r_sub_name = "error"
