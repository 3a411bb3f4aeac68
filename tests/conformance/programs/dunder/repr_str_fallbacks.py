# probe: str() falls back to __repr__; repr() never uses __str__; containers use repr of items; %s/%r; !a; __str__ returning non-str raises TypeError
# inputs
v = "é"
# body
class R:
    def __repr__(self):
        return "R<" + v + ">"
class S:
    def __str__(self):
        return "S-str"
class Both(R):
    def __str__(self):
        return "both-str"
r_str_r = str(R())
r_repr_s_default = repr(S()).startswith("<")
r_both = (str(Both()), repr(Both()), f"{Both()}", f"{Both()!r}")
r_list = str([R(), Both()])
r_dict = str({"k": Both()})
r_percent = ("%s %r" % (Both(), Both()))
r_ascii = (ascii(R()), f"{R()!a}")
class BadStr:
    def __str__(self):
        return 5
try:
    str(BadStr())
except TypeError as e:
    r_err = type(e).__name__
class BadRepr:
    def __repr__(self):
        return None
try:
    repr(BadRepr())
except TypeError as e:
    r_err2 = type(e).__name__
r_tuple = str((R(),))
r_print_like = " ".join(map(str, [R(), S(), Both()]))
