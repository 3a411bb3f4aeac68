# probe: ChainMap copy shares the parents, | makes a new one, new_child with kwargs, clear only the first map, == with a dict
# inputs
cli = {"iters": 1}
cfg = {"iters": 5, "M": 64}
# body
from collections import ChainMap
cm = ChainMap(cli, cfg)
c2 = cm.copy()
c2["M"] = 0
c2.maps[1]["new"] = True
r_cli = cli
r_cfg = sorted(cfg)
r_c2_first = c2.maps[0]
r_c2_first_is = c2.maps[0] is cli
u = cm | {"bs": 2}
r_u_type = type(u).__name__
r_u = dict(u)
r_cli_after_or = cli
child = cm.new_child(iters=9)
r_child = (child["iters"], child["M"], len(child.maps))
r_eq = cm == {"iters": 1, "M": 64, "new": True}
cm.clear()
r_after_clear = (dict(cm), cli)
cm.maps.insert(0, {"M": -1})
r_inserted = cm["M"]
