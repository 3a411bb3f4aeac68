# probe: string slicing grid: every start/stop in -7..7 and None with steps -3..3 (not 0) over a short string
# inputs
s = "abcde"
bounds = [None, -7, -5, -3, -1, 0, 1, 2, 4, 5, 7]
steps = [None, -3, -2, -1, 1, 2, 3]
# body
r_grid = [s[a:b:c] for a in bounds for b in bounds for c in steps]
r_empty = ["abc"[a:b:c] for a in (None, -1, 0) for b in (None, 0, -4) for c in (-1, 1)][:0] + [""[::-1], ""[1:], ""[-1::-2]]
r_joined = "|".join(s[a::-1] for a in bounds)
