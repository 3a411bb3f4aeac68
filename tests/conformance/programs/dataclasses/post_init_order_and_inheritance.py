# probe: __post_init__ runs after all fields are set, the subclass's own one replaces the base's unless it calls super(); a subclass without one inherits it
# inputs
v = 3
# body
from dataclasses import dataclass, field
log = []
@dataclass
class Base:
    a: int
    def __post_init__(self):
        log.append(("base", self.a))
        self.doubled = self.a * 2
@dataclass
class Child(Base):
    b: int = 0
    def __post_init__(self):
        log.append(("child", self.a, self.b))
        super().__post_init__()
@dataclass
class Plain(Base):
    c: int = 1
c = Child(v, 4)
p = Plain(v)
r_log = log
r_child = (c.a, c.b, c.doubled)
r_plain = (p.a, p.c, p.doubled)
@dataclass
class NoCall(Base):
    def __post_init__(self):
        log.append("nocall")
n = NoCall(v)
r_no_doubled = hasattr(n, "doubled")
r_log_len = len(log)
