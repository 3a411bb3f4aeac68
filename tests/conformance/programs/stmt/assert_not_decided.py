# probe: an assert whose test the run can't decide may raise AssertionError: a try around it runs its handlers too, and its message (evaluated only when the test fails) may or may not be evaluated; what follows in the try body may not run
# inputs
n = 3
# body
log = []
def m(x):
    log.append(x)
    return x
def fails():
    try:
        assert n == 12, m("message")
        m("after")
        return "ok"
    except AssertionError as e:
        return "AssertionError: " + str(e)
r_fails = fails()
seen_fails = list(log)
log.clear()
def holds():
    try:
        assert n > 0, m("never")
        m("after")
        return "ok"
    except AssertionError:
        return "AssertionError"
r_holds = holds()
seen_holds = list(log)
log.clear()
def bare():
    try:
        assert n % 2 == 0
        return "ok"
    except AssertionError as e:
        return "AssertionError " + repr(str(e))
r_bare = bare()
