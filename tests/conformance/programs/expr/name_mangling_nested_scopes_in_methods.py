# probe: self.__x inside a lambda, a comprehension, a generator expression and a nested def within a method is mangled with the enclosing class's name, as in the method itself
# inputs
v = 1
# body
class A:
    def __init__(self):
        self.__x = v
    def direct(self):
        return self.__x
    def via_lambda(self):
        return (lambda: self.__x)()
    def via_comp(self):
        return [self.__x for _ in range(1)]
    def via_genexp(self):
        return list(self.__x for _ in range(1))
    def via_nested(self):
        def inner():
            return self.__x
        return inner()
a = A()
r_mangled = a._A__x
r_direct = a.direct()
def attempt(name):
    try:
        return getattr(a, name)()
    except AttributeError as e:
        return type(e).__name__
r_lambda = attempt("via_lambda")
r_comp = attempt("via_comp")
r_genexp = attempt("via_genexp")
r_nested = attempt("via_nested")
