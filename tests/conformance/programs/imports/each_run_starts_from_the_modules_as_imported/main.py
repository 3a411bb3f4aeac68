# probe: a program run twice in one interpreter, as config after config: the second run starts from the modules as their imports left them, not as the first run left them (a counter, a list, a dict, a class attribute; a module imported after they changed runs again)
# inputs
k = 2
# body
import state
import pkg
r_before = (state.COUNT, list(state.LOG), dict(state.TABLE), state.Box.n)
state.LOG.append(k)
state.TABLE["k"] = k
state.Box.n += k
r_count = state.bump()
import late
r_seen = late.SEEN
import pkg.extra
r_extra = pkg.extra.VALUE
r_after = (state.COUNT, list(state.LOG), dict(state.TABLE), state.Box.n)
