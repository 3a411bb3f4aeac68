# probe: a contextmanager whose generator would yield again after the with body (from a loop) raises RuntimeError on exit; one whose loop ends after one pass is fine
# inputs
times = 2
# body
from contextlib import contextmanager
log = []
@contextmanager
def repeat(k):
    for i in range(k):
        log.append(("yield", i))
        yield i
out = []
for k in (1, times):
    try:
        with repeat(k) as i:
            out.append(("body", k, i))
        out.append(("clean", k))
    except RuntimeError as e:
        out.append(("error", k, type(e).__name__))
r_out = out
r_log = log
