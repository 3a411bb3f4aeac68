# probe: __exit__ runs with no exception on break, continue and return out of a with; a suspended generator holding a with gets GeneratorExit in __exit__ when closed
# inputs
n = 3
# body
log = []
class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        log.append("enter " + self.name)
        return self
    def __exit__(self, t, e, tb):
        log.append(("exit", self.name, t.__name__ if t else None))
        return False
for i in range(n):
    with CM(str(i)):
        if i == 0:
            continue
        if i == 1:
            break
def ret():
    with CM("ret"):
        return "returned"
r_ret = ret()
def gen():
    with CM("gen"):
        yield 1
        yield 2
g = gen()
next(g)
g.close()
def gen2():
    with CM("gen2"):
        yield 1
g2 = gen2()
r_g2 = list(g2)
r_log = log
