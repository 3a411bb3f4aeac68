# probe: a contextmanager whose generator returns after the yield (early or late), with a value the with ignores; the body's mutation of the yielded list visible after
# inputs
early = True
# body
from contextlib import contextmanager
log = []
@contextmanager
def maybe(flag):
    box = [0]
    yield box
    if flag:
        log.append(("early", box[0]))
        return "ignored"
    log.append(("late", box[0]))
    return "also ignored"
with maybe(early) as b:
    b[0] = 5
with maybe(not early) as b2:
    b2[0] += 7
r_boxes = (b, b2)
r_log = log
