# probe: logging.getLevelName maps numbers to names and names back to numbers, unknown give "Level N"/"Level NAME"; addLevelName registers; setLevel with a string name; bad name ValueError
# inputs
names = ["INFO", "DEBUG", "TRACE"]
# body
import logging
r_fwd = [logging.getLevelName(n) for n in (10, 20, 30, 40, 50, 0, 15)]
r_back = [logging.getLevelName(n) for n in names]
logging.addLevelName(5, "GENCONF_TRACE")
r_added = (logging.getLevelName(5), logging.getLevelName("GENCONF_TRACE"))
lg = logging.getLogger("genconf.levels")
lg.setLevel("WARNING")
r_level = lg.level
try:
    lg.setLevel("NOPE")
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
try:
    lg.setLevel(1.5)
    r_float = "ok"
except TypeError as e:
    r_float = type(e).__name__
r_level_after = lg.level
r_mapping = logging.getLevelNamesMapping()["ERROR"]
