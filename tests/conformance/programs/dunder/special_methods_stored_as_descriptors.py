# probe: special methods stored as staticmethod, classmethod, property or a callable object: implicit calls go through the descriptor protocol
# inputs
n = 3
# body
class Static:
    __call__ = staticmethod(lambda *a: ("static", a))
    __len__ = staticmethod(lambda *a: len(a) + n)
class ClsM:
    @classmethod
    def __len__(cls):
        return len(cls.__name__)
    @classmethod
    def __getitem__(cls, k):
        return (cls.__name__, k)
class Prop:
    @property
    def __iter__(self):
        return lambda: iter(range(n))
    @property
    def __bool__(self):
        return lambda: False
class CallObj:
    def __call__(self, inst):
        return n * 10
class UsesObj:
    __len__ = CallObj()
r_static_call = Static()(1)
r_static_len = len(Static())
r_cls_len = len(ClsM())
r_cls_item = ClsM()["k"]
r_prop_iter = list(Prop())
r_prop_bool = bool(Prop())
try:
    r_obj_len = len(UsesObj())
except TypeError as e:
    r_obj_len = type(e).__name__
