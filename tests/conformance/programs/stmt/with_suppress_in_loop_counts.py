# probe: a suppressing __exit__ inside a loop: the rest of the body is skipped but the loop goes on; the manager counts what it saw
# inputs
items = [1, 0, 2, 0, 4]
# body
class Swallow:
    def __init__(self):
        self.seen = []
    def __enter__(self):
        return self
    def __exit__(self, typ, val, tb):
        if typ is not None:
            self.seen.append(typ.__name__)
        return typ is ZeroDivisionError
s = Swallow()
results = []
for x in items:
    with s:
        results.append(10 // x)
r_results = results
r_seen = s.seen
try:
    with s:
        [][len(items)]
except IndexError:
    r_not_swallowed = s.seen[-1]
