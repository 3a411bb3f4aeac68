# probe: a class's own __setattr__ ending in super().__setattr__ or object.__setattr__ (inherited by a subclass), called for every assignment, __init__'s too
# inputs
v = 4
# body
class Rec:
    def __init__(self):
        super().__setattr__("log", [])
        self.x = v
    def __setattr__(self, k, val):
        self.log.append(k)
        super().__setattr__(k, val)
r = Rec()
r_x = r.x
r_log = r.log
class Base:
    def __setattr__(self, k, val):
        object.__setattr__(self, k, val + 1)
class Sub(Base):
    pass
s = Sub()
s.y = v
r_y = s.y
