# probe: sub's replacement template: \1, \g<1>, \g<name>, \g<0>, an unmatched group is empty, escapes \n and \\; a function replacement receives match objects; count and subn
# inputs
text = "w=3 h=4 d="
# body
import re
pat = r"(?P<k>\w)=(\d)?"
r_backref = re.sub(pat, r"\2:\1", text)
r_g_number = re.sub(pat, r"\g<2>\g<1>", text)
r_g_name = re.sub(pat, r"<\g<k>>", text)
r_g_zero = re.sub(pat, r"[\g<0>]", text)
r_escapes = re.sub(r"\s", r"\n", "a b") == "a\nb"
r_backslash = re.sub(r"-", r"\\", "a-b")
r_func = re.sub(r"\d", lambda m: str(int(m.group()) * 10), text)
calls = []
def rep(m):
    calls.append(m.span())
    return m.group(1).upper()
r_func_groups = re.sub(pat, rep, text, count=2)
r_calls = calls
r_subn = re.subn(r"\d", "#", text)
r_subn_none = re.subn(r"z", "#", text)
r_count = re.sub(r"=", ":", text, 1)
try:
    re.sub(pat, r"\3", text)
    r_bad_ref = "ok"
except re.error as e:
    r_bad_ref = type(e).__name__
try:
    re.sub(pat, r"\g<nope>", text)
    r_bad_name = "ok"
except IndexError as e:
    r_bad_name = type(e).__name__
