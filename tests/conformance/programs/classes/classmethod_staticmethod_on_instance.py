# probe: classmethod and staticmethod called through class, instance and subclass instance; classmethod gets the actual class; staticmethod gets no self
# inputs
v = 4
# body
class K:
    base = 1
    @classmethod
    def make(cls, x):
        return (cls.__name__, cls.base + x)
    @staticmethod
    def add(a, b=0):
        return a + b
    def regular(self):
        return self.add(v, 1)
class L(K):
    base = 100
r_cls = K.make(v)
r_inst = K().make(v)
r_sub = L().make(v)
r_sub_cls = L.make(v)
r_static = (K.add(v), K().add(v, 2), L.add(v, v))
r_regular = L().regular()
r_types = (type(K.__dict__["make"]).__name__, type(K.__dict__["add"]).__name__)
r_raw = K.__dict__["add"](1, 2)
try:
    K.make()
except TypeError as e:
    r_err = type(e).__name__
