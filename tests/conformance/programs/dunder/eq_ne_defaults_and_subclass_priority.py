# probe: != defaults to the inverse of __eq__; an explicit __ne__ wins; a subclass overriding __eq__ is asked first even on the right; __eq__ returning non-bool flows through ==, but `in` and != make it bool
# inputs
v = 1
# body
log = []
class Base:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        log.append(("Base.eq", type(o).__name__))
        return self.x == getattr(o, "x", None)
class Sub(Base):
    def __eq__(self, o):
        log.append(("Sub.eq", type(o).__name__))
        return "sub-says"
class OwnNe(Base):
    def __ne__(self, o):
        return "own-ne"
r_ne = (Base(v) != Base(v), Base(v) != Base(2))
r_sub_right = Base(v) == Sub(v)
r_sub_ne = Base(v) != Sub(v)
r_own_ne = OwnNe(v) != OwnNe(v)
r_in = Sub(0) in [Base(5)]
r_log = list(log)
r_list_eq = [Sub(1)] == [Base(1)]
r_tuple_eq = (Base(v),) == (Base(v),)
