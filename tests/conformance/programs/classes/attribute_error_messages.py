# probe: AttributeError messages and attributes (name, obj) for instances, classes, slots, properties without setter or deleter, modules
# inputs
attr = "missing"
# body
class C:
    __slots__ = ("x",)
    @property
    def ro(self):
        return 1
class D:
    pass
msgs = []
def grab(f):
    try:
        f()
    except AttributeError as e:
        msgs.append(str(e))
        return e
e1 = grab(lambda: getattr(D(), attr))
grab(lambda: getattr(D, attr))
grab(lambda: C().x)
grab(lambda: setattr(C(), "y", 1))
grab(lambda: setattr(C(), "ro", 1))
grab(lambda: delattr(C(), "ro"))
grab(lambda: delattr(D(), attr))
grab(lambda: delattr(D, attr))
grab(lambda: (1).missing)
grab(lambda: "s".missing)
grab(lambda: None.missing)
grab(lambda: [].missing)
import math
grab(lambda: math.missing)
r_msgs = msgs
r_e1 = (e1.name, type(e1.obj).__name__)
class WithProp:
    def __init__(self):
        self._v = 0
    v = property(lambda self: self._v)
try:
    WithProp().v = 5
except AttributeError as e:
    r_lambda_prop = str(e)
