# probe: findall returns strings (0 or 1 group) or tuples (2+ groups), unmatched groups as empty strings, finditer spans
# inputs
s = "x=1, y=22, z"
# body
import re
r_zero = re.findall(r"\w=\d+", s)
r_one = re.findall(r"(\w)=\d+", s)
r_two = re.findall(r"(\w)=(\d+)", s)
r_opt = re.findall(r"(\w)(?:=(\d+))?", s)
r_noncap = re.findall(r"(?:\w)=\d+", s)
r_spans = [m.span() for m in re.finditer(r"\d+", s)]
r_spans_g = [m.span(1) for m in re.finditer(r"(\w)(=\d+)?", s)]
r_empty = re.findall(r"\d*", "a1")
r_nested = re.findall(r"((\w)=(\d))", s)
