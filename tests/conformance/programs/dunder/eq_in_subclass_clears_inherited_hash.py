# probe: a class defining __eq__ gets __hash__ = None even when its base defines __hash__
# inputs
k = 3
# body
class Base:
    def __hash__(self):
        return k
class WithEq(Base):
    def __eq__(self, o):
        return True
r_none = WithEq.__hash__ is None
try:
    hash(WithEq())
    r_hash = "ok"
except TypeError as e:
    r_hash = str(e)
