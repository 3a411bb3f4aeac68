# probe: __format__ edges: object.__format__ refuses a non-empty spec, format returns non-str, !r/!s bypass, nested specs, int subclass
# inputs
width = 6
# body
class Plain:
    def __str__(self):
        return "plain"
r_empty = format(Plain())
r_fstring = f"{Plain()}"
try:
    format(Plain(), ">10")
except TypeError as e:
    r_refused = str(e)
class Wrong:
    def __format__(self, spec):
        return 42
try:
    f"{Wrong()}"
except TypeError as e:
    r_wrong = str(e)
class Spec:
    def __format__(self, spec):
        return "<" + spec + ">"
r_nested = f"{Spec():>{width}}"
class SpecStr(Spec):
    def __str__(self):
        return "str"
r_conv = f"{SpecStr()!s:{width}}|{SpecStr()!r:.3}"
r_conv_repr = f"{'x'!r:>{width}}"
r_method = "{0:x}{1}".format(Spec(), Spec())
r_keyword = "{a:{w}}".format(a=Spec(), w=width)
class MyInt(int):
    pass
r_myint = f"{MyInt(255):x}|{MyInt(7):>{width}}"
class MyIntFmt(int):
    def __format__(self, spec):
        return "mine" + spec
r_myint_fmt = f"{MyIntFmt(3):d}"
r_str_fmt = "%d" % MyIntFmt(3)
class Str(str):
    def __str__(self):
        return "STR"
r_str_sub = (f"{Str('raw')}", str(Str('raw')), format(Str('raw')))
