# probe: str indexing with negative, bool and out-of-range indexes; slices clamp; step 0 and non-int indexes raise
# inputs
s = "abcdef"
i = -1
# body
r_idx = (s[0], s[i], s[-6], s[True], s[False])
r_slices = (s[10:], s[-10:2], s[4:1], s[::2], s[::-2], s[-2::-3], s[1:-1:2], s[None:None:-1])
r_empty = ("" [0:5], ""[::-1])
errs = []
for call in (lambda: s[6], lambda: s[-7], lambda: s[1.0], lambda: s["0"], lambda: s[::0], lambda: s[None], lambda: ""[0]):
    try:
        call()
        errs.append("ok")
    except (IndexError, TypeError, ValueError) as e:
        errs.append(type(e).__name__)
r_errs = errs
try:
    s[0] = "x"
    r_assign = "ok"
except TypeError as e:
    r_assign = type(e).__name__
