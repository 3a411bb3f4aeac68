# probe: sorting and grouping records kept as tuples
# inputs
rows = [("b", 2), ("a", 2), ("c", 1)]
# body
r_sorted = sorted(rows)
r_by_second = sorted(rows, key=lambda r: r[1])
r_max = max(rows, key=lambda r: (r[1], r[0]))
r_zip_back = list(zip(*rows))
r_dict = dict(rows)
