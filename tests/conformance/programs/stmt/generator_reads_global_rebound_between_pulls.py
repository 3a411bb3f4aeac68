# probe: a generator reading a module variable each step, the variable rebound (directly, through a function's global, through a dict of globals) between pulls
# inputs
start = 1
# body
level = start
def gen():
    for _ in range(4):
        yield level
def bump():
    global level
    level += 10
g = gen()
seen = [next(g)]
level = 5
seen.append(next(g))
bump()
seen.append(next(g))
globals()["level"] = 100
seen.append(next(g))
r_seen = seen
