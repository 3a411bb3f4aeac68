# probe: a loop that fills a list only for some of its items (the first ones skipped), the list read afterwards under another name
# inputs
threshold = 3
# body
big = []
sink = big
for x in [1, 2, 3, 4, 5, 6]:
    if x > 3:
        sink.append(x)
r_big = big
table = {}
view = table
for k in ["a", "b", "c", "d", "e"]:
    if k in ("d", "e"):
        view[k] = len(k)
r_table = table
outer = {"rows": []}
rows = outer["rows"]
for n in range(10):
    if n >= 7:
        rows.append(n)
r_outer = outer
