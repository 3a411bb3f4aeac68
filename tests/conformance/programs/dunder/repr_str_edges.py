# probe: __repr__/__str__ edges: non-str results, inheritance mixing, default repr shape, repr of containers and nested
# inputs
tag = "t"
# body
class R:
    def __repr__(self):
        return "R(" + tag + ")"
class S(R):
    def __str__(self):
        return "S!"
class T(S):
    def __repr__(self):
        return "T"
r_s = (str(S()), repr(S()), str(T()), repr(T()))
r_containers = (str([S()]), str({"k": T()}), str((R(),)), repr({S()}))
class NotStr:
    def __repr__(self):
        return 5
try:
    repr(NotStr())
except TypeError as e:
    r_not_str = str(e)
try:
    str(NotStr())
except TypeError as e:
    r_not_str_via_str = str(e)
class StrSub(str):
    pass
class ReturnsSub:
    def __str__(self):
        return StrSub("sub")
r_sub = type(str(ReturnsSub())).__name__
class Default:
    pass
r_default = repr(Default()).startswith("<main.Default object at 0x")
r_class_repr = repr(Default)
r_func = repr(len)
r_none_str = str(None) + repr(None)
lst = [1]
lst.append(lst)
r_recursive = repr(lst)
d = {}
d["self"] = d
r_recursive_dict = repr(d)
