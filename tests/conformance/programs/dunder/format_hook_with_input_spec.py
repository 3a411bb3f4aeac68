# probe: __format__ receives a spec built from an input (f-string nested spec, format(), str.format); it logs each spec
# inputs
width = 6
# body
specs = []
class F:
    def __format__(self, spec):
        specs.append(spec)
        return "<" + spec + ">"
f = F()
r_fs = f"{f:>{width}}"
r_fmt = format(f, str(width))
r_sf = "{0:{1}}|{0}".format(f, width)
r_pct = "%s" % "x"
r_specs = list(specs)
r_n = len(specs)
