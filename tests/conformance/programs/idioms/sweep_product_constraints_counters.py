# probe: a sweep over product(sizes, dtypes, backends) skipping invalid points with continue, counting runs and skips, stopping a backend after its first failure
# inputs
sizes = [16, 32, 48]
dtypes = ["fp16", "fp8"]
limit = 40
# body
import itertools
BACKENDS = ["a", "b"]
ran, skipped, dead = [], 0, set()
for s, d, b in itertools.product(sizes, dtypes, BACKENDS):
    if b in dead:
        skipped += 1
        continue
    if d == "fp8" and s % 32:
        skipped += 1
        continue
    if b == "b" and s > limit:
        dead.add(b)
        continue
    ran.append(f"{b}:{d}:{s}")
r_ran = ran
r_skipped = skipped
r_dead = sorted(dead)
r_total = len(ran) + skipped + len(dead)
r_points = len(list(itertools.product(sizes, dtypes, BACKENDS)))
r_fixed = BACKENDS
