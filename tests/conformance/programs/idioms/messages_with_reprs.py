# probe: error messages built with f-string conversions, nested format specs, % with a dict and str.format, read back through str(e) and e.args
# inputs
value = "bf16"
width = 8
ratio = 0.125
# body
ALLOWED = ("bfloat16", "float16")
def check(v):
    if v not in ALLOWED:
        raise ValueError(f"dtype {v!r} not in {sorted(ALLOWED)}; got {type(v).__name__}")
    return v
try:
    r_ok = check(value)
except ValueError as e:
    r_msg = str(e)
    r_args = e.args
r_spec = f"{ratio:{width}.3f}|{ratio:<{width}}|{ratio!s:>{width}}"
r_pct = "%(name)s=%(val)05.1f" % {"name": value, "val": ratio * 100}
r_fmt = "{0}:{1!r}:{x:>4}".format(value, ratio, x=width)
r_eq = f"{width=} {value=!s}"
