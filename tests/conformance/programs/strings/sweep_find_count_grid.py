# probe: find/rfind/count/startswith/endswith over a grid of start/end values (negative, beyond the end, None, reversed) and substrings incl. empty
# inputs
s = "abaabab"
subs = ["", "a", "ab", "ba", "bab", "x"]
marks = [None, -9, -3, -1, 0, 2, 5, 7, 9]
# body
r_find = [s.find(t, a, b) for t in subs for a in marks for b in marks]
r_rfind = [s.rfind(t, a, b) for t in subs for a in marks for b in marks]
r_count = [s.count(t, a, b) for t in subs for a in marks for b in marks]
r_starts = [s.startswith(t, a, b) for t in subs for a in marks for b in marks]
r_ends = [s.endswith(t, a, b) for t in subs for a in marks for b in marks]
