# probe: logging calls with %-args, a handler list, levels, isEnabledFor, getLogger identity by name, child logger propagation attribute; values unaffected
# inputs
level_name = "INFO"
msgs = ["a", "b"]
# body
import logging
lg = logging.getLogger("genconf.bench")
r_same = lg is logging.getLogger("genconf.bench")
r_child_parent = logging.getLogger("genconf.bench.child").parent.name
lvl = getattr(logging, level_name)
r_lvl = lvl
r_name_of = logging.getLevelName(lvl)
r_name_unknown = logging.getLevelName(33)
lg.setLevel(lvl)
r_enabled = [lg.isEnabledFor(logging.DEBUG), lg.isEnabledFor(logging.ERROR)]
count = 0
for m in msgs:
    lg.info("msg %s", m)
    lg.debug("dbg %s %s", m)
    count += 1
r_count = count
r_eff = lg.getEffectiveLevel()
r_propagate = lg.propagate
