# probe: metaclass mro() override changes __mro__ and lookup order; super() follows the custom MRO
# inputs
v = 1
# body
class ReverseMeta(type):
    def mro(cls):
        default = super().mro()
        if cls.__name__ == "D":
            return [default[0]] + list(reversed(default[1:-1])) + [object]
        return default
class A(metaclass=ReverseMeta):
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B>" + super().who()
class C(A):
    def who(self):
        return "C>" + super().who()
class D(B, C):
    pass
r_mro = [k.__name__ for k in D.__mro__]
r_who = D().who()
r_b_mro = [k.__name__ for k in B.__mro__]
