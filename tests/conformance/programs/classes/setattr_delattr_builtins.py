# probe: setattr()/delattr() as the statements do: a frozen dataclass refuses, a class's own __setattr__ and a property's setter run, a name not known exactly may be any attribute
# inputs
name = 'x'
val = 5
# body
import dataclasses


@dataclasses.dataclass(frozen=True)
class Frozen:
    x: int = 1


class Hooked:
    def __init__(self):
        object.__setattr__(self, 'log', [])

    def __setattr__(self, key, value):
        self.log.append(key)
        object.__setattr__(self, key, value * 2)


class Prop:
    def __init__(self):
        self._x = 0

    @property
    def x(self):
        return self._x

    @x.setter
    def x(self, v):
        self._x = v + 100


class Plain:
    x = 0


f = Frozen()
try:
    setattr(f, name, val)
    r_frozen = 'set'
except dataclasses.FrozenInstanceError as e:
    r_frozen = type(e).__name__
r_frozen_x = f.x
h = Hooked()
setattr(h, name, val)
r_hooked = (h.x, h.log)
p = Prop()
setattr(p, name, val)
r_prop = (p.x, p._x)
q = Plain()
setattr(q, name, val)
r_plain = q.x
r_plain_cls = Plain.x
delattr(q, name)
r_after_del = q.x
try:
    delattr(f, name)
    r_frozen_del = 'deleted'
except AttributeError as e:
    r_frozen_del = type(e).__name__
try:
    delattr(q, name)
    r_del_missing = 'deleted'
except AttributeError as e:
    r_del_missing = type(e).__name__
q2 = Plain()
q2.x = 9
try:
    delattr(q2, name, val)
    r_del_arity = 'deleted'
except TypeError as e:
    r_del_arity = type(e).__name__
r_after_arity = q2.x
