# probe: format() with empty spec uses __str__; __str__ falls back to __repr__; non-empty spec on object raises TypeError; f-string !r !s
# inputs
spec = ">6"
# body
class R:
    def __repr__(self):
        return "R()"
class S(R):
    def __str__(self):
        return "S-str"
class F(S):
    def __format__(self, fs):
        return "F[" + fs + "]"
r_r = (str(R()), repr(R()), format(R()), f"{R()}")
r_s = (str(S()), repr(S()), format(S()), f"{S()!r}")
r_f = (format(F(), spec), f"{F():{spec}}", f"{F()!s}", str(F()))
try:
    format(R(), spec)
except TypeError as e:
    r_spec_err = type(e).__name__
r_list = str([R(), S()])
r_fmt_str_sub = format("ab", spec)
class BadRepr:
    def __repr__(self):
        return 5
try:
    repr(BadRepr())
except TypeError as e:
    r_badrepr = type(e).__name__
try:
    str(BadRepr())
except TypeError as e:
    r_badstr = type(e).__name__
class BadFmt:
    def __format__(self, s):
        return None
try:
    format(BadFmt())
except TypeError as e:
    r_badfmt = type(e).__name__
