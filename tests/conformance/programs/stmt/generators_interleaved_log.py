# probe: two generators appending to one log, pulled alternately by zip and by hand: the log's order is the order of the pulls
# inputs
n = 3
# body
log = []
def gen(tag):
    for i in range(n):
        log.append(tag + str(i))
        yield i
r_zip = list(zip(gen("a"), gen("b")))
r_log = list(log)
log.clear()
x = gen("x")
y = gen("y")
next(x)
next(y)
next(y)
r_log2 = list(log)
