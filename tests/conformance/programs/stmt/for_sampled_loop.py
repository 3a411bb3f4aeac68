# probe: a loop over the program's own data that only computes and fills containers, whose third item raises: the run may sample such a loop, but must not claim the iterations it did not run raised nothing
# expect: raises TypeError
# inputs
start = 8
# body
table = {"delta": start, "alpha": 2, "gamma": [1], "beta": 4}
kept = []
for key in list(table):
    if table[key] % 2:
        kept.append(key)
r_kept = kept
