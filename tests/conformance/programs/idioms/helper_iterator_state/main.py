# probe: iterator state living in a helper module (itertools.count, a module-level generator) advanced by the importer; what a fresh import gives
# inputs
names = ["dense", "grouped", "dense", "masked"]
# body
import ids
r_ids = [ids.assign(n) for n in names]
r_phase = next(ids.PHASES)
r_phase2 = next(ids.PHASES)
r_rest = list(ids.PHASES)
r_exhausted = next(ids.PHASES, "done")
r_assigned = dict(ids.ASSIGNED)
