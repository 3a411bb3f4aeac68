# probe: private names (__x) are mangled per class
# inputs
v = 1
# body
class A:
    def __init__(self):
        self.__secret = v
        self._single = 2
    def reveal(self):
        return self.__secret
class B(A):
    def __init__(self):
        super().__init__()
        self.__secret = "b"
b = B()
r_reveal = b.reveal()
r_mangled = (b._A__secret, b._B__secret)
r_has_plain = hasattr(b, "__secret")
r_single = b._single
