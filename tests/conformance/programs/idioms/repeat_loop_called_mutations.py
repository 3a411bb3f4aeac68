# probe: warmup loops (target not read) whose called functions and methods change state the loop body does not name: a global list, a closure cell, a function attribute, a class attribute, an instance seen through another name
# inputs
warmup = 3
# body
LOG = []
def record():
    LOG.append("x")
for _ in range(4):
    record()
r_log = len(LOG)
def make_ticker():
    n = 0
    def tick():
        nonlocal n
        n += 1
        return n
    return tick
tick = make_ticker()
for _ in range(6):
    tick()
r_tick = tick()
def kernel():
    kernel.calls += 1
kernel.calls = 0
for _ in range(5):
    kernel()
r_calls = kernel.calls
class Timer:
    total = 0
    def __init__(self):
        self.n = 0
    def run(self):
        self.n += 1
        Timer.total += 1
timer = Timer()
same = timer
for _ in range(7):
    timer.run()
r_same = same.n
r_total = Timer.total
