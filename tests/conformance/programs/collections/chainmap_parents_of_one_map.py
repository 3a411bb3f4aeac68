# probe: ChainMap.parents of a chain of one map is a ChainMap holding one new empty dict (ChainMap() with no maps gets one)
# inputs
k = "a"
# body
from collections import ChainMap
cm = ChainMap({k: 1})
p = cm.parents
r_maps = p.maps
r_len_maps = len(p.maps)
p["z"] = 2
r_written = (dict(p), dict(cm))
r_empty = ChainMap().maps
r_star_empty = ChainMap(*[]).maps
r_grand = cm.parents.parents.maps
