# probe: Enum aliases (same value) share a member, members as dict keys collapse aliases, iteration skips aliases, __members__ keeps them
# inputs
names = ["HALF", "F16", "FLOAT"]
# body
import enum
class DT(enum.Enum):
    F16 = 2
    HALF = 2
    F32 = 4
    FLOAT = 4
    I8 = 1
r_resolved = [DT[n].name for n in names]
r_iter = [m.name for m in DT]
r_members = list(DT.__members__)
r_alias_is = DT.HALF is DT.F16
counts = {}
for n in names:
    counts[DT[n]] = counts.get(DT[n], 0) + 1
r_counts = {m.name: c for m, c in counts.items()}
r_len = len(DT)
r_by_value = DT(4).name
r_sorted = [m.name for m in sorted(DT, key=lambda m: m.value)]
try:
    sorted(DT)
    r_sort_err = "ok"
except TypeError as e:
    r_sort_err = type(e).__name__
r_contains = [DT.F16 in DT, 2 in DT.__members__.values()]
