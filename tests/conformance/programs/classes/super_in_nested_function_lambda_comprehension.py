# probe: zero-argument super() inside a nested function, a lambda, a comprehension and a generator expression within a method: what each finds as its first argument (3.11: comprehensions are functions)
# inputs
v = 2
# body
class Base:
    def m(self):
        return v
def err(thunk):
    try:
        return thunk()
    except (RuntimeError, TypeError) as e:
        return (type(e).__name__, str(e))
class Child(Base):
    def nested(self):
        def inner():
            return super().m()
        return err(inner)
    def nested_with_arg(self):
        def inner(obj):
            return super().m()
        return err(lambda: inner(self))
    def via_lambda(self):
        return err(lambda: super().m())
    def via_comp(self):
        return err(lambda: [super().m() for _ in range(1)])
    def via_genexp(self):
        return err(lambda: list(super().m() for _ in range(1)))
c = Child()
r_nested = c.nested()
r_nested_with_arg = c.nested_with_arg()
r_lambda = c.via_lambda()
r_comp = c.via_comp()
r_genexp = c.via_genexp()
