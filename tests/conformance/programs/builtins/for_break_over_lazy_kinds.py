# probe: a for loop that breaks at the first item pulls one item from generators, map, filter, zip, enumerate, iter(f, s)
# inputs
v = 1
# body
log = []
def f(x):
    log.append(x)
    return x
def gen():
    for x in [v, 2, 3]:
        log.append(("g", x))
        yield x
for a in gen():
    break
r_gen = list(log); log.clear()
for a in map(f, [v, 2, 3]):
    break
r_map = list(log); log.clear()
for a in filter(f, [v, 2, 3]):
    break
r_filter = list(log); log.clear()
n = [0]
def counter():
    n[0] += 1
    log.append(n[0])
    return n[0]
for a in iter(counter, 99):
    break
r_iter = list(log); log.clear()
for a, b in zip(map(f, [v, 2]), map(f, [3, 4])):
    break
r_zip = list(log); log.clear()
