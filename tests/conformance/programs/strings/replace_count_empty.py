# probe: str.replace with count 0/negative/greater than matches, empty old string, overlapping patterns
# inputs
s = "aaa"
# body
r_counts = [s.replace("a", "b", n) for n in (-5, -1, 0, 1, 2, 3, 10)]
r_empty_old = ("abc".replace("", "-"), "abc".replace("", "-", 2), "abc".replace("", "-", 0), "".replace("", "x"), "".replace("", "x", 0), "".replace("a", "x"))
r_overlap = ("aaaa".replace("aa", "b"), "aaaaa".replace("aa", "ab"), "abab".replace("aba", "X"))
r_delete = ("a-b-c".replace("-", ""), "--".replace("-", "", 1))
r_grow = "ab".replace("a", "aa", -1).replace("b", "bb")
r_kw = "xyx".replace("x", "z", count=1) if False else "xyx".replace("x", "z", 1)
try:
    s.replace("a")
except TypeError as e:
    r_missing = type(e).__name__
try:
    s.replace("a", 1)
except TypeError as e:
    r_bad_new = str(e)
