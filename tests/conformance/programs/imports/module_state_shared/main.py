# probe: two modules importing a third share its state; `from m import x` copies the binding, `m.x` reads it live
# inputs
n = 3
# body
import state
from state import counter, items
import user
for i in range(n):
    user.bump()
r_live = state.counter
r_copied = counter
r_items = list(items)
r_same = items is state.items
state.items = []
r_after_rebind = len(items)
r_user_sees = user.count_items()
