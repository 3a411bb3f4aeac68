# probe: split: captured separators are kept (None for groups that did not take part), maxsplit limits splits, separators at the ends give empty strings, empty matches split too
# inputs
data = ",a, b;;c,"
# body
import re
r_plain = re.split(r"[,;]\s*", data)
r_capture = re.split(r"([,;])\s*", data)
r_two_groups = re.split(r"(,)|(;)", data)
r_max1 = re.split(r"[,;]", data, maxsplit=1)
r_max2 = re.split(r"([,;])", data, 2)
r_max0 = re.split(r"[,;]", data, 0)
r_no_match = re.split(r"\d", data)
r_word_boundary = re.split(r"\b", "ab cd")
r_empty_pattern = re.split(r"", "abc")
r_lookahead = re.split(r"(?=[A-Z])", "helloWorldFoo")
r_compiled = re.compile(r"\s+").split("  a b  ", 1)
