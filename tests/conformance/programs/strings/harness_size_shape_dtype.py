# probe: harness config strings: "1k"/"16k"/"1.5M" sizes (decimal and binary), "4x8x16" shapes to products, dtype names to bit widths, memory strings
# inputs
sizes = ["1k", "16k", "1.5M", "2G", "512", "0.5k", "1K"]
shapes = ["4x8", "2x3x4", "1024x4096", "7"]
dtypes = ["bf16", "fp16", "fp32", "fp8_e4m3", "int8", "float64", "tf32"]
# body
DEC = {"k": 10 ** 3, "m": 10 ** 6, "g": 10 ** 9}
BIN = {"k": 2 ** 10, "m": 2 ** 20, "g": 2 ** 30}
def parse(s, table):
    s = s.lower()
    if s[-1] in table:
        return int(float(s[:-1]) * table[s[-1]])
    return int(s)
r_dec = [parse(s, DEC) for s in sizes]
r_bin = [parse(s, BIN) for s in sizes]
def prod(shape):
    out = 1
    for d in shape.split("x"):
        out *= int(d)
    return out
r_numel = [prod(s) for s in shapes]
r_bits = [int("".join(c for c in d.split("_")[0] if c.isdigit())) for d in dtypes]
r_bytes = [b // 8 for b in r_bits]
r_mem = [f"{prod(s) * b / 2 ** 20:.2f} MiB" for s in shapes for b in (2, 4)]
r_mem_pct = ["%.1f%%" % (100 * prod(s) / prod("1024x4096")) for s in shapes]
r_label = ["{}[{}]".format(d.upper(), s.replace("x", ",")) for d, s in zip(dtypes, shapes)]
r_is_float = [d.startswith(("bf", "fp", "tf", "float")) for d in dtypes]
