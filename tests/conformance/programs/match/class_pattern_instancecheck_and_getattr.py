# probe: class patterns use isinstance (a metaclass __instancecheck__ is honoured) and getattr (a __getattr__ fallback supplies attributes; an AttributeError means no match)
# inputs
size = 3
# body
class Meta(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, int) and obj > 0
class Positive(metaclass=Meta):
    pass
class Dyn:
    def __getattr__(self, name):
        if name.startswith("x"):
            return len(name)
        raise AttributeError(name)
def m(v):
    match v:
        case Positive():
            return "positive int"
        case Dyn(x=1, xyz=n):
            return ("dyn", n)
        case Dyn(other=_):
            return "dyn other"
        case Dyn():
            return "dyn plain"
    return "none"
r_pos = m(size)
r_neg = m(-size)
r_dyn = m(Dyn())
r_isinstance = (isinstance(size, Positive), isinstance("s", Positive))
class Args:
    __match_args__ = ("xa", "xbb")
class DynArgs(Dyn, Args):
    pass
match DynArgs():
    case DynArgs(a, b):
        r_dyn_positional = (a, b)
