# probe: empty matches in sub, split, findall, finditer (3.7+ rules): empty match right after a non-empty one is allowed
# inputs
s = "abxd"
# body
import re
r_sub = re.sub(r"x*", "-", s)
r_subn = re.subn(r"x*", "-", s)
r_split = re.split(r"x*", s)
r_findall = re.findall(r"x*", s)
r_spans = [m.span() for m in re.finditer(r"x*", s)]
r_sub_empty_string = re.sub(r"x*", "-", "")
r_split_b = re.split(r"\b", "a b")
r_word_or_empty = re.findall(r"\w*", "a b")
r_sub_count = re.sub(r"x*", "-", s, count=2)
r_lazy_empty = re.findall(r"a??", "aa")
