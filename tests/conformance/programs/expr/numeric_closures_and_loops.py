# probe: numeric state changed in closures (nonlocal), generators and loops: running means, counters, float sums
# inputs
values = [3, 1.5, -2, 4, 0.25]
# body
def make_acc():
    total = 0
    count = 0
    def add(v):
        nonlocal total, count
        total += v
        count += 1
        return total / count
    return add
add = make_acc()
r_means = [add(v) for v in values]
def running(xs):
    s = 0.0
    for v in xs:
        s += v
        yield s
r_running = list(running(values))
best = None
for v in values:
    if best is None or abs(v) > abs(best):
        best = v
r_best = best
i = 0
n = 1000
while n > 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    i += 1
r_steps = i
r_pow2 = [2 ** k for k in range(0, 64, 9)]
r_halves = []
h = 1.0
for _ in range(5):
    h /= 2
    r_halves.append(h)
