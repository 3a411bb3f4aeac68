# probe: center/ljust/rjust/zfill over widths -1..9 and strings of lengths 0..4, and strip/lstrip/rstrip over char sets
# inputs
texts = ["", "a", "ab", "-1", "abcd", "+ab"]
widths = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
chars = [None, "", " ", "a", "ab", "ba", "-+", "xyz"]
strip_texts = ["", "aaa", "abcba", "  ab  ", "-+-x+-", "bab a bab", "xyz"]
# body
r_center = [t.center(w, "*") for t in texts for w in widths]
r_ljust = [t.ljust(w, ".") for t in texts for w in widths]
r_rjust = [t.rjust(w) for t in texts for w in widths]
r_zfill = [t.zfill(w) for t in texts for w in widths]
r_strip = [t.strip(c) for t in strip_texts for c in chars]
r_lstrip = [t.lstrip(c) for t in strip_texts for c in chars]
r_rstrip = [t.rstrip(c) for t in strip_texts for c in chars]
