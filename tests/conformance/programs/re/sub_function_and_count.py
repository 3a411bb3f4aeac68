# probe: re.sub with a function replacement, with count, with \g<name>, \g<0>, and subn counts
# inputs
s = "a1b22c333"
n = 2
# body
import re
calls = []
def double(m):
    calls.append(m.group())
    return str(int(m.group()) * 2)
r_fn = re.sub(r"\d+", double, s)
r_calls = list(calls)
r_count = re.sub(r"\d+", "#", s, count=n)
r_count_zero = re.sub(r"\d+", "#", s, count=0)
r_named = re.sub(r"(?P<l>[a-z])(?P<d>\d+)", r"\g<d>\g<l>", s)
r_whole = re.sub(r"\d+", r"<\g<0>>", s)
r_subn = re.subn(r"\d", "", s)
r_subn_count = re.subn(r"\d", "", s, n)
r_numeric_g = re.sub(r"(a)(1)", r"\g<2>\g<1>0", s)
r_empty_matches = re.sub(r"x*", "-", "abc")
r_fn_none_group = re.sub(r"(a)|(b)", lambda m: m.group(2) or "A", "ab")
