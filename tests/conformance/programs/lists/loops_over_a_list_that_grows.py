# probe: enumerate and zip over a list appended to inside the loop see the new items; a for over range(len(xs)) does not
# inputs
start = ["a", "b"]
# body
e_list = list(start)
seen = []
for i, v in enumerate(e_list):
    seen.append((i, v))
    if i == 0:
        e_list.append("c")
r_enum_grow = seen
z = [1, 2, 3]
pairs = []
for p, q in zip(z, z):
    pairs.append((p, q))
    if len(z) < 5:
        z.append(p + 100)
r_zip_self = pairs
w = list(start)
idx = []
for i in range(len(w)):
    idx.append(i)
    w.append("x")
r_range_fixed = (idx, w)
