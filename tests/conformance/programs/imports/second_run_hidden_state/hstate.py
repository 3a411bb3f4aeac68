import functools
CALLS = []
@functools.lru_cache(maxsize=None)
def lookup(n):
    CALLS.append(n)
    return len(n)
lookup("bf16")
def collect(x, acc=[]):
    acc.append(x)
    return list(acc)

def _make_ticker():
    n = 0
    def tick():
        nonlocal n
        n += 1
        return n
    return tick
tick = _make_ticker()
class _Cfg:
    def __init__(self):
        self.dtype = "fp16"
CONFIG = _Cfg()
