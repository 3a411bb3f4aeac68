# probe: sweep generator with send() to adjust the next size, close() running finally, return value in StopIteration.value
# inputs
start = 4
factor = 2
# body
log = []
def sweep(n):
    try:
        while n < 100:
            got = yield n
            n = n * factor if got is None else got
        return "finished"
    finally:
        log.append("closed")
g = sweep(start)
r_seq = [next(g), next(g), g.send(30), next(g)]
try:
    while True:
        next(g)
except StopIteration as e:
    r_ret = e.value
r_log = list(log)
g2 = sweep(start)
next(g2)
g2.close()
r_log2 = list(log)
try:
    g2.send(None)
    r_after_close = "ok"
except StopIteration as e:
    r_after_close = type(e).__name__
g3 = sweep(start)
try:
    g3.send(5)
    r_send_first = "ok"
except TypeError as e:
    r_send_first = type(e).__name__
