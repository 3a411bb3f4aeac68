# probe: find/rfind/index/rindex/count with start/end negative, past the end, reversed, None, and an empty needle
# inputs
s = "abcabcab"
sub = "ab"
# body
r_find = [s.find(sub, a, b) for a, b in ((0, None), (1, None), (-3, None), (None, -1), (-100, 100), (5, 2), (8, 8), (9, None))]
r_rfind = [s.rfind(sub, a, b) for a, b in ((0, None), (None, 7), (-2, None), (2, -2))]
r_count = [s.count(sub, a, b) for a, b in ((0, None), (1, None), (-5, -1), (3, 3))]
r_empty = [(s.find("", k), s.rfind("", k), s.count("", k)) for k in (0, 3, 8, 9, -1, -20)]
r_index = (s.index(sub, 1), s.rindex(sub, 0, -1))
errs = []
for call in (lambda: s.index("zz"), lambda: s.rindex(sub, 7), lambda: s.index(sub, 2, 3), lambda: s.find(1), lambda: s.count(None), lambda: s.find(sub, "1")):
    try:
        call()
        errs.append("ok")
    except (ValueError, TypeError) as e:
        errs.append(type(e).__name__)
r_errs = errs
