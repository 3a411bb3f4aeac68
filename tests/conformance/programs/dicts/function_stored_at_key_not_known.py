# probe: a function stored at a key the run may not know replaces one a later lookup finds: the call runs the one Python's dict holds
# inputs
key = "go"
# body
log = []
old_log = []
def old():
    old_log.append("old")
    return 1
def new():
    log.append("new")
    return 2
handlers = {"go": old, "stop": old}
handlers[key] = new
r_go = handlers["go"]()
r_stop = handlers["stop"]()
r_logs = (list(log), list(old_log))
