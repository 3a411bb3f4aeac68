# probe: replacement template escapes: \n \t \\ in the template, \0 octal, \g<0>, \10 as group 10 or 1 then 0, unknown letter escapes (re.error), empty template
# inputs
s = "ab"
# body
import re
r_newline = re.sub(r"a", r"\n", s)
r_tab = re.sub(r"a", r"[\t]", s)
r_backslash = re.sub(r"a", r"\\", s)
r_octal = re.sub(r"a", r"\101", s)
r_g0 = re.sub(r"(a)", r"\g<0>\g<1>", s)
r_g1_then_0 = re.sub(r"(a)", r"\g<1>0", s)
r_empty = re.sub(r"a", "", s)
errs = []
for tpl in (r"\q", r"\g<", r"\g<a b>", r"\2", "\\"):
    try:
        errs.append(re.sub(r"(a)", tpl, s))
    except re.error as e:
        errs.append(type(e).__name__)
    except IndexError as e:
        errs.append(type(e).__name__)
r_errs = errs
r_bytes = re.sub(rb"(a)", rb"<\1>", b"ab")
r_unmatched_group = re.sub(r"(x)?a", r"[\1]", s)
