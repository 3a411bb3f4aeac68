# probe: replace with count 0/1/negative/larger than matches, empty old (inserts between characters), empty new, replacing with itself
# inputs
s = "a.b.c.d"
old = "."
# body
r_counts = [s.replace(old, "/", k) for k in (0, 1, 2, -1, -5, 100)]
r_empty_old = ["abc".replace("", "-", k) for k in (0, 1, 2, 3, 4, 5, -1)]
r_empty_s = ("".replace("", "x"), "".replace("", "x", 0), "".replace("a", "x"))
r_delete = s.replace(old, "")
r_grow = "aa".replace("a", "aa")
r_same = s.replace(old, old) == s
r_bool_count = s.replace(old, "_", True)
try:
    s.replace(old, "_", 1.0)
    r_float_count = "ok"
except TypeError as e:
    r_float_count = type(e).__name__
try:
    s.replace(1, "_")
    r_bad_old = "ok"
except TypeError as e:
    r_bad_old = type(e).__name__
