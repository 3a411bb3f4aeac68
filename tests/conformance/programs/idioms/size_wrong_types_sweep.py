# probe: sweep sizes that arrive as a float, a str and None: range, multiplication and comparison fail differently
# inputs
sizes = [4, 4.0, "4", None]
tile = 2
# body
out = []
for s in sizes:
    try:
        n = len(range(0, s, tile))
        out.append(("range", n))
    except TypeError as e:
        out.append(("range", type(e).__name__))
r_range = out
rep = []
for s in sizes:
    try:
        rep.append(s * tile)
    except TypeError as e:
        rep.append(type(e).__name__)
r_rep = rep
cmp = []
for s in sizes:
    try:
        cmp.append(s > 2)
    except TypeError as e:
        cmp.append(type(e).__name__)
r_cmp = cmp
r_count = len(sizes)
r_fixed = tile * 10
