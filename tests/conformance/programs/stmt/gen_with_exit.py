# probe: a suspended generator's with block exits when the generator is closed or collected
# inputs
n = 1
# body
log = []
class CM:
    def __enter__(self):
        log.append("in")
        return self
    def __exit__(self, *a):
        log.append("out")
        return False
def g(k):
    with CM():
        yield k
        yield k + 1
it = g(n)
r_first = next(it)
it.close()
r_log1 = list(log)
it = g(n)
next(it)
it = g(n + 1)
r_log2 = list(log)
