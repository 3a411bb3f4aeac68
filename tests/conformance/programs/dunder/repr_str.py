# probe: __repr__ and __str__: which one str(), repr(), f-strings, format and containers use
# inputs
name = "n"
# body
class Both:
    def __repr__(self):
        return "R"
    def __str__(self):
        return "S"
class ReprOnly:
    def __repr__(self):
        return "RO"
b = Both()
r_str = str(b)
r_repr = repr(b)
r_f = f"{b}"
r_f_r = f"{b!r}"
r_list = str([b])
r_format = format(b)
r_fallback = str(ReprOnly())
r_percent = "%s %r" % (b, b)
