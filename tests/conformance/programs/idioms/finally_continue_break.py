# probe: continue/break/return inside finally in a backend loop: finally runs on continue, break in finally swallows the exception
# inputs
names = ["a", "bad", "c"]
# body
log = []
for n in names:
    try:
        if n == "bad":
            raise ValueError(n)
        log.append("try:" + n)
        continue
    except ValueError:
        log.append("exc:" + n)
    finally:
        log.append("fin:" + n)
    log.append("after:" + n)
r_log = log
def swallow(items):
    out = []
    for x in items:
        try:
            if x == "bad":
                raise KeyError(x)
            out.append(x)
        finally:
            if x == "bad":
                break
    return out
r_swallow = swallow(names)
def ret_then_continue(items):
    got = []
    for x in items:
        try:
            got.append(x)
            return ("early", got)
        finally:
            if x != "c":
                continue
    return ("end", got)
r_rtc = ret_then_continue(names)
