# probe: a context manager whose __exit__ suppresses or not depending on an input, recording the exception it saw; an early return from inside a with in a function
# inputs
suppress = True
value = 0
# body
class Guard:
    def __init__(self, suppress):
        self.suppress = suppress
        self.seen = []
    def __enter__(self):
        self.seen.append("enter")
        return self
    def __exit__(self, et, ev, tb):
        self.seen.append(et.__name__ if et else None)
        return self.suppress
g = Guard(suppress)
try:
    with g as got:
        r_got_same = got is g
        1 // value
        r_after_div = "ran"
    r_outcome = "passed"
except ZeroDivisionError as e:
    r_outcome = type(e).__name__
r_seen = g.seen
def early(v):
    h = Guard(False)
    with h:
        if v == 0:
            return "early", h.seen
        h.seen.append("body")
    return "late", h.seen
r_early = early(value)
r_late = early(value + 1)
