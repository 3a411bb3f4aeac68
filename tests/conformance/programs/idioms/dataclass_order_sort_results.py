# probe: order=True dataclass results sorted by field order, comparison against another type (TypeError), field(compare=False) excluded from ordering and equality
# inputs
rows = [("cutlass", 64, 3.5), ("halops", 64, 2.0), ("cutlass", 32, 1.0), ("halops", 64, 1.5)]
# body
import dataclasses
@dataclasses.dataclass(order=True)
class Result:
    backend: str
    batch: int
    time_us: float = dataclasses.field(compare=False)
results = [Result(*r) for r in rows]
r_sorted = [(x.backend, x.batch, x.time_us) for x in sorted(results)]
r_eq_ignores_time = Result("a", 1, 1.0) == Result("a", 1, 2.0)
r_lt = Result("a", 2, 0.0) < Result("a", 10, 0.0)
r_max = max(results).backend
try:
    results[0] < ("cutlass", 64)
    r_cmp_tuple = "ok"
except TypeError as e:
    r_cmp_tuple = type(e).__name__
r_by_time = [x.time_us for x in sorted(results, key=lambda x: x.time_us)]
r_min_per = {}
for x in results:
    cur = r_min_per.get(x.backend)
    if cur is None or x.time_us < cur:
        r_min_per[x.backend] = x.time_us
