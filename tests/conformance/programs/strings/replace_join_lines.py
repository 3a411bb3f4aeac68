# probe: replace with count and an empty pattern, join of non-str items (the error) and of generators, splitlines over every line boundary
# inputs
s = "a.b.c.d"
items = ["x", "y", "z"]
text = "l1\nl2\r\nl3\rl4\x0bl5\x0cl6\x1cl7\x85l8\u2028l9\n"
# body
r_rep = (s.replace(".", "/"), s.replace(".", "/", 2), s.replace(".", "/", 0), s.replace(".", "/", -1), s.replace("", "-"), "ab".replace("", "-", 2), "".replace("", "x"))
r_rep_none = s.replace("z", "y")
r_join = (",".join(items), "".join(reversed(items)), "-".join(c for c in "abc"), ", ".join({"k": 1, "j": 2}), "x".join([]))
r_lines = text.splitlines()
r_lines_keep = text.splitlines(True)
r_lines_misc = ("".splitlines(), "\n".splitlines(), "a\n\nb".splitlines(), "a\r\n".splitlines(keepends=True))
r_split_nl = text.split("\n")
try:
    ",".join([1, 2])
    r_join_int = "ok"
except TypeError as e:
    r_join_int = type(e).__name__
try:
    ",".join(["a", None])
    r_join_none = "ok"
except TypeError as e:
    r_join_none = type(e).__name__
try:
    s.replace(".", 1)
    r_rep_err = "ok"
except TypeError as e:
    r_rep_err = type(e).__name__
