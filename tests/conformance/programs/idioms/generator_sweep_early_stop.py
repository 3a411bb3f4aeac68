# probe: a generator yielding sweep configs with a filter and an early return, consumed partly by a for with break and by islice
# inputs
max_bs = 32
budget = 3
# body
import itertools
log = []
def sweep():
    for bs in [1, 4, 16, 64, 256]:
        if bs > max_bs:
            log.append("stop")
            return
        for dt in ("bf16", "fp8"):
            if dt == "fp8" and bs < 4:
                continue
            log.append((bs, dt))
            yield {"bs": bs, "dtype": dt}
taken = []
for i, c in enumerate(sweep()):
    if i >= budget:
        break
    taken.append((c["bs"], c["dtype"]))
r_taken = taken
r_log = list(log)
log.clear()
r_islice = [c["bs"] for c in itertools.islice(sweep(), 2)]
r_log2 = list(log)
log.clear()
r_all = len(list(sweep()))
r_log3 = log[-1]
