# probe: a warmup loop (target not read) calling a function that appends to a module-level list: the list grows once per iteration
# inputs
n = 1
# body
LOG = []
def record():
    LOG.append("x")
for _ in range(4):
    record()
