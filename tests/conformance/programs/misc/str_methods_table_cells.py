# probe: str methods used on table cells: strip chars, removeprefix/removesuffix, casefold compare, expandtabs widths, splitlines keepends, title/capitalize
# inputs
cells = ["  gemm_f16 ", "--add--", "Conv2D\t3x3", "MUL"]
# body
r_strip = [c.strip() for c in cells]
r_strip_chars = cells[1].strip("-")
r_lstrip = cells[1].lstrip("-")
r_prefix = [c.strip().removeprefix("gemm_") for c in cells]
r_suffix = "kernel_v2".removesuffix("_v2")
r_suffix_miss = "kernel".removesuffix("_v2")
r_fold = [c.strip("- \t").casefold() == "mul" for c in cells]
r_tabs = cells[2].expandtabs(4)
r_tabs_len = len(cells[2].expandtabs())
r_lines = "a\nb\r\nc".splitlines(keepends=True)
r_title = [c.title() for c in ("gemm f16", "conv2d 3x3")]
r_cap = "hELLO".capitalize()
r_swap = "AbC".swapcase()
r_count = "abcabc".count("bc"), "aaaa".count("aa")
r_find = ["gemm".find("m"), "gemm".rfind("m"), "gemm".find("z")]
try:
    "gemm".index("z")
    r_index = "ok"
except ValueError as e:
    r_index = type(e).__name__
