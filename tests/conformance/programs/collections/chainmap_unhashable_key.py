# probe: a ChainMap looked up, tested or deleted at an unhashable key raises TypeError (each map's own lookup raises it)
# inputs
k = "a"
# body
from collections import ChainMap
cm = ChainMap({k: 1}, {"b": 2})
try:
    cm[[k]]
    r_get = "ok"
except (TypeError, KeyError) as e:
    r_get = type(e).__name__
try:
    del cm[[k]]
    r_del = "ok"
except (TypeError, KeyError) as e:
    r_del = type(e).__name__
try:
    r_in = [k] in cm
except TypeError as e:
    r_in = type(e).__name__
try:
    r_getm = cm.get([k], 0)
except TypeError as e:
    r_getm = type(e).__name__
