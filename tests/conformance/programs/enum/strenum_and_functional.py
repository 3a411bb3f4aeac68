# probe: StrEnum members are strs (== str, str methods, join, format); auto() gives lowercase names; functional Enum API with names from an input string and start
# inputs
spec = "LOW MID HIGH"
# body
from enum import Enum, StrEnum, auto
class Mode(StrEnum):
    FAST = auto()
    SLOW = "Slow"
r_vals = [m.value for m in Mode]
r_eq = (Mode.FAST == "fast", Mode.SLOW.upper(), "-".join(Mode), f"{Mode.FAST}", str(Mode.SLOW))
r_isstr = isinstance(Mode.FAST, str)
Level = Enum("Level", spec, start=10)
r_levels = [(m.name, m.value) for m in Level]
r_level_lookup = Level(11).name
Pairs = Enum("Pairs", [("X", "x"), ("Y", "y")])
r_pairs = [m.value for m in Pairs]
r_in_dict = {Mode.FAST: 1}["fast"]
