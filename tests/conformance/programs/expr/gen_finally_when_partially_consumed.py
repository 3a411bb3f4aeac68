# probe: a generator's try/finally: nothing runs before the first next, finally runs at exhaustion, at close(), and when a partly consumed generator is dropped (del)
# inputs
xs = [1, 2, 3]
# body
log = []
def g(tag):
    log.append((tag, "start"))
    try:
        for x in xs:
            log.append((tag, "yield", x))
            yield x
    finally:
        log.append((tag, "finally"))
a = g("a")
r_before_any = list(log)
r_a_first = next(a)
r_after_first = list(log)
a.close()
r_after_close = list(log)
r_close_again = a.close()
log.clear()
b = g("b")
r_b_all = list(b)
r_after_all = list(log)
log.clear()
c = g("c")
next(c)
next(c)
del c
r_after_del = list(log)
log.clear()
r_next_fresh = next(g("d"))
r_after_fresh_dropped = list(log)
