# probe: __instancecheck__ and __subclasscheck__ on metaclass; tuple of classes; exact type match skips __instancecheck__
# inputs
v = 4
# body
log = []
class Meta(type):
    def __instancecheck__(cls, inst):
        log.append(("inst", cls.__name__))
        return isinstance(inst, int) and inst > 2
    def __subclasscheck__(cls, sub):
        log.append(("sub", cls.__name__))
        return sub is int
class Even(metaclass=Meta):
    pass
r_int = isinstance(v, Even)
r_small = isinstance(1, Even)
r_tuple = isinstance("s", (Even, str))
r_sub = issubclass(int, Even)
r_sub_tuple = issubclass(bool, (Even, float))
e = Even()
r_exact = isinstance(e, Even)
r_log = list(log)
try:
    isinstance(v, (Even, 5))
    r_bad = "ok"
except TypeError as ex:
    r_bad = type(ex).__name__
try:
    issubclass(v, Even)
    r_bad_sub = "ok"
except TypeError as ex:
    r_bad_sub = type(ex).__name__
r_nested = isinstance(v, (str, (float, (Even,))))
