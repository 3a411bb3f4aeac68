# probe: __instancecheck__/__subclasscheck__ defined on the class itself (not its metaclass) are ignored by isinstance/issubclass; metaclass __getitem__ wins over __class_getitem__; metaclass __len__/__contains__/__bool__ act on the class
# inputs
v = 3
# body
class C:
    def __instancecheck__(self, obj):
        return True
    @classmethod
    def __subclasscheck__(cls, sub):
        return True
r_inst = (isinstance(v, C), isinstance(C(), C))
r_sub = issubclass(int, C)
class Meta(type):
    def __getitem__(cls, k):
        return ("meta-getitem", k)
    def __len__(cls):
        return v
    def __contains__(cls, x):
        return x == v
    def __bool__(cls):
        return False
class D(metaclass=Meta):
    def __class_getitem__(cls, k):
        return ("class-getitem", k)
class E:
    def __class_getitem__(cls, k):
        return ("class-getitem", cls.__name__, k)
r_getitem = (D[int], E[v])
r_len = len(D)
r_in = (v in D, 0 in D)
r_bool = ("truthy" if D else "falsy", bool(E))
r_len_inst = hasattr(D(), "__len__")
