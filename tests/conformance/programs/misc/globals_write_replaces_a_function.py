# probe: a write through globals() at a name the run may not know, or on a path it can't decide, replaces a module's function: the call after it runs Python's
# inputs
name = "go"
# body
log = []
old_log = []
def go():
    old_log.append("old")
    return 1
def new():
    log.append("new")
    return 2
globals()[name] = new
r_go = go()
r_logs = (list(log), list(old_log))
