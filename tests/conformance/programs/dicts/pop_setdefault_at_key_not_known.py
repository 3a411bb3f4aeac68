# probe: dict.pop and dict.setdefault at a key the run may not know: which entry goes (or whether KeyError is raised) and whether the default is stored are Python's
# inputs
key = "go"
# body
log = []
def old():
    log.append("old")
    return 1
def new():
    log.append("new")
    return 2
d = {"go": old, "stop": new}
popped = d.pop(key)
r_pop = (popped(), sorted(d))
d2 = {"go": old}
r_set = d2.setdefault(key, new)()
r_after = d2["go"]()
def pop_missing():
    try:
        return {"a": 1}.pop(key)
    except KeyError:
        return "KeyError"
r_missing = pop_missing()
r_log = list(log)
