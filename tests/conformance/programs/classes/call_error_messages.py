# probe: TypeError messages for calling methods, classes, dataclass and namedtuple constructors with wrong arguments
# inputs
v = 1
# body
from dataclasses import dataclass
from collections import namedtuple
class K:
    def __init__(self, a, b=2, *, c):
        pass
    def m(self, x):
        return x
    @classmethod
    def cm(cls, x):
        return x
    @staticmethod
    def sm(x):
        return x
msgs = []
def grab(f):
    try:
        f()
    except TypeError as e:
        msgs.append(str(e))
grab(lambda: K(v))
grab(lambda: K(v, 2, 3, c=1))
grab(lambda: K(v, c=1, d=2))
grab(lambda: K(v, a=1, c=1))
grab(lambda: K(v, c=1).m())
grab(lambda: K(v, c=1).m(1, 2))
grab(lambda: K.m(v))
grab(lambda: K.cm())
grab(lambda: K.sm(1, 2))
@dataclass
class DC:
    x: int
    y: int = 0
grab(lambda: DC())
grab(lambda: DC(1, 2, 3))
grab(lambda: DC(v, z=1))
P = namedtuple("P", "a b")
grab(lambda: P(v))
grab(lambda: P(1, 2, 3))
grab(lambda: P(v, c=1))
class NoInit:
    pass
grab(lambda: NoInit(v))
grab(lambda: NoInit(x=v))
r_msgs = msgs
