# probe: warmup/repeat loops whose target is not read, changing state the loop body does not name: a global bumped by a called function, a list through an alias, an iterator advanced with next
# inputs
iters = 5
# body
COUNT = 0
def bump():
    global COUNT
    COUNT += 1
for _ in range(5):
    bump()
r_count = COUNT
times = []
rec = times
for _ in range(4):
    rec.append(1.0)
r_times = len(times)
it = iter(range(100))
for _ in range(6):
    next(it)
r_next = next(it)
class Stats:
    n = 0
stats = Stats()
s2 = stats
for _ in [0, 0, 0, 0]:
    s2.n += 1
r_stats = stats.n
acc = []
keep = acc
for _ in range(3):
    acc += [1]
r_acc = len(keep)
