# probe: harness result tables: column widths from max(len), ljust/rjust/center, f-strings with nested widths, %-style rows, separators
# inputs
rows = [("bf16", 32, 0.91234, 1234.5), ("fp8_e4m3", 128, 0.8, 98765.4321), ("fp32", 1, 1.0, 3.0)]
# body
w0 = max(len(r[0]) for r in rows)
w1 = max(len(str(r[1])) for r in rows)
header = f"{'dtype':<{w0}} | {'bs':>{w1}} | {'acc':^7} | {'tok/s':>12}"
lines = [header, "-" * len(header)]
for name, bs, acc, tps in rows:
    lines.append(f"{name:<{w0}} | {bs:>{w1}} | {acc:^7.2%} | {tps:>12,.1f}")
r_table = "\n".join(lines)
r_pct_rows = ["%-*s %*d %6.3f %10.2e" % (w0, n, w1 + 2, b, a, t) for n, b, a, t in rows]
r_centered = [n.center(w0 + 4, "=") for n, _, _, _ in rows]
r_padded = "|".join(str(b).rjust(5, "0") for _, b, _, _ in rows)
r_summary = "{n} runs, best {best[0]} ({best[2]:.1%})".format(n=len(rows), best=max(rows, key=lambda r: r[2]))
r_widths = (w0, w1, len(header))
