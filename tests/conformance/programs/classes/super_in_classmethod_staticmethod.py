# probe: super() in classmethods, properties and with explicit arguments; zero-argument super() where it cannot work
# inputs
n = 2
# body
class Base:
    count = 1
    @classmethod
    def make(cls, k):
        return (cls.__name__, k)
    @property
    def p(self):
        return "base p"
    def who(self):
        return "Base"
class Sub(Base):
    count = 5
    @classmethod
    def make(cls, k):
        return ("sub",) + super().make(k * n)
    @property
    def p(self):
        return "sub+" + super().p
    def who(self):
        return "Sub>" + super().who()
    @staticmethod
    def static():
        try:
            return super().who()
        except RuntimeError as e:
            return type(e).__name__
    def nested(self):
        f = lambda: super().who()
        try:
            return f()
        except RuntimeError as e:
            return str(e)
    def inner_def(self):
        def g():
            return super().who()
        try:
            return g()
        except (RuntimeError, TypeError) as e:
            return type(e).__name__
r_make = Sub.make(3)
r_make_inst = Sub().make(1)
r_p = Sub().p
r_who = Sub().who()
r_static = Sub.static()
r_nested = Sub().nested()
r_inner = Sub().inner_def()
r_explicit = super(Sub, Sub()).who()
r_unbound = super(Sub, Sub).make(1)
r_count = super(Sub, Sub()).count
try:
    super(Sub, Base())
except TypeError as e:
    r_bad_super = type(e).__name__
