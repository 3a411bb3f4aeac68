# probe: an __init__ that sets self._value_ changes .value, but lookups by value use the value before __init__ ran
# inputs
v = 1
# body
from enum import Enum
class V(Enum):
    A = 1
    B = 2
    def __init__(self, raw):
        self._value_ = raw * 10
r_value = V.A.value
found = []
for x in (v, 10, 2, 20):
    try:
        found.append(V(x).name)
    except ValueError as e:
        found.append(type(e).__name__)
r_found = found
r_values = [m.value for m in V]
