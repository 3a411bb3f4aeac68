# probe: a list of hook functions registered by decorator and called in order; a hook returning False vetoes the rest; hooks added while running are not called that round; removing by identity
# inputs
value = 5
# body
HOOKS = []
def hook(f):
    HOOKS.append(f)
    return f
log = []
@hook
def first(x):
    log.append(("first", x))
    return True
@hook
def adder(x):
    log.append(("adder", x))
    HOOKS.append(late)
    return True
def late(x):
    log.append(("late", x))
    return True
@hook
def veto(x):
    log.append(("veto", x))
    return x < 3
@hook
def never(x):
    log.append(("never", x))
    return True
def run(x):
    for h in list(HOOKS):
        if h(x) is False:
            return "vetoed"
    return "passed"
r_run = run(value)
r_log = list(log)
r_hook_count = len(HOOKS)
HOOKS.remove(veto)
log.clear()
r_run2 = run(value)
r_names = [h.__name__ for h in HOOKS]
