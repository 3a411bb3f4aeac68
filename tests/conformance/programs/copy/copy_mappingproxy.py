# probe: copy.copy of a mappingproxy raises TypeError (it cannot be pickled)
# inputs
v = 1
# body
import copy
import types
p = types.MappingProxyType({"a": v})
try:
    copy.copy(p)
    r = "ok"
except TypeError as e:
    r = type(e).__name__
