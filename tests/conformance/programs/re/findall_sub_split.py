# probe: re.findall, finditer, sub, subn, split and escape, with sre's rule for empty matches
# inputs
text = "a=1, b=22,c=333"
csv = "8,128;  4096"
# body
import re
r_all_plain = re.findall(r"\d+", text)
r_all_one = re.findall(r"(\w)=", text)
r_all_two = re.findall(r"(\w)=(\d+)", text)
r_all_opt = re.findall(r"(\w)=(x)?", text)
r_all_empty = re.findall(r"x*", "axb")
r_iter = [m.group(1) for m in re.finditer(r"=(\d+)", text)]
r_sub = re.sub(r"\s+", " ", csv)
r_sub_groups = re.sub(r"(\w)=(\d+)", r"\2:\1", text)
r_sub_named = re.sub(r"(?P<k>\w)=", r"\g<k>->", text)
r_sub_count = re.sub(r"\d", "#", text, 2)
r_sub_count_kw = re.sub(r"\d", "#", text, count=3)
r_sub_empty = re.sub(r"x*", "-", "abxd")
r_subn = re.subn(r"[,;]", "|", csv)
r_split = re.split(r"[,;]\s*", csv)
r_split_groups = re.split(r"([,;])\s*", csv)
r_split_max = re.split(r"\W+", text, 1)
r_split_max_kw = re.split(r"\W+", text, maxsplit=2)
r_split_empty = re.split(r"x*", "axbc")
r_split_unset = re.split(r"(,)|(;)", "a,b;c")
r_escape = re.escape("a.b*c (d)-[e] #f")
r_escape_match = re.fullmatch(re.escape("1.5x"), "1.5x") is not None
r_ints = [int(x) for x in re.split(r"[x,]", "8x128,4")]
