# probe: which names of an enum body become members: functions, properties, dunders, private names do not; _single does
# inputs
v = 4
# body
from enum import Enum
class E(Enum):
    A = 1
    _hidden = 2
    __private = 3
    B = v
    def method(self):
        return self.value * 10
    @staticmethod
    def helper():
        return "h"
    @property
    def double(self):
        return self.value * 2
    lam = lambda self: 0
r_members = list(E.__members__)
r_method = E.B.method()
r_helper = E.helper()
r_double = E.A.double
r_hidden = E._hidden.value
