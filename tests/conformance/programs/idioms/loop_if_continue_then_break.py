# probe: a loop whose body is `if cond: continue` then break/return, cond not known
# inputs
ok = "b"
# body
n = 0
seen = []
for name in ["a", "b", "c"]:
    n += 1
    seen.append(name)
    if name != ok:
        continue
    break
def first(names):
    got = []
    for x in names:
        got.append(x)
        if x != ok:
            continue
        return x, got
    return None, got
r_first = first(["a", "b", "c"])
i = 0
while True:
    i += 1
    if i < len(ok) + 1:
        continue
    break
