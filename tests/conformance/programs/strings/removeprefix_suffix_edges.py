# probe: removeprefix/removesuffix remove once, with empty, equal and longer affixes; non-str argument TypeError
# inputs
s = "testtest_name_test"
p = "test"
# body
r_pre = s.removeprefix(p)
r_suf = s.removesuffix(p)
r_once = s.removeprefix(p).removeprefix(p)
r_empty = (s.removeprefix(""), s.removesuffix(""))
r_whole = (s.removeprefix(s), s.removesuffix(s))
r_longer = "ab".removeprefix("abc")
r_vs_strip = "aab".lstrip("a") == "aab".removeprefix("a")
try:
    s.removeprefix(("t",))
    r_tuple = "ok"
except TypeError as e:
    r_tuple = type(e).__name__
try:
    s.removesuffix(None)
    r_none = "ok"
except TypeError as e:
    r_none = type(e).__name__
