# probe: bound methods are made anew at each access (not identical) but compare equal for the same function and instance; __self__ and __func__; a method stored on the instance is not bound
# inputs
val = 2
# body
class K:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v
    def __eq__(self, other):
        return isinstance(other, K) and self.v == other.v
    __hash__ = object.__hash__
k1 = K(val)
k2 = K(val)
m = k1.get
r_not_same = k1.get is k1.get
r_equal = k1.get == k1.get
r_other_instance = k1.get == k2.get
r_self = m.__self__ is k1
r_func = m.__func__ is K.get
r_call = (m(), K.get(k1))
k1.v = 10
r_late = m()
k1.get = lambda: "instance attr"
r_instance_attr = (k1.get(), K.get(k1))
del k1.get
r_restored = k1.get()
methods = [k.get for k in [K(1), K(2), K(3)]]
r_methods = [f() for f in methods]
r_unbound_call = list(map(K.get, [K(5), K(6)]))
try:
    K.get()
except TypeError as e:
    r_missing_self = type(e).__name__
