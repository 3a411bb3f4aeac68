# probe: a repeated capturing group keeps its last iteration; nested optional groups reset or not across iterations; alternation order decides
# inputs
s = "abcabd"
# body
import re
r_last = re.match(r"(ab[cd])+", s).group(1)
r_alt = re.match(r"(a|ab)(c|bcd)", "abcd").groups()
r_nested = re.match(r"((a)|(b))+", "ab").groups()
r_nested2 = re.match(r"((a)|(b))+", "ba").groups()
r_opt_iter = re.match(r"(?:(x)?y)+", "xyy").groups()
r_empty_alt = re.match(r"(|a)+", "aa").group(0, 1)
r_star_group = re.match(r"(a*)*", "aa").groups()
r_plus_group = re.match(r"(a*)+", "aa").groups()
r_spans = re.match(r"(\w)+", "xyz").span(1)
r_backtrack = re.match(r"(a+)+b", "aaab").groups()
