# probe: generator send() and the value of a yield expression
# inputs
start = 5
# body
def acc(total):
    while True:
        got = yield total
        if got is None:
            return
        total += got
g = acc(start)
r_first = next(g)
r_sent = g.send(3)
r_sent2 = g.send(2)
try:
    g.send(None)
    r_end = None
except StopIteration:
    r_end = "stopped"
