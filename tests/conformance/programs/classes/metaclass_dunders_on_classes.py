# probe: dunders defined on a metaclass act on the classes: len(Cls), Cls[x], iteration, `in`, bool, repr, operators between classes
# inputs
n = 3
# body
class Meta(type):
    def __len__(cls):
        return len(cls.items)
    def __getitem__(cls, k):
        return cls.items[k]
    def __iter__(cls):
        return iter(cls.items)
    def __contains__(cls, x):
        return x in cls.items
    def __bool__(cls):
        return bool(cls.items)
    def __repr__(cls):
        return "<Meta " + cls.__name__ + ">"
    def __or__(cls, other):
        return (cls.__name__, other.__name__)
    def __call__(cls, *a):
        return ("called", cls.__name__, a)
class Reg(metaclass=Meta):
    items = [n, n + 1]
class Empty(metaclass=Meta):
    items = []
r_len = len(Reg)
r_getitem = Reg[0]
r_iter = list(Reg)
r_in = (n in Reg, 99 in Reg)
r_bool = (bool(Reg), bool(Empty), "yes" if Empty else "no")
r_repr = (repr(Reg), str(Reg))
r_or = Reg | Empty
r_call = Reg(1, 2)
r_instance_len = None
try:
    len(type.__call__(Reg))
except TypeError as e:
    r_instance_len = str(e)
class WithClassGetitem(metaclass=Meta):
    items = ["meta"]
    def __class_getitem__(cls, k):
        return "class_getitem"
r_priority = WithClassGetitem[0]
