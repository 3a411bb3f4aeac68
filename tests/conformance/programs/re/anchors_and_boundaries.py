# probe: anchors: ^ and $ with and without MULTILINE, \A and \Z, $ before a trailing newline, \b and \B at string edges, fullmatch against match plus $
# inputs
s = "one\ntwo\n"
# body
import re
r_caret = re.findall(r"^\w+", s)
r_caret_m = re.findall(r"(?m)^\w+", s)
r_dollar = re.findall(r"\w+$", s)
r_dollar_m = re.findall(r"(?m)\w+$", s)
r_A = re.findall(r"(?m)\A\w+", s)
r_Z = re.search(r"\w+\Z", s)
r_Z_no_newline = re.search(r"\w+\Z", s.rstrip()).group()
r_empty_dollars = [m.span() for m in re.finditer(r"$", s)]
r_empty_dollars_m = [m.span() for m in re.finditer(r"(?m)$", s)]
r_match_dollar = re.match(r"\w+$", "abc\n") is not None
r_fullmatch = re.fullmatch(r"\w+", "abc\n") is not None
r_b_edges = [m.span() for m in re.finditer(r"\b", "ab cd")]
r_B_inside = [m.span() for m in re.finditer(r"\B", "ab cd")]
r_sub_caret_m = re.sub(r"(?m)^", "> ", s)
