# probe: list.index/count/remove/`in` with an input value run each element's __eq__ (element on the left) until found; the calls are logged
# inputs
v = 2
# body
log = []
class E:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        log.append((self.x, o))
        return self.x == o
items = [E(1), E(2), E(3)]
r_in = v in items
r_index = items.index(v)
r_count = items.count(v)
items.remove(v)
r_left = [e.x for e in items]
r_log = list(log)
try:
    items.index(v)
except ValueError as e:
    r_err = type(e).__name__
r_log_len = len(log)
