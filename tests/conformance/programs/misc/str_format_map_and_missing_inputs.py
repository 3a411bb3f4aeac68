# probe: str.format_map with a dict subclass whose __missing__ fills in, format with attribute/index fields on objects holding inputs, nested width/precision from inputs
# inputs
data = {"name": "conv"}
width = 8
prec = 2
val = 3.14159
# body
class Fill(dict):
    def __missing__(self, k):
        return "<" + k + ">"
r_map = "{name}-{dtype}".format_map(Fill(data))
try:
    "{name}-{dtype}".format(**data)
    r_plain = "ok"
except KeyError as e:
    r_plain = ("KeyError", e.args)
r_nested = "{:{w}.{p}f}|".format(val, w=width, p=prec)
r_fstr = f"{val:>{width}.{prec}e}"
class O:
    def __init__(self):
        self.xs = [val, width]
o = O()
r_attr = "{0.xs[1]}/{0.xs[0]:.1f}".format(o)
r_pct = "%*d|%-*s|" % (width // 2, prec, width // 2, "ab")
r_pct_dict = "%(name)s has %(n)03d" % {"name": data["name"], "n": prec}
r_repr = "{!r:>10}".format(data["name"])
