# probe: a results table built with ljust/rjust/format specs and join, column widths computed from the data, a total row
# inputs
rows = [("resnet50", 0.7613, 25557032), ("vit_b_16", 0.8107, 86567656), ("mobilenet", 0.7187, 3504872)]
# body
headers = ("model", "top1", "params")
w0 = max(len(h) for h in [headers[0]] + [r[0] for r in rows])
lines = [f"{headers[0]:<{w0}} | {headers[1]:>6} | {headers[2]:>12}"]
lines.append("-" * len(lines[0]))
for name, acc, params in rows:
    lines.append(f"{name:<{w0}} | {acc:>6.2%} | {params:>12,}")
total = sum(r[2] for r in rows)
lines.append(f"{'total':<{w0}} | {'':>6} | {total:>12_}")
r_table = "\n".join(lines)
r_widths = sorted({len(l) for l in lines})
r_best = max(rows, key=lambda r: r[1])[0].upper().center(12, "*")
