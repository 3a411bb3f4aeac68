# probe: str.format with named/indexed fields from row dicts, attribute/index access in fields, missing keys KeyError, format_map with a defaulting dict
# inputs
row = {"op": "gemm", "us": 12.345, "shape": [128, 64]}
tmpl = "{op}:{us:.1f}:{shape[0]}x{shape[1]}"
# body
r_fmt = tmpl.format(**row)
r_idx = "{0}-{1}-{0}".format("a", "b")
r_auto = "{}/{}".format(*row["shape"])
try:
    "{missing}".format(**row)
    r_missing = "ok"
except KeyError as e:
    r_missing = (type(e).__name__, e.args[0])
try:
    "{} {0}".format(1, 2)
    r_mix = "ok"
except ValueError as e:
    r_mix = type(e).__name__
try:
    "{0} {1}".format(1)
    r_index = "ok"
except IndexError as e:
    r_index = type(e).__name__
class D(dict):
    def __missing__(self, k):
        return "<" + k + ">"
r_map = "{op} {dtype}".format_map(D(row))
r_braces = "{{{op}}}".format(**row)
r_const = "{:>5}|{:<5}|".format("a", "b")
