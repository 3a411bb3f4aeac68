# probe: __len__ and __bool__ drive len() and truth; __bool__ wins over __len__
# inputs
size = 0
# body
class Sized:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
class Both:
    def __len__(self):
        return 0
    def __bool__(self):
        return True
r_len = len(Sized(size))
r_bool = bool(Sized(size))
r_bool_nonzero = bool(Sized(2))
r_both = bool(Both())
r_if = "yes" if Sized(size) else "no"
r_not = not Sized(3)
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as e:
    r_neg = type(e).__name__
