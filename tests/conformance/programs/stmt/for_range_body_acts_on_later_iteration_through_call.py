# probe: a for loop over a fixed range whose target is never read; the body decides on a counter a called function advances, and acts through another call only from the third iteration on; the same inside a function
# inputs
limit = 2
# body
counter = {"n": 0}
log = []
def tick():
    counter["n"] += 1
def note():
    log.append(counter["n"])
for _ in range(3):
    if counter["n"] == limit:
        note()
    tick()
r_log = list(log)
r_n = counter["n"]
def inner():
    seen = []
    def mark():
        seen.append(counter["n"])
    for _ in range(6):
        tick()
        if counter["n"] % 4 == 0:
            mark()
    return seen
r_inner = inner()
