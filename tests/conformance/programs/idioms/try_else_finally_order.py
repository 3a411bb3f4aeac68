# probe: try/except/else/finally order of events when the body's raising depends on an input
# inputs
K = 96
# body
log = []
def check(k):
    log.append("start")
    try:
        assert k % 64 == 0, "K must be aligned"
        log.append("aligned")
    except AssertionError as e:
        log.append("assert:" + type(e).__name__)
        return "bad"
    else:
        log.append("else")
        return "good"
    finally:
        log.append("finally")
r_res = check(K)
r_res2 = check(128)
r_log = log
def check2(k):
    try:
        if k % 64:
            raise ValueError
        return 1
    finally:
        return 2
r_finally_wins = check2(K)
