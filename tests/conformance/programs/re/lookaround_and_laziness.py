# probe: lookahead (positive and negative), lookbehind (fixed width), greedy versus lazy quantifiers, and backtracking into alternatives
# inputs
html = "<b>bold</b><i>it</i>"
# body
import re
r_greedy = re.match(r"<.*>", html).group()
r_lazy = re.match(r"<.*?>", html).group()
r_lazy_all = re.findall(r"<(.+?)>", html)
r_lookahead = re.findall(r"\w+(?=</)", html)
r_neg_lookahead = re.findall(r"<(?!/)(\w)>", html)
r_lookbehind = re.findall(r"(?<=<)\w", html)
r_neg_lookbehind = re.findall(r"(?<!<)\b\w+", html)
r_price = re.findall(r"(?<=\$)\d+(?:\.\d\d)?", "cost $5 or $12.50, not 7")
r_lazy_plus = re.match(r"(a+?)(a*)", "aaaa").groups()
r_lazy_opt = re.match(r"(a??)(a*)", "aa").groups()
r_alt_backtrack = re.fullmatch(r"(a|ab)(c|bcd)", "abcd").groups()
r_counted_lazy = re.match(r"(\d{2,4}?)(\d*)", "123456").groups()
try:
    re.compile(r"(?<=a+)b")
    r_variable_lookbehind = "ok"
except re.error as e:
    r_variable_lookbehind = type(e).__name__
