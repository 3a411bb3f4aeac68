# probe: a generator's items read what the code between them changes: a `max` key, a comprehension's condition, a loop's body over `enumerate`/`zip` of it, and a module variable the consumer rebinds — each item Python makes after the change sees it
# inputs
n_items = 3
# body
log = []
def sizes():
    for _ in range(n_items):
        yield len(log)
def keep(v):
    log.append(v)
    return v
r_max = max(sizes(), key=keep)
log.clear()
r_comp = [x for x in sizes() if keep(x) is not None]
log.clear()
r_enumerate = []
for i, v in enumerate(sizes()):
    log.append(i)
    r_enumerate.append(v)
log.clear()
r_zip = []
for a, b in zip(sizes(), "abc"):
    log.append(b)
    r_zip.append(a)
log.clear()
r_map = []
for v in map(lambda x: x + len(log), [0, 0, 0]):
    log.append(v)
    r_map.append(v)
counter = 0
def counts():
    for _ in range(n_items):
        yield counter
last = None
for c in counts():
    counter += 1
    last = c
r_last = last
r_sorted = sorted(sizes(), key=keep)
