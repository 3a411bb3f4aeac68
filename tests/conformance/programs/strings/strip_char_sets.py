# probe: strip/lstrip/rstrip with char sets (order irrelevant), empty set, None, unicode whitespace, and non-str argument
# inputs
s = "xyzabczyx"
# body
r_sets = (s.strip("xyz"), s.strip("zyx"), s.lstrip("yx"), s.rstrip("x"), s.strip("abc"), s.strip(""), s.strip(None))
r_all = ("aaaa".strip("a"), "abab".lstrip("ba"), "".strip("a"))
r_ws = ("\u3000 a \u2003".strip(), "\x1c a \x1f".strip(), "\x85a\xa0".strip(), "\u200ba\u200b".strip(), "\ta\x0b\x0c".strip())
r_path = ("./models/".strip("./"), "/a/b/".rstrip("/"), "v1.2.0".lstrip("v"), "0.500".rstrip("0"), "bf16".strip("bf"))
r_multi = "--==x==--".strip("=-")
try:
    s.strip(1)
except TypeError as e:
    r_bad = str(e)
