# probe: pattern escapes: \x41, \u0041, \U0001F600, \N{name}, octal \101, \0, \t in classes, bad escapes (re.error), escaped metacharacters
# inputs
s = "A\tB\x00.C\U0001F600 \u00e9"
# body
import re
r_hex = re.findall(r"\x41", s)
r_u = re.findall(r"\u0042", s)
r_U = len(re.findall(r"\U0001F600", s))
r_named = re.findall(r"\N{LATIN SMALL LETTER E WITH ACUTE}", s)
r_octal = re.findall(r"\101", s)
r_nul = len(re.findall(r"\0", s))
r_tab_class = len(re.findall(r"[\t.]", s))
r_dot_escaped = re.findall(r"\.", s)
errs = []
for p in (r"\q", r"\u12", r"\N{NOPE}", r"[\z]", r"\ "):
    try:
        re.compile(p)
        errs.append("ok")
    except re.error as e:
        errs.append(type(e).__name__)
r_errs = errs
