# probe: the order of import side effects: a package's __init__ runs before its submodule, a submodule it imports runs inside it, a module already imported does not run again
# inputs
k = 0
# body
import log
log.EVENTS.append("main")
import pkg.second
log.EVENTS.append("main again")
import pkg.first
r_events = list(log.EVENTS)
r_k = k
