# probe: a function's state kept five ways (mutable default, function attribute, global, generator, bound method of an object) changed by separate top-level calls, then read
# inputs
k = 2
# body
def via_default(x, acc=[]):
    acc.append(x)
    return len(acc)
def via_attr():
    via_attr.n = getattr(via_attr, "n", 0) + 1
    return via_attr.n
G = 0
def via_global():
    global G
    G += k
def counter_gen():
    i = 0
    while True:
        i += 1
        yield i
gen = counter_gen()
class Acc:
    def __init__(self):
        self.items = []
    def push(self, v):
        self.items.append(v)
acc = Acc()
push = acc.push
via_default(1)
via_attr()
via_global()
next(gen)
push(k)
via_default(2)
via_attr()
via_global()
next(gen)
push(k * 2)
r_default = via_default.__defaults__[0]
r_attr = via_attr.n
r_global = G
r_gen = next(gen)
r_acc = acc.items
