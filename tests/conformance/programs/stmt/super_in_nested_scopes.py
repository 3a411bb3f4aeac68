# probe: zero-argument super() in a method, in a nested def, in a lambda, in a comprehension and a generator inside a method; __class__ seen from a method
# inputs
v = 1
# body
class Base:
    def m(self):
        return "base"
class Child(Base):
    def direct(self):
        return super().m()
    def nested_def(self):
        def inner():
            return super().m()
        return inner()
    def nested_lambda(self):
        return (lambda: super().m())()
    def nested_lambda_self(self):
        return (lambda s: super(Child, s).m())(self)
    def in_comprehension(self):
        return [super().m() for _ in range(v)]
    def in_generator(self):
        return list(super().m() for _ in range(v))
    def cls_cell(self):
        return __class__.__name__
def attempt(name):
    try:
        return getattr(Child(), name)()
    except RuntimeError as e:
        return "RuntimeError"
    except TypeError as e:
        return "TypeError"
r_direct = attempt("direct")
r_nested_def = attempt("nested_def")
r_nested_lambda = attempt("nested_lambda")
r_nested_lambda_self = attempt("nested_lambda_self")
r_comprehension = attempt("in_comprehension")
r_generator = attempt("in_generator")
r_cls_cell = attempt("cls_cell")
def outside():
    return super().m()
try:
    outside()
except RuntimeError as e:
    r_outside = type(e).__name__
