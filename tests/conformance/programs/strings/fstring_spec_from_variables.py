# probe: f-string format specs assembled from variables: width/precision/fill/align/type, whole spec strings, conditional specs
# inputs
width = 10
prec = 3
fill = "."
align = ">"
spec = "08.2f"
kind = "e"
vals = [3.14159, -2.5, 1234.5]
# body
r_wp = [f"{v:{width}.{prec}f}" for v in vals]
r_fill = [f"{v:{fill}{align}{width}.{prec}}" for v in vals]
r_whole = [f"{v:{spec}}" for v in vals]
r_kind = [f"{v:.{prec}{kind}}" for v in vals]
r_cond = [f"{v:{'+' if v > 0 else ''}.1f}" for v in vals]
r_str_width = f"{'bf16':{fill}^{width}}"
r_int_spec = f"{255:{'#x' if prec > 2 else 'd'}}"
r_zero_width = f"{7:{0}}"
r_nested_expr = f"{vals[0]:{width - 2}.{prec - 1}f}"
r_table = "\n".join(f"{name:<{width}}|{val:>{prec + 5}.{prec}f}" for name, val in zip(("a", "bb", "ccc"), vals))
try:
    f"{vals[0]:{'x'}}"
except ValueError as e:
    r_bad = str(e)
