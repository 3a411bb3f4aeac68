# probe: findall returns whole matches with no group, the group's text with one, tuples with several; unmatched groups give ''; finditer gives match objects with spans; empty matches are included
# inputs
text = "k1=v1; k2=; k3=v3"
# body
import re
r_none = re.findall(r"k\d", text)
r_one = re.findall(r"k(\d)", text)
r_two = re.findall(r"k(\d)=(\w*)", text)
r_optional = re.findall(r"k(\d)=(v(\d))?", text)
r_noncapturing = re.findall(r"k(?:\d)=(?:\w*)", text)
r_iter_spans = [m.span() for m in re.finditer(r"=\w*", text)]
r_iter_groups = [m.group(1) for m in re.finditer(r"k(\d)", text)]
r_empty = re.findall(r"\d*", "a12b")
r_iter_empty = [m.span() for m in re.finditer(r"\d*", "a12b")]
it = re.finditer(r"v\d", text)
r_iter_next = next(it).group()
r_iter_rest = [m.group() for m in it]
r_nothing = re.findall(r"z", text)
