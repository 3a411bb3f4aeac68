# probe: IntEnum levels and Flag features: arithmetic, comparisons, combining flags, membership, bool of empty flag, iteration over a combined flag
# inputs
level = 2
wanted = ["GRAPH", "COLD_L2"]
# body
import enum
class Level(enum.IntEnum):
    QUIET = 0
    INFO = 1
    DEBUG = 2
class Feat(enum.Flag):
    GRAPH = enum.auto()
    COLD_L2 = enum.auto()
    REFCHECK = enum.auto()
lv = Level(level)
r_lv = lv.name
r_ge = lv >= Level.INFO
r_plus = lv + 1
r_type_plus = type(lv + 1).__name__
r_max = max(Level).name
r_int = int(lv)
f = Feat(0)
for w in wanted:
    f |= Feat[w]
r_has_graph = Feat.GRAPH in f
r_has_ref = Feat.REFCHECK in f
r_value = f.value
r_bool_empty = bool(Feat(0))
r_names = [x.name for x in Feat if x in f]
r_iter = [x.name for x in f]
r_and = (f & Feat.GRAPH).value
r_invert = (~f).value
try:
    Level(7)
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
