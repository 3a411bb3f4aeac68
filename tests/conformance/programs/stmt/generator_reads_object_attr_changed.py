# probe: a generator reading an object's attribute and a dict entry each step, changed by the consumer between pulls (through a method, setattr, and dict.update)
# inputs
v0 = 1
# body
class Box:
    def __init__(self):
        self.v = v0
    def set(self, v):
        self.v = v
box = Box()
cfg = {"k": "a"}
def watch():
    while True:
        yield (box.v, cfg.get("k"))
g = watch()
r = [next(g)]
box.set(2)
r.append(next(g))
setattr(box, "v", 3)
cfg.update(k="b")
r.append(next(g))
del box.v
try:
    next(g)
    r.append("no error")
except AttributeError:
    r.append("AttributeError")
r_seen = r
r_after = next(g, "exhausted")
