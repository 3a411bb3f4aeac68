# probe: a with-statement inside a generator: __exit__ runs at exhaustion, at close (with GeneratorExit), at a thrown error (which it may suppress), and never for a generator not started
# inputs
n = 2
# body
log = []
class CM:
    def __init__(self, tag, suppress=False):
        self.tag = tag
        self.suppress = suppress
    def __enter__(self):
        log.append(("enter", self.tag))
        return self
    def __exit__(self, et, ev, tb):
        log.append(("exit", self.tag, et.__name__ if et else None))
        return self.suppress
def gen(tag, suppress=False):
    with CM(tag, suppress):
        for i in range(n):
            yield i
    log.append(("after with", tag))
r_all = list(gen("a"))
r_log_all = list(log)
log.clear()
g = gen("b")
next(g)
g.close()
r_log_close = list(log)
log.clear()
g = gen("c", True)
next(g)
try:
    g.throw(KeyError)
except StopIteration:
    r_thrown = "StopIteration"
r_log_throw = list(log)
log.clear()
g = gen("d")
g.close()
r_log_never = list(log)
log.clear()
g = gen("e")
next(g)
try:
    g.throw(ValueError)
except ValueError:
    r_thrown_e = "ValueError"
r_log_throw_e = list(log)
