# probe: module top-level statements run in order; a later def replaces an earlier one
# inputs
n = 1
# body
log = []
def f():
    return "first"
log.append(f())
def f():
    return "second"
log.append(f())
r_log = log
x = n
x = x + 1
r_x = x
class K:
    log.append("class body")
r_log_after = list(log)
