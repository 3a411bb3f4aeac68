# probe: formatting result rows with f-string widths, str.format with alignment and precision, a header and ljust
# inputs
rows = [{"op": "gemm", "bs": 16, "ms": 1.23456, "tflops": 512.5}, {"op": "attn", "bs": 1, "ms": 0.5, "tflops": 87.125}]
# body
header = f"{'op':<8}{'bs':>6}{'ms':>10}{'tflops':>10}"
r_header = header
lines = []
for r in sorted(rows, key=lambda r: (r["op"], r["bs"])):
    lines.append(f"{r['op']:<8}{r['bs']:>6d}{r['ms']:>10.3f}{r['tflops']:>10.1f}")
r_lines = lines
r_fmt = ["{:>8.3f}".format(r["ms"]) for r in rows]
r_fmt2 = ["{op:^10}|{bs:03d}".format(**r) for r in rows]
r_pct = ["%-6s %5.2f%%" % (r["op"], r["tflops"] / 10) for r in rows]
r_sep = "-" * len(header)
r_ljust = [r["op"].ljust(6, ".") + str(r["bs"]).rjust(4) for r in rows]
r_e = f"{rows[0]['ms']:.2e}"
r_g = f"{rows[1]['tflops']:g}"
r_comma = f"{1234567:,}"
r_under = f"{1234567:_}"
