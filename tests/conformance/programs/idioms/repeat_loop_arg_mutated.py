# probe: a warmup loop (target not read) calling a function that appends to the list it is passed: the list grows once per iteration
# inputs
n = 1
# body
def run(buf):
    buf.append(1)
times = []
for _ in range(4):
    run(times)
