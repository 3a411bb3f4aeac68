# probe: translate with int keys mapping to str/int/None, keys equal to ints (True, 97.0), str keys ignored, a list as table, maketrans forms
# inputs
s = "a\x01bca"
# body
r_basic = s.translate({97: "AA", 98: None, 99: 100})
r_bool_key = s.translate({True: "Y"})
r_float_key = s.translate({97.0: "X"})
r_str_key = s.translate({"a": "Z"})
r_list = "abc".translate(["0"] * 98 + ["B"])
mk = str.maketrans("abc", "xyz", "a")
r_mk = s.translate(mk)
r_mk_dict = sorted(str.maketrans({"a": 1, "b": "2"}).items())
try:
    s.translate({97: 1.5})
    r_bad_val = "ok"
except TypeError as e:
    r_bad_val = type(e).__name__
try:
    s.translate({97: 0x110000})
    r_big = "ok"
except ValueError as e:
    r_big = type(e).__name__
