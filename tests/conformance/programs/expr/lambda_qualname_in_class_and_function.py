# probe: __name__ and __qualname__ of lambdas and defs made at module level, in class bodies, in functions, in comprehensions
# inputs
n = 1
# body
top = lambda: 0
r_top = (top.__name__, top.__qualname__)
class A:
    lam = lambda self: n
    def meth(self):
        return lambda: n
    class Inner:
        lam2 = lambda: 0
r_class_lam = (A.lam.__name__, A.lam.__qualname__)
r_meth_lam = A().meth().__qualname__
r_inner_lam = A.Inner.lam2.__qualname__
def outer():
    return lambda: n
r_outer_lam = outer().__qualname__
r_comp_lam = [lambda: k for k in range(n)][0].__qualname__
def deco(f):
    return f
@deco
def decorated():
    pass
r_decorated = decorated.__qualname__
