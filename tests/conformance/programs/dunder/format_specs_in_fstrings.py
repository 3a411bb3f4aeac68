# probe: __format__ receives the spec (empty when none); format() and f-strings call it; !r/!s convert first; object.__format__ refuses a non-empty spec; __format__ returning non-str raises TypeError
# inputs
v = 7
# body
class Money:
    def __init__(self, c):
        self.c = c
    def __format__(self, spec):
        if spec == "":
            return f"M{self.c}"
        if spec == "cents":
            return f"{self.c * 100}c"
        return format(self.c, spec)
    def __repr__(self):
        return f"Money({self.c})"
    def __str__(self):
        return f"${self.c}"
m = Money(v)
r_plain = f"{m}"
r_spec = f"{m:cents}"
r_num = f"{m:>5}|{m:05.1f}"
r_r = f"{m!r}"
r_s = f"{m!s:>6}"
r_format = (format(m), format(m, "cents"), str(m), repr(m))
width = 4
r_nested = f"{m:>{width}}"
class Plain:
    def __str__(self):
        return "plain"
r_plain_obj = (f"{Plain()}", format(Plain(), ""))
try:
    f"{Plain():>10}"
except TypeError as e:
    r_err = type(e).__name__
class BadFmt:
    def __format__(self, spec):
        return 42
try:
    format(BadFmt())
except TypeError as e:
    r_err2 = type(e).__name__
r_list = f"{[m]}"
