# probe: re at its edges: anchors, \b and \B, $ before a final newline, backreferences, lookahead, repeats
# inputs
s = "abc abc\n"
# body
import re
r_dollar = re.search(r"c$", s).span()
r_dollar_z = re.search(r"c\Z", s)
r_dollar_multi = [m.span() for m in re.finditer(r"(?m)c$", "abc\nxc")]
r_caret = re.findall(r"^\w", "ab\ncd")
r_word = re.findall(r"\b\w", s)
r_nonword = re.findall(r"\B\w", s)
r_nonword_empty = re.search(r"\B", "")
r_word_empty = re.search(r"\b", "")
r_backref = re.search(r"(\w+) \1", s).group(1)
r_backref_named = re.fullmatch(r"(?P<x>a+)-(?P=x)", "aa-aa") is not None
r_backref_miss = re.fullmatch(r"(a+)-\1", "aa-a")
r_ahead = re.findall(r"\w(?=c)", s)
r_not_ahead = re.findall(r"a(?!b)\w", "ab ac ad")
r_counts = re.findall(r"\d{2,3}", "1 22 333 4444 55555")
r_exact = re.findall(r"\d{2}", "12345")
r_upto = re.findall(r"x{,2}y", "xxxy xy y")
r_lazy_counts = re.match(r"\d{2,4}?", "12345").group()
r_space = re.findall(r"\s", "a b\tc\x1cd\x0be")
r_nonspace = re.findall(r"\S+", " a  bc ")
r_class_neg = re.findall(r"[^a-c ]+", "abcdef cab xyz")
r_class_dash = re.findall(r"[-a]+", "a-b--a")
r_class_bracket = re.findall(r"[]a]+", "a]b]]")
r_class_escape = re.findall(r"[\d.]+", "v1.25 and 3")
r_nested = re.fullmatch(r"((a|b)+)(c)", "abac").groups()
r_last_iter = re.fullmatch(r"(?:(a)|b)+", "ab").group(1)
r_optional = re.fullmatch(r"(a)?b", "b").groups()
r_hex = re.findall(r"\x41+", "AAB")
r_open_count = (re.findall(r"a{0,}b", "aab b"), re.findall(r"a{2,}", "a aa aaa"), re.fullmatch(r"x{1,3}?", "xx").group())
