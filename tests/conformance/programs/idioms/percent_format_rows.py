# probe: %-formatting of result rows: mapping keys, tuples vs single values, %d of a float, %s of a tuple, errors for wrong counts
# inputs
row = {"op": "gemm", "M": 4096, "ms": 1.23456}
# body
r_map = "%(op)s M=%(M)d %(ms).2f ms" % row
r_tuple = "%s-%s" % ("a", "b")
r_d_float = "%d" % 1.9
r_5d = "%5d|%-5d|" % (42, 42)
r_list = "%s" % [1, 2]
r_pct = "%.1f%%" % 12.345
try:
    "%s %s" % ("a",)
    r_few = "ok"
except TypeError as e:
    r_few = type(e).__name__
try:
    "%s" % (1, 2)
    r_many = "ok"
except TypeError as e:
    r_many = type(e).__name__
try:
    "%d" % "1"
    r_d_str = "ok"
except TypeError as e:
    r_d_str = type(e).__name__
r_x = "%x %X %o %e" % (255, 255, 8, 12345.678)
r_r = "%r" % "bf16"
r_star = "%*d|" % (6, 7)
try:
    "%(missing)s" % row
    r_missing = "ok"
except KeyError as e:
    r_missing = type(e).__name__
