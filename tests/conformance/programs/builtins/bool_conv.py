# probe: bool() of values of every kind, and of objects with __bool__ / __len__
# inputs
n = 0
s = "0"
# body
r_vals = [bool(v) for v in (0, 1, -1, 0.0, 0.1, "", "0", [], [0], (), {}, {0: 0}, set(), None)]
r_n = bool(n)
r_s = bool(s)
r_none = bool()
class T:
    def __bool__(self):
        return False
class L:
    def __len__(self):
        return 0
class Plain:
    pass
r_user = (bool(T()), bool(L()), bool(Plain()))
r_type = type(bool(1)).__name__
