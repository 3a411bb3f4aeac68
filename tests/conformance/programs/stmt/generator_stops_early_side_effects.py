# probe: a generator's code after the yields the consumer takes never runs: appends after the last pull, a raise after it, the finally that only runs at close
# inputs
n = 2
# body
log = []
def gen():
    try:
        for i in range(5):
            log.append("before " + str(i))
            yield i
            log.append("after " + str(i))
        raise ValueError("end")
    finally:
        log.append("finally")
g = gen()
got = [next(g) for _ in range(n)]
r_log_mid = list(log)
r_got = got
g.close()
r_log_closed = list(log)
r_next_after_close = next(g, "done")
