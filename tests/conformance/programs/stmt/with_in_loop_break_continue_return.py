# probe: a with inside loops left by break, continue, return: __exit__ runs every time with no exception; a suppressing __exit__ in a loop lets the loop go on with the next item
# inputs
items = [1, 2, 0, 3, 4]
# body
log = []
class CM:
    def __init__(self, tag):
        self.tag = tag
    def __enter__(self):
        return self.tag
    def __exit__(self, typ, val, tb):
        log.append((self.tag, typ.__name__ if typ else None))
        return typ is ZeroDivisionError
for x in items:
    with CM(x):
        if x == 2:
            continue
        if x == 3:
            break
        10 // x
r_loop = list(log)
log.clear()
def f():
    for x in items:
        with CM(x):
            if x == 0:
                return "returned at 0"
    return "end"
r_ret = f()
r_log2 = list(log)
log.clear()
total = 0
for x in items:
    with CM(x):
        total += 10 // x
r_total = total
r_log3 = log
