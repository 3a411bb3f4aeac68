# probe: strip/lstrip/rstrip with a chars set (order irrelevant, repeats), None, empty, and non-str chars
# inputs
s = "xyxhelloyxx"
chars = "yx"
# body
r_strip = s.strip(chars)
r_l = s.lstrip(chars)
r_r = s.rstrip(chars)
r_none = "  a b  ".strip(None)
r_empty = "  a  ".strip("")
r_all = "xxx".strip("x")
r_ws_default = "\x1c\x1d a \x1e\x1f\x85".strip()
r_dot = "www.example.com".strip("cmowz.")
r_rstrip_num = "1.2300".rstrip("0").rstrip(".")
try:
    s.strip(1)
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
try:
    s.lstrip(["x"])
    r_bad_list = "ok"
except TypeError as e:
    r_bad_list = type(e).__name__
