# probe: $ matches before a final newline without MULTILINE; \Z only at the very end; fullmatch does not allow the trailing newline; findall of $ gives two empty matches
# inputs
s = "line\n"
# body
import re
r_dollar = re.search(r"e$", s) is not None
r_Z = re.search(r"e\Z", s) is not None
r_full = re.fullmatch(r"line", s) is not None
r_full_nl = re.fullmatch(r"line\n", s) is not None
r_match_dollar = re.match(r"line$", s).span()
r_two_ends = [m.start() for m in re.finditer(r"$", s)]
r_sub_end = re.sub(r"$", "!", s)
r_two_newlines = [m.start() for m in re.finditer(r"$", "a\n\n")]
r_m_ends = [m.start() for m in re.finditer(r"(?m)$", "a\n\n")]
