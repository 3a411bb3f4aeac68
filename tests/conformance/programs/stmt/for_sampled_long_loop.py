# probe: a loop over more of the program's own data than a table holds, that only computes and fills containers, whose item far along raises: the run may sample it, but must not claim the iterations it did not run raised nothing; a short one fills its table whole
# expect: raises TypeError
# inputs
start = 8
# body
short = {}
for i, name in enumerate(["a", "b", "c", "d"]):
    short[name] = i * start
r_short = short
table = {f"k{i}": i for i in range(1200)}
table["k1100"] = [start]
kept = []
for key in list(table):
    if table[key] % 2:
        kept.append(key)
r_kept = kept
