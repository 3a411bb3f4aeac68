# probe: a generator yields a list/dict/object it goes on mutating after the yield; what the consumer holds after one next() is the state at that yield
# inputs
n = 3
# body
def grow():
    acc = []
    for i in range(n):
        acc.append(i)
        yield acc
g = grow()
first = next(g)
r_first_now = list(first)
r_first_len = len(first)
second = next(g)
r_same = first is second
r_after_second = list(first)
def counts():
    d = {}
    for k in "abca":
        d[k] = d.get(k, 0) + 1
        yield d
c = counts()
snap = dict(next(c))
r_snap = snap
r_live = dict(next(c))
class Box:
    pass
def boxes():
    b = Box()
    b.v = 1
    yield b
    b.v = 2
    yield b
    b.v = 3
bg = boxes()
bx = next(bg)
r_box_v1 = bx.v
next(bg)
r_box_v2 = bx.v
r_rest = list(bg)
r_box_v3 = bx.v
