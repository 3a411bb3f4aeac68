# probe: an instance of a class without __getitem__ subscripted raises TypeError ('Spec' object is not subscriptable); it ends the program
# expect: raises TypeError
# inputs
i = 0
# body
class Spec:
    def __init__(self):
        self.dims = [4, 8]
s = Spec()
r_attr = s.dims[i]
r_subscript = s[i]
